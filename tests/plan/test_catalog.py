"""plan_eqn (poot_core/plan/catalog.py): catalog rows matched and bound (run on the oracle vs numpy),
near-misses refused with reasons, the trap policy, the synthesizer path, PlanRefused, the manifest's
planner columns (regen checks them)."""
from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

from poot_core import family
from poot_core.errors import PlanRefused, UsageError
from poot_core.exec import execute
from poot_core.plan import catalog, synth
from poot_core.plan.binding import Binding, Plan
from poot_core.plan.catalog import plan_eqn, reachable_traps
from poot_core.plan.fuse import regions
from poot_core.plan.graph import Eqn, Graph, Tensor, quant_words
from poot_core.plan.region import describe
from poot_core.pootc import regen
from poot_core.target import REFUSE, Capabilities, Grid, Target


class FakeNPU(Target):
    """A target that refuses traps, like XDNA (catalog only reads capabilities and trap_policy)."""

    name = "fake-npu"
    trap_policy = REFUSE

    def __init__(self, caps: Capabilities | None = None):
        self.caps = caps or Capabilities()

    def capabilities(self) -> Capabilities:
        return self.caps


class Small(FakeNPU):
    name = "small-gpu"
    trap_policy = "raise"


@pytest.fixture(autouse=True)
def no_synthesizers(monkeypatch):
    """Synthesizers are other branches' work: by default none fits, so these tests see the catalog."""
    def unfit(desc, caps):
        raise synth.Unfit("test: synthesizers are stubbed out")
    monkeypatch.setattr(synth, "synthesize", unfit)
    catalog._plan.cache_clear()
    yield
    catalog._plan.cache_clear()


def one_region(g: Graph):
    (r,) = regions(g.verify())
    return r


def eqn(prim, ins, out, **params):
    return Eqn(prim, tuple(ins), (out,), params)


# --- GGUF packing (from the format's definition, not from the kernels) -----------------------------
def pack_q8_0(rng, rows, cols):
    nb = rows * cols // 32
    d = (rng.uniform(0.005, 0.05, nb) * rng.choice([-1, 1], nb)).astype(np.float16)
    q = rng.integers(-128, 128, (nb, 32)).astype(np.int8)
    raw = b"".join(d[b:b + 1].tobytes() + q[b].tobytes() for b in range(nb))
    ref = (d.astype(np.float32)[:, None] * q.astype(np.float32)).reshape(rows, cols)
    return words(raw), ref


def pack_q4_0(rng, rows, cols):
    nb = rows * cols // 32
    d = rng.uniform(0.005, 0.05, nb).astype(np.float16)
    q = rng.integers(0, 16, (nb, 32)).astype(np.uint8)
    nib = (q[:, :16] | (q[:, 16:] << 4)).astype(np.uint8)
    raw = b"".join(d[b:b + 1].tobytes() + nib[b].tobytes() for b in range(nb))
    ref = (d.astype(np.float32)[:, None] * (q.astype(np.float32) - 8)).reshape(rows, cols)
    return words(raw), ref


def pack_q4_1(rng, rows, cols):
    """Q4_1: f16 d, f16 m, 16 bytes of nibbles (element j < 16 the low nibble of byte j); x = d*q + m."""
    nb = rows * cols // 32
    d = rng.uniform(0.005, 0.05, nb).astype(np.float16)
    m = rng.uniform(-0.5, 0.5, nb).astype(np.float16)
    q = rng.integers(0, 16, (nb, 32)).astype(np.uint8)
    nib = (q[:, :16] | (q[:, 16:] << 4)).astype(np.uint8)
    raw = b"".join(d[b:b + 1].tobytes() + m[b:b + 1].tobytes() + nib[b].tobytes() for b in range(nb))
    ref = (d.astype(np.float32)[:, None] * q.astype(np.float32) + m.astype(np.float32)[:, None]).reshape(rows, cols)
    return words(raw), ref


