"""Wmma on PTX: every Wmma body of the kit (poot_core.testing.wmma_cases: tile GEMMs with every
layout, f16 and f32 accumulators, aligned tiles (wmma.load/store) and unaligned ones (the gather
path), a fragment loaded in both layouts, random Wmma bodies) compiles and passes ptxas for sm_75,
sm_80 and sm_90 (and compiles for sm_70, which CUDA 13's ptxas no longer assembles); with `-m cuda` (the H200: bench/h200_wmma.sh) each runs on the GPU against the
oracle, and the oracle against numpy."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core.errors import DataRace
from poot_core.target import IEEE
from poot_core.testing import wmma_cases
from poot_ptx.target import PtxTarget

TARGET = PtxTarget()
CASES = wmma_cases.cases()
RANDOM = wmma_cases.random_cases(16)
SMS = ("sm_75", "sm_80", "sm_90")


@pytest.mark.parametrize("case", CASES + RANDOM, ids=lambda c: c.name)
def test_every_wmma_body_passes_ptxas(case, ptxas):
    for sm in SMS:
        art = TARGET.compile(case.build(), sm=sm)
        ptx = art.final.decode()
        assert ".extern" not in ptx and f".target {sm}" in ptx
        if "random" not in case.name:  # (a random body's tile may sit in code LLVM proves dead)
            assert re.search(r"wmma\.mma\.sync(\.aligned)?\.(row|col)\.(row|col)\.m16n16k16", ptx)
        ptxas(ptx, sm)


def test_sm_70_is_the_oldest_wmma_target():
    for case in CASES[:3]:
        assert "wmma.mma.sync" in TARGET.compile(case.build(), sm="sm_70").final.decode()


def test_error_word_builds_pass_ptxas(ptxas):
    for case in CASES[:4]:
        ptxas(TARGET.compile(case.build(), trap_policy="error-word").final.decode())


# --- on the GPU ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def dev(cuda_device):
    return TARGET.open()


def _run(case, dev, **opts):
    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches

    c = case.concrete(np.random.default_rng(11))
    body, bufs = c.body, c.make()
    want = oracle.run(body, bufs, c.grid)
    if c.ref is not None:  # the oracle against numpy, within the case's bound (relative to max |ref|)
        for k, r in c.ref(c.make()).items():
            scale = max(float(np.max(np.abs(r.astype(np.float64)))), 1e-30)
            assert float(np.max(np.abs(want[k].astype(np.float64) - r))) <= c.rtol * scale, k
    got = dev.run(TARGET.compile(body, **opts), bufs, c.grid)
    assert_matches(got, want, body, latitude=IEEE)
    return got, want


@pytest.mark.cuda
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_wmma_cases_match_the_oracle_on_the_gpu(case, dev):
    _run(case, dev)


@pytest.mark.cuda
@pytest.mark.parametrize("case", CASES[:3], ids=lambda c: c.name)
def test_wmma_error_word_builds_on_the_gpu(case, dev):
    _run(case, dev, trap_policy="error-word")


@pytest.mark.cuda
@pytest.mark.parametrize("case", RANDOM, ids=lambda c: c.name)
def test_random_wmma_bodies_match_the_oracle_on_the_gpu(case, dev):
    from poot_core import oracle

    c = case.concrete(np.random.default_rng(11))
    try:
        oracle.run(c.body, c.make(), c.grid)
    except DataRace as e:  # lanes of a random body may share output slots: no defined result to compare
        pytest.skip(f"the oracle reports a data race in this random body: {str(e)[:120]}")
    _run(case, dev)


@pytest.mark.cuda
def test_capabilities_report_the_wmma_shape(cuda_device):
    assert TARGET.capabilities().wmma_shapes == ((16, 16, 16),)
