"""Every kernel of the corpus dispatched on the vulkan target and compared with the CPU oracle:
Builder bodies (every node kind and type), committed assets, accepted Rust test kernels.
Floats are compared under the device's own float latitude (Capabilities.float_latitude): IEEE on
lavapipe, VULKAN_GPU on a GPU (docs/execution-contract.md, "Target latitude")."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.vulkan_gpu
OK = ("pass", "fault-ok", "unchecked")


def allowed_refusal(body) -> bool:
    # Wmma is not lowered for SPIR-V yet (the matrix work)
    return body.uses_wmma()


def check(vc, case, target, device):
    o = vc.run_case(case, target, device)
    if o.status == "refused" and allowed_refusal(case.body):
        assert target.name in o.detail
        return o
    assert o.status in OK, f"{case.name} ({case.source}): {o.status}: {o.detail}"
    return o


def test_builder_case(builder_case, vc, target, device):
    check(vc, builder_case, target, device)


def test_asset(kir_path, vc, target, device):
    from poot_core.ir import kir
    check(vc, vc.generic_case(kir.read(kir_path).body, str(kir_path)), target, device)


def test_accepted_kernel(accepted_rs, vc, target, device):
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
        check(vc, vc.generic_case(kf.body, accepted_rs.name), target, device)


def test_device_reports_its_float_latitude(vc, target, device):
    """A CPU implementation (lavapipe) computes IEEE-exactly; a GPU reports Vulkan's latitude."""
    from poot_core.target import IEEE, VULKAN_GPU
    lat = vc.latitude_of(target, device)
    assert lat == (IEEE if device.info.device_type == 4 else VULKAN_GPU), (device.name, lat)
    assert target.capabilities().float_latitude == lat