def words(raw: bytes) -> np.ndarray:
    raw += b"\0" * (-len(raw) % 4)
    return np.frombuffer(raw, dtype="<u4").astype(np.uint32)


def run(plan: Plan, inputs: list[np.ndarray], out: Tensor) -> np.ndarray:
    """Run a bound plan on the oracle: region inputs by position, the one output."""
    arrays = {}
    for b in plan.bindings:
        if b.source == "input":
            arrays[b.param] = np.ascontiguousarray(inputs[b.index])
        elif b.source == "output":
            arrays[b.param] = np.zeros(out.size, {"f32": np.float32, "u32": np.uint32}[out.dtype])
        else:
            arrays[b.param] = np.array(b.data, dtype=b.dtype)
    res = execute(plan.body, "oracle", plan.grid, arrays)
    return res[plan.bindings[[b.source for b in plan.bindings].index("output")].param].reshape(out.shape)


def _softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def cases():
    """(asset base name, graph, input arrays in graph-input order, numpy result)."""
    rng = np.random.default_rng(7)
    f = lambda *s: rng.standard_normal(s).astype(np.float32)  # noqa: E731
    out = []
    a, x = f(37, 19), f(19)
    A, X, Y = Tensor("A", "f32", (37, 19)), Tensor("X", "f32", (19,)), Tensor("Y", "f32", (37,))
    out.append(("matvec", Graph((A, X), (Y,), (eqn("matmul", (A, X), Y),)), [a, x], a @ x))
    AT = Tensor("AT", "f32", (19, 37))
    out.append(("matvec", Graph((A, X), (Y,), (eqn("transpose", (A,), AT, perm=(1, 0)), eqn("matmul", (X, AT), Y))),
                [a, x], x @ a.T))
    p, q = f(13, 21), f(21, 10)
    P, Q, R = Tensor("P", "f32", (13, 21)), Tensor("Q", "f32", (21, 10)), Tensor("R", "f32", (13, 10))
    out.append(("matmul_tiled", Graph((P, Q), (R,), (eqn("matmul", (P, Q), R),)), [p, q], p @ q))
    for fmt, pack, (rows, cols) in (("q8_0", pack_q8_0, (3, 64)), ("q4_0", pack_q4_0, (5, 32)),
                                    ("q4_1", pack_q4_1, (4, 64))):
        w, ref = pack(rng, rows, cols)
        W, D = Tensor("W", "u32", (quant_words(fmt, rows, cols),)), Tensor("D", "f32", (rows, cols))
        assert w.size == W.size
        out.append((f"{fmt}_dequant", Graph((W,), (D,), (eqn("dequantize", (W,), D, format=fmt, shape=(rows, cols)),)),
                    [w], ref))
    for fmt, pack, (n, k) in (("q8_0", pack_q8_0, (9, 64)), ("q4_0", pack_q4_0, (7, 96)), ("q4_1", pack_q4_1, (6, 64))):
        w, ref = pack(rng, n, k)
        xv = f(k)
        W, D, XV, O = (Tensor("W", "u32", (quant_words(fmt, n, k),)), Tensor("D", "f32", (n, k)),
                       Tensor("XV", "f32", (k,)), Tensor("O", "f32", (n,)))
        deq = eqn("dequantize", (W,), D, format=fmt, shape=(n, k))
        out.append((f"{fmt}_matvec", Graph((W, XV), (O,), (deq, eqn("matmul", (D, XV), O))), [w, xv], ref @ xv))
        DT = Tensor("DT", "f32", (k, n))
        out.append((f"{fmt}_matvec", Graph((XV, W), (O,), (deq, eqn("transpose", (D,), DT, perm=(1, 0)),
                                                          eqn("matmul", (XV, DT), O))), [xv, w], xv @ ref.T))
    for shape in ((5, 100), (2, 3, 70), (40,), (2, 9000)):
        s = f(*shape) * 4
        S, O = Tensor("S", "f32", shape), Tensor("O", "f32", shape)
        out.append(("row_softmax", Graph((S,), (O,), (eqn("softmax", (S,), O),)), [s, ], _softmax(s)))
    for shape in ((5, 100), (2, 3, 70), (40,), (2, 9000)):
        s = f(*shape)
        S, O = Tensor("S", "f32", shape), Tensor("O", "u32", shape[:-1])
        out.append(("row_argmax", Graph((S,), (O,), (eqn("argmax", (S,), O),)), [s], np.argmax(s, axis=-1)))
    for shape, keep in (((6, 300), False), ((2, 3, 70), True), ((5000,), False), ((1,), True)):
        s = f(*shape)
        S, O = Tensor("S", "f32", shape), Tensor("O", "f32", shape[:-1] + ((1,) if keep else ()))
        out.append(("sum", Graph((S,), (O,), (eqn("reduce_sum", (S,), O, keepdims=keep),)), [s],
                    s.astype(np.float64).sum(axis=-1, keepdims=keep)))
    return out


