"""The synthesized row kernels with and without subgroup shuffles (docs/subgroup.md), next to torch.

    python bench/rows_subgroup.py --target ptx --target vulkan [--size h200|small] [--reps 50] [--json F]

For each target, row op (softmax, reduce_sum, rmsnorm, argmax) and shape, the region is planned twice:
POOT_SUBGROUP=0 (the workgroup-memory tree) and POOT_SUBGROUP=1 (its last five steps as shuffle_xor;
only where the target reports Capabilities.subgroup_shuffle). Both bodies run on the same device on
the same resident buffers: each is checked against the oracle on a small shape first, and the two
variants' outputs at the timed shape must be bit-identical (the shuffle variant combines the tree's
operands in the tree's order). Times are the device's own timer (Device.time_dispatches, median of
--reps); the peer is torch on CUDA in the same process (softmax, sum, RMSNorm as x * rsqrt(mean(x^2)
+ eps) * g, argmax), timed with CUDA events.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from typing import Any

import numpy as np

from poot_core import oracle
from poot_core.exec.executor import device_for, resolve_target
from poot_core.oracle.compare import compare
from poot_core.plan.binding import Plan
from poot_core.plan.region import make_region
from poot_core.plan.synth import synthesize
from poot_core.testing import row_graphs

PRIMS = ("softmax", "reduce_sum", "rmsnorm", "argmax")
SIZES = {"small": ((8, 1000), (64, 256)),
         # decode-like (a few long rows: a vocabulary), prefill-like (many rows of a hidden size)
         "h200": ((1, 49152), (8, 49152), (4096, 1024), (16384, 2048), (65536, 128))}


def plan_with(mode: str, g, caps) -> Plan:
    os.environ["POOT_SUBGROUP"] = mode
    try:
        return synthesize(make_region(g, tuple(range(len(g.eqns))), "r0").desc, caps)
    finally:
        os.environ.pop("POOT_SUBGROUP", None)


def check_small(target, device, prim: str, mode: str, rng) -> str:
    """The variant's plan at a small shape on the device against the same body on the oracle."""
    g = row_graphs.graph(prim, 4, 777)
    plan = plan_with(mode, g, target.capabilities())
    bufs = row_graphs.buffers(plan, g, row_graphs.arrays(prim, 4, 777, rng))
    want = oracle.run(plan.body, {k: v.copy() for k, v in bufs.items()}, plan.grid)
    got = device.run(target.compile(plan.body), {k: v.copy() for k, v in bufs.items()}, plan.grid)
    bad = compare(got, want, plan.body, latitude=target.capabilities().float_latitude)
    return "; ".join(str(x) for x in bad[:2])


def run_resident(target, device, plan: Plan, host: dict[str, np.ndarray], reps: int) -> tuple[np.ndarray, float]:
    art = target.compile(plan.body)
    bufs = {k: device.alloc(v.nbytes, v.dtype) for k, v in host.items()}
    try:
        for k, v in host.items():
            device.upload(bufs[k], v)
        device.launch(art, bufs, plan.grid)
        device.sync()
        out = next(b.param for b in plan.bindings if b.source == "output")
        result = device.download(bufs[out])
        ms = statistics.median(device.time_dispatches(art, bufs, plan.grid, reps))
        return result, ms
    finally:
        for b in bufs.values():
            device.free(b)


