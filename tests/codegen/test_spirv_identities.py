"""Float identities a SPIR-V driver must not apply (docs/execution-contract.md, "Float semantics").

Mesa's nir_opt_algebraic (and LLVM behind lavapipe) rewrite x * 0.0 -> 0.0, x - x -> 0.0,
x + 0.0 -> x, x != x -> false, fmin(x, x) -> x, ... which is wrong for NaN, inf or -0.0. Each
fold class below is one column of a battery kernel, run over NaN, +-inf, +-0.0, subnormals and
ordinary values on the vulkan and wgpu targets and compared bit for bit with numpy (any NaN
matches any NaN; the oracle is checked against numpy too). Every module passes spirv-val.
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core import oracle, plugins
from poot_core.backends.spirv import compile_spirv
from poot_core.backends.spirv.dis import validate
from poot_core.exec import execute
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, I32, U32, USIZE, Scalar
from poot_core.target import Grid

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

NAN, INF = float("nan"), float("inf")
# the constant operands a fold keys on (0, -0, 1, -1, 2, 0.5, inf, -inf, NaN)
KS = (0.0, -0.0, 1.0, -1.0, 2.0, 0.5, INF, -INF, NAN)
_NP_BIN = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}
_NP_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
           "gt": np.greater, "ge": np.greater_equal}


def values(t: Scalar) -> np.ndarray:
    """NaN, +-inf, +-0.0, +-1, the smallest subnormal and normal, the largest finite, a few others."""
    fi = np.finfo(t.np)
    sub = fi.smallest_subnormal
    v = [NAN, INF, -INF, 0.0, -0.0, 1.0, -1.0, 2.0, 0.5, sub, -sub, 3 * sub, fi.tiny, -fi.tiny,
         fi.max, -fi.max, 1.5, -2.75, 1e-3, 100.0, 0.1, -7.0]
    return np.array(v, t.np)


def _sat_int(x: np.ndarray, dt) -> np.ndarray:
    """Rust's float -> int `as`: saturating, NaN -> 0."""
    info = np.iinfo(dt)
    w = x.astype(np.float64)
    out = np.where(np.isnan(w), 0, np.clip(np.trunc(np.nan_to_num(w, nan=0.0, posinf=info.max, neginf=info.min)),
                                          info.min, info.max))
    return out.astype(dt)


