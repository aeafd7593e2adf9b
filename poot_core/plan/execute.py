"""Run a Program on its targets' devices: allocate once, upload, launch every step, sync, download.

`run(program, {input id: array})` checks every graph input (dtype and shape; a bool tensor is
uploaded as u32 0/1), compiles each step's body (cached), allocates every buffer of the program
once through the device (the runtime pools them, so a repeated run allocates nothing new),
uploads the inputs and constants, launches every step in order with no host round trip between
steps on one target, syncs at the program's sync points (the last step; a change of target,
where the host copies the tensors the next target reads: `Program.transfers`), downloads the
graph outputs in their shapes and frees the buffers.

An input given as a DeviceArray (poot.to_device) of the target that reads it is used in place (no
upload; a weight uploaded once serves every run); `resident=True` hands the outputs back as
DeviceArrays on their targets (no download), so one program's outputs feed the next program.

A KernelFault or DeviceLost during the run is raised again naming the step, its region, the
equations it computes and the kernel (the fault itself names the failing check's source line);
nothing is returned, and every queue is drained so the device is clean for the next program.

`check=True` runs every step of a target other than the oracle and then the same step's body on
the oracle, on the same inputs (downloaded from the device just before the launch), and compares
every `&mut` parameter under the execution contract with the target's float latitude: a
CheckMismatch names the tensor, the step and its region. Each dispatch is compared on its own
inputs, so the per-kernel contract applies exactly (a whole-program comparison would have to
compose the tolerances of the kernels along every path). Check mode syncs after every step.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

import numpy as np

from ..errors import CheckMismatch, DataRace, DeviceLost, KernelFault, UninitializedRead, UsageError
from ..exec.arrays import DeviceArray, to_device
from ..target import Artifact, Device, DeviceBuffer
from .binding import STORAGE
from .graph import NUMPY_DTYPES, Graph
from .program import Program, Step


def check_inputs(graph: Graph, inputs: Mapping[str, Any]) -> dict[str, Any]:
    """Every graph input's array, flat in its storage dtype (a DeviceArray as it is); UsageError
    naming the tensor for a missing, unknown, mistyped or misshapen one (poot never converts
    silently)."""
    sig = ", ".join(str(t) for t in graph.inputs)
    if not isinstance(inputs, Mapping):
        raise UsageError(f"the program's inputs must be a mapping of graph input id to numpy array ({sig}), not "
                         f"{type(inputs).__name__}")
    missing = [t.id for t in graph.inputs if t.id not in inputs]
    unknown = sorted(set(inputs) - {t.id for t in graph.inputs})
    if missing or unknown:
        what = "; ".join(x for x in (f"missing {', '.join(missing)}" if missing else "",
                                      f"unknown {', '.join(map(str, unknown))}" if unknown else "") if x)
        raise UsageError(f"the program's inputs do not match the graph's ({what}); give one array per input: {sig}")
    out: dict[str, Any] = {}
    for t in graph.inputs:
        a: Any = inputs[t.id]
        want = np.dtype(NUMPY_DTYPES[t.dtype])
        if isinstance(a, DeviceArray):
            if t.dtype == "bool" or a.dtype != want or a.shape != t.shape:
                raise UsageError(f"input {t.id} got a device array {a.shape} {a.dtype}, expected {list(t.shape)} "
                                 f"{want} ({t}){'; give a bool tensor as a numpy array' if t.dtype == 'bool' else ''}")
            if a.freed:
                raise UsageError(f"input {t.id} is a freed device array")
            out[t.id] = a
            continue
        if not isinstance(a, np.ndarray):
            raise UsageError(f"input {t.id} needs a numpy array (or a poot DeviceArray) of {want} and shape "
                             f"{list(t.shape)} ({t}), not a {type(a).__name__}")
        if a.dtype != want:
            raise UsageError(f"input {t.id} got an array of dtype {a.dtype}, expected {want} ({t}); convert it "
                             f"yourself (x.astype(np.{want})) - poot never converts silently")
        if a.shape != t.shape:
            raise UsageError(f"input {t.id} got an array of shape {list(a.shape)}, expected {list(t.shape)} ({t})")
        out[t.id] = np.ascontiguousarray(a).reshape(-1).astype(STORAGE[t.dtype], copy=False)
    return out


def _eqn_labels(program: Program, step: Step) -> str:
    eqns = program.graph.eqns
    return ", ".join(eqns[i].label(i) for i in step.region.eqns if 0 <= i < len(eqns)) or "no equation"


def where(program: Program, k: int) -> str:
    """How errors name step `k`: its region, equations and kernel."""
    s = program.steps[k]
    return (f"step {k} of {len(program.steps)} on {s.target}: region {s.region.name} ({_eqn_labels(program, s)}), "
            f"kernel {s.plan.body.name!r} ({s.plan.origin})")


class _Run:
    """One run of a program: its devices, buffers and the dispatch index of every launched step."""

    def __init__(self, program: Program, devices: dict[str, Device], arts: list[Artifact]):
        self.p, self.devices, self.arts = program, devices, arts
        self.bufs: dict[int, DeviceBuffer] = {}
        self.bound: set[int] = set()  # buffers that are the caller's DeviceArrays (never freed here)
        self.kept: set[int] = set()  # buffers handed back as resident outputs (never freed here)
        self.views: dict[tuple[int, int], DeviceBuffer] = {}
        self.launched: dict[tuple[str, int], int] = {}  # (target, dispatch index) -> step
        self.current = program.target  # the target whose device the host is calling
        self.step = -1

    def view(self, buffer: int, count: int) -> DeviceBuffer:
        b = self.bufs[buffer]
        if count == b.count:
            return b
        v = self.views.get((buffer, count))
        if v is None:
            v = self.views[(buffer, count)] = b.view(count)
        return v

    def dev(self, target: str) -> Device:
        self.current = target
        return self.devices[target]

    def bind(self, arrays: dict[str, Any]) -> None:
        """Graph inputs given as DeviceArrays of their home buffer's target are used in place."""
        homes = dict(self.p.tensors)
        for t in self.p.graph.inputs:
            a = arrays[t.id]
            if not isinstance(a, DeviceArray):
                continue
            spec = self.p.buffers[homes[t.id]]
            home = spec.target or self.p.target
            if a.target != home or any(tid == t.id for tid, _, _ in self.p.copies):
                raise UsageError(f"input {t.id} is a device array on {a.target}; the program reads it on "
                                 f"{', '.join([home] + [self.p.buffers[b].target or self.p.target for tid, _, b in self.p.copies if tid == t.id])}"
                                 f": give a numpy array or a device array of {home}")
            self.bufs[spec.id] = a.buffer
            self.bound.add(spec.id)

    def allocate(self) -> None:
        for spec in self.p.buffers:
            if spec.id in self.bound:
                continue
            dt = np.dtype(spec.dtype)
            tgt = spec.target or self.p.target
            self.bufs[spec.id] = self.dev(tgt).alloc(spec.count * dt.itemsize, dt)

    def upload(self, arrays: dict[str, np.ndarray]) -> None:
        homes = dict(self.p.tensors)
        for t in self.p.graph.inputs:
            if isinstance(arrays[t.id], DeviceArray):
                continue
            places = [homes[t.id]] + [b for tid, _, b in self.p.copies if tid == t.id]
            for b in places:
                spec = self.p.buffers[b]
                self.dev(spec.target or self.p.target).upload(self.view(b, t.size), arrays[t.id])
        for spec in self.p.buffers:
            if spec.kind == "const":
                self.dev(spec.target or self.p.target).upload(self.bufs[spec.id], np.array(spec.data, spec.dtype))

    def launch(self, k: int) -> int:
        s = self.p.steps[k]
        self.step = k
        args = {a.param: self.view(a.buffer, a.count) for a in s.args}
        idx = self.dev(s.target).launch(self.arts[k], args, s.plan.grid)
        self.launched[(s.target, idx)] = k
        return idx

    def transfer(self, k: int) -> None:
        for tr in self.p.transfers:
            if tr.step == k:
                src, dst = self.p.buffers[tr.src], self.p.buffers[tr.dst]
                data = self.dev(src.target or self.p.target).download(self.view(tr.src, tr.count))
                self.dev(dst.target or self.p.target).upload(self.view(tr.dst, tr.count), data)

    def outputs(self, resident: bool = False) -> dict[str, Any]:
        homes = dict(self.p.tensors)
        out: dict[str, Any] = {}
        for t in self.p.graph.outputs:
            spec = self.p.buffers[homes[t.id]]
            tgt = spec.target or self.p.target
            if resident and t.dtype != "bool":
                buf = self.bufs[spec.id]
                if spec.id in self.bound or spec.id in self.kept or buf.count != t.size:  # shared or larger: a copy
                    a = self.dev(tgt).download(self.view(spec.id, t.size))
                    out[t.id] = to_device(a.reshape(t.shape), tgt)
                else:
                    self.kept.add(spec.id)
                    out[t.id] = DeviceArray(buf, t.shape, tgt)
                continue
            a = self.dev(tgt).download(self.view(spec.id, t.size))
            out[t.id] = (a != 0).reshape(t.shape) if t.dtype == "bool" else a.reshape(t.shape)
        return out

    def check_step(self, k: int, targets: dict[str, Any]) -> None:
        """Launch step k, sync, and compare its `&mut` parameters with the oracle's on the same inputs."""
        from ..exec.check import check_against_oracle

        s = self.p.steps[k]
        dev = self.dev(s.target)
        before = {a.param: dev.download(self.view(a.buffer, a.count)) for a in s.args}
        self.launch(k)
        dev.sync()
        body = s.plan.body
        got = {q.name: dev.download(self.view(s.arg(q.name).buffer, s.arg(q.name).count))
               for q in body.params if q.mutable}
        lat = self.arts[k].meta.get("float_latitude") or targets[s.target].capabilities().float_latitude
        try:
            check_against_oracle(body, s.target, s.plan.grid, before, got, lat, div_sqrt_rtol=s.plan.div_sqrt_rtol)
        except CheckMismatch as e:
            names = {b.param: s.region.outputs[b.index].id for b in s.plan.bindings if b.source == "output"}
            which = [f"tensor {names[p]} (parameter {p})" if p in names else f"parameter {p}"
                     for p in e.param.split(", ")]
            raise replace(e, param=", ".join(which), message=f"{e.message} [{where(self.p, k)}]") from None

    def drain(self) -> None:
        """After a failure: wait for whatever is still queued (its faults dropped: nothing is read)."""
        for dev in self.devices.values():
            if getattr(dev, "lost", ""):
                continue
            try:
                dev.sync()
            except (KernelFault, DeviceLost):
                pass

    def free(self) -> None:
        for k, b in self.bufs.items():
            if k in self.bound or k in self.kept:
                continue
            try:
                b.device.free(b)
            except (UsageError, DeviceLost):  # already freed, or its device is gone
                pass


