"""Wmma on ROCm: every Wmma body of the kit links into a gfx11 (wave32) code object that uses
v_wmma_f32_16x16x16_f16; CDNA (gfx942, gfx90a: MFMA on 64-lane waves), gfx10 and gfx12 refuse
with a CapabilityError before LLVM sees the body (LLVM aborts the process on a WMMA it cannot
select). No AMD GPU is available to this project: the gfx11 register mapping is checked against
the ISA's in tests/codegen/test_llvm_wmma.py, not on hardware."""
from __future__ import annotations

import pytest

from poot_core.backends.llvm import optimize_and_emit, worker
from poot_core.errors import CapabilityError
from poot_core.testing import wmma_cases
from poot_rocm import codegen, elf
from poot_rocm.target import RocmTarget

TARGET = RocmTarget()
CASES = wmma_cases.cases()
RANDOM = wmma_cases.random_cases(8)


@pytest.mark.parametrize("case", CASES + RANDOM, ids=lambda c: c.name)
def test_every_wmma_body_links_for_gfx1100(case):
    body = case.build()
    art = TARGET.compile(body, gfx="gfx1100")
    co = elf.read(art.final)
    meta = elf.kernel_meta(co, art.meta["abi"].symbol)
    assert meta[".wavefront_size"] == 32, "a wave is one 32-lane Wmma subgroup"
    assert meta[".kernarg_segment_size"] == art.meta["abi"].kernarg_bytes
    assert meta[".max_flat_workgroup_size"] == body.workgroup_size


@pytest.mark.parametrize("gfx", ["gfx1100", "gfx1101", "gfx1151"])
def test_the_wmma_instruction_is_selected(gfx):
    case = wmma_cases.tile_case(load_c=True)
    art = TARGET.compile(case.build(), gfx=gfx)
    asm = optimize_and_emit(art.stages[0][1], codegen.amdgpu_hooks(gfx), art.meta["symbol"], case.name, ("asm",))["asm"]
    assert "v_wmma_f32_16x16x16_f16" in asm


@pytest.mark.parametrize("gfx,why", [
    ("gfx942", "CDNA chip whose matrix cores \\(MFMA\\) work on whole 64-lane waves"),
    ("gfx90a", "CDNA chip"), ("gfx1030", "no matrix \\(WMMA\\) instructions"), ("gfx1200", "another operand layout"),
    ("gfx906", "no matrix"),
])
def test_other_chips_refuse_before_llvm(gfx, why, monkeypatch):
    def boom(*a, **k):
        raise AssertionError("LLVM saw a Wmma body for a chip without a lowering")
    monkeypatch.setattr(worker, "run", boom)
    with pytest.raises(CapabilityError, match=rf"^rocm: wmma_gemm: matrix \(Wmma\) operations: {gfx} .*{why}") as ei:
        TARGET.compile(wmma_cases.gemm_case(16, 16, 16).build(), gfx=gfx)
    assert "gfx=gfx1100" in str(ei.value) and ei.value.target == "rocm"
    assert codegen.wmma_shapes(gfx) == ()


def test_capabilities_follow_the_chip():
    assert codegen.wmma_shapes("gfx1100") == ((16, 16, 16),) == codegen.wmma_shapes("gfx1151")
    assert TARGET.capabilities().wmma_shapes == () or TARGET.probe().available  # default gfx942: none
