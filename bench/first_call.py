"""First call in a fresh process, phase by phase, with the on-disk artifact cache cold and warm (markdown).

    python bench/first_call.py [--targets oracle,vulkan,ptx] [--reps 5] [--kernel examples/elementwise_add.kir.json]

Each row is one fresh `python` process (the same interpreter) that times, in order:
- import numpy;
- import poot (the public API: what `import poot` costs before anything is used);
- entry points: the scan of every installed distribution's `poot` entry points (importlib.metadata);
- registry: `poot.targets()` - every plugin's target module imported and its targets registered;
- probe: the target's `probe()` (opening the driver enough to say whether a device is there);
- load kernel: `poot.load_kernel` of the .kir.json;
- artifact: `compile_cached` - a compile on the cold cache, a pickle read from POOT_CACHE_DIR warm;
- open device: `device_for(target)`;
- dispatch: the first `execute` (upload, launch, sync, download), its result checked;
- in process: the sum; process wall: the parent's clock around the whole child (interpreter start and exit too).
The cold row is the first process on an empty cache dir (POOT_COMPILE_CACHE=1); the warm rows are `reps`
further processes on the same dir: the table gives their median (and each phase's minimum below it).
Python's bytecode cache is whatever the environment says (the first process of a fresh checkout also
compiles every module it imports: run once before reading the numbers). Under the table: the heavy
modules (llvmlite, wgpu, vulkan, cuda, ...) that were in sys.modules after `import poot` and after the
registry, which a lazy import keeps out until the target that needs them is used.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "examples" / "elementwise_add.kir.json"
PHASES = ("import numpy", "import poot", "entry points", "registry", "probe", "load kernel", "artifact", "open device", "dispatch")
HEAVY = ("llvmlite", "wgpu", "vulkan", "cuda", "hip", "pyxrt", "matplotlib", "onnx", "tokenizers", "torch", "scipy",
         "poot_core.plan", "poot_core.backends.llvm.lower", "poot_core.backends.spirv.lower", "poot_core.oracle.machine",
         "poot_ptx.codegen", "poot_ptx.device", "poot_rocm.codegen", "poot_wgpu.codegen", "poot_vulkan.device",
         "poot_xdna.codegen")  # tests/test_plugins.py keeps `import poot` and the registry free of them

_CHILD = r"""
import json, sys, time
HEAVY = tuple(sys.argv[3].split(","))
def heavy():
    return sorted({h for h in HEAVY for m in list(sys.modules) if m == h or m.startswith(h + ".")})
t0 = time.perf_counter()
import numpy as np
t1 = time.perf_counter()
import poot
t2 = time.perf_counter()
after_import = heavy()
import poot_core.plugins as P
eps = P._entry_points()  # the scan of every distribution's entry points, timed on its own
P._entry_points = lambda: eps
t2e = time.perf_counter()
poot.targets()
t3 = time.perf_counter()
after_registry = heavy()
t = poot.get_target(sys.argv[1])
avail = t.probe()
t4 = time.perf_counter()
if not avail.available:
    print(json.dumps({"unavailable": avail.reason}))
    raise SystemExit(0)
body = poot.load_kernel(sys.argv[2])
t5 = time.perf_counter()
from poot_core.exec.executor import compile_cached, device_for
art = compile_cached(body, t)
t6 = time.perf_counter()
dev = device_for(t)
t7 = time.perf_counter()
n = 1024
a = np.arange(n, dtype=np.float32)
r = poot.execute(body, t, poot.Grid.threads(n, body.workgroup_size), {"a": a, "b": a, "out": np.zeros(n, np.float32)})
t8 = time.perf_counter()
assert np.array_equal(r["out"], a + a), "wrong result"
ts = (t0, t1, t2, t2e, t3, t4, t5, t6, t7, t8)
names = ("import numpy", "import poot", "entry points", "registry", "probe", "load kernel", "artifact", "open device",
         "dispatch")
d = {k: ts[i + 1] - ts[i] for i, k in enumerate(names)}
d["in process"] = t8 - t0
d["heavy after import"] = after_import
d["heavy after registry"] = after_registry
print(json.dumps(d))
"""


def run_child(target: str, kernel: Path, env: dict[str, str]) -> dict:
    """One fresh process timing every phase (seconds), its wall clock, or {"error": ...}."""
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", _CHILD, target, str(kernel), ",".join(HEAVY)], env=env,
                       capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t
    if r.returncode != 0:
        return {"error": " ".join((r.stderr or r.stdout).strip().splitlines()[-1:])}
    d = json.loads(r.stdout.strip().splitlines()[-1])
    d["process wall"] = wall
    return d


def first_call(target: str, reps: int, kernel: Path = KERNEL) -> list[tuple[str, dict]]:
    """[("cold cache", row), ("warm cache, median of reps", row), ("warm cache, min", row)] for `target`."""
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, POOT_COMPILE_CACHE="1", POOT_CACHE_DIR=cache)
        cold = run_child(target, kernel, env)
        if "error" in cold or "unavailable" in cold:
            return [("cold cache", cold)]
        warm = [run_child(target, kernel, env) for _ in range(reps)]
    bad = [w for w in warm if "error" in w]
    if bad:
        return [("cold cache", cold), ("warm cache", bad[0])]
    keys = (*PHASES, "in process", "process wall")
    med = {k: statistics.median(w[k] for w in warm) for k in keys}
    low = {k: min(w[k] for w in warm) for k in keys}
    for row in (med, low):
        row["heavy after import"] = warm[-1]["heavy after import"]
        row["heavy after registry"] = warm[-1]["heavy after registry"]
    return [("cold cache", cold), (f"warm cache, median of {reps}", med), (f"warm cache, min of {reps}", low)]


def table(target: str, rows: list[tuple[str, dict]]) -> str:
    keys = (*PHASES, "in process", "process wall")
    out = [f"### first call in a fresh process on {target} (seconds)", "",
           "| run | " + " | ".join(keys) + " |", "|---|" + "---|" * len(keys)]
    for label, d in rows:
        if "error" in d or "unavailable" in d:
            out.append(f"| {label} | {'error: ' + d['error'] if 'error' in d else 'unavailable: ' + d['unavailable']} |")
            continue
        out.append(f"| {label} | " + " | ".join(f"{d[k]:.3f}" for k in keys) + " |")
    last = rows[-1][1]
    if "heavy after import" in last:
        out += ["", f"heavy modules after `import poot`: {', '.join(last['heavy after import']) or 'none'}; "
                f"after the registry: {', '.join(last['heavy after registry']) or 'none'}"]
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="oracle,vulkan")
    ap.add_argument("--reps", type=int, default=5, help="warm-cache processes per target (median and min)")
    ap.add_argument("--kernel", default=str(KERNEL))
    args = ap.parse_args()
    print(f"# first call: python {sys.version.split()[0]}, "
          f"PYTHONDONTWRITEBYTECODE={os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r}, kernel {Path(args.kernel).name}\n")
    for target in [x for x in args.targets.split(",") if x]:
        print(table(target, first_call(target, args.reps, Path(args.kernel))))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
