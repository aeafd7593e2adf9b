"""Subgroup uniformity analysis (poot_core.passes.uniformity): values, control dependence, loops, traps."""
from __future__ import annotations

import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.gen import random_body
from poot_core.ir.types import F32, I32, U32, USIZE
from poot_core.passes import uniformity as UN
from poot_core.passes.uniformity import analyze

C = N.Const


def uniform(kb: Builder, x: N.Local) -> bool:
    kb.ret()
    return analyze(kb.build()).local_uniform(x.id)


def kbuilder(ws: int = 64):
    kb = Builder("u", ws)
    kb.input("a", F32)
    kb.output("out", F32)
    return kb


@pytest.mark.parametrize("make,expect", [
    (lambda kb, l, g: kb.div(l, 32), True),
    (lambda kb, l, g: kb.div(l, 64), True),
    (lambda kb, l, g: kb.div(l, 96), True),
    (lambda kb, l, g: kb.div(l, 16), False),
    (lambda kb, l, g: kb.div(l, kb.mul(kb.group_index(), 32)), True),  # any uniform multiple of 32
    (lambda kb, l, g: kb.bin("shr", l, C(U32, 5)), True),
    (lambda kb, l, g: kb.bin("shr", l, C(USIZE, 8)), True),
    (lambda kb, l, g: kb.bin("shr", l, C(U32, 4)), False),
    (lambda kb, l, g: kb.bin("shr", l, C(U32, 69)), True),  # masked to 5
    (lambda kb, l, g: kb.bin("and", l, C(USIZE, 2**64 - 32)), True),
    (lambda kb, l, g: kb.bin("and", l, C(USIZE, 31)), False),
    (lambda kb, l, g: kb.rem(l, 32), False),
    (lambda kb, l, g: kb.lt(l, 16), False),
    (lambda kb, l, g: kb.eq(kb.div(l, 32), 0), True),
    (lambda kb, l, g: kb.div(g, 32), True),  # workgroup size 64: global index is subgroup aligned
    (lambda kb, l, g: kb.div(kb.add(kb.mul(kb.group_index(), 64), l), 32), True),  # hand-made global
    (lambda kb, l, g: kb.div(kb.add(kb.mul(kb.group_index(), 48), l), 32), False),
    (lambda kb, l, g: kb.div(kb.sub(l, C(USIZE, 32)), 32), True),
    (lambda kb, l, g: kb.div(kb.sub(C(USIZE, 64), l), 32), False),
    (lambda kb, l, g: kb.div(kb.add(l, 1), 32), False),
    (lambda kb, l, g: kb.div(kb.cast(l, U32), C(U32, 32)), True),
    (lambda kb, l, g: kb.div(kb.cast(l, I32), C(I32, 32)), False),  # signed division truncates
    (lambda kb, l, g: kb.div(kb.mul(l, 2), 64), False),
    (lambda kb, l, g: kb.group_index(), True),
    (lambda kb, l, g: kb.group_index_y(), True),
    (lambda kb, l, g: kb.len(0), True),
    (lambda kb, l, g: kb.load(0, kb.group_index()), True),  # uniform index into an input
    (lambda kb, l, g: kb.load(0, l), False),
    (lambda kb, l, g: kb.load(1, C(USIZE, 0)), False),  # `out` is written below: another lane may race
    (lambda kb, l, g: kb.math("max", kb.load(0, kb.div(l, 32)), C(F32, 0.0)), True),
    (lambda kb, l, g: kb.math("sqrt", kb.load(0, l)), False),
    (lambda kb, l, g: kb.from_bits(kb.cast(kb.div(l, 32), U32)), True),
    (lambda kb, l, g: kb.no_contract_add(kb.cast(l, F32), C(F32, 1.0)), False),
    (lambda kb, l, g: kb.overflows("add", kb.div(l, 32), C(USIZE, 1)), True),
    (lambda kb, l, g: kb.overflows("add", l, C(USIZE, 1)), False),
    (lambda kb, l, g: kb.un("neg", kb.cast(kb.div(l, 32), I32)), True),
    (lambda kb, l, g: kb.un("not", l), False),
    (lambda kb, l, g: kb.atomic_add(2, kb.group_index(), 1), False),
    (lambda kb, l, g: kb.wg_read(0, C(USIZE, 0)), False),
    (lambda kb, l, g: kb.bin("shl", kb.div(l, 32), C(U32, 5)), True),
])
def test_value_levels(make, expect):
    kb = kbuilder()
    kb.output("cnt", U32)
    kb.wg_array(0, 4)
    g, lane = kb.thread_index(), kb.local_index()
    x = make(kb, lane, g)
    kb.store(1, C(USIZE, 0), C(F32, 1.0))
    assert uniform(kb, x) is expect


