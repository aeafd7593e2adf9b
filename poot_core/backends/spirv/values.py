"""SPIR-V lowering of Kernel IR rvalues with Rust semantics: wrapping integer ops, masked
shifts, checked-op overflow flags, `as` casts (saturating float->int), float methods."""
from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from ...ir import nodes as N
from ...ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from . import f64math
from .floatbits import bits_of, is_nan
from .module import SCOPE_SUBGROUP, Module

_INT_ARITH = {"add": "IAdd", "sub": "ISub", "mul": "IMul"}
_FLOAT_ARITH = {"add": "FAdd", "sub": "FSub", "mul": "FMul", "div": "FDiv", "rem": "FRem"}
_BITS = {"and": "BitwiseAnd", "or": "BitwiseOr", "xor": "BitwiseXor"}
_BOOL_BITS = {"and": "LogicalAnd", "or": "LogicalOr", "xor": "LogicalNotEqual"}
_FCMP = {"eq": "FOrdEqual", "lt": "FOrdLessThan", "le": "FOrdLessThanEqual",
         "gt": "FOrdGreaterThan", "ge": "FOrdGreaterThanEqual"}
_UCMP = {"eq": "IEqual", "ne": "INotEqual", "lt": "ULessThan", "le": "ULessThanEqual",
         "gt": "UGreaterThan", "ge": "UGreaterThanEqual"}
_SCMP = dict(_UCMP, lt="SLessThan", le="SLessThanEqual", gt="SGreaterThan", ge="SGreaterThanEqual")
_GLSL1 = {"sqrt": "Sqrt", "abs": "FAbs", "floor": "Floor", "ceil": "Ceil", "trunc": "Trunc",
          "exp": "Exp", "ln": "Log", "sin": "Sin", "cos": "Cos"}


def f_ne(L, a: int, b: int) -> int:
    """Float `!=` (true when either is NaN) as !(a == b): naga turns OpFUnordNotEqual into an
    ordered `!=`, false for NaN, but keeps OpFOrdEqual and OpLogicalNot."""
    bt = L.m.bool()
    return L.op("LogicalNot", bt, L.op("FOrdEqual", bt, a, b))


def _min(t: Scalar) -> int:
    return -(1 << (t.bits - 1)) if t.is_signed else 0


def _max(t: Scalar) -> int:
    return (1 << (t.bits - 1)) - 1 if t.is_signed else (1 << t.bits) - 1


