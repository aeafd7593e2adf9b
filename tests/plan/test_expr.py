"""plan/expr.py: the expression emitter's values on the oracle vs numpy written from the primitive
definitions (broadcasting, index maps, casts, int arithmetic and its faults, tanh/erf bounds,
bind, CSE, constants)."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.compile import verified
from poot_core.errors import GraphError, KernelFault
from poot_core.exec import execute
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE
from poot_core.plan import expr as X
from poot_core.plan.expr import STORED, Expr
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.synth import Unfit
from poot_core.target import Grid

RNG = np.random.default_rng(12)
NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "u32": np.uint32, "bool": np.uint32}


def T(name: str, dtype: str, *shape: int) -> Tensor:
    return Tensor(name, dtype, tuple(shape))


def E(prim: str, ins, out: Tensor, **params) -> Eqn:
    return Eqn(prim, tuple(ins), (out,), params)


def build(g: Graph, prepare=None) -> tuple[N.Body, Expr]:
    """One thread per element of the graph's outputs (all of one size) computing them with Expr."""
    g.verify()
    n = g.outputs[0].size
    assert all(t.size == n for t in g.outputs)
    kb = Builder("expr_test", 64)
    ins = {k: kb.input(f"in{k}", STORED[t.dtype]) for k, t in enumerate(g.inputs)}
    outs = [kb.output(f"out{k}", STORED[t.dtype]) for k, t in enumerate(g.outputs)]
    ex = Expr(kb, g, ins)
    if prepare:
        prepare(kb, ex)
    i = kb.thread_index()

    def element():
        with ex.scope():
            for t, p in zip(g.outputs, outs):
                ex.store(p, i, ex.value(t, ex.delinear(t.shape, i)))
    kb.if_(kb.lt(i, N.Const(USIZE, n)), element)
    kb.ret()
    body = kb.build()
    verified(body)
    return body, ex


def run(g: Graph, *arrays, target: str = "oracle", prepare=None, extra=None):
    body, ex = build(g, prepare)
    bufs = {f"in{k}": np.ascontiguousarray(a, NP[t.dtype]).ravel() for k, (t, a) in enumerate(zip(g.inputs, arrays))}
    bufs |= {f"out{k}": np.zeros(t.size, NP[t.dtype]) for k, t in enumerate(g.outputs)}
    bufs |= {b.param: np.array(b.data, b.dtype) for b in ex.const_bindings}
    bufs |= extra or {}
    res = execute(body, target, Grid.threads(max(g.outputs[0].size, 1), 64), bufs)
    outs = [res[f"out{k}"].reshape(t.shape) for k, t in enumerate(g.outputs)]
    return (outs[0] if len(outs) == 1 else outs), body


def trap_free(body: N.Body) -> bool:
    return not body.traps()


def f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def test_broadcast_chain_matches_numpy():
    x, y, z = T("x", "f32", 3, 4, 5), T("y", "f32", 5), T("z", "f32", 4, 1)
    a, b, c, d, o = (T(n, "f32", 3, 4, 5) for n in "abcdo")
    w = T("w", "f32", 1, 4, 5)
    g = Graph((x, y, z, w), (o,), (E("add", (x, y), a), E("mul", (a, z), b), E("exp", (b,), c),
                                   E("sub", (c, w), d), E("max", (d, x), o)))
    X_, Y_, Z_, W_ = f32(3, 4, 5), f32(5), f32(4, 1), f32(1, 4, 5)
    W_[0, 0, 0] = np.nan  # fmax: a NaN operand (d there) yields the other operand
    got, body = run(g, X_, Y_, Z_, W_)
    want = np.fmax(np.exp((X_ + Y_) * Z_) - W_, X_)
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-6)
    assert not np.isnan(got[0, 0, 0])
    assert trap_free(body)


