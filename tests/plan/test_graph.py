"""Graph.verify: every primitive's rule accepts the right thing and rejects each wrong thing with a
GraphError naming the equation; random small graphs verify, run on the reference with the declared
dtypes and shapes, and a corrupted declaration is caught at its own equation."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poot_core.errors import GraphError, PootError
from poot_core.plan import reference
from poot_core.plan.graph import NUMPY_DTYPES, Eqn, Graph, Tensor, quant_words
from poot_core.testing.random_graphs import random_graph

PAD = Eqn("constant", (), (Tensor("pad", "f32", ()),), {"value": 0.0}, name="pad")


def T(tid: str, dtype: str, *shape: int) -> Tensor:
    return Tensor(tid, dtype, shape)


def graph_of(prim: str, ins: list[Tensor], out: tuple[str, tuple[int, ...]] | None, n_out: int = 1,
             **params: object) -> Graph:
    """inputs `ins`, equation #0 a constant, equation #1 `prim` (named "probe") declaring `out`."""
    outs = tuple(Tensor(f"o{k}", *out) for k in range(n_out)) if out else ()
    e = Eqn(prim, tuple(ins), outs, params, name="probe")
    uniq = tuple(dict.fromkeys(ins))
    return Graph(uniq, outs, (PAD, e))


def ok(prim, ins, out, **params):
    g = graph_of(prim, ins, out, **params)
    assert g.verify() is g


def bad(prim, ins, out, match, n_out=1, **params):
    g = graph_of(prim, ins, out, n_out, **params)
    with pytest.raises(GraphError, match=match) as ei:
        g.verify()
    err = ei.value
    assert err.eqn == 1 and err.prim == prim and isinstance(err, PootError)
    assert str(err).startswith(f"equation #1 probe ({prim}): ")


X = T("x", "f32", 3, 4)
XI = T("xi", "i32", 3, 4)
XH = T("xh", "f16", 3, 4)
XB = T("xb", "bool", 3, 4)


@pytest.mark.parametrize("prim", ["neg", "abs"])
def test_neg_abs(prim):
    for t in (X, XI, XH, T("u", "u32", 2)):
        ok(prim, [t], (t.dtype, t.shape))
    bad(prim, [XB], ("bool", (3, 4)), "dtype bool is not allowed")
    bad(prim, [X, X], ("f32", (3, 4)), "takes 1 input")
    bad(prim, [X], ("f32", (4, 3)), "declares outputs")
    bad(prim, [X], ("f16", (3, 4)), "declares outputs")


@pytest.mark.parametrize("prim", ["exp", "ln", "sqrt", "sin", "cos", "tanh", "erf"])
def test_float_unary(prim):
    ok(prim, [X], ("f32", (3, 4)))
    ok(prim, [XH], ("f16", (3, 4)))
    bad(prim, [XI], ("i32", (3, 4)), "dtype i32 is not allowed")
    bad(prim, [], ("f32", (3, 4)), "takes 1 input")
    bad(prim, [X], ("f32", (3, 4)), "unknown parameter", axis=1)


def test_cast():
    for to in NUMPY_DTYPES:
        ok("cast", [X], (to, (3, 4)), dtype=to)
        ok("cast", [XB], (to, (3, 4)), dtype=to)
    bad("cast", [X], ("f32", (3, 4)), "cast needs dtype=")
    bad("cast", [X], ("f32", (3, 4)), "cast needs dtype=", dtype="f64")
    bad("cast", [X], ("i32", (3, 4)), "declares outputs", dtype="u32")


@pytest.mark.parametrize("prim", ["add", "sub", "mul", "div", "max", "min"])
def test_binary(prim):
    ok(prim, [X, X], ("f32", (3, 4)))
    ok(prim, [T("a", "i32", 3, 1), T("b", "i32", 4)], ("i32", (3, 4)))
    ok(prim, [T("a", "u32", 2, 1, 5), T("b", "u32", 7, 1)], ("u32", (2, 7, 5)))
    ok(prim, [T("s", "f16"), XH], ("f16", (3, 4)))
    bad(prim, [X, XI], ("f32", (3, 4)), r"different dtypes \(f32, i32\); cast first")
    bad(prim, [X, T("y", "f32", 3)], ("f32", (3, 4)), "do not broadcast")
    bad(prim, [XB, XB], ("bool", (3, 4)), "dtype bool is not allowed")
    bad(prim, [X, X], ("f32", (3, 1)), "declares outputs")
    bad(prim, [X], ("f32", (3, 4)), "takes 2 input")


