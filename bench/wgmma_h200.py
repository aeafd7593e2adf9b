"""Warpgroup MMA (wgmma, sm_90a) on the H200: every Wgmma case of the kit on the GPU against the
oracle, then the sm_90 GEMM body (poot_core.plan.synth_gemm_sm90) timed at 4096^3 and 8192^3 beside
torch.matmul f16 (cuBLAS) in the same process. Writes $OUT/wgmma.md and $OUT/wgmma.json.

    python3 bench/wgmma_h200.py --out /tmp/out [--sizes 4096,8192] [--iters 10] [--budget 400]

Every figure is the median of `iters` launches timed with CUDA events after 2 warm-ups (poot's
kernel on its own stream through the driver's events, torch on its stream through torch's); the
poot result is checked against torch (f32 matmul of the same f16 inputs) before it is timed.
TFLOP/s counts 2 * M * N * K. Without a CUDA device (or torch) the GPU parts skip and say so.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
import traceback

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "plugins", "poot_ptx")]

from poot_core import oracle  # noqa: E402
from poot_core.ir.types import F16, F32  # noqa: E402
from poot_core.oracle.compare import assert_matches  # noqa: E402
from poot_core.plan.synth_gemm_sm90 import gemm_sm90_async_body, gemm_sm90_body, grid_of  # noqa: E402
from poot_core.target import IEEE  # noqa: E402
from poot_core.testing import wgmma_cases  # noqa: E402


def log(*a) -> None:
    print(time.strftime("%H:%M:%S"), *a, flush=True)


def correctness(target, dev, deadline: float) -> list[dict]:
    rows = []
    for case in wgmma_cases.cases():
        if time.time() > deadline:
            rows.append({"case": case.name, "result": "skipped (time box)"})
            continue
        t0 = time.time()
        try:
            body = case.build()
            bufs = case.make(np.random.default_rng(5))
            grid = case.launch(bufs, body)
            ref = case.ref({k: v.copy() for k, v in bufs.items()})
            want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, grid)
            for k, r in ref.items():
                scale = max(float(np.max(np.abs(r.astype(np.float64)))), 1e-30)
                e = float(np.max(np.abs(want[k].astype(np.float64) - r)))
                assert e <= case.rtol * scale, f"oracle vs numpy {k}: {e / scale:.3g} relative"
            got = dev.run(target.compile(body), bufs, grid)
            errs = {k: float(np.max(np.abs(got[k].astype(np.float64) - want[k].astype(np.float64))))
                    / max(float(np.max(np.abs(want[k].astype(np.float64)))), 1e-30) for k in want}
            assert_matches(got, want, body, latitude=IEEE)
            res = "PASS (rel err " + ", ".join(f"{k} {v:.2g}" for k, v in errs.items()) + ")"
        except Exception as e:  # noqa: BLE001 - every failure is reported in the table, the run goes on
            res = f"FAIL {type(e).__name__}: {str(e).splitlines()[0][:300]}"
            traceback.print_exc()
        rows.append({"case": case.name, "result": res, "s": round(time.time() - t0, 2)})
        log(case.name, res)
    return rows


class Timer:
    """Median kernel time of a raw driver launch on poot's stream (CUDA events)."""

    def __init__(self, dev):
        from poot_ptx import device
        self.dev, self.cu, self.ok = dev, dev.cu, lambda name, ret: device._ok(dev.cu, name, ret)
        self.ev = [self.ok("cuEventCreate", self.cu.cuEventCreate(0)) for _ in range(2)]
        self.err_host = int(self.ok("cuMemHostAlloc", self.cu.cuMemHostAlloc(16, 0x2)))
        self.err_dev = int(self.ok("cuMemHostGetDevicePointer", self.cu.cuMemHostGetDevicePointer(self.err_host, 0)))

    def launcher(self, art, body, ptrs: dict, lens: dict, grid: tuple[int, int]):
        fn = self.dev.function(art)
        vals = [ptrs[name] if kind == "ptr" else lens[name] if kind == "len" else self.err_dev
                for kind, name in art.meta["abi"].args]
        values = np.array(vals, dtype=np.uint64)
        held = (values, np.array([values.ctypes.data + 8 * i for i in range(len(vals))], dtype=np.uint64))

        def launch():  # `held` keeps the argument block alive as long as the launcher
            self.ok("cuLaunchKernel", self.cu.cuLaunchKernel(fn, grid[0], grid[1], 1, body.workgroup_size, 1, 1, 0,
                                                             self.dev.stream, held[1].ctypes.data, 0))
        return launch

    def time_ms(self, launch, iters: int) -> float:
        cu, s = self.cu, self.dev.stream
        for _ in range(2):
            launch()
        self.ok("cuStreamSynchronize", cu.cuStreamSynchronize(s))
        ts = []
        for _ in range(iters):
            self.ok("cuEventRecord", cu.cuEventRecord(self.ev[0], s))
            launch()
            self.ok("cuEventRecord", cu.cuEventRecord(self.ev[1], s))
            self.ok("cuEventSynchronize", cu.cuEventSynchronize(self.ev[1]))
            ts.append(float(self.ok("cuEventElapsedTime", cu.cuEventElapsedTime(self.ev[0], self.ev[1]))))
        return statistics.median(ts)


