"""eliminate_dominated_checks on hand-built bodies: what a dominating guard covers, and what not."""
from __future__ import annotations

import numpy as np

from poot_core import oracle
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.pootc import cleanup
from poot_core.target import Grid


def bounds_traps(body):
    live = cleanup.prune(body)
    return sum(t.kind == "bounds" for _, t in live.traps())


def test_guard_covers_same_slice_only():
    kb = Builder("k")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()

    def then():
        v = kb.load(a, i, checked=True)       # not covered: the guard is on out
        kb.store(out, i, v, checked=True)     # covered by the guard
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    body = kb.build()
    assert bounds_traps(body) == 2
    new = eliminate_dominated_checks(body)
    assert bounds_traps(new) == 1
    new.verify()
    a_ = np.arange(10, dtype=np.float32)
    got = oracle.run(new, {"a": a_, "out": np.zeros(10, np.float32)}, Grid.threads(10, 64))
    np.testing.assert_array_equal(got["out"], a_)


def test_passed_check_covers_a_repeat_and_constants_imply():
    kb = Builder("k")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    x = kb.load(a, i, checked=True)
    y = kb.load(a, i, checked=True)          # same index, same slice: covered by the first
    kb.store(out, i, kb.add(x, y), checked=True)
    j = kb.local_index()
    kb.if_(kb.lt(j, N.Const(USIZE, 8)), lambda: kb.check(kb.lt(j, N.Const(USIZE, 16)), "bounds"))
    kb.ret()
    body = kb.build()
    assert bounds_traps(body) == 4
    assert bounds_traps(eliminate_dominated_checks(body)) == 2  # a[i] once, out[i]


def test_reassignment_kills_the_guard():
    kb = Builder("k")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.var(USIZE, 0, "i")
    n = kb.len(a)

    def then():
        kb.set(i, N.BinOp("add", i, N.Const(USIZE, 1)))  # i changes after the guard
        kb.store(out, N.Const(USIZE, 0), kb.load(a, i, checked=True))
    kb.if_(kb.lt(i, n), then)
    kb.ret()
    body = kb.build()
    assert bounds_traps(eliminate_dominated_checks(body)) == bounds_traps(body) == 1


def test_loop_counter_guard():
    kb = Builder("k")
    a, out = kb.input("a", F32), kb.output("out", F32)
    n = kb.len(a)
    acc = kb.var(F32, 0.0, "acc")
    kb.for_range(0, n, lambda k: kb.set(acc, N.BinOp("add", acc, kb.load(a, k, checked=True))))
    kb.store(out, 0, acc)
    kb.ret()
    body = kb.build()
    assert bounds_traps(body) == 1
    assert bounds_traps(eliminate_dominated_checks(body)) == 0


def test_wg_index_covered_by_local_index():
    kb = Builder("k", workgroup_size=32)
    kb.input("a", F32)
    kb.wg_array(0, 32)
    lane = kb.local_index()
    kb.check(kb.lt(lane, N.Const(USIZE, 32)), "bounds")
    kb.wg_write(0, lane, 1.0)
    kb.ret()
    assert bounds_traps(eliminate_dominated_checks(kb.build())) == 0
