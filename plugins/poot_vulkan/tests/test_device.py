"""The raw Vulkan loader: faults then a normal dispatch, folding past the group limit, pipeline
cache, staging path, device choice, features per module, Wmma refusal, probe and `poot compile`."""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from poot_core.errors import CapabilityError, KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.oracle.compare import assert_matches
from poot_core.ir.types import F32, F64, USIZE
from poot_core.target import Grid

pytestmark = pytest.mark.vulkan_gpu


def case(vc, name):
    return next(c for c in vc.builder_cases() if c.name == name)


def dispatch(target, device, body, bufs, grid, **opts):
    art = target.compile(body, **opts)
    return device.sync(device.launch(art, {k: v.copy() for k, v in bufs.items()}, grid))


def index_body(wg: int = 64) -> N.Body:
    """out[row * width + x] = row * 1000 + x for every thread of a 2-D grid (width = len(out)/gy)."""
    kb = Builder("index_2d", wg)
    w, o = kb.input("width", USIZE), kb.output("out", F32)
    x, gy = kb.thread_index(), kb.group_index_y()
    width = kb.load(w, 0)
    idx = kb.add(kb.mul(gy, width), x)
    kb.if_(kb.lt(x, width), lambda: kb.if_(kb.lt(idx, kb.len(o)), lambda: kb.store(
        o, idx, kb.add(kb.mul(kb.cast(gy, F32), kb.c(F32, 1000.0)), kb.cast(x, F32)))))
    kb.ret()
    return kb.build()


def test_fault_names_line_then_next_dispatch_runs(vc, target, device):
    bad, good = case(vc, "traps_bounds"), case(vc, "traps_ok")
    with pytest.raises(KernelFault) as ei:
        dispatch(target, device, bad.body, bad.buffers, bad.grid)
    e = ei.value
    assert e.target == target.name and e.kernel == "traps"
    assert "kernels/probe/traps.rs:7" in str(e) and [s.site for s in e.sites] == [0]
    got = dispatch(target, device, good.body, good.buffers, good.grid)
    np.testing.assert_array_equal(got["out"], good.buffers["a"] + good.buffers["b"])
    with pytest.raises(KernelFault, match="traps.rs:8"):  # the overflow site, bit 1
        c = case(vc, "traps_overflow")
        dispatch(target, device, c.body, c.buffers, c.grid)
    got = dispatch(target, device, good.body, good.buffers, good.grid)
    np.testing.assert_array_equal(got["out"], good.buffers["a"] + good.buffers["b"])


def test_fold_with_a_small_group_limit(target, device, monkeypatch):
    from poot_core.oracle import run
    body = index_body(16)
    gx, gy = 11, 3
    bufs = {"width": np.array([gx * 16], np.uint64), "out": np.full(gx * 16 * gy, -1.0, np.float32)}
    grid = Grid.of_groups(gx, gy, 16)
    seen = []
    real = device._submit

    def spy(art, launch):
        seen.append(launch.dispatch)
        return real(art, launch)
    monkeypatch.setattr(device, "_max_count", lambda: (4, 65535, 65535))
    monkeypatch.setattr(device, "_submit", spy)
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
    """Zero-length slices get a minimal buffer; 333 f16 (666 bytes) and bools round-trip exactly."""
    c = case(vc, "traps_ok")
    bufs = {"a": np.zeros(0, np.uint32), "b": np.zeros(0, np.uint32), "out": np.zeros(0, np.uint32)}
    assert dispatch(target, device, c.body, bufs, Grid.threads(64, 64))["out"].shape == (0,)
    for name in ("arith_f16", "bool_logic"):
        c = case(vc, name)
        got = dispatch(target, device, c.body, c.buffers, c.grid)
        from poot_core.oracle import run
        want = run(c.body, c.buffers, c.grid)
        assert {k: v.dtype for k, v in got.items()} == {k: v.dtype for k, v in want.items()}
        assert_matches(got, want, c.body, latitude=target.capabilities().float_latitude)


