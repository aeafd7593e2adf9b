"""Cost of the SPIR-V loop guard (lavapipe's loop-limit detection) and of the loop budget on the
vulkan target: a loop-bound kernel timed with each option, best of 5 (run on lavapipe here;
on a GPU: POOT_VULKAN_DEVICE=<gpu> .venv/bin/python bench/lavapipe_loop_guard.py)."""
from __future__ import annotations

import sys
import time

import numpy as np

sys.path.insert(0, "tests")
from test_faults import counting  # noqa: E402

from poot_core import plugins  # noqa: E402
from poot_core.target import Grid  # noqa: E402


def main() -> None:
    t = plugins.get_target("vulkan")
    dev = t.open()
    trips, n = 20_000, 64 * 64
    body = counting((trips,))
    bufs = {"out": np.zeros(n, np.uint32), "n": np.array([trips], np.uint32)}
    print(f"device: {t.probe().device}; {n} threads x {trips} loop iterations")
    for opts in ({"loop_guard": False, "loop_budget": 0}, {"loop_guard": True, "loop_budget": 0},
                 {"loop_guard": False, "loop_budget": 1 << 30}):
        art = t.compile(body, **opts)
        dev.run(art, bufs, Grid.threads(n, 64))  # warm: pipeline build
        best = min(_time(dev, art, bufs, n) for _ in range(5))
        print(f"{opts}: {best * 1e3:.1f} ms")


def _time(dev, art, bufs, n) -> float:
    t0 = time.perf_counter()
    out = dev.run(art, bufs, Grid.threads(n, 64))
    assert (out["out"] == bufs["n"][0]).all()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
