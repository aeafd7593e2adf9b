"""The runtime's costs, with peers measured in the same run: a markdown table on stdout.

    python bench/runtime_bench.py [--targets vulkan,wgpu,ptx] [--n 1024] [--reps 1000]
                                  [--chain-n 16777216] [--chain 100] [--copy-n 16777216] [--copy-reps 10]
                                  [--out FILE]

Kernel: the shipped examples/elementwise_add.kir.json (out = a + b, f32, its WORKGROUP_SIZE), with
its default options. Rows per target:
1. per-dispatch overhead: `reps` dispatches of the add on n = 1024 resident f32 buffers, launched
   back to back with one sync at the end (the device protocol: Device.launch / sync), and the same
   through the launch wrapper with device arrays (what `poot.kernel` users get); microseconds per
   dispatch. Peers on the same device where there is one: torch `a + b` (into a preallocated out)
   and cupy's, synchronized once at the end; on a CPU device numpy's `np.add(a, b, out=c)`.
2. a chain of `chain` dependent dispatches x <- x + b on `chain-n` f32 resident buffers (one sync,
   then one download of the result) against the same chain through the one-step `execute`
   (upload, launch, sync, download per step); milliseconds and the ratio; torch's and cupy's
   chains (no download) beside it.
3. first-dispatch latency in a fresh process (`python -c`: import, load the .kir.json, compile,
   launch, sync, read back) with the disk cache cold (an empty POOT_CACHE_DIR) and warm (the
   same directory again), POOT_COMPILE_CACHE=1.
4. host <-> device copies: Device.upload of a `copy-n` f32 numpy array (64 MiB) into a resident
   buffer and Device.download of it back, each ended by a download of one element (a sync point
   that waits for the copy: an upload may return before its copy ran); the median of `copy-reps`,
   in MB/s (10^6 bytes); beside them torch's pageable copies (`gpu.copy_(torch.from_numpy(a))`,
   `gpu.cpu()`, synchronized) and numpy's host memcpy of the same bytes.
Every result is checked against numpy (a wrong answer aborts the benchmark).
"""
from __future__ import annotations

import argparse
import datetime
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
KERNEL = ROOT / "examples" / "elementwise_add.kir.json"


def _git_commit() -> str:
    if os.environ.get("POOT_COMMIT"):  # a copy of the checkout whose .git is not the branch's
        return os.environ["POOT_COMMIT"]
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    except Exception:  # noqa: BLE001 - a checkout copied without .git
        return "unknown"


def _peers(kind: str):
    """{name: (setup(n) -> state, step(state), sync())} for the peers on `kind` ('cuda' or 'cpu')."""
    peers = {}
    if kind == "cuda":
        try:
            import torch
            if torch.cuda.is_available():
                def t_setup(n):
                    a = torch.rand(n, device="cuda")
                    return a, torch.rand(n, device="cuda"), torch.empty(n, device="cuda")
                peers["torch a + b"] = (t_setup, lambda s: torch.add(s[0], s[1], out=s[2]), torch.cuda.synchronize)
        except ImportError:
            pass
        try:
            import cupy
            def c_setup(n):
                return cupy.random.rand(n, dtype=cupy.float32), cupy.random.rand(n, dtype=cupy.float32), \
                    cupy.empty(n, dtype=cupy.float32)
            peers["cupy a + b"] = (c_setup, lambda s: cupy.add(s[0], s[1], out=s[2]),
                                   cupy.cuda.runtime.deviceSynchronize)
        except ImportError:
            pass
    else:
        def n_setup(n):
            return np.random.rand(n).astype(np.float32), np.random.rand(n).astype(np.float32), np.empty(n, np.float32)
        peers["numpy np.add (host)"] = (n_setup, lambda s: np.add(s[0], s[1], out=s[2]), lambda: None)
    return peers


def _time(step, sync, reps: int) -> float:
    step()
    sync()
    t0 = time.perf_counter()
    for _ in range(reps):
        step()
    sync()
    return time.perf_counter() - t0


def overhead(target: str, n: int, reps: int) -> list[tuple[str, float]]:
    """(what, microseconds per dispatch) for poot's two paths on `target`."""
    import poot
    from poot_core.exec.executor import compile_cached, device_for
    from poot_core.target import Grid

    t = poot.get_target(target)
    body = poot.load_kernel(KERNEL)
    art = compile_cached(body, t)
    dev = device_for(t)
    rng = np.random.default_rng(1)
    a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    bufs = {}
    for k, v in (("a", a), ("b", b), ("out", np.zeros(n, np.float32))):
        bufs[k] = dev.alloc(v.nbytes, v.dtype)
        dev.upload(bufs[k], v)
    grid = Grid.threads(n, body.workgroup_size)
    proto = _time(lambda: dev.launch(art, bufs, grid), dev.sync, reps)
    if not np.array_equal(dev.download(bufs["out"]), a + b):
        raise SystemExit(f"{target}: wrong result on the protocol path")
    add = poot.kernel(body, t)
    x, y, o = poot.to_device(a, t), poot.to_device(b, t), poot.zeros(n, np.float32, t)
    wrap = _time(lambda: add(x, y, o, threads=n), lambda: poot.sync(t), reps)
    if not np.array_equal(o.numpy(), a + b):
        raise SystemExit(f"{target}: wrong result through the wrapper")
    for v in bufs.values():
        dev.free(v)
    return [("Device.launch (resident)", 1e6 * proto / reps), ("kernel(DeviceArray...) (resident)", 1e6 * wrap / reps)]


