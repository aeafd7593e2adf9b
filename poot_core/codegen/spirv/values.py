"""SPIR-V lowering of Kernel IR rvalues with Rust semantics: wrapping integer ops, masked
shifts, checked-op overflow flags, `as` casts (saturating float->int), float methods."""
from __future__ import annotations

from ...ir import nodes as N
from ...ir.types import BOOL, F32, F64, I32, U32, USIZE, Scalar

_INT_ARITH = {"add": "IAdd", "sub": "ISub", "mul": "IMul"}
_FLOAT_ARITH = {"add": "FAdd", "sub": "FSub", "mul": "FMul", "div": "FDiv", "rem": "FRem"}
_BITS = {"and": "BitwiseAnd", "or": "BitwiseOr", "xor": "BitwiseXor"}
_BOOL_BITS = {"and": "LogicalAnd", "or": "LogicalOr", "xor": "LogicalNotEqual"}
_FCMP = {"eq": "FOrdEqual", "ne": "FUnordNotEqual", "lt": "FOrdLessThan", "le": "FOrdLessThanEqual",
         "gt": "FOrdGreaterThan", "ge": "FOrdGreaterThanEqual"}
_UCMP = {"eq": "IEqual", "ne": "INotEqual", "lt": "ULessThan", "le": "ULessThanEqual",
         "gt": "UGreaterThan", "ge": "UGreaterThanEqual"}
_SCMP = dict(_UCMP, lt="SLessThan", le="SLessThanEqual", gt="SGreaterThan", ge="SGreaterThanEqual")
_GLSL1 = {"sqrt": "Sqrt", "abs": "FAbs", "floor": "Floor", "ceil": "Ceil", "trunc": "Trunc",
          "exp": "Exp", "ln": "Log", "sin": "Sin", "cos": "Cos"}


def _min(t: Scalar) -> int:
    return -(1 << (t.bits - 1)) if t.is_signed else 0


def _max(t: Scalar) -> int:
    return (1 << (t.bits - 1)) - 1 if t.is_signed else (1 << t.bits) - 1


def rvalue(L, rv, rt: Scalar, dest: int) -> int:
    """The id of `rv`'s value (type `rt`, the destination local's type)."""
    if isinstance(rv, N.Use):
        return L.val(rv.a)
    if isinstance(rv, N.BinOp):
        return binop(L, rv.op, rv.a, rv.b, nc=dest in L.nc)
    if isinstance(rv, N.UnOp):
        t, a = L.tyof(rv.a), L.val(rv.a)
        if rv.op == "neg":
            if t.is_float:
                return L.op("FNegate", L.ty(t), a)
            if t.is_signed:
                return L.op("SNegate", L.ty(t), a)
            return L.op("ISub", L.ty(t), L.c(t, 0), a)  # naga refuses to negate unsigned ints
        return L.op("LogicalNot" if t == BOOL else "Not", L.ty(t), a)
    if isinstance(rv, N.CheckOverflow):
        return overflow(L, rv.op, rv.a, rv.b)
    if isinstance(rv, N.Cast):
        return cast(L, L.val(rv.a), L.tyof(rv.a), rv.to)
    if isinstance(rv, N.Math):
        return math(L, rv.fn, rv.args)
    if isinstance(rv, N.FromBits):
        return L.op("Bitcast", L.ty(F32), L.val(rv.a))
    if isinstance(rv, N.NoContractAdd):
        t = L.tyof(rv.a)
        r = L.op("FAdd", L.ty(t), L.val(rv.a), L.val(rv.b))
        L.m.decorate(r, "NoContraction")
        return r
    if isinstance(rv, N.Load):
        return L.load_slice(rv.slice, rv.index)
    if isinstance(rv, N.Len):
        return L.length(rv.slice)
    if isinstance(rv, N.WgRead):
        return L.op("Load", L.ty(F32), L.wg_ptr(rv.array, rv.index))
    raise L.err(f"unknown rvalue {rv!r}")


def binop(L, op: str, ao: N.Operand, bo: N.Operand, nc: bool = False) -> int:
    t = L.tyof(ao)
    a, b = L.val(ao), L.val(bo)
    ty, boolty = L.ty(t), L.m.bool()
    if op in N.CMP_OPS:
        if t == BOOL:
            if op in ("eq", "ne"):
                return L.op("LogicalEqual" if op == "eq" else "LogicalNotEqual", boolty, a, b)
            a, b = (L.op("Select", L.u32, x, L.cu32(1), L.cu32(0)) for x in (a, b))
            return L.op(_UCMP[op], boolty, a, b)
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
        r = L.op(_FLOAT_ARITH[op], ty, a, b)
        if nc and op == "mul":
            L.m.decorate(r, "NoContraction")
        return r
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
        return L.op("FUnordNotEqual" if src.is_float else "INotEqual", bt, a, zero)
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
    if src.is_int and dst.is_float:
        return L.op("ConvertSToF" if src.is_signed else "ConvertUToF", L.ty(dst), a)
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
        from . import f64math
        return f64math.exp(L, a) if fn == "exp" else f64math.ln(L, a) if fn == "ln" else f64math.sincos(L, a, fn)
    if fn == "trunc":
        return _trunc(L, a, t, ty)
    if fn not in _GLSL1:
        raise L.err(f"unknown math fn {fn!r}")
    return L.ext(_GLSL1[fn], ty, a)


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


