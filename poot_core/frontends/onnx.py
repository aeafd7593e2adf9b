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
- Every other node maps to primitives (`onnx_ops.OPS` lists the op types); an unsupported op, attribute,
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
from typing import Any, Mapping, Sequence

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
        from .onnx_ops import OPS

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
