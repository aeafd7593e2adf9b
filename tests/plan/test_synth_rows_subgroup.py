"""The row kernels' subgroup-shuffle variant (plan/synth_rows.py, docs/subgroup.md): with
POOT_SUBGROUP=1 on the oracle every row kernel (sum, max, mean, softmax, layernorm, rmsnorm, argmax
with ties and NaN, sample) gives bit for bit what the workgroup-memory tree (POOT_SUBGROUP=0) gives,
with shuffles and fewer barriers; auto follows Capabilities.subgroup_shuffle; the name (and with it
every cache key) says which variant was built."""
from __future__ import annotations

import zlib

import numpy as np
import pytest

from poot_core.errors import UsageError
from poot_core.ir import nodes as N
from poot_core.plan.synth import Unfit
from poot_core.testing import row_graphs
from poot_core.testing.plans import caps_of, plan_of, run


def _shuffles(body: N.Body) -> int:
    return sum(isinstance(s, N.Assign) and isinstance(s.value, N.ShuffleXor) for b in body.blocks for s in b.stmts)


def _barriers(body: N.Body) -> int:
    return sum(isinstance(b.term, N.Barrier) for b in body.blocks)


@pytest.mark.parametrize("name,g,make", row_graphs.cases(), ids=lambda x: x if isinstance(x, str) else "")
def test_the_shuffle_variant_is_the_tree_bit_for_bit(name, g, make, monkeypatch):
    caps = caps_of("oracle")
    xs = make(np.random.default_rng(zlib.crc32(name.encode())))
    monkeypatch.setenv("POOT_SUBGROUP", "0")
    _, tree = plan_of(g, caps)
    want = run(g, xs)
    monkeypatch.setenv("POOT_SUBGROUP", "1")
    _, sg = plan_of(g, caps)
    got = run(g, xs)
    assert sg.body.name == tree.body.name + "_sg" and _shuffles(tree.body) == 0
    assert _shuffles(sg.body) > 0 and _barriers(sg.body) < _barriers(tree.body)
    for k in want:
        assert np.array_equal(got[k].view(np.uint8), want[k].view(np.uint8)), k


def test_auto_follows_the_capability(monkeypatch):
    g = row_graphs.graph("softmax", 3, 300)
    monkeypatch.delenv("POOT_SUBGROUP", raising=False)
    assert plan_of(g, caps_of("oracle"))[1].body.name.endswith("_sg")
    no = caps_of("oracle", subgroup_shuffle=False)
    assert not plan_of(g, no)[1].body.name.endswith("_sg")
    monkeypatch.setenv("POOT_SUBGROUP", "1")
    with pytest.raises(Unfit, match="POOT_SUBGROUP=1 .*no 32-lane subgroup shuffles"):
        plan_of(g, no)
    monkeypatch.setenv("POOT_SUBGROUP", "yes")
    with pytest.raises(UsageError, match="must be auto, 0 or 1"):
        plan_of(g, no)


def test_a_workgroup_below_32_lanes_keeps_the_tree(monkeypatch):
    monkeypatch.setenv("POOT_SUBGROUP", "1")
    _, plan = plan_of(row_graphs.graph("reduce_sum", 3, 100), caps_of("oracle", max_workgroup_size=16))
    assert plan.body.workgroup_size == 16 and _shuffles(plan.body) == 0


def test_serial_and_integer_rows_are_untouched(monkeypatch):
    monkeypatch.setenv("POOT_SUBGROUP", "1")
    _, plan = plan_of(row_graphs.graph("reduce_sum", 3, 9), caps_of("oracle"))
    assert plan.body.name.endswith("_serial") and _shuffles(plan.body) == 0


def test_lavapipe_gets_the_tree():
    """lavapipe's subgroups have 8 lanes: the vulkan target there reports no shuffles (auto: the tree)."""
    pytest.importorskip("poot_vulkan")
    caps = caps_of("vulkan")
    if caps.subgroup_shuffle:
        pytest.skip("this Vulkan device has 32-lane subgroups")
    assert not plan_of(row_graphs.graph("softmax", 3, 300), caps)[1].body.name.endswith("_sg")
