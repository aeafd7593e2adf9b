"""The numpy reference interpreter: each primitive against an independent formula (Python math,
plain loops, the gguf package's dequantizer) on random non-trivial data and on the edge cases the
definitions name (wrapping, fmax/fmin NaN rules, Rust `as` saturation, argmax's NaN rule, the
sample rule); faults and bad inputs raise typed errors naming the equation / the tensor."""
from __future__ import annotations

import math

import numpy as np
import pytest
from gguf import GGMLQuantizationType as QT
from gguf import quants

from poot_core.errors import GraphError, UsageError
from poot_core.plan import reference
from poot_core.plan.graph import NUMPY_DTYPES, PRIMS, Eqn, Graph, Tensor

RNG = np.random.default_rng(12)
f32, f16, i32, u32 = np.float32, np.float16, np.int32, np.uint32
_GRAPH_DT = {np.dtype(v): k for k, v in NUMPY_DTYPES.items()}


def apply(prim: str, *arrays: np.ndarray, out: tuple[str, tuple[int, ...]] | None = None, **params) -> np.ndarray:
    """Run one equation `prim(*arrays, **params)` (as equation #1, after a constant) on the reference."""
    ins = tuple(Tensor(f"a{k}", _GRAPH_DT[np.asarray(a).dtype], np.shape(a)) for k, a in enumerate(arrays))
    declared = (Tensor("o", *out),) if out else ()
    (dt, shape), = PRIMS[prim].rule(ins, Eqn(prim, ins, declared, params).p, declared)
    o = Tensor("o", dt, shape)
    pad = Eqn("constant", (), (Tensor("pad", "f32", ()),), {"value": 1.0})
    g = Graph(ins, (o,), (pad, Eqn(prim, ins, (o,), params, name="probe")))
    res = reference.run(g, {t.id: np.asarray(a) for t, a in zip(ins, arrays)})["o"]
    assert res.dtype == np.dtype(NUMPY_DTYPES[dt]) and res.shape == shape
    return res


def fault(prim: str, *arrays, match: str, **params) -> None:
    with pytest.raises(GraphError, match=rf"^equation #1 probe \({prim}\): .*{match}") as ei:
        apply(prim, *arrays, **params)
    assert ei.value.eqn == 1 and ei.value.prim == prim


def normal(*shape, dtype=f32, scale=1.0):
    return (RNG.standard_normal(shape) * scale).astype(dtype)


def ints(*shape, dtype=i32):
    info = np.iinfo(dtype)
    return RNG.integers(info.min, info.max, shape, dtype=np.int64, endpoint=True).astype(dtype)


def each(fn, *arrays, dtype):
    """fn applied elementwise (as Python numbers) over the broadcast of arrays."""
    bs = np.broadcast_arrays(*arrays)
    flat = [fn(*(x.item() for x in xs)) for xs in zip(*(b.reshape(-1) for b in bs))]
    return np.array(flat, dtype=dtype).reshape(bs[0].shape)


def wrap32(v: int, signed: bool) -> int:
    v %= 2 ** 32
    return v - 2 ** 32 if signed and v >= 2 ** 31 else v


# --- elementwise ----------------------------------------------------------------------------
MATH = {"exp": math.exp, "ln": math.log, "sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "tanh": math.tanh,
        "erf": math.erf, "neg": lambda v: -v, "abs": abs}


@pytest.mark.parametrize("prim", list(MATH))
@pytest.mark.parametrize("dtype, rtol", [(f32, 1.2e-7), (f16, 1e-3)])
def test_float_unary(prim, dtype, rtol):
    x = normal(5, 7, dtype=dtype, scale=2.0)
    if prim in ("ln", "sqrt"):
        x = np.abs(x) + dtype(0.01)
    got = apply(prim, x)
    want = each(lambda v: MATH[prim](v), x.astype(np.float64), dtype=np.float64)
    np.testing.assert_allclose(got.astype(np.float64), want, rtol=rtol, atol=0)
    assert got.dtype == dtype


def test_float_unary_edges():
    x = np.array([-1.0, 0.0, np.inf, -np.inf, np.nan, 1e-45], f32)
    np.testing.assert_array_equal(apply("ln", x), np.array([np.nan, -np.inf, np.inf, np.nan, np.nan, math.log(float(x[5]))], f32))
    np.testing.assert_array_equal(apply("exp", np.array([100.0, -200.0], f32)), np.array([np.inf, 0.0], f32))
    np.testing.assert_array_equal(apply("erf", np.array([np.inf, -np.inf, 0.0, 10.0], f32)), [1, -1, 0, 1])


