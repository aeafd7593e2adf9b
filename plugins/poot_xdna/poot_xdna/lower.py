"""Kernel IR Body -> the AIE core body as MLIR text in upstream dialects (scf, cf, arith, math, memref).

The text refers to names a prelude binds (the same in the aie.core and in the standalone CPU
func, so what the CPU runs is line for line (up to indentation) what the core runs; `decls` (constants)
go before the core's launch loop, `text` inside it):
  %p<i>   memref<?xT>  slice parameter i (bool stored as i8)      %n<i>  index  its len()
  %gx %gy index        workgroups along X, Y                       %tile %ntiles index
  scratch arrays (see `Core.scratch`): %wg<id> (workgroup arrays), %ls<local> (per-lane state
  of locals live across a barrier), %l<local> (a one-element cell of any other local), %resume
  (per-lane resume block), %more (a phase is pending).
Workgroups g = tile, tile + ntiles, ... < gx*gy run on this core; the lanes of a workgroup run
one after another in an scf.for. A body with barriers runs in phases: each lane runs until its
next barrier (its resume block is saved) or its return; the phase loop repeats while any lane
stopped at a barrier. Kernel IR locals live in memref cells (tile buffers on the core); the CFG is kept as cf branches in
an scf.execute_region (its entry block jumps to bb0 so that bb0 may be a loop header).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

import numpy as np

from poot_core.errors import CodegenError
from poot_core.ir import cfg, walk
from poot_core.ir import nodes as N
from poot_core.ir.types import BOOL, F16, F32, USIZE, Scalar

MLIR_TY = {"bool": "i1", "usize": "i64", "i32": "i32", "u32": "i32", "f32": "f32", "f16": "f16", "f64": "f64"}
MEM_TY = dict(MLIR_TY, bool="i8")
_CMP_I = {"eq": "eq", "ne": "ne", "lt": "lt", "le": "le", "gt": "gt", "ge": "ge"}
_CMP_F = {"eq": "oeq", "ne": "une", "lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge"}
_ARITH_F = {"add": "addf", "sub": "subf", "mul": "mulf", "div": "divf", "rem": "remf"}
_ARITH_I = {"add": "addi", "sub": "subi", "mul": "muli", "and": "andi", "or": "ori", "xor": "xori"}
_MATH_F = {"sqrt": "math.sqrt", "abs": "math.absf", "floor": "math.floor", "ceil": "math.ceil",
           "trunc": "math.trunc", "round": "math.round", "exp": "math.exp", "ln": "math.log",
           "sin": "math.sin", "cos": "math.cos"}


@dataclass(frozen=True)
class Scratch:
    """A tile-memory array the core body uses besides the parameters."""

    name: str  # SSA name the body uses (without %)
    elem: str  # MLIR element type
    count: int

    @property
    def nbytes(self) -> int:
        return self.count * {"i1": 1, "i8": 1, "f16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}[self.elem]


def live_across_barriers(body: N.Body, blocks: list[int]) -> set[int]:
    """Locals live on entry to some barrier's target block (they need per-lane storage)."""
    succ = cfg.successors(body)
    use = {i: set(walk.block_uses(body.blocks[i])) for i in blocks}
    defs = {i: set(walk.block_defs(body.blocks[i])) for i in blocks}
    live_in: dict[int, set[int]] = {i: set() for i in blocks}
    changed = True
    while changed:
        changed = False
        for i in reversed(blocks):
            out = set().union(*(live_in[s] for s in succ[i]))
            new = use[i] | (out - defs[i])
            if new != live_in[i]:
                live_in[i], changed = new, True
    terms = [body.blocks[i].term for i in blocks]
    targets = {t.target for t in terms if isinstance(t, N.Barrier)}
    return set().union(*(live_in[t] for t in targets)) if targets else set()


