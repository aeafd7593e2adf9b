"""Every per-node Visitor of the core - the oracle's Step, the verifier, the uniformity analysis,
memory effects, check elimination, structurization and the race check's statement text - handles
exactly the node classes it means to (`missing()` is the intentional rest), and a node it does not
know is an UnhandledNodeError naming the node and the visitor (never a silent skip)."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import IRError, VerifyError
from poot_core.ir import memory as M
from poot_core.ir import nodes as N
from poot_core.ir import uniformity, verify
from poot_core.ir import walk as W
from poot_core.ir.types import F32, U32, USIZE
from poot_core.oracle import machine, racecheck
from poot_core.passes import checks
from poot_core.passes import structurize as S
from poot_core.target import Grid
from poot_core.testing.unknown_nodes import NewRvalue, NewStmt, NewTerm

L = N.Local
ZERO = N.Const(USIZE, 0)
ONE_F = N.Const(F32, 1.0)
ALL = {c.__name__ for c in W.NODE_CLASSES}
OPERANDS = {c.__name__ for c in W.OPERAND_CLASSES}
RVALUES = {c.__name__ for c in W.RVALUE_CLASSES}
STMTS = {c.__name__ for c in W.STMT_CLASSES}
TERMS = {c.__name__ for c in W.TERM_CLASSES}

# visitor -> the node classes it intentionally has no method for (and why)
MISSING = {
    machine.Step: OPERANDS,  # operands are read by Step.val
    verify._Verifier: set(),  # every node: operands give their type
    uniformity._UniformityAnalysis: ALL - RVALUES - {"Assign", "AtomicAdd", "ThreadIndexCall"}
    - {"WmmaFill", "WmmaLoad", "WmmaMma", "WgmmaMma"},  # it visits the nodes that write a local
    M._Accesses: OPERANDS,
    checks._Value: OPERANDS,  # every node that can write a local, and the rest (no value)
    checks._EdgeFact: ALL - TERMS,  # a fact holds on a terminator's edge
    S._Translate: ALL - TERMS,  # statements are carried into the tree as they are
    racecheck._Render: ALL - {"Assign", "Load", "WgRead", "Store", "VectorStore", "WorkgroupLocalWrite", "AtomicAdd",
                              "WmmaLoad", "WmmaStore", "AsyncCopy", "WgmmaMma"},
}


@pytest.mark.parametrize("visitor", list(MISSING), ids=lambda v: f"{v.__module__}.{v.__name__}")
def test_missing_is_exactly_the_intentionally_unhandled_set(visitor):
    assert set(visitor.missing()) == MISSING[visitor]


def test_the_structured_tree_visitor_handles_every_item():
    assert S._ToBody.missing(S.ITEMS) == ()


def test_the_oracle_dispatch_tables_cover_each_position():
    assert set(machine._STMT) == set(W.STMT_CLASSES)
    assert set(machine._RVALUE) == set(W.RVALUE_CLASSES)
    assert set(machine._TERM) == set(W.TERM_CLASSES)
    assert machine._STMT[N.Assign] is machine.Step.visit_Assign


def test_methods_is_the_dispatch_table_of_the_classes_a_visitor_has():
    class V(W.Visitor):
        def visit_Goto(self, t):
            return t.target

    table = V.methods()
    assert set(table) == {N.Goto} and table[N.Goto](V(), N.Goto(3)) == 3
    assert V.methods((N.Return,)) == {}


# --- unknown nodes ------------------------------------------------------------------------------
def _body(stmts=(), term=None) -> N.Body:
    """out[0] = 1.0 after `stmts`; _0: f32, _1: usize."""
    return N.Body("k", (N.Param("out", F32, True),), (N.LocalDecl(F32, "x"), N.LocalDecl(USIZE, "i")),
                  (N.Block((N.Assign(0, N.Use(ONE_F)), *stmts, N.Store(0, ZERO, L(0))), term or N.Return()),))


def _unhandled(excinfo, node: str, visitor: str) -> None:
    e = excinfo.value
    assert e.node == node and e.visitor == visitor
    assert node in str(e) and visitor in str(e) and f"visit_{node}" in str(e)


UNKNOWN = [("stmt", NewStmt(L(0)), "NewStmt"), ("rvalue", N.Assign(0, NewRvalue(L(0))), "NewRvalue")]


@pytest.mark.parametrize("what,stmt,name", UNKNOWN, ids=[u[0] for u in UNKNOWN])
def test_the_oracle_fails_loudly_on_an_unknown_node(what, stmt, name):
    body, bufs = _body((stmt,)), {"out": np.zeros(4, np.float32)}
    with pytest.raises(W.UnhandledNodeError) as e:
        oracle.run(body, bufs, Grid((1, 1), 64), racecheck=False)
    _unhandled(e, name, "Step")
    with pytest.raises(W.UnhandledNodeError) as e:  # with the race check, its memory scan sees it first
        oracle.run(body, bufs, Grid((1, 1), 64))
    _unhandled(e, name, "_Accesses")


def test_the_oracle_dispatches_by_position():
    """A node where another kind belongs (a Load as a statement) is not run as if it were one."""
    with pytest.raises(W.UnhandledNodeError) as e:
        oracle.run(_body((N.Load(0, ZERO),)), {"out": np.zeros(4, np.float32)}, Grid((1, 1), 64), racecheck=False)
    _unhandled(e, "Load", "Step")


def test_the_oracle_names_an_unknown_terminator():
    with pytest.raises(IRError, match="NewTerm is not a Kernel IR terminator"):
        oracle.run(_body(term=NewTerm(0)), {"out": np.zeros(4, np.float32)}, Grid((1, 1), 64))


@pytest.mark.parametrize("what,stmt,name", UNKNOWN, ids=[u[0] for u in UNKNOWN])
def test_the_verifier_refuses_an_object_that_is_no_ir_node(what, stmt, name):
    """Bad input (an object of no node class of nodes.py) is a VerifyError, as it always was."""
    with pytest.raises(VerifyError, match=f"UnknownNode: {name} is not an? (statement|rvalue)"):
        verify.verify(_body((stmt,)))
    with pytest.raises(VerifyError, match="UnknownNode: NewTerm is not a terminator"):
        verify.verify(_body(term=NewTerm(0)))


@pytest.mark.parametrize("position,node,name", [
    ("STMT_CLASSES", NewStmt(L(0)), "NewStmt"),
    ("RVALUE_CLASSES", N.Assign(0, NewRvalue(L(0))), "NewRvalue"),
    ("TERM_CLASSES", NewTerm(0), "NewTerm"),
])
def test_the_verifier_fails_loudly_on_a_node_class_it_was_not_taught(monkeypatch, position, node, name):
    """A node class added to nodes.py's unions (so walk's class tuples hold it) but not to the verifier."""
    cls = type(node.value) if isinstance(node, N.Assign) else type(node)
    monkeypatch.setattr(W, position, getattr(W, position) + (cls,))
    body = _body(term=node) if position == "TERM_CLASSES" else _body((node,))
    with pytest.raises(W.UnhandledNodeError) as e:
        verify.verify(body)
    _unhandled(e, name, "_Verifier")


def test_a_visitor_that_lost_a_method_fails_loudly(monkeypatch):
    """Each visitor without one of its methods: the node it no longer knows is named."""
    kb_body = _body(term=N.Barrier(1))
    kb_body = dataclasses.replace(kb_body, blocks=kb_body.blocks + (N.Block((), N.Return()),))
    verify.verify(kb_body)
    for visitor, method in ((verify._Verifier, "visit_Barrier"), (S._Translate, "visit_Barrier"),
                            (machine.Step, "visit_Store")):
        with monkeypatch.context() as m:
            m.delattr(visitor, method)
            if visitor is machine.Step:
                m.setattr(machine, "_STMT", machine.Step.methods(W.STMT_CLASSES))
            with pytest.raises(W.UnhandledNodeError) as e:
                if visitor is verify._Verifier:
                    verify.verify(kb_body)
                elif visitor is S._Translate:
                    S.structurize(kb_body)
                else:
                    oracle.run(kb_body, {"out": np.zeros(4, np.float32)}, Grid((1, 1), 64))
            _unhandled(e, method[len("visit_"):], visitor.__name__)


@pytest.mark.parametrize("what,stmt,name", UNKNOWN + [("term", None, "NewTerm")], ids=["stmt", "rvalue", "term"])
def test_check_elimination_fails_loudly_on_an_unknown_node(what, stmt, name):
    body = _body(term=NewTerm(0)) if stmt is None else _body((stmt,))
    with pytest.raises(W.UnhandledNodeError) as e:
        checks.eliminate_dominated_checks(body)
    _unhandled(e, name, "_Value")


def test_check_elimination_without_its_switch_fact_fails_loudly(monkeypatch):
    monkeypatch.delattr(checks._EdgeFact, "visit_SwitchInt")
    body = _body(term=N.SwitchInt(N.Const(N.BOOL, True), ((0, 0),), 0))
    with pytest.raises(W.UnhandledNodeError) as e:
        checks.eliminate_dominated_checks(body)
    _unhandled(e, "SwitchInt", "_EdgeFact")


def test_the_analyses_on_memory_effects_fail_loudly_on_an_unknown_node():
    from poot_core.oracle.compare import outputs_depending_on

    body = _body((NewStmt(L(0)),))
    for run in (lambda: M.accesses(NewStmt(L(0))), lambda: uniformity.analyze(body),
                lambda: outputs_depending_on(body, {0})):
        with pytest.raises(W.UnhandledNodeError) as e:
            run()
        _unhandled(e, "NewStmt", "_Accesses")
    with pytest.raises(W.UnhandledNodeError) as e:
        racecheck.render(body, N.Assign(0, N.Use(ONE_F)))  # no memory statement: the race check never names one
    _unhandled(e, "Use", "_Render")


def test_to_body_fails_loudly_on_an_unknown_tree_item():
    tree = S.structurize(_body())
    bad = dataclasses.replace(tree, root=S.Seq((S.Code(()), NewStmt(L(0)))))
    with pytest.raises(W.UnhandledNodeError) as e:
        S.to_body(bad)
    _unhandled(e, "NewStmt", "_ToBody")


# --- memory effects -----------------------------------------------------------------------------
def test_accesses_of_every_node_class():
    FR = 2
    want = {
        N.Assign(0, N.Load(1, L(1))): (M.Access(M.PARAM, 1, M.READ, L(1)),),
        N.Assign(0, N.WgRead(3, ZERO)): (M.Access(M.WG, 3, M.READ, ZERO),),
        N.Assign(0, N.Len(1)): (),
        N.Assign(0, N.BinOp("add", L(0), ONE_F)): (),
        N.Store(1, L(1), L(0)): (M.Access(M.PARAM, 1, M.WRITE, L(1)),),
        N.VectorStore(2, ZERO, (L(0), L(0))): (M.Access(M.PARAM, 2, M.WRITE, ZERO),),
        N.WorkgroupLocalWrite(4, L(1), L(0)): (M.Access(M.WG, 4, M.WRITE, L(1)),),
        N.AtomicAdd(None, 5, ZERO, N.Const(U32, 1)): (M.Access(M.PARAM, 5, M.ATOMIC, ZERO),),
        N.WmmaFill(FR, ONE_F): (),
        N.WmmaLoad(FR, 6, ZERO, ZERO): (M.Access(M.PARAM, 6, M.READ),),
        N.WmmaMma(FR, FR, FR, FR): (),
        N.WmmaStore(7, ZERO, ZERO, FR): (M.Access(M.PARAM, 7, M.WRITE),),
        N.Goto(0): (), N.SwitchInt(L(1), ((0, 1),), 0): (), N.ThreadIndexCall(1, "local", 0): (),
        N.Barrier(0): (), N.Return(): (), N.Trap(0, "bounds"): (),
    }
    for node, acc in want.items():
        assert M.accesses(node) == acc, node
    assert M.Access(M.PARAM, 0, M.ATOMIC).reads and M.Access(M.PARAM, 0, M.ATOMIC).writes
    assert not M.Access(M.PARAM, 0, M.READ).writes and not M.Access(M.PARAM, 0, M.WRITE).reads
    assert M.params_written(want) == {1, 2, 5, 7}
