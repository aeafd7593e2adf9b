"""The test kit's conformance suite on the wgpu target: every corpus and catalog case, committed
asset and accepted Rust test kernel dispatched and compared with the CPU oracle under the
device's own float latitude (Capabilities.float_latitude: IEEE on lavapipe, VULKAN_GPU on a GPU;
docs/execution-contract.md, "Target latitude")."""
from __future__ import annotations

from pathlib import Path

import pytest

from poot_core.testing.conformance import conformance_tests
from poot_core.testing.spirv_suite import SPIRV_KNOWN_FAILURES

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.vulkan_gpu

conformance_tests(globals(), target="wgpu", kir_dirs=[ROOT / "assets"], accepted_dir=ROOT / "tests" / "kernels" / "accepted",
                  known_failures=SPIRV_KNOWN_FAILURES)