def columns(t: Scalar):
    """(name, build(kb, x, y) -> operand, numpy(x, y) -> array, kind) per fold class; kind is
    "f" (a float of type t), "b" (a bool, stored as u32) or "i" (an i32)."""
    c = lambda v: (lambda kb: kb.c(t, v))  # noqa: E731
    tn = np.dtype(t.np).type
    cols = []
    for k in KS:
        for op in ("add", "sub", "mul", "div"):
            f = _NP_BIN[op]
            cols.append((f"x {op} {k}", lambda kb, x, y, op=op, k=k: kb.bin(op, x, kb.c(t, k)),
                         lambda x, y, f=f, k=k: f(x, tn(k)), "f"))
            cols.append((f"{k} {op} x", lambda kb, x, y, op=op, k=k: kb.bin(op, kb.c(t, k), x),
                         lambda x, y, f=f, k=k: f(tn(k), x), "f"))
        for op, f in _NP_CMP.items():
            cols.append((f"x {op} {k}", lambda kb, x, y, op=op, k=k: kb.bin(op, x, kb.c(t, k)),
                         lambda x, y, f=f, k=k: f(x, tn(k)), "b"))
    cols += [
        ("x - x", lambda kb, x, y: kb.sub(x, x), lambda x, y: x - x, "f"),
        ("x + x", lambda kb, x, y: kb.add(x, x), lambda x, y: x + x, "f"),
        ("x * x", lambda kb, x, y: kb.mul(x, x), lambda x, y: x * x, "f"),
        ("x / x", lambda kb, x, y: kb.div(x, x), lambda x, y: x / x, "f"),
        ("-x + x", lambda kb, x, y: kb.add(kb.un("neg", x), x), lambda x, y: -x + x, "f"),
        ("x + -x", lambda kb, x, y: kb.add(x, kb.un("neg", x)), lambda x, y: x + -x, "f"),
        ("-(-x)", lambda kb, x, y: kb.un("neg", kb.un("neg", x)), lambda x, y: x, "f"),
        ("x - -x", lambda kb, x, y: kb.sub(x, kb.un("neg", x)), lambda x, y: x - -x, "f"),
        ("x * 0 - 0", lambda kb, x, y: kb.sub(kb.mul(x, 0.0), 0.0), lambda x, y: x * tn(0) - tn(0), "f"),
        ("0 * x - 0", lambda kb, x, y: kb.sub(kb.mul(kb.c(t, 0.0), x), 0.0), lambda x, y: tn(0) * x - tn(0), "f"),
        ("trunc x - trunc x", lambda kb, x, y: kb.sub(kb.math("trunc", x), kb.math("trunc", x)),
         lambda x, y: np.trunc(x) - np.trunc(x), "f"),
        ("(x + 1) - 1", lambda kb, x, y: kb.sub(kb.add(x, 1.0), 1.0), lambda x, y: (x + tn(1)) - tn(1), "f"),
        ("(x * 2) * 0.5", lambda kb, x, y: kb.mul(kb.mul(x, 2.0), 0.5), lambda x, y: (x * tn(2)) * tn(0.5), "f"),
        ("x * y + 0", lambda kb, x, y: kb.add(kb.mul(x, y), 0.0), lambda x, y: x * y + tn(0), "f"),
        ("x * y - x * y", lambda kb, x, y: kb.sub(kb.mul(x, y), kb.mul(x, y)), lambda x, y: x * y - x * y, "f"),
        ("x / y", lambda kb, x, y: kb.div(x, y), lambda x, y: x / y, "f"),
        ("min(x, x)", lambda kb, x, y: kb.math("min", x, x), lambda x, y: x, "f"),
        ("max(x, x)", lambda kb, x, y: kb.math("max", x, x), lambda x, y: x, "f"),
        ("1 / 0", lambda kb, x, y: kb.div(c(1.0)(kb), c(0.0)(kb)), lambda x, y: np.full_like(x, INF), "f"),
        ("-1 / 0", lambda kb, x, y: kb.div(c(-1.0)(kb), c(0.0)(kb)), lambda x, y: np.full_like(x, -INF), "f"),
        ("0 / 0", lambda kb, x, y: kb.div(c(0.0)(kb), c(0.0)(kb)), lambda x, y: np.full_like(x, NAN), "f"),
        ("inf * 0", lambda kb, x, y: kb.mul(c(INF)(kb), c(0.0)(kb)), lambda x, y: np.full_like(x, NAN), "f"),
        ("inf - inf", lambda kb, x, y: kb.sub(c(INF)(kb), c(INF)(kb)), lambda x, y: np.full_like(x, NAN), "f"),
        ("0 * -1", lambda kb, x, y: kb.mul(c(0.0)(kb), c(-1.0)(kb)), lambda x, y: np.full_like(x, -0.0), "f"),
        ("-0 + 0", lambda kb, x, y: kb.add(c(-0.0)(kb), c(0.0)(kb)), lambda x, y: np.full_like(x, 0.0), "f"),
        ("x == x", lambda kb, x, y: kb.eq(x, x), lambda x, y: x == x, "b"),
        ("x != x", lambda kb, x, y: kb.ne(x, x), lambda x, y: x != x, "b"),
        ("x < x", lambda kb, x, y: kb.lt(x, x), lambda x, y: x < x, "b"),
        ("x <= x", lambda kb, x, y: kb.le(x, x), lambda x, y: x <= x, "b"),
        ("x > x", lambda kb, x, y: kb.gt(x, x), lambda x, y: x > x, "b"),
        ("x >= x", lambda kb, x, y: kb.ge(x, x), lambda x, y: x >= x, "b"),
        ("0/x != 0/x", lambda kb, x, y: kb.ne(kb.div(kb.c(t, 0.0), x), kb.div(kb.c(t, 0.0), x)),
         lambda x, y: (tn(0) / x) != (tn(0) / x), "b"),
        ("1 > x / 0", lambda kb, x, y: kb.gt(kb.c(t, 1.0), kb.div(x, 0.0)), lambda x, y: tn(1) > x / tn(0), "b"),
        ("x == y", lambda kb, x, y: kb.eq(x, y), lambda x, y: x == y, "b"),
        ("x != y", lambda kb, x, y: kb.ne(x, y), lambda x, y: x != y, "b"),
        ("x as i32", lambda kb, x, y: kb.cast(x, I32), lambda x, y: _sat_int(x, np.int32), "i"),
        ("(x / 0) as i32", lambda kb, x, y: kb.cast(kb.div(x, 0.0), I32), lambda x, y: _sat_int(x / tn(0), np.int32), "i"),
        ("(x / y) as i32", lambda kb, x, y: kb.cast(kb.div(x, y), I32), lambda x, y: _sat_int(x / y, np.int32), "i"),
        ("(x * 0) as i32", lambda kb, x, y: kb.cast(kb.mul(x, 0.0), I32), lambda x, y: _sat_int(x * tn(0), np.int32), "i"),
    ]
    return cols


