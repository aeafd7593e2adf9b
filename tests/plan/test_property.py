"""The planner's property test: random graphs of elementwise, reduction, matmul and index ops.

For each graph: the oracle's Program (fused) equals the numpy reference; the fused and the unfused
Programs agree within the execution contract; on vulkan (lavapipe) the Program equals the oracle's.
Floats are compared with a tolerance: fused kernels evaluate the same primitives in another order
(a matmul's sum, a reduction's tree), tanh and erf are polynomial approximations bounded in
poot_core.plan.expr.
"""
from __future__ import annotations

import numpy as np
import pytest

import poot
from poot_core.plan import reference
from poot_core.testing.random_graphs import random_graph

SEEDS = range(40)


def _close(got: dict, want: dict, what: str) -> None:
    assert set(got) == set(want), what
    for k, w in want.items():
        g = got[k]
        assert g.shape == w.shape and g.dtype == w.dtype, f"{what}: {k}"
        if w.dtype.kind == "f":
            np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=1e-4, atol=1e-5,
                                       err_msg=f"{what}: {k}")
        else:
            np.testing.assert_array_equal(g, w, err_msg=f"{what}: {k}")


@pytest.mark.parametrize("seed", SEEDS)
def test_oracle_program_matches_the_reference_fused_and_unfused(seed):
    g, ins = random_graph(seed)
    want = reference.run(g, ins)
    fused, unfused = poot.compile(g, "oracle"), poot.compile(g, "oracle", fuse=False)
    assert len(fused.steps) <= len(unfused.steps)
    got_fused, got_unfused = fused.run(ins), unfused.run(ins)
    _close(got_fused, want, f"seed {seed}: fused oracle program vs the numpy reference")
    _close(got_unfused, want, f"seed {seed}: unfused oracle program vs the numpy reference")
    _close(got_fused, got_unfused, f"seed {seed}: fused vs unfused")


def test_fusion_happens_on_the_random_graphs():
    """The property above is not vacuous: most random graphs fuse into fewer dispatches."""
    fewer = sum(len(poot.compile(g, "oracle").steps) < len(poot.compile(g, "oracle", fuse=False).steps)
                for g, _ in (random_graph(s) for s in SEEDS))
    assert fewer >= len(SEEDS) // 2, fewer


def _runnable(name: str) -> None:
    """Skip unless target `name` is installed and has a device here (naming what is missing)."""
    try:
        t = poot.get_target(name)
    except poot.PootError as e:
        pytest.skip(f"the {name} target is not installed: {e}")
    a = t.probe()
    if not a.available:
        pytest.skip(f"{name} has no device here: {a.reason}")


@pytest.mark.parametrize("target", ["vulkan", "wgpu", "ptx", "rocm"])
@pytest.mark.parametrize("seed", range(0, 40, 8))
def test_device_program_matches_the_oracle(target, seed):
    _runnable(target)
    g, ins = random_graph(seed)
    prog = poot.compile(g, target)
    got = prog.run(ins, check=True)  # every step against the oracle under the target's contract
    _close(got, poot.compile(g, "oracle").run(ins), f"seed {seed}: {target} vs oracle")
    _close(got, reference.run(g, ins), f"seed {seed}: {target} vs the numpy reference")
