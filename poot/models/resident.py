"""A Program kept on its device between runs: weights uploaded once, only the per-call inputs each run.

`Program.run` allocates, uploads every graph input and frees the buffers on each call, so a model
whose weights are graph inputs re-sends them every time (MiniLM: 87 MB). `Resident(program,
static)` allocates the program's buffers once, uploads the `static` inputs (the weights) and the
constants once, and each `run(inputs)` uploads only the other inputs, launches every step and
downloads the outputs. `step_times(reps)` times each step on the resident buffers with the
device's timer (`Device.time_dispatches`): the per-region breakdown.

State carried from run to run (a KV cache) stays on the device too: `carried` inputs are uploaded
once (zeros, or the arrays given) and never by `run`; `swap(output, other, input)` exchanges the
device buffer holding an output with the one holding a carried input of `other` (itself or
another Resident on the same device), so that what a run wrote is what the next run reads, with
no copy. `run(inputs, outputs=[...])` downloads only the outputs named.

It drives `poot_core.plan.execute`'s run machinery (single-target programs only) and is meant to
become `Program.bind(static)` there. A fault closes the resident state (`close`), and so does its
device closing or being lost (`usable` is then False): make a new one.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from poot_core.errors import KernelFault, UsageError


class Resident:
    """`program` on its target's device with the graph inputs in `static` uploaded once."""

    def __init__(self, program: Any, static: Mapping[str, np.ndarray], carried: Any = ()):
        from poot_core.exec.executor import compile_cached, device_for, resolve_target
        from poot_core.plan.execute import _Run, check_inputs

        if len(program.targets) != 1 or program.transfers:
            raise UsageError("a resident program runs on one target (this one has transfers between targets)")
        ids = {t.id for t in program.graph.inputs}
        unknown = sorted(set(static) - ids)
        if unknown:
            raise UsageError(f"static inputs {', '.join(unknown)} are not inputs of the graph")
        carried = dict(carried) if isinstance(carried, Mapping) else {c: None for c in carried}
        bad = sorted(c for c in carried if c not in ids or c in static)
        if bad:
            raise UsageError(f"carried inputs {', '.join(bad)} are not inputs of the graph, or are static")
        self.program, self.static, self.carried = program, frozenset(static), frozenset(carried)
        self.dynamic = tuple(t for t in program.graph.inputs if t.id not in self.static and t.id not in self.carried)
        self._check_inputs = check_inputs
        self.target = resolve_target(program.target)
        self.arts = [compile_cached(s.plan.body, self.target) for s in program.steps]
        self.dev = device_for(self.target)
        self._run = _Run(program, {self.target.name: self.dev}, self.arts)
        zeros = {t.id: np.zeros(t.shape, _numpy_dtype(t.dtype)) for t in program.graph.inputs
                 if t.id not in self.static}
        given = {k: v for k, v in carried.items() if v is not None}
        arrays = check_inputs(program.graph, {**zeros, **given, **static})
        self._run.allocate()
        try:
            self._run.upload(arrays)
        except BaseException:
            self.close()
            raise
        self.closed = False

    @property
    def usable(self) -> bool:
        """False once closed, or once its device is no longer the target's open one (closed,
        lost, forgotten: the buffers went with it); then make a new one."""
        from poot_core.exec.executor import device_for

        if not self.closed and (getattr(self.dev, "lost", False) or device_for(self.target) is not self.dev):
            self.closed = True
        return not self.closed

    def _upload(self, inputs: Mapping[str, np.ndarray]) -> None:
        if not self.usable:
            raise UsageError("this resident program was closed (after a fault, by close(), or with its device); "
                             "make a new one")
        extra = sorted(set(inputs) - {t.id for t in self.dynamic})
        if extra:
            raise UsageError(f"inputs {', '.join(extra)} are static or carried (uploaded once) or unknown; give only "
                             f"{', '.join(t.id for t in self.dynamic)}")
        sub = type(self.program.graph)(inputs=self.dynamic, outputs=(), eqns=())
        arrays = self._check_inputs(sub, inputs)
        homes = dict(self.program.tensors)
        for t in self.dynamic:
            self.dev.upload(self._run.view(homes[t.id], t.size), arrays[t.id])

    def run(self, inputs: Mapping[str, np.ndarray], sync_every: int = 0,
            outputs: Sequence[str] | None = None) -> dict[str, np.ndarray]:
        """`{graph output id: array}` for the per-call `inputs` (every graph input neither static nor
        carried); with `outputs`, only those are downloaded (the others stay on the device).
        The host syncs once, after the last step; `sync_every=k` also after every k-th step, so
        that each wait covers only k steps (on a CPU device, a long program queued whole could
        outlast the sync timeout, POOT_SYNC_TIMEOUT_S, though every kernel in it is quick)."""
        from poot_core.plan.execute import _noted, where

        names = self._outputs(outputs)
        self._upload(inputs)
        r = self._run
        try:
            for k in range(len(self.program.steps)):
                r.launch(k)
                if sync_every and (k + 1) % sync_every == 0:
                    self.dev.sync()
            self.dev.sync()
            if names is None:
                return r.outputs()
            homes = dict(self.program.tensors)
            outs = {t.id: t for t in self.program.graph.outputs}
            got = {}
            for n in names:
                t = outs[n]
                a = self.dev.download(self._run.view(homes[n], t.size)).reshape(t.shape)
                got[n] = (a != 0) if t.dtype == "bool" else a
            return got
        except KernelFault as f:
            step = r.launched.get((self.target.name, f.dispatch)) if f.dispatch is not None else None
            at = where(self.program, step) if step is not None else "a step of the program"
            self.close()
            raise _noted(f, f"{at}; no output of the program was returned") from None

    def _outputs(self, outputs: Sequence[str] | None) -> list[str] | None:
        if outputs is None:
            return None
        if isinstance(outputs, str):
            raise UsageError("outputs is a list of graph output ids, not one string")
        have = {t.id for t in self.program.graph.outputs}
        unknown = [n for n in outputs if n not in have]
        if unknown:
            raise UsageError(f"outputs {', '.join(map(str, unknown))} are not outputs of the graph "
                             f"({', '.join(sorted(have))})")
        return list(outputs)

    def _sole_buffer(self, tensor_id: str, what: str) -> int:
        """The buffer id holding `tensor_id`, checked to hold no tensor of a different lifetime
        (only reshapes of it share it) and to be exactly its size."""
        homes = dict(self.program.tensors)
        if tensor_id not in homes:
            raise UsageError(f"{what} {tensor_id} is not a tensor of the program")
        b = homes[tensor_id]
        spec = self.program.buffers[b]
        size = next(t.size for t in self.program.graph.tensors() if t.id == tensor_id)
        if spec.kind not in ("input", "output") or spec.count != size:
            raise UsageError(f"{what} {tensor_id} shares its buffer ({spec.kind}); it cannot be swapped")
        return b

    def swap(self, output: str, other: "Resident", input: str) -> None:
        """Exchange the device buffer holding graph output `output` with the one holding `other`'s
        carried input `input` (same dtype and size, same device; `other` may be self): `other`'s
        next run reads what this one's last run wrote there, with no copy, and this one's next run
        writes into the other buffer."""
        if not self.usable or not other.usable:
            raise UsageError("swap needs two usable resident programs (one was closed)")
        if other.dev is not self.dev:
            raise UsageError("swap needs both resident programs on the same device")
        if output not in {t.id for t in self.program.graph.outputs}:
            raise UsageError(f"{output} is not an output of the graph")
        if input not in other.carried:
            raise UsageError(f"{input} is not a carried input of the other resident program (carried: "
                             f"{', '.join(sorted(other.carried)) or 'none'})")
        a, b = self._sole_buffer(output, "output"), other._sole_buffer(input, "input")
        ba, bb = self._run.bufs[a], other._run.bufs[b]
        if ba.dtype != bb.dtype or ba.count != bb.count:
            raise UsageError(f"output {output} ({ba.count} x {ba.dtype}) and input {input} ({bb.count} x "
                             f"{bb.dtype}) differ in size or dtype")
        self._run.bufs[a], other._run.bufs[b] = bb, ba
        for run, k in ((self._run, a), (other._run, b)):
            for key in [key for key in run.views if key[0] == k]:
                del run.views[key]

    def step_times(self, inputs: Mapping[str, np.ndarray], reps: int = 5) -> list[float]:
        """The median milliseconds of each step over `reps` dispatches, by the device's timer, on
        the resident buffers after one run on `inputs` (so every step reads real data)."""
        self.run(inputs)
        out = []
        for k, s in enumerate(self.program.steps):
            args = {a.param: self._run.view(a.buffer, a.count) for a in s.args}
            out.append(float(np.median(self.dev.time_dispatches(self.arts[k], args, s.plan.grid, reps))))
        return out

    def close(self) -> None:
        """Free the buffers (waiting for what is queued)."""
        if getattr(self, "closed", False):
            return
        self.closed = True
        self._run.drain()
        self._run.free()


def _numpy_dtype(dtype: str) -> Any:
    from poot_core.plan.graph import NUMPY_DTYPES

    return np.dtype(NUMPY_DTYPES[dtype])
