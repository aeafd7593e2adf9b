"""PTX float semantics (structural): the default build of kernels that contraction changes
(mul+add, Kahan dot, escape-time loop; poot_core.backends.llvm.float_probes) has no float
fma/mad, no `.ftz`, no `.approx`, only mul.rn/add.rn (which ptxas never fuses; checked in the
SASS when cuobjdump is installed), div.rn and sqrt.rn; fp_contract=True has fma.rn. Every
build passes `ptxas -arch=sm_90`. The option is validated, cached apart and recorded."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import pytest

from poot_core.backends.llvm import float_probes
from poot_core.errors import UsageError
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64
from poot_core.target import IEEE, LLVM_GPU
from poot_ptx.target import PtxTarget

TARGET = PtxTarget()
PROBES = float_probes.probes()
IDS = [p.body.name for p in PROBES]
FLOAT_FMA = re.compile(r"\b(?:fma|mad)(?:\.r[nzmp])?(?:\.ftz)?(?:\.sat)?\.(?:f16|f16x2|bf16|bf16x2|f32|f64)\b")
LOOSE = re.compile(r"\.ftz\b|\.approx\b|\.full\b")
UNROUNDED = re.compile(r"\b(?:mul|add|sub)\.(?:f32|f64)\b")  # no .rn: ptxas may fuse those


def _ptx(body, **opts) -> str:
    return TARGET.compile(body, **opts).final.decode()


@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_default_build_is_exact_ieee(probe, ptxas):
    ptx = _ptx(probe.body)
    assert not FLOAT_FMA.findall(ptx), FLOAT_FMA.findall(ptx)
    assert not LOOSE.findall(ptx) and not UNROUNDED.findall(ptx)
    assert re.search(r"\bmul\.rn\.f(32|64)\b", ptx) and re.search(r"\b(add|sub)\.rn\.f(32|64)\b", ptx)
    ptxas(ptx, "sm_90")


@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_fp_contract_build_fuses(probe, ptxas):
    art = TARGET.compile(probe.body, fp_contract=True)
    ptx = art.final.decode()
    assert re.search(r"\bfma\.rn\.f(32|64)\b", ptx)
    assert not LOOSE.findall(ptx)
    assert art.meta["fp_contract"] is True and art.meta["float_latitude"] == LLVM_GPU
    ptxas(ptx, "sm_90")


@pytest.mark.parametrize("contract", [False, True])
def test_mul_add_is_one_fma_rn_and_the_plain_expression_stays_apart(contract, ptxas):
    """Math("mul_add") is fma.rn.f32 in every build; the same case's plain a * b + c is mul.rn +
    add.rn by default (fused only under fp_contract)."""
    from poot_core.testing.fma_cases import mul_add_case

    ptx = _ptx(mul_add_case().body, fp_contract=contract)  # (coarsened: several elements per thread)
    fma, mul, add = (len(re.findall(rf"\b{op}\.rn\.f32\b", ptx)) for op in ("fma", "mul", "add"))
    assert fma > 0
    assert (mul, add) == ((0, 0) if contract else (fma, fma))  # fused, the plain one equals the fma (CSE'd)
    assert not LOOSE.findall(ptx) and not UNROUNDED.findall(ptx)
    ptxas(ptx, "sm_90")


def _cuobjdump() -> str | None:
    return shutil.which("cuobjdump")


@pytest.mark.parametrize("probe", PROBES[:2], ids=IDS[:2])
def test_sass_keeps_the_mul_and_the_add(probe):
    """ptxas honours .rn: the default build's SASS has FMUL+FADD (DMUL+DADD), no FFMA/DFMA."""
    exe, ptxas = _cuobjdump(), shutil.which("ptxas")
    if exe is None or ptxas is None:
        pytest.skip("cuobjdump (and its nvdisasm) or ptxas is not installed here")
    f64 = probe.body.params[0].elem == F64
    for contract in (False, True):
        with tempfile.TemporaryDirectory() as d:
            src, cubin = os.path.join(d, "k.ptx"), os.path.join(d, "k.cubin")
            with open(src, "w") as f:
                f.write(_ptx(probe.body, fp_contract=contract))
            subprocess.run([ptxas, "-arch=sm_90", src, "-o", cubin], check=True)
            r = subprocess.run([exe, "-sass", cubin], capture_output=True, text=True)
        if r.returncode != 0:
            pytest.skip(f"cuobjdump -sass failed here: {r.stderr.strip()[:200]}")
        fma = re.findall(r"\bD?FFMA\b|\bDFMA\b", r.stdout)
        if contract:
            assert fma, r.stdout
        else:
            assert not fma and re.search(r"\bDMUL\b" if f64 else r"\bFMUL\b", r.stdout), r.stdout


