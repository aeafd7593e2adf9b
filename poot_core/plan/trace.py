"""The tracing front end: `trace(fn)(*example_arrays) -> Graph`, jaxpr-style.

    import numpy as np, poot
    from poot import ops
    def mlp(x, w, b):
        return ops.erf((x @ w + b) / np.sqrt(2)) * 0.5 + 0.5   # or any ops / operator expression
    g = poot.trace(mlp)(np.zeros((8, 16), np.float32), np.zeros((16, 32), np.float32), np.zeros(32, np.float32))

`fn` runs once on Traced tensors (stand-ins carrying a graph Tensor); every operator or `ops`
call records one equation and shape/dtype inference is the primitive's own rule in `PRIMS`, so an
ill-typed call fails at once with a GraphError naming the op and the line of `fn` that made it.
The example arrays fix the inputs' dtypes and shapes (their values are not read); the inputs are
named after fn's parameters (`x0`, `x1`, ... past them), equation outputs `t0`, `t1`, ...

Python scalars are weakly typed: one becomes a shape-() `constant` of the other operand's dtype
(an int goes with any number dtype, a float with f32/f16 only, a bool with bool); a numpy array
used in fn becomes a constant of its own dtype (no implicit promotion anywhere: mixing dtypes is a
GraphError; cast first). Equations that no output needs are dropped. Every graph output is defined
by an equation and distinct: returning an input (or one tensor twice) records a `reshape` to the
same shape, a copy, so a program's output buffers never alias its inputs.
"""
from __future__ import annotations

import inspect
import math
import os
import sys
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import GraphError, Span, UsageError
from .graph import DTYPES, FLOAT_DTYPES, INT_DTYPES, NUMPY_DTYPES, PRIMS, Eqn, Graph, ParamValue, Shape, Tensor

_HERE = os.path.dirname(os.path.abspath(__file__))
_FROM_NUMPY = {np.dtype(v): k for k, v in NUMPY_DTYPES.items()}
_INT_RANGE = {"i32": (-(2 ** 31), 2 ** 31 - 1), "u32": (0, 2 ** 32 - 1)}
_ACTIVE: list["Trace"] = []
# numpy ufuncs that are exactly a primitive (np.maximum propagates NaN: it is not max)
_UFUNCS = {"add": "add", "subtract": "sub", "multiply": "mul", "divide": "div", "matmul": "matmul", "less": "lt",
           "less_equal": "le", "greater": "gt", "greater_equal": "ge", "equal": "eq", "not_equal": "ne",
           "negative": "neg", "absolute": "abs", "exp": "exp", "log": "ln", "sqrt": "sqrt", "sin": "sin",
           "cos": "cos", "tanh": "tanh", "fmax": "max", "fmin": "min"}  # the traces running now, innermost last


def _span() -> Span | None:
    """FILE:LINE of the innermost frame outside poot_core/plan (the user's call)."""
    f = sys._getframe(1)
    while f is not None and os.path.dirname(os.path.abspath(f.f_code.co_filename)) == _HERE:
        f = f.f_back  # type: ignore[assignment]
    return Span(f.f_code.co_filename, f.f_lineno, 0) if f is not None else None


def _where() -> str:
    """` at FILE:LINE` of the user's call (see _span)."""
    s = _span()
    return f" at {s.file}:{s.line}" if s else ""


def fail(op: str, msg: str, prim: str = "") -> GraphError:
    """The error a traced op raises: names the op and the line of the traced function."""
    t = _ACTIVE[-1] if _ACTIVE else None
    return GraphError(f"{op}{_where()}: {msg}", eqn=len(t.eqns) if t else -1, prim=prim or op)


