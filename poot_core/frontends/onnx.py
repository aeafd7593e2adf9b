"""The ONNX importer: a static-shaped ONNX model -> a planner Graph (poot_core.plan) and its weights.

    graph, weights = load("model.onnx", shapes={"input_ids": (1, 16), "attention_mask": (1, 16)})
    out = poot_core.plan.reference.run(graph, {"input_ids": ids.astype(np.int32), ..., **weights})

- Every model input becomes a graph input of the same name; a dimension that is not a number in
  the file (`batch`, `seq`) must be given in `shapes`, else a UsageError names it. int64 values
  become i32 tensors (a model input declared int64 takes np.int32 arrays), uint64 ones u32;
  float64 and the 8/16-bit integer types are refused.
- Floating-point initializers are the weights: each one a node reads as data becomes a graph
  input named after it (the Graph holds no data), returned in `weights`. Integer and bool
  initializers, Constant nodes and everything computed from them and from static shapes (Shape,
  Size, ConstantOfShape, Range, the shape arithmetic of an export) are folded at import by ONNX's
  own reference evaluator (`onnx.reference`), whatever the op. A folded value a graph equation
  reads becomes a `constant` equation when it is one number repeated or has at most
  `CONST_LIMIT` elements, else a graph input (a weight) named after the ONNX value.
- Every other node maps to primitives (`OPS` lists the op types); an unsupported op, attribute,
  attribute value or non-constant operand where a constant is needed is an OnnxImportError
  naming the node (its index and name) and op type.

`save(graph, weights, path)` writes `path` (`.graph.json`) and the weights beside it
(`weights_path(path)`: `<name>.weights.npz`), what `poot import model.onnx -o model.graph.json`
does; `read_weights(path)` reads them back.
"""
from __future__ import annotations

import math
import zipfile
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ..errors import GraphError, OnnxImportError, ToolUnavailable, UsageError
from ..plan.graph import NUMPY_DTYPES, PRIMS, Eqn, Graph, Tensor

CONST_LIMIT = 1024  # a folded value with more elements (not all equal) is passed as a weight

# ONNX TensorProto element types -> graph dtypes (int64 / uint64 narrowed, range-checked for constants)
_GRAPH_DTYPE = {1: "f32", 10: "f16", 6: "i32", 7: "i32", 12: "u32", 13: "u32", 9: "bool"}
_ONNX_TYPE_NAME = {1: "float", 2: "uint8", 3: "int8", 4: "uint16", 5: "int16", 6: "int32", 7: "int64", 8: "string",
                   9: "bool", 10: "float16", 11: "double", 12: "uint32", 13: "uint64", 16: "bfloat16"}
_NARROW = {np.dtype(np.int64): np.dtype(np.int32), np.dtype(np.uint64): np.dtype(np.uint32)}
_NONDETERMINISTIC = {"RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike", "Multinomial",
                     "Bernoulli"}

Value = Any  # np.ndarray (a constant known at import) | Tensor (a graph tensor)




def _onnx() -> Any:
    try:
        import onnx
    except ImportError:
        raise ToolUnavailable("the ONNX importer needs the onnx package: pip install onnx", tool="onnx") from None
    return onnx


def weights_path(graph_path: str | Path) -> Path:
    """Where the weights of `X.graph.json` (or `X.json`, `X`) live: `X.weights.npz` beside it."""
    p = Path(graph_path)
    stem = p.name.removesuffix(".json").removesuffix(".graph")
    return p.with_name(f"{stem}.weights.npz")


def save(graph: Graph, weights: Mapping[str, np.ndarray], path: str | Path) -> Path:
    """Write the graph to `path` (canonical .graph.json) and its weights to `weights_path(path)`; returns the latter."""
    from ..plan import codec

    codec.write(path, graph)
    wp = weights_path(path)
    with open(wp, "wb") as f:
        write_weights(f, weights)
    return wp


