"""The device tests shared by the SPIR-V plugins (vulkan, wgpu): faults then a normal dispatch, folding
past the group limit, odd buffers, the executor, pipeline cache, Wmma (run against the oracle where the
device reports the cooperative-matrix shape, else a typed refusal), capabilities, probe and
`poot compile`. Each plugin's test_device.py star-imports this (fixtures `target`, `device`, `vc`)."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from poot_core.errors import CapabilityError, KernelFault
from poot_core.oracle.compare import assert_matches
from poot_core.target import Grid
from poot_core.testing.spirv_suite import case, dispatch, index_body

__all__ = [
    "test_fault_names_line_then_next_dispatch_runs", "test_fold_with_a_small_group_limit",
    "test_dispatch_larger_than_the_device_group_limit", "test_empty_and_odd_sized_buffers",
    "test_through_the_executor_with_check", "test_pipelines_are_cached",
    "test_wmma_runs_or_is_refused_with_a_typed_error", "test_capabilities_come_from_the_device",
    "test_probe_names_the_device", "test_compile_cli_writes_valid_spirv",
    "test_device_reports_its_float_latitude"
]


def test_device_reports_its_float_latitude(target, device, device_is_cpu):
    """A CPU device (lavapipe) computes IEEE-exactly; a GPU reports Vulkan's latitude, without
    flushing where the vulkan target could request DenormPreserve; never contraction (the exact
    default: only an fp_contract=True build gets it)."""
    from dataclasses import replace

    from poot_core.target import IEEE, VULKAN_GPU
    from poot_core.testing.case import latitude_of
    lat = latitude_of(target, device)
    kept = replace(VULKAN_GPU, flush_subnormals=False)
    assert lat == IEEE if device_is_cpu else lat in (VULKAN_GPU, kept), (device.name, lat)
    if target.name == "wgpu" and not device_is_cpu:
        assert lat == VULKAN_GPU  # naga cannot pass a DenormPreserve request on
    assert not lat.contraction and target.capabilities().float_latitude == lat


def test_fault_names_line_then_next_dispatch_runs(vc, target, device):
    bad, good = case(vc, "traps_bounds"), case(vc, "traps_ok")
    with pytest.raises(KernelFault) as ei:
        dispatch(target, device, bad.body, bad.make(), bad.grid)
    e = ei.value
    assert e.target == target.name and e.kernel == "traps"
    assert "kernels/probe/traps.rs:7" in str(e) and [s.site for s in e.sites] == [0]
    got = dispatch(target, device, good.body, good.make(), good.grid)
    np.testing.assert_array_equal(got["out"], good.make()["a"] + good.make()["b"])
    with pytest.raises(KernelFault, match="traps.rs:8"):  # the overflow site, bit 1
        c = case(vc, "traps_overflow")
        dispatch(target, device, c.body, c.make(), c.grid)
    got = dispatch(target, device, good.body, good.make(), good.grid)
    np.testing.assert_array_equal(got["out"], good.make()["a"] + good.make()["b"])


def test_fold_with_a_small_group_limit(target, device, monkeypatch):
    from poot_core.oracle import run
    body = index_body(16)
    gx, gy = 11, 3
    bufs = {"width": np.array([gx * 16], np.uint64), "out": np.full(gx * 16 * gy, -1.0, np.float32)}
    grid = Grid.of_groups(gx, gy, 16)
    seen = []
    real = device._dispatch

    def spy(kernel, args, meta, groups):
        seen.append(groups)
        return real(kernel, args, meta, groups)
    monkeypatch.setattr(device, "_max_count", lambda: (4, 65535, 65535))
    monkeypatch.setattr(device, "_dispatch", spy)
    got = dispatch(target, device, body, bufs, grid)
    assert seen == [(4, 3, 3)]  # X folded into Y: ceil(11 / 4) = 3 rows of 4 groups, Y in Z
    np.testing.assert_array_equal(got["out"], run(body, bufs, grid)["out"])


def test_dispatch_larger_than_the_device_group_limit(target, device):
    from poot_core.oracle import run
    limit = device._max_count()[0]
    if limit > 1 << 20:
        pytest.skip(f"the device's group limit {limit} is too large to exceed cheaply (the fold is tested above)")
    body = index_body(1)
    gx = limit + 37
    bufs = {"width": np.array([gx], np.uint64), "out": np.full(gx, -1.0, np.float32)}
    grid = Grid.of_groups(gx, 1, 1)
    got = dispatch(target, device, body, bufs, grid)
    np.testing.assert_array_equal(got["out"], run(body, bufs, grid)["out"])


def test_empty_and_odd_sized_buffers(vc, target, device):
    """Zero-length slices get a minimal buffer; 333 f16 (666 bytes) and bools round-trip exactly (a
    device without exact f16, wgpu on a GPU, refuses the f16 kernel with a typed error instead)."""
    c = case(vc, "traps_ok")
    bufs = {"a": np.zeros(0, np.uint32), "b": np.zeros(0, np.uint32), "out": np.zeros(0, np.uint32)}
    assert dispatch(target, device, c.body, bufs, Grid.threads(64, 64))["out"].shape == (0,)
    for name in ("arith_f16", "bool_logic"):
        c = case(vc, name)
        if name == "arith_f16" and not target.capabilities().f16:
            with pytest.raises(CapabilityError, match="f16"):
                dispatch(target, device, c.body, c.make(), c.grid)
            continue
        got = dispatch(target, device, c.body, c.make(), c.grid)
        from poot_core.oracle import run
        want = run(c.body, c.make(), c.grid)
        assert {k: v.dtype for k, v in got.items()} == {k: v.dtype for k, v in want.items()}
        assert_matches(got, want, c.body, latitude=target.capabilities().float_latitude)


def test_through_the_executor_with_check(vc, target):
    """The user path: poot_core.exec.execute by target name (plugin registry), checked against the oracle."""
    from poot_core import plugins
    from poot_core.exec import execute
    if target.name not in plugins.targets():
        pytest.skip(f"the {target.name} plugin is not installed (pip install -e plugins/poot_{target.name})")
    c = case(vc, "wg_reduce")
    got = execute(c.body, target.name, c.grid, c.make(), check=True)
    assert got["out"].shape == c.make()["out"].shape
    with pytest.raises(KernelFault, match="traps.rs:7"):
        b = case(vc, "traps_bounds")
        execute(b.body, target.name, b.grid, b.make())


def test_pipelines_are_cached(vc, target, device):
    c = case(vc, "traps_ok")
    dispatch(target, device, c.body, c.make(), c.grid)
    before = device.pipeline_builds
    for _ in range(3):
        dispatch(target, device, c.body, c.make(), c.grid)
    assert device.pipeline_builds == before


def test_wmma_runs_or_is_refused_with_a_typed_error(target, device):
    """vulkan on a device that reports 16x16x16 f16 x f16 -> f32 (the H200): a 32x32x32 tile GEMM
    matches the oracle; everywhere else (lavapipe, wgpu) compiling it is a CapabilityError."""
    from poot_core.oracle import run
    from poot_core.testing import samples
    body = samples.wmma_gemm(32, 32, 32)
    if target.name == "vulkan" and (16, 16, 16) in target.capabilities().wmma_shapes:
        rng = np.random.default_rng(13)
        bufs = {"a": rng.standard_normal(32 * 32).astype(np.float16), "b": rng.standard_normal(32 * 32).astype(np.float16),
                "c": np.zeros(32 * 32, np.float32)}
        grid = Grid((2, 1), body.workgroup_size)
        got = dispatch(target, device, body, bufs, grid)
        assert_matches(got, run(body, {k: v.copy() for k, v in bufs.items()}, grid), body)
        return
    with pytest.raises(CapabilityError) as ei:
        target.compile(body)
    assert ei.value.target == target.name and "Wmma" in str(ei.value)


def test_capabilities_come_from_the_device(target, device):
    caps = target.capabilities()
    assert caps == device.caps and caps.max_workgroup_size >= 64 and caps.subgroup_size >= 1
    assert caps.max_workgroup_memory >= 16384 and caps.max_groups[0] >= device._max_count()[0]


def test_probe_names_the_device(target):
    a = target.probe()
    assert a.available and a.device


def test_compile_cli_writes_valid_spirv(vc, target, tmp_path):
    import shutil

    from poot_core.ir import kir
    src = tmp_path / "k.kir.json"
    kir.write(src, case(vc, "traps_ok").body)
    out = tmp_path / "k.spv"
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(src), "--target", target.name, "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    data = out.read_bytes()
    assert data[:4] == b"\x03\x02\x23\x07"
    if shutil.which("spirv-val"):
        v = subprocess.run(["spirv-val", "--target-env", "vulkan1.1", str(out)], capture_output=True, text=True)
        assert v.returncode == 0, v.stdout + v.stderr
