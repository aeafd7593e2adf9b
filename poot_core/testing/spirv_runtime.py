"""The device-protocol tests shared by the SPIR-V plugins (vulkan, wgpu), beyond the generic suite
(poot_core.testing.runtime_suite): long resident chains against the oracle device, launches that
only enqueue, repeated dispatches that create no driver object, views binding their length, a
fault inside a chain named as the oracle names it (dispatch, kernel, site, thread, group), buffers
of another SPIR-V device and of a closed one. Each plugin's test_runtime.py star-imports this
(fixtures `target` and `device` from poot_core.testing.spirv_suite)."""
from __future__ import annotations

import numpy as np
import pytest

from ..errors import DeviceLost, KernelFault, PoisonedBuffer, Span, UsageError
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F32, U32, USIZE
from . import samples
from ..target import Grid
from .runtime_suite import add_u32

__all__ = ["test_spirv_resident_chain_of_100_dispatches_matches_the_oracle",
           "test_spirv_in_place_chain_matches_the_oracle", "test_spirv_launch_only_enqueues",
           "test_spirv_repeated_dispatches_create_no_driver_object", "test_spirv_a_view_binds_its_length",
           "test_spirv_fault_in_a_chain_is_named_as_the_oracle_names_it",
           "test_spirv_buffers_of_another_or_a_closed_device_are_refused",
           "test_spirv_a_long_batch_spans_the_pooled_objects", "accumulate", "grid_fault", "oracle_device"]


def accumulate() -> N.Body:
    """acc[i] = acc[i] + a[i] for i < len(acc) (f32; an in-place `&mut` buffer)."""
    kb = Builder("accumulate", 64)
    a, acc = kb.input("a", F32), kb.output("acc", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(acc)), lambda: kb.store(acc, i, kb.add(kb.load(acc, i), kb.load(a, i, True))))
    kb.ret()
    return kb.build()


ROW = 128  # threads per row of grid_fault's 4 x 3 groups of 32


def grid_fault() -> N.Body:
    """out[gy * 128 + x] = x on a 4x3 grid of 32 lanes; row 1 fails site 0 from x = 70 on and row 2
    fails site 1 everywhere: the first faulting thread (lowest linear index) is x = 70 of group
    (2, 1), whatever order the lanes run in."""
    kb = Builder("grid_fault", 32)
    out = kb.output("out", U32)
    x, gy = kb.thread_index(), kb.group_index_y()
    one, two = N.Const(USIZE, 1), N.Const(USIZE, 2)
    kb.check(kb.un("not", kb.bin("and", kb.eq(gy, one), kb.ge(x, N.Const(USIZE, 70)))), "bounds",
             Span("grid.rs", 4, 9))
    kb.check(kb.ne(gy, two), "overflow", Span("grid.rs", 5, 9))
    kb.store(out, kb.add(kb.mul(gy, N.Const(USIZE, ROW)), x), kb.cast(x, U32), checked=True,
             span=Span("grid.rs", 6, 5))
    kb.ret()
    return kb.build()


def oracle_device():
    from .. import plugins
    return plugins.get_target("oracle").open()


def _put(dev, a: np.ndarray):
    b = dev.alloc(a.nbytes, a.dtype)
    dev.upload(b, a)
    return b


def _counts(device) -> dict[str, int]:
    return {"pool allocations": device.pool.allocations, **device.driver_objects()}


def _chain(dev, art, x0, x1, steps: int) -> np.ndarray:
    """x_{k+2} = x_k + x_{k+1} over three rotating resident buffers (each dispatch reads the two
    before it and overwrites the buffer read two dispatches earlier), one sync, the last one."""
    n = x0.size
    bufs = [_put(dev, x0), _put(dev, x1), dev.alloc(x0.nbytes, x0.dtype)]
    grid = Grid.threads(n, 64)
    for k in range(steps):
        dev.launch(art, {"a": bufs[k % 3], "b": bufs[(k + 1) % 3], "out": bufs[(k + 2) % 3]}, grid)
    dev.sync()
    got = dev.download(bufs[(steps + 1) % 3])
    for b in bufs:
        dev.free(b)
    return got


def test_spirv_resident_chain_of_100_dispatches_matches_the_oracle(target, device):
    """100 dependent f32 dispatches on resident buffers (read-after-write and write-after-read
    between consecutive ones) give the oracle device's answer bit for bit (add is exact on every
    target: one IEEE rounding)."""
    body = samples.elementwise_add(F32)
    rng = np.random.default_rng(7)
    n = 4099  # not a multiple of the workgroup size
    x0, x1 = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    got = _chain(device, target.compile(body), x0, x1, 100)
    odev = oracle_device()
    from .. import plugins
    want = _chain(odev, plugins.get_target("oracle").compile(body), x0, x1, 100)
    odev.close()
    assert np.isfinite(want).all() and np.abs(want).max() > 1e10  # Fibonacci growth: ~1.6^100
    np.testing.assert_array_equal(got, want)


