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


def _big_body(elems0: int, elems1: int, name: str = "big", barrier: bool = True):
    """Two f32 arrays of elems0 and elems1 slots: each lane writes its strided slots of both, then
    (after a barrier) sums a mirrored slot of each into out[global lane]: every slot matters.
    Without `barrier` each lane reads back slots it wrote itself (the host JIT runs no barriers)."""
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import F32
    kb = Builder(name, 256)
    x, out = kb.input("x", F32), kb.output("out", F32)
    kb.wg_array(0, elems0, F32)
    kb.wg_array(1, elems1, F32)
    lane, gid = kb.local_index(), kb.group_index()
    for arr, n in ((0, elems0), (1, elems1)):
        def fill(i, arr=arr, n=n):
            kb.wg_write(arr, i, kb.load(x, kb.rem(kb.add(i, kb.mul(gid, 7)), 4096)))
        kb.for_range(0, -(-n // 256), lambda j, arr=arr, n=n, fill=fill:
                     kb.if_(kb.lt(kb.add(kb.mul(j, 256), lane), n), lambda: fill(kb.add(kb.mul(j, 256), lane))))
    if barrier:
        kb.barrier()
        i0 = kb.sub(elems0 - 1, kb.rem(kb.mul(lane, 97), elems0))
        i1 = kb.rem(kb.mul(lane, 131), elems1)
    else:
        i0 = i1 = kb.add(lane, 256 * ((min(elems0, elems1) - 256) // 256))
    kb.store(out, kb.add(kb.mul(gid, 256), lane), kb.add(kb.wg_read(0, i0), kb.wg_read(1, i1)))
    kb.ret()
    return kb.build()


def test_shared_memory_above_48_kib_is_one_dynamic_array(ptxas):
    """Arrays over the 48 KiB static limit lower to one `.extern .shared .align 128` array at
    32-byte-aligned offsets; the ABI carries the bytes to launch with, ptxas takes it."""
    body = _big_body(20000, 9001)  # 80,000 + 36,004 (padded to 36,032) bytes
    art = TARGET.compile(body, sm="sm_90")
    ptx = art.final.decode()
    assert re.search(r"\.extern \.shared \.align 128 \.b8 poot_dyn_shared\[\]", ptx) and "wg0" not in ptx
    assert art.meta["abi"].dynamic_shared_bytes == 80000 + 36032
    ptxas(ptx, "sm_90")
    small = TARGET.compile(_big_body(4000, 4000), sm="sm_90")  # 32 KiB: static arrays, nothing at launch
    assert small.meta["abi"].dynamic_shared_bytes == 0 and ".extern" not in small.final.decode()


def test_shared_memory_above_the_chips_limit_is_refused_at_compile_time():
    from poot_core.errors import CapabilityError
    with pytest.raises(CapabilityError, match=r"232,480 bytes of shared memory .* more than the 232,448 bytes a "
                                              r"block of sm_90"):
        TARGET.compile(_big_body(50000, 8120), sm="sm_90")  # 200,000 (-> 200,000) + 32,480: 232,480
    assert TARGET.compile(_big_body(50000, 8112), sm="sm_90").meta["abi"].dynamic_shared_bytes == 232448
    with pytest.raises(CapabilityError, match=r"more than the 49,152 bytes a block of sm_61"):
        TARGET.compile(_big_body(12288, 1), sm="sm_61")  # no opt-in before Volta
    with pytest.raises(CapabilityError, match=r"more than the 101,376 bytes a block of sm_86"):
        TARGET.compile(_big_body(20000, 6000), sm="sm_86")


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
def test_dynamic_shared_memory_on_the_gpu(dev):
    """A body with 116 KiB of workgroup arrays (dynamic shared memory, opted in at load) against the oracle."""
    from poot_core import oracle
    from poot_core.target import Grid
    body = _big_body(20000, 9001)
    x = np.random.default_rng(3).standard_normal(4096).astype(np.float32)
    bufs = {"x": x, "out": np.zeros(4 * 256, np.float32)}
    grid = Grid.of_groups(4, 1, 256)
    want = oracle.run(body, dict(bufs), grid)
    got = dev.run(TARGET.compile(body), dict(bufs), grid)
    assert np.array_equal(got["out"], want["out"])


@pytest.mark.cuda
@pytest.mark.parametrize("sm", ["sm_75"])
def test_the_plain_copy_path_on_the_gpu(sm, dev):
    """The pre-sm_80 lowering (ld/st, no cp.async) runs on the H200 too (sm_75 code runs on sm_90)."""
    for case in wgmem_cases.plain_cases()[4:8] + wgmem_cases.wmma_cases()[:2]:
        _run(case, dev, sm=sm)
