"""The oracle's asynchronous global -> workgroup copies (machine.Step's visit methods of AsyncCopy,
AsyncCommit and AsyncWait).

The oracle copies at issue: `count` elements of the source from `src_index` into the lane's
workgroup's array at `dst_index`, the first `valid` of them read from the source, the rest written
0 (the source beyond `valid` is never read). A correct program cannot tell this from a copy that
lands at the wait: with the race check on (racecheck.py) the copy is in flight from its issue to
the lane's AsyncWait that completes it, and touching a destination slot in flight (any lane, the
issuing one included), or writing a source element in flight, is a DataRace; the copy counts as
the issuing lane's write both at issue and at its completion, so other lanes need a barrier after
the wait. A misaligned index (not a multiple of `count`) faults (kind "alignment"), as does an
out-of-range destination, a source element below `valid` past the buffer's end, or `valid` above
`count` (kind "bounds").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..ir import nodes as N
from . import values as V

if TYPE_CHECKING:
    from .machine import Step


def _u(step: Step, op: N.Operand) -> np.ndarray:
    return V.as_unsigned_u64(np.broadcast_to(step.val(op), (step.k,)))


def copy(step: Step, s: N.AsyncCopy, si: int) -> None:
    p, n = step.p, s.count
    size, buf = p.wg_size[s.array], p.bufs[s.slice]
    dst, src = _u(step, s.dst_index), _u(step, s.src_index)
    valid = np.full(step.k, n, np.uint64) if s.valid is None else _u(step, s.valid)
    name = p.body.params[s.slice].name
    what = f"async_copy of {n} from {name!r} into workgroup array {s.array}"
    checks = (
        (valid > np.uint64(n), "bounds", lambda j: f"{what}: valid count {int(valid[j])} exceeds the count {n}"),
        ((dst % np.uint64(n) != 0) | (src % np.uint64(n) != 0), "alignment",
         lambda j: f"misaligned {what}: destination {int(dst[j])} and source {int(src[j])} must be multiples of {n}"),
        ((dst > np.uint64(max(size - n, 0))) | (size < n), "bounds",
         lambda j: f"unchecked out-of-range {what}: destination {int(dst[j])} .. {int(dst[j]) + n - 1} (length {size})"),
        ((valid > 0) & ((src > np.uint64(buf.size)) | (np.minimum(valid, np.uint64(n)) > np.uint64(buf.size) - np.minimum(src, np.uint64(buf.size)))),
         "bounds", lambda j: f"unchecked out-of-range {what}: source {int(src[j])} .. {int(src[j]) + int(valid[j]) - 1} "
         f"(length {buf.size})"),
    )
    bad = np.zeros(step.k, bool)
    for mask, kind, msg in checks:
        mask = mask & ~bad
        if mask.any():
            step.fault(mask, step.unchecked(kind, si, msg(int(np.flatnonzero(mask)[0]))))
            bad |= mask
    live = ~bad if step.killed is None else ~bad & ~step.killed
    lanes = np.flatnonzero(live)
    if lanes.size == 0:
        return
    j = np.arange(n, dtype=np.int64)
    flat = (step.lanes("grp_local")[lanes].astype(np.int64) * size + dst[lanes].astype(np.int64))[:, None] + j
    read = j[None, :] < valid[lanes].astype(np.int64)[:, None]
    sidx = np.where(read, src[lanes].astype(np.int64)[:, None] + j, 0)
    if p.race is not None:
        p.race.async_copy(step, s, lanes, flat, sidx, read, si)
    vals = buf[sidx] if buf.size else np.zeros(sidx.shape, buf.dtype)
    arr = step.ch.wg[s.array]
    arr[flat] = np.where(read, vals, 0).astype(arr.dtype)


def commit(step: Step, s: N.AsyncCommit, si: int) -> None:
    if step.p.race is not None:
        step.p.race.async_commit(step)


def wait(step: Step, s: N.AsyncWait, si: int) -> None:
    if step.p.race is not None:
        step.p.race.async_wait(step, s.pending, si)
