"""Float semantics on the vulkan target: the reassociation/contraction probes bit-exact by default,
fp_contract as an opt-in, NaN in every comparison, % with subnormals, no_contract_add, --check
(poot_core.testing.spirv_floats; docs/execution-contract.md, "Float semantics")."""
from __future__ import annotations

import pytest

from poot_core.testing.spirv_floats import *  # noqa: F401,F403 - the shared float-semantics tests

pytestmark = pytest.mark.vulkan_gpu
