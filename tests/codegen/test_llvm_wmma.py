"""The LLVM lowering of the Wmma statements (poot_core/backends/llvm/wmma.py) for NVVM (PTX) and
gfx11 (AMDGPU): every llvm.nvvm.* name it can emit is in LLVM's table (a misspelled one would pass
LLVM's verifier as an external call), the PTX paths (wmma.load/store when aligned, the gather path
otherwise), gfx11's register mapping against the ISA's, and the typed refusals (before LLVM runs)."""
from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

from poot_core.backends.llvm import MATH_OWN, TargetHooks, compile_llvm, lower_body, worker
from poot_core.backends.llvm import wmma as W
from poot_core.errors import CapabilityError
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, USIZE
from poot_core.backends.llvm.lower import CP_ASYNC_INTRINSICS
from poot_core.testing import catalog, wgmem_cases, wmma_cases
from poot_core.testing.samples import wmma_gemm

NVPTX = TargetHooks(
    name="ptx", triple="nvptx64-nvidia-cuda", cpu="sm_90", kernel_cc="ptx_kernel",
    lane_x="llvm.nvvm.read.ptx.sreg.tid.x", group_x="llvm.nvvm.read.ptx.sreg.ctaid.x",
    group_y="llvm.nvvm.read.ptx.sreg.ctaid.y",
    barrier=("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",),
    barrier_decls=("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind",),
    math=MATH_OWN, wmma=W.WMMA_NVVM)
GFX11 = TargetHooks(
    name="rocm", triple="amdgcn-amd-amdhsa", cpu="gfx1100", alloca_as=5, kernel_cc="amdgpu_kernel",
    lane_x="llvm.amdgcn.workitem.id.x", group_x="llvm.amdgcn.workgroup.id.x", group_y="llvm.amdgcn.workgroup.id.y",
    barrier=('fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
             'fence syncscope("workgroup") acquire'),
    barrier_decls=("declare void @llvm.amdgcn.s.barrier() convergent nounwind",), atomic_scope="agent",
    module_flags=(("1", "amdhsa_code_object_version", "i32 400"),), math=MATH_OWN, emit="obj", shared_trap=True,
    wmma=W.WMMA_GFX11)
CASES = wmma_cases.cases()
RANDOM = wmma_cases.random_cases(12)

# LLVM's NVPTX intrinsics this lowering may use, spelled as IntrinsicsNVVM.td generates them
# (WMMA_NAME: llvm.nvvm.wmma.<geom>.{load|store}.<frag>.<layout>.stride.<type>.p<as>;
# llvm.nvvm.wmma.<geom>.mma.<alayout>.<blayout>.<dtype>.<ctype>), plus the index and barrier ones
# the hooks name. Written out by hand on purpose: the test compares the generator against it.
NVVM_TABLE = frozenset({
    "llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y",
    "llvm.nvvm.barrier.cta.sync.aligned.all",
    "llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1", "llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p1",
    "llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p1", "llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1",
    "llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p1", "llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16.p1",
    "llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p1", "llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f32.p1",
    "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p1", "llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f16.p1",
    "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1", "llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p1",
    "llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f16", "llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16",
    "llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16", "llvm.nvvm.wmma.m16n16k16.mma.col.col.f16.f16",
    "llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32", "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32",
    "llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f32", "llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f32",
    # tiles in workgroup arrays: the same loads and stores from shared memory (.p3)
    "llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3", "llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16.p3",
    "llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p3", "llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p3",
    "llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p3", "llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16.p3",
    "llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p3", "llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f32.p3",
    "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p3", "llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f16.p3",
    "llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p3", "llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32.p3",
    # async copies (IntrinsicsNVVM.td: int_nvvm_cp_async_{ca,cg}_shared_global_<n>[_s], commit_group, wait_group, wait_all)
    "llvm.nvvm.cp.async.ca.shared.global.4", "llvm.nvvm.cp.async.ca.shared.global.8",
    "llvm.nvvm.cp.async.cg.shared.global.16", "llvm.nvvm.cp.async.ca.shared.global.4.s",
    "llvm.nvvm.cp.async.ca.shared.global.8.s", "llvm.nvvm.cp.async.cg.shared.global.16.s",
    "llvm.nvvm.cp.async.commit.group", "llvm.nvvm.cp.async.wait.group", "llvm.nvvm.cp.async.wait.all",
})


def _names(ir: str, prefix: str) -> set[str]:
    return set(re.findall(rf"@({re.escape(prefix)}[\w.]+)\(", ir))


