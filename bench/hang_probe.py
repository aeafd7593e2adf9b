"""One dispatch of a checked family kernel at one size on a GPU target, timed phase by phase and
checked against numpy: the bisection driver of bench/h200_hang.sh (a kernel that does not finish
shows as the phase it stopped in).

    python3 bench/hang_probe.py KERNEL SIZE [--target ptx]      e.g. row_argmax 2048x131072
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path[:0] = [ROOT] + [os.path.join(ROOT, "plugins", d) for d in ("poot_ptx", "poot_vulkan", "poot_wgpu")]

from poot_core import bench, family  # noqa: E402
from poot_core.exec import execute  # noqa: E402

T0 = time.perf_counter()


def say(what: str) -> None:
    print(f"[{time.perf_counter() - T0:6.2f} s] {what}", flush=True)


def want(name: str, a: dict[str, np.ndarray], s: tuple[int, ...]) -> np.ndarray:
    base = name.removesuffix("_nt")
    if base == "row_argmax":
        return np.argmax(a["x"].reshape(s), axis=1).astype(np.uint32)
    if base == "matmul_tiled":
        m, n, k = s
        return (a["a"].reshape(m, k).astype(np.float64) @ a["b"].reshape(k, n)).astype(np.float32).reshape(-1)
    raise SystemExit(f"no numpy reference for {name}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("kernel")
    ap.add_argument("size")
    ap.add_argument("--target", default="ptx")
    args = ap.parse_args()
    s = tuple(int(x) for x in args.size.split("x"))
    body = family.body(args.kernel)
    spec = bench.SPECS[args.kernel.removesuffix("_nt")]
    say(f"{args.kernel} {args.size} on {args.target}: POOT_CHECK_RANGES={os.environ.get('POOT_CHECK_RANGES', '')} "
        f"POOT_LLVM_TRAPS={os.environ.get('POOT_LLVM_TRAPS', '')} wg {body.workgroup_size}")
    a = spec.make(s, np.random.default_rng(3))
    grid = spec.grid(s, body.workgroup_size)
    say(f"inputs made; grid {grid}")
    from poot_core import plugins
    from poot_core.compile import compile_cached
    tgt = plugins.targets()[args.target]
    compile_cached(body, tgt)
    say("compiled")
    out = execute(body, tgt, grid, a)
    say("first dispatch done")
    t = time.perf_counter()
    out = execute(body, tgt, grid, a)
    say(f"second dispatch done ({1e3 * (time.perf_counter() - t):.1f} ms with transfers)")
    got = out["out"]
    w = want(args.kernel, a, s)
    if got.dtype.kind == "f":
        err = float(np.max(np.abs(got - w)) / max(1e-30, float(np.max(np.abs(w)))))
        say(f"max relative error {err:.2e}: {'ok' if err < 1e-4 else 'WRONG'}")
    else:
        bad = int(np.count_nonzero(got != w))
        say(f"{bad} of {w.size} wrong: {'ok' if bad == 0 else 'WRONG'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
