"""poot's own transcendental sequences (exp, ln, sin, cos) as target-neutral LLVM IR functions.

Every sequence is written in f64 using only operations every target selects (fma, rint, floor,
integer bit operations, llvm.fptosi.sat); f32 and f16 call the f64 sequence and round once.
Error bounds (tested against numpy in tests/codegen/test_llvm_math.py through the host JIT):

  exp f64  <= 2 ulp on the whole range (Cody-Waite ln2 reduction, degree-13 Taylor); overflow to
           inf above 709.78, underflow to 0 (via subnormals) below -745.13; NaN -> NaN.
  ln  f64  <= 2 ulp (fdlibm e_log.c's reduction and Lg1..Lg7 polynomial; subnormals scaled
           by 2^54); ln(0) = -inf, ln(x<0) = NaN, ln(inf) = inf.
  sin/cos f64  <= 2 ulp for |x| < 2^200 (Payne-Hanek reduction in double-double against 318
           bits of 2/pi, fdlibm kernels on [-pi/4, pi/4]); above 2^200 the result is in
           [-1, 1] but meaningless (documented limit); inf/NaN -> NaN.
  f32, f16 <= 1 ulp on their whole range (the f64 result rounded once; every f32 is < 2^128).

fmod (float `%`, Rust/C semantics): exact for f32 and f64 (f16 goes through f32), see `_fmod`;
bit-exact against numpy.fmod in tests/codegen/test_llvm_math.py. It exists because a bare `frem`
is wrong on NVPTX (expanded as x - trunc(x/y)*y: inexact, +0 for -0, inf % y = inf; measured on
the H200). LLVM 22's AMDGPU frem is a frexp/ldexp loop that may well be exact, but it is not
verified on hardware, so AMDGPU uses this sequence too.
"""
from __future__ import annotations

import math

from .types import f64_lit

FNS = ("exp", "ln", "sin", "cos")
FMOD = {"float": ("fmod.f32", "i32", 32, 23), "double": ("fmod.f64", "i64", 64, 52)}  # ll type -> (key, int, W, M)


def _k(v: float) -> str:
    return f64_lit(v)


def _horner(lines: list, var: str, coeffs: list[float], out: str) -> str:
    """Append out = c0 + var*(c1 + var*(c2 + ...)) using fma; returns the result's name."""
    acc = _k(coeffs[-1])
    for i, c in enumerate(reversed(coeffs[:-1])):
        nxt = f"%{out}.h{i}"
        lines.append(f"  {nxt} = call double @llvm.fma.f64(double {acc}, double {var}, double {_k(c)})")
        acc = nxt
    return acc


def _exp() -> str:
    L = ["define internal double @poot.exp.f64(double %x) #90 {"]
    L += [f"  %big = fcmp ogt double %x, {_k(709.8)}",
          f"  %x1 = select i1 %big, double {_k(710.0)}, double %x",
          f"  %small = fcmp olt double %x1, {_k(-745.2)}",
          f"  %xc = select i1 %small, double {_k(-746.0)}, double %x1",
          f"  %t = fmul double %xc, {_k(1.4426950408889634)}",
          "  %nf = call double @llvm.rint.f64(double %t)",
          f"  %r1 = call double @llvm.fma.f64(double %nf, double {_k(-0.6931471805599453)}, double %xc)",
          f"  %r = call double @llvm.fma.f64(double %nf, double {_k(-2.3190468138462996e-17)}, double %r1)"]
    p = _horner(L, "%r", [1.0 / math.factorial(k) for k in range(14)], "p")
    L += ["  %n = call i32 @llvm.fptosi.sat.i32.f64(double %nf)",
          "  %n1 = ashr i32 %n, 1", "  %n2 = sub i32 %n, %n1"]
    for i in ("1", "2"):
        L += [f"  %b{i} = add i32 %n{i}, 1023", f"  %w{i} = zext i32 %b{i} to i64",
              f"  %s{i} = shl i64 %w{i}, 52", f"  %f{i} = bitcast i64 %s{i} to double"]
    L += [f"  %y1 = fmul double {p}, %f1", "  %y = fmul double %y1, %f2", "  ret double %y", "}"]
    return "\n".join(L)


