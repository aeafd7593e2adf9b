"""The oracle's matrix-fragment statements (machine.Step's visit methods of the four Wmma nodes):
a fragment belongs to a 32-lane subgroup; each op acts per subgroup.

A subgroup takes part when any of its lanes is at the statement (the verifier guarantees whole
subgroups); offsets, strides and fill values are read from its lowest active lane. The tile
product `a @ b + c` is computed exactly in f64 and rounded once to the accumulator dtype.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..errors import IRError
from ..ir import nodes as N
from ..ir.types import Fragment
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
        if not step.p.body.params[s.slice].mutable:
            raise IRError(f"{step.p.body.name}: bb{step.bi}[{si}]: WmmaStore to an input slice")
        addr, ok = _addresses(step, si, s.offset, s.stride, pos, rows, cols, s.layout, s.slice)
        buf = step.p.bufs[s.slice]
        buf[addr[ok]] = step.ch.frags[s.src][u[ok]].astype(buf.dtype)
