"""The execution contract as code: compare a target's outputs with the oracle's (docs/execution-contract.md).

Integers and bools match exactly. Floats match exactly (same value, NaN matches any NaN, the
sign of zero counts unless the body uses max/min) when the body uses only IEEE-exact
operations; within an ulp bound plus a small absolute floor when it uses exp/ln/sin/cos; and
within a bound relative to the output's largest magnitude when it uses Wmma tile products.
A target's FloatLatitude (poot_core.target) loosens float outputs that depend on what it may
legitimately do differently: subnormal flushing, inexact div/sqrt, coarser transcendentals, and
FMA contraction only for a build compiled with `fp_contract=True` (the default on every target is
Rust's semantics: each op rounded once, so no contraction latitude). The default latitude, IEEE,
keeps the rules above unchanged.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np

from ..ir import nodes as N
from ..ir.types import Scalar
from ..ir.memory import PARAM, accesses
from ..ir.walk import defs, uses
from ..target import IEEE, FloatLatitude
from .values import TRANSCENDENTAL

# (ulps, absolute floor) per float dtype for bodies that use a transcendental Math fn
TRANSCENDENTAL_TOL = {
    np.dtype(np.float16): (4, 2.0 ** -13),
    np.dtype(np.float32): (256, 2.0 ** -19),
    np.dtype(np.float64): (16, 2.0 ** -48),
}
# relative to max |want| of the output, per float dtype, for bodies with Wmma tile products
WMMA_RTOL = {np.dtype(np.float16): 2.0 ** -8, np.dtype(np.float32): 2.0 ** -12, np.dtype(np.float64): 2.0 ** -40}
# relative to max |want| of the output, for outputs that depend on a contractible mul -> add/sub
# chain on a contracting target. An FMA skips the product's rounding (<= 1/2 ulp of the product
# per term); over a K-term accumulation the differences add up like a random walk, ~sqrt(K)
# half-ulps of the partial sums, so eps * 2^6 covers K ~ 4096 with margin (f32: eps 2^-24 ->
# 2^-16; f64: 2^-53 -> 2^-44, K up to 2^18; f16: 2^-11 -> 2^-8 for the short f16 chains).
# 16x (f32) tighter than WMMA_RTOL: a tensor-core-like error still fails.
CONTRACTION_RTOL = {np.dtype(np.float16): 2.0 ** -8, np.dtype(np.float32): 2.0 ** -16, np.dtype(np.float64): 2.0 ** -44}


@dataclass(frozen=True)
class Mismatch:
    """One output element (or a whole output, index -1) that breaks the contract."""

    name: str
    index: int
    got: object
    want: object
    why: str

    def __str__(self) -> str:
        at = f"[{self.index}]" if self.index >= 0 else ""
        return f"{self.name}{at}: got {self.got!r}, want {self.want!r} ({self.why})"


@dataclass(frozen=True)
class Contract:
    """How floats of one body are compared: the class, its bounds, and the target's latitude
    with the outputs each relaxation applies to."""

    kind: str  # "exact" | "transcendental" | "wmma"
    signed_zero: bool = True
    ulps: float | None = None  # override the per-dtype ulps (transcendental)
    atol: float | None = None  # override the absolute floor (transcendental) / bound (wmma)
    rtol: float | None = None  # override the wmma relative bound
    latitude: FloatLatitude = IEEE
    contracted: frozenset = frozenset()  # outputs that depend on a contractible mul -> add/sub chain
    contract_floor: float = 0.0  # the contraction rtol of the narrowest contracted float type
    div_sqrt: frozenset = frozenset()  # outputs that depend on a float div or sqrt
    div_sqrt_rtol: float = 0.0  # the body's stated amplification of the div/sqrt latitude (x max|want|)

    def describe(self, dt: np.dtype, name: str | None = None) -> str:
        if self.kind == "exact":
            text = "exact" + ("" if self.signed_zero else " (+0.0 == -0.0 and +inf == -inf: the body uses max/min)")
        elif self.kind == "transcendental":
            u, a = TRANSCENDENTAL_TOL[dt]
            text = f"within {self.ulps or u} ulp + {self.atol if self.atol is not None else a:g} (transcendental body)"
        else:
            text = f"within {self.rtol or WMMA_RTOL[dt]:g} x max|want| (wmma body)"
        return text + "".join(f"; {r}" for r in self.relaxations(dt, name))

    def relaxations(self, dt: np.dtype, name: str | None = None) -> list[str]:
        """The target latitude's relaxations that apply to output `name` (any output: None)."""
        lat, out = self.latitude, []
        if lat.contraction and (self.contracted if name is None else name in self.contracted):
            out.append(f"+ {max(CONTRACTION_RTOL[dt], self.contract_floor):g} x max|want| (contraction: the output "
                       "depends on a float multiply and add/sub that this target may fuse into an FMA)")
        if lat.div_sqrt_ulps and (self.div_sqrt if name is None else name in self.div_sqrt):
            out.append(f"+ {lat.div_sqrt_ulps:g} ulp (the target's float div/sqrt are not correctly rounded)")
        if lat.trans_atol is not None and self.kind == "transcendental":
            out.append(f"or within {lat.trans_atol:g} absolute (the target's transcendental precision)")
        if lat.flush_subnormals:
            out.append("0 accepted where |want| is subnormal (the target flushes subnormals)")
        return out