def graph_dtype(dt: Any, what: str) -> str:
    """A graph dtype name from "f32" or anything numpy reads as a dtype (np.float32, "float32")."""
    if isinstance(dt, str) and dt in DTYPES:
        return dt
    try:
        nd = np.dtype(dt)
    except TypeError:
        nd = None
    if nd is None or nd not in _FROM_NUMPY:
        raise GraphError(f"{what}: dtype {dt!r} is not a graph dtype (use one of {', '.join(DTYPES)}, or "
                         f"the numpy {', '.join(NUMPY_DTYPES.values())})")
    return _FROM_NUMPY[nd]


class Trace:
    """One run of a traced function: the equations recorded so far and the ids in use."""

    def __init__(self, fn_name: str, inputs: tuple[Tensor, ...]):
        self.fn_name = fn_name
        self.inputs = inputs
        self.eqns: list[Eqn] = []
        self.used = {t.id for t in inputs}
        self.next = 0
        self.done = False

    def fresh(self) -> str:
        while f"t{self.next}" in self.used:
            self.next += 1
        tid = f"t{self.next}"
        self.used.add(tid)
        return tid

    def bind(self, prim: str, ins: Sequence["Traced"], params: dict[str, ParamValue] | None = None, op: str = "",
             out: tuple[str, Shape] | None = None) -> "Traced":
        """Record `prim(*ins, **params)` and return its (single) output."""
        tensors = tuple(t.tensor for t in ins)
        ps = params or {}
        try:
            declared = (Tensor("_", *out),) if out else ()
            eqn = Eqn(prim, tensors, declared, tuple(ps.items()))
            (dtype, shape), = PRIMS[prim].rule(eqn.inputs, eqn.p, declared)
        except GraphError as e:
            raise fail(op or prim, e.message, prim) from None
        res = Tensor(self.fresh(), dtype, shape)
        self.eqns.append(Eqn(prim, tensors, (res,), eqn.params, span=_span()))
        return Traced(self, res)


