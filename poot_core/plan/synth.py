"""Synthesized kernels: a Body built with the IR builder for a region no committed kernel fits.

Each op class has one synthesizer, registered with `@register("<op class>")` by the module that
builds its bodies (plan/synth_*.py). A synthesizer gets the RegionDesc and the target's
Capabilities and returns a Plan (origin "synthesized"), or raises Unfit saying why it cannot
(e.g. an f16 region on a target without f16). Bodies are specialised to the desc's static shapes
(constants baked in) and cached by desc and capabilities. plan_eqn verifies them exactly like an
imported body.
"""
from __future__ import annotations

import functools
import importlib
from dataclasses import replace
from typing import Callable

from .. import knobs
from ..ir import nodes as N
from ..ir.types import Scalar
from ..target import Capabilities
from .binding import Plan
from .region import RegionDesc

Synthesizer = Callable[[RegionDesc, Capabilities], Plan]
SYNTHESIZERS: dict[str, Synthesizer] = {}
MODULES = ("synth_elementwise", "synth_rows", "synth_matmul", "synth_attention")  # each registers its op classes


class Unfit(Exception):
    """A synthesizer cannot build this region on this target; the message says why."""


def register(*op_classes: str) -> Callable[[Synthesizer], Synthesizer]:
    def deco(fn: Synthesizer) -> Synthesizer:
        for c in op_classes:
            SYNTHESIZERS[c] = fn
        return fn
    return deco


@functools.cache
def _load() -> None:
    for m in MODULES:
        try:
            importlib.import_module(f"{__package__}.{m}")
        except ModuleNotFoundError as e:
            if e.name != f"{__package__}.{m}":
                raise


# a float div or sqrt whose result feeds further arithmetic (a norm's 1/sqrt(var + eps), a
# softmax's division) carries its few-ulp error into the outputs relative to the magnitudes it
# multiplies: each such op states 4 f32 epsilons of the output's scale (3 ulp + a rounding)
DIV_SQRT_RTOL_PER_OP = 4 * 2.0**-23


def div_sqrt_ops(body: N.Body) -> int:
    """How many float divisions and square roots `body` holds (statically)."""
    n = 0
    for b in body.blocks:
        for st in b.stmts:
            v = st.value if isinstance(st, N.Assign) else None
            if isinstance(v, N.Math) and v.fn == "sqrt":
                n += 1
            elif isinstance(v, N.BinOp) and v.op == "div" and isinstance(st, N.Assign):
                ty = body.locals[st.dest].ty
                n += isinstance(ty, Scalar) and ty.is_float
    return n


def switches() -> tuple[str, ...]:
    """The switches that change what a synthesizer builds for one region and target, part of the
    plan caches' keys: POOT_SUBGROUP (the row kernels' subgroup-shuffle variant)."""
    return (knobs.subgroup_mode(),)


def synthesize(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The synthesized Plan for `desc` on a target with `caps`; Unfit when none can be built. Its
    `div_sqrt_rtol` states the body's bound under a div/sqrt latitude (DIV_SQRT_RTOL_PER_OP each).
    Cached per (desc, caps, switches())."""
    return _synthesize(desc, caps, switches())


@functools.lru_cache(maxsize=512)
def _synthesize(desc: RegionDesc, caps: Capabilities, switches: tuple[str, ...]) -> Plan:
    _load()
    fn = SYNTHESIZERS.get(desc.op_class)
    if fn is None:
        raise Unfit(f"no synthesizer for op class {desc.op_class}")
    plan = fn(desc, caps)
    return replace(plan, div_sqrt_rtol=DIV_SQRT_RTOL_PER_OP * div_sqrt_ops(plan.body))


synthesize.cache_clear = _synthesize.cache_clear  # type: ignore[attr-defined]
