"""The device-protocol suite for ANY target: one line in a plugin's test module switches it on.

    from poot_core.testing.runtime_suite import runtime_tests
    runtime_tests(globals(), target="mytarget")

defines, in that module, a fixture opening a private device of the target (skipped with the
probe's reason when it cannot run here) and tests of the protocol (poot_core.target.Device):
buffers of every dtype round-trip; a chain of dependent dispatches on resident buffers with one
sync gives numpy's answer; `len()` of a parameter is its buffer's (or view's) element count; a
fault in one dispatch of a batch is raised at the sync naming that dispatch, its kernel, site and
first thread, poisons what it and the dispatches after it wrote, and leaves the device usable
(error-word and raise targets: the fault kernels are compiled with `fault_options`, e.g.
`{"trap_policy": "error-word"}` for a target whose default is a device trap); a repeated
dispatch allocates no device memory; bad use (another device's buffer, a freed one, a dtype,
length or alias mismatch) is a typed error. The kit reads no repo paths.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

import numpy as np
import pytest

from ..errors import Span
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, U32

__all__ = ["runtime_tests", "add_u32", "not_bool", "check_out_of_memory"]

SPAN = Span("runtime_suite/add.rs", 3, 14)


def add_u32(wg: int = 64) -> N.Body:
    """out[i] = a[i] + b[i] (wrapping) for i < len(out); the load of a[i] is bounds-checked, so a
    shorter `a` (or view of it) faults at thread len(a), site 0 (bounds)."""
    kb = Builder("rt_add_u32", wg)
    a, b, out = kb.input("a", U32), kb.input("b", U32), kb.output("out", U32)
    i = kb.thread_index()

    def body():
        kb.store(out, i, kb.add(kb.load(a, i, True, SPAN), kb.load(b, i)))
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    return kb.build()


def not_bool(wg: int = 64) -> N.Body:
    """out[i] = !a[i] for i < len(out) (bool buffers: stored as the device stores them)."""
    kb = Builder("rt_not_bool", wg)
    a, out = kb.input("a", BOOL), kb.output("out", BOOL)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.un("not", kb.load(a, i))))
    kb.ret()
    return kb.build()


DTYPES = (np.bool_, np.int32, np.uint32, np.float32, np.float64, np.float16, np.uint64)


def _random(rng: np.random.Generator, dtype: Any, n: int) -> np.ndarray:
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return rng.random(n) < 0.5
    if dt.kind == "f":
        return rng.standard_normal(n).astype(dt) * dt.type(100)
    return rng.integers(0, np.iinfo(dt).max, n, dtype=dt, endpoint=True)


def _put(dev, array: np.ndarray):
    buf = dev.alloc(array.nbytes, array.dtype)
    dev.upload(buf, array)
    return buf


def check_out_of_memory(dev: Any, target: Any, refuse: Callable[[], list], restore: Callable[[], None]) -> Any:
    """The pool's out-of-memory path on `dev`: with `refuse()` making every driver allocation fail
    for lack of memory (it returns the list the failing calls append to), an allocation releases the
    pool's cached blocks, retries once, then raises DeviceOutOfMemory naming the bytes asked for and
    in use; after `restore()` the buffer already there is intact and the device runs a kernel.
    Returns the error (for the caller's driver-specific checks of its text)."""
    from ..errors import DeviceOutOfMemory
    from ..target import Grid

    a = np.arange(1000, dtype=np.uint32)
    keep = _put(dev, a)
    dev.free(dev.alloc(1 << 16, np.uint32))  # a cached block the retry releases
    calls = refuse()
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.alloc(1 << 22, np.float32)
    e = ei.value
    assert len(calls) == 2 and dev.pool.cached == 0
    assert e.nbytes == 1 << 22 and e.in_use == dev.pool.in_use == 4096, str(e)
    restore()
    assert np.array_equal(dev.download(keep), a)
    out = dev.alloc(a.nbytes, np.uint32)
    dev.launch(target.compile(add_u32()), {"a": keep, "b": keep, "out": out}, Grid.threads(a.size, 64))
    assert np.array_equal(dev.download(out), 2 * a)
    return e


def runtime_tests(ns: dict, target: str, options: Mapping | None = None,
                  fault_options: Mapping | None = None) -> None:
    """Define the device-protocol tests for `target` in the namespace `ns` (a test module's globals())."""
    from ..errors import DeviceLost, KernelFault, PoisonedBuffer, UsageError
    from ..target import Grid

    options = dict(options or {})
    fault_opts = {**options, **dict(fault_options or {})}

    @pytest.fixture(scope="module")
    def runtime_target():
        from .. import plugins
        t = plugins.get_target(target)
        a = t.probe()
        if not a.available:
            pytest.skip(f"{target} cannot run here: {a.reason}")
        return t

    @pytest.fixture(scope="module")
    def runtime_device(runtime_target):
        dev = runtime_target.open()
        yield dev
        dev.close()

    def test_runtime_buffers_round_trip_every_dtype(runtime_device):
        rng = np.random.default_rng(11)
        for dt in DTYPES:
            for n in (0, 1, 7, 1000):
                x = _random(rng, dt, n)
                buf = _put(runtime_device, x)
                assert len(buf) == n and buf.nbytes == x.nbytes
                got = runtime_device.download(buf)
                assert got.dtype == x.dtype and np.array_equal(got, x), (dt, n)
                if n > 1:
                    assert np.array_equal(runtime_device.download(buf.view(n - 1)), x[:n - 1])
                runtime_device.free(buf)

    def test_runtime_chain_of_dependent_dispatches_with_one_sync(runtime_target, runtime_device):
        dev, n, steps = runtime_device, 1000, 24
        art = runtime_target.compile(add_u32(), **options)
        rng = np.random.default_rng(5)
        a, b = _random(rng, np.uint32, n), _random(rng, np.uint32, n)
        bufs = [_put(dev, a), dev.alloc(a.nbytes, np.uint32)]
        bb = _put(dev, b)
        grid = Grid.threads(n, 64)
        first = None
        for k in range(steps):  # x_{k+1} = x_k + b: ping-pong between two resident buffers
            idx = dev.launch(art, {"a": bufs[k % 2], "b": bb, "out": bufs[(k + 1) % 2]}, grid)
            assert isinstance(idx, int) and (first is None or idx == first + k)
            first = idx if first is None else first
        dev.sync()
        want = a.copy()
        for _ in range(steps):
            want = want + b  # uint32 wraps like the kernel
        assert np.array_equal(dev.download(bufs[steps % 2]), want)
        for buf in (*bufs, bb):
            dev.free(buf)

    def test_runtime_bool_buffers_through_a_kernel(runtime_target, runtime_device):
        dev, n = runtime_device, 300
        a = _random(np.random.default_rng(2), np.bool_, n)
        x, y = _put(dev, a), dev.alloc(n, np.bool_)
        dev.launch(runtime_target.compile(not_bool(), **options), {"a": x, "out": y}, Grid.threads(n, 64))
        assert np.array_equal(dev.download(y), ~a)
        dev.free(x)
        dev.free(y)

    def test_runtime_len_is_the_buffer_or_view_count(runtime_target, runtime_device):
        """A view of `a` shorter than `out`: the bounds check on a[i] faults at thread len(view)."""
        dev, n = runtime_device, 256
        art = runtime_target.compile(add_u32(), **fault_opts)
        a = _put(dev, np.arange(n, dtype=np.uint32))
        out = dev.alloc(4 * n, np.uint32)
        dev.launch(art, {"a": a.view(200), "b": a, "out": out}, Grid.threads(n, 64))
        with pytest.raises(KernelFault) as ei:
            dev.sync()
        f = ei.value
        assert f.target == runtime_target.name and f.sites and f.sites[0].kind == "bounds", str(f)
        assert f.thread in (200, None) or not f.exact, str(f)
        if getattr(dev, "lost", ""):
            return
        dev.upload(out, np.zeros(n, np.uint32))  # it was poisoned by the faulted dispatch
        dev.launch(art, {"a": a, "b": a, "out": out.view(100)}, Grid.threads(n, 64))  # len(out) = 100
        got = dev.download(out)
        assert np.array_equal(got[:100], 2 * np.arange(100, dtype=np.uint32))
        dev.free(a)
        dev.free(out)

    def test_runtime_fault_names_its_dispatch_poisons_and_the_device_goes_on(runtime_target, runtime_device):
        dev, n = runtime_device, 512
        art = runtime_target.compile(add_u32(), **fault_opts)
        rng = np.random.default_rng(9)
        a, b = _random(rng, np.uint32, n), _random(rng, np.uint32, n)
        xa, xb, short = _put(dev, a), _put(dev, b), _put(dev, a[:300])
        o0, o1, o2 = (dev.alloc(a.nbytes, np.uint32) for _ in range(3))
        grid = Grid.threads(n, 64)
        i0 = dev.launch(art, {"a": xa, "b": xb, "out": o0}, grid)
        i1 = dev.launch(art, {"a": short, "b": xb, "out": o1}, grid)  # faults at thread 300
        dev.launch(art, {"a": xa, "b": o1, "out": o2}, grid)  # reads the faulted output
        with pytest.raises(KernelFault) as ei:
            dev.sync()
        f = ei.value
        assert f.dispatch == i1 == i0 + 1, str(f)
        assert f.target == runtime_target.name and f.kernel == "rt_add_u32", str(f)
        assert f.sites[0].kind == "bounds" and f.sites[0].site == 0, str(f)
        if f.exact:
            assert f.thread == 300 and f.group == (300 // 64, 0), str(f)
        if getattr(dev, "lost", ""):  # a device-trap target: lost for every buffer
            with pytest.raises(DeviceLost):
                dev.download(o0)
            return
        assert np.array_equal(dev.download(o0), a + b)  # before the fault: intact
        for o in (o1, o2):
            with pytest.raises(PoisonedBuffer):
                dev.download(o)
        with pytest.raises(PoisonedBuffer):  # a poisoned buffer is no kernel's input either
            dev.launch(art, {"a": xa, "b": o1, "out": o2}, grid)
        dev.upload(o1, b)  # new contents: readable again
        dev.upload(o2, a)  # an &mut buffer is in-out: a poisoned one must get new contents too
        dev.launch(art, {"a": xa, "b": o1, "out": o2}, grid)
        assert np.array_equal(dev.download(o2), a + b)
        for buf in (xa, xb, short, o0, o1, o2):
            dev.free(buf)

    def test_runtime_repeated_dispatch_allocates_nothing(runtime_target, runtime_device):
        dev, n = runtime_device, 4096
        art = runtime_target.compile(add_u32(), **options)
        a = np.arange(n, dtype=np.uint32)
        want = dev.run(art, {"a": a, "b": a, "out": np.zeros(n, np.uint32)}, Grid.threads(n, 64))["out"]
        pool = getattr(dev, "pool", None)
        before = pool.allocations if pool is not None else None
        for _ in range(5):
            got = dev.run(art, {"a": a, "b": a, "out": np.zeros(n, np.uint32)}, Grid.threads(n, 64))["out"]
            assert np.array_equal(got, want)
        if pool is not None:
            assert pool.allocations == before, "a repeated dispatch allocated device memory"
        assert np.array_equal(want, 2 * a)

    def test_runtime_bad_use_is_a_typed_error(runtime_target, runtime_device):
        from .. import plugins
        dev, n = runtime_device, 64
        art = runtime_target.compile(add_u32(), **options)
        x = _put(dev, np.arange(n, dtype=np.uint32))
        f = _put(dev, np.zeros(n, np.float32))
        grid = Grid.threads(n, 64)
        with pytest.raises(UsageError, match="needs a buffer of uint32"):
            dev.launch(art, {"a": x, "b": x, "out": f}, grid)
        with pytest.raises(UsageError, match="must not alias"):
            dev.launch(art, {"a": x, "b": x, "out": x}, grid)
        with pytest.raises(UsageError, match="missing"):
            dev.launch(art, {"a": x, "b": x}, grid)
        with pytest.raises(UsageError, match="exactly the buffer's dtype and length"):
            dev.upload(x, np.zeros(n + 1, np.uint32))
        other = plugins.get_target("oracle").open() if runtime_target.name != "oracle" else type(dev)()
        y = _put(other, np.arange(n, dtype=np.uint32))
        with pytest.raises(UsageError, match="another device"):
            dev.launch(art, {"a": x, "b": y, "out": dev.alloc(4 * n, np.uint32)}, grid)
        good = {"a": x, "b": x, "out": dev.alloc(4 * n, np.uint32)}
        dev.launch(art, good, grid)  # checked once; the same buffers again reuse the checks ...
        dev.sync()
        dev.free(good["out"])  # ... unless one of them was freed since
        with pytest.raises(UsageError, match="freed"):
            dev.launch(art, good, grid)
        dev.free(f)
        with pytest.raises(UsageError, match="freed"):
            dev.download(f)
        with pytest.raises(UsageError, match="freed"):
            dev.free(f)
        with pytest.raises(UsageError, match="multiple of 4 bytes"):
            dev.alloc(6, np.uint32)
        dev.free(x)
        other.close()

    for name, value in list(locals().items()):
        if name.startswith("test_runtime_") or name in ("runtime_target", "runtime_device"):
            ns[name] = value
