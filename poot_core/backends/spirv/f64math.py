"""f64 exp, ln, sin and cos as explicit SPIR-V sequences: GLSL.std.450 takes 16/32-bit floats
only for these. Cody-Waite range reduction plus Taylor polynomials of enough degree for a few
ulps; sin/cos reduce |x| >= 2^20 with Payne-Hanek (the 53-bit mantissa times a 192-bit window
of 2/pi's bits, in 32-bit limbs), so they hold over the whole f64 range. The 2/pi table is a
Function-scope u32[44] indexed dynamically (only in kernels that use f64 sin/cos; RADV is known
to have crashed on dynamically indexed private arrays). Measured on lavapipe against numpy:
exp, ln <= 1 ulp; sin <= 2 ulp; cos <= 8 ulp next to its zeros."""
from __future__ import annotations

import math

from ...ir.types import F64, I32, USIZE
from .floatbits import is_inf, is_nan

LN2_HI = 6.93147180369123816490e-01  # fdlibm: 32 bits, so k * LN2_HI is exact for |k| < 2^21
LN2_LO = 1.90821492927058770002e-10
INV_LN2 = 1.44269504088896338700e+00
PIO2_1 = 1.57079632673412561417e+00   # fdlibm's 33-bit parts of pi/2
PIO2_2 = 6.07710050630396597660e-11
PIO2_3 = 2.02226624871116645580e-21
PIO2_3T = 8.47842766036889956997e-32
INV_PIO2 = 6.36619772367581382433e-01
PIO2_HI, PIO2_LO = 1.5707963267948966, 6.123233995736766e-17
BIG = 2.0 ** 20  # |x| from here on: Payne-Hanek
PAD = 64  # zero bits in front of 2/pi's bits, so windows may start before the binary point


