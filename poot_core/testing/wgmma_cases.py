"""The kit's warpgroup MMA (Wgmma) cases: single WgmmaMma tiles with every operand-layout knob
(lbo, sbo, offsets, N from 8 to 256, two K steps accumulating), partial and f16 stores, and the
sm_90 GEMM body (poot_core.plan.synth_gemm_sm90) on shapes with edge tiles; each with a numpy
reference written from docs/matrix.md's layout formula (not the oracle's code).

A tile case runs 2 warpgroups (256 lanes); warpgroup w reads its A and B from its own region of
the workgroup arrays, which the lanes fill slot for slot from the input slices `a` and `b`
(so the input slices ARE the arrays: the case tests the IR's layout definition end to end)."""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F16, F32, USIZE, Fragment, Scalar
from ..target import Grid
from .case import Case

WS = 2 * N.WARPGROUP


def _u(v: int) -> N.Const:
    return N.Const(USIZE, v)


@dataclass(frozen=True)
class Tile:
    """One tile case's knobs: accumulator width n, K steps of 16 (`fused`: all in one WgmmaMma of
    depth 16 * steps, else one WgmmaMma per step), operand layouts, where the stored block ends
    (rows x cols of the 64 x n tile) and the output type."""

    n: int
    steps: int = 1
    fused: bool = False
    a_lbo: int = 64
    a_sbo: int = 128
    b_lbo: int = 64
    b_sbo: int = 128
    a_off: int = 0
    b_off: int = 0
    rows: int = 64
    cols: int = -1  # -1: n
    out: Scalar = F32
    a_major: str = "k"
    b_major: str = "k"

    @property
    def name(self) -> str:
        return (f"wgmma/tile_n{self.n}_{'k' if self.fused else 's'}{self.steps}_a{self.a_lbo}.{self.a_sbo}+{self.a_off}_"
                f"b{self.b_lbo}.{self.b_sbo}+{self.b_off}_{self.rows}x{self.ncols}_{self.out}"
                + ("" if (self.a_major, self.b_major) == ("k", "k") else f"_{self.a_major}{self.b_major}major"))

    @property
    def ncols(self) -> int:
        return self.n if self.cols < 0 else self.cols

    def span(self, which: str) -> int:
        """Slots one warpgroup's operand occupies (a multiple of 8)."""
        lbo, sbo, off = ((self.a_lbo, self.a_sbo, self.a_off) if which == "a" else (self.b_lbo, self.b_sbo, self.b_off))
        rows = N.WGMMA_M if which == "a" else self.n
        last = off + (rows // 8 - 1) * sbo + (2 * self.steps - 1) * lbo + 64
        return -(-last // 8) * 8


def layout_ref(flat: np.ndarray, off: int, rows: int, k: int, lbo: int, sbo: int, k_major: bool = True) -> np.ndarray:
    """The rows x k matrix whose element (r, c) is flat[off + (r//8)*sbo + (c//8)*lbo + (r%8)*8 + c%8]
    (K-major) or flat[off + (r//8)*sbo + (c//8)*lbo + (c%8)*8 + r%8] (M/N-major) (docs/matrix.md),
    written with plain loops."""
    out = np.zeros((rows, k), np.float64)
    for r in range(rows):
        for c in range(k):
            inner = (r % 8) * 8 + c % 8 if k_major else (c % 8) * 8 + r % 8
            out[r, c] = flat[off + (r // 8) * sbo + (c // 8) * lbo + inner]
    return out


def tile_body(t: Tile) -> N.Body:
    kb = Builder(t.name.replace("/", "_").replace(".", "_").replace("+", "p"), WS)
    sa, sb = t.span("a"), t.span("b")
    a, b, d = kb.input("a", F16), kb.input("b", F16), kb.output("d", t.out)
    kb.wg.append(N.WgArray(0, 2 * sa, F16))
    kb.wg.append(N.WgArray(1, 2 * sb, F16))
    depth = N.WGMMA_K * (t.steps if t.fused else 1)
    acc = kb.local(Fragment("wacc", F32, (N.WGMMA_M, t.n, depth)), "acc")
    lane = kb.local_index()
    def copy(array: int, src: int, idx: N.Local) -> None:
        kb.emit(N.WorkgroupLocalWrite(array, idx, kb.load(src, idx)))

    for array, src, size in ((0, a, 2 * sa), (1, b, 2 * sb)):
        for j in range(-(-size // WS)):
            idx = kb.add(lane, WS * j)
            kb.if_(kb.lt(idx, size), functools.partial(copy, array, src, idx))
    kb.barrier()
    w = kb.div(lane, N.WARPGROUP)
    for s in range(1 if t.fused else t.steps):
        kb.emit(N.WgmmaMma(acc.id, 0, kb.add(kb.mul(w, sa), t.a_off + 2 * t.a_lbo * s),
                           1, kb.add(kb.mul(w, sb), t.b_off + 2 * t.b_lbo * s), acc.id, t.a_lbo, t.a_sbo, t.b_lbo, t.b_sbo,
                           t.a_major, t.b_major))
    kb.emit(N.WgmmaStore(d, kb.mul(w, N.WGMMA_M * t.n), _u(t.n), acc.id, _u(t.rows), _u(t.ncols)))
    kb.ret()
    return kb.build()


def tile_case(t: Tile) -> Case:
    sa, sb = t.span("a"), t.span("b")
    m, k = N.WGMMA_M, N.WGMMA_K * t.steps

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, 2 * sa).astype(np.float16), "b": rng.uniform(-1, 1, 2 * sb).astype(np.float16),
                "d": np.full(2 * m * t.n, 7.0, t.out.np)}

    def ref(bufs):
        d = bufs["d"].astype(np.float64).reshape(2, m, t.n)
        for w in range(2):
            am = layout_ref(bufs["a"].astype(np.float64), w * sa + t.a_off, m, k, t.a_lbo, t.a_sbo, t.a_major == "k")
            bt = layout_ref(bufs["b"].astype(np.float64), w * sb + t.b_off, t.n, k, t.b_lbo, t.b_sbo, t.b_major == "k")
            d[w, :t.rows, :t.ncols] = (am @ bt.T)[:t.rows, :t.ncols]
        return {"d": d.astype(t.out.np).ravel()}
    return Case(t.name, lambda: tile_body(t), inputs, Grid((1, 1), WS), ref=ref,
                rtol=2.0 ** -10 if t.out == F16 else 2.0 ** -20)


TILES = (
    Tile(128, steps=2, a_sbo=256, b_sbo=256),
    Tile(128, steps=4, fused=True, a_sbo=512, b_sbo=512),
    Tile(48, steps=2, fused=True, a_lbo=80, a_sbo=176, b_lbo=64, b_sbo=136, a_off=24, b_off=8, rows=50, cols=41),
    Tile(64, steps=2, a_lbo=72, a_sbo=296, b_lbo=64, b_sbo=256, a_off=8, b_off=16, rows=37, cols=61, out=F16),
    Tile(256),
    Tile(8, steps=2, a_sbo=256, b_lbo=128, b_sbo=64),
    Tile(24, a_lbo=128, a_sbo=64, b_off=40, rows=64, cols=20),
    # N-major B (each 16-byte row 8 consecutive n), M-major A, both
    Tile(128, steps=2, fused=True, a_sbo=256, b_lbo=1024, b_sbo=64, b_major="n"),
    Tile(64, steps=2, a_lbo=512, a_sbo=64, b_sbo=256, a_major="m"),
    Tile(256, steps=2, fused=True, a_lbo=576, a_sbo=72, b_lbo=2048, b_sbo=64, a_off=8, rows=63, cols=250,
         a_major="m", b_major="n"),
)


def gemm_case(m: int, n: int, k: int, bn: int = 128, out: Scalar = F32, b_major: str = "k") -> Case:
    """The sm_90 GEMM body; b_major "async" is gemm_sm90_async_body (16-byte async copies, B N-major)."""
    from ..plan.synth_gemm_sm90 import gemm_sm90_async_body, gemm_sm90_body, grid_of

    def build() -> N.Body:
        if b_major == "async":
            return gemm_sm90_async_body(m, n, k, out, bn)
        return gemm_sm90_body(m, n, k, out, bn, b_major=b_major)

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, m * k).astype(np.float16), "b": rng.uniform(-1, 1, k * n).astype(np.float16),
                "c": np.zeros(m * n, out.np)}

    def ref(bufs):
        a = bufs["a"].astype(np.float64).reshape(m, k)
        b = bufs["b"].astype(np.float64).reshape(k, n)
        return {"c": (a @ b).astype(out.np).ravel()}
    return Case(f"wgmma/gemm_{m}x{n}x{k}_bn{bn}_{out}_{'async' if b_major == 'async' else 'b' + b_major}", build, inputs,
                Grid(grid_of(m, n, bn), WS), ref=ref, rtol=2.0 ** -10 if out == F16 else 2.0 ** -20)


GEMMS = ((128, 128, 64, 128, F32), (130, 136, 80, 128, F32), (200, 72, 150, 128, F16), (64, 256, 128, 256, F32),
         (1, 1, 1, 128, F32), (257, 300, 70, 256, F16),
         (128, 128, 128, 128, F32, "n"), (190, 260, 100, 128, F16, "n"), (130, 256, 64, 256, F32, "n"),
         (128, 128, 160, 128, F32, "async"), (200, 136, 104, 128, F16, "async"), (130, 264, 72, 256, F32, "async"),
         (64, 256, 96, 256, F16, "async"))


def pipe_case(m: int, n: int, k: int, tile: str, out: Scalar = F32) -> Case:
    """The pipelined sm_90 GEMM body (gemm_sm90_pipe_body) with tile "WGS,BN,BK,STAGES,PENDING"."""
    from ..plan.synth_gemm_sm90 import Sm90Tile, gemm_sm90_pipe_body, grid_of_tile
    t = Sm90Tile.parse(tile)

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, m * k).astype(np.float16), "b": rng.uniform(-1, 1, k * n).astype(np.float16),
                "c": np.zeros(m * n, out.np)}

    def ref(bufs):
        a = bufs["a"].astype(np.float64).reshape(m, k)
        b = bufs["b"].astype(np.float64).reshape(k, n)
        return {"c": (a @ b).astype(out.np).ravel()}
    g = (f"g{t.group_m}" if t.group_m > 1 else "") + (f"w{t.mw}" if t.mw > 1 else "")
    return Case(f"wgmma/pipe_{m}x{n}x{k}_{t.bm}x{t.bn}x{t.bk}_s{t.stages}p{t.pending}{g}_{out}",
                lambda: gemm_sm90_pipe_body(m, n, k, out, t), inputs, Grid(grid_of_tile(m, n, t), t.lanes), ref=ref,
                rtol=2.0 ** -10 if out == F16 else 2.0 ** -20)


