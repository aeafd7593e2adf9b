"""One program across targets: oracle + vulkan (lavapipe) + a third-party fixture target, run and
compared with the single-target oracle program; faults name the target and the region; the XDNA
placement planned and its NPU module emitted (the run needs an NPU)."""
from __future__ import annotations

import json
import math

import numpy as np
import pytest

import poot
from poot import ops
from poot_core.errors import KernelFault
from poot_core.oracle import run_checked
from poot_core.plan import codec
from poot_core.plan.place import EQUAL, only
from poot_core.target import REFUSE, Capabilities

FREE = {"*": EQUAL}  # transfers free, targets alike: the placement is capability and priority alone


def _oracle(body, buffers, grid):
    return run_checked(body, buffers, grid)


@pytest.fixture
def ew(kit, clean_registry):
    """A third-party target, registered as a plugin: its own device (host memory, the kernels run by
    the oracle's interpreter), refusing traps and with no workgroup memory, so plan_eqn gives it the
    elementwise regions (and serial reductions) only."""
    class EwOnly(kit.FakeTarget):
        trap_policy = REFUSE

        def capabilities(self):
            return Capabilities(max_workgroup_memory=0)
    return kit.register_fake(EwOnly("ew-fixture", fn=_oracle))


def _random_block(seed: int):
    """A random traced graph mixing elementwise, row, reduce and contraction equations."""
    rnd = np.random.default_rng(seed)
    R, C = [(4, 8), (3, 16), (6, 5)][seed % 3]
    kinds = ["add", "mul", "tanh", "exp", "max", "softmax", "layernorm", "sum", "matmul", "sub"]
    plan = [(kinds[rnd.integers(len(kinds))], rnd.random(), rnd.random()) for _ in range(10)]

    def fn(x, w, g, b):
        vals = [x]
        for op, p, q in plan:
            a = vals[-1] if p < .6 else vals[int(p * 10) % len(vals)]
            o = vals[int(q * 10) % len(vals)]
            v = {"add": lambda: a + o, "sub": lambda: a - o * 0.5, "mul": lambda: a * o,
                 "tanh": lambda: ops.tanh(a), "exp": lambda: ops.exp(a * 0.25),
                 "max": lambda: ops.maximum(a, o), "softmax": lambda: ops.softmax(a),
                 "layernorm": lambda: ops.layernorm(a, g, b), "sum": lambda: a + a.sum(keepdims=True) * 0.125,
                 "matmul": lambda: (a @ w) * 0.25}[op]()
            vals.append(v)
        return vals[-1], vals[1 + int(q * 10) % (len(vals) - 1)] * 2.0
    r = np.random.default_rng(100 + seed)
    args = [r.standard_normal(s).astype(np.float32) for s in ((R, C), (C, C), (C,), (C,))]
    return poot.trace(fn)(*args), args


def _blocks():
    def gelu_mlp(x, w, b):
        h = x @ w + b
        return ops.erf(h * 0.70710677) * 0.5 * h + 0.5 * h

    def attention(x, wq, wk, wv, g, b):
        y = x + ops.layernorm(x, g, b)
        q, k, v = y @ wq, y @ wk, y @ wv
        return ops.softmax(q @ k.T * (1 / math.sqrt(q.shape[-1]))) @ v + y
    r = np.random.default_rng(7)
    f = lambda *s: r.standard_normal(s).astype(np.float32)  # noqa: E731
    for fn, args in ((gelu_mlp, [f(8, 24), f(24, 40), f(40)]),
                     (attention, [f(6, 16), f(16, 16), f(16, 16), f(16, 16), f(16), f(16)])):
        yield fn.__name__, poot.trace(fn)(*args), args


def _same(got: dict, want: dict, exact: bool) -> None:
    assert got.keys() == want.keys()
    for k, w in want.items():
        assert got[k].dtype == w.dtype and got[k].shape == w.shape, k
        if exact:
            np.testing.assert_array_equal(got[k], w, err_msg=k)
        else:
            np.testing.assert_allclose(got[k], w, rtol=1e-4, atol=1e-5, err_msg=k)


def _lists(ew):
    return {"ew+vulkan": [ew, "vulkan"], "ew+oracle": [ew, "oracle"],
            "ew+oracle(row,reduce)+vulkan": [ew, only("oracle", "row", "reduce"), "vulkan"],
            "vulkan(contraction,row)+oracle": [only("vulkan", "contraction", "row"), "oracle"]}