def test_spirv_in_place_chain_matches_the_oracle(target, device):
    """acc += a 100 times on one resident buffer (alternating two inputs), one sync."""
    from .. import plugins
    rng = np.random.default_rng(3)
    n = 1000
    a0, a1 = (rng.standard_normal(n).astype(np.float32) for _ in range(2))
    acc0 = rng.standard_normal(n).astype(np.float32)
    results = []
    for dev, t in ((device, target), (oracle_device(), plugins.get_target("oracle"))):
        art = t.compile(accumulate())
        ins, acc = [_put(dev, a0), _put(dev, a1)], _put(dev, acc0)
        for k in range(100):
            dev.launch(art, {"a": ins[k % 2], "acc": acc}, Grid.threads(n, 64))
        results.append(dev.download(acc))  # a download is a sync point
        for b in (*ins, acc):
            dev.free(b)
    np.testing.assert_array_equal(results[0], results[1])
    assert not np.array_equal(results[0], acc0)


def test_spirv_launch_only_enqueues(target, device):
    """Launches return at once without waiting. A device that records until the sync sees one
    submission there; one that submits at launch (`eager`: vulkan's default) submits the first
    launch's batch at once - nothing being in flight - and at most one batch per launch after it."""
    art = target.compile(add_u32())
    n = 512
    x = _put(device, np.arange(n, dtype=np.uint32))
    ys = [device.alloc(4 * n, np.uint32) for _ in range(2)]
    device.launch(art, {"a": x, "b": x, "out": ys[0]}, Grid.threads(n, 64))
    device.sync()
    eager = bool(getattr(device, "eager", False))
    before = device.driver_objects()["submits"]
    first = device.launch(art, {"a": x, "b": x, "out": ys[0]}, Grid.threads(n, 64))
    assert device.driver_objects()["submits"] == before + eager
    for k in range(1, 20):
        assert device.launch(art, {"a": ys[(k - 1) % 2], "b": x, "out": ys[k % 2]}, Grid.threads(n, 64)) == first + k
    if not eager:
        assert device.driver_objects()["submits"] == before
    device.sync()
    if eager:
        assert before + 1 <= device.driver_objects()["submits"] <= before + 20
    else:
        assert device.driver_objects()["submits"] == before + 1
    assert np.array_equal(device.download(ys[19 % 2]), 21 * np.arange(n, dtype=np.uint32))  # (k + 2) x
    for b in (x, *ys):
        device.free(b)


def test_spirv_repeated_dispatches_create_no_driver_object(target, device):
    """After a warm-up, rounds of queued chains, one-step runs and fresh buffers from the pool
    allocate no device memory and create no pipeline, descriptor pool, bind group or meta buffer."""
    art = target.compile(add_u32())
    n = 4096
    a = np.arange(n, dtype=np.uint32)
    grid = Grid.threads(n, 64)

    def round_():
        x, y, z = _put(device, a), device.alloc(4 * n, np.uint32), device.alloc(4 * n, np.uint32)
        for k in range(30):
            device.launch(art, {"a": x, "b": y if k % 2 else z, "out": z if k % 2 else y}, grid)
        device.sync()
        out = device.run(art, {"a": a, "b": a, "out": np.zeros(n, np.uint32)}, grid)["out"]
        for b in (x, y, z):
            device.free(b)
        return out
    for _ in range(2):
        round_()
    before = _counts(device)
    for _ in range(10):
        assert np.array_equal(round_(), 2 * a)
    after = _counts(device)
    assert after == before | {"submits": after["submits"]}, (before, after)


def test_spirv_a_view_binds_its_length(target, device):
    """len(out) is the view's: only its 100 elements are written, the rest of the buffer keeps
    what it held; a view as an input bounds its reads (the check at thread len(view) fails)."""
    art = target.compile(add_u32())
    n = 256
    x = _put(device, np.arange(n, dtype=np.uint32))
    out = _put(device, np.full(n, 7, np.uint32))
    assert len(out.view(100)) == 100
    device.launch(art, {"a": x, "b": x, "out": out.view(100)}, Grid.threads(n, 64))
    got = device.download(out)
    assert np.array_equal(got[:100], 2 * np.arange(100, dtype=np.uint32)) and (got[100:] == 7).all()
    device.launch(art, {"a": x.view(50), "b": x, "out": out}, Grid.threads(n, 64))
    with pytest.raises(KernelFault) as ei:
        device.sync()
    assert ei.value.thread == 50 and ei.value.sites[0].kind == "bounds", str(ei.value)
    for b in (x, out):
        device.free(b)


