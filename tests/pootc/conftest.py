"""Helpers for the pootc tests: write a kernel source to a temp dir and import it."""
from __future__ import annotations

import textwrap

import numpy as np
import pytest

from poot_core.pootc import import_file

PRELUDE = "use poot_kernel_intrinsics::*;\n"


@pytest.fixture
def rs(tmp_path):
    """rs(source, name="k.rs", prelude=True) -> path of a written kernel file."""
    counter = [0]

    def write(src: str, name: str | None = None, prelude: bool = True) -> str:
        counter[0] += 1
        p = tmp_path / (name or f"k{counter[0]}.rs")
        text = textwrap.dedent(src).lstrip("\n")
        if prelude and "use poot_kernel_intrinsics" not in text:
            lines = text.splitlines(keepends=True)
            n = 0
            while n < len(lines) and lines[n].startswith(("#![", "//")):
                n += 1
            text = "".join(lines[:n]) + PRELUDE + "".join(lines[n:])
        p.write_text(text)
        return str(p)
    return write


@pytest.fixture
def imp(rs):
    """imp(source, **opts) -> the single imported Body."""
    def go(src: str, **opts):
        kfs = import_file(rs(src), **opts)
        assert len(kfs) == 1
        return kfs[0].body
    return go


def rng():
    return np.random.default_rng(1234)
