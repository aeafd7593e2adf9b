"""Check elimination with arithmetic (poot_core/passes/ranges.py, range_checks.py): one test per
pattern the range analysis proves (loop counter, `row * n + j`, strided loop, guarded index, an
index chain bounding its loop counter), the negative cases that must keep their check, and the
safety net: on random programs whose checked arithmetic overflows on some inputs, and on the
kit's corpus, the oracle's results and faults (first site, thread, workgroup, every failed site)
are identical with the pass on and off."""
from __future__ import annotations

import random

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, I32, U32, USIZE, Scalar
from poot_core.passes import ranges
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.passes.hoist_checks import hoist_invariant_checks
from poot_core.passes.range_checks import eliminate_range_checks, range_passes
from poot_core.target import Grid
from range_programs import _random_ops, _random_program, adversarial_inputs, checked, kept, outcome, same


# --- the patterns -------------------------------------------------------------------------------
def test_loop_counter_below_a_length_is_proven():
    """for k in 0..a.len() { acc += a[k] }: k + 1 cannot overflow (k < len <= LEN_MAX)."""
    kb = Builder("loop", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    acc = kb.var(F32, 0.0)
    k = kb.var(USIZE, 0, "k")
    n = kb.len(a)

    def body():
        kb.set(acc, N.BinOp("add", acc, kb.load(a, k, checked=True)))
        kb.set(k, N.Use(checked(kb, "add", k, N.Const(USIZE, 1))))
    kb.while_(lambda: kb.lt(k, n), body)
    kb.store(out, 0, acc, checked=True)
    kb.ret()
    assert kept(kb.build()) == ["bounds"]  # out[0] on an empty `out`; the loop's add is gone


def test_row_times_n_plus_j_is_proven_under_its_guards():
    """idx = row * 64 + j with row = group_index() < 16 (guard) and j = local_index(): both
    checks are removed."""
    kb = Builder("rowcol", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    row, j = kb.group_index(), kb.local_index()

    def then():
        idx = checked(kb, "add", checked(kb, "mul", row, N.Const(USIZE, 64)), j)
        kb.store(out, idx, kb.load(a, idx, checked=True), checked=True)
    kb.if_(kb.lt(row, N.Const(USIZE, 16)), then)
    kb.ret()
    assert kept(kb.build()) == ["bounds", "bounds"]


def test_strided_loop_over_a_length_is_proven():
    """c = lane; while c < x.len() { ...; c += WORKGROUP_SIZE }: the step cannot overflow."""
    kb = Builder("strided", 256)
    x, _out = kb.input("x", F32), kb.output("out", F32)
    c = kb.var(USIZE, kb.local_index(), "c")
    acc = kb.var(F32, 0.0)
    n = kb.len(x)

    def body():
        kb.set(acc, N.BinOp("add", acc, kb.load(x, c, checked=True)))
        kb.set(c, N.Use(checked(kb, "add", c, N.Const(USIZE, 256))))
    kb.while_(lambda: kb.lt(c, n), body)
    kb.ret()
    assert kept(kb.build()) == []


def test_guarded_constant_index_is_proven_by_the_length_guard():
    """if a.len() >= 8 { a[i % 8] }: the bounds check on a[i % 8] is proven (every len(a) read is
    one value); without the guard it stays."""
    for guarded in (True, False):
        kb = Builder("guarded", 64)
        a, out = kb.input("a", F32), kb.output("out", F32)
        i = kb.thread_index()

        def then():
            k = kb.rem(i, N.Const(USIZE, 8))
            v = kb.load(a, k, checked=True)
            kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, v))
        if guarded:
            kb.if_(kb.ge(kb.len(a), N.Const(USIZE, 8)), then)
        else:
            then()
        kb.ret()
        assert kept(kb.build()) == ([] if guarded else ["bounds"])


