"""Operands and an exact reference for the fused multiply-add (`Math("mul_add")`, Rust's
`f32::mul_add`): a * b + c rounded once.

`exact_mul_add` is computed with Python's exact rationals (fractions.Fraction), independently of
the oracle's round-to-odd algorithm (poot_core.oracle.values.mul_add_f32). `mul_add_operands`
draws the triples that tell one rounding from two and that break naive emulations: every pair of
special values (signed zeros, infinities, NaN, subnormals, the extremes) against special addends;
products that are exactly an f32 tie plus an addend too small to survive an f64 sum (rounding the
f64 sum to f32 then ties to even, where the fused result rounds away from the tie: the double
rounding `f32(f64(a) * f64(b) + f64(c))` gets half of them wrong), the same in the subnormal range
and at the overflow threshold; cancellation (c = -fl(a * b), the product's rounding error); and
random bit patterns.
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

from ..ir.types import F32
from ..target import Grid
from .case import Case

_TOP = Fraction(2**128)  # a value rounding to this or beyond is an infinity


def _round_f32(x: Fraction) -> float:
    """The nonzero exact value `x` rounded to nearest f32, ties to even (subnormals, overflow)."""
    neg, m = x < 0, abs(x)
    e = m.numerator.bit_length() - m.denominator.bit_length()  # 2**e <= m < 2**(e + 2)
    if Fraction(2) ** e > m:
        e -= 1
    elif Fraction(2) ** (e + 1) <= m:
        e += 1
    q = Fraction(2) ** max(e - 23, -149)  # the f32 spacing at m (subnormals: 2**-149)
    n = round(m / q)  # Fraction.__round__: half to even
    v = n * q
    r = float("inf") if v >= _TOP else float(v)
    return -r if neg else r


def exact_mul_add(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """a * b + c for f32 arrays, exactly: computed in rationals and rounded once to nearest f32
    (ties to even); IEEE 754 fusedMultiplyAdd's special cases (inf * 0 is NaN, inf - inf is NaN, a
    finite product plus an infinity is that infinity, an exact zero is +0.0 unless both the product
    and c are -0.0)."""
    a, b, c = (np.asarray(x, dtype=np.float32).reshape(-1) for x in (a, b, c))
    out = np.empty(a.shape, np.float32)
    for i, (x, y, z) in enumerate(zip(a.tolist(), b.tolist(), c.tolist())):
        if not all(np.isfinite((x, y, z))):
            with np.errstate(all="ignore"):  # the product is exact in f64; inf/NaN need no rounding
                out[i] = np.float32(np.float64(x) * np.float64(y) + np.float64(z))
            continue
        v = Fraction(x) * Fraction(y) + Fraction(z)
        if v == 0:  # -0.0 only as the sum of two negative zeros (x * y is exact: zero iff x or y is)
            neg = x * y == 0 and z == 0 and bool(np.signbit(x) != np.signbit(y)) and bool(np.signbit(z))
            out[i] = np.float32(-0.0 if neg else 0.0)
            continue
        out[i] = np.float32(_round_f32(v))
    return out


def two_roundings(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """f32(f64(a) * f64(b) + f64(c)): the exact product, then the sum rounded to f64 and again to
    f32 - the naive emulation the operands are chosen to catch."""
    with np.errstate(all="ignore"):
        return (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(np.float32)


def _specials() -> np.ndarray:
    sub = float(np.finfo(np.float32).smallest_subnormal)
    mx, tiny = float(np.finfo(np.float32).max), float(np.finfo(np.float32).tiny)
    v = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 3.0, -0.1, 1.5, mx, -mx, tiny, -tiny, sub, -3 * sub,
         0.75 * tiny, 2.0 ** 64, 2.0 ** -64, 1e30, -1e-30, 2.0 ** 100]
    return np.array(v, np.float32)


def _addends() -> np.ndarray:
    sub = float(np.finfo(np.float32).smallest_subnormal)
    return np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, sub, -float(np.finfo(np.float32).max)], np.float32)


def _pow2(e: np.ndarray) -> np.ndarray:
    return np.ldexp(np.ones(e.shape, np.float64), e)


def _ties(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """a * b = M * 2**k with M odd of 25 bits (an f32 tie), c tiny next to it (below half an f64
    ulp of the product) or zero; any normal binade."""
    A = rng.integers(2**11, 2**12, 4 * n) * 2 + 1  # odd, 13 bits
    B = rng.integers(2**10, 2**11, 4 * n) * 2 + 1  # odd, 12 bits
    keep = A * B >= 2**24
    A, B = A[keep][:n], B[keep][:n]
    m = len(A)
    k = rng.integers(-100, 80, m)  # p = A * B * 2**k, |p| in [2**(k + 24), 2**(k + 25))
    ea = rng.integers(-60, 60, m)
    eb = k - ea
    eb = np.clip(eb, -120, 100)
    ea = k - eb
    sa, sb = rng.choice([-1.0, 1.0], m), rng.choice([-1.0, 1.0], m)
    a = (sa * A * _pow2(ea)).astype(np.float32)
    b = (sb * B * _pow2(eb)).astype(np.float32)
    u = 1.0 + rng.integers(0, 2**23, m) * 2.0 ** -23
    c = (rng.choice([-1.0, 1.0], m) * u * _pow2(k - 40)).astype(np.float32)
    c[::8] = 0.0
    return a, b, c


def _subnormal_ties(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """a * b = +-2**-150 * (1 - u**2 * 2**-46) (just inside a half subnormal unit), c = +-j * 2**-149
    (a subnormal or a small normal): the exact sum lies just off an f32 tie that the f64 sum rounds
    onto (the result is subnormal or in the lowest normal binades)."""
    u = rng.integers(1, 3, n)
    a = ((2**23 + u) * 2.0 ** -98).astype(np.float32)
    b = ((2**23 - u) * 2.0 ** -98).astype(np.float32)
    a *= rng.choice([-1.0, 1.0], n).astype(np.float32)
    j = rng.integers(2**9, 2**24, n)
    c = (rng.choice([-1.0, 1.0], n) * j * 2.0 ** -149).astype(np.float32)
    return a, b, c


def _overflow_edge(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """a * b = (2**25 - 1) * 2**103, the tie between f32::MAX and 2**128 (rounds to infinity), with
    a small addend either way (f32::MAX or infinity) or none; negated too."""
    ea = rng.integers(40, 80, n)
    a = (18631.0 * _pow2(ea)).astype(np.float32)  # 2**25 - 1 = 31 * 601 * 1801
    b = (1801.0 * _pow2(103 - ea)).astype(np.float32)
    s = rng.choice([-1.0, 1.0], n).astype(np.float32)
    c = (rng.choice([-1.0, 0.0, 1.0], n) * 2.0 ** rng.integers(0, 70, n)).astype(np.float32)
    return a * s, b, c * s


def _cancel(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """c = -fl(a * b), sometimes nudged by an ulp: the result is (about) the product's rounding error."""
    a = (rng.standard_normal(n) * 2.0 ** rng.integers(-60, 60, n)).astype(np.float32)
    b = (rng.standard_normal(n) * 2.0 ** rng.integers(-60, 60, n)).astype(np.float32)
    with np.errstate(all="ignore"):
        c = -(a * b)
    nudge = rng.integers(-1, 2, n)
    c = np.where(nudge > 0, np.nextafter(c, np.float32(np.inf)), np.where(nudge < 0, np.nextafter(c, np.float32(-np.inf)), c))
    return a, b, c.astype(np.float32)


