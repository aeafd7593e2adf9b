"""Check elimination with arithmetic: drop the checks that the range analysis proves never fail.

A check is a two-way `SwitchInt` one of whose edges goes to a block ending in a `Trap` (bounds,
overflow, divide, shift). When `poot_core.passes.ranges` proves that edge is never taken - the
operands of a CheckOverflow cannot overflow, `idx < len` always holds, a divisor is never 0 - the
switch becomes a `Goto` to the other edge; a CheckOverflow whose flag nothing reads any more is
dropped (its BinOp already computes the plain, wrapping result, which is then exact). The trap
block is left for the caller to prune (it is unreachable). Nothing else changes, so every other
trap keeps its site, kind and faulting thread. `range_passes` runs this pass and
poot_core.passes.nowrap on one analysis (what the compile pipeline does).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..ir import nodes as N
from ..ir.walk import uses
from .nowrap import Marked, mark_nowrap
from .ranges import Ranges


@dataclass(frozen=True)
class Removed:
    """One check the pass removed: the block of its switch and the site and kind of its trap."""

    block: int
    site: int
    kind: str


def _trap_of(body: N.Body, b: int) -> N.Trap | None:
    t = body.blocks[b].term
    return t if isinstance(t, N.Trap) else None


def proven_checks(body: N.Body, ranges: Ranges | None = None) -> list[tuple[int, int, Removed]]:
    """(switch block, the target it always takes, what is removed) for every provable check."""
    an = Ranges(body) if ranges is None else ranges
    out = []
    for b, block in enumerate(body.blocks):
        t = block.term
        if an.entry[b] is None or not isinstance(t, N.SwitchInt) or len(t.cases) != 1:
            continue
        (_, case_tgt), other = t.cases[0], t.otherwise
        if case_tgt == other:
            continue
        st = an.term_state(b)
        for trap_tgt, keep in ((case_tgt, other), (other, case_tgt)):
            trap = _trap_of(body, trap_tgt)
            if trap is not None and trap.kind != "unreachable" and an.edge(b, trap_tgt, st) is None:
                out.append((b, keep, Removed(b, trap.site, trap.kind)))
                break
    return out


def eliminate_range_checks(body: N.Body, ranges: Ranges | None = None,
                           found: list[tuple[int, int, Removed]] | None = None) -> tuple[N.Body, list[Removed]]:
    """A new Body without the checks the range analysis proves never fail, and what went.
    `ranges` / `found`: the analysis and proven_checks of a body with these blocks and checks
    (computed when not given)."""
    if found is None:
        found = proven_checks(body, ranges)
    if not found:
        return body, []
    blocks = list(body.blocks)
    for b, keep, _ in found:
        blocks[b] = replace(blocks[b], term=N.Goto(keep))
    # drop CheckOverflow flags nothing reads now
    read = {x for blk in blocks for node in blk.stmts + (blk.term,) for x in uses(node)}
    for i, blk in enumerate(blocks):
        stmts = tuple(s for s in blk.stmts
                      if not (isinstance(s, N.Assign) and isinstance(s.value, N.CheckOverflow) and s.dest not in read))
        if len(stmts) != len(blk.stmts):
            blocks[i] = replace(blk, stmts=stmts)
    return replace(body, blocks=tuple(blocks)), [r for _, _, r in found]


def range_passes(body: N.Body) -> tuple[N.Body, list[Removed], Marked]:
    """Both passes of one range analysis: the ops it proves never wrap marked `nowrap`
    (poot_core.passes.nowrap), then the checks it proves never fail removed."""
    an = Ranges(body)
    found = proven_checks(body, an)
    marked_body, marked = mark_nowrap(body, an, found)
    clean, removed = eliminate_range_checks(marked_body, an, found)  # nowrap changed no block or check
    return clean, removed, marked
