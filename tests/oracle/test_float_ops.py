"""Float operations: each op rounds once in its own type (f16 as IEEE half), Rust's round/max/min,
no FMA contraction, transcendentals within a few ulp, from_bits."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, U32, USIZE
from poot_core.oracle import run
from poot_core.target import Grid

FTYS = [F16, F32, F64]


def _ref64(op, a, b, dt):
    with np.errstate(all="ignore"):
        x, y = a.astype(np.float64), b.astype(np.float64)
        r = {"add": x + y, "sub": x - y, "mul": x * y, "div": x / y, "rem": np.fmod(x, y)}[op]
        return r.astype(dt)  # one rounding from f64 = the correctly rounded result for f16/f32


@pytest.mark.parametrize("ty", FTYS, ids=str)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "rem"])
def test_float_arith_is_correctly_rounded_in_its_type(rr, ty, op):
    a, b = rr.float_pairs(ty, 500, rr.rng)
    got = rr.run_map(lambda kb, x: kb.bin(op, x[0], x[1]), [a, b], [ty, ty], ty)
    want = _ref64(op, a, b, ty.np) if ty != F64 else None
    if ty == F64:
        with np.errstate(all="ignore"):
            want = {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b, "rem": np.fmod(a, b)}[op]
    assert got.dtype == ty.np
    ok = rr.same_floats(got, want)
    assert ok.all(), list(zip(a[~ok][:5], b[~ok][:5], got[~ok][:5], want[~ok][:5]))


@pytest.mark.parametrize("ty", FTYS, ids=str)
@pytest.mark.parametrize("op", ["eq", "ne", "lt", "le", "gt", "ge"])
def test_float_compare_ieee(rr, ty, op):
    a, b = rr.float_pairs(ty, 100, rr.rng)
    got = rr.run_map(lambda kb, x: kb.bin(op, x[0], x[1]), [a, b], [ty, ty], BOOL)
    f = {"eq": float.__eq__, "ne": float.__ne__, "lt": float.__lt__, "le": float.__le__,
         "gt": float.__gt__, "ge": float.__ge__}[op]
    assert got.tolist() == [f(float(x), float(y)) for x, y in zip(a, b)]


@pytest.mark.parametrize("ty", [F16, F32], ids=str)
def test_each_op_rounds_in_its_type(rr, ty):
    """(a*b)+c rounds after the mul and after the add (never computed wider and rounded once)."""
    n = 2000
    a, b, c = (rr.float_data(ty, n, rr.rng)[-n:] for _ in range(3))
    got = rr.run_map(lambda kb, x: kb.add(kb.mul(x[0], x[1]), x[2]), [a, b, c], [ty] * 3, ty)
    with np.errstate(all="ignore"):
        step = (a.astype(np.float64) * b.astype(np.float64)).astype(ty.np)
        want = (step.astype(np.float64) + c.astype(np.float64)).astype(ty.np)
        once = (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(ty.np)
    assert rr.same_floats(got, want).all()
    assert (~rr.same_floats(got, once)).any()  # the data tells per-op rounding from one rounding


def test_no_fma_contraction_and_no_contract_add(rr):
    """a*b + c with a = b = 1 + 2^-12, c = -(1 + 2^-11): two roundings give 0, an FMA 2^-24."""
    a = np.full(64, 1 + 2.0 ** -12, np.float32)
    c = np.full(64, -(1 + 2.0 ** -11), np.float32)
    for fn in (lambda kb, x: kb.add(kb.mul(x[0], x[0]), x[1]),
               lambda kb, x: kb.no_contract_add(kb.mul(x[0], x[0]), x[1])):
        got = rr.run_map(fn, [a, c], [F32, F32], F32)
        assert (got == 0).all() and not np.signbit(got).any()


def test_no_contract_add_is_a_plain_f32_add(rr):
    a, b = rr.float_pairs(F32, 300, rr.rng)
    got = rr.run_map(lambda kb, x: kb.no_contract_add(x[0], x[1]), [a, b], [F32, F32], F32)
    with np.errstate(all="ignore"):
        assert rr.same_floats(got, a + b).all()


@pytest.mark.parametrize("ty", FTYS, ids=str)
@pytest.mark.parametrize("fn", ["sqrt", "abs", "floor", "ceil", "trunc", "round"])
def test_exact_math(rr, ty, fn):
    a = rr.float_data(ty, 400, rr.rng)
    got = rr.run_map(lambda kb, x: kb.math(fn, x[0]), [a], [ty], ty)
    py = {"sqrt": lambda v: math.sqrt(v) if v >= 0 else math.nan, "abs": abs,
          "floor": lambda v: float(math.floor(v)) if math.isfinite(v) else v,
          "ceil": lambda v: float(math.ceil(v)) if math.isfinite(v) else v,
          "trunc": lambda v: float(math.trunc(v)) if math.isfinite(v) else v, "round": rr.rust_round}[fn]
    with np.errstate(all="ignore"):
        want = np.array([py(float(v)) for v in a], dtype=np.float64).astype(ty.np)
        # floor/ceil/trunc/round of -0.x keep the sign: -0.0
        want = np.where((want == 0) & np.signbit(a) & (fn not in ("sqrt", "abs")), -np.zeros((), ty.np), want).astype(ty.np)
        if fn == "sqrt":
            want = np.where(a == 0, a, want).astype(ty.np)  # sqrt(-0.0) == -0.0
    ok = rr.same_floats(got, want)
    assert ok.all(), list(zip(a[~ok][:5], got[~ok][:5], want[~ok][:5]))


def test_round_half_away_from_zero_named_cases(rr):
    a = np.array([0.5, 2.5, -2.5, 0.49999997, -0.49999997, 1.5, -0.5, -0.2, 8388609.0, 4194304.5],
                 np.float32)
    got = rr.run_map(lambda kb, x: kb.math("round", x[0]), [a], [F32], F32)
    assert got.tolist() == [1.0, 3.0, -3.0, 0.0, -0.0, 2.0, -1.0, -0.0, 8388609.0, 4194305.0]
    assert np.signbit(got[[4, 7]]).all()
    h = np.array([0.5, 2.5, -2.5, 1.5, 512.5], np.float16)
    assert rr.run_map(lambda kb, x: kb.math("round", x[0]), [h], [F16], F16).tolist() == \
        [1.0, 3.0, -3.0, 2.0, 513.0]


@pytest.mark.parametrize("ty", FTYS, ids=str)
@pytest.mark.parametrize("fn", ["max", "min"])
def test_max_min_ignore_nan(rr, ty, fn):
    a, b = rr.float_pairs(ty, 200, rr.rng)
    got = rr.run_map(lambda kb, x: kb.math(fn, x[0], x[1]), [a, b], [ty, ty], ty)

    def py(x, y):
        if math.isnan(x):
            return y
        if math.isnan(y):
            return x
        return max(x, y) if fn == "max" else min(x, y)
    want = np.array([py(float(x), float(y)) for x, y in zip(a, b)]).astype(ty.np)
    assert rr.same_floats(got, want, signed_zero=False).all()
    assert not np.isnan(got[~(np.isnan(a) & np.isnan(b))]).any()


@pytest.mark.parametrize("ty,ulps", [(F16, 1), (F32, 4), (F64, 4)], ids=str)
@pytest.mark.parametrize("fn", ["exp", "ln", "sin", "cos"])
def test_transcendentals_in_operand_type(rr, ty, ulps, fn):
    n = 1000
    lo, hi = {"exp": (-10, 10), "ln": (1e-3, 1e4), "sin": (-20, 20), "cos": (-20, 20)}[fn]
    a = rr.rng.uniform(lo, hi, n).astype(ty.np)
    got = rr.run_map(lambda kb, x: kb.math(fn, x[0]), [a], [ty], ty)
    assert got.dtype == ty.np
    f = {"exp": np.exp, "ln": np.log, "sin": np.sin, "cos": np.cos}[fn]
    want = f(a.astype(np.float64)).astype(ty.np)  # correctly rounded up to f64's own error
    d = rr.ulp_diff(got, want)
    assert d.max() <= ulps, (fn, ty, d.max())
    spec = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], ty.np)
    got = rr.run_map(lambda kb, x: kb.math(fn, x[0]), [spec], [ty], ty)
    with np.errstate(all="ignore"):
        assert rr.same_floats(got, f(spec.astype(np.float64)).astype(ty.np)).all()


def test_from_bits_reinterprets(rr):
    bits = rr.int_data(U32, 300, rr.rng)
    bits[:6] = np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00001, 0x00000001], np.uint32)
    got = rr.run_map(lambda kb, x: kb.from_bits(x[0]), [bits], [U32], F32)
    assert np.array_equal(got.view(np.uint32), bits)


def test_float_neg_flips_sign_of_zero_and_nan(rr):
    a = rr.float_data(F32, 100, rr.rng)
    got = rr.run_map(lambda kb, x: kb.un("neg", x[0]), [a], [F32], F32)
    assert np.array_equal(got.view(np.uint32), a.view(np.uint32) ^ np.uint32(0x80000000))


@pytest.mark.parametrize("ty,bits", [(F32, 0x7F800001), (F32, 0xFFA00000), (F64, 0x7FF0000000000001), (F16, 0x7C01)],
                         ids=["f32", "f32-neg", "f64", "f16"])
def test_a_signalling_nan_constant_is_stored_with_its_bits(ty, bits):
    """The oracle builds float constants from their bits: a stored signalling NaN is not quieted."""
    kb = Builder("snan", 1)
    o = kb.output("o", ty)
    kb.store(o, N.Const(USIZE, 0), N.Const.from_bits(ty, bits))
    kb.ret()
    got = run(kb.build(), {"o": np.zeros(1, ty.np)}, Grid((1, 1), 1))["o"]
    assert int(got.view(f"u{ty.bits // 8}")[0]) == bits
