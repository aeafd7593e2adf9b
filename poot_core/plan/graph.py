"""The planner's tensor graph: frozen Tensor / Eqn / Graph, the primitives' shape and dtype rules.

A Graph is jaxpr-like: `inputs` are Tensors bound by the caller (weights included), every Eqn
applies one primitive to Tensors defined earlier (a graph input or an earlier equation's output)
and defines its outputs, and `outputs` names what the graph returns. Tensors are row-major and
contiguous; their `id` is a name only (the planner never reads it). `Graph.verify()` checks every
rule in `PRIMS` and raises GraphError naming the equation.

Broadcasting follows numpy for the elementwise primitives (shapes aligned on the right, a 1 or a
missing axis stretches). Reductions, softmax and the norms work over the last axis.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from ..errors import GraphError, Span

DTYPES = ("f32", "f16", "i32", "u32", "bool")
FLOAT_DTYPES = ("f32", "f16")
INT_DTYPES = ("i32", "u32")
NUMPY_DTYPES = {"f32": "float32", "f16": "float16", "i32": "int32", "u32": "uint32", "bool": "bool"}

# GGUF block formats: (elements per block, bytes per block)
QUANT_BLOCKS = {"q8_0": (32, 34), "q4_0": (32, 18), "q4_1": (32, 20)}

Shape = tuple[int, ...]
ParamValue = Any  # bool | int | float | str | tuple of ParamValue


@dataclass(frozen=True, slots=True)
class Tensor:
    """A value of the graph: a name, an element type and a static row-major shape."""

    id: str
    dtype: str
    shape: Shape

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not self.id:
            raise GraphError(f"a tensor id must be a non-empty string, not {self.id!r}")
        if self.dtype not in DTYPES:
            raise GraphError(f"tensor {self.id}: dtype {self.dtype!r} is not one of {', '.join(DTYPES)}")
        shape = tuple(self.shape)
        if any(not isinstance(d, int) or isinstance(d, bool) or d < 0 for d in shape):
            raise GraphError(f"tensor {self.id}: shape {self.shape!r} must be non-negative integers")
        object.__setattr__(self, "shape", shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    @property
    def rank(self) -> int:
        return len(self.shape)

    def __str__(self) -> str:
        return f"{self.id}:{self.dtype}{list(self.shape)}"


def _freeze(v: Any, where: str) -> ParamValue:
    if isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, (tuple, list)):
        return tuple(_freeze(x, where) for x in v)
    if hasattr(v, "item") and getattr(v, "shape", None) == ():  # a numpy scalar
        return _freeze(v.item(), where)
    raise GraphError(f"{where}: parameter value {v!r} must be a bool, int, float, str or a tuple of them")


@dataclass(frozen=True, slots=True)
class Eqn:
    """`outputs = prim(*inputs, **params)`; `name` labels it in errors and plans (optional), `span`
    is where it was written (errors and faults name the line)."""

    prim: str
    inputs: tuple[Tensor, ...]
    outputs: tuple[Tensor, ...]
    params: tuple[tuple[str, ParamValue], ...] = ()
    name: str = ""
    # where the equation was written (poot.trace records the traced function's line); not part of
    # the equation's identity or of .graph.json
    span: Span | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        where = self.name or self.prim
        object.__setattr__(self, "inputs", tuple(self.inputs))
        object.__setattr__(self, "outputs", tuple(self.outputs))
        ps = self.params.items() if isinstance(self.params, dict) else self.params
        object.__setattr__(self, "params", tuple(sorted((str(k), _freeze(v, where)) for k, v in ps)))

    @property
    def p(self) -> dict[str, ParamValue]:
        return dict(self.params)

    def label(self, index: int | None = None) -> str:
        """How errors name this equation: `#index name (prim)`."""
        at = f"#{index} " if index is not None else ""
        line = f" at {self.span.file}:{self.span.line}" if self.span else ""
        return f"equation {at}{self.name + ' ' if self.name else ''}({self.prim}){line}"


@dataclass(frozen=True, slots=True)
class Graph:
    """Inputs bound by the caller, equations in a valid order, the tensors returned."""

    inputs: tuple[Tensor, ...]
    outputs: tuple[Tensor, ...]
    eqns: tuple[Eqn, ...]

    def __post_init__(self) -> None:
        for f in ("inputs", "outputs", "eqns"):
            object.__setattr__(self, f, tuple(getattr(self, f)))

    def producers(self) -> dict[str, int]:
        """Equation index of every equation-defined tensor id."""
        return {t.id: i for i, e in enumerate(self.eqns) for t in e.outputs}

    def consumers(self) -> dict[str, list[int]]:
        """Equation indices reading every tensor id (in order, once per equation)."""
        out: dict[str, list[int]] = {}
        for i, e in enumerate(self.eqns):
            for tid in dict.fromkeys(t.id for t in e.inputs):
                out.setdefault(tid, []).append(i)
        return out

    def tensors(self) -> Iterator[Tensor]:
        """Every tensor, each once: the inputs, then each equation's outputs."""
        yield from self.inputs
        for e in self.eqns:
            yield from e.outputs

    def verify(self) -> "Graph":
        """Check ids, definition before use and every primitive's rule; returns self."""
        defined: dict[str, Tensor] = {}
        for t in self.inputs:
            if t.id in defined:
                raise GraphError(f"graph input {t.id} is declared twice")
            defined[t.id] = t
        for i, e in enumerate(self.eqns):
            lab = e.label(i)
            if e.prim not in PRIMS:
                raise GraphError(f"{lab}: unknown primitive {e.prim!r} (known: {', '.join(sorted(PRIMS))})",
                                 eqn=i, prim=e.prim)
            for t in e.inputs:
                if t.id not in defined:
                    raise GraphError(f"{lab}: input {t.id} is not defined before it is used", eqn=i, prim=e.prim)
                if defined[t.id] != t:
                    raise GraphError(f"{lab}: input {t} does not match its definition {defined[t.id]}",
                                     eqn=i, prim=e.prim)
            prim = PRIMS[e.prim]
            if prim.arity >= 0 and len(e.inputs) != prim.arity:
                raise GraphError(f"{lab}: takes {prim.arity} input(s), got {len(e.inputs)}", eqn=i, prim=e.prim)
            unknown = set(e.p) - set(prim.params)
            if unknown:
                raise GraphError(f"{lab}: unknown parameter(s) {', '.join(sorted(unknown))} "
                                 f"(allowed: {', '.join(prim.params) or 'none'})", eqn=i, prim=e.prim)
            try:
                want = prim.rule(e.inputs, e.p, e.outputs)
            except GraphError as err:
                raise GraphError(f"{lab}: {err.message}", eqn=i, prim=e.prim) from None
            got = tuple((t.dtype, t.shape) for t in e.outputs)
            if got != tuple(want):
                raise GraphError(f"{lab}: declares outputs {[f'{d}{list(s)}' for d, s in got]}, the rule gives "
                                 f"{[f'{d}{list(s)}' for d, s in want]}", eqn=i, prim=e.prim)
            for t in e.outputs:
                if t.id in defined:
                    raise GraphError(f"{lab}: output {t.id} is already defined", eqn=i, prim=e.prim)
                defined[t.id] = t
        for t in self.outputs:
            if defined.get(t.id) != t:
                raise GraphError(f"graph output {t} is not a defined tensor of that type")
        return self


