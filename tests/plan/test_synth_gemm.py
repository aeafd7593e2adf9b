"""The tensor-core GEMM (plan/synth_gemm.py) on the oracle against numpy: shapes that are no
multiple of 16 (every copy path: 8-, 4- and 2-wide async copies, plain fills), batches with
broadcast, operands read through a transpose, prologues and an epilogue, f32 results from f16
casts, capped grids and small workgroup memory; which targets get it and which fall back to the
SIMT matmul."""
from __future__ import annotations

import math

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.synth import Unfit
from poot_core.plan.synth_gemm import gemm_tiling, gemm_unfit, gemm_wg_bytes, source_of
from poot_core.plan.region import make_region
from poot_core.testing.plans import caps_of, plan_of, run

RNG = np.random.default_rng(1313)


def f16(shape):
    return RNG.standard_normal(shape).astype(np.float16)


def out_shape(sa, sb):
    return np.matmul(np.zeros(sa), np.zeros(sb)).shape


def mm_graph(sa, sb, ta=False, tb=False, dtype="f16"):
    """a @ b with a (b) given transposed in memory when ta (tb): the region reads it through a
    last-two-axes transpose."""
    eqns, ins = [], []

    def operand(name, shape, t):
        if not t:
            x = Tensor(name, dtype, shape)
            ins.append(x)
            return x
        raw = Tensor(name, dtype, shape[:-2] + (shape[-1], shape[-2]))
        ins.append(raw)
        x = Tensor(name + "t", dtype, shape)
        r = len(shape)
        eqns.append(Eqn("transpose", (raw,), (x,), {"perm": tuple(range(r - 2)) + (r - 1, r - 2)}))
        return x
    a, b = operand("a", sa, ta), operand("b", sb, tb)
    y = Tensor("y", dtype, out_shape(sa, sb))
    eqns.append(Eqn("matmul", (a, b), (y,)))
    return Graph(tuple(ins), (y,), tuple(eqns))


def arrays(g):
    return {t.id: f16(t.shape) for t in g.inputs}


def logical(g, xs, name):
    x = xs[name].astype(np.float64)
    return np.swapaxes(x, -1, -2) if any(e.prim == "transpose" and e.inputs[0].id == name for e in g.eqns) else x


def assert_f16_close(got, want64):
    """`got` (f16) is the f64 product rounded once, give or take the f32 accumulation: within one
    f16 ulp of the correctly rounded result."""
    want = want64.astype(np.float16)
    assert got.dtype == np.float16 and got.shape == want.shape
    err = np.abs(got.astype(np.float64) - want.astype(np.float64))
    ulp = np.spacing(np.abs(want)).astype(np.float64)
    assert (err <= ulp).all(), f"max error {err.max()} ulps {(err / ulp).max()}"


SHAPES = [
    ((32, 32), (32, 32), False, False),  # one 32 x 32 tile, 8-wide copies
    ((20, 33), (33, 9), False, False),  # odd K and N: plain fills, ragged everywhere
    ((70, 36), (36, 130), False, False),  # 4-wide copies of A, 2-wide of B, 128 x 128 tiles with edges
    ((45, 18), (18, 52), False, False),  # 2-wide copies of A, 4-wide of B, K = 18: a second, ragged K step
    ((2, 37, 48), (48, 24), False, True),  # batched a, x @ w.T (B staged transposed)
    ((48, 40), (40, 24), True, False),  # a.T @ b (A staged transposed)
    ((3, 1, 20, 40), (2, 40, 24), False, False),  # broadcast batch axes
    ((130, 64), (64, 136), False, False),  # a second tile in M and N
    ((16, 8), (8, 16), False, False),  # K < 16: one zero-padded K step
    ((256, 64), (64, 256), False, False),  # whole 128 x 128 x 32 tiles only: copies without `valid`
    ((2, 128, 64), (64, 128), False, True),  # whole tiles, batched, B staged transposed
]


