"""Soundness of dominated-check elimination: on random guarded programs, dropping the checks that
a guard repeats never changes the oracle's result (outputs, or whether the dispatch faults)."""
from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.pootc import cleanup
from poot_core.target import Grid

NVARS = 2
op = st.one_of(
    st.tuples(st.just("load"), st.integers(0, NVARS - 1), st.integers(0, 1)),          # acc += s[x]
    st.tuples(st.just("bump"), st.integers(0, NVARS - 1), st.integers(0, 2)),          # x += c (kills)
    st.tuples(st.just("guard_len"), st.integers(0, NVARS - 1), st.integers(0, 1)),     # if x < len(s)
    st.tuples(st.just("guard_ge"), st.integers(0, NVARS - 1), st.integers(0, 1)),      # if x >= len(s) else
    st.tuples(st.just("guard_c"), st.integers(0, NVARS - 1), st.integers(1, 12)),      # if x < c
    st.tuples(st.just("loop"), st.integers(0, NVARS - 1), st.integers(0, 1)),          # for x in 0..len(s)
    st.tuples(st.just("check_c"), st.integers(0, NVARS - 1), st.integers(1, 12)),      # a wg-style check x < c
    st.tuples(st.just("cmp_load"), st.integers(0, NVARS - 1),                          # if x ? len(s) {s[x]} else {s[x]}
              st.tuples(st.integers(0, 1), st.sampled_from(("lt", "ge", "gt", "le")))),
    st.tuples(st.just("guard_check"), st.integers(0, NVARS - 1),                       # if x < c1 { check x < c2 }
              st.tuples(st.integers(1, 12), st.integers(1, 12))),
    st.tuples(st.just("load_at"), st.integers(0, NVARS - 1),                           # u = k*x + c; acc += s[u]
              st.tuples(st.integers(0, 1), st.integers(1, 3), st.integers(0, 3))),     # (u a one-assignment copy,
)                                                                                        #  as pootc imports `a[i + 1]`)
program = st.lists(st.tuples(op, st.integers(0, 3)), min_size=1, max_size=10)  # (op, how many following ops nest)


def build(prog, muls):
    kb = Builder("prop", workgroup_size=8)
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    slices = (a, b)
    i = kb.thread_index()
    xs = [kb.var(USIZE, N.Const(USIZE, 0), f"x{k}") for k in range(NVARS)]
    for k, x in enumerate(xs):
        kb.set(x, N.BinOp("rem", kb.mul(i, N.Const(USIZE, muls[k])), N.Const(USIZE, 13)))
    acc = kb.var(F32, 0.0, "acc")

    def emit(ops):
        if not ops:
            return
        (kind, v, arg), nest = ops[0]
        inner, rest = ops[1:1 + nest], ops[1 + nest:]
        x = xs[v]
        if kind == "load":
            kb.set(acc, N.BinOp("add", acc, kb.load(slices[arg], x, checked=True)))
        elif kind == "bump":
            kb.set(x, N.BinOp("add", x, N.Const(USIZE, arg)))
        elif kind == "guard_len":
            kb.if_(kb.lt(x, kb.len(slices[arg])), lambda: emit(inner))
            inner = []
        elif kind == "guard_ge":  # the same ops on both sides: only the else side is guarded
            kb.if_(kb.ge(x, kb.len(slices[arg])), lambda: emit(inner), lambda: emit(inner))
            inner = []
        elif kind == "cmp_load":
            s_, cmp = slices[arg[0]], arg[1]
            n = kb.len(s_)
            cond = kb.bin(cmp, x, n) if cmp in ("lt", "ge") else kb.bin(cmp, n, x)

            def load():
                kb.set(acc, N.BinOp("add", acc, kb.load(s_, x, checked=True)))
            kb.if_(cond, load, load)
        elif kind == "guard_check":
            kb.if_(kb.lt(x, N.Const(USIZE, arg[0])),
                   lambda: (kb.check(kb.lt(x, N.Const(USIZE, arg[1])), "bounds"), emit(inner)))
            inner = []
        elif kind == "load_at":
            s_, k, c = arg
            t = kb.add(kb.mul(x, N.Const(USIZE, k)), N.Const(USIZE, c))
            u = kb.assign(N.Use(t), USIZE)
            kb.set(acc, N.BinOp("add", acc, kb.load(slices[s_], u, checked=True)))
        elif kind == "check_c":
            kb.check(kb.lt(x, N.Const(USIZE, arg)), "bounds")
        elif kind == "guard_c":
            kb.if_(kb.lt(x, N.Const(USIZE, arg)), lambda: emit(inner))
            inner = []
        elif kind == "loop":
            n = kb.len(slices[arg])

            def body(k):
                kb.set(x, N.Use(k))
                emit(inner)
            kb.for_range(0, n, body)
            inner = []
        emit(inner)
        emit(rest)
    emit(prog)
    kb.check(kb.lt(i, kb.len(out)), "bounds")
    kb.store(out, i, acc)
    kb.ret()
    return kb.build()


def run(body, na, nb):
    bufs = {"a": np.arange(na, dtype=np.float32) + 1, "b": np.arange(nb, dtype=np.float32) * 3 + 1,
            "out": np.zeros(16, np.float32)}
    try:
        return oracle.run(body, bufs, Grid.threads(16, 8))["out"]
    except KernelFault as e:
        # the oracle reports an access no check guards as site -1: an unsound elimination
        return "unchecked" if any(s.site < 0 for s in e.sites) else "fault"


@settings(max_examples=400, deadline=None, derandomize=True)
@given(program, st.lists(st.integers(1, 7), min_size=NVARS, max_size=NVARS), st.integers(0, 14), st.integers(0, 14))
def test_elimination_preserves_meaning(prog, muls, na, nb):
    body = build(prog, muls)
    after = cleanup.prune(eliminate_dominated_checks(body))
    after.verify()
    got, want = run(after, na, nb), run(body, na, nb)
    assert not (isinstance(want, str) and want == "unchecked")
    assert not (isinstance(got, str) and got == "unchecked"), "an eliminated check was needed"
    assert isinstance(got, str) == isinstance(want, str), (got, want)
    if not isinstance(want, str):
        np.testing.assert_array_equal(got, want)


def test_copies_of_different_sums_are_different_values():
    """`a[i + 1]` then `a[i + 2]`: pootc imports each index as a one-assignment copy of a sum; the
    first check passing says nothing of the second (both copies once shared one value class)."""
    kb = Builder("k", workgroup_size=8)
    a, _b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    acc = kb.var(F32, 0.0, "acc")
    for c in (1, 2):
        u = kb.assign(N.Use(kb.add(i, N.Const(USIZE, c))), USIZE)
        kb.set(acc, N.BinOp("add", acc, kb.load(a, u, checked=True)))
    kb.check(kb.lt(i, kb.len(out)), "bounds")
    kb.store(out, i, acc)
    kb.ret()
    body = kb.build()
    after = cleanup.prune(eliminate_dominated_checks(body))
    assert sum(t.kind == "bounds" for _, t in after.traps()) == 3
    assert run(after, 17, 0) == "fault"  # thread 15 reads a[17]: the second check must fault