def test_global_index_not_aligned_when_workgroup_size_is_not_a_multiple_of_32():
    for ws, expect in ((64, True), (96, True), (48, False), (1, False)):
        kb = kbuilder(ws)
        x = kb.div(kb.thread_index(), 32)
        assert uniform(kb, x) is expect, ws


def test_levels_chain():
    kb = kbuilder()
    lane = kb.local_index()
    c64 = kb.var(USIZE, 64)
    w = kb.div(lane, 32)
    kb.ret()
    u = analyze(kb.build())
    assert u.levels[lane.id] == UN.Q and u.levels[c64.id] == UN.UM and u.levels[w.id] == UN.U
    assert lane.id in u.divergent_locals and w.id not in u.divergent_locals
    assert u.operand_uniform(C(F32, 2.0))


def elementwise(ws=64):
    kb = kbuilder(ws)
    i = kb.thread_index()
    after = []
    kb.if_(kb.lt(i, kb.len(1)), lambda: after.append(kb.cur) or kb.store(1, i, kb.load(0, i)))
    merge = kb.cur
    kb.ret()
    return kb.build(), after[0], merge


def test_branch_region_and_reconvergence():
    b, then, merge = elementwise()
    u = analyze(b)
    assert then in u.divergent_blocks and merge not in u.divergent_blocks
    assert 0 not in u.divergent_blocks and len(u.divergent_branches) == 1


def test_warp0_branch_is_uniform_lane_branch_is_not():
    for cond, div in (("warp0", False), ("lane16", True)):
        kb = kbuilder()
        lane = kb.local_index()
        c = kb.eq(kb.div(lane, 32), 0) if cond == "warp0" else kb.lt(lane, 16)
        inner = []
        kb.if_(c, lambda: inner.append(kb.cur) or kb.store(1, 0, 1.0))
        kb.ret()
        u = analyze(kb.build())
        assert (inner[0] in u.divergent_blocks) is div
        assert bool(u.divergent_branches) is div


def test_local_assigned_under_divergent_branch_is_divergent_after_merge():
    kb = kbuilder()
    lane = kb.local_index()
    x = kb.var(USIZE, 0, "x")
    kb.if_(kb.lt(lane, 16), lambda: kb.set(x, 1))
    second = []
    kb.if_(kb.eq(x, 1), lambda: second.append(kb.cur) or kb.store(1, 0, 1.0))  # fixed point: x feeds a branch
    kb.ret()
    u = analyze(kb.build())
    assert x.id in u.divergent_locals
    assert second[0] in u.divergent_blocks


def test_uniform_value_assigned_in_both_arms_of_uniform_branch_stays_uniform():
    kb = kbuilder()
    g = kb.group_index()
    x = kb.var(USIZE, 0, "x")
    kb.if_(kb.lt(g, 2), lambda: kb.set(x, 3), lambda: kb.set(x, 4))
    assert uniform(kb, x)


def test_nested_uniform_branch_inside_divergent_region_is_divergent():
    kb = kbuilder()
    lane, g = kb.local_index(), kb.group_index()
    inner = []

    def outer():
        kb.if_(kb.lt(g, 3), lambda: inner.append(kb.cur) or kb.store(1, 0, 2.0))
    kb.if_(kb.lt(lane, 5), outer)
    after = kb.cur
    kb.ret()
    u = analyze(kb.build())
    assert inner[0] in u.divergent_blocks and after not in u.divergent_blocks


def test_uniform_loop():
    kb = kbuilder()
    body = []
    acc = kb.var(F32, 0.0)
    kb.for_range(0, 8, lambda k: body.append(kb.cur) or kb.set(acc, N.BinOp("add", acc, kb.load(0, k))))
    after = kb.cur
    kb.ret()
    b = kb.build()
    u = analyze(b)
    assert not u.divergent_blocks and not u.divergent_branches
    assert acc.id not in u.divergent_locals


