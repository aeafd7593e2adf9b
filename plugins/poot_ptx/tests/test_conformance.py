"""The test kit's conformance suite on the ptx target (skipped, with the missing driver or device
named, where there is none): every corpus and catalog case, committed asset and accepted Rust
test kernel launched and compared with the CPU oracle under the device's float latitude. Cases
run the default build; those the oracle faults on are built with the error-word trap policy: the
default device-trap policy ends the process's device context at the first fault
(test_ptx_*.py cover it in a subprocess)."""
from __future__ import annotations

from pathlib import Path

import pytest

from poot_core.testing.conformance import conformance_tests

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.cuda  # `pytest -m cuda` selects it on a machine with the device

conformance_tests(globals(), target="ptx", kir_dirs=[ROOT / "assets"], accepted_dir=ROOT / "tests" / "kernels" / "accepted",
                  fault_options={"trap_policy": "error-word"})
