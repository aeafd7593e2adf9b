"""The importer's stages run one by one give what `import_file` gives; the lowering input is frozen."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from poot_core.errors import UsageError
from poot_core.ir import nodes as N
from poot_core.pootc import import_file, importer

ROOT = Path(__file__).resolve().parents[2]
ADD = ROOT / "examples" / "elementwise_add.rs"


def test_stages_one_by_one_equal_import_file():
    src = importer.read(ADD)
    assert src.rel == "examples/elementwise_add.rs" and src.overflow_checks in (True, False)
    selected = importer.select(importer.parse(src))
    assert list(selected.kernels) and not selected.diags
    inputs, diags = importer.lowering_inputs(selected)
    assert not diags and [i.name for i in inputs] == list(selected.kernels)
    with pytest.raises(dataclasses.FrozenInstanceError):
        inputs[0].workgroup_size = 1  # type: ignore[misc]
    lowered = importer.lower(inputs[0])
    assert isinstance(lowered, N.Body)
    tidied = importer.tidy(lowered)
    assert tidied == import_file(ADD)[0].body
    assert tidied != lowered  # the passes changed the raw lowering (its bounds check is dominated)


def test_body_stages_order():
    assert [n for n, _ in importer.BODY_STAGES] == ["prune", "checks", "simplify-switches", "merge-blocks", "dead-code"]


def test_select_names_the_kernels_a_file_has():
    parsed = importer.parse(importer.read(ADD))
    with pytest.raises(UsageError, match="has no kernel named 'nope'; it has: "):
        importer.select(parsed, "nope")


ALWAYS_FAULTS = """#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn always_faults(o0: &mut [u32], a0: &[bool]) {
    let v = a0[thread_index() % a0.len()] || a0[local_index() % a0.len()];
    wg_write(0, local_index(), 1.0);
    workgroup_barrier();
    o0[thread_index()] = (v as u32) + (100u32 << 1000u32);
}
"""


def test_a_kernel_that_always_faults_is_not_refused_for_its_barrier(tmp_path):
    """Found by the fuzzer: with no reachable Return (the shift always overflows) the divergence
    analysis has no join point, and a barrier after lane-varying checks was refused as divergent."""
    from poot_core.oracle import run
    from poot_core.errors import KernelFault
    from poot_core.target import Grid
    import numpy as np

    src = tmp_path / "always_faults.rs"
    src.write_text(ALWAYS_FAULTS)
    [kf] = import_file(src)
    with pytest.raises(KernelFault, match="shift"):
        run(kf.body, {"o0": np.zeros(64, np.uint32), "a0": np.ones(3, bool)}, Grid((1, 1), 64))
