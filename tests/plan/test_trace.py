"""poot.trace / poot.ops: a function traced to a Graph and run on the numpy reference gives what
the same function gives evaluated directly in numpy (through a numpy stand-in for `ops`) on random
data - an erf-GELU MLP block, a layernorm + residual block, attention; the graphs are verified
and well formed; misuse is a typed error naming the op and the line."""
from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pytest

import poot
from poot import ops
from poot_core.errors import GraphError, PootError, UsageError
from poot_core.plan import codec, reference
from poot_core.plan.graph import Graph, Tensor, quant_words

RNG = np.random.default_rng(7)
f32 = np.float32


def _np_layernorm(x, g, b, eps=1e-5):
    m = x.mean(-1, keepdims=True)
    return (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + eps) * g + b


def _np_softmax(x, axis=-1):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


# the same API over numpy arrays: a traced function evaluated directly
NP = SimpleNamespace(
    exp=np.exp, ln=np.log, log=np.log, neg=np.negative, sqrt=np.sqrt, tanh=np.tanh, sin=np.sin, cos=np.cos, abs=np.abs, maximum=np.fmax,
    minimum=np.fmin, where=np.where, matmul=np.matmul, softmax=_np_softmax, layernorm=_np_layernorm,
    erf=lambda x: np.vectorize(math.erf, otypes=[np.float64])(x).astype(x.dtype),
    rmsnorm=lambda x, g, eps=1e-5: x / np.sqrt((x * x).mean(-1, keepdims=True) + eps) * g,
    sum=lambda x, axis=-1, keepdims=False: x.sum(axis=axis, keepdims=keepdims),
    max=lambda x, axis=-1, keepdims=False: x.max(axis=axis, keepdims=keepdims),
    mean=lambda x, axis=-1, keepdims=False: x.mean(axis=axis, keepdims=keepdims),
    cast=lambda x, dt: x.astype(np.dtype({"f32": "float32", "i32": "int32", "u32": "uint32"}.get(dt, dt))),
    concat=lambda ts, axis=0: np.concatenate(ts, axis=axis), argmax=lambda x: x.argmax(-1).astype(np.uint32),
    gather=lambda t, i: t[i], reshape=np.reshape, transpose=np.transpose)


def check(fn, *arrays, rtol=2e-5, atol=2e-6) -> Graph:
    """trace fn(ops) -> graph -> reference == fn(NP) on the arrays; returns the graph."""
    g = poot.trace(lambda *a: fn(ops, *a))(*arrays)
    assert g.verify() is g
    got = reference.run(g, {t.id: a for t, a in zip(g.inputs, arrays)})
    want = fn(NP, *arrays)
    want = want if isinstance(want, tuple) else (want,)
    assert len(want) == len(g.outputs)
    for t, w in zip(g.outputs, want):
        w = np.asarray(w)
        assert got[t.id].shape == w.shape and got[t.id].dtype == w.dtype, (t, w.dtype, w.shape)
        np.testing.assert_allclose(got[t.id], w, rtol=rtol, atol=atol)
    assert codec.loads(codec.dumps(g)) == g
    used = {x.id for e in g.eqns for x in e.inputs} | {x.id for x in g.outputs}
    assert all(any(o.id in used for o in e.outputs) for e in g.eqns)  # no dead equations
    return g


def normal(*shape, scale=1.0):
    return (RNG.standard_normal(shape) * scale).astype(f32)


# --- the blocks -------------------------------------------------------------------------------
def mlp(o, x, w, b):
    h = x @ w + b
    return 0.5 * h * (1.0 + o.erf(h / math.sqrt(2.0)))


def test_mlp_gelu_block():
    x, w, b = normal(8, 16), normal(16, 32, scale=0.3), normal(32)
    g = check(mlp, x, w, b)
    assert [t.id for t in g.inputs] == ["x0", "x1", "x2"]  # a *args lambda: x0..
    assert [e.prim for e in g.eqns if e.prim != "constant"] == ["matmul", "add", "mul", "div", "erf", "add", "mul"]
    assert g.outputs[0].shape == (8, 32) and g.outputs[0].dtype == "f32"


def test_trace_names_inputs_after_parameters():
    def block(x, w, b):
        return mlp(ops, x, w, b)
    g = poot.trace(block)(normal(2, 4), normal(4, 3), normal(3))
    assert [str(t) for t in g.inputs] == ["x:f32[2, 4]", "w:f32[4, 3]", "b:f32[3]"]
    assert [t.id for e in g.eqns for t in e.outputs] == [f"t{k}" for k in range(len(g.eqns))]


def layernorm_residual(o, x, gamma, beta, w):
    return x + o.layernorm(x, gamma, beta) @ w


