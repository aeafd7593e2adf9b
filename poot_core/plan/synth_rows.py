"""Synthesized row kernels: reductions, softmax / layernorm / rmsnorm and argmax / sample over the last axis.

Every op class here works on rows: the anchor's first input x has shape [..., n] and is seen as
`rows = prod(shape[:-1])` rows of n elements. A float row is one workgroup: its lanes stride over
the row (lane l reads columns l, l + WG, ...; sample uses contiguous chunks, see below), each keeps
a partial in a register, and the partials meet in a tree in workgroup memory (log2(WG) halving
steps, each closed by a barrier). Where the target has subgroup shuffles (`subgroup_variant`:
Capabilities.subgroup_shuffle and POOT_SUBGROUP), the last five steps run in registers in
subgroup 0 with shuffle_xor in the tree's order, so the result is the tree's bit for bit
(docs/subgroup.md); those kernels' names end in `_sg`. Workgroups loop over rows (row = group_y * GX + group_x, then
+= GX * GY), so any row count fits `caps.max_groups`. Integer reductions (workgroup memory holds
f32 only) and float rows of at most SERIAL_MAX elements run one thread per row, serially.

The region's elementwise prologue (e.g. `sum(exp(x - m))`, `layernorm(x + residual)`) is
evaluated where x is read, and its epilogue (e.g. `sqrt(mean(x * x) + eps)`) where the anchor's
result is written, both through the shared expression emitter (plan/expr.py). Outputs: tensors
of the anchor's output shape (its epilogue), and for reduce / row also prologue tensors of x's
shape (stored as x is read); any other output shape is Unfit.

f16 regions need `caps.f16`; their rows are converted to f32 on load and accumulated in f32.
Float sums are pairwise (the tree), so they differ from numpy's order within rounding.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from .. import knobs
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F32, U32, USIZE
from ..target import Capabilities, Grid
from .binding import Binding, Plan
from .graph import Eqn, Tensor
from .region import RegionDesc
from .expr import SCALAR, STORED, Expr, prune
from .synth import Unfit, register

SERIAL_MAX = 16  # float rows up to this length run one thread per row
SUB = N.SUBGROUP_LANES  # the tree's last steps (16 .. 1) fit one subgroup
MAX_WG = 256  # lanes per row workgroup (fewer for short rows, a power of two)
Combine = Callable[[Sequence[N.Operand], Sequence[N.Operand]], list[N.Operand]]  # two lanes' partials -> one


# --- the region around its anchor ------------------------------------------------------------
@dataclass(frozen=True)
class Parts:
    """A region split around its anchor: the outputs that depend on it (`after`) or not (`before`)."""

    anchor: Eqn
    before: tuple[Tensor, ...]  # region outputs computed without the anchor (prologue values)
    after: tuple[Tensor, ...]  # region outputs computed from the anchor's result (its epilogue)


def split(desc: RegionDesc) -> Parts:
    """The anchor of `desc` and its outputs on either side of it (Unfit without an anchor)."""
    anchor = desc.anchor
    if anchor is None:
        raise Unfit(f"a {desc.op_class} region needs an anchor equation")
    tainted = {t.id for t in anchor.outputs}
    for e in desc.graph.eqns:
        if any(t.id in tainted for t in e.inputs):
            tainted |= {t.id for t in e.outputs}
    before = tuple(t for t in desc.graph.outputs if t.id not in tainted)
    after = tuple(t for t in desc.graph.outputs if t.id in tainted)
    return Parts(anchor, before, after)


def need_dtype(t: Tensor, caps: Capabilities, allowed: Sequence[str]) -> None:
    if t.dtype not in allowed:
        raise Unfit(f"{t} has dtype {t.dtype}; this kernel takes {', '.join(allowed)}")
    if t.dtype == "f16" and not caps.f16:
        raise Unfit(f"{t} is f16 and the target has no f16 support (cast it to f32 first)")


def pow2_at_most(n: int) -> int:
    return 1 << (max(n, 1).bit_length() - 1)


def pow2_at_least(n: int) -> int:
    return 1 << max(n - 1, 0).bit_length()


# --- kernel context: parameters, values, stores ---------------------------------------------
class Kernel:
    """A Builder with one parameter per region input (`in<k>`) and output (`out<k>`) and the
    region's expression emitter (plan/expr.py), with the loops and stores the row kernels share."""

    def __init__(self, desc: RegionDesc, name: str, workgroup_size: int, caps: Capabilities, rows: bool = False):
        """`rows`: a row kernel whose `partials` may take the subgroup-shuffle variant."""
        if not caps.f16 and any(t.dtype == "f16" for t in desc.graph.tensors()):
            raise Unfit("the region has f16 tensors and the target has no f16 support (cast them to f32 first)")
        self.desc = desc
        self.sg = rows and subgroup_variant(caps, workgroup_size)  # the tree's last steps as shuffles
        self.kb = Builder(name[:61] + "_sg" if self.sg else name[:64], workgroup_size)
        self.wg = workgroup_size
        ins = {k: self.kb.input(f"in{k}", STORED[t.dtype]) for k, t in enumerate(desc.graph.inputs)}
        self.outs = {t.id: self.kb.output(f"out{k}", STORED[t.dtype]) for k, t in enumerate(desc.graph.outputs)}
        self.bindings = [Binding(f"in{k}", "input", k) for k in ins] + \
            [Binding(f"out{k}", "output", k) for k in range(len(self.outs))]
        self.ex = Expr(self.kb, desc.graph, ins)

    # values -------------------------------------------------------------------------------
    def value(self, t: Tensor, coords: Sequence[N.Operand]) -> N.Operand:
        """The value of region tensor `t` at `coords` (one usize operand per axis of t)."""
        return self.ex.value(t, coords)

    def f32(self, t: Tensor, coords: Sequence[N.Operand]) -> N.Operand:
        """`value(t, coords)` converted to f32."""
        v = self.value(t, coords)
        return v if self.kb.ty(v) == F32 else self.kb.cast(v, F32)

    def bind(self, t: Tensor, v: N.Operand, coords: Sequence[N.Operand]) -> None:
        """Read the anchor's result `t` at `coords` from `v` (converted to t's dtype)."""
        want = SCALAR[t.dtype]
        self.ex.bind(t, v if self.kb.ty(v) == want else self.kb.cast(v, want), coords)

    def store_all(self, ts: Sequence[Tensor], coords: Sequence[N.Operand], flat: N.Operand) -> None:
        """Store each output tensor of `ts` (all of one shape) at `coords`, row-major index `flat`."""
        for t in ts:
            self.ex.store(self.outs[t.id], flat, self.value(t, coords))

    def coords(self, shape: Sequence[int], flat: N.Operand) -> tuple[N.Operand, ...]:
        """The coordinates of row-major index `flat` in `shape`."""
        return tuple(self.ex.delinear(shape, flat))

    # control ------------------------------------------------------------------------------
    def when(self, cond: N.Operand, fn: Callable[[], None]) -> None:
        """if cond { fn() }, its values scoped to the branch."""
        def scoped() -> None:
            with self.ex.scope():
                fn()
        self.kb.if_(cond, scoped)

    def loop(self, start: N.Operand, stop: N.Operand | int, step: int, body: Callable[[N.Local], None],
             also: Callable[[], N.Operand] | None = None) -> None:
        """for i in start, start + step, ... while i < stop (and `also()`), values scoped to the body."""
        kb = self.kb
        i = kb.var(USIZE, start)

        def cond() -> N.Operand:
            ok = kb.lt(i, stop)
            return ok if also is None else kb.bin("and", ok, also())

        def step_() -> None:
            with self.ex.scope():
                body(i)
            kb.set(i, kb.add(i, step))
        kb.while_(cond, step_)

    def tree(self, arrays: Sequence[int], lane: N.Operand, combine: Combine) -> list[N.Operand]:
        """Combine slot `lane` of each array over all lanes (the caller wrote them, then a barrier):
        log2(WG) halving steps, a barrier after each; every lane reads the result."""
        self.halve(arrays, lane, combine, 1)
        return [self.kb.wg_read(arr, 0) for arr in arrays]

    def halve(self, arrays: Sequence[int], lane: N.Operand, combine: Combine, last: int) -> None:
        """The tree's halving steps s = WG / 2, ..., `last`: lane l < s combines slots l and l + s
        into slot l, a barrier after each step."""
        kb = self.kb
        s = self.wg // 2
        while s >= last:
            def step(s: int = s) -> None:
                a = [kb.wg_read(arr, lane) for arr in arrays]
                j = kb.add(lane, s)
                b = [kb.wg_read(arr, j) for arr in arrays]
                for arr, v in zip(arrays, combine(a, b)):
                    kb.wg_write(arr, lane, v)
            kb.if_(kb.lt(lane, s), step)
            kb.barrier()
            s //= 2

    def partials(self, arrays: Sequence[int], lane: N.Operand, values: Sequence[N.Operand],
                 combine: Combine) -> list[N.Operand]:
        """Write each lane's partials, barrier, tree-combine them; the row's result in every lane."""
        if self.sg:
            return self.shuffle_partials(arrays, lane, values, combine)
        for arr, v in zip(arrays, values):
            self.kb.wg_write(arr, lane, v)
        self.kb.barrier()
        return self.tree(arrays, lane, combine)

    def shuffle_partials(self, arrays: Sequence[int], lane: N.Operand, values: Sequence[N.Operand],
                         combine: Combine) -> list[N.Operand]:
        """`partials` with the tree's last five steps (s = 16 .. 1) in registers: the steps s >= 64
        as the tree's, then subgroup 0 takes step 32 from workgroup memory (a 32-lane workgroup
        keeps its partials in registers) and steps 16 .. 1 as `combine(v, shuffle_xor(v, s))`. For
        lane l < s the partner l ^ s is l + s, so lane l combines the tree's operands in the tree's
        order and lane 0 ends with the tree's result, which it writes to slot 0 before a barrier."""
        kb, wg = self.kb, self.wg
        if wg > SUB:
            for arr, v in zip(arrays, values):
                kb.wg_write(arr, lane, v)
            kb.barrier()
            self.halve(arrays, lane, combine, 2 * SUB)

        def subgroup0() -> None:
            if wg > SUB:  # the tree's step 32, read by the subgroup that does the rest
                j = kb.add(lane, SUB)
                v = combine([kb.wg_read(arr, lane) for arr in arrays], [kb.wg_read(arr, j) for arr in arrays])
            else:
                v = list(values)
            s = SUB // 2
            while s >= 1:
                v = combine(v, [kb.shuffle_xor(x, s) for x in v])
                s //= 2

            def put(v: list[N.Operand] = v) -> None:
                for arr, x in zip(arrays, v):
                    kb.wg_write(arr, 0, x)
            kb.if_(kb.eq(lane, 0), put)
        # subgroup-uniform (lane / 32 == 0, not lane < 32): every lane of subgroup 0 shuffles together
        kb.if_(kb.eq(kb.div(lane, SUB), 0), subgroup0)
        kb.barrier()
        return [kb.wg_read(arr, 0) for arr in arrays]

    def finish(self, grid: Grid, flops: int = 0) -> Plan:
        self.kb.ret()
        return Plan(prune(self.kb.build()), tuple(self.bindings) + tuple(self.ex.const_bindings), grid,
                    "synthesized", flops)


