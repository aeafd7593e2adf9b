"""The executor and the typed launch wrapper: ABI checks, compile cache, faults, the oracle."""
from __future__ import annotations

import inspect

import numpy as np
import pytest

from poot_core.errors import (CapabilityError, DeviceLost, KernelFault, KirFormatError, PluginError,
                              TargetUnavailable, TrapSite, UsageError)
from poot_core.exec import execute, kernel, load_kernel
from poot_core.ir import kir
from poot_core.target import Capabilities, Grid


def _bufs(kit, n=100, seed=1):
    return {"a": kit.rng_f32(n, seed), "b": kit.rng_f32(n, seed + 1), "out": np.zeros(n, np.float32)}


# --- the ABI checks ---------------------------------------------------------------------
def test_execute_returns_outputs_and_leaves_caller_arrays(kit):
    body, t = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add)
    bufs = _bufs(kit)
    before = {k: v.copy() for k, v in bufs.items()}
    out = execute(body, t, Grid.threads(100, 64), bufs)
    assert set(out) == {"out"}
    np.testing.assert_array_equal(out["out"], bufs["a"] + bufs["b"])
    for k in bufs:
        np.testing.assert_array_equal(bufs[k], before[k])
    assert not np.shares_memory(out["out"], bufs["out"])


def test_missing_and_unknown_params(kit):
    body, t, g = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add), Grid.threads(8, 64)
    bufs = _bufs(kit, 8)
    del bufs["b"]
    with pytest.raises(UsageError, match=r"missing array for parameter\(s\) b: &\[f32\]"):
        execute(body, t, g, bufs)
    with pytest.raises(UsageError, match=r"unknown parameter name\(s\) 'c'"):
        execute(body, t, g, {**_bufs(kit, 8), "c": np.zeros(8, np.float32)})
    assert t.compiles == 0


@pytest.mark.parametrize("dtype", [np.float64, np.float16, np.int32, ">f4"])
def test_wrong_dtype_is_refused_never_converted(kit, dtype):
    body, t = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add)
    bufs = _bufs(kit, 8)
    bufs["b"] = bufs["b"].astype(dtype)
    with pytest.raises(UsageError) as e:
        execute(body, t, Grid.threads(8, 64), bufs)
    msg = str(e.value)
    assert "b: &[f32]" in msg and str(np.dtype(dtype)) in msg and "expected float32" in msg


def test_not_an_array_and_strided_views(kit):
    body, t, g = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add), Grid.threads(8, 64)
    with pytest.raises(UsageError, match="needs a numpy array of dtype float32, not a list"):
        execute(body, t, g, {**_bufs(kit, 8), "a": [0.0] * 8})
    with pytest.raises(UsageError, match="non-contiguous"):
        execute(body, t, g, {**_bufs(kit, 8), "a": kit.rng_f32(16)[::2]})


def test_multi_dimensional_contiguous_arrays_keep_their_shape(kit):
    body, t = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add)
    a, b = kit.rng_f32(12, 3).reshape(3, 4), kit.rng_f32(12, 4).reshape(3, 4)
    out = execute(body, t, Grid.threads(12, 64), {"a": a, "b": b, "out": np.zeros((3, 4), np.float32)})["out"]
    assert out.shape == (3, 4)
    np.testing.assert_array_equal(out, a + b)


def test_outputs_must_not_alias(kit):
    body, t, g = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add), Grid.threads(8, 64)
    a = kit.rng_f32(8)
    with pytest.raises(UsageError, match=r"output out: &mut \[f32\] shares memory with input a"):
        execute(body, t, g, {"a": a, "b": kit.rng_f32(8), "out": a})
    big = np.zeros(16, np.float32)
    with pytest.raises(UsageError, match="shares memory with input b"):
        execute(body, t, g, {"a": a, "b": big[:8], "out": big[4:12]})
    # inputs may alias each other
    out = execute(body, t, g, {"a": a, "b": a, "out": np.zeros(8, np.float32)})["out"]
    np.testing.assert_array_equal(out, a + a)
    two = kit.two_out_body()
    x = np.zeros(8, np.float32)
    with pytest.raises(UsageError, match=r"output x: &mut \[f32\] shares memory with output y"):
        execute(two, kit.FakeTarget(fn=lambda *_: {}), Grid.threads(8, 32), {"a": a, "x": x, "y": x})


