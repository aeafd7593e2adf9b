"""The device protocol on the vulkan target: the generic suite (poot_core.testing.runtime_suite),
the SPIR-V one (poot_core.testing.spirv_runtime, also on the other memory path: staging where the
device's heaps are one, direct where they are split), and out of device memory."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import DriverError
from poot_core.target import Grid
from poot_core.testing import spirv_runtime as S
from poot_core.testing.runtime_suite import add_u32, check_out_of_memory, runtime_tests
from poot_core.testing.spirv_runtime import *  # noqa: F401,F403 - the shared SPIR-V protocol tests

pytestmark = pytest.mark.vulkan_gpu

runtime_tests(globals(), target="vulkan")


@pytest.fixture(scope="module")
def other_path(device):
    """A second device on the same physical device, on the other memory path."""
    from poot_vulkan.device import VulkanDevice
    dev = VulkanDevice(device.info, staging=not device.staging)
    yield dev
    dev.close()


@pytest.mark.parametrize("test", ["test_spirv_resident_chain_of_100_dispatches_matches_the_oracle",
                                  "test_spirv_in_place_chain_matches_the_oracle",
                                  "test_spirv_repeated_dispatches_create_no_driver_object",
                                  "test_spirv_a_view_binds_its_length",
                                  "test_spirv_fault_in_a_chain_is_named_as_the_oracle_names_it"])
def test_the_protocol_on_the_other_memory_path(target, other_path, test):
    getattr(S, test)(target, other_path)


def test_one_dispatch_per_sync_reuses_everything(target, device):
    """launch + sync, 50 times over: one submission each, nothing else created."""
    art = target.compile(add_u32())
    n = 1024
    x = device.alloc(4 * n, np.uint32)
    device.upload(x, np.arange(n, dtype=np.uint32))
    y = device.alloc(4 * n, np.uint32)
    device.launch(art, {"a": x, "b": x, "out": y}, Grid.threads(n, 64))
    device.sync()
    before = device.driver_objects()
    for _ in range(50):
        device.launch(art, {"a": x, "b": x, "out": y}, Grid.threads(n, 64))
        device.sync()
    after = device.driver_objects()
    assert after == before | {"submits": before["submits"] + 50}, (before, after)
    assert np.array_equal(device.download(y), 2 * np.arange(n, dtype=np.uint32))
    device.free(x)
    device.free(y)


def test_out_of_device_memory_is_typed_and_loses_nothing(target, monkeypatch):
    """vkAllocateMemory refusing: the pool releases its cached blocks and retries once, then a
    DeviceOutOfMemory names the bytes asked for and in use; the buffers already there stay intact."""
    from poot_vulkan.device import VulkanDevice
    dev = VulkanDevice()
    try:
        calls: list = []

        def refuse(*args, **kw):
            calls.append(args)
            raise dev.vk.VkErrorOutOfDeviceMemory()

        def install():
            monkeypatch.setattr(dev.vk, "vkAllocateMemory", refuse)
            return calls
        e = check_out_of_memory(dev, target, install, monkeypatch.undo)
        assert "VK_ERROR_OUT_OF_DEVICE_MEMORY" in str(e) and "vkAllocateMemory" in str(e) and "4194304" in str(e)
    finally:
        dev.close()


# --- staging: the read-back type and the copies through it ------------------------------------
def _staging_device(device, other_path):
    return device if device.staging else other_path


def _types(*flags, local=()):
    """A VkPhysicalDeviceMemoryProperties stand-in: one type per flags value, on heap 0 (device-local)
    when its index is in `local`, else heap 1."""
    from types import SimpleNamespace as NS
    return NS(memoryTypeCount=len(flags), memoryTypes=[NS(propertyFlags=f, heapIndex=0 if i in local else 1)
                                                       for i, f in enumerate(flags)],
              memoryHeapCount=2, memoryHeaps=[NS(flags=1), NS(flags=0)])


def test_the_readback_type_is_host_cached_where_a_split_heap_device_offers_one():
    """A discrete GPU's table (as NVIDIA's: device-local, host-coherent system memory, the same
    cached, the BAR window): read-back takes the cached system-memory type; without one, today's
    coherent one; a cached non-coherent one beats coherent (the device invalidates before reading)."""
    from poot_vulkan.device import readback_type, separate_heaps
    from poot_vulkan.probe import import_vk
    vk = import_vk()
    DL, HV, HC, CA = (vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT,
                      vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, vk.VK_MEMORY_PROPERTY_HOST_CACHED_BIT)
    nvidia = _types(DL, HV | HC, HV | HC | CA, DL | HV | HC, local=(0, 3))
    assert separate_heaps(vk, nvidia)
    assert readback_type(vk, nvidia, 0b1111) == 2
    assert readback_type(vk, nvidia, 0b1011) == 1, "the buffer may not use the cached type: coherent"
    assert readback_type(vk, nvidia, 0b1001) == 3, "only the BAR window is host-visible for it"
    assert readback_type(vk, _types(DL, HV | HC, HV | CA, local=(0,)), 0b111) == 2
    assert readback_type(vk, _types(DL | HV | HC, DL | HV | HC | CA, local=(0, 1)), 0b11) == 1, "unified heaps"
    with pytest.raises(DriverError, match="no host-visible memory type"):
        readback_type(vk, nvidia, 0b0001)


def test_the_readback_staging_buffer_is_host_cached_where_the_device_offers_it(device, other_path):
    dev = _staging_device(device, other_path)
    a = np.arange(5000, dtype=np.float32)
    buf = dev.alloc(a.nbytes, a.dtype)
    dev.upload(buf, a)
    assert np.array_equal(dev.download(buf), a)
    dev.free(buf)
    vk, mem = dev.vk, dev.info.memory
    flags = [int(mem.memoryTypes[i].propertyFlags) for i in range(mem.memoryTypeCount)]
    HV, CA = vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT, vk.VK_MEMORY_PROPERTY_HOST_CACHED_BIT
    down, up = dev._staged[True], dev._staged[False]
    offered = any(f & HV and f & CA for f in flags)
    assert bool(flags[down.type_index] & CA) == offered, (flags, down.type_index)
    assert flags[up.type_index] & vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT


@pytest.mark.parametrize("dtype", [np.bool_, np.int32, np.uint32, np.float32, np.float64, np.float16, np.uint64],
                         ids=lambda d: np.dtype(d).name)
def test_round_trips_through_the_staging_buffers_are_exact(device, other_path, monkeypatch, dtype):
    """Every dtype, sizes 0, 1, odd and beyond the chunk size (STAGE_CAP made 64 KiB), through the
    staging path; the staging buffers are made once and reused."""
    from poot_core.testing.runtime_suite import _random
    from poot_vulkan import memory as vmem
    monkeypatch.setattr(vmem, "STAGE_CAP", 1 << 16)
    dev = _staging_device(device, other_path)
    rng = np.random.default_rng(7)
    store = dev.storage_dtype(np.dtype(dtype)).itemsize
    sizes = (0, 1, 7, 1001, (1 << 16) // store + 1, 3 * (1 << 16) // store + 5)
    for n in sizes:
        a = _random(rng, dtype, n)
        buf = dev.alloc(n * np.dtype(dtype).itemsize, a.dtype)
        dev.upload(buf, a)
        got = dev.download(buf)
        assert got.dtype == a.dtype and got.shape == (n,)
        np.testing.assert_array_equal(got, a)
        dev.free(buf)
    staged = dict(dev._staged)
    assert all(s.size >= 1 << 16 for s in staged.values()) and len(staged) == 2
    again = dev.vk_allocations
    for n in sizes:  # the pool's blocks and the staging buffers are reused
        a = _random(rng, dtype, n)
        buf = dev.alloc(n * np.dtype(dtype).itemsize, a.dtype)
        dev.upload(buf, a)
        np.testing.assert_array_equal(dev.download(buf), a)
        dev.free(buf)
    assert dev.vk_allocations == again and dev._staged == staged


def test_non_coherent_staging_is_flushed_and_invalidated(device, other_path, monkeypatch):
    """A staging type that is not HOST_COHERENT: the upload flushes after writing the mapping, the
    read-back invalidates before reading it (both are valid on coherent memory too: lavapipe's)."""
    dev = _staging_device(device, other_path)
    a = np.random.default_rng(8).standard_normal(3000)
    buf = dev.alloc(a.nbytes, a.dtype)
    dev.upload(buf, a)
    dev.download(buf)
    calls = []
    for name in ("vkFlushMappedMemoryRanges", "vkInvalidateMappedMemoryRanges"):
        real = getattr(dev.vk, name)
        monkeypatch.setattr(dev.vk, name, lambda *args, _n=name, _f=real: (calls.append(_n), _f(*args))[1])
    for s in dev._staged.values():
        monkeypatch.setattr(s, "coherent", False)
    b = a * 3
    dev.upload(buf, b)
    np.testing.assert_array_equal(dev.download(buf), b)
    assert calls == ["vkFlushMappedMemoryRanges", "vkInvalidateMappedMemoryRanges"]
    dev.free(buf)