def _scalar(body: N.Body, op) -> Scalar | None:
    if isinstance(op, N.Const):
        return op.ty
    ty = body.locals[op.id].ty
    return ty if isinstance(ty, Scalar) else None


def _is_float(body: N.Body, op) -> bool:
    ty = _scalar(body, op)
    return ty is not None and ty.is_float


def _assigns(body: N.Body):
    return [s for b in body.blocks for s in b.stmts if isinstance(s, N.Assign)]


def contraction_sources(body: N.Body) -> set[int]:
    """Locals a contracting target may compute with one rounding fewer: a float add/sub one of whose
    operands is a float product, and a float product one of whose operands is a float add/sub
    (measured on NVIDIA's Vulkan driver: `(1 + a) * 1.5` comes back as fma(a, 1.5, 1.5)); operands
    count through Use copies, negations and loop-carried locals. no_contract_add is never a source
    (no backend may fuse it)."""
    assigns = _assigns(body)

    def results(ops: tuple[str, ...]) -> set[int]:
        out = {s.dest for s in assigns if isinstance(s.value, N.BinOp) and s.value.op in ops
               and _is_float(body, s.value.a)}
        grew = True
        while grew:
            grew = False
            for s in assigns:
                v = s.value
                if s.dest not in out and (isinstance(v, N.Use) or (isinstance(v, N.UnOp) and v.op == "neg")) \
                        and isinstance(v.a, N.Local) and v.a.id in out:
                    out.add(s.dest)
                    grew = True
        return out

    def fed_by(ops: tuple[str, ...], feeders: set[int]) -> set[int]:
        return {s.dest for s in assigns if isinstance(s.value, N.BinOp) and s.value.op in ops
                and _is_float(body, s.value.a)
                and any(isinstance(o, N.Local) and o.id in feeders for o in (s.value.a, s.value.b))}

    return fed_by(("add", "sub"), results(("mul",))) | fed_by(("mul",), results(("add", "sub")))


def _contraction_rtol(body: N.Body, sources: set[int], dt: np.dtype) -> float:
    """The contraction bound for an output of dtype `dt`: that of the narrowest float type the
    contracted operations run in (an f16 chain cast to f32 carries f16-sized differences)."""
    return max([CONTRACTION_RTOL[dt]] + [CONTRACTION_RTOL[t.np] for i in sources for t in (body.locals[i].ty,) if isinstance(t, Scalar)])


def div_sqrt_sources(body: N.Body) -> set[int]:
    """Locals assigned by a float division or sqrt."""
    return {s.dest for s in _assigns(body)
            if (isinstance(s.value, N.BinOp) and s.value.op == "div" and _is_float(body, s.value.a))
            or (isinstance(s.value, N.Math) and s.value.fn == "sqrt")}


