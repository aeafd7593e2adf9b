"""A Program: what `poot.compile(graph, target)` returns - dispatch steps over planned buffers.

Every graph tensor that lives in device memory maps to a buffer (`tensors`); tensors whose
lifetimes do not overlap share one (reuse by liveness), a reshape shares its input's. A step is
one region's Plan with its parameters bound to buffers; the executor (plan/execute.py) allocates
every buffer once, uploads the inputs and constants, enqueues the steps in order without host
round trips, syncs at `syncs` and downloads the graph outputs.
"""
from __future__ import annotations

from dataclasses import dataclass

from .binding import Plan
from .graph import Graph
from .region import Region

BUFFER_KINDS = ("input", "output", "temp", "const", "scratch")


@dataclass(frozen=True, slots=True)
class BufferSpec:
    """A device buffer: `count` elements of numpy dtype `dtype`, live from step `first` to `last`."""

    id: int
    dtype: str
    count: int
    kind: str
    first: int
    last: int
    data: tuple = ()  # the contents of a const buffer


@dataclass(frozen=True, slots=True)
class Arg:
    """Body parameter `param` of a step reads or writes elements [0, count) of buffer `buffer`."""

    param: str
    buffer: int
    count: int


@dataclass(frozen=True, slots=True)
class Step:
    region: Region
    plan: Plan
    args: tuple[Arg, ...]
    target: str


@dataclass(frozen=True, slots=True)
class Program:
    """A planned graph: steps in execution order, buffers, where each tensor lives, sync points."""

    graph: Graph
    target: str
    steps: tuple[Step, ...]
    buffers: tuple[BufferSpec, ...]
    tensors: tuple[tuple[str, int], ...]  # graph tensor id -> buffer id (inputs, outputs, temporaries)
    syncs: tuple[int, ...]  # the host syncs after these steps (the last; a change of target)

    def buffer_of(self, tensor_id: str) -> BufferSpec:
        return self.buffers[dict(self.tensors)[tensor_id]]

    @property
    def peak_bytes(self) -> int:
        """Device bytes the program allocates (every buffer lives for the whole run)."""
        import numpy as np

        return sum(b.count * np.dtype(b.dtype).itemsize for b in self.buffers)