def test_index_maps_transpose_slice_reshape_concat():
    x = T("x", "f32", 2, 3, 4)
    t = T("t", "f32", 4, 2, 3)          # transpose(2, 0, 1)
    s = T("s", "f32", 3, 2, 2)          # slice [1:4, 0:2, 1:3]
    r = T("r", "f32", 6, 2)             # reshape
    q = T("q", "f32", 6, 5)             # concat(r, y, z) along axis 1
    y, z = T("y", "f32", 6, 1), T("z", "f32", 6, 2)
    o = T("o", "f32", 6, 5)
    u = T("u", "f32", 5)
    g = Graph((x, y, z, u), (o,), (E("transpose", (x,), t, perm=(2, 0, 1)),
                                   E("slice", (t,), s, starts=(1, 0, 1), stops=(4, 2, 3)),
                                   E("reshape", (s,), r, shape=(6, 2)),
                                   E("concat", (r, y, z), q, axis=1), E("add", (q, u), o)))
    X_, Y_, Z_, U_ = f32(2, 3, 4), f32(6, 1), f32(6, 2), f32(5)
    got, body = run(g, X_, Y_, Z_, U_)
    want = np.concatenate([X_.transpose(2, 0, 1)[1:4, 0:2, 1:3].reshape(6, 2), Y_, Z_], axis=1) + U_
    np.testing.assert_array_equal(got, want)
    assert trap_free(body)


def test_concat_along_leading_axis_and_empty_part():
    a, b, e = T("a", "i32", 2, 3), T("b", "i32", 1, 3), T("e", "i32", 0, 3)
    o = T("o", "i32", 3, 3)
    g = Graph((a, e, b), (o,), (E("concat", (a, e, b), o, axis=0),))
    A, B = RNG.integers(-9, 9, (2, 3)), RNG.integers(-9, 9, (1, 3))
    got, _ = run(g, A, np.zeros((0, 3)), B)
    np.testing.assert_array_equal(got, np.concatenate([A, B]))


def test_reshape_of_input_is_a_plain_copy():
    x, r = T("x", "f32", 4, 6), T("r", "f32", 2, 3, 4)
    g = Graph((x,), (r,), (E("reshape", (x,), r, shape=(2, 3, 4)),))
    X_ = f32(4, 6)
    got, body = run(g, X_)
    np.testing.assert_array_equal(got, X_.reshape(2, 3, 4))
    loads = [s.value for blk in body.blocks for s in blk.stmts
             if isinstance(s, N.Assign) and isinstance(s.value, N.Load)]
    assert len(loads) == 1 and loads[0].index == N.Local(next(  # indexed by the thread index itself
        i for i, d in enumerate(body.locals) if d.name == "global"))


def rust_as_int(x: np.ndarray, dt) -> np.ndarray:
    """Rust `as` float -> int: truncate toward zero, saturate, NaN -> 0."""
    info = np.iinfo(dt)
    t = np.trunc(x.astype(np.float64))
    return np.where(np.isnan(t), 0, np.clip(np.nan_to_num(t, posinf=info.max, neginf=info.min),
                                            info.min, info.max)).astype(dt)


def test_casts_follow_rust_as():
    vals = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 0.7, -0.7, -1.5, 2.5, 3e9, -3e9, 5e9,
                     2147483520.0, -2147483648.0, 4294967040.0, 1e-40, 65504.0, 70000.0, -1.0, 1.0],
                    np.float32)
    n = vals.size
    x = T("x", "f32", n)
    i, u, b, h = T("i", "i32", n), T("u", "u32", n), T("b", "bool", n), T("h", "f16", n)
    bf, iu, ui, hf, i2f = T("bf", "f32", n), T("iu", "u32", n), T("ui", "i32", n), T("hf", "f32", n), T("i2f", "f32", n)
    g = Graph((x,), (i, u, b, bf, iu, ui, h, hf, i2f), (
        E("cast", (x,), i, dtype="i32"), E("cast", (x,), u, dtype="u32"), E("cast", (x,), b, dtype="bool"),
        E("cast", (b,), bf, dtype="f32"), E("cast", (i,), iu, dtype="u32"), E("cast", (u,), ui, dtype="i32"),
        E("cast", (x,), h, dtype="f16"), E("cast", (h,), hf, dtype="f32"), E("cast", (u,), i2f, dtype="f32")))
    gi, gu, gb, gbf, giu, gui, gh, ghf, gi2f = run(g, vals)[0]
    wi, wu = rust_as_int(vals, np.int32), rust_as_int(vals, np.uint32)
    np.testing.assert_array_equal(gi, wi)
    np.testing.assert_array_equal(gu, wu)
    np.testing.assert_array_equal(gb, (vals != 0).astype(np.uint32))  # NaN != 0: true
    np.testing.assert_array_equal(gbf, (vals != 0).astype(np.float32))
    np.testing.assert_array_equal(giu, wi.astype(np.uint32))  # i32 -> u32 wraps
    np.testing.assert_array_equal(gui, wu.astype(np.int32))
    with np.errstate(over="ignore"):
        h16 = vals.astype(np.float16)
    np.testing.assert_array_equal(gh, h16)
    np.testing.assert_array_equal(ghf, h16.astype(np.float32))
    np.testing.assert_array_equal(gi2f, wu.astype(np.float32))  # int -> float rounds to nearest