CASES = cases()


@pytest.mark.parametrize("k", range(len(CASES)), ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_planner_row_is_matched_bound_and_runs_like_numpy(k):
    name, g, arrays, want = CASES[k]
    r = one_region(g)
    ins = [arrays[[t.id for t in g.inputs].index(t.id)] for t in r.inputs]  # region inputs in desc order
    for target, suffix in (("oracle", ""), (FakeNPU(), "_nt")):
        plan = plan_eqn(r, target)
        assert plan.origin.rsplit("/", 1)[-1] == name + suffix, plan.origin
        got = run(plan, ins, r.outputs[0])
        np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5)
        assert plan.flops > 0
    assert reachable_traps(plan_eqn(r, FakeNPU()).body) == []
    assert reachable_traps(plan_eqn(r, "oracle").body) != []  # the checked variant where traps are fine


def test_every_planner_row_is_exercised():
    bases = {r.name.rsplit("/", 1)[-1].removesuffix("_nt") for r in catalog.rows()}
    assert bases == {c[0] for c in CASES}


def test_the_real_xdna_target_gets_trap_free_bodies():
    from poot_core import plugins

    if "xdna" not in plugins.targets():
        pytest.skip("the xdna plugin is not installed")
    for name, g, _, _ in CASES:
        plan = plan_eqn(one_region(g), "xdna")
        assert plan.origin.endswith("_nt") and reachable_traps(plan.body) == []


def refusal(r, target="oracle") -> dict[str, str]:
    with pytest.raises(PlanRefused) as ei:
        plan_eqn(r, target)
    return dict(ei.value.candidates)


def test_near_miss_dtype():
    A, X, Y = Tensor("A", "f16", (4, 8)), Tensor("X", "f16", (8,)), Tensor("Y", "f16", (4,))
    why = refusal(one_region(Graph((A, X), (Y,), (eqn("matmul", (A, X), Y),))))
    assert "is f16; the kernel takes f32" in why["asset:assets/contraction/matvec"]


def test_near_miss_layout():
    S, O = Tensor("S", "f32", (4, 8)), Tensor("O", "f32", (4, 8))
    desc = dataclasses.replace(one_region(Graph((S,), (O,), (eqn("softmax", (S,), O),))).desc, layout="column-major")
    why = refusal(desc)
    assert "layout column-major, the kernel's is row-major" in why["asset:assets/sampling/row_softmax"]


def test_argmax_nan_ties_and_nan_rows_follow_the_definition():
    """NaN never wins, ties go to the lowest index (within a lane's columns and across lanes), a row
    of NaN only gives 0 - the argmax primitive's definition, which the numpy reference implements."""
    from poot_core.plan import reference

    x = np.random.default_rng(3).standard_normal((4, 2100)).astype(np.float32)
    x[0, ::5] = np.nan
    x[1, :] = np.nan
    x[2, 3] = x[2, 1027] = x[2, 2000] = 50.0
    x[3, :] = -np.inf
    x[3, 1500] = np.nan
    S, O = Tensor("S", "f32", x.shape), Tensor("O", "u32", (4,))
    g = Graph((S,), (O,), (eqn("argmax", (S,), O),))
    r = one_region(g)
    want = reference.run(g, {"S": x})["O"]
    for target in ("oracle", FakeNPU()):
        got = run(plan_eqn(r, target), [x], r.outputs[0])
        assert list(got) == list(want) == [int(np.nanargmax(x[0])), 0, 3, 0]


