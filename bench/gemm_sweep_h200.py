"""The f16 GEMM main-loop sweep on the H200: cuBLAS (torch.matmul), poot's Wmma loop (the planner's
default) and the wgmma loops (plan/synth_gemm_sm90.py) at 4096^3 and 8192^3, one table.

Every configuration runs in its own subprocess (`--child`) with a timeout, so a hang, a fault or
a slow compile costs that row only, and the parent stops starting children when the deadline
(--budget seconds) is near. A poot child:

1. plans the configuration for a small ragged GEMM (200 x 136 x 72, f16 out) and runs it on the
   GPU against the same body on the oracle (the contract's matrix bound): "small ok";
2. for each size n: plans it (the planner's own body: POOT_GEMM_MAINLOOP, POOT_GEMM_SM90_TILE),
   compiles it, uploads random f16 A, B (N(0, 1/4)), runs once and checks one random row of every
   64-row band (every warpgroup's rows of every block tile) against numpy's f64 product (max error
   <= 2^-8 max |want|: "big ok"), then times --reps dispatches (Device.time_dispatches: CUDA events);
3. reports ptxas -v (registers, spills) of the kernel when a ptxas is found (PATH, CUDA_HOME, or
   triton's bundled one) and its shared memory (static arrays or the dynamic opt-in).

The cuBLAS child times torch.matmul on the same shapes (CUDA events, f16 in and out). TFLOP/s
counts 2 n^3; "x cuBLAS" divides by the cuBLAS child's figure at that size (same process group,
same run: a peer in the same run).

Configurations (--configs, comma-separated; ';' also separates): cublas, wmma (the Wmma loop),
wgmma48 (the 48 KiB wgmma loop of before: gemm_sm90), and wgmma:WGS,BN,BK,STAGES,PENDING[,GROUP_M]
(the pipelined loop with that Sm90Tile). --dry (or no CUDA device): no GPU - each child checks the
small GEMM on the oracle against numpy and compiles every size's kernel, with ptxas -v.

    python3 bench/gemm_sweep_h200.py --out /tmp/out [--sizes 4096,8192] [--budget 280] [--dry]
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
for p in (ROOT, ROOT / "plugins" / "poot_ptx"):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

F16_BOUND = 2.0 ** -8  # the contract's matrix bound for f16 results
SMALL = (200, 136, 72)
# the most telling first (the deadline drops the tail): the peer, the default, the expected best
# (128x256, and 256x192 from two accumulators per warpgroup: 248 registers) and their neighbours
# (stages, 128 wide with 2 blocks per SM - 96 KiB, 118 registers -, grouped order, 3 warpgroups,
# no deferred wait), then the 48 KiB loop of before
DEFAULT_CONFIGS = ("cublas,wmma,wgmma:2,256,64,4,1,wgmma:2,192,64,4,1,1,2,wgmma:2,256,64,3,1,wgmma:2,128,64,3,1,"
                   "wgmma:2,256,64,4,1,8,wgmma:3,256,64,4,1,wgmma:2,192,64,3,1,1,2,wgmma:2,128,64,4,1,1,2,"
                   "wgmma:2,256,64,4,0,wgmma:3,192,64,4,1,wgmma48")


def split_configs(text: str) -> list[str]:
    """"cublas,wmma,wgmma:2,256,64,4,1,wgmma:..." -> ["cublas", "wmma", "wgmma:2,256,64,4,1", ...]
    (a number continues the wgmma spec before it)."""
    out: list[str] = []
    for tok in re.split(r"[,;]", text):
        tok = tok.strip()
        if not tok:
            continue
        if tok.isdigit() and out and out[-1].startswith("wgmma:"):
            out[-1] += "," + tok
        else:
            out.append(tok)
    return out


def log(*a: Any) -> None:
    print(time.strftime("%H:%M:%S"), *a, flush=True)


# --- the child: one configuration ------------------------------------------------------------------
def configure(config: str) -> None:
    """The environment switches that make the planner pick `config`'s main loop."""
    for k in ("POOT_GEMM_MAINLOOP", "POOT_GEMM_SM90_TILE"):
        os.environ.pop(k, None)
    if config == "wmma":
        os.environ["POOT_GEMM_MAINLOOP"] = "wmma"
    elif config.startswith("wgmma:"):
        os.environ["POOT_GEMM_MAINLOOP"] = "wgmma"
        os.environ["POOT_GEMM_SM90_TILE"] = config.split(":", 1)[1]


