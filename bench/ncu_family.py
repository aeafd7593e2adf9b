"""Profile helpers for the shipped family kernels (bench/h200_ncu.sh): `launch` (one launch each, the program ncu profiles), `ptxas` (registers and spills) and `table` (the ncu CSV reduced).

    python3 bench/ncu_family.py launch --target ptx --order order.json [--sizes large|small|tiny] [KERNEL ...]
        one launch of each kernel (default: every shipped family kernel, as `poot bench all`) at
        the bench's sizes (large: the issue's), in that order; writes the order (kernel, size,
        grid) to order.json, which `table` joins with ncu's launch IDs.
    python3 bench/ncu_family.py ptxas [KERNEL ...]
        each kernel's PTX (sm_90) through `ptxas -v`: registers, spill stores/loads, stack,
        shared memory - a markdown table; skipped with a message where ptxas is absent.
    python3 bench/ncu_family.py table details.csv order.json
        the markdown table of `ncu --import R --csv --page details`: kernel, size, duration,
        DRAM throughput %, SM (compute) throughput %, L1/L2 (memory) throughput %, achieved and
        theoretical occupancy, registers/thread, and the limiter (the highest unit if it is
        above 60% of its peak, else latency: neither memory nor compute is busy).
"""
from __future__ import annotations

import argparse
import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _names(given: list[str]) -> list[str]:
    from poot_core.bench import family_names

    return given or family_names()


def launch(args: argparse.Namespace) -> int:
    from poot_core import family
    from poot_core.bench import _default_size, spec_of
    from poot_core.exec import compile_cached
    from poot_core.exec.executor import device_for
    from poot_core.plugins import get_target

    target = get_target(args.target)
    dev = device_for(target)
    order = []
    for name in _names(args.kernels):
        body = family.body(name)
        spec = spec_of(name, body)
        size = {"large": spec.large, "small": spec.small, "tiny": spec.tiny}.get(args.sizes) or _default_size(
            spec, target, "")
        art = compile_cached(body, target)
        arrays = spec.make(size, np.random.default_rng(1))
        grid = spec.grid(size, body.workgroup_size)
        bufs = {}
        try:
            for p in body.params:
                a = arrays[p.name]
                bufs[p.name] = dev.alloc(a.nbytes, a.dtype)
                dev.upload(bufs[p.name], a)
            dev.launch(art, bufs, grid)
            dev.sync()
        finally:
            for b in bufs.values():
                dev.free(b)
        order.append({"kernel": name, "symbol": art.meta.get("symbol", body.name), "size": "x".join(map(str, size)),
                      "groups": list(grid.groups), "lanes": grid.workgroup_size})
        print(f"launched {name} {order[-1]['size']} groups {grid.groups} x {grid.workgroup_size}", flush=True)
    Path(args.order).write_text(json.dumps(order, indent=1))
    return 0


