"""The elementwise expression emitter: IR for the value of any region tensor at given coordinates.

    kb = Builder("k", 256)
    x, out = kb.input("in0", F32), kb.output("out0", F32)
    ex = Expr(kb, desc.graph, {0: x})            # region input position -> body parameter index
    i = kb.thread_index()
    def element():
        with ex.scope():
            t = desc.graph.outputs[0]
            ex.store(out, i, ex.value(t, ex.delinear(t.shape, i)))
    kb.if_(kb.lt(i, kb.c(USIZE, t.size)), element)

`value(tensor, coords)` (coords: usize operands, one per axis, each in range) walks the region's
equations back from `tensor`: a region input is a load at its row-major linear index (a bool
input is stored as u32 0/1, `binding.STORAGE`, and read as `!= 0`); an elementwise primitive
reads its operands broadcast like numpy (an axis of size 1, or a missing leading axis, reads
coordinate 0); reshape / transpose / slice / concat map the coordinates (concat chooses its input
by structured control flow writing one local); gather reads `ids` then the table row (an id
outside [0, V) is a bounds trap); dequantize decodes its GGUF block from the u32 words.

Semantics follow the planner's primitive definitions: ints wrap on add/sub/mul/neg/abs, int div
truncates and traps (kind "divide") on a zero divisor or i32::MIN / -1; max/min ignore a NaN
operand (IR Math max/min); casts are the IR Cast (Rust `as`: float -> int truncates and
saturates, NaN -> 0), except x -> bool, which is `x != 0`, and bool -> float, via u32.
tanh and erf are not IR functions; they are built from exp (f16 goes through f32):

- tanh: |x| < 0.4: the odd Taylor polynomial through x^15 (relative truncation error < 1e-8);
  else sign(x) * (1 - e) / (1 + e) with e = exp(-2|x|) in (0, 1], which cannot overflow.
  Bound against math.tanh (measured on the oracle over a dense [-20, 20] plus tiny |x|: 1.1e-7
  absolute, 2.3e-7 relative): absolute error <= 2e-7 and relative error <= 3e-7 everywhere
  (TANH_ABS_ERR / TANH_REL_ERR; tests/plan/test_expr.py checks both); +-0, +-inf and NaN exact.
- erf: |x| < 0.5: the Maclaurin series through x^15 (truncation < 1e-9); else Abramowitz-Stegun
  7.1.26 (1 - t(a1 + t(a2 + ...)) exp(-x^2), t = 1 / (1 + p|x|), absolute error 1.5e-7 in exact
  arithmetic; the f32 evaluation adds rounding), odd in x. Bound against math.erf (measured:
  3.6e-7 absolute near |x| = 0.53, 1.9e-7 relative below 0.5): absolute error <= 4e-7
  everywhere and relative error <= 3e-7 for |x| < 0.5 (ERF_ABS_ERR / ERF_REL_ERR).

Every value is computed once per element (CSE by tensor and coordinates, and of the index
arithmetic; `prune(body)` drops what a cache hit left unread). Cached values stay valid only where they were computed: open `with ex.scope():`
around every branch or loop body that calls `value` (the emitter does so for its own branches),
so that a value computed there is not reused after it. `bind(tensor, value, coords)` makes an
anchor's result (a matmul accumulator, a reduced row value) read from a local instead. Loads are
not guarded: the coordinates are in range by construction and every parameter holds its tensor's
elements (the Plan's bindings), so only a division by a non-constant int, a gather and a region
that needs them hold traps. `flops` counts the float primitives emitted (one per application).
"""
from __future__ import annotations

import contextlib
import dataclasses
import math
from typing import Callable, Iterator, Mapping, Sequence, Union

import numpy as np

from ..errors import GraphError
from ..ir import nodes as N
from ..ir import walk as W
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, I32, U32, USIZE
from .binding import STORAGE, Binding
from .graph import FLOAT_DTYPES, NUMPY_DTYPES, PRIMS, QUANT_BLOCKS, Eqn, Graph, Tensor
from .synth import Unfit

