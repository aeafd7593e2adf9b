"""Kernel IR basics: constants (ranges, float rounding, NaN bits), types (parse/print), node helpers."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.errors import IRError
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import (BOOL, F16, F32, F64, FLOATS, I32, INTS, SCALARS, U32, UNIT, USIZE, Fragment, Ptr,
                                Ref, Scalar, Slice, parse_ty)

C = N.Const


# --- integer constants ----------------------------------------------------------------------
@pytest.mark.parametrize("ty,lo,hi", [(USIZE, 0, 2**64 - 1), (U32, 0, 2**32 - 1), (I32, -(2**31), 2**31 - 1)])
def test_int_ranges(ty, lo, hi):
    assert N.int_range(ty) == (lo, hi)
    assert C(ty, lo).value == lo and C(ty, hi).value == hi
    for bad in (lo - 1, hi + 1):
        with pytest.raises(IRError, match="out of range"):
            C(ty, bad)


@pytest.mark.parametrize("ty,v", [(U32, 1.0), (I32, True), (USIZE, "3"), (BOOL, 1), (BOOL, "true"), (F32, True),
                                  (F32, "1.0"), (Slice(F32), 1)])
def test_constant_type_errors(ty, v):
    with pytest.raises(IRError):
        C(ty, v)


def test_numpy_values_are_normalised():
    c = C(U32, np.uint32(7))
    assert type(c.value) is int and c == C(U32, 7)
    assert C(BOOL, np.bool_(True)).value is True
    assert type(C(F32, np.float32(1.5)).value) is float


# --- float constants ------------------------------------------------------------------------
@pytest.mark.parametrize("ty", FLOATS)
def test_float_rounding_to_type(ty):
    for v in (0.1, 1 / 3, 2.5e-3, 12345.678, -7.25):
        c = C(ty, v)
        assert c.value == float(ty.np.type(v))
        assert C(ty, c.value) == c  # already representable: unchanged
    assert C(F32, 0.1).value != 0.1 and C(F64, 0.1).value == 0.1


def test_float_rounding_edges():
    assert C(F16, 65504.0).value == 65504.0
    assert C(F16, 65519.0).value == 65504.0  # rounds down below the halfway point
    with np.errstate(over="ignore"):
        assert C(F16, 65520.0).value == math.inf  # ties-to-even rounds up to infinity
    assert C(F16, 2.0**-24).bits() == 0x0001  # smallest subnormal
    assert C(F16, 2.0**-26).bits() == 0x0000  # underflows to +0
    assert C(F32, 1 + 2**-24).value == 1.0  # tie to even
    assert C(F32, 1 + 3 * 2**-24).value == 1 + 2**-22
    assert C(F32, 16777217).value == 16777216.0  # ints round too
    with np.errstate(over="ignore"):
        assert C(F32, 1e39).value == math.inf


def test_signed_zero_is_distinct():
    assert C(F32, -0.0) != C(F32, 0.0)
    assert C(F32, -0.0).bits() == 0x80000000 and C(F64, -0.0).bits() == 1 << 63 and C(F16, -0.0).bits() == 0x8000


@pytest.mark.parametrize("ty,bits", [(F32, 0x7FC00000), (F32, 0x7FC12345), (F32, 0xFFC00001), (F16, 0x7E00),
                                     (F16, 0x7C01), (F16, 0xFE3F), (F64, 0x7FF8000000000000),
                                     (F64, 0x7FF0000000000001), (F64, 0xFFF8DEADBEEF0001)])
def test_nan_bits_are_kept(ty, bits):
    c = C.from_bits(ty, bits)
    assert math.isnan(c.value) and c.bits() == bits
    assert c == C.from_bits(ty, bits) and hash(c) == hash(C.from_bits(ty, bits))  # NaN equal to itself by bits
    assert c != C.from_bits(ty, bits ^ 1)


@pytest.mark.parametrize("ty,bits", [(F32, 0x7F800001), (F32, 0xFF800001), (F32, 0x7FA00000), (F32, 0x7FBFFFFF),
                                     (F16, 0x7C01), (F16, 0xFD00), (F64, 0x7FF0000000000001), (F64, 0xFFF4000000000000)])
def test_signalling_nan_bits_are_kept(ty, bits):
    """A signalling NaN (quiet bit clear) keeps its bits; converting an f32 one to a Python float
    would quiet it on x86, so the bits are stored, and equality and hashing go by them."""
    c = C.from_bits(ty, bits)
    assert c.bits() == bits and math.isnan(c.value)
    quiet = bits | (1 << ({16: 9, 32: 22, 64: 51}[ty.bits]))
    assert c != C.from_bits(ty, quiet) and c == C.from_bits(ty, bits) and hash(c) == hash(C.from_bits(ty, bits))
    if ty == F32:  # `value` is the quieted double; a constant built from it has the quiet bits
        assert C(ty, c.value).bits() == quiet


def test_f32_signalling_nan_bits():
    assert C.from_bits(F32, 0x7F800001).bits() == 0x7F800001


def test_const_bits_follow_value_through_replace():
    """dataclasses.replace builds a new constant from the new value: no stale bits."""
    import dataclasses
    c = C.from_bits(F32, 0x7F800001)
    d = dataclasses.replace(c, value=2.5)
    assert d.bits() == 0x40200000 and d == C(F32, 2.5)
    assert dataclasses.replace(C(U32, 7), value=9).bits() == 9


def test_const_pickles_with_its_bits():
    import pickle
    c = C.from_bits(F32, 0x7F800001)
    assert pickle.loads(pickle.dumps(c)).bits() == 0x7F800001


@pytest.mark.parametrize("ty", FLOATS)
def test_from_bits_round_trip(ty):
    rng = np.random.default_rng(0)
    bs = [int(b) for b in rng.integers(0, 2**ty.bits, size=200, dtype=np.uint64)]
    nan_exp = {16: 0x7C00, 32: 0x7F800000, 64: 0x7FF0000000000000}[ty.bits]
    bs += [nan_exp | 1, nan_exp | 5, (1 << (ty.bits - 1)) | nan_exp | 3]  # signalling NaNs, both signs
    for b in bs:
        assert C.from_bits(ty, b).bits() == b


def test_from_bits_needs_a_float_type():
    with pytest.raises(IRError, match="float"):
        C.from_bits(U32, 1)


def test_int_and_bool_bits():
    assert C(I32, -1).bits() == -1 and C(BOOL, True).bits() == 1 and C(USIZE, 2**64 - 1).bits() == 2**64 - 1


# --- types ----------------------------------------------------------------------------------
TYPES = [BOOL, USIZE, I32, U32, F32, F64, F16, UNIT, Slice(F32), Ref(Slice(F32)), Ref(Slice(U32), True), Ref(F16),
         Ref(Ref(I32), True), Ptr(F32), Ptr(USIZE, True), Ptr(Ref(Slice(BOOL))), Fragment("a", F16),
         Fragment("b", F16, (16, 16, 8)), Fragment("acc", F32, (32, 8, 16))]
TEXTS = ["bool", "usize", "i32", "u32", "f32", "f64", "f16", "()", "[f32]", "&[f32]", "&mut [u32]", "&f16",
         "&mut &i32", "*const f32", "*mut usize", "*const &[bool]", "frag<a,f16,16x16x16>", "frag<b,f16,16x16x8>",
         "frag<acc,f32,32x8x16>"]


@pytest.mark.parametrize("ty,text", list(zip(TYPES, TEXTS)), ids=TEXTS)
def test_type_print_and_parse(ty, text):
    assert str(ty) == text
    assert parse_ty(text) == ty
    assert parse_ty(f"  {text} ") == ty


@pytest.mark.parametrize("text,words", [("u128", "unknown type"), ("[[f32]]", "slice element"), ("[()]", "slice element"),
                                        ("frag<c,f16,16x16x16>", "role"), ("frag<a,f16,16x16>", "unknown type"),
                                        ("frag<a,f99,16x16x16>", "unknown type"), ("frag<a,f16,0x16x16>", "shape"),
                                        ("&", "unknown type"), ("", "unknown type"), ("*f32", "unknown type")])
def test_parse_errors(text, words):
    with pytest.raises(IRError, match=words):
        parse_ty(text)


def test_scalar_properties():
    assert set(SCALARS) == {"bool", "usize", "i32", "u32", "f32", "f64", "f16"}
    assert [t.bits for t in (BOOL, USIZE, I32, U32, F32, F64, F16)] == [1, 64, 32, 32, 32, 64, 16]
    assert all(t.is_int and not t.is_float for t in INTS) and all(t.is_float for t in FLOATS)
    assert I32.is_signed and not U32.is_signed and not BOOL.is_int and not BOOL.is_float
    assert [t.np for t in (BOOL, USIZE, I32, U32, F32, F64, F16)] == [np.dtype(x) for x in (
        "bool", "uint64", "int32", "uint32", "float32", "float64", "float16")]
    assert Scalar("f32") == F32 and hash(Scalar("f32")) == hash(F32)


def test_fragment_checks_and_extent():
    f = Fragment("acc", F32, (16, 8, 32))
    assert f.rows_cols == (16, 8)
    assert Fragment("a", F16, (16, 8, 32)).rows_cols == (16, 32)
    assert Fragment("b", F16, (16, 8, 32)).rows_cols == (32, 8)
    with pytest.raises(IRError, match="role"):
        Fragment("c", F16)
    for shape in ((16, 16), (16, 0, 16), [16, 16, 16], (16, 16, 16.0)):
        with pytest.raises(IRError, match="shape"):
            Fragment("a", F16, shape)


# --- node helpers ---------------------------------------------------------------------------
def test_successors():
    assert N.successors(N.Goto(3)) == (3,)
    assert N.successors(N.SwitchInt(C(BOOL, True), ((0, 2), (1, 4)), 5)) == (2, 4, 5)
    assert N.successors(N.ThreadIndexCall(0, "local", 1)) == (1,) and N.successors(N.Barrier(2)) == (2,)
    assert N.successors(N.Return()) == () and N.successors(N.Trap(0, "bounds")) == ()


def test_body_helpers():
    kb = Builder("helpers", 32)
    a, out = kb.input("a", F16), kb.output("out", F32)
    kb.fragment("acc", F64)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True)
    kb.store(out, i, kb.cast(v, F32), checked=True)
    kb.ret()
    b = kb.build()
    assert [blk for blk, _ in b.traps()] == [i for i, x in enumerate(b.blocks) if isinstance(x.term, N.Trap)]
    assert set(b.trap_sites()) == {0, 1}
    assert not b.uses_wmma()
    assert b.scalar_types() >= {F16, F32, F64, USIZE, BOOL}
    assert b.params[0].ty == Ref(Slice(F16)) and b.params[1].ty == Ref(Slice(F32), True)
    assert b.wg_array(0) is None
    b.verify()


def test_nodes_are_frozen():
    with pytest.raises(AttributeError):
        N.Goto(1).target = 2
    with pytest.raises(AttributeError):
        C(U32, 1).value = 2