def test_int_arithmetic_wraps_and_divides_toward_zero():
    n = 64
    a, b = T("a", "i32", n), T("b", "i32", n)
    s, d, m, q, ab, ng = (T(k, "i32", n) for k in ("s", "d", "m", "q", "ab", "ng"))
    mx, lt = T("mx", "i32", n), T("lt", "bool", n)
    g = Graph((a, b), (s, d, m, q, ab, ng, mx, lt), (
        E("add", (a, b), s), E("sub", (a, b), d), E("mul", (a, b), m), E("div", (a, b), q),
        E("abs", (a,), ab), E("neg", (a,), ng), E("min", (a, b), mx), E("lt", (a, b), lt)))
    A = RNG.integers(-2**31, 2**31, n).astype(np.int32)
    B = RNG.integers(-2**31, 2**31, n).astype(np.int32)
    A[:4] = [-2**31, 2**31 - 1, -7, 7]
    B[:4] = [1, 2**31 - 1, 2, -2]
    B[4:8] = [1, -1, 3, -3]
    outs, body = run(g, A, B)
    a64, b64 = A.astype(np.int64), B.astype(np.int64)
    wrap = lambda v: ((v + 2**31) % 2**32 - 2**31).astype(np.int32)  # noqa: E731
    np.testing.assert_array_equal(outs[0], wrap(a64 + b64))
    np.testing.assert_array_equal(outs[1], wrap(a64 - b64))
    np.testing.assert_array_equal(outs[2], wrap(a64 * b64))
    np.testing.assert_array_equal(outs[3], np.array([int(x / y) if abs(x) < 2**52 else 0 for x, y in zip(a64, b64)]))
    np.testing.assert_array_equal(outs[3], np.fix(a64 / b64).astype(np.int32))  # truncates toward zero
    np.testing.assert_array_equal(outs[4], wrap(np.abs(a64)))  # abs(MIN) == MIN (wraps)
    np.testing.assert_array_equal(outs[5], wrap(-a64))
    np.testing.assert_array_equal(outs[6], np.minimum(A, B))
    np.testing.assert_array_equal(outs[7], (A < B).astype(np.uint32))
    kinds = {t.kind for _, t in body.traps()}
    assert kinds == {"divide"}


@pytest.mark.parametrize("a, b, what", [(5, 0, "by zero"), (-2**31, -1, "MIN / -1")])
def test_int_division_faults(a, b, what):
    x, y, q = T("x", "i32", 4), T("y", "i32", 4), T("q", "i32", 4)
    g = Graph((x, y), (q,), (E("div", (x, y), q),))
    with pytest.raises(KernelFault) as ei:
        run(g, np.array([1, 2, a, 3]), np.array([1, 1, b, 1]))
    assert ei.value.sites[0].kind == "divide" and what in ei.value.sites[0].message