def subgroup_variant(caps: Capabilities, workgroup_size: int) -> bool:
    """Whether a row kernel of `workgroup_size` lanes does its tree's last steps with subgroup
    shuffles (docs/subgroup.md): POOT_SUBGROUP auto (the target's Capabilities.subgroup_shuffle),
    0 (never) or 1 (always: Unfit where the target has no shuffles); whole subgroups only."""
    mode = knobs.subgroup_mode()
    if mode == "0" or workgroup_size % SUB:
        return False
    if mode == "1" and not caps.subgroup_shuffle:
        raise Unfit("POOT_SUBGROUP=1 asks for the subgroup-shuffle row kernels and this target has no 32-lane "
                    "subgroup shuffles (Capabilities.subgroup_shuffle); unset it (auto) or set it to 0")
    return caps.subgroup_shuffle


def group_grid(items: int, caps: Capabilities) -> tuple[int, int]:
    """Groups (GX, GY) for `items` workgroup-sized items within `caps.max_groups` (the body loops
    over items `g, g + GX * GY, ...` where g = group_y * GX + group_x)."""
    mx, my = caps.max_groups
    gx = max(1, min(items, mx))
    gy = max(1, min(-(-items // gx), my))
    return gx, gy


def each_group_item(k: Kernel, items: int, caps: Capabilities, body: Callable[[N.Local], None]) -> Grid:
    """Run `body(item)` for items 0..items, one per workgroup (looping when the grid is capped)."""
    kb = k.kb
    gx, gy = group_grid(items, caps)
    first = kb.add(kb.mul(kb.group_index_y(), gx), kb.group_index())
    k.loop(first, items, gx * gy, body)
    return Grid.of_groups(gx, gy, k.wg)


def each_thread_item(k: Kernel, items: int, caps: Capabilities, body: Callable[[N.Local], None]) -> Grid:
    """Run `body(item)` for items 0..items, one per thread (looping when the grid is capped)."""
    kb = k.kb
    gx, gy = group_grid(-(-items // k.wg), caps)
    first = kb.add(kb.mul(kb.group_index_y(), gx * k.wg), kb.thread_index())
    k.loop(first, items, gx * gy * k.wg, body)
    return Grid.of_groups(gx, gy, k.wg)


def row_workgroup(n: int, caps: Capabilities) -> int:
    """Lanes for a row of n elements: a power of two in [32, MAX_WG] (at most the target's limit)."""
    cap = pow2_at_most(min(MAX_WG, caps.max_workgroup_size))
    return min(cap, max(32, pow2_at_least(n)))


def check_outputs(parts: Parts, before_shape: tuple[int, ...] | None, after_shape: tuple[int, ...]) -> None:
    """Unfit unless every prologue output has `before_shape` and every epilogue output `after_shape`."""
    for t in parts.before:
        if before_shape is None or t.shape != before_shape:
            allowed = f"of shape {list(before_shape)}" if before_shape is not None else "allowed here"
            raise Unfit(f"output {t} is computed before the {parts.anchor.prim} and no such output is {allowed}")
    for t in parts.after:
        if t.shape != after_shape:
            raise Unfit(f"output {t} of the {parts.anchor.prim}'s epilogue must have its shape {list(after_shape)}")


def _add(kb: Builder) -> Combine:
    return lambda a, b: [kb.add(a[0], b[0])]


def _max(kb: Builder) -> Combine:
    return lambda a, b: [kb.math("max", a[0], b[0])]


class Rows:
    """The row view of an anchor whose first input x is [..., n]: `rows` rows of n elements."""

    def __init__(self, k: Kernel, parts: Parts):
        self.k, self.parts = k, parts
        self.x, self.y = parts.anchor.inputs[0], parts.anchor.outputs[0]
        self.n = self.x.shape[-1]
        self.rows = self.x.size // self.n

    def at(self, r: N.Operand) -> tuple[N.Operand, ...]:
        """x's coordinates of row r, less the last axis."""
        return self.k.coords(self.x.shape[:-1], r)

    def xf(self, rc: tuple[N.Operand, ...], c: N.Operand) -> N.Operand:
        """x[row, c] in f32."""
        return self.k.f32(self.x, rc + (c,))

    def store_before(self, r: N.Operand, rc: tuple[N.Operand, ...], c: N.Operand) -> None:
        """Store the prologue outputs (x's shape) at row r, column c."""
        if self.parts.before:
            self.k.store_all(self.parts.before, rc + (c,), self.k.kb.add(self.k.kb.mul(r, self.n), c))

    def write_result(self, r: N.Operand, res: N.Operand) -> None:
        """Bind the anchor's result of row r (y's size is rows) and store the epilogue outputs."""
        yc = self.k.coords(self.y.shape, r)
        self.k.bind(self.y, res, yc)
        self.k.store_all(self.parts.after, yc, r)


# --- reduce ----------------------------------------------------------------------------------
@register("reduce")
def synth_reduce(desc: RegionDesc, caps: Capabilities) -> Plan:
    """reduce_sum / reduce_max / reduce_mean over the last axis with its prologue and epilogue."""
    parts = split(desc)
    x, y = parts.anchor.inputs[0], parts.anchor.outputs[0]
    need_dtype(x, caps, ("f32", "f16", "i32", "u32"))
    check_outputs(parts, x.shape, y.shape)
    fn = parts.anchor.prim[len("reduce_"):]
    n = x.shape[-1]
    if x.dtype in ("i32", "u32") or n <= SERIAL_MAX:
        return _reduce_serial(desc, parts, caps, fn)
    wg = row_workgroup(n, caps)
    k = Kernel(desc, f"reduce_{fn}_{x.size // n}x{n}", wg, caps, rows=True)
    R, kb = Rows(k, parts), k.kb
    lane = kb.local_index()
    kb.wg_array(0, wg)
    combine = _add(kb) if fn in ("sum", "mean") else _max(kb)
    ident = math.nan if fn == "max" else 0.0  # fmax ignores NaN: NaN is max's identity

    def row(r: N.Local) -> None:
        rc = R.at(r)
        acc = kb.var(F32, ident)

        def col(c: N.Local) -> None:
            kb.set(acc, combine([acc], [R.xf(rc, c)])[0])
            R.store_before(r, rc, c)
        k.loop(lane, n, wg, col)
        (total,) = k.partials([0], lane, [acc], combine)
        res = kb.div(total, float(n)) if fn == "mean" else total
        k.when(kb.eq(lane, 0), lambda: R.write_result(r, res))
        kb.barrier()  # slot 0 is read by every lane before the next row writes it
    grid = each_group_item(k, R.rows, caps, row)
    return k.finish(grid, flops=x.size)


def _reduce_serial(desc: RegionDesc, parts: Parts, caps: Capabilities, fn: str) -> Plan:
    """One thread per row: integer reductions (exact, wrapping sums) and short float rows."""
    x = parts.anchor.inputs[0]
    n = x.shape[-1]
    k = Kernel(desc, f"reduce_{fn}_{x.size // n}x{n}_serial", 64, caps)
    R, kb = Rows(k, parts), k.kb
    is_float = x.dtype in ("f32", "f16")

    def get(rc: tuple[N.Operand, ...], c: N.Operand) -> N.Operand:
        return R.xf(rc, c) if is_float else k.value(x, rc + (c,))

    def row(r: N.Local) -> None:
        rc = R.at(r)
        ty = F32 if is_float else SCALAR[x.dtype]
        acc = kb.var(ty, get(rc, N.Const(USIZE, 0))) if fn == "max" else kb.var(ty, 0)

        def col(c: N.Local) -> None:
            v = get(rc, c)
            kb.set(acc, kb.math("max", acc, v) if fn == "max" else kb.add(acc, v))
            R.store_before(r, rc, c)
        k.loop(N.Const(USIZE, 0), n, 1, col)
        R.write_result(r, kb.div(acc, float(n)) if fn == "mean" else acc)
    grid = each_thread_item(k, R.rows, caps, row)
    return k.finish(grid, flops=(x.size if is_float else 0))


# --- row: softmax, layernorm, rmsnorm --------------------------------------------------------
@register("row")
def synth_row(desc: RegionDesc, caps: Capabilities) -> Plan:
    """softmax / layernorm / rmsnorm over the last axis: statistics passes, then a write pass."""
    parts = split(desc)
    a = parts.anchor
    x, y = a.inputs[0], a.outputs[0]
    for t in a.inputs:
        need_dtype(t, caps, ("f32", "f16"))
    check_outputs(parts, x.shape, y.shape)
    n = x.shape[-1]
    eps = float(a.p.get("eps", 1e-5))
    wg = row_workgroup(n, caps)
    k = Kernel(desc, f"{a.prim}_{x.size // n}x{n}", wg, caps, rows=True)
    R, kb = Rows(k, parts), k.kb
    lane = kb.local_index()
    kb.wg_array(0, wg)
    kb.wg_array(1, wg)

    def row(r: N.Local) -> None:
        rc = R.at(r)
        base = kb.mul(r, n)

        def row_sum(arr: int, term: Callable[[N.Operand], N.Operand]) -> N.Operand:
            acc = kb.var(F32, 0.0)
            k.loop(lane, n, wg, lambda c: kb.set(acc, kb.add(acc, term(R.xf(rc, c)))))
            return k.partials([arr], lane, [acc], _add(kb))[0]

        def write(fn: Callable[[N.Operand, N.Local], N.Operand]) -> None:
            def col(c: N.Local) -> None:
                coords = rc + (c,)
                k.bind(y, fn(R.xf(rc, c), c), coords)
                k.store_all(parts.before + parts.after, coords, kb.add(base, c))
            k.loop(lane, n, wg, col)

        if a.prim == "softmax":
            m = kb.var(F32, math.nan)  # fmax ignores NaN: NaN is max's identity
            k.loop(lane, n, wg, lambda c: kb.set(m, kb.math("max", m, R.xf(rc, c))))
            mx = k.partials([0], lane, [m], _max(kb))[0]
            total = row_sum(1, lambda v: kb.math("exp", kb.sub(v, mx)))
            write(lambda v, c: kb.div(kb.math("exp", kb.sub(v, mx)), total))
        elif a.prim == "layernorm":
            mean = kb.div(row_sum(0, lambda v: v), float(n))

            def sq(d: N.Operand) -> N.Operand:
                return kb.mul(d, d)
            var = kb.div(row_sum(1, lambda v: sq(kb.sub(v, mean))), float(n))
            inv = kb.div(1.0, kb.math("sqrt", kb.add(var, eps)))
            gamma, beta = a.inputs[1], a.inputs[2]
            write(lambda v, c: kb.add(kb.mul(kb.mul(kb.sub(v, mean), inv), k.f32(gamma, (c,))), k.f32(beta, (c,))))
        elif a.prim == "rmsnorm":
            ms = kb.div(row_sum(0, lambda v: kb.mul(v, v)), float(n))
            inv = kb.div(1.0, kb.math("sqrt", kb.add(ms, eps)))
            gamma = a.inputs[1]
            write(lambda v, c: kb.mul(kb.mul(v, inv), k.f32(gamma, (c,))))
        else:
            raise Unfit(f"no row kernel for {a.prim}")
        kb.barrier()  # every lane has read this row's statistics before the next row's partials
    grid = each_group_item(k, R.rows, caps, row)
    per = {"softmax": 5, "layernorm": 8, "rmsnorm": 5}[a.prim]
    return k.finish(grid, flops=per * x.size)


# --- select: argmax, sample ------------------------------------------------------------------
_HALF = 1 << 16  # an index travels through f32 workgroup memory as two exact halves (hi, lo)


def _split_index(kb: Builder, j: N.Operand) -> tuple[N.Operand, N.Operand]:
    return kb.cast(kb.div(j, _HALF), F32), kb.cast(kb.rem(j, _HALF), F32)


def _join_index(kb: Builder, hi: N.Operand, lo: N.Operand) -> N.Operand:
    return kb.add(kb.mul(kb.cast(hi, USIZE), _HALF), kb.cast(lo, USIZE))


def _pick(kb: Builder, none: int) -> Combine:
    """Combine two (value, index hi, index lo) candidates: the larger value, ties to the lower
    index; index `none` means no candidate (NaN rows, lanes past the row)."""
    def combine(a: Sequence[N.Operand], b: Sequence[N.Operand]) -> list[N.Operand]:
        ja, jb = _join_index(kb, a[1], a[2]), _join_index(kb, b[1], b[2])
        better = kb.bin("or", kb.gt(b[0], a[0]), kb.bin("and", kb.eq(b[0], a[0]), kb.lt(jb, ja)))
        take = kb.bin("and", kb.ne(jb, none), kb.bin("or", kb.eq(ja, none), better))
        out = [kb.var(F32, v) for v in a]

        def pick() -> None:
            for o, v in zip(out, b):
                kb.set(o, v)
        kb.if_(take, pick)
        return list(out)
    return combine


@register("select")
def synth_select(desc: RegionDesc, caps: Capabilities) -> Plan:
    """argmax (lowest index of the largest value, NaN never wins, all-NaN gives 0) and sample
    (temperature 0 is argmax; else the inverse CDF of softmax(logits / T) at the row's u)."""
    parts = split(desc)
    a = parts.anchor
    x = a.inputs[0]
    need_dtype(x, caps, ("f32", "f16"))
    check_outputs(parts, None, a.outputs[0].shape)
    n = x.shape[-1]
    temp = float(a.p.get("temperature", 0.0)) if a.prim == "sample" else 0.0
    wg = row_workgroup(n, caps)
    k = Kernel(desc, f"{a.prim}_{x.size // n}x{n}", wg, caps, rows=True)
    R, kb = Rows(k, parts), k.kb
    lane = kb.local_index()
    for arr in range(4):
        kb.wg_array(arr, wg)

    def finish_row(r: N.Local, best: N.Operand, cand: N.Operand, empty: int) -> None:
        """Tree-pick the lanes' (value, index) candidates; lane 0 writes the row's result (`empty` if none)."""
        hi, lo = _split_index(kb, cand)
        j = _join_index(kb, *k.partials([0, 1, 2], lane, [best, hi, lo], _pick(kb, n))[1:])
        res = kb.var(USIZE, j)
        kb.if_(kb.eq(j, n), lambda: kb.set(res, empty))
        k.when(kb.eq(lane, 0), lambda: R.write_result(r, kb.cast(res, U32)))
        kb.barrier()  # the arrays are read before the next row writes them

    def argmax_row(r: N.Local) -> None:
        rc = R.at(r)
        best, bj = kb.var(F32, -math.inf), kb.var(USIZE, n)

        def col(c: N.Local) -> None:
            v = R.xf(rc, c)
            take = kb.bin("and", kb.eq(v, v), kb.bin("or", kb.eq(bj, n), kb.gt(v, best)))

            def keep() -> None:
                kb.set(best, v)
                kb.set(bj, c)
            kb.if_(take, keep)
        k.loop(lane, n, wg, col)
        finish_row(r, best, bj, 0)  # an all-NaN row gives 0

    chunk = -(-n // wg)

    def sample_row(r: N.Local) -> None:
        # lane l owns columns [l * chunk, min((l + 1) * chunk, n)), so the chunks' sums are in order
        rc = R.at(r)
        lo_c = kb.mul(lane, chunk)
        hi_c = kb.var(USIZE, kb.add(lo_c, chunk))
        kb.if_(kb.gt(hi_c, n), lambda: kb.set(hi_c, n))

        def scaled(c: N.Operand) -> N.Operand:
            return kb.div(R.xf(rc, c), temp)
        m = kb.var(F32, math.nan)
        k.loop(lo_c, hi_c, 1, lambda c: kb.set(m, kb.math("max", m, scaled(c))))
        mx = k.partials([0], lane, [m], _max(kb))[0]

        def e(c: N.Operand) -> N.Operand:
            return kb.math("exp", kb.sub(scaled(c), mx))
        s = kb.var(F32, 0.0)
        k.loop(lo_c, hi_c, 1, lambda c: kb.set(s, kb.add(s, e(c))))
        kb.wg_write(1, lane, s)
        kb.barrier()

        def scan() -> None:  # exclusive prefix sums of the chunks (array 2) and the row's total (array 3)
            run = kb.var(F32, 0.0)

            def one(j: N.Local) -> None:
                kb.wg_write(2, j, run)
                kb.set(run, kb.add(run, kb.wg_read(1, j)))
            k.loop(N.Const(USIZE, 0), wg, 1, one)
            kb.wg_write(3, 0, run)
        kb.if_(kb.eq(lane, 0), scan)
        kb.barrier()
        target = kb.mul(k.f32(a.inputs[1], rc), kb.wg_read(3, 0))  # u * sum: the inverse CDF's point
        running = kb.var(F32, kb.wg_read(2, lane))
        cand = kb.var(USIZE, n)

        def find(c: N.Local) -> None:
            kb.set(running, kb.add(running, e(c)))
            kb.if_(kb.lt(target, running), lambda: kb.set(cand, c))
        k.loop(lo_c, hi_c, 1, find, also=lambda: kb.eq(cand, n))
        # all candidates tie (the lowest index wins); none: rounding left no i with u < cumsum(p)[i]
        finish_row(r, N.Const(F32, 0.0), cand, n - 1)

    grid = each_group_item(k, R.rows, caps, sample_row if temp > 0 else argmax_row)
    return k.finish(grid, flops=(4 * x.size if temp > 0 else 0))