# --- primitive rules ------------------------------------------------------------------------
Rule = Callable[[tuple[Tensor, ...], dict[str, ParamValue], tuple[Tensor, ...]], list[tuple[str, Shape]]]


@dataclass(frozen=True, slots=True)
class Prim:
    """A primitive: its kind (the fusion rule table keys on it), arity (-1: any), parameters, rule."""

    name: str
    kind: str  # elementwise | reduce | row | contraction | gather | index | packed | select | constant
    arity: int
    params: tuple[str, ...]
    rule: Rule


def broadcast(*shapes: Shape) -> Shape:
    """numpy's broadcast of `shapes`; GraphError when two axes differ and neither is 1."""
    rank = max((len(s) for s in shapes), default=0)
    out = []
    for ax in range(rank):
        dims = {s[len(s) - rank + ax] for s in shapes if len(s) - rank + ax >= 0} - {1}
        if len(dims) > 1:
            raise GraphError(f"shapes {' and '.join(str(list(s)) for s in shapes)} do not broadcast")
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def _same_dtype(ins: tuple[Tensor, ...], allowed: tuple[str, ...]) -> str:
    dts = {t.dtype for t in ins}
    if len(dts) != 1:
        raise GraphError(f"inputs have different dtypes ({', '.join(sorted(dts))}); cast first")
    dt = dts.pop()
    if dt not in allowed:
        raise GraphError(f"dtype {dt} is not allowed here (allowed: {', '.join(allowed)})")
    return dt


