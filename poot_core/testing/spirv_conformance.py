"""The conformance tests shared by the SPIR-V plugins (vulkan, wgpu): every kernel of the corpus dispatched
and compared with the CPU oracle under the device's own float latitude (docs/execution-contract.md,
"Target latitude"). Each plugin's test_conformance.py star-imports this (fixtures `target`, `device`,
`vc`, `allowed_refusal`, `device_is_cpu`)."""
from __future__ import annotations

import pytest

__all__ = ["OK", "check", "test_builder_case", "test_asset", "test_accepted_kernel",
           "test_device_reports_its_float_latitude"]

OK = ("pass", "fault-ok", "unchecked")


def check(vc, case, target, device, allowed_refusal):
    o = vc.run_case(case, target, device)
    if o.status == "refused" and allowed_refusal(case.body):
        assert target.name in o.detail
        return o
    assert o.status in OK, f"{case.name} ({case.source}): {o.status}: {o.detail}"
    return o


def test_builder_case(builder_case, vc, target, device, allowed_refusal):
    check(vc, builder_case, target, device, allowed_refusal)


def test_asset(kir_path, vc, target, device, allowed_refusal):
    from poot_core.ir import kir
    check(vc, vc.generic_case(kir.read(kir_path).body, str(kir_path)), target, device, allowed_refusal)


def test_accepted_kernel(accepted_rs, vc, target, device, allowed_refusal):
    try:
        import poot_core.pootc  # noqa: F401
    except ImportError as e:
        pytest.skip(f"pootc is not importable here: {e}")
    from poot_core.errors import ToolchainError
    try:
        files = vc.import_accepted(str(accepted_rs))
    except ToolchainError as e:
        pytest.skip(f"rustc is not usable here: {e}")
    assert files
    for kf in files:
        check(vc, vc.generic_case(kf.body, accepted_rs.name), target, device, allowed_refusal)


def test_device_reports_its_float_latitude(vc, target, device, device_is_cpu):
    """A CPU device (lavapipe) computes IEEE-exactly; a GPU reports Vulkan's latitude, without
    flushing where the vulkan target could request DenormPreserve; never contraction (the exact
    default: only an fp_contract=True build gets it)."""
    from dataclasses import replace

    from poot_core.target import IEEE, VULKAN_GPU
    lat = vc.latitude_of(target, device)
    kept = replace(VULKAN_GPU, flush_subnormals=False)
    assert lat == IEEE if device_is_cpu else lat in (VULKAN_GPU, kept), (device.name, lat)
    if target.name == "wgpu" and not device_is_cpu:
        assert lat == VULKAN_GPU  # naga cannot pass a DenormPreserve request on
    assert not lat.contraction and target.capabilities().float_latitude == lat
