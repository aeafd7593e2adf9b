"""plan/synth_elementwise.py: synthesized elementwise / index / gather / packed kernels - made from
regions of small graphs, verified, run on the oracle (and a subset on vulkan/lavapipe) against numpy
written from the primitive definitions."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.compile import verified
from poot_core.errors import KernelFault
from poot_core.exec import execute
from poot_core.ir import nodes as N
from poot_core.plan.binding import STORAGE, Plan
from poot_core.plan.graph import QUANT_BLOCKS, Eqn, Graph, Tensor, quant_words
from poot_core.plan.region import make_region
from poot_core.plan.synth import Unfit, synthesize
from poot_core.plan.synth_elementwise import WORKGROUP, launch
from poot_core.target import Capabilities

RNG = np.random.default_rng(1212)
CAPS = Capabilities()


def T(name: str, dtype: str, *shape: int) -> Tensor:
    return Tensor(name, dtype, tuple(shape))


def E(prim: str, ins, out: Tensor, **params) -> Eqn:
    return Eqn(prim, tuple(ins), (out,), params)


def plan_of(g: Graph, caps: Capabilities = CAPS) -> tuple[Plan, tuple[Tensor, ...]]:
    """The synthesized plan of the region of the whole graph, verified; the region's outputs."""
    region = make_region(g.verify(), tuple(range(len(g.eqns))), "r")
    plan = synthesize(region.desc, caps)
    verified(plan.body)
    assert plan.origin == "synthesized"
    return plan, region.outputs


def run(g: Graph, *arrays, target: str = "oracle", caps: Capabilities = CAPS, check: bool = False):
    """The region's outputs (graph shapes) computed by its plan on `target`, and the plan."""
    plan, outputs = plan_of(g, caps)
    region = make_region(g, tuple(range(len(g.eqns))), "r")
    by_id = {t.id: a for t, a in zip(g.inputs, arrays)}
    bufs = {}
    for b in plan.bindings:
        if b.source == "input":
            t = region.inputs[b.index]
            bufs[b.param] = np.ascontiguousarray(by_id[t.id]).astype(STORAGE[t.dtype]).ravel()
        elif b.source == "output":
            t = outputs[b.index]
            bufs[b.param] = np.zeros(t.size, STORAGE[t.dtype])
        else:
            bufs[b.param] = np.array(b.data, b.dtype)
    res = execute(plan.body, target, plan.grid, bufs, check=check)
    outs = [res[b.param].reshape(outputs[b.index].shape) for b in plan.bindings if b.source == "output"]
    return (outs[0] if len(outs) == 1 else outs), plan


def f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


@pytest.fixture(scope="module")
def vulkan():
    from poot_core import plugins
    from poot_core.errors import UsageError
    try:
        t = plugins.get_target("vulkan")
    except UsageError as e:
        pytest.skip(f"the vulkan target is not installed here: {e}")
    a = t.probe()
    if not a.available:
        pytest.skip(f"vulkan cannot run here: {a.reason}")
    return t


# --- graphs used on several targets ---------------------------------------------------------------
def gelu_block():
    """gelu_tanh(transpose(x) * s + b) with broadcasting, a concat and a slice: a fused chain."""
    x, s, b = T("x", "f32", 5, 6), T("s", "f32", 6, 1), T("b", "f32", 5)
    t, u, v, c = T("t", "f32", 6, 5), T("u", "f32", 6, 5), T("v", "f32", 6, 5), T("c", "f32")
    v3, i, th, one, h, half, o = (T(n, "f32", 6, 5) for n in ("v3", "i", "th", "one", "h", "half", "o"))
    y, cat, sl = T("y", "f32", 2, 5), T("cat", "f32", 8, 5), T("sl", "f32", 6, 5)
    eqns = (E("transpose", (x,), t, perm=(1, 0)), E("mul", (t, s), u), E("add", (u, b), v),
            E("concat", (v, y), cat, axis=0), E("slice", (cat,), sl, starts=(1, 0), stops=(7, 5)),
            E("mul", (sl, sl), v3), E("constant", (), c, value=0.7978845608),
            E("mul", (v3, c), i), E("tanh", (i,), th), E("constant", (), one, value=1.0),
            E("add", (th, one), h), E("constant", (), half, value=(0.5,) * 30), E("mul", (h, half), o))
    g = Graph((x, s, b, y), (o,), eqns)
    X_, S_, B_, Y_ = f32(5, 6), f32(6, 1), f32(5), f32(2, 5)

    def ref():
        cat_ = np.concatenate([X_.T * S_ + B_, Y_])[1:7]
        return (np.tanh(cat_ * cat_ * np.float32(0.7978845608)) + 1) * np.float32(0.5)
    return g, (X_, S_, B_, Y_), ref()


