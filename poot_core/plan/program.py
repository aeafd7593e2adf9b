"""A Program: what `poot.compile(graph, target)` returns - dispatch steps over planned buffers.

Every graph tensor that lives in device memory maps to a buffer (`tensors`); tensors whose
lifetimes do not overlap share one (reuse by liveness), a reshape shares its input's. A step is
one region's Plan with its parameters bound to buffers; the executor (plan/execute.py) allocates
every buffer once, uploads the inputs and constants, enqueues the steps in order without host
round trips, syncs at `syncs` and downloads the graph outputs. In a program whose steps run on
several targets, a tensor read on a target other than the one that made it has a copy there,
filled through the host (`transfers`) at the sync point before its first reader; a program
compiled for several targets (`poot.compile(graph, targets=[...])`) records why each region runs
where it does (`placement`).

    prog = poot.compile(graph, "vulkan")
    out = prog.run({"x": x, "w": w})   # {graph output id: array}
    y = prog(x, w)                     # by graph input order; one output -> the array, else a tuple
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .binding import Plan
from .graph import Graph
from .region import Region

BUFFER_KINDS = ("input", "output", "temp", "const", "scratch")


@dataclass(frozen=True, slots=True)
class BufferSpec:
    """A device buffer: `count` elements of numpy dtype `dtype` on `target`, live from step `first`
    to `last` (inputs, outputs and constants: the whole program)."""

    id: int
    dtype: str
    count: int
    kind: str
    first: int
    last: int
    data: tuple = ()  # the contents of a const buffer
    target: str = ""  # the device it lives on ("": the program's target)
    tensors: tuple[str, ...] = ()  # the graph tensors it holds over the run, in order


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

    def arg(self, param: str) -> Arg:
        return next(a for a in self.args if a.param == param)


@dataclass(frozen=True, slots=True)
class Transfer:
    """Before step `step`, the host copies elements [0, count) of buffer `src` (on another target)
    into buffer `dst` (on the step's target): tensor `tensor` read where it was not made."""

    step: int
    tensor: str
    src: int
    dst: int
    count: int


@dataclass(frozen=True, slots=True)
class Program:
    """A planned graph: steps in execution order, buffers, where each tensor lives, sync points."""

    graph: Graph
    target: str
    steps: tuple[Step, ...]
    buffers: tuple[BufferSpec, ...]
    tensors: tuple[tuple[str, int], ...]  # graph tensor id -> buffer id (inputs, outputs, temporaries)
    syncs: tuple[int, ...]  # the host syncs after these steps (the last; a change of target)
    transfers: tuple[Transfer, ...] = ()
    copies: tuple[tuple[str, str, int], ...] = ()  # (tensor id, target, buffer) of a tensor's copy elsewhere
    aliases: tuple[tuple[str, str, str], ...] = ()  # (region, output id, input id) of a reshape that is no step
    check: bool = False  # run() compares every step with the oracle by default (compile(check=True))
    placement: Any = None  # compile(targets=...): the plan/place.py Placement (where each region runs, and why)
    # the steps' artifacts, compiled by the first run and kept for the next (by the Targets they were for)
    artifacts: dict = field(default_factory=dict, compare=False, repr=False, hash=False)

    def buffer_of(self, tensor_id: str) -> BufferSpec:
        return self.buffers[dict(self.tensors)[tensor_id]]

    @property
    def targets(self) -> tuple[str, ...]:
        """Every target the program runs on: its own first, then the others in step order."""
        return tuple(dict.fromkeys((self.target,) + tuple(s.target for s in self.steps)))

    @property
    def peak_bytes(self) -> int:
        """Device bytes the program allocates (every buffer lives for the whole run)."""
        import numpy as np

        return sum(b.count * np.dtype(b.dtype).itemsize for b in self.buffers)

    def bytes_moved(self, step: int) -> int:
        """Bytes step `step` reads and writes at least: each input, constant and output it binds,
        once, at the element count it binds (scratch excluded)."""
        import numpy as np

        s = self.steps[step]
        total = 0
        for a in s.args:
            if s.plan.binding(a.param).source != "scratch":
                total += a.count * np.dtype(self.buffers[a.buffer].dtype).itemsize
        return total

    def run(self, inputs: Mapping[str, Any], *, check: bool | None = None, resident: bool = False) -> dict[str, Any]:
        """Run on the target: `{graph input id: array}` in (numpy arrays, or DeviceArrays of the
        target, used in place), `{graph output id: array}` out (DeviceArrays with `resident=True`)
        (poot_core.plan.execute.run)."""
        from .execute import run

        return run(self, inputs, check=self.check if check is None else check, resident=resident)

    def profile(self, inputs: Mapping[str, Any], reps: int = 10) -> list[float]:
        """Median device ms of each step (poot_core.plan.execute.profile)."""
        from .execute import profile

        return profile(self, inputs, reps)

    def __call__(self, *arrays: Any, check: bool | None = None, resident: bool = False) -> Any:
        """`run` with the inputs in graph input order; one output comes back as the array, several
        as a tuple in graph output order."""
        from ..errors import UsageError

        ins = self.graph.inputs
        if len(arrays) != len(ins):
            raise UsageError(f"the program takes {len(ins)} input(s) ({', '.join(str(t) for t in ins)}), "
                             f"got {len(arrays)}; or call run() with a dict by name")
        out = self.run({t.id: a for t, a in zip(ins, arrays)}, check=check, resident=resident)
        res = tuple(out[t.id] for t in self.graph.outputs)
        return res[0] if len(res) == 1 else res
