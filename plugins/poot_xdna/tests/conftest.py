"""XDNA tests: compile() warns that it could not build the xclbin here (no aiecc), or, with a fake
aiecc, that it guessed the mlir-aie release; tests that check a warning ask for it, the rest ignore it."""
from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items):
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.filterwarnings("ignore::poot_xdna.codegen.BuildSkipped"))
            item.add_marker(pytest.mark.filterwarnings("ignore::poot_xdna.codegen.DialectGuessed"))