def test_an_index_chain_bounds_its_loop_counter():
    """The row kernels' four-wide loop: x0 = base + c, x1 = x0 + W, ..., `x3 < x.len()` bounds c
    through the chain, so the counter's steps c + W and c + 4W are proven; base + c and x0 + W
    (base = row * cols with cols read from memory) keep theirs."""
    kb = Builder("chain", 1024)
    x, shape, out = kb.input("x", F32), kb.input("shape", USIZE), kb.output("out", F32)
    row, lane = kb.group_index(), kb.local_index()
    cols = kb.load(shape, 0, checked=True)
    base = checked(kb, "mul", row, cols)
    c = kb.var(USIZE, lane, "c")
    acc = kb.var(F32, 0.0)
    head, body_b, done = kb.new_block(), kb.new_block(), kb.new_block()
    kb.goto(head)
    kb.at(head)
    c0 = kb.assign(N.Use(c), USIZE)
    c1 = checked(kb, "add", c0, N.Const(USIZE, 1024))
    x0 = checked(kb, "add", base, c0)
    x1 = checked(kb, "add", x0, N.Const(USIZE, 1024))
    ok = kb.lt(c1, cols)
    nxt = kb.new_block()
    kb.term(N.SwitchInt(ok, ((0, done),), nxt))
    kb.at(nxt)
    ok2 = kb.lt(x1, kb.len(x))
    kb.term(N.SwitchInt(ok2, ((0, done),), body_b))
    kb.at(body_b)
    kb.set(acc, N.BinOp("add", acc, kb.load(x, x0, checked=True)))
    kb.set(c, N.Use(checked(kb, "add", c0, N.Const(USIZE, 2048))))
    kb.goto(head)
    kb.at(done)
    kb.if_(kb.lt(row, kb.len(out)), lambda: kb.store(out, row, acc))
    kb.ret()
    body = kb.build()
    assert kept(body) == ["bounds", "bounds", "overflow", "overflow", "overflow"]  # shape[0], x[x0]; mul, base + c0, x0 + W
    ans = ranges.Ranges(eliminate_dominated_checks(body))
    assert ans.entry[body_b] is not None and ans.get(ans.entry[body_b], c0.id)[1] < ranges.LEN_MAX


@pytest.mark.parametrize("ty", [U32, I32, USIZE])
def test_negative_cases_keep_their_checks(ty: Scalar):
    """Loaded values, a stride over a bound read from memory, products of unbounded values and an
    unguarded index keep every check."""
    kb = Builder("neg", 64)
    a, b, out = kb.input("a", ty), kb.input("b", ty), kb.output("out", ty)
    i = kb.thread_index()
    x, y = kb.load(a, i, checked=True), kb.load(b, i, checked=True)
    s = checked(kb, "add", x, y)
    m = checked(kb, "mul", s, N.Const(ty, 3))
    d = checked(kb, "sub", m, y)
    kb.store(out, i, d, checked=True)
    # a strided loop to a bound read from memory: c + 64 may wrap
    if ty == USIZE:
        c = kb.var(USIZE, kb.local_index(), "c")
        bound = kb.load(b, 0, checked=True)
        kb.while_(lambda: kb.lt(c, bound), lambda: kb.set(c, N.Use(checked(kb, "add", c, N.Const(USIZE, 64)))))
    kb.ret()
    # (b[0] is proven: b[i] passed its check, so len(b) > i >= 0)
    want = ["bounds"] * 3 + ["overflow"] * (4 if ty == USIZE else 3)
    assert kept(kb.build()) == sorted(want)


def test_an_arithmetic_shift_bounds_a_signed_value():
    """(w as i32) >> 24 lies in [-128, 127] whatever w is (q8_0_matvec's sign-extended byte), so
    adding 0x4b00_0080 to it cannot overflow; >> 1 leaves a range too wide for that add."""
    kb = Builder("ashr", 64)
    a, out = kb.input("a", U32), kb.output("out", I32)
    i = kb.thread_index()
    v = kb.cast(kb.load(a, i, checked=True), I32)
    top = kb.bin("shr", v, N.Const(I32, 24))
    kb.store(out, i, checked(kb, "add", top, N.Const(I32, 0x4B00_0080)), checked=True)
    wide = kb.bin("shr", v, N.Const(I32, 1))
    kb.store(out, 0, checked(kb, "add", wide, N.Const(I32, 0x4B00_0080)), checked=True)
    kb.ret()
    assert kept(kb.build()) == ["bounds", "bounds", "overflow"]  # a[i], out[i] (out[0] follows it), the wide add


