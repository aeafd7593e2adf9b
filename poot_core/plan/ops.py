"""`poot.ops`: the numpy-like API a function traced by `poot.trace` is written against.

Every function takes traced tensors (Python scalars and numpy arrays become constants, see
poot_core.plan.trace) and records one primitive (docs/planner.md defines each). Traced tensors
also have the operators `+ - * /` (with numpy broadcasting), unary `-`, `@`, `< <= > >= == !=`,
`** n` (n a positive int), `.T`, `.transpose(*perm)`, `.reshape(*shape)`, basic slicing
`t[a:b, :]` (step 1), `.sum/.max/.mean(axis=-1, keepdims=False)`, `.shape`, `.dtype` (a graph
dtype name: f32 f16 i32 u32 bool), `.ndim`, `.size`.

Reductions, softmax, argmax and the norms work over the last axis (`axis=-1`; sum/max/mean also
take `axis=None`: every element); another axis is a typed error (transpose first).
"""
from __future__ import annotations

import builtins
import math
from typing import Any, Sequence

import numpy as np

from .graph import FLOAT_DTYPES
from .trace import (_INT_RANGE, Traced, _trace_of, binary, fail, graph_dtype, last_axis_only, lift, nary, reduce, reshape,
                    transpose, unary)

__all__ = ["exp", "ln", "log", "sqrt", "tanh", "erf", "sin", "cos", "abs", "neg", "maximum", "minimum", "where",
           "cast", "sum", "max", "mean", "softmax", "layernorm", "rmsnorm", "gather", "dequantize", "argmax",
           "sample", "matmul", "attention", "concat", "reshape", "transpose", "constant", "Traced"]


def exp(x: Any) -> Traced:
    return unary("exp", x)


def ln(x: Any) -> Traced:
    """The natural logarithm (also `ops.log`)."""
    return unary("ln", x)


log = ln


def sqrt(x: Any) -> Traced:
    return unary("sqrt", x)


def tanh(x: Any) -> Traced:
    return unary("tanh", x)


def erf(x: Any) -> Traced:
    return unary("erf", x)


def sin(x: Any) -> Traced:
    return unary("sin", x)


def cos(x: Any) -> Traced:
    return unary("cos", x)


def abs(x: Any) -> Traced:  # numpy's name
    return unary("abs", x)


def neg(x: Any) -> Traced:
    return unary("neg", x)


def maximum(a: Any, b: Any) -> Traced:
    """Elementwise max; a NaN operand yields the other one (np.fmax)."""
    return binary("max", a, b, "maximum")


def minimum(a: Any, b: Any) -> Traced:
    """Elementwise min; a NaN operand yields the other one (np.fmin)."""
    return binary("min", a, b, "minimum")


def matmul(a: Any, b: Any) -> Traced:
    """numpy matmul (1-D operands promoted, batch axes broadcast); f32 / f16."""
    return binary("matmul", a, b)


def attention(q: Any, k: Any, v: Any, causal: bool = False, scale: float | None = None) -> Traced:
    """softmax(q @ k^T * scale) @ v over the last two axes of q [..., Lq, d], k [..., Lk, d] and
    v [..., Lk, dv] (same leading axes; f32 / f16); scale defaults to 1 / sqrt(d). `causal=True`
    keeps key j for query i only when j <= i (torch's is_causal)."""
    if not isinstance(causal, bool):
        raise fail("attention", f"causal must be True or False, not {causal!r}")
    qt = lift(q, None, "attention")
    d = qt.shape[-1] if qt.ndim else 1
    s = 1.0 / math.sqrt(d) if scale is None else scale
    if isinstance(s, bool) or not isinstance(s, (int, float)) or not math.isfinite(s):
        raise fail("attention", f"scale must be a finite number, not {scale!r}")
    return nary("attention", [qt, k, v], {"causal": causal, "scale": float(s)})


def where(cond: Any, a: Any, b: Any) -> Traced:
    """`cond ? a : b` elementwise (cond bool; a and b of one dtype), broadcasting all three."""
    t = _trace_of([cond, a, b], "where")
    c = lift(cond, "bool", "where", "where", t)
    like = a.dtype if isinstance(a, Traced) else b.dtype if isinstance(b, Traced) else None
    return t.bind("where", (c, lift(a, like, "where", "where", t), lift(b, like, "where", "where", t)), None, "where")


def cast(x: Any, dtype: Any) -> Traced:
    """Convert to `dtype` with Rust `as` semantics (float -> int truncates and saturates, NaN -> 0)."""
    x = lift(x, None, "cast")
    to = graph_dtype(dtype, "cast")
    return x if to == x.dtype else x.trace.bind("cast", (x,), {"dtype": to})


