"""q8_0_matvec's two index paths: u32 arithmetic below U32_LIMIT elements (every family case) and
usize above it (tensors of 2^31 words and more, which no test can allocate). The source imported
with the limit set to 0 runs the usize path; it must match the same numpy references."""
from __future__ import annotations

import pytest
from kernel_family_cases import FAMILY
from kernel_run import ROOT, assert_ref, buffers, grid, inputs, reference

from poot_core import oracle
from poot_core.pootc import import_file

LIMIT = "const U32_LIMIT: usize = 0x8000_0000;"


@pytest.fixture(scope="module")
def usize_bodies(tmp_path_factory):
    src = (ROOT / "kernels/packed/q8_0.rs").read_text()
    assert src.count(LIMIT) == 1, "kernels/packed/q8_0.rs no longer defines U32_LIMIT as this test expects"
    path = tmp_path_factory.mktemp("q8_usize") / "q8_0.rs"
    path.write_text(src.replace(LIMIT, "const U32_LIMIT: usize = 0;"))
    return {(k, checks): import_file(path, overflow_checks=checks, kernel=k)[0].body
            for k, checks in (("q8_0_matvec", True), ("q8_0_matvec_nt", False))}


@pytest.mark.parametrize("kernel,checks", [("q8_0_matvec", True), ("q8_0_matvec_nt", False)])
def test_the_usize_path_matches_the_reference(usize_bodies, kernel, checks):
    body = usize_bodies[(kernel, checks)]
    for i, case in enumerate(FAMILY[kernel]):
        if case.fault:
            continue
        d = inputs(case, f"{kernel}#{i}")
        assert_ref(case, oracle.run(body, buffers(body, d), grid(body, case, d)), reference(case, d))