_LG = [6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
       2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
       1.479819860511658591e-01]


def _ln() -> str:
    lg = [_k(v) for v in _LG]
    L = ["define internal double @poot.ln.f64(double %x) #90 {",
         f"  %sub = fcmp olt double %x, {_k(2.0 ** -1022)}",
         f"  %xs0 = fmul double %x, {_k(2.0 ** 54)}",
         "  %xs = select i1 %sub, double %xs0, double %x",
         "  %kadj = select i1 %sub, i32 -54, i32 0",
         "  %bits = bitcast double %xs to i64",
         "  %eb = lshr i64 %bits, 52", "  %eb32 = trunc i64 %eb to i32",
         "  %eb11 = and i32 %eb32, 2047",
         "  %e0 = sub i32 %eb11, 1023", "  %e1 = add i32 %e0, %kadj",
         "  %mb = and i64 %bits, 4503599627370495", "  %mb1 = or i64 %mb, 4607182418800017408",
         "  %m0 = bitcast i64 %mb1 to double",
         f"  %big = fcmp ogt double %m0, {_k(math.sqrt(2.0))}",
         "  %mh = fmul double %m0, 0.5",
         "  %m = select i1 %big, double %mh, double %m0",
         "  %e2 = add i32 %e1, 1", "  %e = select i1 %big, i32 %e2, i32 %e1",
         "  %f = fsub double %m, 1.0",
         "  %d = fadd double %f, 2.0", "  %s = fdiv double %f, %d",
         "  %z = fmul double %s, %s", "  %w = fmul double %z, %z",
         f"  %a1 = fmul double %w, {lg[5]}", f"  %a2 = fadd double %a1, {lg[3]}",
         "  %a3 = fmul double %w, %a2", f"  %a4 = fadd double %a3, {lg[1]}",
         "  %t1 = fmul double %w, %a4",
         f"  %b1 = fmul double %w, {lg[6]}", f"  %b2 = fadd double %b1, {lg[4]}",
         "  %b3 = fmul double %w, %b2", f"  %b4 = fadd double %b3, {lg[2]}",
         "  %b5 = fmul double %w, %b4", f"  %b6 = fadd double %b5, {lg[0]}",
         "  %t2 = fmul double %z, %b6",
         "  %R = fadd double %t2, %t1",
         "  %ff = fmul double %f, %f", "  %hfsq = fmul double %ff, 0.5",
         "  %dk = sitofp i32 %e to double",
         "  %q1 = fadd double %hfsq, %R", "  %q2 = fmul double %s, %q1",
         f"  %q3 = fmul double %dk, {_k(1.90821492927058770002e-10)}",
         "  %q4 = fadd double %q2, %q3", "  %q5 = fsub double %hfsq, %q4",
         "  %q6 = fsub double %q5, %f",
         f"  %q7 = fmul double %dk, {_k(6.93147180369123816490e-01)}",
         "  %res = fsub double %q7, %q6",
         "  %isz = fcmp oeq double %x, 0.0",
         "  %r1 = select i1 %isz, double 0xFFF0000000000000, double %res",
         "  %isinf = fcmp oeq double %x, 0x7FF0000000000000",
         "  %r2 = select i1 %isinf, double %x, double %r1",
         "  %bad = fcmp ult double %x, 0.0",  # negative or NaN
         "  %r3 = select i1 %bad, double 0x7FF8000000000000, double %r2",
         "  %nan = fcmp uno double %x, 0.0",
         "  %r4 = select i1 %nan, double %x, double %r3",
         "  ret double %r4", "}"]
    return "\n".join(L)


_S = [-1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04,
      2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10]
_C = [4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05,
      -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11]
# 2/pi as the sum of six doubles (318 bits) and pi/2 as two (from 100 decimal digits of pi)
_TWO_OVER_PI = (0x3FE45F306DC9C883, 0xBC86B01EC5417056, 0xB926447E493AD4CE, 0x35CE21C820FF28B2,
                0xB25508510EA79237, 0x2EDB8E909374B802)
_PIO2 = (0x3FF921FB54442D18, 0x3C91A62633145C07)


