"""Helpers of the range-pass tests: checked arithmetic as pootc imports it, oracle outcomes,
and the random checked-arithmetic programs (test_range_checks.py, test_nowrap.py)."""
from __future__ import annotations

import random

import numpy as np

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import USIZE, Scalar
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.passes.range_checks import eliminate_range_checks
from poot_core.pootc import cleanup
from poot_core.target import Grid


# --- checks and outcomes ------------------------------------------------------------------------------------
def checked(kb: Builder, op: str, a, b) -> N.Local:
    """`a op b` with an overflow check as pootc imports it: CheckOverflow, the BinOp, then a
    switch whose `1` edge traps."""
    a = kb._op(a, b if isinstance(b, (N.Local, N.Const)) else None)
    b = kb._op(b, a)
    flag = kb.overflows(op, a, b)
    r = kb.bin(op, a, b)
    site = kb.next_site
    kb.next_site += 1
    cont, trap = kb.new_block(), kb.new_block()
    kb.term(N.SwitchInt(flag, ((1, trap),), cont))
    kb.at(trap)
    kb.term(N.Trap(site, "overflow"))
    kb.at(cont)
    return r


def kept(body: N.Body) -> list[str]:
    """The kinds of the checks left after both passes."""
    clean, _ = eliminate_range_checks(eliminate_dominated_checks(body))
    clean = cleanup.prune(clean)
    clean.verify()
    return sorted(t.kind for _, t in clean.traps())


def outcome(body: N.Body, bufs: dict, grid: Grid):
    try:
        return ("ok", oracle.run(body, {k: v.copy() for k, v in bufs.items()}, grid))
    except KernelFault as f:
        return ("fault", tuple(f.sites), f.thread, f.group, f.exact)


def same(a, b) -> bool:
    if a[0] != b[0]:
        return False
    if a[0] == "ok":
        return a[1].keys() == b[1].keys() and all(np.array_equal(a[1][k], b[1][k], equal_nan=True) for k in a[1])
    return a[1:] == b[1:]


# --- the safety net: random arithmetic programs ---------------------------------------------------
NV = 3
_CMPS = ("lt", "le", "gt", "ge", "eq", "ne")


def adversarial_inputs(seed: int, ty: Scalar):
    """The random programs' inputs for `seed`: (buffers, grid) with small values, values near the
    type's top and values anywhere in its range, 5 and 24 of each."""
    rng = np.random.default_rng(seed)
    lo, hi = N.int_range(ty)
    dt = np.uint64 if ty == USIZE else np.int64
    for n in (5, 24):
        for vals in (rng.integers(0, 40, n), rng.integers(max(lo, hi - 70000), hi, n, endpoint=True, dtype=dt),
                     rng.integers(lo, hi, n, endpoint=True, dtype=dt)):
            yield {"src": np.asarray(vals).astype(ty.np), "out": np.zeros(16, ty.np)}, Grid.threads(16, 8)


def _random_ops(r: random.Random, size: int) -> list:
    """A random program: ((kind, var, arg, const), how many following ops nest) per op."""
    ops = []
    for _ in range(size):
        kind = r.choice(("add", "sub", "mul", "guard", "loop", "rloop", "index", "div", "clamp", "prod"))
        v = r.randrange(NV)
        if kind in ("add", "sub", "mul"):
            op = (kind, v, r.randrange(-1, NV), r.randrange(70001))  # v = v op (w | const)
        elif kind == "guard":
            op = (kind, v, r.choice(_CMPS), r.randrange(70001))    # if v cmp c { ... }
        elif kind in ("loop", "rloop"):  # v counts up to 16 + bound by step (rloop: the test at the end)
            op = (kind, v, r.randrange(1, 10), r.randrange(1, 5))
        elif kind == "index":
            op = (kind, v, 0, 0)                                    # acc = src[v] (checked)
        elif kind in ("div", "prod"):  # v = v / w (checked); acc = v * w (checked: v, w unchanged)
            op = (kind, v, r.randrange(NV), 0)
        else:
            op = (kind, v, r.randrange(1, 301), 0)                  # v = v % c
        ops.append((op, r.randrange(3)))
    return ops




