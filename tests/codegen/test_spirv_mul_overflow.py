"""Rust's multiply-overflow flag on the oracle and the SPIR-V targets, compared with exact integer
arithmetic over products around every type's limits (values.overflow: (a * b) / a != b)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from poot_core import oracle, plugins
from poot_core.exec import execute
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, I32, U32, USIZE
from poot_core.target import Grid

TYPES = {I32: np.int32, U32: np.uint32, USIZE: np.uint64}


def _body(t):
    kb = Builder(f"mul_ovf_{t}")
    pa, pb, o = kb.input("a", t), kb.input("b", t), kb.output("o", BOOL)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(pa)), lambda: kb.store(o, i, kb.overflows("mul", kb.load(pa, i), kb.load(pb, i))))
    kb.ret()
    return kb.build()


def _pairs(dt):
    info, rng = np.iinfo(dt), np.random.default_rng(5)
    h = info.bits // 2
    edge = [0, 1, -1, 2, -2, 3, info.max, info.min, info.max // 2, info.min // 2, 1 << h, (1 << h) - 1,
            (1 << h) + 1, 46341, -46341, 65536, 3037000499, 3037000500, 4294967295, 4294967296]
    v = [x for x in edge if info.min <= x <= info.max]
    v += [int(x) for x in rng.integers(info.min, info.max, 30, dtype=dt, endpoint=True)]
    a, b = (np.ascontiguousarray(c, dtype=dt) for c in np.array(list(itertools.product(v, v)), dtype=object).T)
    want = np.array([not (info.min <= int(x) * int(y) <= info.max) for x, y in zip(a, b)])
    return a, b, want


@pytest.mark.parametrize("target", ["oracle", "vulkan", "wgpu"])
@pytest.mark.parametrize("t", TYPES, ids=str)
def test_multiply_overflow_flag_is_exact(target, t):
    if target != "oracle":
        a = plugins.get_target(target).probe()
        if not a.available:
            pytest.skip(f"{target}: {a.reason}")
    a, b, want = _pairs(TYPES[t])
    bufs, grid = {"a": a, "b": b, "o": np.zeros(len(a), bool)}, Grid.threads(len(a), 64)
    got = oracle.run(_body(t), bufs, grid) if target == "oracle" else execute(_body(t), target, grid, bufs)
    bad = np.flatnonzero(got["o"] != want)
    assert not len(bad), [(int(a[j]), int(b[j]), bool(want[j])) for j in bad[:8]]
