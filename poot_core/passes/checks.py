"""Dominated-check elimination: drop a bounds check that a dominating guard provably repeats.

A bounds check is a block ending in `SwitchInt(c, ((0, T),), cont)` where `c = Lt(x, y)` and
block T is a `Trap(kind="bounds")`. A fact `x < y` holds on the true edge of every switch on
such a comparison (a guard `if x < y`, `if y > x`, or an earlier check that passed, whose trap
edge is the false one) and on the false edge of `x >= y` / `y <= x`. Facts flow forward and are
intersected at joins (a must-analysis); assigning x or y kills the facts that mention it.
`lane = local_index()` gives `lane < WORKGROUP_SIZE` on its edge. The bound y is compared by value: a local whose every assignment is `Len(s)` of the same slice stands
for `len(s)`, one whose every assignment is the same constant for that constant, and
`x < c` proves `x < d` for constants c <= d. A check whose fact holds where its condition is
computed becomes a Goto; the trap block is left for the caller to prune.
"""
from __future__ import annotations

from dataclasses import replace

from ..ir import cfg
from ..ir import nodes as N
from ..ir.walk import block_defs, defs

_FLIP = {"lt": ("lt", False), "gt": ("lt", True), "ge": ("lt", False), "le": ("lt", True)}


def _value_classes(body: N.Body) -> dict[int, tuple]:
    """local -> ('len', slice) or ('const', value) when every assignment agrees."""
    seen: dict[int, set] = {}
    copies: dict[int, set] = {}
    for b in body.blocks:
        for s in b.stmts:
            for d in defs(s):
                key: tuple | None = None
                if isinstance(s, N.Assign) and s.dest == d:
                    v = s.value
                    if isinstance(v, N.Len):
                        key = ("len", v.slice)
                    elif isinstance(v, N.Use) and isinstance(v.a, N.Const) and v.a.ty.is_int:
                        key = ("const", int(v.a.value))
                    elif isinstance(v, N.Use) and isinstance(v.a, N.Local):
                        key = ("copy",)
                        copies.setdefault(d, set()).add(v.a.id)
                seen.setdefault(d, set()).add(key)
        for d in defs(b.term):
            seen.setdefault(d, set()).add(None)
    classes = {d: next(iter(ks)) for d, ks in seen.items() if len(ks) == 1 and None not in ks and ks != {("copy",)}}
    # copies of a classified local share its class (`end = n` where `n = len(a)`); a copy of an
    # unclassified local has no class of its own: it is its own value (two copies of different
    # sums are different values)
    changed = True
    while changed:
        changed = False
        for d, ks in seen.items():
            if d in classes or ks != {("copy",)}:
                continue
            srcs = copies.get(d, set())
            got = {classes.get(x) for x in srcs}
            if len(got) == 1 and None not in got:
                classes[d] = next(iter(got))
                changed = True
    return classes


def _key(op: N.Operand, classes: dict) -> tuple | None:
    if isinstance(op, N.Const):
        return ("const", int(op.value)) if op.ty.is_int else None
    return classes.get(op.id, ("local", op.id))


def _mentions(fact: tuple, local: int) -> bool:
    return any(k == ("local", local) for k in fact)


def _implies(facts: frozenset, x: tuple, y: tuple) -> bool:
    if (x, y) in facts:
        return True
    if y[0] == "const":
        return any(fx == x and fy[0] == "const" and fy[1] <= y[1] for fx, fy in facts)
    if x[0] == "const" and y[0] == "len":  # c < len(s) proves d < len(s) for d <= c
        return any(fy == y and fx[0] == "const" and x[1] <= fx[1] for fx, fy in facts)
    return False


def _cond_def(block: N.Block, c: N.Operand):
    """(statement index, BinOp) defining switch operand c in this block, if it is a comparison."""
    if not isinstance(c, N.Local):
        return None
    for i in range(len(block.stmts) - 1, -1, -1):
        s = block.stmts[i]
        if c.id in defs(s):
            if isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.op in _FLIP:
                return i, s.value
            return None
    return None


