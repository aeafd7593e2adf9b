"""The raw Vulkan loader: faults then a normal dispatch, folding past the group limit, pipeline
cache, staging path, device choice, one device with every feature, Wmma refusal (shape and device
named, before any driver call), probe and
`poot compile`."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import CapabilityError, KernelFault
from poot_core.testing.spirv_device import *  # noqa: F401,F403 - the shared SPIR-V device tests
from poot_core.testing.spirv_suite import case, dispatch

pytestmark = pytest.mark.vulkan_gpu


# --- vulkan-specific ----------------------------------------------------------------------------
def test_staging_path_matches_the_direct_path(vc, target, device):
    from poot_vulkan.device import VulkanDevice
    other = VulkanDevice(device.info, staging=not device.staging)
    try:
        for name in ("arith_f64", "traps_ok", "wg_reduce", "lens_usize", "bool_logic"):
            c = case(vc, name)
            a = dispatch(target, device, c.body, c.make(), c.grid)
            b = dispatch(target, other, c.body, c.make(), c.grid)
            for k in a:
                np.testing.assert_array_equal(a[k], b[k])
        with pytest.raises(KernelFault):
            c = case(vc, "traps_bounds")
            dispatch(target, other, c.body, c.make(), c.grid)
    finally:
        other.close()


def test_one_shot_run_through_staging_is_one_submission(vc, target, device):
    """Device.run with split heaps: uploads, the dispatch and the read-back in one queue
    submission; correct for every case tried, a fault raises and the next run is right again, and
    with a dispatch already queued it takes the protocol's path (still right)."""
    from poot_vulkan.device import VulkanDevice
    other = VulkanDevice(device.info, staging=True)
    try:
        for name in ("arith_f64", "traps_ok", "lens_usize", "bool_logic"):
            c = case(vc, name)
            want = dispatch(target, device, c.body, c.make(), c.grid)
            before = other.submits
            got = dispatch(target, other, c.body, c.make(), c.grid)
            assert other.submits - before == 1, name
            for k in want:
                np.testing.assert_array_equal(want[k], got[k])
        bad = case(vc, "traps_bounds")
        with pytest.raises(KernelFault):
            dispatch(target, other, bad.body, bad.make(), bad.grid)
        c = case(vc, "traps_ok")
        want = dispatch(target, device, c.body, c.make(), c.grid)
        art = target.compile(c.body)
        bufs = c.make()
        queued = {k: other.alloc(v.nbytes, v.dtype) for k, v in bufs.items()}
        for k, v in bufs.items():
            other.upload(queued[k], v)
        other.launch(art, queued, c.grid)  # queued, not synced: run takes the protocol's path
        got = other.run(art, {k: v.copy() for k, v in bufs.items()}, c.grid)
        for k in want:
            np.testing.assert_array_equal(want[k], got[k])
        other.sync()
        for b in queued.values():
            other.free(b)
    finally:
        other.close()


def test_one_device_enables_every_feature_a_module_may_need(vc, target, device):
    """One VkDevice for the physical device: it enables every optional feature offered, so an f32
    and an f64 module run on it back to back, their pipelines on the same device."""
    c32, c64 = case(vc, "traps_ok"), case(vc, "arith_f64")
    offered = {n for n in ("f64", "int64", "int16", "storage16", "f16", "int64_atomics", "vulkan_memory_model")
               if device.info.has.get(n)}
    assert offered <= device.enabled and "robust" in device.enabled
    from poot_core.oracle import run
    from poot_core.oracle.compare import assert_matches
    dev = device.dev
    for c in (c32, c64, c32) if "f64" in device.enabled else (c32,):
        got = dispatch(target, device, c.body, c.make(), c.grid)
        assert_matches(got, run(c.body, c.make(), c.grid), c.body, latitude=target.capabilities().float_latitude)
    assert device.dev is dev


