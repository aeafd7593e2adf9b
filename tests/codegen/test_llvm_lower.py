"""Structure of the shared LLVM lowering on the real GPU targets (NVPTX and AMDGPU hooks):
LLVM's verifier on every kernel, traps that survive O3, no_contract_add never fused, typed
errors for refused bodies and for LLVM fatal errors, and POOT_DUMP_DIR output."""
from __future__ import annotations

import re

import pytest

from poot_core.backends.llvm import MATH_OWN, TargetHooks, compile_llvm, lower_body, worker
from poot_core.errors import CapabilityError, CodegenError, Span
from poot_core.testing import catalog
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32
from poot_core.target import ERROR_WORD
from poot_core.testing.random_bodies import random_body
from poot_core.testing.samples import wmma_gemm

NVPTX = TargetHooks(
    name="ptx", triple="nvptx64-nvidia-cuda", cpu="sm_90", kernel_cc="ptx_kernel",
    lane_x="llvm.nvvm.read.ptx.sreg.tid.x", group_x="llvm.nvvm.read.ptx.sreg.ctaid.x",
    group_y="llvm.nvvm.read.ptx.sreg.ctaid.y",
    barrier=("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",),
    barrier_decls=("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind",),
    math=MATH_OWN)
AMDGPU = TargetHooks(
    name="rocm", triple="amdgcn-amd-amdhsa", cpu="gfx942", alloca_as=5, kernel_cc="amdgpu_kernel",
    lane_x="llvm.amdgcn.workitem.id.x", group_x="llvm.amdgcn.workgroup.id.x", group_y="llvm.amdgcn.workgroup.id.y",
    barrier=('fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
             'fence syncscope("workgroup") acquire'),
    barrier_decls=("declare void @llvm.amdgcn.s.barrier() convergent nounwind",), atomic_scope="agent",
    module_flags=(("1", "amdhsa_code_object_version", "i32 400"),), math=MATH_OWN, emit="obj", shared_trap=True)
HOOKS = {"nvptx": NVPTX, "amdgpu": AMDGPU}


@pytest.mark.parametrize("hooks", HOOKS.values(), ids=HOOKS.keys())
def test_every_catalog_kernel_verifies_and_optimizes(hooks):
    for case in catalog.cases():
        res = compile_llvm(case.body, hooks, outputs=("asm",))
        assert res.asm and f"@{res.abi.symbol}(" in res.opt


@pytest.mark.parametrize("hooks", HOOKS.values(), ids=HOOKS.keys())
def test_random_bodies_verify_and_optimize(hooks):
    for seed in range(12):
        body = random_body(seed, wmma=False)
        res = compile_llvm(body, hooks, outputs=("asm",))
        assert res.asm


def _three_checks():
    kb = Builder("three_checks")
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True, span=Span("k.rs", 3, 9))                 # site 0
    kb.check(kb.lt(v, kb.c(U32, 1000)), "overflow", Span("k.rs", 4, 9))      # site 1
    kb.store(out, i, kb.mul(v, kb.c(U32, 3)), checked=True, span=Span("k.rs", 5, 9))  # site 2
    kb.ret()
    return kb.build()


def test_device_traps_survive_o3():
    body = _three_checks()
    res = compile_llvm(body, NVPTX, outputs=("asm",))
    assert res.opt.count("call void @llvm.trap()") == 3
    assert "unreachable" in res.opt and "llvm.assume" not in res.opt
    assert len(re.findall(r"^\s*trap;", res.asm, re.M)) == 3
    for site in (0, 1, 2):  # each trap path records its own site (site + 1) before trapping
        assert re.search(rf"st\.volatile\.global\.(b|u)32\s+\[%rd\d+\], {site + 1};", res.asm), site
    assert res.asm.count("fence.sc.sys") == 3
    assert len(re.findall(r"atom\.global\.min\.u64", res.asm)) == 3  # the lowest recording thread
    amd = compile_llvm(body, AMDGPU, outputs=("asm",))  # one shared trap block (hooks.shared_trap)
    assert len(re.findall(r"^\s*s_trap 2", amd.asm, re.M)) == 1
    for site in (0, 1, 2):
        assert f"store volatile i32 {site + 1}, ptr addrspace(1) %err" in amd.opt or \
            re.search(rf"phi i32 .*\b{site + 1}\b", amd.opt), site


