"""ir.walk: uses/defs/operands/map_locals on every node class of nodes.py, and the Visitor's
loud failure on a node it does not handle."""
from __future__ import annotations

import dataclasses
import inspect
import json

import pytest

from poot_core.errors import IRError, PootError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir import walk as W
from poot_core.ir.types import F32, I32, USIZE
from poot_core.testing.random_bodies import random_body

L = N.Local
C1 = N.Const(USIZE, 1)
CF = N.Const(F32, 2.5)
CONTAINERS = {N.Block, N.Param, N.LocalDecl, N.WgArray, N.Body}

# class -> (a sample with distinct local ids, uses, defs, operands, the sample with every id + 100)
CASES = {
    N.Local: (L(3), (3,), (), (L(3),), L(103)),
    N.Const: (C1, (), (), (C1,), C1),
    N.Use: (N.Use(L(1)), (1,), (), (L(1),), N.Use(L(101))),
    N.BinOp: (N.BinOp("add", L(1), L(2)), (1, 2), (), (L(1), L(2)), N.BinOp("add", L(101), L(102))),
    N.UnOp: (N.UnOp("neg", L(4)), (4,), (), (L(4),), N.UnOp("neg", L(104))),
    N.CheckOverflow: (N.CheckOverflow("mul", C1, L(2)), (2,), (), (C1, L(2)), N.CheckOverflow("mul", C1, L(102))),
    N.Cast: (N.Cast(L(5), I32), (5,), (), (L(5),), N.Cast(L(105), I32)),
    N.Math: (N.Math("max", (L(2), CF)), (2,), (), (L(2), CF), N.Math("max", (L(102), CF))),
    N.FromBits: (N.FromBits(L(6)), (6,), (), (L(6),), N.FromBits(L(106))),
    N.NoContractAdd: (N.NoContractAdd(L(1), L(1)), (1,), (), (L(1), L(1)), N.NoContractAdd(L(101), L(101))),
    N.Load: (N.Load(7, L(2)), (2,), (), (L(2),), N.Load(7, L(102))),
    N.Len: (N.Len(3), (), (), (), N.Len(3)),
    N.WgRead: (N.WgRead(5, L(9)), (9,), (), (L(9),), N.WgRead(5, L(109))),
    N.ShuffleXor: (N.ShuffleXor(L(3), 16), (3,), (), (L(3),), N.ShuffleXor(L(103), 16)),
    N.Assign: (N.Assign(4, N.BinOp("mul", L(1), L(4))), (1, 4), (4,), (L(1), L(4)),
               N.Assign(104, N.BinOp("mul", L(101), L(104)))),
    N.Store: (N.Store(2, L(1), L(3)), (1, 3), (), (L(1), L(3)), N.Store(2, L(101), L(103))),
    N.WorkgroupLocalWrite: (N.WorkgroupLocalWrite(1, L(2), CF), (2,), (), (L(2), CF),
                            N.WorkgroupLocalWrite(1, L(102), CF)),
    N.VectorStore: (N.VectorStore(1, L(0), (L(2), CF, L(3))), (0, 2, 3), (), (L(0), L(2), CF, L(3)),
                    N.VectorStore(1, L(100), (L(102), CF, L(103)))),
    N.AtomicAdd: (N.AtomicAdd(6, 0, L(1), L(2)), (1, 2), (6,), (L(1), L(2)), N.AtomicAdd(106, 0, L(101), L(102))),
    N.WmmaFill: (N.WmmaFill(8, CF), (), (8,), (CF,), N.WmmaFill(108, CF)),
    N.WmmaLoad: (N.WmmaLoad(8, 0, L(1), L(2), "col"), (1, 2), (8,), (L(1), L(2)),
                 N.WmmaLoad(108, 0, L(101), L(102), "col")),
    N.WmmaMma: (N.WmmaMma(9, 5, 6, 7), (5, 6, 7), (9,), (), N.WmmaMma(109, 105, 106, 107)),
    N.WmmaStore: (N.WmmaStore(2, L(1), L(3), 9), (1, 3, 9), (), (L(1), L(3)), N.WmmaStore(2, L(101), L(103), 109)),
    N.AsyncCopy: (N.AsyncCopy(1, L(2), 0, L(3), 4, L(5)), (2, 3, 5), (), (L(2), L(3), L(5)),
                  N.AsyncCopy(1, L(102), 0, L(103), 4, L(105))),
    N.AsyncCommit: (N.AsyncCommit(), (), (), (), N.AsyncCommit()),
    N.AsyncWait: (N.AsyncWait(1), (), (), (), N.AsyncWait(1)),
    N.WgmmaMma: (N.WgmmaMma(9, 0, L(1), 1, L(2), 7), (1, 2, 7), (9,), (L(1), L(2)), N.WgmmaMma(109, 0, L(101), 1, L(102), 107)),
    N.WgmmaStore: (N.WgmmaStore(2, L(1), L(3), 9, L(4), L(5)), (1, 3, 9, 4, 5), (), (L(1), L(3), L(4), L(5)),
                   N.WgmmaStore(2, L(101), L(103), 109, L(104), L(105))),
    N.Goto: (N.Goto(3), (), (), (), N.Goto(3)),
    N.SwitchInt: (N.SwitchInt(L(4), ((0, 1), (2, 5)), 7), (4,), (), (L(4),), N.SwitchInt(L(104), ((0, 1), (2, 5)), 7)),
    N.ThreadIndexCall: (N.ThreadIndexCall(2, "local", 1), (), (2,), (), N.ThreadIndexCall(102, "local", 1)),
    N.Barrier: (N.Barrier(4), (), (), (), N.Barrier(4)),
    N.Return: (N.Return(), (), (), (), N.Return()),
    N.Trap: (N.Trap(3, "bounds", None, "index out of bounds"), (), (), (), N.Trap(3, "bounds", None, "index out of bounds")),
}


