"""`--check`: run the CPU oracle on the same inputs and compare a target's results with it.

The comparison is the oracle's (`poot_core.oracle.compare`, the execution contract in
docs/execution-contract.md); a mismatch raises CheckMismatch naming the parameter, the count
and the first differing element.
"""
from __future__ import annotations

from typing import Mapping

import numpy as np

from ..ir.nodes import Body
from ..target import Grid
from . import abi


def oracle_outputs(body: Body, grid: Grid, buffers: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """What the oracle computes for these inputs (fresh copies; the caller's arrays untouched)."""
    from ..oracle import run

    prep = abi.prepare(body, buffers)
    return abi.unflatten(body, prep, run(body, dict(prep.buffers), grid), "oracle")


def check_against_oracle(body: Body, target: str, grid: Grid, buffers: Mapping[str, np.ndarray],
                         got: Mapping[str, np.ndarray]) -> None:
    """Raise CheckMismatch unless `got` matches the oracle under the execution contract."""
    from ..oracle import compare

    want = oracle_outputs(body, grid, buffers)
    compare.assert_matches(body, got, want, target=target)
