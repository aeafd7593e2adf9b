"""The AIE core lowering is a walk.Visitor: it handles every node class of walk.NODE_CLASSES but
ShuffleXor, Wmma and Trap (codegen refuses them before the core is emitted), and a node class nodes.py does
not have (as if one were added and the lowering not taught it) fails with UnhandledNodeError
naming it, not with a generic error."""
from __future__ import annotations

import pytest

from poot_core.errors import CapabilityError, IRError, TrapRefused
from poot_core.ir import nodes as N
from poot_core.ir import walk as W
from poot_core.testing import samples
from poot_core.testing.unknown_nodes import NewOperand, NewRvalue, NewStmt, NewTerm, store_body
from poot_xdna import codegen
from poot_xdna.lower import Core

L, C = N.Local, N.Const


_body = store_body



def test_core_handles_every_node_but_the_refused_ones():
    assert Core.missing() == ("ShuffleXor", "WmmaFill", "WmmaLoad", "WmmaMma", "WmmaStore", "WgmmaMma", "WgmmaStore", "Trap")


def test_the_refused_nodes_are_refused_before_the_core():
    from poot_core.testing import shuffle_cases
    with pytest.raises(CapabilityError, match="subgroup operations .*one after another"):
        codegen.generate(shuffle_cases.butterfly_body("add"), codegen.Options())
    with pytest.raises(CapabilityError, match="matrix fragments"):
        codegen.generate(samples.wmma_gemm(16, 16, 16), codegen.Options())
    trapping = _body(term=N.Trap(0, "bounds"))
    with pytest.raises(TrapRefused):
        codegen.generate(trapping, codegen.Options())
    with pytest.raises(W.UnhandledNodeError, match="no case for the IR node Trap"):  # were one to reach it
        Core(trapping)


@pytest.mark.parametrize("name,stmts", [
    ("NewStmt", (NewStmt(L(1)),)),
    ("NewRvalue", (N.Assign(1, NewRvalue(L(1))),)),
    ("NewOperand", (N.Store(0, L(0), NewOperand(1)),)),
])
def test_core_names_an_unknown_node(name, stmts):
    assert "memref.store" in Core(_body()).text  # the body is fine without it
    with pytest.raises(W.UnhandledNodeError, match=rf"AIE core lowering of xdna \(kernel k\) has no case for the IR node {name}\b"):
        Core(_body(stmts))


def test_an_unknown_terminator_is_a_typed_error_naming_it():
    with pytest.raises(IRError, match="NewTerm"):  # the CFG layer (cfg.successors) meets it first
        Core(_body(term=NewTerm(1)))