@pytest.mark.parametrize("prim", ["lt", "le", "gt", "ge", "eq", "ne"])
def test_compare(prim):
    ok(prim, [X, T("s", "f32")], ("bool", (3, 4)))
    ok(prim, [XI, XI], ("bool", (3, 4)))
    bad(prim, [X, X], ("f32", (3, 4)), "declares outputs")
    bad(prim, [X, XH], ("bool", (3, 4)), "different dtypes")
    bad(prim, [XB, XB], ("bool", (3, 4)), "dtype bool")


def test_where():
    ok("where", [T("c", "bool", 3, 1), T("a", "f32", 4), X], ("f32", (3, 4)))
    ok("where", [XB, XI, T("s", "i32")], ("i32", (3, 4)))
    bad("where", [X, X, X], ("f32", (3, 4)), "condition must be bool")
    bad("where", [XB, X, XI], ("f32", (3, 4)), "different dtypes")
    bad("where", [XB, X, T("y", "f32", 5)], ("f32", (3, 4)), "do not broadcast")
    bad("where", [XB, X], ("f32", (3, 4)), "takes 3 input")


def test_constant():
    ok("constant", [], ("f32", (2, 3)), value=1.5)
    ok("constant", [], ("i32", (2, 3)), value=tuple(range(6)))
    ok("constant", [], ("bool", ()), value=True)
    bad("constant", [], ("f32", (2, 3)), "value must be one number or 6 numbers", value=(1.0, 2.0))
    bad("constant", [], ("f32", (2, 3)), "value must be", value="one")
    bad("constant", [], ("f32", (2, 3)), "value must be")
    bad("constant", [], None, "exactly one output", value=1.0)
    bad("constant", [], ("f32", ()), "exactly one output", n_out=2, value=1.0)
    bad("constant", [X], ("f32", ()), "takes 0 input", value=1.0)


@pytest.mark.parametrize("a, b, out", [
    ((2, 3), (3, 4), (2, 4)), ((5, 2, 3), (3, 4), (5, 2, 4)), ((3,), (3, 4), (4,)), ((2, 3), (3,), (2,)),
    ((1, 2, 3), (6, 3, 4), (6, 2, 4)), ((3,), (3,), ()), ((7, 1, 2, 3), (5, 3, 4), (7, 5, 2, 4))])
def test_matmul_ok(a, b, out):
    ok("matmul", [Tensor("a", "f32", a), Tensor("b", "f32", b)], ("f32", out))
    ok("matmul", [Tensor("a", "f16", a), Tensor("b", "f16", b)], ("f16", out))


def test_matmul_bad():
    bad("matmul", [T("a", "f32", 2, 3), T("b", "f32", 4, 5)], ("f32", (2, 5)), r"contracted axes differ.*3 vs 4")
    bad("matmul", [T("a", "i32", 2, 3), T("b", "i32", 3, 5)], ("i32", (2, 5)), "dtype i32 is not allowed")
    bad("matmul", [T("a", "f32"), T("b", "f32", 3, 5)], ("f32", (5,)), "rank >= 1")
    bad("matmul", [T("a", "f32", 2, 2, 3), T("b", "f32", 3, 3, 5)], ("f32", (2, 2, 5)), "do not broadcast")
    bad("matmul", [T("a", "f32", 2, 3), T("b", "f16", 3, 5)], ("f32", (2, 5)), "different dtypes")
    bad("matmul", [T("a", "f32", 2, 3), T("b", "f32", 3, 5)], ("f32", (5, 2)), "declares outputs")


@pytest.mark.parametrize("prim", ["reduce_sum", "reduce_max", "reduce_mean"])
def test_reduce(prim):
    ok(prim, [X], ("f32", (3,)))
    ok(prim, [X], ("f32", (3, 1)), keepdims=True)
    ok(prim, [T("v", "f32", 5)], ("f32", ()))
    if prim != "reduce_mean":
        ok(prim, [XI], ("i32", (3,)))
    else:
        bad(prim, [XI], ("i32", (3,)), "dtype i32 is not allowed")
    bad(prim, [XB], ("bool", (3,)), "dtype bool")
    bad(prim, [X], ("f32", (3,)), "keepdims must be true or false", keepdims=1)
    bad(prim, [T("s", "f32")], ("f32", ()), "non-empty last axis")
    bad(prim, [T("e", "f32", 3, 0)], ("f32", (3,)), "non-empty last axis")
    bad(prim, [X], ("f32", (4,)), "declares outputs")
    bad(prim, [X], ("f32", (3,)), "unknown parameter", axis=0)


def test_softmax():
    ok("softmax", [X], ("f32", (3, 4)))
    ok("softmax", [XH], ("f16", (3, 4)))
    bad("softmax", [XI], ("i32", (3, 4)), "dtype i32")
    bad("softmax", [T("s", "f32")], ("f32", ()), "non-empty last axis")