def _noted(f: KernelFault, note: str) -> KernelFault:
    """`f` with `note` (where in the program it happened) in its message; a race or uninitialised
    read, whose text is its own, carries it in the part it shows."""
    if isinstance(f, DataRace):
        return replace(f, hint=f"{f.hint}; {note}")
    if isinstance(f, UninitializedRead):
        return replace(f, access=f"{f.access}; {note}")
    return replace(f, message=f"{f.message}; {note}" if f.message else note)


def _open(program: Program, inputs: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any], _Run]:
    """The checked inputs, the program's targets and a run of it on their devices (its steps
    compiled on the first run, through the pipeline's cache, and kept by the program)."""
    from ..exec.executor import compile_cached, device_for, resolve_target
    from ..runtime import BufferedDevice, check_grid

    if not isinstance(program, Program):
        raise UsageError(f"a Program (from poot.compile) is needed here, not {type(program).__name__}")
    arrays = check_inputs(program.graph, inputs)
    targets = {name: resolve_target(name) for name in program.targets}
    arts = program.artifacts.get(tuple(id(t) for t in targets.values()))
    if arts is None:
        arts = [compile_cached(s.plan.body, targets[s.target]) for s in program.steps]
        program.artifacts.clear()
        program.artifacts[tuple(id(t) for t in targets.values())] = arts
    devices = {name: device_for(t) for name, t in targets.items()}
    for s in program.steps:
        if not isinstance(devices[s.target], BufferedDevice):  # a device of the older contract checks no grid
            check_grid(s.plan.body, s.target, targets[s.target].capabilities(), s.plan.grid)
    return arrays, targets, _Run(program, devices, arts)


