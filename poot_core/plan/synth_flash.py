"""Synthesized attention on tensor cores (f16 q, k, v; Wmma tiles staged through workgroup memory)."""
from __future__ import annotations

from ..target import Capabilities
from .binding import Plan
from .region import RegionDesc
from .synth import Unfit


def flash_unfit(desc: RegionDesc, caps: Capabilities) -> str | None:
    """Why the tensor-core body cannot run this region on this target (None: it can)."""
    return "not built yet"


def flash_attention(desc: RegionDesc, caps: Capabilities) -> Plan:
    raise Unfit("not built yet")