SCALAR = {"f32": F32, "f16": F16, "i32": I32, "u32": U32, "bool": BOOL}
STORED = {"f32": F32, "f16": F16, "i32": I32, "u32": U32, "bool": U32}  # a buffer's element type (STORAGE)

TANH_ABS_ERR, TANH_REL_ERR = 2e-7, 3e-7
ERF_ABS_ERR, ERF_REL_ERR = 4e-7, 3e-7  # relative: for |x| < 0.5

# tanh x = x + c1 x^3 + c2 x^5 + ... (Taylor, |x| < pi/2)
_TANH_TAYLOR = (1.0, -1 / 3, 2 / 15, -17 / 315, 62 / 2835, -1382 / 155925, 21844 / 6081075, -929569 / 638512875)
_TANH_SMALL = 0.4
# erf x = 2/sqrt(pi) sum_n (-1)^n x^(2n+1) / (n! (2n+1))
_ERF_SERIES = tuple((-1) ** n / (math.factorial(n) * (2 * n + 1)) for n in range(8))
_ERF_SMALL = 0.5
_AS_P = 0.3275911
_AS_A = (0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429)

Operand = Union[N.Local, N.Const]
Coords = Sequence[Union[Operand, int]]
Bound = Union[Callable[[list[Operand]], Operand], Operand]
ZERO = N.Const(USIZE, 0)

_UNARY_MATH = ("exp", "ln", "sqrt", "sin", "cos")
_CMP = ("lt", "le", "gt", "ge", "eq", "ne")


def _u(v: int) -> N.Const:
    return N.Const(USIZE, v)


def prune(body: N.Body) -> N.Body:
    """`body` without the assignments whose local is never read (index arithmetic an index map
    computed and a cache hit made unnecessary); every rvalue is pure, so nothing else changes.
    Unused locals stay declared."""
    blocks = list(body.blocks)
    while True:
        used = {u for b in blocks for x in (*b.stmts, b.term) for u in W.uses(x)}
        new = [N.Block(tuple(s for s in b.stmts if not (isinstance(s, N.Assign) and s.dest not in used)), b.term)
               for b in blocks]
        if new == blocks:
            return dataclasses.replace(body, blocks=tuple(blocks))
        blocks = new


def strides(shape: Sequence[int]) -> tuple[int, ...]:
    """Row-major element strides of `shape`."""
    out, s = [], 1
    for d in reversed(shape):
        out.append(s)
        s *= d
    return tuple(reversed(out))