def mul_add_operands(rng: np.random.Generator, n: int = 8192) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(a, b, c), n f32 triples each: every pair of special values against each special addend (a
    random half-n of them when n is below twice their 4356), then ties, subnormal ties, the overflow
    edge, cancellation and random bit patterns."""
    s, z = _specials(), _addends()
    a0, b0 = np.repeat(s, len(s)), np.tile(s, len(s))
    a0, b0, c0 = np.repeat(a0, len(z)), np.repeat(b0, len(z)), np.tile(z, len(s) * len(s))
    if 2 * len(a0) > n:
        pick = np.sort(rng.choice(len(a0), n // 2, replace=False))
        a0, b0, c0 = a0[pick], b0[pick], c0[pick]
    parts = [(a0, b0, c0)]
    k = (n - len(a0)) // 5
    parts += [_ties(rng, k), _subnormal_ties(rng, k), _overflow_edge(rng, max(k // 4, 1)), _cancel(rng, k)]
    m = max(n - sum(len(p[0]) for p in parts), 0)
    bits = [rng.integers(0, 2**32, m, dtype=np.uint64).astype(np.uint32).view(np.float32) for _ in range(3)]
    parts.append((bits[0], bits[1], bits[2]))
    a, b, c = (np.concatenate([p[i] for p in parts]).astype(np.float32)[:n] for i in range(3))
    return a, b, c


def mul_add_case(n: int = 8192) -> Case:
    """out_fma[i] = x0[i].mul_add(x1[i], x2[i]) and out_two[i] = x0[i] * x1[i] + x2[i] (two
    roundings) on mul_add_operands; the reference is exact_mul_add (rationals) and the plain
    expression in f32."""
    from .samples import map_body

    body = map_body("mul_add_f32", [F32, F32, F32], [("out_fma", F32), ("out_two", F32)],
                    lambda kb, x: [kb.math("mul_add", *x), kb.add(kb.mul(x[0], x[1]), x[2])])

    def make(rng):
        a, b, c = mul_add_operands(rng, n)
        return {"x0": a, "x1": b, "x2": c, "out_fma": np.zeros(n, np.float32), "out_two": np.zeros(n, np.float32)}

    def ref(d):
        with np.errstate(all="ignore"):
            two = (d["x0"] * d["x1"]) + d["x2"]
        return {"out_fma": exact_mul_add(d["x0"], d["x1"], d["x2"]), "out_two": two.astype(np.float32)}
    return Case("mul_add_f32", body, make, Grid.threads(n, 64), ref=ref, source="catalog")