class Traced:
    """A tensor of a running trace: use it with operators and `poot.ops`."""

    __slots__ = ("trace", "tensor")
    __hash__ = object.__hash__

    def __init__(self, trace: Trace, tensor: Tensor):
        self.trace, self.tensor = trace, tensor

    shape = property(lambda self: self.tensor.shape, doc="The static shape (a tuple of ints).")
    dtype = property(lambda self: self.tensor.dtype, doc="The graph dtype name: f32 f16 i32 u32 bool.")
    ndim = property(lambda self: self.tensor.rank)
    size = property(lambda self: self.tensor.size)

    def __repr__(self) -> str:
        return f"Traced({self.tensor})"

    # arithmetic and comparisons
    def __add__(self, o: Any) -> Traced: return binary("add", self, o)
    def __radd__(self, o: Any) -> Traced: return binary("add", o, self)
    def __sub__(self, o: Any) -> Traced: return binary("sub", self, o)
    def __rsub__(self, o: Any) -> Traced: return binary("sub", o, self)
    def __mul__(self, o: Any) -> Traced: return binary("mul", self, o)
    def __rmul__(self, o: Any) -> Traced: return binary("mul", o, self)
    def __truediv__(self, o: Any) -> Traced: return binary("div", self, o)
    def __rtruediv__(self, o: Any) -> Traced: return binary("div", o, self)
    def __matmul__(self, o: Any) -> Traced: return binary("matmul", self, o)
    def __rmatmul__(self, o: Any) -> Traced: return binary("matmul", o, self)
    def __lt__(self, o: Any) -> Traced: return binary("lt", self, o)
    def __le__(self, o: Any) -> Traced: return binary("le", self, o)
    def __gt__(self, o: Any) -> Traced: return binary("gt", self, o)
    def __ge__(self, o: Any) -> Traced: return binary("ge", self, o)
    def __eq__(self, o: Any) -> Traced: return binary("eq", self, o)  # type: ignore[override]
    def __ne__(self, o: Any) -> Traced: return binary("ne", self, o)  # type: ignore[override]
    def __neg__(self) -> Traced: return unary("neg", self)
    def __pos__(self) -> Traced: return self
    def __abs__(self) -> Traced: return unary("abs", self)

    def __pow__(self, n: Any) -> Traced:
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise fail("pow", f"x ** {n!r}: only a positive integer power is traced (as repeated mul); use "
                       "ops.sqrt / ops.exp for others", "mul")
        out = self
        for _ in range(n - 1):
            out = binary("mul", out, self, "pow")
        return out

    def __floordiv__(self, o: Any) -> Traced:
        raise fail("floordiv", "// is not a primitive: / on ints truncates toward zero (Rust's /); for floats "
                   "there is no floor yet", "div")

    __rfloordiv__ = __mod__ = __rmod__ = __floordiv__

    # index maps
    @property
    def T(self) -> Traced:
        return transpose(self)

    def transpose(self, *perm: Any) -> Traced:
        return transpose(self, perm[0] if len(perm) == 1 and isinstance(perm[0], (tuple, list)) else (perm or None))

    def reshape(self, *shape: Any) -> Traced:
        return reshape(self, shape[0] if len(shape) == 1 and isinstance(shape[0], (tuple, list)) else shape)

    def __getitem__(self, key: Any) -> Traced:
        return getitem(self, key)

    # reductions over the last axis
    def sum(self, axis: int | None = -1, keepdims: bool = False) -> Traced:
        return reduce("reduce_sum", self, axis, keepdims, "sum")

    def max(self, axis: int | None = -1, keepdims: bool = False) -> Traced:
        return reduce("reduce_max", self, axis, keepdims, "max")

    def mean(self, axis: int | None = -1, keepdims: bool = False) -> Traced:
        return reduce("reduce_mean", self, axis, keepdims, "mean")

    # what a traced value cannot do
    def _no(self, what: str) -> Any:
        raise fail(what, f"{self.tensor} is a traced tensor: it has no value while {self.trace.fn_name} is "
                   "traced (branch with ops.where, read .shape for sizes)")

    def __bool__(self) -> bool: return self._no("bool()")
    def __float__(self) -> float: return self._no("float()")
    def __int__(self) -> int: return self._no("int()")
    def __index__(self) -> int: return self._no("index")
    def __iter__(self) -> Any: return self._no("iteration")
    def __array__(self, *a: Any, **k: Any) -> Any: return self._no("numpy conversion")

    def __array_ufunc__(self, ufunc: Any, method: str, *args: Any, **kwargs: Any) -> Traced:
        """numpy's ufuncs that are primitives (np.exp(t), np_array + t) record them; others are refused."""
        prim = _UFUNCS.get(getattr(ufunc, "__name__", ""))
        if prim is None or method != "__call__" or kwargs:
            raise fail(f"np.{getattr(ufunc, '__name__', ufunc)}", "this numpy function is not traced; use poot.ops "
                       "(ops.maximum / ops.minimum are np.fmax / np.fmin)")
        op = f"np.{ufunc.__name__}"
        if len(args) == 1:
            return unary(prim, args[0], op)
        return binary(prim, args[0], args[1], op)

    def __len__(self) -> int:
        if not self.shape:
            raise fail("len()", f"{self.tensor} has rank 0")
        return self.shape[0]


# --- lifting values into the trace ---------------------------------------------------------
def _trace_of(values: Sequence[Any], op: str) -> Trace:
    traces = {id(v.trace): v.trace for v in values if isinstance(v, Traced)}
    if len(traces) > 1:
        raise fail(op, "its operands come from different traces (a tensor of another poot.trace run)")
    t = next(iter(traces.values())) if traces else (_ACTIVE[-1] if _ACTIVE else None)
    if t is None:
        raise GraphError(f"{op}: poot.ops works on traced tensors, inside a function run by poot.trace(fn)(...)")
    if t.done:
        raise fail(op, f"a tensor of the finished trace of {t.fn_name} was used (it escaped the traced function)")
    return t