def test_grid_must_match_and_fit(kit):
    body, t = kit.add_body(), kit.FakeTarget(fn=kit.numpy_add)
    with pytest.raises(UsageError, match="workgroup size 32 differs"):
        execute(body, t, Grid.threads(8, 32), _bufs(kit, 8))
    small = kit.FakeTarget(fn=kit.numpy_add)
    small.capabilities = lambda: Capabilities(max_workgroup_size=32, max_groups=(4, 1))
    with pytest.raises(CapabilityError, match="exceeds the device's limit 32"):
        execute(body, small, Grid.threads(8, 64), _bufs(kit, 8))
    with pytest.raises(CapabilityError) as e:
        execute(kit.add_body(wg=32), small, Grid.of_groups(5, 1, 32), _bufs(kit, 8))
    assert e.value.exit_code == 2


def test_compile_is_cached_per_target_and_body(kit):
    t = kit.FakeTarget(fn=kit.numpy_add)
    for _ in range(3):
        execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))  # equal bodies, new objects
    assert t.compiles == 1 and t.opens == 1 and t.launches == 3
    execute(kit.add_body("other"), t, Grid.threads(8, 64), _bufs(kit, 8))
    assert t.compiles == 2


def test_unavailable_target_is_typed(kit):
    t = kit.FakeTarget(fn=kit.numpy_add, available=False)
    with pytest.raises(TargetUnavailable, match="no fake device here") as e:
        execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))
    assert e.value.exit_code == 4 and t.opens == 0


def test_fault_returns_nothing_and_leaks_nothing(kit):
    """The fake device scribbles on the &mut buffers it was handed, then faults."""
    def scribble_then_fault(body, buffers, grid):
        buffers["out"][:] = 42.0
        raise KernelFault("", kernel=body.name, target="fake", sites=(TrapSite(0, "bounds"),), thread=7)
    t = kit.FakeTarget(fn=scribble_then_fault)
    bufs = _bufs(kit, 8)
    before = bufs["out"].copy()
    with pytest.raises(KernelFault, match="thread 7") as e:
        execute(kit.add_body(), t, Grid.threads(8, 64), bufs)
    assert e.value.exit_code == 3
    np.testing.assert_array_equal(bufs["out"], before)
    # inputs are handed to the device read-only
    def write_input(body, buffers, grid):
        buffers["a"][0] = 1.0
    with pytest.raises(ValueError, match="read-only"):
        execute(kit.add_body(), kit.FakeTarget(fn=write_input), Grid.threads(8, 64), _bufs(kit, 8))


def test_device_lost_drops_the_device(kit):
    state = {"lost": True}

    def fn(body, buffers, grid):
        if state.pop("lost", False):
            raise DeviceLost("trap", target="fake")
        return kit.numpy_add(body, buffers, grid)
    t = kit.FakeTarget(fn=fn)
    with pytest.raises(DeviceLost):
        execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))
    execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))
    assert t.opens == 2


def test_a_target_returning_the_wrong_arrays_is_a_plugin_error(kit):
    t = kit.FakeTarget(fn=lambda body, buffers, grid: {"out": np.zeros(3, np.float32)})
    with pytest.raises(PluginError, match="bad array for out"):
        execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))
    t = kit.FakeTarget(fn=lambda body, buffers, grid: {})
    with pytest.raises(PluginError, match="expected exactly the &mut parameters"):
        execute(kit.add_body(), t, Grid.threads(8, 64), _bufs(kit, 8))


def test_target_by_name_and_default(kit, clean_registry, monkeypatch):
    t = kit.register_fake(kit.FakeTarget("fakeadd", fn=kit.numpy_add))
    out = execute(kit.add_body(), "fakeadd", Grid.threads(8, 64), _bufs(kit, 8))
    assert out["out"].shape == (8,) and t.launches == 1
    monkeypatch.setenv("POOT_TARGET", "fakeadd")
    execute(kit.add_body(), None, Grid.threads(8, 64), _bufs(kit, 8))
    assert t.launches == 2
    with pytest.raises(UsageError, match="no target named 'nope'.*fakeadd"):
        execute(kit.add_body(), "nope", Grid.threads(8, 64), _bufs(kit, 8))