def _unary(allowed: tuple[str, ...]) -> Rule:
    return lambda ins, p, outs: [(_same_dtype(ins, allowed), ins[0].shape)]


def _binary(allowed: tuple[str, ...], result: str | None = None) -> Rule:
    def rule(ins, p, outs):
        dt = _same_dtype(ins, allowed)
        return [(result or dt, broadcast(ins[0].shape, ins[1].shape))]
    return rule


def _cast(ins, p, outs):
    to = p.get("dtype")
    if to not in DTYPES:
        raise GraphError(f"cast needs dtype= one of {', '.join(DTYPES)}, got {to!r}")
    return [(to, ins[0].shape)]


def _where(ins, p, outs):
    if ins[0].dtype != "bool":
        raise GraphError(f"the condition must be bool, not {ins[0].dtype}")
    dt = _same_dtype(ins[1:], DTYPES)
    return [(dt, broadcast(*(t.shape for t in ins)))]


def _last_axis(t: Tensor) -> int:
    if t.rank < 1 or t.shape[-1] < 1:
        raise GraphError(f"{t} needs a non-empty last axis")
    return t.shape[-1]


def _reduce(allowed: tuple[str, ...]) -> Rule:
    def rule(ins, p, outs):
        dt = _same_dtype(ins, allowed)
        _last_axis(ins[0])
        keep = p.get("keepdims", False)
        if not isinstance(keep, bool):
            raise GraphError(f"keepdims must be true or false, not {keep!r}")
        return [(dt, ins[0].shape[:-1] + ((1,) if keep else ()))]
    return rule


def _softmax(ins, p, outs):
    _last_axis(ins[0])
    return [(_same_dtype(ins, FLOAT_DTYPES), ins[0].shape)]


def _eps(p) -> None:
    eps = p.get("eps", 1e-5)
    if not isinstance(eps, (int, float)) or isinstance(eps, bool) or not eps >= 0:
        raise GraphError(f"eps must be a non-negative number, not {eps!r}")


def _norm(n_vectors: int) -> Rule:
    def rule(ins, p, outs):
        dt = _same_dtype(ins, FLOAT_DTYPES)
        d = _last_axis(ins[0])
        for t in ins[1:1 + n_vectors]:
            if t.shape != (d,):
                raise GraphError(f"{t} must have shape [{d}] (the last axis of {ins[0]})")
        _eps(p)
        return [(dt, ins[0].shape)]
    return rule


def _matmul(ins, p, outs):
    a, b = ins
    dt = _same_dtype(ins, FLOAT_DTYPES)
    if a.rank < 1 or b.rank < 1:
        raise GraphError("matmul needs inputs of rank >= 1")
    ash = a.shape if a.rank > 1 else (1,) + a.shape
    bsh = b.shape if b.rank > 1 else b.shape + (1,)
    if ash[-1] != bsh[-2]:
        raise GraphError(f"contracted axes differ: {a} @ {b} ({ash[-1]} vs {bsh[-2]})")
    batch = broadcast(ash[:-2], bsh[:-2])
    out = batch + (ash[-2], bsh[-1])
    if a.rank == 1:
        out = out[:-2] + out[-1:]
    if b.rank == 1:
        out = out[:-1]
    return [(dt, out)]


