"""PTX plugin tests: ptxas and CUDA device fixtures."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

import pytest


def _ptxas() -> str | None:
    for p in (shutil.which("ptxas"), "/usr/local/cuda/bin/ptxas", "/usr/local/bin/ptxas"):
        if p and os.path.exists(p):
            return p
    return None


@pytest.fixture(scope="session")
def ptxas():
    """run(ptx_text, arch) -> None; fails the test with ptxas's message when it rejects the PTX."""
    exe = _ptxas()
    if exe is None:
        pytest.skip("ptxas is not installed on this machine (CUDA toolkit)")

    def run(ptx: str, arch: str = "sm_90") -> None:
        with tempfile.TemporaryDirectory(prefix="poot-ptxas-") as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "w") as f:
                f.write(ptx)
            r = subprocess.run([exe, f"-arch={arch}", src, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True)
            assert r.returncode == 0, f"ptxas -arch={arch} rejected the PTX:\n{r.stderr}"
    return run


@pytest.fixture(scope="session")
def cuda_device():
    from poot_ptx import device

    a = device.probe()
    if not a.available:
        pytest.skip(f"no CUDA device here: {a.reason}")
    return a