def _node_classes_of_nodes_py() -> set[type]:
    return {c for _, c in inspect.getmembers(N, inspect.isclass)
            if c.__module__ == N.__name__ and dataclasses.is_dataclass(c)}


def test_every_node_class_is_walked_and_covered_here():
    """A class added to nodes.py must join Rvalue/Stmt/Terminator (so walk sees it) and get a case here."""
    nodes = _node_classes_of_nodes_py() - CONTAINERS
    assert nodes == set(W.NODE_CLASSES), "walk.NODE_CLASSES and nodes.py's node classes differ"
    assert nodes == set(CASES), f"no test case for {sorted(c.__name__ for c in nodes - set(CASES))}"


@pytest.mark.parametrize("cls", list(CASES), ids=lambda c: c.__name__)
def test_uses_defs_operands_map_locals(cls):
    x, uses, defs, ops, mapped = CASES[cls]
    assert type(x) is cls
    assert W.uses(x) == uses
    assert W.defs(x) == defs
    assert W.operands(x) == ops
    assert W.map_locals(x, lambda i: i + 100) == mapped
    assert type(W.map_locals(x, lambda i: i + 100)) is cls
    assert W.map_locals(x, lambda i: i) == x


def test_atomic_add_without_dest_defines_nothing():
    s = N.AtomicAdd(None, 0, L(1), L(2))
    assert W.defs(s) == () and W.uses(s) == (1, 2)
    assert W.map_locals(s, lambda i: i + 1) == N.AtomicAdd(None, 0, L(2), L(3))


def test_local_fields_table():
    """The raw-int local fields, read off the LocalDef/LocalUse annotations of nodes.py."""
    table = {c.__name__: W.local_fields(c) for c in W.NODE_CLASSES if W.local_fields(c)}
    assert table == {
        "Assign": (("dest", N.LOCAL_DEF),), "AtomicAdd": (("dest", N.LOCAL_DEF),),
        "WmmaFill": (("dest", N.LOCAL_DEF),), "WmmaLoad": (("dest", N.LOCAL_DEF),),
        "WmmaMma": (("dest", N.LOCAL_DEF), ("a", N.LOCAL_USE), ("b", N.LOCAL_USE), ("c", N.LOCAL_USE)),
        "WmmaStore": (("src", N.LOCAL_USE),), "ThreadIndexCall": (("dest", N.LOCAL_DEF),),
        "WgmmaMma": (("dest", N.LOCAL_DEF), ("c", N.LOCAL_USE)), "WgmmaStore": (("src", N.LOCAL_USE),)}


