"""The oracle's matrix-fragment statements (machine.Step's visit methods of the four Wmma nodes):
a fragment belongs to a 32-lane subgroup; each op acts per subgroup.

A subgroup takes part when any of its lanes is at the statement (the verifier guarantees whole
subgroups); offsets, strides and fill values are read from its lowest active lane. The tile
product `a @ b + c` is computed exactly in f64 and rounded once to the accumulator dtype.
A load or store in workgroup memory (`space` "wg") addresses the array of the subgroup's own
workgroup; its offset and stride must be multiples of 16 bytes (verify.wg_tile_align), else the
subgroup faults (kind "alignment"), as it does (kind "bounds") for a tile past the array's end.
For the race check such a tile access belongs to the whole subgroup, not to one lane: it races
with any access of the same epoch that writes one of its slots (docs/matrix.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..errors import IRError
from ..ir import nodes as N
from ..ir.types import Fragment
from ..ir.verify import tile_extent, wg_tile_align
from . import values as V

if TYPE_CHECKING:
    from .machine import Step


def _frag_ty(step, local: int) -> Fragment:
    ty = step.p.body.locals[local].ty
    if not isinstance(ty, Fragment):
        raise IRError(f"{step.p.body.name}: bb{step.bi}: _{local} is not a fragment local")
    return ty


def _subgroups(step) -> tuple[np.ndarray, np.ndarray]:
    """(subgroup ids taking part, the compact position of each one's lowest active lane)."""
    sg = step.lanes("sg")
    live = step.live()
    pos = np.arange(step.k) if live is None else np.flatnonzero(live)
    u, first = np.unique(sg[pos], return_index=True)
    return u, pos[first]


def _scalar_at(step, op: N.Operand, pos: np.ndarray) -> np.ndarray:
    return np.broadcast_to(step.val(op), (step.k,))[pos]


def _addresses(step, si, op_offset, op_stride, pos, rows, cols, layout, slot) -> tuple[np.ndarray, np.ndarray]:
    off = V.as_unsigned_u64(_scalar_at(step, op_offset, pos)).astype(np.int64)
    stride = V.as_unsigned_u64(_scalar_at(step, op_stride, pos)).astype(np.int64)
    r = np.arange(rows)[:, None]
    c = np.arange(cols)[None, :]
    rel = (r * stride[:, None, None] + c) if layout == "row" else (c * stride[:, None, None] + r)
    addr = off[:, None, None] + rel
    size = step.p.bufs[slot].size
    bad_sg = ((addr < 0) | (addr >= size)).reshape(len(pos), -1).any(axis=1)
    if bad_sg.any():
        name = step.p.body.params[slot].name
        sg = step.lanes("sg")
        bad_lanes = np.isin(sg, sg[pos[bad_sg]])
        j = int(np.flatnonzero(bad_sg)[0])
        step.fault(bad_lanes, step.unchecked(
            "bounds", si, f"unchecked out-of-range matrix access to {name!r}: offset {int(off[j])}, "
            f"stride {int(stride[j])}, {rows}x{cols} {layout}-major tile (length {size})"))
    return addr, ~bad_sg


def _wg_addresses(step, si, s, pos, rows, cols) -> tuple[np.ndarray, np.ndarray]:
    """(flat slots in the chunk's copy of the array, ok per subgroup) of a workgroup-memory tile;
    subgroups whose tile is misaligned or out of range fault."""
    size = step.p.wg_size[s.slice]
    al = wg_tile_align(step.p.wg_elem[s.slice])
    off = V.as_unsigned_u64(_scalar_at(step, s.offset, pos)).astype(np.int64)
    stride = V.as_unsigned_u64(_scalar_at(step, s.stride, pos)).astype(np.int64)
    r = np.arange(rows)[:, None]
    c = np.arange(cols)[None, :]
    rel = (r * stride[:, None, None] + c) if s.layout == "row" else (c * stride[:, None, None] + r)
    addr = off[:, None, None] + rel
    sg = step.lanes("sg")
    what = f"{type(s).__name__} in workgroup array {s.slice}"
    mis = (off % al != 0) | (stride % al != 0)
    oob = (off < 0) | (stride < 0) | (off + np.array([tile_extent(rows, cols, int(x), s.layout) for x in stride]) > size)
    bad = mis | oob
    for mask, kind, text in ((mis, "alignment", f"misaligned {what}: offset and stride must be multiples of {al} elements "
                              "(16 bytes)"), (oob & ~mis, "bounds", f"unchecked out-of-range {what} (length {size})")):
        if mask.any():
            j = int(np.flatnonzero(mask)[0])
            step.fault(np.isin(sg, sg[pos[mask]]), step.unchecked(
                kind, si, f"{text}: offset {int(off[j])}, stride {int(stride[j])}, {rows}x{cols} {s.layout}-major tile"))
    grp = step.lanes("grp_local")[pos].astype(np.int64)
    flat = grp[:, None, None] * size + np.where(bad[:, None, None], 0, addr)
    return flat, ~bad


# the oracle Step's visit methods of the four Wmma statements (machine.Step names them)
def fill(step: Step, s: N.WmmaFill, si: int) -> None:
    u, pos = _subgroups(step)
    if u.size:
        ty = _frag_ty(step, s.dest)
        v = _scalar_at(step, s.value, pos).astype(ty.dtype.np)
        step.ch.frags[s.dest][u] = v[:, None, None]


def load(step: Step, s: N.WmmaLoad, si: int) -> None:
    u, pos = _subgroups(step)
    if u.size:
        ty = _frag_ty(step, s.dest)
        rows, cols = ty.rows_cols
        if s.space == "wg":
            flat, ok = _wg_addresses(step, si, s, pos, rows, cols)
            if step.p.race is not None:
                step.p.race.wmma_wg(step, s.slice, flat[ok], False, si)
            step.ch.frags[s.dest][u[ok]] = step.ch.wg[s.slice][flat[ok]].astype(ty.dtype.np)
            return
        addr, ok = _addresses(step, si, s.offset, s.stride, pos, rows, cols, s.layout, s.slice)
        buf = step.p.bufs[s.slice]
        vals = buf[np.where(ok[:, None, None], addr, 0)] if buf.size else np.zeros(addr.shape, buf.dtype)
        step.ch.frags[s.dest][u[ok]] = vals[ok].astype(ty.dtype.np)


def mma(step: Step, s: N.WmmaMma, si: int) -> None:
    u, _ = _subgroups(step)
    if u.size:
        frags = step.ch.frags
        acc = _frag_ty(step, s.dest)
        a = frags[s.a][u].astype(np.float64)
        b = frags[s.b][u].astype(np.float64)
        c = frags[s.c][u].astype(np.float64)
        frags[s.dest][u] = (np.matmul(a, b) + c).astype(acc.dtype.np)


def store(step: Step, s: N.WmmaStore, si: int) -> None:
    u, pos = _subgroups(step)
    if u.size:
        ty = _frag_ty(step, s.src)
        rows, cols = ty.rows_cols
        if s.space == "wg":
            flat, ok = _wg_addresses(step, si, s, pos, rows, cols)
            if step.p.race is not None:
                step.p.race.wmma_wg(step, s.slice, flat[ok], True, si)
            arr = step.ch.wg[s.slice]
            arr[flat[ok]] = step.ch.frags[s.src][u[ok]].astype(arr.dtype)
            return
        if not step.p.body.params[s.slice].mutable:
            raise IRError(f"{step.p.body.name}: bb{step.bi}[{si}]: WmmaStore to an input slice")
        addr, ok = _addresses(step, si, s.offset, s.stride, pos, rows, cols, s.layout, s.slice)
        buf = step.p.bufs[s.slice]
        if step.p.race is not None:
            step.p.race.global_write(step, s.slice, addr[ok].reshape(-1), si)
        buf[addr[ok]] = step.ch.frags[s.src][u[ok]].astype(buf.dtype)