@pytest.mark.parametrize("sa,sb,ta,tb", SHAPES)
def test_gemm_matches_numpy(sa, sb, ta, tb):
    g = mm_graph(sa, sb, ta, tb)
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.name.startswith("gemm_f16") and plan.body.uses_wmma()
    xs = arrays(g)
    got = run(g, xs)["y"]
    assert_f16_close(got, np.matmul(logical(g, xs, "a"), logical(g, xs, "b")))
    m, n, k = sa[-2], sb[-1], sa[-1]
    assert plan.flops == 2 * m * n * k * (math.prod(out_shape(sa, sb)) // (m * n))


def test_whole_tiles_copy_without_valid_and_edge_tiles_with_it():
    """Where the tile sides divide the operand every copy lies inside it: no edge test and no
    `valid` (SPIR-V then loads one vector a copy); a ragged operand keeps both on all its copies."""
    def copies(g):
        body = plan_of(g, caps_of("oracle"))[1].body
        return [s for b in body.blocks for s in b.stmts if isinstance(s, N.AsyncCopy)]
    whole = copies(mm_graph((256, 64), (64, 256)))
    assert whole and all(c.valid is None for c in whole)
    ragged = copies(mm_graph((130, 64), (64, 136)))
    assert ragged and all(c.valid is not None for c in ragged)


def test_copy_paths_follow_the_row_lengths():
    """8/4/2-wide async copies where the contiguous axis allows them, a plain fill otherwise."""
    for k, vec in ((48, 8), (36, 4), (18, 2), (33, 1)):
        g = mm_graph((20, k), (k, 24))
        r = make_region(g, (0,), "r0")
        a, b = r.desc.anchor.inputs
        assert source_of(r.desc, a).vec == vec
        assert (source_of(r.desc, a).pos is None) == (vec == 1)
    g = mm_graph((20, 40), (40, 24), tb=True)
    r = make_region(g, (0, 1), "r0")
    s = source_of(r.desc, r.desc.anchor.inputs[1])
    assert s.swap and s.pos is not None and s.vec == 8
    _, plan = plan_of(g, caps_of("oracle"))
    copies = [st for blk in plan.body.blocks for st in blk.stmts if isinstance(st, N.AsyncCopy)]
    assert copies and all(c.count == 8 and c.valid is not None for c in copies)


def test_prologue_epilogue_and_f32_result():
    """gelu-ish epilogue on f16 (x * 0.5 + bias, tanh), a prologue on A (a scale: plain fill), and
    an f32 result from f16 operands cast to f32."""
    m, k, n = 37, 40, 50
    x, w, bias = Tensor("x", "f16", (m, k)), Tensor("w", "f16", (k, n)), Tensor("bias", "f16", (n,))
    h, xs_, y, z, t, c = (Tensor(nm, "f16", s) for nm, s in
                          (("h", ()), ("xs", (m, k)), ("y", (m, n)), ("z", (m, n)), ("t", (m, n)), ("c", ())))
    g = Graph((x, w, bias), (t,), (Eqn("constant", (), (h,), {"value": 0.5}), Eqn("mul", (x, h), (xs_,)),
                                   Eqn("matmul", (xs_, w), (y,)), Eqn("add", (y, bias), (z,)),
                                   Eqn("tanh", (z,), (t,))))
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.name.startswith("gemm_f16")
    xv, wv, bv = f16((m, k)), f16((k, n)), f16((n,))
    got = run(g, {"x": xv, "w": wv, "bias": bv})["t"].astype(np.float64)
    y16 = ((xv * np.float16(0.5)).astype(np.float64) @ wv.astype(np.float64)).astype(np.float16)
    want = np.tanh((y16 + bv).astype(np.float16).astype(np.float64))
    np.testing.assert_allclose(got, want, atol=2 * 2.0 ** -11, rtol=2.0 ** -10)
    del c

    a, b = Tensor("a", "f16", (33, 40)), Tensor("b", "f16", (40, 21))
    af, bf, y32 = Tensor("af", "f32", (33, 40)), Tensor("bf", "f32", (40, 21)), Tensor("y", "f32", (33, 21))
    g = Graph((a, b), (y32,), (Eqn("cast", (a,), (af,), {"dtype": "f32"}), Eqn("cast", (b,), (bf,), {"dtype": "f32"}),
                               Eqn("matmul", (af, bf), (y32,))))
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.name.startswith("gemm_f16")
    av, bv2 = f16((33, 40)), f16((40, 21))
    got = run(g, {"a": av, "b": bv2})["y"]
    want = av.astype(np.float64) @ bv2.astype(np.float64)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=0, atol=2.0 ** -20 * np.abs(want).max())


