"""The ONNX op table: one handler per op type, mapping a node with run-time inputs to planner
primitives (poot_core.frontends.onnx runs them; a node whose inputs are all constants folds there)."""
from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from ..plan.graph import NUMPY_DTYPES
from .onnx import _GRAPH_DTYPE, _ONNX_TYPE_NAME, Value, _Attrs, _Importer

# --- op handlers: (importer, node, attributes) -> the node's outputs as graph tensors ------------
Handler = Callable[[_Importer, Any, _Attrs], list[Value]]


def _unary(prim: str) -> Handler:
    def h(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
        x, = im.operands(node, 1)
        return [im.emit(prim, (x,), base=im.out(node))]
    return h


def _binary(prim: str) -> Handler:
    def h(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
        x, y = im.operands(node, 2)
        if prim in ("eq", "ne") and x.dtype == "bool":  # compare bools as 0/1
            x, y = (im.emit("cast", (t,), {"dtype": "u32"}) for t in (x, y))
        return [im.emit(prim, (x, y), base=im.out(node))]
    return h


def _logic(op: str) -> Handler:
    def h(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
        xs = im.operands(node, 1 if op == "Not" else 2)
        if any(t.dtype != "bool" for t in xs):
            raise im.err(f"{op} takes bool inputs, not {', '.join(t.dtype for t in xs)}")
        t, f = im.constant(np.array(True)), im.constant(np.array(False))
        o = im.out(node)
        if op == "Not":
            return [im.emit("where", (xs[0], f, t), base=o)]
        x, y = xs
        if op == "And":
            return [im.emit("where", (x, y, f), base=o)]
        if op == "Or":
            return [im.emit("where", (x, t, y), base=o)]
        return [im.emit("ne", tuple(im.emit("cast", (v,), {"dtype": "u32"}) for v in xs), base=o)]  # Xor
    return h


def _relu(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    zero = im.scalar(0, x)
    return [im.emit("where", (im.emit("lt", (x, zero)), zero, x), base=im.out(node))]  # NaN stays NaN


def _sigmoid(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    one = im.scalar(1, x)
    return [im.emit("div", (one, im.emit("add", (one, im.emit("exp", (im.emit("neg", (x,)),))))), base=im.out(node))]


def _reciprocal(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    return [im.emit("div", (im.scalar(1, x), x), base=im.out(node))]


def _pow(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x = im.operands(node, 1)[0]
    e = im.need(node.input[1], "the exponent").reshape(-1)
    if e.size == 0 or not np.all(e == e[0]):
        raise im.err("the exponent must be one number (or one number repeated)")
    p, o = float(e[0]), im.out(node)
    if x.dtype not in ("f32", "f16"):
        raise im.err(f"Pow of {x.dtype} is not supported (float bases only)")
    if np.broadcast_shapes(x.shape, np.shape(im.need(node.input[1], "the exponent"))) != x.shape:
        raise im.err("the exponent broadcasts the base to a larger shape")
    if p == 1:
        return [im.reshape(x, x.shape, base=o)]
    if p == 2:
        return [im.emit("mul", (x, x), base=o)]
    if p == 3:
        return [im.emit("mul", (im.emit("mul", (x, x)), x), base=o)]
    if p == 0.5:
        return [im.emit("sqrt", (x,), base=o)]
    if p == -1:
        return [im.emit("div", (im.scalar(1, x), x), base=o)]
    if p == -0.5:
        return [im.emit("div", (im.scalar(1, x), im.emit("sqrt", (x,))), base=o)]
    raise im.err(f"exponent {p:g} is not supported (the importer maps 1, 2, 3, 0.5, -1 and -0.5)")


def _where(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    c, x, y = im.operands(node, 3)
    return [im.emit("where", (c, x, y), base=im.out(node))]


def _cast(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    to = a.get("to")
    a.get("saturate")  # only meaningful for float8 targets, which are refused below
    dt = _GRAPH_DTYPE.get(to)
    if dt is None:
        raise im.err(f"Cast to {_ONNX_TYPE_NAME.get(to, to)} is not supported (the graph has f32 f16 i32 u32 bool)")
    if dt == x.dtype:  # int64 <-> int32 of a narrowed tensor, or a no-op
        return [x]
    return [im.emit("cast", (x,), {"dtype": dt}, base=im.out(node))]


def _matmul(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, y = im.operands(node, 2)
    return [im.emit("matmul", (x, y), base=im.out(node))]


def _gemm(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, y = im.operands(node, 2)
    alpha, beta = float(a.get("alpha", 1.0)), float(a.get("beta", 1.0))
    if x.rank != 2 or y.rank != 2:
        raise im.err(f"Gemm takes 2-D A and B, not {list(x.shape)} and {list(y.shape)}")
    if a.get("transA", 0):
        x = im.transpose(x, (1, 0))
    if a.get("transB", 0):
        y = im.transpose(y, (1, 0))
    ins = list(node.input)
    has_c = len(ins) > 2 and ins[2] != ""
    o = im.out(node)
    r = im.emit("matmul", (x, y), base=o if alpha == 1 and not has_c else "t")
    if alpha != 1:
        r = im.emit("mul", (r, im.scalar(alpha, r)), base=o if not has_c else "t")
    if has_c:
        c = im.tensor(ins[2])
        if np.broadcast_shapes(c.shape, r.shape) != r.shape:
            raise im.err(f"C {list(c.shape)} does not broadcast to the product's shape {list(r.shape)}")
        if beta != 1:
            c = im.emit("mul", (c, im.scalar(beta, c)))
        r = im.emit("add", (r, c), base=o)
    return [r]


def _reduce(prim: str) -> Handler:
    def h(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
        x, = im.operands(node, 1)
        keep = bool(a.get("keepdims", 1))
        axes = im.opt_axes(node, a, 1)
        noop = a.get("noop_with_empty_axes", 0)
        o = im.out(node)
        if not axes:
            if noop:
                return [im.reshape(x, x.shape, base=o)]
            axes = list(range(x.rank))
        ax = sorted({im.axis(k, x.rank, "reduction axis") for k in axes})
        rest = [k for k in range(x.rank) if k not in ax]
        y = im.transpose(x, rest + ax)
        n = math.prod(x.shape[k] for k in ax)
        if len(ax) != 1:
            y = im.reshape(y, [x.shape[k] for k in rest] + [n])
        out_shape = [1 if k in ax else x.shape[k] for k in range(x.rank)] if keep else [x.shape[k] for k in rest]
        if not keep or out_shape == [x.shape[k] for k in rest] + [1]:  # the primitive's own result shape
            return [im.emit(prim, (y,), {"keepdims": keep}, base=o)]
        return [im.reshape(im.emit(prim, (y,), {"keepdims": False}), out_shape, base=o)]
    return h


def _softmax(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    o = im.out(node)
    if im.opset < 13:  # the input coerced to 2-D at axis (default 1), softmax over the trailing block
        ax = im.axis(int(a.get("axis", 1)), x.rank)
        rows, cols = math.prod(x.shape[:ax]), math.prod(x.shape[ax:])
        return [im.reshape(im.emit("softmax", (im.reshape(x, (rows, cols)),)), x.shape, base=o)]
    ax = im.axis(int(a.get("axis", -1)), x.rank)
    if ax == x.rank - 1:
        return [im.emit("softmax", (x,), base=o)]
    perm = list(range(x.rank))
    perm[ax], perm[-1] = perm[-1], perm[ax]
    return [im.transpose(im.emit("softmax", (im.transpose(x, perm),)), perm, base=o)]


def _layernorm(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, scale = im.operands(node, 2)
    ins = list(node.input)
    ax = im.axis(int(a.get("axis", -1)), x.rank)
    eps = float(a.get("epsilon", 1e-5))
    a.get("stash_type")  # the precision of the mean and variance: the reference computes in f64
    if ax != x.rank - 1:
        raise im.err(f"axis {a.vals.get('axis')} is not supported (the last axis only)")
    d = x.shape[-1]
    if scale.size != d or scale.shape[-1:] != (d,):
        raise im.err(f"Scale {list(scale.shape)} must hold the {d} elements of the last axis")
    scale = scale if scale.shape == (d,) else im.reshape(scale, (d,))
    if len(ins) > 2 and ins[2]:
        bias = im.tensor(ins[2])
        if bias.size != d or bias.shape[-1:] != (d,):
            raise im.err(f"B {list(bias.shape)} must hold the {d} elements of the last axis")
        bias = bias if bias.shape == (d,) else im.reshape(bias, (d,))
    else:
        bias = im.constant(np.zeros(d, NUMPY_DTYPES[x.dtype]))
    return [im.emit("layernorm", (x, scale, bias), {"eps": eps}, base=im.out(node))]


def _transpose(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    perm = a.get("perm")
    perm = list(range(x.rank))[::-1] if perm is None else [im.axis(int(p), x.rank, "perm entry") for p in perm]
    if sorted(perm) != list(range(x.rank)):
        raise im.err(f"perm {perm} is not a permutation of {x.rank} axes")
    o = im.out(node)
    return [im.emit("transpose", (x,), {"perm": tuple(perm)}, base=o) if perm != list(range(x.rank))
            else im.reshape(x, x.shape, base=o)]


def _reshape(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    want = [int(d) for d in im.need(node.input[1], "the shape").reshape(-1)]
    allowzero = a.get("allowzero", 0)
    shape = []
    for k, d in enumerate(want):
        if d == 0 and not allowzero:
            if k >= x.rank:
                raise im.err(f"shape {want}: a 0 at axis {k} copies an axis the input ({list(x.shape)}) lacks")
            d = x.shape[k]
        shape.append(d)
    if shape.count(-1) > 1 or any(d < -1 for d in shape):
        raise im.err(f"shape {want} has more than one -1 or a negative dimension")
    if -1 in shape:
        known = math.prod(d for d in shape if d != -1)
        if known == 0 or x.size % known:
            raise im.err(f"cannot reshape {list(x.shape)} to {want}")
        shape[shape.index(-1)] = x.size // known
    if math.prod(shape) != x.size:
        raise im.err(f"cannot reshape {list(x.shape)} ({x.size} elements) to {want}")
    return [im.reshape(x, shape, base=im.out(node))]


def _flatten(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    ax = a.get("axis", 1)
    ax = ax + x.rank if ax < 0 else ax
    if not 0 <= ax <= x.rank:
        raise im.err(f"axis {a.vals.get('axis')} is outside 0..{x.rank}")
    return [im.reshape(x, (math.prod(x.shape[:ax]), math.prod(x.shape[ax:])), base=im.out(node))]


def _squeeze(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    axes = im.opt_axes(node, a, 1)
    ax = {k for k, d in enumerate(x.shape) if d == 1} if axes is None else {im.axis(k, x.rank) for k in axes}
    if any(x.shape[k] != 1 for k in ax):
        raise im.err(f"cannot squeeze axes {sorted(ax)} of {list(x.shape)}: not all have length 1")
    return [im.reshape(x, [d for k, d in enumerate(x.shape) if k not in ax], base=im.out(node))]


def _unsqueeze(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    axes = im.opt_axes(node, a, 1)
    if axes is None:
        raise im.err("needs axes")
    r = x.rank + len(axes)
    ax = {im.axis(k, r) for k in axes}
    if len(ax) != len(axes):
        raise im.err(f"axes {axes} repeat an axis")
    dims = iter(x.shape)
    return [im.reshape(x, [1 if k in ax else next(dims) for k in range(r)], base=im.out(node))]


def _gather(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    ins = list(node.input)
    table = im.tensor(ins[0])
    ax = im.axis(int(a.get("axis", 0)), table.rank)
    known = im.const(ins[1])
    if known is not None and ins[1] not in im.lazy:
        n = table.shape[ax]
        if known.size and (known.min() < -n or known.max() >= n):
            raise im.err(f"an index of {ins[1]} is outside [-{n}, {n}) (axis {ax} of {list(table.shape)})")
        ids = im.constant(np.where(known < 0, known + n, known).astype(np.int32), ins[1])
    else:
        ids = im.tensor(ins[1])  # a run-time index must be in [0, n): anything else faults (negative ones too)
    o = im.out(node)
    if ax == 0:
        return [im.emit("gather", (table, ids), base=o)]
    front = [ax] + [k for k in range(table.rank) if k != ax]
    g = im.emit("gather", (im.transpose(table, front), ids))  # ids.shape + table[:ax] + table[ax+1:]
    q = ids.rank
    perm = list(range(q, q + ax)) + list(range(q)) + list(range(q + ax, g.rank))
    return [im.transpose(g, perm, base=o)]


def _concat(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    xs = [im.tensor(n) for n in node.input if n]
    if not xs:
        raise im.err("needs at least one input")
    if a.vals.get("axis") is None:
        raise im.err("needs the axis attribute")
    ax = im.axis(int(a.get("axis")), xs[0].rank)
    xs = [t for t in xs if t.shape[ax] != 0] or xs[:1]
    o = im.out(node)
    if len(xs) == 1:
        return [im.reshape(xs[0], xs[0].shape, base=o)]
    return [im.emit("concat", xs, {"axis": ax}, base=o)]


def _slice(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    ins = list(node.input)
    x = im.tensor(ins[0])
    if im.opset < 10:
        starts, ends = list(a.get("starts")), list(a.get("ends"))
        axes = a.get("axes")
        steps: list[int] = [1] * len(starts)
    else:
        def opt(k: int, what: str) -> list[int] | None:
            return [int(v) for v in im.need(ins[k], what).reshape(-1)] if len(ins) > k and ins[k] else None
        starts, ends = opt(1, "starts") or [], opt(2, "ends") or []
        axes, steps = opt(3, "axes"), opt(4, "steps") or [1] * len(starts)
    axes = list(range(len(starts))) if axes is None else list(axes)
    if not len(starts) == len(ends) == len(axes) == len(steps):
        raise im.err("starts, ends, axes and steps differ in length")
    lo, hi = [0] * x.rank, list(x.shape)
    for s, e, k, st in zip(starts, ends, axes, steps):
        k = im.axis(int(k), x.rank)
        if st != 1:
            raise im.err(f"step {st} is not supported (step 1 only)")
        d = x.shape[k]
        s = min(max(s + d if s < 0 else s, 0), d)
        e = min(max(e + d if e < 0 else e, 0), d)
        lo[k], hi[k] = s, max(s, e)
    o = im.out(node)
    if lo == [0] * x.rank and hi == list(x.shape):
        return [im.reshape(x, x.shape, base=o)]
    return [im.emit("slice", (x,), {"starts": tuple(lo), "stops": tuple(hi)}, base=o)]


def _split(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    ins = list(node.input)
    x = im.tensor(ins[0])
    ax = im.axis(int(a.get("axis", 0)), x.rank)
    n_out = len(node.output)
    a.get("num_outputs")
    if len(ins) > 1 and ins[1]:
        sizes = [int(v) for v in im.need(ins[1], "split").reshape(-1)]
    elif a.vals.get("split") is not None:
        sizes = [int(v) for v in a.get("split")]
    else:
        d = x.shape[ax]
        per = -(-d // n_out)
        sizes = [min(per, d - k * per) for k in range(n_out)]
    if sum(sizes) != x.shape[ax] or len(sizes) != n_out or min(sizes) < 0:
        raise im.err(f"split sizes {sizes} do not cover axis {ax} ({x.shape[ax]}) in {n_out} parts")
    outs, at = [], 0
    for size, name in zip(sizes, node.output):
        lo, hi = [0] * x.rank, list(x.shape)
        lo[ax], hi[ax] = at, at + size
        outs.append(im.emit("slice", (x,), {"starts": tuple(lo), "stops": tuple(hi)}, base=name or "t"))
        at += size
    return outs


def _expand(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    x, = im.operands(node, 1)
    want = tuple(int(d) for d in im.need(node.input[1], "the shape").reshape(-1))
    try:
        shape = tuple(np.broadcast_shapes(x.shape, want))
    except ValueError:
        raise im.err(f"cannot expand {list(x.shape)} to {list(want)}") from None
    o = im.out(node)
    if shape == x.shape:
        return [im.reshape(x, x.shape, base=o)]
    full = im.constant(np.ones(shape, bool))  # where(true, x, x) broadcasts x, bit for bit
    return [im.emit("where", (full, x, x), base=o)]


def _identity(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    return [im.tensor(node.input[0])]


def _dropout(im: _Importer, node: Any, a: _Attrs) -> list[Value]:
    ins = list(node.input)
    a.get("seed")
    if a.get("is_test", 1) == 0:
        raise im.err("training-mode Dropout (is_test=0) is not supported")
    if len(ins) > 2 and ins[2]:
        train = im.const(ins[2])
        if train is None or bool(train.reshape(-1)[0]):
            raise im.err("training-mode Dropout is not supported (training_mode must be a constant false)")
    return [im.tensor(ins[0])]


OPS: dict[str, Handler] = {
    "Add": _binary("add"), "Sub": _binary("sub"), "Mul": _binary("mul"), "Div": _binary("div"),
    "Equal": _binary("eq"), "Less": _binary("lt"), "LessOrEqual": _binary("le"), "Greater": _binary("gt"),
    "GreaterOrEqual": _binary("ge"),
    "And": _logic("And"), "Or": _logic("Or"), "Xor": _logic("Xor"), "Not": _logic("Not"),
    "Neg": _unary("neg"), "Abs": _unary("abs"), "Sqrt": _unary("sqrt"), "Exp": _unary("exp"), "Log": _unary("ln"),
    "Tanh": _unary("tanh"), "Erf": _unary("erf"), "Sin": _unary("sin"), "Cos": _unary("cos"),
    "Relu": _relu, "Sigmoid": _sigmoid, "Reciprocal": _reciprocal, "Pow": _pow, "Where": _where, "Cast": _cast,
    "MatMul": _matmul, "Gemm": _gemm,
    "ReduceMean": _reduce("reduce_mean"), "ReduceSum": _reduce("reduce_sum"), "ReduceMax": _reduce("reduce_max"),
    "Softmax": _softmax, "LayerNormalization": _layernorm,
    "Transpose": _transpose, "Reshape": _reshape, "Flatten": _flatten, "Squeeze": _squeeze, "Unsqueeze": _unsqueeze,
    "Gather": _gather, "Concat": _concat, "Slice": _slice, "Split": _split, "Expand": _expand,
    "Identity": _identity, "Dropout": _dropout,
}
"""The op types mapped to primitives when an input is a run-time tensor; with only constant inputs any op folds."""