def test_thread_index_plus_small_constant_is_proven_and_u32_wraps_are_not():
    """thread_index() < 2^32 * WORKGROUP_SIZE, so i + 1 (usize) is proven; (i as u32) + 1 is not."""
    kb = Builder("ti", 64)
    out = kb.output("out", U32)
    i = kb.thread_index()
    j = checked(kb, "add", i, N.Const(USIZE, 1))
    w = checked(kb, "add", kb.cast(i, U32), N.Const(U32, 1))
    kb.if_(kb.lt(j, kb.len(out)), lambda: kb.store(out, j, w))
    kb.ret()
    assert kept(kb.build()) == ["overflow"]


# --- hoisting ---------------------------------------------------------------------------------
def _rotated(first=None, invariant: bool = True, head_test: bool = False) -> N.Body:
    """loop { [first]; t = p * q (checked); acc += t; k += 1; if k >= n break } with p, q loaded
    before the loop (invariant) or p reloaded in it; head_test puts `if k >= n break` first."""
    kb = Builder("rot", 64)
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    p, q = kb.load(a, 0, checked=True), kb.load(a, 1, checked=True)
    acc, k = kb.var(U32, 0, "acc"), kb.var(U32, 0, "k")
    n = kb.cast(kb.rem(i, N.Const(USIZE, 5)), U32)
    head, done = kb.new_block(), kb.new_block()
    kb.goto(head)
    kb.at(head)
    if head_test:
        nxt = kb.new_block()
        kb.term(N.SwitchInt(kb.ge(k, n), ((0, nxt),), done))
        kb.at(nxt)
    if first is not None:
        first(kb, out, i, acc)
    if not invariant:
        kb.set(p, N.Use(kb.load(a, 0, checked=True)))
    kb.set(acc, N.BinOp("add", acc, checked(kb, "mul", p, q)))
    kb.set(k, N.BinOp("add", k, N.Const(U32, 1)))
    if head_test:
        kb.goto(head)
    else:
        kb.term(N.SwitchInt(kb.ge(k, n), ((0, head),), done))
    kb.at(done)
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, acc))
    kb.ret()
    return eliminate_range_checks(eliminate_dominated_checks(kb.build()))[0]


def _hoist_and_compare(body: N.Body) -> int:
    """How many checks hoisting moves; asserts the oracle's outcome is unchanged on inputs whose
    product overflows and on ones whose product does not."""
    after, moved = hoist_invariant_checks(body)
    after.verify()
    for a in (np.array([3, 5], np.uint32), np.array([70000, 70000], np.uint32)):
        grid = Grid.threads(64, 64)
        bufs = {"a": a, "out": np.zeros(64, np.uint32)}
        assert same(outcome(body, bufs, grid), outcome(after, bufs, grid))
    return len(moved)


def test_an_invariant_check_in_a_rotated_loop_is_hoisted():
    assert _hoist_and_compare(_rotated()) == 1


def test_checks_that_may_not_run_first_are_not_hoisted():
    """A zero-trip loop (the exit test first), operands the loop assigns, a store before the check
    and another check that may fire first all keep the check in the loop."""
    def store_first(kb, out, i, acc):
        kb.store(out, 0, acc, checked=True)

    def check_first(kb, out, i, acc):
        kb.set(acc, N.Use(checked(kb, "add", acc, kb.cast(i, U32))))
    assert _hoist_and_compare(_rotated(head_test=True)) == 0
    assert _hoist_and_compare(_rotated(invariant=False)) == 0
    assert _hoist_and_compare(_rotated(store_first)) == 0
    assert _hoist_and_compare(_rotated(check_first)) == 0