class Rvalues:
    """The rvalue cases of the SPIR-V lowering (mixed into lower._Lower, a walk.Visitor):
    visit_<Rvalue>(rv, dest) is the id of rv's value, assigned to local `dest`."""

    if TYPE_CHECKING:  # the lowering's state and methods these cases use (lower._Lower defines them)
        m: Module
        nc: set[int]  # locals feeding a no_contract_add

        def no_contract(self) -> AbstractContextManager[None]: ...
        def ty(self, s: Scalar) -> int: ...
        def c(self, s: Scalar, v: object) -> int: ...
        def op(self, name: str, rty: int, *args: int) -> int: ...
        def opaque(self, v: int, fty: int, second: bool = False) -> int: ...
        def tyof(self, o: N.Operand) -> Scalar: ...
        def val(self, o: N.Operand) -> int: ...
        def load_slice(self, i: int, o: N.Operand) -> int: ...
        def length(self, i: int) -> int: ...
        def wg_ptr(self, array: int, o: N.Operand) -> int: ...
        def wg_access(self, load: bool) -> tuple[int, ...]: ...
        def cu32(self, v: int) -> int: ...
        u32: int
        wg_ty: dict[int, tuple[Scalar, int]]

    def visit_Use(self, rv: N.Use, dest: int) -> int:
        return self.val(rv.a)

    def visit_BinOp(self, rv: N.BinOp, dest: int) -> int:
        if dest in self.nc and rv.op == "mul":
            with self.no_contract():
                return binop(self, rv.op, rv.a, rv.b)
        return binop(self, rv.op, rv.a, rv.b)

    def visit_UnOp(self, rv: N.UnOp, dest: int) -> int:
        t, a = self.tyof(rv.a), self.val(rv.a)
        if rv.op == "neg":
            if t.is_float:
                return self.op("FNegate", self.ty(t), a)
            if t.is_signed:
                return self.op("SNegate", self.ty(t), a)
            return self.op("ISub", self.ty(t), self.c(t, 0), a)  # naga refuses to negate unsigned ints
        return self.op("LogicalNot" if t == BOOL else "Not", self.ty(t), a)

    def visit_CheckOverflow(self, rv: N.CheckOverflow, dest: int) -> int:
        return overflow(self, rv.op, rv.a, rv.b)

    def visit_Cast(self, rv: N.Cast, dest: int) -> int:
        return cast(self, self.val(rv.a), self.tyof(rv.a), rv.to)

    def visit_Math(self, rv: N.Math, dest: int) -> int:
        return math(self, rv.fn, rv.args)

    def visit_FromBits(self, rv: N.FromBits, dest: int) -> int:
        # integer bits the driver may know: made opaque (lower.float_const)
        return self.opaque(self.op("Bitcast", self.ty(F32), self.val(rv.a)), self.ty(F32))

    def visit_NoContractAdd(self, rv: N.NoContractAdd, dest: int) -> int:
        t = self.tyof(rv.a)
        with self.no_contract():
            return self.op("FAdd", self.ty(t), self.val(rv.a), self.val(rv.b))

    def visit_Load(self, rv: N.Load, dest: int) -> int:
        return self.load_slice(rv.slice, rv.index)

    def visit_Len(self, rv: N.Len, dest: int) -> int:
        return self.length(rv.slice)

    def visit_WgRead(self, rv: N.WgRead, dest: int) -> int:
        elem = self.wg_ty[rv.array][0] if rv.array in self.wg_ty else F32  # an undeclared one: wg_ptr says so
        return self.op("Load", self.ty(elem), self.wg_ptr(rv.array, rv.index), *self.wg_access(load=True))

    def visit_ShuffleXor(self, rv: N.ShuffleXor, dest: int) -> int:
        """OpGroupNonUniformShuffleXor at Subgroup scope (the targets allow it only where a device
        subgroup is the IR's 32 lanes); a float moves as its bits, so nothing can canonicalize a NaN."""
        self.m.cap("GroupNonUniform")
        self.m.cap("GroupNonUniformShuffle")
        t = self.tyof(rv.a)
        v = self.val(rv.a)
        scope, mask = self.cu32(SCOPE_SUBGROUP), self.cu32(int(rv.mask))
        if t == F32:
            bits = self.op("Bitcast", self.u32, v)
            moved = self.op("GroupNonUniformShuffleXor", self.u32, scope, bits, mask)
            return self.op("Bitcast", self.ty(F32), moved)
        return self.op("GroupNonUniformShuffleXor", self.ty(t), scope, v, mask)


