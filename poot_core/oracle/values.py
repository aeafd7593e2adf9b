"""Scalar semantics of Kernel IR operations on numpy lane vectors (Rust's rules, per type).

Every function takes arrays (or 0-d arrays) of the operand's exact dtype and returns an array
of the result's dtype; no value is ever computed in a wider float type and rounded once (the
one exception is the fused multiply-add, `mul_add`, whose single rounding is its definition: it is
computed exactly, see mul_add_f32).
Integer division by zero is reported by `div_by_zero` so the machine can fault the lane.
"""
from __future__ import annotations

import numpy as np

from ..errors import IRError
from ..ir.types import BOOL, Scalar

_UNSIGNED_OF: dict[np.dtype, np.dtype] = {np.dtype(np.int32): np.dtype(np.uint32), np.dtype(np.uint32): np.dtype(np.uint32),
                np.dtype(np.uint64): np.dtype(np.uint64), np.dtype(np.bool_): np.dtype(np.uint8)}


def _bits(dt: np.dtype) -> int:
    return 1 if dt == np.bool_ else dt.itemsize * 8


def _is_int(dt: np.dtype) -> bool:
    return dt.kind in "iu"


def as_unsigned_u64(x: np.ndarray) -> np.ndarray:
    """The bit pattern of an int/bool value zero-extended to u64 (SwitchInt cases, shift amounts)."""
    if x.dtype == np.bool_:
        return x.astype(np.uint64)
    return x.astype(_UNSIGNED_OF[x.dtype], copy=False).astype(np.uint64, copy=False)  # may be x itself


# --- binary operations -------------------------------------------------------------------
_WRAPPING = {"add": np.add, "sub": np.subtract, "mul": np.multiply}  # computed in the operand type
_ELEMENTWISE = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor, "eq": np.equal,
                "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal}


