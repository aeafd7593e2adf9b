"""SPIR-V float semantics, structurally: NoContraction on every float op by default (only
no_contract_add under fp_contract=True), the opaque barrier for wgpu, DenormPreserve modes, `!=` in
a form naga keeps, and `%` in integer arithmetic (immune to subnormal flushing). Every module
passes spirv-val."""
from __future__ import annotations

import re

import pytest

from poot_core.backends.spirv import abi, compile_spirv, disassemble
from poot_core.backends.spirv.dis import validate
from poot_core.errors import CodegenError
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64
from poot_core.target import Grid
from poot_core.testing import samples
from poot_core.testing import spirv_float_probes as P
from poot_core.testing.random_bodies import random_body

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")
ARITH = ("OpFAdd", "OpFSub", "OpFMul", "OpFDiv", "OpFRem", "OpFNegate")


def text_of(body, env="vulkan1.1", **options) -> str:
    spv = compile_spirv(body, **options)
    validate(spv, env)
    return disassemble(spv)


def defs(text: str, ops=ARITH) -> set[str]:
    return {m.group(1) for m in re.finditer(r"(%\d+) = (Op\w+)", text) if m.group(2) in ops}


def decorated(text: str, deco: str = "NoContraction") -> set[str]:
    return set(re.findall(rf"OpDecorate (%\d+) {deco}\b", text))


@pytest.mark.parametrize("seed", range(40))
def test_every_float_op_carries_no_contraction_by_default(seed):
    body = random_body(seed, wmma=False)
    text = text_of(body)
    assert defs(text) == decorated(text)
    loose = text_of(body, fp_contract=True)
    assert decorated(loose) <= defs(loose)
    barred = text_of(body, fp_barrier=True)  # the wgpu form validates too
    ids, wrapped = _barriered(barred)
    assert ids == wrapped and not decorated(barred)


def test_probe_bodies_are_fully_marked_and_fp_contract_unmarks_them():
    for probe in P.probes():
        text = text_of(probe.body)
        assert defs(text) == decorated(text), probe.name
        assert not decorated(text_of(probe.body, fp_contract=True)), probe.name


def _barriered(text: str) -> tuple[set[str], set[str]]:
    """(float arithmetic results but negations, those used only by the barrier's bitcast (or the
    f16 barrier's widening))."""
    ids = defs(text, ARITH[:-1])
    uses = {i: re.findall(rf"= (Op\w+) %\w+ [^\n]*{i}\b", text) for i in ids}
    return ids, {i for i, u in uses.items() if u and set(u) <= {"OpBitcast", "OpFConvert"}}


@pytest.mark.parametrize("body", [P.kahan_body(F64), P.kahan_body(F32), P.escape_body(), P.fuse_body(),
                                  samples.elementwise_add(F16)], ids=lambda b: b.name + str(b.params[0].elem))
def test_fp_barrier_wraps_every_float_result_in_an_opaque_xor(body):
    text = text_of(body, fp_barrier=True)
    assert not decorated(text)  # naga drops NoContraction (and warns): none is emitted
    ids, wrapped = _barriered(text)
    assert ids and ids == wrapped
    # the XOR's other operand is meta word META_ZERO, loaded at run time, never a constant: the
    # load, its double (the second zero of an add/sub's second operand), their u64 widenings
    xors = set(re.findall(r"= OpBitwiseXor %\w+ %\d+ (%\d+)", text))
    assert 1 <= len(xors) <= 4
    for z in xors:
        src = re.search(rf"{z} = (Op\w+) %\w+ (%\d+)", text)
        assert src.group(1) in ("OpLoad", "OpUConvert", "OpIAdd"), src.group(0)
        if src.group(1) != "OpLoad":
            assert re.search(rf"{src.group(2)} = Op(Load|IAdd) ", text), src.group(0)
    meta_word = re.findall(r"= OpAccessChain %\w+ %\d+ %\d+ (%\d+)", text)
    assert any(re.search(rf"{w} = OpConstant %\w+ {abi.META_ZERO}\n", text) for w in meta_word)
    assert abi.meta_words([1], Grid((1, 1), 64))[abi.META_ZERO] == 0


