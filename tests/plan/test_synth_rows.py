"""Synthesized row kernels (plan/synth_rows.py): reduce, softmax/layernorm/rmsnorm, argmax/sample
with fused prologues and epilogues, on the oracle against numpy formulas and on vulkan (lavapipe)."""
from __future__ import annotations


import numpy as np
import pytest

from poot_core.exec import execute, resolve_target
from poot_core.ir.builder import Builder
from poot_core.ir.types import U32, USIZE
from poot_core.plan import synth_rows
from poot_core.plan.graph import NUMPY_DTYPES, Eqn, Graph, Tensor
from poot_core.plan.region import make_region
from poot_core.plan.synth import Unfit
from poot_core.target import Capabilities, Grid
from poot_core.testing.plans import caps_of, plan_of, run

RNG = np.random.default_rng(12)




def rand(shape, dtype="f32", scale=3.0):
    if dtype in ("i32", "u32"):
        lo = -2**31 if dtype == "i32" else 0
        return RNG.integers(lo, 2**31, size=shape, dtype=np.int64).astype(NUMPY_DTYPES[dtype])
    return (RNG.standard_normal(shape) * scale).astype(NUMPY_DTYPES[dtype])


def T(name, shape, dtype="f32"):
    return Tensor(name, dtype, tuple(shape))


def reduce_graph(prim, shape, dtype="f32", keepdims=True):
    x = T("x", shape, dtype)
    y = T("y", shape[:-1] + ((1,) if keepdims else ()), dtype)
    return Graph((x,), (y,), (Eqn(prim, (x,), (y,), {"keepdims": keepdims}),))


NP_REDUCE = {"reduce_sum": np.sum, "reduce_max": np.fmax.reduce, "reduce_mean": np.mean}


# --- reduce ----------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(5, 300), (3, 7), (2, 3, 40), (1, 1), (4, 17), (700,)])
@pytest.mark.parametrize("prim", ["reduce_sum", "reduce_max", "reduce_mean"])
def test_reduce_f32(prim, shape):
    a = rand(shape)
    keep = len(shape) != 2
    got = run(reduce_graph(prim, shape, keepdims=keep), {"x": a})["y"]
    want = NP_REDUCE[prim](a.astype(np.float64), axis=-1, keepdims=keep)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("dtype", ["i32", "u32"])
@pytest.mark.parametrize("prim", ["reduce_sum", "reduce_max"])
def test_reduce_int_exact(prim, dtype):
    a = rand((6, 45), dtype)  # large values: the i32 / u32 sums wrap
    got = run(reduce_graph(prim, (6, 45), dtype), {"x": a})["y"]
    want = (np.sum(a, axis=-1, keepdims=True, dtype=a.dtype) if prim == "reduce_sum"
            else np.max(a, axis=-1, keepdims=True))
    assert got.dtype == want.dtype and np.array_equal(got, want)


@pytest.mark.parametrize("n", [9, 200])  # serial and workgroup paths
def test_reduce_max_nan_only_when_all_nan(n):
    a = rand((3, n))
    a[0, :] = np.nan
    a[1, ::2] = np.nan
    got = run(reduce_graph("reduce_max", (3, n)), {"x": a})["y"][:, 0]
    assert np.isnan(got[0])
    np.testing.assert_array_equal(got[1:], np.nanmax(a[1:], axis=-1))


def test_reduce_prologue_epilogue_rms():
    """sqrt(mean(x * x) + eps), with x * x also an output (the prologue stored as it is read)."""
    x, eps = T("x", (7, 130)), T("eps", ())
    sq, ms, s1, rms = T("sq", (7, 130)), T("ms", (7, 1)), T("s1", (7, 1)), T("rms", (7, 1))
    g = Graph((x,), (sq, rms), (
        Eqn("mul", (x, x), (sq,)), Eqn("reduce_mean", (sq,), (ms,), {"keepdims": True}),
        Eqn("constant", (), (eps,), {"value": 1e-3}), Eqn("add", (ms, eps), (s1,)), Eqn("sqrt", (s1,), (rms,))))
    a = rand((7, 130))
    out = run(g, {"x": a})
    np.testing.assert_allclose(out["sq"], a * a, rtol=1e-6)
    np.testing.assert_allclose(out["rms"], np.sqrt(np.mean(a.astype(np.float64) ** 2, -1, keepdims=True) + 1e-3),
                               rtol=1e-5)


def test_reduce_prologue_broadcast():
    """sum(exp(x - m)) with m of shape [rows, 1] (a broadcast prologue)."""
    x, m = T("x", (4, 3, 50)), T("m", (4, 3, 1))
    d, e, s = T("d", (4, 3, 50)), T("e", (4, 3, 50)), T("s", (4, 3))
    g = Graph((x, m), (s,), (Eqn("sub", (x, m), (d,)), Eqn("exp", (d,), (e,)),
                             Eqn("reduce_sum", (e,), (s,), {"keepdims": False})))
    a, mv = rand((4, 3, 50)), rand((4, 3, 1))
    got = run(g, {"x": a, "m": mv})["s"]
    np.testing.assert_allclose(got, np.exp(a.astype(np.float64) - mv).sum(-1), rtol=1e-5)