def test_error_word_build_has_no_trap():
    res = compile_llvm(_three_checks(), NVPTX, ERROR_WORD, outputs=("asm",))
    assert "trap;" not in res.asm and "llvm.trap" not in res.opt
    assert len(re.findall(r"atom\.global\.or\.b32", res.asm)) == 3
    assert len(re.findall(r"atom\.global\.min\.u64", res.asm)) == 3  # the first-fault key, per site


def _fma_kernel(nc: bool):
    kb = Builder("nc" if nc else "fused")
    a, b, c, out = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()

    def then():
        m = kb.mul(kb.load(a, i), kb.load(b, i))
        kb.store(out, i, kb.no_contract_add(m, kb.load(c, i)) if nc else kb.add(m, kb.load(c, i)))
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    return kb.build()


def test_mul_add_fuses_only_with_fp_contract_and_no_contract_add_never():
    """Default (Rust): neither kernel fuses. fp_contract=True: the ordinary mul+add becomes an
    fma, the no_contract_add one still does not."""
    ptx_on = TargetHooks(**{**NVPTX.__dict__, "fp_contract": True})
    for hooks in (NVPTX, ptx_on):
        nc = compile_llvm(_fma_kernel(True), hooks, outputs=("asm",))
        assert re.search(r"mul\.rn\.f32", nc.asm) and re.search(r"add\.rn\.f32", nc.asm)
        assert "fma" not in nc.asm
        assert "fadd float" in nc.ir and "fadd contract" not in nc.ir and "fmul contract" not in nc.ir
    plain = compile_llvm(_fma_kernel(False), NVPTX, outputs=("asm",))
    assert "fma" not in plain.asm and re.search(r"mul\.rn\.f32", plain.asm)
    assert "fma.rn.f32" in compile_llvm(_fma_kernel(False), ptx_on, outputs=("asm",)).asm
    for gfx in ("gfx942", "gfx90a", "gfx1100"):
        off = TargetHooks(**{**AMDGPU.__dict__, "cpu": gfx})
        on = TargetHooks(**{**AMDGPU.__dict__, "cpu": gfx, "fp_contract": True})
        for hooks in (off, on):
            nc_amd = compile_llvm(_fma_kernel(True), hooks, outputs=("asm",)).asm
            assert not re.search(r"v_(fma|fmac|mad|mac|pk_fma)\w*_f32", nc_amd), gfx
        assert not re.search(r"v_(fma|fmac|mad|mac|pk_fma)\w*_f32",
                             compile_llvm(_fma_kernel(False), off, outputs=("asm",)).asm), gfx
        assert re.search(r"v_fmac?_f32", compile_llvm(_fma_kernel(False), on, outputs=("asm",)).asm), gfx


def _mul_add_kernel():
    kb = Builder("fused_mul_add")
    a, b, c, out = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.math("mul_add", kb.load(a, i), kb.load(b, i),
                                                                         kb.load(c, i))))
    kb.ret()
    return kb.build()


def test_mul_add_is_llvm_fma_and_one_fused_instruction_with_or_without_fp_contract():
    """Math("mul_add") is llvm.fma.f32 (never llvm.fmuladd, which may round twice): PTX fma.rn.f32
    and no separate mul/add, AMDGPU v_fma_f32/v_fmac_f32, in the default build and under
    fp_contract alike."""
    ptx_on = TargetHooks(**{**NVPTX.__dict__, "fp_contract": True})
    for hooks in (NVPTX, ptx_on):
        res = compile_llvm(_mul_add_kernel(), hooks, outputs=("asm",))
        assert "call float @llvm.fma.f32(" in res.ir and "fmuladd" not in res.ir + res.opt
        assert "@llvm.fma.f32(" in res.opt
        assert len(re.findall(r"\bfma\.rn\.f32\b", res.asm)) == 1
        assert not re.search(r"\b(mul|add|sub)(\.rn)?\.f32\b", res.asm), res.asm
    for gfx in ("gfx942", "gfx90a", "gfx1100"):
        for contract in (False, True):
            hooks = TargetHooks(**{**AMDGPU.__dict__, "cpu": gfx, "fp_contract": contract})
            asm = compile_llvm(_mul_add_kernel(), hooks, outputs=("asm",)).asm
            assert re.search(r"\bv_fmac?_f32", asm), gfx
            assert not re.search(r"\bv_(mul|add)_f32", asm), gfx


