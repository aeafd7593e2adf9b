"""Cost of zeroing workgroup arrays at kernel entry (docs/execution-contract.md): the wg_reduce asset
(one 64-slot array, 64 lanes) timed on the vulkan and wgpu targets, best of 15 dispatches of
4096 workgroups each, after a warm-up that builds the pipeline. Run here on lavapipe:

    .venv/bin/python bench/lavapipe_wg_zero.py

(on a GPU: POOT_VULKAN_DEVICE=<gpu> for vulkan). Every result is checked against numpy first.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from poot_core import plugins
from poot_core.ir import kir
from poot_core.target import Grid

ASSET = Path(__file__).resolve().parent.parent / "assets" / "probe" / "wg_reduce.kir.json"
GROUPS, REPEAT = 4096, 15


def main(targets: list[str]) -> None:
    body = kir.read(ASSET).body
    a = np.random.default_rng(1).uniform(-1, 1, 64).astype(np.float32)
    want = np.float32(0)
    for x in a:  # the kernel's own order: lane 0 adds slots 0..63 one after another
        want = np.float32(want + x)
    bufs = {"a": a, "out": np.zeros(1, np.float32)}
    grid = Grid((GROUPS, 1), body.workgroup_size)
    for name in targets:
        t = plugins.get_target(name)
        av = t.probe()
        if not av.available:
            print(f"{name}: skipped ({av.reason})")
            continue
        dev = t.open()
        art = t.compile(body)
        out = dev.run(art, bufs, grid)  # warm: pipeline build
        assert out["out"][0] == want, (out["out"][0], want)
        best = min(_time(dev, art, bufs, grid) for _ in range(REPEAT))
        print(f"{name} ({av.device}): wg_reduce x {GROUPS} workgroups: {best * 1e3:.2f} ms (best of {REPEAT})")


def _time(dev, art, bufs, grid) -> float:
    t0 = time.perf_counter()
    dev.run(art, bufs, grid)
    return time.perf_counter() - t0


if __name__ == "__main__":
    main(sys.argv[1:] or ["vulkan", "wgpu"])
