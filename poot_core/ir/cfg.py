"""The one set of CFG analyses over a Body's blocks: successors, predecessors, reachability,
natural loops, reverse post-order, dominators and post-dominators.

A graph is a successor list `succ` (succ[b]: the blocks b jumps to); `successors(body)` gives
the one of a Body, and a pass that edits edges (structurize's resuming traps) passes its own.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable, Sequence

from . import nodes as N
from .walk import UnhandledNodeError

Graph = Sequence[Sequence[int]]


def successors(body: N.Body | Sequence[N.Block]) -> list[tuple[int, ...]]:
    """Distinct in-range successors of every block (of a Body or a list of blocks), in
    terminator order."""
    blocks = body.blocks if isinstance(body, N.Body) else body
    n = len(blocks)
    return [tuple(dict.fromkeys(t for t in N.successors(b.term) if 0 <= t < n)) for b in blocks]


def map_targets(term: N.Terminator, f: Callable[[int], int]) -> N.Terminator:
    """A copy of `term` with every block it can jump to replaced by f(block)."""
    if isinstance(term, N.Goto):
        return N.Goto(f(term.target))
    if isinstance(term, N.SwitchInt):
        return N.SwitchInt(term.discr, tuple((v, f(t)) for v, t in term.cases), f(term.otherwise))
    if isinstance(term, (N.ThreadIndexCall, N.Barrier)):
        return replace(term, target=f(term.target))
    if isinstance(term, (N.Return, N.Trap)):
        return term
    raise UnhandledNodeError(node=type(term).__name__, visitor="cfg.map_targets")


def predecessors(succ: Graph, sources: Iterable[int] | None = None) -> list[list[int]]:
    """pred[b]: the blocks among `sources` (default: all, in index order) that jump to b, in
    the order of `sources`, once per edge (a duplicate edge appears twice)."""
    pred: list[list[int]] = [[] for _ in succ]
    for b in (range(len(succ)) if sources is None else sources):
        for s in succ[b]:
            pred[s].append(b)
    return pred


def reachable(succ: Graph, start: int | Iterable[int] = 0) -> set[int]:
    """The blocks reachable from `start` (a block or several), `start` included."""
    if not succ:
        return set()
    todo = [start] if isinstance(start, int) else list(start)
    seen = set(todo)
    while todo:
        for s in succ[todo.pop()]:
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def natural_loop(pred: Graph, header: int, latch: int) -> set[int]:
    """The natural loop of the back edge latch -> header: the header and every block that reaches
    the latch without passing through the header (`pred`: the predecessor lists; those of the
    reachable blocks only, `predecessors(succ, reachable(succ))`, leave unreachable blocks out)."""
    return reachable([() if b == header else p for b, p in enumerate(pred)], latch) | {header}


def reverse_post_order(succ: Graph, start: int = 0) -> list[int]:
    """The blocks reachable from `start` in reverse post-order of a depth-first search that
    takes successors in their order."""
    order, seen, stack = [], {start}, [(start, iter(succ[start]))]
    while stack:
        n, it = stack[-1]
        nxt = next((s for s in it if s not in seen), None)
        if nxt is None:
            stack.pop()
            order.append(n)
        else:
            seen.add(nxt)
            stack.append((nxt, iter(succ[nxt])))
    return order[::-1]


def immediate_dominators(succ: Graph, start: int = 0) -> dict[int, int]:
    """idom[b] for every block reachable from `start` (idom[start] == start): Cooper, Harvey and
    Kennedy's iteration over reverse post-order."""
    rpo_list = reverse_post_order(succ, start)
    rpo = {n: k for k, n in enumerate(rpo_list)}
    pred = predecessors(succ, rpo_list)
    idom = {start: start}
    changed = True
    while changed:
        changed = False
        for n in rpo_list[1:]:
            ps = [p for p in pred[n] if p in idom]
            new = ps[0]
            for p in ps[1:]:
                a, b = p, new
                while a != b:
                    while rpo[a] > rpo[b]:
                        a = idom[a]
                    while rpo[b] > rpo[a]:
                        b = idom[b]
                new = a
            if idom.get(n) != new:
                idom[n] = new
                changed = True
    return idom


def dominates(idom: dict[int, int], a: int, b: int) -> bool:
    """Does a dominate b (every path from the start to b passes a)? b must be in idom."""
    while True:
        if a == b:
            return True
        up = idom[b]
        if up == b:
            return False
        b = up


def dominator_sets(idom: dict[int, int]) -> dict[int, frozenset[int]]:
    """Every block's dominators (itself included), from immediate dominators."""
    out: dict[int, frozenset[int]] = {}

    def of(b: int) -> frozenset[int]:
        if b not in out:
            chain = [b]
            while idom[chain[-1]] != chain[-1] and idom[chain[-1]] not in out:
                chain.append(idom[chain[-1]])
            top = chain[-1]
            base = out[idom[top]] if idom[top] != top else frozenset()
            for x in reversed(chain):
                base = base | {x}
                out[x] = base
        return out[b]
    for b in idom:
        of(b)
    return out


def immediate_post_dominators(succ: Graph, exits: Iterable[int],
                              nodes: Iterable[int] | None = None) -> dict[int, int]:
    """ipdom[b] for every block of `nodes` (default: all) that reaches one of `exits`, on the
    graph restricted to `nodes`, with a virtual exit len(succ) after every block of `exits`:
    ipdom[b] == len(succ) when no real block post-dominates b, and ipdom[len(succ)] == len(succ)."""
    x = len(succ)
    keep = set(range(x)) if nodes is None else set(nodes)
    rev: list[list[int]] = [[] for _ in range(x + 1)]
    rev[x] = [e for e in sorted(set(exits)) if e in keep]
    for b in sorted(keep):
        for s in succ[b]:
            if s in keep:
                rev[s].append(b)
    return immediate_dominators(rev, x)
