"""The built-in `oracle` target: compiles to canonical .kir.json and runs on the CPU oracle.

Registered through the `poot` entry point `oracle = poot_core.oracle.target`, the same path a
third-party plugin takes.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .. import knobs
from ..errors import KernelFault, LaunchTooLarge, UsageError
from ..hookspecs import hookimpl
from ..ir import kir
from ..ir.nodes import Body
from ..target import RAISE, Artifact, Availability, Capabilities, Device, Grid, Stage, Target


def check_launch_size(body: Body, grid: Grid) -> None:
    """LaunchTooLarge for a launch of more threads than POOT_ORACLE_MAX_THREADS: the CPU oracle
    would run it for a very long time without a word."""
    limit = knobs.oracle_max_threads()
    gx, gy = grid.groups
    n = gx * gy * grid.workgroup_size
    if limit and n > limit:
        raise LaunchTooLarge(
            f"{body.name}: a launch of {n:,} threads is more than the CPU oracle runs ({limit:,}, "
            "POOT_ORACLE_MAX_THREADS); it would take very long. Run it on a GPU target, launch fewer "
            "threads, or raise POOT_ORACLE_MAX_THREADS (0: no limit)")


class _Pending:
    __slots__ = ("outputs", "fault")

    def __init__(self, outputs: dict | None, fault: KernelFault | None):
        self.outputs, self.fault = outputs, fault


class OracleDevice(Device):
    """Runs each launch at once on the CPU; `sync` hands back the outputs or raises the fault."""

    name = f"CPU (numpy {np.__version__})"

    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> _Pending:
        from . import run

        body = art.body
        if body is None:
            body = kir.loads(art.final.decode(), file=f"<{art.kernel}.kir.json>").body
        check_launch_size(body, grid)
        try:
            return _Pending(run(body, buffers, grid), None)
        except KernelFault as f:
            return _Pending(None, f)

    def sync(self, pending: _Pending) -> dict[str, np.ndarray]:
        if not isinstance(pending, _Pending):
            raise UsageError("sync() takes what launch() returned on the same oracle device")
        if pending.fault is not None:
            raise pending.fault
        assert pending.outputs is not None  # a _Pending holds outputs or a fault
        return pending.outputs


class OracleTarget(Target):
    """The CPU reference: artifact is the body's canonical .kir.json; traps raise KernelFault."""

    name = "oracle"
    artifact = "kir"
    trap_policy = RAISE
    stages = ("kir",)
    eliminates_checks = False  # the reference runs the body exactly as given

    def add_stages(self, options: Any) -> list[Stage]:
        return [("kir", lambda body, ctx: kir.dumps(body))]

    def probe(self) -> Availability:
        return Availability(True, "", f"CPU (numpy {np.__version__})")

    def capabilities(self) -> Capabilities:
        return Capabilities(max_workgroup_size=1024, f16=True, f64=True, int64=True, atomics=True,
                            subgroup_size=32, wmma_shapes=((16, 16, 16),))

    def open(self) -> OracleDevice:
        return OracleDevice()


@hookimpl
def poot_targets():
    return [OracleTarget()]
