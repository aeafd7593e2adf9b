"""VulkanDevice.pipeline_statistics (POOT_VULKAN_PIPELINE_STATS=1, VK_KHR_pipeline_executable_properties):
the driver's statistics of a pipeline where the device offers them, a typed refusal naming why
where it does not or the switch is off - and the pipeline's results unchanged by the capture."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import CapabilityError
from poot_core.target import Grid
from poot_core.testing.runtime_suite import add_u32

pytestmark = pytest.mark.vulkan_gpu

N = 4096


def _open(monkeypatch, on: bool):
    from poot_vulkan.device import VulkanDevice
    if on:
        monkeypatch.setenv("POOT_VULKAN_PIPELINE_STATS", "1")
    else:
        monkeypatch.delenv("POOT_VULKAN_PIPELINE_STATS", raising=False)
    return VulkanDevice()


def _add(dev, art):
    rng = np.random.default_rng(3)
    a, b = (rng.integers(0, 2**32, N, dtype=np.uint32) for _ in range(2))
    got = dev.run(art, {"a": a, "b": b, "out": np.zeros(N, np.uint32)}, Grid.threads(N, 64))["out"]
    assert np.array_equal(got, a + b)


def test_statistics_off_is_a_typed_refusal(target, monkeypatch):
    dev = _open(monkeypatch, on=False)
    try:
        art = target.compile(add_u32())
        with pytest.raises(CapabilityError, match="pipeline statistics are off") as e:
            dev.pipeline_statistics(art)
        want = ("POOT_VULKAN_PIPELINE_STATS=1" if dev.info.has.get("pipeline_executable")
                else "VK_KHR_pipeline_executable_properties")
        assert want in str(e.value)
        _add(dev, art)
    finally:
        dev.close()


def test_statistics_where_the_driver_keeps_them(target, monkeypatch):
    dev = _open(monkeypatch, on=True)
    try:
        art = target.compile(add_u32())
        if not dev.info.has.get("pipeline_executable"):
            with pytest.raises(CapabilityError, match="VK_KHR_pipeline_executable_properties"):
                dev.pipeline_statistics(art)
            pytest.skip(f"{dev.name} has no VK_KHR_pipeline_executable_properties (the refusal is checked)")
        _add(dev, art)  # captured pipelines compute the same
        execs = dev.pipeline_statistics(art)
        assert execs and all(ex["name"] for ex in execs)
        stats = execs[0]["stats"]
        assert stats and all(isinstance(v, (bool, int, float)) for v in stats.values()), stats
    finally:
        dev.close()