def _div_sqrt(t):
    kb = Builder(f"div_sqrt_{t}")
    a, b, q, s = kb.input("a", t), kb.input("b", t), kb.output("q", t), kb.output("s", t)
    i = kb.thread_index()

    def then():
        x, y = kb.load(a, i), kb.load(b, i)
        kb.store(q, i, kb.div(x, y))
        kb.store(s, i, kb.math("sqrt", x))
    kb.if_(kb.lt(i, kb.len(q)), then)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
@pytest.mark.parametrize("contract", [False, True], ids=["default", "fp_contract"])
def test_div_and_sqrt_are_correctly_rounded(t, contract, ptxas):
    ptx = _ptx(_div_sqrt(t), fp_contract=contract)
    work = "f64" if t == F64 else "f32"  # f16 goes through f32 and rounds once more (exact for / and sqrt)
    assert re.search(rf"\bdiv\.rn\.{work}\b", ptx) and re.search(rf"\bsqrt\.rn\.{work}\b", ptx)
    assert not LOOSE.findall(ptx) and not re.search(r"\b(rcp|rsqrt)\.", ptx)
    ptxas(ptx, "sm_90")


def test_fp_contract_option_is_checked_and_cached_apart():
    from poot_core.exec import compile_cached

    body = float_probes.muladd(F32).body
    for bad in ("yes", 1, None):
        with pytest.raises(UsageError, match="fp_contract="):
            TARGET.compile(body, fp_contract=bad)
    off, on = compile_cached(body, TARGET, {}), compile_cached(body, TARGET, {"fp_contract": True})
    assert off.final != on.final and off.meta["float_latitude"] == IEEE and on.meta["float_latitude"] == LLVM_GPU
    assert compile_cached(body, TARGET, {"fp_contract": False}).final == off.final
    assert TARGET.capabilities().float_latitude == IEEE  # the default build's


def test_poot_compile_cli_takes_fp_contract(tmp_path):
    from poot_core.ir import kir

    src = tmp_path / "k.kir.json"
    kir.write(src, float_probes.muladd(F32).body)
    outs = {}
    for v in ("false", "true"):
        out = tmp_path / f"k_{v}.ptx"
        r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(src), "--target", "ptx", "-o", str(out),
                            "--option", f"fp_contract={v}"], capture_output=True, text=True, env={**os.environ})
        assert r.returncode == 0, r.stderr
        outs[v] = out.read_text()
    assert "fma.rn.f32" in outs["true"] and not FLOAT_FMA.search(outs["false"])
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(src), "--target", "ptx", "-o",
                        str(tmp_path / "x.ptx"), "--option", "fp_contract=2"], capture_output=True, text=True)
    assert r.returncode != 0 and "fp_contract=2" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.cuda
@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_probes_on_the_device(probe, cuda_device):
    """On the GPU: the default build matches the oracle bit for bit; the fp_contract build is
    within LLVM_GPU's latitude only where no integer depends on a fused result (reported)."""
    from poot_core import oracle

    dev = TARGET.open()
    d = probe.make(np.random.default_rng(5))
    want = oracle.run(probe.body, d, probe.grid)
    got = dev.run(TARGET.compile(probe.body), d, probe.grid)
    assert float_probes.differing(got, want) == 0
    fused = dev.run(TARGET.compile(probe.body, fp_contract=True), d, probe.grid)
    print(f"{probe.body.name}: fp_contract=True differs in {float_probes.differing(fused, want)} elements")
