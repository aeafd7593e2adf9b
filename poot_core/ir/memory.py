"""Which memory each Kernel IR node touches: the parameter slices and workgroup arrays behind its
loads, stores and atomics (`accesses`), for the analyses that ask what a statement reads or writes.

A new node that reads or writes memory is taught here once (a visit method); one this module
does not know raises UnhandledNodeError.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from . import nodes as N
from .walk import Visitor

PARAM, WG = "param", "wg"  # the two memory spaces: a slice parameter, a workgroup-local array
READ, WRITE, ATOMIC = "read", "write", "atomic"  # ATOMIC: one read-modify-write of an element


@dataclass(frozen=True, slots=True)
class Access:
    """One memory access of a node: `space` PARAM (`id`: the parameter's index) or WG (`id`: the
    workgroup array's id), `kind` READ, WRITE or ATOMIC, at element `index` (None: a Wmma tile;
    an AsyncCopy's accesses start at `index` and span its `count` elements)."""

    space: str
    id: int
    kind: str
    index: N.Operand | None = None

    @property
    def reads(self) -> bool:
        return self.kind != WRITE

    @property
    def writes(self) -> bool:
        return self.kind != READ


class _Accesses(Visitor):
    """A node's memory accesses, in the order it makes them."""

    def visit_Assign(self, s: N.Assign) -> tuple[Access, ...]:
        return self.visit(s.value)

    def visit_Load(self, v: N.Load) -> tuple[Access, ...]:
        return (Access(PARAM, v.slice, READ, v.index),)

    def visit_WgRead(self, v: N.WgRead) -> tuple[Access, ...]:
        return (Access(WG, v.array, READ, v.index),)

    def visit_Store(self, s: N.Store | N.VectorStore) -> tuple[Access, ...]:
        return (Access(PARAM, s.slice, WRITE, s.index),)

    visit_VectorStore = visit_Store

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite) -> tuple[Access, ...]:
        return (Access(WG, s.array, WRITE, s.index),)

    def visit_AtomicAdd(self, s: N.AtomicAdd) -> tuple[Access, ...]:
        return (Access(PARAM, s.slice, ATOMIC, s.index),)

    def visit_WmmaLoad(self, s: N.WmmaLoad) -> tuple[Access, ...]:
        return (Access(s.space, s.slice, READ),)

    def visit_WmmaStore(self, s: N.WmmaStore) -> tuple[Access, ...]:
        return (Access(s.space, s.slice, WRITE),)

    def visit_AsyncCopy(self, s: N.AsyncCopy) -> tuple[Access, ...]:
        # `count` elements each: the source read (of `valid` of them), the destination written
        return (Access(PARAM, s.slice, READ, s.src_index), Access(WG, s.array, WRITE, s.dst_index))

    def visit_WgmmaMma(self, s: N.WgmmaMma) -> tuple[Access, ...]:
        return (Access(WG, s.a_array, READ), Access(WG, s.b_array, READ))

    def visit_WgmmaStore(self, s: N.WgmmaStore) -> tuple[Access, ...]:
        return (Access(PARAM, s.slice, WRITE),)

    def _none(self, x: object) -> tuple[Access, ...]:
        return ()

    # no memory: computations (Len reads a slice's length, not its elements), fragment register
    # ops, and control flow (a Barrier orders accesses; it makes none)
    visit_Use = visit_BinOp = visit_UnOp = visit_CheckOverflow = visit_Cast = visit_Math = _none
    visit_FromBits = visit_NoContractAdd = visit_Len = visit_WmmaFill = visit_WmmaMma = _none
    visit_ShuffleXor = _none  # lane to lane, in registers
    visit_AsyncCommit = visit_AsyncWait = _none  # they order the lane's copies; they access nothing
    visit_Goto = visit_SwitchInt = visit_ThreadIndexCall = visit_Barrier = visit_Return = visit_Trap = _none


_ACCESSES = _Accesses()


def accesses(x: object) -> tuple[Access, ...]:
    """The memory accesses of statement, rvalue or terminator `x` (an Assign: those of its value)."""
    return _ACCESSES.visit(x)


def params_written(stmts: Iterable[object]) -> set[int]:
    """The parameters (by index) that any of `stmts` stores to or applies an atomic to."""
    return {a.id for s in stmts for a in accesses(s) if a.space == PARAM and a.writes}
