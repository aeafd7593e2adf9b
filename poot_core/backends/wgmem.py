"""Workgroup memory beyond f32 arrays, as a target sees it: which element types, Wmma tiles in
workgroup arrays and async copies a body uses, and the typed refusal of what a target does not
lower (docs/matrix.md, "Workgroup memory"; the size limit is runtime.check_workgroup_memory's)."""
from __future__ import annotations

from typing import Iterable

from ..errors import CapabilityError
from ..ir import nodes as N
from ..ir.types import F32, Scalar


def wg_elems(body: N.Body) -> set[Scalar]:
    """The element types of the body's workgroup arrays."""
    return {w.elem for w in body.wg_arrays}


def uses_wmma_wg(body: N.Body) -> bool:
    """Whether a Wmma load or store of the body addresses a workgroup array."""
    return any(isinstance(s, (N.WmmaLoad, N.WmmaStore)) and s.space == "wg" for b in body.blocks for s in b.stmts)


def refuse(body: N.Body, target: str, *, elems: Iterable[Scalar] = (F32,), wmma_wg: bool = False,
           async_copy: bool = False, why: str = "") -> None:
    """CapabilityError naming the first workgroup-memory feature of `body` that `target` does not
    lower: an array element type outside `elems`, a Wmma tile in a workgroup array (unless
    `wmma_wg`), an async copy (unless `async_copy`); `why` says why, when the target knows."""
    ok = set(elems)
    reason = f" ({why})" if why else ""
    for w in body.wg_arrays:
        if w.elem not in ok:
            names = ", ".join(sorted(str(e) for e in ok))
            raise CapabilityError(f"workgroup array {w.id} is [{w.elem}]; {target} lowers workgroup arrays of "
                                  f"{names} only{reason}: use one of those, or run on the oracle",
                                  target=target, kernel=body.name)
    if not wmma_wg and uses_wmma_wg(body):
        raise CapabilityError(f"{target} does not lower Wmma loads and stores of workgroup arrays{reason}; "
                              "load the tiles from a slice parameter, or run on the oracle",
                              target=target, kernel=body.name)
    if not async_copy and body.uses_async_copy():
        raise CapabilityError(f"{target} does not lower async copies (AsyncCopy/AsyncCommit/AsyncWait){reason}; "
                              "copy with loads and wg_write, or run on the oracle", target=target, kernel=body.name)


__all__ = ["wg_elems", "uses_wmma_wg", "refuse"]
