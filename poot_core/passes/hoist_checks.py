"""Loop-invariant check hoisting: move a check whose operands no iteration changes to the loop's
preheader, where that keeps the trap's site, kind and faulting thread.

A check (a two-way `SwitchInt` on a flag one of whose edges goes to a `Trap` block; the flag a
CheckOverflow or a comparison computed in the check's block) is hoisted out of the natural loop
of header H only when it certainly runs on the first iteration with the same operands and
nothing observable can happen before it:

- H has one predecessor outside the loop, ending in `Goto(H)` (the preheader); the check's
  operands are constants or locals that no block of the loop assigns;
- from H the first iteration reaches the check along straight-line blocks of the loop (`Goto`,
  index calls, and earlier checks already hoisted), without a branch, a barrier, an exit, an
  inner loop, any other check that could fire first, or a memory write (store, atomic,
  workgroup write, Wmma).

The preheader then computes the flag into a fresh local and branches to the same Trap block (so
the site and kind are the same, and the lane that traps is the lane that would have trapped in
the first iteration, having done nothing observable in between); the check in the loop becomes
a `Goto`. Anything else is left where it is.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..ir import cfg
from ..ir import nodes as N
from ..ir.types import BOOL
from ..ir.walk import block_defs, defs

_WRITES = (N.Store, N.VectorStore, N.AtomicAdd, N.WorkgroupLocalWrite, N.WmmaFill, N.WmmaLoad, N.WmmaMma, N.WmmaStore)


@dataclass(frozen=True)
class Hoisted:
    """One check moved: its block in the loop, the loop's header, the trap's site and kind."""

    block: int
    header: int
    site: int
    kind: str


def _check_of(body: N.Body, b: int):
    """(trap target, continue target, the statement index of the flag's definition) of a check
    block, or None."""
    blk = body.blocks[b]
    t = blk.term
    if not isinstance(t, N.SwitchInt) or len(t.cases) != 1 or not isinstance(t.discr, N.Local):
        return None
    (_, case_tgt), other = t.cases[0], t.otherwise
    if case_tgt == other:
        return None
    for trap_tgt, cont in ((case_tgt, other), (other, case_tgt)):
        if isinstance(body.blocks[trap_tgt].term, N.Trap):
            break
    else:
        return None
    for i in range(len(blk.stmts) - 1, -1, -1):
        if t.discr.id in defs(blk.stmts[i]):
            s = blk.stmts[i]
            ok = isinstance(s, N.Assign) and (isinstance(s.value, N.CheckOverflow)
                                              or (isinstance(s.value, N.BinOp) and s.value.op in N.CMP_OPS))
            return (trap_tgt, cont, i) if ok else None
    return None


def _one(body: N.Body) -> tuple[N.Body, Hoisted] | None:
    succ = cfg.successors(body)
    live = sorted(cfg.reachable(succ))
    pred = cfg.predecessors(succ, live)
    idom = cfg.immediate_dominators(succ)
    loops: dict[int, set[int]] = {}
    for p in live:
        for h in succ[p]:
            if cfg.dominates(idom, h, p):
                loops.setdefault(h, set()).update(cfg.natural_loop(pred, h, p))
    for h in sorted(loops):
        loop = loops[h]
        outside = [p for p in pred[h] if p not in loop]
        if len(outside) != 1 or not isinstance(body.blocks[outside[0]].term, N.Goto):
            continue
        pre = outside[0]
        assigned = {d for b in loop for d in block_defs(body.blocks[b])}
        inner = {b for x in loops if x != h and x in loop for b in loops[x]}
        cur, seen = h, set()
        while cur in loop and cur not in seen and cur not in inner:
            seen.add(cur)
            blk = body.blocks[cur]
            found = _check_of(body, cur)
            if found is not None:
                trap_tgt, cont, i = found
                s = blk.stmts[i]
                assert isinstance(s, N.Assign)
                invariant = all(isinstance(o, N.Const) or o.id not in assigned for o in _operands(s.value))
                quiet = not any(isinstance(x, _WRITES) for x in blk.stmts[:i])
                if invariant and quiet:
                    return _hoist(body, pre, h, cur, s, trap_tgt, cont)
                break  # a check that may fire first (or follows a write): stop
            if any(isinstance(x, _WRITES) for x in blk.stmts):
                break
            t = blk.term
            if isinstance(t, (N.Goto, N.ThreadIndexCall)):
                cur = t.target
            else:  # a branch, a barrier, an exit: the first iteration may not get further
                break
    return None


def _operands(v: N.Rvalue) -> tuple[N.Operand, ...]:
    assert isinstance(v, (N.CheckOverflow, N.BinOp))
    return (v.a, v.b)


def _hoist(body: N.Body, pre: int, header: int, b: int, s: N.Assign, trap_tgt: int,
           cont: int) -> tuple[N.Body, Hoisted]:
    t = body.blocks[b].term
    assert isinstance(t, N.SwitchInt)
    flag = len(body.locals)
    new_pre = len(body.blocks)  # the new preheader: the loop's next hoisted check goes there
    blocks = list(body.blocks)
    case_val = t.cases[0][0]
    if t.cases[0][1] == trap_tgt:
        term: N.Terminator = N.SwitchInt(N.Local(flag), ((case_val, trap_tgt),), new_pre)
    else:
        term = N.SwitchInt(N.Local(flag), ((case_val, new_pre),), trap_tgt)
    p = blocks[pre]
    blocks[pre] = N.Block(p.stmts + (N.Assign(flag, s.value, s.span),), term)
    blocks[b] = replace(blocks[b], term=N.Goto(cont))
    blocks.append(N.Block((), N.Goto(header)))
    trap = body.blocks[trap_tgt].term
    assert isinstance(trap, N.Trap)
    new = replace(body, locals=body.locals + (N.LocalDecl(BOOL, "hoisted_check"),), blocks=tuple(blocks))
    return new, Hoisted(b, header, trap.site, trap.kind)


def hoist_invariant_checks(body: N.Body) -> tuple[N.Body, list[Hoisted]]:
    """A new Body with every hoistable loop-invariant check in its loop's preheader, and what moved."""
    moved: list[Hoisted] = []
    while True:
        got = _one(body)
        if got is None:
            return body, moved
        body, h = got
        moved.append(h)
