"""LLVM type names and constant literals for Kernel IR scalars."""
from __future__ import annotations

import struct

import numpy as np

from ...ir.nodes import Const
from ...ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar  # noqa: F401

_LL = {BOOL: "i1", USIZE: "i64", I32: "i32", U32: "i32", F32: "float", F64: "double", F16: "half"}
_MEM = {**_LL, BOOL: "i8"}  # bool lives in memory as one byte (numpy bool)


def ll(t: Scalar) -> str:
    """The SSA type of a scalar."""
    return _LL[t]


def mem(t: Scalar) -> str:
    """The in-memory (buffer) type of a scalar."""
    return _MEM[t]


def size(t: Scalar) -> int:
    return 1 if t == BOOL else t.bits // 8


def fsuffix(t: Scalar) -> str:
    """The overload suffix of an intrinsic: f16/f32/f64/i32/i64/i1."""
    return {"half": "f16", "float": "f32", "double": "f64"}.get(ll(t), ll(t))


def float_lit(t: Scalar, bits: int) -> str:
    """An LLVM float literal for the bit pattern `bits` of type `t` (exact, NaN payloads kept)."""
    if t == F16:
        return f"0xH{bits & 0xFFFF:04X}"
    if t == F32:  # LLVM writes a float as the double of the same value
        b = bits & 0xFFFFFFFF
        sign, exp, man = b >> 31, (b >> 23) & 0xFF, b & 0x7FFFFF
        if exp == 0xFF and man:  # a NaN: its payload shifted into the double's (numpy's f32 -> f64 cast
            return f"0x{(sign << 63) | (0x7FF << 52) | (man << 29):016X}"  # would quiet a signalling one)
        d = np.array(b, dtype=np.uint32).view(np.float32).astype(np.float64)
        return f"0x{int(d.view(np.uint64)):016X}"
    return f"0x{bits & 0xFFFFFFFFFFFFFFFF:016X}"


def f64_lit(v: float) -> str:
    return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:016X}"


def const(c: Const) -> str:
    if c.ty == BOOL:
        return "true" if c.value else "false"
    if c.ty.is_float:
        return float_lit(c.ty, c.bits())
    return str(signed(int(c.value), c.ty.bits))


def signed(v: int, bits: int) -> int:
    """`v` as a two's complement signed `bits`-bit integer (LLVM prints integers signed)."""
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def lit(t: Scalar, v) -> str:
    """A literal of type `t` for a Python number."""
    return const(Const(t, v))
