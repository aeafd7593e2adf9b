"""Subgroup uniformity analysis (poot_core.ir.uniformity): values, control dependence, loops, traps."""
from __future__ import annotations

import pytest

from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.ir import uniformity as UN
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F32, I32, U32, USIZE
from poot_core.ir.uniformity import analyze
from poot_core.testing.random_bodies import random_body

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
    ipdom = cfg.immediate_post_dominators(succ, {3}, {0, 1, 2, 3})  # the layer uniformity uses
    assert ipdom[0] == 3
    assert ipdom[3] == 4  # the virtual exit
    assert cfg.reachable(succ) == {0, 1, 2, 3} and cfg.reachable([]) == set()


def test_random_bodies_analyze_and_wmma_blocks_are_uniform():
    for seed in range(40):
        b = random_body(seed)
        u = analyze(b)
        assert u.divergent_blocks <= set(range(len(b.blocks)))
        assert len(u.levels) == len(b.locals)
        for i, blk in enumerate(b.blocks):
            if any(isinstance(s, N.WMMA_STMTS) for s in blk.stmts):
                assert i not in u.divergent_blocks


# --- dynamic soundness: run each lane of random bodies and check every uniformity claim ---------
class _Trapped(Exception):
    pass


def _wrap(ty, v):
    bits = ty.bits
    v &= (1 << bits) - 1
    if ty.is_signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def _fround(ty, v):
    import numpy as np
    with np.errstate(all="ignore"):
        return float(ty.np.type(v))


def _ty_of(body, op):
    return op.ty if isinstance(op, N.Const) else body.locals[op.id].ty


def _eval(body, rv, env, lane_ctx):
    import math
    import struct

    def val(op):
        return op.value if isinstance(op, N.Const) else env[op.id]
    if isinstance(rv, N.Use):
        return val(rv.a)
    if isinstance(rv, N.Len):
        return len(lane_ctx["bufs"][rv.slice])
    if isinstance(rv, N.Load):
        buf, i = lane_ctx["bufs"][rv.slice], val(rv.index)
        if i >= len(buf):
            raise _Trapped
        return buf[i]
    if isinstance(rv, N.WgRead):
        return float(hash((lane_ctx["lane"], val(rv.index))) % 1000)  # lane-varying on purpose
    if isinstance(rv, N.FromBits):
        return struct.unpack("<f", struct.pack("<I", val(rv.a)))[0]
    if isinstance(rv, N.NoContractAdd):
        return _fround(F32, val(rv.a) + val(rv.b))
    ty = _ty_of(body, rv.a if not isinstance(rv, N.Math) else rv.args[0])
    if isinstance(rv, N.Cast):
        a, to = val(rv.a), rv.to
        if to == BOOL:
            return bool(a)
        if to.is_float:
            return _fround(to, float(a))
        if ty.is_float:
            if math.isnan(a):
                return 0
            lo, hi = N.int_range(to)
            return int(min(max(a, lo), hi)) if math.isfinite(a) else (hi if a > 0 else lo)
        return _wrap(to, int(a))
    if isinstance(rv, N.Math):
        xs = [val(x) for x in rv.args]
        if rv.fn in ("max", "min"):
            ys = [x for x in xs if not (isinstance(x, float) and math.isnan(x))] or xs
            return (max if rv.fn == "max" else min)(ys)
        f = {"sqrt": math.sqrt, "abs": abs, "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc,
             "round": lambda x: math.copysign(math.floor(abs(x) + 0.5), x), "exp": math.exp, "ln": math.log,
             "sin": math.sin, "cos": math.cos}[rv.fn]
        try:
            return _fround(ty, float(f(xs[0])))
        except (ValueError, OverflowError):
            return float("nan")
    if isinstance(rv, N.UnOp):
        a = val(rv.a)
        if ty == BOOL:
            return not a
        if ty.is_float:
            return -a
        return _wrap(ty, -a if rv.op == "neg" else ~a)
    a, b = val(rv.a), val(rv.b)
    if isinstance(rv, N.CheckOverflow):
        return (a * 7 + b) % 3 == 0  # any deterministic function of the operands will do here
    op = rv.op
    if op in N.CMP_OPS:
        return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]
    if ty == BOOL:
        return {"and": a and b, "or": a or b, "xor": a != b}[op]
    if ty.is_float:
        try:
            r = {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "div": lambda: a / b,
                 "rem": lambda: math.fmod(a, b)}[op]()
        except (ZeroDivisionError, ValueError, OverflowError):
            r = float("nan")
        return _fround(ty, r)
    if op in ("div", "rem"):
        if b == 0:
            raise _Trapped
        q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
        return _wrap(ty, q if op == "div" else a - q * b)
    if op in ("shl", "shr"):
        s = b & (ty.bits - 1)
        return _wrap(ty, a << s if op == "shl" else a >> s)
    return _wrap(ty, {"add": a + b, "sub": a - b, "mul": a * b, "and": a & b, "or": a | b, "xor": a ^ b}[op])


