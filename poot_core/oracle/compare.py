"""The execution contract as code: compare a target's outputs with the oracle's (docs/execution-contract.md).

Integers and bools match exactly. Floats match exactly (same value, NaN matches any NaN, the
sign of zero counts unless the body uses max/min) when the body uses only IEEE-exact
operations; within an ulp bound plus a small absolute floor when it uses exp/ln/sin/cos; and
within a bound relative to the output's largest magnitude when it uses Wmma tile products.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir import nodes as N
from .values import TRANSCENDENTAL

# (ulps, absolute floor) per float dtype for bodies that use a transcendental Math fn
TRANSCENDENTAL_TOL = {
    np.dtype(np.float16): (4, 2.0 ** -13),
    np.dtype(np.float32): (256, 2.0 ** -19),
    np.dtype(np.float64): (16, 2.0 ** -48),
}
# relative to max |want| of the output, per float dtype, for bodies with Wmma tile products
WMMA_RTOL = {np.dtype(np.float16): 2.0 ** -8, np.dtype(np.float32): 2.0 ** -12, np.dtype(np.float64): 2.0 ** -40}


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
    """How floats of one body are compared: the class and its bounds."""

    kind: str  # "exact" | "transcendental" | "wmma"
    signed_zero: bool = True
    ulps: float | None = None  # override the per-dtype ulps (transcendental)
    atol: float | None = None  # override the absolute floor (transcendental) / bound (wmma)
    rtol: float | None = None  # override the wmma relative bound

    def describe(self, dt: np.dtype) -> str:
        if self.kind == "exact":
            return "exact" + ("" if self.signed_zero else " (+0.0 == -0.0: the body uses max/min)")
        if self.kind == "transcendental":
            u, a = TRANSCENDENTAL_TOL[dt]
            return f"within {self.ulps or u} ulp + {self.atol if self.atol is not None else a:g} (transcendental body)"
        return f"within {self.rtol or WMMA_RTOL[dt]:g} x max|want| (wmma body)"


def contract_for(body: N.Body | None, **overrides) -> Contract:
    """The comparison class of a body's float outputs."""
    fns = set()
    if body is not None:
        for b in body.blocks:
            for s in b.stmts:
                if isinstance(s, N.Assign) and isinstance(s.value, N.Math):
                    fns.add(s.value.fn)
    kind = "wmma" if body is not None and body.uses_wmma() else (
        "transcendental" if fns & set(TRANSCENDENTAL) else "exact")
    return Contract(kind, signed_zero=not (fns & {"max", "min"}), **overrides)


def _float_mismatch(got: np.ndarray, want: np.ndarray, c: Contract) -> np.ndarray:
    dt = want.dtype
    gnan, wnan = np.isnan(got), np.isnan(want)
    bad = gnan != wnan
    both = ~(gnan | wnan)
    if c.kind == "exact":
        neq = got != want
        if c.signed_zero:
            neq |= (got == 0) & (want == 0) & (np.signbit(got) != np.signbit(want))
        return bad | (both & neq)
    ginf, winf = np.isinf(got), np.isinf(want)
    inf_bad = both & (ginf | winf) & (got != want)
    fin = both & ~ginf & ~winf
    g64, w64 = got.astype(np.float64), want.astype(np.float64)
    err = np.abs(g64 - w64)
    if c.kind == "transcendental":
        u, a = TRANSCENDENTAL_TOL[dt]
        ulps = c.ulps if c.ulps is not None else u
        atol = c.atol if c.atol is not None else a
        tol = ulps * np.spacing(np.abs(want)).astype(np.float64) + atol
    else:
        scale = float(np.max(np.abs(w64[fin]))) if fin.any() else 0.0
        rtol = c.rtol if c.rtol is not None else WMMA_RTOL[dt]
        tol = rtol * scale + (c.atol or 0.0)
    return bad | inf_bad | (fin & ~(err <= tol))


def compare(got: dict, want: dict, body: N.Body | None = None, *, max_report: int = 10,
            **overrides) -> list[Mismatch]:
    """Every way `got` breaks the contract against `want` (the oracle's outputs); [] when it holds.
    Overrides (ulps=, atol=, rtol=) loosen or tighten the float bounds for one comparison."""
    c = contract_for(body, **overrides)
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
                bad = _float_mismatch(g, w, c)
            why = c.describe(w.dtype)
        else:
            bad = g != w
            why = "exact"
        for i in np.flatnonzero(bad)[:max_report]:
            out.append(Mismatch(name, int(i), g[i].item(), w[i].item(), f"contract: {why}"))
        extra = int(bad.sum()) - min(int(bad.sum()), max_report)
        if extra:
            out.append(Mismatch(name, -1, f"{extra} more", "", "further mismatches not listed"))
    return out


def assert_matches(got: dict, want: dict, body: N.Body | None = None, **overrides) -> None:
    """Raise AssertionError listing the mismatches when `got` breaks the contract against `want`."""
    bad = compare(got, want, body, **overrides)
    if bad:
        name = body.name if body is not None else "<kernel>"
        raise AssertionError(f"{name}: {len(bad)} output mismatch(es) against the oracle:\n  "
                             + "\n  ".join(str(m) for m in bad))