def binop(L, op: str, ao: N.Operand, bo: N.Operand) -> int:
    t = L.tyof(ao)
    a, b = L.val(ao), L.val(bo)
    ty, boolty = L.ty(t), L.m.bool()
    if op in N.CMP_OPS:
        if t == BOOL:
            if op in ("eq", "ne"):
                return L.op("LogicalEqual" if op == "eq" else "LogicalNotEqual", boolty, a, b)
            a, b = (L.op("Select", L.u32, x, L.cu32(1), L.cu32(0)) for x in (a, b))
            return L.op(_UCMP[op], boolty, a, b)
        if t.is_float and L.barrier and L.exact:  # x == x -> true (NaN lost) where the driver sees inexact ops
            b = L.opaque(b, ty, second=True)
        if t.is_float and op == "ne":
            return f_ne(L, a, b)
        table = _FCMP if t.is_float else _SCMP if t.is_signed else _UCMP
        return L.op(table[op], boolty, a, b)
    if t == BOOL:
        if op not in _BOOL_BITS:
            raise L.err(f"{op} is not defined on bool")
        return L.op(_BOOL_BITS[op], boolty, a, b)
    if t.is_float:
        if op not in _FLOAT_ARITH:
            raise L.err(f"{op} is not defined on {t}")
        if op == "rem":  # drivers lower FRem as x - y * trunc(x / y): inexact
            return fmod(L, a, b, t)
        if op in ("add", "sub", "mul", "div") and L.barrier and L.exact:
            # ops the driver sees as inexact (naga drops NoContraction): x - x -> 0, -x + x -> 0,
            # x / x -> 1 (the H200 through wgpu: NaN / NaN and 0 / 0 gave 1.0) and sqrt(x) * sqrt(x)
            # -> x (lavapipe through wgpu: fuzz seed 10000) need both operands to be one value; the
            # second zero keeps them apart (even after CSE)
            b = L.opaque(b, ty, second=True)
        if op == "div" and t == F32:
            return div_f32(L, a, b)
        return L.op(_FLOAT_ARITH[op], ty, a, b)
    if op in _INT_ARITH:
        return L.op(_INT_ARITH[op], ty, a, b)
    if op in _BITS:
        return L.op(_BITS[op], ty, a, b)
    if op in ("div", "rem"):
        zero = L.op("IEqual", boolty, b, L.c(t, 0))
        if t.is_signed:
            ovf = L.op("LogicalAnd", boolty, L.op("IEqual", boolty, a, L.c(t, _min(t))),
                       L.op("IEqual", boolty, b, L.c(t, -1)))
            zero = L.op("LogicalOr", boolty, zero, ovf)
        d = L.op("Select", ty, zero, L.c(t, 1), b)  # the failed check already set its bit
        if op == "rem" and t.is_signed:  # NVIDIA's Vulkan driver gets OpSRem's sign wrong for a < 0
            return L.op("ISub", ty, a, L.op("IMul", ty, L.op("SDiv", ty, a, d), d))
        return L.op(("SDiv" if t.is_signed else "UDiv") if op == "div" else "UMod", ty, a, d)
    if op in ("shl", "shr"):
        bt = L.tyof(bo)
        amount = L.op("BitwiseAnd", L.ty(bt), b, L.c(bt, t.bits - 1))
        ut = USIZE if t.bits == 64 else U32
        if bt.bits != ut.bits:
            amount = L.op("UConvert", L.ty(ut), amount)
        elif bt != ut:
            amount = L.op("Bitcast", L.ty(ut), amount)
        name = "ShiftLeftLogical" if op == "shl" else ("ShiftRightArithmetic" if t.is_signed else "ShiftRightLogical")
        return L.op(name, ty, a, amount)
    raise L.err(f"unknown binary op {op!r} on {t}")


def overflow(L, op: str, ao: N.Operand, bo: N.Operand) -> int:
    """Rust's checked-op overflow flag, without wider integers."""
    t = L.tyof(ao)
    a, b = L.val(ao), L.val(bo)
    ty, bt = L.ty(t), L.m.bool()
    if op in ("shl", "shr"):
        st = L.tyof(bo)
        return L.op("UGreaterThanEqual", bt, b, L.c(st, t.bits))
    if not t.is_int:
        raise L.err(f"CheckOverflow {op} needs an integer, not {t}")
    sign = lambda x: L.op("SLessThan", bt, x, L.c(t, 0))  # noqa: E731
    if op == "add":
        r = L.op("IAdd", ty, a, b)
        if not t.is_signed:
            return L.op("ULessThan", bt, r, a)
        return sign(L.op("BitwiseAnd", ty, L.op("BitwiseXor", ty, r, a), L.op("BitwiseXor", ty, r, b)))
    if op == "sub":
        if not t.is_signed:
            return L.op("ULessThan", bt, a, b)
        r = L.op("ISub", ty, a, b)
        return sign(L.op("BitwiseAnd", ty, L.op("BitwiseXor", ty, a, b), L.op("BitwiseXor", ty, a, r)))
    if op == "mul":  # a != 0 and (a*b)/a != b, with a == -1 handled apart (signed)
        r = L.op("IMul", ty, a, b)
        a0 = L.op("IEqual", bt, a, L.c(t, 0))
        if t.is_signed:
            am1 = L.op("IEqual", bt, a, L.c(t, -1))
            d = L.op("Select", ty, L.op("LogicalOr", bt, a0, am1), L.c(t, 1), a)
            q = L.op("SDiv", ty, r, d)
            general = L.op("INotEqual", bt, q, b)
            minus1 = L.op("IEqual", bt, b, L.c(t, _min(t)))
            return L.op("Select", bt, a0, L.m.const_bool(False), L.op("Select", bt, am1, minus1, general))
        d = L.op("Select", ty, a0, L.c(t, 1), a)
        q = L.op("UDiv", ty, r, d)
        return L.op("LogicalAnd", bt, L.op("LogicalNot", bt, a0), L.op("INotEqual", bt, q, b))
    if op == "neg":
        return L.op("IEqual", bt, a, L.c(t, _min(t))) if t.is_signed else L.op("INotEqual", bt, a, L.c(t, 0))
    if op in ("div", "rem"):
        if not t.is_signed:
            return L.m.const_bool(False)
        return L.op("LogicalAnd", bt, L.op("IEqual", bt, a, L.c(t, _min(t))), L.op("IEqual", bt, b, L.c(t, -1)))
    raise L.err(f"unknown CheckOverflow op {op!r}")


