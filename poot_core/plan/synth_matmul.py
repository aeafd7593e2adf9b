"""Synthesized contraction: a tiled f32 matmul with numpy's semantics and fused elementwise ends.

`a @ b` as numpy: 2-D, batched (batch axes broadcast, a shared operand read through its
broadcast), 1-D operands promoted (x @ W, W @ x) and the promoted axis dropped. The output is cut
into BM x BN tiles; a workgroup of LY x LX lanes owns one tile at a time (tiles = batch x
ceil(M / BM) x ceil(N / BN), looped within `caps.max_groups`) and each lane accumulates RM x RN
outputs in registers (rows ty + LY * i, columns tx + LX * j). K advances TK at a time: the lanes
copy the A (BM x TK) and B (TK x BN) slices into workgroup memory (arrays 0 and 1; zeros past the
edges), barrier, multiply-accumulate from them, barrier. Every access is guarded, so the body
holds no trap.

The operands are read through the region's prologue (e.g. `x @ w.T` reads w transposed where it
loads, nothing is materialised) and the accumulator goes through its epilogue (bias, gelu, ...)
where it is stored, both by the shared expression emitter. f16 operands need `caps.f16`: they are
converted to f32 on load, accumulated in f32, and the result is rounded to f16.

The contraction synthesizer (`synth_contraction`) first offers the region to the tensor-core GEMM
(synth_gemm.py: f16 matrices on a target with 16x16x16 Wmma) and uses this body when that does
not apply or does not fit; a refusal names both reasons.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from ..ir import nodes as N
from ..ir.types import F32, USIZE
from ..target import Capabilities
from .binding import Plan
from .graph import broadcast
from .region import RegionDesc
from .synth import Unfit, register
from .synth_rows import Kernel, check_outputs, each_group_item, need_dtype, pow2_at_least, pow2_at_most, split


@dataclass(frozen=True)
class Tiling:
    """Lanes LY x LX, registers RM x RN per lane, TK columns of K per step."""

    ly: int
    lx: int
    rm: int
    rn: int
    tk: int

    @property
    def bm(self) -> int:
        return self.ly * self.rm

    @property
    def bn(self) -> int:
        return self.lx * self.rn

    @property
    def lanes(self) -> int:
        return self.ly * self.lx

    @property
    def wg_bytes(self) -> int:
        return 4 * self.tk * (self.bm + self.bn)


def tiling(m: int, n: int, caps: Capabilities) -> Tiling:
    """The tile shape for an m x n output: 16 x 16 lanes of 4 x 4 outputs for large outputs,
    a line of lanes for matrix-vector products, within the target's lane and memory limits."""
    lanes = pow2_at_most(min(256, caps.max_workgroup_size))
    ly = min(pow2_at_least(m), 16 if n > 1 else lanes)
    lx = min(pow2_at_least(n), lanes // ly)
    rm = 4 if ly == 16 and m >= 64 else 1
    rn = 4 if lx == 16 and n >= 64 else 1
    t = Tiling(ly, lx, rm, rn, 16)
    while t.wg_bytes > caps.max_workgroup_memory and t.tk > 1:
        t = Tiling(ly, lx, rm, rn, t.tk // 2)
    if t.wg_bytes > caps.max_workgroup_memory:
        raise Unfit(f"a {t.bm} x {t.bn} tile needs {t.wg_bytes} bytes of workgroup memory, the target has "
                    f"{caps.max_workgroup_memory}")
    return t


@register("contraction")
def synth_contraction(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The tensor-core GEMM (synth_gemm.py) for f16 matrices on a target with 16x16x16 Wmma, else
    (or when it does not fit) the SIMT tiled matmul below."""
    from .synth_gemm import gemm_unfit, synth_gemm

    why = gemm_unfit(desc, caps)
    if why is None:
        try:
            return synth_gemm(desc, caps)
        except Unfit as u:
            why = str(u)
    try:
        return synth_matmul(desc, caps)
    except Unfit as u:
        raise Unfit(f"{u} (tensor cores: {why})") from None


def synth_matmul(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The tiled matmul of the region's anchor with its prologue (operand loads) and epilogue."""
    parts = split(desc)
    anc = parts.anchor
    if anc.prim != "matmul":
        raise Unfit(f"no contraction kernel for {anc.prim}")
    a, b = anc.inputs
    y = anc.outputs[0]
    for opnd in (a, b):
        need_dtype(opnd, caps, ("f32", "f16"))
    check_outputs(parts, None, y.shape)
    ash = a.shape if a.rank > 1 else (1,) + a.shape
    bsh = b.shape if b.rank > 1 else b.shape + (1,)
    batch = broadcast(ash[:-2], bsh[:-2])
    m, kdim, n = ash[-2], ash[-1], bsh[-1]
    nb = math.prod(batch)
    if m * n * nb == 0:
        raise Unfit(f"{y} is empty")
    t = tiling(m, n, caps)
    tiles_m, tiles_n = -(-m // t.bm), -(-n // t.bn)
    k = Kernel(desc, f"matmul_{'x'.join(map(str, batch + (m, n, kdim)))}", t.lanes, caps)
    kb = k.kb
    kb.wg_array(0, t.bm * t.tk)
    kb.wg_array(1, t.tk * t.bn)
    lane = kb.local_index()
    tx = kb.rem(lane, t.lx) if t.lx > 1 else N.Const(USIZE, 0)
    ty = kb.div(lane, t.lx) if t.lx > 1 else lane
    a_off = kb.mul(ty, t.tk)  # row ty of the A slice

    def operand_batch(bc: tuple[N.Operand, ...], dims: tuple[int, ...]) -> tuple[N.Operand, ...]:
        """An operand's batch coordinates from the output's (numpy broadcasting)."""
        lead = len(batch) - len(dims)
        return tuple(N.Const(USIZE, 0) if d == 1 else bc[lead + i] for i, d in enumerate(dims))

    def fill(arr: int, rows: int, cols: int, fetch: Callable[[N.Operand, N.Operand, N.Local], None]) -> None:
        """Copy a rows x cols slice into array `arr` (row-major): lane l does l, l + lanes, ..."""
        size = rows * cols
        for q in range(-(-size // t.lanes)):
            e = kb.add(lane, q * t.lanes) if q else lane

            def one(e: N.Operand = e) -> None:
                i, j = kb.div(e, cols), kb.rem(e, cols)
                v = kb.var(F32, 0.0)
                fetch(i, j, v)
                kb.wg_write(arr, e, v)
            if (q + 1) * t.lanes > size:
                k.when(kb.lt(e, size), one)
            else:
                one()

    def tile(tid: N.Local) -> None:
        tn = kb.rem(tid, tiles_n)
        rest = kb.div(tid, tiles_n)
        tm = kb.rem(rest, tiles_m)
        bi = kb.div(rest, tiles_m)
        bc = k.coords(batch, bi)
        base = kb.mul(bi, m * n)
        row0, col0 = kb.mul(tm, t.bm), kb.mul(tn, t.bn)
        a_bc, b_bc = operand_batch(bc, ash[:-2]), operand_batch(bc, bsh[:-2])
        acc = [[kb.var(F32, 0.0) for _ in range(t.rn)] for _ in range(t.rm)]

        def k_step(k0: N.Local) -> None:
            def fetch_a(i: N.Operand, kk: N.Operand, v: N.Local) -> None:
                gi, gk = kb.add(row0, i), kb.add(k0, kk)
                coords = a_bc + (gi, gk) if a.rank > 1 else (gk,)
                k.when(kb.bin("and", kb.lt(gi, m), kb.lt(gk, kdim)), lambda: kb.set(v, k.f32(a, coords)))

            def fetch_b(kk: N.Operand, j: N.Operand, v: N.Local) -> None:
                gk, gj = kb.add(k0, kk), kb.add(col0, j)
                coords = b_bc + (gk, gj) if b.rank > 1 else (gk,)
                k.when(kb.bin("and", kb.lt(gk, kdim), kb.lt(gj, n)), lambda: kb.set(v, k.f32(b, coords)))
            fill(0, t.bm, t.tk, fetch_a)
            fill(1, t.tk, t.bn, fetch_b)
            kb.barrier()
            for kk in range(t.tk):
                av = [kb.wg_read(0, kb.add(a_off, i * t.ly * t.tk + kk)) for i in range(t.rm)]
                bv = [kb.wg_read(1, kb.add(tx, kk * t.bn + j * t.lx)) for j in range(t.rn)]
                for i in range(t.rm):
                    for j in range(t.rn):
                        kb.set(acc[i][j], kb.add(acc[i][j], kb.mul(av[i], bv[j])))
            kb.barrier()
        k.loop(N.Const(USIZE, 0), kdim, t.tk, k_step)

        for i in range(t.rm):
            gi = kb.add(kb.add(row0, ty), i * t.ly)
            for j in range(t.rn):
                gj = kb.add(kb.add(col0, tx), j * t.lx)

                def write(gi: N.Operand = gi, gj: N.Operand = gj, v: N.Operand = acc[i][j]) -> None:
                    coords = bc + ((gi,) if a.rank > 1 else ()) + ((gj,) if b.rank > 1 else ())
                    flat = kb.add(kb.add(base, kb.mul(gi, n)), gj)
                    k.bind(y, v, coords)
                    k.store_all(parts.after, coords, flat)
                k.when(kb.bin("and", kb.lt(gi, m), kb.lt(gj, n)), write)

    grid = each_group_item(k, nb * tiles_m * tiles_n, caps, tile)
    return k.finish(grid, flops=2 * m * n * kdim * nb)
