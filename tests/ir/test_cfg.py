"""ir.cfg against brute-force definitions on random graphs (irreducible ones, self loops,
duplicate edges and unreachable blocks included) and on random Bodies."""
from __future__ import annotations

import random

import pytest

from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.testing.random_bodies import random_body
from poot_core.testing.random_cfg import random_cfg_body


def random_graph(seed: int) -> list[tuple[int, ...]]:
    r = random.Random(seed)
    n = r.randint(1, 14)
    return [tuple(r.randrange(n) for _ in range(r.choice((0, 1, 1, 2, 2, 3)))) for _ in range(n)]


def _reach_avoiding(succ, starts, avoid) -> set[int]:
    seen = {s for s in starts if s != avoid}
    todo = list(seen)
    while todo:
        for s in succ[todo.pop()]:
            if s != avoid and s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def brute_dominators(succ, start=0) -> dict[int, set[int]]:
    """a dominates b iff every path from start to b passes a: b is unreachable once a is removed."""
    reach = _reach_avoiding(succ, [start], None)
    return {b: {a for a in reach if a == b or b not in _reach_avoiding(succ, [start], a)} for b in reach}


def brute_post_dominators(succ, exits, nodes) -> dict[int, set[int]]:
    """a post-dominates b iff every path from b to the virtual exit passes a."""
    x = len(succ)
    g = [tuple(s for s in succ[b] if s in nodes) + ((x,) if b in exits else ()) if b in nodes else ()
         for b in range(x)] + [()]
    live = {b for b in nodes if x in _reach_avoiding(g, [b], None)}
    out = {}
    for b in live:
        out[b] = {a for a in live | {x} if a == b or x not in _reach_avoiding(g, [b], a)}
    return out


def immediate(sets: dict[int, set[int]], b: int) -> int:
    strict = sets[b] - {b}
    return max(strict, key=lambda d: len(sets.get(d, ()))) if strict else b


def brute_rpo(succ, start=0) -> list[int]:
    """Reverse postorder by an explicit-stack depth-first search (no recursion limit to raise)."""
    seen, post = {start}, []
    stack = [(start, iter(succ[start]))]
    while stack:
        n, it = stack[-1]
        s = next((s for s in it if s not in seen), None)
        if s is None:
            post.append(n)
            stack.pop()
        else:
            seen.add(s)
            stack.append((s, iter(succ[s])))
    return post[::-1]


def graphs():
    for seed in range(300):
        yield f"graph{seed}", random_graph(seed)
    for seed in range(30):
        yield f"randcfg{seed}", cfg.successors(random_cfg_body(seed, traps=True, barriers=seed % 2 == 0))
    for seed in range(30):
        yield f"gen{seed}", cfg.successors(random_body(seed))


GRAPHS = list(graphs())


@pytest.mark.parametrize("name,succ", GRAPHS, ids=[g[0] for g in GRAPHS])
def test_against_brute_force(name, succ):
    n = len(succ)
    pred = cfg.predecessors(succ)
    assert pred == [[b for b in range(n) for s in succ[b] if s == t] for t in range(n)]
    reach = cfg.reachable(succ)
    assert reach == _reach_avoiding(succ, [0], None)
    assert cfg.reverse_post_order(succ) == brute_rpo(succ)
    idom = cfg.immediate_dominators(succ)
    doms = brute_dominators(succ)
    assert set(idom) == reach
    assert {b: set(s) for b, s in cfg.dominator_sets(idom).items()} == doms
    for b in reach:
        assert idom[b] == immediate(doms, b)
        for a in reach:
            assert cfg.dominates(idom, a, b) == (a in doms[b])
    rpred = cfg.predecessors(succ, sorted(reach))
    for b in reach:  # natural loops of the back edges b -> h (h dominates b): h and what reaches b avoiding h
        for h in succ[b]:
            if cfg.dominates(idom, h, b):
                brute = {h} | {x for x in reach if b in _reach_avoiding(succ, [x], h)}
                assert cfg.natural_loop(rpred, h, b) == brute, (b, h)
    r = random.Random(n)
    exits = {b for b in range(n) if not succ[b]} | {b for b in range(n) if r.random() < 0.15}
    nodes = {b for b in range(n) if r.random() < 0.9} | {0}
    ipdom = cfg.immediate_post_dominators(succ, exits, nodes)
    pdoms = brute_post_dominators(succ, exits, nodes)
    assert set(ipdom) == set(pdoms) | {n}
    for b in pdoms:
        assert ipdom[b] == immediate(pdoms, b)


def test_successors_of_a_body_are_distinct_and_in_range():
    body = N.Body("k", (), (), (N.Block((), N.SwitchInt(N.Const(N.BOOL, True), ((0, 1), (1, 1)), 5)),
                               N.Block((), N.Return())))
    assert cfg.successors(body) == [(1,), ()]
    assert cfg.reachable([]) == set()
    assert cfg.reachable([(1,), (), (1,)], [2]) == {1, 2}
    assert cfg.predecessors([(1, 1), ()]) == [[], [0, 0]]
    assert cfg.predecessors([(1,), (0,), (1,)], [2, 0]) == [[], [2, 0], []]


def test_post_dominators_with_a_virtual_exit():
    succ = [(1, 2), (3,), (3,), ()]  # a diamond
    ipdom = cfg.immediate_post_dominators(succ, {3})
    assert ipdom[0] == 3 and ipdom[1] == 3 and ipdom[3] == 4 and ipdom[4] == 4
    two = [(1, 2), (), ()]  # two returns: only the virtual exit post-dominates the branch
    assert cfg.immediate_post_dominators(two, {1, 2})[0] == 3


TERMS = {N.Goto: N.Goto(3), N.SwitchInt: N.SwitchInt(N.Local(0), ((0, 1), (4, 2)), 5),
         N.ThreadIndexCall: N.ThreadIndexCall(1, "global", 2), N.Barrier: N.Barrier(6),
         N.Return: N.Return(), N.Trap: N.Trap(0, "bounds")}


def test_map_targets_on_every_terminator_class():
    from poot_core.ir.walk import TERM_CLASSES

    assert set(TERMS) == set(TERM_CLASSES), "a terminator class has no case here"
    for cls, t in TERMS.items():
        m = cfg.map_targets(t, lambda b: b + 10)
        assert type(m) is cls
        assert N.successors(m) == tuple(b + 10 for b in N.successors(t))
        assert cfg.map_targets(t, lambda b: b) == t


def test_an_unknown_terminator_is_a_typed_error():
    from poot_core.errors import IRError
    from poot_core.ir.walk import UnhandledNodeError

    class NewTerm:
        pass
    with pytest.raises(UnhandledNodeError, match="NewTerm"):
        cfg.map_targets(NewTerm(), lambda b: b)
    with pytest.raises(IRError, match="NewTerm"):
        N.successors(NewTerm())
