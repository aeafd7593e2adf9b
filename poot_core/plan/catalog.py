"""plan_eqn: a region's Plan on a target - a committed family kernel that fits, else a synthesized body.

`plan_eqn(region_or_desc, target)` sees only the RegionDesc (op class, the region's equations
over canonical names, layout) and the target: a registered `Target` or its name. From the
target it reads `capabilities()` (grid, workgroup and memory limits) and `trap_policy`: a target
whose policy is `refuse` (the XDNA NPU) is given only bodies with no reachable Trap after
dominated-check elimination (the `_nt` assets, or a trap-free synthesized body).

The catalog is the manifest rows with planner columns (assets/manifest.toml, read through
poot_core.family): `op_class`, `layout`, `pattern` (alternatives, each one expression over the
region's inputs: `prim(arg, ..., key=value)` with leaves `param.dtype[dims]`; a leaf names the
kernel parameter the matched region input binds to, dims are integers or symbols, a leading
`*S` stands for any number of leading axes whose product is S), `output` (the parameter the
region's one output binds to), `consts` (parameters given a constant array of symbol values,
e.g. `dims = ["M", "N", "K"]`), `grid` (`threads(n)` or `groups(gx, gy)` over the symbols; the
workgroup size is the body's), `where` (conditions on the symbols), `assumes` (facts about the
values a RegionDesc cannot establish, e.g. NaN-free rows: a row with any never matches, and the
refusal says why) and `flops`. A row matches a desc when the op class and layout are equal, one
pattern alternative is exactly the desc's equations (every equation used once, the one output
at the root, parameters equal), every condition holds, there is no assumption, and the grid,
workgroup size and workgroup memory are within the target's capabilities.

Order: the catalog rows in manifest order (on a refusing target only trap-free rows qualify; on
the others a row with checks is preferred, as the manifest lists it first), then
`synth.synthesize(desc, caps)`. When nothing fits, PlanRefused lists every candidate (each
planner row and the synthesizer) with the reason it did not fit. The Plan's body is verified
(poot_core.compile.verified) before it is returned.
"""
from __future__ import annotations

import ast
import functools
import math
from dataclasses import dataclass
from typing import Any

from .. import family
from ..errors import PlanRefused, UsageError
from ..ir import cfg
from ..ir import nodes as N
from ..target import REFUSE, Capabilities, Grid, Target
from .binding import Binding, Plan
from .graph import DTYPES, Eqn, Tensor
from .region import Region, RegionDesc

PLANNER_FIELDS = {"op_class": str, "layout": str, "pattern": list, "output": str, "consts": dict,
                  "grid": str, "where": list, "assumes": list, "flops": str}
PLANNER_REQUIRED = ("op_class", "layout", "pattern", "output", "grid")


class _Miss(Exception):
    """A pattern or a condition does not fit; the message says why."""


# --- the pattern language -------------------------------------------------------------------------
@dataclass(frozen=True)
class Leaf:
    param: str
    dtype: str
    dims: tuple[str | int, ...]  # a str is a symbol; "*S" (first only) is any leading axes, product S


@dataclass(frozen=True)
class Node:
    prim: str
    args: tuple["Leaf | Node", ...]
    params: tuple[tuple[str, Any], ...]  # values: int, float, str, bool, symbol (ast.Name -> "$S"), tuples


def parse_pattern(text: str) -> Node:
    """The pattern tree of `text`; UsageError saying what is wrong."""
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError as e:
        raise UsageError(f"pattern {text!r} does not parse: {e.msg}") from None
    root = _node(tree, text)
    if not isinstance(root, Node):
        raise UsageError(f"pattern {text!r} must be a primitive applied to operands, not a bare leaf")
    return root


def _node(x: ast.expr, text: str) -> Leaf | Node:
    if isinstance(x, ast.Subscript) and isinstance(x.value, ast.Attribute) and isinstance(x.value.value, ast.Name):
        dtype = x.value.attr
        if dtype not in DTYPES:
            raise UsageError(f"pattern {text!r}: dtype {dtype!r} is not one of {', '.join(DTYPES)}")
        sl = x.slice
        items = sl.elts if isinstance(sl, ast.Tuple) else [sl]
        dims: list[str | int] = []
        for k, d in enumerate(items):
            if isinstance(d, ast.Constant) and isinstance(d.value, int):
                dims.append(d.value)
            elif isinstance(d, ast.Name):
                dims.append(d.id)
            elif isinstance(d, ast.Starred) and isinstance(d.value, ast.Name) and k == 0:
                dims.append("*" + d.value.id)
            else:
                raise UsageError(f"pattern {text!r}: a dim is an integer, a symbol or a leading *symbol, "
                                 f"not {ast.unparse(d)!r}")
        return Leaf(x.value.value.id, dtype, tuple(dims))
    if isinstance(x, ast.Call) and isinstance(x.func, ast.Name):
        return Node(x.func.id, tuple(_node(a, text) for a in x.args),
                    tuple(sorted((str(k.arg), _value(k.value, text)) for k in x.keywords)))
    raise UsageError(f"pattern {text!r}: {ast.unparse(x)!r} is neither prim(...) nor a leaf param.dtype[dims]")


