"""What wgpu on a GPU gets wrong, found in a body: f16, and reads of a `&mut` buffer after a write to it."""
from __future__ import annotations

from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.ir.memory import PARAM, accesses
from poot_core.ir.types import F16


def reload_after_store(body: N.Body) -> tuple[str, int] | None:
    """(parameter name, block) of the first read of a buffer that a write in the same thread may
    precede (a forward may-analysis over the CFG: loops count, so `acc[i] += x` in a loop does),
    or None."""
    succ = cfg.successors(body)
    entry: list[frozenset | None] = [None] * len(body.blocks)
    entry[0] = frozenset()
    work = [0]
    while work:
        b = work.pop()
        written = set(entry[b] or ())
        for s in body.blocks[b].stmts:
            acc = [a for a in accesses(s) if a.space == PARAM]
            hit = next((a.id for a in acc if a.reads and a.id in written), None)
            if hit is not None:
                return body.params[hit].name, b
            written.update(a.id for a in acc if a.writes)
        out = frozenset(written)
        for t in set(succ[b]):
            old = entry[t]
            if old is None or not out <= old:
                entry[t] = out if old is None else old | out
                work.append(t)
    return None


def uses_f16(body: N.Body) -> bool:
    """Whether any parameter or local of `body` is f16."""
    return any(p.elem == F16 for p in body.params) or any(d.ty == F16 for d in body.locals)