def _run_lane(body, lane, group, bufs):
    import copy
    env = {}
    ctx = {"lane": lane, "bufs": copy.deepcopy(bufs)}
    counts, defs = {}, {}
    b, steps = 0, 0
    while True:
        steps += 1
        if steps > 20000:
            raise AssertionError("runaway loop")
        counts[b] = counts.get(b, 0) + 1
        blk = body.blocks[b]
        for s in blk.stmts:
            if isinstance(s, N.Assign):
                env[s.dest] = _eval(body, s.value, env, ctx)
                defs.setdefault(s.dest, []).append(env[s.dest])
            elif isinstance(s, N.Store):
                buf, i = ctx["bufs"][s.slice], env.get(s.index.id) if isinstance(s.index, N.Local) else s.index.value
                if i < len(buf):
                    buf[i] = s.value.value if isinstance(s.value, N.Const) else env[s.value.id]
            elif isinstance(s, N.AtomicAdd) and s.dest is not None:
                i = env[s.index.id] if isinstance(s.index, N.Local) else s.index.value
                env[s.dest] = ctx["bufs"][s.slice][i] if i < len(ctx["bufs"][s.slice]) else 0
                defs.setdefault(s.dest, []).append(env[s.dest])
        t = blk.term
        if isinstance(t, N.Return):
            return counts, defs
        if isinstance(t, N.Trap):
            raise _Trapped
        if isinstance(t, N.ThreadIndexCall):
            env[t.dest] = {"global": group * body.workgroup_size + lane, "local": lane, "group": group,
                           "group_y": 0}[t.axis]
            defs.setdefault(t.dest, []).append(env[t.dest])
        if isinstance(t, N.SwitchInt):
            d = t.discr.value if isinstance(t.discr, N.Const) else env[t.discr.id]
            b = next((tg for v, tg in t.cases if v == int(d)), t.otherwise)
        else:
            b = t.target


def _random_buffers(body, rng) -> list[list]:
    """64 random values per parameter (bools, small floats rounded to the type, small ints)."""
    bufs = []
    for p in body.params:
        if p.elem == BOOL:
            bufs.append([rng.random() < 0.5 for _ in range(64)])
        elif p.elem.is_float:
            bufs.append([_fround(p.elem, rng.uniform(-4, 4)) for _ in range(64)])
        else:
            lo, hi = N.int_range(p.elem)
            bufs.append([rng.randint(max(lo, -50), min(hi, 200)) for _ in range(64)])
    return bufs