def test_fp_barrier_under_fp_contract_guards_only_no_contract_add():
    kb = Builder("nca")
    a, b, c, out = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()

    def body():
        x, y, z = kb.load(a, i), kb.load(b, i), kb.load(c, i)
        s = kb.no_contract_add(kb.mul(x, y), z)
        kb.store(out, i, kb.add(s, kb.mul(x, z)))
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    text = text_of(kb.build(), fp_barrier=True, fp_contract=True)
    ids, wrapped = _barriered(text)
    assert len(ids) == 4 and len(wrapped) == 2  # the no_contract_add and its product; not the rest


def test_denorm_preserve_requests_the_execution_modes():
    body = samples.elementwise_add(F64)
    for env in ("vulkan1.1", "vulkan1.2"):
        text = text_of(body, env=env, denorm_preserve=(32, 64))
        assert "OpCapability DenormPreserve" in text and '"SPV_KHR_float_controls"' in text
        assert re.findall(r"OpExecutionMode %\w+ DenormPreserve (\d+)", text) == ["32", "64"]
    assert "DenormPreserve" not in text_of(body)
    with pytest.raises(CodegenError, match="denorm_preserve"):
        compile_spirv(body, denorm_preserve=(8,))


@pytest.mark.parametrize("t", [F32, F64, F16])
def test_float_ne_is_not_of_ordered_equal(t):
    """naga turns OpFUnordNotEqual into an ordered != (false for NaN): emit !(a == b) instead."""
    text = text_of(P.nan_compare_body(t))
    assert "OpFUnordNotEqual" not in text and "OpFOrdNotEqual" not in text
    eq = re.findall(r"(%\d+) = OpFOrdEqual", text)
    assert any(re.search(rf"= OpLogicalNot %\w+ {e}\b", text) for e in eq)


@pytest.mark.parametrize("t", [F32, F64, F16])
def test_rem_is_integer_arithmetic_only(t):
    """Float % never rounds or flushes: no float arithmetic at all (f16 only widens to f32 and back)."""
    text = text_of(samples.map_kernel("m", [t, t], t, lambda kb, xs: kb.rem(xs[0], xs[1])))
    assert not defs(text, ARITH + ("OpExtInst",)), "float ops in the % lowering"
    assert "OpBitwiseAnd" in text and "OpShiftLeftLogical" in text


def _mul_add_only():
    return samples.map_kernel("fma", [F32, F32, F32], F32, lambda kb, xs: kb.math("mul_add", *xs))


def test_mul_add_is_exact_f64_arithmetic_never_glsl_fma():
    """Math("mul_add"): no GLSL.std.450 Fma (Vulkan lets it round twice), but the f64 round-to-odd
    sequence (values.mul_add_f32): one FMul and six FAdd/FSub in f64 (the sum and TwoSum's error), every one of them
    NoContraction - also under fp_contract=True, where the rest of a body is unmarked - and behind
    the opaque barrier on wgpu; Float64 declared, one f64 -> f32 FConvert at the end."""
    body = _mul_add_only()
    for opts in ({}, {"fp_contract": True}):
        text = text_of(body, **opts)
        assert not re.search(r"OpExtInst %\w+ %\d+ (Fma|50)\b", text), "GLSL Fma in the module"
        assert "OpCapability Float64" in text
        f64 = re.search(r"(%\d+) = OpTypeFloat 64", text).group(1)
        ops = re.findall(rf"(%\d+) = (OpFMul|OpFAdd|OpFSub) {f64} ", text)
        assert sorted(o for _, o in ops) == ["OpFAdd", "OpFAdd", "OpFMul", "OpFSub", "OpFSub", "OpFSub", "OpFSub"]
        assert {i for i, _ in ops} <= decorated(text), opts
        f32 = re.search(r"(%\d+) = OpTypeFloat 32", text).group(1)
        assert len(re.findall(rf"= OpFConvert {f32} ", text)) == 1
    for opts in ({}, {"fp_contract": True}):
        barred = text_of(body, fp_barrier=True, **opts)
        ids, wrapped = _barriered(barred)
        assert len(ids) == 7 and ids == wrapped and not decorated(barred), opts


def test_mul_add_refuses_other_widths_in_the_emitter():
    from poot_core.ir import nodes as N
    kb = Builder("bad")
    a, out = kb.input("a", F64), kb.output("out", F64)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.assign(N.Math("mul_add", (kb.load(a, i),) * 3), F64)))
    kb.ret()
    with pytest.raises(CodegenError, match="f32 only"):  # (the verifier refuses it first in the pipeline)
        compile_spirv(kb.build())
