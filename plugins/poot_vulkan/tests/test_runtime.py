"""The device protocol on the vulkan target: the generic suite (poot_core.testing.runtime_suite),
the SPIR-V one (poot_core.testing.spirv_runtime, also on the other memory path: staging where the
device's heaps are one, direct where they are split), and out of device memory."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import DeviceOutOfMemory
from poot_core.target import Grid
from poot_core.testing import spirv_runtime as S
from poot_core.testing.runtime_suite import add_u32, runtime_tests
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
        a = np.arange(1000, dtype=np.uint32)
        keep = dev.alloc(a.nbytes, np.uint32)
        dev.upload(keep, a)
        dev.free(dev.alloc(1 << 16, np.uint32))  # a cached block the retry releases
        calls = []

        def refuse(*args, **kw):
            calls.append(args)
            raise dev.vk.VkErrorOutOfDeviceMemory()
        monkeypatch.setattr(dev.vk, "vkAllocateMemory", refuse)
        with pytest.raises(DeviceOutOfMemory) as ei:
            dev.alloc(1 << 22, np.float32)
        e = ei.value
        assert len(calls) == 2 and dev.pool.cached == 0
        assert e.nbytes == 1 << 22 and e.in_use == dev.pool.in_use == 4096, str(e)
        assert "VK_ERROR_OUT_OF_DEVICE_MEMORY" in str(e) and "vkAllocateMemory" in str(e) and "4194304" in str(e)
        monkeypatch.undo()
        assert np.array_equal(dev.download(keep), a)
        out = dev.alloc(a.nbytes, np.uint32)
        dev.launch(target.compile(add_u32()), {"a": keep, "b": keep, "out": out}, Grid.threads(a.size, 64))
        assert np.array_equal(dev.download(out), 2 * a)
    finally:
        dev.close()
