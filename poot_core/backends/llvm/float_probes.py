"""Kernels whose results change when a backend fuses or reassociates float ops (mul+add, a
Kahan-compensated dot product, an escape-time loop with an integer result), their inputs, and
numpy references computed one IEEE operation at a time (Rust's semantics, independent of the
oracle). The LLVM tests compile them for PTX/AMDGPU and run them on the host JIT; the H200
script bench/h200_exact_llvm.sh runs them with fp_contract off and on."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from ...ir import nodes as N
from ...ir.builder import Builder
from ...ir.types import F32, F64, U32, USIZE, Scalar
from ...target import Grid

WG = 64
ESCAPE_MAX = {"f32": 500, "f64": 2000}  # iterations of the escape-time loop (f64 errors grow slower)
KAHAN_ROWS, KAHAN_LEN = 256, 97


@dataclass(frozen=True)
class Probe:
    body: N.Body
    make: Callable[[np.random.Generator], dict[str, np.ndarray]]
    grid: Grid
    reference: Callable[[dict[str, np.ndarray]], dict[str, np.ndarray]]  # numpy, per-op rounding


def muladd(t: Scalar, n: int = 4096) -> Probe:
    """out[i] = a[i] * b[i] + c[i]; c is -(a*b) for half the lanes, where an fma gives the
    product's rounding error instead of 0."""
    kb = Builder(f"fp_muladd_{t}", WG)
    a, b, c, out = kb.input("a", t), kb.input("b", t), kb.input("c", t), kb.output("out", t)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.mul(kb.load(a, i), kb.load(b, i)),
                                                                   kb.load(c, i))))
    kb.ret()

    def make(rng):
        x = (rng.standard_normal(n) * 3).astype(t.np)
        y = (rng.standard_normal(n) * 3).astype(t.np)
        z = (rng.standard_normal(n)).astype(t.np)
        z[::2] = -(x[::2] * y[::2])
        return {"a": x, "b": y, "c": z, "out": np.zeros(n, t.np)}

    def ref(d):
        return {"out": d["a"] * d["b"] + d["c"]}
    return Probe(kb.build(), make, Grid.threads(n, WG), ref)


def kahan_dot(t: Scalar, rows: int = KAHAN_ROWS, m: int = KAHAN_LEN) -> Probe:
    """out[r] = the Kahan-compensated sum of a[r*m+k] * b[r*m+k] over k < m (y = p - c; t = s + y;
    c = (t - s) - y; s = t): an fma for p - c, or reassociating (t - s) - y, changes the sums."""
    kb = Builder(f"fp_kahan_dot_{t}", WG)
    a, b, out = kb.input("a", t), kb.input("b", t), kb.output("out", t)
    r = kb.thread_index()

    def row():
        s, comp = kb.var(t, 0.0, "s"), kb.var(t, 0.0, "c")
        base = kb.mul(r, kb.c(USIZE, m))

        def step(k):
            j = kb.add(base, k)
            y = kb.sub(kb.mul(kb.load(a, j, checked=True), kb.load(b, j, checked=True)), comp)
            tt = kb.add(s, y)
            kb.set(comp, N.BinOp("sub", kb.sub(tt, s), y))
            kb.set(s, N.Use(tt))
        kb.for_range(0, m, step)
        kb.store(out, r, s)
    kb.if_(kb.lt(r, kb.len(out)), row)
    kb.ret()

    def make(rng):
        x = (rng.standard_normal(rows * m) * np.exp(rng.uniform(-6, 6, rows * m))).astype(t.np)
        y = rng.standard_normal(rows * m).astype(t.np)
        return {"a": x, "b": y, "out": np.zeros(rows, t.np)}

    def ref(d):
        x, y = d["a"].reshape(rows, m), d["b"].reshape(rows, m)
        s, c = np.zeros(rows, t.np), np.zeros(rows, t.np)
        for k in range(m):
            yy = x[:, k] * y[:, k] - c
            tt = s + yy
            c = (tt - s) - yy
            s = tt
        return {"out": s}
    return Probe(kb.build(), make, Grid.threads(rows, WG), ref)


def escape_time(t: Scalar = F32, width: int = 160, height: int = 150, max_iter: int = 0) -> Probe:
    """count[i] = iterations of z <- z^2 + c0 (x' = x*x - y*y + cx, y' = 2*x*y + cy) while
    x*x + y*y <= 4 and fewer than max_iter: an integer result that contraction changes."""
    max_iter = max_iter or ESCAPE_MAX[str(t)]
    kb = Builder(f"fp_escape_time_{t}", WG)
    cx_, cy_, out = kb.input("cx", t), kb.input("cy", t), kb.output("count", U32)
    i = kb.thread_index()

    def point():
        cx, cy = kb.load(cx_, i, checked=True), kb.load(cy_, i, checked=True)
        x, y, n = kb.var(t, 0.0, "x"), kb.var(t, 0.0, "y"), kb.var(U32, 0, "n")

        def cond():
            r2 = kb.add(kb.mul(x, x), kb.mul(y, y))
            return kb.bin("and", kb.lt(n, kb.c(U32, max_iter)), kb.le(r2, kb.c(t, 4.0)))

        def step():
            xt = kb.add(kb.sub(kb.mul(x, x), kb.mul(y, y)), cx)
            kb.set(y, N.BinOp("add", kb.mul(kb.mul(kb.c(t, 2.0), x), y), cy))
            kb.set(x, N.Use(xt))
            kb.set(n, N.BinOp("add", n, kb.c(U32, 1)))
        kb.while_(cond, step)
        kb.store(out, i, n)
    kb.if_(kb.lt(i, kb.len(out)), point)
    kb.ret()
    npts = width * height

    def make(rng):
        gx, gy = np.meshgrid(np.linspace(-2.0, 0.6, width), np.linspace(-1.2, 1.2, height))
        jitter = rng.uniform(-1e-3, 1e-3, (2, height, width))
        return {"cx": (gx + jitter[0]).astype(t.np).ravel(), "cy": (gy + jitter[1]).astype(t.np).ravel(),
                "count": np.zeros(npts, np.uint32)}

    def ref(d):
        cx, cy = d["cx"], d["cy"]
        x, y = np.zeros_like(cx), np.zeros_like(cy)
        n = np.zeros(npts, np.uint32)
        two, four = np.array(2.0, t.np), np.array(4.0, t.np)
        for _ in range(max_iter):
            live = (x * x + y * y) <= four
            if not live.any():
                break
            xt = (x * x - y * y) + cx
            yt = (two * x) * y + cy
            x, y = np.where(live, xt, x), np.where(live, yt, y)
            n += live
        return {"count": n}
    return Probe(kb.build(), make, Grid.threads(npts, WG), ref)


def probes() -> list[Probe]:
    return [muladd(F32), muladd(F64), kahan_dot(F32), kahan_dot(F64), escape_time(F32), escape_time(F64)]


def differing(got: dict[str, np.ndarray], want: dict[str, np.ndarray]) -> int:
    """How many elements differ bit for bit (NaNs of any payload count as equal)."""
    bad = 0
    for k, w in want.items():
        g = np.asarray(got[k]).reshape(-1)
        w = np.asarray(w).reshape(-1)
        if w.dtype.kind == "f":
            same = (g.view(f"u{w.itemsize}") == w.view(f"u{w.itemsize}")) | (np.isnan(g) & np.isnan(w))
        else:
            same = g == w
        bad += int((~same).sum())
    return bad
