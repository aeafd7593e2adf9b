"""The test kit's device-protocol suite on the ptx device over the fake CUDA driver
(conftest.FakeCuda, its stream a real queue): the same tests test_runtime.py runs on a GPU, here
without one (fault kernels built with the error-word policy, as there; the device-trap policy's
lost device is test_ptx_device_fake.py's)."""
from __future__ import annotations

import pytest

from poot_core.testing.runtime_suite import runtime_tests

pytest.importorskip("poot_core.backends.llvm.host")

runtime_tests(globals(), target="ptx", fault_options={"trap_policy": "error-word"})


@pytest.fixture(scope="module")
def runtime_target(fake_ptx_target):
    return fake_ptx_target
