"""IR node classes nodes.py does not have (as if one were added and a pass not taught it), and a
small body to put them in: for tests that a Visitor fails loudly (UnhandledNodeError) on them."""
from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from ..ir.types import F32, USIZE


@dataclasses.dataclass(frozen=True, slots=True)
class NewOperand:
    id: int


@dataclasses.dataclass(frozen=True, slots=True)
class NewRvalue:
    a: N.Operand


@dataclasses.dataclass(frozen=True, slots=True)
class NewStmt:
    value: N.Operand


@dataclasses.dataclass(frozen=True, slots=True)
class NewTerm:
    target: int


def store_body(stmts: tuple = (), term: object = None) -> N.Body:
    """out[thread] = x, with `stmts` before the store (x: local 1, f32 2.5; the thread: local 0)."""
    return N.Body("k", (N.Param("out", F32, True),), (N.LocalDecl(USIZE), N.LocalDecl(F32)),
                  (N.Block((), N.ThreadIndexCall(0, "global", 1)),
                   N.Block((N.Assign(1, N.Use(N.Const(F32, 2.5))), *stmts, N.Store(0, N.Local(0), N.Local(1))),
                           term or N.Return())))  # type: ignore[arg-type]
