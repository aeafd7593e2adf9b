"""Check elimination on imported kernels: indices that come from checked arithmetic keep their own
checks (after `a[i + 1]` passes, `a[i + 2]` is still checked), and the oracle faults at the right line."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.pootc import import_file
from poot_core.target import Grid

SRC = """use poot_kernel_intrinsics::*;
#[kernel]
pub fn k(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[INDEX0] + a[INDEX1];
    }
}
"""


def _import(tmp_path, i0, i1, overflow=True):
    p = tmp_path / "k.rs"
    p.write_text(SRC.replace("INDEX0", i0).replace("INDEX1", i1))
    [kf] = import_file(p, overflow_checks=overflow)
    return kf.body


@pytest.mark.parametrize("overflow", [True, False])
@pytest.mark.parametrize("i0,i1,bad_thread", [("i + 1", "i + 2", 7), ("2 * i", "2 * i + 1", 4), ("i", "i + 1", 8)])
def test_each_distinct_index_keeps_its_check(tmp_path, overflow, i0, i1, bad_thread):
    body = _import(tmp_path, i0, i1, overflow)
    assert sum(t.kind == "bounds" for _, t in body.traps()) == 2  # a[i0], a[i1]; out[i] is guarded
    a = np.arange(9, dtype=np.float32)  # only the last thread's second index is out of range
    n = bad_thread + 1
    with pytest.raises(KernelFault) as e:
        oracle.run(body, {"a": a, "out": np.zeros(n, np.float32)}, Grid.threads(n, 64))
    assert e.value.thread == bad_thread
    [site] = e.value.sites
    assert site.site >= 0 and site.span.line == 6, site
    assert site.span.col == SRC.splitlines()[5].replace("INDEX0", i0).replace("INDEX1", i1).index(f"a[{i1}]") + 1


def test_forty_distinct_checks_all_stay(tmp_path):
    terms = " + ".join(f"a[i + {c}]" for c in range(40))
    p = tmp_path / "k40.rs"
    p.write_text(SRC.replace("a[INDEX0] + a[INDEX1]", terms))
    [kf] = import_file(p)
    assert sum(t.kind == "bounds" for _, t in kf.body.traps()) == 40
    a = np.arange(50, dtype=np.float32)
    got = oracle.run(kf.body, {"a": a, "out": np.zeros(11, np.float32)}, Grid.threads(11, 64))
    want = np.array([sum(a[i + c] for c in range(40)) for i in range(11)], np.float32)
    np.testing.assert_allclose(got["out"], want, rtol=1e-6)
    with pytest.raises(KernelFault) as e:
        oracle.run(kf.body, {"a": a, "out": np.zeros(12, np.float32)}, Grid.threads(12, 64))
    assert e.value.thread == 11