@pytest.mark.parametrize("dtype", [i32, u32])
def test_int_neg_abs_wrap(dtype):
    signed = dtype == i32
    x = np.concatenate([ints(20, dtype=dtype), np.array([np.iinfo(dtype).min, np.iinfo(dtype).max, 0], dtype)])
    np.testing.assert_array_equal(apply("neg", x), each(lambda v: wrap32(-v, signed), x, dtype=dtype))
    np.testing.assert_array_equal(apply("abs", x), each(lambda v: wrap32(abs(v), signed), x, dtype=dtype))
    if signed:
        assert apply("neg", np.array([-2 ** 31], i32))[0] == -2 ** 31  # i32 MIN wraps to itself


@pytest.mark.parametrize("prim, fn", [("add", lambda a, b: a + b), ("sub", lambda a, b: a - b),
                                      ("mul", lambda a, b: a * b)])
@pytest.mark.parametrize("dtype", [i32, u32])
def test_int_arith_wraps(prim, fn, dtype):
    a, b = ints(4, 1, 6, dtype=dtype), ints(5, 1, dtype=dtype)
    want = each(lambda x, y: wrap32(fn(x, y), dtype == i32), a, b, dtype=dtype)
    np.testing.assert_array_equal(apply(prim, a, b), want)


def trunc_div(a: int, b: int) -> int:
    q = a // b
    return q + 1 if q < 0 and q * b != a else q  # floor -> toward zero


@pytest.mark.parametrize("dtype", [i32, u32])
def test_int_div_truncates(dtype):
    a = ints(6, 5, dtype=dtype)
    b = ints(5, dtype=dtype)
    b[b == 0] = 7
    b[0] = 3  # small divisors give non-trivial quotients
    if dtype == i32:
        b[1] = -3
    np.testing.assert_array_equal(apply("div", a, b), each(trunc_div, a, b, dtype=dtype))
    assert list(apply("div", np.array([7, -7, 7, -7], i32), np.array([2, 2, -2, -2], i32))) == [3, -3, -3, 3]
    assert apply("div", np.array([2 ** 31 - 1], i32), np.array([-1], i32))[0] == -(2 ** 31 - 1)


def test_int_div_faults():
    fault("div", np.array([1, 2, 3], i32), np.array([1, 0, 1], i32), match="integer division by zero")
    fault("div", np.array([[1], [2]], u32), np.array([0], u32), match="division by zero")
    fault("div", np.array([-2 ** 31, 4], i32), np.array([-1], i32), match=r"integer overflow: -2147483648 / -1")
    # an empty result divides nothing
    assert apply("div", np.zeros((0, 3), i32), np.zeros(3, i32)).shape == (0, 3)


@pytest.mark.parametrize("prim, fn", [("add", lambda a, b: a + b), ("sub", lambda a, b: a - b),
                                      ("mul", lambda a, b: a * b), ("div", lambda a, b: a / b)])
@pytest.mark.parametrize("dtype", [f32, f16])
def test_float_arith_is_ieee(prim, fn, dtype):
    a, b = normal(3, 1, 5, dtype=dtype, scale=10.0), normal(4, 1, dtype=dtype)
    b[0, 0] = 0.0
    # numpy's own f32 / f16 arithmetic is IEEE correctly rounded: exactly the definition
    with np.errstate(all="ignore"):
        want = fn(a, b)
    np.testing.assert_array_equal(apply(prim, a, b), want)


def fmax(a: float, b: float) -> float:
    return b if math.isnan(a) else a if math.isnan(b) else max(a, b)


def fmin(a: float, b: float) -> float:
    return b if math.isnan(a) else a if math.isnan(b) else min(a, b)


def test_max_min_nan_rule():
    a = normal(4, 6)
    b = normal(6)
    a[0, :3] = np.nan
    b[2:4] = np.nan
    np.testing.assert_array_equal(apply("max", a, b), each(fmax, a, b, dtype=f32))
    np.testing.assert_array_equal(apply("min", a, b), each(fmin, a, b, dtype=f32))
    x, y = ints(3, 4), ints(4)
    np.testing.assert_array_equal(apply("max", x, y), each(max, x, y, dtype=i32))
    np.testing.assert_array_equal(apply("min", x.view(u32), y.view(u32)), each(min, x.view(u32), y.view(u32), dtype=u32))


