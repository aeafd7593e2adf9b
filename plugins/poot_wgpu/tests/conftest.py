"""Fixtures for the wgpu plugin tests: the shared SPIR-V conformance corpus and one open device.

`pytest -m vulkan_gpu` (or POOT_GPU=1) runs the same tests on a real GPU instead of lavapipe.
"""
from __future__ import annotations

import sys

import pytest

from poot_core.testing.spirv_suite import (  # noqa: F401 - the shared fixtures and hooks
    ROOT, allowed_refusal, device, pytest_configure, pytest_generate_tests, vc)

TARGET = "wgpu"


@pytest.fixture(scope="session")
def target():
    try:
        from poot_wgpu.target import WgpuTarget
    except ImportError:
        sys.path.insert(0, str(ROOT / "plugins" / "poot_wgpu"))
        from poot_wgpu.target import WgpuTarget
    t = WgpuTarget()
    a = t.probe()
    if not a.available:
        pytest.skip(f"no wgpu adapter here: {a.reason}")
    return t


@pytest.fixture(scope="session")
def device_is_cpu(device):
    return str(device.adapter.info.get("adapter_type", "")) == "CPU"
