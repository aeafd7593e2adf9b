"""The repeated `execute` and kernel call from numpy on the ptx device over the fake CUDA driver
(conftest.FakeCuda): what is kept between calls (the compile memo, the parameter table, the
one-shot run's layout and buffers) follows what decides it - options, switches, array sizes and
dtypes, the kernel object - and every result matches numpy and the oracle."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import compile as pipeline
from poot_core import oracle
from poot_core.errors import KernelFault, UsageError
from poot_core.exec import execute, kernel, to_device, zeros
from poot_core.exec.executor import device_for
from poot_core.ir.types import F32, U32
from poot_core.runtime import BufferedDevice
from poot_core.target import Grid
from poot_core.testing import catalog
from poot_core.testing.samples import elementwise_add, map_body
from poot_ptx.target import PtxTarget

pytest.importorskip("poot_core.backends.llvm.host")


@pytest.fixture
def ptx(fresh_fake_ptx):
    return fresh_fake_ptx


@pytest.fixture
def launched(monkeypatch):
    """The artifacts launched, in order (a spy on the protocol's launch)."""
    arts = []
    real = BufferedDevice.launch

    def spy(self, art, buffers, grid):
        arts.append(art)
        return real(self, art, buffers, grid)
    monkeypatch.setattr(BufferedDevice, "launch", spy)
    return arts


def _add(n, rng, shape=None, dtype=np.float32):
    shape = shape or (n,)
    if np.dtype(dtype).kind == "f":
        a, b = rng.standard_normal(shape).astype(dtype), rng.standard_normal(shape).astype(dtype)
    else:
        a, b = rng.integers(0, 2**31, shape, dtype=dtype), rng.integers(0, 2**31, shape, dtype=dtype)
    return {"a": a, "b": b, "out": rng.standard_normal(shape).astype(dtype)}


def test_repeated_execute_matches_numpy_for_every_size_and_shape(ptx):
    """Sizes and shapes change from call to call (the one-shot layout with them): each result is
    a + b exactly, in the caller's shape, and the caller's arrays are left as they were."""
    body = elementwise_add(F32)
    rng = np.random.default_rng(1)
    for n, shape in [(1000, None), (1000, None), (1, None), (255, None), (256, None), (257, None), (4096, None),
                     (1000, None), (12, (3, 4)), (1024, (2, 8, 64)), (12, (3, 4)), (1, None)]:
        arrays = _add(n, rng, shape)
        before = {k: v.copy() for k, v in arrays.items()}
        out = execute(body, ptx, Grid.threads(n, body.workgroup_size), arrays)["out"]
        assert out.shape == arrays["out"].shape and out.dtype == np.float32
        np.testing.assert_array_equal(out, arrays["a"] + arrays["b"])
        for k in arrays:
            np.testing.assert_array_equal(arrays[k], before[k])
        assert not np.shares_memory(out, arrays["out"])


def test_repeated_execute_of_several_kernels_matches_the_oracle(ptx):
    """Kernels of the catalog, interleaved, each run several times on new random data: every
    result is the oracle's (the kept layouts and buffers are per artifact)."""
    from poot_core.oracle.compare import assert_matches

    cases = [c for c in catalog.cases() if not (c.faults or c.barrier)][:6]
    rng = np.random.default_rng(2)
    for _ in range(3):
        for case in cases:
            bufs = case.make(rng)
            got = execute(case.body, ptx, case.grid, bufs)
            assert_matches(got, oracle.run(case.body, dict(bufs), case.grid), case.body)


def test_a_different_kernel_with_the_same_name_is_its_own(ptx):
    """Two bodies named alike (a + b and a - b): each call runs its own body, alternately."""
    add = map_body("same_name", [F32, F32], [("out", F32)], lambda kb, x: [kb.bin("add", x[0], x[1])])
    sub = map_body("same_name", [F32, F32], [("out", F32)], lambda kb, x: [kb.bin("sub", x[0], x[1])])
    rng = np.random.default_rng(3)
    for _ in range(3):
        for body, want in ((add, np.add), (sub, np.subtract)):
            x0, x1 = rng.standard_normal(500).astype(np.float32), rng.standard_normal(500).astype(np.float32)
            out = execute(body, ptx, Grid.threads(500, body.workgroup_size),
                          {"x0": x0, "x1": x1, "out": np.zeros(500, np.float32)})["out"]
            np.testing.assert_array_equal(out, want(x0, x1))


def test_the_same_name_with_another_dtype_is_its_own(ptx):
    """elementwise_add of f32 and of u32 (one name, one shape of arrays): each dtype's own kernel,
    and an array of the other dtype is still refused after the calls warmed everything up."""
    bodies = {np.float32: elementwise_add(F32), np.uint32: elementwise_add(U32)}
    rng = np.random.default_rng(4)
    for _ in range(2):
        for dt, body in bodies.items():
            arrays = _add(777, rng, dtype=dt)
            out = execute(body, ptx, Grid.threads(777, 64), arrays)["out"]
            assert out.dtype == dt
            np.testing.assert_array_equal(out, arrays["a"] + arrays["b"])
    with pytest.raises(UsageError, match="expected float32"):
        execute(bodies[np.float32], ptx, Grid.threads(777, 64), _add(777, rng, dtype=np.uint32))
    arrays = _add(777, rng)
    with pytest.raises(UsageError, match="non-contiguous"):
        execute(bodies[np.float32], ptx, Grid.threads(388, 64), dict(arrays, a=arrays["a"][::2]))
    with pytest.raises(UsageError, match="shares memory"):
        execute(bodies[np.float32], ptx, Grid.threads(777, 64), dict(arrays, out=arrays["a"]))


def test_an_options_change_compiles_and_launches_the_other_artifact(ptx, launched):
    body = elementwise_add(F32)
    rng = np.random.default_rng(5)
    grid = Grid.threads(1000, 64)
    for opts, policy in [(None, "device-trap"), ({"trap_policy": "error-word"}, "error-word"), (None, "device-trap"),
                         ({"trap_policy": "error-word"}, "error-word"), ({"trap_policy": "device-trap"}, "device-trap")]:
        arrays = _add(1000, rng)
        np.testing.assert_array_equal(execute(body, ptx, grid, arrays, options=opts)["out"], arrays["a"] + arrays["b"])
        art = pipeline.compile_cached(body, ptx, opts)
        assert art.meta["trap_policy"] == policy and launched[-1] is art
    assert pipeline.compile_cached(body, ptx, {"coarsen": "off"}) is not pipeline.compile_cached(body, ptx, None)


def test_a_switch_change_compiles_and_launches_the_other_artifact(ptx, launched, monkeypatch):
    """POOT_LLVM_TRAPS decides the default trap policy: after it changes, execute and the kernel
    wrapper (from numpy and on device arrays) launch the artifact of the new setting, and the old
    one again once it is back."""
    body = elementwise_add(F32)
    rng = np.random.default_rng(6)
    grid = Grid.threads(1000, 64)
    add = kernel(body, ptx)
    x, y = (to_device(rng.standard_normal(1000).astype(np.float32), ptx) for _ in range(2))
    o = zeros(1000, np.float32, ptx)
    monkeypatch.delenv("POOT_LLVM_TRAPS", raising=False)
    for policy in ("", "error-word", "", "error-word"):
        if policy:
            monkeypatch.setenv("POOT_LLVM_TRAPS", policy)
        else:
            monkeypatch.delenv("POOT_LLVM_TRAPS", raising=False)
        want = policy or "device-trap"
        arrays = _add(1000, rng)
        np.testing.assert_array_equal(execute(body, ptx, grid, arrays)["out"], arrays["a"] + arrays["b"])
        assert launched[-1].meta["trap_policy"] == want
        np.testing.assert_array_equal(add(arrays["a"], arrays["b"], arrays["out"], threads=1000),
                                      arrays["a"] + arrays["b"])
        assert launched[-1].meta["trap_policy"] == want
        for _ in range(2):  # the second call on device arrays takes the wrapper's fast path
            add(x, y, o, threads=1000)
            assert launched[-1].meta["trap_policy"] == want
        np.testing.assert_array_equal(o.numpy(), x.numpy() + y.numpy())


def test_a_cuda_home_change_asks_the_target_for_its_salt_again(ptx, monkeypatch):
    """CUDA_HOME decides which libdevice links (the target's cache salt): the compile memo is
    not reused across a change of it."""
    body = elementwise_add(F32)
    salts = []
    real = PtxTarget.cache_salt

    def counted(self):
        salts.append(1)
        return real(self)
    monkeypatch.setattr(PtxTarget, "cache_salt", counted)
    pipeline.compile_cached(body, ptx)
    pipeline.compile_cached(body, ptx)
    n = len(salts)
    monkeypatch.setenv("CUDA_HOME", "/nowhere/cuda")
    pipeline.compile_cached(body, ptx)
    assert len(salts) == n + 1


def test_a_fault_in_a_repeated_run_hands_back_nothing_and_the_next_run_is_clean(ptx):
    """Error-word build, one layout (the same arrays): a run whose launch reads past `a` faults
    with nothing returned; the next run on the very same buffers (a grid that stays in bounds)
    is correct, and its `out` beyond the grid is the caller's, not the faulted dispatch's."""
    body = elementwise_add(F32)
    rng = np.random.default_rng(7)
    arrays = {"a": rng.standard_normal(600).astype(np.float32), "b": rng.standard_normal(1000).astype(np.float32),
              "out": np.full(1000, 5.0, np.float32)}
    opts = {"trap_policy": "error-word"}
    good = Grid.threads(576, 64)  # 9 whole workgroups: every thread below len(a)
    for _ in range(3):
        with pytest.raises(KernelFault) as ei:
            execute(body, ptx, Grid.threads(1000, 64), arrays, options=opts)
        assert ei.value.thread == 600 and [s.site for s in ei.value.sites] == [0]
        out = execute(body, ptx, good, arrays, options=opts)["out"]
        np.testing.assert_array_equal(out[:576], arrays["a"][:576] + arrays["b"][:576])
        np.testing.assert_array_equal(out[576:], 5.0)
    assert not device_for(ptx).lost
