"""Launch protocols of the family kernels beyond one dispatch, and their summation orders replayed
bit for bit with each asset's own workgroup size: the whole-array sum (reduction/sum launched twice)
and the row sums of both variants."""
from __future__ import annotations

import numpy as np
import pytest
from kernel_family_cases import _lane_sums, _tree

from poot_core import family, oracle
from poot_core.target import Grid

f32, u64 = np.float32, np.uint64


def sum_launch(body, x: np.ndarray, rows: int, cols: int) -> np.ndarray:
    out = oracle.run(body, {"x": x, "shape": np.array([rows, cols], u64), "out": np.zeros(rows, f32)},
                     Grid.of_groups(rows, 1, body.workgroup_size))
    return out["out"]


def replay(x: np.ndarray, rows: int, cols: int, lanes: int) -> np.ndarray:
    x = np.concatenate([x, np.zeros(rows * cols - len(x), f32)])
    return _tree(_lane_sums(x.reshape(rows, cols), lanes))


@pytest.mark.parametrize("name", ["sum", "sum_nt"])
def test_whole_array_sum_is_two_launches(name):
    """Pass 1: shape [p, c] with p = ceil(n / c) groups -> p partial sums (the last row short);
    pass 2: shape [1, p], one group -> the sum. Each pass is the kernel's order exactly."""
    body = family.body(name)
    n, c = 70_001, 4096
    x = (np.random.default_rng(11).standard_normal(n) * 2).astype(f32)
    p = -(-n // c)
    part = sum_launch(body, x, p, c)
    np.testing.assert_array_equal(part, replay(x, p, c, body.workgroup_size))
    total = sum_launch(body, part, 1, p)
    np.testing.assert_array_equal(total, replay(part, 1, p, body.workgroup_size))
    np.testing.assert_allclose(total[0], x.astype(np.float64).sum(), rtol=1e-5)


def test_variants_differ_only_in_lanes_and_checks():
    """The checked variant runs 1024 lanes, the trap-free one 256 (an NPU tile's per-lane state):
    the same row sums up to their orders, each exact to its own."""
    x = (np.random.default_rng(12).standard_normal(3 * 5000) * 3).astype(f32)
    got = {}
    for name, lanes in (("sum", 1024), ("sum_nt", 256)):
        body = family.body(name)
        assert body.workgroup_size == lanes
        got[name] = sum_launch(body, x, 3, 5000)
        np.testing.assert_array_equal(got[name], replay(x, 3, 5000, lanes))
    np.testing.assert_allclose(got["sum"], got["sum_nt"], rtol=1e-5)
    for name, lanes in (("row_argmax", 1024), ("row_argmax_nt", 256), ("row_softmax", 1024),
                        ("row_softmax_nt", 256), ("top1_sample", 1024), ("top1_sample_nt", 256)):
        assert family.body(name).workgroup_size == lanes, name


def test_nan_and_inf_propagate_through_the_sum():
    body = family.body("sum")
    x = np.ones(3 * 3000, f32)
    x[10] = np.nan
    x[3000 + 2999] = np.inf
    x[6000], x[8000] = np.inf, -np.inf
    got = sum_launch(body, x, 3, 3000)
    assert np.isnan(got[0]) and got[1] == np.inf and np.isnan(got[2])
