"""AMDGCN float semantics (structural), for gfx942, gfx90a and gfx1100: the default build of
kernels that contraction changes (mul+add, Kahan dot, escape-time loop;
poot_core.backends.llvm.float_probes) has no float v_fma/v_fmac/v_mad/v_mac, IEEE denormal
modes in the kernel descriptor and LLVM's correctly rounded div/sqrt expansions;
fp_contract=True has v_fma/v_fmac. Full builds link with ld.lld; the option is validated."""
from __future__ import annotations

import re

import pytest

from poot_core.backends.llvm import compile_llvm, float_probes
from poot_core.errors import UsageError
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, F64
from poot_core.target import IEEE, LLVM_GPU
from poot_rocm import codegen
from poot_rocm.target import RocmTarget

TARGET = RocmTarget()
GFX = codegen.TESTED_GFX
PROBES = float_probes.probes()
IDS = [p.body.name for p in PROBES]
FLOAT_FMA = re.compile(r"\bv_(?:dual_)?(?:pk_)?(?:fma|fmac|mad|mac|fmaak|fmamk|madak|madmk)\w*?_(?:f16|f32|f64|legacy)"
                       r"|\bv_fma_mix\w*|\bv_dot\w*_f(?:16|32)\b")


def _asm(body, gfx: str, contract: bool = False) -> str:
    return compile_llvm(body, codegen.amdgpu_hooks(gfx, contract), outputs=("asm",)).asm


def _denorm_modes(asm: str) -> list[str]:
    return re.findall(r"\.amdhsa_float_denorm_mode_(?:32|16_64)\s+(\d+)", asm)


@pytest.mark.parametrize("gfx", GFX)
@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_default_build_is_exact_ieee(probe, gfx):
    asm = _asm(probe.body, gfx)
    assert not FLOAT_FMA.findall(asm), FLOAT_FMA.findall(asm)
    assert re.search(r"\bv_(dual_)?mul_f(32|64)", asm) and re.search(r"\bv_(dual_)?(add|sub|subrev)_f(32|64)", asm)
    assert _denorm_modes(asm) == ["3", "3"], "f32 and f16/f64 denormals are preserved (mode 3)"


@pytest.mark.parametrize("gfx", GFX)
@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_fp_contract_build_fuses(probe, gfx):
    asm = _asm(probe.body, gfx, contract=True)
    assert FLOAT_FMA.search(asm)
    assert _denorm_modes(asm) == ["3", "3"]


@pytest.mark.parametrize("gfx", GFX)
def test_mul_add_is_a_fused_v_fma_in_the_default_build(gfx):
    """Math("mul_add") (llvm.fma.f32) is v_fma_f32/v_fmac_f32 even where nothing else may fuse; the
    same kernel's plain a * b + c stays v_mul + v_add."""
    from poot_core.testing.fma_cases import mul_add_case

    asm = _asm(mul_add_case().body, gfx)
    assert re.search(r"\bv_(?:dual_)?fmac?_f32", asm)
    assert re.search(r"\bv_(dual_)?mul_f32", asm) and re.search(r"\bv_(dual_)?add_f32", asm)
    assert _denorm_modes(asm) == ["3", "3"]


def _div_sqrt(t):
    kb = Builder(f"div_sqrt_{t}")
    a, b, q, s = kb.input("a", t), kb.input("b", t), kb.output("q", t), kb.output("s", t)
    i = kb.thread_index()

    def then():
        x, y = kb.load(a, i), kb.load(b, i)
        kb.store(q, i, kb.div(x, y))
        kb.store(s, i, kb.math("sqrt", x))
    kb.if_(kb.lt(i, kb.len(q)), then)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("gfx", GFX)
@pytest.mark.parametrize("t", [F32, F64], ids=str)
@pytest.mark.parametrize("contract", [False, True], ids=["default", "fp_contract"])
def test_div_and_sqrt_are_the_correctly_rounded_expansions(t, gfx, contract):
    """f32/f64 `/` is div_scale + rcp + Newton fmas + div_fmas + div_fixup (a bare v_rcp is the
    approximate form); f32 sqrt is v_sqrt plus its two fma residual checks, f64 sqrt v_rsq plus
    fma refinement (a bare v_sqrt/v_rsq is the approximate form). Those fmas belong to the
    expansions, not to contraction."""
    asm = _asm(_div_sqrt(t), gfx, contract)
    w = str(t)
    assert re.search(rf"\bv_div_scale_{w}", asm) and re.search(rf"\bv_div_fmas_{w}", asm) \
        and re.search(rf"\bv_div_fixup_{w}", asm)
    fmas = len(re.findall(rf"\bv_(?:dual_)?fmac?_{w}", asm))
    if t == F32:
        assert re.search(r"\bv_sqrt_f32", asm) and fmas >= 2 + 5
    else:
        assert re.search(r"\bv_rsq_f64", asm) and fmas >= 5 + 5
    assert _denorm_modes(asm) == ["3", "3"]


def test_fp_contract_option_through_the_target():
    body = float_probes.muladd(F32).body
    off, on = TARGET.compile(body), TARGET.compile(body, fp_contract=True)
    assert off.final != on.final
    assert off.meta["fp_contract"] is False and off.meta["float_latitude"] == IEEE
    assert on.meta["fp_contract"] is True and on.meta["float_latitude"] == LLVM_GPU
    for bad in ("true", 0, None):
        with pytest.raises(UsageError, match="fp_contract="):
            TARGET.compile(body, fp_contract=bad)
    assert TARGET.capabilities().float_latitude == IEEE
