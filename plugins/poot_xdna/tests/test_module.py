"""Structure of the emitted MLIR-AIE module: it parses, one buffer per slice parameter, FIFOs, tiles, golden files."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from poot_xdna import codegen, cpu, golden, layout
from poot_xdna.target import XdnaTarget
from poot_xdna.testing import AIECC_WRITES, HELP_AIECC_CPP, HELP_AIECC_PY, ROOT, TRAP_FREE, asset, fake_tool, mlir_missing

needs_mlir = pytest.mark.skipif(mlir_missing(), reason="Debian's mlir-16-tools / ld.lld are not installed")


def gen(name, **kw):
    return codegen.generate(asset(name), codegen.Options(**kw))


@needs_mlir
@pytest.mark.parametrize("name", TRAP_FREE)
def test_module_and_func_parse(name):
    b = gen(name)
    cpu.parse_check(b.module, unregistered=True)  # mlir-opt-16 --allow-unregistered-dialect
    cpu.parse_check(b.func, unregistered=False)  # the standalone func is upstream dialects only


@needs_mlir
@pytest.mark.parametrize("name,kw", [("matmul_tiled_nt", dict(tiles=4, capacity=512)),
                                     ("row_softmax_nt", dict(tiles=2, fifo_depth=2, capacity=256)),
                                     ("atomic_count_nt", dict(lens="flags:100,counter:7"))])
def test_module_variants_parse(name, kw):
    cpu.parse_check(gen(name, **kw).module)


@pytest.mark.parametrize("name", TRAP_FREE)
def test_one_buffer_per_slice_parameter(name):
    body = asset(name)
    for tiles in (1, 3) if not name.startswith("atomic") else (1,):
        b = gen(name, tiles=tiles)
        m = b.module
        for t in range(tiles):
            core = m.split(f'%core_c{t} = "aie.core"')[1].split('"aie.end"')[0]
            for i, p in enumerate(body.params):
                # exactly one typed view of the input object per parameter (+ one of the output object if &mut)
                assert len(re.findall(rf"%v_in{i} = memref\.view %raw_in\[", core)) == 1
                assert len(re.findall(rf"%v_out{i} = memref\.view %raw_out\[", core)) == (1 if p.mutable else 0)
                assert len(re.findall(rf"%p{i} = memref\.cast %v_{'out' if p.mutable else 'in'}{i} ", core)) == 1
            assert core.count('"aie.objectfifo.acquire"') == 2 and core.count('"aie.objectfifo.release"') == 2
        fifos = re.findall(r'sym_name = "(\w+)", via_DMA', m)
        assert sorted(fifos) == sorted(["in_l2", "in_l1", "out_l2"] + [f"out_c{t}" for t in range(tiles)])
        consumers = re.search(r'"aie.objectfifo"\(%t_mem, ([^)]*)\) \{[^}]*sym_name = "in_l1"', m).group(1)
        assert consumers == ", ".join(f"%t_c{t}" for t in range(tiles))  # broadcast to every compute tile
        rows = sorted(int(r) for r in re.findall(r'"aie.tile"\(\) \{col = 0 : i32, row = (\d+) : i32\}', m))
        assert rows == [0, 1] + [2 + t for t in range(tiles)]  # shim, memory tile, compute tiles of column 0
        assert f"device = {b.dialect.device_value} : i32" in m  # the detected release's npu2_1col (dialect.py)
        assert m.count(f'"{b.dialect.runtime_sequence}"') == 1 and m.count('"aiex.dma_start_task"') == 2
        assert f"memref<{b.layout.in_bytes}xi8>" in m and f"memref<{tiles * b.layout.out_bytes}xi8>" in m
        assert f"stack_size = {layout.STACK_BASE} : i32" in m


@pytest.mark.parametrize("name", TRAP_FREE)
def test_core_runs_the_same_text_as_the_cpu_func(name):
    b = gen(name, tiles=2) if not name.startswith("atomic") else gen(name)
    def norm(t):
        return "\n".join(ln.strip() for ln in t.splitlines())

    text = norm(b.core.text)
    assert norm(b.func).count(text) == 1
    assert norm(b.module).count(text) == b.layout.tiles  # every core holds it line for line
    for s in b.core.scratch:  # scratch arrays: tile buffers on the core, allocas in the func
        assert f'%b_{s.name}_c0 = "aie.buffer"(%t_c0)' in b.module
        assert f"%s_{s.name} = memref.alloca() : memref<{s.count}x{s.elem}>" in b.func


def test_layout_offsets_are_disjoint_and_aligned():
    b = gen("top1_sample_nt", lens="logits:1000,u:1000,temp:1,shape:2,out:5")
    lay = b.layout
    assert [r.capacity for r in lay.inputs] == [1000, 1000, 1, 2, 5]
    ends = 8 * lay.header_words
    for r in lay.inputs:
        assert r.offset % 8 == 0 and r.offset >= ends and r.nbytes % 8 == 0
        ends = r.offset + r.nbytes
    assert lay.in_bytes == ends and [r.name for r in lay.outputs] == ["out"]


def test_golden_modules_are_current():
    problems = golden.run(write=False)
    assert not problems, f"{problems}: run `python -m poot_xdna.golden --write` and review the diff"
    assert len(list(golden.GOLDEN.glob("*.aie.mlir"))) == len(TRAP_FREE)


def test_golden_cli_check_mode():
    r = subprocess.run([sys.executable, "-m", "poot_xdna.golden", "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def test_poot_compile_writes_the_module(tmp_path):
    out = tmp_path / "matvec.mlir"
    kir = ROOT / "assets" / "contraction" / "matvec_nt.kir.json"
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", "--target", "xdna", "-o", str(out), str(kir)],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert text == XdnaTarget().compile(asset("matvec_nt"), build=False).final.decode()
    assert '"aie.device"' in text and "wrote" in r.stdout and "aie-mlir" in r.stdout
    assert "BuildSkipped" in r.stderr and "aiecc.py" in r.stderr  # says what is missing


def test_poot_compile_refuses_a_trapping_kernel(tmp_path):
    kir = ROOT / "assets" / "probe" / "unguarded_read.kir.json"
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", "--target", "xdna", "-o",
                        str(tmp_path / "x.mlir"), str(kir)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2
    assert "site 0 (bounds) at kernels/probe/unguarded_read.rs:10" in r.stderr
    assert not (tmp_path / "x.mlir").exists()


def test_build_step_says_what_is_missing(monkeypatch):
    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)
    with pytest.warns(codegen.BuildSkipped, match="aiecc.py .* is not on PATH"):
        art = XdnaTarget().compile(asset("matvec_nt"))
    assert [s for s, _ in art.stages] == ["core-mlir", "aie-mlir"]
    assert "aiecc.py" in art.meta["build"] and "not on PATH" in art.meta["build"]
    assert art.final.decode().startswith("// matvec: poot-xdna MLIR-AIE module")


def test_build_runs_aiecc_when_present(monkeypatch, tmp_path):
    """A stand-in aiecc.py on PATH: the build passes the module and collects xclbin + insts."""
    fake = fake_tool(tmp_path, "aiecc.py", HELP_AIECC_PY, AIECC_WRITES)
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    art = XdnaTarget().compile(asset("matvec_nt"))
    assert [s for s, _ in art.stages] == ["core-mlir", "aie-mlir", "xclbin"]
    assert art.final == b"XCLBIN" and art.meta["insts"] == b"\x01\x00\x00\x00"
    fake_tool(tmp_path, "aiecc.py", HELP_AIECC_PY, "echo 'error: no Peano' >&2\nexit 1")
    from poot_core.errors import ToolchainError

    with pytest.raises(ToolchainError, match="no Peano"):
        XdnaTarget().compile(asset("matvec_nt"))
    assert fake.exists()


def test_dump_dir_gets_the_xclbin_stage_and_keeps_the_modules_when_aiecc_fails(tmp_path, monkeypatch):
    dump = tmp_path / "dump"
    fake_tool(tmp_path, "aiecc", HELP_AIECC_CPP, "printf XCLBIN > final.xclbin\nprintf II > insts.bin")
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    monkeypatch.setenv("POOT_DUMP_DIR", str(dump))
    art = XdnaTarget().compile(asset("matvec_nt"))
    assert sorted(p.name for p in dump.iterdir()) == ["matvec.xdna.aie-mlir", "matvec.xdna.core-mlir", "matvec.xdna.xclbin"]
    assert (dump / "matvec.xdna.xclbin").read_bytes() == art.final == b"XCLBIN"
    fake_tool(tmp_path, "aiecc", HELP_AIECC_CPP, "exit 1")
    for p in dump.iterdir():
        p.unlink()
    from poot_core.errors import ToolchainError

    with pytest.raises(ToolchainError):
        XdnaTarget().compile(asset("matvec_nt"))
    assert sorted(p.name for p in dump.iterdir()) == ["matvec.xdna.aie-mlir", "matvec.xdna.core-mlir"]


def test_dump_dir_gets_every_stage(tmp_path, monkeypatch):
    monkeypatch.setenv("POOT_DUMP_DIR", str(tmp_path))
    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)
    art = XdnaTarget().compile(asset("matvec_nt"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["matvec.xdna.aie-mlir", "matvec.xdna.core-mlir"]
    assert (tmp_path / "matvec.xdna.aie-mlir").read_bytes() == art.final
    assert (tmp_path / "matvec.xdna.core-mlir").read_text() == dict(art.stages)["core-mlir"]
