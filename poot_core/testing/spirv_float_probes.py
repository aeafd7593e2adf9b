"""Probes that fail when a driver contracts or reassociates float ops, with exact expectations from numpy.

Each probe is a Kernel IR body (no rustc needed, so the H200 can run it), random inputs, and the
outputs Rust gives, computed independently of the oracle with numpy in the operation's own
type (one rounding per op, in program order). A target that keeps Rust's float semantics
(docs/execution-contract.md, "Float semantics") matches them bit for bit; a driver that fuses
a multiply into an add, or rewrites Kahan's `(t - s) - y` as 0, does not:

* `kahan_f64`, `kahan_f32`: Kahan-compensated row sums; reassociation turns the compensation into
  0 and changes the sum's last bits (Mesa and NVIDIA's Vulkan driver: 33/50 rows of f64).
* `fuse_probe`: out = a*b + c with c = -fl(a*b): 0 everywhere unfused, the product's rounding
  residual when fused.
* `escape_time`: a Mandelbrot-style iteration count (a u32 derived from floats through a branch):
  an FMA in the iteration changes some counts.
* `nan_compare_<t>`: every float comparison with NaN operands (0/1 per comparison).

`run_probe(target, device, probe, **compile_options)` returns the mismatch count per output.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import numpy as np

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, F64, U32, USIZE, Scalar
from ..target import Grid

ROWS, COLS = 50, 256
ESCAPE_N, ESCAPE_MAX = 4096, 200
CMP_OPS = ("eq", "ne", "lt", "le", "gt", "ge")


@dataclass(frozen=True)
class Probe:
    """A body, its inputs and grid, and the exact outputs Rust computes (numpy, op by op)."""

    name: str
    body: N.Body = field(repr=False)
    buffers: dict = field(repr=False)
    grid: Grid
    want: dict = field(repr=False)
    shows: str  # what a mismatch means


def kahan_body(t: Scalar) -> N.Body:
    """out[r] = Kahan sum of a[r*cols .. (r+1)*cols], cols = a.len() / out.len()."""
    kb = Builder(f"kahan_{t}")
    a, o = kb.input("a", t), kb.output("out", t)
    r = kb.thread_index()

    def row():
        cols = kb.div(kb.len(a), kb.len(o))
        s, c = kb.var(t, 0.0, "s"), kb.var(t, 0.0, "c")

        def step(j):
            y = kb.sub(kb.load(a, kb.add(kb.mul(r, cols), j)), c)
            tt = kb.add(s, y)
            kb.set(c, kb.sub(kb.sub(tt, s), y))
            kb.set(s, tt)
        kb.for_range(0, cols, step)
        kb.store(o, r, s)
    kb.if_(kb.lt(r, kb.len(o)), row)
    kb.ret()
    return kb.build()


def kahan_numpy(a: np.ndarray, rows: int) -> np.ndarray:
    """Kahan's algorithm row by row in a's dtype (numpy scalars round every op in their type)."""
    t = a.dtype.type
    out = np.zeros(rows, a.dtype)
    for r, row in enumerate(a.reshape(rows, -1)):
        s = c = t(0)
        for x in row:
            y = t(x - c)
            tt = t(s + y)
            c = t(t(tt - s) - y)
            s = tt
        out[r] = s
    return out


def kahan_inputs(t: Scalar, seed: int = 0) -> np.ndarray:
    """Terms of mixed magnitudes (a few large, many small), so compensation matters."""
    rng = np.random.default_rng(seed)
    big = rng.uniform(-1.0, 1.0, (ROWS, COLS)) * 10.0 ** rng.integers(0, 9, (ROWS, COLS))
    return big.astype(t.np).reshape(-1)


def fuse_body() -> N.Body:
    """out[i] = a[i] * b[i] + c[i] (a plain multiply and add: exact only unfused)."""
    kb = Builder("fuse_probe")
    a, b, c, o = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(o)), lambda: kb.store(o, i, kb.add(kb.mul(kb.load(a, i), kb.load(b, i)), kb.load(c, i))))
    kb.ret()
    return kb.build()


def fuse_inputs(n: int = 4096, seed: int = 0) -> dict[str, np.ndarray]:
    """a*b inexact in f32 and c = -fl(a*b): mul-then-add gives exactly 0, an FMA the residual."""
    rng = np.random.default_rng(seed)
    a = rng.uniform(1.0, 2.0, n).astype(np.float32)
    b = rng.uniform(1.0, 2.0, n).astype(np.float32)
    return {"a": a, "b": b, "c": -(a * b), "out": np.full(n, 7.0, np.float32)}


def escape_body() -> N.Body:
    """count[i] = iterations of z <- z^2 + c until |z|^2 > 4 (at most `ESCAPE_MAX`), c from cx/cy."""
    kb = Builder("escape_time")
    cx, cy, o = kb.input("cx", F32), kb.input("cy", F32), kb.output("count", U32)
    i = kb.thread_index()

    def point():
        x0, y0 = kb.load(cx, i), kb.load(cy, i)
        x, y, n = kb.var(F32, 0.0, "x"), kb.var(F32, 0.0, "y"), kb.var(U32, 0, "n")
        go = kb.var(BOOL, True, "go")

        def cond():
            return go

        def step():
            xx, yy = kb.mul(x, x), kb.mul(y, y)
            kb.if_(kb.gt(kb.add(xx, yy), 4.0), lambda: kb.set(go, False), lambda: _iterate(kb, x, y, xx, yy, x0, y0, n, go))
        kb.while_(cond, step)
        kb.store(o, i, n)
    kb.if_(kb.lt(i, kb.len(o)), point)
    kb.ret()
    return kb.build()


def _iterate(kb, x, y, xx, yy, x0, y0, n, go) -> None:
    xy = kb.mul(x, y)
    kb.set(y, kb.add(kb.add(xy, xy), y0))
    kb.set(x, kb.add(kb.sub(xx, yy), x0))
    kb.set(n, kb.add(n, kb.c(U32, 1)))
    kb.if_(kb.ge(n, kb.c(U32, ESCAPE_MAX)), lambda: kb.set(go, False))


def escape_numpy(cx: np.ndarray, cy: np.ndarray) -> np.ndarray:
    """The iteration counts, vectorised in f32 with one rounding per op (numpy never fuses)."""
    f = np.float32
    x, y = np.zeros_like(cx), np.zeros_like(cy)
    n = np.zeros(cx.shape, np.uint32)
    live = np.ones(cx.shape, bool)
    for _ in range(ESCAPE_MAX):
        xx, yy = x * x, y * y
        live &= ~((xx + yy) > f(4.0))
        xy = x * y
        ny, nx = (xy + xy) + cy, (xx - yy) + cx
        x, y = np.where(live, nx, x), np.where(live, ny, y)
        n += live
    return n


def escape_inputs(seed: int = 0) -> dict[str, np.ndarray]:
    """Points near the Mandelbrot set's boundary, where one rounding changes the count."""
    rng = np.random.default_rng(seed)
    th = rng.uniform(0, 2 * np.pi, ESCAPE_N)
    cx = (0.5 * np.cos(th) - 0.25 * np.cos(2 * th)).astype(np.float32)  # the main cardioid's boundary
    cy = (0.5 * np.sin(th) - 0.25 * np.sin(2 * th)).astype(np.float32)
    jitter = rng.uniform(-2e-3, 2e-3, (2, ESCAPE_N)).astype(np.float32)
    return {"cx": cx + jitter[0], "cy": cy + jitter[1], "count": np.zeros(ESCAPE_N, np.uint32)}