def write_weights(file: Any, weights: Mapping[str, np.ndarray]) -> None:
    """Write `weights` to a binary file as np.savez does (an uncompressed .npz: one NAME.npy member each)."""
    with zipfile.ZipFile(file, "w") as z:
        for name, arr in weights.items():
            with z.open(f"{name}.npy", "w", force_zip64=True) as f:
                np.lib.format.write_array(f, np.ascontiguousarray(arr), allow_pickle=False)


def read_weights(path: str | Path) -> dict[str, np.ndarray]:
    """The arrays `save` wrote (by graph input id)."""
    with np.load(path, allow_pickle=False) as z:
        return {k: z[k] for k in z.files}


def load(model: Any, shapes: Mapping[str, Sequence[int]] | None = None) -> tuple[Graph, dict[str, np.ndarray]]:
    """Import `model` (a path or an onnx.ModelProto); `shapes` fixes the inputs' dynamic dimensions.

    Returns the verified Graph and its weights (graph input id -> array of that input's dtype)."""
    onnx = _onnx()
    if not hasattr(model, "graph"):
        p = Path(model)
        if not p.is_file():
            raise UsageError(f"{model}: no such ONNX file")
        try:
            model = onnx.load(str(p))
        except Exception as e:  # protobuf's DecodeError, a truncated file, missing external data
            raise UsageError(f"{model}: not a readable ONNX model: {e}") from None
    return _Importer(model, dict(shapes or {})).run()


class _Attrs:
    """A node's attributes; the importer refuses any that its handler did not read."""

    def __init__(self, node: Any):
        from onnx import helper

        self.vals = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        self.used: set[str] = set()

    def get(self, name: str, default: Any = None) -> Any:
        self.used.add(name)
        v = self.vals.get(name, default)
        return v.decode() if isinstance(v, bytes) else v