def test_through_the_executor_with_check(vc, target):
    """The user path: poot_core.exec.execute by target name (plugin registry), checked against the oracle."""
    from poot_core import plugins
    from poot_core.exec import execute
    if target.name not in plugins.targets():
        pytest.skip(f"the {target.name} plugin is not installed (pip install -e plugins/poot_{target.name})")
    c = case(vc, "wg_reduce")
    got = execute(c.body, target.name, c.grid, c.buffers, check=True)
    assert got["out"].shape == c.buffers["out"].shape
    with pytest.raises(KernelFault, match="traps.rs:7"):
        b = case(vc, "traps_bounds")
        execute(b.body, target.name, b.grid, b.buffers)


def test_pipelines_are_cached(vc, target, device):
    c = case(vc, "traps_ok")
    dispatch(target, device, c.body, c.buffers, c.grid)
    before = device.pipeline_builds
    for _ in range(3):
        dispatch(target, device, c.body, c.buffers, c.grid)
    assert device.pipeline_builds == before


def test_wmma_is_refused_with_a_typed_error(target):
    kb = Builder("mma")
    o = kb.output("out", F32)
    acc = kb.fragment("acc", F32)
    kb.emit(N.WmmaFill(acc.id, N.Const(F32, 0.0)))
    kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    with pytest.raises(CapabilityError) as ei:
        target.compile(kb.build())
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


# --- vulkan-specific ----------------------------------------------------------------------------
def test_staging_path_matches_the_direct_path(vc, target, device):
    from poot_vulkan.device import VulkanDevice
    other = VulkanDevice(device.info, staging=not device.staging)
    try:
        for name in ("arith_f64", "traps_ok", "wg_reduce", "lens_usize", "bool_logic"):
            c = case(vc, name)
            a = dispatch(target, device, c.body, c.buffers, c.grid)
            b = dispatch(target, other, c.body, c.buffers, c.grid)
            for k in a:
                np.testing.assert_array_equal(a[k], b[k])
        with pytest.raises(KernelFault):
            c = case(vc, "traps_bounds")
            dispatch(target, other, c.body, c.buffers, c.grid)
    finally:
        other.close()


def test_features_are_enabled_per_module(vc, target, device):
    c32, c64 = case(vc, "traps_ok"), case(vc, "arith_f64")
    dispatch(target, device, c32.body, c32.buffers, c32.grid)
    dispatch(target, device, c64.body, c64.buffers, c64.grid)
    sets = set(device._logical)
    assert any("f64" in s for s in sets) and any("f64" not in s for s in sets)


def test_device_choice_switch(target, monkeypatch):
    from poot_vulkan.probe import choose
    from poot_vulkan.target import VulkanTarget
    chosen = choose()
    monkeypatch.setenv("POOT_VULKAN_DEVICE", str(chosen.index))
    assert choose().index == chosen.index
    monkeypatch.setenv("POOT_VULKAN_DEVICE", chosen.name[:6])
    assert chosen.name[:6].lower() in choose().name.lower()
    monkeypatch.setenv("POOT_VULKAN_DEVICE", "no-such-device-xyz")
    a = VulkanTarget().probe()
    assert not a.available and "no-such-device-xyz" in a.reason and chosen.name in a.reason


def test_no_contract_add_runs_exactly(vc, target, device):
    from poot_core.oracle import run
    c = case(vc, "no_contract_fma")
    got = dispatch(target, device, c.body, c.buffers, c.grid)
    np.testing.assert_array_equal(got["out"], run(c.body, c.buffers, c.grid)["out"])
    assert not got["out"].any()  # mul-then-add: exactly zero (c = -fl(a*b))


def test_f64_body_refused_when_device_lacks_it(vc, device):
    from poot_core.spirv_host import refuse_on_device
    c = case(vc, "arith_f64")
    spv = __import__("poot_core.spirv_host", fromlist=["x"]).compile_spirv(c.body)
    with pytest.raises(CapabilityError, match="f64"):
        refuse_on_device(c.body, spv, "vulkan", device.caps, dict(device.info.has, f64=False))
