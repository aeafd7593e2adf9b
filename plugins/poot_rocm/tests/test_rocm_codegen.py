"""ROCm codegen: every kernel we can get links (ld.lld) into an HSA code object whose ELF
header, kernel descriptor and metadata note (kernarg and LDS sizes) match the Body, for
gfx942 (default), gfx90a and gfx1100; options, refusals, probe, `poot compile`."""
from __future__ import annotations

from pathlib import Path
import os
import shutil
import subprocess
import sys

import pytest

from poot_core.testing import catalog
from poot_core.testing.samples import wmma_gemm
from poot_core.errors import CapabilityError, CodegenError, UsageError
from poot_rocm import codegen, elf
from poot_rocm.target import RocmTarget

ROOT = Path(__file__).resolve().parents[3]  # the repo checkout (the kit reads no repo paths itself)
CORPUS = catalog.corpus(root=ROOT)
TARGET = RocmTarget()
GFX = codegen.TESTED_GFX


def _shares_lds(body) -> bool:
    from poot_core.ir import nodes as N

    return bool(body.wg_arrays) and any(isinstance(b.term, N.Barrier) for b in body.blocks) and \
        abi_reads_all(body)


def abi_reads_all(body) -> bool:
    from poot_core.ir import nodes as N

    read = {s.value.array for b in body.blocks for s in b.stmts
            if isinstance(s, N.Assign) and isinstance(s.value, N.WgRead)}
    return read == {w.id for w in body.wg_arrays}


def _check(art, body):
    co = elf.read(art.final)
    abi = art.meta["abi"]
    assert co.e_type == elf.ET_DYN, "a shared object"
    assert co.osabi == elf.ELFOSABI_AMDGPU_HSA and co.machine == elf.EM_AMDGPU
    assert f"{abi.symbol}.kd" in co.symbols
    meta = elf.kernel_meta(co, abi.symbol)
    assert meta[".kernarg_segment_size"] == 16 * len(body.params) + 8 == abi.kernarg_bytes
    lds = meta[".group_segment_fixed_size"]
    # LLVM may drop or split arrays (a lane's own store forwarded to its load, constant-index
    # slots scalarized), never grow them; exact sizes are checked on the catalog's LDS kernels
    assert lds <= abi.lds_bytes == 4 * sum(w.size for w in body.wg_arrays)
    if _shares_lds(body):
        assert lds > 0
    assert meta[".max_flat_workgroup_size"] == art.require_body().workgroup_size  # the compiled (maybe relaunched) body
    assert co.metadata["amdhsa.version"] == [1, 1], "code object version 4"
    return meta


@pytest.mark.parametrize("body", [b for _, b in CORPUS], ids=[i for i, _ in CORPUS])
def test_every_kernel_links_into_a_valid_code_object(body):
    gfx = GFX[sum(map(ord, body.name)) % len(GFX)]  # spread the corpus over the tested chips
    art = TARGET.compile(body, gfx=gfx)
    assert [s for s, _ in art.stages] == ["llvm", "obj", "hsaco"]
    _check(art, body)


@pytest.mark.parametrize("gfx", GFX)
def test_catalog_on_each_tested_chip(gfx):
    keep = ("wg_tree_reduce", "math_f16", "math_f64", "int_ops_usize", "atomic_histogram", "groups_2d",
            "vector_store_f16", "cast_from_f16", "float_ops_f16")
    for case in [c for c in catalog.cases() if c.body.name in keep]:
        meta = _check(TARGET.compile(case.body, gfx=gfx), case.body)
        if case.barrier:
            assert meta[".group_segment_fixed_size"] == 4 * sum(w.size for w in case.body.wg_arrays)


@pytest.mark.parametrize("src", catalog.accepted_sources(ROOT))
def test_accepted_rust_kernels_link(src):
    try:
        bodies = catalog.import_accepted(str(ROOT), src)
    except ImportError as e:
        pytest.skip(f"pootc unavailable: {e}")
    for body in bodies:
        if body.uses_wmma() or body.uses_subgroup_ops():  # the default chip (gfx942): no Wmma, 64-lane waves
            with pytest.raises(CapabilityError):
                TARGET.compile(body)
            if body.uses_subgroup_ops() and not body.uses_wmma():
                _check(TARGET.compile(body, gfx="gfx1100"), body)
            continue
        _check(TARGET.compile(body), body)


