"""Every kernel of the corpus dispatched on the wgpu target and compared with the CPU oracle:
Builder bodies (every node kind and type), committed assets, accepted Rust test kernels.
Floats are compared under the device's own float latitude (Capabilities.float_latitude): IEEE on
lavapipe, VULKAN_GPU on a GPU (docs/execution-contract.md, "Target latitude")."""
from __future__ import annotations

import pytest

from poot_core.testing.spirv_conformance import *  # noqa: F401,F403 - the shared conformance tests

pytestmark = pytest.mark.vulkan_gpu
