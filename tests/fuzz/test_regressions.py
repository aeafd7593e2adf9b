"""The fuzzer's reduced reproducers (tests/fuzz/regressions/*.rs + .npz): each must agree with rustc
on the oracle and on every runnable target. A case whose fix is not in yet is xfail(strict) with
the reason, per target; remove the marker with the fix."""
from __future__ import annotations

from pathlib import Path

import pytest

from poot_core import plugins
from poot_core.testing.fuzz.corpus import recheck

HERE = Path(__file__).parent / "regressions"
TARGETS = ("oracle", "vulkan", "wgpu", "ptx")

# the open cases: (reproducer stem, target) -> reason (xfail strict); none is open now
XFAIL: dict[tuple[str, str], str] = {}


def _cases():
    for rs in sorted(HERE.glob("*.rs")):
        for t in TARGETS:
            marks = [pytest.mark.xfail(strict=True, reason=XFAIL[(rs.stem, t)])] if (rs.stem, t) in XFAIL else []
            yield pytest.param(rs, t, id=f"{rs.stem}-{t}", marks=marks)


@pytest.mark.parametrize("rs,target", list(_cases()))
def test_reproducer_agrees_with_rustc(rs, target, tmp_path):
    if target != "oracle":
        a = plugins.get_target(target).probe()
        if not a.available:
            pytest.skip(f"{target}: {a.reason}")
    bad = recheck(rs, [target] if target != "oracle" else [], workdir=tmp_path)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("target", ["oracle", "vulkan", "wgpu", "ptx"])
def test_workgroup_arrays_start_zeroed_after_another_dispatch(target):
    import numpy as np

    from poot_core.exec import execute
    from poot_core.pootc import import_file
    from poot_core.target import Grid

    if target != "oracle":
        a = plugins.get_target(target).probe()
        if not a.available:
            pytest.skip(f"{target}: {a.reason}")
    kernels = {f.body.name: f.body for f in import_file(HERE / "multi" / "wg_zero_init.rs")}
    grid = Grid((4, 1), 64)
    for _ in range(25):  # stale memory shows in most rounds, not in every one
        filled = execute(kernels["fill"], target, grid, {"o": np.full(256, -1, np.float32)})["o"]
        assert (filled == 7.0).all()
        got = execute(kernels["reads_unwritten"], target, grid, {"o": np.full(256, -1, np.float32)})["o"]
        assert (got == 0.0).all(), f"{int((got != 0).sum())} of 256 lanes read stale workgroup memory: {got[:4]}"