def _reduce(L: list) -> None:
    """Payne-Hanek in f64: F = x * 2/pi mod 4 as a double-double (each exact partial product
    x*c_k = ph + pl, by fma, is reduced mod 4 exactly and summed with TwoSum); the quadrant is
    rint(F) and %r + %rl = (F - rint(F)) * pi/2. Exact to ~2^-100 for |x| < 2^200."""
    fh, fl = "0.0", "0.0"
    for k, ck in enumerate(_TWO_OVER_PI):
        c = f"0x{ck:016X}"
        L += [f"  %ph{k} = fmul double %x, {c}", f"  %mph{k} = fneg double %ph{k}",
              f"  %pl{k} = call double @llvm.fma.f64(double %x, double {c}, double %mph{k})"]
        for tag in ("h", "l"):
            v = f"%p{tag}{k}"
            n = f"{tag}{k}"
            # v mod 4, exact for |v| >= 4 (Sterbenz); smaller pieces are kept as they are
            L += [f"  %q{n} = fmul double {v}, 0.25", f"  %fq{n} = call double @llvm.floor.f64(double %q{n})",
                  f"  %m4{n} = fmul double %fq{n}, 4.0", f"  %pr{n} = fsub double {v}, %m4{n}",
                  f"  %av{n} = call double @llvm.fabs.f64(double {v})", f"  %big{n} = fcmp oge double %av{n}, 4.0",
                  f"  %pm{n} = select i1 %big{n}, double %pr{n}, double {v}",
                  # two_sum(fh, pm)
                  f"  %s{n} = fadd double {fh}, %pm{n}", f"  %bb{n} = fsub double %s{n}, {fh}",
                  f"  %sa{n} = fsub double %s{n}, %bb{n}", f"  %ea{n} = fsub double {fh}, %sa{n}",
                  f"  %eb{n} = fsub double %pm{n}, %bb{n}", f"  %e{n} = fadd double %ea{n}, %eb{n}",
                  f"  %e2{n} = fadd double %e{n}, {fl}",
                  # fast_two_sum(s, e2)
                  f"  %H{n} = fadd double %s{n}, %e2{n}", f"  %hd{n} = fsub double %H{n}, %s{n}",
                  f"  %L{n} = fsub double %e2{n}, %hd{n}"]
            fh, fl = f"%H{n}", f"%L{n}"
    P1, P2 = (f"0x{p:016X}" for p in _PIO2)
    L += [f"  %kf = call double @llvm.rint.f64(double {fh})", f"  %gh0 = fsub double {fh}, %kf",
          f"  %gh = fadd double %gh0, {fl}", "  %gd = fsub double %gh, %gh0", f"  %gl = fsub double {fl}, %gd",
          f"  %rh = fmul double %gh, {P1}", "  %mrh = fneg double %rh",
          f"  %rl0 = call double @llvm.fma.f64(double %gh, double {P1}, double %mrh)",
          f"  %rl1 = call double @llvm.fma.f64(double %gh, double {P2}, double %rl0)",
          f"  %rl2 = call double @llvm.fma.f64(double %gl, double {P1}, double %rl1)",
          "  %r = fadd double %rh, %rl2", "  %rd = fsub double %r, %rh", "  %rl = fsub double %rl2, %rd",
          "  %qab = call i32 @llvm.fptosi.sat.i32.f64(double %kf)"]