def test_u32_division_and_constant_divisor_is_trap_free():
    x, c, q, r = T("x", "u32", 8), T("c", "u32", 8), T("q", "u32", 8), T("r", "u32", 8)
    g = Graph((x,), (q,), (E("constant", (), c, value=3), E("div", (x, c), q)))
    X_ = RNG.integers(0, 2**32, 8).astype(np.uint32)
    got, body = run(g, X_)
    np.testing.assert_array_equal(got, X_ // 3)
    assert trap_free(body)
    g2 = Graph((x, c), (r,), (E("div", (x, c), r),))
    got2, body2 = run(g2, X_, np.full(8, 7))
    np.testing.assert_array_equal(got2, X_ // 7)
    assert [t.kind for _, t in body2.traps()] == ["divide"]  # u32: no MIN / -1 check


def test_where_comparisons_and_bool_storage():
    n = 50
    x, y, b = T("x", "f32", n), T("y", "f32", n), T("b", "bool", n)
    c, ge, o, nb = T("c", "bool", n), T("ge", "bool", n), T("o", "f32", n), T("nb", "bool", n)
    g = Graph((x, y, b), (o, nb), (E("gt", (x, y), c), E("where", (c, x, y), o),
                                   E("ge", (x, y), ge), E("where", (b, ge, c), nb)))
    X_, Y_ = f32(n), f32(n)
    X_[:3], Y_[:3] = [np.nan, 1.0, np.inf], [0.0, np.nan, np.inf]
    B = RNG.integers(0, 2, n)
    (o_, nb_), body = run(g, X_, Y_, B)
    np.testing.assert_array_equal(o_, np.where(X_ > Y_, X_, Y_))
    np.testing.assert_array_equal(nb_, np.where(B != 0, X_ >= Y_, X_ > Y_).astype(np.uint32))
    assert trap_free(body)


def _dense():
    return np.concatenate([np.linspace(-20, 20, 40001), np.linspace(-1, 1, 20001),
                           np.geomspace(1e-30, 1, 500), -np.geomspace(1e-30, 1, 500),
                           [0.0, -0.0, np.inf, -np.inf, np.nan]]).astype(np.float32)


@pytest.mark.parametrize("prim, ref, abs_err, rel_err, rel_below", [
    ("tanh", math.tanh, X.TANH_ABS_ERR, X.TANH_REL_ERR, np.inf),
    ("erf", math.erf, X.ERF_ABS_ERR, X.ERF_REL_ERR, 0.5)])
def test_tanh_erf_within_the_stated_bound(prim, ref, abs_err, rel_err, rel_below):
    xs = _dense()
    x, y = T("x", "f32", xs.size), T("y", "f32", xs.size)
    got, body = run(Graph((x,), (y,), (E(prim, (x,), y),)), xs)
    want = np.array([ref(float(v)) if np.isfinite(v) else (math.nan if np.isnan(v) else math.copysign(1, v))
                     for v in xs])
    fin = np.isfinite(xs)
    err = np.abs(got[fin].astype(np.float64) - want[fin])
    assert err.max() <= abs_err, (prim, err.max(), xs[fin][err.argmax()])
    small = np.abs(xs[fin]) < rel_below
    rel = err[small] / np.maximum(np.abs(want[fin][small]), 1e-300)
    assert rel.max() <= rel_err, (prim, rel.max())
    assert np.isnan(got[-1]) and got[-3] == 1 and got[-2] == -1
    assert np.signbit(got[-4]) and not np.signbit(got[-5])  # odd: -0.0 stays -0.0
    assert trap_free(body)


def test_f16_math_goes_through_f32_and_rounds_back():
    xs = np.linspace(-4, 4, 97).astype(np.float16)
    x, y, z = T("x", "f16", 97), T("y", "f16", 97), T("z", "f16", 97)
    got, _ = run(Graph((x,), (z,), (E("tanh", (x,), y), E("mul", (y, x), z))), xs)
    want = (np.tanh(xs.astype(np.float64)).astype(np.float16) * xs)
    np.testing.assert_allclose(got.astype(np.float32), want.astype(np.float32), rtol=2e-3, atol=1e-3)


def test_constants_scalar_and_table():
    x, c, k, a, o = T("x", "f32", 2, 3), T("c", "f32", 3), T("k", "f32"), T("a", "f32", 2, 3), T("o", "f32", 2, 3)
    g = Graph((x,), (o,), (E("constant", (), c, value=(1.5, -2.0, 4.0)), E("constant", (), k, value=0.5),
                           E("mul", (x, c), a), E("add", (a, k), o)))
    X_ = f32(2, 3)
    got, _ = run(g, X_)
    np.testing.assert_array_equal(got, X_ * np.float32([1.5, -2.0, 4.0]) + np.float32(0.5))
    _, ex = build(g)
    assert [(b.source, b.dtype, b.data) for b in ex.const_bindings] == [("const", "float32", (1.5, -2.0, 4.0))]


def test_cse_loads_each_input_element_once():
    x, a, b, o = T("x", "f32", 16), T("a", "f32", 16), T("b", "f32", 16), T("o", "f32", 16)
    g = Graph((x,), (o, b), (E("exp", (x,), a), E("mul", (a, x), b), E("add", (b, a), o)))
    body, ex = build(g)
    loads = [s for blk in body.blocks for s in blk.stmts if isinstance(s, N.Assign) and isinstance(s.value, N.Load)]
    maths = [s for blk in body.blocks for s in blk.stmts if isinstance(s, N.Assign) and isinstance(s.value, N.Math)]
    assert len(loads) == 1 and len(maths) == 1
    assert ex.flops == 3


def test_bind_reads_an_anchor_value_from_a_local():
    x, m, o = T("x", "f32", 4, 8), T("m", "f32", 4, 8), T("o", "f32", 4, 8)
    w = T("w", "f32", 8, 8)
    g = Graph((x, w), (o,), (E("matmul", (x, w), m), E("tanh", (m,), o)))
    acc = {}

    def prepare(kb, ex):
        # stand-in for a matmul accumulator: the value 0.25 * (row + col), as a function of the coordinates
        def fn(cs):
            s = kb.cast(kb.add(cs[0], cs[1]), F32)
            acc["n"] = acc.get("n", 0) + 1
            return kb.mul(s, N.Const(F32, 0.25))
        ex.bind(m, fn)
    got, _ = run(g, f32(4, 8), f32(8, 8), prepare=prepare)
    rows, cols = np.indices((4, 8))
    np.testing.assert_allclose(got, np.tanh(0.25 * (rows + cols)), atol=3e-7)
    assert acc["n"] == 1
    with pytest.raises(Unfit, match="matmul"):
        build(g)  # an unbound anchor


def test_bind_at_coordinates_refuses_other_coordinates():
    x, m, t = T("x", "f32", 4, 4), T("m", "f32", 4, 4), T("t", "f32", 4, 4)
    w = T("w", "f32", 4, 4)
    g = Graph((x, w), (t,), (E("matmul", (x, w), m), E("transpose", (m,), t, perm=(1, 0))))
    kb = Builder("b", 64)
    ex = Expr(kb, g.verify(), {0: kb.input("in0", F32), 1: kb.input("in1", F32)})
    i, j = kb.thread_index(), kb.local(USIZE)
    ex.bind(m, N.Const(F32, 1.0), [i, j])
    assert ex.value(m, [i, j]) == N.Const(F32, 1.0)
    with pytest.raises(Unfit, match="other coordinates"):
        ex.value(t, [i, j])
    with pytest.raises(GraphError, match="already computed"):
        ex.bind(m, N.Const(F32, 2.0), [i, j])
    with pytest.raises(GraphError, match="coordinates"):
        Expr(kb, g, {}).bind(m, N.Const(F32, 1.0))
    with pytest.raises(GraphError, match="2 axes"):
        ex.value(x, [i])


def test_scope_forgets_values_computed_inside():
    x, y = T("x", "f32", 8), T("y", "f32", 8)
    g = Graph((x,), (y,), (E("exp", (x,), y),))
    kb = Builder("s", 64)
    ex = Expr(kb, g.verify(), {0: kb.input("in0", F32)})
    i = kb.thread_index()
    with ex.scope():
        v1 = ex.value(y, [i])
        assert ex.value(y, [i]) is v1
    assert ex.value(y, [i]) != v1  # recomputed outside the scope