def is_nan(L, a: int, t: Scalar) -> int:
    """NaN test on the bits (|bits| > the infinity pattern); f16 is widened to f32 first."""
    if t.bits == 16:
        a, t = L.op("FConvert", L.ty(F32), a), F32
    ut = USIZE if t.bits == 64 else U32
    bits = L.op("Bitcast", L.ty(ut), a)
    mag = L.op("BitwiseAnd", L.ty(ut), bits, L.c(ut, (1 << (t.bits - 1)) - 1))
    inf = 0x7FF0000000000000 if t.bits == 64 else 0x7F800000
    return L.op("UGreaterThan", L.m.bool(), mag, L.c(ut, inf))


def _bits_of(L, a: int, t: Scalar) -> tuple[Scalar, int]:
    ut = USIZE if t.bits == 64 else U32
    return ut, L.op("Bitcast", L.ty(ut), a)


def is_inf(L, a: int, t: Scalar) -> int:
    ut, bits = _bits_of(L, a, t)
    mag = L.op("BitwiseAnd", L.ty(ut), bits, L.c(ut, (1 << (t.bits - 1)) - 1))
    return L.op("IEqual", L.m.bool(), mag, L.c(ut, 0x7FF0000000000000 if t.bits == 64 else 0x7F800000))


def fmod(L, x: int, y: int, t: Scalar) -> int:
    """Exact C fmod (Rust's float %): binary long division by exact doublings, halvings and
    Sterbenz-exact subtractions; f16 runs in f32 (exact there, and representable back)."""
    if t.bits == 16:
        w = [L.op("FConvert", L.ty(F32), v) for v in (x, y)]
        return L.op("FConvert", L.ty(t), fmod(L, w[0], w[1], F32))
    ty, bt = L.ty(t), L.m.bool()
    ax, ay = L.ext("FAbs", ty, x), L.ext("FAbs", ty, y)
    nan = L.op("LogicalOr", bt, L.op("LogicalOr", bt, is_nan(L, x, t), is_nan(L, y, t)),
               L.op("LogicalOr", bt, is_inf(L, x, t), L.op("FOrdEqual", bt, ay, L.c(t, 0.0))))
    yinf = is_inf(L, y, t)
    special = L.op("LogicalOr", bt, nan, yinf)
    a = L.op("Select", ty, special, L.c(t, 1.0), ay)
    r_var, t_var = L.temp_var(ty), L.temp_var(ty)
    L.emit("Store", r_var, L.op("Select", ty, special, L.c(t, 0.0), ax))
    L.emit("Store", t_var, a)
    two, half = L.c(t, 2.0), L.c(t, 0.5)

    def up_cond():
        tt = L.op("FMul", ty, L.op("Load", ty, t_var), two)
        return L.op("FOrdLessThanEqual", bt, tt, L.op("Load", ty, r_var))
    L.while_loop(up_cond, lambda: L.emit("Store", t_var, L.op("FMul", ty, L.op("Load", ty, t_var), two)))

    def down():
        r, tt = L.op("Load", ty, r_var), L.op("Load", ty, t_var)
        L.emit("Store", r_var, L.op("Select", ty, L.op("FOrdGreaterThanEqual", bt, r, tt), L.op("FSub", ty, r, tt), r))
        L.emit("Store", t_var, L.op("FMul", ty, tt, half))
    L.while_loop(lambda: L.op("FOrdGreaterThanEqual", bt, L.op("Load", ty, t_var), a), down)
    ut, rb = _bits_of(L, L.op("Load", ty, r_var), t)
    _, xb = _bits_of(L, x, t)
    sign = L.op("BitwiseAnd", L.ty(ut), xb, L.c(ut, 1 << (t.bits - 1)))
    r = L.op("Bitcast", ty, L.op("BitwiseOr", L.ty(ut), rb, sign))
    r = L.op("Select", ty, yinf, x, r)
    return L.op("Select", ty, nan, L.c(t, float("nan")), r)


def _f64_to_f32_round_to_odd(L, a: int) -> int:
    """f64 -> f32 rounding to odd (truncate, then set the last bit when inexact): a following
    f32 -> f16 rounding to nearest then equals the direct f64 -> f16 rounding."""
    f32, f64, bt = L.ty(F32), L.ty(F64), L.m.bool()
    r = L.op("FConvert", f32, a)
    back = L.op("FConvert", f64, r)
    inexact = L.op("FUnordNotEqual", bt, back, a)
    away = L.op("FOrdGreaterThan", bt, L.ext("FAbs", f64, back), L.ext("FAbs", f64, a))
    bits = L.op("Bitcast", L.u32, r)
    bits = L.op("Select", L.u32, away, L.op("ISub", L.u32, bits, L.cu32(1)), bits)
    bits = L.op("Select", L.u32, inexact, L.op("BitwiseOr", L.u32, bits, L.cu32(1)), bits)
    return L.op("Bitcast", f32, bits)
