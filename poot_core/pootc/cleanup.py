"""Tidy a freshly lowered Body: drop unreachable blocks, renumber trap sites, remove dead
assignments and unused locals. Each function returns a new Body."""
from __future__ import annotations

from dataclasses import replace

from ..ir import cfg
from ..ir import nodes as N
from ..ir.walk import defs, map_locals, uses


def simplify_switches(body: N.Body) -> N.Body:
    """A SwitchInt whose every target is the same block becomes a Goto."""
    blocks = []
    for b in body.blocks:
        t = b.term
        if isinstance(t, N.SwitchInt) and len(set(t.targets)) == 1:
            t = N.Goto(t.otherwise)
        blocks.append(N.Block(b.stmts, t))
    return replace(body, blocks=tuple(blocks))


def merge_blocks(body: N.Body) -> N.Body:
    """Jump through empty `goto` blocks and append a block to its only predecessor when that
    predecessor ends in a Goto to it (no block is duplicated; bb0 stays the entry)."""
    blocks = list(body.blocks)

    def final(b: int) -> int:
        seen = set()
        while b != 0 and not blocks[b].stmts and b not in seen:
            term = blocks[b].term
            if not isinstance(term, N.Goto):
                break
            seen.add(b)
            b = term.target
        return b
    blocks = [N.Block(b.stmts, cfg.map_targets(b.term, final)) for b in blocks]
    while True:
        succ = cfg.successors(blocks)
        preds = cfg.predecessors(succ)
        reach = cfg.reachable(succ)
        for i in sorted(reach):
            t = blocks[i].term
            if isinstance(t, N.Goto) and t.target != 0 and t.target != i and \
                    [p for p in preds[t.target] if p in reach] == [i]:
                tgt = blocks[t.target]
                blocks[i] = N.Block(blocks[i].stmts + tgt.stmts, tgt.term)
                blocks[t.target] = N.Block((), N.Goto(t.target))  # now unreachable; pruned
                break
        else:
            break
    return prune(replace(body, blocks=tuple(blocks)))


def prune(body: N.Body) -> N.Body:
    """Keep the blocks reachable from bb0 (in their order), renumbered; trap sites renumbered 0.."""
    keep = sorted(cfg.reachable(cfg.successors(body)))
    new = {old: i for i, old in enumerate(keep)}
    blocks, site = [], 0
    for old in keep:
        b = body.blocks[old]
        t = cfg.map_targets(b.term, new.__getitem__)
        if isinstance(t, N.Trap):
            t = replace(t, site=site)
            site += 1
        blocks.append(N.Block(b.stmts, t))
    return replace(body, blocks=tuple(blocks))


def dead_code(body: N.Body) -> N.Body:
    """Remove assignments (pure by construction) to locals nothing reads, then unused locals."""
    while True:
        used = {u for b in body.blocks for x in b.stmts + (b.term,) for u in uses(x)}
        changed = False
        blocks = []
        for b in body.blocks:
            stmts = tuple(s for s in b.stmts if not (isinstance(s, N.Assign) and s.dest not in used))
            changed |= len(stmts) != len(b.stmts)
            blocks.append(N.Block(stmts, b.term))
        body = replace(body, blocks=tuple(blocks))
        if not changed:
            break
    return renumber_locals(body)


def renumber_locals(body: N.Body) -> N.Body:
    """Drop locals that are neither read nor written; renumber the rest in order."""
    live = {i for b in body.blocks for x in b.stmts + (b.term,) for i in uses(x) + defs(x)}
    keep = sorted(live)
    new = {old: i for i, old in enumerate(keep)}
    if len(keep) == len(body.locals):
        return body
    blocks = tuple(N.Block(tuple(map_locals(s, new.__getitem__) for s in b.stmts),
                           map_locals(b.term, new.__getitem__)) for b in body.blocks)
    return replace(body, locals=tuple(body.locals[i] for i in keep), blocks=blocks)
