"""The kit's seeded random valid Kernel IR bodies (every node kind and type) and random buffers to run them on.

    body = random_body(seed)            # deterministic per seed; passes Body.verify()
    bufs = random_buffers(body, 4 * MIN_LEN, np.random.default_rng(seed))

Bodies are also well-defined programs, so they can be run on the oracle and on targets: locals
are read only after a dominating definition, integer divisors are `(x & 7) + 1`, slice and LDS
indices are `x % n` and guarded by an `if` or a bounds check (buffers of MIN_LEN elements never
fail one), Wmma tiles (16x16 at element group_index() * 256) are guarded, loops have bounded
trip counts, barriers sit only under workgroup-uniform control and Wmma ops only under
subgroup-uniform control. Unless faults=False, some bodies hold checks on random bools, which
may trap (every trap kind appears).
With hypothesis: `@given(bodies())`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from ..errors import Span
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, F64, I32, INTS, SCALARS, U32, USIZE, Fragment, Ptr, Ref, Scalar, Slice, Ty, UNIT

ALL = tuple(SCALARS.values())
NUMERIC = tuple(t for t in ALL if t != BOOL)
NAMES = ("k", "elementwise_add", "wg_reduce", "gemm_tile", "kernel_\u00e9t\u00e9", "x")


MIN_LEN = 64  # buffers at least this long never fail a generated bounds check
WMMA_PARAMS = ("wa", "wb", "wc", "wh")  # the parameters Wmma tiles read and write (256 * (groups + 1) elements)


@dataclass(frozen=True)
class _Ctx:
    depth: int
    sg_uniform: bool  # subgroup-uniform control: Wmma allowed
    wg_uniform: bool  # workgroup-uniform control: barriers allowed


class _Gen:
    def __init__(self, rng: random.Random, wmma: bool | None, faults: bool = True):
        self.r, self.faults = rng, faults
        self.wmma = rng.random() < 0.35 if wmma is None else wmma
        ws = rng.choice((32, 64, 128) if self.wmma else (1, 3, 32, 48, 64, 256))
        self.kb = Builder(rng.choice(NAMES), ws)
        self.budget = rng.randint(4, 40)
        self.pool: dict[Scalar, list[N.Local]] = {t: [] for t in ALL}
        self.mutable: set[int] = set()

    # --- helpers --------------------------------------------------------------------------
    def const(self, ty: Scalar) -> N.Const:
        r = self.r
        if ty == BOOL:
            return N.Const(BOOL, r.random() < 0.5)
        if ty.is_int:
            lo, hi = N.int_range(ty)
            return N.Const(ty, r.choice((0, 1, 2, 31, 32, 64, hi, lo, r.randint(lo, hi), r.randint(0, 100))))
        if r.random() < 0.3:
            return N.Const.from_bits(ty, r.getrandbits(ty.bits))
        return N.Const(ty, r.choice((0.0, -0.0, 1.0, 0.5, 2.5, -2.5, 1e-3, 3.14159, float("inf"), float("-inf"),
                                     float("nan"), r.uniform(-100, 100))))

    def operand(self, ty: Scalar) -> N.Operand:
        xs = self.pool[ty]
        if xs and self.r.random() < 0.7:
            return self.r.choice(xs)
        return self.const(ty)

    def new(self, value: N.Rvalue, ty: Scalar, mutable: bool = True) -> N.Local:
        loc = self.kb.assign(value, ty, self.r.choice(("", "", "t", "acc", "\u00e4")))
        self.pool[ty].append(loc)
        if mutable:
            self.mutable.add(loc.id)
        return loc

    def tmp(self, value: N.Rvalue, ty: Scalar) -> N.Local:
        return self.kb.assign(value, ty)

    def small_index(self, modulus: int) -> N.Local:
        """A fresh usize in [0, modulus)."""
        return self.tmp(N.BinOp("rem", self.operand(USIZE), N.Const(USIZE, modulus)), USIZE)

    def nonzero(self, ty: Scalar) -> N.Local:
        """(x & 7) + 1: an integer divisor in 1..8."""
        m = self.tmp(N.BinOp("and", self.operand(ty), N.Const(ty, 7)), ty)
        return self.tmp(N.BinOp("add", m, N.Const(ty, 1)), ty)

    def span(self) -> Span | None:
        r = self.r
        if r.random() < 0.2:
            return None
        line = r.randint(1, 500)
        return Span(r.choice(("kernels/probe/k.rs", "src/\u00fc.rs")), line, r.randint(1, 80),
                    line + r.randint(0, 2), r.randint(1, 80))

    def check(self, ok: N.Operand, kind: str = "bounds") -> None:
        self.kb.check(ok, kind, self.span(), self.r.choice(("", "index out of bounds", "attempt to add")))

    # --- rvalues --------------------------------------------------------------------------
    def rvalue(self, ty: Scalar) -> N.Rvalue:
        r, kb = self.r, self.kb
        opts = ["use", "cast"]
        if ty.is_int or ty.is_float:
            opts += ["arith", "arith", "neg"]
        if ty.is_int or ty == BOOL:
            opts += ["bit", "not"]
        if ty.is_int:
            opts += ["shift"]
        if ty == BOOL:
            opts += ["cmp", "cmp", "overflow"]
        if ty.is_float:
            opts += ["math1", "math1"]
        if ty.is_int or ty.is_float:
            opts += ["math2"]
        if ty == F32:
            opts += ["from_bits", "ncadd", "wgread"] if kb.wg else ["from_bits", "ncadd"]
        if ty == USIZE:
            opts += ["len"]
        if any(p.elem == ty for p in kb.params):
            opts += ["load", "load"]
        k = r.choice(opts)
        if k == "use":
            return N.Use(self.operand(ty))
        if k == "arith":
            op = r.choice(N.ARITH_OPS)
            b = self.nonzero(ty) if op in ("div", "rem") and ty.is_int else self.operand(ty)
            return N.BinOp(op, self.operand(ty), b)
        if k == "neg":
            return N.UnOp("neg", self.operand(ty))
        if k == "not":
            return N.UnOp("not", self.operand(ty))
        if k == "bit":
            return N.BinOp(r.choice(("and", "or", "xor")), self.operand(ty), self.operand(ty))
        if k == "shift":
            return N.BinOp(r.choice(("shl", "shr")), self.operand(ty), self.operand(r.choice(INTS)))
        if k == "cmp":
            s = r.choice(ALL)
            return N.BinOp(r.choice(N.CMP_OPS), self.operand(s), self.operand(s))
        if k == "overflow":
            op, s = r.choice(N.OVERFLOW_OPS), r.choice(INTS)
            bt = r.choice(INTS) if op in ("shl", "shr") else s
            return N.CheckOverflow(op, self.operand(s), self.operand(bt))
        if k == "cast":
            if ty == BOOL:
                src = BOOL
            elif ty.is_float:
                src = r.choice(NUMERIC)
            else:
                src = r.choice(ALL)
            return N.Cast(self.operand(src), ty)
        if k == "math1":
            return N.Math(r.choice(N.MATH_UNARY), (self.operand(ty),))
        if k == "math2":
            return N.Math(r.choice(N.MATH_BINARY), (self.operand(ty), self.operand(ty)))
        if k == "from_bits":
            return N.FromBits(self.operand(U32))
        if k == "ncadd":
            return N.NoContractAdd(self.operand(F32), self.operand(F32))
        if k == "len":
            return N.Len(r.randrange(len(kb.params)))
        if k == "wgread":
            w = r.choice(kb.wg)
            return N.WgRead(w.id, self.small_index(w.size))
        p = r.choice([i for i, p in enumerate(kb.params) if p.elem == ty])
        i = self.small_index(64)
        self.check(self.tmp(N.BinOp("lt", i, self.tmp(N.Len(p), USIZE)), BOOL))
        return N.Load(p, i)

    # --- statements and regions -------------------------------------------------------------
    def guarded(self, p: int, idx: N.Operand, n: int, then) -> None:
        """if idx + n <= len(p) { then() }"""
        kb = self.kb
        end = self.tmp(N.BinOp("add", idx, N.Const(USIZE, n)), USIZE)
        kb.if_(self.tmp(N.BinOp("le", end, self.tmp(N.Len(p), USIZE)), BOOL), then)

    def item(self, ctx: _Ctx) -> None:
        r, kb = self.r, self.kb
        self.budget -= 1
        outs = [i for i, p in enumerate(kb.params) if p.mutable]
        opts = ["expr"] * 4 + ["store", "update"] + (["check"] if self.faults else [])
        if ctx.depth < 3:
            opts += ["if_div", "if_uniform", "loop", "switch", "while_div"]
        if kb.wg:
            opts += ["wg_write"]
        if any(kb.params[i].elem == U32 for i in outs):
            opts += ["atomic"]
        if ctx.wg_uniform:
            opts += ["barrier"]
        if self.wmma and ctx.sg_uniform:
            opts += ["wmma", "wmma"]
        k = r.choice(opts)
        if k == "expr":
            ty = r.choice(ALL)
            self.new(self.rvalue(ty), ty)
        elif k == "update":
            cands = [x for t in ALL for x in self.pool[t] if x.id in self.mutable]
            if cands:
                x = r.choice(cands)
                ty = kb.scalar_ty(x)
                kb.emit(N.Assign(x.id, self.rvalue(ty)))
        elif k == "store":
            p = r.choice(outs)
            elem = kb.params[p].elem
            idx = self.small_index(64)
            if r.random() < 0.5:
                self.guarded(p, idx, 1, lambda: kb.emit(N.Store(p, idx, self.operand(elem))))
            elif r.random() < 0.5:
                n = r.randint(1, 4)
                vals = tuple(self.operand(elem) for _ in range(n))
                self.guarded(p, idx, n, lambda: kb.emit(N.VectorStore(p, idx, vals)))
            else:
                self.check(self.tmp(N.BinOp("lt", idx, self.tmp(N.Len(p), USIZE)), BOOL))
                kb.emit(N.Store(p, idx, self.operand(elem)))
        elif k == "check":
            self.check(self.operand(BOOL), r.choice(N.TRAP_KINDS))
        elif k == "wg_write":
            w = r.choice(kb.wg)
            kb.emit(N.WorkgroupLocalWrite(w.id, self.small_index(w.size), self.operand(F32)))
        elif k == "atomic":
            p = r.choice([i for i in outs if kb.params[i].elem == U32])
            idx = self.small_index(64)

            def add():
                dest = kb.local(U32) if r.random() < 0.7 else None
                kb.emit(N.AtomicAdd(None if dest is None else dest.id, p, idx, self.operand(U32)))
            self.guarded(p, idx, 1, add)
        elif k == "barrier":
            kb.barrier()
        elif k == "if_div":
            cond = self.operand(BOOL) if r.random() < 0.5 else self.tmp(
                N.BinOp("lt", self.lid, N.Const(USIZE, r.randint(1, 40))), BOOL)
            inner = _Ctx(ctx.depth + 1, False, False)
            kb.if_(cond, lambda: self.region(inner), (lambda: self.region(inner)) if r.random() < 0.5 else None)
        elif k == "if_uniform":
            self.if_uniform(ctx)
        elif k == "loop":
            kb.for_range(0, r.randint(1, 3), lambda _k: self.region(_Ctx(ctx.depth + 1, ctx.sg_uniform, ctx.wg_uniform)))
        elif k == "while_div":  # a loop whose trip count differs between lanes
            j = self.tmp(N.BinOp("rem", self.lid, N.Const(USIZE, 4)), USIZE)
            inner = _Ctx(ctx.depth + 1, False, False)

            def body():
                self.region(inner)
                kb.emit(N.Assign(j.id, N.BinOp("add", j, N.Const(USIZE, 1))))
            kb.while_(lambda: self.tmp(N.BinOp("lt", j, N.Const(USIZE, 4)), BOOL), body)
        elif k == "switch":
            self.switch(ctx)
        else:
            self.wmma_tile(ctx)

    def region(self, ctx: _Ctx) -> None:
        saved = {t: list(v) for t, v in self.pool.items()}
        for _ in range(self.r.randint(1, 4)):
            if self.budget <= 0 or self.kb.terminated():
                break
            self.item(ctx)
        self.pool = saved

    def if_uniform(self, ctx: _Ctx) -> None:
        r, kb = self.r, self.kb
        form = r.choice(("warp", "shr", "mask", "group", "len"))
        wg = ctx.wg_uniform
        if form == "warp":  # local_index() / 32 == c: one whole subgroup
            w = self.tmp(N.BinOp("div", self.lid, N.Const(USIZE, r.choice((32, 64)))), USIZE)
            cond, wg = self.tmp(N.BinOp("eq", w, N.Const(USIZE, r.randint(0, 1))), BOOL), False
        elif form == "shr":
            src = self.gid if kb.workgroup_size % 32 == 0 else self.lid
            w = self.tmp(N.BinOp("shr", src, N.Const(U32, r.randint(5, 7))), USIZE)
            cond, wg = self.tmp(N.BinOp("lt", w, N.Const(USIZE, 2)), BOOL), False
        elif form == "mask":
            w = self.tmp(N.BinOp("and", self.lid, N.Const(USIZE, 0xFFFF_FFE0)), USIZE)
            cond, wg = self.tmp(N.BinOp("ne", w, N.Const(USIZE, 32)), BOOL), False
        elif form == "group":
            cond = self.tmp(N.BinOp("lt", self.grp, N.Const(USIZE, r.randint(0, 3))), BOOL)
        else:
            cond = self.tmp(N.BinOp("gt", self.tmp(N.Len(r.randrange(len(kb.params))), USIZE),
                                    N.Const(USIZE, r.randint(0, 100))), BOOL)
        inner = _Ctx(ctx.depth + 1, ctx.sg_uniform, wg)
        kb.if_(cond, lambda: self.region(inner), (lambda: self.region(inner)) if r.random() < 0.5 else None)

    def switch(self, ctx: _Ctx) -> None:
        r, kb = self.r, self.kb
        ty = r.choice(INTS)
        low = self.tmp(N.BinOp("and", self.operand(ty), N.Const(ty, 3)), ty)  # 0..3 even for i32
        d = self.tmp(N.BinOp("rem", low, N.Const(ty, 3)), ty)
        merge = kb.new_block()
        arms = [kb.new_block() for _ in range(3)]
        trap_other = r.random() < 0.5
        other = kb.new_block() if trap_other else arms[2]
        kb.term(N.SwitchInt(d, ((0, arms[0]), (1, arms[1])) + (((2, arms[2]),) if trap_other else ()), other))
        inner = _Ctx(ctx.depth + 1, False, False)
        for a in arms:
            kb.at(a)
            self.region(inner)
            if not kb.terminated():
                kb.goto(merge)
        if trap_other:
            kb.at(other)
            kb.term(N.Trap(kb.next_site, "unreachable", self.span(), "unreachable"))
            kb.next_site += 1
        kb.at(merge)

    def wmma_tile(self, ctx: _Ctx) -> None:
        """C[tile g] (+)= sum over a K loop of A-tile x B-tile, tile g = group_index()."""
        r, kb = self.r, self.kb
        shape = (16, 16, 16)
        acc = r.choice(self.acc_params)
        adt = kb.params[acc].elem
        fa, fb = kb.fragment("a", F16, shape), kb.fragment("b", F16, shape)
        fc = kb.fragment("acc", adt, shape)
        off = self.tmp(N.BinOp("mul", self.grp, N.Const(USIZE, 256)), USIZE)
        lay = r.choice(N.WMMA_LAYOUTS)
        stride = N.Const(USIZE, 16)

        def tile():
            if r.random() < 0.5:
                kb.emit(N.WmmaFill(fc.id, self.const(adt) if r.random() < 0.5 else N.Const(adt, 0.0)))
            else:
                kb.emit(N.WmmaLoad(fc.id, acc, off, stride, lay))

            def step(k):
                kb.emit(N.WmmaLoad(fa.id, self.pa, off, stride, r.choice(N.WMMA_LAYOUTS)))
                kb.emit(N.WmmaLoad(fb.id, self.pb, off, stride, r.choice(N.WMMA_LAYOUTS)))
                kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
            kb.for_range(0, r.randint(1, 3), step)
            kb.emit(N.WmmaStore(acc, off, stride, fc.id, lay))
        ends = [self.tmp(N.BinOp("add", off, N.Const(USIZE, 256)), USIZE)]
        ok = self.tmp(N.Use(N.Const(BOOL, True)), BOOL)
        for p in (self.pa, self.pb, acc):
            le = self.tmp(N.BinOp("le", ends[0], self.tmp(N.Len(p), USIZE)), BOOL)
            ok = self.tmp(N.BinOp("and", ok, le), BOOL)
        kb.if_(ok, tile)

    # --- the body -------------------------------------------------------------------------
    def build(self) -> N.Body:
        r, kb = self.r, self.kb
        for t in r.sample(ALL, r.randint(1, 4)):
            kb.input(f"in_{t}", t)
        for t in r.sample(ALL, r.randint(1, 3)):
            kb.output(f"out_{t}", t)
        if r.random() < 0.5 and not any(p.elem == U32 and p.mutable for p in kb.params):
            kb.output("counts", U32)
        if self.wmma:
            wa, wb, wc, wh = WMMA_PARAMS
            self.pa, self.pb = kb.input(wa, F16), kb.input(wb, F16)
            self.acc_params = [kb.output(wc, F32)] + ([kb.output(wh, F16)] if r.random() < 0.5 else [])
        for aid in r.sample(range(4), r.randint(0, 2)):
            kb.wg_array(aid, r.choice((1, 16, 64, 256)))
        unused: tuple[Ty, ...] = (UNIT, Ref(F32), Ref(Slice(U32), True), Ptr(I32), Ptr(F64, True), Slice(F16),
                                  Fragment("b", F32, (16, 16, 8)))
        for uty in r.sample(unused, r.randint(0, 3)):
            kb.local(uty, "unused")
        self.gid, self.lid = kb.thread_index(), kb.local_index()
        self.grp, grpy = kb.group_index(), kb.group_index_y()
        for x in (self.gid, self.lid, self.grp, grpy):
            self.pool[USIZE].append(x)
        while self.budget > 0:
            self.region(_Ctx(0, True, True))
        kb.ret()
        return kb.build()


def random_body(seed: int | random.Random, wmma: bool | None = None, faults: bool = True) -> N.Body:
    """A random valid Body, deterministic for an int seed; `wmma` forces matrix ops in or out.
    With faults=False there are no checks on random conditions, so with every buffer at least
    MIN_LEN long (Wmma buffers at least 256 * (groups along X + 1)) the body never traps."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    return _Gen(rng, wmma, faults).build()


