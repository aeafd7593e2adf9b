"""The fused multiply-add (`Math("mul_add")`, Rust's f32::mul_add): the oracle's round-to-odd
result equals a * b + c computed in exact rationals and rounded once, bit for bit, on special
values, on ties that double rounding gets wrong (normal, subnormal, at the overflow threshold), on
cancellation and on random bit patterns; and the reference itself agrees with C's fmaf."""
from __future__ import annotations

import ctypes
import ctypes.util
from fractions import Fraction

import numpy as np
import pytest

from poot_core.oracle.values import math as vmath
from poot_core.oracle.values import mul_add_f32
from poot_core.ir.types import F32
from poot_core.testing import fma_cases as FC


def same(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Bit for bit, any NaN matching any NaN (the contract's NaN rule)."""
    return (x.view(np.uint32) == y.view(np.uint32)) | (np.isnan(x) & np.isnan(y))


@pytest.fixture(scope="module")
def operands():
    a, b, c = FC.mul_add_operands(np.random.default_rng(11), 30000)
    return a, b, c, FC.exact_mul_add(a, b, c)


def test_oracle_equals_exact_rationals(operands):
    a, b, c, want = operands
    got = mul_add_f32(a, b, c)
    assert got.dtype == np.float32
    bad = ~same(got, want)
    assert not bad.any(), list(zip(a[bad][:5], b[bad][:5], c[bad][:5], got[bad][:5], want[bad][:5]))


def test_the_operands_tell_one_rounding_from_two(operands):
    """Naive f64 emulation (exact product, the sum rounded to f64 then to f32) and the plain f32
    expression (two f32 roundings) both differ from the fused result on many of the operands."""
    a, b, c, want = operands
    assert (~same(FC.two_roundings(a, b, c), want)).sum() > 2000
    with np.errstate(all="ignore"):
        plain = (a * b) + c
    assert (~same(plain, want)).sum() > 4000


@pytest.mark.parametrize("part", ["_ties", "_subnormal_ties", "_overflow_edge"])
def test_each_tie_family_defeats_double_rounding(part):
    a, b, c = getattr(FC, part)(np.random.default_rng(5), 600)
    want = FC.exact_mul_add(a, b, c)
    assert same(mul_add_f32(a, b, c), want).all()
    assert (~same(FC.two_roundings(a, b, c), want)).sum() > 100


def test_hand_built_double_rounding_cases():
    """a = b = 1 + 2**-12, c = +-2**-60: a * b = 1 + 2**-11 + 2**-24 is a tie; the f64 sum drops c and
    ties to even (1 + 2**-11); fused, c decides. At the overflow threshold, a * b = (2**25 - 1) * 2**103
    ties between f32::MAX and 2**128: alone it rounds to infinity, with -1.0 added to f32::MAX."""
    x = np.float32(1 + 2.0 ** -12)
    a = np.array([x, x, x, 18631.0 * 2.0 ** 60, 18631.0 * 2.0 ** 60], np.float32)
    b = np.array([x, x, x, 1801.0 * 2.0 ** 43, 1801.0 * 2.0 ** 43], np.float32)
    c = np.array([2.0 ** -60, -2.0 ** -60, 0.0, 0.0, -1.0], np.float32)
    got = mul_add_f32(a, b, c)
    want = np.array([1 + 2.0 ** -11 + 2.0 ** -23, 1 + 2.0 ** -11, 1 + 2.0 ** -11, np.inf,
                     float(np.finfo(np.float32).max)], np.float32)
    assert same(got, want).all(), (got, want)
    assert FC.two_roundings(a[:1], b[:1], c[:1])[0] == np.float32(1 + 2.0 ** -11)  # the naive result is off


def test_special_values_and_signed_zeros():
    inf, nan, mx = np.inf, np.nan, float(np.finfo(np.float32).max)
    rows = [  # a, b, c, want
        (inf, 0.0, 1.0, nan), (0.0, -inf, 1.0, nan), (inf, 1.0, -inf, nan), (inf, -2.0, 1.0, -inf),
        (mx, 2.0, -inf, -inf),  # the product overflows f32 but is finite: the sum is c
        (mx, 2.0, -mx, mx),  # 2 * MAX - MAX = MAX exactly (two roundings: inf)
        (nan, 0.0, 1.0, nan), (1.0, 1.0, nan, nan),
        (-0.0, 1.0, -0.0, -0.0), (0.0, -1.0, -0.0, -0.0), (-0.0, -1.0, -0.0, 0.0), (-0.0, 1.0, 0.0, 0.0),
        (1.0, 1.0, -1.0, 0.0), (-1.0, 1.0, 1.0, 0.0),  # an exact zero sum is +0.0
        (2.0 ** -100, 2.0 ** -100, -0.0, 0.0), (-(2.0 ** -100), 2.0 ** -100, 0.0, -0.0),  # underflow keeps the sign
        (2.0 ** -75, 2.0 ** -75, 0.0, 0.0),  # 2**-150: the tie between 0 and 2**-149 rounds to even (0)
        (3 * 2.0 ** -76, 2.0 ** -74, 0.0, 2.0 ** -148),  # 1.5 * 2**-149: the tie rounds to even (2 * 2**-149)
        (3 * 2.0 ** -76, 2.0 ** -74, -(2.0 ** -149), 0.0),  # 1.5 - 1 = 0.5 units of 2**-149: a tie, to 0
        (5 * 2.0 ** -76, 2.0 ** -74, -(2.0 ** -149), 2.0 ** -148),  # 2.5 - 1 = 1.5 units: to 2 units
    ]
    a, b, c, want = (np.array(col, np.float32) for col in zip(*rows))
    got = mul_add_f32(a, b, c)
    ref = FC.exact_mul_add(a, b, c)
    assert same(ref, want).all(), list(zip(rows, ref))
    assert same(got, want).all(), list(zip(rows, got))


def test_the_reference_agrees_with_c_fmaf(operands):
    """glibc's fmaf is correctly rounded: a check of exact_mul_add independent of Fraction's code."""
    path = ctypes.util.find_library("m")
    if path is None:
        pytest.skip("no C math library")
    f = ctypes.CDLL(path).fmaf
    f.restype, f.argtypes = ctypes.c_float, [ctypes.c_float] * 3
    a, b, c, want = (x[:6000] for x in operands)
    lib = np.array([f(float(x), float(y), float(z)) for x, y, z in zip(a, b, c)], np.float32)
    assert same(lib, want).all()


def test_round_f32_of_rationals():
    """The reference's rounding: ties to even, subnormal spacing, the overflow threshold."""
    r = FC._round_f32
    assert r(Fraction(1) + Fraction(1, 2**24)) == 1.0
    assert r(Fraction(1) + Fraction(3, 2**24)) == 1 + 2.0 ** -22
    assert r(Fraction(1, 2**150)) == 0.0 and r(Fraction(3, 2**150)) == 2.0 ** -148
    assert r(-Fraction(5, 2**151)) == -(2.0 ** -149)
    assert r((Fraction(2**25 - 1)) * 2**103) == np.inf and r((Fraction(2**25 - 2)) * 2**103) == float(np.finfo(np.float32).max)


def test_math_dispatch_and_scalars():
    """values.math("mul_add", ...) is the same function, on 0-d arrays too."""
    a, b, c = (np.array(v, np.float32) for v in (1 + 2.0 ** -12, 1 + 2.0 ** -12, 2.0 ** -60))
    got = vmath("mul_add", [a, b, c])
    assert got.dtype == np.float32 and got.shape == () and float(got) == 1 + 2.0 ** -11 + 2.0 ** -23


def test_through_a_kernel_on_the_oracle(rr):
    """A Builder kernel's Math("mul_add") runs the same on the oracle, every lane."""
    a, b, c = FC.mul_add_operands(np.random.default_rng(3), 4000)
    got = rr.run_map(lambda kb, x: kb.math("mul_add", x[0], x[1], x[2]), [a, b, c], [F32] * 3, F32)
    assert same(got, FC.exact_mul_add(a, b, c)).all()