def test_every_nvvm_name_the_lowering_can_emit_is_in_the_table():
    assert W.nvvm_intrinsics() <= NVVM_TABLE
    emitted: set[str] = set()
    for c in CASES + RANDOM:
        emitted |= _names(lower_body(c.build(), NVPTX)[0], "llvm.nvvm.")
    for case in catalog.cases():
        emitted |= _names(lower_body(case.body, NVPTX)[0], "llvm.nvvm.")
    for c in wgmem_cases.cases():  # workgroup arrays, tiles in them, async copies (cp.async: sm_80+)
        emitted |= _names(lower_body(c.build(), dataclasses.replace(NVPTX, cp_async=True))[0], "llvm.nvvm.")
    assert emitted <= NVVM_TABLE, sorted(emitted - NVVM_TABLE)
    # and the cases reach every Wmma and async-copy intrinsic there is (so ptxas sees each one)
    assert W.nvvm_intrinsics() | CP_ASYNC_INTRINSICS <= emitted, sorted((W.nvvm_intrinsics() | CP_ASYNC_INTRINSICS) - emitted)


def test_llvm_keeps_the_nvvm_names_as_intrinsics():
    """After O3 no llvm.nvvm.* function is left as a plain external declaration the backend would
    call: each is an intrinsic NVPTX selected (the PTX has no .extern and no call)."""
    for c in CASES[:6]:
        res = compile_llvm(c.build(), NVPTX, outputs=("asm",))
        assert ".extern" not in res.asm and "call.uni" not in res.asm and "call " not in res.asm.replace("\t", " ")
        assert "wmma.mma.sync.aligned" in res.asm and "wmma.load.a.sync.aligned" in res.asm


def test_ptx_takes_wmma_instructions_when_aligned_and_gathers_otherwise():
    aligned = wmma_cases.tile_case(F32, "row", "col", "row").build()
    ir, _ = lower_body(aligned, NVPTX)
    # one runtime alignment check per load/store (the tile's start and stride), a gather path each
    assert ir.count("ptrtoint") == 4 and "@poot.wmma.iota.f16" in ir and "@poot.wmma.iota.f32" in ir
    assert "llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p1" in ir
    # a body whose offsets and strides are constants and aligned still checks the buffer's start
    one = wmma_gemm(16, 16, 16)
    assert lower_body(one, NVPTX)[0].count("ptrtoint") == 3


def test_a_fragment_loaded_in_both_layouts_is_kept_in_row_format():
    body = wmma_cases.mixed_layout_case().build()
    fa = next(s.dest for b in body.blocks for s in b.stmts if isinstance(s, N.WmmaLoad) and s.layout == "col"
              and body.locals[s.dest].ty.role == "a")
    fb = next(s.b for b in body.blocks for s in b.stmts if isinstance(s, N.WmmaMma))
    assert W.register_formats(body) == {fa: "row", fb: "col"}
    ir, _ = lower_body(body, NVPTX)
    assert "llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32" in ir
    # the col load into the row-format local has no wmma.load of the slice: only the gather
    assert "@llvm.nvvm.wmma.m16n16k16.load.a.col" not in ir
    assert ir.count("load.a.row.stride.f16.p1(ptr addrspace(1) %") == 1  # the row load's wmma.load
    assert ir.count("load.a.row.stride.f16.p1(ptr addrspace(1) @poot.wmma.iota.f16") == 2  # both gathers


@pytest.mark.parametrize("c", CASES + RANDOM[:4], ids=lambda c: c.name)
def test_gfx11_lowering_verifies_and_selects_v_wmma(c):
    res = compile_llvm(c.build(), GFX11, outputs=("asm",))
    assert "v_wmma_f32_16x16x16_f16" in res.asm
    assert re.search(r"\.amdhsa_wavefront_size32\s+1", res.asm), "wave32: a wave is one 32-lane subgroup"


# --- gfx11: the register mapping, checked the way the hardware would use it ------------------------
def _isa(role: str, lane: int, slot: int) -> tuple[int, int]:
    """The RDNA3 ISA's wave32 mapping of v_wmma_f32_16x16x16_f16, register -> element, as AMD's
    matrix instruction calculator states it: A i = lane % 16, k = 2*GPR + bits/16 (= slot);
    B j = lane % 16, k = slot; C/D i = 2*GPR + lane / 16, j = lane % 16 (GPR = slot)."""
    if role == "a":
        return lane % 16, slot
    if role == "b":
        return slot, lane % 16
    return 2 * slot + lane // 16, lane % 16