def sum(x: Any, axis: int | None = -1, keepdims: bool = False) -> Traced:
    return reduce("reduce_sum", x, axis, keepdims, "sum")


def max(x: Any, axis: int | None = -1, keepdims: bool = False) -> Traced:
    """The largest element of each row (NaN only when the whole row is NaN)."""
    return reduce("reduce_max", x, axis, keepdims, "max")


def mean(x: Any, axis: int | None = -1, keepdims: bool = False) -> Traced:
    return reduce("reduce_mean", x, axis, keepdims, "mean")


def softmax(x: Any, axis: int = -1) -> Traced:
    x = lift(x, None, "softmax")
    last_axis_only(x, axis, "softmax")
    return x.trace.bind("softmax", (x,))


def layernorm(x: Any, gamma: Any, beta: Any, eps: float = 1e-5) -> Traced:
    """(x - mean) / sqrt(var + eps) * gamma + beta over the last axis (biased variance)."""
    return nary("layernorm", [x, gamma, beta], {"eps": float(eps)})


def rmsnorm(x: Any, gamma: Any, eps: float = 1e-5) -> Traced:
    """x / sqrt(mean(x^2) + eps) * gamma over the last axis."""
    return nary("rmsnorm", [x, gamma], {"eps": float(eps)})


def gather(table: Any, ids: Any) -> Traced:
    """`table[ids]` (ids i32 / u32; an id outside [0, len(table)) is a fault when it runs)."""
    t = _trace_of([table, ids], "gather")
    return t.bind("gather", (lift(table, None, "gather", "gather", t), lift(ids, None, "gather", "gather", t)))


def dequantize(words: Any, format: str, shape: Sequence[int]) -> Traced:
    """The f32 [rows, cols] tensor of GGUF `format` (q8_0, q4_0, q4_1) blocks packed in u32 `words`."""
    w = lift(words, None, "dequantize")
    return w.trace.bind("dequantize", (w,), {"format": format, "shape": tuple(shape)})


def argmax(x: Any, axis: int = -1) -> Traced:
    """u32 index of the largest element of each row (the lowest on ties; NaN never wins)."""
    x = lift(x, None, "argmax")
    last_axis_only(x, axis, "argmax")
    return x.trace.bind("argmax", (x,))


def sample(logits: Any, u: Any, temperature: float = 1.0) -> Traced:
    """u32 per row: the smallest i with u < cumsum(softmax(logits / temperature))[i] (argmax at 0)."""
    return nary("sample", [logits, u], {"temperature": float(temperature)})


def concat(tensors: Sequence[Any], axis: int = 0) -> Traced:
    if not isinstance(tensors, (list, tuple)) or not tensors:
        raise fail("concat", "takes a non-empty list of tensors")
    first = next((x for x in tensors if isinstance(x, Traced)), None)
    rank = first.ndim if first is not None else 0
    if isinstance(axis, bool) or not isinstance(axis, int) or not -rank <= axis < builtins.max(rank, 1):
        raise fail("concat", f"axis {axis!r} is not an axis of rank-{rank} tensors")
    return nary("concat", list(tensors), {"axis": axis % builtins.max(rank, 1)})


def constant(value: Any, dtype: Any = None, shape: Sequence[int] | None = None) -> Traced:
    """A constant tensor: `value` (a number or numpy array) as `dtype` (default: f32 for a float,
    i32 for an int, bool, or the array's own), broadcast to `shape` when given."""
    arr = np.asarray(value)
    if dtype is not None:
        dt = graph_dtype(dtype, "constant")
    elif arr.dtype.kind == "f":
        dt = "f32"
    elif arr.dtype.kind in "iu":
        dt = "i32"
    elif arr.dtype.kind == "b":
        dt = "bool"
    else:
        raise fail("constant", f"value {value!r} is not a number or numeric array")
    t = _trace_of([], "constant")
    vals = arr.reshape(-1).tolist()
    if dt in FLOAT_DTYPES:
        vals = [float(v) for v in vals]
    elif dt in _INT_RANGE:
        lo, hi = _INT_RANGE[dt]
        if arr.dtype.kind not in "iub" or any(not lo <= v <= hi for v in vals):
            raise fail("constant", f"value {value!r} is not {dt} integers (in [{lo}, {hi}])")
    else:
        vals = [bool(v) for v in vals]
    out_shape = tuple(shape) if shape is not None else arr.shape
    v = vals[0] if len(vals) == 1 else tuple(vals)
    return t.bind("constant", (), {"value": v}, "constant", out=(dt, out_shape))


