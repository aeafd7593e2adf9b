"""SPIR-V async copies of 8 or 16 bytes as one u32-vector load (backends/spirv/vector.py,
async_vector): with vector views (the vulkan target) a copy without a run-time `valid` is one
aligned uvec2/uvec4 load through a second view of its binding, split by OpBitcast, with no
branch; a copy with a run-time `valid` stays element by element. The modules pass spirv-val;
vulkan and wgpu (which never has the view) run the cases on lavapipe against the oracle; outside
the IR contract (the oracle's unchecked faults) a misaligned source reads the aligned vector that
holds it, and a copy past the slice's end stays inside the buffer."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core.backends.spirv import dis
from poot_core.backends.spirv.lower import _lowered, compile_spirv
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, I32, U32, USIZE, Scalar
from poot_core.target import Grid
from poot_core.testing import wgmem_cases as W
from poot_core.testing.case import Case, run_case

WS = W.WS


def _validate(spv: bytes) -> str:
    if dis.validator() is None:
        pytest.skip("no spirv-val here")
    for env in ("vulkan1.1", "vulkan1.3"):
        dis.validate(spv, env)
    return dis.disassemble(spv)


def _type(text: str, decl: str) -> str:
    """The id of the type declared `decl` (e.g. "OpTypeInt 32 0") in a disassembly."""
    found = re.search(rf"(%\w+) = {decl}$", text, re.M)
    return found.group(1) if found else "%none"


def _vector_loads(text: str) -> list[str]:
    """The OpLoad lines of the module that read a u32 vector (uvec2 / uvec4)."""
    u32 = _type(text, "OpTypeInt 32 0")
    vecs = set(re.findall(rf"(%\w+) = OpTypeVector {u32} [24]$", text, re.M))
    return [ln for ln in text.splitlines() if (m := re.search(r"= OpLoad (%\w+) ", ln)) and m.group(1) in vecs]


def _vector_copies(body: N.Body, vectors: bool) -> int:
    """How many async copies the emitter gave the vector path."""
    return _lowered(body, vectors=vectors).async_vectors


# --- the module ---------------------------------------------------------------------------------
def test_a_16_byte_f16_copy_is_one_aligned_uvec4_load_and_no_scalar_one():
    body = W.async_body(F16, 8, 2 * WS * 8, edge=False)
    text = _validate(compile_spirv(body, vectors=True))
    loads = _vector_loads(text)
    assert len(loads) == 1 and "Aligned 16" in loads[0], loads
    view = re.search(r'OpName (%\w+) "src_u32x4"', text)
    assert view, "no u32x4 view of src"
    v = view.group(1)
    assert re.search(rf"OpDecorate {v} Binding 0\b", text) and re.search(rf"OpDecorate {v} NonWritable", text)
    half = _type(text, "OpTypeFloat 16")
    assert len(re.findall(rf"= OpBitcast {_type(text, f'OpTypeVector {half} 2')} ", text)) == 4  # a word: 2 halves
    plain = _validate(compile_spirv(body, vectors=False))  # without the views: element by element
    assert text.count("OpSelectionMerge") == plain.count("OpSelectionMerge")  # no branch of its own
    assert not _vector_loads(plain) and "src_u32x4" not in plain
    # the same workgroup reads in both; the 8 f16 loads of src only in the element-by-element copy
    n_half = len(re.findall(rf"= OpLoad {half} ", text))
    assert len(re.findall(rf"= OpLoad {_type(plain, 'OpTypeFloat 16')} ", plain)) == n_half + 8


@pytest.mark.parametrize("elem,count,words", [(F16, 4, 2), (F32, 2, 2), (F32, 4, 4), (U32, 4, 4), (I32, 4, 4),
                                              (F64, 2, 4), (USIZE, 2, 4)])
def test_each_element_type_of_8_or_16_bytes_gets_the_vector_load(elem, count, words):
    body = _body(elem, count, 2 * WS * count, edge=False)
    text = _validate(compile_spirv(body, vectors=True))
    loads = _vector_loads(text)
    assert len(loads) == 1 and f"Aligned {4 * words}" in loads[0], loads
    assert re.search(rf'OpTypeVector {_type(text, "OpTypeInt 32 0")} {words}$', text, re.M)


@pytest.mark.parametrize("elem,count", [(F32, 1), (F16, 2), (USIZE, 1)])
def test_copies_of_one_word_or_one_element_stay_scalar(elem, count):
    body = _body(elem, count, 2 * WS * count, edge=False)
    assert _vector_copies(body, vectors=True) == 0
    assert not _vector_loads(_validate(compile_spirv(body, vectors=True)))


def test_a_run_time_valid_stays_scalar():
    body = _body(F16, 8, 2 * WS * 8, edge=True)
    assert _vector_copies(body, vectors=True) == 0
    assert not _vector_loads(_validate(compile_spirv(body, vectors=True)))


def test_a_constant_valid_below_the_count_stays_scalar_and_one_equal_to_it_does_not():
    for valid, vec in ((3, 0), (4, 1)):
        kb = Builder(f"acopy_const_valid_{valid}", WS)
        src, out = kb.input("src", F32), kb.output("out", F32)
        arr = kb.wg_array(0, WS * 4, F32)
        lane = kb.local_index()
        kb.async_copy(arr, kb.mul(lane, 4), src, kb.mul(lane, 4), 4, kb.c(USIZE, valid))
        kb.async_wait()
        kb.barrier()
        kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
        kb.ret()
        assert _vector_copies(kb.build(), vectors=True) == vec


def test_the_planners_gemm_on_whole_tiles_copies_by_vectors_and_validates():
    """The synthesized GEMM (plan/synth_gemm.py) on whole tiles: every staging copy one vector
    load, none element by element, and the module passes spirv-val."""
    from poot_core.plan.graph import Eqn, Graph, Tensor
    from poot_core.testing.plans import caps_of, plan_of

    a, b, y = Tensor("a", "f16", (256, 64)), Tensor("b", "f16", (64, 256)), Tensor("y", "f16", (256, 256))
    body = plan_of(Graph((a, b), (y,), (Eqn("matmul", (a, b), (y,)),)), caps_of("oracle"))[1].body
    copies = sum(isinstance(s, N.AsyncCopy) for blk in body.blocks for s in blk.stmts)
    assert copies and _vector_copies(body, vectors=True) == copies
    if dis.validator(cooperative_matrix=True) is None:
        pytest.skip("no spirv-val that knows SPV_KHR_cooperative_matrix (the copies were checked)")
    spv = compile_spirv(body, vectors=True)
    for env in ("vulkan1.1", "vulkan1.3"):
        dis.validate(spv, env)


# --- on lavapipe ----------------------------------------------------------------------------------
def _rand(rng: np.random.Generator, elem: Scalar, n: int) -> np.ndarray:
    if elem == F16:  # every bit pattern (NaN payloads, subnormals, -0.0): the copy moves bits
        return rng.integers(0, 2**16, n, dtype=np.uint32).astype(np.uint16).view(np.float16)
    if elem == USIZE:
        return rng.integers(0, 2**63, n, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    if elem == F64:
        return rng.uniform(-1e300, 1e300, n)
    return W._rand(rng, elem, n)


def _body(elem: Scalar, count: int, n: int, edge: bool) -> N.Body:
    return W.async_body(elem, count, n, edge)


def _case(elem: Scalar, count: int, short: int, edge: bool = True, groups: int = 2) -> Case:
    """wgmem_cases.async_case for any element type (every bit pattern of f16)."""
    total = groups * WS * count
    n = total - short

    def inputs(rng):
        return {"src": _rand(rng, elem, n), "out": np.zeros(total, elem.np)}

    def ref(b):
        pad = np.zeros(total, elem.np)
        pad[:n] = b["src"]
        return {"out": np.roll(pad.reshape(groups, WS, count), -1, axis=1).ravel()}
    return Case(f"acopy/{elem}_x{count}_short{short}", lambda: _body(elem, count, n, edge), inputs,
                Grid((groups, 1), WS), ref=ref, barrier=True)


# short: 0 every copy whole; 1..count-1 the last copy cut (valid < count: scalar); > count some
# copies empty (valid 0) and one cut; a length that is not a multiple of the count in each but 0
PAIRS = ((F16, 8), (F16, 4), (F32, 4), (F32, 2), (U32, 4), (I32, 4), (F64, 2), (USIZE, 2))
ORACLE = [_case(e, c, s) for e, c in PAIRS for s in (0, 3, 2 * c + 1)] + [_case(e, c, 0, edge=False) for e, c in PAIRS]


def _valid_body(elem: Scalar, count: int) -> N.Body:
    """Lane l of group g copies `count` elements from (g*64 + l)*count with valid = l % (count + 1),
    every source element inside the slice: a copy whose vector would be in bounds but whose
    `valid` is short must still read 0 past it."""
    kb = Builder(f"acopy_valid_{elem}_x{count}", WS)
    src, out = kb.input("src", elem), kb.output("out", elem)
    arr = kb.wg_array(0, WS * count, elem)
    lane, g = kb.local_index(), kb.group_index()
    s0 = kb.mul(kb.add(kb.mul(g, WS), lane), count)
    d = kb.mul(lane, count)
    kb.async_copy(arr, d, src, s0, count, kb.rem(lane, count + 1))
    kb.async_wait()
    kb.barrier()
    for t in range(count):
        kb.store(out, kb.add(s0, t), kb.wg_read(arr, kb.add(d, t)))
    kb.ret()
    return kb.build()


def _valid_case(elem: Scalar, count: int, groups: int = 2) -> Case:
    total = groups * WS * count

    def inputs(rng):
        return {"src": _rand(rng, elem, total), "out": np.zeros(total, elem.np)}

    def ref(b):
        t = b["src"].reshape(groups * WS, count).copy()
        keep = np.arange(count)[None, :] < (np.arange(groups * WS) % WS % (count + 1))[:, None]
        t[~keep] = 0
        return {"out": t.ravel()}
    return Case(f"acopy/valid_{elem}_x{count}", lambda: _valid_body(elem, count), inputs, Grid((groups, 1), WS),
                ref=ref, barrier=True)


ORACLE += [_valid_case(e, c) for e, c in ((F16, 8), (F32, 4), (F32, 2), (USIZE, 2))]


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


@pytest.fixture(scope="module")
def vulkan():
    return _open("vulkan")


@pytest.mark.parametrize("case", ORACLE, ids=lambda c: c.name)
def test_async_copies_run_like_the_oracle(case, spirv_target):
    target, device = spirv_target
    o = run_case(case, target, device)
    if o.status == "refused" and case.build().params[0].elem == F64:
        pytest.skip(f"no f64 here: {o.detail}")
    assert o.status == "pass", o.detail


def test_the_vulkan_artifact_has_the_vector_load_and_wgpus_does_not(spirv_target):
    target, _ = spirv_target
    art = target.compile(W.async_body(F16, 8, 2 * WS * 8, edge=False))
    loads = _vector_loads(dis.disassemble(art.final))
    assert len(loads) == (1 if target.name == "vulkan" else 0)


def _shifted_body(elem: Scalar, count: int, shift: int, valid: bool) -> N.Body:
    """Lane l copies `count` elements from l*count + shift (misaligned unless shift % count == 0)
    into slot l*count, and writes them to out[l*count ..]."""
    kb = Builder(f"acopy_shift_{elem}_x{count}_{shift}" + ("_valid" if valid else ""), WS)
    src, out = kb.input("src", elem), kb.output("out", elem)
    arr = kb.wg_array(0, WS * count, elem)
    lane = kb.local_index()
    d = kb.mul(lane, count)
    kb.async_copy(arr, d, src, kb.add(d, shift), count, kb.c(USIZE, count) if valid else None)
    kb.async_wait()
    kb.barrier()
    for t in range(count):
        kb.store(out, kb.add(d, t), kb.wg_read(arr, kb.add(d, t)))
    kb.ret()
    return kb.build()


def _run(target, device, body: N.Body, arrays: dict, vectors: bool) -> np.ndarray:
    art = target.compile(body, vectors=vectors)
    assert _vector_loads(dis.disassemble(art.final)) if vectors else True
    return device.run(art, {k: v.copy() for k, v in arrays.items()}, Grid((1, 1), WS))["out"]


@pytest.mark.parametrize("elem,count", [(F16, 8), (F32, 4), (U32, 2)])
def test_a_misaligned_source_reads_the_aligned_vector_that_holds_it(vulkan, elem, count):
    """Outside the IR contract (the oracle faults "alignment"): the vector load takes the aligned
    vector holding the source index, as the module doc says; the element-by-element copy (views
    off) reads the elements the index names."""
    target, device = vulkan
    rng = np.random.default_rng(1)
    for shift in (1, count - 1):
        src = _rand(rng, elem, WS * count + count)
        arrays = {"src": src, "out": np.zeros(WS * count, elem.np)}
        body = _shifted_body(elem, count, shift, valid=shift == 1)
        got = _run(target, device, body, arrays, vectors=True)
        np.testing.assert_array_equal(got.view(np.uint8), src[:WS * count].view(np.uint8))
        plain = _run(target, device, body, arrays, False)
        np.testing.assert_array_equal(plain.view(np.uint8), src[shift:shift + WS * count].view(np.uint8))


@pytest.mark.parametrize("elem,count,short", [(F16, 8, 3), (F16, 8, 7), (F32, 4, 1), (U32, 2, 1)])
def test_a_copy_past_the_end_of_the_slice_leaves_the_other_copies_right(vulkan, elem, count, short):
    """No `valid`, and a length that is not a multiple of the count: the last lane's copy runs
    past the end (the oracle faults "bounds"). Robust access keeps its vector load inside the
    buffer; every other lane's elements are right, and the device goes on (a second run agrees)."""
    target, device = vulkan
    rng = np.random.default_rng(2)
    n = WS * count - short
    src = _rand(rng, elem, n)
    arrays = {"src": src, "out": np.zeros(WS * count, elem.np)}
    body = _shifted_body(elem, count, 0, valid=False)
    whole = (WS - 1) * count
    for _ in range(2):
        got = _run(target, device, body, arrays, vectors=True)
        np.testing.assert_array_equal(got[:whole].view(np.uint8), src[:whole].view(np.uint8))
