"""The built-in `oracle` target: compiles to canonical .kir.json and runs on the CPU oracle.

Registered through the `poot` entry point `oracle = poot_core.oracle.target`, the same path a
third-party plugin takes.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .. import knobs
from ..errors import LaunchTooLarge
from ..hookspecs import hookimpl
from ..ir import kir
from ..ir.nodes import Body
from ..runtime import HostDevice
from ..target import RAISE, Artifact, Availability, Capabilities, Grid, Stage, Target


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


class OracleDevice(HostDevice):
    """The CPU oracle behind the device protocol (poot_core.runtime.HostDevice): a dispatch runs
    when it is launched and its fault is raised at the next sync."""

    target = "oracle"
    name = f"CPU (numpy {np.__version__})"

    def __init__(self, caps: Capabilities | None = None) -> None:
        self.caps = caps or OracleTarget().capabilities()
        self._bodies: dict[bytes, Body] = {}  # bodies read back from artifacts that carry none
        super().__init__()

    def dispatch(self, art: Artifact, arrays: dict[str, np.ndarray], grid: Grid) -> dict[str, np.ndarray]:
        from . import run_checked

        body = self.body_of(art)
        check_launch_size(body, grid)
        return run_checked(body, arrays, grid)

    def body_of(self, art: Artifact) -> Body:
        if art.body is not None:
            return art.body
        cached = self._bodies.get(art.final)
        if cached is None:
            cached = self._bodies[art.final] = kir.loads(art.final.decode(), file=f"<{art.kernel}.kir.json>").body
        return cached


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
                            subgroup_size=32, wmma_shapes=((16, 16, 16),), subgroup_shuffle=True)

    def open(self) -> OracleDevice:
        return OracleDevice()


@hookimpl
def poot_targets():
    return [OracleTarget()]
