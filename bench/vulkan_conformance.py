"""SPIR-V conformance suite for the wgpu and vulkan targets: every kernel against the CPU oracle.

One corpus serves the plugin tests (lavapipe) and bench/h200_vulkan.sh (a real GPU, POOT_GPU=1):
Builder bodies covering every node kind and scalar type the SPIR-V path supports, every
committed asset (assets/**/*.kir.json), extra .kir.json directories (--kir), and the accepted
test kernels under tests/kernels/accepted/ when pootc and rustc are here. Each case runs on the
oracle and the target with the same random inputs: results must match the execution contract
under the device's float latitude (Capabilities.float_latitude: IEEE on lavapipe, VULKAN_GPU on
a GPU; integers and no_contract_add exactly, floats within the latitude's stated bounds), a
faulting case must fault with the same sites, and the next dispatch after a fault must run
normally. Random float inputs are in [-4, 4]: no subnormal inputs, which a flushing GPU may read as 0.

    python bench/vulkan_conformance.py --targets wgpu,vulkan --out results.md [--fuse-check]
"""
from __future__ import annotations

import argparse
import functools
import glob
import math
import os
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from poot_core.errors import CapabilityError, KernelFault, PootError, Span  # noqa: E402
from poot_core.ir import nodes as N  # noqa: E402
from poot_core.ir.builder import Builder  # noqa: E402
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar  # noqa: E402
from poot_core.target import IEEE, FloatLatitude, Grid  # noqa: E402


@dataclass
class Case:
    """One kernel with its inputs and launch."""

    name: str
    body: N.Body
    buffers: dict[str, np.ndarray]
    grid: Grid
    source: str = "builder"
    options: dict = field(default_factory=dict)


# --- random inputs for any body -----------------------------------------------------------------
def random_array(rng: np.random.Generator, elem: Scalar, n: int, mutable: bool) -> np.ndarray:
    if elem == BOOL:
        return rng.random(n) < 0.5
    if elem.is_float:
        return rng.uniform(-4.0, 4.0, n).astype(elem.np)
    if elem == I32:
        return rng.integers(-1000, 1000, n, dtype=np.int32)
    if elem == U32:
        return rng.integers(0, 2000, n, dtype=np.uint32) if not mutable else np.zeros(n, np.uint32)
    return rng.integers(0, 64, n, dtype=np.uint64) if not mutable else np.zeros(n, np.uint64)