def run(program: Program, inputs: Mapping[str, Any], *, check: bool = False,
        resident: bool = False) -> dict[str, Any]:
    """Run `program` on its targets with `inputs` ({graph input id: numpy array or DeviceArray}) and
    return `{graph output id: array}` (new arrays, the outputs' shapes and dtypes; DeviceArrays on
    the output's target with `resident=True`, bool outputs excepted). See the module doc."""
    from ..exec.executor import fault_on, forget_device

    arrays, targets, r = _open(program, inputs)
    devices = r.devices
    syncs = set(program.syncs)
    ok, lost = False, ""
    try:
        r.bind(arrays)
        r.allocate()
        r.upload(arrays)
        for k, s in enumerate(program.steps):
            r.transfer(k)
            if check and s.target != "oracle":
                r.check_step(k, targets)
                continue
            r.launch(k)
            if k in syncs:
                r.dev(s.target).sync()
        out = r.outputs(resident)
        ok = True
        return out
    except KernelFault as f:
        faulted = r.launched.get((r.current, f.dispatch)) if f.dispatch is not None else None
        tgt = program.steps[faulted].target if faulted is not None else r.current
        if targets[tgt].name != f.target:
            f = fault_on(f, targets[tgt].name)
        at = where(program, faulted) if faulted is not None else f"a step of the program on {tgt}"
        lost = tgt if getattr(devices[tgt], "lost", "") else ""
        raise _noted(f, f"{at}; no output of the program was returned") from None
    except DeviceLost as e:
        lost = r.current
        at = where(program, r.step) if r.step >= 0 else "before the first step"
        raise replace(e, message=f"{e.message + '; ' if e.message else ''}while running {at}; no output of the "
                                 "program was returned") from None
    finally:
        if not ok:
            r.drain()
        r.free()
        if lost:  # as execute does: the next program opens the device anew
            forget_device(targets[lost])


def profile(program: Program, inputs: Mapping[str, Any], reps: int = 10) -> list[float]:
    """The median device time in ms of each step of `program` (in step order), each step timed by
    its device's `time_dispatches` (CUDA events, Vulkan timestamps, else the host clock) over
    `reps` dispatches on the program's own buffers after the steps before it have run once."""
    from ..runtime import check_reps

    check_reps(reps)
    arrays, _, r = _open(program, inputs)
    out: list[float] = []
    try:
        r.bind(arrays)
        r.allocate()
        r.upload(arrays)
        for k, s in enumerate(program.steps):
            r.transfer(k)
            dev = r.dev(s.target)
            args = {a.param: r.view(a.buffer, a.count) for a in s.args}
            ms = sorted(dev.time_dispatches(r.arts[k], args, s.plan.grid, reps))
            out.append(ms[len(ms) // 2])
        return out
    finally:
        r.drain()
        r.free()

