"""poot's own math sequences (poot_core.backends.llvm.mathlib, used on AMDGPU and by PTX with
math='poot') against numpy, through the host JIT, at the error bounds the module documents;
and Rust's semantics of round / max / min / float->int casts in the shared lowering."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, I32, U32, USIZE
from poot_core.target import Grid

host = pytest.importorskip("poot_core.backends.llvm.host")

N = 50_000
BOUND_ULP = {F64: 2.0, F32: 1.0, F16: 1.0}  # mathlib's documented bounds


def _unary(fn, t):
    kb = Builder(f"m_{fn}_{t}")
    a, out = kb.input("a", t), kb.output("out", t)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.math(fn, kb.load(a, i))))
    kb.ret()
    return host.HostKernel(kb.build())


def _run(k, x, out_dtype=None):
    o, err = k.run({"a": x, "out": np.zeros(x.size, out_dtype or x.dtype)}, Grid.threads(x.size, 64))
    assert err[0] == 0
    return o["out"]


def _ulps(got, want64, dt):
    with np.errstate(all="ignore"):
        want = want64.astype(dt)
        same = (got == want) | (np.isnan(got) & np.isnan(want))
        sp = np.spacing(np.abs(want).astype(dt)).astype(np.float64)
        e = np.abs(got.astype(np.float64) - want64) / sp
    e[same] = 0.0
    return e


def _inputs(fn, t, rng):
    top = {F64: 700.0, F32: 88.0, F16: 11.0}[t]
    if fn == "exp":
        x = rng.uniform(-1.06 * top, 1.01 * top, N)
    elif fn == "ln":
        lo = {F64: -740, F32: -103, F16: -16}[t]
        x = np.exp(rng.uniform(lo, top, N))
    else:  # sin, cos: magnitudes up to 1e60 (f64), the whole f32 range
        hi = {F64: 60, F32: 38, F16: 4.8}[t]
        x = rng.uniform(-1, 1, N) * 10.0 ** rng.uniform(-8, hi, N)
    with np.errstate(all="ignore"):
        x = x.astype(t.np)
    special = [0.0, -0.0, 1.0, -1.0, 0.5, np.inf, -np.inf, np.nan, np.pi / 2, np.pi, 1e-300, 5e-324]
    x[: len(special)] = np.array(special).astype(t.np)
    return x


@pytest.mark.parametrize("t", [F64, F32, F16], ids=str)
@pytest.mark.parametrize("fn", ["exp", "ln", "sin", "cos"])
def test_sequence_within_documented_bound(fn, t):
    rng = np.random.default_rng(7)
    x = _inputs(fn, t, rng)
    got = _run(_unary(fn, t), x)
    with np.errstate(all="ignore"):
        want = {"exp": np.exp, "ln": np.log, "sin": np.sin, "cos": np.cos}[fn](x.astype(np.float64))
    e = _ulps(got, want, t.np)
    worst = int(np.argmax(e))
    # numpy's own f64 result is within 1 ulp: allow that on top of the bound for f64
    bound = BOUND_ULP[t] + (1.0 if t == F64 else 0.0)
    assert e[worst] <= bound, f"{fn} {t}: {e[worst]:.2f} ulp at x={x[worst]!r}: got {got[worst]!r}, want {want[worst]!r}"


def test_special_values():
    x = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 710.0, -746.0], np.float64)
    with np.errstate(all="ignore"):
        for fn, ref in (("exp", np.exp), ("ln", np.log), ("sin", np.sin), ("cos", np.cos)):
            got, want = _run(_unary(fn, F64), x), ref(x)
            np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=fn)
            ok = ~np.isnan(want)
            np.testing.assert_array_equal(got[ok], want[ok], err_msg=fn)


def test_round_is_half_away_from_zero():
    import math

    for t in (F32, F64, F16):
        x = np.array([0.5, 1.5, 2.5, -0.5, -2.5, 0.49999997, -0.49999997, 3.5, 1e4, -0.0, 7.0], dtype=t.np)
        got = _run(_unary("round", t), x)
        want = np.array([math.copysign(math.floor(abs(float(v)) + 0.5), float(v)) for v in x], dtype=t.np)
        np.testing.assert_array_equal(got, want, err_msg=str(t))
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want), err_msg=str(t))


def test_max_min_ignore_nan():
    kb = Builder("maxmin")
    a, b, mx, mn = kb.input("a", F32), kb.input("b", F32), kb.output("mx", F32), kb.output("mn", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(mx)), lambda: (kb.store(mx, i, kb.math("max", kb.load(a, i), kb.load(b, i))),
                                          kb.store(mn, i, kb.math("min", kb.load(a, i), kb.load(b, i)))))
    kb.ret()
    k = host.HostKernel(kb.build())
    av = np.array([np.nan, 1.0, np.nan, -3.0], np.float32)
    bv = np.array([2.0, np.nan, np.nan, 4.0], np.float32)
    o, _ = k.run({"a": av, "b": bv, "mx": np.zeros(4, np.float32), "mn": np.zeros(4, np.float32)}, Grid.threads(4, 64))
    np.testing.assert_array_equal(o["mx"], [2.0, 1.0, np.nan, 4.0])
    np.testing.assert_array_equal(o["mn"], [2.0, 1.0, np.nan, -3.0])


@pytest.mark.parametrize("to", [I32, U32, USIZE], ids=str)
def test_float_to_int_saturates_and_nan_is_zero(to):
    kb = Builder(f"sat_{to}")
    a, out = kb.input("a", F32), kb.output("out", to)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.cast(kb.load(a, i), to)))
    kb.ret()
    x = np.array([np.nan, np.inf, -np.inf, 1e30, -1e30, 3.9, -3.9, -0.5], np.float32)
    got = _run(host.HostKernel(kb.build()), x, to.np)
    info = np.iinfo(to.np)
    want = [0, info.max, info.min, info.max, info.min, 3, max(-3, info.min), 0]
    np.testing.assert_array_equal(got, np.array(want, dtype=to.np))


# --- float % (fmod): mathlib's exact sequence, forced on the host (the GPU targets' path) -----
def _fmod_kernel(t, fmod):
    from poot_core.testing import catalog

    return host.HostKernel(catalog.float_rem(t).body, fmod=fmod)


def _bits_equal(got, want):
    """Bit-identical, except that any NaN matches any NaN (payloads are not specified)."""
    ut = np.dtype(f"u{got.dtype.itemsize}")
    return (got.view(ut) == want.view(ut)) | (np.isnan(got) & np.isnan(want))


@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
def test_fmod_sequence_is_bit_exact(t):
    from poot_core.backends.llvm import FMOD_OWN
    from poot_core.testing import catalog

    k = _fmod_kernel(t, FMOD_OWN)
    assert "@poot.fmod." in k.ir and " frem " not in k.ir, "the own sequence was not used"
    n = 60_000
    x, y = catalog.rem_operands(np.random.default_rng(11), t, n)
    o, err = k.run({"x0": x, "x1": y, "o_rem": np.zeros(n, t.np)}, Grid.threads(n, 64))
    assert err[0] == 0
    got = o["o_rem"]
    with np.errstate(all="ignore"):
        want = np.fmod(x, y)
    bad = np.nonzero(~_bits_equal(got, want))[0]
    assert bad.size == 0, f"{bad.size} wrong, e.g. " + ", ".join(
        f"{x[j]!r} % {y[j]!r}: got {got[j]!r}, want {want[j]!r}" for j in bad[:6])


def test_fmod_specials_by_hand():
    """Rust's rules spelled out: sign of the dividend, x % 0 = NaN, inf % y = NaN, x % inf = x."""
    from poot_core.backends.llvm import FMOD_OWN

    k = _fmod_kernel(F64, FMOD_OWN)
    inf, nan = np.inf, np.nan
    cases = [(-6.0, 3.0, -0.0), (6.0, -3.0, 0.0), (-0.0, 5.0, -0.0), (5.0, 0.0, nan), (inf, 2.0, nan),
             (-inf, inf, nan), (2.5, inf, 2.5), (-2.5, -inf, -2.5), (nan, 1.0, nan), (1.0, nan, nan),
             (1e30, 3.0, float(np.fmod(1e30, 3.0))), (3.0, 1e-30, float(np.fmod(3.0, 1e-30))),
             (5e-324, 1e300, 5e-324), (-7.5, 2.0, -1.5), (2.0 ** 1023 * 1.5, 5e-324, 0.0)]
    x, y, want = (np.array(c, np.float64) for c in zip(*cases))
    o, _ = k.run({"x0": x, "x1": y, "o_rem": np.zeros(len(x))}, Grid.threads(len(x), 64))
    got = o["o_rem"]
    assert _bits_equal(got, want).all(), list(zip(x, y, got, want))


@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
def test_host_default_fmod_is_libm_frem(t):
    """The host JIT keeps LLVM's frem (libm fmod there); the GPU hooks never do (test_llvm_lower)."""
    k = _fmod_kernel(t, host.FMOD_FREM)
    assert " frem " in k.ir and "@poot.fmod." not in k.ir