CMP = {"lt": lambda a, b: a < b, "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
       "eq": lambda a, b: a == b, "ne": lambda a, b: a != b}


@pytest.mark.parametrize("prim", list(CMP))
def test_compare(prim):
    a = np.round(normal(4, 5), 0)
    b = np.round(normal(5), 0)
    a[0, 0] = b[0] = np.nan
    np.testing.assert_array_equal(apply(prim, a, b), each(CMP[prim], a, b, dtype=bool))
    x, y = ints(3, 5) % 4, ints(5) % 4
    np.testing.assert_array_equal(apply(prim, x, y), each(CMP[prim], x, y, dtype=bool))
    ux, uy = ints(2, 5, dtype=u32), ints(5, dtype=u32)
    uy[0] = ux[0, 0]
    np.testing.assert_array_equal(apply(prim, ux, uy), each(CMP[prim], ux, uy, dtype=bool))


def test_where():
    c = RNG.random((3, 1, 4)) < 0.5
    a, b = normal(5, 1), normal(4)
    np.testing.assert_array_equal(apply("where", c, a, b), each(lambda k, x, y: x if k else y, c, a, b, dtype=f32))
    xi = ints(4)
    np.testing.assert_array_equal(apply("where", c[0, 0], xi, np.array(5, i32)),
                                  [v if k else 5 for k, v in zip(c[0, 0].tolist(), xi.tolist())])


# --- cast: Rust `as` --------------------------------------------------------------------------
def rust_as(v, frm: str, to: str):
    if to == "bool":
        return v != 0
    if frm == "bool":
        return int(v)
    if to in ("i32", "u32"):
        lo, hi = (-(2 ** 31), 2 ** 31 - 1) if to == "i32" else (0, 2 ** 32 - 1)
        if frm in ("f32", "f16"):
            return 0 if math.isnan(v) else lo if v == -math.inf else hi if v == math.inf else max(lo, min(hi, math.trunc(v)))
        return wrap32(v, to == "i32")
    return v  # to a float: numpy's one rounding to nearest of the exact value


@pytest.mark.parametrize("frm", ["f32", "f16", "i32", "u32", "bool"])
@pytest.mark.parametrize("to", ["f32", "f16", "i32", "u32", "bool"])
def test_cast_random(frm, to):
    dt = np.dtype(NUMPY_DTYPES[frm])
    if frm in ("f32", "f16"):
        x = (RNG.standard_normal(40) * 10.0 ** RNG.integers(0, 11 if frm == "f32" else 5, 40)).astype(dt)
        x[:6] = [np.nan, np.inf, -np.inf, -0.0, 0.5, -0.9]
    elif frm == "bool":
        x = RNG.random(10) < 0.5
    else:
        x = ints(40, dtype=dt.type)
        x[:3] = [0, 1, 2 ** 24 + 1]
    with np.errstate(over="ignore"):  # e.g. large ints to f16: inf, as the definition says
        want = each(lambda v: rust_as(v, frm, to), x if frm != "f16" else x.astype(np.float64), dtype=NUMPY_DTYPES[to]) \
            if to not in ("f32", "f16") else x.astype(np.float64).astype(NUMPY_DTYPES[to])
    np.testing.assert_array_equal(apply("cast", x, dtype=to), want)


def test_cast_edges():
    x = np.array([1.9, -1.9, np.nan, np.inf, -np.inf, 3e9, -3e9, 2147483520.0, -0.0], f32)
    assert list(apply("cast", x, dtype="i32")) == [1, -1, 0, 2 ** 31 - 1, -(2 ** 31), 2 ** 31 - 1, -(2 ** 31),
                                                  2147483520, 0]
    assert list(apply("cast", np.array([-1.5, 4.7e9, np.nan, 3.99], f32), dtype="u32")) == [0, 2 ** 32 - 1, 0, 3]
    assert list(apply("cast", np.array([16777217, 16777219, 2 ** 31 - 1], i32), dtype="f32")) == [
        16777216.0, 16777220.0, 2147483648.0]  # to nearest, ties to even
    assert apply("cast", np.array([2 ** 32 - 1], u32), dtype="f32")[0] == 4294967296.0
    assert list(apply("cast", np.array([65519, 65520, 2049, 2051], i32), dtype="f16")) == [65504.0, np.inf, 2048.0, 2052.0]
    assert list(apply("cast", np.array([-1, -(2 ** 31)], i32), dtype="u32")) == [2 ** 32 - 1, 2 ** 31]
    assert list(apply("cast", np.array([2 ** 32 - 1], u32), dtype="i32")) == [-1]
    assert list(apply("cast", np.array([0.0, -0.0, np.nan, 2.0], f32), dtype="bool")) == [False, False, True, True]
    assert list(apply("cast", np.array([True, False]), dtype="f32")) == [1.0, 0.0]
    assert list(apply("cast", np.array([70000.0, 1e-8], f32), dtype="f16")) == [np.inf, np.float16(1e-8)]


