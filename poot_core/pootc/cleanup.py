"""Tidy a freshly lowered Body: drop unreachable blocks, renumber trap sites, remove dead
assignments and unused locals. Each function returns a new Body."""
from __future__ import annotations

import dataclasses
from dataclasses import replace

from ..ir import nodes as N


def _map_targets(term, f):
    if isinstance(term, N.Goto):
        return N.Goto(f(term.target))
    if isinstance(term, N.SwitchInt):
        return N.SwitchInt(term.discr, tuple((v, f(t)) for v, t in term.cases), f(term.otherwise))
    if isinstance(term, (N.ThreadIndexCall, N.Barrier)):
        return replace(term, target=f(term.target))
    return term


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
        while b != 0 and not blocks[b].stmts and isinstance(blocks[b].term, N.Goto) and b not in seen:
            seen.add(b)
            b = blocks[b].term.target
        return b
    blocks = [N.Block(b.stmts, _map_targets(b.term, final)) for b in blocks]
    while True:
        preds: dict[int, list[int]] = {}
        for i, b in enumerate(blocks):
            for t in N.successors(b.term):
                preds.setdefault(t, []).append(i)
        reach = _reachable(blocks)
        for i in sorted(reach):
            t = blocks[i].term
            if isinstance(t, N.Goto) and t.target != 0 and t.target != i and \
                    [p for p in preds.get(t.target, []) if p in reach] == [i]:
                tgt = blocks[t.target]
                blocks[i] = N.Block(blocks[i].stmts + tgt.stmts, tgt.term)
                blocks[t.target] = N.Block((), N.Goto(t.target))  # now unreachable; pruned
                break
        else:
            break
    return prune(replace(body, blocks=tuple(blocks)))


def _reachable(blocks) -> set[int]:
    seen, stack = {0}, [0]
    while stack:
        for s in N.successors(blocks[stack.pop()].term):
            if s not in seen:
                seen.add(s)
                stack.append(s)
    return seen


def prune(body: N.Body) -> N.Body:
    """Keep the blocks reachable from bb0 (in their order), renumbered; trap sites renumbered 0.."""
    keep = sorted(_reachable(body.blocks))
    new = {old: i for i, old in enumerate(keep)}
    blocks, site = [], 0
    for old in keep:
        b = body.blocks[old]
        t = _map_targets(b.term, new.__getitem__)
        if isinstance(t, N.Trap):
            t = replace(t, site=site)
            site += 1
        blocks.append(N.Block(b.stmts, t))
    return replace(body, blocks=tuple(blocks))


def _reads(node, out: set[int]) -> None:
    if isinstance(node, N.Local):
        out.add(node.id)
    elif isinstance(node, tuple):
        for x in node:
            _reads(x, out)
    elif dataclasses.is_dataclass(node) and not isinstance(node, N.Const):
        for f in dataclasses.fields(node):
            _reads(getattr(node, f.name), out)


def dead_code(body: N.Body) -> N.Body:
    """Remove assignments (pure by construction) to locals nothing reads, then unused locals."""
    while True:
        used: set[int] = set()
        for b in body.blocks:
            for s in b.stmts:
                _reads(s.value if isinstance(s, N.Assign) else s, used)
            _reads(b.term, used)
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
    live: set[int] = set()
    for b in body.blocks:
        _reads(b.stmts, live)
        _reads(b.term, live)
        for s in b.stmts:
            for f in ("dest",):
                d = getattr(s, f, None)
                if isinstance(d, int):
                    live.add(d)
        if isinstance(b.term, N.ThreadIndexCall):
            live.add(b.term.dest)
    for s in (s for b in body.blocks for s in b.stmts):
        for f in ("a", "b", "c", "src"):
            d = getattr(s, f, None)
            if isinstance(d, int) and isinstance(s, (N.WmmaMma, N.WmmaStore)):
                live.add(d)
    keep = sorted(live)
    new = {old: i for i, old in enumerate(keep)}
    if len(keep) == len(body.locals):
        return body

    def m(node):
        if isinstance(node, N.Local):
            return N.Local(new[node.id])
        if isinstance(node, tuple):
            return tuple(m(x) for x in node)
        if dataclasses.is_dataclass(node) and not isinstance(node, (N.Const, N.Param, N.LocalDecl)):
            kw = {}
            for f in dataclasses.fields(node):
                v = getattr(node, f.name)
                if f.name in ("dest", "a", "b", "c", "src") and isinstance(v, int) and not isinstance(v, bool) \
                        and _local_field(node, f.name):
                    kw[f.name] = new[v]
                else:
                    kw[f.name] = m(v)
            return type(node)(**kw)
        return node

    blocks = tuple(N.Block(m(b.stmts), m(b.term)) for b in body.blocks)
    return replace(body, locals=tuple(body.locals[i] for i in keep), blocks=blocks)


def _local_field(node, name: str) -> bool:
    if name == "dest":
        return isinstance(node, (N.Assign, N.AtomicAdd, N.ThreadIndexCall, N.WmmaFill, N.WmmaLoad, N.WmmaMma))
    return isinstance(node, (N.WmmaMma, N.WmmaStore)) and name in ("a", "b", "c", "src")
