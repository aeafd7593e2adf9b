"""PTX codegen: every kernel we can get (catalog, the kit's samples, committed assets, random
bodies, the accepted Rust corpus through pootc) compiles and passes `ptxas -arch=sm_90`;
options (sm, trap policy, math library), libdevice, refusals, probe, `poot compile`."""
from __future__ import annotations

from pathlib import Path
import os
import re
import subprocess
import sys

import pytest

from poot_core.testing import catalog
from poot_core.testing.samples import wmma_gemm
from poot_core.errors import CapabilityError, ToolchainError, UsageError
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64
from poot_core.target import Grid
from poot_ptx import codegen
from poot_ptx.target import PtxTarget

ROOT = Path(__file__).resolve().parents[3]  # the repo checkout (the kit reads no repo paths itself)
CORPUS = catalog.corpus(root=ROOT)
TARGET = PtxTarget()


@pytest.mark.parametrize("body", [b for _, b in CORPUS], ids=[i for i, _ in CORPUS])
def test_every_kernel_passes_ptxas(body, ptxas):
    art = TARGET.compile(body, sm="sm_90")
    assert [s for s, _ in art.stages] == ["llvm", "ptx"]
    ptx = art.final.decode()
    assert f".entry {art.meta['symbol']}(" in ptx and ".extern" not in ptx
    assert len(re.findall(r"^\s*trap;", ptx, re.M)) <= len(art.require_body().traps())  # the compiled (maybe coarsened) body
    ptxas(ptx, "sm_90")


@pytest.mark.parametrize("src", catalog.accepted_sources(ROOT))
def test_accepted_rust_kernels_pass_ptxas(src, ptxas):
    try:
        bodies = catalog.import_accepted(str(ROOT), src)
    except ImportError as e:
        pytest.skip(f"pootc unavailable: {e}")
    except Exception as e:  # noqa: BLE001 - an importer problem is pootc's, reported there
        if "rustc" in str(e).lower() and "not found" in str(e).lower():
            pytest.skip(f"no rustc: {e}")
        raise
    for body in bodies:
        ptxas(TARGET.compile(body).final.decode())


def _transcendental():
    kb = Builder("trig")
    a, o32, o64, o16 = kb.input("a", F32), kb.output("o32", F32), kb.output("o64", F64), kb.output("o16", F16)
    i = kb.thread_index()

    def then():
        x = kb.load(a, i)
        kb.store(o32, i, kb.add(kb.math("sin", x), kb.math("exp", kb.math("ln", x))))
        kb.store(o64, i, kb.math("cos", kb.cast(x, F64)))
        kb.store(o16, i, kb.math("exp", kb.cast(x, F16)))
    kb.if_(kb.lt(i, kb.len(o32)), then)
    kb.ret()
    return kb.build()


def test_libdevice_is_linked_internalized_and_trimmed(ptxas):
    if codegen.find_libdevice() is None:
        pytest.skip("no libdevice.10.bc on this machine")
    art = TARGET.compile(_transcendental())
    ptx, opt = art.final.decode(), art.meta["opt_llvm"]
    assert art.meta["math"] == "libdevice"
    assert "__nv_" not in ptx or ".func" not in ptx  # inlined, nothing external left
    assert not re.search(r"define .*@__nv_", opt), "unused libdevice functions were dropped"
    assert "__nvvm_reflect" not in opt
    ptxas(ptx)


def test_own_math_sequences_compile_for_nvptx(ptxas):
    art = TARGET.compile(_transcendental(), math="poot")
    assert art.meta["math"] == "poot" and "__nv_" not in art.final.decode()
    ptxas(art.final.decode())


def test_missing_libdevice_is_a_toolchain_error(monkeypatch):
    monkeypatch.setattr(codegen, "libdevice_candidates", lambda: ["/nonexistent/libdevice.10.bc"])
    with pytest.raises(ToolchainError, match="libdevice") as ei:
        TARGET.compile(_transcendental())
    assert "nvidia-cuda-nvcc" in str(ei.value) and "/nonexistent" in str(ei.value)
    TARGET.compile(catalog.elementwise().body)  # kernels without transcendental math need none


@pytest.mark.parametrize("sm", ["sm_75", "sm_80", "sm_90"])
def test_chosen_sm(sm, ptxas):
    art = TARGET.compile(catalog.math_ops(F16).body, sm=sm)
    assert f".target {sm}" in art.final.decode()
    ptxas(art.final.decode(), sm)


