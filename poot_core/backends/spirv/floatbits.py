"""Float classification on the bits for the SPIR-V lowering (NaN and infinity tests that no
driver's no-NaN assumption can fold); below both `values` and `f64math`."""
from __future__ import annotations

from ...ir.types import F32, U32, USIZE, Scalar


def bits_of(L, a: int, t: Scalar) -> tuple[Scalar, int]:
    """(the unsigned type of t's width, a's bits in it) for an f32 or f64 value `a`."""
    ut = USIZE if t.bits == 64 else U32
    return ut, L.op("Bitcast", L.ty(ut), a)


def is_nan(L, a: int, t: Scalar) -> int:
    """NaN test on the bits (|bits| > the infinity pattern); f16 is widened to f32 first."""
    if t.bits == 16:
        a, t = L.op("FConvert", L.ty(F32), a), F32
    ut = USIZE if t.bits == 64 else U32
    bits = L.op("Bitcast", L.ty(ut), a)
    mag = L.op("BitwiseAnd", L.ty(ut), bits, L.c(ut, (1 << (t.bits - 1)) - 1))
    inf = 0x7FF0000000000000 if t.bits == 64 else 0x7F800000
    return L.op("UGreaterThan", L.m.bool(), mag, L.c(ut, inf))


def is_inf(L, a: int, t: Scalar) -> int:
    """Infinity test on the bits (|bits| == the infinity pattern) of an f32 or f64 value."""
    ut, bits = bits_of(L, a, t)
    mag = L.op("BitwiseAnd", L.ty(ut), bits, L.c(ut, (1 << (t.bits - 1)) - 1))
    return L.op("IEqual", L.m.bool(), mag, L.c(ut, 0x7FF0000000000000 if t.bits == 64 else 0x7F800000))
