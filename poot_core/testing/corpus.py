"""The kit's corpus of hand-built bodies with inputs (corpus data, no repo paths): every node kind
and scalar type the SPIR-V path supports, trap sites, workgroup memory, atomics, 2-D grids and
no_contract_add; the conformance suite runs it (with the LLVM catalog) on every target."""
from __future__ import annotations

import math
from typing import Callable

import numpy as np

from ..errors import Span
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from ..target import Grid
from .case import Case, random_inputs
from .samples import map_body


def _elementwise(name: str, ins: list[Scalar], outs: list[Scalar], fn: Callable, wg: int = 64) -> N.Body:
    """y_k[i] = fn(x0[i], x1[i], ...)[k]."""
    return map_body(name, ins, [(f"y{k}", t) for k, t in enumerate(outs)], lambda kb, xs: fn(kb, *xs), wg)


def _arith(t: Scalar):
    def fn(kb, a, b):
        bb = kb.math("max", b, N.Const(t, 1)) if t.is_int else b  # nonzero divisor (ints)
        return [kb.add(a, b), kb.sub(a, b), kb.mul(a, b), kb.div(a, bb), kb.rem(a, bb) if t.is_int else kb.div(b, a),
                kb.cast(kb.lt(a, b), U32), kb.cast(kb.ge(a, b), U32), kb.cast(kb.eq(a, b), U32),
                kb.math("max", a, b), kb.math("min", a, b), kb.un("neg", a) if t != U32 and t != USIZE else kb.sub(b, a)]
    return fn


def _bits(t: Scalar):
    def fn(kb, a, b):
        return [kb.bin("and", a, b), kb.bin("or", a, b), kb.bin("xor", a, b), kb.bin("shl", a, b),
                kb.bin("shr", a, b), kb.un("not", a)]
    return fn


def _math(t: Scalar, fns):
    def fn(kb, a, b):
        pos = kb.math("abs", a)
        out = []
        for f in fns:
            if f in ("sqrt", "ln"):
                out.append(kb.math(f, kb.add(pos, N.Const(t, 0.25))))
            elif f in ("max", "min"):
                out.append(kb.math(f, a, b))
            else:
                out.append(kb.math(f, a))
        return out
    return fn


def _casts(src: Scalar, dsts: list[Scalar]):
    def fn(kb, a):
        return [kb.cast(a, d) for d in dsts]
    return fn


def _scaled(t: Scalar, lo: float, hi: float, n: int, rng) -> np.ndarray:
    return rng.uniform(lo, hi, n).astype(t.np)


def builder_cases(n: int = 333, seed: int = 0) -> list[Case]:
    """Hand-built bodies: every node kind and scalar type the SPIR-V path supports."""
    rng = np.random.default_rng(seed)
    cases: list[Case] = []

    def add(body: N.Body, buffers: dict | None = None, grid: Grid | None = None, **options):
        bufs = buffers if buffers is not None else random_inputs(body, n, seed)
        cases.append(Case(body.name, body, bufs, grid or Grid.threads(n, body.workgroup_size), options=options))

    for t in (F32, F64, F16, I32, U32, USIZE):
        add(_elementwise(f"arith_{t}", [t, t], [t, t, t, t, t, U32, U32, U32, t, t, t], _arith(t)))
    for t in (F32, F64, F16):  # Rust's float % is fmod: exact
        add(_elementwise(f"frem_{t}", [t, t], [t], lambda kb, a, b: [kb.rem(a, b)]))
    for t in (I32, U32, USIZE):
        add(_elementwise(f"bits_{t}", [t, t], [t] * 6, _bits(t)))
    for t in (F32, F64):
        fns = ("sqrt", "abs", "floor", "ceil", "trunc", "round", "max", "min")
        add(_elementwise(f"math_{t}", [t, t], [t] * len(fns), _math(t, fns)))
    add(_elementwise("transcendental_f32", [F32, F32], [F32] * 5, _math(F32, ("exp", "ln", "sin", "cos", "sqrt"))))
    # rounding ties (half away from zero) and NaN-ignoring max/min
    rb = _elementwise("round_ties_f32", [F32, F32], [F32, F32, F32], _math(F32, ("round", "max", "min")))
    ties = np.array([0.5, 2.5, -2.5, 0.49999997, -0.5, 1.5, np.nan, 3.0], np.float32)
    other = np.array([1.0, np.nan, 0.0, 2.0, np.nan, -1.0, 5.0, np.nan], np.float32)
    add(rb, {"x0": ties, "x1": other, "y0": np.zeros(8, np.float32), "y1": np.zeros(8, np.float32),
             "y2": np.zeros(8, np.float32)}, Grid.threads(8, 64))
    for src in (F32, F64, I32, U32, USIZE, BOOL, F16):
        dsts = [d for d in ((I32, U32, USIZE) if src == BOOL else (F32, F64, I32, U32, USIZE, F16)) if d != src]
        body = _elementwise(f"cast_{src}", [src], dsts, _casts(src, dsts))
        bufs = random_inputs(body, n, seed)
        if src.is_float:  # saturating float->int: NaN, +-inf and huge values
            x = _scaled(src, -3e3, 3e3, n, rng)
            x[:4] = np.array([np.nan, np.inf, -np.inf, -0.0]).astype(src.np)
            bufs["x0"] = x
        add(body, bufs)
    add(_elementwise("from_bits", [U32], [F32], lambda kb, a: [kb.from_bits(a)]),
        {"x0": np.random.default_rng(seed).random(n, dtype=np.float32).view(np.uint32) ^ np.uint32(0x80000000),
         "y0": np.zeros(n, np.float32)})
    add(_elementwise("bool_logic", [BOOL, BOOL], [BOOL, BOOL, BOOL, U32],
                     lambda kb, a, b: [kb.bin("and", a, b), kb.un("not", a), kb.bin("xor", a, b), kb.cast(a, U32)]))
    cases += special_cases(n, seed)
    return cases


