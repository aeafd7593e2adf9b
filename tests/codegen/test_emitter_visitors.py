"""The SPIR-V and LLVM emitters are walk.Visitors: each handles every node class of
walk.NODE_CLASSES but the ones named here (which never reach it: structurize turns SPIR-V's
terminators into structured items; the SPIR-V emitter lowers Wmma to cooperative matrices and
the LLVM one through backends/llvm/wmma.py),
and a node class nodes.py does not have (as if one were added and an emitter not taught it)
fails with UnhandledNodeError naming the node and the emitter, not with a generic error."""
from __future__ import annotations

import pytest

from poot_core.backends.llvm.hooks import TargetHooks
from poot_core.backends.llvm.lower import _Lower as LLVMEmitter
from poot_core.backends.llvm.lower import lower as llvm_lower
from poot_core.backends.spirv.lower import _Lower as SPIRVEmitter
from poot_core.backends.spirv.lower import compile_spirv
from poot_core.backends.spirv.lower import lower as spirv_lower
from poot_core.errors import CapabilityError, CodegenError, IRError
from poot_core.ir import nodes as N
from poot_core.ir import walk as W
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, I32, USIZE
from poot_core.testing import samples
from poot_core.testing.unknown_nodes import NewOperand, NewRvalue, NewStmt, NewTerm, store_body
from poot_core.passes import structurize as S

L, C = N.Local, N.Const
TERMINATORS = ("Goto", "SwitchInt", "ThreadIndexCall", "Barrier", "Return", "Trap")
WMMA = ("WmmaFill", "WmmaLoad", "WmmaMma", "WmmaStore")
HOOKS = TargetHooks(name="nvptx", triple="nvptx64-nvidia-cuda", cpu="sm_90", kernel_cc="ptx_kernel",
                    lane_x="llvm.nvvm.read.ptx.sreg.tid.x", group_x="llvm.nvvm.read.ptx.sreg.ctaid.x",
                    group_y="llvm.nvvm.read.ptx.sreg.ctaid.y")


_body = store_body



UNKNOWN = {  # the unknown node's name -> a body that holds it where an emitter dispatches
    "NewStmt": _body((NewStmt(L(1)),)),
    "NewRvalue": _body((N.Assign(1, NewRvalue(L(1))),)),
    "NewOperand": _body((N.Store(0, L(0), NewOperand(1)),)),
}


def test_the_bodies_are_fine_without_the_unknown_node():
    assert spirv_lower(_body()) and llvm_lower(_body(), HOOKS, "")[0]


# --- SPIR-V ---------------------------------------------------------------------------------------
def test_spirv_emitter_handles_every_node_but_the_terminators_structurize_replaces():
    assert SPIRVEmitter.missing() == TERMINATORS
    assert set(TERMINATORS) == {c.__name__ for c in W.TERM_CLASSES}
    items = (S.Code, S.Index, S.Sync, S.If, S.Loop, S.Break, S.Continue, S.Ret, S.TrapNode)
    assert SPIRVEmitter.missing(items) == ()  # and every structured item they become


@pytest.mark.parametrize("name", UNKNOWN)
def test_spirv_emitter_names_an_unknown_node(name):
    with pytest.raises(W.UnhandledNodeError, match=rf"SPIR-V emitter \(kernel k\) has no case for the IR node {name}\b") as e:
        spirv_lower(UNKNOWN[name])
    assert e.value.node == name


def test_spirv_emitter_lowers_wmma_to_cooperative_matrices_and_refuses_integer_fragments():
    assert b"SPV_KHR_cooperative_matrix" in compile_spirv(samples.wmma_gemm(16, 16, 16))
    kb = Builder("int_tile", 32)
    acc = kb.fragment("acc", I32)
    kb.emit(N.WmmaFill(acc.id, C(I32, 3)))
    kb.emit(N.WmmaStore(kb.output("out", I32), C(USIZE, 0), C(USIZE, 16), acc.id))
    kb.ret()
    with pytest.raises(CapabilityError, match=r"^spirv: int_tile: Wmma fragments of i32 have no cooperative-matrix"):
        compile_spirv(kb.build())


def test_spirv_emitter_names_an_unknown_structured_item():
    class _NewItem:
        pass
    low = SPIRVEmitter(S.structurize(_body(), carry_on=True))
    with pytest.raises(W.UnhandledNodeError, match="_NewItem"):
        low.seq(S.Seq((_NewItem(),)))


# --- LLVM -----------------------------------------------------------------------------------------
def test_llvm_emitter_handles_every_node():
    assert LLVMEmitter.missing() == ()  # the Wmma statements too (backends/llvm/wmma.py)
    assert set(WMMA) == {c.__name__ for c in N.WMMA_STMTS}


@pytest.mark.parametrize("name", [*UNKNOWN, "NewTerm"])
def test_llvm_emitter_names_an_unknown_node(name):
    body = _body(term=NewTerm(1)) if name == "NewTerm" else UNKNOWN[name]
    with pytest.raises(W.UnhandledNodeError, match=rf"LLVM emitter for nvptx \(kernel k\) has no case for the IR node {name}\b"):
        llvm_lower(body, HOOKS, "")


def test_llvm_wmma_is_refused_before_the_emitter_without_a_wmma_lowering():
    with pytest.raises(CapabilityError, match="Wmma"):  # HOOKS has no `wmma`
        llvm_lower(samples.wmma_gemm(16, 16, 16), HOOKS, "")
    stmt = N.WmmaFill(0, C(F32, 0.0))
    with pytest.raises(CodegenError, match="Wmma statement in a body without"):  # were one to reach it
        LLVMEmitter(_body(), HOOKS, "device-trap").visit(stmt)


def test_an_unknown_node_is_a_typed_poot_error():
    with pytest.raises(IRError):  # UnhandledNodeError is an IRError (a PootError: the CLI reports it)
        llvm_lower(UNKNOWN["NewStmt"], HOOKS, "")