def _fault_program(dev, t):
    """Four queued dispatches: #0 fine, #1 faults (grid_fault), #2 reads #1's output, #3 is
    independent but queued after; the fault at the sync, and each output's state after it."""
    add, gf = t.compile(add_u32(32)), t.compile(grid_fault())
    n = 3 * ROW
    rng = np.random.default_rng(1)
    a, b = (rng.integers(0, 2**32, n, dtype=np.uint32, endpoint=False) for _ in range(2))
    xa, xb = _put(dev, a), _put(dev, b)
    o0, g1, o2, o3 = (_put(dev, np.zeros(n, np.uint32)) for _ in range(4))
    grid = Grid.threads(n, 32)
    base = dev.launch(add, {"a": xa, "b": xb, "out": o0}, grid)
    dev.launch(gf, {"out": g1}, Grid.of_groups(4, 3, 32))
    dev.launch(add, {"a": g1, "b": xb, "out": o2}, grid)
    dev.launch(add, {"a": xa, "b": xa, "out": o3}, grid)
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    f = ei.value
    assert np.array_equal(dev.download(o0), a + b)  # before the fault: intact
    for o in (g1, o2, o3):
        with pytest.raises(PoisonedBuffer, match=f"dispatch #{base + 1}"):
            dev.download(o)
    for o, new in ((g1, b), (o2, a), (o3, b)):  # new contents clear the poison (an &mut buffer is in-out)
        dev.upload(o, new)
    dev.launch(add, {"a": g1, "b": xb, "out": o2}, grid)
    dev.launch(add, {"a": o2, "b": xa, "out": o3}, grid)
    after = dev.download(o2), dev.download(o3)
    for buf in (xa, xb, o0, g1, o2, o3):
        dev.free(buf)
    return base, f, after


def test_spirv_fault_in_a_chain_is_named_as_the_oracle_names_it(target, device):
    from .. import plugins
    base, f, after = _fault_program(device, target)
    odev = oracle_device()
    obase, of, oafter = _fault_program(odev, plugins.get_target("oracle"))
    odev.close()
    assert f.dispatch == base + 1 and of.dispatch == obase + 1, (str(f), str(of))
    assert (f.target, f.kernel, f.thread, f.group, f.exact) == (target.name, "grid_fault", 70, (2, 1), True), str(f)
    assert (of.thread, of.group) == (f.thread, f.group), (str(f), str(of))
    assert [(s.site, s.kind, s.span) for s in f.sites] == [(s.site, s.kind, s.span) for s in of.sites], (str(f), str(of))
    assert "grid.rs:4:9" in str(f) and "and 1 other site failed" in str(f) and f"dispatch #{base + 1}" in str(f)
    for got, want in zip(after, oafter):
        np.testing.assert_array_equal(got, want)


def test_spirv_buffers_of_another_or_a_closed_device_are_refused(target, device):
    art = target.compile(add_u32())
    other = target.open()
    n = 64
    mine, theirs = _put(device, np.arange(n, dtype=np.uint32)), _put(other, np.arange(n, dtype=np.uint32))
    out = device.alloc(4 * n, np.uint32)
    with pytest.raises(UsageError, match="another device"):
        device.launch(art, {"a": mine, "b": theirs, "out": out}, Grid.threads(n, 64))
    with pytest.raises(UsageError, match="another device"):
        device.download(theirs)
    assert np.array_equal(other.download(theirs), np.arange(n, dtype=np.uint32))
    other.close()
    with pytest.raises(DeviceLost, match="closed"):
        other.download(theirs)
    with pytest.raises(DeviceLost):
        other.alloc(16, np.uint32)
    device.launch(art, {"a": mine, "b": mine, "out": out}, Grid.threads(n, 64))
    assert np.array_equal(device.download(out), 2 * np.arange(n, dtype=np.uint32))
    for b in (mine, out):
        device.free(b)


def test_spirv_a_long_batch_spans_the_pooled_objects(target, device):
    """2500 dispatches in one batch (more meta records and descriptor sets than one arena chunk or
    pool holds): the chain's answer is exact, and a fault in dispatch 2400 is decoded from its own
    record and named; a second long batch reuses what the first one created."""
    art = target.compile(add_u32())
    n, steps, bad = 256, 2500, 2400
    x = _put(device, np.arange(n, dtype=np.uint32))
    ys = [_put(device, np.zeros(n, np.uint32)) for _ in range(2)]
    grid = Grid.threads(n, 64)

    def batch(fault_at: int | None):
        first = None
        for k in range(steps):
            a = x.view(n - 3) if k == fault_at else x
            i = device.launch(art, {"a": a, "b": ys[k % 2], "out": ys[(k + 1) % 2]}, grid)
            first = i if first is None else first
        return first
    first = batch(bad)
    with pytest.raises(KernelFault) as ei:
        device.sync()
    f = ei.value
    assert f.dispatch == first + bad and f.thread == n - 3 and f.kernel == "rt_add_u32", str(f)
    for y in ys:
        device.upload(y, np.zeros(n, np.uint32))
    assert np.array_equal(device.download(x), np.arange(n, dtype=np.uint32))  # downloads are warm too
    before = device.driver_objects()
    batch(None)
    got = device.download(ys[steps % 2])
    assert np.array_equal(got, steps * np.arange(n, dtype=np.uint32))
    after = device.driver_objects()
    assert after | {"submits": 0} == before | {"submits": 0}, (before, after)
    for b in (x, *ys):
        device.free(b)
