"""The test kit's conformance suite on the oracle target (the reference every other target is
compared with): here its value is the cases' own numpy references, which check the oracle, and
the fault that must name the oracle as the target that ran."""
from __future__ import annotations

from pathlib import Path

from poot_core.testing.conformance import conformance_tests

ROOT = Path(__file__).resolve().parents[2]

conformance_tests(globals(), target="oracle", kir_dirs=[ROOT / "assets"])