def test_device_choice_switch(target, monkeypatch):
    from poot_vulkan.probe import choose
    from poot_vulkan.target import VulkanTarget
    chosen = choose()
    monkeypatch.setenv("POOT_VULKAN_DEVICE", str(chosen.index))
    assert choose().index == chosen.index
    monkeypatch.setenv("POOT_VULKAN_DEVICE", chosen.name[:6])
    assert chosen.name[:6].lower() in choose().name.lower()
    monkeypatch.setenv("POOT_VULKAN_DEVICE", "no-such-device-xyz")
    a = VulkanTarget().probe()
    assert not a.available and "no-such-device-xyz" in a.reason and chosen.name in a.reason


def test_no_contract_add_runs_exactly(vc, target, device):
    from poot_core.oracle import run
    c = case(vc, "no_contract_fma")
    got = dispatch(target, device, c.body, c.make(), c.grid)
    np.testing.assert_array_equal(got["out"], run(c.body, c.make(), c.grid)["out"])
    assert not got["out"].any()  # mul-then-add: exactly zero (c = -fl(a*b))


def test_f64_body_refused_when_device_lacks_it(vc, device):
    from poot_core.backends.spirv.host import refuse_on_device
    c = case(vc, "arith_f64")
    spv = __import__("poot_core.backends.spirv.host", fromlist=["x"]).compile_spirv(c.body)
    with pytest.raises(CapabilityError, match="f64"):
        refuse_on_device(c.body, spv, "vulkan", dict(device.info.has, f64=False))


# --- Wmma: cooperative matrices -------------------------------------------------------------------
def _no_shapes(device):
    if device.info.matrix:
        pytest.skip(f"{device.name} reports cooperative-matrix shapes (the GPU run covers it)")


def test_wmma_refusal_names_the_shape_and_the_device(target, device):
    from poot_core.testing import samples
    _no_shapes(device)
    assert target.capabilities().wmma_shapes == () and device.info.matrix_note
    assert not device.info.has["cooperative_matrix"] and "cooperative_matrix" not in device.enabled
    with pytest.raises(CapabilityError) as ei:
        target.compile(samples.wmma_gemm(32, 32, 32))
    msg = str(ei.value)
    assert msg.startswith("vulkan: wmma_gemm: Wmma needs 16x16x16 f16 x f16 -> f32 (subgroup scope, 32-lane")
    assert device.info.describe in msg and device.info.matrix_note in msg


def test_the_device_refuses_a_wmma_module_before_any_driver_call(target, device, monkeypatch):
    """An artifact compiled where the check was skipped: the device refuses it before it builds a
    pipeline (no vkCreateShaderModule)."""
    from poot_core.target import Grid
    from poot_core.testing import samples
    _no_shapes(device)
    body = samples.wmma_gemm(32, 32, 32)
    monkeypatch.setattr(type(target), "refuse", lambda self, body: None)
    art = target.compile(body)
    monkeypatch.setattr(device, "_pipeline", lambda *a: pytest.fail("a pipeline was built"))
    bufs = {"a": np.zeros(1024, np.float16), "b": np.zeros(1024, np.float16), "c": np.zeros(1024, np.float32)}
    with pytest.raises(CapabilityError, match=r"Wmma needs 16x16x16 f16 x f16 -> f32 ") as ei:
        device.run(art, bufs, Grid((2, 1), body.workgroup_size))
    assert device.info.describe in str(ei.value)


def test_no_vulkan_device_to_ask_is_a_capability_error(target, monkeypatch):
    from poot_core.errors import TargetUnavailable
    from poot_core.testing import samples
    import poot_vulkan.probe as probe

    def none():
        raise TargetUnavailable(target="vulkan", reason="no ICD")
    monkeypatch.setattr(probe, "choose", none)
    with pytest.raises(CapabilityError, match="no Vulkan device to ask"):
        target.refuse(samples.wmma_gemm(16, 16, 16))
    target.refuse(samples.elementwise_add())  # no Wmma: no device asked, nothing refused
