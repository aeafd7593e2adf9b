"""The test kit's conformance suite on the wgpu target: every corpus and catalog case, committed
asset and accepted Rust test kernel dispatched and compared with the CPU oracle under the
device's own float latitude (Capabilities.float_latitude: IEEE on lavapipe, VULKAN_GPU on a GPU;
docs/execution-contract.md, "Target latitude"). On a GPU adapter wgpu refuses f16 kernels and
reads of a `&mut` buffer after a write to it (poot_wgpu.codegen.refuse_on_gpu): those refusals
are allowed there, and only there."""
from __future__ import annotations

from pathlib import Path

import pytest

from poot_core.testing.conformance import conformance_tests
from poot_core.testing.spirv_suite import SPIRV_KNOWN_FAILURES
from poot_wgpu.hazards import reload_after_store, uses_f16
from poot_wgpu.target import WgpuTarget

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.vulkan_gpu


def allowed_refusal(body) -> bool:
    """Wmma (naga has no cooperative matrices: codegen.refuse_wmma) and subgroup shuffles
    (codegen.refuse_shuffle); on a GPU adapter also what refuse_on_gpu refuses."""
    if body.uses_wmma() or body.uses_subgroup_ops():
        return True
    return not WgpuTarget().cpu_adapter() and (uses_f16(body) or reload_after_store(body) is not None)


conformance_tests(globals(), target="wgpu", kir_dirs=[ROOT / "assets"], accepted_dir=ROOT / "tests" / "kernels" / "accepted",
                  known_failures=SPIRV_KNOWN_FAILURES, allowed_refusal=allowed_refusal)