def test_norms():
    g4, b4 = T("g", "f32", 4), T("b", "f32", 4)
    ok("layernorm", [X, g4, b4], ("f32", (3, 4)))
    ok("layernorm", [X, g4, b4], ("f32", (3, 4)), eps=1e-6)
    ok("rmsnorm", [X, g4], ("f32", (3, 4)), eps=0)
    bad("layernorm", [X, T("g", "f32", 3), b4], ("f32", (3, 4)), r"must have shape \[4\]")
    bad("layernorm", [X, g4, T("b", "f32", 1, 4)], ("f32", (3, 4)), r"must have shape \[4\]")
    bad("layernorm", [X, g4, T("b", "f16", 4)], ("f32", (3, 4)), "different dtypes")
    bad("layernorm", [X, g4], ("f32", (3, 4)), "takes 3 input")
    bad("layernorm", [X, g4, b4], ("f32", (3, 4)), "eps must be a non-negative number", eps=-1.0)
    bad("rmsnorm", [X, g4], ("f32", (3, 4)), "eps must be", eps="small")
    bad("rmsnorm", [X, g4], ("f32", (3, 4)), "eps must be", eps=float("nan"))
    bad("rmsnorm", [XI, T("g", "i32", 4)], ("i32", (3, 4)), "dtype i32")


def test_gather():
    table = T("tab", "f32", 10, 4)
    ok("gather", [table, T("ids", "i32", 2, 3)], ("f32", (2, 3, 4)))
    ok("gather", [T("tab", "i32", 10), T("ids", "u32", 5)], ("i32", (5,)))
    bad("gather", [table, T("ids", "f32", 2)], ("f32", (2, 4)), "must be i32 or u32")
    bad("gather", [T("tab", "f32"), T("ids", "i32", 2)], ("f32", (2,)), "needs rank >= 1")
    bad("gather", [table, T("ids", "i32", 2)], ("f32", (2,)), "declares outputs")


def test_index_maps():
    ok("reshape", [X], ("f32", (12,)), shape=(12,))
    ok("reshape", [X], ("f32", (2, 1, 6)), shape=[2, 1, 6])
    bad("reshape", [X], ("f32", (5,)), "cannot reshape", shape=(5,))
    bad("reshape", [X], ("f32", (12,)), "shape must be a list of integers", shape=12)
    bad("reshape", [X], ("f32", (12,)), "shape must be a list of integers", shape=(12.0,))
    bad("reshape", [X], ("f32", (12,)), "shape must be a list of integers")
    ok("transpose", [X], ("f32", (4, 3)), perm=(1, 0))
    bad("transpose", [X], ("f32", (4, 3)), "is not a permutation", perm=(1, 1))
    bad("transpose", [X], ("f32", (4, 3)), "is not a permutation", perm=(1, 0, 2))
    ok("slice", [X], ("f32", (2, 1)), starts=(1, 3), stops=(3, 4))
    ok("slice", [X], ("f32", (0, 4)), starts=(2, 0), stops=(2, 4))
    bad("slice", [X], ("f32", (2, 1)), "outside an axis of length 4", starts=(1, 3), stops=(3, 5))
    bad("slice", [X], ("f32", (2, 1)), "outside an axis", starts=(2, 0), stops=(1, 4))
    bad("slice", [X], ("f32", (2, 1)), "one entry per axis", starts=(1,), stops=(3,))
    ok("concat", [X, T("y", "f32", 2, 4)], ("f32", (5, 4)), axis=0)
    ok("concat", [X, X, T("y", "f32", 3, 1)], ("f32", (3, 9)), axis=1)
    bad("concat", [X, T("y", "f32", 2, 5)], ("f32", (5, 4)), "does not match", axis=0)
    bad("concat", [X, T("y", "f32", 4)], ("f32", (5, 4)), "does not match", axis=0)
    bad("concat", [X, XI], ("f32", (6, 4)), "different dtypes", axis=0)
    bad("concat", [X], ("f32", (3, 4)), "axis must be an axis", axis=2)
    bad("concat", [X], ("f32", (3, 4)), "axis must be an axis")
    bad("concat", [], ("f32", (3, 4)), "at least one input", axis=0)


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0", "q4_1"])
def test_dequantize(fmt):
    n = quant_words(fmt, 3, 64)
    w = T("w", "u32", n)
    ok("dequantize", [w], ("f32", (3, 64)), format=fmt, shape=(3, 64))
    bad("dequantize", [w], ("f32", (3, 64)), "format must be one of", format="q5_0", shape=(3, 64))
    bad("dequantize", [w], ("f32", (3, 48)), "cols a multiple of 32", format=fmt, shape=(3, 48))
    bad("dequantize", [w], ("f32", (192,)), r"shape must be \[rows, cols\]", format=fmt, shape=(192,))
    bad("dequantize", [T("w", "u32", n + 1)], ("f32", (3, 64)), "packed input must be u32", format=fmt, shape=(3, 64))
    bad("dequantize", [T("w", "i32", n)], ("f32", (3, 64)), "packed input must be u32", format=fmt, shape=(3, 64))


