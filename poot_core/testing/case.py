"""The test kit's one Case type (a kernel, its inputs, its launch and what is expected) and the
runner that checks a case on any target against the CPU oracle (and the oracle against the
case's numpy reference, when it has one)."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Mapping

import numpy as np

from ..errors import CapabilityError, KernelFault, PootError, UsageError
from ..ir import nodes as N
from ..ir.verify import verify
from ..ir.types import BOOL, I32, U32, Scalar
from ..target import IEEE, FloatLatitude, Grid

Inputs = dict[str, np.ndarray]


@dataclass(frozen=True)
class Case:
    """One kernel with its inputs, launch and expectation.

    body: the kernel, or a builder of it (called by `build()`), or None when the caller imports it
      from `source`/`kernel` (an accepted Rust file: the kit reads no repo paths).
    inputs: {param: array} (copied on every `make`), or rng -> {param: array}.
    grid: a Grid, or (inputs, workgroup_size) -> (gx, gy) groups, or None: one thread per element
      of the first parameter.
    Expected: the outputs equal the oracle's under the target's float latitude, unless `fault`
    names a trap kind ("bounds", "overflow", "divide", ...): then both must fault with the same
    sites. `ref` (inputs -> {output: array}), when set, is the oracle's own reference (numpy or a
    rustc-native run): exact (NaN matches NaN) or within `rtol`; `transcendental` marks a body whose
    reference holds only within the oracle's transcendental bound.
    """

    name: str
    body: N.Body | Callable[[], N.Body] | None
    inputs: Mapping[str, np.ndarray] | Callable[[np.random.Generator], Inputs]
    grid: Grid | Callable[[Inputs, int], tuple[int, int]] | None = None
    fault: str | None = None
    ref: Callable[[Inputs], Inputs] | None = None
    rtol: float = 0.0
    transcendental: bool = False
    source: str = "builder"
    kernel: str | None = None
    overflow_checks: bool | None = None  # import option of a Rust-sourced case (None: the importer's default)
    options: Mapping = field(default_factory=dict)  # compile options
    barrier: bool = False  # needs real workgroups (not a one-thread-at-a-time host JIT)
    seed: int = 0

    @property
    def faults(self) -> bool:
        return self.fault is not None

    def build(self) -> N.Body:
        if isinstance(self.body, N.Body):
            return self.body
        if self.body is None:
            raise UsageError(f"case {self.name!r}: its body comes from {self.source}: import it, then use "
                             "case.with_body(body)")
        return self.body()

    def make(self, rng: np.random.Generator | None = None) -> Inputs:
        """Fresh input arrays (outputs hold their initial contents)."""
        if callable(self.inputs):
            return self.inputs(rng if rng is not None else np.random.default_rng(self.seed))
        return {k: v.copy() for k, v in self.inputs.items()}

    def launch(self, inputs: Inputs, body: N.Body | None = None) -> Grid:
        body = body or self.build()
        if isinstance(self.grid, Grid):
            return self.grid
        if self.grid is None:
            n = len(inputs[body.params[0].name]) if body.params else 1
            return Grid.threads(n, body.workgroup_size)
        gx, gy = self.grid(inputs, body.workgroup_size)
        return Grid((gx, gy), body.workgroup_size)

    def with_body(self, body: N.Body) -> "Case":
        from dataclasses import replace
        return replace(self, body=body)

    def concrete(self, rng: np.random.Generator | None = None) -> "Case":
        """This case with its body built, its inputs made and its grid resolved (what a target runs)."""
        from dataclasses import replace
        body = self.build()
        bufs = self.make(rng)
        return replace(self, body=body, inputs=bufs, grid=self.launch(bufs, body))


# --- random inputs for any body -----------------------------------------------------------------
def random_array(rng: np.random.Generator, elem: Scalar, n: int, mutable: bool) -> np.ndarray:
    """Floats in [-4, 4] (no subnormals, which a flushing GPU may read as 0), small integers."""
    if elem == BOOL:
        return rng.random(n) < 0.5
    if elem.is_float:
        return rng.uniform(-4.0, 4.0, n).astype(elem.np)
    if elem == I32:
        return rng.integers(-1000, 1000, n, dtype=np.int32)
    if elem == U32:
        return rng.integers(0, 2000, n, dtype=np.uint32) if not mutable else np.zeros(n, np.uint32)
    return rng.integers(0, 64, n, dtype=np.uint64) if not mutable else np.zeros(n, np.uint64)


def random_inputs(body: N.Body, n: int = 333, seed: int = 0, out_n: int | None = None) -> Inputs:
    """random_array of n elements per input (`&` slice), out_n (default n) per output (`&mut` slice)."""
    rng = np.random.default_rng(seed)
    return {p.name: random_array(rng, p.elem, n if out_n is None or not p.mutable else out_n, p.mutable)
            for p in body.params}


def generic_case(body: N.Body, source: str, n: int = 333, seed: int = 0) -> Case:
    """Random inputs and n threads, sized (inputs, `&mut` slices) = (n, 8n), (n, n), (8n, 8n),
    (8n, n): the first the oracle runs without a fault (kernels write past a.len() or read
    neighbours); the first of them if all fault (then the faults are compared)."""
    from ..oracle import run
    grid = Grid.threads(n, body.workgroup_size)
    first: Case | None = None
    for in_n, out_n in ((n, 8 * n), (n, n), (8 * n, 8 * n), (8 * n, n)):
        c = Case(body.name, body, random_inputs(body, in_n, seed, out_n), grid, source=source)
        first = first or c
        try:
            run(body, c.make(), grid)
            return c
        except KernelFault:
            continue
        except Exception:
            break
    assert first is not None  # set by the loop's first round
    return first


# --- comparison ---------------------------------------------------------------------------------
def latitude_of(target, device=None) -> FloatLatitude:
    """The device's float latitude (its Capabilities.float_latitude): IEEE on a CPU implementation."""
    caps = getattr(device, "caps", None) or target.capabilities()
    return getattr(caps, "float_latitude", IEEE)