def _scalar_dtype(v: Any, like: str | None, op: str, prim: str) -> str:
    kind = "bool" if isinstance(v, (bool, np.bool_)) else "int" if isinstance(v, (int, np.integer)) else "float"
    if like is None:
        return {"bool": "bool", "int": "i32", "float": "f32"}[kind]
    ok = {"bool": like == "bool", "int": like in FLOAT_DTYPES + INT_DTYPES, "float": like in FLOAT_DTYPES}[kind]
    if not ok:
        raise fail(op, f"a Python {kind} ({v!r}) with a tensor of dtype {like} mixes dtypes; cast first (ops.cast)",
                   prim)
    return like


def lift(v: Any, like: str | None, op: str, prim: str = "", trace: Trace | None = None) -> Traced:
    """`v` as a Traced of the running trace: a Traced as is, a scalar or numpy array as a constant."""
    t = trace or _trace_of([v], op)
    if isinstance(v, Traced):
        return v
    if isinstance(v, np.ndarray) and v.ndim == 0 or isinstance(v, np.generic):
        v = v.item()  # a numpy scalar is weakly typed like a Python one
    if isinstance(v, (bool, int, float)):
        dt = _scalar_dtype(v, like, op, prim)
        if dt in INT_DTYPES:
            lo, hi = _INT_RANGE[dt]
            if not lo <= v <= hi:
                raise fail(op, f"the Python int {v} does not fit {dt}", prim)
        val = float(v) if dt in FLOAT_DTYPES else bool(v) if dt == "bool" else int(v)
        return t.bind("constant", (), {"value": val}, op, out=(dt, ()))
    if isinstance(v, np.ndarray):
        if v.dtype not in _FROM_NUMPY:
            raise fail(op, f"a numpy array of dtype {v.dtype} is not a graph dtype (convert it, e.g. "
                       f".astype(np.float32))", prim)
        dt = _FROM_NUMPY[v.dtype]
        vals = tuple(v.reshape(-1).tolist())
        return t.bind("constant", (), {"value": vals if v.size != 1 else vals[0]}, op, out=(dt, v.shape))
    raise fail(op, f"{type(v).__name__} {v!r} is not a tensor, number or numpy array", prim)


def unary(prim: str, x: Any, op: str = "", **params: ParamValue) -> Traced:
    op = op or prim
    t = _trace_of([x], op)
    return t.bind(prim, (lift(x, None, op, prim, t),), params, op)


def binary(prim: str, a: Any, b: Any, op: str = "") -> Traced:
    op = op or prim
    t = _trace_of([a, b], op)
    like = a.dtype if isinstance(a, Traced) else b.dtype if isinstance(b, Traced) else None
    return t.bind(prim, (lift(a, like, op, prim, t), lift(b, like, op, prim, t)), None, op)


def nary(prim: str, xs: Sequence[Any], params: dict[str, ParamValue], op: str = "") -> Traced:
    """`prim` over `xs`: scalars / arrays take the dtype of the first Traced among them."""
    op = op or prim
    t = _trace_of(xs, op)
    like = next((x.dtype for x in xs if isinstance(x, Traced)), None)
    return t.bind(prim, tuple(lift(x, like, op, prim, t) for x in xs), params, op)


def _axis(axis: Any, rank: int, op: str) -> int:
    if isinstance(axis, bool) or not isinstance(axis, (int, np.integer)) or not -rank <= axis < rank:
        raise fail(op, f"axis {axis!r} is not an axis of a rank-{rank} tensor")
    return int(axis) % rank


def reduce(prim: str, x: Any, axis: int | None, keepdims: bool, op: str) -> Traced:
    x = lift(x, None, op, prim)
    if axis is None:  # over every element: flatten first
        r = reduce(prim, reshape(x, (-1,)) if x.ndim != 1 else x, -1, False, op)
        return reshape(r, (1,) * x.ndim) if keepdims else r
    if x.ndim and _axis(axis, x.ndim, op) != x.ndim - 1:
        raise fail(op, f"reduces over the last axis only (axis=-1), not axis {axis}; transpose first", prim)
    return x.trace.bind(prim, (x,), {"keepdims": bool(keepdims)}, op)