def layernorm_by_hand(o, x, gamma, beta, w):
    m = o.mean(x, keepdims=True)
    d = x - m
    y = d / o.sqrt(o.mean(d * d, keepdims=True) + 1e-5) * gamma + beta
    return x + y @ w, o.sum(y, axis=None)


def test_layernorm_residual_block():
    x, gamma, beta, w = normal(6, 24, scale=3.0) + f32(1.0), normal(24), normal(24), normal(24, 24, scale=0.2)
    g = check(layernorm_residual, x, gamma, beta, w)
    assert [e.prim for e in g.eqns] == ["layernorm", "matmul", "add"]
    check(layernorm_by_hand, x, gamma, beta, w, atol=2e-5)


def attention(o, q, k, v):
    d = q.shape[-1]
    return o.softmax(q @ k.T / math.sqrt(d)) @ v


def multihead(o, q, k, v):
    d = q.shape[-1]
    s = q @ k.transpose(0, 2, 1) / math.sqrt(d)
    mask = o.where(s > 1e9, s, s * 1.0)  # a where over a comparison (keeps s)
    return o.softmax(mask) @ v


def test_attention_block():
    q, k, v = normal(5, 16), normal(7, 16), normal(7, 8)
    g = check(attention, q, k, v)
    assert [e.prim for e in g.eqns if e.prim != "constant"] == ["transpose", "matmul", "div", "softmax", "matmul"]
    check(multihead, normal(2, 5, 16), normal(2, 7, 16), normal(2, 7, 8))


def kitchen_sink(o, x, y, table, ids):
    a = o.maximum(o.abs(x) - 0.5, o.minimum(y, 0.25)) * 2 - 1
    b = o.exp(o.tanh(a)) + o.sin(x) * o.cos(y) + o.ln(o.abs(y) + 1.0) + o.sqrt(x * x)
    c = o.concat([b[1:3, :], b[:, -2:].T @ b, b[0:1]], axis=0)
    e = o.gather(table, ids).reshape(-1, 4)[..., 1:] / (x[0, :3] ** 2 + 3.0)
    f = o.cast(o.cast(x * 10, "i32"), "f32") - 2 / (y * y + 1)
    return c, e, o.max(f, keepdims=True), o.rmsnorm(x, y[0]), o.argmax(a), -o.softmax(y)[:, None, 1]


def test_kitchen_sink():
    x, y = normal(4, 4, scale=2.0), normal(4, 4)
    table, ids = normal(9, 2, 2), RNG.integers(0, 9, (3,)).astype(np.int32)
    check(kitchen_sink, x, y, table, ids, atol=1e-5)


def test_numpy_ufuncs_that_are_primitives_are_traced():
    def fn(o, x, y):
        return o.exp(x) + o.sqrt(o.abs(y)) - (o.maximum(x, y) if o is ops else np.fmax(x, y)), np.fmin(x, 0.5) < y
    check(fn, normal(3, 4), normal(4))
    g = poot.trace(lambda x: np.tanh(np.negative(x)) * np.ones(3, np.float32))(normal(2, 3))
    assert [e.prim for e in g.eqns] == ["neg", "tanh", "constant", "mul"]


def test_function_forms():
    def fn(o, x, y):
        t = o.transpose(o.reshape(x, (3, 4)), (1, 0))
        return o.neg(o.log(o.abs(t) + 1.0)), o.matmul(y, t), o.sum(x, axis=None, keepdims=True), o.mean(y, axis=None)
    check(fn, normal(2, 6), normal(5, 4))


def test_numpy_operands_become_constants():
    w = normal(3, 4)

    def fn(x):
        return (w.T @ x) + np.float32(1.5) + np.arange(5, dtype=np.float32)
    g = poot.trace(fn)(normal(3, 5))
    consts = [e for e in g.eqns if e.prim == "constant"]
    assert [c.outputs[0].shape for c in consts] == [(4, 3), (), (5,)]
    assert consts[0].p["value"] == tuple(w.T.reshape(-1).tolist())
    x = normal(3, 5)
    np.testing.assert_allclose(reference.run(g, {"x": x})[g.outputs[0].id], fn(x), rtol=1e-6, atol=1e-6)