def compare(body: N.Body, got: dict, want: dict, latitude: FloatLatitude = IEEE) -> tuple[str, str]:
    """(status, detail): "pass" under the execution contract (poot_core.oracle.compare) with the
    device's float latitude, else "FAIL"."""
    from ..oracle.compare import compare as contract, contract_for
    bad = contract(got, want, body, latitude=latitude)
    if not bad:
        c = contract_for(body, latitude)
        return "pass", "contract: " + next((c.describe(w.dtype, k) for k, w in want.items() if w.dtype.kind == "f"),
                                           "exact")
    return "FAIL", "; ".join(str(m) for m in bad[:3])


def reference_mismatch(case: Case, got: dict, want: dict) -> str | None:
    """Why `got` (the oracle's outputs) differs from the case's reference `want`, or None."""
    for name, w in want.items():
        if name not in got:
            return f"the reference names {name!r}, not an output ({sorted(got)})"
        g, w = got[name], np.asarray(w)
        if g.dtype != w.dtype or g.shape != w.shape:
            return f"{name}: got {g.dtype}{g.shape}, want {w.dtype}{w.shape}"
        if case.rtol:
            ok = np.isclose(g, w, rtol=case.rtol, atol=case.rtol, equal_nan=True)
        elif g.dtype.kind == "f":
            ok = (g == w) | (np.isnan(g) & np.isnan(w))
        else:
            ok = g == w
        bad = np.flatnonzero(~ok)
        if len(bad):
            return f"{name}: {len(bad)} mismatches, first at {bad[:5]}: got {g[bad[:5]]}, want {w[bad[:5]]}"
    return None


# --- running ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    case: str
    source: str
    target: str
    status: str  # pass | fault-ok | unchecked | refused | FAIL
    detail: str
    seconds: float


OK = ("pass", "fault-ok", "unchecked")


def oracle_result(case: Case):
    """(outputs, None) or (None, the KernelFault) of the oracle on a concrete case."""
    from ..oracle import run
    try:
        return run(case.build(), case.make(), case.launch(case.make())), None
    except KernelFault as e:
        return None, e


def _bits_of(sites) -> set[int]:
    """Error-word bits of real trap sites (the oracle's site -1, an unchecked out-of-range access
    with no check in the body, has no bit: robust buffer access drops such an access)."""
    return {min(getattr(s, "site", s), 31) for s in sites if getattr(s, "site", s) >= 0}