def plan_for(config: str, m: int, n: int, k: int, caps: Any) -> Any:
    """The Plan of f16 C = A @ B (m x k, k x n -> m x n, f16) for `config`."""
    from poot_core.plan.binding import Binding, Plan
    from poot_core.plan.graph import Eqn, Graph, Tensor
    from poot_core.plan.region import make_region
    from poot_core.plan.synth import synthesize
    from poot_core.ir.types import F16
    from poot_core.target import Grid
    if config == "wgmma48":
        from poot_core.plan.synth_gemm_sm90 import LANES, gemm_sm90
        body, (gx, gy) = gemm_sm90(m, n, k, F16)
        binds = (Binding("a", "input", 0), Binding("b", "input", 1), Binding("c", "output", 0))
        return Plan(body.verify(), binds, Grid.of_groups(gx, gy, LANES), "synthesized", flops=2 * m * n * k)
    a, b, y = Tensor("a", "f16", (m, k)), Tensor("b", "f16", (k, n)), Tensor("y", "f16", (m, n))
    g = Graph((a, b), (y,), (Eqn("matmul", (a, b), (y,)),))
    plan = synthesize(make_region(g, (0,), "r0").desc, caps)
    name = plan.body.name
    want = "gemm_sm90_pipe_" if config.startswith("wgmma:") else "gemm_f16"
    if not name.startswith(want):
        raise RuntimeError(f"{config}: the planner chose {name}, not a {want}* body (does the tile fit the target?)")
    return plan


def bufs_for(plan: Any, a: np.ndarray, b: np.ndarray, m: int, n: int) -> dict[str, np.ndarray]:
    src = {0: a.ravel(), 1: b.ravel()}
    out: dict[str, np.ndarray] = {}
    for bd in plan.bindings:
        if bd.source == "input":
            out[bd.param] = src[bd.index]
        elif bd.source == "output":
            out[bd.param] = np.zeros(m * n, np.float16)
        elif bd.source == "const":
            out[bd.param] = np.array(bd.data, dtype=bd.dtype)
        else:
            out[bd.param] = np.zeros(bd.count, bd.dtype)
    return out


def find_ptxas() -> str | None:
    exe = shutil.which("ptxas")
    if exe:
        return exe
    for env in ("CUDA_HOME", "CUDA_PATH"):
        if os.environ.get(env) and os.path.isfile(os.path.join(os.environ[env], "bin", "ptxas")):
            return os.path.join(os.environ[env], "bin", "ptxas")
    for c in ["/usr/local/cuda/bin/ptxas"] + [os.path.join(p, "triton", "backends", "nvidia", "bin", "ptxas")
                                             for p in sys.path]:
        if os.path.isfile(c):
            return c
    return None


def ptxas_info(ptx: bytes, arch: str) -> dict:
    """registers / spill bytes / advisories of ptxas -v, or {"ptxas": why not}."""
    exe = find_ptxas()
    if exe is None:
        return {"ptxas": "no ptxas found"}
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "k.ptx")
        Path(src).write_bytes(ptx)
        r = subprocess.run([exe, f"-arch={arch}", "-v", src, "-o", os.path.join(d, "k.cubin")],
                           capture_output=True, text=True, timeout=120)
    text = r.stderr + r.stdout
    if r.returncode:
        return {"ptxas": "REJECTED: " + text[-300:]}
    regs = re.search(r"Used (\d+) registers", text)
    spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", text)
    adv = [ln.strip() for ln in text.splitlines() if "Performance" in ln or "serializ" in ln]
    return {"regs": int(regs.group(1)) if regs else None,
            "spills": f"{spill.group(1)}/{spill.group(2)}" if spill else "?", "advisories": adv[:2]}


def shared_of(art: Any) -> int:
    abi = art.meta["abi"]
    return int(getattr(abi, "dynamic_shared_bytes", 0) or 0) or int(abi.lds_bytes)