def _value(x: ast.expr, text: str) -> Any:
    if isinstance(x, ast.Constant) and isinstance(x.value, (int, float, str, bool)):
        return x.value
    if isinstance(x, ast.Name):
        return "$" + x.id
    if isinstance(x, (ast.List, ast.Tuple)):
        return tuple(_value(v, text) for v in x.elts)
    raise UsageError(f"pattern {text!r}: parameter value {ast.unparse(x)!r} must be a number, string, symbol or list")


def leaves(n: Leaf | Node) -> list[Leaf]:
    return [n] if isinstance(n, Leaf) else [lf for a in n.args for lf in leaves(a)]


def _match(p: Node, desc: RegionDesc) -> tuple[dict[str, int], dict[str, int]]:
    """(param -> desc input index, symbol -> value) when the desc is exactly pattern `p`; _Miss otherwise."""
    g = desc.graph
    if len(g.outputs) != 1:
        raise _Miss(f"the region returns {len(g.outputs)} tensors; the kernel writes one")
    prod = {t.id: e for e in g.eqns for t in e.outputs}
    inputs = {t.id: k for k, t in enumerate(g.inputs)}
    used: list[Eqn] = []
    syms: dict[str, int] = {}
    params: dict[str, int] = {}

    def bind(sym: str, v: int, where: str) -> None:
        if syms.setdefault(sym, v) != v:
            raise _Miss(f"{where}: {sym} would be {v} but is already {syms[sym]}")

    def walk(n: Leaf | Node, t: Tensor, where: str) -> None:
        if isinstance(n, Leaf):
            if t.id not in inputs:
                raise _Miss(f"{where} is computed in the region ({prod[t.id].prim}); the kernel reads {n.param} "
                            f"from a buffer")
            if t.dtype != n.dtype:
                raise _Miss(f"{where} ({n.param}) is {t.dtype}; the kernel takes {n.dtype}")
            dims, shape = n.dims, t.shape
            if dims and isinstance(dims[0], str) and dims[0].startswith("*"):
                lead = len(shape) - (len(dims) - 1)
                if lead < 0:
                    raise _Miss(f"{where} ({n.param}) has rank {len(shape)}; the kernel needs >= {len(dims) - 1}")
                bind(dims[0][1:], math.prod(shape[:lead]), where)
                dims, shape = dims[1:], shape[lead:]
            if len(dims) != len(shape):
                raise _Miss(f"{where} ({n.param}) has rank {len(shape)}; the kernel takes rank {len(dims)}")
            for d, s in zip(dims, shape):
                if isinstance(d, int):
                    if d != s:
                        raise _Miss(f"{where} ({n.param}) has shape {list(t.shape)}; the kernel wants {d} there")
                else:
                    bind(d, s, where)
            if n.param in params and params[n.param] != inputs[t.id]:
                raise _Miss(f"{where}: parameter {n.param} is bound twice")
            params[n.param] = inputs[t.id]
            return
        e = prod.get(t.id)
        if e is None or e.prim != n.prim:
            raise _Miss(f"{where} is {'a region input' if e is None else e.prim}; the kernel computes {n.prim}")
        if len(e.inputs) != len(n.args):
            raise _Miss(f"{where}: {e.prim} has {len(e.inputs)} operands; the kernel takes {len(n.args)}")
        if any(u is e for u in used):
            raise _Miss(f"{where}: {e.prim} is used twice")
        used.append(e)
        got, want = dict(e.params), dict(n.params)
        if set(got) != set(want):
            raise _Miss(f"{where}: {e.prim} has parameters {sorted(got)}; the kernel's are {sorted(want)}")
        for k, w in want.items():
            _param(got[k], w, f"{where}: {e.prim} {k}", bind)
        for a, (arg, ti) in enumerate(zip(n.args, e.inputs)):
            walk(arg, ti, f"operand {a} of {e.prim}")

    walk(p, g.outputs[0], "the region's output")
    if len(used) != len(g.eqns):
        extra = [e.prim for e in g.eqns if not any(u is e for u in used)]
        raise _Miss(f"the region also computes {', '.join(extra)}, which the kernel does not")
    return params, syms