def _sincos() -> str:
    L = ["define internal double @poot.sincos.f64(double %x, i32 %which) #90 {"]
    _reduce(L)
    L += ["  %qw = add i32 %qab, %which", "  %q = and i32 %qw, 3",
          # kernel sin: r + r^3*(S1 + z*(S2 + ... ))
          "  %z = fmul double %r, %r", "  %v = fmul double %z, %r"]
    sr = _horner(L, "%z", _S[1:], "sr")
    L += [f"  %sp = call double @llvm.fma.f64(double %z, double {sr}, double {_k(_S[0])})",
          "  %sv = fmul double %v, %sp", "  %sv2 = fadd double %sv, %rl", "  %sn = fadd double %r, %sv2"]
    cr0 = _horner(L, "%z", _C, "cr0")
    L += [f"  %cr = fmul double %z, {cr0}",
          "  %hz = fmul double %z, 0.5", "  %cw = fsub double 1.0, %hz",
          "  %c1 = fsub double 1.0, %cw", "  %c2 = fsub double %c1, %hz",
          "  %c3 = fmul double %z, %cr", "  %c4 = fadd double %c2, %c3",
          "  %cs = fadd double %cw, %c4",
          "  %odd = and i32 %q, 1", "  %isodd = icmp ne i32 %odd, 0",
          "  %y0 = select i1 %isodd, double %cs, double %sn",
          "  %neg = and i32 %q, 2", "  %isneg = icmp ne i32 %neg, 0",
          "  %yn = fneg double %y0",
          "  %y1 = select i1 %isneg, double %yn, double %y0",
          # |x| < 2^-27: sin x = x, cos x = 1 (also keeps subnormals exact)
          "  %ax = call double @llvm.fabs.f64(double %x)",
          f"  %tiny = fcmp olt double %ax, {_k(2.0 ** -27)}",
          "  %iscos = icmp ne i32 %which, 0",
          "  %small = select i1 %iscos, double 1.0, double %x",
          "  %y = select i1 %tiny, double %small, double %y1",
          "  ret double %y", "}"]
    return "\n".join(L)


def _fmod(ty: str) -> str:
    """Exact fmod on the bit patterns (musl's algorithm, integer only, so no FP rounding or
    denormal mode can touch it): NaN for y = 0, y NaN or x inf/NaN; x when |x| < |y| (also
    x % inf = x); otherwise both significands are normalized (subnormals by ctlz) to M+1 bits
    and the remainder is long division, one bit per exponent step: m = (m >= my ? m - my : m)
    then m <<= 1, every step an exact integer subtraction; the remainder is renormalized at
    y's exponent and gets x's sign (a zero remainder is a zero of x's sign). At most
    ex - ey + 1 steps (<= 278 for f32, <= 2099 for f64; the loop leaves early on a zero)."""
    key, I, W, M = FMOD[ty]
    sign, inf, mant = 1 << (W - 1), ((1 << (W - 1 - M)) - 1) << M, (1 << M) - 1
    lz = W - M - 1  # leading zeros of a normalized significand

    def s(v: int) -> str:  # an unsigned W-bit pattern as LLVM's signed literal
        return str(v - (1 << W) if v >= 1 << (W - 1) else v)

    def cv(op: str, name: str, src: str, a: str, b: str) -> str:  # i32 <-> I (a no-op for i32)
        return f"  {name} = {op} {a} {src} to {b}" if a != b else f"  {name} = add i32 {src}, 0"

    L = [f"define internal {ty} @poot.{key}({ty} %x, {ty} %y) #90 {{", "entry:",
         f"  %ux = bitcast {ty} %x to {I}", f"  %uy = bitcast {ty} %y to {I}",
         f"  %sx = and {I} %ux, {s(sign)}", f"  %ax = and {I} %ux, {s(sign - 1)}", f"  %ay = and {I} %uy, {s(sign - 1)}",
         f"  %yz = icmp eq {I} %ay, 0", f"  %yn = icmp ugt {I} %ay, {s(inf)}", f"  %xi = icmp uge {I} %ax, {s(inf)}",
         "  %b1 = or i1 %yz, %yn", "  %bad = or i1 %b1, %xi",
         "  br i1 %bad, label %nan, label %cmp",
         "nan:", f"  ret {ty} 0x7FF8000000000000",
         "cmp:", f"  %lt = icmp ult {I} %ax, %ay", "  br i1 %lt, label %retx, label %cmp2",
         "retx:", f"  ret {ty} %x",
         "cmp2:", f"  %eq = icmp eq {I} %ax, %ay", "  br i1 %eq, label %zero, label %norm",
         "zero:", f"  %z = bitcast {I} %sx to {ty}", f"  ret {ty} %z",
         "norm:"]
    for v in ("x", "y"):  # significand %m<v> with bit M set, unbiased-ish exponent %e<v> (i32)
        L += [f"  %eb{v}0 = lshr {I} %a{v}, {M}", cv("trunc", f"%eb{v}", f"%eb{v}0", I, "i32"),
              f"  %f{v} = and {I} %a{v}, {mant}", f"  %sub{v} = icmp eq i32 %eb{v}, 0",
              f"  %lz{v} = call {I} @llvm.ctlz.{I}({I} %f{v}, i1 false)", f"  %sh{v} = sub {I} %lz{v}, {lz}",
              f"  %ms{v} = shl {I} %f{v}, %sh{v}", f"  %mn{v} = or {I} %f{v}, {1 << M}",
              f"  %m{v} = select i1 %sub{v}, {I} %ms{v}, {I} %mn{v}",
              cv("trunc", f"%sh{v}32", f"%sh{v}", I, "i32"), f"  %es{v} = sub i32 1, %sh{v}32",
              f"  %e{v} = select i1 %sub{v}, i32 %es{v}, i32 %eb{v}"]
    L += ["  %d = sub i32 %ex, %ey", "  br label %loop",
          "loop:", f"  %m = phi {I} [%mx, %norm], [%m2, %step]", "  %k = phi i32 [%d, %norm], [%k1, %step]",
          f"  %ge = icmp uge {I} %m, %my", f"  %mi = sub {I} %m, %my", f"  %m1 = select i1 %ge, {I} %mi, {I} %m",
          f"  %mz = icmp eq {I} %m1, 0", "  %last = icmp eq i32 %k, 0", "  %out = or i1 %mz, %last",
          "  br i1 %out, label %fin, label %step",
          "step:", f"  %m2 = shl {I} %m1, 1", "  %k1 = sub i32 %k, 1", "  br label %loop",
          "fin:", "  br i1 %mz, label %zero, label %pack",
          "pack:",  # 0 < m1 < my: the exact remainder m1 * 2^(ey - M - bias)
          f"  %rl = call {I} @llvm.ctlz.{I}({I} %m1, i1 true)", f"  %rs = sub {I} %rl, {lz}",
          f"  %rm = shl {I} %m1, %rs", cv("trunc", "%rs32", "%rs", I, "i32"), "  %re = sub i32 %ey, %rs32",
          "  %isn = icmp sgt i32 %re, 0",
          cv("zext", "%re64", "%re", "i32", I), f"  %reb = shl {I} %re64, {M}", f"  %rf = and {I} %rm, {mant}",
          f"  %rn = or {I} %reb, %rf",
          # subnormal result: exact, so the bits shifted out are zero (the shift is <= M)
          "  %dn32 = sub i32 1, %re", cv("zext", "%dn", "%dn32", "i32", I), f"  %dnc = and {I} %dn, {W - 1}",
          f"  %rd = lshr {I} %rm, %dnc",
          f"  %r = select i1 %isn, {I} %rn, {I} %rd", f"  %rsgn = or {I} %r, %sx",
          f"  %res = bitcast {I} %rsgn to {ty}", f"  ret {ty} %res", "}"]
    return "\n".join(L)


