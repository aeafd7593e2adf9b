"""Run one kernel dispatch: check the arrays, compile (cached), open the device, launch, sync.

`execute` is the only path from user arrays to a Device. It never returns outputs of a
faulted dispatch: the device works on private copies of the `&mut` arrays, and a KernelFault
or DeviceLost raised by `sync` propagates with nothing handed back. A fault names the target
the caller asked for: one raised by a target it delegates to (the oracle) is re-labelled.
"""
from __future__ import annotations

import weakref
from typing import Any, Mapping

import numpy as np

from ..errors import CapabilityError, DeviceLost, KernelFault, TargetUnavailable, UsageError
from ..ir.nodes import Body
from ..target import Artifact, Device, Grid, Target
from . import abi

_devices: "weakref.WeakKeyDictionary[Target, Device]" = weakref.WeakKeyDictionary()


def resolve_target(target: Target | str | None) -> Target:
    """A Target from a Target, a name, or None (POOT_TARGET, else the best available one)."""
    from .. import plugins

    if isinstance(target, Target):
        return target
    if target is None:
        return plugins.best_target()
    if isinstance(target, str):
        return plugins.get_target(target)
    raise UsageError(f"target must be a Target, a target name or None, not {type(target).__name__}")


def compile_cached(body: Body, target: Target, options: Any = None) -> Artifact:
    """`target`'s Artifact for `body` through the core pipeline (poot_core.compile): options parsed,
    body verified once, checks eliminated once, cached by body, options, target and version."""
    from ..compile import compile_cached as cached

    return cached(body, target, options)


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


def check_workgroup_memory(body: Body, target: str, limit: int) -> None:
    """CapabilityError when `body`'s workgroup arrays need more bytes than `limit` (the target's
    `Capabilities.max_workgroup_memory`: for the CPU oracle the default, 48 KiB), naming the
    largest arrays, before anything is allocated."""
    need = 4 * sum(w.size for w in body.wg_arrays)  # f32 slots
    if need <= limit:
        return
    big = sorted(body.wg_arrays, key=lambda w: -w.size)
    shown = ", ".join(f"array {w.id}: {w.size:,} slots = {4 * w.size:,} bytes" for w in big[:3])
    more = f" and {len(big) - 3} more" if len(big) > 3 else ""
    raise CapabilityError(f"its workgroup arrays need {need:,} bytes ({shown}{more}), more than the "
                          f"{limit:,} bytes of workgroup memory a workgroup has on this target; declare "
                          "smaller arrays (const WG_ARRAY_<id>: usize = N)", target=target, kernel=body.name)


def check_grid(body: Body, target: Target, grid: Grid) -> None:
    if not isinstance(grid, Grid):
        raise UsageError(f"grid must be a poot_core.target.Grid, not {type(grid).__name__} "
                         "(use Grid.threads(n, body.workgroup_size) or Grid.of_groups(gx, gy, body.workgroup_size))")
    if grid.workgroup_size != body.workgroup_size:
        raise UsageError(f"{body.name}: the grid's workgroup size {grid.workgroup_size} differs from the kernel's "
                         f"WORKGROUP_SIZE {body.workgroup_size}")
    caps = target.capabilities()
    check_workgroup_memory(body, target.name, caps.max_workgroup_memory)
    if body.workgroup_size > caps.max_workgroup_size:
        raise CapabilityError(f"workgroup size {body.workgroup_size} exceeds the device's limit "
                              f"{caps.max_workgroup_size}", target=target.name, kernel=body.name)
    (gx, gy), (mx, my) = grid.groups, caps.max_groups
    if gx > mx or gy > my:
        raise CapabilityError(f"{gx}x{gy} workgroups exceed the device's limit {mx}x{my}",
                              target=target.name, kernel=body.name)


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
    from ..compile import verified

    tgt = resolve_target(target)
    verified(body)  # an ill-formed body is refused before its parameters or launch are looked at
    prep = abi.prepare(body, buffers)
    check_grid(body, tgt, grid)
    art = compile_cached(body, tgt, options)
    dev = device_for(tgt)
    try:
        pending = dev.launch(art, dict(prep.buffers), grid)
        results = dev.sync(pending)
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