# (m, n, k, tile, out): edge tiles in M, N and K, one and several k-steps, every pending / stage count,
# 1-3 warpgroups, the H200 sweep's large tiles on shapes that need only a block or two
PIPES = ((128, 256, 256, "2,256,64,4,1", F32), (130, 264, 200, "2,256,64,4,1", F16), (256, 128, 64, "2,128,64,3,1", F32),
         (200, 136, 104, "2,128,32,3,0", F32), (192, 192, 320, "3,192,64,4,1", F32), (70, 72, 48, "1,64,16,2,0", F16),
         (128, 256, 384, "2,256,64,3,1", F32), (64, 128, 136, "1,128,64,5,1", F32),
         (330, 200, 64, "1,64,32,3,1,4", F32),  # grouped order: 6 rows x 4 columns of tiles, groups of 4 and 2 rows
         (300, 136, 200, "2,64,32,3,1,1,2", F32), (256, 128, 64, "1,128,64,3,0,1,2", F16))  # two accumulators per warpgroup


def cases() -> list[Case]:
    return [tile_case(t) for t in TILES] + [gemm_case(*g) for g in GEMMS] + [pipe_case(*p) for p in PIPES]


__all__ = ["cases", "tile_case", "tile_body", "gemm_case", "pipe_case", "PIPES", "Tile", "TILES", "GEMMS", "layout_ref"]
