"""`pytest -m cuda`: float % on a CUDA device, bit-exact against numpy.fmod, through both PTX
paths (libdevice's __nv_fmod[f] and poot's own sequence, math='poot'), on every pair of special
operands (signed zeros, infinities, NaN, subnormals, extremes, huge/tiny ratios) plus random
values and random bit patterns. Skips with the probe's reason without a GPU."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.ir.types import F16, F32, F64
from poot_ptx import codegen
from poot_ptx.target import PtxTarget

pytestmark = pytest.mark.cuda

TARGET = PtxTarget()
N = 1 << 16


@pytest.fixture(scope="module")
def dev(cuda_device):
    return TARGET.open()


@pytest.mark.parametrize("math", ["libdevice", "poot"])
@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
def test_fmod_on_device_is_bit_exact(t, math, dev):
    if math == "libdevice" and codegen.find_libdevice() is None:
        pytest.skip("no libdevice.10.bc on this machine")
    case = catalog.float_rem(t, N)
    art = TARGET.compile(case.body, math=math)
    assert art.meta["math"] == math
    x, y = catalog.rem_operands(np.random.default_rng(21), t, N)
    got = dev.run(art, {"x0": x, "x1": y, "o_rem": np.zeros(N, t.np)}, case.grid)["o_rem"]
    with np.errstate(all="ignore"):
        want = np.fmod(x, y)
    ut = np.dtype(f"u{t.bits // 8}")
    ok = (got.view(ut) == want.view(ut)) | (np.isnan(got) & np.isnan(want))
    bad = np.nonzero(~ok)[0]
    assert bad.size == 0, f"{bad.size} of {N} wrong ({math}), e.g. " + ", ".join(
        f"{x[j]!r} % {y[j]!r}: got {got[j]!r}, want {want[j]!r}" for j in bad[:8])
