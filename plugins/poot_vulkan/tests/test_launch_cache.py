"""What a resident launch reuses (poot_vulkan.descriptors, batch.py, device.Prepared): one
descriptor set per pipeline and buffers, written once; a body command buffer submitted again as
it is when its batch holds the same dispatches; barriers only between dispatches that share a
buffer - and none of it ever points at a destroyed buffer, hides a fault or changes a result."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import KernelFault, PoisonedBuffer
from poot_core.target import Grid
from poot_core.testing.runtime_suite import add_u32
from poot_core.testing.spirv_runtime import grid_fault

pytestmark = pytest.mark.vulkan_gpu

N = 2048


@pytest.fixture(params=["sync", "launch"])
def dev(request, monkeypatch):
    """A private device under each submission policy."""
    from poot_vulkan.device import VulkanDevice
    monkeypatch.setenv("POOT_VULKAN_SUBMIT", request.param)
    d = VulkanDevice()
    yield d
    d.close()


def _put(dev, a):
    b = dev.alloc(a.nbytes, a.dtype)
    dev.upload(b, a)
    return b


def _data(seed=1):
    rng = np.random.default_rng(seed)
    return (rng.integers(0, 2**32, N, dtype=np.uint32, endpoint=False) for _ in range(2))


def _recordings(dev, monkeypatch):
    """A list that grows by one each time a body command buffer is recorded."""
    seen = []
    real = dev._record_dispatches
    monkeypatch.setattr(dev, "_record_dispatches", lambda *a: (seen.append(a[0]), real(*a))[1])
    return seen


def test_the_same_buffers_relaunched_make_one_descriptor_set(target, dev, monkeypatch):
    """launch + sync 100 times on the same buffers: one descriptor set in all (none after the
    first launch), the body recorded once and submitted again 99 times, every result right; a
    chain of 20 launches + one sync, repeated, is recorded once too (each its own meta record)."""
    art = target.compile(add_u32())
    a, b = _data()
    x, y, o = _put(dev, a), _put(dev, b), dev.alloc(a.nbytes, a.dtype)
    bufs, grid = {"a": x, "b": y, "out": o}, Grid.threads(N, 64)
    records = _recordings(dev, monkeypatch)
    sets = dev.driver_objects()["descriptor sets"]
    for k in range(100):
        dev.launch(art, bufs, grid)
        dev.sync()
        if k in (0, 99):
            np.testing.assert_array_equal(dev.download(o), a + b)
    assert dev.driver_objects()["descriptor sets"] == sets + 1
    assert len(records) == 1, "the same dispatch was recorded again"
    records.clear()
    for _ in range(5):
        for _ in range(20):
            dev.launch(art, bufs, grid)
        dev.sync()
    # at launch: two batches take turns (each its own meta chunk), each as long as the GPU's timing makes it
    assert dev.driver_objects()["descriptor sets"] <= sets + (2 if dev.eager else 1)
    if not dev.eager:
        assert len(records) == 1
    np.testing.assert_array_equal(dev.download(o), a + b)
    for buf in (x, y, o):
        dev.free(buf)


def test_a_destroyed_buffer_drops_its_descriptor_sets(target, dev, monkeypatch):
    """Free a buffer and release it to the driver (the pool trimmed), allocate a new one, relaunch:
    no cached set points at the destroyed buffer, the recorded command buffer is not submitted
    again (it bound a dropped set), and the result is the new buffer's."""
    art = target.compile(add_u32())
    a, b = _data(2)
    x, y, o = _put(dev, a), _put(dev, b), dev.alloc(a.nbytes, a.dtype)
    grid = Grid.threads(N, 64)
    for _ in range(3):
        dev.launch(art, {"a": x, "b": y, "out": o}, grid)
        dev.sync()
    old = y.block.handle
    cache = dev._descriptors
    assert id(old) in cache.by_buf and any(old in e.bufs for e in cache.sets.values())
    generation = cache.generation
    dev.free(y)
    dev.pool.trim()  # y's VkBuffer destroyed
    assert id(old) not in cache.by_buf and not any(old in e.bufs for e in cache.sets.values())
    assert cache.generation > generation
    records = _recordings(dev, monkeypatch)
    c = np.arange(N, dtype=np.uint32)
    z = _put(dev, c)
    assert z.block.handle is not old
    dev.launch(art, {"a": x, "b": z, "out": o}, grid)
    dev.sync()
    np.testing.assert_array_equal(dev.download(o), a + c)
    assert len(records) == 1
    dev.launch(art, {"a": x, "b": z, "out": o}, grid)  # the new set is cached again
    sets = dev.driver_objects()["descriptor sets"]
    dev.sync()
    dev.launch(art, {"a": x, "b": z, "out": o}, grid)
    dev.sync()
    assert dev.driver_objects()["descriptor sets"] == sets
    np.testing.assert_array_equal(dev.download(o), a + c)
    for buf in (x, z, o):
        dev.free(buf)


def test_a_freed_block_reused_by_a_new_buffer_binds_the_new_contents(target, dev):
    """free + alloc of the same size hands back the same block (its VkBuffer and cached sets stay
    valid): a relaunch on the new buffer reads what was uploaded into it."""
    art = target.compile(add_u32())
    a, b = _data(3)
    x, y, o = _put(dev, a), _put(dev, b), dev.alloc(a.nbytes, a.dtype)
    grid = Grid.threads(N, 64)
    dev.launch(art, {"a": x, "b": y, "out": o}, grid)
    np.testing.assert_array_equal(dev.download(o), a + b)
    block = y.block
    dev.free(y)
    y2 = _put(dev, a)
    assert y2.block is block
    dev.launch(art, {"a": x, "b": y2, "out": o}, grid)
    np.testing.assert_array_equal(dev.download(o), a + a)
    for buf in (x, y2, o):
        dev.free(buf)


