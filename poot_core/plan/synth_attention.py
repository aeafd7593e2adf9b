"""Synthesized attention: softmax(q @ k^T * scale [+ causal mask]) @ v by online softmax.

The region's anchor is an `attention` equation over q [*B, Lq, d], k [*B, Lk, d], v [*B, Lk, dv]
(docs/planner.md). Two bodies, chosen from the target's Capabilities:

- tensor cores (synth_flash.py): f16 q, k, v on a target with 16x16x16 Wmma and the workgroup-
  memory IR (typed arrays, Wmma from workgroup memory, async copies);
- SIMT (here), every other target: one workgroup per (batch item, block of BQ queries), one lane
  per query; its q row and its running output o live in its rows of two f32 workgroup arrays.
  Keys advance BKV at a time: the lanes copy the K and V rows of the block into f32 workgroup
  memory (zeros past Lk), barrier, and each lane scores its query against them, takes the block's
  max m_new, rescales its running sum l and o by exp(m - m_new) and adds p_j v_j for the block's
  keys (p_j = exp(s_j - m_new)), barrier. The output is o / l. BQ (<= 64) and BKV (<= 16) shrink
  to the target's workgroup memory. The causal
  mask keeps key j for query i when j <= i (torch's is_causal); key blocks past a query block's
  last query are not visited. f16 is converted to f32 on load and accumulated in f32.

q, k and v are read through the region's prologue (a head transpose, a scale, a cast: nothing is
materialised) and the output goes through its epilogue, both by the shared expression emitter.
"""
from __future__ import annotations

import math

from ..ir import nodes as N
from ..ir.types import F32, USIZE
from ..target import Capabilities
from .binding import Plan
from .graph import Tensor
from .region import RegionDesc
from .synth import Unfit, register
from .synth_rows import Kernel, check_outputs, each_group_item, need_dtype, pow2_at_least, pow2_at_most, split

BKV = 16  # keys per block (SIMT body)
MAX_BQ = 64  # queries (lanes) per workgroup (SIMT body)


def attention_params(desc: RegionDesc) -> tuple[bool, float]:
    """(causal, scale) of the region's attention anchor (scale defaulting to 1 / sqrt(d))."""
    a = desc.anchor
    assert a is not None and a.prim == "attention"
    d = a.inputs[0].shape[-1]
    return bool(a.p.get("causal", False)), float(a.p.get("scale", 1.0 / math.sqrt(d)))


