"""Dispatches submitted at launch (POOT_VULKAN_SUBMIT=launch) and waited for only at a sync point (poot_vulkan.batch): repeated
resident launches give the oracle's results, a fault of a dispatch nobody waited for is raised at
the next wait with nothing read back, a buffer in-flight work uses is neither reused nor
overwritten before the wait, and POOT_VULKAN_SUBMIT / POOT_VULKAN_SPIN_US."""
from __future__ import annotations

import time

import numpy as np
import pytest

from poot_core.errors import KernelFault, PoisonedBuffer, UsageError
from poot_core.target import Grid
from poot_core.testing.runtime_suite import add_u32
from poot_core.testing.spirv_runtime import grid_fault, oracle_device

pytestmark = pytest.mark.vulkan_gpu


def _device(monkeypatch, **env):
    """A device under submission at launch (what these tests are about) unless `env` says otherwise."""
    from poot_vulkan.device import VulkanDevice
    env.setdefault("POOT_VULKAN_SUBMIT", "launch")
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    return VulkanDevice()


def _put(dev, a):
    b = dev.alloc(a.nbytes, a.dtype)
    dev.upload(b, a)
    return b


def _chain(dev, art, a, b, steps):
    """x <- x + b, `steps` times, ping-pong between two resident buffers, one download at the end."""
    x, y, bb = _put(dev, a), dev.alloc(a.nbytes, a.dtype), _put(dev, b)
    grid = Grid.threads(a.size, 64)
    bufs = [x, y]
    for k in range(steps):
        dev.launch(art, {"a": bufs[k % 2], "b": bb, "out": bufs[(k + 1) % 2]}, grid)
    out = dev.download(bufs[steps % 2])
    for buf in (x, y, bb):
        dev.free(buf)
    return out


def _wait_idle(dev, timeout=10.0):
    """Until every batch in flight has finished on the device (polled, not waited: no sync)."""
    end = time.monotonic() + timeout
    for b in list(dev._flight):
        while dev.lib.vkGetFenceStatus(dev.dev, b.fence[0]) != 0:
            assert time.monotonic() < end, "the batch did not finish"
            time.sleep(0.005)


@pytest.mark.parametrize("submit", ["launch", "sync"])
def test_repeated_resident_launches_give_the_oracles_results(target, monkeypatch, submit):
    """200 dependent launches on random u32 data (wrapping adds) equal the oracle's chain; at
    launch the eager device has submitted work before the sync (at most one batch per launch),
    the sync policy none."""
    from poot_core import plugins
    dev = _device(monkeypatch, POOT_VULKAN_SUBMIT=submit)
    try:
        assert dev.eager == (submit == "launch")
        rng = np.random.default_rng(11)
        n = 3000
        a, b = (rng.integers(0, 2**32, n, dtype=np.uint32, endpoint=False) for _ in range(2))
        art = target.compile(add_u32())
        before = dev.submits
        x, y, bb = _put(dev, a), dev.alloc(a.nbytes, a.dtype), _put(dev, b)
        staged = dev.submits - before  # uploads through staging (split heaps) submit a copy each
        bufs, grid = [x, y], Grid.threads(n, 64)
        for k in range(200):
            dev.launch(art, {"a": bufs[k % 2], "b": bb, "out": bufs[(k + 1) % 2]}, grid)
        launched = dev.submits - before - staged
        got = dev.download(bufs[0])
        if dev.eager:
            assert 1 <= launched <= 200
        else:
            assert launched == 0
        odev = oracle_device()
        want = _chain(odev, plugins.get_target("oracle").compile(add_u32()), a, b, 200)
        odev.close()
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(got, a + np.uint32(200) * b)  # wrapping u32 arithmetic
        for buf in (x, y, bb):
            dev.free(buf)
    finally:
        dev.close()