def nan_compare_body(t: Scalar) -> N.Body:
    """out[6*i + k] = (a[i] OP_k b[i]) as u32 for OP in eq ne lt le gt ge."""
    kb = Builder(f"nan_compare_{t}")
    a, b, o = kb.input("a", t), kb.input("b", t), kb.output("out", U32)
    i = kb.thread_index()

    def each():
        x, y = kb.load(a, i), kb.load(b, i)
        base = kb.mul(i, kb.c(USIZE, len(CMP_OPS)))
        for k, op in enumerate(CMP_OPS):
            kb.store(o, kb.add(base, kb.c(USIZE, k)), kb.cast(kb.bin(op, x, y), U32))
    kb.if_(kb.lt(i, kb.len(a)), each)
    kb.ret()
    return kb.build()


def nan_compare_inputs(t: Scalar) -> dict[str, np.ndarray]:
    """Every pair of NaN, -inf, -1, -0.0, 0, 1, inf (both orders, NaN with itself)."""
    vals = np.array([np.nan, -np.inf, -1.0, -0.0, 0.0, 1.0, np.inf], t.np)
    a, b = (v.reshape(-1) for v in np.meshgrid(vals, vals, indexing="ij"))
    return {"a": a.copy(), "b": b.copy(), "out": np.zeros(len(a) * len(CMP_OPS), np.uint32)}


def nan_compare_numpy(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        cols = [a == b, a != b, a < b, a <= b, a > b, a >= b]
    return np.stack(cols, axis=1).astype(np.uint32).reshape(-1)


def probes(dtypes: tuple[Scalar, ...] = (F32, F64, F16)) -> list[Probe]:
    """Every probe; f64/f16 ones only for the dtypes given (what the device supports)."""
    out = []
    for t in (F64, F32):
        if t in dtypes:
            a = kahan_inputs(t)
            out.append(Probe(f"kahan_{t}", kahan_body(t), {"a": a, "out": np.zeros(ROWS, t.np)},
                             Grid.threads(ROWS, 64), {"out": kahan_numpy(a, ROWS)},
                             "reassociation: the driver rewrote Kahan's compensation"))
    fi = fuse_inputs()
    out.append(Probe("fuse_probe", fuse_body(), fi, Grid.threads(len(fi["a"]), 64),
                     {"out": np.zeros(len(fi["a"]), np.float32)}, "contraction: a*b + c was fused into an FMA"))
    ei = escape_inputs()
    out.append(Probe("escape_time", escape_body(), ei, Grid.threads(ESCAPE_N, 64),
                     {"count": escape_numpy(ei["cx"], ei["cy"])},
                     "contraction/reassociation changed an integer derived from floats"))
    for t in (F32, F64, F16):
        if t in dtypes:
            ci = nan_compare_inputs(t)
            out.append(Probe(f"nan_compare_{t}", nan_compare_body(t), ci, Grid.threads(len(ci["a"]), 64),
                             {"out": nan_compare_numpy(ci["a"], ci["b"])}, "a float comparison mishandles NaN"))
    return out


def probe_mismatches(probe: Probe, got: dict) -> dict[str, int]:
    """Elements that differ from the exact expectation, bit for bit (a NaN matches any NaN)."""
    out = {}
    for name, want in probe.want.items():
        g = np.asarray(got[name])
        if want.dtype.kind == "f":
            same = (g.view(f"u{want.itemsize}") == want.view(f"u{want.itemsize}")) | (np.isnan(g) & np.isnan(want))
        else:
            same = g == want
        out[name] = int(np.count_nonzero(~same))
    return out


def run_probe(target, device, probe: Probe, **options) -> dict[str, int]:
    """Compile with `options`, dispatch on `device`, and count mismatches per output."""
    art = target.compile(probe.body, **options)
    got = device.run(art, {k: v.copy() for k, v in probe.buffers.items()}, probe.grid)
    return probe_mismatches(probe, got)