def test_grid_loops_within_max_groups():
    caps = caps_of("oracle", max_groups=(2, 1))
    g = mm_graph((3, 40, 24), (24, 40))
    _, plan = plan_of(g, caps)
    assert plan.grid.groups == (2, 1)
    xs = arrays(g)
    assert_f16_close(run(g, xs, caps=caps)["y"], np.matmul(xs["a"].astype(np.float64), xs["b"].astype(np.float64)))


def test_tiling_fits_the_target():
    big = gemm_tiling(4096, 4096, 4096, caps_of("oracle"), False, False)
    assert (big.bm, big.bn, big.bk, big.lanes, big.stages) == (128, 128, 32, 128, 2)
    assert gemm_wg_bytes(big, False, False) <= 48 * 1024
    bt = gemm_tiling(4096, 4096, 4096, caps_of("oracle"), False, True)  # x @ w.T: B staged [BN][BK]
    assert gemm_wg_bytes(bt, False, True) <= 48 * 1024 and bt.bm == 128
    small_caps = caps_of("oracle", max_workgroup_memory=12 * 1024, max_workgroup_size=64)
    small = gemm_tiling(4096, 4096, 4096, small_caps, False, False)
    assert small.lanes <= 64 and gemm_wg_bytes(small, False, False) <= 12 * 1024
    g = mm_graph((40, 40), (40, 40))
    xs = arrays(g)
    assert_f16_close(run(g, xs, caps=small_caps)["y"], xs["a"].astype(np.float64) @ xs["b"].astype(np.float64))
    with pytest.raises(Unfit, match="workgroup memory"):
        gemm_tiling(64, 64, 64, caps_of("oracle", max_workgroup_memory=1024), False, False)


def test_who_gets_tensor_cores():
    """f16 matrices on a Wmma target; the SIMT matmul otherwise (no Wmma, a vector operand, f32
    operands that are not f16 values), with the reason kept."""
    r = make_region(mm_graph((32, 32), (32, 32)), (0,), "r0")
    assert gemm_unfit(r.desc, caps_of("oracle")) is None
    assert "16x16x16 Wmma" in gemm_unfit(r.desc, caps_of("oracle", wmma_shapes=()))
    assert "f16" in gemm_unfit(r.desc, caps_of("oracle", f16=False))
    vec = make_region(mm_graph((32,), (32, 16)), (0,), "r0")
    assert "matrix-vector" in gemm_unfit(vec.desc, caps_of("oracle"))
    f32 = make_region(mm_graph((32, 32), (32, 32), dtype="f32"), (0,), "r0")
    assert "tensor cores take f16" in gemm_unfit(f32.desc, caps_of("oracle"))
    g = mm_graph((20, 24), (24, 9))
    _, plan = plan_of(g, caps_of("oracle", wmma_shapes=()))
    assert plan.body.name.startswith("matmul_") and not plan.body.uses_wmma()
    xs = arrays(g)
    got = run(g, xs, caps=caps_of("oracle", wmma_shapes=()))["y"]
    np.testing.assert_allclose(got.astype(np.float64), xs["a"].astype(np.float64) @ xs["b"].astype(np.float64),
                               rtol=2e-3, atol=2e-2)