def fmod_call(ty: str, a: str, b: str) -> str:
    """The call expression of the exact fmod sequence for `ty` ("float" or "double")."""
    return f"call {ty} @poot.{FMOD[ty][0]}({ty} {a}, {ty} {b})"


def definitions(used: set[str]) -> tuple[list[str], set[str]]:
    """IR text of the helpers `used` needs (names from FNS, fmod.f32, fmod.f64), and the
    intrinsics they call."""
    out, intr = [], {"llvm.fma.f64", "llvm.fptosi.sat.i32.f64"}
    if "exp" in used:
        out.append(_exp())
        intr.add("llvm.rint.f64")
    if "ln" in used:
        out.append(_ln())
    if used & {"sin", "cos"}:
        out.append(_sincos())
        intr |= {"llvm.rint.f64", "llvm.floor.f64", "llvm.fabs.f64"}
    for ty, (key, it, _, _) in FMOD.items():
        if key in used:
            out.append(_fmod(ty))
            intr.add(f"llvm.ctlz.{it}")
    if out:
        out.append('attributes #90 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" }')
    return out, intr


def call(fn: str, arg: str) -> str:
    """The call expression (no result name) of the f64 sequence for `fn` on double `arg`."""
    if fn in ("sin", "cos"):
        return f"call double @poot.sincos.f64(double {arg}, i32 {0 if fn == 'sin' else 1})"
    return f"call double @poot.{fn}.f64(double {arg})"