def test_row_softmax_nan_and_inf_rows_follow_the_definition():
    x = np.array([[1.0, np.nan, 2.0], [np.inf, 0.0, 1.0], [-np.inf, 0.0, 1.0], [3.0, 3.0, 3.0]], np.float32)
    S, O = Tensor("S", "f32", x.shape), Tensor("O", "f32", x.shape)
    r = one_region(Graph((S,), (O,), (eqn("softmax", (S,), O),)))
    with np.errstate(invalid="ignore"):
        want = _softmax(x)
    got = run(plan_eqn(r, "oracle"), [x], r.outputs[0])
    np.testing.assert_allclose(got, want, rtol=1e-6)  # NaN where the definition gives NaN
    assert np.isnan(got[:2]).all() and not np.isnan(got[2:]).any()


def test_argmax_column_limit_is_a_matching_condition():
    desc = describe((eqn("argmax", (Tensor("a", "f32", (1, 2**24 + 1)),), Tensor("b", "u32", (1,))),),
                    (Tensor("a", "f32", (1, 2**24 + 1)),), (Tensor("b", "u32", (1,)),))
    assert "needs C <= 16777216" in refusal(desc)["asset:assets/sampling/row_argmax"]


def test_near_miss_extra_equation_and_format():
    P, Q, R, Z = (Tensor("P", "f32", (4, 8)), Tensor("Q", "f32", (8, 3)), Tensor("R", "f32", (4, 3)),
                  Tensor("Z", "f32", (4, 3)))
    why = refusal(one_region(Graph((P, Q), (Z,), (eqn("matmul", (P, Q), R), eqn("tanh", (R,), Z)))))
    assert "is tanh; the kernel computes matmul" in why["asset:assets/contraction/matmul_tiled"]
    # the format picks the asset: every GGUF format the primitive has (q8_0, q4_0, q4_1) has its own
    for fmt in ("q8_0", "q4_0", "q4_1"):
        W, D = Tensor("W", "u32", (quant_words(fmt, 2, 32),)), Tensor("D", "f32", (2, 32))
        plan = plan_eqn(one_region(Graph((W,), (D,), (eqn("dequantize", (W,), D, format=fmt, shape=(2, 32)),))), "oracle")
        assert plan.origin == f"asset:assets/packed/{fmt}_dequant"


def test_grid_limits_of_the_target_are_conditions():
    P, Q, R = Tensor("P", "f32", (600, 8)), Tensor("Q", "f32", (8, 600)), Tensor("R", "f32", (600, 600))
    r = one_region(Graph((P, Q), (R,), (eqn("matmul", (P, Q), R),)))
    why = refusal(r, Small(Capabilities(max_groups=(4, 4))))
    assert "the grid needs 5 x 5 groups; the target allows 4 x 4" in why["asset:assets/contraction/matmul_tiled"]
    assert "the grid needs 75 x 75 groups; the target allows 4 x 4" in why["asset:assets/contraction/matmul_tiled_nt"]
    why = refusal(r, Small(Capabilities(max_workgroup_size=32)))
    assert "workgroups of 256 lanes" in why["asset:assets/contraction/matmul_tiled"]
    assert "workgroups of 64 lanes" in why["asset:assets/contraction/matmul_tiled_nt"]


