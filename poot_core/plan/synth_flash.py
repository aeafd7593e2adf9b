"""Synthesized attention on tensor cores: f16 q, k, v; online softmax with the running output in
workgroup memory (the FlashAttention scheme on 16x16x16 Wmma tiles).

One workgroup per (batch item, block of BQ queries): BQ / 16 warps, warp w owning query rows
16w .. 16w + 15 of the block. The Q block is staged once (async copies into array 3) and held as
d / 16 A fragments per warp. Keys advance BKV at a time through a ring of K and V tiles in the
same f16 array (the stage-0/1 slots reuse the Q staging area once the Q fragments are loaded),
the next tile's copies in flight while the current one is used:

1. S = Q K^T: per warp BKV / 16 accumulators over d / 16 steps (K's tile loaded column-major as the
   B operand), stored to the warp's rows of the f32 score array S (array 4); barrier.
2. Lanes l and l + 16 of each warp take row 16w + l, half of the block's keys each: scores
   scaled, keys past Lk (and, causal, past the query) are -inf; each half's max into XM (array
   10), barrier; m_new = max(m, both halves' max), p_j = exp(s_j - m_new) rounded to f16 into the
   probability array P (array 5), each half's sum of them into XS (11), barrier; lane l then sets
   l = l * exp(m - m_new) + both sums, m = m_new and the row's rescale factor exp(m - m_new) in
   C. M, L and C are f32 arrays (6, 7, 8) of BQ slots; barrier.
3. The running output O (f32 array 9, BQ x dv) is rescaled row by row by C; barrier; each warp
   loads its dv / 16 tiles of O as accumulators; barrier; O += P V (BKV / 16 products with P, the A
   operand, and V's tile, the B operand, each from workgroup memory); the tiles are stored back.

At the end each lane writes O / L through the region's epilogue for the rows that exist. The causal
mask keeps key j for query i when j <= i (torch's is_causal); key blocks past a query block's last
query are not visited. d and dv need not be multiples of 16: staged tiles are zero-filled to the
next multiple. The probabilities are rounded to f16 for the P V product and l sums exactly those
rounded values, so the output is a convex combination of v's rows up to f32 rounding.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..ir import nodes as N
from ..ir.types import F16, F32, USIZE
from ..target import Capabilities
from .binding import Plan
from .expr import ZERO
from .region import RegionDesc
from .synth import Unfit
from .synth_gemm import PAD, T, Source, Staged, ring_step, source_of, wmma_unfit
from .synth_rows import Kernel, check_outputs, each_group_item, pow2_at_least, split

Q_ARR, S_ARR, P_ARR, M_ARR, L_ARR, C_ARR, O_ARR, XM_ARR, XS_ARR = 3, 4, 5, 6, 7, 8, 9, 10, 11


def _u(v: int) -> N.Const:
    return N.Const(USIZE, v)


def _up16(x: int) -> int:
    return -(-x // T) * T


@dataclass(frozen=True)
class FlashTiling:
    bq: int  # queries per workgroup (16 per warp)
    bkv: int  # keys per step
    stages: int  # K/V ring depth
    dp: int  # d rounded up to 16
    dvp: int  # dv rounded up to 16

    @property
    def warps(self) -> int:
        return self.bq // T

    @property
    def h_elems(self) -> int:
        """The f16 staging array: the Q block, then (reused) the K/V ring."""
        q = self.bq * (self.dp + PAD)
        kv = self.bkv * (self.dp + PAD) + self.bkv * (self.dvp + PAD)
        return max(q, self.stages * kv)

    @property
    def wg_bytes(self) -> int:
        return 2 * self.h_elems + 2 * self.bq * (self.bkv + PAD) + 4 * (self.bq * self.bkv + self.bq * self.dvp + 7 * self.bq)


def flash_tiling(lq: int, d: int, dv: int, caps: Capabilities) -> FlashTiling:
    """64 queries x 32 keys, two K/V stages, shrunk to what the target's workgroup memory and lane
    limits take."""
    top = min(64, max(T, pow2_at_least(lq)))
    for bq in (b for b in (64, 32, 16) if b <= top):
        for bkv, stages in ((32, 2), (32, 1), (16, 2), (16, 1)):
            t = FlashTiling(bq, bkv, stages, _up16(d), _up16(dv))
            if t.wg_bytes <= caps.max_workgroup_memory and 32 * t.warps <= caps.max_workgroup_size:
                return t
    t = FlashTiling(T, T, 1, _up16(d), _up16(dv))
    raise Unfit(f"attention with d = {d}, dv = {dv} needs {t.wg_bytes} bytes of workgroup memory at the smallest "
                f"tiles; the target has {caps.max_workgroup_memory}")


def flash_unfit(desc: RegionDesc, caps: Capabilities) -> str | None:
    """Why the tensor-core body cannot run this region on this target (None: it can)."""
    why = wmma_unfit(caps)
    if why is not None:
        return why
    anc = desc.anchor
    if anc is None or anc.prim != "attention":
        return "the region's anchor is not attention"
    if any(t.dtype != "f16" for t in anc.inputs):
        return f"q, k and v are {anc.inputs[0].dtype}; tensor cores take f16"
    q, _, v = anc.inputs
    try:
        flash_tiling(q.shape[-2], q.shape[-1], v.shape[-1], caps)
    except Unfit as u:
        return str(u)
    return None


def flash_attention(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The tensor-core attention body (flash_unfit must be None)."""
    from .synth_attention import attention_params

    why = flash_unfit(desc, caps)
    if why is not None:
        raise Unfit(why)
    parts = split(desc)
    anc = parts.anchor
    q, kt, v = anc.inputs
    y = anc.outputs[0]
    check_outputs(parts, None, y.shape)
    causal, scale = attention_params(desc)
    batch = q.shape[:-2]
    lq, d = q.shape[-2:]
    lk, dv = v.shape[-2:]
    nb = math.prod(batch)
    if lq * nb * dv == 0:
        raise Unfit(f"{y} is empty")
    t = flash_tiling(lq, d, dv, caps)
    lanes = 32 * t.warps
    qblocks = -(-lq // t.bq)
    name = f"flash_f16_{'x'.join(map(str, batch + (lq, lk, d, dv)))}{'_causal' if causal else ''}"
    k = Kernel(desc, name, lanes, caps)
    kb, ex = k.kb, k.ex
    cur_bc: list[tuple[N.Operand, ...]] = [()]
    # a source read through a last-two-axes transpose is read elementwise here (its staged tile
    # would have another shape than the ring's slots)
    sq, sk, sv = (s if not s.swap else Source(s.tensor, None, False, 1) for s in (source_of(desc, x) for x in (q, kt, v)))
    Q = Staged(k, Q_ARR, sq, t.bq, t.dp, 1, lanes, (lq, d), lambda: cur_bc[0], declare=False)
    K = Staged(k, Q_ARR, sk, t.bkv, t.dp, t.stages, lanes, (lk, d), lambda: cur_bc[0], declare=False)
    V = Staged(k, Q_ARR, sv, t.bkv, t.dvp, t.stages, lanes, (lk, dv), lambda: cur_bc[0], declare=False)
    kv = K.size + V.size
    assert max(Q.size, t.stages * kv) == t.h_elems
    kb.wg_array(Q_ARR, t.h_elems, F16)
    pld = t.bkv + PAD
    kb.wg_array(S_ARR, t.bq * t.bkv, F32)
    kb.wg_array(P_ARR, t.bq * pld, F16)
    for arr in (M_ARR, L_ARR, C_ARR):
        kb.wg_array(arr, t.bq, F32)
    for arr in (XM_ARR, XS_ARR):  # the two half-rows' partial maxima and sums
        kb.wg_array(arr, 2 * t.bq, F32)
    kb.wg_array(O_ARR, t.bq * t.dvp, F32)
    lane = kb.local_index()
    warp = kb.div(lane, 32)
    wlane = kb.rem(lane, 32)
    wrow = kb.mul(warp, T)  # the warp's first row within the block
    qf = [kb.fragment("a", F16) for _ in range(t.dp // T)]
    kf = kb.fragment("b", F16)
    sf = [kb.fragment("acc", F32) for _ in range(t.bkv // T)]
    pf, vf = kb.fragment("a", F16), kb.fragment("b", F16)
    of = [kb.fragment("acc", F32) for _ in range(t.dvp // T)]
    k_lay = "row" if K.layout == "col" else "col"  # K's tile read transposed: the B operand of Q K^T

    def per_warp_elems(width: int, fn) -> None:
        """fn(row in block, column) for the warp's 16 rows x `width` columns, split over its lanes."""
        for e in range(-(-T * width // 32)):
            idx = kb.add(wlane, e * 32) if e else wlane

            def one(idx: N.Operand = idx) -> None:
                fn(kb.add(wrow, kb.div(idx, width)), kb.rem(idx, width))
            if (e + 1) * 32 > T * width:
                k.when(kb.lt(idx, T * width), one)
            else:
                with ex.scope():
                    one()

    def block(item: N.Local) -> None:
        bh, qb = kb.div(item, qblocks), kb.rem(item, qblocks)
        bc = k.coords(batch, bh)
        cur_bc[0] = bc
        q0 = kb.mul(qb, t.bq)
        # the Q block: staged, loaded into fragments, then its slots are free for the K/V ring
        Q.fill(lane, ZERO, q0, ZERO)
        kb.async_commit()
        kb.async_wait(0)
        kb.barrier()
        for j, f in enumerate(qf):
            kb.wmma_load(f, Q_ARR, kb.add(Q.at(wrow, 0), j * T), Q.ld, Q.layout, wg=True)
        per_warp_elems(t.dvp, lambda r, c: kb.wg_write(O_ARR, kb.add(kb.mul(r, t.dvp), c), 0.0))

        def init_stats() -> None:
            r = kb.add(wrow, wlane)
            kb.wg_write(M_ARR, r, -math.inf)
            kb.wg_write(L_ARR, r, 0.0)
        k.when(kb.lt(wlane, T), init_stats)
        kb.barrier()  # the Q fragments are loaded before the K/V ring overwrites their staging
        kend: N.Operand = _u(lk)
        if causal:
            kend = kb.math("min", kb.add(q0, t.bq), _u(lk))
        kt_n = kb.div(kb.add(kend, t.bkv - 1), t.bkv)

        def issue(kt: N.Operand) -> None:
            slot = kb.mul(kb.rem(kt, t.stages), kv)
            k0 = kb.mul(kt, t.bkv)
            K.fill(lane, slot, k0, ZERO)
            V.fill(lane, kb.add(slot, K.size), k0, ZERO)

        for s in range(t.stages - 1):
            def first(s: int = s) -> None:
                issue(_u(s))
            k.when(kb.lt(_u(s), kt_n), first)
            kb.async_commit()

        def step(kt: N.Local) -> None:
            ring_step(k, t.stages, kt, kt_n, issue)
            slot = kb.mul(kb.rem(kt, t.stages), kv)
            k0 = kb.mul(kt, t.bkv)
            # 1. S = Q K^T for the warp's rows
            for j, f in enumerate(sf):
                kb.wmma_fill(f, 0.0)
                for c, qfr in enumerate(qf):
                    kb.wmma_load(kf, Q_ARR, kb.add(slot, K.at(j * T, c * T)), K.ld, k_lay, wg=True)
                    kb.wmma_mma(f, qfr, kf, f)
                kb.wmma_store(S_ARR, kb.add(kb.mul(wrow, t.bkv), j * T), t.bkv, f, "row", wg=True)
            kb.barrier()

            # 2. the online softmax: lanes l and l + 16 of a warp share row l, half of the keys each
            half = t.bkv // 2
            r = kb.add(wrow, kb.rem(wlane, T))
            h = kb.div(wlane, T)
            qi = kb.add(q0, r)
            c0 = kb.mul(h, half)
            ss = []
            for cc in range(half):
                c = kb.add(c0, cc)
                key = kb.add(k0, c)
                ok = kb.lt(key, lk)
                if causal:
                    ok = kb.bin("and", ok, kb.le(key, qi))
                sv_ = kb.var(F32, -math.inf)

                def score(sv_: N.Local = sv_, c: N.Operand = c) -> None:
                    kb.set(sv_, kb.mul(kb.wg_read(S_ARR, kb.add(kb.mul(r, t.bkv), c)), scale))
                kb.if_(ok, score)
                ss.append(sv_)
            mx: N.Operand = ss[0]
            for s_ in ss[1:]:
                mx = kb.math("max", mx, s_)
            r2 = kb.mul(r, 2)
            kb.wg_write(XM_ARR, kb.add(r2, h), mx)
            kb.barrier()
            m_old = kb.wg_read(M_ARR, r)
            m_new = kb.math("max", m_old, kb.math("max", kb.wg_read(XM_ARR, r2), kb.wg_read(XM_ARR, kb.add(r2, 1))))
            corr = kb.math("exp", kb.sub(m_old, m_new))
            tot: N.Operand = N.Const(F32, 0.0)
            for cc, s_ in enumerate(ss):
                p16 = kb.cast(kb.math("exp", kb.sub(s_, m_new)), F16)
                kb.wg_write(P_ARR, kb.add(kb.mul(r, pld), kb.add(c0, cc)), p16)
                tot = kb.add(tot, kb.cast(p16, F32))
            kb.wg_write(XS_ARR, kb.add(r2, h), tot)
            kb.barrier()

            def row_stats() -> None:
                both = kb.add(kb.wg_read(XS_ARR, r2), kb.wg_read(XS_ARR, kb.add(r2, 1)))
                kb.wg_write(L_ARR, r, kb.add(kb.mul(kb.wg_read(L_ARR, r), corr), both))
                kb.wg_write(M_ARR, r, m_new)
                kb.wg_write(C_ARR, r, corr)
            k.when(kb.eq(h, 0), row_stats)
            kb.barrier()

            # 3. O = O * C + P V
            def rescale(r: N.Operand, c: N.Operand) -> None:
                at = kb.add(kb.mul(r, t.dvp), c)
                kb.wg_write(O_ARR, at, kb.mul(kb.wg_read(O_ARR, at), kb.wg_read(C_ARR, r)))
            per_warp_elems(t.dvp, rescale)
            kb.barrier()
            o_at = [kb.add(kb.mul(wrow, t.dvp), jv * T) for jv in range(t.dvp // T)]
            for jv, f in enumerate(of):
                kb.wmma_load(f, O_ARR, o_at[jv], t.dvp, "row", wg=True)
            kb.barrier()  # every tile of O is read before any is written back
            for kk in range(t.bkv // T):
                kb.wmma_load(pf, P_ARR, kb.add(kb.mul(wrow, pld), kk * T), pld, "row", wg=True)
                for jv, f in enumerate(of):
                    kb.wmma_load(vf, Q_ARR, kb.add(kb.add(slot, K.size), V.at(kk * T, jv * T)), V.ld, V.layout,
                                 wg=True)
                    kb.wmma_mma(f, pf, vf, f)
            for jv, f in enumerate(of):
                kb.wmma_store(O_ARR, o_at[jv], t.dvp, f, "row", wg=True)
            if t.stages == 1:
                kb.barrier()  # the one K/V slot is read before the next step's copies overwrite it
        k.loop(_u(0), kt_n, 1, step)
        kb.async_wait(0)
        kb.barrier()

        def write(r: N.Operand, c: N.Operand) -> None:
            qi = kb.add(q0, r)

            def store() -> None:
                coords = bc + (qi, c)
                val = kb.div(kb.wg_read(O_ARR, kb.add(kb.mul(r, t.dvp), c)), kb.wg_read(L_ARR, r))
                k.bind(y, val, coords)
                flat = kb.add(kb.mul(kb.add(kb.mul(bh, lq), qi), dv), c)
                k.store_all(parts.after, coords, flat)
            ok = kb.lt(qi, lq)
            if t.dvp != dv:
                ok = kb.bin("and", ok, kb.lt(c, dv))
            k.when(ok, store)
        per_warp_elems(t.dvp, write)
        kb.barrier()  # O, M and L are read before the next block resets them

    grid = each_group_item(k, nb * qblocks, caps, block)
    flops = nb * lq * lk * (2 * d + 2 * dv) // (2 if causal else 1)
    return k.finish(grid, flops=flops)
