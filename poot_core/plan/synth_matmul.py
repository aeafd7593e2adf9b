"""Synthesized contraction: a tiled f32 matmul with numpy's semantics and fused elementwise ends.

`a @ b` as numpy: 2-D, batched (batch axes broadcast, a shared operand read through its
broadcast), 1-D operands promoted (x @ W, W @ x) and the promoted axis dropped. The output is cut
into BM x BN tiles; a workgroup of LY x LX lanes owns one tile at a time (tiles = batch x
ceil(M / BM) x ceil(N / BN), looped within `caps.max_groups`) and each lane accumulates RM x RN
outputs in registers. With RM a multiple of 4 a lane's rows come in runs of 4 (rows 4 ty + i,
4 LY + 4 ty + i, ...; columns alike), so its operands are 16-byte workgroup loads without bank
conflicts; otherwise rows ty + LY * i (columns tx + LX * j). Large outputs take 128 x 128 tiles
(16 x 16 lanes of 8 x 8: 64 multiply-adds per 4 loads, TK = 8), medium ones 64 x 64 (8 x 8
lanes of 8 x 8, TK = 4, when 128 x 128 tiles would be too few to fill a GPU). K advances TK at a time: the lanes
store the A slice (k-major: slot kk * (BM + PAD) + r, PAD = 4 so the stores do not collide in
banks) and the B slice (TK x BN) from registers into workgroup memory (arrays 0 and 1; zeros
past the edges), barrier, load the next slices into those registers, multiply-accumulate from
workgroup memory (the loads' latency hidden behind the products), barrier. Every access is guarded, so the body holds no
trap.

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

from .. import knobs
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
    """Lanes LY x LX, registers RM x RN per lane, TK columns of K per step; PAD slots after
    each k-row of the A slice."""

    ly: int
    lx: int
    rm: int
    rn: int
    tk: int
    pad: int = 4

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
        return 4 * self.tk * (self.bm + self.pad + self.bn)

    def rows(self, i: int) -> int:
        """The row of register row i relative to a lane's first (run * ty): runs of 4 when RM
        is a multiple of 4 (4 consecutive rows, the next run LY * 4 further), else LY apart."""
        run = 4 if self.rm % 4 == 0 else 1
        return (i // run) * self.ly * run + i % run

    def cols(self, j: int) -> int:
        run = 4 if self.rn % 4 == 0 else 1
        return (j // run) * self.lx * run + j % run

    @property
    def run_m(self) -> int:
        return 4 if self.rm % 4 == 0 else 1

    @property
    def run_n(self) -> int:
        return 4 if self.rn % 4 == 0 else 1


BIG_TILES = 264  # 128 x 128 tiles below this many leave a large GPU (two 256-lane tiles a core) idle


def tiling(m: int, n: int, caps: Capabilities, nb: int = 1) -> Tiling:
    """The tile shape for an m x n output (nb of them): 16 x 16 lanes of 8 x 8 outputs (128 x 128)
    when that makes at least BIG_TILES tiles, else 8 x 8 lanes of 8 x 8 (64 x 64) for outputs of
    at least 64 x 64; else 16 x 16 lanes of 4 x 4 outputs, or a line of lanes for matrix-vector
    products, within the target's lane and memory limits."""
    lanes = pow2_at_most(min(256, caps.max_workgroup_size))
    tiles128 = -(-m // 128) * -(-n // 128) * nb
    big = knobs.matmul_big_tiles() or BIG_TILES
    for ly, tk, ok in ((16, 8, m >= 128 and n >= 128 and tiles128 >= big), (8, 4, m >= 64 and n >= 64)):
        t = Tiling(ly, ly, 8, 8, tk)
        if ok and t.lanes <= lanes and t.wg_bytes <= caps.max_workgroup_memory:
            return t
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
    t = tiling(m, n, caps, nb)
    tiles_m, tiles_n = -(-m // t.bm), -(-n // t.bn)
    k = Kernel(desc, f"matmul_{'x'.join(map(str, batch + (m, n, kdim)))}", t.lanes, caps)
    kb = k.kb
    kb.wg_array(0, (t.bm + t.pad) * t.tk)
    kb.wg_array(1, t.tk * t.bn)
    lane = kb.local_index()
    tx = kb.rem(lane, t.lx) if t.lx > 1 else N.Const(USIZE, 0)
    ty = kb.div(lane, t.lx) if t.lx > 1 else lane
    a_off = kb.mul(ty, t.run_m) if t.run_m > 1 else ty  # the lane's first row in the A slice
    b_off = kb.mul(tx, t.run_n) if t.run_n > 1 else tx  # and first column in the B slice

    def operand_batch(bc: tuple[N.Operand, ...], dims: tuple[int, ...]) -> tuple[N.Operand, ...]:
        """An operand's batch coordinates from the output's (numpy broadcasting)."""
        lead = len(batch) - len(dims)
        return tuple(N.Const(USIZE, 0) if d == 1 else bc[lead + i] for i, d in enumerate(dims))

    def share(rows: int, cols: int) -> list[tuple[N.Operand, bool]]:
        """A lane's elements of a rows x cols slice: e = l, l + lanes, ... (row-major), and
        whether e needs a guard (the last round may run past the slice)."""
        size = rows * cols
        return [(kb.add(lane, q * t.lanes) if q else lane, (q + 1) * t.lanes > size)
                for q in range(-(-size // t.lanes))]

    a_share, b_share = share(t.bm, t.tk), share(t.tk, t.bn)

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
        # the lane's share of the next A and B slices, loaded while the current one is multiplied
        ra = [kb.var(F32, 0.0) for _ in a_share]
        rb = [kb.var(F32, 0.0) for _ in b_share]

        def fetch(k0: N.Operand) -> None:
            """The slices at K offset k0 into ra, rb (zeros past the edges)."""
            for (e, guard), v in zip(a_share, ra):
                def one_a(e: N.Operand = e, v: N.Local = v) -> None:
                    gi, gk = kb.add(row0, kb.div(e, t.tk)), kb.add(k0, kb.rem(e, t.tk))
                    coords = a_bc + (gi, gk) if a.rank > 1 else (gk,)
                    k.when(kb.bin("and", kb.lt(gi, m), kb.lt(gk, kdim)), lambda: kb.set(v, k.f32(a, coords)))
                kb.set(v, 0.0)
                if guard:
                    k.when(kb.lt(e, t.bm * t.tk), one_a)
                else:
                    one_a()
            for (e, guard), v in zip(b_share, rb):
                def one_b(e: N.Operand = e, v: N.Local = v) -> None:
                    gk, gj = kb.add(k0, kb.div(e, t.bn)), kb.add(col0, kb.rem(e, t.bn))
                    coords = b_bc + (gk, gj) if b.rank > 1 else (gk,)
                    k.when(kb.bin("and", kb.lt(gk, kdim), kb.lt(gj, n)), lambda: kb.set(v, k.f32(b, coords)))
                kb.set(v, 0.0)
                if guard:
                    k.when(kb.lt(e, t.tk * t.bn), one_b)
                else:
                    one_b()

        def store() -> None:
            """ra, rb into the workgroup slices: A k-major (slot kk * (BM + PAD) + r), B row-major."""
            for (e, guard), v in zip(a_share, ra):
                def put_a(e: N.Operand = e, v: N.Local = v) -> None:
                    kb.wg_write(0, kb.add(kb.mul(kb.rem(e, t.tk), t.bm + t.pad), kb.div(e, t.tk)), v)
                if guard:
                    k.when(kb.lt(e, t.bm * t.tk), put_a)
                else:
                    put_a()
            for (e, guard), v in zip(b_share, rb):
                def put_b(e: N.Operand = e, v: N.Local = v) -> None:
                    kb.wg_write(1, e, v)
                if guard:
                    k.when(kb.lt(e, t.tk * t.bn), put_b)
                else:
                    put_b()

        def k_step(k0: N.Local) -> None:
            store()
            kb.barrier()
            fetch(kb.add(k0, t.tk))
            for kk in range(t.tk):
                av = [kb.wg_read(0, kb.add(a_off, kk * (t.bm + t.pad) + t.rows(i))) for i in range(t.rm)]
                bv = [kb.wg_read(1, kb.add(b_off, kk * t.bn + t.cols(j))) for j in range(t.rn)]
                for i in range(t.rm):
                    for j in range(t.rn):
                        kb.set(acc[i][j], kb.add(acc[i][j], kb.mul(av[i], bv[j])))
            kb.barrier()
        fetch(N.Const(USIZE, 0))
        k.loop(N.Const(USIZE, 0), kdim, t.tk, k_step)

        for i in range(t.rm):
            gi = kb.add(kb.add(row0, a_off), t.rows(i))
            for j in range(t.rn):
                gj = kb.add(kb.add(col0, b_off), t.cols(j))

                def write(gi: N.Operand = gi, gj: N.Operand = gj, v: N.Operand = acc[i][j]) -> None:
                    coords = bc + ((gi,) if a.rank > 1 else ()) + ((gj,) if b.rank > 1 else ())
                    flat = kb.add(kb.add(base, kb.mul(gi, n)), gj)
                    k.bind(y, v, coords)
                    k.store_all(parts.after, coords, flat)
                k.when(kb.bin("and", kb.lt(gi, m), kb.lt(gj, n)), write)

    grid = each_group_item(k, nb * tiles_m * tiles_n, caps, tile)
    return k.finish(grid, flops=2 * m * n * kdim * nb)
