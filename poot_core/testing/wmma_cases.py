"""The kit's matrix (Wmma) cases: tile GEMMs with every layout, accumulator type, offset and stride
kind the LLVM lowerings distinguish, each with a numpy reference, plus random Wmma bodies.

Every case launches whole 32-lane subgroups; subgroup t (= group * WORKGROUP_SIZE/32 + lane/32)
owns tile t. `aligned=False` cases start tiles at odd offsets with strides that are no multiple of
32 bytes, so the PTX lowering's gather path runs (wmma.load/store need both aligned)."""
from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F16, F32, USIZE, Scalar
from ..target import Grid
from .case import Case
from .random_bodies import random_body, random_buffers
from .samples import wmma_gemm

T = 16  # tile edge
WS = 64  # two subgroups per workgroup


def _u(v: int) -> N.Const:
    return N.Const(USIZE, v)


def _tile(buf: np.ndarray, off: int, ld: int, layout: str) -> np.ndarray:
    """The 16x16 matrix at `off` with leading dimension `ld` in `layout` (the oracle's addressing)."""
    r, c = np.arange(T)[:, None], np.arange(T)[None, :]
    return buf[off + (r * ld + c if layout == "row" else c * ld + r)]


def _put(buf: np.ndarray, off: int, ld: int, layout: str, m: np.ndarray) -> None:
    r, c = np.arange(T)[:, None], np.arange(T)[None, :]
    buf[off + (r * ld + c if layout == "row" else c * ld + r)] = m