# --- the safety net: random arithmetic programs ---------------------------------------------------
def _compare_random_programs(seeds: range) -> tuple[int, int, int, int]:
    """Random programs of checked u32 / i32 / usize arithmetic, guards, counting loops (test at the
    head, and at the end: the shape hoisting applies to), checked indices and divisions, each on
    small, near-the-edge and arbitrary inputs: asserts the same outputs or the same faults with
    elimination and hoisting on and off; returns (checks removed, hoisted, faulting runs, ok runs)."""
    removed = hoisted = faults = oks = 0
    for seed in seeds:
        r = random.Random(seed)
        ty = (U32, I32, USIZE)[seed % 3]
        body = eliminate_dominated_checks(_random_program(_random_ops(r, r.randrange(1, 10)), ty))
        after, gone, _ = range_passes(body)  # the pipeline's form: nowrap marks too (the oracle asserts them)
        after, up = hoist_invariant_checks(after)
        after.verify()
        removed += len(gone)
        hoisted += len(up)
        for bufs, grid in adversarial_inputs(seed, ty):
            want = outcome(body, bufs, grid)
            faults += want[0] == "fault"
            oks += want[0] == "ok"
            assert same(want, outcome(after, bufs, grid)), (seed, bufs["src"])
    return removed, hoisted, faults, oks


def test_random_arithmetic_programs_fault_and_compute_the_same():
    """80 programs; checks are removed and hoisted, and the inputs do trap."""
    removed, hoisted, faults, oks = got = _compare_random_programs(range(80))
    assert removed >= 150 and hoisted >= 5 and faults >= 150 and oks >= 50, got


@pytest.mark.full
def test_many_random_arithmetic_programs_fault_and_compute_the_same():
    removed, hoisted, faults, oks = got = _compare_random_programs(range(80, 2080))
    assert removed >= 4000 and hoisted >= 150 and faults >= 4000 and oks >= 1000, got


# --- the safety net: the kit's corpus -------------------------------------------------------------
def test_random_bodies_and_catalog_fault_and_compute_the_same():
    """The kit's random bodies (every node kind; checks that trap on data) and its catalog."""
    from poot_core.testing import catalog
    from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers

    for seed in range(40):
        body = eliminate_dominated_checks(random_body(seed, wmma=False))
        after = range_passes(body)[0]
        after.verify()
        bufs = random_buffers(body, 4 * MIN_LEN, np.random.default_rng(seed))
        grid = Grid.of_groups(2, 1, body.workgroup_size)
        want = outcome(body, bufs, grid)
        if want[0] == "fault" and any(getattr(s, "kind", "") == "data-race" for s in want[1]):
            continue
        assert same(want, outcome(after, bufs, grid)), seed
    for case in catalog.cases():
        body = eliminate_dominated_checks(case.build())
        after = range_passes(body)[0]
        bufs = {k: np.ascontiguousarray(v).reshape(-1) for k, v in case.make(np.random.default_rng(3)).items()}
        grid = case.launch(case.make(np.random.default_rng(3)), case.build())
        assert same(outcome(body, bufs, grid), outcome(after, bufs, grid)), case.name


def test_a_grid_of_2_pow_32_groups_is_refused():
    """The range analysis takes group_index() < 2^32 - 1: the runtime refuses a larger grid."""
    from poot_core.errors import CapabilityError
    from poot_core.runtime import check_grid
    from poot_core.target import Capabilities

    kb = Builder("g", 64)
    kb.output("out", F32)
    kb.ret()
    body = kb.build()
    caps = Capabilities(max_groups=(2**40, 2**40))
    check_grid(body, "t", caps, Grid.of_groups(2**32 - 1, 1, 64))
    for g in ((2**32, 1), (1, 2**32)):
        with pytest.raises(CapabilityError, match="fewer than 2\\^32 workgroups"):
            check_grid(body, "t", caps, Grid.of_groups(*g, 64))
