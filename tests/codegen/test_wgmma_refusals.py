"""Warpgroup MMA is PTX sm_90's: every other backend refuses a Wgmma body with a typed
CapabilityError saying why, before any code generator (LLVM, the SPIR-V emitter, the AIE
toolchain) sees it."""
from __future__ import annotations

import pytest

from poot_core.errors import CapabilityError
from poot_core.testing import wgmma_cases

BODY = wgmma_cases.tile_case(wgmma_cases.TILES[0]).build


def test_spirv_refuses():
    from poot_core.backends.spirv.lower import compile_spirv
    for target in ("vulkan", "wgpu"):
        with pytest.raises(CapabilityError, match="warpgroup MMA") as e:
            compile_spirv(BODY(), target=target)
        assert e.value.target == target and "SPIR-V" in str(e.value)


def test_rocm_refuses_before_llvm(monkeypatch):
    pytest.importorskip("poot_rocm")
    from poot_core.backends.llvm import worker
    from poot_rocm.target import RocmTarget

    def boom(*a, **k):
        raise AssertionError("LLVM saw a Wgmma body")
    monkeypatch.setattr(worker, "run", boom)
    for gfx in ("gfx1100", "gfx942"):
        with pytest.raises(CapabilityError, match=r"warpgroup MMA .*wgmma is NVIDIA Hopper's") as e:
            RocmTarget().compile(BODY(), gfx=gfx)
        assert e.value.target == "rocm" and gfx in str(e.value)


def test_host_jit_refuses():
    from poot_core.backends.llvm.host import HostKernel
    from poot_core.ir import nodes as N
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import F32, USIZE, Fragment

    kb = Builder("store_only", 128)  # no barrier: the host JIT's own refusal of barriers does not apply
    d = kb.output("d", F32)
    acc = kb.local(Fragment("wacc", F32, (64, 64, 16)))
    one = N.Const(USIZE, 1)
    kb.emit(N.WgmmaStore(d, N.Const(USIZE, 0), one, acc.id, one, one))
    kb.ret()
    with pytest.raises(CapabilityError, match="warpgroup MMA"):
        HostKernel(kb.build().verify())


def test_xdna_refuses():
    pytest.importorskip("poot_xdna")
    from poot_xdna import codegen
    with pytest.raises(CapabilityError, match="warpgroup MMA .*no 128-lane warpgroup"):
        codegen.check_capabilities(BODY(), codegen.parse_options({}))
