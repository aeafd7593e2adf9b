"""Fuzzer tests need rustc (the native truth); without it they are skipped, saying so."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from poot_core import knobs

sys.path.insert(0, str(Path(__file__).parent))


def pytest_collection_modifyitems(config, items):
    if shutil.which(knobs.rustc()) is None:
        skip = pytest.mark.skip(reason=f"rustc ({knobs.rustc()}) is not installed: the fuzzer compares with rustc-native runs")
        for it in items:
            if "tests/fuzz/" in str(it.fspath):
                it.add_marker(skip)