def _fact_of(block: N.Block, classes: dict, workgroup_size: int):
    """(fact, the target where it holds) for a block ending in a switch on a comparison, or in
    `lane = local_index()` (lane < workgroup_size)."""
    t = block.term
    if isinstance(t, N.ThreadIndexCall) and t.axis == "local":
        k = _key(N.Local(t.dest), classes)
        return ((k, ("const", workgroup_size)), t.target) if k and k[0] == "local" else None
    if not isinstance(t, N.SwitchInt) or len(t.cases) != 1 or t.cases[0][0] not in (0, 1):
        return None
    found = _cond_def(block, t.discr)
    if found is None:
        return None
    i, cmp = found
    base, swap = _FLIP[cmp.op]
    x, y = (cmp.b, cmp.a) if swap else (cmp.a, cmp.b)
    kx, ky = _key(x, classes), _key(y, classes)
    if kx is None or ky is None:
        return None
    # the operands must still hold their values at the switch
    later = {d for s in block.stmts[i + 1:] for d in defs(s)}
    if any(_mentions((kx, ky), d) for d in later):
        return None
    holds_when_true = cmp.op in ("lt", "gt")
    case_val, case_tgt = t.cases[0]
    true_tgt = t.otherwise if case_val == 0 else case_tgt
    false_tgt = case_tgt if case_val == 0 else t.otherwise
    tgt = true_tgt if holds_when_true else false_tgt
    other = false_tgt if holds_when_true else true_tgt
    if tgt == other:
        return None
    return (kx, ky), tgt


def eliminate_dominated_checks(body: N.Body) -> N.Body:
    """Return a new Body without the bounds checks that a dominating guard repeats."""
    classes = _value_classes(body)
    n = len(body.blocks)
    preds = cfg.predecessors(cfg.successors(body))
    kills = [set(block_defs(b)) for b in body.blocks]
    edge = [_fact_of(b, classes, body.workgroup_size) for b in body.blocks]
    TOP = None  # "every fact" before the first visit
    entry: list = [TOP] * n
    entry[0] = frozenset()

    def exit_facts(i: int) -> frozenset:
        f = entry[i]
        return frozenset(x for x in f if not any(_mentions(x, d) for d in kills[i]))

    changed = True
    while changed:
        changed = False
        for i in range(n):
            if i != 0:
                ins = []
                for p in preds[i]:
                    if entry[p] is TOP:
                        continue
                    f = exit_facts(p)
                    e = edge[p]
                    if e is not None and e[1] == i:
                        f = f | {e[0]}
                    ins.append(f)
                if not ins:
                    continue
                new = frozenset.intersection(*ins)
                if entry[i] is TOP or new != entry[i]:
                    entry[i] = new
                    changed = True
    blocks = list(body.blocks)
    for i, b in enumerate(body.blocks):
        t = b.term
        if entry[i] is TOP or not isinstance(t, N.SwitchInt) or len(t.cases) != 1 or t.cases[0][0] != 0:
            continue
        trap = body.blocks[t.cases[0][1]].term
        if not (isinstance(trap, N.Trap) and trap.kind == "bounds"):
            continue
        found = _cond_def(b, t.discr)
        if found is None or found[1].op != "lt":
            continue
        i_def, cmp = found
        kx, ky = _key(cmp.a, classes), _key(cmp.b, classes)
        if kx is None or ky is None:
            continue
        before = {d for s in b.stmts[:i_def] for d in defs(s)}
        after = {d for s in b.stmts[i_def + 1:] for d in defs(s)}
        facts = frozenset(x for x in entry[i] if not any(_mentions(x, d) for d in before))
        if any(_mentions((kx, ky), d) for d in after):
            continue
        if _implies(facts, kx, ky):
            blocks[i] = replace(b, term=N.Goto(t.otherwise))
    return replace(body, blocks=tuple(blocks))
