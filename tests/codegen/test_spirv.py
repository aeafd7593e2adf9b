"""SPIR-V emitter: every module passes spirv-val (vulkan1.1); the structure of the lowering
(NoContraction, round, max/min, capabilities, LDS, barriers, atomics, traps) and the binding ABI."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core.backends.spirv import abi, compile_spirv, disassemble
from poot_core.backends.spirv.dis import validate
from poot_core.errors import Span, TrapSite
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE
from poot_core.target import Grid
from poot_core.testing import samples
from poot_core.testing.random_bodies import random_body
from poot_core.testing.random_cfg import random_cfg_body

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")


def spv_text(body, **options) -> str:
    spv = compile_spirv(body, **options)
    validate(spv)
    return disassemble(spv)


# --- every module validates ---------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(0, 120))
def test_random_bodies_validate(seed):
    validate(compile_spirv(random_body(seed, wmma=False)))


@pytest.mark.parametrize("seed", range(0, 60))
def test_random_cfgs_validate(seed):
    validate(compile_spirv(random_cfg_body(seed, traps=True, barriers=True)))


@pytest.mark.parametrize("body", [samples.elementwise_add(), samples.elementwise_add(F16), samples.elementwise_add(F64),
                                  samples.wg_tree_reduce(), samples.atomic_counter(), samples.elementwise_add(USIZE),
                                  samples.elementwise_add(I32, 1)], ids=lambda b: str(b.params[0].elem))
def test_samples_validate(body):
    validate(compile_spirv(body))


# --- structure ------------------------------------------------------------------------------------
def _decorated(text: str, deco: str) -> set[str]:
    return set(re.findall(rf"OpDecorate (%\d+) {deco}\b", text))


def _defs(text: str, ids: set[str]) -> set[str]:
    return {m.group(2) for m in re.finditer(r"(%\d+) = (Op\w+)", text) if m.group(1) in ids}


def test_no_contract_add_marks_the_add_and_the_feeding_multiply_only_under_fp_contract():
    """With fp_contract=True only no_contract_add and its feeding product stay marked (the default
    marks every float op: tests/codegen/test_spirv_floats.py)."""
    kb = Builder("nca")
    a, b, c, out = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()

    def body():
        x, y, z = kb.load(a, i), kb.load(b, i), kb.load(c, i)
        p = kb.mul(x, y)
        q = kb.local(F32)
        kb.set(q, p)  # through a copy
        other = kb.mul(x, z)  # a multiply that does not feed it: no decoration
        s = kb.no_contract_add(q, z)
        kb.store(out, i, kb.add(s, other))
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    body = kb.build()
    text = spv_text(body, fp_contract=True)
    marked = _decorated(text, "NoContraction")
    assert sorted(_defs(text, marked)) == ["OpFAdd", "OpFMul"]
    assert len(marked) == 2
    assert len(_decorated(spv_text(body), "NoContraction")) == 4  # the default: every float op
    assert text.count("OpFMul") == 2 and text.count("OpFAdd") == 2


def _map(fn, ins, out_ty):
    return samples.map_kernel("m", ins, out_ty, fn)


def test_round_is_half_away_not_glsl_round():
    text = spv_text(_map(lambda kb, xs: kb.math("round", xs[0]), [F32], F32))
    ext = re.findall(r"OpExtInst %\w+ %\d+ (\w+)", text)
    assert "Round" not in ext and "RoundEven" not in ext
    assert {"Trunc", "FAbs", "FSign"} <= set(ext)


def test_max_min_ignore_nan():
    text = spv_text(_map(lambda kb, xs: kb.math("min", kb.math("max", xs[0], xs[1]), xs[1]), [F32, F32], F32))
    ext = re.findall(r"OpExtInst %\w+ %\d+ (\w+)", text)
    assert "NMax" in ext and "NMin" in ext and "FMax" not in ext and "FMin" not in ext
    text = spv_text(_map(lambda kb, xs: kb.math("max", xs[0], xs[1]), [I32, I32], I32))
    assert "SMax" in text


def _caps(text: str) -> set[str]:
    return set(re.findall(r"OpCapability (\w+)", text))


def test_capabilities_only_when_used():
    assert _caps(spv_text(samples.elementwise_add(F32))) == {"Shader", "Int64"}
    assert _caps(spv_text(samples.elementwise_add(F16))) == {"Shader", "Int64", "Float16", "StorageBuffer16BitAccess"}
    assert _caps(spv_text(samples.elementwise_add(F64))) == {"Shader", "Int64", "Float64"}


def test_bindings_follow_the_abi():
    body = samples.elementwise_add(U32)
    text = spv_text(body)
    for i in range(len(body.params) + 1):
        assert f"Binding {i}" in text
    assert text.count("DescriptorSet 0") == len(body.params) + 1
    assert "OpArrayLength" not in text
    assert text.count("NonWritable") == 3  # two input variables + their shared struct member
    assert "LocalSize 64 1 1" in text


def test_bool_slices_are_u32():
    text = spv_text(_map(lambda kb, xs: kb.un("not", xs[0]), [BOOL], BOOL))
    assert "OpTypeRuntimeArray %uint" in text or re.search(r"OpTypeRuntimeArray %\d+", text)
    assert "ArrayStride 4" in text and "ArrayStride 1" not in text


def test_lds_and_barrier():
    text = spv_text(samples.wg_tree_reduce(64))
    assert re.search(r"OpTypeArray %\d+ %\d+", text) and "Workgroup" in text
    assert "%uint_65 = OpConstant %uint 65" in disassemble_friendly(samples.wg_tree_reduce(64))
    barriers = re.findall(r"OpControlBarrier (%\d+) (%\d+) (%\d+)", text)
    assert len(barriers) == 3  # the body's two and the one after zeroing the array at entry
    friendly = disassemble_friendly(samples.wg_tree_reduce(64))
    assert "OpControlBarrier %uint_2 %uint_2 %uint_264" in friendly


def disassemble_friendly(body) -> str:
    import subprocess
    import tempfile
    with tempfile.NamedTemporaryFile(suffix=".spv") as f:
        f.write(compile_spirv(body))
        f.flush()
        return subprocess.run(["spirv-dis", "--no-color", f.name], capture_output=True, text=True, check=True).stdout


def test_atomics_and_error_word():
    friendly = disassemble_friendly(samples.atomic_counter())
    assert "OpAtomicIAdd %uint" in friendly
    friendly = disassemble_friendly(samples.elementwise_add())
    assert friendly.count("OpAtomicOr") == 2 and "%uint_1" in friendly and "%uint_2" in friendly


def test_folding_prologue_present():
    friendly = disassemble_friendly(samples.elementwise_add())
    assert "BuiltIn NumWorkgroups" in friendly and "BuiltIn WorkgroupId" in friendly


# --- the ABI helpers --------------------------------------------------------------------------------
def test_meta_words_and_dispatch():
    w = abi.meta_words([5, 2**33 + 7], Grid((3, 2), 64))
    assert w.dtype == np.uint32 and list(w) == [0, 3, 2, 0, 0, 5, 0, 7, 2]
    w = abi.meta_words([5], Grid((3, 2), 64), n_fault_slots=2, loop_budget=1000)
    assert list(w) == [0, 3, 2, 0, 1000, 5, 0, abi.NO_FAULT, abi.NO_FAULT]
    assert abi.physical_dispatch(Grid((10, 3), 64), 65535) == (10, 1, 3)
    assert abi.physical_dispatch(Grid((70000, 3), 64), 65535) == (65535, 2, 3)
    assert abi.physical_dispatch(Grid((5, 1), 1), 2) == (2, 3, 1)
    with pytest.raises(Exception):
        abi.physical_dispatch(Grid((5, 70000), 1), 65535)


def test_decode_error_word():
    kb = Builder("t")
    o = kb.output("o", U32)
    i = kb.thread_index()
    for k in range(34):
        kb.check(kb.lt(i, N.Const(USIZE, 1000 + k)), "bounds", Span("k.rs", k + 1, 1))
    kb.store(o, 0, 1)
    kb.ret()
    body = kb.build()
    assert abi.decode_error_word(0, body) == ()
    got = abi.decode_error_word((1 << 3) | (1 << 31), body)
    assert [s.site for s in got] == [3, 31, 32, 33]
    assert isinstance(got[0], TrapSite) and str(got[0].span) == "k.rs:4:1"


def test_host_dtypes_round_trip():
    assert abi.host_dtype(BOOL) == np.uint32 and abi.host_dtype(USIZE) == np.uint64 and abi.host_dtype(F16) == np.float16
    b = np.array([True, False, True])
    dev = abi.to_device(b, BOOL)
    assert dev.dtype == np.uint32 and list(dev) == [1, 0, 1]
    back = abi.from_device(dev.view(np.uint8), BOOL)
    assert back.dtype == np.bool_ and list(back) == [True, False, True]


ASSETS = sorted(__import__("pathlib").Path(__file__).resolve().parents[2].glob("assets/**/*.kir.json"))


@pytest.mark.parametrize("path", ASSETS, ids=lambda p: p.stem)
def test_committed_assets_validate(path):
    from poot_core.ir import kir
    validate(compile_spirv(kir.read(path).body))  # Wmma bodies: tests/codegen/test_spirv_coopmat.py


def test_imported_no_contract_kernel_marks_its_add_and_multiply():
    """The accepted Rust kernel `no_contract_add(a[i] * b[i], c[i])` through pootc."""
    from pathlib import Path
    src = Path(__file__).resolve().parents[1] / "kernels" / "accepted" / "no_contract.rs"
    try:
        from poot_core.pootc import import_file
        body = import_file(str(src))[0].body
    except Exception as e:  # pragma: no cover - no rustc on this machine
        pytest.skip(f"pootc cannot import here: {e}")
    text = spv_text(body)
    marked = _decorated(text, "NoContraction")
    assert sorted(_defs(text, marked)) == ["OpFAdd", "OpFMul"]
    assert text.count("OpFMul") == 1 and text.count("OpFAdd") == 1


def test_validated_random_bodies_cover_every_node_kind():
    from poot_core.testing.fma_cases import mul_add_case  # Math("mul_add"): the random bodies draw none
    kinds, terms, math_fns, casts = set(), set(), set(), set()
    for seed in range(121):
        body = random_body(seed, wmma=False) if seed < 120 else mul_add_case().build()
        for b in body.blocks:
            terms.add(type(b.term).__name__)
            for s in b.stmts:
                kinds.add(type(s).__name__)
                if isinstance(s, N.Assign):
                    kinds.add(type(s.value).__name__)
                    if isinstance(s.value, N.Math):
                        math_fns.add(s.value.fn)
                    if isinstance(s.value, N.Cast):
                        casts.add(s.value.to.name)
    rvalues = {"Use", "BinOp", "UnOp", "CheckOverflow", "Cast", "Math", "FromBits", "NoContractAdd", "Load", "Len", "WgRead"}
    stmts = {"Assign", "Store", "WorkgroupLocalWrite", "VectorStore", "AtomicAdd"}
    assert rvalues | stmts <= kinds
    assert {"Goto", "SwitchInt", "ThreadIndexCall", "Barrier", "Return", "Trap"} <= terms
    assert set(N.MATH_FNS) <= math_fns
    assert {"bool", "usize", "i32", "u32", "f32", "f64", "f16"} <= casts


ACCEPTED = sorted((__import__("pathlib").Path(__file__).resolve().parents[1] / "kernels" / "accepted").glob("*.rs"))


@pytest.mark.parametrize("src", ACCEPTED, ids=lambda p: p.stem)
def test_accepted_rust_kernels_validate(src):
    try:
        from poot_core.pootc import import_file
        files = import_file(str(src))
    except Exception as e:  # pragma: no cover - no rustc here
        pytest.skip(f"pootc cannot import here: {e}")
    for kf in files:
        validate(compile_spirv(kf.body))
