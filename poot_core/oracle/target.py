"""The built-in `oracle` target: compiles to canonical .kir.json and runs on the CPU oracle.

Registered through the `poot` entry point `oracle = poot_core.oracle.target`, the same path a
third-party plugin takes.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .. import knobs
from ..errors import KernelFault, LaunchTooLarge
from ..hookspecs import hookimpl
from ..ir import kir
from ..ir.nodes import Body
from ..runtime import Arg, BufferedDevice
from ..target import RAISE, Artifact, Availability, Capabilities, Grid, Target


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


class OracleDevice(BufferedDevice):
    """The CPU oracle behind the device protocol: a buffer is a numpy byte array, a dispatch runs
    when it is launched (in launch order) and its fault is raised at the next sync."""

    target = "oracle"
    name = f"CPU (numpy {np.__version__})"
    ordered_writes = True  # a dispatch has finished when launch returns

    def __init__(self, caps: Capabilities | None = None) -> None:
        self.caps = caps or OracleTarget().capabilities()
        super().__init__()

    def _allocate(self, nbytes: int) -> np.ndarray:
        return np.zeros(nbytes, np.uint8)

    def _release(self, handle: np.ndarray) -> None:
        pass

    def _write(self, handle: np.ndarray, data: np.ndarray) -> None:
        handle[:data.size] = data

    def _read(self, handle: np.ndarray, nbytes: int) -> np.ndarray:
        return handle[:nbytes].copy()

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> KernelFault | None:
        from . import run_checked

        body = art.body
        if body is None:
            body = kir.loads(art.final.decode(), file=f"<{art.kernel}.kir.json>").body
        check_launch_size(body, grid)
        views = {a.param.name: a.handle[:a.count * a.param.elem.np.itemsize].view(a.param.elem.np) for a in args}
        try:
            outs = run_checked(body, views, grid)
        except KernelFault as f:
            return f
        for name, out in outs.items():
            views[name][:] = out.reshape(-1)
        return None

    def _complete(self, tokens: list) -> list[KernelFault | None]:
        return list(tokens)


class OracleTarget(Target):
    """The CPU reference: artifact is the body's canonical .kir.json; traps raise KernelFault."""

    name = "oracle"
    artifact = "kir"
    trap_policy = RAISE
    stages = ("kir",)
    eliminates_checks = False  # the reference runs the body exactly as given

    def codegen(self, body: Body, options: Any) -> Artifact:
        return Artifact(target=self.name, kernel=body.name, stages=(("kir", kir.dumps(body)),), body=body)

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