def last_axis_only(x: Traced, axis: Any, op: str) -> None:
    if x.ndim and _axis(axis, x.ndim, op) != x.ndim - 1:
        raise fail(op, f"works over the last axis only (axis=-1), not axis {axis}; transpose first")


def reshape(x: Any, shape: Any) -> Traced:
    x = lift(x, None, "reshape")
    dims = [int(d) if isinstance(d, (int, np.integer)) and not isinstance(d, bool) else d for d in
            (shape if isinstance(shape, (tuple, list)) else (shape,))]
    if any(not isinstance(d, int) for d in dims) or sum(1 for d in dims if d == -1) > 1 or any(d < -1 for d in dims):
        raise fail("reshape", f"shape {shape!r} must be integers >= 0 with at most one -1")
    if -1 in dims:
        known = math.prod(d for d in dims if d != -1)
        if known == 0 or x.size % known:
            raise fail("reshape", f"cannot reshape {x.tensor} ({x.size} elements) to {list(dims)}")
        dims[dims.index(-1)] = x.size // known
    if tuple(dims) == x.shape:
        return x
    return x.trace.bind("reshape", (x,), {"shape": tuple(dims)})


def transpose(x: Any, perm: Any = None) -> Traced:
    x = lift(x, None, "transpose")
    if perm is None:
        perm = tuple(reversed(range(x.ndim)))
    perm = tuple(_axis(a, x.ndim, "transpose") for a in perm) if isinstance(perm, (tuple, list)) else perm
    if perm == tuple(range(x.ndim)):
        return x
    return x.trace.bind("transpose", (x,), {"perm": perm})


def getitem(x: Traced, key: Any) -> Traced:
    """Basic indexing: slices of step 1, integers, `...` and None (a new axis of length 1)."""
    keys = key if isinstance(key, tuple) else (key,)
    for k in keys:
        if not (isinstance(k, (slice, int, np.integer)) or k is None or k is Ellipsis) or isinstance(k, bool):
            raise fail("index", f"index {k!r}: only slices, integers, ... and None index a traced tensor; "
                       "select elements by a tensor of ids with ops.gather", "slice")
    if sum(1 for k in keys if k is Ellipsis) > 1:
        raise fail("index", "an index can hold only one ...", "slice")
    n_axes = sum(1 for k in keys if k is not None and k is not Ellipsis)
    if n_axes > x.ndim:
        raise fail("index", f"{n_axes} indices for a rank-{x.ndim} tensor {x.tensor}", "slice")
    if Ellipsis in keys:
        at = keys.index(Ellipsis)
        keys = keys[:at] + (slice(None),) * (x.ndim - n_axes) + keys[at + 1:]
    else:
        keys = keys + (slice(None),) * (x.ndim - n_axes)
    starts, stops, shape = [], [], []
    ax = 0
    for k in keys:
        if k is None:
            shape.append(1)
            continue
        d = x.shape[ax]
        if isinstance(k, slice):
            if k.step not in (None, 1):
                raise fail("index", f"slice step {k.step!r}: only step 1 is traced", "slice")
            s, e, _ = k.indices(d)
            e = max(e, s)
            shape.append(e - s)
        else:
            if not -d <= k < d:
                raise fail("index", f"index {k} is out of range for axis {ax} of length {d} of {x.tensor}", "slice")
            s = int(k) % d
            e = s + 1
        starts.append(s)
        stops.append(e)
        ax += 1
    out = x
    if (tuple(starts), tuple(stops)) != ((0,) * x.ndim, x.shape):
        out = x.trace.bind("slice", (x,), {"starts": tuple(starts), "stops": tuple(stops)}, "index")
    return reshape(out, tuple(shape))