# --- the typed launch wrapper -----------------------------------------------------------
def test_kernel_wrapper_signature_repr_doc(kit):
    k = kernel(kit.add_body(), kit.FakeTarget(fn=kit.numpy_add))
    sig = inspect.signature(k)
    assert list(sig.parameters) == ["a", "b", "out", "threads", "groups", "check"]
    assert sig.parameters["threads"].kind is inspect.Parameter.KEYWORD_ONLY
    from numpy.typing import NDArray

    assert sig.parameters["a"].annotation == NDArray[np.float32] == sig.return_annotation
    assert k.__name__ == "elementwise_add"
    assert "elementwise_add(a: &[f32], b: &[f32], out: &mut [f32])" in repr(k)
    assert "dtype float32" in k.__doc__ and "in-out" in k.__doc__


def test_kernel_wrapper_calls(kit):
    k = kernel(kit.add_body(), kit.FakeTarget(fn=kit.numpy_add))
    a, b = kit.rng_f32(50, 5), kit.rng_f32(50, 6)
    np.testing.assert_array_equal(k(a, b, np.zeros(50, np.float32), threads=50), a + b)
    np.testing.assert_array_equal(k(b=b, a=a, out=np.zeros(50, np.float32), groups=1), a + b)
    with pytest.raises(UsageError, match="exactly one of threads"):
        k(a, b, np.zeros(50, np.float32))
    with pytest.raises(UsageError, match="exactly one of threads"):
        k(a, b, np.zeros(50, np.float32), threads=50, groups=1)
    with pytest.raises(UsageError, match=r"missing a required argument: 'out'.*call it as elementwise_add\(a"):
        k(a, b, threads=50)

    def two(body, buffers, grid):
        return {"x": buffers["a"] * 2, "y": buffers["y"] + buffers["a"]}
    k2 = kernel(kit.two_out_body(), kit.FakeTarget(fn=two))
    y0 = kit.rng_f32(50, 7)
    x, y = k2(a, np.zeros(50, np.float32), y0, groups=(2, 1))
    np.testing.assert_array_equal(x, a * 2)
    np.testing.assert_array_equal(y, y0 + a)
    from numpy.typing import NDArray

    assert inspect.signature(k2).return_annotation == tuple[NDArray[np.float32], NDArray[np.float32]]


# --- load_kernel ------------------------------------------------------------------------
def test_load_kernel_kir_json(kit, tmp_path):
    body = kit.add_body()
    p = tmp_path / "add.kir.json"
    kir.write(p, body)
    assert load_kernel(p) == body
    assert load_kernel(str(p), kernel="elementwise_add") == body
    with pytest.raises(UsageError, match="no kernel named 'mul'; it holds elementwise_add"):
        load_kernel(p, kernel="mul")
    with pytest.raises(UsageError, match="no such file"):
        load_kernel(tmp_path / "missing.kir.json")
    (tmp_path / "bad.kir.json").write_text("{}")
    with pytest.raises(KirFormatError, match="bad.kir.json"):
        load_kernel(tmp_path / "bad.kir.json")
    (tmp_path / "k.txt").write_text("")
    with pytest.raises(UsageError, match=r"\.kir\.json file or a Rust \.rs source"):
        load_kernel(tmp_path / "k.txt")


def test_load_kernel_rs_needs_a_name_when_several(kit, tmp_path, monkeypatch):
    import poot_core.pootc as pootc

    bodies = [kit.add_body("add"), kit.add_body("add2")]
    monkeypatch.setattr(pootc, "import_file", lambda path, **kw: [kir.KirFile(b) for b in bodies], raising=False)
    src = tmp_path / "k.rs"
    src.write_text("// two kernels\n")
    with pytest.raises(UsageError, match=r"several kernels \(add, add2\); choose one with --kernel NAME"):
        load_kernel(src)
    assert load_kernel(src, kernel="add2").name == "add2"


# --- on the real CPU oracle -----------------------------------------------------------------
def test_oracle_add_matches_numpy(kit):
    from poot_core import plugins

    plugins.reset()
    n = 1000
    a, b = kit.rng_f32(n, 11), kit.rng_f32(n, 12)
    k = kernel(kit.add_body(), "oracle")
    np.testing.assert_array_equal(k(a, b, np.zeros(n, np.float32), threads=n), a + b)


def test_oracle_fault_names_the_line_and_returns_nothing(kit):
    from poot_core import plugins

    plugins.reset()
    n = 100
    bufs = {"a": kit.rng_f32(n - 10), "b": kit.rng_f32(n), "out": np.zeros(n, np.float32)}
    with pytest.raises(KernelFault) as e:
        execute(kit.add_body(checked=True), "oracle", Grid.threads(n, 64), bufs)
    assert "kernels/probe/add.rs:4" in str(e.value) and e.value.thread == n - 10
    assert not bufs["out"].any()


