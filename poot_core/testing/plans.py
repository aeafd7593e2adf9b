"""Run one synthesized region on a target: the planner's synthesizer tests share these helpers."""
from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import numpy as np

from ..compile import verified
from ..exec import execute, resolve_target
from ..plan.binding import STORAGE, Plan
from ..plan.graph import Graph, Tensor
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


def buffers(plan: Plan, inputs: Sequence[Tensor], outputs: Sequence[Tensor],
            arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The host arrays of every parameter of `plan` (a plan of a region reading `inputs` and
    writing `outputs`): inputs by binding from `arrays` (by tensor id), outputs zeroed, constants
    and scratch as the bindings say."""
    out: dict[str, np.ndarray] = {}
    for b in plan.bindings:
        if b.source == "input":
            t = inputs[b.index]
            out[b.param] = np.ascontiguousarray(arrays[t.id]).astype(STORAGE[t.dtype]).ravel()
        elif b.source == "output":
            t = outputs[b.index]
            out[b.param] = np.zeros(t.size, STORAGE[t.dtype])
        elif b.source == "const":
            out[b.param] = np.array(b.data, dtype=b.dtype)
        else:
            out[b.param] = np.zeros(b.count, b.dtype)
    return out


def run(g: Graph, arrays: dict[str, np.ndarray], target: str = "oracle",
        caps: Capabilities | None = None) -> dict[str, np.ndarray]:
    """Synthesize the region of all of g's equations, run it on `target`, return {output id: array}."""
    r, plan = plan_of(g, caps or caps_of(target))
    out = execute(plan.body, target, plan.grid, buffers(plan, r.inputs, r.outputs, arrays))
    outs = {b.index: out[b.param] for b in plan.bindings if b.source == "output"}
    return {t.id: outs[k].reshape(t.shape) for k, t in enumerate(r.outputs)}