def test_a_target_without_an_exact_fma_gets_the_unfused_matmul():
    """matmul_tiled fuses its steps (mul_add); a target whose capabilities say it has no exact fused
    multiply-add (a SPIR-V device without f64, the NPU) is planned matmul_tiled_nt instead, and the
    reason is on record."""
    P, Q, R = Tensor("P", "f32", (20, 8)), Tensor("Q", "f32", (8, 30)), Tensor("R", "f32", (20, 30))
    r = one_region(Graph((P, Q), (R,), (eqn("matmul", (P, Q), R),)))
    assert plan_eqn(r, Small(Capabilities())).origin == "asset:assets/contraction/matmul_tiled"
    assert catalog._asset("assets/contraction/matmul_tiled").uses_mul_add()
    assert not catalog._asset("assets/contraction/matmul_tiled_nt").uses_mul_add()
    plan = plan_eqn(r, Small(Capabilities(fma=False)))
    assert plan.origin == "asset:assets/contraction/matmul_tiled_nt"
    rng = np.random.default_rng(5)
    p, q = rng.standard_normal((20, 8)).astype(np.float32), rng.standard_normal((8, 30)).astype(np.float32)
    np.testing.assert_allclose(run(plan, [p, q], r.outputs[0]), p @ q, rtol=1e-5, atol=1e-5)
    why = refusal(r, Small(Capabilities(fma=False, max_groups=(1, 1))))
    assert "uses mul_add" in why["asset:assets/contraction/matmul_tiled"]
    # a target that computes it by emulation (the SPIR-V targets' f64 sequence) is planned the
    # unfused one too: exact either way, and the emulation costs seven f64 ops a step
    assert plan_eqn(r, Small(Capabilities(fma_emulated=True))).origin == "asset:assets/contraction/matmul_tiled_nt"
    why = refusal(r, Small(Capabilities(fma_emulated=True, max_groups=(1, 1))))
    assert "slow f64 emulation" in why["asset:assets/contraction/matmul_tiled"]


def test_plan_refused_lists_every_candidate():
    S, O = Tensor("S", "f32", (3,)), Tensor("O", "f32", (3,))
    r = one_region(Graph((S,), (O,), (eqn("exp", (S,), O),)))
    with pytest.raises(PlanRefused) as ei:
        plan_eqn(r, "oracle")
    e = ei.value
    names = [c for c, _ in e.candidates]
    assert names == [f"asset:{row.name}" for row in catalog.rows()] + ["synthesizer:elementwise"]
    assert e.region == "r0" and e.target == "oracle" and "exp" in str(e)
    assert dict(e.candidates)["synthesizer:elementwise"] == "test: synthesizers are stubbed out"
    npu = dict(refusal(r, FakeNPU()))
    assert "only trap-free (_nt) assets qualify" in npu["asset:assets/contraction/matvec"]


def _stub_plan(name: str, origin: str = "synthesized") -> Plan:
    body = family.body(name)
    return Plan(body, (Binding("a", "input", 0), Binding("x", "input", 1), Binding("out", "output", 0)),
                Grid.threads(4, body.workgroup_size), origin)


def test_synthesized_body_is_used_when_no_asset_fits_and_a_trapping_one_never_reaches_a_refusing_target(monkeypatch):
    S, O = Tensor("S", "f32", (3,)), Tensor("O", "f32", (3,))
    r = one_region(Graph((S,), (O,), (eqn("exp", (S,), O),)))
    seen = []

    def fake(desc, caps):
        seen.append((desc, caps))
        return _stub_plan("matvec")  # a body that can trap
    monkeypatch.setattr(synth, "synthesize", fake)
    assert plan_eqn(r, "oracle").origin == "synthesized"
    assert seen[0][0] == r.desc
    why = refusal(r, FakeNPU())
    assert "synthesized body can trap" in why["synthesizer:elementwise"]
    monkeypatch.setattr(synth, "synthesize", lambda desc, caps: _stub_plan("matvec_nt"))
    catalog._plan.cache_clear()
    assert plan_eqn(r, FakeNPU()).body == family.body("matvec_nt")