def binop(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    dt = a.dtype
    if op in _WRAPPING:
        return _WRAPPING[op](a, b, dtype=dt)
    if op in _ELEMENTWISE:
        return _ELEMENTWISE[op](a, b)
    if op in ("div", "rem"):
        if dt.kind == "f":
            return np.divide(a, b, dtype=dt) if op == "div" else np.fmod(a, b, dtype=dt)
        return _int_divrem(op, a, b)
    if op in ("shl", "shr"):
        amt = (as_unsigned_u64(np.asarray(b)) & np.uint64(_bits(dt) - 1)).astype(dt)
        return np.left_shift(a, amt, dtype=dt) if op == "shl" else np.right_shift(a, amt, dtype=dt)
    raise IRError(f"unknown binary op {op!r}")


def wraps(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Lanes whose integer add/sub/mul/shl does not give its exact result (shl: a * 2^b with the
    amount, read unsigned, below the width): what a `nowrap` BinOp must never do."""
    if op in ("add", "sub", "mul"):
        return check_overflow(op, a, b)
    if op == "shl":
        bits = _bits(a.dtype)
        amt = as_unsigned_u64(np.asarray(b))
        small = (amt & np.uint64(bits - 1)).astype(a.dtype)
        back = np.right_shift(np.left_shift(a, small, dtype=a.dtype), small, dtype=a.dtype)  # ashr for i32
        return (amt >= np.uint64(bits)) | (back != a)
    raise IRError(f"nowrap is not defined for {op!r}")


def div_by_zero(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray | None:
    """Lanes whose integer div/rem has a zero divisor (undefined: the machine faults them)."""
    if op in ("div", "rem") and _is_int(a.dtype):
        return np.asarray(b) == 0
    return None


def _int_divrem(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    dt = a.dtype
    a, b = np.broadcast_arrays(np.asarray(a), np.asarray(b))
    safe = np.where(b == 0, np.ones((), dt), b).astype(dt)
    if dt.kind == "u":
        return (a // safe if op == "div" else a % safe).astype(dt)
    minus1 = safe == -1  # MIN / -1 wraps to MIN (rem 0); avoid numpy's overflow path
    safe = np.where(minus1, np.ones((), dt), safe).astype(dt)
    r = np.fmod(a, safe)  # C remainder: sign of the dividend
    if op == "rem":
        return np.where(minus1, np.zeros((), dt), r).astype(dt)
    q = ((a - r) // safe).astype(dt)  # exact division, so floor == trunc
    return np.where(minus1, np.negative(a, dtype=dt), q).astype(dt)


# --- unary operations ----------------------------------------------------------------------
def unop(op: str, a: np.ndarray) -> np.ndarray:
    if op == "neg":
        return np.negative(a, dtype=a.dtype)
    if op == "not":
        return np.logical_not(a) if a.dtype == np.bool_ else np.invert(a)
    raise IRError(f"unknown unary op {op!r}")


# --- the overflow flag of Rust's checked ops -------------------------------------------------
def check_overflow(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    dt = a.dtype
    bits = _bits(dt)
    if op in ("shl", "shr"):
        return as_unsigned_u64(np.asarray(b)) >= np.uint64(bits)
    if dt.kind == "i":  # i32: compute exactly in i64
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        wa = a.astype(np.int64)
        if op == "neg":
            return a == lo
        if op in ("div", "rem"):
            return (a == lo) & (np.asarray(b) == -1)
        wb = np.asarray(b).astype(np.int64)
        w = {"add": wa + wb, "sub": wa - wb, "mul": wa * wb}[op]
        return (w < lo) | (w > hi)
    if dt.kind == "u":
        if op == "neg":
            return a != 0
        if op in ("div", "rem"):
            return np.zeros(np.broadcast(a, b).shape, bool)
        if op == "add":
            return np.add(a, b, dtype=dt) < a
        if op == "sub":
            return a < b
        if op == "mul":
            if bits == 32:
                return a.astype(np.uint64) * np.asarray(b).astype(np.uint64) > np.uint64(0xFFFFFFFF)
            return _u64_mul_overflows(a, np.asarray(b))
    raise IRError(f"CheckOverflow {op!r} is not defined for {dt}")


def _u64_mul_overflows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """a * b >= 2^64 for u64: decided in f64 (relative error < 2^-51), exactly near the edge."""
    a, b = (np.atleast_1d(x) for x in np.broadcast_arrays(a, b))
    prod = a.astype(np.float64) * b.astype(np.float64)
    over = prod >= 2.0 ** 64
    near = np.abs(prod - 2.0 ** 64) <= 2.0 ** 24
    if near.any():
        an, bn = a[near], b[near]
        over[near] = [int(x) * int(y) >= 1 << 64 for x, y in zip(an.tolist(), bn.tolist())]
    return over


# --- casts (Rust `as`) -----------------------------------------------------------------------
def cast(a: np.ndarray, to: Scalar) -> np.ndarray:
    src, dst = a.dtype, to.np
    if src == dst:
        return a.copy()
    if to == BOOL:
        return a != 0
    if src.kind == "f" and dst.kind in "iu":
        return _float_to_int(a, dst)
    # int->int wraps/extends, int->float and float->float round to nearest even (numpy casts
    # directly, never through a wider float), bool->int is 0/1
    return a.astype(dst)


def _float_to_int(a: np.ndarray, dst: np.dtype) -> np.ndarray:
    bits = dst.itemsize * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if dst.kind == "i" else (0, (1 << bits) - 1)
    t = np.trunc(a.astype(np.float64))
    nan = np.isnan(t)
    over = t >= float(hi + 1)  # 2^k is exact in f64
    under = t < float(lo)
    ok = ~(nan | over | under)
    out = np.where(ok, t, 0.0).astype(dst)
    out[over] = hi
    out[under] = lo
    return out


# --- float and integer methods -------------------------------------------------------------
TRANSCENDENTAL = ("exp", "ln", "sin", "cos")


def math(fn: str, args: list[np.ndarray]) -> np.ndarray:
    a = args[0]
    dt = a.dtype
    if fn == "mul_add":
        return mul_add_f32(a, args[1], args[2])
    if fn == "max":
        return (np.fmax if dt.kind == "f" else np.maximum)(a, args[1]).astype(dt, copy=False)
    if fn == "min":
        return (np.fmin if dt.kind == "f" else np.minimum)(a, args[1]).astype(dt, copy=False)
    if dt.kind != "f":
        if fn == "abs" and dt.kind == "i":
            return np.abs(a).astype(dt)  # wrapping: abs(MIN) == MIN
        raise IRError(f"{fn} is a float method; it cannot take {dt}")
    if fn == "round":
        return _round_half_away(a)
    f = {"sqrt": np.sqrt, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc,
         "exp": np.exp, "ln": np.log, "sin": np.sin, "cos": np.cos}.get(fn)
    if f is None:
        raise IRError(f"unknown math fn {fn!r}")
    return f(a, dtype=dt)


def mul_add_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """f32 `a.mul_add(b, c)`: a * b + c computed exactly and rounded once to nearest even (IEEE
    754 fusedMultiplyAdd), on f32 arrays.

    The product of two f32 values is exact in f64 (24 + 24 significant bits, exponents far inside
    f64's range), but p + c rounded to f64 and then to f32 is two roundings and can miss (a sum
    just off an f32 tie rounds onto the tie in f64, then to even). So the sum is rounded to odd
    instead: s = p + c in f64, e = its exact error (TwoSum, exact for any finite operands), and
    when e != 0 and s has an even significand, s moves one f64 ulp toward p + c (the odd neighbour
    on the exact value's side). Rounding a round-to-odd result of at least 24 + 2 bits (here 53)
    to nearest f32 equals rounding the exact value, subnormal and overflowing results included
    (Boldo & Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using
    rounding to odd", 2008). No exact nonzero p + c is below 2**-298 in magnitude, so nothing here
    is an f64 subnormal. Infinities and NaN come out as IEEE says (inf * 0 + c is NaN, a finite
    product plus inf is inf) from s itself; an exact zero sum is +0.0 unless both p and c are -0.0."""
    a, b, c = (np.asarray(x, dtype=np.float32) for x in (a, b, c))
    with np.errstate(all="ignore"):
        p = a.astype(np.float64) * b.astype(np.float64)  # exact
        z = c.astype(np.float64)
        s = p + z
        bb = s - p
        e = (p - (s - bb)) + (z - bb)  # p + z == s + e exactly
        odd = (np.asarray(s).view(np.uint64) & np.uint64(1)) == 1
        fix = np.isfinite(s) & (e != 0) & ~odd
        s = np.where(fix, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
        return np.asarray(s).astype(np.float32)


def _round_half_away(a: np.ndarray) -> np.ndarray:
    """Rust's f*::round: ties away from zero; exact (no x + 0.5 rounding), keeps -0.0."""
    dt = a.dtype
    t = np.trunc(a)
    frac = np.subtract(a, t, dtype=dt)  # exact
    bump = np.abs(frac) >= dt.type(0.5)
    return np.where(bump, np.add(t, np.copysign(np.ones((), dt), a), dtype=dt), t).astype(dt)


def from_bits(a: np.ndarray) -> np.ndarray:
    return np.array(a, dtype=np.uint32).view(np.float32)  # a copy: never a view of a local