def gemm_case(m: int, n: int, k: int, b_layout: str = "row") -> Case:
    """samples.wmma_gemm: C = A @ B over (m/16)*(n/16) tiles, a K loop of k/16 steps."""
    tiles = (m // T) * (n // T)

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, m * k).astype(np.float16), "b": rng.uniform(-1, 1, k * n).astype(np.float16),
                "c": np.zeros(m * n, np.float32)}

    def ref(b):
        a = b["a"].astype(np.float64).reshape(m, k)
        bb = b["b"].astype(np.float64).reshape((k, n) if b_layout == "row" else (n, k))
        return {"c": (a @ (bb if b_layout == "row" else bb.T)).astype(np.float32).ravel()}
    return Case(f"wmma/gemm_{m}x{n}x{k}_b{b_layout}", lambda: wmma_gemm(m, n, k, b_layout=b_layout), inputs,
                Grid(((tiles + 1) // 2, 1), WS), ref=ref, rtol=2.0 ** -12)


def tile_body(name: str, acc: Scalar, a_layout: str, b_layout: str, c_layout: str, pad: int, ld: int,
              load_c: bool) -> N.Body:
    """Subgroup t: D_t = A_t @ B_t (+ C_t when `load_c`, else + 0.25), A_t at pad + t*16*ld in
    a_layout (B_t, C_t, D_t likewise), every leading dimension `ld`; D_t stored in c_layout."""
    kb = Builder(name, WS)
    a, b = kb.input("a", F16), kb.input("b", F16)
    cin, d = kb.input("cin", acc), kb.output("d", acc)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", acc)
    t = kb.add(kb.mul(kb.group_index(), WS // 32), kb.div(kb.local_index(), _u(32)))
    off = kb.add(kb.mul(t, T * ld), _u(pad))
    end = kb.add(off, _u(T * ld))

    def tile():
        kb.emit(N.WmmaLoad(fa.id, a, off, _u(ld), a_layout))
        kb.emit(N.WmmaLoad(fb.id, b, off, _u(ld), b_layout))
        if load_c:
            kb.emit(N.WmmaLoad(fc.id, cin, off, _u(ld), c_layout))
        else:
            kb.emit(N.WmmaFill(fc.id, N.Const(acc, 0.25)))
        kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
        kb.emit(N.WmmaStore(d, off, _u(ld), fc.id, c_layout))
    kb.if_(kb.le(end, kb.len(d)), tile)
    kb.ret()
    return kb.build()


def tile_case(acc: Scalar = F32, a_layout: str = "row", b_layout: str = "row", c_layout: str = "row",
              aligned: bool = True, load_c: bool = True, tiles: int = 3) -> Case:
    pad, ld = (0, 16) if aligned else (5, 21)
    name = (f"wmma/tile_{acc}_a{a_layout}_b{b_layout}_c{c_layout}_{'aligned' if aligned else 'unaligned'}"
            f"{'' if load_c else '_fill'}")
    size = pad + tiles * T * ld + 7

    def inputs(rng):
        return {"a": rng.uniform(-1, 1, size).astype(np.float16), "b": rng.uniform(-1, 1, size).astype(np.float16),
                "cin": rng.uniform(-2, 2, size).astype(acc.np), "d": np.full(size, 9.0, acc.np)}

    def ref(bufs):
        out = bufs["d"].copy()
        for t in range(tiles):
            off = pad + t * T * ld
            am = _tile(bufs["a"], off, ld, a_layout).astype(np.float64)
            bm = _tile(bufs["b"], off, ld, b_layout).astype(np.float64)
            cm = _tile(bufs["cin"], off, ld, c_layout).astype(np.float64) if load_c else 0.25
            _put(out, off, ld, c_layout, (am @ bm + cm).astype(acc.np))
        return {"d": out}
    return Case(name, lambda: tile_body(name.replace("/", "_"), acc, a_layout, b_layout, c_layout, pad, ld, load_c),
                inputs, Grid(((tiles + 1) // 2, 1), WS), ref=ref, rtol=2.0 ** -12 if acc == F32 else 2.0 ** -8)


def mixed_layout_body() -> N.Body:
    """One A fragment local loaded row-major in K step 0 and column-major in step 1 (and one B
    local filled with a constant in step 0 and loaded in step 1): D = A0 @ 0.5 + A1 @ B1."""
    kb = Builder("wmma_mixed_layouts", 32)
    a0, a1, b1 = kb.input("a0", F16), kb.input("a1", F16), kb.input("b1", F16)
    d = kb.output("d", F32)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
    kb.emit(N.WmmaFill(fc.id, N.Const(F32, 0.0)))

    def step(k):
        def first():
            kb.emit(N.WmmaLoad(fa.id, a0, _u(0), _u(16), "row"))
            kb.emit(N.WmmaFill(fb.id, N.Const(F16, 0.5)))

        def second():
            kb.emit(N.WmmaLoad(fa.id, a1, _u(0), _u(16), "col"))
            kb.emit(N.WmmaLoad(fb.id, b1, _u(0), _u(16), "col"))
        kb.if_(kb.eq(k, _u(0)), first, second)
        kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
    kb.for_range(0, 2, step)
    kb.emit(N.WmmaStore(d, _u(0), _u(16), fc.id, "row"))
    kb.ret()
    return kb.build()


def mixed_layout_case() -> Case:
    def inputs(rng):
        return {k: rng.uniform(-1, 1, 256).astype(np.float16) for k in ("a0", "a1", "b1")} | {"d": np.zeros(256, np.float32)}

    def ref(b):
        a0 = _tile(b["a0"], 0, 16, "row").astype(np.float64)
        a1 = _tile(b["a1"], 0, 16, "col").astype(np.float64)
        b1 = _tile(b["b1"], 0, 16, "col").astype(np.float64)
        return {"d": (a0 @ np.full((16, 16), 0.5) + a1 @ b1).astype(np.float32).ravel()}
    return Case("wmma/mixed_layouts", mixed_layout_body, inputs, Grid((1, 1), 32), ref=ref, rtol=2.0 ** -12)


def cases() -> list[Case]:
    """Every hand-built Wmma case (a numpy reference each)."""
    out = [gemm_case(16, 16, 16), gemm_case(16, 16, 16, "col"), gemm_case(64, 48, 64), gemm_case(64, 48, 64, "col"),
           gemm_case(48, 16, 32)]  # 3 tiles: the last workgroup's second subgroup skips the tile
    for acc in (F32, F16):
        for lay in ("row", "col"):
            out.append(tile_case(acc, lay, lay, lay))
            out.append(tile_case(acc, lay, "col" if lay == "row" else "row", lay, aligned=False))
        out.append(tile_case(acc, "col", "row", "row", load_c=False))
    out.append(tile_case(F32, "row", "col", "col", aligned=False, load_c=False))
    out.append(mixed_layout_case())
    return out


def random_case(seed: int, groups: int = 1) -> Case:
    """random_bodies.random_body(seed, wmma=True, faults=False) on (groups, 1) workgroups (Wmma tiles sit at group_index() * 256)."""
    body = random_body(seed, wmma=True, faults=False)

    def inputs(rng):
        return random_buffers(body, 256, rng, scale=0.5, high=50, wmma_n=256 * (groups + 1))
    return Case(f"wmma/random_{seed}", body, inputs, Grid((groups, 1), body.workgroup_size), seed=seed)


def random_cases(n: int = 8) -> list[Case]:
    """random_case of the first `n` seeds whose body has Wmma statements (wmma=True allows them;
    a small body may draw none)."""
    out: list[Case] = []
    seed = 0
    while len(out) < n:
        c = random_case(seed)
        if c.build().uses_wmma():
            out.append(c)
        seed += 1
    return out


__all__ = ["cases", "random_cases", "random_case", "gemm_case", "tile_case", "tile_body", "mixed_layout_case"]