def test_non_nodes_are_a_typed_error():
    for fn in (W.uses, W.defs, W.operands):
        with pytest.raises(IRError, match="Block"):
            fn(N.Block((), N.Return()))
    with pytest.raises(IRError, match="int"):
        W.map_locals(3, lambda i: i)


def _kir_locals(x) -> list[int]:
    """Local ids in the .kir.json encoding of x: {"local": n} objects plus the LocalUse ints."""
    out: list[int] = []

    def go(v):
        if isinstance(v, dict):
            if set(v) == {"local"}:
                out.append(v["local"])
            for k, y in v.items():
                go(y)
        elif isinstance(v, list):
            for y in v:
                go(y)
    go(json.loads(json.dumps(kir._enc(x))))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_random_bodies_agree_with_the_kir_encoding(seed):
    """On random bodies (every node kind): the Local reads are those the .kir encoding holds, and
    renumbering by a permutation then back gives the body again."""
    body = random_body(seed)
    n = len(body.locals)
    perm = list(range(n))[::-1]
    inv = {p: i for i, p in enumerate(perm)}
    for b in body.blocks:
        for x in b.stmts + (b.term,):
            extra = [getattr(x, f) for f, k in W.local_fields(type(x)) if k == N.LOCAL_USE]
            assert set(W.uses(x)) == set(_kir_locals(x)) | set(extra)
            assert all(0 <= i < n for i in W.uses(x) + W.defs(x))
            y = W.map_locals(x, perm.__getitem__)
            assert W.uses(y) == tuple(perm[i] for i in W.uses(x))
            assert W.defs(y) == tuple(perm[i] for i in W.defs(x))
            assert W.map_locals(y, inv.__getitem__) == x


def test_block_uses_are_upward_exposed():
    b = N.Block((N.Assign(1, N.Use(L(0))), N.Assign(2, N.BinOp("add", L(1), L(3))), N.Assign(3, N.Use(L(2)))),
                N.SwitchInt(L(3), ((0, 1),), 2))
    assert W.block_uses(b) == (0, 3)
    assert W.block_defs(b) == (1, 2, 3)


class _Partial(W.Visitor):
    def visit_Goto(self, t):
        return ("goto", t.target)


def test_visitor_dispatches_and_fails_loudly_on_an_unhandled_node():
    v = _Partial()
    assert v.visit(N.Goto(4)) == ("goto", 4)
    with pytest.raises(W.UnhandledNodeError) as e:
        v.visit(N.Return())
    assert isinstance(e.value, PootError) and isinstance(e.value, IRError)
    assert "Return" in str(e.value) and "_Partial" in str(e.value) and "visit_Return" in str(e.value)
    assert "Goto" not in _Partial.missing() and "Return" in _Partial.missing()
    assert len(_Partial.missing()) == len(W.NODE_CLASSES) - 1


@dataclasses.dataclass(frozen=True, slots=True)
class _NewRvalue:
    """A node nodes.py does not have (as if one were added and a pass not taught it)."""

    a: N.Operand


@dataclasses.dataclass(frozen=True, slots=True)
class _NewStmt:
    value: N.Operand


def _body_with(stmt) -> N.Body:
    return N.Body("k", (N.Param("out", F32, True),), (N.LocalDecl(F32), N.LocalDecl(F32)),
                  (N.Block((N.Assign(1, N.Use(CF)), stmt), N.Return()),))


def test_an_unknown_node_is_a_typed_error_in_the_passes_that_dispatch_on_nodes():
    from poot_core.ir.uniformity import analyze
    from poot_core.oracle.compare import outputs_depending_on

    with pytest.raises(W.UnhandledNodeError, match="has no case for the IR node _NewRvalue"):
        analyze(_body_with(N.Assign(0, _NewRvalue(L(1)))))
    with pytest.raises(W.UnhandledNodeError, match="_Accesses.*_NewStmt"):
        outputs_depending_on(_body_with(_NewStmt(L(1))), {1})
    with pytest.raises(IRError, match="_NewRvalue"):
        W.uses(_NewRvalue(L(1)))
