"""Peano (llvm-aie) links what the core needs: no float -> 64-bit conversion and no 128-bit multiply
(their __fixunssfdi / __fixsfdi / __multi3 are not in its aie2 compiler-rt), and the lowerings
that replace them (lower.Core.float_to_u64, mul64_overflows) are exact on edge values (oracle).

The structural check reads the LLVM dialect the core lowers to (cpu.lowered_llvm, the CPU path's
passes) and, where llc and nm exist, the undefined symbols of that code compiled for riscv32 (a
32-bit soft-float target). Peano itself is not installed here.
"""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, U32, USIZE
from poot_core.oracle import run as oracle_run
from poot_core.oracle.compare import assert_matches
from poot_core.target import Grid
from poot_core.testing.random_bodies import random_body
from poot_xdna import codegen, cpu, lower, module
from poot_xdna.testing import TRAP_FREE, asset, detrap, mlir_missing, riscv32_undefined

pytestmark = [pytest.mark.skipif(mlir_missing(), reason="Debian's mlir-16-tools / ld.lld are not installed"),
              pytest.mark.filterwarnings("ignore::RuntimeWarning")]


def _func(body):
    clean = codegen.trap_free(body)
    return clean, module.func_text(clean, lower.Core(clean))


def _assert_peano_safe(func_text):
    llvm = cpu.lowered_llvm(func_text)
    assert cpu.peano_unsafe(llvm) == []
    undefined = riscv32_undefined(llvm)
    if undefined is not None:
        assert not undefined & set(cpu.PEANO_MISSING), sorted(undefined)


@pytest.mark.parametrize("name", TRAP_FREE)
def test_trap_free_asset_needs_no_missing_builtin(name):
    _assert_peano_safe(codegen.generate(asset(name), codegen.Options(mlir_aie="newest")).func)


@pytest.mark.parametrize("seed", range(0, 40, 3))
def test_random_bodies_need_no_missing_builtin(seed):
    """The kit's random bodies: every cast and every CheckOverflow flag, usize mul included."""
    body = dataclasses.replace(detrap(random_body(seed, wmma=False, faults=False)), workgroup_size=1)
    _assert_peano_safe(_func(body)[1])


def test_the_detector_sees_what_peano_lacks():
    """The check can fail: the direct lowerings it replaces are flagged (IR and riscv32 symbols)."""
    text = ("func.func @f(%a: f32, %b: i128) -> (i64, i128) {\n  %r = arith.fptoui %a : f32 to i64\n"
            "  %m = arith.muli %b, %b : i128\n  return %r, %m : i64, i128\n}\n")
    llvm = cpu.lowered_llvm(text)
    assert len(cpu.peano_unsafe(llvm)) >= 2
    undefined = riscv32_undefined(llvm)
    if undefined is not None:
        assert "__fixunssfdi" in undefined


def _cast_kernel(src):
    kb = Builder(f"cast_{src.name}_usize", 64)
    x, out = kb.input("x", src), kb.output("out", USIZE)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.cast(kb.load(x, i), USIZE)))
    kb.ret()
    return kb.build()


F32_EDGES = [0.0, -0.0, 0.5, 0.999999, 1.0, 1.5, 2.0 ** 24 - 1, 2.0 ** 24 + 2, 2.0 ** 31, 2.0 ** 31 + 256,
             2.0 ** 32 - 256, 2.0 ** 32, 2.0 ** 32 + 512, 2.0 ** 33 + 1024, 2.0 ** 40 + 2.0 ** 17, 2.0 ** 52,
             2.0 ** 53, 2.0 ** 56, 2.0 ** 63, 2.0 ** 64 - 2.0 ** 40, 2.0 ** 64, 3e38, np.inf, -np.inf, np.nan,
             -1.0, -0.5, 1e-45, 1e-40, 12345.678, 4294967040.0, 6.5e9]


@pytest.mark.parametrize("src", [F32, F16, F64])
def test_float_to_usize_edges_match_oracle(src):
    body = _cast_kernel(src)
    rng = np.random.default_rng(7)
    rand = np.ldexp(rng.random(200) + 0.5, rng.integers(-3, 66, 200))  # every binade up to past 2^64
    vals = np.concatenate([np.array(F32_EDGES), rand]).astype(src.np)
    bufs = {"x": vals, "out": np.full(vals.size, 7, np.uint64)}
    clean, f = _func(body)
    groups = (-(-vals.size // 64), 1)
    want = oracle_run(body, bufs, Grid(groups, 64))
    got = cpu.run(f, clean, bufs, groups)
    assert_matches(got, want, body)
    finite = np.isfinite(vals.astype(np.float64)) & (vals >= 0) & (vals.astype(np.float64) < 2.0 ** 64)
    exact = [int(v) for v in vals[finite].astype(np.float64)]  # Rust `as`: truncation toward zero
    assert got["out"][finite].tolist() == exact
    assert (got["out"][np.isnan(vals)] == 0).all() and (got["out"][vals >= 2.0 ** 64] == 2 ** 64 - 1).all()


def test_usize_mul_overflow_flag_edges_match_oracle():
    kb = Builder("mul_overflows_usize", 64)
    a, b, out = kb.input("a", USIZE), kb.input("b", USIZE), kb.output("out", U32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)),
           lambda: kb.store(out, i, kb.cast(kb.overflows("mul", kb.load(a, i), kb.load(b, i)), U32)))
    kb.ret()
    body = kb.build()
    M = 2 ** 64 - 1
    pairs = [(0, M), (1, M), (M, 1), (2, 2 ** 63), (2, 2 ** 63 - 1), (2 ** 32, 2 ** 32), (2 ** 32, 2 ** 32 - 1),
             (2 ** 32 - 1, 2 ** 32 + 1), (2 ** 32 + 1, 2 ** 32 - 1), (2 ** 32 - 1, 2 ** 32 - 1), (3, M // 3),
             (3, M // 3 + 1), (M, M), (2 ** 33, 2 ** 31 - 1), (2 ** 33, 2 ** 31), (0xFFFFFFFF, 0x100000001),
             (0x1_0000_0001, 0xFFFF_FFFF), (0x1_0000_0002, 0xFFFF_FFFF), (2 ** 40 + 3, 2 ** 24 - 1), (2 ** 40 + 3, 2 ** 24)]
    rng = np.random.default_rng(11)
    for _ in range(300):  # around the boundary a * b = 2^64, on both sides
        x = int(rng.integers(1, 2 ** 63)) >> int(rng.integers(0, 63))
        x = max(x, 1)
        y = M // x + int(rng.integers(-1, 2))
        pairs.append((x, min(max(y, 0), M)))
    av = np.array([p[0] for p in pairs], np.uint64)
    bv = np.array([p[1] for p in pairs], np.uint64)
    bufs = {"a": av, "b": bv, "out": np.zeros(len(pairs), np.uint32)}
    clean, f = _func(body)
    groups = (-(-len(pairs) // 64), 1)
    got = cpu.run(f, clean, bufs, groups)
    assert_matches(got, oracle_run(body, bufs, Grid(groups, 64)), body)
    assert got["out"].tolist() == [int(x * y > M) for x, y in pairs]
    assert 0 < got["out"].sum() < len(pairs)  # both sides of the boundary are hit