def test_constant():
    np.testing.assert_array_equal(apply("constant", out=("f32", (2, 3)), value=1.25), np.full((2, 3), 1.25, f32))
    np.testing.assert_array_equal(apply("constant", out=("i32", (2, 2)), value=(1, -2, 3, 4)), [[1, -2], [3, 4]])
    np.testing.assert_array_equal(apply("constant", out=("f16", (3,)), value=(0.1, 2, True)),
                                  np.array([0.1, 2.0, 1.0], f16))
    assert apply("constant", out=("u32", ()), value=-1) == 2 ** 32 - 1  # ints wrap
    assert apply("constant", out=("i32", ()), value=2.7) == 2 and apply("constant", out=("i32", ()), value=-1e20) == -(2 ** 31)
    assert apply("constant", out=("bool", (2,)), value=(0, 3)).tolist() == [False, True]
    assert np.isnan(apply("constant", out=("f32", ()), value=float("nan")))


# --- contraction and reductions ----------------------------------------------------------------
def matmul_loops(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """numpy's matmul by its definition: promote 1-D, broadcast batches, fsum each dot product."""
    A = a.astype(np.float64) if a.ndim > 1 else a.astype(np.float64)[None, :]
    B = b.astype(np.float64) if b.ndim > 1 else b.astype(np.float64)[:, None]
    batch = np.broadcast_shapes(A.shape[:-2], B.shape[:-2])
    A, B = np.broadcast_to(A, batch + A.shape[-2:]), np.broadcast_to(B, batch + B.shape[-2:])
    out = np.zeros(batch + (A.shape[-2], B.shape[-1]))
    for idx in np.ndindex(*batch, A.shape[-2], B.shape[-1]):
        *bi, i, j = idx
        out[idx] = math.fsum(A[(*bi, i)] * B[(*bi, slice(None), j)])
    if a.ndim == 1:
        out = out[..., 0, :]
    if b.ndim == 1:
        out = out[..., 0]
    return out


@pytest.mark.parametrize("a, b", [((5, 7), (7, 3)), ((2, 5, 7), (7, 3)), ((7,), (7, 3)), ((5, 7), (7,)),
                                  ((1, 2, 3), (4, 3, 2)), ((7,), (7,)), ((3, 1, 2, 4), (2, 4, 5))])
@pytest.mark.parametrize("dtype, rtol", [(f32, 2e-7), (f16, 1e-3)])
def test_matmul(a, b, dtype, rtol):
    x, y = normal(*a, dtype=dtype), normal(*b, dtype=dtype)
    got = apply("matmul", x, y)
    np.testing.assert_allclose(got.astype(np.float64), matmul_loops(x, y), rtol=rtol, atol=rtol)


@pytest.mark.parametrize("keep", [False, True])
def test_reductions(keep):
    x = normal(3, 4, 9, scale=5.0)
    rows = x.reshape(-1, 9).astype(np.float64)
    k = (3, 4, 1) if keep else (3, 4)
    np.testing.assert_array_equal(apply("reduce_sum", x, keepdims=keep), np.array([math.fsum(r) for r in rows], f32).reshape(k))
    np.testing.assert_array_equal(apply("reduce_mean", x, keepdims=keep),
                                  np.array([math.fsum(r) / 9 for r in rows], f32).reshape(k))
    np.testing.assert_array_equal(apply("reduce_max", x, keepdims=keep), np.array([max(r) for r in rows], f32).reshape(k))
    xi = ints(4, 6)
    np.testing.assert_array_equal(apply("reduce_sum", xi, keepdims=keep),
                                  np.array([wrap32(sum(int(v) for v in r), True) for r in xi], i32).reshape((4, 1) if keep else (4,)))
    xu = ints(4, 6, dtype=u32)
    np.testing.assert_array_equal(apply("reduce_max", xu), np.array([max(r) for r in xu.tolist()], u32))


def test_reduce_max_nan_rule():
    x = normal(4, 5)
    x[0] = np.nan  # a whole NaN row: NaN
    x[1, [0, 3]] = np.nan  # some NaN: the max of the others
    x[2, 2] = -np.inf
    got = apply("reduce_max", x)
    assert np.isnan(got[0])
    assert got[1] == max(v for v in x[1] if not math.isnan(v))
    assert got[2] == max(x[2]) and got[3] == max(x[3])


def test_reduce_f16_accumulates_wide():
    x = np.full(4096, 1.0, f16)  # an f16 running sum would stick at 2048
    assert apply("reduce_sum", x) == 4096.0 and apply("reduce_mean", x) == 1.0


def softmax_rows(x: np.ndarray) -> np.ndarray:
    out = []
    for r in x.reshape(-1, x.shape[-1]).astype(np.float64).tolist():
        m = max(r)
        e = [math.exp(v - m) for v in r]
        s = math.fsum(e)
        out.append([v / s for v in e])
    return np.array(out).reshape(x.shape)


def test_softmax():
    x = normal(2, 3, 11, scale=4.0)
    np.testing.assert_allclose(apply("softmax", x), softmax_rows(x), rtol=3e-7, atol=1e-30)
    big = np.array([[1000.0, 999.0, -1000.0]], f32)  # needs the max subtracted
    np.testing.assert_allclose(apply("softmax", big), softmax_rows(big), rtol=3e-7)
    xh = normal(3, 8, dtype=f16)
    np.testing.assert_allclose(apply("softmax", xh).astype(np.float64), softmax_rows(xh), rtol=1e-3, atol=1e-4)


def test_norms():
    x, g, b = normal(3, 2, 16, scale=3.0) + f32(1.5), normal(16), normal(16)
    want_ln, want_rms = [], []
    for r in x.reshape(-1, 16).astype(np.float64).tolist():
        mean = math.fsum(r) / 16
        var = math.fsum((v - mean) ** 2 for v in r) / 16
        want_ln.append([(v - mean) / math.sqrt(var + 1e-3) * gv + bv for v, gv, bv in zip(r, g.tolist(), b.tolist())])
        ms = math.fsum(v * v for v in r) / 16
        want_rms.append([v / math.sqrt(ms + 1e-5) * gv for v, gv in zip(r, g.tolist())])
    np.testing.assert_allclose(apply("layernorm", x, g, b, eps=1e-3), np.array(want_ln).reshape(x.shape), rtol=3e-7, atol=1e-6)
    np.testing.assert_allclose(apply("rmsnorm", x, g), np.array(want_rms).reshape(x.shape), rtol=3e-7, atol=1e-6)
    # the default eps is 1e-5: a constant row normalises to 0 (layernorm) instead of dividing by zero
    z = apply("layernorm", np.full((1, 4), 3.0, f32), np.ones(4, f32), np.zeros(4, f32))
    np.testing.assert_array_equal(z, np.zeros((1, 4), f32))


# --- gather, index maps --------------------------------------------------------------------------
def test_gather():
    table = normal(10, 3)
    ids = RNG.integers(0, 10, (2, 5)).astype(i32)
    got = apply("gather", table, ids)
    np.testing.assert_array_equal(got, np.array([[table[i] for i in row] for row in ids.tolist()]))
    np.testing.assert_array_equal(apply("gather", ints(6, dtype=u32), np.array([5, 0, 5], u32)).shape, (3,))
    fault("gather", table, np.array([0, 10, 3], i32), match=r"gather id 10 \(element 1 of a1\) is outside \[0, 10\)")
    fault("gather", table, np.array([[1, -1]], i32), match=r"gather id -1 \(element 1")
    fault("gather", table, np.array([2 ** 32 - 1], u32), match="gather id 4294967295")


def test_index_maps():
    x = normal(2, 3, 4)
    np.testing.assert_array_equal(apply("reshape", x, shape=(4, 6)), x.reshape(4, 6))
    t = apply("transpose", x, perm=(2, 0, 1))
    assert all(t[k, i, j] == x[i, j, k] for i in range(2) for j in range(3) for k in range(4))
    assert t.flags["C_CONTIGUOUS"]
    np.testing.assert_array_equal(apply("slice", x, starts=(1, 0, 1), stops=(2, 3, 3)), x[1:2, :, 1:3])
    np.testing.assert_array_equal(apply("slice", x, starts=(0, 2, 4), stops=(2, 2, 4)).shape, (2, 0, 0))
    y = normal(2, 1, 4)
    np.testing.assert_array_equal(apply("concat", x, y, x, axis=1), np.concatenate([x, y, x], axis=1))


# --- dequantize: against the gguf package's own dequantizer ------------------------------------
def packed(raw: np.ndarray) -> np.ndarray:
    """The GGUF byte stream zero-padded to 4 bytes, as little-endian u32 words."""
    b = raw.reshape(-1).tobytes()
    b += b"\0" * (-len(b) % 4)
    return np.frombuffer(b, "<u4").astype(u32)


@pytest.mark.parametrize("fmt, qt", [("q8_0", QT.Q8_0), ("q4_0", QT.Q4_0), ("q4_1", QT.Q4_1)])
@pytest.mark.parametrize("rows, cols", [(3, 64), (1, 32), (5, 96)])
def test_dequantize_matches_gguf(fmt, qt, rows, cols):
    w = (RNG.standard_normal((rows, cols)) * RNG.uniform(0.01, 5.0, (rows, 1))).astype(f32)
    raw = quants.quantize(w, qt)
    got = apply("dequantize", packed(raw), format=fmt, shape=(rows, cols))
    np.testing.assert_array_equal(got, quants.dequantize(raw, qt).astype(f32))
    assert np.abs(got - w).max() < np.abs(w).max() / (8 if fmt != "q8_0" else 100)  # it is the tensor


@pytest.mark.parametrize("fmt, qt, nbytes", [("q8_0", QT.Q8_0, 34), ("q4_0", QT.Q4_0, 18), ("q4_1", QT.Q4_1, 20)])
def test_dequantize_random_bytes_and_special_scales(fmt, qt, nbytes):
    raw = RNG.integers(0, 256, (4, 3 * nbytes), dtype=np.uint8)  # every block's bytes random
    blocks = raw.reshape(-1, nbytes)
    scales = [0x0000, 0x8000, 0x0001, 0x03FF, 0x7C00, 0xFC00, 0x7E00, 0x3C00, 0x7BFF, 0x0400, 0xB800, 0x1234]
    for k, h in enumerate(scales):  # zero, -0, subnormals, inf, -inf, NaN, 1, max, min normal, ...
        blocks[k, 0:2] = [h & 0xFF, h >> 8]
    got = apply("dequantize", packed(raw), format=fmt, shape=(4, 96))
    with np.errstate(invalid="ignore"):  # inf scale * 0
        want = quants.dequantize(raw, qt).astype(f32)
    np.testing.assert_array_equal(got, want)  # NaN where gguf has NaN, same bits otherwise
    assert np.isnan(got).any() and np.isinf(got).any()


def test_dequantize_layout_by_hand():
    # one q4_0 block: d = 0.5 (f16 0x3800); byte j holds element j (low nibble) and j + 16 (high)
    q = np.arange(32) % 16
    blk = [0x00, 0x38] + [int(q[j]) | (int(q[j + 16]) << 4) for j in range(16)]
    got = apply("dequantize", packed(np.array(blk, np.uint8)), format="q4_0", shape=(1, 32))
    np.testing.assert_array_equal(got[0], 0.5 * (q - 8))
    # one q8_0 block: d = 2 (0x4000), q = -16..15
    q8 = np.arange(-16, 16)
    blk = [0x00, 0x40] + [int(v) & 0xFF for v in q8]
    np.testing.assert_array_equal(apply("dequantize", packed(np.array(blk, np.uint8)), format="q8_0", shape=(1, 32))[0],
                                  2.0 * q8)
    # one q4_1 block: d = 1 (0x3c00), m = -4 (0xc400)
    blk = [0x00, 0x3C, 0x00, 0xC4] + [int(q[j]) | (int(q[j + 16]) << 4) for j in range(16)]
    np.testing.assert_array_equal(apply("dequantize", packed(np.array(blk, np.uint8)), format="q4_1", shape=(1, 32))[0],
                                  q - 4.0)


# --- argmax and sample -----------------------------------------------------------------------------
def argmax_rule(row: list[float]) -> int:
    best = None
    for i, v in enumerate(row):
        if not math.isnan(v) and (best is None or v > row[best]):
            best = i
    return 0 if best is None else best


def test_argmax():
    x = np.round(normal(6, 9, scale=2.0))  # rounding makes ties
    x[0] = np.nan
    x[1, :4] = np.nan
    x[2] = -np.inf
    x[3, 0], x[3, 5] = np.nan, -np.inf
    x[3, 1:5] = x[3, 6:] = -np.inf
    got = apply("argmax", x)
    assert got.tolist() == [argmax_rule(r) for r in x.tolist()]
    assert got[0] == 0 and got[2] == 0 and got[3] == 1
    assert apply("argmax", np.array([1.0, 3.0, 3.0, np.nan], f16)) == 1


def sample_rule(logits: list[float], u: float, temp: float) -> int:
    if temp == 0:
        return argmax_rule(logits)
    z = [v / temp for v in logits]
    m = max(z)
    e = [math.exp(v - m) for v in z]
    s = math.fsum(e)
    c = 0.0
    for i, v in enumerate(e):
        c += v / s
        if u < c:
            return i
    return len(logits) - 1


@pytest.mark.parametrize("temp", [0.0, 0.3, 1.0, 2.5])
def test_sample(temp):
    logits = normal(40, 7, scale=2.0)
    u = RNG.random(40).astype(f32)
    got = apply("sample", logits, u, temperature=temp)
    assert got.tolist() == [sample_rule(r, float(v), temp) for r, v in zip(logits.tolist(), u.tolist())]
    if temp:
        assert len(set(got.tolist())) > 2  # it samples, it does not always pick the max


def test_sample_edges():
    logits = np.array([[0.0, -np.inf, -np.inf], [5.0, 5.0, 5.0], [1.0, np.nan, 0.0]], f32)
    u = np.array([0.999, 0.5, 0.1], f32)
    assert apply("sample", logits, u, temperature=1.0).tolist() == [0, 1, 2]  # a NaN row: none is hit -> V-1
    assert apply("sample", logits, np.zeros(3, f32), temperature=1.0).tolist() == [0, 0, 2]
    assert apply("sample", logits, u, temperature=0).tolist() == [0, 0, 0]


# --- inputs and outputs ------------------------------------------------------------------------------
def test_input_checks():
    x = Tensor("x", "f32", (2, 3))
    y = Tensor("y", "f32", (2, 3))
    g = Graph((x,), (y,), (Eqn("neg", (x,), (y,)),))
    a = normal(2, 3)
    with pytest.raises(UsageError, match=r"graph input x:f32\[2, 3\] is missing: pass an array for 'x'"):
        reference.run(g, {})
    with pytest.raises(UsageError, match="input\\(s\\) z are not graph inputs"):
        reference.run(g, {"x": a, "z": a})
    with pytest.raises(UsageError, match=r"graph input x: expected dtype float32 \(f32\), got float64"):
        reference.run(g, {"x": a.astype(np.float64)})
    with pytest.raises(UsageError, match=r"graph input x: expected shape \[2, 3\], got \[3, 2\]"):
        reference.run(g, {"x": a.T})
    with pytest.raises(UsageError, match="graph input x: expected a numpy array of float32"):
        reference.run(g, {"x": [[1.0] * 3] * 2})
    out = reference.run(g, {"x": a.T.copy().T})  # a non-contiguous view is fine
    np.testing.assert_array_equal(out["y"], -a)


def test_outputs_are_fresh_arrays():
    x = Tensor("x", "f32", (3,))
    y = Tensor("y", "f32", (3,))
    g = Graph((x,), (x, y), (Eqn("reshape", (x,), (y,), {"shape": (3,)}),))
    a = normal(3)
    out = reference.run(g, {"x": a})
    out["x"][0] = out["y"][1] = 99.0
    assert a[0] != 99.0 and a[1] != 99.0 and out["y"][0] == a[0]
    k, c = Tensor("k", "f32", ()), Tensor("c", "bool", ())
    g0 = Graph((), (c,), (Eqn("constant", (), (k,), {"value": 1.0}), Eqn("lt", (k, k), (c,))))
    s = reference.run(g0, {})  # a 0-d result is a 0-d array, not a numpy scalar
    assert isinstance(s["c"], np.ndarray) and s["c"].shape == () and not s["c"]
