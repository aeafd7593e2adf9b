"""Check elimination with arithmetic on the committed family kernels: what it removes (and which
kernels become trap-free), and that the oracle gives the same results and the same faults (every
failed site, the first faulting thread and workgroup) with it on and off - on every family case
and on adversarial shapes whose index arithmetic overflows, so the checks that stay do fire. The
runs use the pipeline's form (range_passes: the ops proven never to wrap are marked nowrap, which
the oracle asserts on every lane)."""
from __future__ import annotations

import numpy as np
import pytest
from kernel_family_cases import FAMILY
from kernel_run import buffers, grid, inputs

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import cfg, kir
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.passes.range_checks import eliminate_range_checks, range_passes
from poot_core.pootc import regen

CHECKED = [e for e in regen.load_manifest() if e.source.startswith("kernels/") and e.overflow_checks]


def _reachable_traps(body) -> int:
    live = cfg.reachable(cfg.successors(body))
    return sum(1 for b, _ in body.traps() if b in live)


def _outcome(body, bufs, g):
    try:
        return ("ok", oracle.run(body, {k: v.copy() for k, v in bufs.items()}, g))
    except KernelFault as f:
        return ("fault", tuple(f.sites), f.thread, f.group)


def _same(a, b) -> bool:
    if a[0] != b[0]:
        return False
    if a[0] == "ok":
        return all(np.array_equal(a[1][k], b[1][k], equal_nan=True) for k in a[1])
    return a[1:] == b[1:]


# what the pass removes from each checked asset (after dominated-check elimination); a change in
# the analysis that removes fewer fails here, one that removes more updates the table
REMOVED = {"matmul_tiled": 131, "matvec": 7, "q4_0_dequant": 9, "q4_0_matvec": 129, "q8_0_dequant": 10,
           "q8_0_matvec": 204, "q4_1_dequant": 7, "q4_1_matvec": 60, "sum": 6, "row_argmax": 7, "row_softmax": 11, "top1_sample": 2,
           "thread_probe": 4, "atomic_count": 0, "unguarded_read": 0, "wg_reduce": 0}
TRAP_FREE = {"thread_probe"}  # checked assets with traps that the pass leaves with none reachable


@pytest.mark.parametrize("entry", CHECKED, ids=[e.name for e in CHECKED])
def test_checks_removed_from_the_family_assets(entry):
    body = eliminate_dominated_checks(kir.read(entry.path()).body)
    after, removed = eliminate_range_checks(body)
    after.verify()
    assert len(removed) >= REMOVED[entry.kernel], removed
    assert (_reachable_traps(body) > 0 and _reachable_traps(after) == 0) == (entry.kernel in TRAP_FREE)
    assert {r.kind for r in removed} <= {"overflow", "bounds", "divide", "shift"}


RUNS = [(e, i) for e in CHECKED for i in range(len(FAMILY[e.kernel]))]
QUICK = {"row_argmax", "sum", "q8_0_dequant", "thread_probe", "unguarded_read"}  # the default selection's
RUNS = [pytest.param(e, i, marks=() if (e.kernel in QUICK and i == 0) else pytest.mark.full) for e, i in RUNS]


@pytest.mark.parametrize("entry,i", RUNS, ids=[f"{p.values[0].name}#{p.values[1]}" for p in RUNS])
def test_family_cases_fault_and_compute_the_same(entry, i):
    case = FAMILY[entry.kernel][i]
    body = kir.read(entry.path()).body
    after = range_passes(eliminate_dominated_checks(body))[0]  # the pipeline's: nowrap marks too
    d = inputs(case, f"{entry.kernel}#{i}")
    g = grid(body, case, d)
    assert _same(_outcome(body, buffers(body, d), g), _outcome(after, buffers(body, d), g))


HUGE = (2**62 + 3, 2**63 - 1, 2**63 + 5, 2**64 - 1000, 2**64 - 1)


@pytest.mark.parametrize("kernel", ["row_argmax", "sum"] + [pytest.param(k, marks=pytest.mark.full)
                                                          for k in ("row_softmax", "top1_sample", "matmul_tiled")])
def test_adversarial_shapes_fault_the_same(kernel):
    """Shapes far beyond the data: row * cols, base + c and the tiles' index sums overflow, or the
    loops end at the data's end; the faults (or results) are the same with the pass on and off, and
    some launches do fault (the checks that stay are the ones that fire)."""
    entry = next(e for e in CHECKED if e.kernel == kernel)
    body = kir.read(entry.path()).body
    after = range_passes(eliminate_dominated_checks(body))[0]  # the pipeline's: nowrap marks too
    case = FAMILY[kernel][0]
    faulted = 0
    for k, huge in enumerate(HUGE):
        d = inputs(case, f"{kernel}#adv{k}")
        key = "dims" if kernel == "matmul_tiled" else "shape"
        dims = d[key].copy()
        dims[-1 if kernel != "matmul_tiled" else k % 3] = np.uint64(huge)
        d[key] = dims
        g = grid(body, case, inputs(case, f"{kernel}#adv{k}"))
        want = _outcome(body, buffers(body, d), g)
        faulted += want[0] == "fault"
        assert _same(want, _outcome(after, buffers(body, d), g)), (kernel, huge)
    assert faulted >= 1