# --- outputs -----------------------------------------------------------------------------------
def test_outputs_inputs_constants_and_repeats():
    def fn(x, y):
        s = x + y
        return x, s, s, 3.0, ops.constant([1, 2, 3], "u32"), np.ones(2, np.float32)
    x, y = normal(2, 3), normal(2, 3)
    g = poot.trace(fn)(x, y)
    ids = [t.id for t in g.outputs]
    assert len(set(ids)) == 6 and "x" not in ids  # every output is its own equation-defined tensor
    prod = g.producers()
    assert all(i in prod for i in ids)
    assert g.eqns[prod[ids[0]]].prim == "reshape" and g.eqns[prod[ids[0]]].inputs[0].id == "x"
    out = reference.run(g, {"x": x, "y": y})
    np.testing.assert_array_equal(out[ids[0]], x)
    np.testing.assert_array_equal(out[ids[1]], x + y)
    np.testing.assert_array_equal(out[ids[2]], x + y)
    assert out[ids[3]].dtype == f32 and out[ids[3]] == 3.0
    np.testing.assert_array_equal(out[ids[4]], np.array([1, 2, 3], np.uint32))
    np.testing.assert_array_equal(out[ids[5]], np.ones(2, f32))


def test_unused_work_is_dropped_and_ids_skip_input_names():
    def fn(t0, t1):
        ops.exp(t0)  # unused
        return t0 * t1
    g = poot.trace(fn)(normal(3), normal(3))
    assert [e.prim for e in g.eqns] == ["mul"] and g.eqns[0].outputs[0].id not in ("t0", "t1")


def test_examples_as_tensors_and_dtypes():
    g = poot.trace(lambda x, n: ops.cast(x, np.int32) + n)(Tensor("ignored", "f32", (2,)), np.zeros(2, np.int32))
    assert [str(t) for t in g.inputs] == ["x:f32[2]", "n:i32[2]"] and g.outputs[0].dtype == "i32"
    words = quant_words("q4_0", 2, 32)
    g = poot.trace(lambda w, u: ops.sample(ops.dequantize(w, "q4_0", (2, 32)), u, temperature=0.7))(
        np.zeros(words, np.uint32), np.zeros(2, f32))
    assert g.outputs[0].dtype == "u32" and g.outputs[0].shape == (2,)


# --- slicing ----------------------------------------------------------------------------------
@pytest.mark.parametrize("key", [
    (slice(1, 3), slice(None)), (slice(None), slice(-2, None)), 0, (Ellipsis, 1), (None, slice(None)),
    (slice(-3, -1), slice(2, 1)), (1, None, slice(0, 5)), (slice(None),), Ellipsis, (slice(0, 100), -1)])
def test_slicing_matches_numpy(key):
    x = normal(4, 5)
    g = poot.trace(lambda x: x[key] * 1.0)(x)
    np.testing.assert_array_equal(reference.run(g, {"x": x})[g.outputs[0].id], x[key])


# --- errors -------------------------------------------------------------------------------------
def traced_error(fn, *arrays, match, prim=None, kind=GraphError):
    with pytest.raises(kind, match=match) as ei:
        poot.trace(fn)(*arrays)
    assert isinstance(ei.value, PootError)
    if prim is not None:
        assert ei.value.prim == prim
    return ei.value


def test_mixing_dtypes_is_an_error_naming_the_op_and_line():
    def fn(x, n):
        return x + n
    err = traced_error(fn, normal(3), np.zeros(3, np.int32),
                       match=r"^add at .*test_trace\.py:\d+: inputs have different dtypes \(f32, i32\); cast first",
                       prim="add")
    assert f":{fn.__code__.co_firstlineno + 1}:" in str(err)
    traced_error(lambda n: n * 0.5, np.zeros(3, np.int32), match=r"^mul at .*: a Python float \(0.5\) with a tensor "
                 r"of dtype i32 mixes dtypes; cast first", prim="mul")
    traced_error(lambda n: n + True, np.zeros(3, np.int32), match="a Python bool")
    traced_error(lambda n: n + -1, np.zeros(3, np.uint32), match=r"^add at .*the Python int -1 does not fit u32")
    traced_error(lambda x: x @ np.ones((3, 2)), normal(3), match=r"^matmul at .*dtype float64 is not a graph dtype")
    traced_error(lambda x, h: ops.matmul(x, h), normal(2, 3), np.zeros((3, 2), np.float16),
                 match="^matmul at .*different dtypes")
    traced_error(lambda c, x: ops.where(c, x, 1), np.zeros(3, np.int32), normal(3), match="condition must be bool")


