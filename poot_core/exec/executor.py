"""Run one kernel dispatch: check the arrays, compile (cached), open the device, and run the
one-step program (upload, launch, sync, download: `Device.run`).

`execute` never returns outputs of a faulted dispatch: the device works on its own buffers, and a
KernelFault or DeviceLost raised by `sync` propagates with nothing downloaded. A fault names the target
the caller asked for: one raised by a target it delegates to (the oracle) is re-labelled.
"""
from __future__ import annotations

import weakref
from typing import Any, Mapping

import numpy as np

from .. import compile as pipeline
from ..errors import DeviceLost, KernelFault, TargetUnavailable, UsageError
from ..ir.nodes import Body
from ..runtime import BufferedDevice, check_grid
from ..target import Artifact, Device, Grid, Target
from . import abi

_devices: "weakref.WeakKeyDictionary[Target, Device]" = weakref.WeakKeyDictionary()


def resolve_target(target: Target | str | None) -> Target:
    """A Target from a Target, a name, or None (POOT_TARGET, else the best available one)."""
    if isinstance(target, Target):
        return target
    from .. import plugins

    if target is None:
        return plugins.best_target()
    if isinstance(target, str):
        return plugins.get_target(target)
    raise UsageError(f"target must be a Target, a target name or None, not {type(target).__name__}")


def compile_cached(body: Body, target: Target, options: Any = None) -> Artifact:
    """`target`'s Artifact for `body` through the core pipeline (poot_core.compile): options parsed,
    body verified once, checks eliminated once, cached by body, options, target and version."""
    return pipeline.compile_cached(body, target, options)


def device_for(target: Target) -> Device:
    """The target's open Device (kept open for the process); TargetUnavailable if probe says no."""
    dev = _devices.get(target)
    if dev is None:
        a = target.probe()
        if not a.available:
            raise TargetUnavailable(target=target.name, reason=a.reason or "its probe says no device is usable")
        dev = target.open()
        _devices[target] = dev
    return dev


def forget_device(target: Target) -> None:
    dev = _devices.pop(target, None)
    if dev is not None:
        try:
            dev.close()
        except Exception:  # a lost device may fail to close; it is dropped either way
            pass


def fault_on(f: KernelFault, target: str) -> KernelFault:
    """`f` (raised while `target` ran, e.g. by the oracle it delegates to) as a new fault naming
    `target`, the one the user asked for; the message says which target raised it."""
    from dataclasses import replace

    via = f"raised by {f.target or 'another target'}, which {target} ran it on"
    return replace(f, target=target, message=f"{f.message}; {via}" if f.message else via)


def execute(body: Body, target: Target | str | None, grid: Grid, buffers: Mapping[str, np.ndarray], *,
            check: bool = False, options: Any = None) -> dict[str, np.ndarray]:
    """Dispatch `body` once on `target` over `grid` with `buffers` (one numpy array per parameter
    name) and return the `&mut` parameters' arrays after the dispatch (new arrays, the caller's
    shapes). `check=True` also runs the CPU oracle on the same inputs and raises CheckMismatch
    when the results differ beyond the execution contract (under the target's float latitude). Raises UsageError (bad arrays or
    grid), VerifyError/CodegenError (refused; CapabilityError for a launch or workgroup memory over the
    target's limits), TargetUnavailable, KernelFault, DeviceLost."""
    if not isinstance(body, Body):
        raise UsageError(f"execute needs a Kernel IR Body, not {type(body).__name__} (see poot_core.exec.load_kernel)")
    tgt = resolve_target(target)
    pipeline.verified(body)  # an ill-formed body is refused before its parameters or launch are looked at
    prep = abi.prepare(body, buffers, copy=False)  # a BufferedDevice's run only reads its arrays
    if not isinstance(grid, Grid) or grid.workgroup_size != body.workgroup_size:
        check_grid(body, tgt.name, tgt.capabilities(), grid)  # a usage error before compiling
    art = pipeline.compile_cached(body, tgt, options)
    dev = device_for(tgt)
    if not isinstance(dev, BufferedDevice):  # a device of the older contract checks no grid itself
        check_grid(body, tgt.name, tgt.capabilities(), grid)
        prep = abi.prepare(body, buffers)  # and may write the arrays it is given: the `&mut` ones as copies
    try:
        results = dev.run(art, prep.buffers, grid)
    except DeviceLost:
        forget_device(tgt)
        raise
    except KernelFault as f:
        if f.target == tgt.name:
            raise
        raise fault_on(f, tgt.name) from f
    out = abi.unflatten(body, prep, results, tgt.name)
    if check and tgt.name != "oracle":
        from .check import check_against_oracle

        lat = art.meta.get("float_latitude") or tgt.capabilities().float_latitude  # per build (fp_contract)
        check_against_oracle(body, tgt.name, grid, buffers, out, lat)
    return out
