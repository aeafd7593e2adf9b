"""The seed's kernels: elementwise_add (2 bounds traps left, out[i]'s dropped) and wg_reduce."""
from __future__ import annotations

import numpy as np

from poot_core import oracle
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.pootc import import_file
from poot_core.target import Grid

ADD = """
#[kernel]
pub fn elementwise_add(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i] + b[i];
    }
}
"""

WG_REDUCE = """
pub fn __poot_kernel_wg_reduce(a: &[f32], out: &mut [f32]) {
    let lane = local_index();
    wg_write(0, lane, a[lane]); // array 0, slot `lane`
    workgroup_barrier();
    if lane == 0 {
        let mut acc = 0.0f32;
        for j in 0..64 { acc = acc + wg_read(0, j); }
        out[0] = acc;
    }
}
"""


def test_elementwise_add_traps_and_oracle(rs):
    path = rs(ADD, name="add.rs")
    [kf] = import_file(path)
    body = kf.body
    assert body.name == "elementwise_add"
    assert [(p.name, str(p.elem), p.mutable) for p in body.params] == [
        ("a", "f32", False), ("b", "f32", False), ("out", "f32", True)]
    traps = body.traps()
    assert [t.kind for _, t in traps] == ["bounds", "bounds"]
    # a[i] at 6:18 and b[i] at 6:25 (line 1 is the `use`); out[i] (6:9) is covered by the guard
    assert sorted((t.span.line, t.span.col) for _, t in traps) == [(6, 18), (6, 25)]
    assert all(t.span.file == "add.rs" for _, t in traps)
    body.verify()
    n = 1000
    r = np.random.default_rng(0)
    a, b = r.standard_normal(n, dtype=np.float32), r.standard_normal(n, dtype=np.float32)
    out = oracle.run(body, {"a": a, "b": b, "out": np.zeros(n, np.float32)}, Grid.threads(n, 64))
    np.testing.assert_array_equal(out["out"], a + b)
    # the .kir.json round-trips byte for byte
    text = kir.dumps(body, kf.producer)
    assert kir.dumps(*[(x := kir.loads(text)).body, x.producer]) == text


def test_elementwise_add_out_of_bounds_faults(rs):
    from poot_core.errors import KernelFault
    import pytest
    [kf] = import_file(rs(ADD))
    n = 100
    a = np.ones(50, np.float32)
    with pytest.raises(KernelFault) as e:
        oracle.run(kf.body, {"a": a, "b": np.ones(n, np.float32), "out": np.zeros(n, np.float32)}, Grid.threads(n, 64))
    assert "6:18" in str(e.value)


def test_wg_reduce(rs):
    [kf] = import_file(rs(WG_REDUCE))
    body = kf.body
    assert body.workgroup_size == 64
    assert body.wg_arrays == (N.WgArray(0, 64),)
    a = np.random.default_rng(1).standard_normal(64, dtype=np.float32)
    out = oracle.run(body, {"a": a, "out": np.zeros(1, np.float32)}, Grid.threads(64, 64))
    want = np.float32(0)
    for x in a:
        want = np.float32(want + x)
    assert out["out"][0] == want
    # the wg_read index j < 64 is proven by the loop condition
    kinds = sorted(t.kind for _, t in body.traps())
    assert kinds.count("bounds") >= 1