def check_oracle(case: Case, want, want_fault) -> str | None:
    """Why the oracle's result contradicts the case's own expectation (its fault kind, its
    reference), or None."""
    if case.fault is not None:
        if want_fault is None:
            return f"expected a {case.fault} fault, the oracle ran to the end"
        kinds = {getattr(s, "kind", None) for s in want_fault.sites}
        return None if case.fault in kinds else f"expected a {case.fault} fault, the oracle reports {want_fault}"
    if want_fault is not None:
        return None if case.ref is None else f"the oracle faulted ({want_fault}); the case has a reference"
    if case.ref is not None:
        with np.errstate(all="ignore"):
            ref = case.ref(case.make())
        why = reference_mismatch(case, want, ref)
        return f"oracle vs the case's reference: {why}" if why else None
    return None


def _same(g: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Elementwise: the same bits, or both NaN."""
    g, w = np.asarray(g), np.asarray(w)
    if w.dtype.kind != "f":
        return g == w
    return (g.view(f"u{w.itemsize}") == w.view(f"u{w.itemsize}")) | (np.isnan(g) & np.isnan(w))


def run_case(case: Case, target, device, want=None, want_fault=None) -> Outcome:
    """Compile and launch a concrete case on `target`/`device`; compare with the oracle."""
    t0 = time.perf_counter()
    body = case.build()
    if want is None and want_fault is None:
        want, want_fault = oracle_result(case)
    grid = case.launch(case.make(), body)

    def out(status, detail):
        return Outcome(case.name, case.source, target.name, status, detail, time.perf_counter() - t0)
    why = check_oracle(case, want, want_fault)
    if why:
        return out("FAIL", why)
    art = None
    try:
        verify(body)  # what the core does before every compile: a target receives a verified body
        art = target.compile(body, **case.options)
        got = device.run(art, case.make(), grid)
    except CapabilityError as e:
        return out("refused", str(e))
    except KernelFault as e:
        if want_fault is None:
            return out("FAIL", f"unexpected fault: {e}")
        got_bits, want_bits = _bits_of(e.sites), _bits_of(want_fault.sites)
        shape = art.meta.get("launch") if art is not None else None
        if shape is not None and shape.vector > 1:  # coarsened: a lane that traps ends its physical thread,
            # so the other failed sites are those of the lanes that ran (passes/coarsen.py)
            if want_bits and not (got_bits and got_bits <= want_bits):
                return out("FAIL", f"fault sites {sorted(got_bits)} are not among the oracle's {sorted(want_bits)} "
                           f"(coarsened by {shape.vector})")
        elif want_bits and got_bits != want_bits:
            return out("FAIL", f"fault sites {sorted(got_bits)} != oracle {sorted(want_bits)}")
        return out("fault-ok", str(e))
    except PootError as e:
        return out("FAIL", f"{type(e).__name__}: {e}")
    if want_fault is not None and not _bits_of(want_fault.sites):
        return out("unchecked", f"the oracle reports only unchecked out-of-range accesses ({want_fault}); robust "
                   "buffer access drops them, so there is nothing to compare")
    if want_fault is not None:
        return out("FAIL", f"oracle faulted ({want_fault}) but the target did not")
    lat = latitude_of(target, device)
    status, detail = compare(body, got, want, lat)
    if status == "FAIL" and lat.flush_subnormals:  # the contract's flush: as if subnormal inputs were 0
        from ..oracle import run as oracle_run
        from ..oracle.compare import flush_subnormal_inputs
        flushed = flush_subnormal_inputs(case.make())
        if flushed is not None:
            try:
                want0 = oracle_run(body, flushed, grid)
            except KernelFault:
                want0 = None
            # each output element may come from the inputs as given or as flushed (`%` is integer
            # arithmetic on the bits, so it keeps subnormals even where + - * / flush them)
            either = {k: np.where(_same(got[k], want0[k]), want0[k], w) for k, w in want.items()} if want0 else None
            if either is not None and compare(body, got, either, lat)[0] == "pass":
                return out("pass", "as if subnormal inputs were 0 where the device flushed them")
    return out(status, detail)
