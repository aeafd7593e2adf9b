"""The CPU oracle's headline behaviour: the sample kernels, input checking, the `oracle` target and
its plugin registration, the compare contract, and random valid bodies (tests/oracle/ has the rest)."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import KernelFault, UsageError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, I32, U32, USIZE
from poot_core.oracle import run
from poot_core.oracle.compare import assert_matches, compare, contract_for
from poot_core.oracle.target import OracleTarget, poot_targets
from poot_core.target import RAISE, Grid
from poot_core.testing import samples
from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers


def _add_inputs(n, seed=0, ty=np.float32):
    rng = np.random.default_rng(seed)
    return {"a": rng.standard_normal(n).astype(ty), "b": rng.standard_normal(n).astype(ty), "out": np.zeros(n, ty)}


@pytest.mark.parametrize("ty", [F16, F32, F64], ids=str)
def test_elementwise_add_matches_numpy(ty):
    n = 1000  # not a multiple of 64: the tail lanes are guarded by `i < out.len()`
    bufs = _add_inputs(n, 1, ty.np)
    keep = {k: v.copy() for k, v in bufs.items()}
    got = run(samples.elementwise_add(ty), bufs, Grid.threads(n, 64))
    assert set(got) == {"out"} and got["out"].dtype == ty.np
    assert np.array_equal(got["out"], bufs["a"] + bufs["b"])
    for k in bufs:
        assert np.array_equal(bufs[k], keep[k])
    assert got["out"] is not bufs["out"]


def test_in_out_buffer_contents_are_uploaded():
    kb = Builder("acc", 32)
    a, y = kb.input("a", F32), kb.output("y", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(y)), lambda: kb.store(y, i, kb.add(kb.load(y, i), kb.load(a, i))))
    kb.ret()
    y0 = np.arange(50, dtype=np.float32)
    got = run(kb.build(), {"a": np.ones(50, np.float32), "y": y0}, Grid.threads(50, 32))
    assert np.array_equal(got["y"], y0 + 1) and (y0 == np.arange(50)).all()


def test_lds_tree_reduction_many_groups():
    groups = 1000
    a = np.random.default_rng(2).standard_normal(groups * 64).astype(np.float32)
    got = run(samples.wg_tree_reduce(), {"a": a, "out": np.zeros(groups, np.float32)}, Grid((groups, 1), 64))
    assert np.array_equal(got["out"], samples.tree_reduce_ref(a))
    assert np.allclose(got["out"], a.reshape(groups, 64).sum(1), atol=1e-4)


def test_buffers_are_checked():
    body = samples.elementwise_add()
    g = Grid.threads(8, 64)
    ok = _add_inputs(8)
    with pytest.raises(UsageError, match="needs numpy dtype float32, got float64"):
        run(body, {**ok, "a": ok["a"].astype(np.float64)}, g)
    with pytest.raises(UsageError, match="missing \\['b'\\]"):
        run(body, {"a": ok["a"], "out": ok["out"]}, g)
    with pytest.raises(UsageError, match="unknown \\['c'\\]"):
        run(body, {**ok, "c": ok["a"]}, g)
    with pytest.raises(UsageError, match="needs a numpy array"):
        run(body, {**ok, "a": [1.0] * 8}, g)
    with pytest.raises(UsageError, match="WORKGROUP_SIZE 64"):
        run(body, ok, Grid((1, 1), 32))


def test_oracle_target_compiles_to_canonical_kir_and_runs():
    t = OracleTarget()
    assert (t.name, t.artifact, t.trap_policy, t.stages) == ("oracle", "kir", RAISE, ("kir",))
    av = t.probe()
    assert av.available and av.device == f"CPU (numpy {np.__version__})"
    caps = t.capabilities()
    assert caps.f16 and caps.f64 and caps.subgroup_size == 32 and (16, 16, 16) in caps.wmma_shapes
    assert caps.max_workgroup_size == 1024
    body = samples.elementwise_add()
    art = t.compile(body)
    assert art.stages[0][0] == "kir" and art.final == kir.dumps(body).encode()
    assert kir.loads(art.final.decode()).body == body
    dev = t.open()
    bufs = _add_inputs(100)
    out = dev.run(art, bufs, Grid.threads(100, 64))
    assert np.array_equal(out["out"], bufs["a"] + bufs["b"])
    # an artifact without its body (read back from bytes) runs the same
    from poot_core.target import Artifact
    bare = Artifact("oracle", body.name, art.stages)
    assert np.array_equal(dev.run(bare, bufs, Grid.threads(100, 64))["out"], out["out"])


def test_oracle_device_raises_the_fault_at_sync_not_launch():
    t = OracleTarget()
    dev = t.open()
    host = {"a": np.ones(10, np.float32), "b": np.ones(64, np.float32), "out": np.zeros(64, np.float32)}
    bufs = {k: dev.alloc(v.nbytes, v.dtype) for k, v in host.items()}
    for k, v in host.items():
        dev.upload(bufs[k], v)
    assert dev.launch(t.compile(samples.elementwise_add()), bufs, Grid.threads(64, 64)) == 0
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    assert ei.value.thread == 10 and ei.value.target == "oracle" and ei.value.dispatch == 0


def test_oracle_registers_through_the_entry_point():
    assert [t.name for t in poot_targets()] == ["oracle"]
    from importlib.metadata import entry_points
    eps = [e for e in entry_points(group="poot") if e.name == "oracle"]
    assert eps and eps[0].value == "poot_core.oracle.target"
    plugins = pytest.importorskip("poot_core.plugins")
    plugins.reset()
    try:
        assert isinstance(plugins.get_target("oracle"), OracleTarget)
    finally:
        plugins.reset()


def test_compare_contract_classes():
    exact = samples.elementwise_add()
    f = np.array([1.0, np.nan, -0.0, np.inf], np.float32)
    assert compare({"out": f.copy()}, {"out": f}, exact) == []
    # NaN matches any NaN; the sign of zero counts; a 1-ulp error is a mismatch
    g = f.copy()
    g[1] = np.float32(np.nan) * -1
    assert compare({"out": g}, {"out": f}, exact) == []
    g[2] = 0.0
    g[0] = np.nextafter(np.float32(1), np.float32(2))
    bad = compare({"out": g}, {"out": f}, exact)
    assert [m.index for m in bad] == [0, 2] and "exact" in bad[0].why
    with pytest.raises(AssertionError, match="elementwise_add: 2 output mismatch"):
        assert_matches({"out": g}, {"out": f}, exact)
    # ints exact; dtype/shape and names checked
    i = np.arange(5, dtype=np.int32)
    assert [m.index for m in compare({"o": i + (i == 3)}, {"o": i})] == [3]
    assert compare({"o": i.astype(np.uint32)}, {"o": i})[0].why == "dtype or shape differs"
    assert compare({"p": i}, {"o": i})[0].why == "output names differ"

    mx = samples.map_kernel("mx", [F32, F32], F32, lambda kb, x: kb.math("max", x[0], x[1]))
    assert contract_for(mx).kind == "exact" and not contract_for(mx).signed_zero
    z = np.array([0.0], np.float32)
    assert compare({"out": -z}, {"out": z}, mx) == []
    # and so an infinity divided out of such a zero (x / max(-0.0, 0.0)) may have either sign, but
    # only an infinity: a finite value, or an infinity against a finite one, still mismatches
    inf = np.array([np.inf, np.inf, 2.0], np.float32)
    assert compare({"out": -inf}, {"out": inf}, mx)[0].index == 2 and len(compare({"out": -inf}, {"out": inf}, mx)) == 1
    assert len(compare({"out": np.array([np.inf], np.float32)}, {"out": np.array([3.0], np.float32)}, mx)) == 1
    add = samples.elementwise_add()  # no max/min: the signs of zeros and infinities count
    assert len(compare({"out": -inf[:2]}, {"out": inf[:2]}, add)) == 2

    ex = samples.map_kernel("ex", [F32], F32, lambda kb, x: kb.math("exp", x[0]))
    assert contract_for(ex).kind == "transcendental"
    w = np.array([1.5, 100.0, 1e-9], np.float32)
    near = w + np.spacing(w) * np.float32(10)
    far = w * np.float32(1 + 1e-3)
    assert compare({"out": near}, {"out": w}, ex) == []
    assert [m.index for m in compare({"out": far}, {"out": w}, ex)] == [0, 1]
    assert compare({"out": far}, {"out": w}, ex, ulps=1e5) == []
    assert [m.index for m in compare({"out": np.array([np.inf], np.float32)},
                                     {"out": np.array([3e38], np.float32)}, ex)] == [0]

    mm = samples.wmma_gemm(16, 16, 16)
    assert contract_for(mm).kind == "wmma"
    want = np.array([100.0, -50.0, 0.001], np.float32)
    assert compare({"c": want + np.float32(0.01)}, {"c": want}, mm) == []
    assert [m.index for m in compare({"c": want + np.float32(0.1)}, {"c": want}, mm)] == [0, 1, 2]


def test_compare_lists_at_most_max_report():
    i = np.arange(100, dtype=np.uint32)
    bad = compare({"o": i + 1}, {"o": i}, max_report=3)
    assert len(bad) == 4 and bad[-1].got == "97 more"


def test_random_valid_bodies_run_or_fault_typed():
    """Bodies from the IR generator (every node kind) run to completion or raise KernelFault;
    chunking changes nothing for bodies without cross-workgroup races (here: one group)."""
    ran = faulted = 0
    for seed in range(120):
        body = random_body(seed, wmma=(seed % 3 == 0))
        bufs = random_buffers(body, MIN_LEN * 4, np.random.default_rng(seed))
        try:
            run(body, bufs, Grid((2, 2), body.workgroup_size), racecheck=False)  # they race by design
            ran += 1
        except KernelFault as f:
            assert all(s.site >= 0 for s in f.sites), (seed, f)  # only the body's own checks
            faulted += 1
    assert ran > 30 and faulted > 5


def test_f16_chain_rounds_each_op():
    body = samples.map_kernel("h", [F16, F16], F16, lambda kb, x: kb.mul(kb.add(x[0], x[1]), x[1]))
    rng = np.random.default_rng(5)
    a, b = (rng.standard_normal(500).astype(np.float16) for _ in range(2))
    got = run(body, {"x0": a, "x1": b, "out": np.zeros(500, np.float16)}, Grid.threads(500, 64))["out"]
    s = (a.astype(np.float64) + b).astype(np.float16)
    assert np.array_equal(got, (s.astype(np.float64) * b).astype(np.float16))


def test_usize_wraps_at_64_bits():
    body = samples.map_kernel("u", [I32], U32, lambda kb, x: kb.cast(
        kb.mul(kb.cast(x[0], USIZE), N.Const(USIZE, 2**63 + 1)), U32))
    a = np.array([-1, 3, 2**31 - 1], np.int32)
    got = run(body, {"x0": a, "out": np.zeros(3, np.uint32)}, Grid.threads(3, 64))["out"]
    assert got.tolist() == [((int(v) % 2**64) * (2**63 + 1) % 2**64) % 2**32 for v in a]


def test_a_workgroup_that_does_not_fit_in_memory_is_a_capability_error(monkeypatch):
    """oracle.run called directly (no executor, so no capability check before it): a workgroup whose
    state cannot be allocated (simulated) is a typed CapabilityError, never a MemoryError."""
    import poot_core.oracle as oracle_pkg
    import poot_core.oracle.machine as machine
    from poot_core.errors import CapabilityError

    def no_memory(*a, **k):
        raise MemoryError

    monkeypatch.setattr(machine, "Chunk", no_memory)  # run() imports it from the interpreter at its first call
    bufs = {"a": np.ones(64, np.float32), "out": np.zeros(1, np.float32)}
    with pytest.raises(CapabilityError, match="does not fit in this machine's memory"):
        oracle_pkg.run(samples.wg_tree_reduce(), bufs, Grid((1, 1), 64))
