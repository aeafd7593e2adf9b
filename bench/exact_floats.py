"""Exact floats on the SPIR-V targets: the reassociation/contraction probes and the cost of the exact default.

    python bench/exact_floats.py --targets vulkan,wgpu --out results.md [--scale 1] [--reps 5]

1. probes (poot_core.testing.spirv_float_probes: Kahan f64/f32, the c = -fl(a*b) fuse probe, an
   escape-time loop's u32 counts, NaN in every comparison), each compiled with the default
   (Rust's semantics: must be 0 mismatches, bit for bit against numpy) and with fp_contract=True
   (the driver may rewrite: the count shows whether it does). Exit status 1 when a default
   build mismatches.
2. cost: shipped kernels (assets/contraction/matvec, assets/sampling/row_softmax,
   assets/contraction/matmul_tiled) timed with and without fp_contract (median wall time of
   launch + sync, transfers included, after one warm-up), and how many output elements the two
   builds disagree on. --scale multiplies the problem sizes (1: lavapipe-sized; 8: the H200).
No rustc needed: the kernels are committed .kir.json files and Builder bodies.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from poot_core.errors import PootError  # noqa: E402
from poot_core.ir import kir  # noqa: E402
from poot_core.ir.types import F16, F32, F64  # noqa: E402
from poot_core.target import Grid  # noqa: E402
from poot_core.testing import spirv_float_probes as P  # noqa: E402


def dtypes(target) -> tuple:
    caps = target.capabilities()
    return (F32,) + ((F64,) if caps.f64 else ()) + ((F16,) if caps.f16 else ())


def probe_rows(target, device) -> list[tuple]:
    rows = []
    for probe in P.probes(dtypes(target)):
        res = []
        for opts in ({}, {"fp_contract": True}):
            try:
                res.append(sum(P.run_probe(target, device, probe, **opts).values()))
            except PootError as e:
                res.append(f"{type(e).__name__}: {str(e)[:80]}")
        rows.append((target.name, probe.name, res[0], res[1], probe.shows))
    return rows


def cost_cases(scale: int, rng) -> list[tuple]:
    """(label, body, buffers, grid) of the shipped kernels at `scale`."""
    out = []
    body = kir.read(ROOT / "assets/contraction/matvec.kir.json").body
    r, k = 512 * scale, 1024 * scale
    bufs = {"a": rng.standard_normal(r * k).astype(np.float32), "x": rng.standard_normal(k).astype(np.float32),
            "out": np.zeros(r, np.float32)}
    out.append((f"matvec {r}x{k}", body, bufs, Grid.threads(r, body.workgroup_size)))
    body = kir.read(ROOT / "assets/sampling/row_softmax.kir.json").body
    r, c = 256 * scale, 1024
    bufs = {"x": (rng.standard_normal(r * c) * 4).astype(np.float32), "shape": np.array([r, c], np.uint64),
            "out": np.zeros(r * c, np.float32)}
    out.append((f"row_softmax {r}x{c}", body, bufs, Grid((r, 1), body.workgroup_size)))
    body = kir.read(ROOT / "assets/contraction/matmul_tiled.kir.json").body  # 128 x 128 blocks
    m = 128 * scale
    bufs = {"a": rng.standard_normal(m * m).astype(np.float32), "b": rng.standard_normal(m * m).astype(np.float32),
            "dims": np.array([m, m, m], np.uint64), "out": np.zeros(m * m, np.float32)}
    out.append((f"matmul_tiled {m}^3", body, bufs, Grid((m // 128, m // 128), body.workgroup_size)))
    return out


def timed(target, device, body, bufs, grid, reps: int, **opts) -> tuple[float, dict]:
    art = target.compile(body, **opts)
    run = lambda: device.run(art, {k: v.copy() for k, v in bufs.items()}, grid)  # noqa: E731
    got = run()  # warm-up: pipeline build
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3, got


def cost_rows(target, device, scale: int, reps: int) -> list[tuple]:
    rows = []
    for label, body, bufs, grid in cost_cases(scale, np.random.default_rng(0)):
        exact_ms, a = timed(target, device, body, bufs, grid, reps)
        loose_ms, b = timed(target, device, body, bufs, grid, reps, fp_contract=True)
        differ = sum(int(np.count_nonzero(a[k].view(np.uint32) != b[k].view(np.uint32))) for k in a)
        rows.append((target.name, label, exact_ms, loose_ms, exact_ms / loose_ms, differ))
    return rows


def markdown(devices: dict, probes: list, costs: list) -> str:
    lines = ["# Exact floats on the SPIR-V targets", ""]
    lines += [f"- {t}: {d}" for t, d in devices.items()]
    lines += ["", "## Probes (mismatching elements, bit for bit against numpy)", "",
              "default: Rust's float semantics (must be 0). fp_contract=True: the driver may fuse and "
              "reassociate (a nonzero count shows that it does, i.e. that the probe can fail).", "",
              "| target | probe | default | fp_contract=True | a mismatch means |", "|---|---|---|---|---|"]
    lines += [f"| {t} | {n} | {a} | {b} | {why} |" for t, n, a, b, why in probes]
    lines += ["", "## Cost of the exact default (median ms of launch + sync, transfers included)", "",
              "| target | kernel | exact (default) ms | fp_contract ms | ratio | elements that differ |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {t} | {k} | {e:.3f} | {c:.3f} | {r:.2f} | {d} |" for t, k, e, c, r, d in costs]
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="vulkan,wgpu")
    ap.add_argument("--out", default="")
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--no-cost", action="store_true")
    args = ap.parse_args(argv)
    from poot_core import plugins
    devices, probes, costs = {}, [], []
    for name in args.targets.split(","):
        target = plugins.get_target(name)
        avail = target.probe()
        devices[name] = avail.device or f"unavailable: {avail.reason}"
        if not avail.available:
            continue
        device = target.open()
        try:
            devices[name] += f"; float latitude: {target.capabilities().float_latitude.describe()}"
            probes += probe_rows(target, device)
            if not args.no_cost:
                costs += cost_rows(target, device, args.scale, args.reps)
        finally:
            device.close()
    text = markdown(devices, probes, costs)
    if args.out:
        Path(args.out).write_text(text)
    print(text)
    return 1 if any(a != 0 for _, _, a, _, _ in probes) else 0


if __name__ == "__main__":
    sys.exit(main())
