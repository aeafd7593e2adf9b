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
