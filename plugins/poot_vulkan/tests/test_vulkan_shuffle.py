"""Subgroup shuffles on Vulkan (docs/subgroup.md): the emitter's module for every kit case
(poot_core/testing/shuffle_cases.py) declares GroupNonUniformShuffle, has one
OpGroupNonUniformShuffleXor at Subgroup scope per shuffle and passes spirv-val (vulkan1.1, 1.3);
the target refuses a device whose subgroups are not 32 lanes with a CapabilityError naming its size
(lavapipe's are 8), at compile time and again at load time. On a 32-lane GPU (`-m vulkan_gpu`, the
H200) every case runs and matches the oracle (bit for bit where it only moves values)."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core import oracle
from poot_core.backends.spirv import dis
from poot_core.backends.spirv.host import shuffle_refusal
from poot_core.backends.spirv.lower import compile_spirv
from poot_core.errors import CapabilityError
from poot_core.oracle.compare import assert_matches
from poot_core.target import IEEE
from poot_core.testing import row_graphs, shuffle_cases

pytestmark = pytest.mark.vulkan_gpu
CASES = shuffle_cases.cases()


@pytest.fixture(scope="module")
def spirv_tools():
    if dis.find("spirv-val") is None or dis.find("spirv-dis") is None:
        pytest.skip("no SPIRV-Tools here (apt-get install spirv-tools)")


@pytest.mark.parametrize("case", shuffle_cases.small_cases(), ids=lambda c: c.name)
def test_the_module_uses_shuffle_xor_and_validates(case, spirv_tools):
    body = case.build()
    n = sum(isinstance(s, shuffle_cases.N.Assign) and isinstance(s.value, shuffle_cases.N.ShuffleXor)
            for b in body.blocks for s in b.stmts)
    spv = compile_spirv(body)
    text = dis.disassemble(spv)
    assert "OpCapability GroupNonUniformShuffle" in text
    assert len(re.findall(r"OpGroupNonUniformShuffleXor %\w+ %\w+ %\w+ %\w+", text)) == n, text[-3000:]
    for env in ("vulkan1.1", "vulkan1.3"):
        dis.validate(spv, env)


def test_a_body_without_shuffles_declares_no_group_capability(spirv_tools):
    from poot_core.testing.samples import wmma_gemm
    from poot_core.testing import wgmem_cases
    text = dis.disassemble(compile_spirv(wgmem_cases.reverse_body(shuffle_cases.F32)))
    assert "GroupNonUniform" not in text
    assert shuffle_refusal(wmma_gemm(16, 16, 16), 8, False, "x") == ""  # no shuffles: nothing to refuse


def test_the_refusal_names_the_subgroup_size():
    body = shuffle_cases.butterfly_body("add")
    assert "subgroups have 8 lanes" in shuffle_refusal(body, 8, True, "llvmpipe")
    assert "VK_SUBGROUP_FEATURE_SHUFFLE_BIT" in shuffle_refusal(body, 32, False, "gpu")
    assert shuffle_refusal(body, 32, True, "gpu") == ""


def test_a_device_without_32_lane_subgroups_refuses_at_compile_and_at_load(target, device):
    caps = target.capabilities()
    body = shuffle_cases.butterfly_body("max")
    if caps.subgroup_shuffle:
        pytest.skip(f"{device.info.describe} has 32-lane subgroups with shuffles")
    with pytest.raises(CapabilityError, match=rf"subgroups have {caps.subgroup_size} lanes"):
        target.compile(body)
    # an artifact compiled elsewhere (here: the emitter's module) is refused before any driver call
    from poot_core.target import Artifact
    art = Artifact("vulkan", body.name, (("spirv", compile_spirv(body)),), body, {"loops": 0})
    bufs = shuffle_cases.butterfly_case("max").make()
    with pytest.raises(CapabilityError, match=rf"subgroups have {caps.subgroup_size} lanes"):
        device.run(art, bufs, shuffle_cases.butterfly_case("max").launch(bufs))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_shuffle_cases_match_the_oracle_on_a_32_lane_device(case, target, device):
    if not target.capabilities().subgroup_shuffle:
        pytest.skip(f"{device.info.describe}: subgroups of {target.capabilities().subgroup_size} lanes")
    body, bufs = case.build(), case.make()
    want = oracle.run(body, bufs, case.launch(bufs))
    got = device.run(target.compile(body), case.make(), case.launch(bufs))
    if "butterfly" in case.name:  # float adds of NaN: any NaN
        assert_matches(got, want, body, latitude=IEEE)
        return
    for k in want:
        assert np.array_equal(got[k].view(np.uint8), want[k].view(np.uint8)), k


ROWS = row_graphs.cases(lengths=(32, 100, 1000), rows=3)


@pytest.mark.parametrize("name,g,make", ROWS, ids=lambda x: x if isinstance(x, str) else "")
def test_the_row_kernels_on_this_device(name, g, make, target, device):
    """The synthesized row kernels: the shuffle variant where the device has 32-lane subgroups
    (against the oracle and, bit for bit, the tree variant on the same device), else the tree."""
    if not target.capabilities().subgroup_shuffle:
        plan, _ = row_graphs.check_on(target, device, g, make, "auto")
        assert not plan.body.uses_subgroup_ops()
        return
    plan, got = row_graphs.check_on(target, device, g, make, "1")
    assert plan.body.name.endswith("_sg")
    _, tree = row_graphs.check_on(target, device, g, make, "0")
    for k in got:
        assert np.array_equal(got[k].view(np.uint8), tree[k].view(np.uint8)), k