@register("attention")
def synth_attention(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The tensor-core body where the target has what it needs, else the SIMT body."""
    from .synth_flash import flash_attention, flash_unfit

    why = flash_unfit(desc, caps)
    if why is None:
        try:
            return flash_attention(desc, caps)
        except Unfit as u:
            why = str(u)
    try:
        return simt_attention(desc, caps)
    except Unfit as u:
        raise Unfit(f"tensor cores: {why}; SIMT: {u}") from None


def simt_tiling(lq: int, d: int, dv: int, caps: Capabilities) -> tuple[int, int]:
    """(BQ, BKV): up to MAX_BQ lanes and BKV keys whose Q, O, K and V blocks fit the target's
    workgroup memory."""
    top = min(pow2_at_most(min(MAX_BQ, caps.max_workgroup_size)), max(pow2_at_least(lq), 1))
    for bq in (b for b in (64, 32, 16, 8, 4, 2, 1) if b <= top):
        for bkv in (BKV, 8, 4):
            if simt_wg_bytes(bq, bkv, d, dv) <= caps.max_workgroup_memory:
                return bq, bkv
    raise Unfit(f"attention with d = {d}, dv = {dv} needs {simt_wg_bytes(1, 4, d, dv)} bytes of workgroup memory "
                f"at one query and 4 keys per block; the target has {caps.max_workgroup_memory}")


def simt_wg_bytes(bq: int, bkv: int, d: int, dv: int) -> int:
    return 4 * (bq * (d + 1) + bq * (dv + 1) + bkv * d + bkv * dv)


def simt_attention(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The SIMT online-softmax body (see the module docs)."""
    parts = split(desc)
    anc = parts.anchor
    if anc.prim != "attention":
        raise Unfit(f"no attention kernel for {anc.prim}")
    q, kt, v = anc.inputs
    y = anc.outputs[0]
    for t in (q, kt, v):
        need_dtype(t, caps, ("f32", "f16"))
    check_outputs(parts, None, y.shape)
    causal, scale = attention_params(desc)
    batch = q.shape[:-2]
    lq, d = q.shape[-2:]
    lk, dv = v.shape[-2:]
    nb = math.prod(batch)
    if lq * nb * dv == 0:
        raise Unfit(f"{y} is empty")
    bq, bkv = simt_tiling(lq, d, dv, caps)
    qblocks = -(-lq // bq)
    k = Kernel(desc, f"attention_{'x'.join(map(str, batch + (lq, lk, d, dv)))}{'_causal' if causal else ''}", bq, caps)
    kb = k.kb
    K_ARR, V_ARR, Q_ARR, O_ARR = 0, 1, 2, 3
    kb.wg_array(K_ARR, bkv * d)
    kb.wg_array(V_ARR, bkv * dv)
    kb.wg_array(Q_ARR, bq * (d + 1))  # lane l's q row at l (d + 1): rows one slot apart in banks
    kb.wg_array(O_ARR, bq * (dv + 1))  # lane l's running output
    lane = kb.local_index()
    qrow, orow = kb.mul(lane, d + 1), kb.mul(lane, dv + 1)
    zero = N.Const(USIZE, 0)

    def fill(arr: int, src: Tensor, bc: tuple[N.Operand, ...], k0: N.Local, width: int) -> None:
        """Rows k0 .. k0 + bkv of `src` ([*B, Lk, width]) into array `arr` (zeros past Lk)."""
        size = bkv * width
        for r in range(-(-size // bq)):
            e = kb.add(lane, r * bq) if r else lane

            def one(e: N.Operand = e) -> None:
                j, c = kb.div(e, width), kb.rem(e, width)
                key = kb.add(k0, j)
                val = kb.var(F32, 0.0)
                k.when(kb.lt(key, lk), lambda: kb.set(val, k.f32(src, bc + (key, c))))
                kb.wg_write(arr, e, val)
            if (r + 1) * bq > size:
                k.when(kb.lt(e, size), one)
            else:
                one()

    def block(item: N.Local) -> None:
        bh, qb = kb.div(item, qblocks), kb.rem(item, qblocks)
        bc = k.coords(batch, bh)
        q0 = kb.mul(qb, bq)
        qi = kb.add(q0, lane)
        qok = kb.lt(qi, lq)

        def init_row(c: N.Local) -> None:
            val = kb.var(F32, 0.0)
            k.when(qok, lambda: kb.set(val, k.f32(q, bc + (qi, c))))
            kb.wg_write(Q_ARR, kb.add(qrow, c), val)
        k.loop(zero, d, 1, init_row)
        k.loop(zero, dv, 1, lambda c: kb.wg_write(O_ARR, kb.add(orow, c), 0.0))
        m = kb.var(F32, -math.inf)
        lsum = kb.var(F32, 0.0)
        kend: N.Operand = N.Const(USIZE, lk)
        if causal:
            kend = kb.math("min", kb.add(q0, bq), N.Const(USIZE, lk))

        def keys(k0: N.Local) -> None:
            fill(K_ARR, kt, bc, k0, d)
            fill(V_ARR, v, bc, k0, dv)
            kb.barrier()
            scores = []
            for j in range(bkv):
                key = kb.add(k0, j)
                dot = kb.var(F32, 0.0)

                def term(c: N.Local, dot: N.Local = dot, j: int = j) -> None:
                    kb.set(dot, kb.add(dot, kb.mul(kb.wg_read(Q_ARR, kb.add(qrow, c)), kb.wg_read(K_ARR, kb.add(c, j * d)))))
                k.loop(zero, d, 1, term)
                ok = kb.lt(key, lk)
                if causal:
                    ok = kb.bin("and", ok, kb.le(key, qi))
                s = kb.var(F32, -math.inf)

                def scaled(s: N.Local = s, dot: N.Local = dot) -> None:
                    kb.set(s, kb.mul(dot, scale))
                kb.if_(ok, scaled)
                scores.append(s)
            bmax = scores[0]
            for s in scores[1:]:
                bmax = kb.math("max", bmax, s)
            m_new = kb.math("max", m, bmax)
            corr = kb.math("exp", kb.sub(m, m_new))
            ps = [kb.math("exp", kb.sub(s, m_new)) for s in scores]
            tot = ps[0]
            for p in ps[1:]:
                tot = kb.add(tot, p)
            kb.set(lsum, kb.add(kb.mul(lsum, corr), tot))

            def out_col(c: N.Local) -> None:
                at = kb.add(orow, c)
                acc = kb.mul(kb.wg_read(O_ARR, at), corr)
                for j, p in enumerate(ps):
                    acc = kb.add(acc, kb.mul(p, kb.wg_read(V_ARR, kb.add(c, j * dv))))
                kb.wg_write(O_ARR, at, acc)
            k.loop(zero, dv, 1, out_col)
            kb.set(m, m_new)
            kb.barrier()  # every lane has read the blocks before the next ones are written
        k.loop(zero, kend, bkv, keys)

        def write(c: N.Local) -> None:
            coords = bc + (qi, c)
            k.bind(y, kb.div(kb.wg_read(O_ARR, kb.add(orow, c)), lsum), coords)
            k.store_all(parts.after, coords, kb.add(kb.mul(kb.add(kb.mul(bh, lq), qi), dv), c))
        k.when(qok, lambda: k.loop(zero, dv, 1, write))
    grid = each_group_item(k, nb * qblocks, caps, block)
    flops = nb * lq * lk * (2 * d + 2 * dv + 4) // (2 if causal else 1)
    return k.finish(grid, flops=flops)
