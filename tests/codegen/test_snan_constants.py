"""A signalling-NaN float constant keeps its bits from rustc's constant evaluation through the IR, the
oracle, the SPIR-V module and the LLVM/PTX text (a float conversion on the way would quiet it)."""
from __future__ import annotations

import struct

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64
from poot_core.oracle import run
from poot_core.target import Grid

SNAN = {F32: 0x7F800001, F16: 0x7C01, F64: 0x7FF0000000000001}


def _body(ty):
    kb = Builder(f"snan_{ty.name}", 1)
    out = kb.output("out", ty)
    kb.store(out, 0, N.Const.from_bits(ty, SNAN[ty]))
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("ty", [F32, F16, F64], ids=lambda t: t.name)
def test_the_oracle_stores_the_signalling_nan_bits(ty):
    got = run(_body(ty), {"out": np.zeros(1, ty.np)}, Grid((1, 1), 1))["out"]
    assert int(got.view(f"u{ty.bits // 8}")[0]) == SNAN[ty]


def test_the_spirv_module_holds_the_f32_signalling_nan_word():
    from poot_core.backends.spirv import compile_spirv

    words = struct.unpack(f"<{len(spv) // 4}I", spv) if (spv := compile_spirv(_body(F32))) else ()
    assert SNAN[F32] in words and 0x7FC00001 not in words


def test_the_llvm_literal_keeps_the_f32_signalling_nan():
    from poot_core.backends.llvm.types import float_lit

    assert float_lit(F32, SNAN[F32]) == "0x7FF0000020000000"  # quiet bit clear: LLVM keeps it signalling
    assert float_lit(F32, 0x7FC00001) == "0x7FF8000020000000"


def test_ptx_holds_the_f32_signalling_nan():
    pytest.importorskip("llvmlite")
    from poot_core import plugins
    from poot_core.compile import compile_body

    ptx = compile_body(_body(F32), plugins.get_target("ptx")).stages[-1][1]
    ptx = ptx.decode() if isinstance(ptx, bytes) else ptx
    # the constant as a float (0f7F800001) or, stored straight, as its bits (2139095041)
    assert "0f7F800001" in ptx or f"{SNAN[F32]};" in ptx, ptx