def test_plan_eqn_on_the_gpu_targets():
    """ptx (sm_70+ reports 16x16x16 Wmma) binds the tensor-core GEMM; lavapipe (no cooperative
    matrix) and wgpu the SIMT matmul."""
    from poot_core.plan.catalog import plan_eqn

    r = make_region(mm_graph((64, 64), (64, 64)), (0,), "r0")
    assert plan_eqn(r, "ptx").body.name.startswith("gemm_f16")
    for t in ("vulkan", "wgpu"):
        try:
            plan = plan_eqn(r, t)
        except Exception as e:  # no device to ask for capabilities here
            pytest.skip(f"{t} is not available: {e}")
        assert not plan.body.uses_wmma()


def test_forced_tiling_knob(monkeypatch):
    """POOT_GEMM_TILE: a one-stage ring of 1 x 1 warps (16 x 16 tiles, BK 16) still matches numpy;
    a tiling that does not fit is Unfit, a malformed one a UsageError."""
    from poot_core.errors import UsageError
    from poot_core.plan import synth

    monkeypatch.setenv("POOT_GEMM_TILE", "1,1,1,1,16,1")
    synth.synthesize.cache_clear()
    g = mm_graph((37, 40), (40, 21))
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.workgroup_size == 32 and plan.grid.groups[0] == 3 * 2
    xs = arrays(g)
    assert_f16_close(run(g, xs)["y"], xs["a"].astype(np.float64) @ xs["b"].astype(np.float64))
    monkeypatch.setenv("POOT_GEMM_TILE", "4,4,4,4,32,2")
    with pytest.raises(Unfit, match="POOT_GEMM_TILE"):
        gemm_tiling(64, 64, 64, caps_of("oracle"), False, False)
    monkeypatch.setenv("POOT_GEMM_TILE", "2,2,4")
    with pytest.raises(UsageError, match="six positive integers"):
        gemm_tiling(64, 64, 64, caps_of("oracle"), False, False)
    monkeypatch.delenv("POOT_GEMM_TILE")
    synth.synthesize.cache_clear()


@pytest.mark.parametrize("m,n,k,dtype", [(130, 136, 72, "f16"), (64, 40, 24, "f16"), (70, 20, 33, "f16")])
def test_a_plain_f16_gemm_takes_the_wgmma_loop_where_the_target_has_it(m, n, k, dtype, monkeypatch):
    """With POOT_GEMM_MAINLOOP=wgmma and warpgroup MMA (ptx on sm_90) a plain f16 matmul of two
    inputs is the sm_90 wgmma body
    (async copies where K and N are multiples of 8, the register loop otherwise); the oracle runs
    it within the contract's f16 bound of numpy (2^-10 x max|want|: the f32 sums are rounded after
    every 16 of K, then to f16)."""
    monkeypatch.setenv("POOT_GEMM_MAINLOOP", "wgmma")
    g = mm_graph((m, k), (k, n), dtype=dtype)
    caps = caps_of("oracle", warpgroup_mma=True)
    _, plan = plan_of(g, caps)
    assert plan.body.uses_wgmma() and not plan.body.uses_wmma()
    assert plan.flops == 2 * m * n * k and plan.grid.workgroup_size == 256
    xs = arrays(g)
    got = run(g, xs, caps=caps)["y"]
    want = np.matmul(logical(g, xs, "a"), logical(g, xs, "b"))
    assert got.dtype == np.float16 and got.shape == want.shape
    assert np.abs(got.astype(np.float64) - want).max() <= 2.0 ** -10 * np.abs(want).max()