@pytest.mark.parametrize("n", [5, 100])  # thread-per-row and group-per-row
def test_reduce_grid_loops_within_max_groups(n):
    """More rows than the capped grid has groups (or threads): every row is still reduced once."""
    caps = caps_of("oracle", max_groups=(3, 2))
    rows = 400 if n < synth_rows.SERIAL_MAX else 50
    r, plan = plan_of(reduce_graph("reduce_sum", (rows, n)), caps)
    assert plan.grid.groups[0] <= 3 and plan.grid.groups[1] <= 2
    a = rand((rows, n))
    got = run(reduce_graph("reduce_sum", (rows, n)), {"x": a}, caps=caps)["y"]
    np.testing.assert_allclose(got, a.sum(-1, keepdims=True), rtol=1e-5, atol=1e-5)


def test_reduce_many_rows_over_65535():
    a = rand((70000, 3))
    got = run(reduce_graph("reduce_max", (70000, 3)), {"x": a})["y"]
    np.testing.assert_array_equal(got, a.max(-1, keepdims=True))
    # a workgroup per row: X holds 65535 groups, Y the rest
    caps = caps_of("oracle", max_groups=(65535, 65535))
    _, plan = plan_of(reduce_graph("reduce_sum", (70000, 64)), caps)
    assert plan.grid.groups == (65535, 2)
    assert synth_rows.group_grid(70000, caps_of("oracle", max_groups=(1000, 50))) == (1000, 50)


def test_reduce_f16_needs_caps():
    g = reduce_graph("reduce_sum", (3, 40), "f16")
    with pytest.raises(Unfit, match="f16"):
        plan_of(g, caps_of("oracle", f16=False))
    a = rand((3, 40), "f16", 1.0)
    got = run(g, {"x": a})["y"]
    assert got.dtype == np.float16
    np.testing.assert_allclose(got.astype(np.float64), a.astype(np.float64).sum(-1, keepdims=True), atol=2e-2)


def test_reduce_unfit_output_shape():
    """A prologue output of a shape other than x's cannot be stored by the row kernel."""
    x, b = T("x", (4, 40)), T("b", (40,))
    b2, xb, s = T("b2", (40,)), T("xb", (4, 40)), T("s", (4,))
    g = Graph((x, b), (b2, s), (Eqn("mul", (b, b), (b2,)), Eqn("add", (x, b2), (xb,)),
                                Eqn("reduce_sum", (xb,), (s,))))
    with pytest.raises(Unfit, match="before the reduce_sum"):
        plan_of(g, caps_of("oracle"))


# --- row: softmax, layernorm, rmsnorm --------------------------------------------------------
def np_softmax(a):
    e = np.exp(a - a.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def np_layernorm(a, g, b, eps=1e-5):
    return (a - a.mean(-1, keepdims=True)) / np.sqrt(a.var(-1, keepdims=True) + eps) * g + b


def np_rmsnorm(a, g, eps=1e-5):
    return a / np.sqrt((a * a).mean(-1, keepdims=True) + eps) * g


@pytest.mark.parametrize("shape", [(5, 300), (3, 7), (2, 3, 40), (1, 1), (600,)])
@pytest.mark.parametrize("prim", ["softmax", "layernorm", "rmsnorm"])
def test_row_ops(prim, shape):
    n = shape[-1]
    x, y, g, b = T("x", shape), T("y", shape), T("g", (n,)), T("b", (n,))
    a, gv, bv = rand(shape), rand((n,), scale=1.0), rand((n,), scale=1.0)
    ins = {"softmax": (x,), "layernorm": (x, g, b), "rmsnorm": (x, g)}[prim]
    params = {} if prim == "softmax" else {"eps": 1e-4}
    got = run(Graph(ins, (y,), (Eqn(prim, ins, (y,), params),)), {"x": a, "g": gv, "b": bv})["y"]
    a64 = a.astype(np.float64)
    want = {"softmax": lambda: np_softmax(a64), "layernorm": lambda: np_layernorm(a64, gv, bv, 1e-4),
            "rmsnorm": lambda: np_rmsnorm(a64, gv, 1e-4)}[prim]()
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-5)