def _random_program(prog, ty: Scalar) -> N.Body:
    kb = Builder("arith", 8)
    src, out = kb.input("src", ty), kb.output("out", ty)
    i = kb.thread_index()
    n = kb.len(src)
    vs = [kb.var(ty, N.Const(ty, 0), f"v{k}") for k in range(NV)]
    for k, v in enumerate(vs):
        kb.if_(kb.lt(checked(kb, "add", i, N.Const(USIZE, k)), n),
               lambda v=v, k=k: kb.set(v, N.Use(kb.load(src, kb.add(i, N.Const(USIZE, k))))))
    acc = kb.var(ty, N.Const(ty, 0), "acc")

    def c(x: int) -> N.Const:
        lo, hi = N.int_range(ty)
        return N.Const(ty, max(lo, min(hi, x - 35000 if ty.is_signed else x)))

    def emit(ops):
        if not ops:
            return
        (kind, v, w, x), nest = ops[0]
        inner, rest = ops[1:1 + nest], ops[1 + nest:]
        var = vs[v]
        if kind in ("add", "sub", "mul"):
            kb.set(var, N.Use(checked(kb, kind, var, vs[w] if w >= 0 else c(x))))
        elif kind == "guard":
            kb.if_(kb.bin(w, var, c(x)), lambda: emit(inner))
            inner = []
        elif kind == "loop":  # for k in var % 16 .. 16 + bound by step { var = k; inner } (k: its own counter)
            k = kb.var(ty, N.Const(ty, 0), "k")
            if not ty.is_signed:
                kb.set(k, N.BinOp("rem", var, N.Const(ty, 16)))
            kb.while_(lambda: kb.lt(k, N.Const(ty, 16 + w)),
                      lambda: (kb.set(var, N.Use(k)), emit(inner),
                               kb.set(k, N.Use(checked(kb, "add", k, N.Const(ty, x))))))
            inner = []
        elif kind == "rloop":  # loop { var = k; inner; k += step; if !(k < 16 + bound) break }: hoisting's shape
            k = kb.var(ty, N.Const(ty, 0), "k")
            if not ty.is_signed:
                kb.set(k, N.BinOp("rem", var, N.Const(ty, 16)))
            head, out_b = kb.new_block(), kb.new_block()
            kb.goto(head)
            kb.at(head)
            kb.set(var, N.Use(k))
            if x % 2 == 0:  # a product of the other two variables, which the loop may leave unchanged
                others = [u for u in vs if u.id != var.id]
                kb.set(acc, N.Use(checked(kb, "mul", others[0], others[1])))
            emit(inner)
            kb.set(k, N.Use(checked(kb, "add", k, N.Const(ty, x))))
            kb.term(N.SwitchInt(kb.lt(k, N.Const(ty, 16 + w)), ((0, out_b),), head))
            kb.at(out_b)
            inner = []
        elif kind == "index":
            k = kb.cast(var, USIZE)
            kb.set(acc, N.Use(kb.load(src, k, checked=True)))
        elif kind == "div":
            d = vs[w]
            kb.check(kb.ne(d, N.Const(ty, 0)), "divide")
            kb.set(var, N.Use(checked(kb, "div", var, d)))
        elif kind == "prod":
            kb.set(acc, N.Use(checked(kb, "mul", var, vs[w])))
        elif kind == "clamp":
            if ty.is_signed:
                kb.set(var, N.Use(N.Const(ty, 0)))
            kb.set(var, N.BinOp("rem", var, N.Const(ty, w)))
        emit(inner)
        emit(rest)
    emit(prog)
    total = acc
    for v in vs:
        total = kb.bin("xor", total, v)
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, total))
    kb.ret()
    return kb.build()