class _Importer:
    def __init__(self, model: Any, shapes: dict[str, Sequence[int]]):
        self.model = model
        self.g = model.graph
        self.opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 0)
        self.shapes = shapes
        self.env: dict[str, Value] = {}
        self.lazy: dict[str, np.ndarray] = {}  # float initializers: weights once read as data
        self.inputs: list[Tensor] = []
        self.weights: dict[str, np.ndarray] = {}
        self.eqns: list[Eqn] = []
        self.materialized: dict[str, Tensor] = {}
        self.names = {n for node in self.g.node for n in (*node.input, *node.output)} | \
            {v.name for v in self.g.input} | {t.name for t in self.g.initializer}
        self.used = {n for node in self.g.node for n in node.input} | {v.name for v in self.g.output}
        self.ids: set[str] = set()
        self.at: tuple[int, str, str] = (-1, "", "")

    # --- errors and names -----------------------------------------------------------------
    def err(self, msg: str) -> OnnxImportError:
        i, name, op = self.at
        return OnnxImportError(msg, node=name, index=i, op_type=op)

    def fresh(self, base: str) -> str:
        if base not in self.ids and base not in self.names:
            return base
        k = 1
        while f"{base}#{k}" in self.ids or f"{base}#{k}" in self.names:
            k += 1
        return f"{base}#{k}"

    def claim(self, tid: str) -> str:
        tid = tid if tid not in self.ids else self.fresh(tid)
        self.ids.add(tid)
        return tid

    # --- values -----------------------------------------------------------------------------
    def const(self, name: str) -> np.ndarray | None:
        """The value of ONNX value `name` if it is known at import (a folded value or any initializer)."""
        v = self.env.get(name)
        if isinstance(v, np.ndarray):
            return v
        return self.lazy.get(name)

    def need(self, name: str, what: str) -> np.ndarray:
        v = self.const(name)
        if v is None:
            raise self.err(f"{what} ({name}) must be a constant (an initializer, a Constant or computed from static "
                           "shapes); it is computed at run time here")
        return v

    def graph_dtype(self, dt: np.dtype, what: str) -> str:
        code = {np.dtype(v): k for k, v in NUMPY_DTYPES.items()}.get(_NARROW.get(dt, dt))
        if code is None:
            raise self.err(f"{what} has element type {dt}, which the planner's graph has no dtype for "
                           "(f32 f16 i32 u32 bool; int64 and uint64 are narrowed)")
        return code

    def narrow(self, a: np.ndarray, what: str) -> np.ndarray:
        """`a` as an array of a graph dtype (int64 -> int32, range-checked)."""
        code = self.graph_dtype(a.dtype, what)
        to = np.dtype(NUMPY_DTYPES[code])
        if a.dtype != to:
            info = np.iinfo(to)
            if a.size and (a.min() < info.min or a.max() > info.max):
                raise self.err(f"{what} holds values outside {to}'s range, which its {a.dtype} values are narrowed to")
            a = a.astype(to)
        return a

    def tensor(self, name: str) -> Tensor:
        """ONNX value `name` as a graph tensor (a weight or constant is materialized once)."""
        v = self.env.get(name)
        if isinstance(v, Tensor):
            return v
        if name in self.materialized:
            return self.materialized[name]
        if name in self.lazy:
            t = self.add_input(name, self.narrow(self.lazy[name], f"initializer {name}"))
        elif isinstance(v, np.ndarray):
            t = self.constant(self.narrow(v, f"value {name}"), name)
        else:
            raise self.err(f"input {name!r} is not defined before this node")
        self.materialized[name] = t
        return t

    def add_input(self, name: str, arr: np.ndarray) -> Tensor:
        t = Tensor(self.claim(name), self.graph_dtype(arr.dtype, name), tuple(int(d) for d in arr.shape))
        self.inputs.append(t)
        self.weights[t.id] = np.ascontiguousarray(arr)
        return t

    def constant(self, a: np.ndarray, base: str = "c") -> Tensor:
        """A graph tensor holding `a` (of a graph dtype): a constant equation, or a weight when large."""
        flat = np.ascontiguousarray(a).reshape(-1)
        octets = flat.view(np.uint8).reshape(flat.size, -1)
        uniform = flat.size > 0 and bool((octets == octets[0]).all())  # bit for bit: -0.0 and NaN payloads kept
        if not uniform and flat.size > CONST_LIMIT:
            return self.add_input(base, a)
        value = flat[0].item() if uniform else tuple(flat.tolist()) if flat.size else ()
        dt = self.graph_dtype(a.dtype, base)
        return self.emit("constant", (), {"value": value}, base=base, dtype=dt, shape=tuple(a.shape))

    def scalar(self, x: float | int | bool, like: Tensor) -> Tensor:
        return self.constant(np.array(x, dtype=NUMPY_DTYPES[like.dtype]), "c")

    def emit(self, prim: str, ins: Sequence[Tensor], params: Mapping[str, Any] | None = None, *, base: str = "t",
             dtype: str | None = None, shape: tuple[int, ...] | None = None) -> Tensor:
        """Append `prim(*ins, **params)`; its output's dtype and shape come from the primitive's rule."""
        params = dict(params or {})
        ins = tuple(ins)
        probe = (Tensor("_", dtype, shape),) if dtype is not None and shape is not None else ()
        try:
            eqn = Eqn(prim, ins, probe, tuple(params.items()))
            (dt, sh), = PRIMS[prim].rule(eqn.inputs, eqn.p, probe)
        except GraphError as e:
            raise self.err(f"{prim}: {e.message}") from None
        out = Tensor(self.claim(base), dt, sh)
        self.eqns.append(Eqn(prim, ins, (out,), tuple(params.items()), name=self.at[1]))
        return out

    # --- the model ------------------------------------------------------------------------
    def run(self) -> tuple[Graph, dict[str, np.ndarray]]:
        from onnx import numpy_helper

        inits = {t.name: t for t in self.g.initializer}
        declared = [v for v in self.g.input if v.name not in inits]
        unknown = sorted(set(self.shapes) - {v.name for v in declared})
        if unknown:
            raise UsageError(f"shape given for {', '.join(unknown)}, which the model has no input of (its inputs: "
                             f"{', '.join(v.name for v in declared) or 'none'})")
        for v in declared:
            t = self.model_input(v)
            self.inputs.append(t)
            self.ids.add(t.id)
            self.env[v.name] = t
        for name, init in inits.items():
            arr = numpy_helper.to_array(init)
            if arr.dtype.kind == "f":
                self.lazy[name] = arr
            else:
                self.env[name] = arr
        for i, node in enumerate(self.g.node):
            self.at = (i, node.name, node.op_type)
            self.node(node)
        self.at = (-1, "", "")
        outputs = self.outputs()
        graph = _prune(Graph(tuple(self.inputs), tuple(outputs), tuple(self.eqns)), {v.name for v in declared})
        weights = {t.id: self.weights[t.id] for t in graph.inputs if t.id in self.weights}
        return graph.verify(), weights

    def model_input(self, v: Any) -> Tensor:
        tt = v.type.tensor_type
        if not v.type.HasField("tensor_type"):
            raise UsageError(f"model input {v.name} is not a tensor; the importer takes tensor inputs only")
        if tt.elem_type not in _GRAPH_DTYPE:
            raise UsageError(f"model input {v.name} has element type {_ONNX_TYPE_NAME.get(tt.elem_type, tt.elem_type)}, "
                             "which the planner's graph has no dtype for (float, float16, int32, int64, uint32, "
                             "uint64, bool)")
        dims: list[int | str | None] | None = None
        if tt.HasField("shape"):
            dims = [d.dim_value if d.HasField("dim_value") else (d.dim_param or None) for d in tt.shape.dim]
        given = self.shapes.get(v.name)
        if given is not None:
            shape = tuple(int(d) for d in given)
            if any(d < 0 for d in shape):
                raise UsageError(f"shape {list(given)} for input {v.name} must be non-negative integers")
            if dims is not None:
                if len(dims) != len(shape):
                    raise UsageError(f"input {v.name} has rank {len(dims)} ({_dims(dims)}); the shape given, "
                                     f"{list(shape)}, has rank {len(shape)}")
                for k, (d, s) in enumerate(zip(dims, shape)):
                    if isinstance(d, int) and d != s:
                        raise UsageError(f"input {v.name}: dimension {k} is {d} in the model, the shape given says {s}")
        else:
            if dims is None:
                raise UsageError(f"input {v.name} has no shape in the model: give it (--shape {v.name}=D,D,... or "
                                 f"shapes={{{v.name!r}: (...)}})")
            free = [(k, d) for k, d in enumerate(dims) if not isinstance(d, int)]
            if free:
                k, d = free[0]
                label = f" ({d!r})" if d else ""
                raise UsageError(f"input {v.name}: dimension {k}{label} of {_dims(dims)} is not static: give its shape "
                                 f"(--shape {v.name}=D,D,... or shapes={{{v.name!r}: (...)}})")
            shape = tuple(d for d in dims if isinstance(d, int))
        return Tensor(v.name, _GRAPH_DTYPE[tt.elem_type], shape)

    def outputs(self) -> list[Tensor]:
        outs: list[Tensor] = []
        input_ids = {t.id for t in self.inputs}
        for v in self.g.output:
            self.at = (-1, "", "")
            if v.name not in self.env:
                raise OnnxImportError(f"model output {v.name} is not computed by any node")
            val = self.env[v.name]
            if isinstance(val, np.ndarray):
                t = self.constant(self.narrow(val, f"output {v.name}"), v.name)
                if t.id in input_ids:  # a large constant output: copy it out of its weight
                    t = self.emit("reshape", (t,), {"shape": t.shape}, base=v.name)
            else:
                t = val
                if t.id != v.name or t.id in input_ids or t in outs:  # an alias (Identity) or an input: a copy
                    t = self.emit("reshape", (t,), {"shape": t.shape}, base=v.name)
            outs.append(t)
        return outs

    def node(self, node: Any) -> None:
        op = node.op_type
        if node.domain not in ("", "ai.onnx"):
            raise self.err(f"op {node.domain}.{op} is not supported (the importer maps the standard ONNX domain only)")
        ins = list(node.input)
        src = self.env.get(ins[0]) if ins else None
        src = src if isinstance(src, Tensor) else self.lazy.get(ins[0]) if ins else None
        if op in ("Shape", "Size") and src is not None:  # static shapes: known at import
            a = _Attrs(node)
            shape = np.array(src.shape, dtype=np.int64)
            if op == "Shape":
                r = len(shape)
                start, end = a.get("start", 0), a.get("end", r)
                res = shape[slice(*(max(0, min(r, x + r if x < 0 else x)) for x in (start, end)))]
            else:
                res = np.array(math.prod(shape.tolist()), dtype=np.int64)
            self._refuse_unread(a)
            self.env[node.output[0]] = res
            return
        if op not in _NONDETERMINISTIC and all(n == "" or self.const(n) is not None and n not in self.lazy for n in ins):
            self.fold(node)
            return
        handler = OPS.get(op)
        if handler is None:
            raise self.err(f"op {op} is not supported (supported: {', '.join(sorted(OPS))}; any op whose inputs "
                           "are all constants is folded)")
        a = _Attrs(node)
        results = handler(self, node, a)
        self._refuse_unread(a)
        for k, name in enumerate(node.output):
            if k < len(results):
                self.env[name] = results[k]
            elif name and name in self.used:
                raise self.err(f"output {k} ({name}) of {op} is not supported; only the first {len(results)}")

    def _refuse_unread(self, a: _Attrs) -> None:
        extra = sorted(set(a.vals) - a.used)
        if extra:
            raise self.err(f"attribute(s) {', '.join(extra)} not supported")

    def fold(self, node: Any) -> None:
        from onnx.reference import ReferenceEvaluator

        feeds = {n: self.const(n) for n in node.input if n}
        opsets = {o.domain or "": o.version for o in self.model.opset_import}
        try:
            res = ReferenceEvaluator(node, opsets=opsets).run(None, feeds)
        except Exception as e:  # the reference evaluator's own refusal (an op it lacks, bad attributes)
            raise self.err(f"cannot fold it at import (all its inputs are constants): {type(e).__name__}: {e}") from None
        for name, r in zip(node.output, res):
            if name:
                self.env[name] = np.asarray(r)

    # --- helpers for the handlers ---------------------------------------------------------------
    def operands(self, node: Any, n: int) -> list[Tensor]:
        ins = list(node.input)
        if len(ins) < n or any(not x for x in ins[:n]):
            raise self.err(f"needs {n} input(s)")
        return [self.tensor(x) for x in ins[:n]]

    def axis(self, a: int, rank: int, what: str = "axis") -> int:
        if not -rank <= a < rank:
            raise self.err(f"{what} {a} is outside the {rank} axes of its input")
        return a + rank if a < 0 else a

    def reshape(self, x: Tensor, shape: Sequence[int], base: str = "t") -> Tensor:
        return self.emit("reshape", (x,), {"shape": tuple(int(d) for d in shape)}, base=base)

    def transpose(self, x: Tensor, perm: Sequence[int], base: str = "t") -> Tensor:
        perm = tuple(int(p) for p in perm)
        if perm == tuple(range(x.rank)):
            return x
        return self.emit("transpose", (x,), {"perm": perm}, base=base)

    def out(self, node: Any) -> str:
        return node.output[0]

    def opt_axes(self, node: Any, a: _Attrs, k: int) -> list[int] | None:
        """Axes from input k (newer opsets) or the `axes` attribute (older ones); None when absent."""
        ins = list(node.input)
        if len(ins) > k and ins[k]:
            return [int(x) for x in self.need(ins[k], "axes").reshape(-1)]
        v = a.get("axes")
        return None if v is None else [int(x) for x in v]


def _dims(dims: Sequence[Any]) -> str:
    return "[" + ", ".join(str(d) if d is not None else "?" for d in dims) + "]"


def _prune(g: Graph, keep_inputs: set[str]) -> Graph:
    """Drop equations no output needs, and the weight inputs they alone read (model inputs stay)."""
    live = {t.id for t in g.outputs}
    eqns = []
    for e in reversed(g.eqns):
        if any(t.id in live for t in e.outputs):
            eqns.append(e)
            live |= {t.id for t in e.inputs}
    inputs = [t for t in g.inputs if t.id in live or t.id in keep_inputs]
    return Graph(tuple(inputs), g.outputs, tuple(reversed(eqns)))


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
