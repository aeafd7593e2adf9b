"""The test kit's device-protocol suite (poot_core.testing.runtime_suite) on the ptx device of a
real CUDA GPU (`pytest -m cuda`; skipped with the probe's reason where there is none): buffers of
every dtype, a chain of dependent dispatches with one sync, views and len(), a fault in one
dispatch of a batch, the pool, bad use. The fault kernels are built with the error-word policy:
a device trap would end the process's CUDA context for every later test (the device-trap
path runs in its own process: test_ptx_cuda.py's experiments)."""
from __future__ import annotations

import pytest

from poot_core.testing.runtime_suite import runtime_tests

pytestmark = pytest.mark.cuda

runtime_tests(globals(), target="ptx", fault_options={"trap_policy": "error-word"})
