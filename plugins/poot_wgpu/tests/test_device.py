"""The wgpu loader: faults then a normal dispatch, folding past the group limit, pipeline cache,
no_contract_add refusal, adapter choice, Wmma refusal, probe, `poot compile`, pip install."""
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


# --- wgpu-specific ------------------------------------------------------------------------------
def test_no_contract_add_is_refused_unless_trusted(vc, target, device, monkeypatch):
    c = case(vc, "no_contract_fma")
    with pytest.raises(CapabilityError, match="NoContraction") as ei:
        target.compile(c.body)
    assert ei.value.target == "wgpu"
    got = dispatch(target, device, c.body, c.buffers, c.grid, trust_no_contract=True)
    if not target.capabilities().float_latitude.contraction:
        assert not got["out"].any()  # a CPU device never fuses: this runs, but proves nothing
    # (on the H200, trusted wgpu output is fused: naga drops NoContraction, so the refusal stands)
    monkeypatch.setenv("POOT_WGPU_TRUST_NO_CONTRACT", "1")
    assert target.compile(c.body).final[:4] == b"\x03\x02\x23\x07"
    with pytest.raises(CapabilityError):
        target.compile(c.body, trust_no_contract="0")


def test_adapter_choice_switch(target, device, monkeypatch):
    from poot_wgpu.target import WgpuTarget
    monkeypatch.setenv("POOT_WGPU_ADAPTER", "no-such-adapter-xyz")
    a = WgpuTarget().probe()
    assert not a.available and "no-such-adapter-xyz" in a.reason
    monkeypatch.setenv("POOT_WGPU_ADAPTER", device.adapter.info["device"][:6])
    assert WgpuTarget().probe().device == device.name


def test_features_are_requested_per_module(vc, target, device):
    c32, c64 = case(vc, "traps_ok"), case(vc, "arith_f64")
    dispatch(target, device, c32.body, c32.buffers, c32.grid)
    dispatch(target, device, c64.body, c64.buffers, c64.grid)
    assert any("shader-f64" in s for s in device._devices) and any("shader-f64" not in s for s in device._devices)


NETWORK_ERRORS = ("NewConnectionError", "Network is unreachable", "Temporary failure in name resolution")


@pytest.mark.slow
def test_pip_install_from_wheels_in_a_fresh_venv(tmp_path):
    """Wheels of poot and poot-wgpu (pip wheel --no-deps), installed into a fresh venv with
    --find-links (dependencies from the package index); `poot targets list --json` shows wgpu."""
    import json
    import os
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    wheels, venv = tmp_path / "wheels", tmp_path / "venv"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w",
                        str(wheels), str(root), str(root / "plugins" / "poot_wgpu")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    r = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--find-links", str(wheels), "poot[wgpu]"],
                       capture_output=True, text=True)
    if r.returncode != 0 and any(m in r.stderr for m in NETWORK_ERRORS):
        pytest.skip(f"the package index is unreachable here: {r.stderr[-300:]}")
    assert r.returncode == 0, r.stderr
    env = {k: v for k, v in os.environ.items() if not k.startswith("POOT_")}
    r = subprocess.run([str(venv / "bin" / "poot"), "targets", "list", "--json"], capture_output=True, text=True,
                       cwd=tmp_path, env=env)
    assert r.returncode == 0, r.stderr
    rows = {t["name"]: t for t in json.loads(r.stdout)}
    assert rows["wgpu"]["distribution"] == "poot-wgpu" and rows["wgpu"]["trap_policy"] == "error-word"
    assert rows["wgpu"]["available"], rows["wgpu"]["reason"]
