"""The device protocol on the wgpu target: the generic suite (poot_core.testing.runtime_suite), the
SPIR-V one (poot_core.testing.spirv_runtime), out of device memory, and a sync past its deadline."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import DeviceLost
from poot_core.target import Grid
from poot_core.testing.runtime_suite import add_u32, check_out_of_memory, runtime_tests
from poot_core.testing.spirv_runtime import *  # noqa: F401,F403 - the shared SPIR-V protocol tests

pytestmark = pytest.mark.vulkan_gpu

runtime_tests(globals(), target="wgpu")


def test_one_device_for_every_module(vc, target, device):
    """One wgpu device per adapter with every feature a module may need: an f32 and an f64 module
    run on it back to back."""
    from poot_core.oracle import run
    from poot_core.oracle.compare import assert_matches
    from poot_core.testing.spirv_suite import case, dispatch
    from poot_wgpu.device import FEATURES
    assert device.enabled == {f for f in FEATURES.values() if f in device.adapter.features}
    dev = device.dev
    for name in ("traps_ok", "arith_f64", "traps_ok") if "shader-f64" in device.enabled else ("traps_ok",):
        c = case(vc, name)
        got = dispatch(target, device, c.body, c.make(), c.grid)
        assert_matches(got, run(c.body, c.make(), c.grid), c.body, latitude=target.capabilities().float_latitude)
    assert device.dev is dev


def test_out_of_device_memory_is_typed_and_loses_nothing(target, monkeypatch):
    """create_buffer failing for lack of memory: the pool releases its cached blocks and retries
    once, then a DeviceOutOfMemory names the bytes asked for and in use; nothing else is lost."""
    import wgpu
    from poot_wgpu.device import WgpuDevice
    dev = WgpuDevice()
    try:
        calls: list = []

        def refuse(**kw):
            calls.append(kw)
            raise wgpu.GPUOutOfMemoryError("Out of memory")

        def install():
            monkeypatch.setattr(dev.dev, "create_buffer", refuse)
            return calls
        e = check_out_of_memory(dev, target, install, monkeypatch.undo)
        assert "create_buffer" in str(e), str(e)
    finally:
        dev.close()


def test_a_sync_past_its_deadline_loses_the_device_and_its_buffers(target, monkeypatch):
    """The meta words never mapped by the deadline (what a hung GPU looks like; wgpu-native on
    lavapipe blocks until the dispatch is done, so the mapping is made to stay pending): DeviceLost
    at the sync, then for every buffer and launch of the device."""
    from poot_wgpu.device import WgpuDevice
    dev = WgpuDevice()
    art = target.compile(add_u32())
    x = dev.alloc(256, np.uint32)
    dev.upload(x, np.arange(64, dtype=np.uint32))
    y = dev.alloc(256, np.uint32)
    dev.launch(art, {"a": x, "b": x, "out": y}, Grid.threads(64, 64))

    class Never:
        _state = "pending"
    monkeypatch.setattr(dev._chunks[0].back, "map_async", lambda mode: Never())
    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.05")
    with pytest.raises(DeviceLost, match="did not finish within 0.05 s"):
        dev.sync()
    for call in (lambda: dev.download(x), lambda: dev.launch(art, {"a": x, "b": x, "out": y}, Grid.threads(64, 64)),
                 lambda: dev.alloc(16, np.uint32), dev.sync):
        with pytest.raises(DeviceLost):
            call()
    dev.close()  # a lost device releases nothing (a dispatch may still run)
