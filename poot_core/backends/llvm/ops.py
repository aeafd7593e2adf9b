"""Rvalue lowering (arithmetic, comparisons, overflow checks, casts, math) for the LLVM emitter.

Rust semantics: integer add/sub/mul wrap (no nsw/nuw, except on a BinOp marked `nowrap`, which
the range analysis proved never wraps: `nsw` on i32, `nuw` on u32/usize, add/sub/mul/shl), shift
amounts are masked to the width,
float->int casts saturate with NaN -> 0 (llvm.fpto[su]i.sat), round is half away from zero
(llvm.round), max/min ignore NaN (llvm.maxnum/minnum), mul_add is llvm.fma.f32 (one rounding on
every target: NVPTX fma.rn.f32, AMDGPU v_fma_f32, the host's fma or libm's fmaf).
Floats (Rust's semantics by default): no float instruction carries `contract` or any other
fast-math flag, so LLVM neither fuses nor reassociates and each op is rounded once in its type.
Only with hooks.fp_contract (the `fp_contract` compile option) do ordinary fadd/fsub/fmul carry
`contract`, which lets the backend fuse a multiply into its consumer; even then
`no_contract_add` and any multiply feeding it carry no flags.
"""
from __future__ import annotations

import abc
from typing import NoReturn

from ...errors import CodegenError
from ...ir import nodes as N
from ...ir.types import BOOL, F32, F64, U32, USIZE, Scalar
from ...ir.walk import UnhandledNodeError, Visitor, uses
from . import mathlib, subgroup
from .hooks import FMOD_FREM, MATH_LIBDEVICE
from .types import const, fsuffix, ll, mem, signed, size

_FCMP = {"eq": "oeq", "ne": "une", "lt": "olt", "le": "ole", "gt": "ogt", "ge": "oge"}
_ICMP_S = {"eq": "eq", "ne": "ne", "lt": "slt", "le": "sle", "gt": "sgt", "ge": "sge"}
_ICMP_U = {"eq": "eq", "ne": "ne", "lt": "ult", "le": "ule", "gt": "ugt", "ge": "uge"}
_FARITH = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv"}  # rem: see Ops.fmod
_SIMPLE_MATH = {"sqrt": "sqrt", "abs": "fabs", "floor": "floor", "ceil": "ceil", "trunc": "trunc",
                "round": "round", "max": "maxnum", "min": "minnum"}
_LIBDEVICE = {"sin": "sin", "cos": "cos", "exp": "exp", "ln": "log"}


def _wrap_flag(nowrap: bool, t: Scalar) -> str:
    """The LLVM flag a proven wrap-free integer op carries (BinOp.nowrap): nsw signed, nuw unsigned."""
    return ("nsw " if t.is_signed else "nuw ") if nowrap else ""


