"""SPIR-V conformance suite for the wgpu and vulkan targets: every kernel against the CPU oracle.

A thin script over the test kit (poot_core.testing: the Case type, the runner and the corpus of
Builder bodies covering every node kind and scalar type the SPIR-V path supports), run by
bench/h200_vulkan.sh on a real GPU; this script adds the repo's files: every
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
import os
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from poot_core.errors import PootError  # noqa: E402
from poot_core.target import FloatLatitude, Grid  # noqa: E402
from poot_core.testing.case import (Case, Outcome, compare, generic_case, latitude_of,  # noqa: E402,F401
                                    oracle_result, random_inputs, run_case)
from poot_core.testing.corpus import builder_cases, fma_inputs, no_contract_body  # noqa: E402,F401

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
            got = device.run(art, {k: v.copy() for k, v in bufs.items()}, Grid.threads(n, 64))
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