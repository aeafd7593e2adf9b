"""What wgpu on a GPU gets wrong, found in a body: f16, and reads of a `&mut` buffer after a write to it."""
from __future__ import annotations

from poot_core.ir import nodes as N
from poot_core.ir.types import F16

_WRITES = (N.Store, N.VectorStore, N.AtomicAdd, N.WmmaStore)


def _reads(s) -> tuple[int, ...]:
    if isinstance(s, N.Assign) and isinstance(s.value, N.Load):
        return (s.value.slice,)
    if isinstance(s, (N.AtomicAdd, N.WmmaLoad)):
        return (s.slice,)
    return ()


def reload_after_store(body: N.Body) -> tuple[str, int] | None:
    """(parameter name, block) of the first read of a buffer that a write in the same thread may
    precede (a forward may-analysis over the CFG: loops count, so `acc[i] += x` in a loop does),
    or None."""
    n = len(body.blocks)
    entry: list[frozenset | None] = [None] * n
    entry[0] = frozenset()
    work = [0]
    while work:
        b = work.pop()
        written = set(entry[b] or ())
        for s in body.blocks[b].stmts:
            hit = next((p for p in _reads(s) if p in written), None)
            if hit is not None:
                return body.params[hit].name, b
            if isinstance(s, _WRITES):
                written.add(s.slice)
        out = frozenset(written)
        for t in set(N.successors(body.blocks[b].term)):
            old = entry[t]
            if old is None or not out <= old:
                entry[t] = out if old is None else old | out
                work.append(t)
    return None


def uses_f16(body: N.Body) -> bool:
    """Whether any parameter or local of `body` is f16."""
    return any(p.elem == F16 for p in body.params) or any(d.ty == F16 for d in body.locals)
