"""plan/execute.py: hand-built Programs run on the oracle and on vulkan (lavapipe) against numpy;
faults naming the step, region, equations, kernel and source line; input checks; check=True;
multi-target programs through the host."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import sys

import numpy as np
import pytest

import poot
from poot_core.errors import CheckMismatch, DeviceLost, KernelFault, Span, UsageError
from poot_core.exec import executor
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32
from poot_core.plan import compile as pc
from poot_core.plan.binding import Binding, Plan
from poot_core.plan.execute import run
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.region import make_region
from poot_core.target import Grid


def load_kit():
    spec = importlib.util.spec_from_file_location("program_kit", Path(__file__).with_name("program_kit.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


pk = load_kit()
NUMPY = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.fmax, "neg": np.negative,
         "lt": np.less, "where": np.where}


def reference(g: Graph, inputs: dict) -> dict:
    env = dict(inputs)
    for e in g.eqns:
        args = [env[t.id] for t in e.inputs]
        env[e.outputs[0].id] = args[0].reshape(e.p["shape"]) if e.prim == "reshape" else NUMPY[e.prim](*args)
    return {t.id: env[t.id] for t in g.outputs}


def rand(t: Tensor, seed: int) -> np.ndarray:
    r = np.random.default_rng(seed)
    return r.random(t.shape) < .5 if t.dtype == "bool" else r.uniform(-2, 2, t.shape).astype(np.float32)


def inputs_of(g: Graph, seed: int = 0) -> dict:
    return {t.id: rand(t, seed + k) for k, t in enumerate(g.inputs)}


def same(got: dict, want: dict) -> None:
    assert set(got) == set(want)
    for k in want:
        assert got[k].dtype == want[k].dtype and got[k].shape == want[k].shape, k
        np.testing.assert_array_equal(got[k], want[k], err_msg=k)


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_a_chain_runs_like_numpy(target):
    g = pk.chain(10, 300)
    prog = pk.program_of(g, target)
    ins = inputs_of(g)
    same(prog.run(ins), reference(g, ins))
    np.testing.assert_array_equal(prog(ins["x"], ins["w"]), reference(g, ins)["t9"])


@pytest.mark.parametrize("seed", range(6))
def test_random_graphs_run_on_the_oracle_like_numpy(seed):
    g = pk.random_graph(seed)
    ins = inputs_of(g, seed)
    same(run(pk.program_of(g), ins), reference(g, ins))


def test_a_random_graph_runs_on_vulkan_like_numpy():
    g = pk.random_graph(3)
    ins = inputs_of(g, 3)
    same(pk.program_of(g, "vulkan").run(ins, check=True), reference(g, ins))


def bool_graph() -> Graph:
    a, b, c = Tensor("a", "f32", (5, 20)), Tensor("b", "f32", (5, 20)), Tensor("c", "bool", (5, 20))
    m, y, r = Tensor("m", "bool", (5, 20)), Tensor("y", "f32", (5, 20)), Tensor("r", "f32", (100,))
    z = Tensor("z", "f32", (5, 20))
    return Graph((a, b, c), (m, r, z, c), (Eqn("lt", (a, b), (m,)), Eqn("where", (c, a, b), (y,)),
                                           Eqn("reshape", (y,), (r,), {"shape": (100,)}),
                                           Eqn("where", (m, y, b), (z,)))).verify()


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_bool_tensors_and_a_reshape_alias_round_trip(target):
    g = bool_graph()
    prog = pk.program_of(g, target)
    assert prog.aliases and prog.buffer_of("c").dtype == "uint32"
    ins = inputs_of(g, 7)
    out = prog.run(ins)
    same(out, reference(g, ins))
    assert out["c"] is not ins["c"]


def test_a_repeated_run_allocates_no_device_memory():
    g = pk.chain(6, 500)
    prog = pk.program_of(g)
    ins = inputs_of(g)
    dev = executor.device_for(executor.resolve_target("oracle"))
    prog.run(ins)
    n, used = dev.pool.allocations, dev.pool.in_use
    for _ in range(3):
        prog.run(ins)
    assert dev.pool.allocations == n and dev.pool.in_use == used == 0


def const_plan(region) -> Plan:
    """out = in0 * c[0] * in1 with c a constant buffer (3.0) and a scratch buffer written."""
    kb = Builder("scale_by_const", 32)
    a, b, c, out, tmp = (kb.input("in0", F32), kb.input("in1", F32), kb.input("c", F32), kb.output("out", F32),
                         kb.output("tmp", F32))
    i = kb.thread_index()

    def body():
        kb.store(out, i, kb.mul(kb.mul(kb.load(a, i), kb.load(c, 0)), kb.load(b, i)))
        kb.if_(kb.lt(i, kb.len(tmp)), lambda: kb.store(tmp, i, kb.load(c, 0)))
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    return Plan(kb.build(), (Binding("in0", "input", 0), Binding("in1", "input", 1), Binding("out", "output", 0),
                             Binding("c", "const", dtype="float32", data=(3.0,)),
                             Binding("tmp", "scratch", dtype="float32", count=4)),
                Grid.threads(region.outputs[0].size, 32), "synthesized")


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_constant_and_scratch_buffers(target):
    g = pk.chain(3, 70)
    regions = [make_region(g, (i,), f"r{i}") for i in range(3)]
    prog = pc.assemble(g, target, regions, [const_plan(regions[0])] + [pk.ew_plan(r) for r in regions[1:]])
    ins = inputs_of(g)
    x, w = ins["x"], ins["w"]
    want = (x * np.float32(3) * w + w) * w
    np.testing.assert_array_equal(prog(x, w), want)


def trapping_plan(region) -> Plan:
    """out[i] = in0[i + 1] + in1[i], the load bounds-checked: the last thread traps (shift.rs:7)."""
    kb = Builder("shifted_add", 64)
    a, b, out = kb.input("in0", F32), kb.input("in1", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(
        kb.load(a, kb.add(i, kb.c(pk.USIZE, 1)), True, Span("kernels/probe/shift.rs", 7, 9)), kb.load(b, i))))
    kb.ret()
    return Plan(kb.build(), (Binding("in0", "input", 0), Binding("in1", "input", 1), Binding("out", "output", 0)),
                Grid.threads(region.outputs[0].size, 64), "synthesized")


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_a_fault_names_the_step_region_equation_kernel_and_line(target):
    g = pk.chain(4, 100)
    regions = [make_region(g, (i,), f"r{i}") for i in range(4)]
    plans = [pk.ew_plan(r) for r in regions]
    bad = pc.assemble(g, target, regions, plans[:2] + [trapping_plan(regions[2])] + plans[3:])
    good = pc.assemble(g, target, regions, plans)
    ins = inputs_of(g)
    dev = executor.device_for(executor.resolve_target(target))
    with pytest.raises(KernelFault) as ei:
        bad.run(ins)
    msg = str(ei.value)
    for part in ("step 2 of 4", "region r2", "equation #2 e2 (mul)", "'shifted_add'", "kernels/probe/shift.rs:7",
                 "no output of the program was returned"):
        assert part in msg, (part, msg)
    assert ei.value.target == target and ei.value.thread == 99
    assert dev.pool.in_use == 0  # every buffer went back; the device runs the next program
    same(good.run(ins), reference(g, ins))


def test_inputs_are_checked_by_name_dtype_and_shape():
    g = pk.chain(2, 16)
    prog = pk.program_of(g)
    x, w = inputs_of(g).values()
    cases = [({"x": x}, "missing w"), ({"x": x, "w": w, "v": w}, "unknown v"),
             ({"x": x.astype(np.float64), "w": w}, "input x got an array of dtype float64, expected float32"),
             ({"x": x, "w": w[:8]}, r"input w got an array of shape \[8\], expected \[16\]"),
             ({"x": x, "w": list(w)}, "input w needs a numpy array"), ([x, w], "must be a mapping")]
    for arg, msg in cases:
        with pytest.raises(UsageError, match=msg):
            prog.run(arg)
    with pytest.raises(UsageError, match="takes 2 input"):
        prog(x)
    c = bool_graph()
    bad = inputs_of(c)
    bad["c"] = bad["c"].astype(np.uint32)
    with pytest.raises(UsageError, match="input c got an array of dtype uint32, expected bool"):
        pk.program_of(c).run(bad)


def _oracle_then(fn):
    from poot_core.oracle import run_checked

    def dispatch(body, buffers, grid):
        return fn(body, run_checked(body, buffers, grid))
    return dispatch


def test_check_compares_every_step_with_the_oracle(kit, clean_registry):
    bad = kit.register_fake(kit.FakeTarget("offbyone", fn=_oracle_then(
        lambda body, out: {k: v + np.float32(1e-3) if body.name == "ew_add" else v for k, v in out.items()})))
    good = kit.register_fake(kit.FakeTarget("faithful", fn=_oracle_then(lambda body, out: out)))
    g = pk.chain(4, 64)
    ins = inputs_of(g)
    same(pk.program_of(g, good.name).run(ins, check=True), reference(g, ins))
    prog = pk.program_of(g, bad.name)
    assert not np.array_equal(prog.run(ins)["t3"], reference(g, ins)["t3"])  # unchecked: wrong, silently
    with pytest.raises(CheckMismatch) as ei:
        prog.run(ins, check=True)
    msg = str(ei.value)
    assert "tensor t1 (parameter out)" in msg and "step 1 of 4" in msg and "region r1" in msg, msg
    assert ei.value.target == "offbyone"
    checked = pc.assemble(g, bad.name, *zip(*[(r, pk.ew_plan(r)) for r in
                                              (make_region(g, (i,), f"r{i}") for i in range(4))]), check=True)
    with pytest.raises(CheckMismatch):
        checked(*ins.values())  # compile(check=True): every run checks


def test_a_lost_device_is_forgotten_and_named(kit, clean_registry):
    def dies(body, buffers, grid):
        raise DeviceLost(target="dying", message="the fake device fell over")
    t = kit.register_fake(kit.FakeTarget("dying", fn=dies))
    g = pk.chain(2, 8)
    with pytest.raises(DeviceLost, match="while running step 0 of 2 on dying: region r0"):
        pk.program_of(g, "dying").run(inputs_of(g))
    assert t not in executor._devices


@pytest.mark.parametrize("check", [False, True])
def test_a_multi_target_program_moves_tensors_through_the_host(check):
    g = pk.chain(5, 200)
    regions = [make_region(g, (i,), f"r{i}", target="vulkan" if i in (1, 2) else None) for i in range(5)]
    prog = pc.assemble(g, "oracle", regions, [pk.ew_plan(r) for r in regions])
    assert len(prog.transfers) == 2 and prog.syncs == (0, 2, 4)
    ins = inputs_of(g)
    same(prog.run(ins, check=check), reference(g, ins))


def test_poot_compile_is_the_planner(monkeypatch):
    monkeypatch.setattr(pc, "_regions", lambda graph, fuse: tuple(make_region(graph, (i,), f"r{i}")
                                                                  for i in range(len(graph.eqns))))
    monkeypatch.setattr(pc, "_plan", lambda region, target: pk.ew_plan(region))
    g = pk.chain(3, 40)
    ins = inputs_of(g)
    np.testing.assert_array_equal(poot.compile(g, "vulkan")(*ins.values()), reference(g, ins)["t2"])


def test_a_race_found_by_the_oracle_is_named_at_its_step():
    g = pk.chain(2, 64)
    regions = [make_region(g, (i,), f"r{i}") for i in range(2)]
    kb = Builder("racy", 64)
    kb.input("in0", F32), kb.input("in1", F32)
    out = kb.output("out", F32)
    kb.store(out, kb.c(pk.USIZE, 0), kb.c(F32, 1.0))  # every thread writes out[0]
    kb.ret()
    racy = Plan(kb.build(), pk.ew_plan(regions[1]).bindings, Grid.threads(64, 64), "synthesized")
    with pytest.raises(KernelFault, match="data race.*step 1 of 2 on oracle: region r1 .*'racy'"):
        pc.assemble(g, "oracle", regions, [pk.ew_plan(regions[0]), racy]).run(inputs_of(g))


# --- the whole pipeline: trace -> fuse -> plan_eqn -> Program (needs the planner's other parts) ---
def _pipeline():
    from poot import ops
    from poot_core.plan import reference
    return ops, reference


def _close(got: dict, want: dict) -> None:
    for k, w in want.items():
        assert got[k].shape == w.shape and got[k].dtype == w.dtype, k
        np.testing.assert_allclose(got[k].astype(np.float64), w.astype(np.float64), rtol=2e-5, atol=2e-6, err_msg=k)


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_traced_blocks_compile_and_run_like_the_reference(target):
    ops, reference = _pipeline()

    def gelu_mlp(x, w, b):
        h = x @ w + b
        return ops.erf(h * 0.70710677) * 0.5 * h + 0.5 * h

    def ln_residual(x, g, b):
        return ops.layernorm(x, g, b) + x

    r = np.random.default_rng(5)
    for fn, shapes in ((gelu_mlp, [(8, 24), (24, 40), (40,)]), (ln_residual, [(6, 48), (48,), (48,)])):
        args = [r.standard_normal(s).astype(np.float32) for s in shapes]
        g = poot.trace(fn)(*args)
        want = reference.run(g, {t.id: a for t, a in zip(g.inputs, args)})
        fused, unfused = poot.compile(g, target), poot.compile(g, target, fuse=False)
        assert len(fused.steps) < len(unfused.steps)
        _close(dict(zip([t.id for t in g.outputs], [fused(*args)])), want)
        _close(unfused.run({t.id: a for t, a in zip(g.inputs, args)}, check=target != "oracle"), want)


def test_a_traced_gather_out_of_range_faults_naming_its_equation():
    ops, _ = _pipeline()
    table = np.arange(40, dtype=np.float32).reshape(10, 4)
    g = poot.trace(lambda t, ids: ops.gather(t, ids) * 2.0)(table, np.zeros(3, np.int32))
    prog = poot.compile(g, "vulkan")
    np.testing.assert_array_equal(prog(table, np.array([0, 9, 3], np.int32)), table[[0, 9, 3]] * 2)
    line = sys._getframe().f_lineno - 3  # the traced lambda's line: the fault names where the equation was written
    with pytest.raises(KernelFault, match=rf"equation #0 \(gather\) at .*test_execute.py:{line}"):
        prog(table, np.array([0, 10, 3], np.int32))
    np.testing.assert_array_equal(prog(table, np.array([1, 1, 2], np.int32)), table[[1, 1, 2]] * 2)


def test_a_program_compiles_its_steps_once(kit, clean_registry):
    t = kit.register_fake(kit.FakeTarget("counting", fn=_oracle_then(lambda body, out: out)))
    g = pk.chain(4, 32)
    prog = pk.program_of(g, "counting")
    ins = inputs_of(g)
    prog.run(ins)
    n = t.compiles
    assert 1 <= n <= 2  # two distinct bodies (mul, add), through the pipeline's cache
    for _ in range(3):
        same(prog.run(ins), reference(g, ins))
    assert t.compiles == n and t.opens == 1


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_device_array_inputs_are_used_in_place_and_outputs_can_stay_resident(target):
    ops, reference = _pipeline()
    r = np.random.default_rng(11)
    x, w = r.standard_normal((6, 16)).astype(np.float32), r.standard_normal((16, 16)).astype(np.float32)
    g = poot.trace(lambda x, w: ops.tanh(x @ w))(x, w)
    prog = poot.compile(g, target)
    want = reference.run(g, {"x": x, "w": w})[g.outputs[0].id]
    wd = poot.to_device(w, target)
    y = prog(x, wd, resident=True)  # the weight stays on the device; the result too
    assert isinstance(y, poot.DeviceArray) and y.target == target and y.shape == want.shape
    np.testing.assert_allclose(y.numpy(), want, rtol=2e-5, atol=2e-6)
    z = prog(y, wd)  # a resident output feeds the next run
    np.testing.assert_allclose(z, np.tanh(want.astype(np.float64) @ w).astype(np.float32), rtol=1e-4, atol=1e-5)
    np.testing.assert_array_equal(wd.numpy(), w)  # an input is never written
    assert not wd.freed and not y.freed
    with pytest.raises(poot.PootError, match="device array"):
        prog(x, poot.to_device(w[:8], target))
    other = "vulkan" if target == "oracle" else "oracle"
    with pytest.raises(poot.PootError, match=f"device array on {other}"):
        prog(x, poot.to_device(w, other))


def test_resident_outputs_that_share_a_buffer_come_back_as_their_own_arrays():
    """An output returned twice (or an input returned) shares a buffer: each comes back separately."""
    ops, _ = _pipeline()
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    g = poot.trace(lambda x: (x, x.reshape(12), ops.exp(x)))(x)
    xd = poot.to_device(x, "oracle")
    a, b, c = poot.compile(g, "oracle")(xd, resident=True)
    np.testing.assert_array_equal(a.numpy(), x)
    np.testing.assert_array_equal(b.numpy(), x.reshape(12))
    np.testing.assert_allclose(c.numpy(), np.exp(x), rtol=1e-6)
    a.free()
    np.testing.assert_array_equal(xd.numpy(), x)  # freeing an output never frees the caller's input
    np.testing.assert_array_equal(b.numpy(), x.reshape(12))


@pytest.mark.parametrize("target", ["oracle", "vulkan"])
def test_profile_times_every_step_and_leaves_the_device_usable(target):
    ops, reference = _pipeline()
    r = np.random.default_rng(12)
    x, w = r.standard_normal((8, 16)).astype(np.float32), r.standard_normal((16, 16)).astype(np.float32)
    g = poot.trace(lambda x, w: ops.softmax(ops.tanh(x @ w)) + x @ w)(x, w)
    prog = poot.compile(g, target, fuse=False)
    ms = prog.profile({"x": x, "w": w}, reps=3)
    assert len(ms) == len(prog.steps) and all(t > 0 for t in ms)
    np.testing.assert_allclose(prog(x, w), reference.run(g, {"x": x, "w": w})[g.outputs[0].id], rtol=1e-4, atol=1e-5)
    with pytest.raises(poot.PootError, match="reps"):
        prog.profile({"x": x, "w": w}, reps=0)