def outputs_depending_on(body: N.Body, sources: set[int]) -> frozenset:
    """Names of the `&mut` parameters whose values may depend on the given locals: data flow
    through locals, workgroup arrays and in-out buffers (flow-insensitive, so loop-carried values
    count); a branch on a dependent value makes every output dependent."""
    if not sources:
        return frozenset()
    loc = set(sources)
    mem: set[tuple[str, int]] = set()  # (space, id) of the memory that holds a dependent value
    grew, control = True, False
    while grew:
        grew = False
        for b in body.blocks:
            for s in b.stmts:  # a statement that reads a dependent value makes all it writes dependent
                acc = accesses(s)
                if any(u in loc for u in uses(s)) or any(a.reads and (a.space, a.id) in mem for a in acc):
                    for d in defs(s):
                        if d not in loc:
                            loc.add(d)
                            grew = True
                    for a in acc:
                        if a.writes and (a.space, a.id) not in mem:
                            mem.add((a.space, a.id))
                            grew = True
            if any(u in loc for u in uses(b.term)):  # a branch on a dependent value
                control = True
    muts = [i for i, p in enumerate(body.params) if p.mutable]
    return frozenset(body.params[i].name for i in muts if control or (PARAM, i) in mem)


def contract_for(body: N.Body | None, latitude: FloatLatitude = IEEE, **overrides) -> Contract:
    """The comparison class of a body's float outputs (and, under a latitude, which outputs each
    relaxation applies to)."""
    fns = set()
    if body is not None:
        for b in body.blocks:
            for s in b.stmts:
                if isinstance(s, N.Assign) and isinstance(s.value, N.Math):
                    fns.add(s.value.fn)
    kind = "wmma" if body is not None and (body.uses_wmma() or body.uses_wgmma()) else (
        "transcendental" if fns & set(TRANSCENDENTAL) else "exact")
    contracted: frozenset = frozenset()
    div_sqrt: frozenset = frozenset()
    floor = 0.0
    if body is not None and latitude.contraction:
        sources = contraction_sources(body)
        contracted = outputs_depending_on(body, sources)
        floor = _contraction_rtol(body, sources, np.dtype(np.float64))
    if body is not None and latitude.div_sqrt_ulps:
        div_sqrt = outputs_depending_on(body, div_sqrt_sources(body))
    return Contract(kind, signed_zero=not (fns & {"max", "min"}), latitude=latitude, contracted=contracted,
                    contract_floor=floor, div_sqrt=div_sqrt, **overrides)


def _float_mismatch(got: np.ndarray, want: np.ndarray, c: Contract, name: str | None = None) -> np.ndarray:
    dt = want.dtype
    lat = c.latitude
    gnan, wnan = np.isnan(got), np.isnan(want)
    bad = gnan != wnan
    both = ~(gnan | wnan)
    g64, w64 = got.astype(np.float64), want.astype(np.float64)
    ginf, winf = np.isinf(got), np.isinf(want)
    fin = both & ~ginf & ~winf
    scale = float(np.max(np.abs(w64[fin]))) if fin.any() else 0.0
    extra = np.zeros(want.shape, np.float64)  # the latitude's tolerance per element
    if lat.contraction and (name is None or name in c.contracted):
        extra += max(CONTRACTION_RTOL[dt], c.contract_floor) * scale
    if lat.div_sqrt_ulps and (name is None or name in c.div_sqrt):
        extra += lat.div_sqrt_ulps * np.spacing(np.abs(want)).astype(np.float64) + c.div_sqrt_rtol * scale
    relaxed = bool(np.any(extra > 0))
    flush = np.zeros(want.shape, bool)
    if lat.flush_subnormals:
        flush = fin & (got == 0) & (np.abs(w64) < float(np.finfo(dt).tiny))
    if c.kind == "exact" and not relaxed:
        neq = got != want
        if c.signed_zero:
            neq |= (got == 0) & (want == 0) & (np.signbit(got) != np.signbit(want))
        else:  # the sign of a max/min zero is unspecified, and so is that of an infinity divided out of it
            neq &= ~(ginf & winf)
        return bad | (both & neq & ~flush)
    inf_bad = both & (ginf | winf) & (got != want)
    if not c.signed_zero:
        inf_bad &= ~(ginf & winf)
    err = np.abs(g64 - w64)
    if c.kind == "transcendental":
        u, a = TRANSCENDENTAL_TOL[dt]
        ulps = c.ulps if c.ulps is not None else u
        atol = c.atol if c.atol is not None else a
        tol = ulps * np.spacing(np.abs(want)).astype(np.float64) + atol
        if lat.trans_atol is not None:
            tol = np.maximum(tol, lat.trans_atol)
    elif c.kind == "wmma":
        rtol = c.rtol if c.rtol is not None else WMMA_RTOL[dt]
        tol = rtol * scale + (c.atol or 0.0)
    else:
        tol = np.zeros(want.shape, np.float64)
    tol = tol + extra
    return bad | inf_bad | (fin & ~(err <= tol) & ~flush)