def ptxas(args: argparse.Namespace) -> int:
    from poot_core import family
    from poot_core.exec import compile_cached
    from poot_core.plugins import get_target

    exe = shutil.which("ptxas")
    if exe is None:
        print("ptxas: not found on PATH (CUDA's ptxas); the register/spill table is skipped")
        return 0
    target = get_target("ptx")
    print("| kernel | registers | spill stores | spill loads | stack | shared memory |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for name in _names(args.kernels):
            try:
                art = compile_cached(family.body(name), target, {"sm": "sm_90"})
            except Exception as e:  # noqa: BLE001 - reported in the table, the others still run
                print(f"| {name} | not compiled: {type(e).__name__}: {str(e).splitlines()[0][:120]} | | | | |")
                continue
            text = art.stages[-1][1]
            f = Path(tmp) / f"{name}.ptx"
            f.write_text(text if isinstance(text, str) else text.decode())
            out = subprocess.run([exe, "-arch=sm_90", "-v", str(f), "-o", str(Path(tmp) / "x.cubin")],
                                 capture_output=True, text=True).stderr
            regs = re.search(r"Used (\d+) registers", out)
            spill = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", out)
            smem = re.search(r"(\d+) bytes smem", out)
            if regs is None or spill is None:
                print(f"| {name} | ptxas failed: {out.strip().splitlines()[-1] if out.strip() else '?'} | | | | |")
                continue
            print(f"| {name} | {regs[1]} | {spill[2]} B | {spill[3]} B | {spill[1]} B | {smem[1] if smem else 0} B |")
    return 0


# metric -> column: the first metric whose name matches (ncu's SpeedOfLight, Occupancy, LaunchStats)
COLUMNS = [("duration", r"^Duration$"), ("dram", r"^DRAM Throughput$"), ("sm", r"^Compute \(SM\) Throughput$"),
           ("mem", r"^Memory Throughput$"), ("l1", r"^L1/TEX Cache Throughput$"), ("l2", r"^L2 Cache Throughput$"),
           ("achieved", r"^Achieved Occupancy$"), ("theoretical", r"^Theoretical Occupancy$"),
           ("regs", r"^Registers Per Thread$")]


def _limiter(m: dict[str, tuple[float, str]]) -> str:
    """The busiest unit when it is above 60% of its peak; else latency-bound."""
    get = {k: m[k][0] for k in ("dram", "sm", "l1", "l2") if k in m}
    if not get:
        return "?"
    unit, v = max(get.items(), key=lambda kv: kv[1])
    label = {"dram": "DRAM bandwidth", "sm": "SM issue/compute", "l1": "L1/shared pipes", "l2": "L2 bandwidth"}[unit]
    if v >= 60.0:
        return f"{label} ({v:.0f}%)"
    occ = m.get("achieved", (0.0, ""))[0]
    return f"latency: busiest {label} {v:.0f}%, {occ:.0f}% occupancy"


def table(args: argparse.Namespace) -> int:
    order = json.loads(Path(args.order).read_text())
    rows: dict[int, dict[str, tuple[float, str]]] = {}
    names: dict[int, str] = {}
    with open(args.csv, newline="") as f:
        lines = [ln for ln in f if ln.startswith('"')]  # ncu's CSV rows (its ==PROF== notes aside)
    for r in csv.DictReader(lines):
        try:
            i = int(r["ID"])
        except (KeyError, ValueError):
            continue
        names[i] = r.get("Kernel Name", "")
        for col, pat in COLUMNS:
            if col not in rows.setdefault(i, {}) and re.match(pat, r.get("Metric Name", "")):
                try:
                    v = float(r.get("Metric Value", "").replace(",", ""))
                except ValueError:
                    continue
                rows[i][col] = (v, r.get("Metric Unit", ""))
    print("| kernel | size | duration | DRAM % | SM % | L1 % | L2 % | achieved occ. | theoretical occ. | regs/thread "
          "| limiter |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for i in sorted(rows):
        o = order[i] if i < len(order) else {"kernel": names.get(i, "?"), "size": "?"}
        m = rows[i]

        def f(k: str, fmt: str = "{:.1f}") -> str:
            return fmt.format(m[k][0]) if k in m else "-"
        dur = f"{m['duration'][0]:.4g} {m['duration'][1]}" if "duration" in m else "-"
        print(f"| {o['kernel']} | {o['size']} | {dur} | {f('dram')} | {f('sm')} | {f('l1')} | {f('l2')} | "
              f"{f('achieved')}% | {f('theoretical')}% | {f('regs', '{:.0f}')} | {_limiter(m)} |")
    if len(rows) != len(order):
        print(f"\n(ncu reported {len(rows)} launches; the driver made {len(order)})")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("launch")
    p.add_argument("--target", default="ptx")
    p.add_argument("--order", required=True)
    p.add_argument("--sizes", default="large", choices=["large", "small", "tiny", "default"])
    p.add_argument("kernels", nargs="*")
    p = sub.add_parser("ptxas")
    p.add_argument("kernels", nargs="*")
    p = sub.add_parser("table")
    p.add_argument("csv")
    p.add_argument("order")
    args = ap.parse_args(argv)
    return {"launch": launch, "ptxas": ptxas, "table": table}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
