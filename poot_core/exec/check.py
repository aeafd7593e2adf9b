"""`--check`: run the CPU oracle on the same inputs and compare a target's results with it under
the execution contract (`poot_core.oracle.compare`, docs/execution-contract.md)."""
from __future__ import annotations

from typing import Mapping

import numpy as np

from ..errors import CheckMismatch
from ..ir import nodes as N
from ..target import IEEE, FloatLatitude, Grid
from . import abi


def oracle_outputs(body: N.Body, grid: Grid, buffers: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """What the oracle computes for these inputs (fresh copies; the caller's arrays untouched)."""
    from ..oracle import run
    from ..oracle.target import check_launch_size

    check_launch_size(body, grid)
    prep = abi.prepare(body, buffers)
    return abi.unflatten(body, prep, run(body, dict(prep.buffers), grid), "oracle")


def check_against_oracle(body: N.Body, target: str, grid: Grid, buffers: Mapping[str, np.ndarray],
                         got: Mapping[str, np.ndarray], latitude: FloatLatitude = IEEE,
                         div_sqrt_rtol: float = 0.0) -> None:
    """Raise CheckMismatch (listing the first mismatches) unless `got` keeps the contract under
    the target's float `latitude` (its Capabilities.float_latitude) and the body's stated
    amplification of a div/sqrt latitude (`div_sqrt_rtol`, a Plan's)."""
    from ..oracle.compare import compare

    bad = compare(dict(got), oracle_outputs(body, grid, buffers), body, latitude=latitude,
                  div_sqrt_rtol=div_sqrt_rtol)
    if bad:
        params = sorted({m.name for m in bad})
        raise CheckMismatch("; ".join(str(m) for m in bad[:5]) + (f"; ... ({len(bad)} listed)" if len(bad) > 5 else ""),
                            kernel=body.name, target=target, param=", ".join(params))