def test_wmma_is_refused_with_a_capability_error():
    with pytest.raises(CapabilityError, match="Wmma"):
        lower_body(wmma_gemm(16, 16, 16), NVPTX)


def test_llvm_fatal_error_becomes_a_typed_error_and_the_worker_recovers():
    ir = ('target triple = "nvptx64-nvidia-cuda"\n'
          "define ptx_kernel void @k(ptr addrspace(1) %p) {\n"
          "  %x = load float, ptr addrspace(1) %p\n  %y = call float @llvm.sin.f32(float %x)\n"
          "  store float %y, ptr addrspace(1) %p\n  ret void\n}\ndeclare float @llvm.sin.f32(float)\n")
    req = dict(ir=ir, triple=NVPTX.triple, cpu="sm_90", features="", symbol="k", outputs=("asm",))
    with pytest.raises(CodegenError, match="LLVM aborted") as ei:
        worker.run(req, "ptx", "k")
    assert "Cannot select" in str(ei.value)
    assert compile_llvm(_fma_kernel(True), NVPTX, outputs=("asm",)).asm  # a fresh worker took over


def test_llvm_verifier_failure_is_a_codegen_error():
    req = dict(ir="define void @k() {\n  ret i32 0\n}\n", triple=NVPTX.triple, cpu="sm_90", features="",
               symbol="k", outputs=("asm",))
    with pytest.raises(CodegenError, match="LLVM (parse|verify)"):
        worker.run(req, "ptx", "k")


def test_symbol_names_are_sanitized():
    kb = Builder("kernel_\u00e9t\u00e9-1")
    kb.output("o", F32)
    kb.ret()
    res = compile_llvm(kb.build(), NVPTX, outputs=("asm",))
    assert res.abi.symbol == "kernel__t__1" and ".entry kernel__t__1(" in res.asm


FLOAT_REM = [c for c in catalog.cases() if c.body.name.startswith(("float_ops_", "float_rem_"))]


@pytest.mark.parametrize("hooks", HOOKS.values(), ids=HOOKS.keys())
def test_gpu_float_rem_is_the_exact_sequence_never_frem(hooks):
    """NVPTX and AMDGPU expand `frem` as x - trunc(x/y)*y (inexact, wrong signs and specials):
    float % must reach them as mathlib's exact integer fmod, with no float division at all."""
    for case in FLOAT_REM:
        res = compile_llvm(case.body, hooks, outputs=("asm",))
        bits = "64" if case.body.name.endswith("f64") else "32"
        assert f"call {'double' if bits == '64' else 'float'} @poot.fmod.f{bits}(" in res.ir, case.body.name
        assert not re.search(r"\bfrem\b", res.ir) and not re.search(r"\bfrem\b", res.opt), case.body.name
        if hooks is NVPTX and case.body.name.startswith("float_rem_"):
            # the frem expansion's signature: a division and a round-toward-zero conversion
            assert not re.search(r"\bdiv\.|\bcvt\.rzi\.", res.asm), case.body.name


@pytest.mark.parametrize("gfx", ["gfx942", "gfx90a", "gfx1100"])
def test_amdgpu_float_rem_links(gfx):
    pytest.importorskip("poot_rocm")
    from poot_core.errors import ToolchainError
    from poot_rocm.target import RocmTarget

    for t in ("F16", "F32", "F64"):
        case = catalog.float_rem(getattr(catalog, t))
        try:
            art = RocmTarget().compile(case.body, gfx=gfx)
        except ToolchainError as e:
            pytest.skip(f"no linker: {e}")
        assert "@poot.fmod." in dict(art.stages)["llvm"] and not re.search(r"\bfrem\b", art.meta["opt_llvm"])
