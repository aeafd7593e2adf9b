"""Deliberately broken pootc passes the fuzzer must catch (its tests' mutants)."""
from __future__ import annotations

from dataclasses import replace

from poot_core.ir import nodes as N
from poot_core.ir.types import Scalar


def drop_every_second_check(body: N.Body) -> N.Body:
    """Unsound check elimination: every second remaining bounds check becomes a Goto."""
    blocks = list(body.blocks)
    seen = 0
    for i, b in enumerate(blocks):
        t = b.term
        if not isinstance(t, N.SwitchInt) or len(t.cases) != 1:
            continue
        (_, case), other = t.cases[0], t.otherwise
        trap_case = isinstance(blocks[case].term, N.Trap) and blocks[case].term.kind == "bounds"
        trap_other = isinstance(blocks[other].term, N.Trap) and blocks[other].term.kind == "bounds"
        if not (trap_case or trap_other):
            continue
        seen += 1
        if seen % 2 == 0:
            blocks[i] = replace(b, term=N.Goto(other if trap_case else case))
    return replace(body, blocks=tuple(blocks))


def contract_f32(body: N.Body) -> N.Body:
    """A contracting rewrite: an f32 `x * y` feeding an add/sub of the same block is computed in
    f64 with the add and rounded once (the exact product, as an FMA would)."""
    f32, f64 = Scalar("f32"), Scalar("f64")
    locals_ = list(body.locals)

    def new(ty):
        locals_.append(N.LocalDecl(ty))
        return len(locals_) - 1

    def is_f32(op) -> bool:
        if isinstance(op, N.Local):
            return getattr(locals_[op.id].ty, "name", "") == "f32"
        return isinstance(op, N.Const) and op.ty == f32

    blocks = []
    for b in body.blocks:
        products = {}
        out = []
        for s in b.stmts:
            v = s.value if isinstance(s, N.Assign) else None
            if isinstance(v, N.BinOp) and v.op == "mul" and is_f32(v.a) and is_f32(v.b):
                products[s.dest] = v
            if isinstance(v, N.BinOp) and v.op in ("add", "sub") and is_f32(v.a) and is_f32(v.b):
                prod_side = next((x for x in (v.a, v.b) if isinstance(x, N.Local) and x.id in products), None)
                if prod_side is not None:
                    m = products[prod_side.id]
                    other = v.b if prod_side is v.a else v.a
                    ta, tb, to = new(f64), new(f64), new(f64)
                    tm, ts = new(f64), new(f64)
                    out += [N.Assign(ta, N.Cast(m.a, f64)), N.Assign(tb, N.Cast(m.b, f64)), N.Assign(to, N.Cast(other, f64)),
                            N.Assign(tm, N.BinOp("mul", N.Local(ta), N.Local(tb)))]
                    a, c = (N.Local(tm), N.Local(to)) if prod_side is v.a else (N.Local(to), N.Local(tm))
                    out += [N.Assign(ts, N.BinOp(v.op, a, c)), N.Assign(s.dest, N.Cast(N.Local(ts), f32))]
                    continue
            if isinstance(s, N.Assign):
                products.pop(s.dest, None) if not (isinstance(v, N.BinOp) and v.op == "mul") else None
            out.append(s)
        blocks.append(replace(b, stmts=tuple(out)))
    return replace(body, locals=tuple(locals_), blocks=tuple(blocks))
