"""PTX target benchmark on a CUDA GPU (the H200): memory-bound kernels at 2^28 f32 next to a
device copy measured in the same run, and the cost of the error-word trap policy against the
device-trap build of the same kernels. Writes $OUT/ptx_bench.md and $OUT/ptx_bench.json.

    python3 bench/ptx_bench.py --out /tmp/out [--log2n 28] [--iters 20]

Every figure is the median of `iters` launches timed with CUDA events (after 3 warm-ups);
GB/s counts the bytes each kernel must read and write once (add: 3 x 4 B per element, copy: 2).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "plugins", "poot_ptx")]

from poot_core.ir.builder import Builder  # noqa: E402
from poot_core.ir.types import F32  # noqa: E402
from poot_core.testing.samples import elementwise_add  # noqa: E402
from poot_ptx import device  # noqa: E402
from poot_ptx.target import PtxTarget  # noqa: E402

WG = 256


def copy_kernel(checked: bool) -> object:
    kb = Builder("copy_checked" if checked else "copy", WG)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(a, i, checked=checked)))
    kb.ret()
    return kb.build()


def add_unchecked() -> object:
    kb = Builder("add_unchecked", WG)
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.load(a, i), kb.load(b, i))))
    kb.ret()
    return kb.build()


class Bench:
    def __init__(self, n: int, iters: int):
        self.n, self.iters = n, iters
        self.t = PtxTarget()
        self.dev = device.CudaDevice()
        self.cu = self.dev.cu
        rng = np.random.default_rng(0)
        self.host = {k: rng.standard_normal(n, dtype=np.float32) for k in ("a", "b")}
        self.buf = {}
        for k in ("a", "b", "out"):
            d = self._ok("cuMemAlloc", self.cu.cuMemAlloc(4 * n))
            self.buf[k] = d
            if k in self.host:
                self._ok("cuMemcpyHtoD", self.cu.cuMemcpyHtoD(d, self.host[k].ctypes.data, 4 * n))
        self.err_host = int(self._ok("cuMemHostAlloc", self.cu.cuMemHostAlloc(16, 0x2)))
        self.err_dev = int(self._ok("cuMemHostGetDevicePointer", self.cu.cuMemHostGetDevicePointer(self.err_host, 0)))
        self.ev = [self._ok("cuEventCreate", self.cu.cuEventCreate(0)) for _ in range(2)]

    def _ok(self, name, ret):
        return device._ok(self.cu, name, ret)

    def time_ms(self, launch) -> float:
        cu, s = self.cu, self.dev.stream
        for _ in range(3):
            launch()
        self._ok("cuStreamSynchronize", cu.cuStreamSynchronize(s))
        ts = []
        for _ in range(self.iters):
            self._ok("cuEventRecord", cu.cuEventRecord(self.ev[0], s))
            launch()
            self._ok("cuEventRecord", cu.cuEventRecord(self.ev[1], s))
            self._ok("cuEventSynchronize", cu.cuEventSynchronize(self.ev[1]))
            ts.append(float(self._ok("cuEventElapsedTime", cu.cuEventElapsedTime(self.ev[0], self.ev[1]))))
        return statistics.median(ts)

    def kernel(self, body, names: list[str], policy: str):
        art = self.t.compile(body, trap_policy=policy)
        fn = self.dev.function(art)
        vals = []
        for kind, name in art.meta["abi"].args:
            vals.append(int(self.buf[names[[p.name for p in body.params].index(name)]]) if kind == "ptr"
                        else self.n if kind == "len" else self.err_dev)
        values = np.array(vals, dtype=np.uint64)
        argv = np.array([values.ctypes.data + 8 * i for i in range(len(vals))], dtype=np.uint64)
        groups = -(-self.n // body.workgroup_size)

        def launch():
            self._ok("cuLaunchKernel", self.cu.cuLaunchKernel(fn, groups, 1, 1, body.workgroup_size, 1, 1, 0,
                                                              self.dev.stream, argv.ctypes.data, 0))
        launch.keep = (values, argv)
        return launch, art

    def check_out(self, want: np.ndarray) -> bool:
        got = np.empty(self.n, np.float32)
        self._ok("cuMemcpyDtoH", self.cu.cuMemcpyDtoH(got.ctypes.data, self.buf["out"], 4 * self.n))
        return bool(np.array_equal(got, want))


def torch_figures(n: int, iters: int) -> dict:
    try:
        import torch
    except ImportError:
        return {}
    if not torch.cuda.is_available():
        return {}
    a = torch.randn(n, device="cuda")
    b = torch.randn(n, device="cuda")
    c = torch.empty_like(a)

    def t(fn):
        for _ in range(3):
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
    return {"torch add (a+b, out=)": (t(lambda: torch.add(a, b, out=c)), 12),
            "torch copy (c.copy_(a))": (t(lambda: c.copy_(a)), 8)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--log2n", type=int, default=28)
    ap.add_argument("--iters", type=int, default=20)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    a = device.probe()
    if not a.available:
        print(f"no CUDA device: {a.reason}")
        return 3
    n = 1 << args.log2n
    b = Bench(n, args.iters)
    rows = []  # (name, ms, bytes per element, note)

    def add_row(name, ms, bpe, note=""):
        gbs = bpe * n / (ms * 1e-3) / 1e9
        rows.append({"kernel": name, "ms": round(ms, 4), "GB/s": round(gbs, 1), "note": note})
        print(f"{name:42s} {ms:8.4f} ms {gbs:8.1f} GB/s {note}", flush=True)

    cu = b.cu
    t0 = time.perf_counter()
    ms = b.time_ms(lambda: b._ok("cuMemcpyDtoDAsync", cu.cuMemcpyDtoDAsync(b.buf["out"], b.buf["a"], 4 * n,
                                                                            b.dev.stream)))
    add_row("cuMemcpyDtoD (device copy)", ms, 8, "reference")
    for name, (tms, bpe) in torch_figures(n, args.iters).items():
        add_row(name, tms, bpe, "reference")
    want_add = b.host["a"] + b.host["b"]
    cases = [
        ("poot copy (guard only)", copy_kernel(False), ["a", "out"], 8, b.host["a"]),
        ("poot copy (checked load)", copy_kernel(True), ["a", "out"], 8, b.host["a"]),
        ("poot add (seed kernel: 2 checked loads)", elementwise_add(F32, WG), ["a", "b", "out"], 12, want_add),
        ("poot add (guard only, no checks)", add_unchecked(), ["a", "b", "out"], 12, want_add),
    ]
    policy_rows = []
    for name, body, names, bpe, want in cases:
        per = {}
        for policy in ("device-trap", "error-word"):
            launch, art = b.kernel(body, names, policy)
            ms = b.time_ms(launch)
            ok = b.check_out(want)
            per[policy] = ms
            add_row(f"{name} [{policy}]", ms, bpe, "correct" if ok else "WRONG RESULT")
        policy_rows.append({"kernel": name, "device-trap ms": round(per["device-trap"], 4),
                            "error-word ms": round(per["error-word"], 4),
                            "error-word cost": f"{100 * (per['error-word'] / per['device-trap'] - 1):+.1f}%"})
    dev_name = a.device
    md = [f"# PTX target on {dev_name}", "",
          f"n = 2^{args.log2n} f32 elements, workgroup {WG}, median of {args.iters} launches (CUDA events), "
          f"{platform.python_version()}, run took {time.perf_counter() - t0:.1f} s", "",
          "| kernel | ms | GB/s | note |", "|---|---|---|---|"]
    md += [f"| {r['kernel']} | {r['ms']} | {r['GB/s']} | {r['note']} |" for r in rows]
    md += ["", "## error-word policy vs device-trap (same kernels)", "",
           "| kernel | device-trap ms | error-word ms | cost |", "|---|---|---|---|"]
    md += [f"| {r['kernel']} | {r['device-trap ms']} | {r['error-word ms']} | {r['error-word cost']} |"
           for r in policy_rows]
    with open(os.path.join(args.out, "ptx_bench.md"), "w") as f:
        f.write("\n".join(md) + "\n")
    with open(os.path.join(args.out, "ptx_bench.json"), "w") as f:
        json.dump({"device": dev_name, "n": n, "rows": rows, "policies": policy_rows}, f, indent=1)
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
