"""The numpy reference interpreter of a Graph, written from the primitives' definitions.

`run(graph, inputs)` evaluates every equation in order and returns the graph's outputs by tensor
id. It is the independent reference that programs (and the oracle running them) are checked
against, so it follows docs/planner.md's definitions literally and not any kernel:

- float primitives are computed in f64 and rounded once to the tensor's dtype (exact IEEE results
  for add/sub/mul/div, correctly rounded ones for the others; matmul, reductions and the row
  primitives accumulate in f64). dequantize computes `d * q (+ m)` in f32 like GGUF.
- integers wrap (two's complement, mod 2**32); int div truncates toward zero, and a zero divisor
  or i32 MIN / -1 is a fault; max/min are np.fmax/np.fmin; cast is Rust's `as`.
- a fault (that division, a gather id outside [0, V)) raises GraphError naming the equation.
- constant(value): each number is converted to the dtype like `cast` from f64 (floats), from a
  wrapping 64-bit integer (ints) or from bool.
"""
from __future__ import annotations

import math
from typing import Callable, Mapping

import numpy as np

from ..errors import GraphError, UsageError
from .graph import FLOAT_DTYPES, INT_DTYPES, NUMPY_DTYPES, QUANT_BLOCKS, Eqn, Graph, Tensor

Array = np.ndarray
F64 = np.float64
_INT_RANGE = {"i32": (-(2 ** 31), 2 ** 31 - 1), "u32": (0, 2 ** 32 - 1)}


class _Fault(Exception):
    """A primitive hit a fault; `run` turns it into a GraphError naming the equation."""


def run(graph: Graph, inputs: Mapping[str, Array]) -> dict[str, Array]:
    """Evaluate `graph` on `inputs` (graph input id -> array of exactly its dtype and shape)."""
    graph.verify()
    env: dict[str, Array] = {}
    want = {t.id: t for t in graph.inputs}
    extra = sorted(set(inputs) - set(want))
    if extra:
        raise UsageError(f"input(s) {', '.join(extra)} are not graph inputs (the graph takes "
                         f"{', '.join(want) or 'none'})")
    for t in graph.inputs:
        if t.id not in inputs:
            raise UsageError(f"graph input {t} is missing: pass an array for {t.id!r}")
        env[t.id] = _check_input(t, inputs[t.id])
    with np.errstate(all="ignore"):
        for i, e in enumerate(graph.eqns):
            try:
                results = _eval(e, [env[t.id] for t in e.inputs])
            except _Fault as f:
                raise GraphError(f"{e.label(i)}: {f}", eqn=i, prim=e.prim) from None
            for t, r in zip(e.outputs, map(np.asarray, results)):  # ufuncs give 0-d results as scalars
                if r.dtype != np.dtype(NUMPY_DTYPES[t.dtype]) or r.shape != t.shape:  # pragma: no cover
                    raise GraphError(f"{e.label(i)}: the reference computed {r.dtype}{list(r.shape)} for {t} "
                                     "(a bug in poot_core.plan.reference)", eqn=i, prim=e.prim)
                env[t.id] = r
    return {t.id: env[t.id].copy() for t in graph.outputs}


def _check_input(t: Tensor, a: object) -> Array:
    dt = np.dtype(NUMPY_DTYPES[t.dtype])
    if not isinstance(a, np.ndarray) and not np.isscalar(a):
        raise UsageError(f"graph input {t.id}: expected a numpy array of {dt}{list(t.shape)}, got {type(a).__name__}")
    arr = np.asarray(a)
    if arr.dtype != dt:
        raise UsageError(f"graph input {t.id}: expected dtype {dt} ({t.dtype}), got {arr.dtype}; convert it with "
                         f".astype(np.{dt})")
    if arr.shape != t.shape:
        raise UsageError(f"graph input {t.id}: expected shape {list(t.shape)}, got {list(arr.shape)}")
    return arr.copy(order="C")


# --- helpers ----------------------------------------------------------------------------
def _np(dtype: str) -> np.dtype:
    return np.dtype(NUMPY_DTYPES[dtype])


def _round(x: Array, dtype: str) -> Array:
    """An f64 result rounded to float dtype `dtype` (numpy converts f64 -> f16 in one rounding)."""
    return np.asarray(x, F64).astype(_np(dtype))