def test_a_fault_of_a_dispatch_nobody_waited_for_is_raised_at_the_next_wait(target, monkeypatch):
    """The faulting dispatch is submitted at launch and finishes; the next launch retires its
    batch without raising; the sync raises the KernelFault naming it, nothing it or a later
    dispatch wrote comes back (PoisonedBuffer), the dispatch before it is intact, and the device
    stays usable."""
    dev = _device(monkeypatch)
    try:
        add, gf = target.compile(add_u32(32)), target.compile(grid_fault())
        rng = np.random.default_rng(5)
        n = 3 * 32 * 4
        a, b = (rng.integers(0, 2**32, n, dtype=np.uint32, endpoint=False) for _ in range(2))
        xa, xb = _put(dev, a), _put(dev, b)
        o0, g1, o2 = (_put(dev, np.zeros(n, np.uint32)) for _ in range(3))
        grid = Grid.threads(n, 32)
        first = dev.launch(add, {"a": xa, "b": xb, "out": o0}, grid)
        before = dev.submits
        bad = dev.launch(gf, {"out": g1}, Grid.of_groups(4, 3, 32))
        _wait_idle(dev)
        dev.launch(add, {"a": g1, "b": xb, "out": o2}, grid)  # reads the faulted output; no raise here
        assert dev.submits > before, "the faulting dispatch was not submitted before the wait"
        with pytest.raises(KernelFault) as ei:
            dev.download(o2)  # the next wait
        f = ei.value
        assert f.dispatch == bad and f.kernel == "grid_fault" and f"dispatch #{bad}" in str(f), str(f)
        for o in (g1, o2):
            with pytest.raises(PoisonedBuffer, match=f"dispatch #{bad}"):
                dev.download(o)
        np.testing.assert_array_equal(dev.download(o0), a + b)  # dispatch #first, before the fault
        assert first == bad - 1
        dev.upload(g1, b)  # new contents clear the poison (an &mut buffer is in-out)
        dev.upload(o2, a)
        dev.launch(add, {"a": g1, "b": xa, "out": o2}, grid)
        np.testing.assert_array_equal(dev.download(o2), a + b)
        for buf in (xa, xb, o0, g1, o2):
            dev.free(buf)
    finally:
        dev.close()


def test_a_freed_buffer_in_flight_is_not_reused_before_the_wait(target, monkeypatch):
    """free() of a buffer a submitted dispatch reads: its memory goes back to the pool only at the
    sync, so a new buffer of that size is other memory and writing it cannot change what the
    dispatch reads; after the sync the block is reused (no new allocation)."""
    dev = _device(monkeypatch)
    try:
        art = target.compile(add_u32())
        n = 1 << 18
        rng = np.random.default_rng(9)
        a = rng.integers(0, 2**32, n, dtype=np.uint32, endpoint=False)
        x, out = _put(dev, a), dev.alloc(a.nbytes, a.dtype)
        dev.launch(art, {"a": x, "b": x, "out": out}, Grid.threads(n, 64))
        assert dev._flight, "the launch did not submit"
        block = x.block
        dev.free(x)
        y = dev.alloc(a.nbytes, a.dtype)
        assert y.block is not block
        dev.upload(y, np.full(n, 7, np.uint32))  # y is not in use: no wait needed, none taken
        np.testing.assert_array_equal(dev.download(out), a + a)
        allocations = dev.pool.allocations
        z = dev.alloc(a.nbytes, a.dtype)
        assert z.block is block and dev.pool.allocations == allocations
        for buf in (y, z, out):
            dev.free(buf)
    finally:
        dev.close()


def test_an_upload_to_a_buffer_in_flight_waits_first(target, monkeypatch):
    """Overwriting from the host a buffer that a submitted dispatch reads waits for that dispatch
    (a sync point): the dispatch sees the old contents, the next one the new."""
    dev = _device(monkeypatch)
    try:
        art = target.compile(add_u32())
        n = 1 << 16
        rng = np.random.default_rng(4)
        a, c = (rng.integers(0, 2**32, n, dtype=np.uint32, endpoint=False) for _ in range(2))
        x, o1, o2 = _put(dev, a), dev.alloc(a.nbytes, a.dtype), dev.alloc(a.nbytes, a.dtype)
        grid = Grid.threads(n, 64)
        dev.launch(art, {"a": x, "b": x, "out": o1}, grid)
        dev.upload(x, c)
        assert not dev._flight and not dev._queue
        dev.launch(art, {"a": x, "b": x, "out": o2}, grid)
        np.testing.assert_array_equal(dev.download(o1), a + a)
        np.testing.assert_array_equal(dev.download(o2), c + c)
        for buf in (x, o1, o2):
            dev.free(buf)
    finally:
        dev.close()