def test_plan_eqn_refuses_bad_arguments():
    with pytest.raises(UsageError, match="Region or a RegionDesc"):
        plan_eqn("r0", "oracle")  # type: ignore[arg-type]
    S, O = Tensor("S", "f32", (3,)), Tensor("O", "f32", (3,))
    with pytest.raises(UsageError, match="no-such-target"):
        plan_eqn(one_region(Graph((S,), (O,), (eqn("exp", (S,), O),))), "no-such-target")


def _rename(g: Graph, tag: str) -> Graph:
    ids = {t.id: f"{tag}{k}" for k, t in enumerate(reversed(list(g.tensors())))}
    rn = lambda t: Tensor(ids[t.id], t.dtype, t.shape)  # noqa: E731
    return Graph(tuple(map(rn, g.inputs)), tuple(map(rn, g.outputs)),
                 tuple(Eqn(e.prim, tuple(map(rn, e.inputs)), tuple(map(rn, e.outputs)), e.params, f"{tag}{i}")
                       for i, e in enumerate(g.eqns)))


def test_renaming_a_graph_gives_the_same_plans():
    rng = random.Random(3)
    for name, g, _, _ in CASES:
        h = _rename(g, f"n{rng.randint(0, 999)}_")
        (a,), (b,) = regions(g), regions(h)
        assert a.desc == b.desc
        assert plan_eqn(a, "oracle") == plan_eqn(b, "oracle")
        assert plan_eqn(a, FakeNPU()) == plan_eqn(b, FakeNPU())


# --- the manifest's planner columns ---------------------------------------------------------------
def test_regen_and_the_catalog_agree_on_the_planner_columns():
    assert regen._PLANNER == catalog.PLANNER_FIELDS
    entries = regen.load_manifest()
    planned = [e for e in entries if e.planner]
    assert len(planned) == len(catalog.rows()) >= 16
    for e in planned:
        catalog.check_row({"name": e.name, "dest": e.dest, **dict(e.planner)}, family.body(f"{e.dest}/{e.name}"))


def test_manifest_planner_columns_are_validated(tmp_path):
    row = '[[asset]]\nname = "m"\nsource = "kernels/contraction/matvec.rs"\nkernel = "matvec"\ndest = "d"\n' \
          'overflow_checks = true\n'
    p = tmp_path / "m.toml"
    p.write_text(row + 'op_class = "contraction"\nlayout = "row-major"\npattern = ["matmul(a.f32[N, K], x.f32[K])"]\n'
                 'output = "out"\ngrid = "threads(N)"\n')
    (e,) = regen.load_manifest(p)
    assert dict(e.planner)["grid"] == "threads(N)"
    p.write_text(row + 'opclass = "x"\n')
    with pytest.raises(UsageError, match="unknown field"):
        regen.load_manifest(p)
    p.write_text(row + 'pattern = "matmul"\n')
    with pytest.raises(UsageError, match="must be a list"):
        regen.load_manifest(p)
    body = family.body("matvec")
    good = {"name": "m", "dest": "d", "op_class": "contraction", "layout": "row-major",
            "pattern": ["matmul(a.f32[N, K], x.f32[K])"], "output": "out", "grid": "threads(N)"}
    catalog.check_row(good, body)
    with pytest.raises(UsageError, match="binds"):
        catalog.check_row({**good, "pattern": ["matmul(a.f32[N, K], y.f32[K])"]}, body)
    with pytest.raises(UsageError, match="unknown symbol M"):
        catalog.check_row({**good, "grid": "threads(M)"}, body)
    with pytest.raises(UsageError, match="&mut parameters"):
        catalog.check_row({**good, "output": "x"}, body)
    with pytest.raises(UsageError, match="dtype 'f64'"):
        catalog.check_row({**good, "pattern": ["matmul(a.f64[N, K], x.f32[K])"]}, body)
    with pytest.raises(UsageError, match="missing"):
        catalog.check_row({k: v for k, v in good.items() if k != "grid"}, body)