def test_a_full_cache_frees_a_set_only_once_no_batch_binds_it(target, dev, monkeypatch):
    """MAX_SETS made 3: ten dispatches on ten different outputs in one batch drop the oldest sets
    while the batch still binds them; they are freed at its retirement, not before, and every
    output is right."""
    from poot_vulkan import descriptors
    monkeypatch.setattr(descriptors, "MAX_SETS", 3)
    freed = []
    real = dev._descriptors.free
    monkeypatch.setattr(dev._descriptors, "free", lambda entries: (freed.extend(entries), real(entries))[1])
    art = target.compile(add_u32())
    a, b = _data(4)
    x, y = _put(dev, a), _put(dev, b)
    outs = [dev.alloc(a.nbytes, a.dtype) for _ in range(10)]
    monkeypatch.setattr(dev, "eager", False)  # one batch, whatever the policy
    for o in outs:
        dev.launch(art, {"a": x, "b": y, "out": o}, Grid.threads(N, 64))
    assert len(dev._descriptors.sets) <= 3 and not freed and len(dev._batch.dead) >= 7
    dev.sync()
    assert len(freed) >= 7
    for o in outs:
        np.testing.assert_array_equal(dev.download(o), a + b)
    for buf in (x, y, *outs):
        dev.free(buf)


def test_barriers_only_between_dispatches_that_share_a_buffer(target, dev, monkeypatch):
    """In one batch: two adds into different outputs from the same inputs run without a barrier
    between them; one that reads a buffer written since the last barrier gets one (read after
    write), so does one that writes a buffer read since it (write after read); one that writes a
    buffer read only before the last barrier does not; results right."""
    art = target.compile(add_u32())
    a, b = _data(5)
    x, y = _put(dev, a), _put(dev, b)
    o1, o2, o3 = (dev.alloc(a.nbytes, a.dtype) for _ in range(3))
    grid = Grid.threads(N, 64)
    monkeypatch.setattr(dev, "eager", False)  # one batch, whatever the policy
    dev.launch(art, {"a": x, "b": y, "out": o1}, grid)
    dev.launch(art, {"a": x, "b": y, "out": o2}, grid)
    dev.launch(art, {"a": o1, "b": o2, "out": o3}, grid)  # reads o1, o2: after the barrier
    dev.launch(art, {"a": o3, "b": o3, "out": x}, grid)  # reads o3, written by the third
    dev.launch(art, {"a": y, "b": y, "out": o1}, grid)  # writes o1, read before the last barrier: none
    dev.launch(art, {"a": o2, "b": o2, "out": y}, grid)  # writes y, read by the fifth (write after read)
    assert [c[7] for c in dev._batch.cmds] == [True, False, True, True, False, True]
    dev.sync()
    s = a + b
    np.testing.assert_array_equal(dev.download(o3), s + s)
    np.testing.assert_array_equal(dev.download(x), 2 * (s + s))
    np.testing.assert_array_equal(dev.download(o1), b + b)
    np.testing.assert_array_equal(dev.download(o2), s)
    np.testing.assert_array_equal(dev.download(y), s + s)
    for buf in (x, y, o1, o2, o3):
        dev.free(buf)


def test_a_fault_in_a_command_buffer_submitted_again_is_still_reported(target, dev):
    """A clean dispatch relaunched, then a faulting one relaunched (its command buffer submitted
    again as it is): each sync of the faulting one raises its fault with site, thread and group,
    its output is poisoned, and the clean one afterwards is clean (its error word written anew)."""
    add, gf = target.compile(add_u32(32)), target.compile(grid_fault())
    a, b = _data(6)
    n = 3 * 32 * 4
    x, y = _put(dev, a[:n]), _put(dev, b[:n])
    o, g = dev.alloc(4 * n, np.uint32), dev.alloc(4 * n, np.uint32)
    for _ in range(3):
        dev.launch(add, {"a": x, "b": y, "out": o}, Grid.threads(n, 32))
        dev.sync()
    for _ in range(3):
        dev.upload(g, np.zeros(n, np.uint32))
        dev.launch(gf, {"out": g}, Grid.of_groups(4, 3, 32))
        with pytest.raises(KernelFault) as ei:
            dev.sync()
        f = ei.value
        assert (f.kernel, f.thread, f.group) == ("grid_fault", 70, (2, 1)), str(f)
        with pytest.raises(PoisonedBuffer):
            dev.download(g)
    for _ in range(3):
        dev.launch(add, {"a": x, "b": y, "out": o}, Grid.threads(n, 32))
        dev.sync()
    np.testing.assert_array_equal(dev.download(o), a[:n] + b[:n])
    for buf in (x, y, o, g):
        dev.free(buf)


def test_a_view_and_its_buffer_get_their_own_sets(target, dev):
    """The same buffer bound whole and as a shorter view: two descriptor sets (the ranges differ),
    so the view's length is still enforced after the whole buffer's set is cached."""
    art = target.compile(add_u32())
    a, b = _data(7)
    x, y, o = _put(dev, a), _put(dev, b), dev.alloc(a.nbytes, a.dtype)
    grid = Grid.threads(N, 64)
    dev.launch(art, {"a": x, "b": y, "out": o}, grid)
    dev.sync()
    with pytest.raises(KernelFault):
        dev.launch(art, {"a": x.view(N - 3), "b": y, "out": o}, grid)
        dev.sync()
    dev.upload(o, np.zeros(N, np.uint32))
    dev.launch(art, {"a": x, "b": y, "out": o}, grid)
    np.testing.assert_array_equal(dev.download(o), a + b)
    for buf in (x, y, o):
        dev.free(buf)
