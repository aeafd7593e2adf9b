"""The test kit's device-protocol suite (poot_core.testing.runtime_suite) on the rocm device over
the fake hip-python (conftest.FakeHip, its stream a real queue; no AMD GPU here): buffers of
every dtype, a chain of dependent dispatches with one sync, views and len(), a fault in one
dispatch of a batch (error-word builds), the pool, bad use."""
from __future__ import annotations

import pytest

from poot_core.testing.runtime_suite import runtime_tests

pytest.importorskip("poot_core.backends.llvm.host")

runtime_tests(globals(), target="rocm", fault_options={"trap_policy": "error-word"})


@pytest.fixture(scope="module")
def runtime_target(fake_rocm_target):
    return fake_rocm_target