class Expr:
    """Emits, into `kb`, the value of tensors of `graph` (a RegionDesc's graph) at coordinates.

    `params` maps a region input's position in `graph.inputs` to the body parameter index that
    holds it (elements of `STORED[dtype]`). A region input that is never read needs no entry."""

    def __init__(self, kb: Builder, graph: Graph, params: Mapping[int, int]):
        self.kb, self.graph = kb, graph
        self.params = dict(params)
        self.tensors: dict[str, Tensor] = {t.id: t for t in graph.tensors()}
        self.input_pos = {t.id: k for k, t in enumerate(graph.inputs)}
        self.producer: dict[str, Eqn] = {t.id: e for e in graph.eqns for t in e.outputs}
        self.cache: dict[tuple, Operand] = {}
        self.bound_fn: dict[str, Callable[[list[Operand]], Operand]] = {}
        self.bound_at: dict[str, tuple[Operand, tuple[Operand, ...]]] = {}
        self.flops = 0
        self.const_bindings: list[Binding] = []  # const tables `value` added as body parameters
        self._const_params: dict[str, int] = {}

    # --- public -----------------------------------------------------------------------------
    def value(self, tensor: Tensor | str, coords: Coords) -> Operand:
        """The value (a register of SCALAR[dtype]) of `tensor` at `coords` (usize, in range)."""
        t = self._tensor(tensor)
        cs = self._coords(t, coords)
        key = ("v", t.id, cs)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        if t.id in self.bound_fn:
            v = self.bound_fn[t.id](list(cs))
        elif t.id in self.bound_at:
            v = self._bound_at(t, cs)
        elif t.id in self.input_pos:
            v = self._load_input(t, cs)
        else:
            v = self._eqn(self.producer[t.id], t, list(cs))
        self.cache[key] = v
        return v

    def bind(self, tensor: Tensor | str, value: Bound, coords: Coords | None = None) -> None:
        """Read `tensor` from `value` instead of computing it: an operand, the tensor's value at
        exactly `coords` (reading it at other coordinates is Unfit), or a function of the
        coordinates returning an operand. Bind before the first `value` call that reads it."""
        t = self._tensor(tensor)
        if any(k[0] == "v" and k[1] == t.id for k in self.cache):
            raise GraphError(f"bind {t} before reading it: its value is already computed in this scope")
        if isinstance(value, (N.Local, N.Const)):
            if coords is None:
                raise GraphError(f"bind {t} to an operand needs the coordinates it is the value at "
                                 "(or pass a function of the coordinates)")
            self.bound_at[t.id] = (value, self._coords(t, coords))
            self.bound_fn.pop(t.id, None)
        else:
            self.bound_fn[t.id] = value
            self.bound_at.pop(t.id, None)

    @contextlib.contextmanager
    def scope(self) -> Iterator[None]:
        """Values computed inside are forgotten on exit (wrap every branch and loop body)."""
        saved = dict(self.cache)
        try:
            yield
        finally:
            self.cache = saved

    def linear(self, shape: Sequence[int], coords: Coords) -> Operand:
        """The row-major linear index of `coords` in `shape`."""
        cs = tuple(self._idx(c) for c in coords)
        key = ("lin", tuple(shape), cs)
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        acc: Operand = ZERO
        for c, d, s in zip(cs, shape, strides(shape)):
            if d != 1:
                acc = self.iadd(acc, self.imul(c, s))
        self.cache[key] = acc
        return acc

    def delinear(self, shape: Sequence[int], index: Operand | int) -> list[Operand]:
        """The coordinates in `shape` of row-major linear index `index` (< the shape's size)."""
        index = self._idx(index)
        out: list[Operand] = []
        leading = True
        for d, s in zip(shape, strides(shape)):
            if d == 1:
                out.append(ZERO)
                continue
            q = self.idiv(index, s)
            out.append(q if leading else self.irem(q, d))
            leading = False
        self.cache[("lin", tuple(shape), tuple(out))] = index
        return out

    def select(self, cond: Operand, a: Operand, b: Operand) -> Operand:
        """cond ? a : b (a and b are already computed), by a branch writing one local."""
        if isinstance(cond, N.Const):
            return a if cond.value else b
        if a == b:
            return a
        kb = self.kb
        res = kb.local(kb.scalar_ty(a))
        kb.if_(cond, lambda: kb.set(res, a), lambda: kb.set(res, b))
        return res

    def store(self, param: int, index: Operand | int, value: Operand) -> None:
        """param[index] = value, a bool stored as u32 0/1."""
        kb = self.kb
        if kb.scalar_ty(value) == BOOL and kb.params[param].elem != BOOL:
            value = kb.cast(value, kb.params[param].elem)
        kb.store(param, self._idx(index), value)

    # usize index arithmetic, folded and cached
    def iadd(self, a: Operand | int, b: Operand | int) -> Operand:
        return self._ibin("add", self._idx(a), self._idx(b))

    def imul(self, a: Operand | int, b: Operand | int) -> Operand:
        return self._ibin("mul", self._idx(a), self._idx(b))

    def idiv(self, a: Operand | int, b: int) -> Operand:
        return self._ibin("div", self._idx(a), _u(b))

    def irem(self, a: Operand | int, b: int) -> Operand:
        return self._ibin("rem", self._idx(a), _u(b))

    def isub(self, a: Operand | int, b: Operand | int) -> Operand:
        return self._ibin("sub", self._idx(a), self._idx(b))

    # --- internals: tensors and coordinates ----------------------------------------------------
    def _tensor(self, tensor: Tensor | str) -> Tensor:
        tid = tensor.id if isinstance(tensor, Tensor) else tensor
        t = self.tensors.get(tid)
        if t is None:
            raise GraphError(f"{tid} is not a tensor of this region")
        return t

    def _idx(self, c: Operand | int) -> Operand:
        if isinstance(c, int):
            return _u(c)
        if self.kb.scalar_ty(c) != USIZE:
            raise GraphError(f"a coordinate or index must be usize, not {self.kb.scalar_ty(c)} ({c})")
        return c

    def _coords(self, t: Tensor, coords: Coords) -> tuple[Operand, ...]:
        if len(coords) != t.rank:
            raise GraphError(f"{t} has {t.rank} axes; got {len(coords)} coordinates")
        return tuple(ZERO if d == 1 else self._idx(c) for c, d in zip(coords, t.shape))

    def _ibin(self, op: str, a: Operand, b: Operand) -> Operand:
        if isinstance(a, N.Const) and isinstance(b, N.Const):
            x, y = int(a.value), int(b.value)
            fold = {"add": lambda: x + y, "sub": lambda: x - y, "mul": lambda: x * y,
                    "div": lambda: x // y, "rem": lambda: x % y}[op]  # only the op asked for (y may be 0)
            return _u(fold())
        if op == "add" and b == ZERO or op == "sub" and b == ZERO or op in ("mul", "div") and b == _u(1):
            return a
        if op == "add" and a == ZERO:
            return b
        if op == "mul" and (a == ZERO or b == ZERO) or op == "rem" and b == _u(1):
            return ZERO
        if op == "mul" and a == _u(1):
            return b
        key = ("i", op, a, b)
        hit = self.cache.get(key)
        if hit is None:
            hit = self.cache[key] = self.kb.bin(op, a, b)
        return hit

    @staticmethod
    def _broadcast(src: Sequence[int], out: Sequence[int], coords: Sequence[Operand]) -> list[Operand]:
        cs = coords[len(out) - len(src):]
        return [ZERO if d == 1 else c for c, d in zip(cs, src)]

    def _bound_at(self, t: Tensor, cs: tuple[Operand, ...]) -> Operand:
        value, at = self.bound_at[t.id]
        if at != cs:
            raise Unfit(f"{t} is bound to its value at one element only, and the region reads it at "
                        "other coordinates (through an index map or broadcast)")
        return value

    def _load_input(self, t: Tensor, cs: tuple[Operand, ...]) -> Operand:
        k = self.input_pos[t.id]
        p = self.params.get(k)
        if p is None:
            raise Unfit(f"region input {k} ({t}) has no body parameter")
        elem = self.kb.params[p].elem
        if elem != STORED[t.dtype]:
            raise GraphError(f"parameter {self.kb.params[p].name} holds {elem}; {t} is stored as {STORED[t.dtype]}")
        v = self.kb.load(p, self.linear(t.shape, cs))
        return self.kb.ne(v, N.Const(U32, 0)) if t.dtype == "bool" else v

    # --- internals: equations --------------------------------------------------------------------
    def _eqn(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        kind = PRIMS[e.prim].kind
        if kind == "elementwise":
            args = [self.value(x, self._broadcast(x.shape, t.shape, cs)) for x in e.inputs]
            return self._elementwise(e, t, args)
        if e.prim == "constant":
            return self._constant(e, t, cs)
        fn = getattr(self, f"_{e.prim}", None)
        if kind in ("index", "gather", "packed") and fn is not None:
            return fn(e, t, cs)
        raise Unfit(f"{e.prim} ({kind}) is not an elementwise primitive: the synthesizer that anchors it "
                    f"binds its output {t} (Expr.bind) before the epilogue reads it")

    def _constant(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        v = e.p["value"]
        vals = v if isinstance(v, tuple) else (v,)
        arr = np.array(vals, dtype=np.float64 if any(isinstance(x, float) for x in vals) else np.int64)
        arr = arr.astype(NUMPY_DTYPES[t.dtype])
        if len(vals) == 1:
            return N.Const(SCALAR[t.dtype], arr[0].item())
        p = self._const_params.get(t.id)
        if p is None:
            name = f"const_{t.id}"
            p = self._const_params[t.id] = self.kb.input(name, STORED[t.dtype])
            self.const_bindings.append(Binding(name, "const", dtype=STORAGE[t.dtype],
                                               data=tuple(arr.astype(STORAGE[t.dtype]).tolist())))
        v0 = self.kb.load(p, self.linear(t.shape, cs))
        return self.kb.ne(v0, N.Const(U32, 0)) if t.dtype == "bool" else v0

    def _elementwise(self, e: Eqn, t: Tensor, args: list[Operand]) -> Operand:
        kb, prim = self.kb, e.prim
        src = e.inputs[0].dtype
        ty = SCALAR[src]
        is_float = src in FLOAT_DTYPES
        if is_float and prim not in ("cast",) + _CMP:
            self.flops += 1
        if prim == "cast":
            return self._cast(args[0], src, t.dtype)
        if prim == "where":
            return self.select(*args)
        if prim in _CMP:
            return kb.bin(prim, args[0], args[1])
        if prim in ("add", "sub", "mul"):
            return kb.bin(prim, args[0], args[1])
        if prim == "div":
            return kb.bin("div", args[0], args[1]) if is_float else self._int_div(e, args[0], args[1])
        if prim in ("max", "min"):
            return kb.math(prim, args[0], args[1])
        a = args[0]
        if prim == "neg":
            return kb.un("neg", a)
        if prim == "abs":
            if is_float:
                return kb.math("abs", a)
            return a if ty == U32 else self.select(kb.lt(a, N.Const(I32, 0)), kb.un("neg", a), a)
        if prim in _UNARY_MATH:
            return kb.math(prim, a)
        if prim in ("tanh", "erf"):
            x = a if ty == F32 else kb.cast(a, F32)
            r = self._tanh(x) if prim == "tanh" else self._erf(x)
            return r if ty == F32 else kb.cast(r, ty)
        raise Unfit(f"the elementwise primitive {prim} has no emitter")

    def _cast(self, a: Operand, src: str, dst: str) -> Operand:
        kb = self.kb
        if src == dst:
            return a
        if dst == "bool":
            return kb.ne(a, N.Const(SCALAR[src], 0.0 if src in FLOAT_DTYPES else 0))
        if src == "bool" and dst in FLOAT_DTYPES:
            a = kb.cast(a, U32)
        return kb.cast(a, SCALAR[dst])

    def _int_div(self, e: Eqn, a: Operand, b: Operand) -> Operand:
        kb = self.kb
        ty = kb.scalar_ty(a)
        if not (isinstance(b, N.Const) and b.value != 0):
            kb.check(kb.ne(b, N.Const(ty, 0)), "divide", message="integer division by zero (div)")
        if ty == I32 and not (isinstance(b, N.Const) and b.value != -1) \
                and not (isinstance(a, N.Const) and a.value != -(1 << 31)):
            kb.check(kb.un("not", kb.overflows("div", a, b)), "divide",
                     message="integer division i32::MIN / -1 overflows (div)")
        return kb.div(a, b)

    def _tanh(self, x: Operand) -> Operand:
        """f32 tanh (see the module docstring for the method and its error bound)."""
        kb = self.kb
        ax = kb.math("abs", x)
        res = kb.local(F32)

        def small() -> None:
            s = kb.mul(x, x)
            p = self._horner(s, _TANH_TAYLOR)
            kb.set(res, kb.mul(x, p))  # odd in x: keeps the sign of -0.0

        def large() -> None:
            e = kb.math("exp", kb.mul(ax, N.Const(F32, -2.0)))
            one = N.Const(F32, 1.0)
            t = kb.div(kb.sub(one, e), kb.add(one, e))
            neg = kb.lt(x, N.Const(F32, 0.0))
            kb.if_(neg, lambda: kb.set(res, kb.un("neg", t)), lambda: kb.set(res, t))

        kb.if_(kb.lt(ax, N.Const(F32, _TANH_SMALL)), small, large)
        return res

    def _erf(self, x: Operand) -> Operand:
        """f32 erf (see the module docstring for the method and its error bound)."""
        kb = self.kb
        ax = kb.math("abs", x)
        res = kb.local(F32)

        def small() -> None:
            s = kb.mul(x, x)
            p = self._horner(s, _ERF_SERIES)
            kb.set(res, kb.mul(kb.mul(x, p), N.Const(F32, 2 / math.sqrt(math.pi))))

        def large() -> None:
            one = N.Const(F32, 1.0)
            t = kb.div(one, kb.add(one, kb.mul(ax, N.Const(F32, _AS_P))))
            poly = kb.mul(self._horner(t, _AS_A), t)
            g = kb.math("exp", kb.un("neg", kb.mul(ax, ax)))
            y = kb.sub(one, kb.mul(poly, g))
            neg = kb.lt(x, N.Const(F32, 0.0))
            kb.if_(neg, lambda: kb.set(res, kb.un("neg", y)), lambda: kb.set(res, y))

        kb.if_(kb.lt(ax, N.Const(F32, _ERF_SMALL)), small, large)
        return res

    def _horner(self, s: Operand, coeffs: Sequence[float]) -> Operand:
        """coeffs[0] + s (coeffs[1] + s (coeffs[2] + ...)) in f32."""
        kb = self.kb
        acc: Operand = N.Const(F32, coeffs[-1])
        for c in reversed(coeffs[:-1]):
            acc = kb.add(kb.mul(acc, s), N.Const(F32, c))
        return acc

    # --- index maps, gather, dequantize (called by name from _eqn) -------------------------------
    def _reshape(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        src = e.inputs[0]
        return self.value(src, self.delinear(src.shape, self.linear(t.shape, cs)))

    def _transpose(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        perm = e.p["perm"]
        src: list[Operand] = [ZERO] * len(cs)
        for k, ax in enumerate(perm):
            src[ax] = cs[k]
        return self.value(e.inputs[0], src)

    def _slice(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        return self.value(e.inputs[0], [self.iadd(c, s) for c, s in zip(cs, e.p["starts"])])

    def _concat(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        axis = e.p["axis"]
        parts, off = [], 0
        for x in e.inputs:
            if x.shape[axis]:
                parts.append((off, x))
            off += x.shape[axis]
        c = cs[axis]

        def at(j: int) -> list[Operand]:
            o, _ = parts[j]
            return cs[:axis] + [self.isub(c, o)] + cs[axis + 1:]

        if isinstance(c, N.Const) or len(parts) == 1:
            j = max(k for k, (o, _) in enumerate(parts) if isinstance(c, N.Local) or o <= c.value)
            return self.value(parts[j][1], at(j))
        kb = self.kb
        res = kb.local(SCALAR[t.dtype])

        def branch(j: int) -> None:
            with self.scope():
                kb.set(res, self.value(parts[j][1], at(j)))

        def choose(j: int) -> None:
            if j == len(parts) - 1:
                branch(j)
            else:
                kb.if_(kb.lt(c, _u(parts[j + 1][0])), lambda: branch(j), lambda: choose(j + 1))

        choose(0)
        return res

    def _gather(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        table, ids = e.inputs
        kb = self.kb
        rows = table.shape[0]
        i = self.value(ids, cs[:ids.rank])
        ity = kb.scalar_ty(i)
        conds = [kb.lt(i, N.Const(ity, rows))] if rows <= N.int_range(ity)[1] else []
        if ity == I32:
            conds.append(kb.ge(i, N.Const(I32, 0)))
        ok: Operand = N.Const(BOOL, True)
        for c in conds:
            ok = c if ok == N.Const(BOOL, True) else kb.bin("and", ok, c)
        kb.check(ok, "bounds", message=f"gather: an id is outside [0, {rows}) (the rows of the table)")
        row: list[Operand] = [kb.cast(i, USIZE)]
        return self.value(table, row + cs[ids.rank:])

    def _dequantize(self, e: Eqn, t: Tensor, cs: list[Operand]) -> Operand:
        kb = self.kb
        fmt = e.p["format"]
        per, nbytes = QUANT_BLOCKS[fmt]
        words = e.inputs[0]
        lin = self.linear(t.shape, cs)
        block, j = self.idiv(lin, per), self.irem(lin, per)
        base = self.imul(block, nbytes)
        d = self._f16_at(words, base)
        if fmt == "q8_0":
            b = self._byte(words, self.iadd(base, self.iadd(j, 2)))
            q = kb.sub(kb.bin("xor", kb.cast(b, I32), N.Const(I32, 128)), N.Const(I32, 128))
            self.flops += 1
            return kb.mul(d, kb.cast(q, F32))
        head = 2 if fmt == "q4_0" else 4
        b = self._byte(words, self.iadd(base, self.iadd(self.irem(j, 16), head)))
        shift = kb.cast(self.imul(self.idiv(j, 16), 4), U32)  # element j < 16: low nibble
        nib = kb.bin("and", kb.bin("shr", b, shift), N.Const(U32, 15))
        if fmt == "q4_0":
            self.flops += 1
            return kb.mul(d, kb.cast(kb.sub(kb.cast(nib, I32), N.Const(I32, 8)), F32))
        m = self._f16_at(words, self.iadd(base, 2))
        self.flops += 2
        return kb.add(kb.mul(d, kb.cast(nib, F32)), m)

    def _word(self, words: Tensor, index: Operand) -> Operand:
        return self.value(words, [index])

    def _byte(self, words: Tensor, offset: Operand) -> Operand:
        """Byte `offset` of the little-endian u32 word stream, as u32."""
        kb = self.kb
        w = self._word(words, self.idiv(offset, 4))
        sh = kb.cast(self.imul(self.irem(offset, 4), 8), U32)
        return kb.bin("and", kb.bin("shr", w, sh), N.Const(U32, 255))

    def _f16_at(self, words: Tensor, offset: Operand) -> Operand:
        """The f16 at even byte `offset`, widened to f32 by integer arithmetic and FromBits: a
        normal, inf or NaN by moving exponent and mantissa, a subnormal as mantissa * 2^-24 (exact,
        so no subnormal f32 is ever formed)."""
        kb = self.kb
        w = self._word(words, self.idiv(offset, 4))
        sh = kb.cast(self.imul(self.irem(offset, 4), 8), U32)
        h = kb.bin("and", kb.bin("shr", w, sh), N.Const(U32, 0xFFFF))
        sign = kb.bin("shl", kb.bin("shr", h, N.Const(U32, 15)), N.Const(U32, 31))
        ex = kb.bin("and", kb.bin("shr", h, N.Const(U32, 10)), N.Const(U32, 31))
        mant = kb.bin("and", h, N.Const(U32, 1023))
        # exponent re-biased by 112 (127 - 15); inf/NaN (31) by 224 more, to 255
        infnan = kb.cast(kb.eq(ex, N.Const(U32, 31)), U32)
        e32 = kb.add(kb.add(ex, N.Const(U32, 112)), kb.mul(infnan, N.Const(U32, 112)))
        bits = kb.bin("or", kb.bin("or", sign, kb.bin("shl", e32, N.Const(U32, 23))),
                      kb.bin("shl", mant, N.Const(U32, 13)))
        normal = kb.from_bits(bits)
        unit = kb.from_bits(kb.bin("or", sign, N.Const(U32, 0x3F800000)))  # +-1.0
        sub = kb.mul(kb.mul(kb.cast(mant, F32), N.Const(F32, 2.0 ** -24)), unit)
        return self.select(kb.eq(ex, N.Const(U32, 0)), sub, normal)