# --- running a trace --------------------------------------------------------------------------
def _input_names(fn: Callable[..., Any], n: int) -> list[str]:
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return [f"x{i}" for i in range(n)]
    names: list[str] = []
    star = False
    for p in sig.parameters.values():
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            names.append(p.name)
        elif p.kind is p.VAR_POSITIONAL:
            star = True
    required = [p for p in sig.parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
                and p.default is p.empty]
    if n < len(required) or (n > len(names) and not star):
        raise UsageError(f"poot.trace({getattr(fn, '__name__', 'fn')}): the function takes "
                         f"{len(required)}{'+' if star or len(names) > len(required) else ''} positional "
                         f"argument(s) ({', '.join(names)}), got {n} example array(s)")
    names = names[:n]
    taken = set(names)
    for i in range(len(names), n):
        k = i
        while f"x{k}" in taken:
            k += 1
        names.append(f"x{k}")
        taken.add(f"x{k}")
    return names


def _input_tensor(name: str, a: Any, fn_name: str) -> Tensor:
    if isinstance(a, Tensor):
        return Tensor(name, a.dtype, a.shape)
    if not hasattr(a, "dtype") or not hasattr(a, "shape"):
        raise UsageError(f"poot.trace({fn_name}): example for {name!r} is a {type(a).__name__}; pass a numpy "
                         "array (its dtype and shape become the input's; e.g. np.zeros((4, 8), np.float32))")
    try:
        dt = graph_dtype(a.dtype, f"poot.trace({fn_name}): input {name!r}")
    except GraphError as e:
        raise UsageError(e.message + "; convert the example array, e.g. .astype(np.float32)") from None
    return Tensor(name, dt, tuple(int(d) for d in a.shape))


def _finish(t: Trace, result: Any) -> Graph:
    outs = result if isinstance(result, (tuple, list)) else (result,)
    if not outs:
        raise UsageError(f"poot.trace({t.fn_name}): the function returned no tensor")
    chosen: list[Tensor] = []
    inputs = {x.id for x in t.inputs}
    for k, v in enumerate(outs):
        if isinstance(v, (tuple, list, dict)):
            raise UsageError(f"poot.trace({t.fn_name}): output {k} is a {type(v).__name__}; return one tensor "
                             "or a flat tuple of tensors")
        o = lift(v, None, f"output {k}", "constant", t)
        if o.tensor.id in inputs or o.tensor in chosen:  # a copy: outputs are equation-defined and distinct
            o = t.bind("reshape", (o,), {"shape": o.shape}, f"output {k}")
        chosen.append(o.tensor)
    need = {x.id for x in chosen}
    kept = []
    for e in reversed(t.eqns):  # drop what no output needs
        if any(o.id in need for o in e.outputs):
            kept.append(e)
            need |= {x.id for x in e.inputs}
    return Graph(t.inputs, tuple(chosen), tuple(reversed(kept))).verify()


def trace(fn: Callable[..., Any]) -> Callable[..., Graph]:
    """`trace(fn)(*example_arrays)`: the Graph of `fn` applied to inputs of those dtypes and shapes."""
    if not callable(fn):
        raise UsageError(f"poot.trace needs a function, not {type(fn).__name__}")
    fn_name = getattr(fn, "__name__", "fn")

    def traced(*examples: Any) -> Graph:
        names = _input_names(fn, len(examples))
        inputs = tuple(_input_tensor(n, a, fn_name) for n, a in zip(names, examples))
        t = Trace(fn_name, inputs)
        _ACTIVE.append(t)
        try:
            result = fn(*(Traced(t, x) for x in inputs))
            return _finish(t, result)
        finally:
            _ACTIVE.pop()
            t.done = True

    traced.__name__ = f"trace_{fn_name}"
    traced.__doc__ = f"The Graph of {fn_name} for example arrays (their dtypes and shapes)."
    return traced