def torch_ms(torch, fn, iters: int) -> float:
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(iters):
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        e.synchronize()
        ts.append(s.elapsed_time(e))
    return statistics.median(ts)


def parse_variants(text: str) -> list[tuple[int, object, str]]:
    """"bn:out[:b_major],..." -> [(bn, F32 | F16, "k" | "n" | "async")] ("async": the async-copy loop)."""
    out = []
    for v in text.split(","):
        p = v.split(":")
        out.append((int(p[0]), F32 if p[1] == "f32" else F16, p[2] if len(p) > 2 else "k"))
    return out


def timing(target, dev, sizes: list[int], variants: list[tuple[int, object, str]], iters: int,
           deadline: float) -> list[dict]:
    import torch
    torch.cuda.init()
    timer = Timer(dev)
    rows = []
    for s in sizes:
        if time.time() > deadline:
            rows.append({"size": s, "kernel": "-", "note": "skipped (time box)"})
            continue
        g = torch.Generator(device="cuda").manual_seed(s)
        a = torch.randn(s, s, device="cuda", dtype=torch.float16, generator=g)
        b = torch.randn(s, s, device="cuda", dtype=torch.float16, generator=g)
        flops = 2.0 * s ** 3
        cublas = torch_ms(torch, lambda: torch.matmul(a, b), iters)
        rows.append({"size": s, "kernel": "torch.matmul f16 (cuBLAS)", "ms": cublas, "tflops": flops / cublas / 1e9,
                     "of_cublas": 1.0})
        log(f"{s}^3 cuBLAS {cublas:.3f} ms {flops / cublas / 1e9:.0f} TFLOP/s")
        want = torch.matmul(a.float(), b.float())
        for bn, out, major in variants:
            name = (f"poot wgmma GEMM 128x{bn}x32, async copies x{3 if bn == 128 else 2}, out {out}" if major == "async"
                    else f"poot wgmma GEMM 128x{bn}x64, B {major.upper()}-major, out {out}")
            if time.time() > deadline:
                rows.append({"size": s, "kernel": name, "note": "skipped (time box)"})
                continue
            try:
                t0 = time.time()
                body = (gemm_sm90_async_body(s, s, s, out, bn) if major == "async"
                        else gemm_sm90_body(s, s, s, out, bn, b_major=major))
                art = target.compile(body)
                ct = time.time() - t0
                c = torch.zeros(s, s, device="cuda", dtype=torch.float32 if out == F32 else torch.float16)
                torch.cuda.synchronize()
                launch = timer.launcher(art, body, {"a": a.data_ptr(), "b": b.data_ptr(), "c": c.data_ptr()},
                                        {"a": s * s, "b": s * s, "c": s * s}, grid_of(s, s, bn))
                launch()
                dev.cu.cuStreamSynchronize(dev.stream)
                rel = float((c.float() - want).abs().max() / want.abs().max())
                ok = rel < (2e-3 if out == F16 else 1e-4)
                ms = timer.time_ms(launch, iters) if ok else float("nan")
                rows.append({"size": s, "kernel": name, "ms": ms, "tflops": flops / ms / 1e9, "of_cublas": cublas / ms,
                             "rel_err_vs_torch_f32": rel, "compile_s": round(ct, 1),
                             "note": "" if ok else "WRONG RESULT: not timed"})
                log(f"{s}^3 {name}: {ms:.3f} ms, {flops / ms / 1e9:.0f} TFLOP/s, {cublas / ms:.2f}x cuBLAS, rel err {rel:.2g}, "
                    f"compile {ct:.1f} s")
            except Exception as e:  # noqa: BLE001
                traceback.print_exc()
                rows.append({"size": s, "kernel": name, "note": f"FAIL {type(e).__name__}: {str(e).splitlines()[0][:300]}"})
    return rows


