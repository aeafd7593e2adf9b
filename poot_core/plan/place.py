"""Placement: which of several targets runs each region of a program (capability, priority, transfer cost).

`place(regions, targets, plan, costs)` follows ONNX Runtime's GetCapability and OpenVINO's HETERO
device: each target is asked, in priority order, whether it can run a region - plan_eqn refusing
the region (PlanRefused) is "this target cannot" - and the region goes to the first that can
(greedy by priority). A target given as `only(target, *op_classes)` is offered regions of those
op classes only. Consecutive regions on one target form a *stretch*: they run without a host
round trip and pass tensors in device memory.

Then the transfer-cost check: a stretch (or a single region) on target P whose neighbour (the
region before or after it) runs on Q moves to Q - if Q can run all of it - when that lowers the
program's estimated time: the transfers and syncs it saves cost more than its gain on P. So a
cheap region between two regions of another target stays with them, and a region only ever
leaves its preferred target for a neighbour's: the priority stays what decides. Moves are tried
stretches first, in program order, each one strictly lowering the estimate (so it ends).

The cost model (Figures per target, `FIGURES` the defaults by target name, `costs` overrides):
- a step on target t: `launch + max(flops / flops_per_s, bytes / bytes_per_s)`, flops from its
  plan on t, bytes the region's inputs and outputs (a roofline with a launch overhead);
- a tensor made on a and read on b (once per tensor and b): `bytes / link(a) + bytes / link(b)`
  (downloaded to the host, uploaded to b); a graph input read on t: `bytes / link(t)`; a graph
  output: `bytes / link(its target)`;
- every change of target between consecutive steps: the `sync` of the target left.
`costs` maps `"name"`, `"name:op_class"` (the step figures of one op class) or `"*"` (every
target) to Figures; lookup: `name:op_class`, `name`, `*`, FIGURES, GENERIC. `EQUAL` (every target
alike, transfers free) leaves the placement to capability and priority alone.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

import numpy as np

from ..errors import PlanRefused, UsageError
from ..target import Target
from .binding import STORAGE, Plan
from .region import OP_CLASSES, Region


@dataclass(frozen=True)
class Figures:
    """A target's throughput as the cost model sees it: float operations per second, device memory
    bytes per second, seconds per launch, host link bytes per second (each way), seconds per host
    sync."""

    flops: float
    bytes: float
    launch: float
    link: float
    sync: float


# Round figures of a current device of each kind (a discrete GPU for vulkan/wgpu; the oracle
# interprets the IR on the CPU). They only rank placements; `costs=` gives a machine's own.
FIGURES: dict[str, Figures] = {
    "ptx": Figures(flops=50e12, bytes=4e12, launch=5e-6, link=25e9, sync=1e-5),
    "rocm": Figures(flops=40e12, bytes=3e12, launch=5e-6, link=25e9, sync=1e-5),
    "vulkan": Figures(flops=20e12, bytes=1e12, launch=1e-5, link=20e9, sync=2e-5),
    "wgpu": Figures(flops=10e12, bytes=5e11, launch=2e-5, link=10e9, sync=5e-5),
    "xdna": Figures(flops=1e12, bytes=6e10, launch=5e-5, link=30e9, sync=5e-5),
    "oracle": Figures(flops=1e8, bytes=1e9, launch=2e-5, link=1e10, sync=0.0),
}
GENERIC = Figures(flops=1e12, bytes=1e11, launch=1e-5, link=1e10, sync=2e-5)  # a target FIGURES does not know
EQUAL = Figures(flops=1e12, bytes=1e12, launch=0.0, link=math.inf, sync=0.0)  # with "*": priority alone decides


@dataclass(frozen=True)
class Offer:
    """A target offered only the regions of some op classes (made by `only`)."""

    target: Target | str
    op_classes: tuple[str, ...]


def only(target: Target | str, *op_classes: str) -> Offer:
    """`target` in a priority list, offered regions of `op_classes` only (`only("xdna", "contraction")`)."""
    bad = [c for c in op_classes if c not in OP_CLASSES]
    if not op_classes or bad:
        raise UsageError(f"only({target!r}, ...) takes one or more op classes of {', '.join(OP_CLASSES)}"
                         + (f", not {', '.join(map(repr, bad))}" if bad else ""))
    return Offer(target, tuple(op_classes))


@dataclass(frozen=True)
class Choice:
    """Where one region runs and why: the targets ahead of it that cannot run it (target, reason),
    its estimated seconds on every target that can, and the reason for the one chosen."""

    region: str
    target: str
    why: str
    refused: tuple[tuple[str, str], ...] = ()
    estimates: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class Placement:
    """A program's placement: the targets in priority order, one Choice per step region, and the
    estimated seconds of the program as placed and as first placed by priority alone."""

    targets: tuple[str, ...]
    choices: tuple[Choice, ...]
    seconds: float
    greedy_seconds: float


def us(s: float) -> str:
    return f"{s * 1e6:.3g} us"


def resolve(targets: Sequence[Any]) -> list[tuple[Target, tuple[str, ...] | None]]:
    """The priority list as (Target, op classes offered or None for all); UsageError for an empty
    list, an unknown kind of entry or a target named twice."""
    from ..exec.executor import resolve_target

    if isinstance(targets, (str, Target, Offer)) or not isinstance(targets, Sequence) or not targets:
        raise UsageError("targets must be a non-empty list of targets in priority order (names, Targets or "
                         f"only(target, *op_classes)), not {targets!r}")
    out: list[tuple[Target, tuple[str, ...] | None]] = []
    for t in targets:
        if isinstance(t, Offer):
            out.append((resolve_target(t.target), t.op_classes))
        elif isinstance(t, (str, Target)):
            out.append((resolve_target(t), None))
        else:
            raise UsageError(f"a targets entry is a target name, a Target or only(target, *op_classes), not "
                             f"{type(t).__name__}")
    names = [t.name for t, _ in out]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise UsageError(f"targets names {', '.join(twice)} more than once; give each target once, in priority order")
    return out


def _refusal(e: PlanRefused) -> str:
    """A refusal in one line: the message and why the synthesizer (the last candidate) did not fit."""
    synth = [why for c, why in e.candidates if c.startswith("synthesizer:")]
    return e.message + (f" ({synth[-1]})" if synth else "")


def _nbytes(region: Region) -> int:
    return sum(t.size * np.dtype(STORAGE[t.dtype]).itemsize for t in region.inputs + region.outputs)


class _Model:
    """The cost model over the step regions of one program (see the module docs)."""

    def __init__(self, steps: list[Region], aliases: dict[str, str], graph_outputs: Sequence[Any],
                 costs: Mapping[str, Figures]):
        self.costs = costs
        self.n = len(steps)

        def root(tid: str) -> str:
            while tid in aliases:
                tid = aliases[tid]
            return tid
        self.prod: dict[str, int] = {t.id: k for k, r in enumerate(steps) for t in r.outputs}
        self.ins = [sorted({(root(t.id), t.size * np.dtype(STORAGE[t.dtype]).itemsize) for t in r.inputs})
                    for r in steps]
        self.outs = sorted({(root(t.id), t.size * np.dtype(STORAGE[t.dtype]).itemsize) for t in graph_outputs})

    def fig(self, target: str, op_class: str | None = None) -> Figures:
        for key in ((f"{target}:{op_class}",) if op_class else ()) + (target, "*"):
            if key in self.costs:
                return self.costs[key]
        return FIGURES.get(target, GENERIC)

    def step(self, region: Region, plan: Plan, target: str) -> float:
        f = self.fig(target, region.desc.op_class)
        return f.launch + max(plan.flops / f.flops, _nbytes(region) / f.bytes)

    def moves(self, assign: Sequence[str]) -> float:
        """Seconds of the transfers, uploads, downloads and syncs placement `assign` implies."""
        total = 0.0
        seen: set[tuple[str, str]] = set()
        for k, t in enumerate(assign):
            for rt, nb in self.ins[k]:
                p = self.prod.get(rt)
                if (rt, t) in seen or (p is not None and assign[p] == t):
                    continue
                seen.add((rt, t))
                total += nb / self.fig(t).link + (nb / self.fig(assign[p]).link if p is not None else 0.0)
            if k and assign[k - 1] != t:
                total += self.fig(assign[k - 1]).sync
        for rt, nb in self.outs:
            if rt in self.prod:
                total += nb / self.fig(assign[self.prod[rt]]).link
        return total


def place(regions: Sequence[Region], targets: Sequence[Any], plan: Callable[[Region, Target], Plan],
          aliasable: Callable[[Region], bool], graph_outputs: Sequence[Any],
          costs: Mapping[str, Figures] | None = None) -> tuple[tuple[Region, ...], list[Plan | None], Placement]:
    """The regions with their `target` set, their plans (None for a region that only reshapes) and
    the Placement; PlanRefused naming the region and every target's reason when none can run one."""
    order = resolve(targets)
    costs = dict(costs or {})
    for key, v in costs.items():
        if not isinstance(v, Figures):
            raise UsageError(f"costs[{key!r}] must be a poot_core.plan.place.Figures, not {type(v).__name__}")
    names = [t.name for t, _ in order]
    steps = [r for r in regions if not aliasable(r)]
    aliases = {r.outputs[0].id: r.inputs[0].id for r in regions if aliasable(r)}
    can: list[dict[str, Plan]] = []
    refused: list[list[tuple[str, str]]] = []
    for r in steps:
        ok: dict[str, Plan] = {}
        no: list[tuple[str, str]] = []
        errors: list[PlanRefused] = []
        for tgt, offered in order:
            if offered is not None and r.desc.op_class not in offered:
                no.append((tgt.name, f"not offered: {tgt.name} takes {', '.join(offered)} regions only, this is "
                                     f"{r.desc.op_class}"))
                continue
            try:
                ok[tgt.name] = plan(r, tgt)
            except PlanRefused as e:
                no.append((tgt.name, _refusal(e)))
                errors.append(e)
        if not ok:
            if len(order) == 1 and errors:
                raise errors[0]
            raise PlanRefused(f"no target of {', '.join(names)} can run it: "
                              + "; ".join(f"{t}: {why}" for t, why in no), region=r.name, target=", ".join(names),
                              candidates=tuple((f"{e.target} {c}", why) for e in errors for c, why in e.candidates))
        can.append(ok)
        refused.append(no)
    model = _Model(steps, aliases, graph_outputs, costs)
    est = [{t: model.step(r, p, t) for t, p in ok.items()} for r, ok in zip(steps, can)]
    greedy = [next(t for t in names if t in ok) for ok in can]
    why = ["the first target in priority order that can run it"] * len(steps)

    def total(a: Sequence[str]) -> float:
        return sum(e[t] for e, t in zip(est, a)) + model.moves(a)
    assign, cur = list(greedy), total(greedy)
    greedy_s = cur
    for _ in range(4 * len(steps) + 4):
        trial = _improve(assign, cur, can, total)
        if trial is None:
            break
        unit, q, c = trial
        p = assign[unit[0]]
        new = assign[:unit[0]] + [q] * len(unit) + assign[unit[-1] + 1:]
        gain = sum(est[k][q] - est[k][p] for k in unit)
        saved = model.moves(assign) - model.moves(new)
        label = ", ".join(steps[k].name for k in unit)
        because = (f"the transfers and syncs it saves ({us(saved)}) cost more than its gain on {p} ({us(gain)})"
                   if gain > 0 else f"it is estimated {us(-gain)} faster on {q}, " +
                   (f"and the move saves {us(saved)} of transfers and syncs" if saved >= 0 else
                    f"which outweighs the {us(-saved)} of transfers and syncs the move adds"))
        for k in unit:
            why[k] = (f"moved from {p} to its neighbours' target {q}" + (f" with {label}" if len(unit) > 1 else "")
                      + f": {because}")
        assign, cur = new, c
    placed = []
    choice_of = {}
    for k, r in enumerate(steps):
        choice_of[r.name] = Choice(r.name, assign[k], why[k],
                                   tuple((t, w) for t, w in refused[k] if names.index(t) < names.index(greedy[k])),
                                   tuple((t, est[k][t]) for t in names if t in est[k]))
    plans: list[Plan | None] = []
    it = iter(range(len(steps)))
    for r in regions:
        if aliasable(r):
            placed.append(r)
            plans.append(None)
            continue
        k = next(it)
        placed.append(replace(r, target=assign[k]))
        plans.append(can[k][assign[k]])
    placement = Placement(tuple(names), tuple(choice_of[r.name] for r in steps), cur, greedy_s)
    return tuple(placed), plans, placement


def _stretches(assign: Sequence[str]) -> list[list[int]]:
    out: list[list[int]] = []
    for k, t in enumerate(assign):
        if out and assign[out[-1][0]] == t:
            out[-1].append(k)
        else:
            out.append([k])
    return out


def _improve(assign: list[str], cur: float, can: list[dict[str, Plan]],
             total: Callable[[Sequence[str]], float]) -> tuple[list[int], str, float] | None:
    """The first move (a stretch, then a single region, to a neighbour's target that can run all of
    it) that strictly lowers the estimate: (the regions, the target, the new estimate), or None."""
    n = len(assign)
    units = _stretches(assign) + [[k] for k in range(n)]
    for unit in units:
        p = assign[unit[0]]
        around = [assign[unit[0] - 1]] if unit[0] > 0 else []
        around += [assign[unit[-1] + 1]] if unit[-1] < n - 1 else []
        for q in dict.fromkeys(around):
            if q == p or any(q not in can[k] for k in unit):
                continue
            new = assign[:unit[0]] + [q] * len(unit) + assign[unit[-1] + 1:]
            c = total(new)
            if c < cur - 1e-12 * max(cur, 1e-9):
                return unit, q, c
    return None