def test_fused_or_batched_gemms_and_the_default_keep_the_wmma_loop(monkeypatch):
    caps = caps_of("oracle", warpgroup_mma=True)
    _, plan = plan_of(mm_graph((32, 32), (32, 32)), caps)  # the default: the Wmma loop
    assert plan.body.uses_wmma() and not plan.body.uses_wgmma()
    monkeypatch.setenv("POOT_GEMM_MAINLOOP", "wgmma")
    for g in (mm_graph((2, 20, 40), (40, 24)), mm_graph((20, 40), (40, 24), tb=True)):  # a batch; x @ w.T
        _, plan = plan_of(g, caps)
        assert plan.body.uses_wmma() and not plan.body.uses_wgmma()
    monkeypatch.setenv("POOT_GEMM_MAINLOOP", "fast")
    from poot_core.errors import UsageError
    with pytest.raises(UsageError, match="POOT_GEMM_MAINLOOP"):
        plan_of(mm_graph((48, 32), (32, 48)), caps)  # (a shape not planned above: plans are memoized)


# --- the pipelined wgmma loop and the automatic choice ---------------------------------------------
def _hopper():
    return caps_of("oracle", warpgroup_mma=True, max_workgroup_memory_optin=227 * 1024)


def test_wgmma_with_dynamic_shared_memory_takes_the_pipelined_loop(monkeypatch):
    """POOT_GEMM_MAINLOOP=wgmma on a target with the opt-in: the pipelined body with
    POOT_GEMM_SM90_TILE's tile, within the f16 bound of numpy on the oracle."""
    monkeypatch.setenv("POOT_GEMM_MAINLOOP", "wgmma")
    monkeypatch.setenv("POOT_GEMM_SM90_TILE", "1,64,32,3,1")
    g = mm_graph((130, 72), (72, 136))
    _, plan = plan_of(g, _hopper())
    assert plan.body.name.startswith("gemm_sm90_pipe_") and plan.grid.groups == (3, 3)
    assert plan.grid.workgroup_size == 128 and plan.body.wg_bytes() == 3 * 2 * (64 * 32 + 32 * 64)
    xs = arrays(g)
    got = run(g, xs, caps=_hopper())["y"]
    want = np.matmul(logical(g, xs, "a"), logical(g, xs, "b"))
    assert np.abs(got.astype(np.float64) - want).max() <= 2.0 ** -10 * np.abs(want).max()


def test_the_automatic_choice_is_the_wmma_loop_until_switched_on(monkeypatch):
    from poot_core.plan import synth_gemm
    caps = _hopper()
    big = 2 * 2048 ** 3
    assert synth_gemm.mainloop(caps, big) == "wmma"  # AUTO_WGMMA is off: the default is unchanged
    monkeypatch.setattr(synth_gemm, "AUTO_WGMMA", True)
    assert synth_gemm.mainloop(caps, big) == "wgmma"
    assert synth_gemm.mainloop(caps, 2 * 256 ** 3) == "wmma"  # a small GEMM keeps the Wmma loop
    assert synth_gemm.mainloop(caps_of("oracle", warpgroup_mma=True), big) == "wmma"  # no room for the stages
    assert synth_gemm.mainloop(caps_of("oracle"), big) == "wmma"  # no warpgroup MMA
    monkeypatch.setenv("POOT_GEMM_MAINLOOP", "wmma")
    assert synth_gemm.mainloop(caps, big) == "wmma"


def test_a_bad_sm90_tile_is_a_usage_error(monkeypatch):
    from poot_core.errors import UsageError
    from poot_core.plan import synth_gemm
    monkeypatch.setenv("POOT_GEMM_SM90_TILE", "2,256,64,2,1")
    with pytest.raises(UsageError, match=r"POOT_GEMM_SM90_TILE='2,256,64,2,1': .*stages=2"):
        synth_gemm.sm90_tile()
    monkeypatch.setenv("POOT_GEMM_SM90_TILE", "2,256,64,4,1,8")
    assert synth_gemm.sm90_tile().group_m == 8
