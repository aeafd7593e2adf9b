"""The AIE core lowering is a walk.Visitor: it handles every node class of walk.NODE_CLASSES but
Wmma and Trap (codegen refuses both before the core is emitted), and a node class nodes.py does
not have (as if one were added and the lowering not taught it) fails with UnhandledNodeError
naming it, not with a generic error."""
from __future__ import annotations

import dataclasses

import pytest

from poot_core.errors import CapabilityError, IRError, TrapRefused
from poot_core.ir import nodes as N
from poot_core.ir import walk as W
from poot_core.ir.types import F32, USIZE
from poot_core.testing import samples
from poot_xdna import codegen
from poot_xdna.lower import Core

L, C = N.Local, N.Const


@dataclasses.dataclass(frozen=True, slots=True)
class _NewOperand:
    id: int


@dataclasses.dataclass(frozen=True, slots=True)
class _NewRvalue:
    a: N.Operand


@dataclasses.dataclass(frozen=True, slots=True)
class _NewStmt:
    value: N.Operand


@dataclasses.dataclass(frozen=True, slots=True)
class _NewTerm:
    target: int


def _body(stmts=(), term=None) -> N.Body:
    """out[thread] = x, with `stmts` (x: local 1, f32) before the store."""
    return N.Body("k", (N.Param("out", F32, True),), (N.LocalDecl(USIZE), N.LocalDecl(F32)),
                  (N.Block((), N.ThreadIndexCall(0, "global", 1)),
                   N.Block((N.Assign(1, N.Use(C(F32, 2.5))), *stmts, N.Store(0, L(0), L(1))), term or N.Return())))


def test_core_handles_every_node_but_the_refused_ones():
    assert Core.missing() == ("WmmaFill", "WmmaLoad", "WmmaMma", "WmmaStore", "Trap")


def test_the_refused_nodes_are_refused_before_the_core():
    with pytest.raises(CapabilityError, match="matrix fragments"):
        codegen.generate(samples.wmma_gemm(16, 16, 16), codegen.Options())
    trapping = _body(term=N.Trap(0, "bounds"))
    with pytest.raises(TrapRefused):
        codegen.generate(trapping, codegen.Options())
    with pytest.raises(W.UnhandledNodeError, match="no case for the IR node Trap"):  # were one to reach it
        Core(trapping)


@pytest.mark.parametrize("name,stmts", [
    ("_NewStmt", (_NewStmt(L(1)),)),
    ("_NewRvalue", (N.Assign(1, _NewRvalue(L(1))),)),
    ("_NewOperand", (N.Store(0, L(0), _NewOperand(1)),)),
])
def test_core_names_an_unknown_node(name, stmts):
    assert "memref.store" in Core(_body()).text  # the body is fine without it
    with pytest.raises(W.UnhandledNodeError, match=rf"AIE core lowering of xdna \(kernel k\) has no case for the IR node {name}\b"):
        Core(_body(stmts))


def test_an_unknown_terminator_is_a_typed_error_naming_it():
    with pytest.raises(IRError, match="_NewTerm"):  # the CFG layer (cfg.successors) meets it first
        Core(_body(term=_NewTerm(1)))
