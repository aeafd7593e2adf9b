"""Run one synthesized region on a target: the planner's synthesizer tests share these helpers."""
from __future__ import annotations

import dataclasses

import numpy as np

from ..compile import verified
from ..exec import execute, resolve_target
from ..plan.binding import STORAGE, Plan
from ..plan.graph import Graph
from ..plan.region import Region, make_region
from ..plan.synth import synthesize
from ..target import Capabilities


def caps_of(target: str, **changes) -> Capabilities:
    """`target`'s capabilities with `changes` applied (e.g. a smaller max_groups)."""
    return dataclasses.replace(resolve_target(target).capabilities(), **changes)


def plan_of(g: Graph, caps: Capabilities) -> tuple[Region, Plan]:
    """The region of all of `g`'s equations and its synthesized, verified Plan."""
    g.verify()
    r = make_region(g, tuple(range(len(g.eqns))), "r0")
    plan = synthesize(r.desc, caps)
    assert plan.origin == "synthesized"
    verified(plan.body)
    return r, plan


def run(g: Graph, arrays: dict[str, np.ndarray], target: str = "oracle",
        caps: Capabilities | None = None) -> dict[str, np.ndarray]:
    """Synthesize the region of all of g's equations, run it on `target`, return {output id: array}."""
    r, plan = plan_of(g, caps or caps_of(target))
    bufs: dict[str, np.ndarray] = {}
    for b in plan.bindings:
        if b.source == "input":
            t = r.inputs[b.index]
            bufs[b.param] = np.asarray(arrays[t.id]).astype(STORAGE[t.dtype]).ravel()
        elif b.source == "output":
            t = r.outputs[b.index]
            bufs[b.param] = np.zeros(t.size, STORAGE[t.dtype])
        elif b.source == "const":
            bufs[b.param] = np.array(b.data, dtype=b.dtype)
        else:
            bufs[b.param] = np.zeros(b.count, b.dtype)
    out = execute(plan.body, target, plan.grid, bufs)
    outs = {b.index: out[b.param] for b in plan.bindings if b.source == "output"}
    return {t.id: outs[k].reshape(t.shape) for k, t in enumerate(r.outputs)}
