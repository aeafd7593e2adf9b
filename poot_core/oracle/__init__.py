"""The CPU oracle: runs a Kernel IR Body over numpy arrays; the living definition of the IR.

    outs = run(body, {"a": a, "b": b, "out": out}, Grid((gx, gy), body.workgroup_size))

Returns the `&mut` parameters' arrays after the dispatch (fresh arrays; inputs are never
modified) or raises KernelFault naming the site, its span and the first faulting thread, or
DataRace (a KernelFault) when the race check (on by default, POOT_RACECHECK) sees a data race.
Lanes run in lock-step, vectorized with numpy, a chunk of whole workgroups at a time.
"""
from __future__ import annotations

import numpy as np

from .. import knobs
from ..errors import CapabilityError, KernelFault, UsageError
from ..ir import nodes as N
from ..ir.types import Fragment, Scalar
from ..target import Grid

MAX_CHUNK_LANES = 1 << 20
CHUNK_BYTES = 256 << 20


def check_buffers(body: N.Body, buffers: dict) -> None:
    """Every parameter present, nothing else, each a numpy array of exactly its dtype."""
    names = [p.name for p in body.params]
    missing = [n for n in names if n not in buffers]
    extra = [n for n in buffers if n not in names]
    if missing or extra:
        raise UsageError(f"{body.name}: buffers do not match the parameters {names}: "
                         + (f"missing {missing}" if missing else "")
                         + ("; " if missing and extra else "")
                         + (f"unknown {extra}" if extra else "")
                         + "; pass exactly one array per parameter name")
    for p in body.params:
        a = buffers[p.name]
        if not isinstance(a, np.ndarray):
            raise UsageError(f"{body.name}: parameter {p.name!r} needs a numpy array of dtype "
                             f"{p.elem.np} ({p.elem}), got {type(a).__name__}")
        if a.dtype != p.elem.np:
            raise UsageError(f"{body.name}: parameter {p.name!r} is [{p.elem}] and needs numpy dtype "
                             f"{p.elem.np}, got {a.dtype}; convert it explicitly (no silent conversion)")


def _chunk_groups(body: N.Body, total_groups: int, max_lanes: int, race: bool = False) -> int:
    wg = body.workgroup_size
    per_lane = 8 * (sum(isinstance(d.ty, Scalar) for d in body.locals) + 12 + race)
    frag = sum(d.ty.rows_cols[0] * d.ty.rows_cols[1] * d.ty.dtype.np.itemsize
               for d in body.locals if isinstance(d.ty, Fragment))
    from .racecheck import RaceCheck

    slot = RaceCheck.SHADOW_BYTES if race else 0
    per_group = per_lane * wg + body.wg_bytes() + slot * sum(w.size for w in body.wg_arrays) + frag * -(-wg // 32)
    lanes_ok = min(max_lanes, CHUNK_BYTES // max(per_group, 1) * wg)
    return max(1, min(total_groups, lanes_ok // wg))


def run(body: N.Body, buffers: dict[str, np.ndarray], grid: Grid, *,
        max_chunk_lanes: int = MAX_CHUNK_LANES, racecheck: bool | None = None,
        initcheck: bool | None = None) -> dict[str, np.ndarray]:
    """Run `body` for the dispatch `grid`; returns every `&mut` parameter by name.

    `racecheck` (default: the POOT_RACECHECK knob, on) raises DataRace on a data race;
    `initcheck` (default: POOT_INITCHECK, off) raises UninitializedRead on a wg_read of a slot no
    lane of its workgroup has written (see racecheck.py for exactly what each detects)."""
    check_buffers(body, buffers)
    if grid.workgroup_size != body.workgroup_size:
        raise UsageError(f"{body.name}: the grid's workgroup size {grid.workgroup_size} differs from the "
                         f"kernel's WORKGROUP_SIZE {body.workgroup_size}; launch with the kernel's size")
    return run_checked(body, buffers, grid, max_chunk_lanes=max_chunk_lanes, racecheck=racecheck,
                       initcheck=initcheck)


def run_checked(body: N.Body, buffers: dict[str, np.ndarray], grid: Grid, *,
                max_chunk_lanes: int = MAX_CHUNK_LANES, racecheck: bool | None = None,
                initcheck: bool | None = None) -> dict[str, np.ndarray]:
    """`run` for buffers and a grid already checked (the oracle device's launch checked them)."""
    from .machine import Chunk, Faults, Program  # the interpreter: imported with the first run, not with the registry
    from .racecheck import RaceCheck
    gx, gy = grid.groups
    bufs = []
    for p in body.params:
        a = buffers[p.name]
        bufs.append(a.reshape(-1).copy() if p.mutable else a.reshape(-1))
    faults = Faults()
    racecheck = knobs.oracle_racecheck() if racecheck is None else racecheck
    initcheck = knobs.oracle_initcheck() if initcheck is None else initcheck
    total = gx * gy
    race = (RaceCheck(body, bufs, gx, total * body.workgroup_size, races=racecheck, initcheck=initcheck)
            if racecheck or initcheck else None)
    prog = Program(body, bufs, faults, race)
    per = _chunk_groups(body, total, max_chunk_lanes, race is not None)
    for g0 in range(0, total, per):
        try:
            chunk = Chunk(prog, g0, min(per, total - g0), gx)
        except MemoryError:  # one workgroup's state does not fit in this machine's memory
            raise CapabilityError(f"one workgroup's state does not fit in this machine's memory (its workgroup arrays "
                                  f"alone hold {body.wg_bytes():,} bytes); declare smaller arrays or a smaller "
                                  "WORKGROUP_SIZE", target="oracle", kernel=body.name) from None
        prog.run_chunk(chunk)
    found = race.found if race is not None else None
    if faults.first is not None:  # a faulting dispatch's answer is its fault, race or not
        _, site, x, grp = faults.first
        others = [s for k, s in sorted(faults.sites.items()) if s != site]
        also = f"the race check also found: {found.summary()}" if found is not None else ""
        raise KernelFault(also, kernel=body.name, target="oracle", sites=(site, *others), thread=x, group=grp)
    if found is not None:
        raise found
    return {p.name: bufs[i].reshape(buffers[p.name].shape) for i, p in enumerate(body.params) if p.mutable}


__all__ = ["run", "check_buffers"]
