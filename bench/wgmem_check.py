"""Workgroup-memory bodies (poot_core.testing.wgmem_cases: typed workgroup arrays, async copies,
Wmma tiles in workgroup memory, a double-buffered f16 GEMM) on each named target against the
oracle (and the oracle against numpy), then the staged GEMM beside the naive Wmma GEMM
(samples.wmma_gemm, tiles straight from global memory) at one size on each target that runs
both (resident buffers, the device's dispatch timer): a markdown table per part.

    python bench/wgmem_check.py --targets ptx,vulkan --out wgmem.md [--require-wmma] [--gemm 2048]

Exit 1 when a case FAILs, or (with --require-wmma) when a target refuses a Wmma case; lavapipe
refuses every Wmma case (no cooperative matrices) and runs the rest.
"""
from __future__ import annotations

import argparse
import sys

import numpy as np

from poot_core import plugins
from poot_core.testing import samples, wgmem_cases
from poot_core.target import Grid
from poot_core.testing.case import OK, run_case


def check(targets: list[str], require_wmma: bool) -> tuple[list[str], bool]:
    rows = ["| case | target | status | seconds | detail |", "|---|---|---|---|---|"]
    bad = False
    for tname in targets:
        target = plugins.get_target(tname)
        device = target.open()
        for case in wgmem_cases.cases():
            o = run_case(case, target, device)
            wmma = case.build().uses_wmma()
            failed = o.status not in OK and not (o.status == "refused" and not (wmma and require_wmma))
            bad |= failed
            detail = o.detail.replace("|", "/")[:160]
            rows.append(f"| {case.name} | {tname} | {'**' + o.status + '**' if failed else o.status} | "
                        f"{o.seconds:.2f} | {detail} |")
            print(rows[-1], flush=True)
    return rows, bad


def _timed(target, device, body, grid, a, b, n: int, reps: int) -> tuple[float, float]:
    """(median ms of `reps` dispatches on resident buffers, by the device's timer; relative error
    of C against numpy)."""
    art = target.compile(body)
    bufs = {k: device.alloc(v.nbytes, v.dtype) for k, v in (("a", a), ("b", b), ("c", np.zeros(n * n, np.float32)))}
    try:
        device.upload(bufs["a"], a)
        device.upload(bufs["b"], b)
        device.launch(art, bufs, grid)
        device.sync()
        got = device.download(bufs["c"]).reshape(n, n)
        want = a.astype(np.float64).reshape(n, n) @ b.astype(np.float64).reshape(n, n)
        err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
        ms = float(np.median(device.time_dispatches(art, bufs, grid, reps)))
    finally:
        for v in bufs.values():
            device.free(v)
    return ms, err


def gemm_speed(targets: list[str], n: int, reps: int) -> list[str]:
    """The staged GEMM and the naive one at n^3 on each target (resident buffers, the device's
    dispatch timer), each checked against numpy."""
    rows = [f"| target | kernel | {n}^3 ms (median of {reps}) | TFLOP/s | max rel err vs numpy | timer |",
            "|---|---|---|---|---|---|"]
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, n * n).astype(np.float16)
    b = rng.uniform(-1, 1, n * n).astype(np.float16)
    tiles = (n // 16) ** 2
    for tname in targets:
        target = plugins.get_target(tname)
        device = target.open()
        staged = wgmem_cases.gemm_case(n, n, n)
        naive = samples.wmma_gemm(n, n, n)
        kernels = (("staged (wg tiles, async copies)", staged.build(), staged.launch(staged.make())),
                   ("naive (samples.wmma_gemm)", naive, Grid(((tiles + 1) // 2, 1), naive.workgroup_size)))
        for label, body, grid in kernels:
            try:
                ms, err = _timed(target, device, body, grid, a, b, n, reps)
            except Exception as e:  # a refusal (lavapipe) is a row, not a crash
                rows.append(f"| {tname} | {label} | - | - | - | {type(e).__name__}: {str(e)[:100]} |")
                continue
            rows.append(f"| {tname} | {label} | {ms:.3f} | {2 * n ** 3 / (ms * 1e-3) / 1e12:.1f} | {err:.2e} | "
                        f"{device.timer} |")
            print(rows[-1], flush=True)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--targets", default="ptx,vulkan")
    ap.add_argument("--out", default="")
    ap.add_argument("--require-wmma", action="store_true", help="a refused Wmma case is a failure (the GPU)")
    ap.add_argument("--gemm", type=int, default=0, help="time the staged and the naive GEMM at this n (0: skip)")
    ap.add_argument("--reps", type=int, default=10)
    args = ap.parse_args()
    targets = [t for t in args.targets.split(",") if t]
    rows, bad = check(targets, args.require_wmma)
    md = ["# Workgroup-memory bodies against the oracle", "", *rows, ""]
    if args.gemm:
        md += ["## The staged GEMM beside the naive one", "",
               *gemm_speed(targets, args.gemm, args.reps), ""]
    text = "\n".join(md) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    print(text)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