class Ops(Visitor, abc.ABC):
    """The operand and rvalue cases of the LLVM emitter (a walk.Visitor; lower._Lower adds the
    statements and terminators)."""

    def __init__(self, body: N.Body, hooks):
        self.body, self.h = body, hooks
        self.lines: list[str] = []
        self.decls: set[str] = set()
        self.own_math: set[str] = set()
        self.n = 0
        self.no_contract = self._no_contract_locals()

    # --- emission -------------------------------------------------------------------------
    def line(self, s: str, indent: bool = True) -> None:
        self.lines.append(("  " if indent else "") + s)

    def emit(self, rhs: str) -> str:
        self.n += 1
        r = f"%t{self.n}"
        self.line(f"{r} = {rhs}")
        return r

    def declare(self, d: str) -> None:
        self.decls.add(d)

    def fail(self, msg: str) -> CodegenError:
        return CodegenError(msg, target=self.h.name, kernel=self.body.name)

    def unhandled(self, node: object) -> NoReturn:
        raise UnhandledNodeError(node=type(node).__name__,
                                 visitor=f"the LLVM emitter for {self.h.name} (kernel {self.body.name})")

    def _no_contract_locals(self) -> set[int]:
        """Locals that feed a no_contract_add: the multiplies defining them get no `contract`."""
        return {u for b in self.body.blocks for s in b.stmts
                if isinstance(s, N.Assign) and isinstance(s.value, N.NoContractAdd) for u in uses(s.value)}

    # --- operands -------------------------------------------------------------------------
    def value(self, o: N.Operand) -> tuple[str, Scalar]:
        return self.visit(o)

    def visit_Const(self, o: N.Const) -> tuple[str, Scalar]:
        return const(o), o.ty

    def visit_Local(self, o: N.Local) -> tuple[str, Scalar]:
        return self.read_local(o.id), self.local_ty(o.id)

    def value_as(self, o: N.Operand, want: Scalar) -> str:
        v, t = self.value(o)
        if t != want and not (t.is_int and want.is_int and t.bits == want.bits):
            raise self.fail(f"operand of type {t} where {want} is needed")
        return v

    def index64(self, o: N.Operand) -> str:
        v, t = self.value(o)
        if t == USIZE:
            return v
        if not t.is_int:
            raise self.fail(f"index of type {t}; indices are integers")
        return self.emit(f"{'sext' if t.is_signed else 'zext'} {ll(t)} {v} to i64")

    def int_lit(self, t: Scalar, v: int) -> str:
        return "true" if (t == BOOL and v) else "false" if t == BOOL else str(signed(v, t.bits))

    def int_lit_bits(self, v: int, bits: int) -> str:
        return str(signed(v, bits))

    def call(self, ret: str, name: str, args: list[tuple[str, str]]) -> str:
        self.declare(f"declare {ret} @{name}({', '.join(t for t, _ in args)})")
        return self.emit(f"call {ret} @{name}({', '.join(f'{t} {v}' for t, v in args)})")

    # --- rvalues: visit_<Rvalue>(rv, dest) is (its value, its type), assigned to local `dest` ---
    def visit_Use(self, rv: N.Use, dest: int) -> tuple[str, Scalar]:
        return self.value(rv.a)

    def visit_BinOp(self, rv: N.BinOp, dest: int) -> tuple[str, Scalar]:
        return self.binop(rv, contract=self.h.fp_contract and dest not in self.no_contract)

    def visit_UnOp(self, rv: N.UnOp, dest: int) -> tuple[str, Scalar]:
        v, t = self.value(rv.a)
        if rv.op == "neg":
            return (self.emit(f"fneg {ll(t)} {v}") if t.is_float else self.emit(f"sub {ll(t)} 0, {v}")), t
        if t == BOOL:
            return self.emit(f"xor i1 {v}, true"), t
        return self.emit(f"xor {ll(t)} {v}, -1"), t

    def visit_CheckOverflow(self, rv: N.CheckOverflow, dest: int) -> tuple[str, Scalar]:
        return self.overflow(rv), BOOL

    def visit_Cast(self, rv: N.Cast, dest: int) -> tuple[str, Scalar]:
        return self.cast(rv.a, rv.to), rv.to

    def visit_Math(self, rv: N.Math, dest: int) -> tuple[str, Scalar]:
        return self.math(rv)

    def visit_FromBits(self, rv: N.FromBits, dest: int) -> tuple[str, Scalar]:
        return self.emit(f"bitcast i32 {self.value_as(rv.a, U32)} to float"), F32

    def visit_NoContractAdd(self, rv: N.NoContractAdd, dest: int) -> tuple[str, Scalar]:
        a, t = self.value(rv.a)
        b = self.value_as(rv.b, t)
        return self.emit(f"fadd {ll(t)} {a}, {b}"), t

    def visit_Load(self, rv: N.Load, dest: int) -> tuple[str, Scalar]:
        return self.load_param(rv.slice, rv.index)

    def visit_Len(self, rv: N.Len, dest: int) -> tuple[str, Scalar]:
        return self.len_of(rv.slice), USIZE

    def visit_WgRead(self, rv: N.WgRead, dest: int) -> tuple[str, Scalar]:
        w = self.body.wg_array(rv.array)
        t = w.elem if w is not None else F32  # an undeclared array: wg_ptr names it
        ptr = self.wg_ptr(rv.array, rv.index)
        return self.emit(f"load {mem(t)}, ptr addrspace({self.h.shared_as}) {ptr}, align {size(t)}"), t

    def visit_ShuffleXor(self, rv: N.ShuffleXor, dest: int) -> tuple[str, Scalar]:
        return subgroup.shuffle_xor(self, rv)

    def binop(self, rv: N.BinOp, contract: bool) -> tuple[str, Scalar]:
        a, t = self.value(rv.a)
        op = rv.op
        if op in ("shl", "shr"):
            return self.shift(op, a, t, rv.b, rv.nowrap), t
        b = self.value_as(rv.b, t)
        if op in _FCMP:
            if t.is_float:
                return self.emit(f"fcmp {_FCMP[op]} {ll(t)} {a}, {b}"), BOOL
            pred = (_ICMP_S if t.is_signed else _ICMP_U)[op]
            return self.emit(f"icmp {pred} {ll(t)} {a}, {b}"), BOOL
        if t.is_float:
            if op == "rem":
                return self.fmod(t, a, b), t
            if op not in _FARITH:
                raise self.fail(f"{op} on {t}")
            flags = "contract " if contract and op != "div" else ""  # only mul/add/sub take part in an fma
            return self.emit(f"{_FARITH[op]} {flags}{ll(t)} {a}, {b}"), t
        if op in ("and", "or", "xor"):
            return self.emit(f"{op} {ll(t)} {a}, {b}"), t
        if t == BOOL:
            raise self.fail(f"{op} on bool")
        inst = {"add": "add", "sub": "sub", "mul": "mul",
                "div": "sdiv" if t.is_signed else "udiv", "rem": "srem" if t.is_signed else "urem"}.get(op)
        if inst is None:
            raise self.fail(f"unknown binary op {op}")
        return self.emit(f"{inst} {_wrap_flag(rv.nowrap and op in N.NOWRAP_OPS, t)}{ll(t)} {a}, {b}"), t

    def shift(self, op: str, a: str, t: Scalar, amount: N.Operand, nowrap: bool = False) -> str:
        b, tb = self.value(amount)
        if not (t.is_int and tb.is_int):
            raise self.fail(f"{op} needs integers, not {t} and {tb}")
        m = self.emit(f"and {ll(tb)} {b}, {t.bits - 1}")
        if tb.bits > t.bits:
            m = self.emit(f"trunc {ll(tb)} {m} to {ll(t)}")
        elif tb.bits < t.bits:
            m = self.emit(f"zext {ll(tb)} {m} to {ll(t)}")
        inst = "shl" if op == "shl" else ("ashr" if t.is_signed else "lshr")
        return self.emit(f"{inst} {_wrap_flag(nowrap and op == 'shl', t)}{ll(t)} {a}, {m}")

    def overflow(self, rv: N.CheckOverflow) -> str:
        a, t = self.value(rv.a)
        if not t.is_int:
            raise self.fail(f"overflow check on {t}")
        lt, op = ll(t), rv.op
        lo = -(1 << (t.bits - 1))
        if op in ("add", "sub", "mul"):
            b = self.value_as(rv.b, t)
            name = f"llvm.{'s' if t.is_signed else 'u'}{op}.with.overflow.{lt}"
            pair = self.call(f"{{{lt}, i1}}", name, [(lt, a), (lt, b)])
            return self.emit(f"extractvalue {{{lt}, i1}} {pair}, 1")
        if op == "neg":
            return self.emit(f"icmp eq {lt} {a}, {lo}" if t.is_signed else f"icmp ne {lt} {a}, 0")
        if op in ("div", "rem"):
            if not t.is_signed:
                return "false"
            b = self.value_as(rv.b, t)
            x = self.emit(f"icmp eq {lt} {a}, {lo}")
            y = self.emit(f"icmp eq {lt} {b}, -1")
            return self.emit(f"and i1 {x}, {y}")
        if op in ("shl", "shr"):
            b, tb = self.value(rv.b)
            return self.emit(f"icmp uge {ll(tb)} {b}, {t.bits}")
        raise self.fail(f"unknown overflow check {op}")

    def cast(self, o: N.Operand, to: Scalar) -> str:
        v, t = self.value(o)
        if t == to:
            return v
        if to == BOOL:
            return self.emit(f"fcmp une {ll(t)} {v}, 0.0" if t.is_float else f"icmp ne {ll(t)} {v}, 0")
        if t == BOOL:
            return self.emit(f"uitofp i1 {v} to {ll(to)}" if to.is_float else f"zext i1 {v} to {ll(to)}")
        if t.is_int and to.is_int:
            if t.bits == to.bits:
                return v
            if t.bits > to.bits:
                return self.emit(f"trunc {ll(t)} {v} to {ll(to)}")
            return self.emit(f"{'sext' if t.is_signed else 'zext'} {ll(t)} {v} to {ll(to)}")
        if t.is_int:
            return self.emit(f"{'sitofp' if t.is_signed else 'uitofp'} {ll(t)} {v} to {ll(to)}")
        if to.is_int:
            kind = "fptosi" if to.is_signed else "fptoui"
            return self.call(ll(to), f"llvm.{kind}.sat.{ll(to)}.{fsuffix(t)}", [(ll(t), v)])
        return self.emit(f"{'fpext' if to.bits > t.bits else 'fptrunc'} {ll(t)} {v} to {ll(to)}")

    def math(self, rv: N.Math) -> tuple[str, Scalar]:
        args = [self.value(a) for a in rv.args]
        if not args:
            raise self.fail(f"{rv.fn} without arguments")
        t = args[0][1]
        want = 2 if rv.fn in N.MATH_BINARY else 3 if rv.fn in N.MATH_TERNARY else 1
        if len(args) != want or any(ty != t for _, ty in args):
            raise self.fail(f"{rv.fn} needs {want} argument(s) of one type")
        vals = [(ll(t), v) for v, _ in args]
        if rv.fn == "mul_add":  # one rounding on every LLVM target (never llvm.fmuladd: fused or not)
            if t != F32:
                raise self.fail(f"mul_add on {t} (the fused multiply-add is f32 only)")
            return self.call("float", "llvm.fma.f32", vals), t
        if t.is_int:
            if rv.fn not in ("max", "min"):
                raise self.fail(f"{rv.fn} on {t}")
            name = f"llvm.{'s' if t.is_signed else 'u'}{rv.fn}.{ll(t)}"
            return self.call(ll(t), name, vals), t
        if not t.is_float:
            raise self.fail(f"{rv.fn} on {t}")
        if rv.fn in _SIMPLE_MATH:
            return self.call(ll(t), f"llvm.{_SIMPLE_MATH[rv.fn]}.{fsuffix(t)}", vals), t
        if rv.fn not in mathlib.FNS:
            raise self.fail(f"unknown math function {rv.fn}")
        return self.transcendental(rv.fn, t, args[0][0]), t

    def transcendental(self, fn: str, t: Scalar, v: str) -> str:
        """sin/cos/exp/ln: libdevice's __nv_* (f32/f64) or poot's own f64 sequence."""
        if self.h.math == MATH_LIBDEVICE:
            work = F64 if t == F64 else F32
            x = v if work == t else self.emit(f"fpext {ll(t)} {v} to float")
            name = f"__nv_{_LIBDEVICE[fn]}{'f' if work == F32 else ''}"
            r = self.call(ll(work), name, [(ll(work), x)])
        else:
            self.own_math.add(fn)
            work = F64
            x = v if t == F64 else self.emit(f"fpext {ll(t)} {v} to double")
            r = self.emit(mathlib.call(fn, x))
        return r if work == t else self.emit(f"fptrunc {ll(work)} {r} to {ll(t)}")

    def fmod(self, t: Scalar, a: str, b: str) -> str:
        """Float % (Rust = C fmod: exact, the dividend's sign, x % 0 = NaN, inf % y = NaN,
        x % inf = x). Never a bare `frem` on a GPU: NVPTX/AMDGPU expand it inexactly. libdevice's
        __nv_fmod[f] (exact) when linked, else mathlib's exact sequence; `frem` only when the
        hooks ask for it (the host JIT, where it is libm's fmod). f16 goes through f32: the exact
        remainder of two f16 values is a multiple of the smaller ulp of the two and no larger
        than either in magnitude, so it is an f16 value and the fptrunc is exact."""
        if self.h.math != MATH_LIBDEVICE and self.h.fmod == FMOD_FREM:
            return self.emit(f"frem {ll(t)} {a}, {b}")
        work = F64 if t == F64 else F32
        if work != t:
            a = self.emit(f"fpext {ll(t)} {a} to {ll(work)}")
            b = self.emit(f"fpext {ll(t)} {b} to {ll(work)}")
        if self.h.math == MATH_LIBDEVICE:
            r = self.call(ll(work), f"__nv_fmod{'f' if work == F32 else ''}", [(ll(work), a), (ll(work), b)])
        else:
            self.own_math.add(mathlib.FMOD[ll(work)][0])
            r = self.emit(mathlib.fmod_call(ll(work), a, b))
        return r if work == t else self.emit(f"fptrunc {ll(work)} {r} to {ll(t)}")

    # provided by the lowering
    @abc.abstractmethod
    def read_local(self, i: int) -> str: ...  # noqa: E704

    @abc.abstractmethod
    def local_ty(self, i: int) -> Scalar: ...  # noqa: E704

    @abc.abstractmethod
    def load_param(self, s: int, index: N.Operand): ...  # noqa: E704

    @abc.abstractmethod
    def len_of(self, s: int) -> str: ...  # noqa: E704

    @abc.abstractmethod
    def wg_ptr(self, array: int, index: N.Operand) -> str: ...  # noqa: E704

    @abc.abstractmethod
    def wg_elem(self, array: int) -> Scalar: ...  # noqa: E704

