"""Synthesized attention: softmax(q @ k^T * scale [+ causal mask]) @ v by online softmax.

The region's anchor is an `attention` equation over q [*B, Lq, d], k [*B, Lk, d], v [*B, Lk, dv]
(docs/planner.md). Two bodies, chosen from the target's Capabilities:

- tensor cores (synth_flash.py): f16 q, k, v on a target with 16x16x16 Wmma and the workgroup-
  memory IR (typed arrays, Wmma from workgroup memory, async copies);
- SIMT (here), every other target: one workgroup per (batch item, block of BQ queries), one lane
  per query. Keys advance BKV at a time: the lanes copy the K and V rows of the block into f32
  workgroup memory (zeros past Lk), barrier, and each lane scores its query against them (its q row
  is held in registers), takes the block's max, rescales its running sum and output (registers)
  by exp(m_old - m_new) and adds p * v for each key, barrier. The output is o / l. The causal
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
    bq = min(pow2_at_most(min(MAX_BQ, caps.max_workgroup_size)), max(pow2_at_least(lq), 1))
    need = 4 * BKV * (d + dv)
    if need > caps.max_workgroup_memory:
        raise Unfit(f"the K and V blocks need {need} bytes of workgroup memory; the target has "
                    f"{caps.max_workgroup_memory}")
    qblocks = -(-lq // bq)
    k = Kernel(desc, f"attention_{'x'.join(map(str, batch + (lq, lk, d, dv)))}{'_causal' if causal else ''}", bq, caps)
    kb = k.kb
    kb.wg_array(0, BKV * d)
    kb.wg_array(1, BKV * dv)
    lane = kb.local_index()

    def fill(arr: int, src: N.Operand, bc: tuple[N.Operand, ...], k0: N.Local, width: int) -> None:
        """Rows k0 .. k0 + BKV of `src` ([*B, Lk, width]) into array `arr` (zeros past Lk)."""
        size = BKV * width
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
        qv = [kb.var(F32, 0.0) for _ in range(d)]

        def load_q() -> None:
            for c in range(d):
                kb.set(qv[c], k.f32(q, bc + (qi, N.Const(USIZE, c))))
        k.when(qok, load_q)
        m = kb.var(F32, -math.inf)
        lsum = kb.var(F32, 0.0)
        o = [kb.var(F32, 0.0) for _ in range(dv)]
        kend: N.Operand = N.Const(USIZE, lk)
        if causal:
            kend = kb.math("min", kb.add(q0, bq), N.Const(USIZE, lk))

        def keys(k0: N.Local) -> None:
            fill(0, kt, bc, k0, d)
            fill(1, v, bc, k0, dv)
            kb.barrier()
            scores = []
            for j in range(BKV):
                key = kb.add(k0, j)
                dot = kb.var(F32, 0.0)
                for c in range(d):
                    kb.set(dot, kb.add(dot, kb.mul(qv[c], kb.wg_read(0, j * d + c))))
                ok = kb.lt(key, lk)
                if causal:
                    ok = kb.bin("and", ok, kb.le(key, qi))
                s = kb.var(F32, -math.inf)
                kb.if_(ok, lambda s=s, dot=dot: kb.set(s, kb.mul(dot, scale)))
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
            for c in range(dv):
                acc = kb.mul(o[c], corr)
                for j, p in enumerate(ps):
                    acc = kb.add(acc, kb.mul(p, kb.wg_read(1, j * dv + c)))
                kb.set(o[c], acc)
            kb.set(m, m_new)
            kb.barrier()  # every lane has read the blocks before the next ones are written
        k.loop(N.Const(USIZE, 0), kend, BKV, keys)

        def write() -> None:
            base = kb.mul(kb.add(kb.mul(bh, lq), qi), dv)
            for c in range(dv):
                coords = bc + (qi, N.Const(USIZE, c))
                with k.ex.scope():
                    k.bind(y, kb.div(o[c], lsum), coords)
                    k.store_all(parts.after, coords, kb.add(base, c))
        k.when(qok, write)
    grid = each_group_item(k, nb * qblocks, caps, block)
    flops = nb * lq * lk * (2 * d + 2 * dv + 4) // (2 if causal else 1)
    return k.finish(grid, flops=flops)