def residual_layernorm_graph(shape):
    """h = x + res; out = layernorm(h) * s + c; returns both h and out."""
    n = shape[-1]
    x, res, g, b, s, c = T("x", shape), T("res", shape), T("g", (n,)), T("b", (n,)), T("s", (n,)), T("c", ())
    h, ln, t, out = T("h", shape), T("ln", shape), T("t", shape), T("out", shape)
    return Graph((x, res, g, b, s), (h, out), (
        Eqn("add", (x, res), (h,)), Eqn("layernorm", (h, g, b), (ln,), {"eps": 1e-5}),
        Eqn("mul", (ln, s), (t,)), Eqn("constant", (), (c,), {"value": 0.25}), Eqn("add", (t, c), (out,))))


def check_residual_layernorm(shape, target):
    n = shape[-1]
    arr = {"x": rand(shape), "res": rand(shape), "g": rand((n,), scale=1), "b": rand((n,), scale=1),
           "s": rand((n,), scale=1)}
    out = run(residual_layernorm_graph(shape), arr, target)
    h = arr["x"].astype(np.float64) + arr["res"]
    np.testing.assert_allclose(out["h"], h, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(out["out"], np_layernorm(h, arr["g"], arr["b"]) * arr["s"] + 0.25,
                               rtol=1e-5, atol=2e-5)


def test_row_prologue_epilogue_residual_layernorm():
    check_residual_layernorm((6, 130), "oracle")


def test_softmax_scaled_prologue_and_nan_rows():
    x, c, xs, y = T("x", (4, 90)), T("c", ()), T("xs", (4, 90)), T("y", (4, 90))
    g = Graph((x,), (y,), (Eqn("constant", (), (c,), {"value": 0.125}), Eqn("mul", (x, c), (xs,)),
                           Eqn("softmax", (xs,), (y,))))
    a = rand((4, 90), scale=30)
    a[1, 3] = np.nan
    a[2, :] = -np.inf
    got = run(g, {"x": a})["y"]
    with np.errstate(invalid="ignore"):
        want = np_softmax(a.astype(np.float64) * 0.125)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-7)  # NaN rows compare equal as NaN
    assert np.isnan(got[1]).all() and np.isnan(got[2]).all()


# --- select: argmax, sample ------------------------------------------------------------------
def np_argmax(a):
    """The lowest index of the largest non-NaN value of each row; 0 for an all-NaN row."""
    rows = a.reshape(-1, a.shape[-1])
    out = []
    for r in rows:
        ok = np.flatnonzero(~np.isnan(r))
        out.append(ok[np.argmax(r[ok])] if ok.size else 0)
    return np.array(out, np.uint32).reshape(a.shape[:-1])