def gather_block(ids_dtype="i32"):
    table, ids = T("table", "f32", 7, 4), T("ids", ids_dtype, 2, 3)
    rows, sc, o = T("rows", "f32", 2, 3, 4), T("sc", "f32", 4), T("o", "f32", 2, 3, 4)
    g = Graph((table, ids, sc), (o,), (E("gather", (table, ids), rows), E("mul", (rows, sc), o)))
    TB, SC = f32(7, 4), f32(4)
    I_ = RNG.integers(0, 7, (2, 3))
    return g, (TB, I_, SC), TB[I_] * SC


def test_fused_chain_plan_and_values():
    g, arrays, want = gelu_block()
    got, plan = run(g, *arrays)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=3e-7)
    assert plan.grid.workgroup_size == WORKGROUP and plan.grid.groups == (1, 1)
    assert [b.source for b in plan.bindings] == ["input"] * 4 + ["output", "const"]
    assert plan.flops == 7 * 30  # mul add mul mul tanh add mul, per element
    assert not plan.body.traps()


def test_outputs_of_different_sizes():
    x, y = T("x", "f32", 4), T("y", "f32", 3, 4)
    a, b = T("a", "f32", 4), T("b", "f32", 3, 4)
    g = Graph((x, y), (a, b), (E("exp", (x,), a), E("add", (a, y), b)))
    X_, Y_ = f32(4), f32(3, 4)
    (ga, gb), plan = run(g, X_, Y_)
    np.testing.assert_allclose(ga, np.exp(X_), rtol=1e-6)
    np.testing.assert_allclose(gb, np.exp(X_) + Y_, rtol=1e-6)


@pytest.mark.parametrize("max_groups, wg, shape", [((4, 1), 1024, (4, 1)), ((4, 3), 1024, (4, 3)),
                                                  ((3, 2), 64, (3, 2)), ((2**31 - 1, 65535), 64, (47, 1))])
def test_grid_respects_the_group_limits(max_groups, wg, shape):
    n = 3000
    caps = Capabilities(max_groups=max_groups, max_workgroup_size=wg)
    x, y, o = T("x", "f32", n), T("y", "f32", 1), T("o", "f32", n)
    g = Graph((x, y), (o,), (E("sub", (x, y), o),))
    X_, Y_ = f32(n), f32(1)
    got, plan = run(g, X_, Y_, caps=caps)
    np.testing.assert_array_equal(got, X_ - Y_)
    assert plan.grid.groups == shape and plan.grid.workgroup_size == min(WORKGROUP, wg)
    assert plan.grid.groups[0] <= max_groups[0] and plan.grid.groups[1] <= max_groups[1]