@pytest.mark.parametrize("seed", range(4))
def test_random_graphs_on_several_targets_equal_the_oracle_program(ew, seed):
    g, args = _random_block(seed)
    ins = {t.id: a for t, a in zip(g.inputs, args)}
    for fuse in (True, False):
        want = poot.compile(g, "oracle", fuse=fuse).run(ins)
        for name, targets in _lists(ew).items():
            prog = poot.compile(g, targets=targets, costs=FREE, fuse=fuse)
            used = {s.target for s in prog.steps}
            # the fixture runs kernels by the oracle's interpreter: bit-exact where it ran the same
            # bodies (a trap-refusing target may get a family kernel's _nt variant, whose lanes
            # sum in another order)
            bodies = {s.plan.body for s in poot.compile(g, "oracle", fuse=fuse).steps}
            oracle_only = used <= {"ew-fixture", "oracle"} and {s.plan.body for s in prog.steps} <= bodies
            _same(prog.run(ins), want, exact=oracle_only)
            if not oracle_only:
                prog.run(ins, check=True)  # every vulkan step against the oracle on its own inputs
            for t in prog.transfers:  # every transfer crosses targets and is what a later step reads
                assert prog.buffers[t.src].target != prog.buffers[t.dst].target
                assert t.tensor in {x.id for s in prog.steps[t.step:] for x in s.region.inputs}, (name, t)


def test_random_graphs_really_mix_targets(ew):
    mixes = set()
    for seed in range(4):
        g, _ = _random_block(seed)
        for name, targets in _lists(ew).items():
            mixes.add((name, tuple(sorted({s.target for s in poot.compile(g, targets=targets, costs=FREE).steps}))))
    assert ("ew+oracle(row,reduce)+vulkan", ("ew-fixture", "oracle", "vulkan")) in mixes
    assert ("ew+vulkan", ("ew-fixture", "vulkan")) in mixes and ("ew+oracle", ("ew-fixture", "oracle")) in mixes
    assert ("vulkan(contraction,row)+oracle", ("oracle", "vulkan")) in mixes


@pytest.mark.parametrize("costs", [FREE, None], ids=["priority", "default-figures"])
def test_traced_blocks_on_several_targets_equal_the_oracle_program(ew, costs):
    for name, g, args in _blocks():
        ins = {t.id: a for t, a in zip(g.inputs, args)}
        want = poot.compile(g, "oracle").run(ins)
        for targets in ([ew, "vulkan"], [only("vulkan", "contraction"), "oracle"]):
            for fuse in (True, False):
                prog = poot.compile(g, targets=targets, costs=costs, fuse=fuse)
                _same(prog.run(ins), want, exact=False)
                if costs is FREE and not fuse:  # gelu_mlp fused is one region: unfused both targets run
                    assert len({s.target for s in prog.steps}) == 2, (name, [s.target for s in prog.steps])


def _gather_graph():
    def fn(tab, ids, w):
        h = ops.gather(tab, ids)
        return ops.tanh(h * 2.0) + w, h  # h returned: the gather keeps no epilogue
    return poot.trace(fn)(np.zeros((10, 8), np.float32), np.zeros(4, np.int32), np.zeros(8, np.float32))


@pytest.mark.parametrize("where", ["vulkan", "oracle"])
def test_a_fault_in_a_multi_target_program_names_its_target_and_region(ew, where):
    g = _gather_graph()
    targets = [ew, "vulkan"] if where == "vulkan" else [only("vulkan", "elementwise"), "oracle"]
    prog = poot.compile(g, targets=targets, costs=FREE)
    assert [(s.region.desc.op_class, s.target) for s in prog.steps] == \
        [("gather", where), ("elementwise", "ew-fixture" if where == "vulkan" else "vulkan")]
    r = np.random.default_rng(3)
    tab, w = r.standard_normal((10, 8)).astype(np.float32), r.standard_normal(8).astype(np.float32)
    with pytest.raises(KernelFault) as ei:
        prog.run({"tab": tab, "ids": np.array([1, 2, 10, 0], np.int32), "w": w})
    msg = str(ei.value)
    assert ei.value.target == where, msg
    assert f"step 0 of 2 on {where}: region r0 (equation #0 (gather) at " in msg, msg
    assert "no output of the program was returned" in msg
    good = {"tab": tab, "ids": np.array([1, 2, 9, 0], np.int32), "w": w}  # the devices run the next program
    _same(prog.run(good), poot.compile(g, "oracle").run(good), exact=where == "vulkan")  # a gather copies exactly; tanh on vulkan is within the contract