def test_loop_with_divergent_exit():
    """The loop (header included) is divergent, and so is every local assigned in it, but the blocks
    after the loop have reconverged."""
    kb = kbuilder()
    lane = kb.local_index()
    acc = kb.var(F32, 0.0)
    blocks = []
    kb.for_range(0, lane, lambda k: blocks.append(kb.cur) or kb.set(acc, N.BinOp("add", acc, C(F32, 1.0))))
    after = kb.cur
    kb.ret()
    b = kb.build()
    u = analyze(b)
    assert blocks[0] in u.divergent_blocks
    headers = [i for i, x in enumerate(b.blocks) if isinstance(x.term, N.SwitchInt)]
    assert set(headers) <= u.divergent_blocks | {0}
    assert after not in u.divergent_blocks
    assert acc.id in u.divergent_locals


def test_divergent_break_makes_loop_divergent():
    kb = kbuilder()
    lane = kb.local_index()
    k = kb.var(USIZE, 0, "k")
    blocks = []

    def body():
        blocks.append(kb.cur)
        kb.if_(kb.eq(k, lane), lambda: kb.set(k, 100))  # break-like: jump the counter past the bound
        kb.set(k, N.BinOp("add", k, C(USIZE, 1)))
    kb.while_(lambda: kb.lt(k, 10), body)
    after = kb.cur
    kb.ret()
    u = analyze(kb.build())
    assert k.id in u.divergent_locals and blocks[0] in u.divergent_blocks and after not in u.divergent_blocks


def test_divergent_early_return_makes_the_rest_divergent():
    kb = kbuilder()
    lane = kb.local_index()
    kb.if_(kb.lt(lane, 8), lambda: kb.ret())
    rest = kb.cur
    kb.store(1, 0, 1.0)
    kb.ret()
    u = analyze(kb.build())
    assert rest in u.divergent_blocks


def test_trap_path_does_not_split_the_continuation():
    kb = kbuilder()
    lane = kb.local_index()
    v = kb.load(0, lane, checked=True)
    cont = kb.cur
    kb.store(1, 0, v)
    kb.ret()
    b = kb.build()
    u = analyze(b)
    (trap_block, _), = b.traps()
    assert trap_block in u.divergent_blocks and cont not in u.divergent_blocks


def test_unassigned_local_is_divergent_and_unreachable_blocks_ignored():
    kb = kbuilder()
    x = kb.local(USIZE)
    dead = kb.new_block()
    kb.ret()
    kb.at(dead)
    y = kb.var(USIZE, 0)
    kb.set(y, N.BinOp("add", y, x))
    kb.ret()
    u = analyze(kb.build())
    assert x.id in u.divergent_locals and dead not in u.divergent_blocks


def test_self_referential_local_without_initial_definition_is_divergent():
    kb = kbuilder()
    x = kb.local(USIZE)
    kb.emit(N.Assign(x.id, N.BinOp("add", x, C(USIZE, 1))))
    kb.ret()
    assert x.id in analyze(kb.build()).divergent_locals


def test_thread_index_in_divergent_block_and_atomic_result():
    kb = kbuilder()
    kb.output("cnt", U32)
    lane = kb.local_index()
    got = []
    kb.if_(kb.lt(lane, 3), lambda: got.append(kb.group_index()))
    kb.ret()
    assert got[0].id in analyze(kb.build()).divergent_locals


def test_post_dominators_and_ipdom():
    # 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> exit
    succ = [(1, 2), (3,), (3,), ()]
    pdom = UN.post_dominators(succ, {0, 1, 2, 3}, {3})
    assert UN.immediate_post_dominator(pdom, 0) == 3
    assert UN.immediate_post_dominator(pdom, 3) == 4  # the virtual exit
    assert UN.reachable(succ) == {0, 1, 2, 3} and UN.reachable([]) == set()


def test_random_bodies_analyze_and_wmma_blocks_are_uniform():
    for seed in range(40):
        b = random_body(seed)
        u = analyze(b)
        assert u.divergent_blocks <= set(range(len(b.blocks)))
        assert len(u.levels) == len(b.locals)
        for i, blk in enumerate(b.blocks):
            if any(isinstance(s, N.WMMA_STMTS) for s in blk.stmts):
                assert i not in u.divergent_blocks
