"""Workgroup memory on PTX: every case of the kit's wgmem_cases (typed shared arrays, async copies
with and without zero-filled edges, Wmma tiles loaded from and stored to shared memory, the
double-buffered f16 GEMM) compiles and passes ptxas for sm_75 (plain copies), sm_80 and sm_90
(cp.async); with `-m cuda` (the H200: bench/h200_wgmem.sh) each runs on the GPU against the oracle,
and the oracle against numpy."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core.testing import wgmem_cases
from poot_core.testing.case import check_oracle, oracle_result
from poot_ptx.target import PtxTarget

TARGET = PtxTarget()
CASES = wgmem_cases.cases()
SMS = ("sm_75", "sm_80", "sm_90")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_every_wgmem_body_passes_ptxas(case, ptxas):
    body = case.build()
    for sm in SMS:
        ptx = TARGET.compile(body, sm=sm).final.decode()
        assert ".extern" not in ptx and f".target {sm}" in ptx
        copies = body.uses_async_copy()
        assert ("cp.async" in ptx) == (copies and sm != "sm_75"), sm  # sm_75: ld.global + st.shared
        if copies and sm != "sm_75":
            assert "cp.async.wait" in ptx
        if body.uses_wmma():
            assert re.search(r"wmma\.mma\.sync(\.aligned)?\.(row|col)\.(row|col)\.m16n16k16", ptx)
            # strides of a multiple of 32 bytes take wmma.load from shared memory; others (ld 24 of
            # f16, padded stages of 40 halves) gather with ld.shared (LLVM drops the dead fast path)
            fast = "pad" not in case.name and "ld24" not in case.name
            assert bool(re.search(r"wmma\.load\.[ab]\.sync(\.aligned)?\.(row|col)\.m16n16k16\.shared", ptx)) == fast, sm
            assert fast or "ld.shared" in ptx
        ptxas(ptx, sm)


def test_zero_fill_uses_the_src_size_form_and_a_full_copy_does_not():
    edge = TARGET.compile(wgmem_cases.async_body(wgmem_cases.F32, 4, 500), sm="sm_90").final.decode()
    full = TARGET.compile(wgmem_cases.async_body(wgmem_cases.F32, 4, 512, edge=False), sm="sm_90").final.decode()
    assert re.search(r"cp\.async\.cg\.shared\.global(\.L2::\w+)?\s*\[[^]]+\],\s*\[[^]]+\],\s*16,\s*%r", edge)
    assert re.search(r"cp\.async\.cg\.shared\.global(\.L2::\w+)?\s*\[[^]]+\],\s*\[[^]]+\],\s*16;", full)


def test_shared_arrays_are_typed_and_aligned():
    ptx = TARGET.compile(wgmem_cases.gemm_body(32, 32, 32), sm="sm_90").final.decode()
    assert re.search(r"\.shared \.align 32 \.b8 \S*wg0\[4096\]", ptx)  # 2 x 32x32 f16
    assert re.search(r"\.shared \.align 32 \.b8 \S*wg2\[4096\]", ptx)  # 32x32 f32


def test_more_than_48_kib_of_shared_memory_is_refused_at_compile_time():
    from poot_core.errors import CapabilityError
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import F16
    kb = Builder("big", 64)
    out = kb.output("out", F16)
    kb.wg_array(0, 16 * 1024, F16)
    kb.wg_array(1, 8 * 1024 + 1, F16)  # 32 KiB + 16 KiB + 2 bytes (padded to 32): over 48 KiB
    lane = kb.local_index()
    kb.store(out, lane, kb.add(kb.wg_read(0, lane), kb.wg_read(1, lane)))
    kb.ret()
    with pytest.raises(CapabilityError, match=r"49,184 bytes of shared memory .* more than the 49,152 bytes"):
        TARGET.compile(kb.build())
    kb2 = Builder("fits", 64)
    out = kb2.output("out", F16)
    kb2.wg_array(0, 24 * 1024, F16)  # exactly 48 KiB
    lane = kb2.local_index()
    kb2.store(out, lane, kb2.wg_read(0, lane))
    kb2.ret()
    assert TARGET.compile(kb2.build()).final


def test_error_word_builds_pass_ptxas(ptxas):
    for case in CASES[-3:]:
        ptxas(TARGET.compile(case.build(), trap_policy="error-word").final.decode())


# --- on the GPU ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def dev(cuda_device):
    return TARGET.open()


def _run(case, dev, **opts):
    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches
    from poot_core.target import IEEE

    want, fault = oracle_result(case)
    assert fault is None and check_oracle(case, want, fault) is None  # the oracle against numpy
    body, bufs = case.build(), case.make()
    want = oracle.run(body, bufs, case.launch(bufs))
    got = dev.run(TARGET.compile(body, **opts), case.make(), case.launch(bufs))
    assert_matches(got, want, body, latitude=IEEE)
    if not body.uses_wmma():  # plain copies and typed arrays are exact
        for k in want:
            assert np.array_equal(got[k].view(np.uint8), want[k].view(np.uint8)), k


@pytest.mark.cuda
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_wgmem_cases_match_the_oracle_on_the_gpu(case, dev):
    _run(case, dev)


@pytest.mark.cuda
@pytest.mark.parametrize("case", CASES[-3:], ids=lambda c: c.name)
def test_wgmem_error_word_builds_on_the_gpu(case, dev):
    _run(case, dev, trap_policy="error-word")


@pytest.mark.cuda
@pytest.mark.parametrize("sm", ["sm_75"])
def test_the_plain_copy_path_on_the_gpu(sm, dev):
    """The pre-sm_80 lowering (ld/st, no cp.async) runs on the H200 too (sm_75 code runs on sm_90)."""
    for case in wgmem_cases.plain_cases()[4:8] + wgmem_cases.wmma_cases()[:2]:
        _run(case, dev, sm=sm)
