"""Subgroup shuffles on PTX (docs/subgroup.md): every kit case (poot_core/testing/shuffle_cases.py)
lowers to `shfl.sync.bfly.b32` over the full warp and passes ptxas for sm_75, sm_80 and sm_90 (and
the error-word builds); the NVVM names are the table's; with `-m cuda` (the H200) each case runs on the
GPU and matches the oracle (bit for bit where it only moves values), and the oracle matches numpy."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core import oracle
from poot_core.backends.llvm.subgroup import NVVM_SHUFFLE_INTRINSICS
from poot_core.oracle.compare import assert_matches
from poot_core.target import IEEE
from poot_core.testing import row_graphs, shuffle_cases
from poot_core.testing.case import check_oracle, oracle_result
from poot_ptx.target import PtxTarget

TARGET = PtxTarget()
CASES = shuffle_cases.cases()
SMS = ("sm_75", "sm_80", "sm_90")
# IntrinsicsNVVM.td: int_nvvm_shfl_sync_bfly_i32 / _f32, written out by hand (a misspelled name
# would pass LLVM's verifier as an external call)
TABLE = frozenset({"llvm.nvvm.shfl.sync.bfly.i32", "llvm.nvvm.shfl.sync.bfly.f32"})


def test_the_nvvm_shuffle_names_are_llvms():
    assert NVVM_SHUFFLE_INTRINSICS == TABLE
    emitted: set[str] = set()
    for c in shuffle_cases.small_cases():
        llvm = dict(TARGET.compile(c.build()).stages)["llvm"]
        emitted |= set(re.findall(r"@(llvm\.nvvm\.shfl[\w.]+)\(", llvm))
    assert emitted == TABLE


@pytest.mark.parametrize("case", shuffle_cases.small_cases(), ids=lambda c: c.name)
def test_every_shuffle_case_passes_ptxas(case, ptxas):
    body = case.build()
    n = sum(isinstance(s, shuffle_cases.N.Assign) and isinstance(s.value, shuffle_cases.N.ShuffleXor)
            for b in body.blocks for s in b.stmts)
    for sm in SMS:
        ptx = TARGET.compile(body, sm=sm).final.decode()
        # the full warp (membermask -1), clamp 31 (one 32-lane segment); one instruction per shuffle
        got = re.findall(r"shfl\.sync\.bfly\.b32\s+[^;]*,\s*(\d+|%r\d+),\s*31,\s*-1;", ptx)
        assert len(got) == n, (sm, ptx[-2000:])
        ptxas(ptx, sm)
    ptxas(TARGET.compile(body, trap_policy="error-word").final.decode())


def test_pre_volta_chips_get_ptx_isa_6():
    ptx = TARGET.compile(shuffle_cases.butterfly_body("add"), sm="sm_61").final.decode()
    assert ".version 6.0" in ptx and "shfl.sync.bfly.b32" in ptx


def test_the_capability_says_shuffle():
    assert TARGET.capabilities().subgroup_shuffle


# --- on the GPU ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def dev(cuda_device):
    return TARGET.open()


@pytest.mark.cuda
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_shuffle_cases_match_the_oracle_on_the_gpu(case, dev):
    want, fault = oracle_result(case)
    assert fault is None and check_oracle(case, want, fault) is None  # the oracle against numpy
    body, bufs = case.build(), case.make()
    want = oracle.run(body, bufs, case.launch(bufs))
    got = dev.run(TARGET.compile(body), case.make(), case.launch(bufs))
    if "butterfly" in case.name:  # float adds of NaN: any NaN (a GPU's add gives its canonical one)
        assert_matches(got, want, body, latitude=IEEE)
        return
    for k in want:  # a shuffle moves bits: exact, NaN payloads included
        assert np.array_equal(got[k].view(np.uint8), want[k].view(np.uint8)), k


ROWS = row_graphs.cases(lengths=(32, 100, 1000), rows=3)


@pytest.mark.cuda
@pytest.mark.parametrize("name,g,make", ROWS, ids=lambda x: x if isinstance(x, str) else "")
def test_the_row_kernels_shuffle_variant_matches_the_oracle_and_the_tree_on_the_gpu(name, g, make, dev):
    """The synthesized row kernels with POOT_SUBGROUP=1 (shuffles) against the oracle, and bit for
    bit against the tree variant (POOT_SUBGROUP=0) on the same GPU."""
    plan, got = row_graphs.check_on(TARGET, dev, g, make, "1")
    assert plan.body.name.endswith("_sg") and plan.body.uses_subgroup_ops()
    _, tree = row_graphs.check_on(TARGET, dev, g, make, "0")
    for k in got:
        assert np.array_equal(got[k].view(np.uint8), tree[k].view(np.uint8)), k