def test_execute_check_against_the_oracle(kit):
    t = kit.FakeTarget(fn=kit.numpy_add)
    out = execute(kit.add_body(), t, Grid.threads(64, 64), _bufs(kit, 64), check=True)
    assert out["out"].shape == (64,)
    wrong = kit.FakeTarget(fn=lambda body, buffers, grid: {"out": buffers["a"] - buffers["b"]})
    from poot_core.errors import PootError
    with pytest.raises(PootError, match="out"):
        execute(kit.add_body(), wrong, Grid.threads(64, 64), _bufs(kit, 64), check=True)


def test_the_readme_python_example_runs(tmp_path):
    """The README's Python API block, run as written from the repo root."""
    import os
    import re
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    block = re.search(r"## Python API\n\n```python\n(.*?)```", (root / "README.md").read_text(), re.S).group(1)
    check = "\nassert np.array_equal(out, a + b) and np.array_equal(outs['out'], a + b)\nprint('ok')\n"
    r = subprocess.run([sys.executable, "-c", block + check], cwd=root, capture_output=True, text=True,
                       env={**os.environ, "POOT_TARGET": "oracle"})
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stderr


@pytest.mark.parametrize("n,wgs,groups", [(1, 64, 1), (64, 64, 1), (65, 64, 2), (10**30 + 1, 64, 10**30 // 64 + 1)])
def test_grid_threads_rounds_up_exactly(n, wgs, groups):
    from poot_core.target import Grid

    assert Grid.threads(n, wgs).groups == (groups, 1)


@pytest.mark.parametrize("args", [(0, 64), (-3, 64), (5, 0), (2.5, 64), (True, 64), ("8", 64)])
def test_grid_threads_refuses_what_is_not_a_positive_integer(args):
    from poot_core.errors import UsageError
    from poot_core.target import Grid

    with pytest.raises(UsageError, match="must be a positive integer"):
        Grid.threads(*args)


def test_grid_accepts_numpy_integers_and_refuses_zero_groups():
    from poot_core.errors import UsageError
    from poot_core.target import Grid

    g = Grid((np.int64(3), np.uint32(2)), np.int32(32))
    assert g.groups == (3, 2) and type(g.groups[0]) is int and g.workgroup_size == 32
    with pytest.raises(UsageError, match="group count along Y"):
        Grid.of_groups(1, 0, 64)


def test_prepare_checks_each_bodys_own_parameters_and_copies_only_when_asked(kit):
    """The parameter table is per body object: a body of the same name with other dtypes or
    parameters is checked against its own. copy=False: every array a read-only view of the
    caller's; the default copies the `&mut` ones."""
    from poot_core.exec import abi
    from poot_core.ir.types import U32
    from poot_core.testing.samples import elementwise_add

    f32, u32 = elementwise_add(), elementwise_add(U32)
    bufs = _bufs(kit, 16)
    abi.prepare(f32, bufs)
    with pytest.raises(UsageError, match="expected uint32"):
        abi.prepare(u32, bufs)
    abi.prepare(u32, {k: v.astype(np.uint32) for k, v in bufs.items()})
    with pytest.raises(UsageError, match="unknown parameter"):
        abi.prepare(kit.two_out_body(), dict(bufs, x=bufs["out"], y=bufs["out"].copy()))
    views = abi.prepare(f32, bufs, copy=False).buffers
    assert all(np.shares_memory(views[k], bufs[k]) and not views[k].flags.writeable for k in bufs)
    copied = abi.prepare(f32, bufs).buffers
    assert not np.shares_memory(copied["out"], bufs["out"]) and np.shares_memory(copied["a"], bufs["a"])


def test_repeated_execute_on_the_oracle_matches_numpy_for_every_size(kit):
    body = kit.add_body()
    rng = np.random.default_rng(8)
    for n in (100, 100, 1, 63, 64, 65, 300, 100):
        bufs = {"a": rng.standard_normal(n).astype(np.float32), "b": rng.standard_normal(n).astype(np.float32),
                "out": np.full(n, 3.0, np.float32)}
        out = execute(body, "oracle", Grid.threads(n, 64), bufs)["out"]
        np.testing.assert_array_equal(out, bufs["a"] + bufs["b"])
        assert (bufs["out"] == 3.0).all()