def _wrap(x: Array, dtype: str) -> Array:
    """Integers (int64 / uint64 / Python ints in an object array) taken mod 2**32 as `dtype`."""
    return (np.asarray(x).astype(np.int64).astype(np.uint64) & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(_np(dtype))


def _i64(a: Array) -> Array:
    return a.astype(np.int64)


def _erf(x: Array) -> Array:
    return np.asarray(np.frompyfunc(math.erf, 1, 1)(x), dtype=F64) if x.size else np.zeros(x.shape, F64)


_FLOAT_UNARY: dict[str, Callable[[Array], Array]] = {
    "neg": np.negative, "abs": np.abs, "exp": np.exp, "ln": np.log, "sqrt": np.sqrt, "sin": np.sin,
    "cos": np.cos, "tanh": np.tanh, "erf": _erf}
_FLOAT_BINARY: dict[str, Callable[[Array, Array], Array]] = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "max": np.fmax, "min": np.fmin}
_INT_BINARY: dict[str, Callable[[Array, Array], Array]] = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.maximum, "min": np.minimum}
_COMPARE: dict[str, Callable[[Array, Array], Array]] = {
    "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal, "ne": np.not_equal}


def _int_div(a: Array, b: Array, dtype: str) -> Array:
    a, b = np.broadcast_arrays(_i64(a), _i64(b))
    if a.size and (b == 0).any():
        k = int(np.flatnonzero(b.reshape(-1) == 0)[0])
        raise _Fault(f"integer division by zero (element {k} of the broadcast divisor)")
    if dtype == "i32":
        bad = (a == -(2 ** 31)) & (b == -1)
        if bad.any():
            raise _Fault(f"integer overflow: {-(2 ** 31)} / -1 (element {int(np.flatnonzero(bad.reshape(-1))[0])})")
    q = np.abs(a) // np.abs(b) * np.sign(a) * np.sign(b)  # truncates toward zero
    return _wrap(q, dtype)


def cast(x: Array, frm: str, to: str) -> Array:
    """Rust `as` from `frm` to `to` (see the module docstring)."""
    if to == "bool":
        return x != 0
    if frm == "bool":
        return x.astype(_np(to))
    if to in FLOAT_DTYPES:
        return _round(x.astype(F64), to)  # ints are exact in f64: one rounding to nearest
    lo, hi = _INT_RANGE[to]
    if frm in FLOAT_DTYPES:
        v = np.trunc(x.astype(F64))
        v = np.where(np.isnan(v), 0.0, np.clip(v, lo, hi))
        return v.astype(np.int64).astype(_np(to))
    return _wrap(_i64(x), to)  # i32 <-> u32: the same bits


def _constant(e: Eqn) -> Array:
    t = e.outputs[0]
    v = e.p["value"]
    vals = v if isinstance(v, tuple) else (v,)
    if t.dtype in FLOAT_DTYPES:
        arr = _round(np.array([float(x) for x in vals], F64), t.dtype)
    elif t.dtype == "bool":
        arr = np.array([x != 0 for x in vals], bool)
    elif any(isinstance(x, float) for x in vals):
        arr = cast(np.array([float(x) for x in vals], F64), "f32", t.dtype)
    else:
        arr = _wrap(np.array([int(x) % 2 ** 64 for x in vals], np.uint64), t.dtype)
    return np.full(t.shape, arr[0], arr.dtype) if len(vals) == 1 else arr.reshape(t.shape)


def _rows_max(x: Array) -> Array:
    return np.fmax.reduce(x, axis=-1, keepdims=True)


def _softmax64(x: Array) -> Array:
    z = np.exp(x - _rows_max(x))
    return z / z.sum(axis=-1, keepdims=True)


def attention64(q: Array, k: Array, v: Array, causal: bool, scale: float) -> Array:
    """softmax(q @ k^T * scale [+ causal mask]) @ v in f64; the causal mask keeps key j for query i
    when j <= i (torch's is_causal: the top-left aligned lower triangle)."""
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if causal:
        lq, lk = s.shape[-2:]
        s = np.where(np.arange(lk)[None, :] <= np.arange(lq)[:, None], s, -np.inf)
    return np.matmul(_softmax64(s), v)


def _argmax(x: Array) -> Array:
    """Lowest index of the largest value; NaN never wins; an all-NaN row gives 0."""
    return np.argmax(x == _rows_max(x), axis=-1).astype(np.uint32)


def dequantize(words: Array, fmt: str, shape: tuple[int, ...]) -> Array:
    """The f32 tensor of GGUF `fmt` blocks stored as the little-endian u32 words `words`."""
    rows, cols = shape
    per, nbytes = QUANT_BLOCKS[fmt]
    nblocks = rows * (cols // per)
    raw = words.astype("<u4").tobytes()[:nblocks * nbytes]
    blocks = np.frombuffer(raw, np.uint8).reshape(nblocks, nbytes)
    d = blocks[:, 0:2].copy().view("<f2").astype(np.float32)  # [nblocks, 1]
    if fmt == "q8_0":
        q = blocks[:, 2:34].copy().view(np.int8).astype(np.float32)
        x = d * q
    else:
        nib = blocks[:, 2:18] if fmt == "q4_0" else blocks[:, 4:20]
        q = np.concatenate([nib & 0x0F, nib >> 4], axis=1).astype(np.float32)
        if fmt == "q4_0":
            x = d * (q - np.float32(8))
        else:
            m = blocks[:, 2:4].copy().view("<f2").astype(np.float32)
            x = d * q + m
    return x.astype(np.float32).reshape(rows, cols)


# --- the primitives ---------------------------------------------------------------------
def _eval(e: Eqn, xs: list[Array]) -> list[Array]:
    p, prim, out = e.p, e.prim, e.outputs[0]
    dt = out.dtype
    if prim == "constant":
        return [_constant(e)]
    if prim in _COMPARE:
        a, b = xs
        if a.dtype.kind == "f":
            a, b = a.astype(F64), b.astype(F64)
        return [_COMPARE[prim](a, b)]
    if prim == "cast":
        return [cast(xs[0], e.inputs[0].dtype, p["dtype"])]
    if prim == "where":
        return [np.where(xs[0], xs[1], xs[2]).astype(_np(dt))]
    if prim in _FLOAT_UNARY and len(xs) == 1:
        (x,) = xs
        if dt in FLOAT_DTYPES:
            return [_round(_FLOAT_UNARY[prim](x.astype(F64)), dt)]
        if prim == "neg":
            return [_wrap(-_i64(x), dt)]
        return [_wrap(np.abs(_i64(x)), dt)]  # abs: i32 MIN wraps to itself
    if prim in _FLOAT_BINARY:
        a, b = xs
        if dt in FLOAT_DTYPES:
            return [_round(_FLOAT_BINARY[prim](a.astype(F64), b.astype(F64)), dt)]
        if prim == "div":
            return [_int_div(a, b, dt)]
        ua, ub = _i64(a).astype(np.uint64), _i64(b).astype(np.uint64)
        if prim in ("max", "min"):
            return [_INT_BINARY[prim](a, b).astype(_np(dt))]
        return [_wrap(_INT_BINARY[prim](ua, ub), dt)]  # mod 2**64 keeps the low 32 bits exact
    if prim == "matmul":
        a, b = xs
        return [_round(np.matmul(a.astype(F64), b.astype(F64)), dt)]
    if prim == "attention":
        q64, k64, v64 = (x.astype(F64) for x in xs)
        return [_round(attention64(q64, k64, v64, bool(p.get("causal", False)),
                                   float(p.get("scale", 1.0 / math.sqrt(q64.shape[-1])))), dt)]
    if prim in ("reduce_sum", "reduce_max", "reduce_mean"):
        (x,) = xs
        keep = bool(p.get("keepdims", False))
        if prim == "reduce_max":
            r = np.fmax.reduce(x, axis=-1, keepdims=True)
            return [(r if keep else r[..., 0]).astype(_np(dt))]
        if dt in INT_DTYPES:  # reduce_sum of ints wraps
            return [_wrap(_i64(x).sum(axis=-1, keepdims=keep), dt)]
        s = x.astype(F64).sum(axis=-1, keepdims=keep)
        return [_round(s / x.shape[-1] if prim == "reduce_mean" else s, dt)]
    if prim == "softmax":
        return [_round(_softmax64(xs[0].astype(F64)), dt)]
    if prim in ("layernorm", "rmsnorm"):
        x = xs[0].astype(F64)
        eps = float(p.get("eps", 1e-5))
        gamma = xs[1].astype(F64)
        if prim == "layernorm":
            mean = x.mean(axis=-1, keepdims=True)
            var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
            y = (x - mean) / np.sqrt(var + eps) * gamma + xs[2].astype(F64)
        else:
            y = x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + eps) * gamma
        return [_round(y, dt)]
    if prim == "gather":
        table, ids = xs
        v = table.shape[0]
        bad = (_i64(ids) < 0) | (_i64(ids) >= v)
        if bad.any():
            k = int(np.flatnonzero(bad.reshape(-1))[0])
            raise _Fault(f"gather id {int(ids.reshape(-1)[k])} (element {k} of {e.inputs[1].id}) is outside [0, {v})")
        return [table[_i64(ids)]]
    if prim == "reshape":
        return [xs[0].reshape(p["shape"]).copy()]
    if prim == "transpose":
        return [xs[0].transpose(p["perm"]).copy(order="C")]
    if prim == "slice":
        return [xs[0][tuple(slice(s, t) for s, t in zip(p["starts"], p["stops"]))].copy()]
    if prim == "concat":
        return [np.concatenate(xs, axis=p["axis"])]
    if prim == "dequantize":
        return [dequantize(xs[0], p["format"], p["shape"])]
    if prim == "argmax":
        return [_argmax(xs[0])]
    if prim == "sample":
        logits, u = xs[0].astype(F64), xs[1].astype(F64)
        temp = float(p["temperature"])
        if temp == 0:
            return [_argmax(logits)]
        c = np.cumsum(_softmax64(logits / temp), axis=-1)
        hit = u[..., None] < c
        idx = np.where(hit.any(axis=-1), np.argmax(hit, axis=-1), logits.shape[-1] - 1)
        return [idx.astype(np.uint32)]
    raise GraphError(f"{e.label()}: the reference has no rule for primitive {prim!r}")  # pragma: no cover