def chain(target: str, n: int, steps: int) -> tuple[float, float, float]:
    """(ms resident up to the sync, ms of the one download after it, ms through execute) for
    `steps` dependent adds on `n` f32."""
    import poot
    from poot_core.exec.executor import execute
    from poot_core.target import Grid

    t = poot.get_target(target)
    body = poot.load_kernel(KERNEL)
    add = poot.kernel(body, t)
    rng = np.random.default_rng(2)
    x0 = rng.integers(0, 1000, n).astype(np.float32)
    b = np.ones(n, np.float32)
    want = x0 + np.float32(steps)  # small integers: every partial sum is exact in f32
    xs = [poot.to_device(x0, t), poot.zeros(n, np.float32, t)]
    bb = poot.to_device(b, t)
    add(xs[0], bb, xs[1], threads=n)  # warm: compile, pipeline
    xs[0].upload(x0)
    poot.sync(t)
    t0 = time.perf_counter()
    for k in range(steps):
        add(xs[k % 2], bb, xs[(k + 1) % 2], threads=n)
    poot.sync(t)
    resident = time.perf_counter() - t0
    t0 = time.perf_counter()
    got = xs[steps % 2].numpy()
    download = time.perf_counter() - t0
    if not np.array_equal(got, want):
        raise SystemExit(f"{target}: the resident chain is wrong")
    grid = Grid.threads(n, body.workgroup_size)
    x = x0
    t0 = time.perf_counter()
    for _ in range(steps):
        x = execute(body, t, grid, {"a": x, "b": b, "out": np.empty(n, np.float32)})["out"]
    one_step = time.perf_counter() - t0
    if not np.array_equal(x, want):
        raise SystemExit(f"{target}: the execute chain is wrong")
    return 1e3 * resident, 1e3 * download, 1e3 * one_step


def _median_s(fn, reps: int) -> float:
    fn()  # warm: staging buffers, pool blocks
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def copies(target: str, n: int, reps: int) -> tuple[float, float]:
    """(upload MB/s, download MB/s) of `n` f32 between a numpy array and a resident buffer."""
    import poot
    from poot_core.exec.executor import device_for

    dev = device_for(poot.get_target(target))
    a = np.random.default_rng(3).standard_normal(n).astype(np.float32)
    buf = dev.alloc(a.nbytes, a.dtype)
    one = buf.view(1)
    got: list[np.ndarray] = []

    def up():
        dev.upload(buf, a)
        dev.download(one)  # waits for the upload's copy

    def down():
        got[:] = [dev.download(buf)]  # the last one is checked (keeping them all would fill the memory)
        dev.download(one)
    t_up = _median_s(up, reps)
    t_down = _median_s(down, reps)
    if not np.array_equal(got[0], a):
        raise SystemExit(f"{target}: the download differs from what was uploaded")
    dev.free(buf)
    return a.nbytes / t_up / 1e6, a.nbytes / t_down / 1e6


def peer_copies(n: int, reps: int) -> list[tuple[str, float, float]]:
    """(peer, upload MB/s, download MB/s) of `n` f32: torch's pageable copies, numpy's memcpy."""
    a = np.random.default_rng(3).standard_normal(n).astype(np.float32)
    rows = []
    try:
        import torch
        if torch.cuda.is_available():
            g = torch.empty(n, device="cuda")
            src = torch.from_numpy(a)
            got: list[np.ndarray] = []

            def up():
                g.copy_(src)
                torch.cuda.synchronize()
            t_up = _median_s(up, reps)
            def down():
                got[:] = [g.cpu().numpy()]
            t_down = _median_s(down, reps)
            if not np.array_equal(got[0], a):
                raise SystemExit("torch: the download differs from what was uploaded")
            rows.append(("torch (cuda, pageable numpy)", a.nbytes / t_up / 1e6, a.nbytes / t_down / 1e6))
    except ImportError:
        pass
    out = np.empty_like(a)
    t = _median_s(lambda: np.copyto(out, a), reps)
    rows.append(("numpy np.copyto (host memcpy)", a.nbytes / t / 1e6, a.nbytes / t / 1e6))
    return rows


def peer_chain(setup, step, sync, n: int, steps: int) -> float:
    s = setup(n)
    swap = (s[0], s[1], s[0])  # x <- x + b in place
    step(swap)
    sync()
    t0 = time.perf_counter()
    for _ in range(steps):
        step(swap)
    sync()
    return 1e3 * (time.perf_counter() - t0)