def _int_lit(ty: Scalar, v: int) -> str:
    bits = 64 if ty.name == "usize" else 32
    v &= (1 << bits) - 1
    return str(v - (1 << bits) if v >> (bits - 1) else v)


def _float_lit(ty: Scalar, v: float) -> str:
    width = {"f16": 4, "f32": 8, "f64": 16}[ty.name]
    bits = int(np.array(v, dtype=ty.np).view(f"u{ty.bits // 8}"))
    return f"0x{bits:0{width}X}"


class Core(walk.Visitor):
    """Emit the core body text of one trap-free Body (`text`) and list its scratch arrays.

    A walk.Visitor: visit_<Operand> is (value, type), visit_<Rvalue> the value, visit_<Stmt> and
    visit_<Terminator> emit. No Wmma or Trap case: codegen refuses both before the core is emitted
    (check_capabilities, trap_free)."""

    def __init__(self, body: N.Body, target: str = "xdna") -> None:
        self.body, self.target = body, target
        self.blocks = sorted(cfg.reachable(cfg.successors(body)))
        self.barriers = any(isinstance(body.blocks[i].term, N.Barrier) for i in self.blocks)
        self.lane_locals = live_across_barriers(body, self.blocks) if self.barriers else set()
        self.W = body.workgroup_size
        self.out: list[str] = []
        self.n = 0
        self.ind = ""
        self.scratch: tuple[Scratch, ...] = tuple(
            [Scratch(f"wg{w.id}", MEM_TY[w.elem.name], w.size) for w in body.wg_arrays]
            + [Scratch(f"ls{i}", MLIR_TY[self.local_ty(i).name], self.W) for i in sorted(self.lane_locals)]
            + ([Scratch("resume", "i32", self.W), Scratch("more", "i1", 1)] if self.barriers else []))
        self.scalar_locals = [i for i, d in enumerate(body.locals)
                              if isinstance(d.ty, Scalar) and i not in self.lane_locals]
        self.scratch += tuple(Scratch(f"l{i}", MLIR_TY[self.local_ty(i).name], 1) for i in self.scalar_locals)
        self.decls, self.text = self._emit()

    # --- small helpers -----------------------------------------------------------------------
    def e(self, line: str) -> None:
        self.out.append(self.ind + line)

    def v(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def op(self, rhs: str) -> str:
        r = self.v()
        self.e(f"{r} = {rhs}")
        return r

    def const(self, ty: Scalar, value) -> str:
        if ty == BOOL:
            return self.op(f"arith.constant {'true' if value else 'false'}")
        if ty.is_int:
            return self.op(f"arith.constant {_int_lit(ty, int(value))} : {MLIR_TY[ty.name]}")
        return self.op(f"arith.constant {_float_lit(ty, float(value))} : {MLIR_TY[ty.name]}")

    def cidx(self, v: int) -> str:
        return self.op(f"arith.constant {v} : index")

    def local_ty(self, i: int) -> Scalar:
        """The type of local `i`: a scalar (CodegenError otherwise)."""
        ty = self.body.locals[i].ty
        if not isinstance(ty, Scalar):
            raise self.fail(f"local _{i} has type {ty}; the AIE core lowering holds only scalar locals")
        return ty

    def ty_of(self, o: N.Operand) -> Scalar:
        if isinstance(o, N.Const):
            return o.ty
        if not isinstance(o, N.Local):
            return self.unhandled(o)
        return self.local_ty(o.id)

    def cell(self, i: int) -> tuple[str, str, str]:
        t = MLIR_TY[self.local_ty(i).name]
        if i in self.lane_locals:
            return f"%ls{i}", "[%lane]", f"memref<?x{t}>"
        return f"%l{i}", "[%k0]", f"memref<?x{t}>"

    def val(self, o: N.Operand) -> tuple[str, Scalar]:
        return self.visit(o)

    def visit_Const(self, o: N.Const) -> tuple[str, Scalar]:
        return self.const(o.ty, o.value), o.ty

    def visit_Local(self, o: N.Local) -> tuple[str, Scalar]:
        name, idx, mt = self.cell(o.id)
        return self.op(f"memref.load {name}{idx} : {mt}"), self.local_ty(o.id)

    def set_local(self, i: int, v: str) -> None:
        if not isinstance(self.body.locals[i].ty, Scalar):
            return
        name, idx, mt = self.cell(i)
        self.e(f"memref.store {v}, {name}{idx} : {mt}")

    def index(self, o: N.Operand) -> str:
        v, t = self.val(o)
        if t.bits == 32:
            v = self.op(f"arith.{'extsi' if t.is_signed else 'extui'} {v} : i32 to i64")
        elif t == BOOL:
            v = self.op(f"arith.extui {v} : i1 to i64")
        return self.op(f"arith.index_cast {v} : i64 to index")

    def sel(self, c: str, a: str, b: str, t: str) -> str:
        return self.op(f"arith.select {c}, {a}, {b} : {t}")

    def fail(self, what: str) -> CodegenError:
        return CodegenError(what, target=self.target, kernel=self.body.name)

    def unhandled(self, node: object) -> NoReturn:
        raise walk.UnhandledNodeError(node=type(node).__name__,
                                      visitor=f"the AIE core lowering of {self.target} (kernel {self.body.name})")

    # --- rvalues -------------------------------------------------------------------------
    def visit_Use(self, rv: N.Use) -> str:
        return self.val(rv.a)[0]

    def visit_BinOp(self, rv: N.BinOp) -> str:
        return self.binop(rv.op, *self.val(rv.a), *self.val(rv.b))

    def visit_UnOp(self, rv: N.UnOp) -> str:
        a, t = self.val(rv.a)
        mt = MLIR_TY[t.name]
        if rv.op == "neg":
            return self.op(f"arith.negf {a} : {mt}") if t.is_float else self.op(
                f"arith.subi {self.const(t, 0)}, {a} : {mt}")
        ones = self.const(t, True if t == BOOL else -1)
        return self.op(f"arith.xori {a}, {ones} : {mt}")

    def visit_CheckOverflow(self, rv: N.CheckOverflow) -> str:
        return self.overflow(rv.op, *self.val(rv.a), *self.val(rv.b))

    def visit_Cast(self, rv: N.Cast) -> str:
        return self.cast(*self.val(rv.a), rv.to)

    def visit_Math(self, rv: N.Math) -> str:
        return self.math(rv.fn, [self.val(a) for a in rv.args])

    def visit_FromBits(self, rv: N.FromBits) -> str:
        return self.op(f"arith.bitcast {self.val(rv.a)[0]} : i32 to f32")

    def visit_NoContractAdd(self, rv: N.NoContractAdd) -> str:
        a, t = self.val(rv.a)
        return self.op(f"arith.addf {a}, {self.val(rv.b)[0]} : {MLIR_TY[t.name]}")

    def visit_Load(self, rv: N.Load) -> str:
        p = self.body.params[rv.slice]
        i = self.index(rv.index)
        x = self.op(f"memref.load %p{rv.slice}[{i}] : memref<?x{MEM_TY[p.elem.name]}>")
        return self.op(f"arith.trunci {x} : i8 to i1") if p.elem == BOOL else x

    def visit_Len(self, rv: N.Len) -> str:
        return self.op(f"arith.index_cast %n{rv.slice} : index to i64")

    def visit_WgRead(self, rv: N.WgRead) -> str:
        i = self.index(rv.index)
        return self.op(f"memref.load %wg{rv.array}[{i}] : memref<?x{self.wg_ty(rv.array)}>")

    def binop(self, op: str, a: str, ta: Scalar, b: str, tb: Scalar) -> str:
        mt = MLIR_TY[ta.name]
        if op in _CMP_I:
            if ta.is_float:
                return self.op(f"arith.cmpf {_CMP_F[op]}, {a}, {b} : {mt}")
            pre = "" if op in ("eq", "ne") else ("s" if ta.is_signed else "u")
            return self.op(f"arith.cmpi {pre}{_CMP_I[op]}, {a}, {b} : {mt}")
        if ta.is_float:
            return self.op(f"arith.{_ARITH_F[op]} {a}, {b} : {mt}")
        if op in _ARITH_I:
            return self.op(f"arith.{_ARITH_I[op]} {a}, {b} : {mt}")
        if op in ("div", "rem"):  # the divisor is made safe: /0 and MIN/-1 are UB in LLVM, guarded in the IR
            zero = self.op(f"arith.cmpi eq, {b}, {self.const(ta, 0)} : {mt}")
            bad = zero
            if ta.is_signed:
                mn = self.op(f"arith.cmpi eq, {a}, {self.const(ta, -(1 << (ta.bits - 1)))} : {mt}")
                m1 = self.op(f"arith.cmpi eq, {b}, {self.const(ta, -1)} : {mt}")
                bad = self.op(f"arith.ori {zero}, {self.op(f'arith.andi {mn}, {m1} : i1')} : i1")
            sb = self.sel(bad, self.const(ta, 1), b, mt)
            kind = ("divsi" if op == "div" else "remsi") if ta.is_signed else ("divui" if op == "div" else "remui")
            return self.op(f"arith.{kind} {a}, {sb} : {mt}")
        if op in ("shl", "shr"):
            amt = self.resize(b, tb, ta)
            amt = self.op(f"arith.andi {amt}, {self.const(ta, ta.bits - 1)} : {mt}")
            kind = "shli" if op == "shl" else ("shrsi" if ta.is_signed else "shrui")
            return self.op(f"arith.{kind} {a}, {amt} : {mt}")
        raise self.fail(f"binary op {op!r} on {ta} has no AIE core lowering")

    def resize(self, v: str, src: Scalar, dst: Scalar) -> str:
        """An integer (or bool) value converted to another integer width (truncate / extend)."""
        s, d = MLIR_TY[src.name], MLIR_TY[dst.name]
        sb, db = (1 if src == BOOL else src.bits), dst.bits
        if sb == db:
            return v
        if sb > db:
            return self.op(f"arith.trunci {v} : {s} to {d}")
        return self.op(f"arith.{'extsi' if src.is_signed else 'extui'} {v} : {s} to {d}")

    def overflow(self, op: str, a: str, ta: Scalar, b: str, tb: Scalar) -> str:
        mt = MLIR_TY[ta.name]
        if op in ("shl", "shr"):
            return self.op(f"arith.cmpi uge, {b}, {self.const(tb, ta.bits)} : {MLIR_TY[tb.name]}")
        if ta.is_signed:
            lo, hi = -(1 << (ta.bits - 1)), (1 << (ta.bits - 1)) - 1
            if op == "neg":
                return self.op(f"arith.cmpi eq, {a}, {self.const(ta, lo)} : {mt}")
            if op in ("div", "rem"):
                x = self.op(f"arith.cmpi eq, {a}, {self.const(ta, lo)} : {mt}")
                y = self.op(f"arith.cmpi eq, {b}, {self.const(ta, -1)} : {mt}")
                return self.op(f"arith.andi {x}, {y} : i1")
            wa = self.op(f"arith.extsi {a} : {mt} to i64")
            wb = self.op(f"arith.extsi {b} : {mt} to i64")
            w = self.op(f"arith.{_ARITH_I[op]} {wa}, {wb} : i64")
            x = self.op(f"arith.cmpi slt, {w}, {self.const(USIZE, lo)} : i64")
            y = self.op(f"arith.cmpi sgt, {w}, {self.const(USIZE, hi)} : i64")
            return self.op(f"arith.ori {x}, {y} : i1")
        if op == "neg":
            return self.op(f"arith.cmpi ne, {a}, {self.const(ta, 0)} : {mt}")
        if op in ("div", "rem"):
            return self.const(BOOL, False)
        if op == "add":
            s = self.op(f"arith.addi {a}, {b} : {mt}")
            return self.op(f"arith.cmpi ult, {s}, {a} : {mt}")
        if op == "sub":
            return self.op(f"arith.cmpi ult, {a}, {b} : {mt}")
        if op == "mul" and ta.bits == 32:
            wa = self.op(f"arith.extui {a} : {mt} to i64")
            wb = self.op(f"arith.extui {b} : {mt} to i64")
            w = self.op(f"arith.muli {wa}, {wb} : i64")
            return self.op(f"arith.cmpi ugt, {w}, {self.const(USIZE, (1 << 32) - 1)} : i64")
        if op == "mul":
            return self.mul64_overflows(a, b)
        raise self.fail(f"CheckOverflow {op!r} on {ta} has no AIE core lowering")

    def mul64_overflows(self, a: str, b: str) -> str:
        """u64 a * b >= 2^64, from 32-bit halves: no i128 multiply (its __multi3 is not in Peano's
        aie2 runtime). With a = ah*2^32 + al, b = bh*2^32 + bl: it overflows iff ah and bh are both
        nonzero, or else (one cross term is 0, so cross = ah*bl + al*bh is exact) cross >= 2^32, or
        (cross << 32) + al*bl carries out of 64 bits."""
        def u(v: int) -> str:
            return self.const(USIZE, v)

        c32, m32 = u(32), u((1 << 32) - 1)
        ah, bh = self.op(f"arith.shrui {a}, {c32} : i64"), self.op(f"arith.shrui {b}, {c32} : i64")
        al, bl = self.op(f"arith.andi {a}, {m32} : i64"), self.op(f"arith.andi {b}, {m32} : i64")
        z = u(0)
        both = self.op(f"arith.andi {self.op(f'arith.cmpi ne, {ah}, {z} : i64')}, "
                       f"{self.op(f'arith.cmpi ne, {bh}, {z} : i64')} : i1")
        cross = self.op(f"arith.addi {self.op(f'arith.muli {ah}, {bl} : i64')}, {self.op(f'arith.muli {al}, {bh} : i64')} : i64")
        big = self.op(f"arith.cmpi ugt, {cross}, {m32} : i64")
        low = self.op(f"arith.muli {al}, {bl} : i64")
        total = self.op(f"arith.addi {self.op(f'arith.shli {cross}, {c32} : i64')}, {low} : i64")
        carry = self.op(f"arith.cmpi ult, {total}, {low} : i64")
        return self.op(f"arith.ori {self.op(f'arith.ori {both}, {big} : i1')}, {carry} : i1")

    def float_to_u64(self, x: str, s: Scalar) -> str:
        """fptoui of a float x in [0, 2^64) without a float -> 64-bit conversion (its __fixunssfdi is
        not in Peano's aie2 runtime): hi = trunc(x * 2^-32) and lo = x - hi * 2^32 are exact in
        x's own format (hi is the integer part of a float; the subtraction cancels exactly), each
        converts to u32, and the result is (hi << 32) | trunc(lo)."""
        ms = MLIR_TY[s.name]
        hi = self.op(f"arith.fptoui {self.op(f'arith.mulf {x}, {self.const(s, 2.0 ** -32)} : {ms}')} : {ms} to i32")
        hf = self.op(f"arith.uitofp {hi} : i32 to {ms}")
        lo_f = self.op(f"arith.subf {x}, {self.op(f'arith.mulf {hf}, {self.const(s, 2.0 ** 32)} : {ms}')} : {ms}")
        lo = self.op(f"arith.fptoui {lo_f} : {ms} to i32")
        hi64 = self.op(f"arith.shli {self.op(f'arith.extui {hi} : i32 to i64')}, {self.const(USIZE, 32)} : i64")
        return self.op(f"arith.ori {hi64}, {self.op(f'arith.extui {lo} : i32 to i64')} : i64")

    def cast(self, a: str, s: Scalar, d: Scalar) -> str:
        ms, md = MLIR_TY[s.name], MLIR_TY[d.name]
        if ms == md and s.is_float == d.is_float:
            return a
        if d == BOOL:
            if s.is_float:
                return self.op(f"arith.cmpf une, {a}, {self.const(s, 0.0)} : {ms}")
            return self.op(f"arith.cmpi ne, {a}, {self.const(s, 0)} : {ms}")
        if not s.is_float and not d.is_float:
            return self.resize(a, s, d)
        if not s.is_float:
            return self.op(f"arith.{'sitofp' if s.is_signed else 'uitofp'} {a} : {ms} to {md}")
        if d.is_float:
            return self.op(f"arith.{'extf' if d.bits > s.bits else 'truncf'} {a} : {ms} to {md}")
        if s == F16:  # saturate in f32: 2^31 is infinite in f16
            a, s, ms = self.op(f"arith.extf {a} : f16 to f32"), F32, "f32"
        bits = d.bits
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if d.is_signed else (0, (1 << bits) - 1)
        nan = self.op(f"arith.cmpf uno, {a}, {a} : {ms}")
        over = self.op(f"arith.cmpf oge, {a}, {self.const(s, float(hi + 1))} : {ms}")
        under = self.op(f"arith.cmpf olt, {a}, {self.const(s, float(lo))} : {ms}")
        bad = self.op(f"arith.ori {self.op(f'arith.ori {nan}, {over} : i1')}, {under} : i1")
        safe = self.sel(bad, self.const(s, 0.0), a, ms)
        if d.bits == 64 and d.is_signed:
            raise self.fail(f"cast {s} -> {d} has no AIE core lowering")
        if d.bits == 64:
            r = self.float_to_u64(safe, s)
        else:
            r = self.op(f"arith.{'fptosi' if d.is_signed else 'fptoui'} {safe} : {ms} to {md}")
        r = self.sel(over, self.const(d, hi), r, md)
        r = self.sel(under, self.const(d, lo), r, md)
        return self.sel(nan, self.const(d, 0), r, md)

    def math(self, fn: str, args: list[tuple[str, Scalar]]) -> str:
        a, t = args[0]
        mt = MLIR_TY[t.name]
        if fn == "mul_add":  # codegen.check_capabilities refuses it first (MUL_ADD_REFUSAL)
            raise self.fail("mul_add (the fused multiply-add) has no AIE core lowering")
        if fn in ("max", "min"):
            b = args[1][0]
            if not t.is_float:
                kind = ("maxsi" if fn == "max" else "minsi") if t.is_signed else ("maxui" if fn == "max" else "minui")
                return self.op(f"arith.{kind} {a}, {b} : {mt}")
            pick = self.op(f"arith.cmpf {'ogt' if fn == 'max' else 'olt'}, {a}, {b} : {mt}")
            r = self.sel(pick, a, b, mt)  # max/min ignore a NaN operand (Rust, maxnum)
            r = self.sel(self.op(f"arith.cmpf uno, {a}, {a} : {mt}"), b, r, mt)
            return self.sel(self.op(f"arith.cmpf uno, {b}, {b} : {mt}"), a, r, mt)
        if not t.is_float:
            if fn == "abs" and t.is_signed:  # wrapping: abs(MIN) == MIN
                neg = self.op(f"arith.subi {self.const(t, 0)}, {a} : {mt}")
                return self.sel(self.op(f"arith.cmpi slt, {a}, {self.const(t, 0)} : {mt}"), neg, a, mt)
            raise self.fail(f"{fn} on {t} has no AIE core lowering")
        return self.op(f"{_MATH_F[fn]} {a} : {mt}")

    # --- statements ----------------------------------------------------------------------------
    def visit_Assign(self, s: N.Assign) -> None:
        if isinstance(self.body.locals[s.dest].ty, Scalar):
            self.set_local(s.dest, self.visit(s.value))

    def store(self, s: N.Store | N.VectorStore, values: tuple[N.Operand, ...]) -> None:
        """values[k] to element index + k of the statement's slice."""
        p = self.body.params[s.slice]
        mt = MEM_TY[p.elem.name]
        i = self.index(s.index)
        for k, o in enumerate(values):
            v = self.val(o)[0]
            if p.elem == BOOL:
                v = self.op(f"arith.extui {v} : i1 to i8")
            at = i if k == 0 else self.op(f"arith.addi {i}, {self.cidx(k)} : index")
            self.e(f"memref.store {v}, %p{s.slice}[{at}] : memref<?x{mt}>")

    def visit_Store(self, s: N.Store) -> None:
        self.store(s, (s.value,))

    def visit_VectorStore(self, s: N.VectorStore) -> None:
        self.store(s, s.values)

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite) -> None:
        i = self.index(s.index)
        self.e(f"memref.store {self.val(s.value)[0]}, %wg{s.array}[{i}] : memref<?x{self.wg_ty(s.array)}>")

    def wg_ty(self, array: int) -> str:
        """The MLIR element type of workgroup array `array`."""
        w = self.body.wg_array(array)
        if w is None:
            raise self.fail(f"workgroup array {array} is not declared")
        return MEM_TY[w.elem.name]

    def _async(self, s: object) -> None:
        raise self.fail(f"{type(s).__name__} (codegen refuses async copies)")

    visit_AsyncCopy = visit_AsyncCommit = visit_AsyncWait = _async

    def visit_AtomicAdd(self, s: N.AtomicAdd) -> None:  # lanes of one core run one at a time: a plain read-modify-write
        i = self.index(s.index)
        old = self.op(f"memref.load %p{s.slice}[{i}] : memref<?xi32>")
        new = self.op(f"arith.addi {old}, {self.val(s.value)[0]} : i32")
        self.e(f"memref.store {new}, %p{s.slice}[{i}] : memref<?xi32>")
        if s.dest is not None:
            self.set_local(s.dest, old)

    # --- terminators ---------------------------------------------------------------------------
    def visit_Goto(self, t: N.Goto) -> None:
        self.e(f"cf.br ^bb{t.target}")

    def visit_SwitchInt(self, t: N.SwitchInt) -> None:
        d, ty = self.val(t.discr)
        if ty == BOOL and len(t.cases) == 1 and t.cases[0][0] in (0, 1):
            val, tgt = t.cases[0]
            yes, no = (tgt, t.otherwise) if val == 1 else (t.otherwise, tgt)
            self.e(f"cf.cond_br {d}, ^bb{yes}, ^bb{no}")
            return
        if ty == BOOL:
            d, ty = self.op(f"arith.extui {d} : i1 to i32"), Scalar("u32")
        cases = "".join(f", {_int_lit(ty, v)}: ^bb{b}" for v, b in t.cases)
        self.e(f"cf.switch {d} : {MLIR_TY[ty.name]}, [default: ^bb{t.otherwise}{cases}]")

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall) -> None:
        if t.axis == "global":
            x = self.op(f"arith.muli %grpx, {self.cidx(self.W)} : index")
            x = self.op(f"arith.addi {x}, %lane : index")
        else:
            x = {"local": "%lane", "group": "%grpx", "group_y": "%grpy"}[t.axis]
        dty = self.body.locals[t.dest].ty
        if isinstance(dty, Scalar):
            self.set_local(t.dest, self.op(f"arith.index_cast {x} : index to {MLIR_TY[dty.name]}"))
        self.e(f"cf.br ^bb{t.target}")

    def visit_Barrier(self, t: N.Barrier) -> None:
        self.e(f"memref.store {self.const(Scalar('i32'), t.target)}, %resume[%lane] : memref<?xi32>")
        self.e(f"memref.store {self.const(BOOL, True)}, %more[{self.cidx(0)}] : memref<?xi1>")
        self.e("cf.br ^exit")

    def visit_Return(self, t: N.Return) -> None:
        if self.barriers:
            self.e(f"memref.store {self.const(Scalar('i32'), -1)}, %resume[%lane] : memref<?xi32>")
        self.e("cf.br ^exit")

    # --- the whole body ----------------------------------------------------------------------
    def _zero(self, arr: str, count: int, ty: str, zero: str) -> None:
        self.e(f"scf.for %zi = %k0 to {self.cidx(count)} step %k1 {{")
        self.e(f"  memref.store {zero}, {arr}[%zi] : memref<?x{ty}>")
        self.e("}")

    def _emit(self) -> tuple[str, str]:
        body = self.body
        self.ind = "  "
        self.e("%k0 = arith.constant 0 : index")
        self.e("%k1 = arith.constant 1 : index")
        self.e(f"%kW = arith.constant {self.W} : index")
        ndecl = len(self.out)
        self.e("%kgroups = arith.muli %gx, %gy : index")
        self.e("scf.for %g = %tile to %kgroups step %ntiles {")
        self.ind = "    "
        self.e("%grpx = arith.remui %g, %gx : index")
        self.e("%grpy = arith.divui %g, %gx : index")
        zeros = {F32: self.const(F32, 0.0)}  # (the f32 zero first: an f32-only module is what it always was)
        for w in body.wg_arrays:  # workgroup arrays start zeroed for every workgroup (the oracle's rule)
            if w.elem not in zeros:
                zeros[w.elem] = self.const(w.elem, 0)
            self._zero(f"%wg{w.id}", w.size, MEM_TY[w.elem.name], zeros[w.elem])
        if self.barriers:
            self._zero("%resume", self.W, "i32", self.const(Scalar("i32"), 0))
            self.e(f"memref.store {self.const(BOOL, True)}, %more[%k0] : memref<?xi1>")
            self.e("scf.while : () -> () {")
            self.e("  %kmore = memref.load %more[%k0] : memref<?xi1>")
            self.e("  scf.condition(%kmore)")
            self.e("} do {")
            self.ind = "      "
            self.e(f"memref.store {self.const(BOOL, False)}, %more[%k0] : memref<?xi1>")
        self.e("scf.for %lane = %k0 to %kW step %k1 {")
        outer = self.ind
        self.ind = outer + "  "
        self.e("scf.execute_region {")
        if self.barriers:
            terms = [body.blocks[i].term for i in self.blocks]
            resumes = sorted({0} | {t.target for t in terms if isinstance(t, N.Barrier)})
            self.ind = outer + "    "
            st = self.op("memref.load %resume[%lane] : memref<?xi32>")
            self.e(f"cf.switch {st} : i32, [default: ^exit" + "".join(f", {r}: ^bb{r}" for r in resumes) + "]")
        else:
            self.e("  cf.br ^bb0")
        for i in self.blocks:
            self.ind = outer + "  "
            self.e(f"^bb{i}:")
            self.ind = outer + "    "
            b = body.blocks[i]
            for s in b.stmts:
                self.visit(s)
            self.visit(b.term)
        self.ind = outer + "  "
        self.e("^exit:")
        self.e("  scf.yield")
        self.e("}")
        self.ind = outer
        self.e("}")
        if self.barriers:
            self.ind = "      "
            self.e("scf.yield")
            self.ind = "    "
            self.e("}")
        self.ind = "  "
        self.e("}")
        return "\n".join(self.out[:ndecl]) + "\n", "\n".join(self.out[ndecl:]) + "\n"
