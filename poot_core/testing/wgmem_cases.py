"""The kit's workgroup-memory cases: typed (f16, i32, u32, f32) workgroup arrays, async copies with
zero-filled edges, and a GEMM that stages f16 tiles through workgroup memory with double-buffered
async copies and Wmma loads and stores in workgroup memory; each with a numpy reference.

`plain_cases()` have no Wmma (every target with typed workgroup arrays can run them);
`wmma_cases()` need Wmma from workgroup memory."""
from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F16, F32, I32, U32, USIZE, Scalar
from ..target import Grid
from .case import Case

WS = 64


def _rand(rng: np.random.Generator, elem: Scalar, n: int) -> np.ndarray:
    if elem.is_float:
        return rng.uniform(-4, 4, n).astype(elem.np)
    if elem == I32:
        return rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    return rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)


def reverse_body(elem: Scalar) -> N.Body:
    """out[g*64 + l] = in[g*64 + 63 - l] through a workgroup array of `elem`."""
    kb = Builder(f"wg_reverse_{elem}", WS)
    src, out = kb.input("src", elem), kb.output("out", elem)
    arr = kb.wg_array(0, WS, elem)
    lane, g = kb.local_index(), kb.group_index()
    base = kb.mul(g, WS)
    kb.wg_write(arr, lane, kb.load(src, kb.add(base, lane)))
    kb.barrier()
    kb.store(out, kb.add(base, lane), kb.wg_read(arr, kb.sub(WS - 1, lane)))
    kb.ret()
    return kb.build()


def reverse_case(elem: Scalar, groups: int = 3) -> Case:
    n = groups * WS

    def inputs(rng):
        return {"src": _rand(rng, elem, n), "out": np.zeros(n, elem.np)}

    def ref(b):
        return {"out": b["src"].reshape(groups, WS)[:, ::-1].ravel()}
    return Case(f"wgmem/reverse_{elem}", lambda: reverse_body(elem), inputs, Grid((groups, 1), WS), ref=ref,
                barrier=True)


def async_body(elem: Scalar, count: int, n: int, edge: bool = True) -> N.Body:
    """Lane l of group g async-copies `count` elements of src from (g*64 + l)*count into slot
    l*count (zero-filled past len n; without `edge` the copy has no valid operand and n covers
    every copy), waits, and after a barrier writes lane (l+1)%64's elements to out[(g*64 + l)*count ..]."""
    kb = Builder(f"wg_async_{elem}_x{count}" + ("" if edge else "_full"), WS)
    src, out = kb.input("src", elem), kb.output("out", elem)
    arr = kb.wg_array(0, WS * count, elem)
    lane, g = kb.local_index(), kb.group_index()
    s0 = kb.mul(kb.add(kb.mul(g, WS), lane), count)
    rem = kb.sub(n, kb.math("min", s0, kb.c(USIZE, n)))
    valid = kb.math("min", rem, kb.c(USIZE, count))
    kb.async_copy(arr, kb.mul(lane, count), src, s0, count, valid if edge else None)
    kb.async_wait()
    kb.barrier()
    nb = kb.rem(kb.add(lane, 1), WS)
    for t in range(count):
        kb.store(out, kb.add(s0, t), kb.wg_read(arr, kb.add(kb.mul(nb, count), t)))
    kb.ret()
    return kb.build()


def async_case(elem: Scalar, count: int, groups: int = 2, short: int = 5, edge: bool = True) -> Case:
    total = groups * WS * count
    n = total - short if edge else total  # the last lanes' copies are cut (valid < count) or empty (valid 0)

    def inputs(rng):
        return {"src": _rand(rng, elem, n), "out": np.zeros(total, elem.np)}

    def ref(b):
        pad = np.zeros(total, elem.np)
        pad[:n] = b["src"]
        t = pad.reshape(groups, WS, count)
        return {"out": np.roll(t, -1, axis=1).ravel()}
    return Case(f"wgmem/async_{elem}_x{count}" + ("" if edge else "_full"), lambda: async_body(elem, count, n, edge),
                inputs, Grid((groups, 1), WS),
                ref=ref, barrier=True)


