"""The oracle's warpgroup MMA statements (machine.Step's visit methods of WgmmaMma and WgmmaStore):
a warpgroup accumulator belongs to one 128-lane warpgroup; each statement acts per warpgroup.

A warpgroup takes part when any of its lanes is at the statement (the verifier guarantees whole
warpgroups); its scalar operands are read from its lowest active lane. A and B are read from f16
workgroup arrays in the core-matrix layout of nodes.WgmmaMma; the product `A @ B + c` is exact
(f64: every f16 x f16 product is exact there) and rounded once to the f32 accumulator.

A WgmmaMma with pending > 0 is computed at the statement, as every other, and stays "in flight"
for its warpgroup until a later WgmmaMma's pending leaves fewer running: then the operand slots
it read are compared with what they hold now, and a difference (the body overwrote workgroup
memory the hardware may still be reading) is an IRError, as is a WgmmaStore of a warpgroup with
products in flight: then the hardware's result would depend on timing.
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


def _wacc(step, local: int) -> Fragment:
    ty = step.p.body.locals[local].ty
    if not isinstance(ty, Fragment) or ty.role != "wacc":
        raise IRError(f"{step.p.body.name}: bb{step.bi}: _{local} is not a warpgroup accumulator local")
    return ty


def _warpgroups(step) -> tuple[np.ndarray, np.ndarray]:
    """(warpgroup ids taking part, the compact position of each one's lowest active lane)."""
    wgp = step.lanes("wgp")
    live = step.live()
    pos = np.arange(step.k) if live is None else np.flatnonzero(live)
    u, first = np.unique(wgp[pos], return_index=True)
    return u, pos[first]


def _scalar(step, op: N.Operand, pos: np.ndarray) -> np.ndarray:
    return V.as_unsigned_u64(np.broadcast_to(step.val(op), (step.k,))[pos]).astype(np.int64)


def core_matrix_index(rows: int, k: int, lbo: int, sbo: int, k_major: bool = True) -> np.ndarray:
    """The (rows x k) slot offsets of an operand tile in the IR's core-matrix layout: element
    (r, c) at (r // 8) * sbo + (c // 8) * lbo + (r % 8) * 8 + c % 8 when K-major, (c % 8) * 8 +
    r % 8 inside the core matrix when M/N-major (B passes its n as r)."""
    r = np.arange(rows)[:, None]
    c = np.arange(k)[None, :]
    inner = (r % 8) * 8 + c % 8 if k_major else (c % 8) * 8 + r % 8
    return (r // 8) * sbo + (c // 8) * lbo + inner


def _fault(step, si, bad: np.ndarray, pos: np.ndarray, what: str) -> None:
    wgp = step.lanes("wgp")
    step.fault(np.isin(wgp, wgp[pos[bad]]), step.unchecked("bounds", si, what))


def _operand(step, s: N.WgmmaMma, si: int, which: str, pos: np.ndarray, rows: int,
             depth: int, reads: list) -> tuple[np.ndarray, np.ndarray]:
    """(values (groups, rows, depth) as f64, ok per group) of operand A (`which` "a") or B^T ("b");
    with pending > 0, (array, slots, values) appended to `reads`."""
    array = getattr(s, f"{which}_array")
    size = step._wg_size(array)
    off = _scalar(step, getattr(s, f"{which}_offset"), pos)
    rel = core_matrix_index(rows, depth, getattr(s, f"{which}_lbo"), getattr(s, f"{which}_sbo"),
                            getattr(s, f"{which}_major") == "k")
    addr = off[:, None, None] + rel[None]
    bad = (off % 8 != 0) | (addr >= size).reshape(len(pos), -1).any(axis=1)
    if bad.any():
        j = int(np.flatnonzero(bad)[0])
        _fault(step, si, bad, pos, f"unchecked warpgroup MMA {which.upper()} tile at offset {int(off[j])} of "
               f"workgroup array {array} (size {size}): the offset must be a multiple of 8 and the tile "
               f"(last slot {int(addr[j].max())}) inside the array")
    ok = ~bad
    flat = step.lanes("grp_local")[pos][:, None, None] * size + np.where(ok[:, None, None], addr, 0)
    race = step.p.race
    if race is not None and ok.any():  # the tile's reads, spread over the warpgroup's lanes
        _race_reads(step, race, array, flat[ok], pos[ok], si)
    got = step.ch.wg[array][flat]
    if s.pending:
        reads.append((array, flat, got))
    return got.astype(np.float64), ok


def _race_reads(step, race, array: int, flat: np.ndarray, pos: np.ndarray, si: int) -> None:
    """Report a tile read to the race check as lane j of the warpgroup reading elements j, j + 128, ...
    (the hardware reads it with the whole warpgroup)."""
    wgp = step.lanes("wgp")
    lane_in = (step.lanes("lane") % np.uint64(N.WARPGROUP)).astype(np.int64)
    row = np.full(step.k, -1, np.int64)  # which of the participating groups each lane belongs to
    for g, p in enumerate(pos):
        row[wgp == wgp[p]] = g
    mask = row >= 0
    tiles = flat.reshape(len(pos), -1)
    for t in range(0, tiles.shape[1], N.WARPGROUP):
        e = t + lane_in
        m = mask & (e < tiles.shape[1])
        idx = np.where(m, tiles[np.maximum(row, 0), np.minimum(e, tiles.shape[1] - 1)], 0)
        race.wg_read(step, array, idx, m, si)


def mma(step: Step, s: N.WgmmaMma, si: int) -> None:
    u, pos = _warpgroups(step)
    if not u.size:
        return
    acc = _wacc(step, s.dest)
    _, n, depth = acc.shape
    reads: list = []
    a, oka = _operand(step, s, si, "a", pos, N.WGMMA_M, depth, reads)
    bt, okb = _operand(step, s, si, "b", pos, n, depth, reads)
    ok = oka & okb
    frags = step.ch.frags
    c = frags[s.c][u[ok]].astype(np.float64)
    frags[s.dest][u[ok]] = (np.matmul(a[ok], np.swapaxes(bt[ok], 1, 2)) + c).astype(acc.dtype.np)
    _track(step, s, si, u, reads)


def _same(x: np.ndarray, y: np.ndarray) -> bool:
    """Bit-equal f16 arrays (NaN payloads included)."""
    return bool(np.array_equal(x.view(np.uint16), y.view(np.uint16)))


def _track(step, s: N.WgmmaMma, si: int, u: np.ndarray, reads: list) -> None:
    """Record this statement's reads as in flight for each warpgroup of `u` (pending > 0), and
    retire (check) the oldest in-flight products beyond `s.pending`."""
    fly = step.ch.inflight
    for g, wg in enumerate(u.tolist()):
        q = fly.setdefault(wg, [])
        if s.pending:
            q.append(((step.bi, si), [(arr, flat[g], vals[g]) for arr, flat, vals in reads]))
        keep = q[len(q) - s.pending:] if s.pending else []
        for where, rd in q[:len(q) - len(keep)]:
            for arr, flat, vals in rd:
                if not _same(step.ch.wg[arr][flat], vals):
                    raise IRError(f"{step.p.body.name}: bb{where[0]}[{where[1]}]: workgroup array {arr} was written "
                                  f"while the WgmmaMma that reads it was still in flight (pending > 0; retired at "
                                  f"bb{step.bi}[{si}]): wait for it (a WgmmaMma with a smaller pending) before "
                                  "overwriting its operands")
        if keep:
            fly[wg] = keep
        else:
            fly.pop(wg, None)


def store(step: Step, s: N.WgmmaStore, si: int) -> None:
    u, pos = _warpgroups(step)
    if not u.size:
        return
    src = _wacc(step, s.src)
    busy = [int(g) for g in u if step.ch.inflight.get(int(g))]
    if busy:
        raise IRError(f"{step.p.body.name}: bb{step.bi}[{si}]: WgmmaStore of warpgroup {busy[0]} while a WgmmaMma "
                      "with pending > 0 is still in flight; end the chain with a WgmmaMma of pending 0")
    if not step.p.body.params[s.slice].mutable:
        raise IRError(f"{step.p.body.name}: bb{step.bi}[{si}]: WgmmaStore to an input slice")
    m, n = src.rows_cols
    off, stride = _scalar(step, s.offset, pos), _scalar(step, s.stride, pos)
    rows, cols = np.minimum(_scalar(step, s.rows, pos), m), np.minimum(_scalar(step, s.cols, pos), n)
    buf = step.p.bufs[s.slice]
    r = np.arange(m)[None, :, None]
    c = np.arange(n)[None, None, :]
    keep = (r < rows[:, None, None]) & (c < cols[:, None, None])
    addr = off[:, None, None] + r * stride[:, None, None] + c
    bad = (keep & (addr >= buf.size)).reshape(len(pos), -1).any(axis=1)
    if bad.any():
        j = int(np.flatnonzero(bad)[0])
        _fault(step, si, bad, pos, f"unchecked out-of-range WgmmaStore to {step.p.body.params[s.slice].name!r}: "
               f"offset {int(off[j])}, stride {int(stride[j])}, {int(rows[j])}x{int(cols[j])} of a {m}x{n} tile "
               f"(length {buf.size})")
    keep &= ~bad[:, None, None]
    vals = np.broadcast_to(step.ch.frags[s.src][u][:, :m, :n], keep.shape)
    buf[addr[keep]] = vals[keep].astype(buf.dtype)