def sampled_error(got: np.ndarray, a: np.ndarray, b: np.ndarray, rng: np.random.Generator) -> float:
    """max |got - A @ B| / max |A @ B| over one random row of every 64-row band (f64 products)."""
    m = a.shape[0]
    rows = np.minimum(np.arange(0, m, 64) + rng.integers(0, 64, -(-m // 64)), m - 1)
    want = a[rows].astype(np.float64) @ b.astype(np.float64)
    return float(np.max(np.abs(got[rows].astype(np.float64) - want)) / max(1e-30, float(np.max(np.abs(want)))))


def child_cublas(sizes: list[int], reps: int) -> list[dict]:
    import torch
    rows = []
    for s in sizes:
        g = torch.Generator(device="cuda").manual_seed(s)
        a = torch.randn(s, s, device="cuda", dtype=torch.float16, generator=g) * 0.5
        b = torch.randn(s, s, device="cuda", dtype=torch.float16, generator=g) * 0.5
        for _ in range(3):
            torch.matmul(a, b)
        torch.cuda.synchronize()
        ts = []
        for _ in range(reps):
            e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            e0.record()
            torch.matmul(a, b)
            e1.record()
            e1.synchronize()
            ts.append(e0.elapsed_time(e1))
        ms = float(np.median(ts))
        rows.append({"size": s, "ms": ms, "tflops": 2.0 * s ** 3 / ms / 1e9, "small": "-", "big": "-"})
        log(f"cublas {s}^3: {ms:.3f} ms, {rows[-1]['tflops']:.0f} TFLOP/s")
    return rows


def child_poot(config: str, sizes: list[int], reps: int, dry: bool) -> list[dict]:
    from poot_core import oracle
    from poot_core.oracle.compare import compare
    from poot_ptx.target import PtxTarget
    configure(config)
    target = PtxTarget()
    caps = target.capabilities() if not dry else target.fallback
    rng = np.random.default_rng(7)
    dev = None if dry else target.open()
    # 1. the small ragged GEMM against the oracle (dry: the oracle against numpy)
    m, n, k = SMALL
    plan = plan_for(config, m, n, k, caps)
    a = (rng.standard_normal((m, k)) * 0.5).astype(np.float16)
    b = (rng.standard_normal((k, n)) * 0.5).astype(np.float16)
    bufs = bufs_for(plan, a, b, m, n)
    want = oracle.run(plan.body, {x: v.copy() for x, v in bufs.items()}, plan.grid)
    out = next(bd.param for bd in plan.bindings if bd.source == "output")
    ref = a.astype(np.float64) @ b.astype(np.float64)
    e_or = float(np.max(np.abs(want[out].reshape(m, n).astype(np.float64) - ref)) / np.max(np.abs(ref)))
    small = f"oracle vs numpy {e_or:.2g}" if e_or <= F16_BOUND else f"ORACLE OFF {e_or:.2g}"
    if dev is not None:
        art = target.compile(plan.body)
        got = dev.run(art, {x: v.copy() for x, v in bufs.items()}, plan.grid)
        bad = compare(got, want, plan.body, latitude=caps.float_latitude)
        small = "ok" if not bad and e_or <= F16_BOUND else f"MISMATCH {'; '.join(str(x) for x in bad[:1])[:200]}"
    log(f"{config} small {m}x{n}x{k} ({plan.body.name}): {small}")
    rows = []
    for s in sizes:
        t0 = time.time()
        plan = plan_for(config, s, s, s, caps)
        art = target.compile(plan.body)
        info = {"kernel": plan.body.name, "grid": f"{plan.grid.groups[0]}x{plan.grid.groups[1]}x{plan.grid.workgroup_size}",
                "smem": shared_of(art), "compile_s": round(time.time() - t0, 1), **ptxas_info(art.final, art.meta["sm"])}
        row: dict = {"size": s, "small": small, **info}
        if dev is not None:
            a = (rng.standard_normal((s, s), dtype=np.float32) * 0.5).astype(np.float16)
            b = (rng.standard_normal((s, s), dtype=np.float32) * 0.5).astype(np.float16)
            host = bufs_for(plan, a, b, s, s)
            res = {x: dev.alloc(v.nbytes, v.dtype) for x, v in host.items()}
            for x, v in host.items():
                dev.upload(res[x], v)
            dev.launch(art, res, plan.grid)
            dev.sync()
            err = sampled_error(dev.download(res[out]).reshape(s, s), a, b, rng)
            row["big"] = "ok" if err <= F16_BOUND else f"WRONG ({err:.2g})"
            row["err"] = err
            ms = float(np.median(list(dev.time_dispatches(art, res, plan.grid, reps))))
            row.update(ms=ms, tflops=2.0 * s ** 3 / ms / 1e9)
            for v in res.values():
                dev.free(v)
            log(f"{config} {s}^3: {ms:.3f} ms, {row['tflops']:.0f} TFLOP/s, big {row['big']}, {info}")
        else:
            row["big"] = "dry"
            log(f"{config} {s}^3 (dry): {info}")
        rows.append(row)
    if dev is not None:
        dev.close()
    return rows


def child(args: Any) -> int:
    sizes = [int(x) for x in args.sizes.split(",")]
    try:
        rows = child_cublas(sizes, args.reps) if args.child == "cublas" else \
            child_poot(args.child, sizes, args.reps, args.dry)
        result: dict = {"config": args.child, "rows": rows}
    except Exception as e:  # noqa: BLE001 - the parent reports it in the table
        import traceback
        traceback.print_exc()
        result = {"config": args.child, "error": f"{type(e).__name__}: {str(e).splitlines()[0][:300] if str(e) else ''}"}
    Path(args.json).write_text(json.dumps(result, default=str))
    return 0 if "error" not in result else 1


# --- the parent: every configuration, one table ----------------------------------------------------
def recommend(results: list[dict], peer: dict) -> str:
    """The one-line change to poot_core/plan/synth_gemm.py this sweep supports: the correct wgmma
    configuration with the best mean time ratio to cuBLAS over the sizes, against the Wmma loop."""
    def score(x: dict) -> float | None:
        rows = x.get("rows", [])
        ok = [r for r in rows if r.get("ms") and r["size"] in peer and r["small"] == "ok" and r["big"] == "ok"]
        return sum(peer[r["size"]] / r["ms"] for r in ok) / len(ok) if ok and len(ok) == len(rows) else None
    scored = {x["config"]: score(x) for x in results if "error" not in x}
    wmma = scored.get("wmma")
    best = max(((c, v) for c, v in scored.items() if c.startswith("wgmma:") and v is not None), key=lambda cv: cv[1],
               default=None)
    if best is None or wmma is None:
        return "Recommendation: none (no timed, correct wgmma configuration and Wmma loop in this run)."
    spec = best[0].split(":", 1)[1]
    vals = spec.split(",")
    names = ("wgs", "bn", "bk", "stages", "pending", "group_m")
    tile = ", ".join(f"{k}={v}" for k, v in zip(names, vals))
    if best[1] > wmma:
        return (f"Recommendation: {best[0]} averages {best[1]:.2f}x cuBLAS against the Wmma loop's {wmma:.2f}x: in "
                f"poot_core/plan/synth_gemm.py set AUTO_WGMMA = True and AUTO_TILE = Sm90Tile({tile}).")
    return (f"Recommendation: keep AUTO_WGMMA = False: the best wgmma configuration, {best[0]}, averages "
            f"{best[1]:.2f}x cuBLAS, the Wmma loop {wmma:.2f}x.")


def has_gpu() -> str:
    try:
        from poot_ptx import device
        a = device.probe()
        return a.device if a.available else ""
    except Exception:  # noqa: BLE001
        return ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--sizes", default="4096,8192")
    ap.add_argument("--configs", default=DEFAULT_CONFIGS)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--budget", type=float, default=280.0, help="seconds for the whole sweep")
    ap.add_argument("--per-config", type=float, default=120.0, help="timeout of one configuration's subprocess")
    ap.add_argument("--dry", action="store_true", help="no GPU: oracle checks, codegen and ptxas only")
    ap.add_argument("--child", default="", help=argparse.SUPPRESS)
    ap.add_argument("--json", default="", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        return child(args)
    t_end = time.time() + args.budget
    os.makedirs(args.out, exist_ok=True)
    gpu = "" if args.dry else has_gpu()
    dry = args.dry or not gpu
    configs = split_configs(args.configs)
    if dry:
        configs = [c for c in configs if c != "cublas"]
    log(f"device: {gpu or 'none (dry run)'}; configs: {configs}")
    results: list[dict] = []
    for cfg in configs:
        left = t_end - time.time()
        if left < 15:
            results.append({"config": cfg, "error": "skipped (sweep deadline)"})
            log(f"{cfg}: skipped (deadline)")
            continue
        jpath = os.path.join(args.out, f"child_{len(results)}.json")
        cmd = [sys.executable, __file__, "--child", cfg, "--json", jpath, "--sizes", args.sizes, "--reps", str(args.reps)]
        if dry:
            cmd.append("--dry")
        t0 = time.time()
        try:
            r = subprocess.run(cmd, timeout=min(args.per_config, left - 5), capture_output=True, text=True)
            sys.stdout.write(r.stdout[-3000:])
            if r.returncode:
                sys.stdout.write(r.stderr[-2000:])
            res = json.loads(Path(jpath).read_text()) if os.path.exists(jpath) else \
                {"config": cfg, "error": f"exit {r.returncode}: {r.stderr.strip().splitlines()[-1:]}"}
        except subprocess.TimeoutExpired:
            res = {"config": cfg, "error": f"timed out after {time.time() - t0:.0f} s"}
        res["wall_s"] = round(time.time() - t0, 1)
        results.append(res)
        log(f"{cfg}: {res.get('error') or 'done'} ({res['wall_s']} s)")
    peer = {r["size"]: r["ms"] for x in results if x["config"] == "cublas" for r in x.get("rows", [])}
    lines = [f"# f16 GEMM main-loop sweep on poot-ptx ({time.strftime('%Y-%m-%d', time.gmtime())})", "",
             f"- machine: {platform.node()}, device: {gpu or 'none: dry run (oracle checks, codegen, ptxas)'}",
             f"- command: python3 bench/gemm_sweep_h200.py --sizes {args.sizes} --reps {args.reps}"
             f"{' --dry' if dry else ''} --configs {','.join(configs)}",
             "- small: the 200x136x72 GEMM of the configuration on the GPU against the oracle (dry: the oracle "
             "against numpy); big: one random row of every 64-row band against numpy f64 (<= 2^-8 max|C|)", "",
             "| config | n^3 | kernel | grid | ms | TFLOP/s | x cuBLAS | small | big | regs | spills | smem B | note |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for x in results:
        if "error" in x:
            lines.append(f"| {x['config']} | - | - | - | - | - | - | - | - | - | - | - | {x['error']} |")
            continue
        for r in x["rows"]:
            ms = r.get("ms")
            frac = (peer[r["size"]] / ms) if ms and r["size"] in peer and x["config"] != "cublas" else None
            note = "; ".join(r.get("advisories", []) or ([r["ptxas"]] if "ptxas" in r else []))
            ms_s = "-" if ms is None else f"{ms:.3f}"
            tf_s = "-" if ms is None else f"{r['tflops']:.0f}"
            frac_s = "-" if frac is None else f"{frac:.2f}"
            lines.append(f"| {x['config']} | {r['size']} | {r.get('kernel', 'torch.matmul')} | {r.get('grid', '-')} | "
                         f"{ms_s} | {tf_s} | {frac_s} | {r['small']} | {r['big']} | {r.get('regs', '-')} | "
                         f"{r.get('spills', '-')} | {r.get('smem', '-')} | {note} |")
    lines += ["", recommend(results, peer)]
    table = "\n".join(lines) + "\n"
    Path(args.out, "gemm_sweep.md").write_text(table)
    Path(args.out, "gemm_sweep.json").write_text(json.dumps(results, indent=1, default=str))
    print(table, flush=True)
    bad = [x for x in results if "error" in x and "skipped" not in x["error"]] + \
        [r for x in results for r in x.get("rows", []) if str(r["small"]).startswith(("MISMATCH", "ORACLE"))
         or str(r["big"]).startswith("WRONG")]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