# --- a GEMM through workgroup memory -----------------------------------------------------------
BM = BN = BK = 32  # the block tile; four subgroups, each one 16x16 accumulator tile
GEMM_WS = 128
A_ARR, B_ARR, C_ARR = 0, 1, 2


def gemm_body(m: int, n: int, k: int, pad: int = 0) -> N.Body:
    """C (m x n, f32) = A (m x k, f16, row-major) @ B (k x n, f16, row-major); n and k multiples of
    8. Each workgroup computes a 32x32 block of C: per 32-wide K step its 128 lanes async-copy the
    A and B tiles (16 bytes a lane and tile, zero-filled past the matrix edges) into one of two
    stages while the subgroups multiply the other stage's tiles, loaded from workgroup memory
    (`pad` extra halves per staged row, a multiple of 8); the accumulators go through a workgroup
    array to guarded stores."""
    if n % 8 or k % 8 or pad % 8:
        raise ValueError("gemm_body needs n, k and pad multiples of 8 (16-byte async copies)")
    lda = BK + pad
    ldb = BN + pad
    stage_a, stage_b = BM * lda, BK * ldb
    kb = Builder(f"wg_gemm_{m}x{n}x{k}" + (f"_pad{pad}" if pad else ""), GEMM_WS)
    a, b, c = kb.input("a", F16), kb.input("b", F16), kb.output("c", F32)
    kb.wg_array(A_ARR, 2 * stage_a, F16)
    kb.wg_array(B_ARR, 2 * stage_b, F16)
    kb.wg_array(C_ARR, BM * BN, F32)
    lane, bn, bm = kb.local_index(), kb.group_index(), kb.group_index_y()
    warp = kb.div(lane, 32)
    wm, wn = kb.div(warp, 2), kb.rem(warp, 2)
    row, col = kb.div(lane, 4), kb.mul(kb.rem(lane, 4), 8)  # the lane's 8-element chunk of a 32x32 tile
    ktiles = -(-k // BK)

    def issue(kt, stage) -> None:
        k0 = kb.mul(kt, BK)
        # A: row bm*32 + row, columns k0 + col .. +8
        gr = kb.add(kb.mul(bm, BM), row)
        gc = kb.add(k0, col)
        in_r = kb.lt(gr, m)
        grc = kb.math("min", gr, kb.c(USIZE, m - 1))
        va = kb.math("min", kb.sub(k, kb.math("min", gc, kb.c(USIZE, k))), kb.c(USIZE, 8))
        va = kb.mul(va, kb.cast(in_r, USIZE))
        sa = kb.add(kb.mul(grc, k), kb.math("min", gc, kb.c(USIZE, k - 8)))
        kb.async_copy(A_ARR, kb.add(kb.mul(stage, stage_a), kb.add(kb.mul(row, lda), col)), a, sa, 8, va)
        # B: row k0 + row, columns bn*32 + col .. +8
        br = kb.add(k0, row)
        bc = kb.add(kb.mul(bn, BN), col)
        in_k = kb.lt(br, k)
        brc = kb.math("min", br, kb.c(USIZE, k - 1))
        vb = kb.math("min", kb.sub(n, kb.math("min", bc, kb.c(USIZE, n))), kb.c(USIZE, 8))
        vb = kb.mul(vb, kb.cast(in_k, USIZE))
        sb = kb.add(kb.mul(brc, n), kb.math("min", bc, kb.c(USIZE, n - 8)))
        kb.async_copy(B_ARR, kb.add(kb.mul(stage, stage_b), kb.add(kb.mul(row, ldb), col)), b, sb, 8, vb)

    acc = kb.fragment("acc", F32)
    fa, fb = kb.fragment("a", F16), kb.fragment("b", F16)
    kb.wmma_fill(acc, 0.0)
    issue(kb.c(USIZE, 0), kb.c(USIZE, 0))
    kb.async_commit()

    def step(kt) -> None:
        nxt = kb.add(kt, 1)
        kb.if_(kb.lt(nxt, ktiles), lambda: issue(nxt, kb.rem(nxt, 2)))
        kb.async_commit()
        kb.async_wait(1)  # this step's tiles are in; the next step's may still be in flight
        kb.barrier()
        stage = kb.rem(kt, 2)
        for kk in range(BK // 16):
            kb.wmma_load(fa, A_ARR, kb.add(kb.mul(stage, stage_a), kb.add(kb.mul(wm, 16 * lda), kk * 16)), lda, wg=True)
            kb.wmma_load(fb, B_ARR, kb.add(kb.mul(stage, stage_b), kb.add(kb.mul(wn, 16), kk * 16 * ldb)), ldb, wg=True)
            kb.wmma_mma(acc, fa, fb, acc)
        kb.barrier()  # before the next step's copies overwrite this stage
    kb.for_range(0, ktiles, step)
    kb.wmma_store(C_ARR, kb.add(kb.mul(wm, 16 * BN), kb.mul(wn, 16)), BN, acc, wg=True)
    kb.barrier()
    for t in range(BM * BN // GEMM_WS):
        idx = kb.add(kb.mul(lane, BM * BN // GEMM_WS), t)
        gr = kb.add(kb.mul(bm, BM), kb.div(idx, BN))
        gc = kb.add(kb.mul(bn, BN), kb.rem(idx, BN))
        ok = kb.bin("and", kb.lt(gr, m), kb.lt(gc, n))

        def put(gr: N.Local = gr, gc: N.Local = gc, idx: N.Local = idx) -> None:
            kb.store(c, kb.add(kb.mul(gr, n), gc), kb.wg_read(C_ARR, idx))
        kb.if_(ok, put)
    kb.ret()
    return kb.build()


def gemm_case(m: int, n: int, k: int, pad: int = 0) -> Case:
    def inputs(rng):
        return {"a": rng.uniform(-1, 1, m * k).astype(np.float16), "b": rng.uniform(-1, 1, k * n).astype(np.float16),
                "c": np.zeros(m * n, np.float32)}

    def ref(bufs):
        av = bufs["a"].astype(np.float64).reshape(m, k)
        bv = bufs["b"].astype(np.float64).reshape(k, n)
        return {"c": (av @ bv).astype(np.float32).ravel()}
    return Case(f"wgmem/gemm_{m}x{n}x{k}" + (f"_pad{pad}" if pad else ""), lambda: gemm_body(m, n, k, pad), inputs,
                Grid((-(-n // BN), -(-m // BM)), GEMM_WS), ref=ref, rtol=2.0 ** -12, barrier=True)


# --- one tile product through workgroup memory, every layout and accumulator ---------------------
TILE_WS = 64  # two subgroups: subgroup t owns tile t of each operand


def wg_tile_body(acc: Scalar, a_layout: str, b_layout: str, c_layout: str, ld: int = 24) -> N.Body:
    """Subgroup t: D_t = A_t @ B_t + C_t with A_t, B_t, C_t staged (async copies of 16 bytes a lane,
    wait, barrier) from the slices into workgroup arrays at t * 16 * ld in their layouts (leading
    dimension `ld`, a multiple of 8), loaded from there, D_t stored to a workgroup array in
    c_layout and copied out after a barrier."""
    kb = Builder(f"wg_tile_{acc}_{a_layout}{b_layout}{c_layout}_ld{ld}", TILE_WS)
    a, b, cin, d = kb.input("a", F16), kb.input("b", F16), kb.input("cin", acc), kb.output("d", acc)
    per = 16 * ld  # the elements of one tile's staging (16 rows or columns of ld)
    n = _staged_len(ld)
    kb.wg_array(0, n, F16)
    kb.wg_array(1, n, F16)
    kb.wg_array(2, n, acc)
    kb.wg_array(3, n, acc)
    lane = kb.local_index()
    for arr, src, elem in ((0, a, F16), (1, b, F16), (2, cin, acc)):
        cnt = 16 // (elem.bits // 8)  # 16 bytes a copy
        def body_(j: N.Local, arr: int = arr, src: int = src, cnt: int = cnt) -> None:
            at = kb.mul(kb.add(kb.mul(j, TILE_WS), lane), cnt)
            kb.async_copy(arr, at, src, at, cnt)
        kb.for_range(0, n // (cnt * TILE_WS), body_)
    kb.async_commit()
    kb.async_wait()
    kb.barrier()
    t = kb.div(lane, 32)
    off = kb.mul(t, per)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", acc)
    kb.wmma_load(fa, 0, off, ld, a_layout, wg=True)
    kb.wmma_load(fb, 1, off, ld, b_layout, wg=True)
    kb.wmma_load(fc, 2, off, ld, c_layout, wg=True)
    kb.wmma_mma(fc, fa, fb, fc)
    kb.wmma_store(3, off, ld, fc, c_layout, wg=True)
    kb.barrier()
    def out(j: N.Local) -> None:
        i = kb.add(kb.mul(j, TILE_WS), lane)
        kb.store(d, i, kb.wg_read(3, i))
    kb.for_range(0, n // TILE_WS, out)
    kb.ret()
    return kb.build()


def _staged_len(ld: int) -> int:
    """Two tiles' staging, rounded up to whole rounds of 16-byte copies by 64 lanes (of f16: 512)."""
    return -(-2 * 16 * ld // 512) * 512


def _wg_tile(buf: np.ndarray, t: int, ld: int, layout: str) -> np.ndarray:
    r, c = np.arange(16)[:, None], np.arange(16)[None, :]
    return buf[t * 16 * ld + (r * ld + c if layout == "row" else c * ld + r)]


def wg_tile_case(acc: Scalar, a_layout: str, b_layout: str, c_layout: str, ld: int = 24) -> Case:
    n = _staged_len(ld)

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, n).astype(np.float16), "b": rng.uniform(-1, 1, n).astype(np.float16),
                "cin": rng.uniform(-1, 1, n).astype(acc.np), "d": np.zeros(n, acc.np)}

    def ref(bufs):
        out = np.zeros(n, acc.np)  # slots no tile covers stay zero (the array starts at zero)
        r, c = np.arange(16)[:, None], np.arange(16)[None, :]
        for t in range(2):
            av, bv, cv = (_wg_tile(bufs[k], t, ld, lay).astype(np.float64)
                          for k, lay in (("a", a_layout), ("b", b_layout), ("cin", c_layout)))
            out[t * 16 * ld + (r * ld + c if c_layout == "row" else c * ld + r)] = (av @ bv + cv).astype(acc.np)
        return {"d": out}
    return Case(f"wgmem/tile_{acc}_{a_layout}{b_layout}{c_layout}_ld{ld}",
                lambda: wg_tile_body(acc, a_layout, b_layout, c_layout, ld), inputs, Grid((1, 1), TILE_WS), ref=ref,
                rtol=2.0 ** -12 if acc == F32 else 2.0 ** -8, barrier=True)


def tile_cases() -> list[Case]:
    """Every layout of A, B and C and both accumulators, from and to workgroup memory; ld 24 (48 or
    96 bytes: 16-byte aligned, not 32: the PTX gather path) and ld 32 (the wmma instructions)."""
    out = [wg_tile_case(acc, lay, lay, lay, ld) for acc in (F32, F16) for lay in ("row", "col") for ld in (24, 32)]
    out += [wg_tile_case(F32, "row", "col", "col", 32), wg_tile_case(F16, "col", "row", "row", 32)]
    return out


def plain_cases() -> list[Case]:
    """Typed workgroup arrays and async copies, no Wmma."""
    out = [reverse_case(e) for e in (F16, F32, I32, U32)]
    out += [async_case(F16, c) for c in (2, 4, 8)] + [async_case(F32, c) for c in (1, 2, 4)] + [async_case(U32, 4)]
    out += [async_case(F32, c, edge=False) for c in (1, 2)] + [async_case(F16, 8, edge=False)]
    return out


def wmma_cases() -> list[Case]:
    """GEMMs staging f16 tiles through workgroup memory (Wmma from and to workgroup arrays)."""
    return [gemm_case(32, 32, 32), gemm_case(64, 64, 96), gemm_case(40, 48, 72), gemm_case(64, 32, 64, pad=8)] + tile_cases()


def cases() -> list[Case]:
    return plain_cases() + wmma_cases()


__all__ = ["cases", "plain_cases", "wmma_cases", "tile_cases", "reverse_case", "async_case", "gemm_case", "gemm_body",
           "async_body", "reverse_body", "wg_tile_case", "wg_tile_body"]
