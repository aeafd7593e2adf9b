"""ShuffleXor (docs/subgroup.md): the oracle's semantics on random values for every mask and value
type (each kit case against its numpy reference, bit for bit), `.kir.json` round trips, the Rust
intrinsics through pootc, the AMDGPU lowering (ds_bpermute in wave32), and the typed refusals of the
targets that cannot run it (rocm wave64, the host JIT, wgpu, xdna, SPIR-V loaders without 32-lane
subgroups) and of the passes that would change its lanes (coarsening, relaunch)."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core import oracle
from poot_core.backends.llvm import compile_llvm, lower_body
from poot_core.backends.llvm.host import host_hooks
from poot_core.backends.spirv.host import refuse_body
from poot_core.errors import CapabilityError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, I32, U32
from poot_core.passes.coarsen import coarsenable, relaunchable
from poot_core.target import Grid
from poot_core.testing import shuffle_cases as S

CASES = S.cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_oracle_matches_numpy_bit_for_bit(case):
    rng = np.random.default_rng(7)
    for _ in range(2):
        body, bufs = case.build(), case.make(rng)
        got = oracle.run(body, bufs, case.launch(bufs, body))
        want = case.ref(bufs)
        for k in want:
            assert np.array_equal(got[k].view(np.uint8), want[k].view(np.uint8)), k


@pytest.mark.parametrize("ty", S.TYPES, ids=str)
def test_every_mask_reads_the_partner_lane(ty):
    """Lane l of every subgroup gets lane l ^ m's value: checked on distinct lane ids, every mask."""
    n = 4 * 64
    for m in N.SHUFFLE_MASKS:
        ids = np.arange(n).astype(ty.np)
        got = oracle.run(S.shuffle_body(ty, m), {"x": ids, "out": np.zeros(n, ty.np)}, Grid((4, 1), 64))["out"]
        lanes = np.arange(n)
        assert np.array_equal(got.astype(np.int64), lanes ^ m), m
        assert np.all(got.astype(np.int64) // 32 == lanes // 32)  # never leaves the subgroup


def test_a_shuffle_under_a_partial_step_reads_the_values_of_this_step():
    """Lanes that reach a block in another step (a subgroup-uniform branch) shuffle their own values."""
    case = S.uniform_branch_case()
    bufs = case.make(np.random.default_rng(3))
    got = oracle.run(case.build(), bufs, case.launch(bufs))
    assert np.array_equal(got["out"], case.ref(bufs)["out"])


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_kir_round_trip(case):
    body = case.build()
    text = kir.dumps(body)
    back = kir.loads(text).body
    assert back == body and kir.dumps(back) == text
    assert '"node": "ShuffleXor"' in text


def test_a_kir_shuffle_mask_must_be_an_int():
    text = kir.dumps(S.shuffle_body(F32, 3)).replace('"mask": 3', '"mask": "3"')
    with pytest.raises(Exception, match="mask"):
        kir.loads(text)


RUST = """
#[kernel]
pub fn reduce32(x: &[f32], u: &[u32], out: &mut [f32], outu: &mut [u32], outi: &mut [i32]) {
    const WORKGROUP_SIZE: usize = 64;
    let i = thread_index();
    let mut v = x[i];
    v = v + shuffle_xor(v, 16);
    v = v + shuffle_xor(v, 8);
    v = v.max(shuffle_xor(v, 1));
    out[i] = v;
    outu[i] = shuffle_xor_u32(u[i], 5);
    outi[i] = shuffle_xor_i32(u[i] as i32, 31);
}
"""


def test_the_rust_intrinsics_import_as_shuffle_xor(tmp_path):
    from poot_core.pootc import import_file
    p = tmp_path / "k.rs"
    p.write_text("use poot_kernel_intrinsics::*;\n" + RUST)
    [kf] = import_file(p)
    body = kf.body
    masks = [s.value.mask for b in body.blocks for s in b.stmts if isinstance(s, N.Assign) and isinstance(s.value, N.ShuffleXor)]
    assert masks == [16, 8, 1, 5, 31]
    n = 128
    rng = np.random.default_rng(1)
    x = rng.standard_normal(n).astype(np.float32)
    u = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    got = oracle.run(body, {"x": x, "u": u, "out": np.zeros(n, np.float32), "outu": np.zeros(n, np.uint32),
                            "outi": np.zeros(n, np.int32)}, Grid((2, 1), 64))
    lanes = np.arange(n)
    v = x + x[lanes ^ 16]
    v = v + v[lanes ^ 8]
    v = np.fmax(v, v[lanes ^ 1])
    assert np.array_equal(got["out"], v)
    assert np.array_equal(got["outu"], u[lanes ^ 5])
    assert np.array_equal(got["outi"], u.view(np.int32)[lanes ^ 31])


def test_a_non_literal_or_out_of_range_mask_is_rejected_by_pootc(tmp_path):
    from poot_core.errors import PootError
    from poot_core.pootc import import_file
    for mask, words in (("m", "non-literal mask"), ("32", "1 ..= 31")):
        p = tmp_path / f"k{len(words)}.rs"
        p.write_text("use poot_kernel_intrinsics::*;\n#[kernel]\npub fn k(x: &[f32], out: &mut [f32]) {\n"
                     "    const WORKGROUP_SIZE: usize = 32;\n    let i = thread_index();\n    let m = (i as u32) % 4 + 1;\n"
                     f"    let _ = m;\n    out[i] = shuffle_xor(x[i], {mask});\n}}\n")
        with pytest.raises(PootError, match=words):
            import_file(p)


# --- AMDGPU: ds_bpermute in wave32; wave64 refused ----------------------------------------------------
@pytest.fixture(scope="module")
def rocm():
    pytest.importorskip("poot_rocm")
    from poot_rocm import codegen
    return codegen


@pytest.mark.parametrize("gfx", ["gfx1100", "gfx1030", "gfx1200"])
def test_wave32_chips_lower_to_ds_bpermute(rocm, gfx):
    for case in S.small_cases()[-4:]:
        res = compile_llvm(case.build(), rocm.amdgpu_hooks(gfx), outputs=("asm",))
        assert "ds_bpermute_b32" in res.asm and re.search(r"\.amdhsa_wavefront_size32\s+1", res.asm), gfx


@pytest.mark.parametrize("gfx", ["gfx942", "gfx90a", "gfx908", "gfx900"])
def test_wave64_chips_refuse_before_llvm(rocm, gfx):
    with pytest.raises(CapabilityError, match=rf"{gfx} runs 64-lane waves"):
        lower_body(S.butterfly_body("add"), rocm.amdgpu_hooks(gfx))
    assert not rocm.wave32(gfx)


def test_the_rocm_target_refuses_on_its_default_wave64_chip(rocm):
    from poot_rocm.target import RocmTarget
    t = RocmTarget()
    with pytest.raises(CapabilityError, match="64-lane waves"):
        t.compile(S.butterfly_body("add"))
    assert t.compile(S.butterfly_body("add"), gfx="gfx1100").final


def test_the_host_jit_refuses():
    with pytest.raises(CapabilityError, match="shuffle_xor"):
        lower_body(S.butterfly_body("add"), host_hooks())


# --- SPIR-V loaders, wgpu, xdna -------------------------------------------------------------------
def test_a_spirv_loader_that_does_not_know_its_subgroups_refuses():
    with pytest.raises(CapabilityError, match="subgroup operations"):
        refuse_body(S.butterfly_body("add"), "spirv")


def test_wgpu_refuses_on_every_adapter():
    pytest.importorskip("poot_wgpu")
    from poot_wgpu import codegen
    with pytest.raises(CapabilityError, match="cannot run through wgpu.*require a subgroup size"):
        codegen.refuse_shuffle(S.butterfly_body("add"), "wgpu")
    codegen.refuse_shuffle(S.shuffle_body(F32, 1).__class__("plain", (), (), (N.Block((), N.Return()),)), "wgpu")


def test_xdna_refuses():
    pytest.importorskip("poot_xdna")
    from poot_xdna import codegen
    with pytest.raises(CapabilityError, match="subgroup operations"):
        codegen.generate(S.butterfly_body("add"), codegen.Options())


# --- passes ---------------------------------------------------------------------------------------
def test_coarsening_and_relaunch_leave_shuffles_alone():
    body = S.shuffle_body(U32, 1)
    assert not relaunchable(body) and not coarsenable(body)
    kb = Builder("plain", 64)
    x, out = kb.input("x", U32), kb.output("out", U32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(x, i)))
    kb.ret()
    assert relaunchable(kb.build())


def test_builder_types_follow_the_value():
    kb = Builder("t", 32)
    for ty in (F32, I32, U32):
        v = kb.var(ty, 1)
        assert kb.ty(kb.shuffle_xor(v, 3)) == ty
