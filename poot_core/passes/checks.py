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
from ..ir.walk import Visitor, block_defs, defs

_FLIP = {"lt": ("lt", False), "gt": ("lt", True), "ge": ("lt", False), "le": ("lt", True)}


class _Value(Visitor):
    """The value a node gives the locals it writes, as far as check elimination tells values
    apart: ('len', slice), ('const', value), ('copy', local) or None (any other value)."""

    def visit_Assign(self, s: N.Assign) -> tuple | None:
        return self.visit(s.value)

    def visit_Len(self, v: N.Len) -> tuple | None:
        return ("len", v.slice)

    def visit_Use(self, v: N.Use) -> tuple | None:
        if isinstance(v.a, N.Const):
            return ("const", int(v.a.value)) if v.a.ty.is_int else None
        return ("copy", v.a.id)

    def _other(self, x: object) -> None:
        return None

    visit_BinOp = visit_UnOp = visit_CheckOverflow = visit_Cast = visit_Math = visit_FromBits = _other
    visit_NoContractAdd = visit_Load = visit_WgRead = visit_ShuffleXor = _other
    visit_Store = visit_WorkgroupLocalWrite = visit_VectorStore = visit_AtomicAdd = _other
    visit_WmmaFill = visit_WmmaLoad = visit_WmmaMma = visit_WmmaStore = _other
    visit_WgmmaMma = visit_WgmmaStore = _other
    visit_AsyncCopy = visit_AsyncCommit = visit_AsyncWait = _other
    visit_Goto = visit_SwitchInt = visit_ThreadIndexCall = visit_Barrier = visit_Return = visit_Trap = _other


def _value_classes(body: N.Body) -> dict[int, tuple]:
    """local -> ('len', slice) or ('const', value) when every assignment agrees."""
    seen: dict[int, set] = {}
    copies: dict[int, set] = {}
    value = _Value()
    for b in body.blocks:
        for x in b.stmts + (b.term,):
            key: tuple | None = value.visit(x)
            src = None
            if key is not None and key[0] == "copy":
                src, key = key[1], ("copy",)
            for d in defs(x):
                seen.setdefault(d, set()).add(key)
                if src is not None:
                    copies.setdefault(d, set()).add(src)
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


class _EdgeFact(Visitor):
    """(fact, the target where it holds) that a block's terminator establishes, or None: a switch
    on a comparison, and `lane = local_index()` (lane < workgroup_size)."""

    def __init__(self, classes: dict, workgroup_size: int):
        self.classes, self.workgroup_size = classes, workgroup_size

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall, block: N.Block):
        if t.axis != "local":
            return None
        k = _key(N.Local(t.dest), self.classes)
        return ((k, ("const", self.workgroup_size)), t.target) if k and k[0] == "local" else None

    def visit_SwitchInt(self, t: N.SwitchInt, block: N.Block):
        if len(t.cases) != 1 or t.cases[0][0] not in (0, 1):
            return None
        found = _cond_def(block, t.discr)
        if found is None:
            return None
        i, cmp = found
        base, swap = _FLIP[cmp.op]
        x, y = (cmp.b, cmp.a) if swap else (cmp.a, cmp.b)
        kx, ky = _key(x, self.classes), _key(y, self.classes)
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

    def _none(self, t: object, block: N.Block) -> None:
        return None

    visit_Goto = visit_Barrier = visit_Return = visit_Trap = _none


def eliminate_dominated_checks(body: N.Body) -> N.Body:
    """Return a new Body without the bounds checks that a dominating guard repeats."""
    classes = _value_classes(body)
    n = len(body.blocks)
    preds = cfg.predecessors(cfg.successors(body))
    kills = [set(block_defs(b)) for b in body.blocks]
    fact_of = _EdgeFact(classes, body.workgroup_size)
    edge = [fact_of.visit(b.term, b) for b in body.blocks]
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
