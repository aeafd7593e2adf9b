"""The lock-step machine against a plain lane-by-lane interpreter on random valid bodies.

The reference runs one lane at a time to completion with the same scalar semantics
(poot_core.oracle.values), so this checks the SIMT machinery: scheduling, masks, gathers and
scatters, write-back, traps and the first faulting thread. Bodies whose result depends on lane
order (workgroup memory, atomics, Wmma, loads of in-out buffers) are skipped, and so are output
elements that more than one lane writes.
"""
from __future__ import annotations

import numpy as np

from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.types import Scalar
from poot_core.oracle import run, values as V
from poot_core.target import Grid
from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers


class _Trapped(Exception):
    def __init__(self, site):
        self.site = site


def _lane(body, bufs, writers, lin, gx, gy, lane):
    wg = body.workgroup_size
    loc: dict[int, np.ndarray] = {}

    def val(op):
        return np.array(op.value, op.ty.np) if isinstance(op, N.Const) else loc[op.id]

    def put(d, v):
        ty = body.locals[d].ty
        loc[d] = np.asarray(v).reshape(-1)[0].astype(ty.np) if isinstance(ty, Scalar) else v

    bi, steps = 0, 0
    with np.errstate(all="ignore"):
        while True:
            steps += 1
            assert steps < 200_000, "runaway loop"
            blk = body.blocks[bi]
            for s in blk.stmts:
                if isinstance(s, N.Assign):
                    rv = s.value
                    if isinstance(rv, N.Use):
                        v = val(rv.a)
                    elif isinstance(rv, N.BinOp):
                        a, b = val(rv.a), val(rv.b)
                        if rv.op in ("div", "rem") and a.dtype.kind in "iu" and int(b) == 0:
                            raise _Trapped(-1)
                        v = V.binop(rv.op, a, b)
                    elif isinstance(rv, N.UnOp):
                        v = V.unop(rv.op, val(rv.a))
                    elif isinstance(rv, N.CheckOverflow):
                        v = V.check_overflow(rv.op, val(rv.a), val(rv.b))
                    elif isinstance(rv, N.Cast):
                        v = V.cast(val(rv.a), rv.to)
                    elif isinstance(rv, N.Math):
                        v = V.math(rv.fn, [val(x) for x in rv.args])
                    elif isinstance(rv, N.FromBits):
                        v = V.from_bits(val(rv.a))
                    elif isinstance(rv, N.NoContractAdd):
                        v = np.add(val(rv.a), val(rv.b), dtype=np.float32)
                    elif isinstance(rv, N.Load):
                        i = int(V.as_unsigned_u64(val(rv.index)))
                        if i >= bufs[rv.slice].size:
                            raise _Trapped(-1)
                        v = bufs[rv.slice][i]
                    elif isinstance(rv, N.Len):
                        v = np.uint64(bufs[rv.slice].size)
                    else:
                        raise AssertionError(rv)
                    put(s.dest, v)
                elif isinstance(s, (N.Store, N.VectorStore)):
                    base = int(V.as_unsigned_u64(val(s.index)))
                    vals = [s.value] if isinstance(s, N.Store) else list(s.values)
                    for j, vop in enumerate(vals):
                        if base + j >= bufs[s.slice].size:
                            raise _Trapped(-1)
                        bufs[s.slice][base + j] = val(vop)
                        writers[s.slice].setdefault(base + j, set()).add(lin)
                else:
                    raise AssertionError(s)
            t = blk.term
            if isinstance(t, N.Goto):
                bi = t.target
            elif isinstance(t, N.SwitchInt):
                d = val(t.discr)
                mask = 1 if d.dtype == np.bool_ else (1 << (d.dtype.itemsize * 8)) - 1
                du = int(V.as_unsigned_u64(d))
                bi = next((tg for c, tg in t.cases if int(c) & mask == du), t.otherwise)
            elif isinstance(t, N.ThreadIndexCall):
                put(t.dest, {"global": gx * wg + lane, "local": lane, "group": gx, "group_y": gy}[t.axis])
                bi = t.target
            elif isinstance(t, N.Barrier):
                bi = t.target  # no workgroup memory and no cross-lane reads: a no-op here
            elif isinstance(t, N.Return):
                return
            elif isinstance(t, N.Trap):
                raise _Trapped(t.site)


def _eligible(body) -> bool:
    for b in body.blocks:
        for s in b.stmts:
            if isinstance(s, (N.WorkgroupLocalWrite, N.AtomicAdd) + N.WMMA_STMTS):
                return False
            if isinstance(s, N.Assign) and isinstance(s.value, N.WgRead):
                return False
            if isinstance(s, N.Assign) and isinstance(s.value, N.Load) and body.params[s.value.slice].mutable:
                return False
    return True


def test_lockstep_machine_matches_lane_by_lane_reference():
    checked = faults = 0
    for seed in range(400):
        body = random_body(seed, wmma=False)
        if not _eligible(body):
            continue
        bufs = random_buffers(body, MIN_LEN * 2, np.random.default_rng(seed), scale=4, high=300)
        gxn, gyn, wg = 2, 2, body.workgroup_size
        ref = [bufs[p.name].copy() for p in body.params]
        writers = [dict() for _ in body.params]
        trapped = {}
        for g in range(gxn * gyn):
            gx, gy = g % gxn, g // gxn
            for lane in range(wg):
                lin = g * wg + lane
                try:
                    _lane(body, ref, writers, lin, gx, gy, lane)
                except _Trapped as e:
                    trapped[lin] = e.site
        try:
            got = run(body, bufs, Grid((gxn, gyn), wg), racecheck=False)  # lanes share output slots
        except KernelFault as f:
            assert trapped, (seed, f)
            first = min(trapped)
            assert f.sites[0].site == trapped[first], seed
            assert f.thread == (first // wg % gxn) * wg + first % wg, seed
            assert {s.site for s in f.sites} == set(trapped.values()), seed
            faults += 1
            continue
        assert not trapped, seed
        for k, p in enumerate(body.params):
            if not p.mutable:
                continue
            single = np.ones(bufs[p.name].size, bool)
            for idx, who in writers[k].items():
                single[idx] = len(who) == 1
            g, w = got[p.name][single], ref[k][single]
            same = (g == w) | ((g != g) & (w != w)) if g.dtype.kind == "f" else g == w
            assert same.all(), (seed, p.name)
        checked += 1
    assert checked >= 40 and faults >= 5, (checked, faults)