def _two_over_pi_words(n_words: int = 44) -> list[int]:
    """PAD zero bits, then the bits of 2/pi after the binary point, as 32-bit words."""
    def atan_inv(n: int, bits: int) -> int:  # atan(1/n) * 2^bits
        total, term, k = 0, (1 << bits) // n, 0
        while term:
            total += term // (2 * k + 1) * (-1 if k % 2 else 1)
            term //= n * n
            k += 1
        return total
    g = n_words * 32 + 64
    pi = 16 * atan_inv(5, g) - 4 * atan_inv(239, g)
    frac = ((2 << (2 * g)) // pi) >> 64  # 2/pi * 2^(g - 64): g - 64 bits after the point
    bits = n_words * 32 - PAD
    frac >>= (g - 64) - bits
    return [(frac >> (32 * (n_words - 1 - i))) & 0xFFFFFFFF for i in range(n_words)]


TWO_OVER_PI = _two_over_pi_words()


class _F:
    """Tiny expression helpers over one lowering (f64 values)."""

    def __init__(self, L):
        self.L, self.ty, self.bt = L, L.ty(F64), L.m.bool()

    def k(self, v: float) -> int:
        return self.L.c(F64, v)

    def add(self, a, b): return self.L.op("FAdd", self.ty, a, b)
    def sub(self, a, b): return self.L.op("FSub", self.ty, a, b)
    def mul(self, a, b): return self.L.op("FMul", self.ty, a, b)
    def div(self, a, b): return self.L.op("FDiv", self.ty, a, b)
    def floor(self, a): return self.L.ext("Floor", self.ty, a)
    def sel(self, c, a, b, ty=None): return self.L.op("Select", ty or self.ty, c, a, b)
    def lt(self, a, b): return self.L.op("FOrdLessThan", self.bt, a, b)
    def gt(self, a, b): return self.L.op("FOrdGreaterThan", self.bt, a, b)
    def eq(self, a, b): return self.L.op("FOrdEqual", self.bt, a, b)
    def or_(self, a, b): return self.L.op("LogicalOr", self.bt, a, b)

    def horner(self, x, coeffs: list[float]) -> int:
        """coeffs[0] + x * (coeffs[1] + x * (...))."""
        acc = self.k(coeffs[-1])
        for c in reversed(coeffs[:-1]):
            acc = self.add(self.k(c), self.mul(x, acc))
        return acc

    def pow2(self, n_i32: int) -> int:
        """2^n for an i32 n in [-1022, 1023], from its bits."""
        L = self.L
        u64 = L.ty(USIZE)
        e = L.op("IAdd", L.ty(I32), n_i32, L.c(I32, 1023))
        e64 = L.op("UConvert", u64, L.op("Bitcast", L.u32, e))
        return L.op("Bitcast", self.ty, L.op("ShiftLeftLogical", u64, e64, L.c(USIZE, 52)))

    def to_i32(self, a) -> int:
        return self.L.op("ConvertFToS", self.L.ty(I32), a)


def exp(L, x: int) -> int:
    f = _F(L)
    nan = is_nan(L, x, F64)
    xc = f.sel(f.lt(x, f.k(-746.0)), f.k(-746.0), f.sel(f.gt(x, f.k(710.0)), f.k(710.0), x))
    xc = f.sel(nan, f.k(0.0), xc)
    kf = f.floor(f.add(f.mul(xc, f.k(INV_LN2)), f.k(0.5)))
    r = f.sub(f.sub(xc, f.mul(kf, f.k(LN2_HI))), f.mul(kf, f.k(LN2_LO)))
    p = f.horner(r, [1.0 / math.factorial(n) for n in range(15)])
    k = f.to_i32(kf)
    half = L.op("ShiftRightArithmetic", L.ty(I32), k, L.c(I32, 1))
    rest = L.op("ISub", L.ty(I32), k, half)
    out = f.mul(f.mul(p, f.pow2(half)), f.pow2(rest))
    out = f.sel(f.gt(x, f.k(709.782712893384)), f.k(math.inf), out)
    out = f.sel(f.lt(x, f.k(-745.1332191019412)), f.k(0.0), out)
    return f.sel(nan, x, out)


def ln(L, x: int) -> int:
    f = _F(L)
    u64, i32 = L.ty(USIZE), L.ty(I32)
    tiny = f.lt(x, f.k(2.2250738585072014e-308))
    xs = f.sel(tiny, f.mul(x, f.k(2.0 ** 54)), x)  # subnormals: scale into the normal range
    bits = L.op("Bitcast", u64, xs)
    ebits = L.op("UConvert", L.u32, L.op("ShiftRightLogical", u64, bits, L.c(USIZE, 52)))
    e = L.op("ISub", i32, L.op("Bitcast", i32, L.op("BitwiseAnd", L.u32, ebits, L.cu32(0x7FF))), L.c(I32, 1023))
    e = L.op("ISub", i32, e, L.op("Select", i32, tiny, L.c(I32, 54), L.c(I32, 0)))
    mbits = L.op("BitwiseOr", u64, L.op("BitwiseAnd", u64, bits, L.c(USIZE, (1 << 52) - 1)), L.c(USIZE, 1023 << 52))
    m = L.op("Bitcast", f.ty, mbits)  # [1, 2)
    big = f.gt(m, f.k(math.sqrt(2.0)))
    m = f.sel(big, f.mul(m, f.k(0.5)), m)
    e = L.op("IAdd", i32, e, L.op("Select", i32, big, L.c(I32, 1), L.c(I32, 0)))
    fm = f.sub(m, f.k(1.0))
    s = f.div(fm, f.add(f.k(2.0), fm))
    s2 = f.mul(s, s)
    series = f.horner(s2, [1.0 / (2 * n + 1) for n in range(12)])
    lnm = f.mul(f.mul(f.k(2.0), s), series)
    ef = L.opaque(L.op("ConvertSToF", f.ty, e), f.ty)  # as values.cast: an integer made float is opaque
    out = f.add(f.mul(ef, f.k(LN2_HI)), f.add(lnm, f.mul(ef, f.k(LN2_LO))))
    out = f.sel(f.eq(x, f.k(0.0)), f.k(-math.inf), out)
    out = f.sel(f.lt(x, f.k(0.0)), f.k(math.nan), out)
    pos_inf = L.op("LogicalAnd", f.bt, is_inf(L, x, F64), f.gt(x, f.k(0.0)))
    out = f.sel(pos_inf, x, out)
    return f.sel(is_nan(L, x, F64), x, out)


def _payne_hanek(L, f: _F, x: int) -> tuple[int, int]:
    """(q, r) with |x| = q * pi/2 + r (mod 2*pi), |r| <= pi/4, for finite |x| >= 1; q an i32."""
    u64, u32, i32 = L.ty(USIZE), L.u32, L.ty(I32)
    bits = L.op("Bitcast", u64, L.ext("FAbs", f.ty, x))
    e = L.op("ISub", i32, L.op("Bitcast", i32, L.op("UConvert", u32, L.op("ShiftRightLogical", u64, bits, L.c(USIZE, 52)))),
             L.c(I32, 1075))  # |x| = m * 2^e
    m = L.op("BitwiseOr", u64, L.op("BitwiseAnd", u64, bits, L.c(USIZE, (1 << 52) - 1)), L.c(USIZE, 1 << 52))
    m0 = L.op("BitwiseAnd", u64, m, L.c(USIZE, 0xFFFFFFFF))
    m1 = L.op("ShiftRightLogical", u64, m, L.c(USIZE, 32))
    # the window starts at 2/pi's bit e - 1 (earlier bits only add multiples of 4)
    j = L.op("Bitcast", u32, L.op("IAdd", i32, e, L.c(I32, PAD - 2)))  # b_i sits at bit PAD + i - 1
    k = L.op("ShiftRightLogical", u32, j, L.cu32(5))
    sh = L.op("BitwiseAnd", u32, j, L.cu32(31))
    arr_t = L.m.array(u32, len(TWO_OVER_PI))
    table = L.temp_var(arr_t)
    L.emit("Store", table, L.m.const_composite(arr_t, [L.cu32(w) for w in TWO_OVER_PI]))
    ptr_t = L.m.pointer("Function", u32)
    raw = [L.op("Load", u32, L.op("AccessChain", ptr_t, table, L.op("IAdd", u32, k, L.cu32(t)))) for t in range(7)]
    nz = L.op("INotEqual", f.bt, sh, L.cu32(0))
    back = L.op("ISub", u32, L.cu32(32), sh)
    w = []  # w[0] most significant
    for t in range(6):
        hi = L.op("ShiftLeftLogical", u32, raw[t], sh)
        lo = L.op("Select", u32, nz, L.op("ShiftRightLogical", u32, raw[t + 1], L.op("BitwiseAnd", u32, back, L.cu32(31))), L.cu32(0))
        w.append(L.op("UConvert", u64, L.op("BitwiseOr", u32, hi, lo)))
    w = w[::-1]  # w[0] least significant limb
    mask, s32 = L.c(USIZE, 0xFFFFFFFF), L.c(USIZE, 32)
    lo = lambda v: L.op("BitwiseAnd", u64, v, mask)  # noqa: E731
    hi = lambda v: L.op("ShiftRightLogical", u64, v, s32)  # noqa: E731
    p0 = [L.op("IMul", u64, m0, wt) for wt in w]
    p1 = [L.op("IMul", u64, m1, wt) for wt in w]
    limbs, carry = [], L.c(USIZE, 0)
    for c in range(6):  # column sums of m * W in 32-bit limbs (each term < 2^32)
        terms = [carry]
        if c < 6:
            terms.append(lo(p0[c]))
        if 1 <= c <= 6:
            terms += [hi(p0[c - 1]), lo(p1[c - 1])]
        if 2 <= c <= 7:
            terms.append(hi(p1[c - 2]))
        acc = terms[0]
        for tm in terms[1:]:
            acc = L.op("IAdd", u64, acc, tm)
        limbs.append(lo(acc))
        carry = hi(acc)
    top = limbs[5]  # bits 190, 191: the quadrant; below them the fraction
    q = L.op("Bitcast", i32, L.op("UConvert", u32, L.op("ShiftRightLogical", u64, top, L.c(USIZE, 30))))
    q = L.op("BitwiseAnd", i32, q, L.c(I32, 3))
    # a fraction >= 1/2 is taken as -(1 - fraction), complemented on the integer limbs so that
    # no precision is lost near 1
    up = L.op("INotEqual", f.bt, L.op("BitwiseAnd", u64, top, L.c(USIZE, 1 << 29)), L.c(USIZE, 0))
    flip = lambda v, msk: L.op("Select", u64, up, L.op("BitwiseXor", u64, v, L.c(USIZE, msk)), v)  # noqa: E731
    fr = f.mul(L.opaque(L.op("ConvertUToF", f.ty, L.op("BitwiseAnd", u64, flip(top, 0x3FFFFFFF), L.c(USIZE, 0x3FFFFFFF))), f.ty),
               f.k(2.0 ** -30))
    for n, limb in ((1, limbs[4]), (2, limbs[3]), (3, limbs[2])):
        fr = f.add(fr, f.mul(L.opaque(L.op("ConvertUToF", f.ty, flip(limb, 0xFFFFFFFF)), f.ty), f.k(2.0 ** (-30 - 32 * n))))
    fr = f.sel(up, L.op("FNegate", f.ty, fr), fr)
    q = L.op("Select", i32, up, L.op("IAdd", i32, q, L.c(I32, 1)), q)
    r = f.add(f.mul(fr, f.k(PIO2_HI)), f.mul(fr, f.k(PIO2_LO)))
    neg = f.lt(x, f.k(0.0))
    return (L.op("Select", i32, neg, L.op("SNegate", i32, q), q), f.sel(neg, L.op("FNegate", f.ty, r), r))


def sincos(L, x: int, want: str) -> int:
    f = _F(L)
    bad = f.or_(is_nan(L, x, F64), is_inf(L, x, F64))
    xs = f.sel(bad, f.k(0.0), x)
    big = L.op("FOrdGreaterThanEqual", f.bt, L.ext("FAbs", f.ty, xs), f.k(BIG))
    xsmall = f.sel(big, f.k(0.0), xs)
    kf = f.floor(f.add(f.mul(xsmall, f.k(INV_PIO2)), f.k(0.5)))
    r = f.sub(xsmall, f.mul(kf, f.k(PIO2_1)))
    r = f.sub(r, f.mul(kf, f.k(PIO2_2)))
    r = f.sub(r, f.mul(kf, f.k(PIO2_3)))
    r = f.sub(r, f.mul(kf, f.k(PIO2_3T)))
    qb, rb = _payne_hanek(L, f, f.sel(big, xs, f.k(BIG)))
    r = f.sel(big, rb, r)
    r2 = f.mul(r, r)
    sin_r = f.mul(r, f.horner(r2, [(-1) ** n / math.factorial(2 * n + 1) for n in range(10)]))
    cos_r = f.horner(r2, [(-1) ** n / math.factorial(2 * n) for n in range(11)])
    q4 = f.sub(kf, f.mul(f.k(4.0), f.floor(f.mul(kf, f.k(0.25)))))  # k mod 4, exact
    q = L.op("Select", L.ty(I32), big, qb, L.op("ConvertFToS", L.ty(I32), q4))
    if want == "cos":
        q = L.op("IAdd", L.ty(I32), q, L.c(I32, 1))  # cos(x) = sin(x + pi/2)
    q = L.op("BitwiseAnd", L.ty(I32), q, L.c(I32, 3))
    odd = L.op("IEqual", f.bt, L.op("BitwiseAnd", L.ty(I32), q, L.c(I32, 1)), L.c(I32, 1))
    neg = L.op("IEqual", f.bt, L.op("BitwiseAnd", L.ty(I32), q, L.c(I32, 2)), L.c(I32, 2))
    v = f.sel(odd, cos_r, sin_r)
    v = f.sel(neg, L.op("FNegate", f.ty, v), v)
    return f.sel(bad, f.k(math.nan), v)
