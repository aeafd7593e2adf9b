"""Wrap-free arithmetic: mark the integer BinOps the range analysis proves never wrap.

`mark_nowrap(body, ranges, proven)` returns a new Body whose integer add/sub/mul/shl BinOps carry
`nowrap=True` (poot_core.ir.nodes.BinOp) where that is proven:

(a) checked: a BinOp whose overflow check - a CheckOverflow of the same op on the same operand
    values in the same block, read by the block's switch whose trap edge (taken exactly when the
    flag is true) `range_checks.proven_checks` proves never taken - cannot fail (add/sub/mul: the
    check of a shift only bounds its amount, not the bits shifted out);
(b) unchecked: any other add/sub/mul/shl whose operand intervals at that statement
    (`Ranges.states`) give an exact result within the type (shl: the amount in [0, width) and
    a * 2^amount in range).

The value of a flagged op is the same as without the flag; backends may state the flag (LLVM:
`nsw` on a signed type, `nuw` on an unsigned one) and the oracle asserts it. The analysis is the
one `range_checks` uses (one `Ranges` for both passes). `strip_nowrap` clears every flag: the
compile pipeline (poot_core.compile) clears those a body arrives with before proving its own, and
those of a body launch shaping reshapes (its extra virtual threads run past the grid the
analysis assumed).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ..ir import nodes as N
from ..ir.types import BOOL, Scalar
from ..ir.walk import defs
from .ranges import Interval, Ranges, State, exact


@dataclass(frozen=True)
class Marked:
    """What mark_nowrap flagged: (block, statement index in the body it was given) of each op, by reason."""

    checked: tuple[tuple[int, int], ...]  # (a): its proven overflow check
    unchecked: tuple[tuple[int, int], ...]  # (b): its operands' intervals

    @property
    def count(self) -> int:
        return len(self.checked) + len(self.unchecked)


def fits(op: str, ty: Scalar, A: Interval, B: Interval) -> bool:
    """Whether integer `op` of type ty on operands in A, B always gives its exact result."""
    lo, hi = N.int_range(ty)
    if op == "shl":
        if B[0] < 0 or B[1] >= ty.bits:
            return False
        ends = [a << b for a in A for b in B]  # a * 2^b is monotone in each: its extremes are corners
        return lo <= min(ends) and max(ends) <= hi
    r = exact(op, A, B)
    return r is not None and lo <= r[0] and r[1] <= hi


def _op_type(an: Ranges, v: N.BinOp) -> Scalar | None:
    ty = v.a.ty if isinstance(v.a, N.Const) else an.types.get(v.a.id)
    return ty if ty is not None and ty != BOOL and ty.is_int else None


def _candidate(s: N.Stmt) -> N.BinOp | None:
    if isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.op in N.NOWRAP_OPS \
            and not s.value.nowrap:
        return s.value
    return None


def _unchecked(an: Ranges, b: int) -> list[int]:
    """(b): the statements of block b whose add/sub/mul/shl the intervals prove exact."""
    out = []
    st: State
    for i, (s, st) in enumerate(an.states(b)):
        v = _candidate(s)
        if v is None:
            continue
        ty = _op_type(an, v)
        A, B = an.of(st, v.a), an.of(st, v.b)
        if ty is not None and A is not None and B is not None and fits(v.op, ty, A, B):
            out.append(i)
    return out


def _checked(body: N.Body, b: int, keep: int) -> list[int]:
    """(a): the statements of block b whose add/sub/mul the block's proven overflow check covers."""
    blk = body.blocks[b]
    t = blk.term
    if not isinstance(t, N.SwitchInt) or len(t.cases) != 1 or not isinstance(t.discr, N.Local):
        return []
    (value, case_tgt) = t.cases[0]
    trap = case_tgt if keep == t.otherwise else t.otherwise
    if not ((trap == case_tgt and value == 1) or (trap == t.otherwise and value == 0)):
        return []  # the trap is not taken exactly when the flag is true
    f = t.discr.id
    stmts = blk.stmts
    last = [i for i, s in enumerate(stmts) if f in defs(s)]
    if not last:
        return []
    j = last[-1]
    chk = stmts[j]
    if not (isinstance(chk, N.Assign) and isinstance(chk.value, N.CheckOverflow)
            and chk.value.op in ("add", "sub", "mul")):
        return []
    c = chk.value
    operands = {o.id for o in (c.a, c.b) if isinstance(o, N.Local)}
    out = []
    for k, s in enumerate(stmts):
        v = _candidate(s)
        if v is None or (v.op, v.a, v.b) != (c.op, c.a, c.b):
            continue
        lo, hi = min(j, k), max(j, k)  # the operands hold the same values at k as at j
        if not any(operands & set(defs(x)) for x in stmts[lo:hi]) \
                and not any(_may_stop(x) for x in stmts[k + 1:]):  # every lane at k reaches the switch
            out.append(k)
    return out


_PURE = (N.Use, N.UnOp, N.CheckOverflow, N.Cast, N.Math, N.FromBits, N.NoContractAdd, N.Len)


def _may_stop(s: N.Stmt) -> bool:
    """Whether a lane can end at s (a fault: a memory access, an integer division by zero)."""
    if not isinstance(s, N.Assign):
        return True
    v = s.value
    return not (isinstance(v, _PURE) or (isinstance(v, N.BinOp) and v.op not in ("div", "rem")))


def mark_nowrap(body: N.Body, ranges: Ranges | None = None,
                proven: Sequence[tuple[int, int, object]] | None = None) -> tuple[N.Body, Marked]:
    """A new Body with `nowrap` on every add/sub/mul/shl proven never to wrap, and what was marked.
    `ranges`: the analysis of `body`; `proven`: its `range_checks.proven_checks` (both computed
    when not given)."""
    from .range_checks import proven_checks

    an = Ranges(body) if ranges is None else ranges
    found = proven_checks(body, an) if proven is None else proven
    checked = {(b, k) for b, keep, _ in found for k in _checked(body, b, keep)}
    unchecked = {(b, k) for b in range(len(body.blocks)) for k in _unchecked(an, b)} - checked
    marks = checked | unchecked
    if not marks:
        return body, Marked((), ())
    blocks = list(body.blocks)
    for b in sorted({b for b, _ in marks}):
        stmts = list(blocks[b].stmts)
        for k in sorted(k for bb, k in marks if bb == b):
            s = stmts[k]
            assert isinstance(s, N.Assign) and isinstance(s.value, N.BinOp)
            stmts[k] = replace(s, value=replace(s.value, nowrap=True))
        blocks[b] = replace(blocks[b], stmts=tuple(stmts))
    return replace(body, blocks=tuple(blocks)), Marked(tuple(sorted(checked)), tuple(sorted(unchecked)))


def strip_nowrap(body: N.Body) -> N.Body:
    """`body` with no BinOp marked nowrap (the same body when none is)."""
    changed = False
    blocks = []
    for blk in body.blocks:
        stmts = tuple(replace(s, value=replace(s.value, nowrap=False))
                      if isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.nowrap else s
                      for s in blk.stmts)
        changed |= stmts != blk.stmts
        blocks.append(replace(blk, stmts=stmts) if stmts != blk.stmts else blk)
    return replace(body, blocks=tuple(blocks)) if changed else body