def _attention(ins, p, outs):
    q, k, v = ins
    dt = _same_dtype(ins, FLOAT_DTYPES)
    if q.rank < 2 or k.rank != q.rank or v.rank != q.rank:
        raise GraphError(f"q, k and v need one rank >= 2 ([..., L, d]); got {q}, {k}, {v}")
    batch = q.shape[:-2]
    if k.shape[:-2] != batch or v.shape[:-2] != batch:
        raise GraphError(f"q, k and v need the same leading (batch, head) axes; got {q}, {k}, {v}")
    (lq, d), (lk, dk), (lv, dv) = q.shape[-2:], k.shape[-2:], v.shape[-2:]
    if dk != d:
        raise GraphError(f"k's last axis ({dk}) must equal q's ({d})")
    if lv != lk:
        raise GraphError(f"v has {lv} rows; k has {lk} (one value row per key)")
    if lk < 1 or d < 1:
        raise GraphError(f"attention needs at least one key and a non-empty head dimension; got {k}")
    causal = p.get("causal", False)
    if not isinstance(causal, bool):
        raise GraphError(f"causal must be true or false, not {causal!r}")
    scale = p.get("scale", 1.0 / math.sqrt(d))
    if not isinstance(scale, (int, float)) or isinstance(scale, bool) or not math.isfinite(scale):
        raise GraphError(f"scale must be a finite number, not {scale!r}")
    return [(dt, batch + (lq, dv))]


def _gather(ins, p, outs):
    table, ids = ins
    if table.rank < 1:
        raise GraphError(f"the table {table} needs rank >= 1")
    if ids.dtype not in INT_DTYPES:
        raise GraphError(f"the indices {ids} must be i32 or u32")
    return [(table.dtype, ids.shape + table.shape[1:])]


def _ints(v: Any, what: str) -> tuple[int, ...]:
    if not isinstance(v, tuple) or any(not isinstance(x, int) or isinstance(x, bool) for x in v):
        raise GraphError(f"{what} must be a list of integers, not {v!r}")
    return v


def _reshape(ins, p, outs):
    shape = _ints(p.get("shape"), "shape")
    if any(d < 0 for d in shape) or math.prod(shape) != ins[0].size:
        raise GraphError(f"cannot reshape {ins[0]} ({ins[0].size} elements) to {list(shape)}")
    return [(ins[0].dtype, shape)]


def _transpose(ins, p, outs):
    perm = _ints(p.get("perm"), "perm")
    if sorted(perm) != list(range(ins[0].rank)):
        raise GraphError(f"perm {list(perm)} is not a permutation of the {ins[0].rank} axes of {ins[0]}")
    return [(ins[0].dtype, tuple(ins[0].shape[a] for a in perm))]


def _slice(ins, p, outs):
    t = ins[0]
    starts, stops = _ints(p.get("starts"), "starts"), _ints(p.get("stops"), "stops")
    if len(starts) != t.rank or len(stops) != t.rank:
        raise GraphError(f"starts and stops need one entry per axis of {t}")
    for s, e, d in zip(starts, stops, t.shape):
        if not 0 <= s <= e <= d:
            raise GraphError(f"slice [{s}:{e}] is outside an axis of length {d} of {t}")
    return [(t.dtype, tuple(e - s for s, e in zip(starts, stops)))]


def _concat(ins, p, outs):
    if not ins:
        raise GraphError("concat needs at least one input")
    axis = p.get("axis")
    dt = _same_dtype(ins, DTYPES)
    r = ins[0].rank
    if not isinstance(axis, int) or not 0 <= axis < r:
        raise GraphError(f"axis must be an axis of the inputs (0..{r - 1}), not {axis!r}")
    for t in ins:
        if t.rank != r or t.shape[:axis] + t.shape[axis + 1:] != ins[0].shape[:axis] + ins[0].shape[axis + 1:]:
            raise GraphError(f"{t} does not match {ins[0]} outside axis {axis}")
    return [(dt, ins[0].shape[:axis] + (sum(t.shape[axis] for t in ins),) + ins[0].shape[axis + 1:])]