def test_uniformity_claims_hold_when_random_bodies_run_lane_by_lane():
    """Every block the analysis calls uniform runs equally often on all lanes of a subgroup, and every
    uniform local gets the same k-th value on all of them (Q locals: the same value / 32)."""
    import random
    checked_claims = 0
    for seed in range(40):
        body = random_body(seed)
        u = analyze(body)
        rng = random.Random(seed)
        bufs = _random_buffers(body, rng)
        ws = body.workgroup_size
        lanes_per_group = min(ws, 64)
        for group in range(2):
            runs = {}
            for lane in range(lanes_per_group):
                try:
                    runs[lane] = _run_lane(body, lane, group, bufs)
                except _Trapped:
                    runs[lane] = None
            for sg in range(0, lanes_per_group, 32):
                members = [runs[x] for x in range(sg, min(sg + 32, lanes_per_group))]
                if any(m is None for m in members):
                    continue  # a trapping lane faults the dispatch: no claim
                for bi in range(len(body.blocks)):
                    if bi in u.divergent_blocks:
                        continue
                    assert len({m[0].get(bi, 0) for m in members}) == 1, (seed, bi)
                    checked_claims += 1
                for loc, lvl in enumerate(u.levels):
                    if lvl > UN.Q or not isinstance(body.locals[loc].ty, N.Scalar):
                        continue
                    seqs = {tuple((v // 32) if lvl == UN.Q else v for v in m[1].get(loc, []))
                            if not any(isinstance(v, float) and v != v for v in m[1].get(loc, []))
                            else ("nan", len(m[1].get(loc, []))) for m in members}
                    assert len(seqs) == 1, (seed, loc, UN.LEVEL_NAMES[lvl])
                    if lvl == UN.UM:
                        assert all(v % 32 == 0 for m in members for v in m[1].get(loc, [])), (seed, loc)
                    checked_claims += 1
    assert checked_claims > 1000


# --- the workgroup analysis (barriers) ---------------------------------------------------------
def wg_uniform(kb: Builder, x: N.Local) -> bool:
    kb.ret()
    return UN.analyze_workgroup(kb.build()).local_uniform(x.id)


@pytest.mark.parametrize("ws,make,expect", [
    (64, lambda kb, l, g: kb.div(l, 32), False),   # subgroup-uniform, not workgroup-uniform
    (64, lambda kb, l, g: kb.div(l, 64), True),    # always 0
    (64, lambda kb, l, g: kb.div(g, 64), True),    # = group_index()
    (64, lambda kb, l, g: kb.div(g, 128), True),
    (64, lambda kb, l, g: kb.div(g, 32), False),
    (64, lambda kb, l, g: kb.bin("shr", g, C(U32, 6)), True),
    (64, lambda kb, l, g: kb.bin("shr", g, C(U32, 5)), False),
    (64, lambda kb, l, g: kb.bin("and", g, C(USIZE, 2**64 - 64)), True),
    (64, lambda kb, l, g: kb.bin("and", g, C(USIZE, 2**64 - 32)), False),
    (64, lambda kb, l, g: kb.div(kb.add(g, C(USIZE, 128)), 64), True),
    (64, lambda kb, l, g: kb.div(kb.cast(g, U32), C(U32, 64)), True),
    (48, lambda kb, l, g: kb.div(g, 48), True),    # thread_index() / WORKGROUP_SIZE, any size
    (48, lambda kb, l, g: kb.div(g, 96), True),
    (48, lambda kb, l, g: kb.div(kb.add(g, C(USIZE, 48)), 48), False),  # no wrap reasoning off powers of two
    (48, lambda kb, l, g: kb.bin("shr", g, C(U32, 6)), False),
    (48, lambda kb, l, g: kb.div(kb.cast(g, U32), C(U32, 48)), False),  # truncation breaks g*u + r
    (64, lambda kb, l, g: kb.group_index(), True),
    (64, lambda kb, l, g: kb.len(0), True),
    (64, lambda kb, l, g: kb.load(0, C(USIZE, 3)), True),
    (64, lambda kb, l, g: kb.load(0, kb.div(g, 64)), True),
    (64, lambda kb, l, g: kb.load(0, l), False),
    (64, lambda kb, l, g: kb.load(1, C(USIZE, 0)), False),  # the kernel writes `out`
])
def test_workgroup_value_levels(ws, make, expect):
    kb = kbuilder(ws)
    l, g = kb.local_index(), kb.thread_index()
    x = make(kb, l, g)
    kb.store(1, C(USIZE, 0), C(F32, 1.0))  # the kernel writes `out`: a load of it may see another lane's store
    assert wg_uniform(kb, x) is expect


def test_workgroup_analysis_of_one_lane_and_of_the_subgroup_rules_unchanged():
    kb = kbuilder(1)
    l = kb.local_index()
    x = kb.add(l, C(USIZE, 1))
    assert wg_uniform(kb, x)
    kb = kbuilder(64)
    l = kb.local_index()
    w = kb.div(l, 32)
    kb.ret()
    body = kb.build()
    assert analyze(body).local_uniform(w.id) and not UN.analyze_workgroup(body).local_uniform(w.id)


def test_workgroup_regions_name_each_branch_and_its_blocks():
    kb = kbuilder(64)
    l = kb.local_index()
    kb.if_(kb.lt(l, C(USIZE, 3)), lambda: kb.store(1, l, C(F32, 1.0)))
    kb.if_(kb.lt(kb.group_index(), C(USIZE, 3)), lambda: kb.store(1, C(USIZE, 0), C(F32, 2.0)))
    kb.ret()
    u = UN.analyze_workgroup(kb.build())
    assert len(u.regions) == 1 and u.divergent_branches == {u.regions[0][0]}
    assert u.regions[0][1] == u.divergent_blocks and len(u.divergent_blocks) >= 1


def test_workgroup_uniformity_claims_hold_when_random_bodies_run_lane_by_lane():
    """Every block analyze_workgroup calls uniform runs equally often on every lane of a workgroup,
    and every workgroup-uniform local gets the same k-th value on all of them (Q: value / size)."""
    import random
    checked = 0
    for seed in range(30):
        body = random_body(seed, wmma=False)
        ws = body.workgroup_size
        if ws > 64:
            continue
        u = UN.analyze_workgroup(body)
        rng = random.Random(seed)
        bufs = _random_buffers(body, rng)
        for group in range(2):
            members = []
            for lane in range(ws):
                try:
                    members.append(_run_lane(body, lane, group, bufs))
                except _Trapped:
                    members = None
                    break
            if not members:
                continue
            for bi in range(len(body.blocks)):
                if bi not in u.divergent_blocks:
                    assert len({m[0].get(bi, 0) for m in members}) == 1, (seed, bi)
                    checked += 1
            for loc, lvl in enumerate(u.levels):
                if lvl > UN.Q or not isinstance(body.locals[loc].ty, N.Scalar):
                    continue
                seqs = {tuple((v // ws) if lvl == UN.Q else v for v in m[1].get(loc, []))
                        if not any(isinstance(v, float) and v != v for v in m[1].get(loc, []))
                        else ("nan", len(m[1].get(loc, []))) for m in members}
                assert len(seqs) == 1, (seed, loc, UN.LEVEL_NAMES[lvl])
                checked += 1
    assert checked > 300, checked
