"""Kernel IR types: scalars, unit, references, raw pointers, slices and matrix fragments.

Scalars are interned singletons (`F32`, `USIZE`, ...); every type is a frozen dataclass and
has a canonical text form (`str(ty)`) that `.kir.json` uses and `parse_ty` reads back.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import IRError


@dataclass(frozen=True, slots=True)
class Scalar:
    """A scalar type: bool, usize, i32, u32, f32, f64 or f16."""

    name: str

    @property
    def is_float(self) -> bool:
        return self.name in ("f16", "f32", "f64")

    @property
    def is_int(self) -> bool:
        return self.name in ("usize", "i32", "u32")

    @property
    def is_signed(self) -> bool:
        return self.name == "i32"

    @property
    def bits(self) -> int:
        return _BITS[self.name]

    @property
    def np(self) -> np.dtype:
        """The numpy dtype of values of this type (bool is numpy bool)."""
        return np.dtype(_NP[self.name])

    def __str__(self) -> str:
        return self.name


_BITS = {"bool": 1, "usize": 64, "i32": 32, "u32": 32, "f32": 32, "f64": 64, "f16": 16}
_NP = {"bool": "bool", "usize": "uint64", "i32": "int32", "u32": "uint32", "f32": "float32",
       "f64": "float64", "f16": "float16"}

BOOL, USIZE, I32, U32, F32, F64, F16 = (Scalar(n) for n in ("bool", "usize", "i32", "u32", "f32", "f64", "f16"))
SCALARS = {s.name: s for s in (BOOL, USIZE, I32, U32, F32, F64, F16)}
INTS = (USIZE, I32, U32)
FLOATS = (F16, F32, F64)


@dataclass(frozen=True, slots=True)
class Unit:
    """The unit type `()`."""

    def __str__(self) -> str:
        return "()"


UNIT = Unit()


@dataclass(frozen=True, slots=True)
class Slice:
    """`[T]`: a run of scalars; kernel parameters are references to slices."""

    elem: Scalar

    def __str__(self) -> str:
        return f"[{self.elem}]"


@dataclass(frozen=True, slots=True)
class Ref:
    """`&T` or `&mut T`."""

    to: "Ty"
    mutable: bool = False

    def __str__(self) -> str:
        return f"&{'mut ' if self.mutable else ''}{self.to}"


@dataclass(frozen=True, slots=True)
class Ptr:
    """`*const T` or `*mut T`."""

    to: "Ty"
    mutable: bool = False

    def __str__(self) -> str:
        return f"*{'mut' if self.mutable else 'const'} {self.to}"


FRAGMENT_ROLES = ("a", "b", "acc", "wacc")
# "wacc": a warpgroup accumulator (WgmmaMma / WgmmaStore, docs/matrix.md "Warpgroup MMA"): an m x n
# tile (m = 64) held collectively by one 128-lane warpgroup, shape (m, n, k) with k the MMA's depth


@dataclass(frozen=True, slots=True)
class Fragment:
    """A matrix fragment held collectively by one 32-lane subgroup (roles a, b, acc) or by one
    128-lane warpgroup (role wacc): role, dtype, tile m,n,k."""

    role: str
    dtype: Scalar
    shape: tuple[int, int, int] = (16, 16, 16)

    def __post_init__(self) -> None:
        if self.role not in FRAGMENT_ROLES:
            raise IRError(f"fragment role must be one of {FRAGMENT_ROLES}, not {self.role!r}")
        if not (isinstance(self.shape, tuple) and len(self.shape) == 3 and all(isinstance(d, int) and d > 0 for d in self.shape)):
            raise IRError(f"fragment shape must be a tuple (m, n, k) of positive ints, not {self.shape!r}")

    @property
    def rows_cols(self) -> tuple[int, int]:
        """The fragment's matrix extent: A is m x k, B is k x n, the accumulator m x n."""
        m, n, k = self.shape
        return {"a": (m, k), "b": (k, n), "acc": (m, n), "wacc": (m, n)}[self.role]

    def __str__(self) -> str:
        m, n, k = self.shape
        return f"frag<{self.role},{self.dtype},{m}x{n}x{k}>"


Ty = Scalar | Unit | Slice | Ref | Ptr | Fragment


def parse_ty(text: str) -> Ty:
    """Read a type from its canonical text; raises IRError naming the text."""
    t = text.strip()
    if t in SCALARS:
        return SCALARS[t]
    if t == "()":
        return UNIT
    if t.startswith("&mut "):
        return Ref(parse_ty(t[5:]), True)
    if t.startswith("&"):
        return Ref(parse_ty(t[1:]), False)
    if t.startswith("*mut "):
        return Ptr(parse_ty(t[5:]), True)
    if t.startswith("*const "):
        return Ptr(parse_ty(t[7:]), False)
    if t.startswith("[") and t.endswith("]"):
        elem = parse_ty(t[1:-1])
        if not isinstance(elem, Scalar):
            raise IRError(f"slice element must be a scalar type, not {t!r}")
        return Slice(elem)
    if t.startswith("frag<") and t.endswith(">"):
        parts = t[5:-1].split(",")
        if len(parts) == 3 and parts[1] in SCALARS:
            dims = parts[2].split("x")
            if len(dims) == 3 and all(d.isdigit() for d in dims):
                m, n, k = (int(d) for d in dims)
                return Fragment(parts[0], SCALARS[parts[1]], (m, n, k))
    raise IRError(f"unknown type {text!r}")
