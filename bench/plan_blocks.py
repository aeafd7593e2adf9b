"""Planner benchmark: two model blocks as poot Programs, fused vs unfused, next to torch.

    python bench/plan_blocks.py --target ptx --target vulkan [--size h200|small] [--reps 20] [--json F]

Blocks: `gelu(x @ w + b)` (erf GELU) and a layernorm + residual block (`layernorm(x + r) * g + c + x`
with the norm's own gamma/beta). For each target the same traced graph is compiled fused
(`poot.compile(g, t)`) and unfused (`fuse=False`: one dispatch per equation); inputs are device
arrays (uploaded once), outputs stay resident, and a run is timed from the first launch to the
device's sync on the host clock (median of `--reps`). The peers run in the same process on the
same GPU: torch eager (fp32, TF32 off) and torch.compile where it works, timed with CUDA events.
Every poot result is checked against the numpy reference (poot_core.plan.reference) first.
Bytes are what the program's steps bind (each tensor once per step that reads or writes it) and
the ideal: the graph's inputs and outputs once.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

import numpy as np

import poot
from poot import ops
from poot_core.plan import reference
from poot_core.plan.compile import report

SIZES = {"small": {"mlp": (64, 128, 256), "ln": (256, 512)},
         "h200": {"mlp": (4096, 1024, 4096), "ln": (16384, 1024)}}


def gelu_mlp(x, w, b):
    h = x @ w + b
    return 0.5 * h * (1.0 + ops.erf(h * 0.70710678))


def ln_residual(x, r, g, c):
    return ops.layernorm(x + r, g, c) + x


def blocks(size: str, rng: np.random.Generator):
    m, k, n = SIZES[size]["mlp"]
    rows, d = SIZES[size]["ln"]
    f = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    yield "gelu(x@w+b)", gelu_mlp, [f(m, k), f(k, n) / np.float32(np.sqrt(k)), f(n)]
    yield "layernorm(x+r)+x", ln_residual, [f(rows, d), f(rows, d), f(d), f(d)]


def ideal_bytes(args, want) -> int:
    return sum(a.nbytes for a in args) + sum(v.nbytes for v in want.values())


def time_poot(prog, dev_args, target: str, reps: int) -> float:
    outs = prog(*dev_args, resident=True)  # warm: compile, allocate the pool
    poot.sync(target)
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        outs = prog(*dev_args, resident=True)
        poot.sync(target)
        times.append((time.perf_counter() - t0) * 1e3)
        for o in outs if isinstance(outs, tuple) else (outs,):
            o.free()
    return statistics.median(times)


def torch_peers(fn_name: str, args, reps: int) -> dict[str, float]:
    try:
        import torch
    except ImportError:
        return {}
    if not torch.cuda.is_available():
        return {}
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    ts = [torch.from_numpy(a).cuda() for a in args]
    if fn_name.startswith("gelu"):
        def eager(x, w, b):
            return torch.nn.functional.gelu(x @ w + b)
    else:
        def eager(x, r, g, c):
            return torch.nn.functional.layer_norm(x + r, (x.shape[-1],), g, c, 1e-5) + x

    def timed(f) -> float:
        for _ in range(3):
            f(*ts)
        torch.cuda.synchronize()
        out = []
        for _ in range(reps):
            s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            s.record()
            f(*ts)
            e.record()
            torch.cuda.synchronize()
            out.append(s.elapsed_time(e))
        return statistics.median(out)

    res = {"torch eager": timed(eager)}
    try:
        res["torch.compile"] = timed(torch.compile(eager))
    except Exception as e:  # noqa: BLE001 - a peer that does not run is reported, not fatal
        print(f"  torch.compile does not run here: {type(e).__name__}: {str(e)[:120]}", file=sys.stderr)
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--size", choices=sorted(SIZES), default="small")
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    targets = a.target or [poot.best_target().name]
    rng = np.random.default_rng(0)
    rows = []
    for name, fn, args in blocks(a.size, rng):
        g = poot.trace(fn)(*args)
        want = reference.run(g, {t.id: x for t, x in zip(g.inputs, args)})
        ideal = ideal_bytes(args, want)
        for target in targets:
            for mode, fuse in (("fused", True), ("unfused", False)):
                prog = poot.compile(g, target, fuse=fuse)
                got = prog(*args)
                err = float(np.max(np.abs(got.astype(np.float64) - want[g.outputs[0].id])))
                scale = float(np.max(np.abs(want[g.outputs[0].id]))) or 1.0
                if not err <= 1e-4 * scale + 1e-5:
                    print(f"{name} {target} {mode}: WRONG, max abs error {err:.3g}", file=sys.stderr)
                    return 1
                dev_args = [poot.to_device(x, target) for x in args]
                ms = time_poot(prog, dev_args, target, a.reps)
                rep = report(prog)
                per_step = prog.profile({t.id: x for t, x in zip(g.inputs, dev_args)}, reps=a.reps)
                kernels = ", ".join(sorted({s["kernel"] for s in rep["steps"]}))
                rows.append({"block": name, "impl": f"poot {target} {mode}", "steps": len(prog.steps), "ms": ms,
                             "bytes": rep["bytes"], "ideal_bytes": ideal, "flops": rep["flops"],
                             "max_abs_err": err, "kernels": kernels,
                             "per_step": [{"region": st["region"], "op_class": st["op_class"], "kernel": st["kernel"],
                                           "grid": st["grid"], "bytes": st["bytes"], "flops": st["flops"],
                                           "ms": t} for st, t in zip(rep["steps"], per_step)]})
        for peer, ms in torch_peers(name, args, a.reps).items():
            rows.append({"block": name, "impl": peer, "steps": None, "ms": ms, "bytes": None, "ideal_bytes": ideal,
                         "flops": None, "max_abs_err": None, "kernels": ""})
    print("| block | implementation | steps | ms | GB/s (ideal bytes) | bytes moved / ideal | ms / torch eager |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        eager = next((x["ms"] for x in rows if x["block"] == r["block"] and x["impl"] == "torch eager"), None)
        gbs = r["ideal_bytes"] / r["ms"] / 1e6
        moved = f"{r['bytes'] / r['ideal_bytes']:.2f}" if r["bytes"] else "-"
        ratio = f"{r['ms'] / eager:.2f}x" if eager else "-"
        print(f"| {r['block']} | {r['impl']} | {r['steps'] or '-'} | {r['ms']:.3f} | {gbs:.2f} | {moved} | {ratio} |")
    print("\nPer step (device timers: median of --reps dispatches of each step on the program's buffers):\n")
    print("| block | implementation | step | op class | kernel | grid | ms | GB/s | GFLOP/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        for k, st in enumerate(r.get("per_step", [])):
            print(f"| {r['block']} | {r['impl']} | {k} | {st['op_class']} | {st['kernel']} | {st['grid']} | "
                  f"{st['ms']:.3f} | {st['bytes'] / st['ms'] / 1e6:.1f} | {st['flops'] / st['ms'] / 1e6:.0f} |")
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(rows, fh, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
