"""The wgpu loader: faults then a normal dispatch, folding past the group limit, pipeline cache,
no_contract_add through the barrier, adapter choice, Wmma refusal (naga still rejects the module), probe, `poot compile`, pip install
(one device for every module: test_runtime.py)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from poot_core.errors import UsageError
from poot_core.testing.spirv_device import *  # noqa: F401,F403 - the shared SPIR-V device tests
from poot_core.testing.spirv_suite import case, dispatch

pytestmark = pytest.mark.vulkan_gpu


# --- wgpu-specific ------------------------------------------------------------------------------
def test_no_contract_add_is_accepted_and_the_barrier_reaches_the_driver(vc, target, device):
    """naga drops NoContraction; the opaque barrier replaces it, so no_contract_add compiles and
    `trust_no_contract` is gone (an unknown option now)."""
    c = case(vc, "no_contract_fma")
    art = target.compile(c.body)
    assert art.final[:4] == b"\x03\x02\x23\x07"
    assert not dispatch(target, device, c.body, c.make(), c.grid)["out"].any()
    with pytest.raises(UsageError, match="trust_no_contract"):
        target.compile(c.body, trust_no_contract=True)


def test_a_lost_device_while_building_a_pipeline_is_device_lost(vc, monkeypatch):
    """On the H200 the driver's compiler crashed on one module (VkErrorUnknown, 'NVVM compilation
    failed') and wgpu then lost the device: every later module must say DeviceLost, not 'naga
    rejected the module'."""
    from poot_core.errors import DeviceLost
    from poot_wgpu.device import WgpuDevice
    from poot_wgpu.target import WgpuTarget
    t, dev = WgpuTarget(), WgpuDevice()
    art = t.compile(case(vc, "traps_ok").body)

    class Lost:  # a wgpu device after the loss: every create_* call raises
        def create_shader_module(self, **kw):
            raise RuntimeError("Validation Error\n\nCaused by:\n  In wgpuDeviceCreateShaderModule\n    Parent device is lost")
    with pytest.raises(DeviceLost, match="device was lost"):
        dev._build(Lost(), art.require_body(), art.final)
    with pytest.raises(DeviceLost):
        dev._alive()


def test_adapter_choice_switch(target, device, monkeypatch):
    from poot_wgpu.target import WgpuTarget
    monkeypatch.setenv("POOT_WGPU_ADAPTER", "no-such-adapter-xyz")
    a = WgpuTarget().probe()
    assert not a.available and "no-such-adapter-xyz" in a.reason
    monkeypatch.setenv("POOT_WGPU_ADAPTER", device.adapter.info["device"][:6])
    assert WgpuTarget().probe().device == device.name


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


def test_wmma_is_refused_naming_naga_on_every_adapter(target, monkeypatch):
    from poot_core.errors import CapabilityError
    from poot_core.testing import samples
    for cpu in (True, False):  # the refusal comes before the GPU-only ones (f16 arithmetic)
        monkeypatch.setattr(type(target), "cpu_adapter", lambda self, cpu=cpu: cpu)
        with pytest.raises(CapabilityError, match=r"^wgpu: wmma_gemm: Wmma matrix ops cannot run through wgpu: .*naga"):
            target.compile(samples.wmma_gemm(32, 32, 32))


def test_naga_still_rejects_a_cooperative_matrix_module(device):
    """The reason the refusal gives: naga's SPIR-V front end rejects the module the vulkan target
    would run (if this starts passing, wgpu may run Wmma: revisit codegen.refuse_wmma)."""
    from poot_core.backends.spirv import compile_spirv
    from poot_core.testing import samples
    with pytest.raises(Exception, match=r"(?i)unsupported (capability|extension) .*(CooperativeMatrix|VulkanMemoryModel)"):
        device.dev.create_shader_module(code=compile_spirv(samples.wmma_gemm(16, 16, 16)))
