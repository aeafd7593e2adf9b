"""poot_core.frontends.onnx: every mapped op against onnxruntime (graphs built with onnx.helper, the
import run by the numpy reference, a few through poot.compile on the oracle and vulkan), the typed
errors, `poot import model.onnx`, and MiniLM exported from torch by scripts/export_minilm_onnx.py."""
from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

import poot
from poot_core.cli import main
from poot_core.errors import UsageError
from poot_core.frontends.onnx import CONST_LIMIT, OnnxImportError, load, read_weights, weights_path
from poot_core.frontends.onnx_ops import OPS
from poot_core.plan import codec, reference

ROOT = Path(__file__).resolve().parents[2]
RNG = np.random.default_rng(15)
F, I64, I32, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32, TensorProto.BOOL
_ELEM = {np.dtype(np.float32): F, np.dtype(np.int64): I64, np.dtype(np.int32): I32, np.dtype(bool): B,
         np.dtype(np.float16): TensorProto.FLOAT16, np.dtype(np.float64): TensorProto.DOUBLE}


def rand(*shape, lo=-2.0, hi=2.0):
    return RNG.uniform(lo, hi, shape).astype(np.float32)


def model(nodes, feeds, outputs, inits=None, opset=17, shapes=None):
    """A model of `nodes` whose inputs are `feeds` (name -> example array; `shapes` overrides the
    declared shape, None dims for dynamic ones) and outputs `outputs` (name -> elem type)."""
    ins = [helper.make_tensor_value_info(n, _ELEM[a.dtype], (shapes or {}).get(n, a.shape)) for n, a in feeds.items()]
    outs = [helper.make_tensor_value_info(n, t, None) for n, t in outputs.items()]
    init = [numpy_helper.from_array(a, n) for n, a in (inits or {}).items()]
    g = helper.make_graph(nodes, "g", ins, outs, init)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 8
    return m


def const(name, value):
    return helper.make_node("Constant", [], [name], value=numpy_helper.from_array(np.asarray(value), name + "_v"))


def narrow(a):
    return a.astype(np.int32) if a.dtype == np.int64 else a


def ort_run(m, feeds):
    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    return dict(zip([o.name for o in sess.get_outputs()], sess.run(None, feeds)))


def same(got, want, rtol=2e-6, atol=2e-6):
    assert got.shape == want.shape, (got.shape, want.shape)
    if want.dtype.kind in "fc":
        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=rtol, atol=atol)
    else:
        np.testing.assert_array_equal(got, narrow(want))


def check(m, feeds, **tol):
    """Import m, run it on the numpy reference and compare every output with onnxruntime's."""
    want = ort_run(m, feeds)
    g, w = load(m)
    got = reference.run(g, {**{k: narrow(v) for k, v in feeds.items()}, **w})
    assert [t.id for t in g.outputs] == list(want)
    for name, arr in want.items():
        same(got[name], arr, **tol)
    return g, w


def node(op, ins, outs=("y",), **attrs):
    return helper.make_node(op, list(ins), list(outs), name=f"{op.lower()}_{outs[0]}", **attrs)


# --- one op at a time ---------------------------------------------------------------------------
def unary(op, lo=-2.0, hi=2.0, **attrs):
    return chain([node(op, ["x"], **attrs)], {"x": rand(2, 3, 5, lo=lo, hi=hi)}, {"y": F})


def binary(op, a, b, out=F, init=False, **attrs):
    def build():
        feeds = {"a": a}
        inits = {"b": b} if init else {}
        if not init:
            feeds["b"] = b
        return case([node(op, ["a", "b"], **attrs)], feeds, {"y": out}, inits)
    return build


def case(nodes, feeds, outputs, inits=None, opset=17):
    """A case: the model and the arrays it runs on."""
    return model(nodes, feeds, outputs, inits, opset), feeds


def chain(nodes, feeds, outputs, inits=None, opset=17):
    return lambda: case(nodes, feeds, outputs, inits, opset)


ints = RNG.integers(-50, 50, (3, 4)).astype(np.int32)
nz = np.where(ints == 0, 7, ints).astype(np.int32)
xf = rand(2, 3, 4)
xn = xf.copy()
xn[0, 0, :2] = np.nan