def test_poot_plan_explains_the_placement_and_every_transfer(ew, tmp_path, capsys):
    from poot_core.cli import main

    g = _gather_graph()
    path = tmp_path / "g.graph.json"
    codec.write(str(path), g)
    assert main(["plan", str(path), "--target", "ew-fixture,vulkan"]) == 0  # default figures: r1 joins r0
    out = capsys.readouterr().out
    assert "r1 -> vulkan: moved from ew-fixture to its neighbours' target vulkan" in out and "copy" not in out
    assert main(["plan", str(path), "--target", "ew-fixture,vulkan", "--explain", "--priority-only"]) == 0
    out = capsys.readouterr().out
    assert "placement over ew-fixture, vulkan (priority order)" in out
    assert "r0 -> vulkan: " in out and "refused by ew-fixture: no kernel fits this gather region" in out
    assert "the target refuses traps" in out
    assert "before step 1: copy t0 (128 bytes) from vulkan (buffer #" in out and "to ew-fixture (buffer #" in out
    assert main(["plan", str(path), "--target", "vulkan:elementwise,oracle", "--json", "--priority-only"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert [(c["region"], c["target"]) for c in rep["placement"]["regions"]] == [("r0", "oracle"), ("r1", "vulkan")]
    assert rep["transfers"] == [{"before_step": 1, "tensor": "t0", "from": rep["transfers"][0]["from"],
                                 "to": rep["transfers"][0]["to"], "count": 32, "bytes": 128,
                                 "from_target": "oracle", "to_target": "vulkan"}]
    assert main(["plan", str(path), "--target", "vulkan:matvec,oracle"]) == 1  # not an op class: usage
    assert main(["plan", str(path), "--target", "vulkan", "--priority-only"]) == 1
    assert "not 'matvec'" in capsys.readouterr().err


# --- XDNA: planned here (no NPU needed), run on a machine with one -----------------------------
K, N = 64, 32


def _decode_graph():
    """A decode step's shape: embedding gather, rmsnorm, a Q8_0 matrix-vector product, argmax, and
    the next token's embedding."""
    def fn(x, g, w, ids, tab):
        e = ops.gather(tab, ids)
        h = ops.rmsnorm(x + e.sum(axis=None), g)
        y = ops.dequantize(w, format="q8_0", shape=(N, K)) @ h
        return ops.gather(tab, ops.argmax(y).reshape(1))
    return poot.trace(fn)(np.zeros(K, np.float32), np.zeros(K, np.float32), np.zeros(N * K // 32 * 34 // 4, np.uint32),
                          np.zeros(3, np.int32), np.zeros((10, K), np.float32))


def test_xdna_runs_the_packed_matvec_and_the_gpu_the_rest():
    pytest.importorskip("poot_xdna", reason="the xdna plugin (plugins/poot_xdna) is not installed")
    from poot_core.plugins import get_target

    g = _decode_graph()
    prog = poot.compile(g, targets=[only("xdna", "contraction"), "vulkan"], costs=FREE)
    assert [(s.region.desc.op_class, s.target) for s in prog.steps] == [
        ("gather", "vulkan"), ("reduce", "vulkan"), ("row", "vulkan"), ("contraction", "xdna"),
        ("select", "vulkan"), ("gather", "vulkan")]
    npu = prog.steps[3]
    assert npu.plan.origin == "asset:assets/packed/q8_0_matvec_nt"  # the trap-free packed matvec
    assert [(t.tensor, t.step, prog.buffers[t.src].target, prog.buffers[t.dst].target) for t in prog.transfers] == \
        [("t4", 3, "vulkan", "xdna"), ("t6", 4, "xdna", "vulkan")]
    assert {b.target for b in prog.buffers if "w" in b.tensors} == {"xdna"}  # the weights go to the NPU only
    # the NPU module for that step, sized for its arguments (no NPU, no aiecc: the MLIR-AIE module)
    lens = ",".join(f"{a.param}:{a.count}" for a in npu.args)
    art = get_target("xdna").compile(npu.plan.body, build=False, lens=lens)
    text = art.final.decode()
    assert art.target == "xdna" and "aie.device" in text and "aie.core" in text and "q8_0_matvec" in text
    # by the default figures the NPU is slower than a GPU for it, so the matvec joins its neighbours
    dflt = poot.compile(g, targets=[only("xdna", "contraction"), "vulkan"])
    assert {s.target for s in dflt.steps} == {"vulkan"}
    assert "moved from xdna to its neighbours' target vulkan" in dflt.placement.choices[3].why
    # the NPU first for everything: it takes every trap-free region, the gathers (which can trap) go to vulkan
    npu_first = poot.compile(g, targets=["xdna", "vulkan"], costs=FREE)
    assert [s.target for s in npu_first.steps] == ["vulkan", "xdna", "xdna", "xdna", "xdna", "vulkan"]
    assert "the target refuses traps" in npu_first.placement.choices[0].refused[0][1]