def test_options_are_checked():
    body = catalog.elementwise().body
    with pytest.raises(UsageError, match="sm="):
        TARGET.compile(body, sm="sm_9000")
    with pytest.raises(UsageError, match="unknown ptx compile option"):
        TARGET.compile(body, gfx="gfx942")
    with pytest.raises(UsageError, match="trap_policy"):
        TARGET.compile(body, trap_policy="refuse")
    with pytest.raises(CapabilityError, match="f16"):
        TARGET.compile(catalog.elementwise(F16).body, sm="sm_50")


def test_error_word_policy_build(ptxas):
    art = TARGET.compile(catalog.bounds_trap().body, trap_policy="error-word")
    ptx = art.final.decode()
    assert art.meta["trap_policy"] == "error-word" and "trap;" not in ptx and "atom.global.or" in ptx
    ptxas(ptx)


def test_wmma_is_refused_before_sm_70():
    with pytest.raises(CapabilityError, match=r"Wmma\) operations: sm_62 has no tensor cores; wmma needs sm_70"):
        TARGET.compile(wmma_gemm(16, 16, 16), sm="sm_62")


def test_probe_says_why_not_and_capabilities_have_defaults():
    a = TARGET.probe()
    if not a.available:
        assert a.reason and any(w in a.reason for w in ("cuda-bindings", "CUDA driver", "CUDA device", "lost"))
    caps = TARGET.capabilities()
    assert caps.max_workgroup_size >= 1024 and caps.wmma_shapes == ((16, 16, 16),)  # sm_90


def test_registered_through_the_entry_point():
    from poot_core import plugins

    plugins.reset() if hasattr(plugins, "reset") else None
    t = plugins.get_target("ptx")
    assert t.distribution == "poot-ptx" and t.artifact == "ptx" and t.trap_policy == "device-trap"


def test_poot_compile_cli(tmp_path, ptxas):
    from poot_core.ir import kir

    src = tmp_path / "k.kir.json"
    kir.write(src, catalog.loop_sum().body)
    out = tmp_path / "k.ptx"
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(src), "--target", "ptx", "-o", str(out),
                        "--option", "sm=sm_80"], capture_output=True, text=True, env={**os.environ})
    assert r.returncode == 0, r.stderr
    assert ".target sm_80" in out.read_text()
    ptxas(out.read_text(), "sm_80")


def test_grid_type_is_the_core_one():
    assert Grid.threads(100, 64).groups == (2, 1)


@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
def test_float_rem_uses_libdevice_fmod_not_frem(t, ptxas):
    """NVPTX expands `frem` as x - trunc(x/y)*y (inexact; 0 for -0; inf % y = inf): float % must
    be libdevice's exact __nv_fmod[f] (f16 through f32), inlined, never frem."""
    if codegen.find_libdevice() is None:
        pytest.skip("no libdevice.10.bc on this machine")
    body = catalog.float_rem(t).body
    assert codegen.uses_float_rem(body) and not codegen.uses_float_rem(catalog.int_ops(catalog.I32).body)
    art = TARGET.compile(body)
    ir, opt, ptx = dict(art.stages)["llvm"], art.meta["opt_llvm"], art.final.decode()
    fn = "__nv_fmod" if t == F64 else "__nv_fmodf"
    assert art.meta["math"] == "libdevice" and re.search(rf"call \w+ @{fn}\(", ir)
    assert not re.search(r"\bfrem\b", ir) and not re.search(r"\bfrem\b", opt)
    assert "__nv_" not in ptx and ".extern" not in ptx  # inlined
    ptxas(ptx)


@pytest.mark.parametrize("t", [F16, F32, F64], ids=str)
def test_float_rem_own_sequence_for_math_poot(t, ptxas, monkeypatch):
    """math='poot' (and 'auto' without libdevice) use mathlib's exact integer fmod: no float
    division, no cvt.rzi (the frem expansion's signature) in the PTX."""
    body = catalog.float_rem(t).body
    for math in ("poot", "auto"):
        if math == "auto":
            monkeypatch.setattr(codegen, "libdevice_candidates", lambda: ["/nonexistent/libdevice.10.bc"])
        art = TARGET.compile(body, math=math)
        ir, ptx = dict(art.stages)["llvm"], art.final.decode()
        assert art.meta["math"] == "poot" and "@poot.fmod.f" in ir and not re.search(r"\bfrem\b", ir), math
        assert not re.search(r"\bdiv\.|\bcvt\.rzi\.", ptx), math
        ptxas(ptx)


def test_float_rem_with_math_libdevice_needs_libdevice(monkeypatch):
    monkeypatch.setattr(codegen, "libdevice_candidates", lambda: ["/nonexistent/libdevice.10.bc"])
    with pytest.raises(ToolchainError, match="libdevice"):
        TARGET.compile(catalog.float_rem(F32).body, math="libdevice")
