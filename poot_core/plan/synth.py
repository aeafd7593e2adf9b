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
from typing import Callable

from ..target import Capabilities
from .binding import Plan
from .region import RegionDesc

Synthesizer = Callable[[RegionDesc, Capabilities], Plan]
SYNTHESIZERS: dict[str, Synthesizer] = {}
MODULES = ("synth_elementwise", "synth_rows", "synth_matmul")  # each registers its op classes


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


@functools.lru_cache(maxsize=512)
def synthesize(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The synthesized Plan for `desc` on a target with `caps`; Unfit when none can be built."""
    _load()
    fn = SYNTHESIZERS.get(desc.op_class)
    if fn is None:
        raise Unfit(f"no synthesizer for op class {desc.op_class}")
    return fn(desc, caps)