def test_shape_errors_name_the_op():
    traced_error(lambda a, b: a @ b, normal(2, 3), normal(4, 5), match=r"^matmul at .*contracted axes differ")
    traced_error(lambda a, b: a + b, normal(2, 3), normal(4), match=r"^add at .*do not broadcast")
    traced_error(lambda a: a.reshape(5, -1), normal(2, 3), match=r"^reshape at .*cannot reshape")
    traced_error(lambda a: a.reshape(-1, -1), normal(2, 3), match=r"^reshape at .*at most one -1")
    traced_error(lambda a: ops.sum(a, axis=0), normal(2, 3), match=r"^sum at .*last axis only", prim="reduce_sum")
    traced_error(lambda a: ops.softmax(a, axis=0), normal(2, 3), match=r"^softmax at .*last axis only")
    traced_error(lambda a: ops.max(a, axis=2), normal(2, 3), match=r"axis 2 is not an axis of a rank-2 tensor")
    traced_error(lambda a: a.transpose(0, 0), normal(2, 3), match=r"^transpose at .*not a permutation")
    traced_error(lambda a: ops.concat([a, a.T], axis=0), normal(2, 3), match=r"^concat at .*does not match")
    traced_error(lambda a: ops.layernorm(a, a, a), normal(2, 3), match=r"^layernorm at .*must have shape \[3\]")
    traced_error(lambda a: ops.gather(a, a), normal(2, 3), match="must be i32 or u32")
    traced_error(lambda w: ops.dequantize(w, "q4_0", (2, 32)), np.zeros(3, np.uint32), match="packed input must be u32")


def test_indexing_errors():
    traced_error(lambda a: a[::2], normal(4), match=r"^index at .*slice step 2: only step 1 is traced", prim="slice")
    traced_error(lambda a: a[[0, 1]], normal(4), match="select elements by a tensor of ids with ops.gather")
    traced_error(lambda a: a[a > 0], normal(4), match="ops.gather")
    traced_error(lambda a: a[0, 0], normal(4), match="2 indices for a rank-1 tensor")
    traced_error(lambda a: a[4], normal(4), match="index 4 is out of range for axis 0 of length 4")
    traced_error(lambda a: a[..., ...], normal(4), match=r"only one \.\.\.")


def test_python_protocol_errors():
    traced_error(lambda a: a if a > 0 else -a, normal(3), match=r"^bool\(\) at .*has no value while <lambda> is traced")
    traced_error(lambda a: math.sqrt(a), normal(3), match=r"^float\(\) at")
    traced_error(lambda a: [v for v in a], normal(3), match="^iteration at")
    traced_error(lambda a: np.maximum(a, 1.0), normal(3), match=r"^np.maximum at .*not traced; use poot.ops")
    traced_error(lambda a: np.add(a, a, out=np.zeros(3)), normal(3), match=r"^np.add at .*not traced")
    traced_error(lambda a: a ** 0.5, normal(3), match=r"^pow at .*only a positive integer power")
    traced_error(lambda a: a // 2, normal(3), match=r"^floordiv at .*/ on ints truncates toward zero")
    traced_error(lambda a: 2 % a, normal(3), match=r"^floordiv at")
    traced_error(lambda a: a + "x", normal(3), match="str 'x' is not a tensor")
    traced_error(lambda a: ops.cast(a, "f64"), normal(3), match="dtype 'f64' is not a graph dtype")
    assert len(poot.trace(lambda a: a * len(a))(normal(3, 2)).eqns) == 2


def test_trace_usage_errors():
    traced_error(lambda a, b: a, normal(3), match=r"takes 2 positional argument\(s\) \(a, b\), got 1 example",
                 kind=UsageError)
    traced_error(lambda a: a, normal(3), normal(3), match="got 2 example", kind=UsageError)
    traced_error(lambda a: a, np.zeros(3), match=r"input 'a': dtype .*float64.* convert the example array", kind=UsageError)
    traced_error(lambda a: a, [1.0, 2.0], match="example for 'a' is a list; pass a numpy array", kind=UsageError)
    traced_error(lambda a: (a, [a]), normal(3), match="output 1 is a list", kind=UsageError)
    traced_error(lambda a: (), normal(3), match="returned no tensor", kind=UsageError)
    with pytest.raises(UsageError, match="poot.trace needs a function"):
        poot.trace(3)
    leaked = []
    poot.trace(lambda a: leaked.append(a) or a * 2)(normal(3))
    with pytest.raises(GraphError, match="finished trace of <lambda>"):
        leaked[0] + 1
    with pytest.raises(GraphError, match="inside a function run by poot.trace"):
        ops.constant(1.0)
    with pytest.raises(GraphError, match="different traces"):
        poot.trace(lambda b: b + leaked[0])(normal(3))


def test_defaults_and_keyword_parameters():
    def fn(x, scale=2.0, *, bias=1.0):
        return x * scale + bias
    g = poot.trace(fn)(normal(3))
    assert [t.id for t in g.inputs] == ["x"]
    x = normal(3)
    np.testing.assert_allclose(reference.run(g, {"x": x})[g.outputs[0].id], x * 2 + 1)