def battery(t: Scalar):
    """The body (one thread per input value: every column), its buffers, grid and numpy's outputs."""
    cols = columns(t)
    fcols = [c for c in cols if c[3] == "f"]
    bcols = [c for c in cols if c[3] == "b"]
    icols = [c for c in cols if c[3] == "i"]
    kb = Builder(f"identities_{t}")
    a, b = kb.input("a", t), kb.input("b", t)
    of, ob, oi = kb.output("of", t), kb.output("ob", U32), kb.output("oi", I32)
    i = kb.thread_index()

    def each():
        x, y = kb.load(a, i), kb.load(b, i)
        for out, group in ((of, fcols), (ob, bcols), (oi, icols)):
            base = kb.mul(i, kb.c(USIZE, len(group)))
            for j, (_, build, _, kind) in enumerate(group):
                v = build(kb, x, y)
                kb.store(out, kb.add(base, kb.c(USIZE, j)), kb.cast(v, U32) if kind == "b" else v)
    kb.if_(kb.lt(i, kb.len(a)), each)
    kb.ret()
    body = kb.build()
    x = values(t)
    y = np.roll(x, 5)
    y[::3] = 0.0  # run-time zero divisors
    y[1::7] = -0.0
    n = len(x)
    with np.errstate(all="ignore"):
        want = {"of": np.stack([np.asarray(f(x, y), t.np) for _, _, f, _ in fcols], axis=1).reshape(-1),
                "ob": np.stack([np.asarray(f(x, y)).astype(np.uint32) for _, _, f, _ in bcols], axis=1).reshape(-1),
                "oi": np.stack([np.asarray(f(x, y)).astype(np.int32) for _, _, f, _ in icols], axis=1).reshape(-1)}
    bufs = {"a": x, "b": y, "of": np.zeros(n * len(fcols), t.np), "ob": np.zeros(n * len(bcols), np.uint32),
            "oi": np.zeros(n * len(icols), np.int32)}
    names = {"of": [c[0] for c in fcols], "ob": [c[0] for c in bcols], "oi": [c[0] for c in icols]}
    return body, bufs, Grid.threads(n, 64), want, names


def mismatches(got: dict, want: dict, names: dict, x: np.ndarray) -> list[str]:
    """'column: x=value got g want w' per differing element, bit for bit (NaN matches NaN)."""
    out = []
    for key, w in want.items():
        g = np.asarray(got[key])
        if w.dtype.kind == "f":
            u = f"u{w.itemsize}"
            same = (g.view(u) == w.view(u)) | (np.isnan(g) & np.isnan(w))
        else:
            same = g == w
        cols = names[key]
        for e in np.flatnonzero(~same):
            r, j = divmod(int(e), len(cols))
            out.append(f"{cols[j]}: x={x[r]!r} got {g[e]!r} want {w[e]!r}")
    return out


DTYPES = (F32, F64, F16)


@pytest.mark.parametrize("t", DTYPES, ids=str)
def test_oracle_matches_numpy(t):
    body, bufs, grid, want, names = battery(t)
    got = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, grid)
    assert not mismatches(got, want, names, bufs["a"])


@pytest.mark.parametrize("t", DTYPES, ids=str)
@pytest.mark.parametrize("opts", [{}, {"fp_barrier": True}], ids=["vulkan-form", "wgpu-form"])
def test_battery_modules_validate(t, opts):
    body = battery(t)[0]
    validate(compile_spirv(body, **opts), "vulkan1.1")
    validate(compile_spirv(body, szinp_preserve=(16, 32, 64), **opts), "vulkan1.1")


def _target(name: str, t: Scalar):
    try:
        tgt = plugins.get_target(name)
    except Exception as e:  # noqa: BLE001 - the plugin is not installed here
        pytest.skip(f"{name}: {e}")
    a = tgt.probe()
    if not a.available:
        pytest.skip(f"{name}: {a.reason}")
    caps = tgt.capabilities()
    if (t == F64 and not caps.f64) or (t == F16 and not caps.f16):
        pytest.skip(f"{name}: the device has no {t}")
    return tgt


@pytest.mark.parametrize("t", DTYPES, ids=str)
@pytest.mark.parametrize("target", ["vulkan", "wgpu"])
def test_no_float_identity_is_applied(target, t):
    _target(target, t)
    body, bufs, grid, want, names = battery(t)
    got = execute(body, target, grid, {k: v.copy() for k, v in bufs.items()})
    bad = mismatches(got, want, names, bufs["a"])
    assert not bad, f"{len(bad)} element(s) differ:\n" + "\n".join(bad[:40])