def compare(got: dict, want: dict, body: N.Body | None = None, *, latitude: FloatLatitude = IEEE,
            max_report: int = 10, **overrides) -> list[Mismatch]:
    """Every way `got` breaks the contract against `want` (the oracle's outputs); [] when it holds.
    `latitude` is the target's (Capabilities.float_latitude; IEEE by default). Overrides (ulps=,
    atol=, rtol=) loosen or tighten the float bounds for one comparison."""
    c = contract_for(body, latitude, **overrides)
    out: list[Mismatch] = []
    for name in sorted(set(got) | set(want)):
        if name not in got or name not in want:
            out.append(Mismatch(name, -1, "<absent>" if name not in got else "present",
                                "present" if name in want else "<absent>", "output names differ"))
            continue
        g, w = np.asarray(got[name]), np.asarray(want[name])
        if g.dtype != w.dtype or g.shape != w.shape:
            out.append(Mismatch(name, -1, f"{g.dtype}{list(g.shape)}", f"{w.dtype}{list(w.shape)}",
                                "dtype or shape differs"))
            continue
        g, w = g.reshape(-1), w.reshape(-1)
        if w.dtype.kind == "f":
            with np.errstate(all="ignore"):  # inf - inf, spacing(inf): masked out below
                bad = _float_mismatch(g, w, c, name if body is not None else None)
            why = c.describe(w.dtype, name if body is not None else None)
        else:
            bad = g != w
            why = "exact"
        for i in np.flatnonzero(bad)[:max_report]:
            out.append(Mismatch(name, int(i), g[i].item(), w[i].item(), f"contract: {why}"))
        extra = int(bad.sum()) - min(int(bad.sum()), max_report)
        if extra:
            out.append(Mismatch(name, -1, f"{extra} more", "", "further mismatches not listed"))
    return out


def assert_matches(got: dict, want: dict, body: N.Body | None = None, *, latitude: FloatLatitude = IEEE,
                   **overrides) -> None:
    """Raise AssertionError listing the mismatches when `got` breaks the contract against `want`
    (under the target's float `latitude`)."""
    bad = compare(got, want, body, latitude=latitude, **overrides)
    if bad:
        name = body.name if body is not None else "<kernel>"
        raise AssertionError(f"{name}: {len(bad)} output mismatch(es) against the oracle:\n  "
                             + "\n  ".join(str(m) for m in bad))


def flush_subnormal_inputs(buffers: Mapping[str, np.ndarray]) -> dict[str, np.ndarray] | None:
    """The buffers with every subnormal float read as a zero of its sign - what a device that
    flushes computes on (the contract: everything computed from such a value, branches and
    integers included, is as if it were zero) - or None when no buffer holds a subnormal."""
    out, any_sub = {}, False
    for k, v in buffers.items():
        v = np.asarray(v)
        if v.dtype.kind == "f":
            with np.errstate(all="ignore"):
                sub = (v != 0) & (np.abs(v) < np.finfo(v.dtype).tiny)
            if sub.any():
                any_sub = True
                v = np.where(sub, np.copysign(np.zeros_like(v), v), v).astype(v.dtype)
        out[k] = v
    return out if any_sub else None