def quant_words(fmt: str, rows: int, cols: int) -> int:
    """u32 words holding `rows` x `cols` elements of GGUF format `fmt` (the byte stream zero-padded to 4)."""
    per, nbytes = QUANT_BLOCKS[fmt]
    return -(-(rows * (cols // per) * nbytes) // 4)


def _dequantize(ins, p, outs):
    fmt, shape = p.get("format"), _ints(p.get("shape"), "shape")
    if fmt not in QUANT_BLOCKS:
        raise GraphError(f"format must be one of {', '.join(QUANT_BLOCKS)}, not {fmt!r}")
    if len(shape) != 2 or shape[1] % QUANT_BLOCKS[fmt][0]:
        raise GraphError(f"shape must be [rows, cols] with cols a multiple of {QUANT_BLOCKS[fmt][0]}, not {list(shape)}")
    w = ins[0]
    want = quant_words(fmt, *shape)
    if w.dtype != "u32" or w.shape != (want,):
        raise GraphError(f"the packed input must be u32[{want}] ({fmt} {list(shape)}), not {w}")
    return [("f32", shape)]


def _argmax(ins, p, outs):
    _same_dtype(ins, FLOAT_DTYPES)
    _last_axis(ins[0])
    return [("u32", ins[0].shape[:-1])]


def _sample(ins, p, outs):
    logits, u = ins
    _same_dtype(ins, FLOAT_DTYPES)
    _last_axis(logits)
    if u.shape != logits.shape[:-1]:
        raise GraphError(f"the uniforms {u} must have shape {list(logits.shape[:-1])} (one per row of {logits})")
    temp = p.get("temperature")
    if not isinstance(temp, (int, float)) or isinstance(temp, bool) or not temp >= 0:
        raise GraphError(f"temperature must be a number >= 0, not {temp!r}")
    return [("u32", logits.shape[:-1])]


def _constant(ins, p, outs):
    if len(outs) != 1:
        raise GraphError("constant defines exactly one output")
    t, v = outs[0], p.get("value")
    vals = v if isinstance(v, tuple) else (v,)
    if any(not isinstance(x, (int, float, bool)) for x in vals) or len(vals) not in (1, t.size):
        raise GraphError(f"value must be one number or {t.size} numbers for {t}, not {v!r}")
    return [(t.dtype, t.shape)]


_NUM = ("f32", "f16", "i32", "u32")
_FLT = FLOAT_DTYPES
PRIMS: dict[str, Prim] = {p.name: p for p in [
    *(Prim(n, "elementwise", 1, (), _unary(_NUM)) for n in ("neg", "abs")),
    *(Prim(n, "elementwise", 1, (), _unary(_FLT)) for n in ("exp", "ln", "sqrt", "tanh", "erf", "sin", "cos")),
    Prim("cast", "elementwise", 1, ("dtype",), _cast),
    *(Prim(n, "elementwise", 2, (), _binary(_NUM)) for n in ("add", "sub", "mul", "div", "max", "min")),
    *(Prim(n, "elementwise", 2, (), _binary(_NUM, "bool")) for n in ("lt", "le", "gt", "ge", "eq", "ne")),
    Prim("where", "elementwise", 3, (), _where),
    Prim("constant", "constant", 0, ("value",), _constant),
    Prim("matmul", "contraction", 2, (), _matmul),
    Prim("attention", "attention", 3, ("causal", "scale"), _attention),
    Prim("reduce_sum", "reduce", 1, ("keepdims",), _reduce(_NUM)),
    Prim("reduce_max", "reduce", 1, ("keepdims",), _reduce(_NUM)),
    Prim("reduce_mean", "reduce", 1, ("keepdims",), _reduce(_FLT)),
    Prim("softmax", "row", 1, (), _softmax),
    Prim("layernorm", "row", 3, ("eps",), _norm(2)),
    Prim("rmsnorm", "row", 2, ("eps",), _norm(1)),
    Prim("gather", "gather", 2, (), _gather),
    Prim("reshape", "index", 1, ("shape",), _reshape),
    Prim("transpose", "index", 1, ("perm",), _transpose),
    Prim("slice", "index", 1, ("starts", "stops"), _slice),
    Prim("concat", "index", -1, ("axis",), _concat),
    Prim("dequantize", "packed", 1, ("format", "shape"), _dequantize),
    Prim("argmax", "select", 1, (), _argmax),
    Prim("sample", "select", 2, ("temperature",), _sample),
]}