def cast(L, a: int, src: Scalar, dst: Scalar) -> int:
    """Rust `as` from src to dst."""
    bt = L.m.bool()
    if src == dst:
        return a
    if dst == BOOL:
        zero = L.c(src, 0)
        return f_ne(L, a, zero) if src.is_float else L.op("INotEqual", bt, a, zero)
    if src == BOOL:
        return L.op("Select", L.ty(dst), a, L.c(dst, 1), L.c(dst, 0))
    if src.is_int and dst.is_int:
        if src.bits == dst.bits:
            return L.op("Bitcast", L.ty(dst), a)
        if src.bits < dst.bits:  # 32 -> 64: extend by the source's signedness
            if src.is_signed:  # through i64: naga zero-extends an SConvert typed unsigned
                return L.op("Bitcast", L.ty(dst), L.op("SConvert", L.m.int(64, True), a))
            return L.op("UConvert", L.ty(dst), a)
        r = L.op("UConvert", L.ty(U32), a)  # 64 -> 32 truncates
        return r if dst == U32 else L.op("Bitcast", L.ty(dst), r)
    if src.is_int and dst.is_float:  # an integer the driver may know (0, a range): made opaque
        return L.opaque(L.op("ConvertSToF" if src.is_signed else "ConvertUToF", L.ty(dst), a), L.ty(dst))
    if src.is_float and dst.is_float:
        if src.bits == 64 and dst.bits == 16:  # drivers go through f32: double rounding
            return L.op("FConvert", L.ty(dst), _f64_to_f32_round_to_odd(L, a))
        return L.op("FConvert", L.ty(dst), a)
    # float -> int: saturate, NaN -> 0 (SPIR-V leaves out-of-range conversions undefined)
    lo, hi = _min(dst), _max(dst)
    # bounds are powers of two, exact in the float type; past its range (f16) compare with the
    # largest finite value instead (only +-inf lies beyond it); no inf literals (naga)
    top = {16: 65504.0, 32: 3.4028234663852886e38, 64: 1.7976931348623157e308}[src.bits]
    if float(hi + 1) <= top:
        over = L.op("FOrdGreaterThanEqual", bt, a, L.c(src, float(hi + 1)))
    else:
        over = L.op("FOrdGreaterThan", bt, a, L.c(src, top))
    if float(lo) >= -top:
        under = L.op("FOrdLessThan", bt, a, L.c(src, float(lo)))
    else:
        under = L.op("FOrdLessThan", bt, a, L.c(src, -top))
    nan = is_nan(L, a, src)  # drivers may assume no NaN in float compares: test the bits
    notnan = L.op("LogicalNot", bt, nan)
    over = L.op("LogicalAnd", bt, over, notnan)
    under = L.op("LogicalAnd", bt, under, notnan)
    bad = L.op("LogicalOr", bt, L.op("LogicalOr", bt, over, under), nan)
    safe = L.op("Select", L.ty(src), bad, L.c(src, 0.0), a)
    r = L.op("ConvertFToS" if dst.is_signed else "ConvertFToU", L.ty(dst), safe)
    r = L.op("Select", L.ty(dst), over, L.c(dst, hi), r)
    return L.op("Select", L.ty(dst), under, L.c(dst, lo), r)