def _param(got: Any, want: Any, where: str, bind: Any) -> None:
    if isinstance(want, str) and want.startswith("$"):
        if not isinstance(got, int) or isinstance(got, bool):
            raise _Miss(f"{where} is {got!r}, not an integer")
        bind(want[1:], got, where)
    elif isinstance(want, tuple):
        if not isinstance(got, tuple) or len(got) != len(want):
            raise _Miss(f"{where} is {got!r}; the kernel needs {len(want)} entries")
        for gv, wv in zip(got, want):
            _param(gv, wv, where, bind)
    elif got != want or type(got) is not type(want):
        raise _Miss(f"{where} is {got!r}; the kernel needs {want!r}")


# --- formulas: conditions, grids, constants over the symbols ---------------------------------------
_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
        ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b, ast.Pow: lambda a, b: a ** b}
_CMP = {ast.Lt: lambda a, b: a < b, ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b,
        ast.GtE: lambda a, b: a >= b, ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b}


def evaluate(text: str, syms: dict[str, int]) -> Any:
    """An integer formula over the symbols (+ - * // % **, comparisons, and/or, cdiv(a, b), and the
    grid forms threads(n) / groups(gx, gy), which give ("threads", n) / ("groups", gx, gy))."""
    def ev(x: ast.expr) -> Any:
        if isinstance(x, ast.Constant) and isinstance(x.value, int):
            return x.value
        if isinstance(x, ast.Name):
            if x.id not in syms:
                raise UsageError(f"formula {text!r}: unknown symbol {x.id} (known: {', '.join(sorted(syms))})")
            return syms[x.id]
        if isinstance(x, ast.BinOp) and type(x.op) in _OPS:
            return _OPS[type(x.op)](ev(x.left), ev(x.right))
        if isinstance(x, ast.Compare) and all(type(o) in _CMP for o in x.ops):
            vals = [ev(x.left)] + [ev(c) for c in x.comparators]
            return all(_CMP[type(o)](a, b) for o, a, b in zip(x.ops, vals, vals[1:]))
        if isinstance(x, ast.BoolOp):
            vs = [ev(v) for v in x.values]
            return all(vs) if isinstance(x.op, ast.And) else any(vs)
        if isinstance(x, ast.Call) and isinstance(x.func, ast.Name) and not x.keywords:
            args = [ev(a) for a in x.args]
            if x.func.id == "cdiv" and len(args) == 2:
                return -(-args[0] // args[1])
            if x.func.id == "threads" and len(args) == 1:
                return ("threads", args[0])
            if x.func.id == "groups" and len(args) == 2:
                return ("groups", args[0], args[1])
        raise UsageError(f"formula {text!r}: {ast.unparse(x)!r} is not allowed (integers, symbols, + - * // % **, "
                         f"comparisons, and/or, cdiv, threads, groups)")
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError as e:
        raise UsageError(f"formula {text!r} does not parse: {e.msg}") from None
    return ev(tree)


# --- catalog rows -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    """One manifest row with planner columns."""

    name: str  # <dest>/<name>
    trap_free: bool
    op_class: str
    layout: str
    patterns: tuple[Node, ...]
    output: str
    consts: tuple[tuple[str, tuple[str, ...]], ...]
    grid: str
    where: tuple[str, ...]
    assumes: tuple[str, ...]
    flops: str


def row_of(r: dict) -> Row:
    """The catalog Row of a manifest row (its planner columns checked); UsageError naming the row."""
    where = f"manifest row {r.get('name')!r}"
    missing = [f for f in PLANNER_REQUIRED if f not in r]
    if missing:
        raise UsageError(f"{where}: a row with planner columns needs {list(PLANNER_REQUIRED)}; missing {missing}")
    for k, t in PLANNER_FIELDS.items():
        if k in r and not isinstance(r[k], t):
            raise UsageError(f"{where}: planner column {k!r} must be a {t.__name__}, not {r[k]!r}")
    if not r["pattern"] or not all(isinstance(p, str) for p in r["pattern"]):
        raise UsageError(f"{where}: pattern must be a non-empty list of pattern strings")
    consts = r.get("consts", {})
    if not all(isinstance(v, list) and all(isinstance(s, str) for s in v) for v in consts.values()):
        raise UsageError(f"{where}: consts maps a parameter to a list of formulas (strings)")
    try:
        patterns = tuple(parse_pattern(p) for p in r["pattern"])
    except UsageError as e:
        raise UsageError(f"{where}: {e.message}") from None
    return Row(f"{r['dest']}/{r['name']}", bool(r.get("trap_free", False)), r["op_class"], r["layout"], patterns,
               r["output"], tuple((k, tuple(v)) for k, v in sorted(consts.items())), r["grid"],
               tuple(r.get("where", ())), tuple(r.get("assumes", ())), r.get("flops", "0"))


def check_row(r: dict, body: N.Body) -> None:
    """A manifest row's planner columns against its imported body: every pattern names exactly the
    body's parameters (leaves, `output`, `consts`), the output is the one `&mut` parameter, and
    every formula parses. UsageError naming the row and what is wrong (regen --check runs it)."""
    row = row_of(r)
    params = {p.name: p for p in body.params}
    muts = [p.name for p in body.params if p.mutable]
    if muts != [row.output]:
        raise UsageError(f"manifest row {r['name']!r}: output = {row.output!r}, the kernel's &mut parameters are {muts}")
    for p in row.patterns:
        named = [lf.param for lf in leaves(p)] + [row.output] + [k for k, _ in row.consts]
        if sorted(named) != sorted(params):
            raise UsageError(f"manifest row {r['name']!r}: pattern {p} binds {sorted(named)}, the kernel's "
                             f"parameters are {sorted(params)}")
        syms = {str(d).lstrip("*"): 1 for lf in leaves(p) for d in lf.dims if isinstance(d, str)}
        syms |= {str(v)[1:]: 1 for v in _symbols(p)}
        for f in (row.grid, row.flops, *row.where, *(x for _, v in row.consts for x in v)):
            evaluate(f, syms)  # parses, names only pattern symbols


def _symbols(n: Leaf | Node) -> list[str]:
    if isinstance(n, Leaf):
        return []
    out: list[str] = []

    def flat(v: Any) -> None:
        if isinstance(v, tuple):
            for x in v:
                flat(x)
        elif isinstance(v, str) and v.startswith("$"):
            out.append(v)
    for _, v in n.params:
        flat(v)
    return out + [s for a in n.args for s in _symbols(a)]


@functools.cache
def rows() -> tuple[Row, ...]:
    """The catalog: every manifest row with planner columns, in manifest order."""
    return tuple(row_of(r) for r in family.manifest() if any(k in r for k in PLANNER_FIELDS))


@functools.cache
def _asset(name: str) -> N.Body:
    return family.body(name)


# --- plan_eqn ------------------------------------------------------------------------------------
def reachable_traps(body: N.Body) -> list[N.Trap]:
    """The Traps a body can still reach after dominated-check elimination (what a refusing target rejects)."""
    from ..compile import checks_eliminated

    clean = checks_eliminated(body)
    live = cfg.reachable(cfg.successors(clean))
    return [t for i in sorted(live) if isinstance(t := clean.blocks[i].term, N.Trap)]


def _fit_limits(body: N.Body, grid: Grid, caps: Capabilities) -> None:
    gx, gy = grid.groups
    if gx > caps.max_groups[0] or gy > caps.max_groups[1]:
        raise _Miss(f"the grid needs {gx} x {gy} groups; the target allows {caps.max_groups[0]} x {caps.max_groups[1]}")
    if body.workgroup_size > caps.max_workgroup_size:
        raise _Miss(f"workgroups of {body.workgroup_size} lanes; the target allows {caps.max_workgroup_size}")
    mem = body.wg_bytes()
    if mem > caps.max_workgroup_memory:
        raise _Miss(f"{mem} bytes of workgroup memory; the target allows {caps.max_workgroup_memory}")
    if body.uses_mul_add() and not caps.fma:
        raise _Miss("the kernel uses mul_add (a fused multiply-add), which the target cannot compute exactly")
    if body.uses_mul_add() and caps.fma_emulated:
        raise _Miss("the kernel uses mul_add (a fused multiply-add), which the target computes by a slow "
                    "f64 emulation")


def _bind_row(row: Row, desc: RegionDesc, caps: Capabilities, refuses_traps: bool) -> Plan:
    """The Plan of catalog row `row` for `desc`, or _Miss saying why it does not fit."""
    if desc.op_class != row.op_class:
        raise _Miss(f"op class {desc.op_class}, the kernel's is {row.op_class}")
    if desc.layout != row.layout:
        raise _Miss(f"layout {desc.layout}, the kernel's is {row.layout}")
    misses = []
    for k, p in enumerate(row.patterns):
        try:
            params, syms = _match(p, desc)
            break
        except _Miss as m:
            misses.append(f"pattern {k + 1}: {m}" if len(row.patterns) > 1 else str(m))
    else:
        raise _Miss("; ".join(misses))
    empty = [str(t) for t in desc.graph.tensors() if t.size == 0]
    if empty:
        raise _Miss(f"empty tensor(s) {', '.join(empty)}")
    for cond in row.where:
        if not evaluate(cond, syms):
            raise _Miss(f"needs {cond} ({', '.join(f'{s}={v}' for s, v in sorted(syms.items()))})")
    if row.assumes:
        raise _Miss(f"the kernel assumes {'; '.join(row.assumes)}, which a region description cannot establish")
    body = _asset(row.name)
    if refuses_traps:
        traps = reachable_traps(body)
        if traps:
            raise _Miss(f"the body can trap ({len(traps)} site(s) after check elimination) and the target refuses traps")
    g = evaluate(row.grid, syms)
    grid = Grid.threads(g[1], body.workgroup_size) if g[0] == "threads" else Grid.of_groups(g[1], g[2], body.workgroup_size)
    _fit_limits(body, grid, caps)
    types = {p.name: p.elem for p in body.params}
    binds = [Binding(param, "input", index) for param, index in params.items()]
    binds.append(Binding(row.output, "output", 0))
    binds += [Binding(param, "const", dtype=types[param].np.name, data=tuple(int(evaluate(f, syms)) for f in fs))
              for param, fs in row.consts]
    return Plan(body, tuple(binds), grid, f"asset:{row.name}", int(evaluate(row.flops, syms)))


@functools.lru_cache(maxsize=1024)
def _plan(desc: RegionDesc, caps: Capabilities, refuses_traps: bool, target: str, region: str,
          switches: tuple[str, ...] = ()) -> Plan:  # switches: synth.switches(), part of the cache key
    from ..compile import verified
    from .synth import Unfit, synthesize

    candidates: list[tuple[str, str]] = []
    for row in rows():
        if refuses_traps and not row.trap_free:
            candidates.append((f"asset:{row.name}", "the target refuses traps; only trap-free (_nt) assets qualify"))
            continue
        try:
            plan = _bind_row(row, desc, caps, refuses_traps)
        except _Miss as m:
            candidates.append((f"asset:{row.name}", str(m)))
            continue
        verified(plan.body)
        return plan
    try:
        plan = synthesize(desc, caps)
    except Unfit as u:
        candidates.append((f"synthesizer:{desc.op_class}", str(u) or "unfit"))
    else:
        verified(plan.body)
        traps = reachable_traps(plan.body) if refuses_traps else []
        if not traps:
            try:
                _fit_limits(plan.body, plan.grid, caps)
                return plan
            except _Miss as m:
                candidates.append((f"synthesizer:{desc.op_class}", str(m)))
        else:
            candidates.append((f"synthesizer:{desc.op_class}", f"the synthesized body can trap ({len(traps)} site(s) "
                               f"after check elimination) and the target refuses traps"))
    raise PlanRefused(f"no kernel fits this {desc.op_class} region ({_summary(desc)})", region=region, target=target,
                      candidates=tuple(candidates))


def _summary(desc: RegionDesc) -> str:
    g = desc.graph
    return "; ".join(f"{', '.join(map(str, e.outputs))} = {e.prim}({', '.join(t.id for t in e.inputs)})"
                     for e in g.eqns)


def plan_eqn(region: Region | RegionDesc, target: Target | str) -> Plan:
    """The Plan of `region` (a Region or just its RegionDesc) on `target` (a Target or a registered
    target's name): a catalog asset that fits, else a synthesized body; PlanRefused listing every
    candidate and why it did not fit otherwise. See the module docs."""
    from ..plugins import get_target

    desc = region.desc if isinstance(region, Region) else region
    if not isinstance(desc, RegionDesc):
        raise UsageError(f"plan_eqn needs a Region or a RegionDesc, not {type(region).__name__}")
    tgt = get_target(target) if isinstance(target, str) else target
    if not isinstance(tgt, Target):
        raise UsageError(f"plan_eqn needs a Target or a target's name, not {type(target).__name__}")
    name = region.name if isinstance(region, Region) else "(desc)"
    from .synth import switches
    return _plan(desc, tgt.capabilities(), tgt.trap_policy == REFUSE, tgt.name, name, switches())
