"""plan/compile.py: Programs laid out over buffers reused by liveness, checked by simulating what
every buffer holds at every step; plan validation; the compile() pipeline around fuse/plan_eqn."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from poot_core.errors import GraphError, PlanRefused, UsageError
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32
from poot_core.plan import compile as pc
from poot_core.plan.binding import Binding, Plan
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.region import make_region


def load_kit():
    """tests/plan/program_kit.py (hand-built plans; the test folders are not packages)."""
    spec = importlib.util.spec_from_file_location("program_kit", Path(__file__).with_name("program_kit.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


pk = load_kit()
SC, ew_plan, program_of, chain, random_graph, simulate, inplace_on = (
    pk.SC, pk.ew_plan, pk.program_of, pk.chain, pk.random_graph, pk.simulate, pk.inplace_on)


def test_a_chain_of_ten_steps_uses_two_temporaries():
    g = chain(10, 256)
    prog = program_of(g)
    simulate(prog)
    kinds = sorted(b.kind for b in prog.buffers)
    assert kinds == ["input", "input", "output", "temp"]  # t9 takes a dead temporary's buffer
    assert prog.peak_bytes == 4 * 256 * 4
    assert prog.syncs == (9,) and len(prog.steps) == 10
    for s in prog.steps:  # no step reads and writes one buffer
        ins = {a.buffer for a in s.args if s.plan.binding(a.param).source == "input"}
        outs = {a.buffer for a in s.args if s.plan.binding(a.param).source == "output"}
        assert not ins & outs
    held = [b.tensors for b in prog.buffers if b.kind != "input"]  # t0..t9 ping-pong between two buffers
    assert sorted(held) == [tuple(f"t{k}" for k in range(0, 10, 2)), tuple(f"t{k}" for k in range(1, 10, 2))]
    assert prog.bytes_moved(0) == 3 * 256 * 4


@pytest.mark.parametrize("seed", range(40))
def test_random_graphs_lay_out_soundly(seed):
    g = random_graph(seed)
    prog = program_of(g)
    simulate(prog)
    # one dtype and size: the greedy layout is optimal, as many buffers as tensors live at once
    n = len(g.eqns)
    outs = {t.id for t in g.outputs}
    span = {e.outputs[0].id: [k, n - 1 if e.outputs[0].id in outs else k] for k, e in enumerate(g.eqns)}
    for k, e in enumerate(g.eqns):
        for t in e.inputs:
            if t.id in span:
                span[t.id][1] = max(span[t.id][1], k)
    live = max(sum(1 for a, b in span.values() if a <= k <= b) for k in range(n))
    assert sum(1 for b in prog.buffers if b.kind != "input") == live


def test_graph_inputs_and_outputs_are_never_reused():
    x = Tensor("x", "f32", (64,))
    y, z, u, v = (Tensor(n, "f32", (64,)) for n in "yzuv")
    g = Graph((x,), (y, v), (Eqn("neg", (x,), (y,)), Eqn("neg", (y,), (z,)), Eqn("neg", (z,), (u,)),
                             Eqn("neg", (u,), (v,))))
    prog = program_of(g)
    simulate(prog)
    bx, by = prog.buffer_of("x"), prog.buffer_of("y")
    assert bx.kind == "input" and bx.tensors == ("x",)
    assert by.kind == "output" and by.tensors == ("y",)
    assert prog.buffer_of("z").id != prog.buffer_of("u").id  # u is made while z is read
    assert prog.buffer_of("v").id not in (bx.id, by.id)


def test_a_free_buffer_of_another_dtype_is_not_taken_and_a_smaller_one_grows():
    a = Tensor("a", "f32", (32,))
    t1, m = Tensor("t1", "f32", (32,)), Tensor("m", "bool", (32,))
    t2, t3 = Tensor("t2", "f32", (32,)), Tensor("t3", "f32", (32,))
    big = Tensor("big", "f32", (64,))
    g = Graph((a,), (t3,), (Eqn("neg", (a,), (t1,)), Eqn("lt", (t1, a), (m,)), Eqn("where", (m, t1, a), (t2,)),
                            Eqn("neg", (t2,), (t3,))))
    prog = program_of(g)
    simulate(prog)
    assert prog.buffer_of("m").dtype == "uint32"  # bool is stored as u32
    assert prog.buffer_of("m").id not in (prog.buffer_of("t1").id, prog.buffer_of("t2").id)
    # sizes: a 32-element temporary's buffer is grown for a later 64-element one
    s, u = Tensor("s", "f32", (32,)), Tensor("u", "f32", (32,))
    c, d = Tensor("c", "f32", (64,)), Tensor("d", "f32", (64,))
    out = Tensor("o", "f32", (64,))
    g2 = Graph((s, c), (out,), (Eqn("neg", (s,), (u,)), Eqn("neg", (u,), (Tensor("u2", "f32", (32,)),)),
                                Eqn("neg", (c,), (big,)), Eqn("neg", (big,), (d,)), Eqn("neg", (d,), (out,))))
    g2 = Graph(g2.inputs, (out, Tensor("u2", "f32", (32,))), g2.eqns).verify()
    p2 = program_of(g2)
    simulate(p2)
    assert p2.buffer_of("big").id == p2.buffer_of("u").id and p2.buffers[p2.buffer_of("u").id].count == 64


def test_a_reshape_region_aliases_its_input():
    x = Tensor("x", "f32", (4, 8))
    y, r, z = Tensor("y", "f32", (4, 8)), Tensor("r", "f32", (32,)), Tensor("z", "f32", (32,))
    g = Graph((x,), (z, r), (Eqn("neg", (x,), (y,)), Eqn("reshape", (y,), (r,), {"shape": (32,)}),
                             Eqn("neg", (r,), (z,))))
    prog = program_of(g)
    simulate(prog)
    assert len(prog.steps) == 2 and prog.aliases == (("r1", "r", "y"),)
    assert prog.buffer_of("r") is prog.buffer_of("y") and prog.buffer_of("y").kind == "output"
    # unaliased, the reshape is a copy step
    p2 = program_of(g, alias=False)
    simulate(p2)
    assert len(p2.steps) == 3 and not p2.aliases


def test_a_reshape_of_a_temporary_keeps_its_buffer_alive_for_the_alias_readers():
    x = Tensor("x", "f32", (16,))
    ts = [Tensor(f"t{i}", "f32", (16,)) for i in range(4)]
    r = Tensor("r", "f32", (4, 4))
    out = Tensor("o", "f32", (4, 4))
    g = Graph((x,), (out,), (Eqn("neg", (x,), (ts[0],)), Eqn("reshape", (ts[0],), (r,), {"shape": (4, 4)}),
                             Eqn("neg", (x,), (ts[1],)), Eqn("neg", (ts[1],), (ts[2],)),
                             Eqn("reshape", (ts[2],), (Tensor("q", "f32", (4, 4)),), {"shape": (4, 4)}),
                             Eqn("add", (r, Tensor("q", "f32", (4, 4))), (out,))))
    prog = program_of(g)
    simulate(prog)
    assert prog.buffer_of("t0").id not in (prog.buffer_of("t1").id, prog.buffer_of("t2").id)


def test_consts_are_shared_and_scratch_is_reused():
    prog = program_of(chain(4, 64), scratch=8, const=(64, 1))
    simulate(prog)
    consts = [b for b in prog.buffers if b.kind == "const"]
    assert len(consts) == 1 and consts[0].data == (64, 1) and consts[0].dtype == "uint64"
    # scratch buffers come from and go back to the free list like temporaries: 4 steps with an
    # output and a scratch each need 3 buffers besides the inputs and the constant
    assert len([b for b in prog.buffers if b.kind not in ("input", "const")]) == 3
    assert all(prog.buffers[s.arg("tmp").buffer].count >= 8 for s in prog.steps)


def test_in_place_input_binding_only_on_a_dying_temporary():
    g = chain(4, 64)
    prog = program_of(g, inplace=False)
    regions = [make_region(g, (i,), f"r{i}") for i in range(4)]
    plans = [ew_plan(r) for r in regions]
    # step 0 writes x, a graph input: refused
    with pytest.raises(PlanRefused, match="graph input"):
        pc.assemble(g, "oracle", regions, [inplace_on(regions[0])] + plans[1:])
    ok = pc.assemble(g, "oracle", regions, plans[:2] + [inplace_on(regions[2])] + plans[3:])
    simulate(ok)
    assert ok.steps[2].arg("in0").buffer == prog.steps[2].arg("in0").buffer
    # t1 is read by step 2 only, so step 2 may write it; a later reader of it refuses
    x, w = g.inputs
    t = [Tensor(f"t{k}", "f32", (64,)) for k in range(3)]
    g2 = Graph((x, w), (t[2],), (Eqn("mul", (x, w), (t[0],)), Eqn("add", (t[0], w), (t[1],)),
                                 Eqn("add", (t[0], t[1]), (t[2],))))
    r2 = [make_region(g2, (i,), f"r{i}") for i in range(3)]
    with pytest.raises(PlanRefused, match="read by a later step"):
        pc.assemble(g2, "oracle", r2, [ew_plan(r2[0]), inplace_on(r2[1]), ew_plan(r2[2])])


def test_plans_that_do_not_fit_their_region_are_refused():
    g = chain(1, 64)
    (r,) = [make_region(g, (0,), "r0")]
    good = ew_plan(r)
    kb = Builder("ro", 64)
    kb.input("in0", F32), kb.input("in1", F32), kb.input("out", F32)
    kb.ret()
    ro = Plan(kb.build(), good.bindings, good.grid, "synthesized")
    with pytest.raises(PlanRefused, match="read-only parameter out") as ei:
        pc.assemble(g, "oracle", [r], [ro])
    assert ei.value.region == "r0" and ei.value.target == "oracle"
    wrong = Plan(good.body, (Binding("in0", "input", 0), Binding("in1", "input", 5), Binding("out", "output", 0)),
                 good.grid, "synthesized")
    with pytest.raises(PlanRefused, match="region input 5"):
        pc.assemble(g, "oracle", [r], [wrong])
    kb = Builder("u", 64)
    kb.input("in0", U32), kb.input("in1", F32), kb.output("out", F32)
    kb.ret()
    with pytest.raises(PlanRefused, match=r"\[u32\]"):
        pc.assemble(g, "oracle", [r], [Plan(kb.build(), good.bindings, good.grid, "synthesized")])
    kb = Builder("none", 64)
    kb.input("in0", F32), kb.input("in1", F32), kb.output("out", F32)
    kb.ret()
    nobody = Plan(kb.build(), (Binding("in0", "input", 0), Binding("in1", "input", 1),
                               Binding("out", "scratch", dtype="float32", count=4)), good.grid, "synthesized")
    with pytest.raises(PlanRefused, match="writes no parameter bound to the region output"):
        pc.assemble(g, "oracle", [r], [nobody])


def test_regions_out_of_order_or_missing_are_graph_errors():
    g = chain(3, 8)
    regions = [make_region(g, (i,), f"r{i}") for i in range(3)]
    plans = [ew_plan(r) for r in regions]
    with pytest.raises(GraphError, match="region r1 reads t0:f32"):
        pc.assemble(g, "oracle", regions[1:] + regions[:1], plans[1:] + plans[:1])
    with pytest.raises(GraphError, match="graph output t2:f32\\[8\\] is made by no region"):
        pc.assemble(g, "oracle", regions[:2], plans[:2])
    with pytest.raises(GraphError, match="has no plan"):
        pc.assemble(g, "oracle", regions, [None] + plans[1:])
    with pytest.raises(GraphError, match="3 regions but 2 plans"):
        pc.assemble(g, "oracle", regions, plans[:2])


def test_multi_target_layout_transfers_at_target_changes():
    g = chain(5, 64)
    regions = [make_region(g, (i,), f"r{i}", target="vulkan" if i in (1, 2) else None) for i in range(5)]
    prog = pc.assemble(g, "oracle", regions, [ew_plan(r) for r in regions])
    simulate(prog)
    assert [s.target for s in prog.steps] == ["oracle", "vulkan", "vulkan", "oracle", "oracle"]
    assert prog.syncs == (0, 2, 4)
    assert [(t.step, t.tensor) for t in prog.transfers] == [(1, "t0"), (3, "t2")]
    assert {(tid, t) for tid, t, _ in prog.copies} == {("w", "vulkan"), ("t0", "vulkan"), ("t2", "oracle")}
    assert prog.targets == ("oracle", "vulkan")
    assert all(prog.buffers[t.src].target != prog.buffers[t.dst].target for t in prog.transfers)


def test_compile_verifies_fuses_and_plans_each_region_on_its_target(monkeypatch):
    x = Tensor("x", "f32", (4, 8))
    y, r = Tensor("y", "f32", (4, 8)), Tensor("r", "f32", (32,))
    g = Graph((x,), (r,), (Eqn("neg", (x,), (y,)), Eqn("reshape", (y,), (r,), {"shape": (32,)})))
    seen = []
    monkeypatch.setattr(pc, "_regions", lambda graph, fuse: seen.append(("fuse", fuse)) or
                        tuple(make_region(graph, (i,), f"r{i}") for i in range(2)))
    monkeypatch.setattr(pc, "_plan", lambda region, target: seen.append((region.name, target.name)) or ew_plan(region))
    prog = pc.compile(g, "oracle", fuse=False, check=True)
    assert seen == [("fuse", False), ("r0", "oracle")]  # the reshape region is no step: not planned
    assert prog.check and prog.aliases == (("r1", "r", "y"),)
    bad = Graph((x,), (r,), (Eqn("neg", (x,), (Tensor("y", "f32", (4, 7)),)),))
    with pytest.raises(GraphError, match="declares outputs"):
        pc.compile(bad, "oracle")
    with pytest.raises(UsageError, match="compile needs"):
        pc.compile("graph.json", "oracle")  # type: ignore[arg-type]
    assert seen[-1] == ("r0", "oracle")  # nothing was planned for the bad graphs


def test_report_names_kernels_grids_bytes_and_flops():
    prog = program_of(chain(3, 128))
    rep = pc.report(prog)
    assert [s["kernel"] for s in rep["steps"]] == ["synthesized"] * 3
    assert rep["steps"][1]["grid"] == [2, 1, 64] and rep["steps"][1]["flops"] == 128
    assert rep["steps"][0]["bytes"] == 3 * 128 * 4 and rep["bytes"] == 9 * 128 * 4
    assert rep["steps"][0]["equations"] == ["equation #0 e0 (mul)"]
    assert rep["peak_bytes"] == prog.peak_bytes == sum(b["bytes"] for b in rep["buffers"])
    p = prog.steps[0].plan
    assert pc.chosen(Plan(p.body, p.bindings, p.grid, "asset:vulkan/matvec")) == "vulkan/matvec"
