"""poot's own transcendental sequences (exp, ln, sin, cos) as target-neutral LLVM IR functions.

Every sequence is written in f64 using only operations every target selects (fma, rint, floor,
integer bit operations, llvm.fptosi.sat); f32 and f16 call the f64 sequence and round once.
Error bounds (tested against numpy in tests/codegen/test_llvm_math.py through the host JIT):

  exp f64  <= 2 ulp on the whole range (Cody-Waite ln2 reduction, degree-13 Taylor); overflow to
           inf above 709.78, underflow to 0 (via subnormals) below -745.13; NaN -> NaN.
  ln  f64  <= 2 ulp (fdlibm e_log.c's reduction and Lg1..Lg7 polynomial; subnormals scaled
           by 2^54); ln(0) = -inf, ln(x<0) = NaN, ln(inf) = inf.
  sin/cos f64  <= 2 ulp for |x| <= 2^28 (3-part pi/2 Cody-Waite reduction with fma, fdlibm
           kernels on [-pi/4, pi/4]); the reduction loses accuracy gradually above 2^28 and is
           meaningless above 2^50 (documented limit; inf/NaN -> NaN).
  f32, f16 <= 1 ulp for the same ranges (the f64 result rounded once).
"""
from __future__ import annotations

import math

from .types import f64_lit

FNS = ("exp", "ln", "sin", "cos")


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
# pi/2 as the sum of three doubles
_P1, _P2, _P3 = 0x3FF921FB54442D18, 0x3C91A62633145C07, 0xB91F1976B7ED8FBC


def _sincos() -> str:
    L = ["define internal double @poot.sincos.f64(double %x, i32 %which) #90 {",
         f"  %t = fmul double %x, {_k(2.0 / math.pi)}",
         "  %nf = call double @llvm.rint.f64(double %t)",
         "  %nn = fneg double %nf",
         f"  %r1 = call double @llvm.fma.f64(double %nn, double 0x{_P1:016X}, double %x)",
         f"  %r2 = call double @llvm.fma.f64(double %nn, double 0x{_P2:016X}, double %r1)",
         f"  %r = call double @llvm.fma.f64(double %nn, double 0x{_P3:016X}, double %r2)",
         "  %q4 = fmul double %nf, 0.25", "  %q4f = call double @llvm.floor.f64(double %q4)",
         "  %q4m = fmul double %q4f, 4.0", "  %qf = fsub double %nf, %q4m",
         "  %qi = call i32 @llvm.fptosi.sat.i32.f64(double %qf)",
         "  %qw = add i32 %qi, %which", "  %q = and i32 %qw, 3",
         # kernel sin: r + r^3*(S1 + z*(S2 + ... ))
         "  %z = fmul double %r, %r", "  %v = fmul double %z, %r"]
    sr = _horner(L, "%z", _S[1:], "sr")
    L += [f"  %sp = call double @llvm.fma.f64(double %z, double {sr}, double {_k(_S[0])})",
          "  %sv = fmul double %v, %sp", "  %sn = fadd double %r, %sv"]
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
          "  %y = select i1 %isneg, double %yn, double %y0",
          "  ret double %y", "}"]
    return "\n".join(L)


def definitions(used: set[str]) -> tuple[list[str], set[str]]:
    """IR text of the f64 helpers `used` needs (names from FNS), and the intrinsics they call."""
    out, intr = [], {"llvm.fma.f64", "llvm.fptosi.sat.i32.f64"}
    if "exp" in used:
        out.append(_exp())
        intr.add("llvm.rint.f64")
    if "ln" in used:
        out.append(_ln())
    if used & {"sin", "cos"}:
        out.append(_sincos())
        intr |= {"llvm.rint.f64", "llvm.floor.f64"}
    if out:
        out.append('attributes #90 = { alwaysinline nounwind "denormal-fp-math"="ieee,ieee" }')
    return out, intr


def call(fn: str, arg: str) -> str:
    """The call expression (no result name) of the f64 sequence for `fn` on double `arg`."""
    if fn in ("sin", "cos"):
        return f"call double @poot.sincos.f64(double {arg}, i32 {0 if fn == 'sin' else 1})"
    return f"call double @poot.{fn}.f64(double {arg})"
