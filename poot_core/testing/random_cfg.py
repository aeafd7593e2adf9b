"""The kit's seeded random reducible control-flow bodies, for property tests of CFG passes such as structurize.

Nested ifs/loops, &&/||, labelled break/continue, early returns, guarded traps:

    body = random_cfg_body(seed, traps=True)

Each thread folds the events it passes into a u32 hash and stores it to out[thread] before any
return, so equal outputs mean equal paths. Conditions compare loaded data with thresholds; every
loop has an iteration counter bound, so every body terminates. Buffers: data (u32, any length
>= 1) and out (u32, one per thread).
"""
from __future__ import annotations

import random

from ..errors import Span
from ..ir import nodes as N
from ..ir.types import BOOL, U32, USIZE


class _Gen:
    def __init__(self, seed: int, traps: bool, barriers: bool):
        self.r = random.Random(seed)
        self.traps, self.barriers = traps, barriers
        self.locals: list[N.LocalDecl] = []
        self.blocks: list[list] = []
        self.site = 0
        self.events = 0
        self.counters: list[int] = []
        self.budget = self.r.randint(6, 30)

    def local(self, ty, name="") -> int:
        self.locals.append(N.LocalDecl(ty, name))
        return len(self.locals) - 1

    def new(self) -> int:
        self.blocks.append([[], None])
        return len(self.blocks) - 1

    def emit(self, b: int, *stmts) -> None:
        self.blocks[b][0].extend(stmts)

    def term(self, b: int, t) -> None:
        assert self.blocks[b][1] is None
        self.blocks[b][1] = t

    # --- conditions ------------------------------------------------------------------------
    def leaf(self, b: int) -> int:
        """Emit into b: cond = data[(tid * p + salt + counters) % len(data)] < threshold."""
        i = self.local(USIZE)
        self.emit(b, N.Assign(i, N.BinOp("mul", N.Local(self.tid), N.Const(USIZE, self.r.randint(1, 9)))),
                  N.Assign(i, N.BinOp("add", N.Local(i), N.Const(USIZE, self.r.randint(0, 100)))))
        for c in self.counters[-2:]:
            self.emit(b, N.Assign(i, N.BinOp("add", N.Local(i), N.Local(c))))
        n = self.local(USIZE)
        v = self.local(U32)
        cond = self.local(BOOL)
        self.emit(b, N.Assign(n, N.Len(0)), N.Assign(i, N.BinOp("rem", N.Local(i), N.Local(n))),
                  N.Assign(v, N.Load(0, N.Local(i))),
                  N.Assign(cond, N.BinOp("lt", N.Local(v), N.Const(U32, self.r.randint(0, 100)))))
        return cond

    def cond(self, b: int, yes: int, no: int, depth: int = 0) -> None:
        """Branch from b to yes/no on a random &&/||/! chain (short-circuit)."""
        k = self.r.random()
        if depth < 2 and k < 0.25:
            mid = self.new()
            self.cond(b, mid, no, depth + 1)   # a && b
            self.cond(mid, yes, no, depth + 1)
        elif depth < 2 and k < 0.45:
            mid = self.new()
            self.cond(b, yes, mid, depth + 1)  # a || b
            self.cond(mid, yes, no, depth + 1)
        else:
            c = self.leaf(b)
            if self.r.random() < 0.5:
                self.term(b, N.SwitchInt(N.Local(c), ((0, no),), yes))
            else:
                self.term(b, N.SwitchInt(N.Local(c), ((1, yes),), no))

    # --- statements ------------------------------------------------------------------------
    def event(self, b: int) -> None:
        self.events += 1
        self.emit(b, N.Assign(self.h, N.BinOp("mul", N.Local(self.h), N.Const(U32, 31))),
                  N.Assign(self.h, N.BinOp("add", N.Local(self.h), N.Const(U32, self.events))))

    def ret(self, b: int) -> None:
        self.emit(b, N.Store(1, N.Local(self.tid), N.Local(self.h)))
        if self.r.random() < 0.5:  # through a shared empty return block sometimes
            self.term(b, N.Goto(self.ret_block))
        else:
            self.term(b, N.Return())

    def stmts(self, b: int, loops: list, depth: int) -> int | None:
        """Emit a random statement list starting in block b; returns the open block, or None
        when control left (break/continue/return)."""
        for _ in range(self.r.randint(1, 4)):
            if b is None or self.budget <= 0:
                return b
            self.budget -= 1
            k = self.r.random()
            if k < 0.25 or depth > 3:
                self.event(b)
            elif k < 0.45:  # if / else
                t, e, m = self.new(), self.new(), self.new()
                self.cond(b, t, e)
                te = self.stmts(t, loops, depth + 1)
                ee = self.stmts(e, loops, depth + 1) if self.r.random() < 0.6 else e
                for x in (te, ee):
                    if x is not None:
                        self.term(x, N.Goto(m))
                b = m
            elif k < 0.65:  # while with a counter
                c = self.local(USIZE, "ctr")
                self.emit(b, N.Assign(c, N.Use(N.Const(USIZE, 0))))
                head, chk, body, exit_ = self.new(), self.new(), self.new(), self.new()
                self.term(b, N.Goto(head))
                ok = self.local(BOOL)
                self.emit(head, N.Assign(ok, N.BinOp("lt", N.Local(c), N.Const(USIZE, self.r.randint(1, 4)))))
                self.term(head, N.SwitchInt(N.Local(ok), ((0, exit_),), chk))
                self.counters.append(c)
                if self.r.random() < 0.6:
                    self.cond(chk, body, exit_)
                else:
                    self.term(chk, N.Goto(body))
                self.emit(body, N.Assign(c, N.BinOp("add", N.Local(c), N.Const(USIZE, 1))))
                end = self.stmts(body, loops + [(head, exit_)], depth + 1)
                if end is not None:
                    self.term(end, N.Goto(head))
                self.counters.pop()
                b = exit_
            elif k < 0.75:  # loop { ctr += 1; if ctr > n { break } ... }
                c = self.local(USIZE, "ctr")
                self.emit(b, N.Assign(c, N.Use(N.Const(USIZE, 0))))
                head, body, exit_ = self.new(), self.new(), self.new()
                self.term(b, N.Goto(head))
                ok = self.local(BOOL)
                self.emit(head, N.Assign(c, N.BinOp("add", N.Local(c), N.Const(USIZE, 1))),
                          N.Assign(ok, N.BinOp("gt", N.Local(c), N.Const(USIZE, self.r.randint(1, 4)))))
                self.term(head, N.SwitchInt(N.Local(ok), ((1, exit_),), body))
                self.counters.append(c)
                end = self.stmts(body, loops + [(head, exit_)], depth + 1)
                if end is not None:
                    self.term(end, N.Goto(head))
                self.counters.pop()
                b = exit_
            elif k < 0.85 and loops:  # if cond { break/continue to some enclosing loop }
                t, e = self.new(), self.new()
                self.cond(b, t, e)
                head, exit_ = self.r.choice(loops)
                if self.r.random() < 0.5:
                    self.event(t)
                self.term(t, N.Goto(exit_ if self.r.random() < 0.6 else head))
                b = e
            elif k < 0.92:  # if cond { return }
                t, e = self.new(), self.new()
                self.cond(b, t, e)
                self.event(t)
                self.ret(t)
                b = e
            elif self.traps:  # if cond { trap }  (a failed check)
                t, e = self.new(), self.new()
                self.cond(b, t, e)
                self.term(t, N.Trap(self.site, "bounds", Span("gen.rs", self.site + 1, 1)))
                self.site += 1
                b = e
            elif self.barriers and depth == 0:
                nb = self.new()
                self.term(b, N.Barrier(nb))
                b = nb
            else:
                self.event(b)
        return b

    def build(self, name: str) -> N.Body:
        entry = self.new()
        self.tid = self.local(USIZE, "tid")
        self.h = self.local(U32, "h")
        b = self.new()
        self.term(entry, N.ThreadIndexCall(self.tid, "global", b))
        self.emit(b, N.Assign(self.h, N.Use(N.Const(U32, 0))))
        self.ret_block = self.new()
        self.term(self.ret_block, N.Return())
        end = self.stmts(b, [], 0)
        if end is not None:
            self.ret(end)
        blocks = tuple(N.Block(tuple(s), t) for s, t in self.blocks)
        return N.Body(name, (N.Param("data", U32), N.Param("out", U32, True)), tuple(self.locals), blocks, 32)


def random_cfg_body(seed: int, traps: bool = True, barriers: bool = False) -> N.Body:
    """A random reducible-CFG kernel (deterministic per seed)."""
    return _Gen(seed, traps, barriers).build(f"cfg_{seed}")
