"""Oracle throughput: elementwise add over 2^20 threads and a 64-lane LDS tree reduction over 2^14
workgroups (issue 2's targets: < 2 s and < 10 s on a 2-core machine), plus atomics, a Wmma
GEMM and two imported kernels from assets/ (when present).

    .venv/bin/python bench/oracle_bench.py          # prints a markdown table

Each body is built with poot_core.ir.builder.Builder; each time is the median of 3 runs; every
result is checked against numpy before its time is reported. The oracle runs with its defaults
(the race check on); bench/oracle_racecheck.py times each row with the check on and off.
"""
from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing import samples


def elementwise_add() -> N.Body:
    kb = Builder("elementwise_add", 64)
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.load(a, i, checked=True),
                                                                    kb.load(b, i, checked=True))))
    kb.ret()
    return kb.build()


def lds_tree_reduce() -> N.Body:
    kb = Builder("lds_tree_reduce", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, 64)
    lane, g = kb.local_index(), kb.group_index()
    kb.wg_write(0, lane, kb.load(a, kb.add(kb.mul(g, 64), lane), checked=True))
    kb.barrier()
    s = kb.var(USIZE, 32, "s")

    def level():
        kb.if_(kb.lt(lane, s), lambda: kb.wg_write(0, lane, kb.add(kb.wg_read(0, lane),
                                                                   kb.wg_read(0, kb.add(lane, s)))))
        kb.barrier()
        kb.set(s, N.BinOp("shr", s, N.Const(USIZE, 1)))
    kb.while_(lambda: kb.gt(s, N.Const(USIZE, 0)), level)
    kb.if_(kb.eq(lane, N.Const(USIZE, 0)), lambda: kb.store(out, g, kb.wg_read(0, 0), checked=True))
    kb.ret()
    return kb.build()


def _time(fn, reps: int = 3) -> tuple[float, object]:
    times, res = [], None
    for _ in range(reps):
        t0 = time.perf_counter()
        res = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), res


@dataclass
class Case:
    """One benchmark row: `run(racecheck)` dispatches once; `ok(outputs)` checks against numpy."""

    name: str
    size: str
    run: Callable[[bool | None], dict]
    ok: Callable[[dict], bool]
    target: float | None = None


def _assets(rng) -> list[Case]:
    """Imported kernels from assets/ (pootc output), when present: a tiled matmul, row softmax."""
    from pathlib import Path

    from poot_core.ir import kir
    root = Path(__file__).resolve().parent.parent / "assets"
    rows = []
    f = root / "contraction" / "matmul_tiled.kir.json"
    if f.exists():
        mm, m = kir.read(f).body, 256
        a, b = rng.standard_normal(m * m).astype(np.float32), rng.standard_normal(m * m).astype(np.float32)
        mbufs = {"a": a, "b": b, "dims": np.array([m, m, m], np.uint64), "out": np.zeros(m * m, np.float32)}
        ref = a.reshape(m, m).astype(np.float64) @ b.reshape(m, m)
        rows.append(Case("assets/contraction/matmul_tiled f32", "256^3 (4 groups x 256, 128 x 128 blocks, K loop)",
                         lambda rc: run(mm, mbufs, Grid((m // 128, m // 128), mm.workgroup_size), racecheck=rc),
                         lambda got: np.abs(got["out"].reshape(m, m) - ref).max() <= 1e-4 * np.abs(ref).max()))
    f = root / "sampling" / "row_softmax.kir.json"
    if f.exists():
        sm, r, c = kir.read(f).body, 4096, 1024
        x = (rng.standard_normal(r * c) * 4).astype(np.float32)
        sbufs = {"x": x, "shape": np.array([r, c], np.uint64), "out": np.zeros(r * c, np.float32)}
        e = np.exp(x.reshape(r, c).astype(np.float64) - x.reshape(r, c).max(1, keepdims=True))
        want = e / e.sum(1, keepdims=True)
        rows.append(Case("assets/sampling/row_softmax f32", "4096 rows x 1024 (one group per row)",
                         lambda rc: run(sm, sbufs, Grid((r, 1), sm.workgroup_size), racecheck=rc),
                         lambda got: np.abs(got["out"].reshape(r, c) - want).max() <= 1e-5))
    return rows


def cases() -> list[Case]:
    """Every benchmark row (inputs drawn from one seeded rng)."""
    rng = np.random.default_rng(0)
    rows = []

    n = 1 << 20
    a, b = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    add = elementwise_add()
    rows.append(Case("elementwise add f32", f"2^20 threads ({n // 64} groups x 64)",
                     lambda rc: run(add, {"a": a, "b": b, "out": np.zeros(n, np.float32)}, Grid.threads(n, 64),
                                    racecheck=rc),
                     lambda got: np.array_equal(got["out"], a + b), 2.0))

    groups = 1 << 14
    x = rng.standard_normal(groups * 64).astype(np.float32)
    red = lds_tree_reduce()
    rows.append(Case("LDS tree reduction f32 (6 barriers)", "2^14 groups x 64 lanes",
                     lambda rc: run(red, {"a": x, "out": np.zeros(groups, np.float32)}, Grid((groups, 1), 64),
                                    racecheck=rc),
                     lambda got: np.array_equal(got["out"], samples.tree_reduce_ref(x)) and np.allclose(
                         got["out"], x.reshape(groups, 64).sum(1, dtype=np.float64), atol=1e-4), 10.0))

    nt = 1 << 18
    cnt = samples.atomic_counter()
    rows.append(Case("atomic counter u32", "2^18 threads",
                     lambda rc: run(cnt, {"counter": np.zeros(1, np.uint32), "old": np.zeros(nt, np.uint32)},
                                    Grid.threads(nt, 64), racecheck=rc),
                     lambda got: got["counter"][0] == nt and np.array_equal(got["old"], np.arange(nt, dtype=np.uint32))))

    m = 256
    A = rng.standard_normal((m, m)).astype(np.float16)
    B = rng.standard_normal((m, m)).astype(np.float16)
    gemm = samples.wmma_gemm(m, m, m)
    ref = A.astype(np.float64) @ B.astype(np.float64)
    rows.append(Case("Wmma GEMM f16 -> f32", "256^3, 16x16x16 tiles",
                     lambda rc: run(gemm, {"a": A.ravel(), "b": B.ravel(), "c": np.zeros(m * m, np.float32)},
                                    Grid(((m // 16) ** 2 // 2, 1), 64), racecheck=rc),
                     lambda got: np.abs(got["c"].reshape(m, m) - ref).max() <= 1e-4 * np.abs(ref).max()))

    rows += _assets(rng)
    return rows


def machine() -> str:
    return (f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"numpy {np.__version__}")


def main() -> int:
    rows = []
    for c in cases():
        t, got = _time(lambda: c.run(None))  # the oracle's defaults (the race check on)
        rows.append((c.name, c.size, t, c.target, bool(c.ok(got))))
    print(f"machine: {machine()}\n")
    print("| work | size | median of 3 (s) | target (s) | checked vs numpy |")
    print("|---|---|---|---|---|")
    for name, size, t, target, ok in rows:
        tgt = f"< {target:g}" if target else "-"
        print(f"| {name} | {size} | {t:.3f} | {tgt} | {'ok' if ok else 'MISMATCH'} |")
    bad = [r for r in rows if not r[4] or (r[3] is not None and r[2] >= r[3])]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