@pytest.mark.parametrize("shape", [(6, 300), (5, 7), (3, 2, 33), (1, 1)])
def test_argmax_nan_ties_all_nan(shape):
    a = rand(shape).reshape(-1, shape[-1])
    a[0, :] = np.nan
    if a.shape[0] > 1 and shape[-1] > 3:
        a[1, :] = 1.0  # all ties: index 0
        a[2, 1] = np.nan  # NaN never wins
        a[2, 0] = -np.inf
        a[3, :] = -np.inf
        a[3, : shape[-1] // 2] = np.nan  # NaNs then -inf: the first -inf
        a[4, -1] = 1e30  # the last column
    a = a.reshape(shape)
    x, y = T("x", shape), T("y", shape[:-1], "u32")
    got = run(Graph((x,), (y,), (Eqn("argmax", (x,), (y,)),)), {"x": a})["y"]
    assert np.array_equal(got, np_argmax(a))


def test_index_halves_are_exact_beyond_2_24():
    """Indices cross workgroup memory as two f32 halves: exact for every u32 (f32 alone is not above 2^24)."""
    vals = np.array([0, 1, 65535, 65536, 2**24 + 1, 2**31 + 12345, 2**32 - 1], np.uint32)
    kb = Builder("halves", 8)
    src, dst = kb.input("src", U32), kb.output("dst", U32)
    i = kb.thread_index()

    def one():
        hi, lo = synth_rows._split_index(kb, kb.cast(kb.load(src, i), USIZE))
        kb.store(dst, i, kb.cast(synth_rows._join_index(kb, hi, lo), U32))
    kb.if_(kb.lt(i, kb.len(src)), one)
    kb.ret()
    got = execute(kb.build(), "oracle", Grid.threads(len(vals), 8), {"src": vals, "dst": np.zeros_like(vals)})["dst"]
    assert np.array_equal(got, vals)


def sample_graph(shape, temperature):
    x, u, y = T("x", shape), T("u", shape[:-1]), T("y", shape[:-1], "u32")
    return Graph((x, u), (y,), (Eqn("sample", (x, u), (y,), {"temperature": temperature}),))


def np_sample(a, u, temp):
    z = a.astype(np.float64) / temp
    p = np.exp(z - z.max(-1, keepdims=True))
    cs = np.cumsum(p / p.sum(-1, keepdims=True), -1)
    hit = u[..., None] < cs
    return np.where(hit.any(-1), hit.argmax(-1), a.shape[-1] - 1).astype(np.uint32)


@pytest.mark.parametrize("shape", [(8, 500), (5, 7), (3, 2, 40)])
def test_sample_inverse_cdf(shape):
    a, u = rand(shape), RNG.random(shape[:-1]).astype(np.float32)
    u.reshape(-1)[0] = 0.0  # the first index with any probability
    got = run(sample_graph(shape, 0.8), {"x": a, "u": u})["y"]
    assert np.array_equal(got, np_sample(a, u, 0.8))


def test_sample_temperature_zero_is_argmax_and_fallback_is_last():
    a = rand((4, 77))
    got = run(sample_graph((4, 77), 0.0), {"x": a, "u": RNG.random(4).astype(np.float32)})["y"]
    assert np.array_equal(got, np_argmax(a))
    # a u that no cumulative sum exceeds (outside [0, 1): rounding's worst case) gives V - 1
    got = run(sample_graph((2, 77), 1.0), {"x": a[:2], "u": np.array([2.0, 0.5], np.float32)})["y"]
    assert got[0] == 76 and got[1] == np_sample(a[1:2], np.array([0.5]), 1.0)[0]


def test_select_sampled_token_epilogue():
    """An epilogue on the u32 result (token + offset)."""
    x, y, o, z = T("x", (3, 50)), T("y", (3,), "u32"), T("o", (), "u32"), T("z", (3,), "u32")
    g = Graph((x,), (z,), (Eqn("argmax", (x,), (y,)), Eqn("constant", (), (o,), {"value": 1000}),
                           Eqn("add", (y, o), (z,))))
    a = rand((3, 50))
    assert np.array_equal(run(g, {"x": a})["z"], np_argmax(a) + 1000)


# --- vulkan (lavapipe): a representative subset ------------------------------------------------
def vulkan_or_skip():
    try:
        resolve_target("vulkan").capabilities()
    except Exception as e:  # no Vulkan loader / device here
        pytest.skip(f"vulkan is not available: {e}")


def test_vulkan_subset():
    vulkan_or_skip()
    a = rand((5, 300))
    got = run(reduce_graph("reduce_max", (5, 300)), {"x": a}, "vulkan")["y"]
    np.testing.assert_array_equal(got, a.max(-1, keepdims=True))
    ai = rand((6, 45), "i32")
    got = run(reduce_graph("reduce_sum", (6, 45), "i32"), {"x": ai}, "vulkan")["y"]
    assert np.array_equal(got, ai.sum(-1, keepdims=True, dtype=np.int32))
    check_residual_layernorm((3, 300), "vulkan")
    x, y = T("x", (4, 260)), T("y", (4, 260))
    got = run(Graph((x,), (y,), (Eqn("softmax", (x,), (y,)),)), {"x": a[:4, :260]}, "vulkan")["y"]
    np.testing.assert_allclose(got, np_softmax(a[:4, :260].astype(np.float64)), rtol=1e-5, atol=1e-7)
    an = rand((4, 300))
    an[0] = np.nan
    an[1, ::3] = np.nan
    yi = T("yi", (4,), "u32")
    got = run(Graph((T("x", (4, 300)),), (yi,), (Eqn("argmax", (T("x", (4, 300)),), (yi,)),)), {"x": an}, "vulkan")["yi"]
    assert np.array_equal(got, np_argmax(an))
    u = RNG.random(4).astype(np.float32)
    got = run(sample_graph((4, 300), 0.7), {"x": a[:4], "u": u}, "vulkan")["y"]
    assert np.array_equal(got, np_sample(a[:4], u, 0.7))


def test_synthesized_plans_state_their_div_sqrt_amplification():
    """A norm (1/sqrt and divisions feeding multiplies) states a div_sqrt_rtol; a plain sum none."""
    from poot_core.plan import synth

    x, g, b = Tensor("x", "f32", (4, 32)), Tensor("g", "f32", (32,)), Tensor("b", "f32", (32,))
    y, s = Tensor("y", "f32", (4, 32)), Tensor("s", "f32", (4,))
    norm = Graph((x, g, b), (y,), (Eqn("layernorm", (x, g, b), (y,), {"eps": 1e-5}),)).verify()
    total = Graph((x,), (s,), (Eqn("reduce_sum", (x,), (s,)),)).verify()
    pn = synth.synthesize(make_region(norm, (0,), "r0").desc, Capabilities())
    ps = synth.synthesize(make_region(total, (0,), "r0").desc, Capabilities())
    assert pn.div_sqrt_rtol == synth.DIV_SQRT_RTOL_PER_OP * synth.div_sqrt_ops(pn.body) > 0
    assert ps.div_sqrt_rtol == 0 and synth.div_sqrt_ops(ps.body) == 0
