"""structurize keeps a CFG's meaning: random reducible CFGs, structured and re-emitted as a Body,
give the same outputs (or the same failed-check sites) as the original in the oracle."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from poot_core.errors import CodegenError, KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32, USIZE
from poot_core.oracle import run
from poot_core.passes import structurize as S
from poot_core.target import Grid
from poot_core.testing.random_bodies import random_buffers
from poot_core.testing.random_cfg import random_cfg_body


def outcome(body, bufs, grid):
    try:
        return "ok", run(body, bufs, grid)
    except KernelFault as e:
        return "fault", frozenset(e.sites)


def same(a, b) -> bool:
    if a[0] != b[0]:
        return False
    if a[0] == "fault":
        return a[1] == b[1]
    return a[1].keys() == b[1].keys() and all(np.array_equal(a[1][k], b[1][k]) for k in a[1])


def check_structured_tree(seq: S.Seq, in_loop: bool = False) -> None:
    """Only innermost break/continue, nothing after a terminal item."""
    for i, it in enumerate(seq.items):
        if isinstance(it, (S.Break, S.Continue)):
            assert in_loop
        if isinstance(it, (S.Break, S.Continue, S.Ret)) or (isinstance(it, S.TrapNode) and not it.resume):
            assert i == len(seq.items) - 1, "dead code after a terminal node"
        if isinstance(it, S.If):
            check_structured_tree(it.then, in_loop)
            check_structured_tree(it.else_, in_loop)
        if isinstance(it, S.Loop):
            check_structured_tree(it.body, True)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_random_cfgs_keep_their_meaning(seed, data_seed):
    body = random_cfg_body(seed)
    s = S.structurize(body)
    check_structured_tree(s.root)
    again = S.to_body(s)
    rng = np.random.default_rng(data_seed)
    bufs = {"data": rng.integers(0, 100, size=int(rng.integers(1, 300))).astype(np.uint32),
            "out": np.zeros(64, np.uint32)}
    grid = Grid((2, 1), 32)
    assert same(outcome(body, bufs, grid), outcome(again, bufs, grid))


def test_pass_does_not_mutate_and_is_deterministic():
    body = random_cfg_body(11)
    before = repr(body)
    a, b = S.structurize(body), S.structurize(body)
    assert repr(body) == before and a == b


def _while_kernel():
    kb = Builder("sum_rows", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    n = kb.len(out)
    acc = kb.var(F32, 0.0)

    def body():
        kb.for_range(0, 4, lambda k: kb.set(acc, N.BinOp("add", acc, kb.load(a, kb.add(kb.mul(i, 4), k), checked=True))))
        kb.store(out, i, acc, checked=True)
    kb.if_(kb.lt(i, n), body)
    kb.ret()
    return kb.build()


def test_for_loop_with_checks_has_no_selector_and_one_loop():
    s = S.structurize(_while_kernel())
    assert s.selector is None
    loops = [x for x in S.walk(s.root) if isinstance(x, S.Loop)]
    assert len(loops) == 1


def test_carry_on_resumes_after_guarded_traps():
    body = _while_kernel()
    s = S.structurize(body, carry_on=True)
    traps = [x for x in S.walk(s.root) if isinstance(x, S.TrapNode)]
    assert len(traps) == 2 and all(t.resume for t in traps)
    with pytest.raises(CodegenError):
        S.to_body(s)


def test_unreachable_trap_stays_terminal():
    kb = Builder("u")
    kb.output("o", U32)
    i = kb.thread_index()
    t, e = kb.new_block(), kb.new_block()
    kb.term(N.SwitchInt(i, ((0, t),), e))
    kb.at(t)
    kb.term(N.Trap(0, "unreachable"))
    kb.at(e)
    kb.term(N.Trap(1, "unreachable"))
    s = S.structurize(kb.build(), carry_on=True)
    assert [x.resume for x in S.walk(s.root) if isinstance(x, S.TrapNode)] == [False, False]


def test_multiway_switch_and_barrier():
    kb = Builder("sw", 32)
    kb.input("d", U32)
    o = kb.output("o", U32)
    i = kb.thread_index()
    kb.barrier()
    r = kb.rem(i, N.Const(USIZE, 4))
    b1, b2, b3, m = (kb.new_block() for _ in range(4))
    kb.term(N.SwitchInt(r, ((0, b1), (2, b2)), b3))
    for blk, v in ((b1, 10), (b2, 20), (b3, 30)):
        kb.at(blk)
        kb.store(o, i, v)
        kb.goto(m)
    kb.at(m)
    kb.ret()
    body = kb.build()
    again = S.to_body(S.structurize(body))
    bufs = {"d": np.zeros(1, np.uint32), "o": np.zeros(64, np.uint32)}
    a, b = outcome(body, bufs, Grid((2, 1), 32)), outcome(again, bufs, Grid((2, 1), 32))
    assert same(a, b) and list(a[1]["o"][:4]) == [10, 30, 20, 30]


def test_irreducible_cfg_is_refused():
    blocks = (
        N.Block((), N.SwitchInt(N.Const(N.BOOL, True), ((0, 1),), 2)),
        N.Block((), N.Goto(2)),
        N.Block((), N.Goto(1)),
    )
    body = N.Body("irr", (), (), blocks)
    with pytest.raises(CodegenError, match="irreducible"):
        S.structurize(body)


ASSETS = sorted(__import__("pathlib").Path(__file__).resolve().parents[2].glob("assets/**/*.kir.json"))


@pytest.mark.parametrize("path", ASSETS, ids=lambda p: p.stem)
def test_committed_assets_keep_their_meaning(path):
    from poot_core.ir import kir
    body = kir.read(path).body
    again = S.to_body(S.structurize(body))
    bufs = random_buffers(body, 192, np.random.default_rng(0), high=64)
    grid = Grid((3, 2), body.workgroup_size)
    assert same(outcome(body, bufs, grid), outcome(again, bufs, grid))


def test_long_chains_of_checks_do_not_hit_the_recursion_limit():
    kb = Builder("many_checks")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    acc = kb.var(F32, 0.0)
    for k in range(1500):
        kb.set(acc, N.BinOp("add", acc, kb.load(a, kb.add(i, N.Const(USIZE, k)), checked=True)))
    kb.store(out, i, acc, checked=True)
    kb.ret()
    s = S.structurize(kb.build(), carry_on=True)
    assert sum(isinstance(x, S.TrapNode) for x in S.walk(s.root)) == 1501 and s.selector is None


def test_plain_placement_fallback_keeps_the_meaning(monkeypatch):
    """The fallback placement (loop exits only after their own header) is right on its own."""
    class Plain(S._Translate):
        def __init__(self, cfg, aggressive):
            super().__init__(cfg, aggressive=False)
    monkeypatch.setattr(S, "_Translate", Plain)
    grid = Grid((2, 1), 32)
    for seed in range(60):
        body = random_cfg_body(seed + 10_000)
        again = S.to_body(S.structurize(body))
        rng = np.random.default_rng(seed)
        bufs = {"data": rng.integers(0, 100, size=int(rng.integers(1, 300))).astype(np.uint32),
                "out": np.zeros(64, np.uint32)}
        assert same(outcome(body, bufs, grid), outcome(again, bufs, grid)), seed