def no_contract_body(plain: bool = False) -> N.Body:
    """out[i] = no_contract_add(a[i] * b[i], c[i]) (or a plain add when `plain`: the control)."""
    kb = Builder("fma_control" if plain else "no_contract_fma")
    a, b, c, o = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()

    def body():
        p = kb.mul(kb.load(a, i), kb.load(b, i))
        kb.store(o, i, kb.add(p, kb.load(c, i)) if plain else kb.no_contract_add(p, kb.load(c, i)))
    kb.if_(kb.lt(i, kb.len(o)), body)
    kb.ret()
    return kb.build()


def fma_inputs(n: int, seed: int = 0) -> dict[str, np.ndarray]:
    """a*b inexact in f32 and c = -fl(a*b): mul-then-add gives exactly 0, an FMA the residual."""
    rng = np.random.default_rng(seed)
    a = rng.uniform(1.0, 2.0, n).astype(np.float32)
    b = rng.uniform(1.0, 2.0, n).astype(np.float32)
    c = -(a * b)
    return {"a": a, "b": b, "c": c, "out": np.full(n, 7.0, np.float32)}


def special_cases(n: int, seed: int) -> list[Case]:
    rng = np.random.default_rng(seed + 1)
    out: list[Case] = []

    # bounds trap (site 0) and overflow trap (site 1), spans naming file:line
    kb = Builder("traps")
    a, b, o = kb.input("a", U32), kb.input("b", U32), kb.output("out", U32)
    i = kb.thread_index()

    def tb():
        x = kb.load(a, i, checked=True, span=Span("kernels/probe/traps.rs", 7, 17))
        y = kb.load(b, i)
        kb.check(kb.un("not", kb.overflows("add", x, y)), "overflow", Span("kernels/probe/traps.rs", 8, 17))
        kb.store(o, i, kb.add(x, y))
    kb.if_(kb.lt(i, kb.len(o)), tb)
    kb.ret()
    tr = kb.build()
    ok = {"a": rng.integers(0, 1 << 20, n, dtype=np.uint32), "b": rng.integers(0, 1 << 20, n, dtype=np.uint32),
          "out": np.zeros(n, np.uint32)}
    add_ref = lambda d: {"out": d["a"] + d["b"]}  # noqa: E731 - numpy: the oracle checked too
    out.append(Case("traps_ok", tr, ok, Grid.threads(n, 64), ref=add_ref))
    short = dict(ok, a=ok["a"][: n // 2])
    out.append(Case("traps_bounds", tr, short, Grid.threads(n, 64), fault="bounds"))
    ovf = dict(ok, b=ok["b"].copy())
    ovf["b"][5] = np.uint32(0xFFFFFFFF)
    out.append(Case("traps_overflow", tr, ovf, Grid.threads(n, 64), fault="overflow"))
    out.append(Case("traps_ok_after", tr, ok, Grid.threads(n, 64), ref=add_ref))

    # workgroup memory + barrier: per-group reversal and a tree reduction
    kb = Builder("wg_reduce", 64)
    kb.wg_array(0, 64)
    a, o = kb.input("a", F32), kb.output("out", F32)
    lane, g = kb.local_index(), kb.group_index()
    gi = kb.thread_index()
    v = kb.var(F32, 0.0)
    kb.if_(kb.lt(gi, kb.len(a)), lambda: kb.set(v, N.Use(kb.load(a, gi))))
    kb.wg_write(0, lane, v)
    kb.barrier()

    def first():
        acc = kb.var(F32, 0.0)
        kb.for_range(0, 64, lambda j: kb.set(acc, N.BinOp("add", acc, kb.wg_read(0, j))))
        kb.if_(kb.lt(g, kb.len(o)), lambda: kb.store(o, g, acc))
    kb.if_(kb.eq(lane, N.Const(USIZE, 0)), first)
    kb.ret()
    body = kb.build()
    groups = math.ceil(n / 64)
    out.append(Case("wg_reduce", body, {"a": rng.uniform(-1, 1, n).astype(np.float32),
                                        "out": np.zeros(groups, np.float32)}, Grid.threads(n, 64)))

    # atomics: histogram into 16 bins, old values unused
    kb = Builder("atomic_hist", 32)
    a, h = kb.input("a", U32), kb.output("hist", U32)
    i = kb.thread_index()

    def hb():
        binx = kb.cast(kb.bin("and", kb.load(a, i), N.Const(U32, 15)), USIZE)
        kb.atomic_add(h, binx, 1)
    kb.if_(kb.lt(i, kb.len(a)), hb)
    kb.ret()
    out.append(Case("atomic_hist", kb.build(), {"a": rng.integers(0, 1000, n, dtype=np.uint32),
                                                "hist": np.zeros(16, np.uint32)}, Grid.threads(n, 32),
                    ref=lambda d: {"hist": np.bincount(d["a"] & 15, minlength=16).astype(np.uint32)}))

    # VectorStore of 4 values, 2-D groups, a loop
    kb = Builder("vec_store_2d", 16)
    a, o = kb.input("a", F32), kb.output("out", F32)
    gl, gy = kb.thread_index(), kb.group_index_y()
    gxn = kb.cast(kb.load(a, 0), USIZE)  # a[0] holds the row width in threads (passed by the case)
    row = kb.add(kb.mul(gy, gxn), gl)
    base = kb.mul(row, N.Const(USIZE, 4))
    s = kb.var(F32, 0.0)
    kb.for_range(0, 3, lambda k: kb.set(s, N.BinOp("add", s, kb.cast(k, F32))))
    vals = [kb.add(kb.cast(row, F32), kb.c(F32, float(k))) for k in range(3)] + [s]
    kb.if_(kb.lt(kb.add(base, N.Const(USIZE, 3)), kb.len(o)),
           lambda: kb.emit(N.VectorStore(o, base, tuple(vals))))
    kb.ret()
    gxs, gys = 5, 3
    out.append(Case("vec_store_2d", kb.build(), {"a": np.array([gxs * 16], np.float32),
                                                 "out": np.zeros(gxs * 16 * gys * 4, np.float32)},
                    Grid.of_groups(gxs, gys, 16)))

    # usize + f64 params, len() of every parameter
    kb = Builder("lens_usize", 64)
    a, d, o, L = kb.input("a", USIZE), kb.input("d", F64), kb.output("out", USIZE), kb.output("lens", USIZE)
    i = kb.thread_index()

    def lb():
        kb.store(o, i, kb.add(kb.load(a, i), kb.mul(i, N.Const(USIZE, 1 << 33))))
        kb.if_(kb.eq(i, N.Const(USIZE, 0)), lambda: [kb.store(L, k, kb.len(p)) for k, p in enumerate((a, d, o, L))])
    kb.if_(kb.lt(i, kb.len(a)), lb)
    kb.ret()
    out.append(Case("lens_usize", kb.build(), {"a": rng.integers(0, 1 << 40, n, dtype=np.uint64),
                                               "d": rng.random(7), "out": np.zeros(n + 3, np.uint64),
                                               "lens": np.zeros(4, np.uint64)}, Grid.threads(n, 64)))

    # no_contract_add: exact
    out.append(Case("no_contract_fma", no_contract_body(), fma_inputs(n, seed), Grid.threads(n, 64),
                    ref=lambda d: {"out": d["a"] * d["b"] + d["c"]}))  # numpy rounds the product: 0
    return out