# --- structure: what the emitter does about it ---------------------------------------------------
def _text(body, **opts) -> str:
    from poot_core.backends.spirv import disassemble
    spv = compile_spirv(body, **opts)
    validate(spv, "vulkan1.1")
    return disassemble(spv)


def _float_types(text: str) -> set[str]:
    return set(re.findall(r"(%\d+) = OpTypeFloat \d+", text))


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("opts", [{}, {"fp_barrier": True}, {"fp_contract": True}], ids=["vulkan", "wgpu", "contract"])
def test_no_float_constant_reaches_the_driver(seed, opts):
    """Every float constant is bits XOR the run-time zero, so no driver can key a fold on 0.0, 1.0,
    inf or NaN; int -> float conversions and from_bits go through the barrier too (an integer the
    driver folds, `i * 0`, must not become a visible 0.0)."""
    from poot_core.testing.random_bodies import random_body
    for body in (random_body(seed, wmma=False), battery((F32, F64, F16)[seed % 3])[0]):
        text = _text(body, **opts)
        ftys = _float_types(text)
        consts = re.findall(r"= OpConstant(?:Composite|Null)? (%\d+) ", text)
        assert not [c for c in consts if c in ftys], "a float literal is visible to the driver"
        for m in re.finditer(r"(%\d+) = OpConvert[SU]ToF (%\d+) ", text):
            uses = re.findall(rf"= (Op\w+) %\w+ [^\n]*{m.group(1)}\b", text)
            assert uses and set(uses) <= {"OpBitcast", "OpFConvert"}, (m.group(0), uses)


def _identity_body(t: Scalar):
    kb = Builder(f"sub_self_{t}")
    a, o = kb.input("a", t), kb.output("o", t)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.store(o, i, kb.sub(kb.load(a, i), kb.load(a, i))))
    kb.ret()
    return kb.build()


def test_wgpu_add_sub_second_operand_uses_the_second_zero():
    """Under naga every op is inexact to the driver: x - x -> 0 needs both operands to be one
    value, so the second goes through the barrier on a second zero (z + z), never CSE'd with x."""
    text = _text(_identity_body(F32), fp_barrier=True)
    [sub] = re.findall(r"= OpFSub %\w+ (%\d+) (%\d+)", text)
    cast = re.search(rf"{sub[1]} = OpBitcast %\w+ (%\d+)", text)
    xor = re.search(rf"{cast.group(1)} = OpBitwiseXor %\w+ %\d+ (%\d+)", text)
    z2 = re.search(rf"{xor.group(1)} = OpIAdd %\w+ (%\d+) (%\d+)", text)
    assert z2 and z2.group(1) == z2.group(2)
    assert re.search(rf"{z2.group(1)} = OpLoad ", text)
    plain = _text(_identity_body(F32))  # vulkan: NoContraction makes the op exact, no second zero
    assert not re.search(r"OpBitwiseXor", plain)


@pytest.mark.parametrize("t", DTYPES, ids=str)
def test_signed_zero_inf_nan_preserve_for_each_width_used(t):
    body = battery(t)[0]
    text = _text(body, szinp_preserve=(16, 32, 64))
    used = sorted(int(w) for w in re.findall(r"OpTypeFloat (\d+)", text))
    modes = sorted(int(w) for w in re.findall(r"OpExecutionMode %\w+ SignedZeroInfNanPreserve (\d+)", text))
    assert modes == used and "OpCapability SignedZeroInfNanPreserve" in text and "SPV_KHR_float_controls" in text
    only32 = _text(body, szinp_preserve=(32,))  # the device's widths only: declaring others violates a VUID
    assert re.findall(r"SignedZeroInfNanPreserve (\d+)", only32) == ["32"]
    assert "SignedZeroInfNanPreserve" not in _text(body)
    # fp_contract: Mesa would make every op exact under the mode, taking back the opt-in's latitude
    assert "SignedZeroInfNanPreserve" not in _text(body, szinp_preserve=(16, 32, 64), fp_contract=True)


def test_szinp_preserve_rejects_bad_widths():
    from poot_core.errors import CodegenError
    with pytest.raises(CodegenError, match="szinp_preserve takes float widths"):
        compile_spirv(battery(F32)[0], szinp_preserve=(8,))