def math(L, fn: str, args: tuple) -> int:
    t = L.tyof(args[0])
    ty = L.ty(t)
    vals = [L.val(a) for a in args]
    if fn == "mul_add":
        if t != F32:
            raise L.err(f"mul_add on {t} (the fused multiply-add is f32 only)")
        return mul_add_f32(L, *vals)
    if fn in ("max", "min"):
        if t.is_float:
            return L.ext("NMax" if fn == "max" else "NMin", ty, *vals)
        name = ("S" if t.is_signed else "U") + ("Max" if fn == "max" else "Min")
        return L.ext(name, ty, *vals)
    a = vals[0]
    if not t.is_float:
        if fn == "abs" and t == I32:  # wrapping: abs(MIN) == MIN
            neg = L.op("SLessThan", L.m.bool(), a, L.c(t, 0))
            return L.op("Select", ty, neg, L.op("SNegate", ty, a), a)
        raise L.err(f"{fn} is a float method; it cannot take {t}")
    if fn == "round":  # half away from zero: t = trunc(x); |x - t| >= 0.5 ? t + sign(x) : t
        tr = _trunc(L, a, t, ty)
        frac = L.ext("FAbs", ty, L.op("FSub", ty, a, tr))
        bump = L.op("FOrdGreaterThanEqual", L.m.bool(), frac, L.c(t, 0.5))
        return L.op("Select", ty, bump, L.op("FAdd", ty, tr, L.ext("FSign", ty, a)), tr)
    if fn in ("exp", "ln", "sin", "cos") and t.bits == 64:  # GLSL.std.450: 16/32-bit only
        return f64math.exp(L, a) if fn == "exp" else f64math.ln(L, a) if fn == "ln" else f64math.sincos(L, a, fn)
    if fn == "trunc":
        return _trunc(L, a, t, ty)
    if fn == "sqrt" and t == F16:
        return sqrt_f16(L, a)
    if fn not in _GLSL1:
        raise L.err(f"unknown math fn {fn!r}")
    return L.ext(_GLSL1[fn], ty, a)


def mul_add_f32(L, a: int, b: int, c: int) -> int:
    """f32 a * b + c rounded once (Math "mul_add"), computed exactly in f64 - not GLSL.std.450 Fma:
    Vulkan lets that be a multiply and an add, each rounded ("inherited from OpFMul followed by
    OpFAdd"; NoContraction on it only makes it invariant; measured on lavapipe, Mesa 22.3, on a CPU
    with FMA: Fma gave the two-rounding a * b + c on all 8192 operands of the catalog's mul_add case,
    1361 of them off the fused result, on vulkan and wgpu alike), and WGSL's fma is specified the
    same way. Only VK_KHR_shader_fma's OpFmaKHR (SPV_KHR_fma, 2025) is guaranteed fused; neither the
    SPIR-V tools (2023.1) nor Mesa (22.3) here know it, so the emitter does what the oracle does
    (oracle/values.mul_add_f32): the f32 operands widened to f64 (exact), p = x * y (exact: 48
    significant bits), s = p + z and its exact error e by TwoSum, s rounded to odd on its bits (one
    ulp toward e when e != 0 and s is even), then one f64 -> f32 conversion, which then rounds the
    exact value correctly (53 >= 24 + 2). The f64 arithmetic is emitted as no_contract_add is (NoContraction, or the opaque barrier on
    wgpu) whatever fp_contract says: a driver that fused or reassociated TwoSum would lose e. It
    needs f64 on the device (the module declares Float64; a device without it refuses the kernel)
    and trusts what the rest of the emitter trusts: f64 add, sub and mul correctly rounded, f64 -> f32
    conversion to nearest even (Rust's `as`, emitted the same way)."""
    f64, u64, bt = L.ty(F64), L.ty(USIZE), L.m.bool()
    with L.no_contract():
        x, y, z = (L.op("FConvert", f64, v) for v in (a, b, c))
        p = L.op("FMul", f64, x, y)
        s = L.op("FAdd", f64, p, z)
        bb = L.op("FSub", f64, s, p)
        e = L.op("FAdd", f64, L.op("FSub", f64, p, L.op("FSub", f64, s, bb)), L.op("FSub", f64, z, bb))
    sb, eb = L.op("Bitcast", u64, s), L.op("Bitcast", u64, e)
    k = lambda v: L.c(USIZE, v)  # noqa: E731
    mag = k((1 << 63) - 1)
    inexact = L.op("INotEqual", bt, L.op("BitwiseAnd", u64, eb, mag), k(0))
    even = L.op("IEqual", bt, L.op("BitwiseAnd", u64, sb, k(1)), k(0))
    finite = L.op("ULessThan", bt, L.op("BitwiseAnd", u64, sb, mag), k(0x7FF0000000000000))
    fix = L.op("LogicalAnd", bt, L.op("LogicalAnd", bt, inexact, even), finite)
    same_sign = L.op("ULessThan", bt, L.op("BitwiseXor", u64, sb, eb), k(1 << 63))  # e points away from 0
    moved = L.op("Select", u64, same_sign, L.op("IAdd", u64, sb, k(1)), L.op("ISub", u64, sb, k(1)))
    odd = L.op("Bitcast", f64, L.op("Select", u64, fix, moved, sb))
    return L.op("FConvert", L.ty(F32), odd)