def test_the_one_shot_run_and_timed_dispatches_stay_one_batch(target, monkeypatch):
    """Under launch submission the one-shot `run` and `time_dispatches` still record everything
    into one batch: one submission for run's uploads, dispatch and downloads where heaps are
    split; the right results either way."""
    from poot_vulkan.device import VulkanDevice
    monkeypatch.setenv("POOT_VULKAN_SUBMIT", "launch")
    dev = VulkanDevice(staging=True)
    try:
        art = target.compile(add_u32())
        n = 4096
        a = np.random.default_rng(2).integers(0, 2**32, n, dtype=np.uint32, endpoint=False)
        before = dev.submits
        out = dev.run(art, {"a": a, "b": a, "out": np.zeros(n, np.uint32)}, Grid.threads(n, 64))["out"]
        assert dev.submits - before == 1
        np.testing.assert_array_equal(out, a + a)
        x, o = _put(dev, a), dev.alloc(a.nbytes, a.dtype)
        before = dev.submits
        ms = dev.time_dispatches(art, {"a": x, "b": x, "out": o}, Grid.threads(n, 64), 5)
        assert len(ms) == 5 and all(m >= 0 for m in ms) and dev.submits - before == 1
        np.testing.assert_array_equal(dev.download(o), a + a)
        dev.free(x)
        dev.free(o)
    finally:
        dev.close()


def test_polling_the_fence_gives_the_same_results(target, monkeypatch):
    """POOT_VULKAN_SPIN_US=500: the sync polls vkGetFenceStatus first (unset on lavapipe: 0)."""
    dev = _device(monkeypatch, POOT_VULKAN_SPIN_US="500")
    try:
        assert dev.spin_s == pytest.approx(5e-4)
        a = np.random.default_rng(3).integers(0, 2**32, 5000, dtype=np.uint32, endpoint=False)
        b = np.arange(5000, dtype=np.uint32)
        np.testing.assert_array_equal(_chain(dev, target.compile(add_u32()), a, b, 30), a + np.uint32(30) * b)
    finally:
        dev.close()
    monkeypatch.delenv("POOT_VULKAN_SPIN_US")
    dev = _device(monkeypatch)
    try:
        assert dev.spin_s == (0.0 if dev.info.device_type == 4 else pytest.approx(1e-3))
    finally:
        dev.close()


@pytest.mark.parametrize("name,value", [("POOT_VULKAN_SUBMIT", "later"), ("POOT_VULKAN_SPIN_US", "soon")])
def test_bad_switches_are_usage_errors(monkeypatch, name, value):
    from poot_vulkan.device import VulkanDevice
    monkeypatch.setenv(name, value)
    with pytest.raises(UsageError, match=name):
        VulkanDevice()


@pytest.mark.parametrize("bar", [True, False], ids=["meta-in-bar", "meta-staged"])
def test_split_heaps_meta_words_in_mapped_device_memory(target, monkeypatch, bar):
    """Where heaps are split (staging) and the device maps part of its local memory (memory.bar_type:
    lavapipe's one type qualifies), the meta arena is one buffer there: a launch + sync on resident
    buffers copies nothing; without such a type (bar_type None) the meta words go through staging
    twins, two copies a batch. Either way the chain's results are right and a fault is reported
    with its site and first faulting thread, and nothing of the faulted dispatch is handed back."""
    from poot_vulkan import device as vdev
    if not bar:
        monkeypatch.setattr(vdev, "bar_type", lambda vk, mem, bits: None)
    dev = vdev.VulkanDevice(staging=True)
    try:
        assert dev.staging and dev.meta_bar == bar
        assert all((c.device is c.host) == bar for b in dev._all for c in b.chunks)
        art = target.compile(add_u32())
        a = np.random.default_rng(5).integers(0, 2**32, 3000, dtype=np.uint32, endpoint=False)
        b = np.arange(3000, dtype=np.uint32)
        np.testing.assert_array_equal(_chain(dev, art, a, b, 7), a + np.uint32(7) * b)
        x, o = _put(dev, a), dev.alloc(a.nbytes, a.dtype)
        copies = []
        real = dev._copy
        monkeypatch.setattr(dev, "_copy", lambda *args: (copies.append(args), real(*args)))
        dev.launch(art, {"a": x, "b": x, "out": o}, Grid.threads(a.size, 64))
        dev.sync()
        assert len(copies) == (0 if bar else 2)
        np.testing.assert_array_equal(dev.download(o), a + a)
        fault = target.compile(grid_fault())
        out = dev.alloc(4 * 128 * 3, np.dtype(np.uint32))
        dev.launch(fault, {"out": out}, Grid.of_groups(4, 3, 32))
        with pytest.raises(KernelFault) as ei:
            dev.sync()
        f = ei.value
        assert (f.kernel, f.thread, f.group) == ("grid_fault", 70, (2, 1)) and 0 in [s.site for s in f.sites], str(f)
        with pytest.raises(PoisonedBuffer):
            dev.download(out)
    finally:
        dev.close()
