"""Synthesized contraction (plan/synth_matmul.py): numpy matmul semantics (2-D, batched with
broadcast, 1-D operands, edges, K = 1), a transposed operand read in place, a bias + gelu
epilogue, capped grids and f16, on the oracle against numpy and on vulkan (lavapipe)."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.plan.graph import NUMPY_DTYPES, Eqn, Graph, Tensor
from poot_core.plan.synth import Unfit
from poot_core.plan.synth_matmul import tiling
from poot_core.testing.plans import caps_of, plan_of, run

RNG = np.random.default_rng(34)




def rand(shape, dtype="f32"):
    return RNG.standard_normal(shape).astype(NUMPY_DTYPES[dtype])


def matmul_graph(sa, sb, dtype="f32"):
    a, b = Tensor("a", dtype, sa), Tensor("b", dtype, sb)
    y = Tensor("y", dtype, np.matmul(np.zeros(sa), np.zeros(sb)).shape)
    return Graph((a, b), (y,), (Eqn("matmul", (a, b), (y,)),))


SHAPES = [
    ((5, 7), (7, 3)),  # one small tile
    ((70, 33), (33, 130)),  # 8 x 8 register tiles (64 x 64 blocks) with ragged edges in M, N and K
    ((50, 33), (33, 130)),  # 4 x 4 register tiles (runs of 4 rows) with ragged edges
    ((2, 130, 21), (21, 257)),  # 64 x 64 blocks, ragged, batched
    ((9, 1), (1, 11)),  # K = 1
    ((2, 3, 9, 17), (17, 5)),  # batched a, shared b
    ((3, 1, 4, 5), (2, 5, 6)),  # broadcast batch axes
    ((17,), (17, 40)),  # vector @ matrix
    ((40, 17), (17,)),  # matrix @ vector
    ((17,), (17,)),  # dot product
    ((17,), (2, 17, 5)),  # a promoted vector against a batch
    ((2, 4, 17), (17,)),  # a batch against a vector
    ((300, 20), (20, 1)),  # a column: lanes along M
]


@pytest.mark.parametrize("sa,sb", SHAPES)
def test_matmul_numpy_semantics(sa, sb):
    a, b = rand(sa), rand(sb)
    g = matmul_graph(sa, sb)
    _, plan = plan_of(g, caps_of("oracle"))
    got = run(g, {"a": a, "b": b})["y"]
    want = np.matmul(a.astype(np.float64), b)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    m = sa[-2] if len(sa) > 1 else 1
    n = sb[-1] if len(sb) > 1 else 1
    assert plan.flops == 2 * m * n * sa[-1] * (want.size // (m * n))


def test_large_tiles_128_by_128(monkeypatch):
    """The 128 x 128 blocks of 16 x 16 lanes (chosen for outputs of many tiles: here forced on a
    small one), ragged in M, N and K, batched, with a transposed operand read in place."""
    from poot_core.plan import synth_matmul
    monkeypatch.setattr(synth_matmul, "BIG_TILES", 1)
    x, w = Tensor("x", "f32", (2, 131, 21)), Tensor("w", "f32", (259, 21))
    wt, y = Tensor("wt", "f32", (21, 259)), Tensor("y", "f32", (2, 131, 259))
    g = Graph((x, w), (y,), (Eqn("transpose", (w,), (wt,), {"perm": (1, 0)}), Eqn("matmul", (x, wt), (y,))))
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.workgroup_size == 256 and plan.grid.groups[0] * plan.grid.groups[1] == 2 * 2 * 3
    xv, wv = rand((2, 131, 21)), rand((259, 21))
    np.testing.assert_allclose(run(g, {"x": xv, "w": wv})["y"], xv.astype(np.float64) @ wv.T, rtol=1e-5, atol=1e-5)


def test_transposed_operand_is_read_in_place():
    """x @ w.T: the transpose is an index map on the loads; the kernel has no buffer but x, w, y."""
    x, w = Tensor("x", "f32", (37, 24)), Tensor("w", "f32", (50, 24))
    wt, y = Tensor("wt", "f32", (24, 50)), Tensor("y", "f32", (37, 50))
    g = Graph((x, w), (y,), (Eqn("transpose", (w,), (wt,), {"perm": (1, 0)}), Eqn("matmul", (x, wt), (y,))))
    _, plan = plan_of(g, caps_of("oracle"))
    assert sorted(b.source for b in plan.bindings) == ["input", "input", "output"]
    xv, wv = rand((37, 24)), rand((50, 24))
    np.testing.assert_allclose(run(g, {"x": xv, "w": wv})["y"], xv.astype(np.float64) @ wv.T, rtol=1e-5, atol=1e-5)


def gelu_graph(m, k, n):
    """gelu(x @ w + b) with the erf form: z * 0.5 * (1 + erf(z / sqrt(2)))."""
    x, w, b = Tensor("x", "f32", (m, k)), Tensor("w", "f32", (k, n)), Tensor("b", "f32", (n,))
    y, z = Tensor("y", "f32", (m, n)), Tensor("z", "f32", (m, n))
    c1, c2, c3 = (Tensor(f"c{i}", "f32", ()) for i in (1, 2, 3))
    t1, e, t2, t3, out = (Tensor(f"t{i}", "f32", (m, n)) for i in range(5))
    eqns = (Eqn("matmul", (x, w), (y,)), Eqn("add", (y, b), (z,)),
            Eqn("constant", (), (c1,), {"value": 1 / math.sqrt(2)}), Eqn("mul", (z, c1), (t1,)),
            Eqn("erf", (t1,), (e,)), Eqn("constant", (), (c2,), {"value": 1.0}), Eqn("add", (e, c2), (t2,)),
            Eqn("constant", (), (c3,), {"value": 0.5}), Eqn("mul", (z, c3), (t3,)), Eqn("mul", (t3, t2), (out,)))
    return Graph((x, w, b), (out,), eqns)


def np_gelu(z):
    return z * 0.5 * (1 + np.vectorize(math.erf)(z / math.sqrt(2)))


def check_gelu(m, k, n, target):
    xv, wv, bv = rand((m, k)), rand((k, n)), rand((n,))
    got = run(gelu_graph(m, k, n), {"x": xv, "w": wv, "b": bv}, target)["t4"]
    np.testing.assert_allclose(got, np_gelu(xv.astype(np.float64) @ wv + bv), rtol=1e-5, atol=2e-5)


def test_bias_gelu_epilogue():
    check_gelu(66, 19, 70, "oracle")


def test_grid_loops_within_max_groups():
    """batch x tiles beyond the capped grid: every tile is still computed once."""
    caps = caps_of("oracle", max_groups=(2, 2))
    g = matmul_graph((3, 40, 9), (9, 20))
    _, plan = plan_of(g, caps)
    assert plan.grid.groups[0] <= 2 and plan.grid.groups[1] <= 2
    a, b = rand((3, 40, 9)), rand((9, 20))
    np.testing.assert_allclose(run(g, {"a": a, "b": b}, caps=caps)["y"], np.matmul(a.astype(np.float64), b),
                               rtol=1e-5, atol=1e-5)


def test_tiling_respects_lanes_and_workgroup_memory():
    t = tiling(4096, 4096, caps_of("oracle"))
    assert (t.bm, t.bn, t.lanes, t.tk, t.rm, t.rn) == (128, 128, 256, 8, 8, 8)
    mid = tiling(512, 384, caps_of("oracle"))  # 4 x 3 tiles of 128: too few; 64 x 64 tiles of 64 lanes
    assert (mid.bm, mid.bn, mid.lanes, mid.rm) == (64, 64, 64, 8)
    assert tiling(512, 384, caps_of("oracle"), nb=64).bm == 128  # a batch of them fills the GPU
    assert tiling(40, 4096, caps_of("oracle")).rm in (1, 4)
    small = tiling(4096, 4096, caps_of("oracle", max_workgroup_size=64, max_workgroup_memory=2048))
    assert small.lanes <= 64 and small.wg_bytes <= 2048
    with pytest.raises(Unfit, match="workgroup memory"):
        tiling(1, 4096, caps_of("oracle", max_workgroup_memory=64))


def test_f16_converts_on_load_or_is_unfit():
    g = matmul_graph((20, 33), (33, 9), "f16")
    with pytest.raises(Unfit, match="f16"):
        plan_of(g, caps_of("oracle", f16=False))
    a, b = rand((20, 33), "f16"), rand((33, 9), "f16")
    got = run(g, {"a": a, "b": b})["y"]
    assert got.dtype == np.float16
    np.testing.assert_allclose(got.astype(np.float64), a.astype(np.float64) @ b.astype(np.float64),
                               rtol=2e-3, atol=2e-2)


def test_prologue_output_is_unfit():
    x, w = Tensor("x", "f32", (4, 6)), Tensor("w", "f32", (5, 6))
    wt, y = Tensor("wt", "f32", (6, 5)), Tensor("y", "f32", (4, 5))
    g = Graph((x, w), (wt, y), (Eqn("transpose", (w,), (wt,), {"perm": (1, 0)}), Eqn("matmul", (x, wt), (y,))))
    with pytest.raises(Unfit, match="before the matmul"):
        plan_of(g, caps_of("oracle"))


def test_vulkan_subset():
    try:
        caps = caps_of("vulkan")
    except Exception as e:  # no Vulkan loader / device here
        pytest.skip(f"vulkan is not available: {e}")
    check_gelu(70, 33, 130, "vulkan")
    for sa, sb in [((3, 1, 4, 5), (2, 5, 6)), ((17,), (17, 40))]:
        a, b = rand(sa), rand(sb)
        got = run(matmul_graph(sa, sb), {"a": a, "b": b}, "vulkan", caps)["y"]
        np.testing.assert_allclose(got, np.matmul(a.astype(np.float64), b), rtol=1e-5, atol=1e-5)
