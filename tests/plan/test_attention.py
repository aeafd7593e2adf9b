"""Attention: the graph primitive (shape rule, numpy reference, ops.attention, fusion) and its two
synthesized bodies - tensor cores (plan/synth_flash.py, f16) and SIMT (plan/synth_attention.py,
every target) - on the oracle against the reference, causal or not, with sequence lengths that are
no multiple of the blocks, Lq != Lk, head sizes 16 to 64 (and one that is no multiple of 16),
prologues and epilogues; the SIMT body also on vulkan (lavapipe)."""
from __future__ import annotations

import math

import numpy as np
import pytest

import poot
from poot import ops
from poot_core.errors import GraphError
from poot_core.plan import codec, fuse, reference
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.region import make_region
from poot_core.plan.synth_flash import flash_tiling, flash_unfit
from poot_core.testing.plans import caps_of, plan_of, run

RNG = np.random.default_rng(1314)


def naive(q, k, v, causal, scale):
    """softmax(q k^T * scale) v one query at a time (f64), the mask j <= i when causal."""
    out = np.zeros(q.shape[:-1] + (v.shape[-1],))
    for idx in np.ndindex(*q.shape[:-2]):
        for i in range(q.shape[-2]):
            s = np.array([q[idx][i] @ k[idx][j] * scale for j in range(k.shape[-2])])
            keep = np.arange(k.shape[-2]) <= i if causal else np.ones(k.shape[-2], bool)
            p = np.where(keep, np.exp(s - s[keep].max()), 0.0)
            out[idx][i] = p @ v[idx] / p.sum()
    return out


def att_graph(bh, lq, lk, d, dv, dtype="f16", causal=False, scale=None):
    q, k, v = Tensor("q", dtype, bh + (lq, d)), Tensor("k", dtype, bh + (lk, d)), Tensor("v", dtype, bh + (lk, dv))
    y = Tensor("y", dtype, bh + (lq, dv))
    params = {"causal": causal} | ({} if scale is None else {"scale": scale})
    return Graph((q, k, v), (y,), (Eqn("attention", (q, k, v), (y,), params),))


def inputs(g):
    return {t.id: RNG.standard_normal(t.shape).astype(np.float16 if t.dtype == "f16" else np.float32)
            for t in g.inputs}


def test_reference_is_softmax_attention():
    for causal in (False, True):
        g = att_graph((2,), 5, 7 if not causal else 5, 3, 4, "f32", causal)
        xs = inputs(g)
        got = reference.run(g, xs)["y"]
        want = naive(*(xs[n].astype(np.float64) for n in "qkv"), causal, 1 / math.sqrt(3))
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)
    g = att_graph((), 4, 6, 2, 2, "f32", scale=0.25)
    xs = inputs(g)
    np.testing.assert_allclose(reference.run(g, xs)["y"], naive(*(xs[n].astype(np.float64) for n in "qkv"), False, 0.25),
                               rtol=1e-6)


def test_shape_rule_and_ops():
    g = att_graph((2, 3), 5, 7, 4, 6, "f32")
    assert g.verify().eqns[0].outputs[0].shape == (2, 3, 5, 6)
    bad = [((2, 5, 4), (3, 7, 4), (3, 7, 4), {}, "leading"), ((5, 4), (7, 3), (7, 4), {}, "last axis"),
           ((5, 4), (7, 4), (6, 4), {}, "one value row"), ((5, 4), (7, 4), (7, 4), {"causal": 1}, "causal"),
           ((5, 4), (7, 4), (7, 4), {"scale": math.inf}, "finite"), ((4,), (4,), (4,), {}, "rank")]
    for sq, sk, sv, p, msg in bad:
        q, k, v = Tensor("q", "f32", sq), Tensor("k", "f32", sk), Tensor("v", "f32", sv)
        y = Tensor("y", "f32", sq[:-1] + sv[-1:])
        with pytest.raises(GraphError, match=msg):
            Graph((q, k, v), (y,), (Eqn("attention", (q, k, v), (y,), p),)).verify()
    q = np.zeros((2, 5, 8), np.float32)
    tg = poot.trace(lambda q, k, v: ops.attention(q, k, v, causal=True))(q, q, q)
    e = tg.eqns[0]
    assert e.prim == "attention" and e.p == {"causal": True, "scale": 1 / math.sqrt(8)}
    assert codec.loads(codec.dumps(tg)) == tg  # .graph.json keeps it
    with pytest.raises(GraphError, match="causal"):
        poot.trace(lambda q, k, v: ops.attention(q, k, v, causal="yes"))(q, q, q)


CASES = [  # (batch/heads, Lq, Lk, d, dv, causal)
    ((), 16, 16, 16, 16, False),  # no batch axes
    ((2, 3), 37, 37, 16, 16, False),  # L not a multiple of the blocks, batch x heads
    ((1, 2), 40, 40, 32, 32, True),
    ((1,), 20, 45, 24, 24, False),  # Lq != Lk, d no multiple of 16 (zero-padded tiles)
    ((2,), 70, 70, 64, 64, True),  # d = 64, two query blocks, causal skip of key blocks
    ((1,), 33, 50, 32, 16, False),  # dv != d
]


