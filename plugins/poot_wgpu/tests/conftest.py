"""Fixtures for the wgpu plugin tests: the shared SPIR-V conformance corpus and one open device.

`pytest -m vulkan_gpu` (or POOT_GPU=1) runs the same tests on a real GPU instead of lavapipe.
"""
from __future__ import annotations

import pytest

from poot_core.testing.spirv_suite import (  # noqa: F401 - the shared fixtures and hooks
    allowed_refusal, device, probed_target, pytest_configure, vc)

TARGET = "wgpu"


@pytest.fixture(scope="session")
def target():
    return probed_target("wgpu", "WgpuTarget", "no wgpu adapter here")


@pytest.fixture(scope="session")
def device_is_cpu(device):
    return str(device.adapter.info.get("adapter_type", "")) == "CPU"
