"""compile(graph, target) -> Program: verify, fuse into regions, plan every region (planning runs
last), then lay the steps out over buffers reused by liveness.

Buffers (`assemble`):
- A graph input has its own buffer on every target that reads it (the first one is its home; on
  the program's target when no step reads it), uploaded by the executor and never written by any step: a plan that binds a graph input to
  a `&mut` parameter is refused, so the caller's data is never overwritten and a program can be
  run again on the same device state.
- A graph output's buffer holds it to the end of the run and is never handed to a later tensor.
- A temporary's buffer goes back to its target's free list once the last step reading it has
  run; a tensor made by a later step takes the free buffer of its dtype that fits best (the
  smallest at least its size, else the largest one, grown: every buffer is allocated once per
  run at its largest size). A step never gets a buffer freed by itself, so no step reads and
  writes one buffer (Rust's `&mut` distinctness), and no two `&mut` parameters share one.
- A constant binding gets one buffer per (target, dtype, contents), made once per run; scratch
  bindings take free buffers like temporaries and return them after their step.
- A region that only reshapes (one input, one output, every equation a reshape) is no step: its
  output is its input's buffer (same elements, row-major), live until both are dead. This is safe
  because buffers are written only by the step that makes their tensor: no step writes the
  shared buffer afterwards (an in-place `&mut` input binding is accepted only where that
  binding's buffer dies with the step and nothing else of the step reads it).
- In a multi-target program (Region.target), a tensor read on a target other than the one its
  step ran on gets a copy there, filled through the host (a Transfer) before its first reader
  there; the host syncs after the last step and wherever the next step runs on another target.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import numpy as np

from ..errors import GraphError, PlanRefused, UsageError
from ..target import Target
from .binding import STORAGE, Plan
from .graph import Graph, Tensor
from .program import Arg, BufferSpec, Program, Step, Transfer
from .region import Region


def compile(graph: Graph, target: Target | str | None = None, *, targets: Sequence[Any] | None = None,
            costs: Mapping[str, Any] | None = None, fuse: bool = True, check: bool = False) -> Program:
    """The Program of `graph` on `target` (a Target, a name, or None: POOT_TARGET, else the best
    available): the graph verified, fused into regions (`fuse=False`: one region per equation),
    each region planned by plan_eqn on its target, buffers laid out by liveness. `check=True`
    makes every run of the program compare each step with the oracle (Program.run).

    `targets` (instead of `target`): several targets in priority order - names, Targets or
    `place.only(target, *op_classes)` - and each region runs on the first that can run it, unless
    the transfer-cost check keeps it with its neighbours (plan/place.py; `costs` overrides the
    cost model's figures). The program's placement is `Program.placement`."""
    from ..exec.executor import resolve_target

    if not isinstance(graph, Graph):
        raise UsageError(f"compile needs a poot_core.plan.graph.Graph (e.g. from poot.trace), not {type(graph).__name__}")
    graph.verify()
    if targets is not None:
        if target is not None:
            raise UsageError("compile takes target= or targets= (several, in priority order), not both")
        return _compile_placed(graph, targets, costs, fuse, check)
    if costs is not None:
        raise UsageError("costs= is the placement's cost model; it needs targets= (several targets in priority order)")
    tgt = resolve_target(target)
    regions = _regions(graph, fuse)
    tmap = {r.target: resolve_target(r.target) for r in regions if r.target}
    placed = tuple(r if not r.target else _retarget(r, tmap[r.target].name) for r in regions)
    plans = [None if aliasable(r) else _plan(r, tmap[r.target] if r.target else tgt) for r in regions]
    return assemble(graph, tgt.name, placed, plans, check=check)


def _compile_placed(graph: Graph, targets: Sequence[Any], costs: Mapping[str, Any] | None, fuse: bool,
                    check: bool) -> Program:
    """compile(graph, targets=...): fusion, placement (plan/place.py, which plans every region on
    the targets that are asked), then the layout; the program's own target is its first step's."""
    from dataclasses import replace

    from .place import place

    regions = _regions(graph, fuse)
    placed, plans, placement = place(regions, targets, _plan, aliasable, graph.outputs, costs)
    first = next((r.target for r, p in zip(placed, plans) if p is not None and r.target), placement.targets[0])
    return replace(assemble(graph, first, placed, plans, check=check), placement=placement)


def _regions(graph: Graph, fuse: bool) -> tuple[Region, ...]:
    """Fusion (plan/fuse.py) - the one call site."""
    from . import fuse as fusion

    return tuple(fusion.regions(graph, fuse=fuse))


def _plan(region: Region, target: Target) -> Plan:
    """plan_eqn (plan/catalog.py) - the one call site."""
    from .catalog import plan_eqn

    return plan_eqn(region, target)


def _retarget(r: Region, name: str) -> Region:
    from dataclasses import replace

    return r if r.target == name else replace(r, target=name)


def aliasable(region: Region) -> bool:
    """Whether `region` only reshapes: one input, one output of the same dtype, every equation a
    reshape. Its output is then its input's buffer read with another shape (no step)."""
    eqns = region.desc.graph.eqns
    return (len(region.inputs) == 1 and len(region.outputs) == 1 and bool(eqns)
            and all(e.prim == "reshape" for e in eqns) and region.inputs[0].dtype == region.outputs[0].dtype)


# --- layout -------------------------------------------------------------------------------
@dataclass
class _Buf:
    id: int
    dtype: str
    count: int
    kind: str
    target: str
    first: int
    last: int
    data: tuple = ()
    tensors: list[str] = field(default_factory=list)


class _Layout:
    """The buffers of one program as they are handed out and returned, per target and dtype."""

    def __init__(self, n_steps: int):
        self.n = n_steps
        self.bufs: list[_Buf] = []
        self.free: dict[tuple[str, str], list[_Buf]] = {}
        self.consts: dict[tuple[str, str, tuple], _Buf] = {}

    def new(self, dtype: str, count: int, kind: str, target: str, first: int, last: int, data: tuple = ()) -> _Buf:
        b = _Buf(len(self.bufs), dtype, count, kind, target, first, last, data)
        self.bufs.append(b)
        return b

    def take(self, dtype: str, count: int, kind: str, target: str, at: int) -> _Buf:
        """A free buffer of `dtype` on `target` for a tenant made at step `at` (the best fit, else
        the largest, grown; for an output only one of exactly its size), or a new one."""
        spare = self.free.get((target, dtype), [])
        if kind == "output":  # exactly its size, so a resident program can hand it on (Resident.swap)
            spare = [b for b in spare if b.count == count]
        if not spare:
            return self.new(dtype, count, kind, target, at, at)
        fits = [b for b in spare if b.count >= count]
        b = min(fits, key=lambda b: (b.count, b.id)) if fits else max(spare, key=lambda b: (b.count, -b.id))
        self.free[(target, dtype)].remove(b)
        b.count = max(b.count, count)
        if kind == "output" or (kind == "temp" and b.kind == "scratch"):
            b.kind = kind
        return b

    def give(self, b: _Buf) -> None:
        self.free.setdefault((b.target, b.dtype), []).append(b)

    def const(self, dtype: str, data: tuple, target: str, mutable: bool) -> _Buf:
        key = (target, dtype, data)
        if mutable or key not in self.consts:
            b = self.new(dtype, len(data), "const", target, 0, max(self.n - 1, 0), data)
            if mutable:
                return b
            self.consts[key] = b
        return self.consts[key]


def _storage(t: Tensor) -> str:
    return STORAGE[t.dtype]


def _refuse(region: Region, target: str, plan: Plan, why: str) -> PlanRefused:
    return PlanRefused(f"the plan {plan.body.name} ({plan.origin}) {why}; this is a bug of the planner "
                       "that chose it (report it)", region=region.name, target=target)


def _check_plan(region: Region, plan: Plan, target: str) -> None:
    """PlanRefused unless every binding of `plan` fits `region`: indices in range, dtypes equal to
    the storage of the tensor, outputs written through `&mut` parameters, each output bound."""
    params = {p.name: p for p in plan.body.params}
    written: dict[int, str] = {}
    for b in plan.bindings:
        p = params[b.param]
        want = p.elem.np
        if b.source in ("input", "output"):
            ts = region.inputs if b.source == "input" else region.outputs
            if not 0 <= b.index < len(ts):
                raise _refuse(region, target, plan, f"binds {b.param} to region {b.source} {b.index}, but the region has "
                                                    f"{len(ts)} {b.source}(s)")
            t = ts[b.index]
            if np.dtype(_storage(t)) != want:
                raise _refuse(region, target, plan, f"binds parameter {b.param} ([{p.elem}]) to {t}, stored as "
                                                    f"{_storage(t)}")
            if b.source == "output":
                if not p.mutable:
                    raise _refuse(region, target, plan, f"binds output {t} to the read-only parameter {b.param}")
                if b.index in written:
                    raise _refuse(region, target, plan, f"binds output {t} to two &mut parameters "
                                                        f"({written[b.index]}, {b.param})")
                written[b.index] = b.param
        else:
            try:
                given = np.dtype(b.dtype) if b.dtype else want
            except TypeError:
                given = None
            if given != want:
                raise _refuse(region, target, plan, f"gives parameter {b.param} ([{p.elem}]) a {b.source} buffer of "
                                                    f"{b.dtype}")
            n = len(b.data) if b.source == "const" else b.count
            if n < 1:
                raise _refuse(region, target, plan, f"gives parameter {b.param} an empty {b.source} buffer")
    missing = [str(t) for i, t in enumerate(region.outputs) if i not in written]
    if missing:
        raise _refuse(region, target, plan, f"writes no parameter bound to the region output(s) {', '.join(missing)}")


def assemble(graph: Graph, target: str, regions: Sequence[Region], plans: Sequence[Plan | None], *,
             check: bool = False) -> Program:
    """The Program running `plans[i]` for `regions[i]` in order on `target` (a region's own
    `target` where it has one); `plans[i]` None for a region that only reshapes (`aliasable`),
    whose output shares its input's buffer. GraphError where the regions do not compute the
    graph in order; PlanRefused where a plan does not fit its region."""
    regions, plans = tuple(regions), tuple(plans)
    if len(regions) != len(plans):
        raise GraphError(f"{len(regions)} regions but {len(plans)} plans; give one plan (or None) per region")
    graph_inputs = {t.id: t for t in graph.inputs}
    graph_outputs = {t.id for t in graph.outputs}
    root: dict[str, str] = {tid: tid for tid in graph_inputs}  # tensor id -> the tensor whose buffer holds it
    tensor: dict[str, Tensor] = dict(graph_inputs)
    staged: list[tuple[Region, Plan, str]] = []
    aliases: list[tuple[str, str, str]] = []
    for r, p in zip(regions, plans):
        for t in r.inputs:
            if t.id not in tensor:
                raise GraphError(f"region {r.name} reads {t} before any earlier region or the caller defines it")
        for t in r.outputs:
            if t.id in tensor:
                raise GraphError(f"region {r.name} defines {t}, which is already defined")
            if t.size == 0:
                raise GraphError(f"region {r.name}: tensor {t} has no elements; the planner needs non-empty tensors")
            tensor[t.id] = t
        if p is None:
            if not aliasable(r):
                raise GraphError(f"region {r.name} has no plan; only a region that just reshapes shares its input's "
                                 "buffer without a step")
            root[r.outputs[0].id] = root[r.inputs[0].id]
            aliases.append((r.name, r.outputs[0].id, r.inputs[0].id))
            continue
        tname = r.target or target
        _check_plan(r, p, tname)
        staged.append((r, p, tname))
        for t in r.outputs:
            root[t.id] = t.id
    for t in graph.outputs:
        if t.id not in tensor:
            raise GraphError(f"graph output {t} is made by no region")
    for t in graph.inputs:
        if t.size == 0:
            raise GraphError(f"graph input {t} has no elements; the planner needs non-empty tensors")

    n = len(staged)
    end = max(n - 1, 0)
    made: dict[str, tuple[int, str]] = {}  # root -> (step, target) of the step writing it
    for k, (r, _, tname) in enumerate(staged):
        for t in r.outputs:
            made[t.id] = (k, tname)
    # every (root, target) that needs a buffer: when it is first written and last read there
    reads: dict[tuple[str, str], list[int]] = {}
    for k, (r, _, tname) in enumerate(staged):
        for t in r.inputs:
            reads.setdefault((root[t.id], tname), []).append(k)
    # a tensor lives on the target of the step making it; a graph input on the first target reading it
    first_reader: dict[str, str] = {}
    for rt, tname in reads:
        first_reader.setdefault(rt, tname)
    home_target = {rt: made[rt][1] if rt in made else first_reader.get(rt, target) for rt in set(root.values())}
    out_roots = {root[tid] for tid in graph_outputs}
    transfers_at: dict[int, list[tuple[str, str]]] = {}  # step -> (root, target) copies filled before it
    last_use: dict[tuple[str, str], int] = {}
    for (rt, tname), ks in reads.items():
        home = (rt, home_target[rt])
        last_use[(rt, tname)] = max(ks)
        if tname != home[1] and rt not in graph_inputs:
            first = min(ks)
            transfers_at.setdefault(first, []).append((rt, tname))
            last_use[home] = max(last_use.get(home, -1), first)  # the host reads the home copy before `first`
    lay = _Layout(n)
    buf_of: dict[tuple[str, str], _Buf] = {}
    members: dict[str, list[str]] = {}
    for tid, rt in root.items():
        members.setdefault(rt, []).append(tid)

    def tenant(b: _Buf, rt: str) -> None:
        b.tensors.extend(m for m in members[rt] if m not in b.tensors)

    for rt in graph_inputs:  # uploaded by the host before the first step, never written
        for tname in dict.fromkeys([home_target[rt]] + [t for (r2, t) in reads if r2 == rt]):
            b = buf_of[(rt, tname)] = lay.new(_storage(tensor[rt]), tensor[rt].size, "input", tname, 0, end)
            tenant(b, rt)
    steps: list[Step] = []
    transfers: list[Transfer] = []
    releases: dict[int, list[_Buf]] = {}

    def hold(key: tuple[str, str], b: _Buf, k: int) -> None:
        if key[0] in out_roots and key[1] == home_target[key[0]]:
            b.last = end
            return
        last = last_use.get(key, k)
        b.last = max(b.last, last)
        releases.setdefault(last, []).append(b)

    for k, (r, p, tname) in enumerate(staged):
        for rt, tgt in transfers_at.get(k, []):
            t = tensor[rt]
            b = buf_of[(rt, tgt)] = lay.take(_storage(t), t.size, "temp", tgt, k)
            tenant(b, rt)
            hold((rt, tgt), b, k)
            transfers.append(Transfer(k, rt, buf_of[(rt, home_target[rt])].id, b.id, t.size))
        for t in r.outputs:
            kind = "output" if t.id in out_roots else "temp"
            b = buf_of[(t.id, tname)] = lay.take(_storage(t), t.size, kind, tname, k)
            tenant(b, t.id)
            hold((t.id, tname), b, k)
        params = {q.name: q for q in p.body.params}
        args: list[Arg] = []
        for bd in p.bindings:
            q = params[bd.param]
            if bd.source in ("input", "output"):
                t = (r.inputs if bd.source == "input" else r.outputs)[bd.index]
                b = buf_of[(root[t.id], tname)]
                args.append(Arg(bd.param, b.id, t.size))
            elif bd.source == "const":
                b = lay.const(np.dtype(bd.dtype or q.elem.np).name, bd.data, tname, q.mutable)
                args.append(Arg(bd.param, b.id, len(bd.data)))
            else:
                b = lay.take(np.dtype(bd.dtype or q.elem.np).name, bd.count, "scratch", tname, k)
                b.last = max(b.last, k)
                releases.setdefault(k, []).append(b)
                args.append(Arg(bd.param, b.id, bd.count))
        _check_args(r, p, tname, args, lay, k)
        steps.append(Step(r, p, tuple(args), tname))
        for b in releases.pop(k, []):
            lay.give(b)

    specs = tuple(BufferSpec(b.id, b.dtype, b.count, b.kind, b.first, b.last, b.data, b.target, tuple(b.tensors))
                  for b in lay.bufs)
    tensors = tuple((tid, buf_of[(rt, home_target[rt])].id) for tid, rt in root.items())
    copies = tuple((rt, t, b.id) for (rt, t), b in buf_of.items() if t != home_target[rt])
    syncs = tuple(k for k in range(n) if k == n - 1 or staged[k][2] != staged[k + 1][2])
    return Program(graph, target, tuple(steps), specs, tensors, syncs, tuple(transfers), copies, tuple(aliases), check)


def _check_args(region: Region, plan: Plan, target: str, args: list[Arg], lay: _Layout, k: int) -> None:
    """PlanRefused where a step's `&mut` parameter shares its buffer with another parameter, or
    writes a buffer that outlives the step (a graph input, an output, a constant, a live temporary)."""
    params = {q.name: q for q in plan.body.params}
    inputs = {b.param for b in plan.bindings if b.source == "input"}
    for a in args:
        q = params[a.param]
        if not q.mutable:
            continue
        b = lay.bufs[a.buffer]
        others = [o.param for o in args if o is not a and o.buffer == a.buffer]
        if others:
            raise _refuse(region, target, plan, f"passes one buffer as the &mut parameter {a.param} and as "
                                                f"{', '.join(others)}")
        if a.param in inputs and (b.kind != "temp" or b.last != k):
            why = ("a graph input (never overwritten)" if b.kind == "input" else
                   "a graph output" if b.kind == "output" else "read by a later step")
            raise _refuse(region, target, plan, f"writes its input through the &mut parameter {a.param}, but that "
                                                f"buffer holds {why}")


def chosen(plan: Plan) -> str:
    """The kernel a plan runs, as `poot plan` names it: the asset (`<dest>/<name>`) or "synthesized"."""
    return plan.origin.removeprefix("asset:") if plan.origin.startswith("asset:") else plan.origin


def report(program: Program) -> dict[str, Any]:
    """Everything `poot plan` shows (and `--json` prints): the steps with their region, equations,
    kernel, grid, bytes moved and flops, the bindings, the reshapes that are no step, the
    buffers, transfers, sync points and the peak memory."""
    g = program.graph
    steps = []
    for k, s in enumerate(program.steps):
        args = []
        for a in s.args:
            b = s.plan.binding(a.param)
            t = (s.region.inputs if b.source == "input" else s.region.outputs)[b.index] \
                if b.source in ("input", "output") else None
            args.append({"param": a.param, "source": b.source, "tensor": t.id if t else None,
                         "buffer": a.buffer, "count": a.count})
        gx, gy = s.plan.grid.groups
        steps.append({"step": k, "region": s.region.name, "op_class": s.region.desc.op_class, "target": s.target,
                      "equations": [g.eqns[i].label(i) for i in s.region.eqns if 0 <= i < len(g.eqns)],
                      "inputs": [str(t) for t in s.region.inputs], "outputs": [str(t) for t in s.region.outputs],
                      "kernel": chosen(s.plan), "body": s.plan.body.name, "origin": s.plan.origin,
                      "grid": [gx, gy, s.plan.grid.workgroup_size], "bytes": program.bytes_moved(k),
                      "flops": s.plan.flops, "args": args})
    return {"target": program.target, "targets": list(program.targets),
            "inputs": [str(t) for t in g.inputs], "outputs": [str(t) for t in g.outputs], "equations": len(g.eqns),
            "steps": steps,
            "aliases": [{"region": r, "tensor": o, "of": i} for r, o, i in program.aliases],
            "buffers": describe_buffers(program),
            "transfers": [{"before_step": t.step, "tensor": t.tensor, "from": t.src, "to": t.dst, "count": t.count,
                           "bytes": t.count * np.dtype(program.buffers[t.src].dtype).itemsize,
                           "from_target": program.buffers[t.src].target, "to_target": program.buffers[t.dst].target}
                          for t in program.transfers],
            "placement": describe_placement(program),
            "syncs": list(program.syncs), "peak_bytes": program.peak_bytes,
            "bytes": sum(x["bytes"] for x in steps), "flops": sum(x["flops"] for x in steps)}


def describe_buffers(program: Program) -> list[dict[str, Any]]:
    """One row per buffer (what `poot plan` prints)."""
    return [{"id": b.id, "target": b.target, "kind": b.kind, "dtype": b.dtype, "count": b.count,
             "bytes": b.count * np.dtype(b.dtype).itemsize, "first": b.first, "last": b.last,
             "tensors": list(b.tensors)} for b in program.buffers]


def describe_placement(program: Program) -> dict[str, Any] | None:
    """The placement of a program compiled for several targets (None otherwise): the priority
    order, the estimated seconds, and per step region its target, why, the targets that refused
    it (with their reasons) and its estimated seconds on every target that can run it."""
    pl = program.placement
    if pl is None:
        return None
    return {"targets": list(pl.targets), "estimated_s": pl.seconds, "greedy_estimated_s": pl.greedy_seconds,
            "regions": [{"region": c.region, "target": c.target, "why": c.why,
                         "refused": [{"target": t, "reason": w} for t, w in c.refused],
                         "estimates_s": dict(c.estimates)} for c in pl.choices]}