def dry_run(target, sizes: list[int], variants: str, deadline: float) -> list[str]:
    """Without a GPU: the oracle against numpy on every case, and every kernel the run would launch
    compiled (and assembled by ptxas -arch=sm_90a when it is on PATH)."""
    import shutil
    import subprocess
    import tempfile
    out = []
    ptxas = shutil.which("ptxas")

    def assemble(ptx: bytes) -> str:
        if not ptxas:
            return "no ptxas"
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "wb") as f:
                f.write(ptx)
            r = subprocess.run([ptxas, "-arch=sm_90a", "-v", src, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True)
        regs = [ln.strip() for ln in r.stderr.splitlines() if "registers" in ln]
        return ("ptxas ok: " + (regs[0] if regs else "")) if r.returncode == 0 else "PTXAS FAILED: " + r.stderr[-300:]
    for case in wgmma_cases.cases():
        if time.time() > deadline:
            break
        body = case.build()
        bufs = case.make(np.random.default_rng(5))
        want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, case.launch(bufs, body))
        ref = case.ref(bufs)
        e = max(float(np.max(np.abs(want[k].astype(np.float64) - r))) / max(float(np.max(np.abs(r))), 1e-30)
                for k, r in ref.items())
        try:
            asm = assemble(target.compile(body).final)
        except Exception as ex:  # noqa: BLE001
            asm = f"COMPILE FAILED {type(ex).__name__}: {str(ex)[:200]}"
        out.append(f"{case.name}: oracle vs numpy {e:.2g} (bound {case.rtol:.2g}); {asm}")
        log(out[-1])
    for s in sizes:
        for bn, o, major in parse_variants(variants):
            t0 = time.time()
            try:
                art = target.compile(gemm_sm90_async_body(s, s, s, o, bn) if major == "async"
                                     else gemm_sm90_body(s, s, s, o, bn, b_major=major))
                out.append(f"gemm {s}^3 bn={bn} {o} {major}: compiled in {time.time() - t0:.1f} s; {assemble(art.final)}")
            except Exception as e:  # noqa: BLE001 - reported, the dry run goes on
                out.append(f"gemm {s}^3 bn={bn} {o} {major}: COMPILE FAILED {type(e).__name__}: {str(e)[:200]}")
            log(out[-1])
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--sizes", default="4096,8192")
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--budget", type=float, default=400.0, help="seconds for the whole run")
    ap.add_argument("--variants", default="128:f32,256:f32,128:f32:n,256:f32:n,128:f32:async,256:f32:async,128:f16",
                    help="block width : output type [: B major k|n], comma-separated")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    t_end = time.time() + args.budget
    from poot_ptx.target import PtxTarget
    target = PtxTarget()
    probe = target.probe()
    log("probe:", probe)
    head = [f"# Warpgroup MMA (wgmma, sm_90a) on poot-ptx ({time.strftime('%Y-%m-%d', time.gmtime())})", "",
            f"- machine: {platform.node()}, device: {probe.device if probe.available else probe.reason}",
            f"- command: python3 bench/wgmma_h200.py --sizes {args.sizes} --iters {args.iters} --variants {args.variants}", ""]
    result: dict = {"probe": str(probe)}
    lines = list(head)
    if not probe.available:
        lines += [f"No CUDA device: {probe.reason}. GPU parts skipped; dry run: every case against numpy on "
                  "the oracle and every kernel compiled (ptxas when present)."]
        log("no CUDA device: GPU parts skipped; dry run")
        result["dry_run"] = dry_run(target, [int(x) for x in args.sizes.split(",")], args.variants, t_end)
        lines += [f"- {r}" for r in result["dry_run"]]
    else:
        dev = target.open()
        caps = target.capabilities()
        log("capabilities:", caps)
        lines += [f"- capabilities: warpgroup_mma={caps.warpgroup_mma}, wmma_shapes={caps.wmma_shapes}", ""]
        corr = correctness(target, dev, t_end - 0.45 * args.budget)
        result["correctness"] = corr
        lines += ["## The Wgmma cases on the GPU against the oracle", "", "| case | result |", "|---|---|"]
        lines += [f"| {r['case']} | {r['result']} |" for r in corr]
        n_fail = sum(r["result"].startswith("FAIL") for r in corr)
        lines += ["", f"{len(corr) - n_fail} of {len(corr)} without failure.", ""]
        try:
            import torch  # noqa: F401
            have_torch = True
        except ImportError:
            have_torch = False
            lines += ["torch is not installed: no timing."]
        if have_torch:
            variants = parse_variants(args.variants)
            tim = timing(target, dev, [int(x) for x in args.sizes.split(",")], variants, args.iters, t_end - 20)
            result["timing"] = tim
            lines += ["## f16 GEMM, medians of CUDA-event timings", "",
                      "| M=N=K | kernel | ms | TFLOP/s | x cuBLAS | rel err vs torch f32 | note |", "|---|---|---|---|---|---|---|"]
            for r in tim:
                lines.append(f"| {r['size']} | {r['kernel']} | {r.get('ms', float('nan')):.3f} | {r.get('tflops', float('nan')):.0f} | "
                             f"{r.get('of_cublas', float('nan')):.2f} | {r.get('rel_err_vs_torch_f32', float('nan')):.2g} | {r.get('note', '')} |")
    with open(os.path.join(args.out, "wgmma.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(args.out, "wgmma.json"), "w") as f:
        json.dump(result, f, indent=1, default=str)
    log("wrote", os.path.join(args.out, "wgmma.md"))
    fails = [r for r in result.get("correctness", []) if r["result"].startswith("FAIL")]
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