@pytest.mark.parametrize("target", ["vulkan", "wgpu"])
def test_folded_integer_zero_as_float_keeps_negative_zero(target):
    """x + (i * 0) as f32: the driver folds i * 0 -> 0 and u2f(0) -> 0.0; without the barrier on
    the conversion gallivm then drops the add (x + 0.0 -> x) and -0.0 stays -0.0."""
    _target(target, F32)
    kb = Builder("int_zero_as_float")
    a, o = kb.input("a", F32), kb.output("o", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.store(o, i, kb.add(kb.load(a, i), kb.cast(kb.mul(i, kb.c(USIZE, 0)), F32))))
    kb.ret()
    x = values(F32)
    got = execute(kb.build(), target, Grid.threads(len(x), 64), {"a": x, "o": np.zeros_like(x)})["o"]
    with np.errstate(all="ignore"):
        want = x + np.float32(0)
    assert mismatches({"o": got}, {"o": want}, {"o": ["x + (i*0) as f32"]}, x) == []


# --- f16 sqrt: Vulkan lets Sqrt be inexact (NVIDIA's f16 one was one ulp off); values.sqrt_f16 ---
ALL_F16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)


def _sqrt16_model(x: np.ndarray, off: int) -> np.ndarray:
    """values.sqrt_f16 in numpy, with the driver's f32 sqrt replaced by the correctly rounded f16
    result pushed `off` f16 ulps away - the correction must undo any one-ulp error."""
    x32 = x.astype(np.float32)
    with np.errstate(all="ignore"):
        s = np.sqrt(x32)
        r = (s.astype(np.float16).view(np.uint16).astype(np.int32) + off).astype(np.uint16).view(np.float16).astype(np.float32)
        exp = r.view(np.uint32) & 0x7F800000
        ulp = (exp - (10 << 23)).astype(np.uint32).view(np.float32)
        half = ulp * np.float32(0.5)
        half_dn = np.where((r.view(np.uint32) & 0x007FFFFF) == 0, half * np.float32(0.5), half)
        mid_up, mid_dn = r + half, r - half_dn
        fixed = np.where(mid_up * mid_up < x32, r + ulp, np.where(mid_dn * mid_dn > x32, mid_dn - half_dn, r))
        return np.where((x32 > 0) & (x32 < np.inf), fixed, s).astype(np.float16)


@pytest.mark.parametrize("off", [-1, 0, 1])
def test_sqrt_f16_correction_undoes_a_one_ulp_error(off):
    x = ALL_F16[(ALL_F16 > 0) & np.isfinite(ALL_F16)]
    want = np.sqrt(x.astype(np.float64)).astype(np.float16)  # one rounding of the exact root
    np.testing.assert_array_equal(_sqrt16_model(x, off).view(np.uint16), want.view(np.uint16))


@pytest.mark.parametrize("target", ["vulkan", "wgpu"])
def test_f16_sqrt_is_correctly_rounded_for_every_f16(target):
    tgt = _target(target, F16)
    if target == "wgpu" and not tgt.cpu_adapter():
        pytest.skip("wgpu refuses f16 on a GPU adapter")
    kb = Builder("sqrt16")
    a, o = kb.input("a", F16), kb.output("o", F16)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.store(o, i, kb.math("sqrt", kb.load(a, i))))
    kb.ret()
    x = ALL_F16
    got = execute(kb.build(), target, Grid.threads(len(x), 64), {"a": x, "o": np.zeros_like(x)})["o"]
    with np.errstate(all="ignore"):
        want = np.sqrt(x.astype(np.float64)).astype(np.float16)
    assert mismatches({"o": got}, {"o": want}, {"o": ["sqrt"]}, x) == []


def test_f32_division_scales_its_operands_into_vulkans_divisor_range():
    """Vulkan bounds OpFDiv only for |y| in [2**-126, 2**126]; on the H200 inf / f32::MAX gave NaN
    and 1 / f32::MAX gave 0 until values.div_f32 scaled both operands by a power of two."""
    kb = Builder("div32")
    a, b, o = kb.input("a", F32), kb.input("b", F32), kb.output("o", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.store(o, i, kb.div(kb.load(a, i), kb.load(b, i))))
    kb.ret()
    for opts in ({}, {"fp_barrier": True}):
        text = _text(kb.build(), **opts)
        [(x, y)] = re.findall(r"= OpFDiv %\w+ (%\d+) (%\d+)", text)
        for v in (x, y):  # each operand is the product with the scale (on wgpu through the barrier)
            src = v
            for _ in range(4):  # Bitcast(Xor(Bitcast(x), zero)): the barrier
                m = re.search(rf"{src} = Op(\w+) %\w+ (%\d+)", text)
                if m.group(1) not in ("Bitcast", "BitwiseXor"):
                    break
                src = m.group(2)
            assert m.group(1) == "FMul", (opts, v)
