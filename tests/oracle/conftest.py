"""Helpers for the oracle tests: pure-Python Rust references, edge-value data and a map runner.

Test files cannot import each other (importlib mode): they take the `rr` fixture instead.
"""
from __future__ import annotations

import math
import types

import numpy as np
import pytest

from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing.samples import map_kernel


def bits_of(ty: Scalar) -> int:
    return ty.bits


def wrap(v: int, ty: Scalar) -> int:
    """Two's-complement wrap of a Python int to an integer type."""
    m = (1 << ty.bits) - 1
    v &= m
    if ty.is_signed and v >> (ty.bits - 1):
        v -= 1 << ty.bits
    return v


def int_range(ty: Scalar) -> tuple[int, int]:
    return (-(1 << (ty.bits - 1)), (1 << (ty.bits - 1)) - 1) if ty.is_signed else (0, (1 << ty.bits) - 1)


def trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def rust_int_binop(op: str, a: int, b: int, ty: Scalar):
    if op == "add":
        return wrap(a + b, ty)
    if op == "sub":
        return wrap(a - b, ty)
    if op == "mul":
        return wrap(a * b, ty)
    if op == "div":
        return wrap(trunc_div(a, b), ty)
    if op == "rem":
        return wrap(a - b * trunc_div(a, b), ty)
    if op in ("and", "or", "xor"):
        return wrap({"and": a & b, "or": a | b, "xor": a ^ b}[op], ty)
    if op in ("shl", "shr"):
        s = (b & ((1 << 64) - 1)) & (ty.bits - 1)
        return wrap(a << s, ty) if op == "shl" else wrap(a >> s, ty)  # Python >> is arithmetic
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


def rust_overflows(op: str, a: int, b: int, ty: Scalar, amount_ty: Scalar | None = None) -> bool:
    lo, hi = int_range(ty)
    if op in ("shl", "shr"):
        at = amount_ty or ty
        return (b & ((1 << at.bits) - 1)) >= ty.bits
    if op == "neg":
        return not lo <= -a <= hi
    if op in ("div", "rem"):
        return ty.is_signed and a == lo and b == -1
    exact = {"add": a + b, "sub": a - b, "mul": a * b}[op]
    return not lo <= exact <= hi


def round_int_to_float(v: int, ty: Scalar) -> float:
    """Correctly rounded (nearest, ties to even) int -> f16/f32/f64, inf past the max."""
    mant, emax = {"f16": (11, 15), "f32": (24, 127), "f64": (53, 1023)}[ty.name]
    if v == 0:
        return 0.0
    s, m = (-1.0 if v < 0 else 1.0), abs(v)
    shift = m.bit_length() - mant
    if shift > 0:
        q, r = divmod(m, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << shift
    if m.bit_length() - 1 > emax:
        return s * math.inf
    return s * float(m)


def rust_float_to_int(x: float, ty: Scalar) -> int:
    lo, hi = int_range(ty)
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    return max(lo, min(hi, math.trunc(x)))


def rust_round(x: float) -> float:
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(math.floor(abs(x) + 0.5), x)  # exact in f64 for f16/f32 inputs


def int_edges(ty: Scalar) -> list[int]:
    lo, hi = int_range(ty)
    return sorted(v for v in {lo, lo + 1, -1 if ty.is_signed else 2, 0, 1, 2, 3, 7, 31, 32, 33, 63, 64, 65,
                              hi - 1, hi, hi // 2, hi // 2 + 1, lo // 2} if lo <= v <= hi)


def int_data(ty: Scalar, n: int, rng) -> np.ndarray:
    """Edge values (all pairs come from int_pairs) plus random full-range values."""
    lo, hi = int_range(ty)
    r = [int(x) for x in rng.integers(lo, hi, n, dtype=np.int64 if ty.bits < 64 else np.uint64, endpoint=True)]
    return np.array(r, dtype=ty.np)


def int_pairs(ty: Scalar, n_random: int, rng) -> tuple[np.ndarray, np.ndarray]:
    e = int_edges(ty)
    a = [x for x in e for _ in e] + list(int_data(ty, n_random, rng))
    b = [y for _ in e for y in e] + list(int_data(ty, n_random, rng))
    return np.array(a, dtype=ty.np), np.array(b, dtype=ty.np)


FLOAT_SPECIALS = [0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.5, 0.49999997, -0.49999997, 1.0, -1.0, 2.0,
                  math.inf, -math.inf, math.nan, 1e-30, -1e-30, 3.4e38, -3.4e38, 1e-40, 7.0, 100.25, 65504.0,
                  65520.0, 1e-5, 6e-8, 2.0 ** 23 + 0.5, 2.0 ** 23 + 1, 2.0 ** 24 + 1]


def float_data(ty: Scalar, n_random: int, rng) -> np.ndarray:
    with np.errstate(all="ignore"):
        sp = np.array(FLOAT_SPECIALS, dtype=np.float64).astype(ty.np)
        r = (rng.standard_normal(n_random) * np.exp(rng.uniform(-6, 6, n_random))).astype(ty.np)
    return np.concatenate([sp, r])


def float_pairs(ty: Scalar, n_random: int, rng) -> tuple[np.ndarray, np.ndarray]:
    x = float_data(ty, 0, rng)
    a = np.repeat(x, len(x))
    b = np.tile(x, len(x))
    return (np.concatenate([a, float_data(ty, n_random, rng)[len(x):]]),
            np.concatenate([b, float_data(ty, n_random, rng)[len(x):]]))


def run_map(fn, ins: list[np.ndarray], in_tys: list[Scalar], out_ty: Scalar, name: str = "map", wg: int = 64):
    """Run `out[i] = fn(kb, [x0[i], ...])` on the oracle; returns out."""
    body = map_kernel(name, in_tys, out_ty, fn, wg)
    n = len(ins[0])
    bufs = {f"x{k}": a for k, a in enumerate(ins)}
    bufs["out"] = np.zeros(n, out_ty.np)
    return run(body, bufs, Grid.threads(n, wg))["out"]


def ulp_diff(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """|got - want| in units of want's spacing, in want's dtype."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    return np.abs(g - w) / np.spacing(np.abs(want)).astype(np.float64)


def same_floats(got: np.ndarray, want: np.ndarray, signed_zero: bool = True) -> np.ndarray:
    both_nan = np.isnan(got) & np.isnan(want)
    eq = got == want
    if signed_zero:
        eq &= np.signbit(got) == np.signbit(want)
    return both_nan | eq


@pytest.fixture
def rr():
    return types.SimpleNamespace(
        wrap=wrap, int_range=int_range, trunc_div=trunc_div, rust_int_binop=rust_int_binop,
        rust_overflows=rust_overflows, round_int_to_float=round_int_to_float,
        rust_float_to_int=rust_float_to_int, rust_round=rust_round, int_edges=int_edges,
        int_data=int_data, int_pairs=int_pairs, float_data=float_data, float_pairs=float_pairs,
        run_map=run_map, ulp_diff=ulp_diff, same_floats=same_floats, FLOAT_SPECIALS=FLOAT_SPECIALS,
        rng=np.random.default_rng(20261130), BOOL=BOOL, F16=F16, F32=F32, F64=F64, I32=I32, U32=U32, USIZE=USIZE)