def test_launch_loops_when_the_grid_is_exhausted():
    grid, per = launch(10**6, Capabilities(max_groups=(4, 2)))
    assert grid.groups == (4, 2) and per == -(-10**6 // (8 * WORKGROUP))
    grid, per = launch(0, CAPS)
    assert grid.groups == (1, 1) and per == 1


def test_pure_reshape_is_a_copy_kernel():
    x, r = T("x", "i32", 6, 4), T("r", "i32", 2, 12)
    g = Graph((x,), (r,), (E("reshape", (x,), r, shape=(2, 12)),))
    X_ = RNG.integers(-100, 100, (6, 4))
    got, plan = run(g, X_)
    np.testing.assert_array_equal(got, X_.reshape(2, 12))
    stmts = [s for blk in plan.body.blocks for s in blk.stmts]
    assert sum(isinstance(s, N.Assign) and isinstance(s.value, N.Load) for s in stmts) == 1
    assert sum(isinstance(s, N.Store) for s in stmts) == 1
    assert not any(isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.op in ("div", "rem")
                   for s in stmts)


def test_bool_output_and_input_storage():
    x, m, y, o = T("x", "f32", 10), T("m", "bool", 10), T("y", "bool", 10), T("o", "bool", 10)
    z, yu, mu = T("z", "f32", 10), T("yu", "u32", 10), T("mu", "u32", 10)
    g = Graph((x, m), (y, o), (E("constant", (), z, value=0.0), E("gt", (x, z), y), E("cast", (y,), yu, dtype="u32"),
                               E("cast", (m,), mu, dtype="u32"), E("ne", (yu, mu), o)))
    X_, M_ = f32(10), RNG.integers(0, 2, 10)
    (gy, go), _ = run(g, X_, M_)
    np.testing.assert_array_equal(gy, (X_ > 0).astype(np.uint32))
    np.testing.assert_array_equal(go, ((X_ > 0) != (M_ != 0)).astype(np.uint32))


def test_f16_region_is_unfit_without_f16():
    x, y = T("x", "f16", 8), T("y", "f16", 8)
    g = Graph((x,), (y,), (E("neg", (x,), y),))
    with pytest.raises(Unfit, match="f16"):
        plan_of(g, Capabilities(f16=False))
    got, _ = run(g, np.linspace(-2, 2, 8).astype(np.float16))
    np.testing.assert_array_equal(got, -np.linspace(-2, 2, 8).astype(np.float16))


def test_plans_do_not_depend_on_names():
    g, _, _ = gelu_block()
    ren = {t.id: f"renamed_{k}" for k, t in enumerate(g.tensors())}

    def rn(t):
        return Tensor(ren[t.id], t.dtype, t.shape)
    g2 = Graph(tuple(map(rn, g.inputs)), tuple(map(rn, g.outputs)),
               tuple(Eqn(e.prim, tuple(map(rn, e.inputs)), tuple(map(rn, e.outputs)), e.params, name=f"eq{k}")
                     for k, e in enumerate(g.eqns)))
    assert plan_of(g)[0] == plan_of(g2)[0]


# --- gather -------------------------------------------------------------------------------------
@pytest.mark.parametrize("ids_dtype", ["i32", "u32"])
def test_gather_with_epilogue(ids_dtype):
    g, arrays, want = gather_block(ids_dtype)
    got, plan = run(g, *arrays)
    np.testing.assert_array_equal(got, want)
    assert {t.kind for _, t in plan.body.traps()} == {"bounds"}
    assert plan.flops == 24


@pytest.mark.parametrize("ids_dtype, bad", [("i32", 7), ("i32", -1), ("u32", 7), ("u32", 2**32 - 1)])
def test_gather_out_of_range_id_faults(ids_dtype, bad):
    g, (TB, I_, SC), _ = gather_block(ids_dtype)
    I_ = I_.copy()
    I_[1, 2] = bad
    with pytest.raises(KernelFault) as ei:
        run(g, TB, I_.astype(np.int64).astype(STORAGE[ids_dtype]), SC)
    assert ei.value.sites[0].kind == "bounds" and "[0, 7)" in ei.value.sites[0].message


# --- dequantize -----------------------------------------------------------------------------------
SPECIAL_F16 = [0x0000, 0x8000, 0x0001, 0x03FF, 0x8200, 0x0400, 0x7BFF, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x3C00]


def gguf_stream(fmt: str, rows: int, cols: int) -> bytes:
    """Random blocks of `fmt`: f16 scales (and Q4_1 mins) drawn from normals and the special values."""
    per, nbytes = QUANT_BLOCKS[fmt]
    nb = rows * cols // per
    raw = RNG.integers(0, 256, (nb, nbytes), dtype=np.uint8)
    for off in ((0, 2) if fmt == "q4_1" else (0,)):
        h = np.float16(RNG.standard_normal(nb) * 0.01).view(np.uint16).astype("<u2")
        k = min(nb, len(SPECIAL_F16))
        h[:k] = RNG.permutation(SPECIAL_F16)[:k]  # every special scale where the blocks allow
        raw[:, off:off + 2] = h.view(np.uint8).reshape(nb, 2)
    return raw.tobytes()


def dequant_ref(fmt: str, stream: bytes, rows: int, cols: int) -> np.ndarray:
    """The definition: Q8_0 d*q, Q4_0 d*(q-8), Q4_1 d*q + m (elements j < 16 low nibbles)."""
    per, nbytes = QUANT_BLOCKS[fmt]
    b = np.frombuffer(stream, np.uint8).reshape(-1, nbytes)
    d = b[:, 0:2].copy().view("<f2").astype(np.float32)
    if fmt == "q8_0":
        x = d * b[:, 2:].copy().view(np.int8).astype(np.float32)
    else:
        qs = b[:, 2:18] if fmt == "q4_0" else b[:, 4:20]
        q = np.concatenate([qs & 15, qs >> 4], axis=1).astype(np.float32)
        if fmt == "q4_0":
            x = d * (q - np.float32(8))
        else:
            x = d * q + b[:, 2:4].copy().view("<f2").astype(np.float32)
    return x.reshape(rows, cols)


def words_of(stream: bytes) -> np.ndarray:
    return np.frombuffer(stream + b"\0" * (-len(stream) % 4), "<u4")


def dequant_graph(fmt: str, rows: int, cols: int):
    w = T("w", "u32", quant_words(fmt, rows, cols))
    x, bias, o = T("x", "f32", rows, cols), T("bias", "f32", cols), T("o", "f32", rows, cols)
    return Graph((w, bias), (o,), (E("dequantize", (w,), x, format=fmt, shape=(rows, cols)),
                                   E("add", (x, bias), o)))


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0", "q4_1"])
def test_dequantize_matches_the_definition(fmt):
    rows, cols = 4, 128
    stream = gguf_stream(fmt, rows, cols)
    B = f32(cols)
    with np.errstate(invalid="ignore", over="ignore"):
        want = dequant_ref(fmt, stream, rows, cols) + B
    got, plan = run(dequant_graph(fmt, rows, cols), words_of(stream), B)
    np.testing.assert_array_equal(got, want)  # bit for bit (NaN where the definition has NaN)
    assert np.isnan(want).any() and np.isinf(want).any()
    assert not plan.body.traps()


# --- vulkan (lavapipe) --------------------------------------------------------------------------
def test_vulkan_subset(vulkan):
    g, arrays, want = gelu_block()
    got, _ = run(g, *arrays, target="vulkan", caps=vulkan.capabilities(), check=True)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    g, arrays, want = gather_block()
    got, _ = run(g, *arrays, target="vulkan", caps=vulkan.capabilities(), check=True)
    np.testing.assert_array_equal(got, want)
    rows, cols = 2, 64
    stream = gguf_stream("q4_1", rows, cols)
    B = f32(cols)
    with np.errstate(invalid="ignore", over="ignore"):
        want = dequant_ref("q4_1", stream, rows, cols) + B
    got, _ = run(dequant_graph("q4_1", rows, cols), words_of(stream), B, target="vulkan",
                 caps=vulkan.capabilities(), check=True)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


def test_vulkan_gather_fault(vulkan):
    g, (TB, I_, SC), _ = gather_block()
    I_ = I_.copy()
    I_[0, 1] = 9
    with pytest.raises(KernelFault) as ei:
        run(g, TB, I_, SC, target="vulkan", caps=vulkan.capabilities())
    assert ei.value.sites and ei.value.sites[0].kind == "bounds"


def test_outputs_share_their_common_values():
    x, a, b, o = T("x", "f32", 16), T("a", "f32", 16), T("b", "f32", 16), T("o", "f32", 16)
    g = Graph((x,), (a, b, o), (E("exp", (x,), a), E("mul", (a, x), b), E("add", (b, a), o)))
    X_ = f32(16)
    (ga, gb, go), plan = run(g, X_)
    np.testing.assert_allclose(go, np.exp(X_) * X_ + np.exp(X_), rtol=1e-6)
    stmts = [s for blk in plan.body.blocks for s in blk.stmts if isinstance(s, N.Assign)]
    assert sum(isinstance(s.value, N.Load) for s in stmts) == 1 and sum(isinstance(s.value, N.Math) for s in stmts) == 1