@pytest.mark.parametrize("bh,lq,lk,d,dv,causal", CASES)
def test_tensor_core_body(bh, lq, lk, d, dv, causal):
    g = att_graph(bh, lq, lk, d, dv, "f16", causal)
    _, plan = plan_of(g, caps_of("oracle"))
    assert plan.body.name.startswith("flash_f16") and plan.body.uses_wmma()
    xs = inputs(g)
    got = run(g, xs)["y"].astype(np.float64)
    want = reference.run(g, xs)["y"].astype(np.float64)
    # the probabilities are rounded to f16 for P V: 2^-10 of the output's scale covers it
    np.testing.assert_allclose(got, want, rtol=0, atol=2.0 ** -10 * np.abs(want).max() + 2.0 ** -11)


@pytest.mark.parametrize("dtype", ["f32", "f16"])
@pytest.mark.parametrize("bh,lq,lk,d,dv,causal", [CASES[1], CASES[3], CASES[4]])
def test_simt_body(bh, lq, lk, d, dv, causal, dtype):
    caps = caps_of("oracle", wmma_shapes=())
    g = att_graph(bh, lq, lk, d, dv, dtype, causal)
    _, plan = plan_of(g, caps)
    assert plan.body.name.startswith("attention_") and not plan.body.uses_wmma()
    xs = inputs(g)
    got = run(g, xs, caps=caps)["y"].astype(np.float64)
    want = reference.run(g, xs)["y"].astype(np.float64)
    tol = 2.0 ** -11 if dtype == "f16" else 1e-6
    np.testing.assert_allclose(got, want, rtol=0, atol=tol * max(1.0, np.abs(want).max()))


def test_prologue_and_epilogue_fuse():
    """Heads split by a reshape + transpose of [B, L, H * d] (read in place), a scale on q, and
    an epilogue: one region, one kernel, on both bodies."""
    B, L, H, d = 2, 24, 2, 16

    def f(x, w):
        qkv = x.reshape(B, L, 3, H, d)
        q = qkv[:, :, 0:1].reshape(B, L, H, d).transpose(0, 2, 1, 3)
        k = qkv[:, :, 1:2].reshape(B, L, H, d).transpose(0, 2, 1, 3)
        v = qkv[:, :, 2:3].reshape(B, L, H, d).transpose(0, 2, 1, 3)
        return ops.attention(q * 2.0, k, v, causal=True) * w + 1.0
    x = RNG.standard_normal((B, L, 3 * H * d)).astype(np.float16)
    w = RNG.standard_normal((d,)).astype(np.float16)
    g = poot.trace(f)(x, w)
    assert len(fuse.regions(g)) == 1
    xs = {g.inputs[0].id: x, g.inputs[1].id: w}
    want = reference.run(g, xs)[g.outputs[0].id].astype(np.float64)
    for caps, prefix in ((caps_of("oracle"), "flash_f16"), (caps_of("oracle", wmma_shapes=()), "attention_")):
        _, plan = plan_of(g, caps)
        assert plan.body.name.startswith(prefix)
        got = run(g, xs, caps=caps)[g.outputs[0].id].astype(np.float64)
        np.testing.assert_allclose(got, want, rtol=0, atol=2.0 ** -9 * np.abs(want).max())
    got = poot.compile(g, "oracle")(x, w).astype(np.float64)
    np.testing.assert_allclose(got, want, rtol=0, atol=2.0 ** -9 * np.abs(want).max())


def test_who_gets_tensor_cores():
    r = make_region(att_graph((1,), 20, 20, 64, 64, "f16"), (0,), "r0")
    assert flash_unfit(r.desc, caps_of("oracle")) is None
    assert "Wmma" in flash_unfit(r.desc, caps_of("oracle", wmma_shapes=()))
    r32 = make_region(att_graph((1,), 20, 20, 64, 64, "f32"), (0,), "r0")
    assert "f16" in flash_unfit(r32.desc, caps_of("oracle"))
    t = flash_tiling(2048, 64, 64, caps_of("oracle"))
    assert (t.bq, t.bkv) == (64, 32) and t.wg_bytes <= 48 * 1024
    t = flash_tiling(2048, 128, 128, caps_of("oracle"))
    assert t.wg_bytes <= 48 * 1024
    assert "workgroup memory" in flash_unfit(r.desc, caps_of("oracle", max_workgroup_memory=4096))


def _vulkan_caps():
    try:
        return caps_of("vulkan")
    except Exception as e:  # no Vulkan loader / device here
        pytest.skip(f"vulkan is not available: {e}")


def test_simt_on_vulkan():
    """The SIMT body on lavapipe (no cooperative matrix: the tensor-core body is not offered)."""
    caps = _vulkan_caps()
    for bh, lq, lk, d, causal, dtype in (((2,), 37, 37, 32, False, "f32"), ((2,), 37, 37, 32, True, "f32"),
                                         ((1, 2), 70, 45, 64, True, "f16")):
        g = att_graph(bh, lq, lk, d, d, dtype, causal)
        _, plan = plan_of(g, caps)
        assert plan.body.name.startswith("attention_")
        xs = inputs(g)
        want = reference.run(g, xs)["y"].astype(np.float64)
        got = run(g, xs, "vulkan", caps)["y"].astype(np.float64)
        tol = 2.0 ** -11 if dtype == "f16" else 1e-6
        np.testing.assert_allclose(got, want, rtol=0, atol=tol * max(1.0, np.abs(want).max()))