def div_f32(L, a: int, b: int) -> int:
    """a / b with both scaled by a power of two that brings a nonzero |b| into [2**-126, 2**126],
    the only divisors for which Vulkan bounds OpFDiv's error (NVIDIA's division multiplies by a
    reciprocal that flushes: inf / f32::MAX gave NaN, 1 / f32::MAX gave 0). Scaling is exact, or
    under/overflows only where the true quotient rounds to 0 or inf anyway."""
    f32, bt = L.ty(F32), L.m.bool()
    ay = L.ext("FAbs", f32, b)
    big = L.op("FOrdGreaterThan", bt, ay, L.c(F32, 2.0 ** 126))
    small = L.op("LogicalAnd", bt, L.op("FOrdLessThan", bt, ay, L.c(F32, 2.0 ** -126)),
                 L.op("FOrdGreaterThan", bt, ay, L.c(F32, 0.0)))
    s = L.op("Select", f32, big, L.c(F32, 2.0 ** -4), L.op("Select", f32, small, L.c(F32, 2.0 ** 24), L.c(F32, 1.0)))
    return L.op("FDiv", f32, L.op("FMul", f32, a, s), L.op("FMul", f32, b, s))


def sqrt_f16(L, a: int) -> int:
    """Rust's correctly rounded f16 sqrt from the driver's f32 one, which Vulkan lets be a few ulp
    off (NVIDIA's own f16 sqrt was one f16 ulp off): r = f16(sqrt(x)) is then at most one f16 ulp
    from the answer, and the f16 midpoints beside r have 12 significant bits, so their squares are
    exact in f32 and compare with x exactly (no midpoint squares to an f16: its square is odd with
    over 11 bits). x > 0 makes r >= 2**-12, a normal f16, so its ulp is 2**(exponent - 10), half that
    below a power of two. NaN, infinities, zeros and negatives take the f32 result as it is."""
    f32, h, u32 = L.ty(F32), L.ty(F16), L.u32
    x = L.op("FConvert", f32, a)
    s = L.ext("Sqrt", f32, x)
    r = L.op("FConvert", f32, L.op("FConvert", h, s))
    bits = L.op("Bitcast", u32, r)
    exp = L.op("BitwiseAnd", u32, bits, L.cu32(0x7F800000))
    ulp = L.op("Bitcast", f32, L.op("ISub", u32, exp, L.cu32(10 << 23)))
    half = L.op("FMul", f32, ulp, L.c(F32, 0.5))
    pow2 = L.op("IEqual", L.m.bool(), L.op("BitwiseAnd", u32, bits, L.cu32(0x007FFFFF)), L.cu32(0))
    half_dn = L.op("Select", f32, pow2, L.op("FMul", f32, half, L.c(F32, 0.5)), half)
    mid_up, mid_dn = L.op("FAdd", f32, r, half), L.op("FSub", f32, r, half_dn)
    up = L.op("FOrdLessThan", L.m.bool(), L.op("FMul", f32, mid_up, mid_up), x)
    dn = L.op("FOrdGreaterThan", L.m.bool(), L.op("FMul", f32, mid_dn, mid_dn), x)
    fixed = L.op("Select", f32, up, L.op("FAdd", f32, r, ulp),
                 L.op("Select", f32, dn, L.op("FSub", f32, mid_dn, half_dn), r))
    finite = L.op("LogicalAnd", L.m.bool(), L.op("FOrdGreaterThan", L.m.bool(), x, L.c(F32, 0.0)),
                  L.op("FOrdLessThan", L.m.bool(), x, L.c(F32, float("inf"))))
    return L.op("FConvert", h, L.op("Select", f32, finite, fixed, s))