def test_structural_check_catches_a_wrong_code_object():
    art = TARGET.compile(catalog.lds_lane().body)
    bad_abi = art.meta["abi"].__class__(**{**art.meta["abi"].__dict__, "args": art.meta["abi"].args[:-1]})
    with pytest.raises(CodegenError, match="kernarg size"):
        codegen.check_code_object(art.final, bad_abi)
    with pytest.raises(CodegenError, match="unreadable"):
        codegen.check_code_object(b"\x7fELF" + bytes(60), art.meta["abi"])


def test_traps_share_one_s_trap_and_error_word_has_none():
    body = catalog.histogram().body
    art = TARGET.compile(body)
    assert "llvm.trap" in art.meta["opt_llvm"]
    ew = TARGET.compile(body, trap_policy="error-word")
    assert "llvm.trap" not in ew.meta["opt_llvm"] and "atomicrmw or" in ew.meta["opt_llvm"]


def test_options_are_checked():
    body = catalog.elementwise().body
    with pytest.raises(UsageError, match="gfx="):
        TARGET.compile(body, gfx="sm_90")
    with pytest.raises(UsageError, match="unknown rocm compile option"):
        TARGET.compile(body, sm="sm_90")
    with pytest.raises(CapabilityError, match="Wmma.*gfx942 is a CDNA chip"):  # the default chip
        TARGET.compile(wmma_gemm(16, 16, 16))


def test_missing_linker_is_a_toolchain_error(monkeypatch):
    from poot_core.errors import ToolchainError

    monkeypatch.setattr(codegen.shutil, "which", lambda name: None)
    with pytest.raises(ToolchainError, match="lld"):
        TARGET.compile(catalog.elementwise().body)


def test_probe_says_no_rocm_device_here():
    a = TARGET.probe()
    if a.available:
        pytest.skip(f"a ROCm device is present: {a.device}")
    assert a.reason.startswith("no ROCm device")


@pytest.mark.rocm
def test_runs_on_a_rocm_device_against_the_oracle():
    a = TARGET.probe()
    if not a.available:
        pytest.skip(f"no AMD GPU here: {a.reason}")
    import numpy as np

    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches

    dev = TARGET.open()
    for case in catalog.cases():
        if case.faults:
            continue
        bufs = case.make(np.random.default_rng(0))
        art = TARGET.compile(case.body)
        got = dev.run(art, bufs, case.grid)
        assert_matches(got, oracle.run(case.body, bufs, case.grid), case.body)


def test_poot_compile_cli(tmp_path):
    from poot_core.ir import kir

    src = tmp_path / "k.kir.json"
    kir.write(src, catalog.lds_lane().body)
    out = tmp_path / "k.hsaco"
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(src), "--target", "rocm", "-o", str(out),
                        "--option", "gfx=gfx90a"], capture_output=True, text=True, env={**os.environ})
    assert r.returncode == 0, r.stderr
    co = elf.read(out.read_bytes())
    assert co.e_type == elf.ET_DYN and "lds_lane.kd" in co.symbols


def test_dump_dir_writes_every_stage_and_the_assembly_is_read_from_the_object(tmp_path, monkeypatch):
    """POOT_DUMP_DIR holds the three stages, byte for byte; the AMDGCN assembly (no stage: docs/plugins.md)
    is llvm-objdump's disassembly of the dumped object (gfx90a: Debian's LLVM 14 objdump cannot decode gfx942)."""
    monkeypatch.setenv("POOT_DUMP_DIR", str(tmp_path))
    art = TARGET.compile(catalog.tree_reduce().body, gfx="gfx90a")
    assert sorted(os.listdir(tmp_path)) == [f"wg_tree_reduce.rocm.{e}" for e in ("hsaco", "llvm", "obj")]
    for name, data in art.stages:
        assert (tmp_path / f"wg_tree_reduce.rocm.{name}").read_bytes() == (data if isinstance(data, bytes) else data.encode())
    objdump = shutil.which("llvm-objdump")
    if objdump is None:
        pytest.skip("llvm-objdump is not installed")
    r = subprocess.run([objdump, "-d", "--triple=amdgcn-amd-amdhsa", f"--mcpu={art.meta['gfx']}",
                        str(tmp_path / "wg_tree_reduce.rocm.obj")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "ds_" in r.stdout  # LDS instructions