def test_quant_words():
    assert quant_words("q8_0", 1, 32) == 9  # 34 bytes -> 9 words
    assert quant_words("q4_0", 2, 32) == 9  # 36 bytes
    assert quant_words("q4_1", 1, 64) == 10  # 40 bytes


def test_select():
    ok("argmax", [X], ("u32", (3,)))
    ok("argmax", [T("v", "f16", 7)], ("u32", ()))
    bad("argmax", [XI], ("u32", (3,)), "dtype i32")
    bad("argmax", [X], ("i32", (3,)), "declares outputs")
    u = T("u", "f32", 3)
    ok("sample", [X, u], ("u32", (3,)), temperature=0.7)
    ok("sample", [X, u], ("u32", (3,)), temperature=0)
    bad("sample", [X, T("u", "f32", 4)], ("u32", (3,)), r"must have shape \[3\]", temperature=1.0)
    bad("sample", [X, u], ("u32", (3,)), "temperature must be a number >= 0", temperature=-1.0)
    bad("sample", [X, u], ("u32", (3,)), "temperature must be")
    bad("sample", [X, T("u", "f16", 3)], ("u32", (3,)), "different dtypes", temperature=1.0)


def test_graph_level_errors():
    with pytest.raises(GraphError, match="unknown primitive 'frobnicate'") as ei:
        graph_of("frobnicate", [X], ("f32", (3, 4))).verify()
    assert ei.value.eqn == 1
    y = T("y", "f32", 3, 4)
    g = Graph((X,), (y,), (Eqn("neg", (y,), (y,)),))
    with pytest.raises(GraphError, match=r"equation #0 \(neg\): input y is not defined before it is used"):
        g.verify()
    g = Graph((X,), (), (Eqn("neg", (T("x", "f32", 4, 3),), (y,)),))
    with pytest.raises(GraphError, match="does not match its definition"):
        g.verify()
    g = Graph((X,), (), (Eqn("neg", (X,), (T("x", "f32", 3, 4),)),))
    with pytest.raises(GraphError, match="output x is already defined"):
        g.verify()
    with pytest.raises(GraphError, match="graph input x is declared twice"):
        Graph((X, X), (), ()).verify()
    with pytest.raises(GraphError, match="graph output y:f32.*is not a defined tensor"):
        Graph((X,), (y,), ()).verify()
    with pytest.raises(GraphError, match="dtype 'f64' is not one of"):
        Tensor("z", "f64", (1,))
    with pytest.raises(GraphError, match="must be non-negative integers"):
        Tensor("z", "f32", (-1,))


# --- random graphs ------------------------------------------------------------------------
def _corrupt(t: Tensor, how: int) -> Tensor:
    if how == 0:
        return dataclasses.replace(t, shape=t.shape + (2,))
    return dataclasses.replace(t, dtype="i32" if t.dtype != "i32" else "f32")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 32 - 1), st.data())
def test_random_graphs_verify_and_run_as_declared(seed, data):
    g, inputs = random_graph(seed)
    assert g.verify() is g
    out = reference.run(g, inputs)  # run() checks every result against its declared dtype and shape
    for t in g.outputs:
        assert out[t.id].shape == t.shape and out[t.id].dtype == np.dtype(NUMPY_DTYPES[t.dtype])
        assert np.isfinite(out[t.id]).all()
    # corrupting one equation's declared output is caught at that equation (a constant's output is
    # whatever it declares: a corrupted one is caught where it is used)
    i = data.draw(st.sampled_from([k for k, e in enumerate(g.eqns) if e.prim != "constant"]))
    e = g.eqns[i]
    bad_out = _corrupt(e.outputs[0], data.draw(st.integers(0, 1)))
    eqns = list(g.eqns)
    eqns[i] = dataclasses.replace(e, outputs=(bad_out,))
    with pytest.raises(GraphError) as ei:
        Graph(g.inputs, g.outputs, tuple(eqns)).verify()
    assert ei.value.eqn == i and ei.value.prim == e.prim
    assert f"equation #{i} {e.name} ({e.prim})" in str(ei.value)