def _trunc(L, a: int, t: Scalar, ty: int) -> int:
    """Trunc keeping the sign of zero: lavapipe's f64 Trunc gives +0.0 for -0.3 and -0.0, so f64
    results take x's sign bit (trunc(x) always has x's sign)."""
    r = L.ext("Trunc", ty, a)
    if t.bits != 64:
        return r
    sign = 1 << 63
    rb = L.op("BitwiseAnd", L.ty(USIZE), L.op("Bitcast", L.ty(USIZE), r), L.c(USIZE, sign - 1))
    sb = L.op("BitwiseAnd", L.ty(USIZE), L.op("Bitcast", L.ty(USIZE), a), L.c(USIZE, sign))
    return L.op("Bitcast", ty, L.op("BitwiseOr", L.ty(USIZE), rb, sb))


def fmod(L, x: int, y: int, t: Scalar) -> int:
    """Exact C fmod (Rust's float %) on the bits, in integer arithmetic only, so a device that
    flushes subnormals in float ops still gets Rust's result (musl's fmod: align the mantissas,
    then binary long division by shift-and-subtract). f16 runs in f32 (exact both ways)."""
    if t.bits == 16:
        w = [L.op("FConvert", L.ty(F32), v) for v in (x, y)]
        return L.op("FConvert", L.ty(t), fmod(L, w[0], w[1], F32))
    W, M = t.bits, (52 if t.bits == 64 else 23)
    ut = USIZE if W == 64 else U32
    uty, ity, bt, i32 = L.ty(ut), L.ty(I32), L.m.bool(), L.ty(I32)
    u = lambda v: L.c(ut, v)  # noqa: E731
    k = lambda v: L.c(I32, v)  # noqa: E731
    sign, inf, hid = 1 << (W - 1), (0x7FF << 52) if W == 64 else 0x7F800000, 1 << M
    _, xb = bits_of(L, x, t)
    _, yb = bits_of(L, y, t)
    sx = L.op("BitwiseAnd", uty, xb, u(sign))
    ax = L.op("BitwiseAnd", uty, xb, u(sign - 1))
    ay = L.op("BitwiseAnd", uty, yb, u(sign - 1))
    nan = L.op("LogicalOr", bt, L.op("LogicalOr", bt, L.op("IEqual", bt, ay, u(0)), L.op("UGreaterThan", bt, ay, u(inf))),
               L.op("UGreaterThanEqual", bt, ax, u(inf)))
    small = L.op("ULessThan", bt, ax, ay)  # |x| < |y|: x itself
    done = L.op("LogicalOr", bt, nan, L.op("ULessThanEqual", bt, ax, ay))  # (|x| == |y| gives 0)

    def split(a):  # (mantissa with the hidden bit, unbiased-ish exponent): a = m * 2^(e - bias - M)
        e = L.op("Bitcast", i32, L.op("UConvert", L.u32, L.op("ShiftRightLogical", uty, a, u(M))) if W == 64
                 else L.op("ShiftRightLogical", uty, a, u(M)))
        sub = L.op("IEqual", bt, e, k(0))
        m = L.op("Select", uty, sub, a, L.op("BitwiseOr", uty, L.op("BitwiseAnd", uty, a, u(hid - 1)), u(hid)))
        m = L.op("Select", uty, done, u(hid), m)  # dummies for the special cases: the loops stay finite
        return m, L.op("Select", i32, L.op("LogicalOr", bt, sub, done), k(1), e)
    mxv, exv, myv, eyv = L.temp_var(uty), L.temp_var(ity), L.temp_var(uty), L.temp_var(ity)
    for (m, e), mv, ev in ((split(ax), mxv, exv), (split(ay), myv, eyv)):
        L.emit("Store", mv, m)
        L.emit("Store", ev, e)
    ld = lambda v, ty=uty: L.op("Load", ty, v)  # noqa: E731

    def normalize(mv, ev):  # subnormals (and the remainder): shift up to the hidden bit
        def cond():
            m = ld(mv)
            return L.op("LogicalAnd", bt, L.op("ULessThan", bt, m, u(hid)), L.op("INotEqual", bt, m, u(0)))

        def body():
            L.emit("Store", mv, L.op("ShiftLeftLogical", uty, ld(mv), u(1)))
            L.emit("Store", ev, L.op("ISub", i32, ld(ev, ity), k(1)))
        L.while_loop(cond, body)
    normalize(mxv, exv)
    normalize(myv, eyv)

    def sub_step():
        m, my = ld(mxv), ld(myv)
        L.emit("Store", mxv, L.op("Select", uty, L.op("UGreaterThanEqual", bt, m, my), L.op("ISub", uty, m, my), m))

    def long_division():
        sub_step()
        L.emit("Store", mxv, L.op("ShiftLeftLogical", uty, ld(mxv), u(1)))
        L.emit("Store", exv, L.op("ISub", i32, ld(exv, ity), k(1)))
    L.while_loop(lambda: L.op("SGreaterThan", bt, ld(exv, ity), ld(eyv, ity)), long_division)
    sub_step()
    zero = L.op("IEqual", bt, ld(mxv), u(0))
    normalize(mxv, exv)
    m, e = ld(mxv), ld(exv, ity)
    e_u = L.op("Bitcast", L.u32, e)
    e_w = L.op("UConvert", uty, e_u) if W == 64 else e_u
    normal = L.op("BitwiseOr", uty, L.op("ShiftLeftLogical", uty, e_w, u(M)), L.op("BitwiseAnd", uty, m, u(hid - 1)))
    shift = L.op("Bitcast", L.u32, L.op("ISub", i32, k(1), e))  # a subnormal remainder: exact
    shift = L.op("Select", L.u32, L.op("SGreaterThan", bt, e, k(0)), L.cu32(0), shift)
    shift_w = L.op("UConvert", uty, shift) if W == 64 else shift
    subn = L.op("ShiftRightLogical", uty, m, shift_w)
    r = L.op("Select", uty, L.op("SGreaterThan", bt, e, k(0)), normal, subn)
    r = L.op("Select", uty, L.op("LogicalOr", bt, zero, L.op("IEqual", bt, ax, ay)), u(0), r)
    r = L.op("Bitcast", L.ty(t), L.op("BitwiseOr", uty, r, sx))
    r = L.op("Select", L.ty(t), small, x, r)
    return L.op("Select", L.ty(t), nan, L.c(t, float("nan")), r)


def _f64_to_f32_round_to_odd(L, a: int) -> int:
    """f64 -> f32 rounding to odd (truncate, then set the last bit when inexact): a following
    f32 -> f16 rounding to nearest then equals the direct f64 -> f16 rounding."""
    f32, f64, bt = L.ty(F32), L.ty(F64), L.m.bool()
    r = L.op("FConvert", f32, a)
    back = L.op("FConvert", f64, r)
    inexact = f_ne(L, back, a)
    away = L.op("FOrdGreaterThan", bt, L.ext("FAbs", f64, back), L.ext("FAbs", f64, a))
    bits = L.op("Bitcast", L.u32, r)
    bits = L.op("Select", L.u32, away, L.op("ISub", L.u32, bits, L.cu32(1)), bits)
    bits = L.op("Select", L.u32, inexact, L.op("BitwiseOr", L.u32, bits, L.cu32(1)), bits)
    return L.op("Bitcast", f32, bits)