def torch_ms(prim: str, arrays: dict[str, np.ndarray], reps: int) -> float | None:
    try:
        import torch
    except ImportError:
        return None
    if not torch.cuda.is_available():
        return None
    x = torch.from_numpy(arrays["x"]).cuda()
    g = torch.from_numpy(arrays["g"]).cuda() if "g" in arrays else None
    fns: dict[str, Any] = {
        "softmax": lambda: torch.softmax(x, -1), "reduce_sum": lambda: x.sum(-1, keepdim=True),
        "rmsnorm": lambda: x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-4) * g,
        "argmax": lambda: torch.argmax(torch.nan_to_num(x, nan=-float("inf")), -1)}
    f = fns[prim]
    for _ in range(3):
        f()
    torch.cuda.synchronize()
    out = []
    for _ in range(reps):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        f()
        e.record()
        torch.cuda.synchronize()
        out.append(s.elapsed_time(e))
    return statistics.median(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--size", choices=sorted(SIZES), default="small")
    ap.add_argument("--reps", type=int, default=50)
    ap.add_argument("--prim", action="append", default=[], choices=PRIMS)
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    rng = np.random.default_rng(0)
    rows: list[dict[str, Any]] = []
    failed = False
    for tname in a.target or ["ptx"]:
        target = resolve_target(tname)
        caps = target.capabilities()
        device = device_for(target)
        print(f"{tname}: {getattr(device, 'name', '')}; subgroup_shuffle={caps.subgroup_shuffle}, "
              f"subgroup size {caps.subgroup_size}", file=sys.stderr)
        modes = ("0", "1") if caps.subgroup_shuffle else ("0",)
        for prim in a.prim or PRIMS:
            for mode in modes:
                why = check_small(target, device, prim, mode, rng)
                if why:
                    print(f"{tname} {prim} POOT_SUBGROUP={mode}: WRONG against the oracle: {why}", file=sys.stderr)
                    failed = True
            for r, n in SIZES[a.size]:
                g = row_graphs.graph(prim, r, n)
                arrays = row_graphs.arrays(prim, r, n, rng)
                results = {}
                for mode in modes:
                    plan = plan_with(mode, g, caps)
                    res, ms = run_resident(target, device, plan, row_graphs.buffers(plan, g, arrays), a.reps)
                    results[mode] = res
                    rows.append({"target": tname, "prim": prim, "shape": [r, n], "impl": f"poot {tname} "
                                 f"{'shuffle' if mode == '1' else 'tree'}", "kernel": plan.body.name,
                                 "wg": plan.body.workgroup_size, "grid": list(plan.grid.groups), "ms": ms,
                                 "bytes": sum(v.nbytes for v in arrays.values()) + res.nbytes})
                if len(results) == 2 and not np.array_equal(results["0"].view(np.uint8), results["1"].view(np.uint8)):
                    print(f"{tname} {prim} {r}x{n}: the two variants differ", file=sys.stderr)
                    failed = True
    for prim in a.prim or PRIMS:  # the peer, once per shape
        for r, n in SIZES[a.size]:
            ms = torch_ms(prim, row_graphs.arrays(prim, r, n, np.random.default_rng(1)), a.reps)
            if ms is not None:
                rows.append({"target": "cuda", "prim": prim, "shape": [r, n], "impl": "torch", "kernel": "",
                             "wg": None, "grid": None, "ms": ms, "bytes": None})
    print("| op | rows x n | implementation | kernel | workgroup | ms | GB/s | ms / tree | ms / torch |")
    print("|---|---|---|---|---|---|---|---|---|")
    for x in rows:
        same = [y for y in rows if y["prim"] == x["prim"] and y["shape"] == x["shape"]]
        tree = next((y["ms"] for y in same if y["target"] == x["target"] and y["impl"].endswith("tree")), None)
        peer = next((y["ms"] for y in same if y["impl"] == "torch"), None)
        gbs = f"{x['bytes'] / x['ms'] / 1e6:.1f}" if x["bytes"] else "-"
        vs_tree = f"{x['ms'] / tree:.2f}x" if tree else "-"
        vs_peer = f"{x['ms'] / peer:.2f}x" if peer else "-"
        print(f"| {x['prim']} | {x['shape'][0]}x{x['shape'][1]} | {x['impl']} | {x['kernel'] or '-'} | "
              f"{x['wg'] or '-'} | {x['ms']:.4f} | {gbs} | {vs_tree} | {vs_peer} |")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(rows, fh, indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