FIRST = """
import time, numpy as np
t0 = time.perf_counter()
import poot
k = poot.kernel({kernel!r}, {target!r})
a = np.arange(1024, dtype=np.float32)
out = k(a, a, np.zeros(1024, np.float32), threads=1024)
assert np.array_equal(out, a + a)
print(time.perf_counter() - t0)
"""


def first_dispatch(target: str) -> tuple[float, float, float]:
    """(process wall s cold, warm, in-process s warm) of a fresh process's first dispatch."""
    with tempfile.TemporaryDirectory(prefix="poot-bench-cache-") as cache:
        env = {**os.environ, "POOT_COMPILE_CACHE": "1", "POOT_CACHE_DIR": cache}
        code = FIRST.format(kernel=str(KERNEL), target=target)
        runs = []
        for _ in range(2):
            t0 = time.perf_counter()
            r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
            wall = time.perf_counter() - t0
            if r.returncode != 0:
                raise SystemExit(f"{target}: the first-dispatch process failed:\n{r.stderr[-2000:]}")
            runs.append((wall, float(r.stdout.strip().splitlines()[-1])))
    return runs[0][0], runs[1][0], runs[1][1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="")
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--reps", type=int, default=1000)
    ap.add_argument("--chain-n", type=int, default=1 << 24)
    ap.add_argument("--chain", type=int, default=100)
    ap.add_argument("--copy-n", type=int, default=1 << 24)
    ap.add_argument("--copy-reps", type=int, default=10)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    import poot

    names = [s for s in args.targets.split(",") if s] or \
        [n for n, t in poot.targets().items() if n != "oracle" and t.probe().available]
    lines = [f"# Runtime costs ({datetime.date.today().isoformat()})", "",
             f"Command: `python bench/runtime_bench.py {' '.join(sys.argv[1:])}`  ",
             f"Commit: {_git_commit()}; machine: {platform.node()} ({platform.machine()}, {os.cpu_count()} CPUs); "
             f"kernel: examples/elementwise_add.kir.json (shipped, default options)", ""]
    lines += ["## 1. Per-dispatch overhead (n = %d, %d dispatches, one sync)" % (args.n, args.reps), "",
              "| target | device | path | us / dispatch |", "|---|---|---|---|"]
    devices = {}
    for name in names:
        t = poot.get_target(name)
        devices[name] = t.probe().device
        for what, us in overhead(name, args.n, args.reps):
            lines.append(f"| {name} | {devices[name]} | {what} | {us:.1f} |")
    kinds = {"cuda" if n == "ptx" or "nvidia" in devices[n].lower() else "cpu" for n in names} or {"cpu"}
    peer_rows = []
    for kind in sorted(kinds):
        for pname, (setup, step, sync) in _peers(kind).items():
            s = setup(args.n)
            us = 1e6 * _time(lambda: step(s), sync, args.reps) / args.reps
            lines.append(f"| peer | {kind} | {pname} | {us:.1f} |")
            peer_rows.append((kind, pname, setup, step, sync))
    lines += ["", f"## 2. A chain of {args.chain} dependent adds on {args.chain_n:,} f32 (x <- x + b)", "",
              "| target | resident, launches + one sync, ms | + the one download, ms | through execute(), ms | "
              "execute / (resident + download) |", "|---|---|---|---|---|"]
    for name in names:
        res, down, one = chain(name, args.chain_n, args.chain)
        lines.append(f"| {name} | {res:.1f} | {down:.1f} | {one:.1f} | {one / (res + down):.1f}x |")
    for kind, pname, setup, step, sync in peer_rows:
        lines.append(f"| peer {pname} ({kind}) | {peer_chain(setup, step, sync, args.chain_n, args.chain):.1f} | | | |")
    lines += ["", "## 3. First dispatch in a fresh process (n = 1024; POOT_COMPILE_CACHE=1)", "",
              "| target | process wall, cold cache (s) | process wall, warm cache (s) | import to result, warm (s) |",
              "|---|---|---|---|"]
    for name in names:
        cold, warm, inproc = first_dispatch(name)
        lines.append(f"| {name} | {cold:.2f} | {warm:.2f} | {inproc:.2f} |")
    mib = args.copy_n * 4 / 2**20
    lines += ["", f"## 4. Host <-> device copies of {args.copy_n:,} f32 ({mib:g} MiB; median of {args.copy_reps})", "",
              "| target | upload MB/s | download MB/s |", "|---|---|---|"]
    for name in names:
        up, down = copies(name, args.copy_n, args.copy_reps)
        lines.append(f"| {name} | {up:.0f} | {down:.0f} |")
    for pname, up, down in peer_copies(args.copy_n, args.copy_reps):
        lines.append(f"| peer {pname} | {up:.0f} | {down:.0f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