def random_inputs(body: N.Body, n: int = 333, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {p.name: random_array(rng, p.elem, n, p.mutable) for p in body.params}


def random_inputs_sized(body: N.Body, n: int, out_n: int, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {p.name: random_array(rng, p.elem, out_n if p.mutable else n, p.mutable) for p in body.params}


def generic_case(body: N.Body, source: str, n: int = 333, seed: int = 0) -> Case:
    """Random inputs and n threads, sized (inputs, `&mut` slices) = (n, 8n), (n, n), (8n, 8n),
    (8n, n): the first the oracle runs without a fault (kernels write past a.len() or read
    neighbours); the first of them if all fault (then the faults are compared)."""
    grid = Grid.threads(n, body.workgroup_size)
    first = None
    for in_n, out_n in ((n, 8 * n), (n, n), (8 * n, 8 * n), (8 * n, n)):
        c = Case(body.name, body, random_inputs_sized(body, in_n, out_n, seed), grid, source)
        first = first or c
        try:
            from poot_core.oracle import run
            run(body, {k: v.copy() for k, v in c.buffers.items()}, grid)
            return c
        except KernelFault:
            continue
        except Exception:
            break
    return first


# --- Builder corpus -----------------------------------------------------------------------------
def _elementwise(name: str, ins: list[Scalar], outs: list[Scalar], fn: Callable, wg: int = 64) -> N.Body:
    kb = Builder(name, wg)
    pin = [kb.input(f"x{k}", t) for k, t in enumerate(ins)]
    pout = [kb.output(f"y{k}", t) for k, t in enumerate(outs)]
    i = kb.thread_index()

    def body():
        vals = [kb.load(p, i) for p in pin]
        for p, v in zip(pout, fn(kb, *vals)):
            kb.store(p, i, v)
    kb.if_(kb.lt(i, kb.len(pout[0])), body)
    kb.ret()
    return kb.build()


def _arith(t: Scalar):
    def fn(kb, a, b):
        bb = kb.math("max", b, N.Const(t, 1)) if t.is_int else b  # nonzero divisor (ints)
        return [kb.add(a, b), kb.sub(a, b), kb.mul(a, b), kb.div(a, bb), kb.rem(a, bb) if t.is_int else kb.div(b, a),
                kb.cast(kb.lt(a, b), U32), kb.cast(kb.ge(a, b), U32), kb.cast(kb.eq(a, b), U32),
                kb.math("max", a, b), kb.math("min", a, b), kb.un("neg", a) if t != U32 and t != USIZE else kb.sub(b, a)]
    return fn


def _bits(t: Scalar):
    def fn(kb, a, b):
        return [kb.bin("and", a, b), kb.bin("or", a, b), kb.bin("xor", a, b), kb.bin("shl", a, b),
                kb.bin("shr", a, b), kb.un("not", a)]
    return fn


def _math(t: Scalar, fns):
    def fn(kb, a, b):
        pos = kb.math("abs", a)
        out = []
        for f in fns:
            if f in ("sqrt", "ln"):
                out.append(kb.math(f, kb.add(pos, N.Const(t, 0.25))))
            elif f in ("max", "min"):
                out.append(kb.math(f, a, b))
            else:
                out.append(kb.math(f, a))
        return out
    return fn


def _casts(src: Scalar, dsts: list[Scalar]):
    def fn(kb, a):
        return [kb.cast(a, d) for d in dsts]
    return fn


def _scaled(t: Scalar, lo: float, hi: float, n: int, rng) -> np.ndarray:
    return rng.uniform(lo, hi, n).astype(t.np)


def builder_cases(n: int = 333, seed: int = 0) -> list[Case]:
    """Hand-built bodies: every node kind and scalar type the SPIR-V path supports."""
    rng = np.random.default_rng(seed)
    cases: list[Case] = []

    def add(body: N.Body, buffers: dict | None = None, grid: Grid | None = None, **options):
        bufs = buffers if buffers is not None else random_inputs(body, n, seed)
        cases.append(Case(body.name, body, bufs, grid or Grid.threads(n, body.workgroup_size), "builder", options))

    for t in (F32, F64, F16, I32, U32, USIZE):
        add(_elementwise(f"arith_{t}", [t, t], [t, t, t, t, t, U32, U32, U32, t, t, t], _arith(t)))
    for t in (F32, F64, F16):  # Rust's float % is fmod: exact
        add(_elementwise(f"frem_{t}", [t, t], [t], lambda kb, a, b: [kb.rem(a, b)]))
    for t in (I32, U32, USIZE):
        add(_elementwise(f"bits_{t}", [t, t], [t] * 6, _bits(t)))
    for t in (F32, F64):
        fns = ("sqrt", "abs", "floor", "ceil", "trunc", "round", "max", "min")
        add(_elementwise(f"math_{t}", [t, t], [t] * len(fns), _math(t, fns)))
    add(_elementwise("transcendental_f32", [F32, F32], [F32] * 5, _math(F32, ("exp", "ln", "sin", "cos", "sqrt"))))
    # rounding ties (half away from zero) and NaN-ignoring max/min
    rb = _elementwise("round_ties_f32", [F32, F32], [F32, F32, F32], _math(F32, ("round", "max", "min")))
    ties = np.array([0.5, 2.5, -2.5, 0.49999997, -0.5, 1.5, np.nan, 3.0], np.float32)
    other = np.array([1.0, np.nan, 0.0, 2.0, np.nan, -1.0, 5.0, np.nan], np.float32)
    add(rb, {"x0": ties, "x1": other, "y0": np.zeros(8, np.float32), "y1": np.zeros(8, np.float32),
             "y2": np.zeros(8, np.float32)}, Grid.threads(8, 64))
    for src in (F32, F64, I32, U32, USIZE, BOOL, F16):
        dsts = [d for d in ((I32, U32, USIZE) if src == BOOL else (F32, F64, I32, U32, USIZE, F16)) if d != src]
        body = _elementwise(f"cast_{src}", [src], dsts, _casts(src, dsts))
        bufs = random_inputs(body, n, seed)
        if src.is_float:  # saturating float->int: NaN, +-inf and huge values
            x = _scaled(src, -3e3, 3e3, n, rng)
            x[:4] = np.array([np.nan, np.inf, -np.inf, -0.0]).astype(src.np)
            bufs["x0"] = x
        add(body, bufs)
    add(_elementwise("from_bits", [U32], [F32], lambda kb, a: [kb.from_bits(a)]),
        {"x0": np.random.default_rng(seed).random(n, dtype=np.float32).view(np.uint32) ^ np.uint32(0x80000000),
         "y0": np.zeros(n, np.float32)})
    add(_elementwise("bool_logic", [BOOL, BOOL], [BOOL, BOOL, BOOL, U32],
                     lambda kb, a, b: [kb.bin("and", a, b), kb.un("not", a), kb.bin("xor", a, b), kb.cast(a, U32)]))
    cases += special_cases(n, seed)
    return cases


def no_contract_body(plain: bool = False) -> N.Body:
    """out[i] = no_contract_add(a[i] * b[i], c[i]) (or a plain add when `plain`: the control)."""
    kb = Builder("fma_control" if plain else "no_contract_fma")
    a, b, c, o = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()

    def body():
        p = kb.mul(kb.load(a, i), kb.load(b, i))
        kb.store(o, i, kb.add(p, kb.load(c, i)) if plain else kb.no_contract_add(p, kb.load(c, i)))
    kb.if_(kb.lt(i, kb.len(o)), body)
    kb.ret()
    return kb.build()


def fma_inputs(n: int, seed: int = 0) -> dict[str, np.ndarray]:
    """a*b inexact in f32 and c = -fl(a*b): mul-then-add gives exactly 0, an FMA the residual."""
    rng = np.random.default_rng(seed)
    a = rng.uniform(1.0, 2.0, n).astype(np.float32)
    b = rng.uniform(1.0, 2.0, n).astype(np.float32)
    c = -(a * b)
    return {"a": a, "b": b, "c": c, "out": np.full(n, 7.0, np.float32)}


def special_cases(n: int, seed: int) -> list[Case]:
    rng = np.random.default_rng(seed + 1)
    out: list[Case] = []

    # bounds trap (site 0) and overflow trap (site 1), spans naming file:line
    kb = Builder("traps")
    a, b, o = kb.input("a", U32), kb.input("b", U32), kb.output("out", U32)
    i = kb.thread_index()

    def tb():
        x = kb.load(a, i, checked=True, span=Span("kernels/probe/traps.rs", 7, 17))
        y = kb.load(b, i)
        kb.check(kb.un("not", kb.overflows("add", x, y)), "overflow", Span("kernels/probe/traps.rs", 8, 17))
        kb.store(o, i, kb.add(x, y))
    kb.if_(kb.lt(i, kb.len(o)), tb)
    kb.ret()
    tr = kb.build()
    ok = {"a": rng.integers(0, 1 << 20, n, dtype=np.uint32), "b": rng.integers(0, 1 << 20, n, dtype=np.uint32),
          "out": np.zeros(n, np.uint32)}
    out.append(Case("traps_ok", tr, ok, Grid.threads(n, 64)))
    short = dict(ok, a=ok["a"][: n // 2])
    out.append(Case("traps_bounds", tr, short, Grid.threads(n, 64)))
    ovf = dict(ok, b=ok["b"].copy())
    ovf["b"][5] = np.uint32(0xFFFFFFFF)
    out.append(Case("traps_overflow", tr, ovf, Grid.threads(n, 64)))
    out.append(Case("traps_ok_after", tr, ok, Grid.threads(n, 64)))

    # workgroup memory + barrier: per-group reversal and a tree reduction
    kb = Builder("wg_reduce", 64)
    kb.wg_array(0, 64)
    a, o = kb.input("a", F32), kb.output("out", F32)
    lane, g = kb.local_index(), kb.group_index()
    gi = kb.thread_index()
    v = kb.var(F32, 0.0)
    kb.if_(kb.lt(gi, kb.len(a)), lambda: kb.set(v, N.Use(kb.load(a, gi))))
    kb.wg_write(0, lane, v)
    kb.barrier()

    def first():
        acc = kb.var(F32, 0.0)
        kb.for_range(0, 64, lambda j: kb.set(acc, N.BinOp("add", acc, kb.wg_read(0, j))))
        kb.if_(kb.lt(g, kb.len(o)), lambda: kb.store(o, g, acc))
    kb.if_(kb.eq(lane, N.Const(USIZE, 0)), first)
    kb.ret()
    body = kb.build()
    groups = math.ceil(n / 64)
    out.append(Case("wg_reduce", body, {"a": rng.uniform(-1, 1, n).astype(np.float32),
                                        "out": np.zeros(groups, np.float32)}, Grid.threads(n, 64)))

    # atomics: histogram into 16 bins, old values unused
    kb = Builder("atomic_hist", 32)
    a, h = kb.input("a", U32), kb.output("hist", U32)
    i = kb.thread_index()

    def hb():
        binx = kb.cast(kb.bin("and", kb.load(a, i), N.Const(U32, 15)), USIZE)
        kb.atomic_add(h, binx, 1)
    kb.if_(kb.lt(i, kb.len(a)), hb)
    kb.ret()
    out.append(Case("atomic_hist", kb.build(), {"a": rng.integers(0, 1000, n, dtype=np.uint32),
                                                "hist": np.zeros(16, np.uint32)}, Grid.threads(n, 32)))

    # VectorStore of 4 values, 2-D groups, a loop
    kb = Builder("vec_store_2d", 16)
    a, o = kb.input("a", F32), kb.output("out", F32)
    gl, gy = kb.thread_index(), kb.group_index_y()
    gxn = kb.cast(kb.load(a, 0), USIZE)  # a[0] holds the row width in threads (passed by the case)
    row = kb.add(kb.mul(gy, gxn), gl)
    base = kb.mul(row, N.Const(USIZE, 4))
    s = kb.var(F32, 0.0)
    kb.for_range(0, 3, lambda k: kb.set(s, N.BinOp("add", s, kb.cast(k, F32))))
    vals = [kb.add(kb.cast(row, F32), kb.c(F32, float(k))) for k in range(3)] + [s]
    kb.if_(kb.lt(kb.add(base, N.Const(USIZE, 3)), kb.len(o)),
           lambda: kb.emit(N.VectorStore(o, base, tuple(vals))))
    kb.ret()
    gxs, gys = 5, 3
    out.append(Case("vec_store_2d", kb.build(), {"a": np.array([gxs * 16], np.float32),
                                                 "out": np.zeros(gxs * 16 * gys * 4, np.float32)},
                    Grid.of_groups(gxs, gys, 16)))

    # usize + f64 params, len() of every parameter
    kb = Builder("lens_usize", 64)
    a, d, o, L = kb.input("a", USIZE), kb.input("d", F64), kb.output("out", USIZE), kb.output("lens", USIZE)
    i = kb.thread_index()

    def lb():
        kb.store(o, i, kb.add(kb.load(a, i), kb.mul(i, N.Const(USIZE, 1 << 33))))
        kb.if_(kb.eq(i, N.Const(USIZE, 0)), lambda: [kb.store(L, k, kb.len(p)) for k, p in enumerate((a, d, o, L))])
    kb.if_(kb.lt(i, kb.len(a)), lb)
    kb.ret()
    out.append(Case("lens_usize", kb.build(), {"a": rng.integers(0, 1 << 40, n, dtype=np.uint64),
                                               "d": rng.random(7), "out": np.zeros(n + 3, np.uint64),
                                               "lens": np.zeros(4, np.uint64)}, Grid.threads(n, 64)))

    # no_contract_add: exact
    out.append(Case("no_contract_fma", no_contract_body(), fma_inputs(n, seed), Grid.threads(n, 64)))
    return out


# --- other sources ------------------------------------------------------------------------------
def kir_cases(dirs: list[str], n: int = 333) -> list[Case]:
    from poot_core.ir import kir
    out = []
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "**", "*.kir.json"), recursive=True)):
            body = kir.read(path).body
            out.append(generic_case(body, os.path.relpath(path, ROOT), n))
    return out


@functools.lru_cache(maxsize=None)
def import_accepted(path: str):
    """pootc's KirFiles for one accepted Rust kernel file (cached: both plugin suites use them)."""
    from poot_core.pootc import import_file
    return tuple(import_file(path))


def accepted_cases(n: int = 333) -> list[Case]:
    """tests/kernels/accepted/*.rs through pootc (needs rustc; empty when pootc is missing)."""
    try:
        import poot_core.pootc  # noqa: F401
    except Exception:
        return []
    out = []
    for path in sorted(glob.glob(str(ROOT / "tests" / "kernels" / "accepted" / "*.rs"))):
        try:
            files = import_accepted(path)
        except PootError:
            continue
        for kf in files:
            out.append(generic_case(kf.body, os.path.relpath(path, ROOT), n))
    return out


def export_accepted(dest: str) -> int:
    """Write every accepted test kernel as .kir.json under `dest` (for a machine without rustc)."""
    from poot_core.ir import kir
    os.makedirs(dest, exist_ok=True)
    cases = accepted_cases()
    for c in cases:
        kir.write(os.path.join(dest, f"{c.body.name}.kir.json"), c.body)
    return len(cases)


# --- comparison ---------------------------------------------------------------------------------
def latitude_of(target, device=None) -> FloatLatitude:
    """The device's float latitude (its Capabilities.float_latitude): IEEE on a CPU implementation."""
    caps = getattr(device, "caps", None) or target.capabilities()
    return getattr(caps, "float_latitude", IEEE)


def compare(body: N.Body, got: dict, want: dict, latitude: FloatLatitude = IEEE) -> tuple[str, str]:
    """(status, detail): "pass" under the execution contract (poot_core.oracle.compare) with the
    device's float latitude, else "FAIL"."""
    from poot_core.oracle.compare import compare as contract, contract_for
    bad = contract(got, want, body, latitude=latitude)
    if not bad:
        c = contract_for(body, latitude)
        return "pass", "contract: " + next((c.describe(w.dtype, k) for k, w in want.items() if w.dtype.kind == "f"),
                                           "exact")
    return "FAIL", "; ".join(str(m) for m in bad[:3])


# --- running ------------------------------------------------------------------------------------
@dataclass
class Outcome:
    case: str
    source: str
    target: str
    status: str  # pass | fault-ok | unchecked | refused | FAIL
    detail: str
    seconds: float


def oracle_result(case: Case):
    from poot_core.oracle import run
    try:
        return run(case.body, {k: v.copy() for k, v in case.buffers.items()}, case.grid), None
    except KernelFault as e:
        return None, e


def _bits_of(sites) -> set[int]:
    """Error-word bits of real trap sites (the oracle's site -1, an unchecked out-of-range access
    with no check in the body, has no bit: robust buffer access drops such an access)."""
    return {min(getattr(s, "site", s), 31) for s in sites if getattr(s, "site", s) >= 0}


def run_case(case: Case, target, device, want=None, want_fault=None) -> Outcome:
    t0 = time.perf_counter()
    if want is None and want_fault is None:
        want, want_fault = oracle_result(case)
    try:
        art = target.compile(case.body, **case.options)
        got = device.sync(device.launch(art, {k: v.copy() for k, v in case.buffers.items()}, case.grid))
    except CapabilityError as e:
        return Outcome(case.name, case.source, target.name, "refused", str(e), time.perf_counter() - t0)
    except KernelFault as e:
        dt = time.perf_counter() - t0
        if want_fault is None:
            return Outcome(case.name, case.source, target.name, "FAIL", f"unexpected fault: {e}", dt)
        if _bits_of(want_fault.sites) and _bits_of(e.sites) != _bits_of(want_fault.sites):
            return Outcome(case.name, case.source, target.name, "FAIL",
                           f"fault sites {sorted(_bits_of(e.sites))} != oracle {sorted(_bits_of(want_fault.sites))}", dt)
        return Outcome(case.name, case.source, target.name, "fault-ok", str(e), dt)
    except PootError as e:
        return Outcome(case.name, case.source, target.name, "FAIL", f"{type(e).__name__}: {e}", time.perf_counter() - t0)
    dt = time.perf_counter() - t0
    if want_fault is not None and not _bits_of(want_fault.sites):
        return Outcome(case.name, case.source, target.name, "unchecked",
                       f"the oracle reports only unchecked out-of-range accesses ({want_fault}); robust buffer "
                       "access drops them on SPIR-V, so there is nothing to compare", dt)
    if want_fault is not None:
        return Outcome(case.name, case.source, target.name, "FAIL", f"oracle faulted ({want_fault}) but the target did not", dt)
    status, detail = compare(case.body, got, want, latitude_of(target, device))
    return Outcome(case.name, case.source, target.name, status, detail, dt)


def all_cases(kir_dirs: list[str] | None = None, accepted: bool = True) -> list[Case]:
    dirs = [str(ROOT / "assets")] + list(kir_dirs or [])
    cases = builder_cases() + kir_cases([d for d in dirs if os.path.isdir(d)])
    if accepted:
        cases += accepted_cases()
    return cases


def fuse_check(target, device, n: int = 4096) -> dict:
    """no_contract_add vs. a plain add on inputs where an FMA differs: counts of nonzero results
    (mul-then-add gives exactly 0 everywhere; a fused multiply-add gives the product's residual).
    Built with fp_contract=True (the control may fuse) and, for the plain add, with the exact
    default (must give 0 like no_contract_add)."""
    bufs = fma_inputs(n)
    res = {}
    for label, body, opts in (("no_contract_add", no_contract_body(), {"fp_contract": True}),
                              ("plain add (control)", no_contract_body(plain=True), {"fp_contract": True}),
                              ("plain add, exact default", no_contract_body(plain=True), {})):
        try:
            art = target.compile(body, **opts)
            got = device.sync(device.launch(art, {k: v.copy() for k, v in bufs.items()}, Grid.threads(n, 64)))
            res[label] = int(np.count_nonzero(got["out"]))
        except PootError as e:
            res[label] = f"{type(e).__name__}: {e}"
    res["n"] = n
    return res


def markdown(outcomes: list[Outcome], devices: dict[str, str], fuse: dict | None,
             latitudes: dict[str, FloatLatitude] | None = None) -> str:
    lines = ["# SPIR-V conformance (wgpu, vulkan) against the CPU oracle", ""]
    for t, d in devices.items():
        lat = (latitudes or {}).get(t)
        lines.append(f"- {t}: {d}" + (f"; float latitude: {lat.describe()}" if lat is not None else ""))
    lines += ["", "pass: the execution contract (poot_core.oracle.compare: integers exact, IEEE-exact float ops "
              "exact, exp/ln/sin/cos within the contract's ulp bound) under the device's float latitude "
              "(docs/execution-contract.md, \"Target latitude\"; no_contract_add and integers stay exact). "
              "fault-ok: the oracle and the target fault with the same sites. unchecked: the oracle reports only "
              "unchecked out-of-range accesses. refused: a typed CapabilityError.", ""]
    targets = sorted({o.target for o in outcomes})
    for t in targets:
        mine = [o for o in outcomes if o.target == t]
        counts = {s: sum(o.status == s for o in mine) for s in ("pass", "fault-ok", "unchecked", "refused", "FAIL")}
        lines.append(f"- {t}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    lines += ["", "| case | source | target | status | detail | s |", "|---|---|---|---|---|---|"]
    for o in outcomes:
        detail = o.detail.replace("|", "\\|").replace("\n", " ")[:160]
        lines.append(f"| {o.case} | {o.source} | {o.target} | {o.status} | {detail} | {o.seconds:.3f} |")
    if fuse:
        lines += ["", "## no_contract_add fuse check", "",
                  "Inputs a, b in [1, 2) with c = -fl(a*b): mul-then-add gives 0 everywhere; an FMA gives the "
                  "product's rounding residual (nonzero). Count of nonzero results out of n:", "",
                  "| target | no_contract_add | plain add, fp_contract (control) | plain add, default | n | verdict |",
                  "|---|---|---|---|---|---|"]
        for t, r in fuse.items():
            nc, ctl, dflt = r.get("no_contract_add"), r.get("plain add (control)"), r.get("plain add, exact default")
            if not isinstance(nc, int) or not isinstance(dflt, int):
                verdict = "error"
            elif dflt:
                verdict = "FUSED by default: the exact default does not hold on this target"
            elif nc == 0 and isinstance(ctl, int) and ctl > 0:
                verdict = "kept unfused (driver fuses the control)"
            elif nc == 0:
                verdict = "unfused, but the control did not fuse either: proves nothing"
            else:
                verdict = "FUSED: refuse no_contract_add on this target"
            lines.append(f"| {t} | {nc} | {ctl} | {dflt} | {r.get('n')} | {verdict} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="wgpu,vulkan")
    ap.add_argument("--out", default="")
    ap.add_argument("--kir", action="append", default=[], help="extra directory of .kir.json kernels")
    ap.add_argument("--no-accepted", action="store_true", help="skip tests/kernels/accepted (needs rustc)")
    ap.add_argument("--fuse-check", action="store_true")
    ap.add_argument("--only", default="", help="run only the cases whose name matches this regex")
    ap.add_argument("--skip", default="", help="skip the cases whose name matches this regex")
    ap.add_argument("--export-accepted", default="", help="write the accepted kernels as .kir.json here and exit")
    args = ap.parse_args(argv)
    if args.export_accepted:
        print(f"wrote {export_accepted(args.export_accepted)} kernels to {args.export_accepted}")
        return 0
    from poot_core import plugins
    cases = [c for c in all_cases(args.kir, accepted=not args.no_accepted)
             if (not args.only or re.search(args.only, c.name)) and not (args.skip and re.search(args.skip, c.name))]
    oracle = {c.name + c.source: oracle_result(c) for c in cases}
    outcomes, devices, fuse, latitudes = [], {}, {}, {}
    for name in args.targets.split(","):
        target = plugins.get_target(name)
        avail = target.probe()
        devices[name] = avail.device or f"unavailable: {avail.reason}"
        if not avail.available:
            continue
        device = target.open()
        latitudes[name] = latitude_of(target, device)
        for c in cases:
            o = run_case(c, target, device, *oracle[c.name + c.source])
            outcomes.append(o)
            print(f"{o.target:7} {o.status:8} {o.case:28} {o.detail[:100]}", flush=True)
        if args.fuse_check:
            fuse[name] = fuse_check(target, device)
            print(name, "fuse check:", fuse[name], flush=True)
    text = markdown(outcomes, devices, fuse if args.fuse_check else None, latitudes)
    if args.out:
        Path(args.out).write_text(text)
    print(text)
    return 1 if any(o.status == "FAIL" for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