def bodies(wmma: bool | None = None, faults: bool = True):
    """A hypothesis strategy of random valid Bodies (hypothesis is imported only when called)."""
    from hypothesis import strategies as st

    return st.integers(0, 2**32 - 1).map(lambda seed: random_body(seed, wmma, faults))


def random_buffers(body: N.Body, n: int, rng: np.random.Generator, *, scale: float = 1.0, high: int = 1000,
                   signed: bool = False, wmma_n: int | None = None) -> dict[str, np.ndarray]:
    """One random array per parameter of `body`, drawn in parameter order from `rng`: bools half
    true, floats normal times `scale`, integers in [0, high) (signed ones in [-high, high) when
    `signed`); n elements each, `wmma_n` for the generator's Wmma buffers (WMMA_PARAMS) when given."""
    out = {}
    for p in body.params:
        k = wmma_n if wmma_n is not None and p.name in WMMA_PARAMS else n
        if p.elem == BOOL:
            out[p.name] = rng.random(k) < 0.5
        elif p.elem.is_float:
            out[p.name] = (rng.standard_normal(k) * scale).astype(p.elem.np)
        elif signed and p.elem.is_signed:
            out[p.name] = rng.integers(-high, high, k).astype(p.elem.np)
        else:
            out[p.name] = rng.integers(0, high, k).astype(p.elem.np)
    return out