@pytest.mark.parametrize("layouts", [("row", "row", "row"), ("col", "row", "col"), ("row", "col", "col")])
def test_gfx11_coordinates_compose_to_a_matmul(layouts):
    """Load A, B, C into 32 lanes' registers with the lowering's coordinates (gfx11_coords) from
    strided tiles, run the hardware's D = A @ B + C on the registers as the ISA defines it, store
    D with the lowering's coordinates: the result is the oracle's tile product. (No AMD GPU is
    available anywhere to this project: this is the check of the mapping there is.)"""
    la, lb, lc = layouts
    rng = np.random.default_rng(0)
    off, ld = 7, 19
    mem = {k: rng.uniform(-1, 1, off + 16 * ld) for k in "abc"}

    def at(layout, r, c):
        return off + (r * ld + c if layout == "row" else c * ld + r)

    regs = {role: np.zeros((32, 16 if role != "acc" else 8)) for role in ("a", "b", "acc")}
    for role, key, lay in (("a", "a", la), ("b", "b", lb), ("acc", "c", lc)):
        for lane in range(32):
            for slot in range(regs[role].shape[1]):
                regs[role][lane, slot] = mem[key][at(lay, *W.gfx11_coords(role, slot, lane % 16, lane // 16))]
    # the hardware: it reads A and B from lanes 0-15 (16-31 must agree) and writes D per the ISA
    A, B, C = np.zeros((16, 16)), np.zeros((16, 16)), np.zeros((16, 16))
    for lane in range(32):
        for slot in range(16):
            for role, m in (("a", A), ("b", B)):
                i, j = _isa(role, lane, slot)
                assert lane < 16 or m[i, j] == regs[role][lane, slot], "lanes 16-31 repeat 0-15"
                m[i, j] = regs[role][lane, slot]
        for slot in range(8):
            C[_isa("acc", lane, slot)] = regs["acc"][lane, slot]
    D = A @ B + C
    out = np.full(off + 16 * ld, np.nan)
    for lane in range(32):
        for slot in range(8):
            out[at(lc, *W.gfx11_coords("acc", slot, lane % 16, lane // 16))] = D[_isa("acc", lane, slot)]
    r, c = np.arange(16)[:, None], np.arange(16)[None, :]

    def tile(k, lay):
        return mem[k][at(lay, r, c)]
    np.testing.assert_allclose(out[at(lc, r, c)], tile("a", la) @ tile("b", lb) + tile("c", lc), rtol=1e-12)


# --- refusals --------------------------------------------------------------------------------------
def _no_llvm(monkeypatch):
    def boom(*a, **k):
        raise AssertionError("LLVM was asked to compile a body that should have been refused")
    monkeypatch.setattr(worker, "run", boom)


def test_hooks_without_wmma_refuse_with_their_reason(monkeypatch):
    _no_llvm(monkeypatch)
    cdna = dataclasses.replace(GFX11, cpu="gfx942", wmma="", wmma_refusal="gfx942 is a CDNA chip (MFMA, wave64)")
    with pytest.raises(CapabilityError, match=r"^rocm: wmma_gemm: matrix \(Wmma\) operations: gfx942 is a CDNA chip"):
        compile_llvm(wmma_gemm(16, 16, 16), cdna)
    with pytest.raises(CapabilityError, match="ptx sm_90 has no Wmma lowering"):
        compile_llvm(wmma_gemm(16, 16, 16), dataclasses.replace(NVPTX, wmma=""))


def _frag_body(ab, acc, shape=(16, 16, 16)):
    kb = Builder("odd_fragment", 32)
    a, o = kb.input("a", ab), kb.output("o", acc)
    fa, fb, fc = kb.fragment("a", ab, shape), kb.fragment("b", ab, shape), kb.fragment("acc", acc, shape)
    z = N.Const(USIZE, 0)
    kb.emit(N.WmmaLoad(fa.id, a, z, N.Const(USIZE, 16)))
    kb.emit(N.WmmaLoad(fb.id, a, z, N.Const(USIZE, 16)))
    kb.emit(N.WmmaFill(fc.id, N.Const(acc, 0.0)))
    kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
    kb.emit(N.WmmaStore(o, z, N.Const(USIZE, 16), fc.id))
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("hooks", [NVPTX, GFX11], ids=["nvvm", "gfx11"])
@pytest.mark.parametrize("ab,acc,shape", [(F32, F32, (16, 16, 16)), (F16, F32, (16, 16, 8))])
def test_fragments_the_lowerings_lack_are_refused(hooks, ab, acc, shape, monkeypatch):
    _no_llvm(monkeypatch)
    body = _frag_body(ab, acc, shape)
    body.verify()  # valid IR, which the oracle runs
    with pytest.raises(CapabilityError, match=r"fragment local _\d+ is frag<.*16x16x16 tiles with f16 A and B"):
        lower_body(body, hooks)


def test_an_unused_odd_fragment_local_is_harmless():
    kb = Builder("unused_frag", 32)
    o = kb.output("o", F32)
    kb.fragment("b", F32, (16, 16, 8))
    fc = kb.fragment("acc", F32)
    kb.emit(N.WmmaFill(fc.id, N.Const(F32, 1.0)))
    kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), fc.id))
    kb.ret()
    for hooks in (NVPTX, GFX11):
        ir, _ = lower_body(kb.build(), hooks)
        assert ir.count("alloca {") + ir.count("alloca <8 x float>") == 1