CASES = {
    # elementwise, broadcast like numpy; a float initializer is a weight input
    "add_broadcast_weight": binary("Add", rand(2, 3, 4), rand(4), init=True),
    "sub": binary("Sub", rand(3, 1, 4), rand(2, 1)),
    "mul": binary("Mul", rand(2, 3, 4), rand(3, 1)),
    "div": binary("Div", rand(2, 3), rand(2, 3, lo=0.5, hi=2.0)),
    "div_int_truncates": binary("Div", ints, nz, out=I32),
    "add_int64": binary("Add", RNG.integers(-9, 9, (2, 3)), RNG.integers(-9, 9, (3,)), out=I64),
    "sqrt": unary("Sqrt", 0.0, 4.0), "erf": unary("Erf"), "tanh": unary("Tanh"), "exp": unary("Exp"),
    "log": unary("Log", 0.1, 4.0), "neg": unary("Neg"), "abs": unary("Abs"), "relu": unary("Relu"),
    "sigmoid": unary("Sigmoid"), "reciprocal": unary("Reciprocal", 0.5, 2.0), "sin": unary("Sin"), "cos": unary("Cos"),
    **{f"pow_{p}": (lambda p=p: case([const("e", np.float32(p)), node("Pow", ["x", "e"])],
                                       {"x": rand(3, 4, lo=0.2, hi=2.0)}, {"y": F}))
       for p in (1, 2, 3, 0.5, -1, -0.5)},
    "pow_int_exponent_initializer": lambda: case([node("Pow", ["x", "e"])], {"x": rand(3, 4)}, {"y": F},
                                                   {"e": np.array(2, np.int64)}),
    # comparisons and logic (NaN compares unequal)
    **{f"cmp_{op}": binary(op, xn, rand(4), out=B) for op in ("Equal", "Less", "LessOrEqual", "Greater",
                                                              "GreaterOrEqual")},
    "equal_int64": binary("Equal", RNG.integers(0, 3, (4, 5)), RNG.integers(0, 3, (5,)), out=B),
    "equal_bool": binary("Equal", RNG.random((3, 4)) < 0.5, RNG.random((4,)) < 0.5, out=B),
    **{f"logic_{op}": binary(op, RNG.random((3, 4)) < 0.5, RNG.random((3, 1)) < 0.5, out=B)
       for op in ("And", "Or", "Xor")},
    "logic_Not": lambda: case([node("Not", ["x"])], {"x": RNG.random((3, 4)) < 0.5}, {"y": B}),
    "where": lambda: case([node("Where", ["c", "a", "b"])], {"c": RNG.random((3, 1)) < 0.5, "a": rand(3, 4),
                                                               "b": rand(4)}, {"y": F}),
    "cast_f32_to_i32": lambda: case([node("Cast", ["x"], to=I32)], {"x": rand(3, 4) * 10}, {"y": I32}),
    "cast_f32_to_i64": lambda: case([node("Cast", ["x"], to=I64)], {"x": rand(3, 4) * 10}, {"y": I64}),
    "cast_i64_to_f32": lambda: case([node("Cast", ["x"], to=F)], {"x": RNG.integers(-99, 99, (5,))}, {"y": F}),
    "cast_f32_to_bool": lambda: case([node("Cast", ["x"], to=B)], {"x": np.array([0, -0.0, 1.5, -2, np.nan],
                                                                                    np.float32)}, {"y": B}),
    "cast_bool_to_f32": lambda: case([node("Cast", ["x"], to=F)], {"x": RNG.random(6) < 0.5}, {"y": F}),
    # contractions
    "matmul_batched_broadcast": binary("MatMul", rand(2, 1, 3, 4), rand(5, 4, 2)),
    "matmul_weight": binary("MatMul", rand(2, 3, 4), rand(4, 6), init=True),
    "matmul_vector": binary("MatMul", rand(4), rand(4, 3)),
    "gemm_transB_alpha_beta": lambda: case([node("Gemm", ["a", "b", "c"], alpha=0.5, beta=2.0, transB=1)],
                                             {"a": rand(3, 4)}, {"y": F}, {"b": rand(5, 4), "c": rand(5)}),
    "gemm_transA_no_c": lambda: case([node("Gemm", ["a", "b"], transA=1)], {"a": rand(4, 3), "b": rand(4, 2)},
                                       {"y": F}),
    "gemm_c_matrix_scalar_alpha": lambda: case([node("Gemm", ["a", "b", "c"], alpha=-1.5)],
                                                 {"a": rand(3, 4), "b": rand(4, 2), "c": rand(3, 2)}, {"y": F}),
    # reductions (any axes: moved last and merged)
    "reduce_mean_last_keep": unary("ReduceMean", axes=[-1]),
    "reduce_mean_last_drop": unary("ReduceMean", axes=[-1], keepdims=0),
    "reduce_mean_middle": unary("ReduceMean", axes=[1]),
    "reduce_mean_two_axes_drop": unary("ReduceMean", axes=[0, 2], keepdims=0),
    "reduce_mean_two_last_keep": unary("ReduceMean", axes=[1, 2]),
    "reduce_mean_all": unary("ReduceMean"),
    "reduce_max_first": unary("ReduceMax", axes=[0]),
    "reduce_sum_axes_input": chain([const("ax", np.array([1], np.int64)), node("ReduceSum", ["x", "ax"], keepdims=0)],
                                   {"x": rand(2, 3, 4)}, {"y": F}),
    "reduce_mean_opset18": chain([const("ax", np.array([-1], np.int64)), node("ReduceMean", ["x", "ax"])],
                                 {"x": rand(2, 3, 4)}, {"y": F}, opset=18),
    # row ops
    "softmax_last": unary("Softmax", axis=-1),
    "softmax_middle": unary("Softmax", axis=1),
    "softmax_opset11_coerced": chain([node("Softmax", ["x"], axis=1)], {"x": rand(2, 3, 4)}, {"y": F}, opset=11),
    "layernorm": lambda: case([node("LayerNormalization", ["x", "g", "b"], epsilon=1e-3)], {"x": rand(2, 3, 8)},
                                {"y": F}, {"g": rand(8), "b": rand(8)}),
    "layernorm_no_bias": lambda: case([node("LayerNormalization", ["x", "g"])], {"x": rand(4, 8)}, {"y": F},
                                        {"g": rand(8)}),
    # index maps
    "transpose": unary("Transpose", perm=[2, 0, 1]),
    "transpose_default": unary("Transpose"),
    "reshape_zero_minus_one": chain([const("s", np.array([0, -1, 2], np.int64)), node("Reshape", ["x", "s"])],
                                    {"x": rand(2, 3, 4)}, {"y": F}),
    "flatten": unary("Flatten", axis=2),
    "flatten_0": unary("Flatten", axis=0),
    "squeeze_axes_input": chain([const("ax", np.array([0, -1], np.int64)), node("Squeeze", ["x", "ax"])],
                                {"x": rand(1, 3, 1)}, {"y": F}),
    "squeeze_all": chain([node("Squeeze", ["x"])], {"x": rand(1, 3, 1, 2)}, {"y": F}),
    "unsqueeze_axes_input": chain([const("ax", np.array([0, -1], np.int64)), node("Unsqueeze", ["x", "ax"])],
                                  {"x": rand(3, 4)}, {"y": F}),
    "unsqueeze_opset11_attr": chain([node("Unsqueeze", ["x"], axes=[1])], {"x": rand(3, 4)}, {"y": F}, opset=11),
    "gather_embedding": lambda: case([node("Gather", ["w", "ids"])], {"ids": RNG.integers(0, 10, (2, 3))}, {"y": F},
                                       {"w": rand(10, 4)}),
    "gather_axis1_negative_const": chain([const("i", np.array([[-1, 0], [2, -3]], np.int64)),
                                          node("Gather", ["x", "i"], axis=1)], {"x": rand(2, 5, 3)}, {"y": F}),
    "gather_scalar_index": chain([const("i", np.array(2, np.int64)), node("Gather", ["x", "i"])], {"x": rand(4, 3)},
                                 {"y": F}),
    "shape_arithmetic_folds": chain([  # Shape -> Gather -> Unsqueeze -> Concat -> Reshape, as exports write it
        node("Shape", ["x"], ["s"]), const("k", np.array(0, np.int64)), node("Gather", ["s", "k"], ["b0"], axis=0),
        const("z", np.array([0], np.int64)), node("Unsqueeze", ["b0", "z"], ["b1"]),
        const("m", np.array([-1, 2], np.int64)), node("Concat", ["b1", "m"], ["shp"], axis=0),
        node("Reshape", ["x", "shp"])], {"x": rand(3, 2, 4)}, {"y": F}),
    "concat_tensor_and_constant": chain([const("c", rand(2, 1)), node("Concat", ["a", "c", "b"], axis=-1)],
                                        {"a": rand(2, 3), "b": rand(2, 2)}, {"y": F}),
    "slice_negative_clamped": chain([const("st", np.array([-3, 1], np.int64)),
                                     const("en", np.array([2 ** 62, -1], np.int64)),
                                     const("ax", np.array([2, 0], np.int64)), node("Slice", ["x", "st", "en", "ax"])],
                                    {"x": rand(4, 3, 5)}, {"y": F}),
    "slice_opset9_attrs": chain([node("Slice", ["x"], starts=[1], ends=[3], axes=[1])], {"x": rand(2, 4)}, {"y": F},
                                opset=9),
    "split_sizes": chain([const("sp", np.array([1, 3], np.int64)), node("Split", ["x", "sp"], ["y", "z"], axis=1)],
                         {"x": rand(2, 4)}, {"y": F, "z": F}),
    "split_equal": chain([node("Split", ["x"], ["y", "z", "w"], axis=0)], {"x": rand(6, 2)}, {"y": F, "z": F, "w": F}),
    "expand": chain([const("s", np.array([2, 3, 4], np.int64)), node("Expand", ["x", "s"])], {"x": rand(3, 1)},
                    {"y": F}),
    "expand_bool": chain([const("s", np.array([2, 1, 4], np.int64)), node("Expand", ["x", "s"])],
                         {"x": RNG.random((3, 1)) < 0.5}, {"y": B}),
    # folding: ConstantOfShape, Range, Cast of constants; an output that is a constant; a large constant
    "range_constantofshape_fold": chain([
        node("Shape", ["x"], ["s"]), node("ConstantOfShape", ["s"], ["ones"], value=numpy_helper.from_array(
            np.array([1.5], np.float32))), const("a", np.array(0, np.int64)), const("n", np.array(4, np.int64)),
        const("d", np.array(1, np.int64)), node("Range", ["a", "n", "d"], ["r"]), node("Cast", ["r"], ["rf"], to=F),
        node("Add", ["x", "ones"], ["t"]), node("Add", ["t", "rf"])], {"x": rand(3, 4)}, {"y": F}),
    "output_is_a_constant": chain([node("Shape", ["x"], ["y"]), node("Neg", ["x"], ["z"])], {"x": rand(3, 4)},
                                  {"y": I64, "z": F}),
    "large_constant_is_a_weight": chain([const("c", rand(40, 40)), node("Add", ["x", "c"])], {"x": rand(40, 40)},
                                        {"y": F}),
    "identity_output_and_dropout": chain([node("Dropout", ["x"], ["d"]), node("Identity", ["d"], ["y"]),
                                          node("Identity", ["x"], ["z"])], {"x": rand(3, 4)}, {"y": F, "z": F}),
    "f16": lambda: case([node("Add", ["a", "b"])], {"a": rand(3, 4).astype(np.float16),
                                                      "b": rand(4).astype(np.float16)}, {"y": TensorProto.FLOAT16}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_op_matches_onnxruntime(name):
    check(*CASES[name]())


def test_every_mapped_op_is_tested():
    used = {n.op_type for case in CASES.values() for n in case()[0].graph.node}
    assert set(OPS) - used == set()


def test_weights_and_constants_by_name():
    m = model([const("c", np.arange(4, dtype=np.float32)), node("Add", ["x", "w"], ["t"]), node("Mul", ["t", "c"])],
              {"x": rand(3, 4)}, {"y": F}, {"w": rand(4), "unused": rand(9)})
    g, w = load(m)
    assert [t.id for t in g.inputs] == ["x", "w"] and list(w) == ["w"]  # an unread initializer is no input
    assert w["w"].dtype == np.float32 and [e.prim for e in g.eqns] == ["add", "constant", "mul"]
    assert g.eqns[0].name == "add_t" and g.eqns[-1].outputs[0].id == "y"
    big = model([const("c", rand(CONST_LIMIT + 1)), node("Add", ["x", "c"])], {"x": rand(CONST_LIMIT + 1)}, {"y": F})
    g, w = load(big)
    assert list(w) == ["c"] and [e.prim for e in g.eqns] == ["add"]
    uniform = model([const("c", np.full(CONST_LIMIT * 2, -0.0, np.float32)), node("Add", ["x", "c"])],
                    {"x": rand(CONST_LIMIT * 2)}, {"y": F})
    g, w = load(uniform)
    assert w == {} and g.eqns[0].p["value"] == -0.0 and math.copysign(1, g.eqns[0].p["value"]) == -1


# --- through poot.compile on the oracle and vulkan -------------------------------------------------
def _mlp_block():
    """x @ W^T + b (Gemm), erf-GELU, LayerNormalization, softmax attention: a BERT layer in small."""
    nodes = [node("Gemm", ["x", "w", "b"], ["h"], transB=1), const("r2", np.float32(math.sqrt(2))),
             node("Div", ["h", "r2"], ["h1"]), node("Erf", ["h1"], ["h2"]), const("one", np.float32(1)),
             node("Add", ["h2", "one"], ["h3"]), node("Mul", ["h", "h3"], ["h4"]), const("half", np.float32(0.5)),
             node("Mul", ["h4", "half"], ["g"]), node("LayerNormalization", ["g", "gamma", "beta"], ["n"], epsilon=1e-5),
             node("Transpose", ["n"], ["nt"], perm=[1, 0]), node("MatMul", ["n", "nt"], ["s"]),
             node("Softmax", ["s"], ["p"], axis=-1), node("MatMul", ["p", "n"], ["y"])]
    inits = {"w": rand(16, 8), "b": rand(16), "gamma": rand(16), "beta": rand(16)}
    return model(nodes, {"x": rand(4, 8)}, {"y": F}, inits), {"x": rand(4, 8)}


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_compiled_import_matches_onnxruntime(target):
    m, feeds = _mlp_block()
    want = ort_run(m, feeds)["y"]
    g, w = load(m)
    prog = poot.compile(g, target)
    got = prog.run({**feeds, **w})["y"]
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_compiled_gather_reduce_and_mask_match_onnxruntime(target):
    ids = RNG.integers(0, 12, (2, 5))
    mask = np.array([[1, 1, 1, 0, 0], [1, 1, 1, 1, 1]], np.int64)
    nodes = [node("Gather", ["emb", "ids"], ["e"]), node("Cast", ["mask"], ["mf"], to=F),
             const("ax", np.array([-1], np.int64)), node("Unsqueeze", ["mf", "ax"], ["m3"]),
             node("Mul", ["e", "m3"], ["em"]), const("ax1", np.array([1], np.int64)),
             node("ReduceSum", ["em", "ax1"], ["s"], keepdims=0), node("ReduceSum", ["mf", "ax1"], ["cnt"], keepdims=1),
             node("Div", ["s", "cnt"], ["mean"]), node("Mul", ["mean", "mean"], ["sq"]),
             node("ReduceSum", ["sq", "ax"], ["n2"], keepdims=1), node("Sqrt", ["n2"], ["nrm"]),
             node("Div", ["mean", "nrm"], ["y"])]  # mean pooling and L2 normalization, as sentence-transformers
    m = model(nodes, {"ids": ids, "mask": mask}, {"y": F}, {"emb": rand(12, 6)})
    feeds = {"ids": ids, "mask": mask}
    want = ort_run(m, feeds)["y"]
    g, w = load(m)
    got = poot.compile(g, target).run({"ids": ids.astype(np.int32), "mask": mask.astype(np.int32), **w})["y"]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


# --- errors ----------------------------------------------------------------------------------------
def _refused(m, *words, shapes=None):
    with pytest.raises(OnnxImportError) as ei:
        load(m, shapes)
    for w in words:
        assert w in str(ei.value), str(ei.value)
    return ei.value


def test_unsupported_op_names_the_node_and_op_type():
    m = model([node("Neg", ["x"], ["a"]), helper.make_node("Einsum", ["a"], ["y"], name="the_einsum",
                                                           equation="ij->ji")], {"x": rand(3, 4)}, {"y": F})
    err = _refused(m, "node #1 'the_einsum' (Einsum)", "not supported")
    assert (err.index, err.node, err.op_type, err.exit_code) == (1, "the_einsum", "Einsum", 2)


def test_unsupported_attributes_and_values_are_refused():
    _refused(model([node("Softmax", ["x"], axis=-1, frobnicate=3)], {"x": rand(3, 4)}, {"y": F}),
             "(Softmax)", "attribute(s) frobnicate not supported")
    _refused(model([const("e", np.float32(1.7)), node("Pow", ["x", "e"])], {"x": rand(3)}, {"y": F}),
             "(Pow)", "exponent 1.7 is not supported")
    _refused(model([const("s", np.array([0], np.int64)), const("e", np.array([4], np.int64)),
                    const("a", np.array([0], np.int64)), const("st", np.array([2], np.int64)),
                    node("Slice", ["x", "s", "e", "a", "st"])], {"x": rand(4)}, {"y": F}), "(Slice)", "step 2")
    _refused(model([node("LayerNormalization", ["x", "g"], axis=1)], {"x": rand(2, 3, 4)}, {"y": F},
                   {"g": rand(3, 4)}), "(LayerNormalization)", "last axis only")
    _refused(model([node("Gather", ["x", "i"])], {"x": rand(3, 4), "i": RNG.integers(0, 3, (2,))}, {"y": F},
                   {"i": np.array([5], np.int64)}), "outside [-3, 3)")


def test_a_run_time_value_where_a_constant_is_needed():
    m = model([node("Reshape", ["x", "s"])], {"x": rand(2, 6), "s": np.array([3, 4], np.int64)}, {"y": F})
    _refused(m, "(Reshape)", "the shape (s) must be a constant")


def test_a_used_extra_output_and_a_foreign_domain_are_refused():
    m = model([node("LayerNormalization", ["x", "g"], ["y", "mean"]), node("Neg", ["mean"], ["z"])],
              {"x": rand(2, 4)}, {"y": F, "z": F}, {"g": rand(4)})
    _refused(m, "output 1 (mean) of LayerNormalization is not supported")
    m = model([helper.make_node("FusedMatMul", ["x", "x"], ["y"], domain="com.microsoft")], {"x": rand(3, 3)},
              {"y": F})
    m.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    _refused(m, "com.microsoft.FusedMatMul is not supported")


def test_dynamic_dimensions_need_shapes():
    m = model([node("Neg", ["x"])], {"x": rand(2, 3)}, {"y": F}, shapes={"x": ["batch", 3]})
    with pytest.raises(UsageError, match=r"input x: dimension 0 \('batch'\) of \[batch, 3\] is not static.*--shape x="):
        load(m)
    g, _ = load(m, {"x": (5, 3)})
    assert g.inputs[0].shape == (5, 3) and g.outputs[0].shape == (5, 3)
    with pytest.raises(UsageError, match="dimension 1 is 3 in the model, the shape given says 4"):
        load(m, {"x": (5, 4)})
    with pytest.raises(UsageError, match="rank 2"):
        load(m, {"x": (5,)})
    with pytest.raises(UsageError, match="no input of"):
        load(m, {"y": (5, 3)})


def test_unsupported_dtypes_are_refused():
    with pytest.raises(UsageError, match="double"):
        load(model([node("Neg", ["x"])], {"x": rand(3).astype(np.float64)}, {"y": TensorProto.DOUBLE}))
    _refused(model([node("Cast", ["x"], to=TensorProto.DOUBLE)], {"x": rand(3)}, {"y": TensorProto.DOUBLE}),
             "Cast to double is not supported")
    _refused(model([node("Add", ["x", "c"])], {"x": RNG.integers(0, 3, (2,))}, {"y": I64},
                   {"c": np.array([2 ** 40, 1], np.int64)}), "outside int32's range")


def test_not_a_model_file(tmp_path):
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(b"\x00not protobuf at all\xff" * 3)
    with pytest.raises(UsageError, match="not a readable ONNX model"):
        load(bad)
    with pytest.raises(UsageError, match="no such ONNX file"):
        load(tmp_path / "missing.onnx")


# --- poot import model.onnx -------------------------------------------------------------------------
def test_poot_import_writes_the_graph_and_its_weights(tmp_path, capsys):
    m, feeds = _mlp_block()
    m.graph.input[0].type.tensor_type.shape.dim[0].dim_param = "batch"
    src = tmp_path / "block.onnx"
    onnx.save(m, str(src))
    rc = main(["import", str(src), "-o", str(tmp_path / "block.graph.json")])
    assert rc == 1 and "--shape x=" in capsys.readouterr().err
    assert not (tmp_path / "block.graph.json").exists()
    assert main(["import", str(src), "-o", str(tmp_path / "block.graph.json"), "--shape", "x=4,8"]) == 0
    assert "block.graph.json (16 equations)" in capsys.readouterr().out.replace(str(tmp_path) + "/", "")
    g = codec.read(tmp_path / "block.graph.json")
    w = read_weights(weights_path(tmp_path / "block.graph.json"))
    assert sorted(w) == ["b", "beta", "gamma", "w"]
    got = reference.run(g, {**feeds, **w})["y"]
    np.testing.assert_allclose(got, ort_run(m, feeds)["y"], rtol=1e-5, atol=1e-6)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    assert main(["import", str(src), "-o", str(out_dir), "--shape", "x=4,8"]) == 0  # a directory: <model>.graph.json
    assert (out_dir / "block.graph.json").is_file() and (out_dir / "block.weights.npz").is_file()


def test_poot_import_errors(tmp_path, capsys):
    src = tmp_path / "m.onnx"
    onnx.save(model([helper.make_node("Einsum", ["x"], ["y"], name="e", equation="ij->ji")], {"x": rand(2, 2)},
                    {"y": F}), str(src))
    assert main(["import", str(src), "-o", str(tmp_path / "m.graph.json")]) == 2
    assert "node #0 'e' (Einsum)" in capsys.readouterr().err
    for bad in ("x", "x=1,a", "=3"):
        assert main(["import", str(src), "--shape", bad]) == 1
        assert "write NAME=D,D" in capsys.readouterr().err
    rs = tmp_path / "k.rs"
    rs.write_text("")
    assert main(["import", str(rs), "--shape", "x=1"]) == 1
    assert "a Rust source takes none" in capsys.readouterr().err
    assert main(["import", str(src), "-o", str(src)]) == 1  # would overwrite the model
    assert "same file" in capsys.readouterr().err


# --- MiniLM exported from torch --------------------------------------------------------------------
def _export_script():
    spec = importlib.util.spec_from_file_location("export_minilm_onnx", ROOT / "scripts" / "export_minilm_onnx.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


SENTENCES = ["The quick brown fox jumps over the lazy dog.", "poot compiles Rust kernels for GPUs.",
             "A sentence embedding.", "Paris is the capital of France and its largest city by far."]
SEQ = 16


def _tokens(script):
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(script.model_dir() / "tokenizer.json"))
    tok.enable_truncation(SEQ)
    tok.enable_padding(length=SEQ)
    enc = tok.encode_batch(SENTENCES)
    return np.array([e.ids for e in enc], np.int64), np.array([e.attention_mask for e in enc], np.int64)


def _pooled(hidden, mask):
    m = mask[..., None].astype(np.float64)
    v = (hidden * m).sum(1) / m.sum(1)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture(scope="session")
def minilm_onnx(tmp_path_factory):
    pytest.importorskip("torch", reason="the MiniLM export needs torch (pip install torch==2.13.0)")
    script = _export_script()
    return script, script.export(tmp_path_factory.mktemp("minilm") / "minilm.onnx", batch=2, seq=8)


def _compare_minilm(script, path):
    ids, mask = _tokens(script)
    assert mask.min() == 0  # the batch pads: the attention mask is exercised
    want = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"]).run(
        None, {"input_ids": ids, "attention_mask": mask})[0]
    g, w = load(path, {"input_ids": ids.shape, "attention_mask": mask.shape})
    assert g.outputs[0].shape == (len(SENTENCES), SEQ, 384)
    got = reference.run(g, {"input_ids": ids.astype(np.int32), "attention_mask": mask.astype(np.int32), **w})
    hidden = got["last_hidden_state"]
    err = np.abs(hidden - want)[mask.astype(bool)].max()  # padded positions' states are never read
    assert err < 1e-4, err
    cos = (_pooled(hidden, mask) * _pooled(want, mask)).sum(1)
    assert cos.min() >= 0.9999, cos


def test_minilm_export_imports_and_matches_onnxruntime(minilm_onnx):
    script, path = minilm_onnx
    _compare_minilm(script, path)


@pytest.mark.slow  # ~30 s: importing transformers and a second export
def test_minilm_transformers_export_imports_and_matches_onnxruntime(tmp_path):
    pytest.importorskip("torch", reason="the MiniLM export needs torch (pip install torch==2.13.0)")
    pytest.importorskip("transformers", reason="the --transformers export needs transformers")
    import torch

    script = _export_script()
    _compare_minilm(script, script.export(tmp_path / "bert.onnx", use_transformers=True))
    ids, mask = (torch.from_numpy(a) for a in _tokens(script))  # the script's own BERT is transformers' BertModel
    with torch.no_grad():
        mine, theirs = (script.build(t)(ids, mask).numpy() for t in (False, True))
    keep = mask.numpy().astype(bool)
    assert np.abs(mine - theirs)[keep].max() < 1e-5
