"""Cast = Rust `as`, for every pair of scalar types, against pure-Python rules and named edges."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE

INTS = [I32, U32, USIZE]
FLOATS = [F16, F32, F64]


def _ints(rr, ty):
    e = np.array(rr.int_edges(ty), dtype=object)
    extra = [2**24 + 1, 2**24 + 3, 2**53 + 1, 2**63 + 2**39 + 1, 2**64 - 1, 65504, 65519, 65520, 2049, 2051]
    lo, hi = rr.int_range(ty)
    vals = list(e) + [v for v in extra if lo <= v <= hi] + [-v for v in extra if lo <= -v <= hi]
    return np.concatenate([np.array(vals, dtype=object).astype(ty.np), rr.int_data(ty, 200, rr.rng)])


@pytest.mark.parametrize("src", INTS, ids=str)
@pytest.mark.parametrize("dst", INTS, ids=str)
def test_int_to_int_wraps(rr, src, dst):
    a = _ints(rr, src)
    got = rr.run_map(lambda kb, x: kb.cast(x[0], dst), [a], [src], dst)
    assert got.tolist() == [rr.wrap(int(v), dst) for v in a]


@pytest.mark.parametrize("src", INTS, ids=str)
@pytest.mark.parametrize("dst", FLOATS, ids=str)
def test_int_to_float_rounds_to_nearest_even(rr, src, dst):
    a = _ints(rr, src)
    got = rr.run_map(lambda kb, x: kb.cast(x[0], dst), [a], [src], dst)
    want = np.array([rr.round_int_to_float(int(v), dst) for v in a], dtype=np.float64).astype(dst.np)
    assert np.array_equal(got, want), [(int(v), g, w) for v, g, w in zip(a, got, want) if g != w][:5]


@pytest.mark.parametrize("src", FLOATS, ids=str)
@pytest.mark.parametrize("dst", INTS, ids=str)
def test_float_to_int_saturates_nan_to_zero(rr, src, dst):
    a = rr.float_data(src, 300, rr.rng)
    lo, hi = rr.int_range(dst)
    with np.errstate(all="ignore"):
        edges = np.array([lo - 1.0, float(lo), hi + 1.0, float(hi), hi - 0.5, -0.99, 0.99, -1.0,
                          2.0**31, -2.0**31 - 1, 2.0**32, 2.0**64, -2.0**63, 4294967295.5], np.float64).astype(src.np)
    a = np.concatenate([a, edges])
    got = rr.run_map(lambda kb, x: kb.cast(x[0], dst), [a], [src], dst)
    assert got.tolist() == [rr.rust_float_to_int(float(v), dst) for v in a]


def test_float_to_int_named_cases(rr):
    a = np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, -1.5, 2.9, 2147483520.0], np.float32)
    assert rr.run_map(lambda kb, x: kb.cast(x[0], I32), [a], [F32], I32).tolist() == \
        [0, 2**31 - 1, -2**31, 2**31 - 1, -2**31, -1, 2, 2147483520]
    assert rr.run_map(lambda kb, x: kb.cast(x[0], U32), [a], [F32], U32).tolist() == \
        [0, 2**32 - 1, 0, 3000000000, 0, 0, 2, 2147483520]
    assert rr.run_map(lambda kb, x: kb.cast(x[0], USIZE), [np.array([1e30, -1.0], np.float64)], [F64], USIZE).tolist() == \
        [2**64 - 1, 0]


@pytest.mark.parametrize("src", FLOATS, ids=str)
@pytest.mark.parametrize("dst", FLOATS, ids=str)
def test_float_to_float(rr, src, dst):
    a = rr.float_data(src, 300, rr.rng)
    got = rr.run_map(lambda kb, x: kb.cast(x[0], dst), [a], [src], dst)
    with np.errstate(all="ignore"):
        want = a.astype(np.float64).astype(dst.np)  # widening is exact; f64 -> narrow rounds once
    assert rr.same_floats(got, want).all()


def test_narrowing_float_named_cases(rr):
    a = np.array([65519.0, 65520.0, 1 + 2.0**-11, 1 + 3 * 2.0**-11, 2.0**-25, 2.0**-24 * 1.5, -1e9], np.float32)
    got = rr.run_map(lambda kb, x: kb.cast(x[0], F16), [a], [F32], F16)
    assert got.tolist() == [65504.0, math.inf, 1.0, 1 + 2.0**-9, 0.0, 2.0**-23, -math.inf]


def test_usize_to_f32_is_rounded_once(rr):
    """2^63 + 2^39 + 1 is just above a tie for f32: through f64 it would round down (double rounding)."""
    a = np.array([2**63 + 2**39 + 1, 2**63 + 2**39, 2**24 + 1, 2**24 + 3], np.uint64)
    got = rr.run_map(lambda kb, x: kb.cast(x[0], F32), [a], [USIZE], F32)
    assert got.tolist() == [float(2**63 + 2**40), float(2**63), float(2**24), float(2**24 + 4)]


def test_bool_casts(rr):
    a = np.array([True, False, True], bool)
    for dst in INTS:
        assert rr.run_map(lambda kb, x: kb.cast(x[0], dst), [a], [BOOL], dst).tolist() == [1, 0, 1]


def test_signed_to_usize_sign_extends(rr):
    a = np.array([-1, -2**31, 5], np.int32)
    assert rr.run_map(lambda kb, x: kb.cast(x[0], USIZE), [a], [I32], USIZE).tolist() == \
        [2**64 - 1, 2**64 - 2**31, 5]
