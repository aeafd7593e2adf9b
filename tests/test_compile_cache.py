"""The on-disk compile cache (POOT_COMPILE_CACHE=1) and `poot compile -o -`."""
from __future__ import annotations

import os
import pickle
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from poot_core import compile as pipeline
from poot_core import knobs, plugins
from poot_core.ir import kir

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "assets" / "contraction" / "matvec_nt.kir.json"


@pytest.fixture
def disk(monkeypatch, tmp_path):
    monkeypatch.setenv("POOT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("POOT_COMPILE_CACHE", "1")
    monkeypatch.delenv("POOT_DUMP_DIR", raising=False)
    return tmp_path / "cache" / "compile"


@pytest.fixture
def codegens(monkeypatch):
    calls = []
    real = pipeline._codegen

    def counted(body, target, opts):
        calls.append(target.name)
        return real(body, target, opts)

    monkeypatch.setattr(pipeline, "_codegen", counted)
    return calls


def _compile(name, **options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pipeline.compile_cached(kir.read(KERNEL).body, plugins.get_target(name), options)


def test_the_cache_is_off_by_default(monkeypatch):
    monkeypatch.delenv("POOT_COMPILE_CACHE", raising=False)
    assert knobs.compile_cache_dir() == ""
    monkeypatch.setenv("POOT_COMPILE_CACHE", "1")
    monkeypatch.setenv("POOT_CACHE_DIR", "/somewhere")
    assert knobs.compile_cache_dir() == os.path.join("/somewhere", "compile")


@pytest.mark.parametrize("name", ["vulkan", "ptx", "xdna", "oracle"])
def test_a_compile_after_the_memory_is_cleared_comes_from_disk(name, disk, codegens):
    first = _compile(name)
    assert codegens == [name] and len(list(disk.rglob("*.pkl"))) == 1
    pipeline.clear_memory()
    again = _compile(name)
    assert codegens == [name], "the second compile ran the target's codegen"
    assert again is not first and again.final == first.final and again.stages == first.stages
    assert again.body == first.body and again.meta.keys() == first.meta.keys()
    _compile(name, **({"fp_contract": True} if name in ("vulkan", "ptx") else {}))  # other options: another entry
    assert len(codegens) == (2 if name in ("vulkan", "ptx") else 1)


def test_a_corrupt_entry_is_ignored_and_rewritten(disk, codegens):
    first = _compile("vulkan")
    [entry] = disk.rglob("*.pkl")
    for junk in (b"", b"not a pickle", entry.read_bytes()[:40], pickle.dumps(("wrong key", first))):
        entry.write_bytes(junk)
        pipeline.clear_memory()
        art = _compile("vulkan")
        assert art.final == first.final
        with open(entry, "rb") as f:
            key, stored = pickle.load(f)  # rewritten whole
        assert stored.final == first.final and key[2] == "vulkan"
    assert codegens == ["vulkan"] * 5
    assert not [p for p in entry.parent.iterdir() if p.suffix == ".tmp"]  # no temp file left behind


def test_the_dump_dir_bypasses_the_cache(disk, codegens, monkeypatch, tmp_path):
    _compile("vulkan")
    pipeline.clear_memory()
    monkeypatch.setenv("POOT_DUMP_DIR", str(tmp_path / "dump"))
    _compile("vulkan")
    assert codegens == ["vulkan", "vulkan"] and any((tmp_path / "dump").iterdir())


def _poot(*args, env=None, code=None):
    cmd = [sys.executable, "-c", code, *args] if code else [sys.executable, "-m", "poot_core", *args]
    return subprocess.run(cmd, capture_output=True, env={**os.environ, **(env or {})}, cwd=str(ROOT))


_NO_CODEGEN = ("import sys, poot_core.compile as c\n"
               "def refuse(*a): raise SystemExit('codegen ran')\n"
               "c._codegen = refuse\n"
               "from poot_core.cli import main\n"
               "sys.exit(main(sys.argv[1:]))\n")


def test_a_second_poot_compile_in_a_fresh_process_runs_no_codegen(tmp_path):
    env = {"POOT_CACHE_DIR": str(tmp_path / "cache"), "POOT_COMPILE_CACHE": "1"}
    a, b = tmp_path / "a.spv", tmp_path / "b.spv"
    r = _poot("compile", str(KERNEL), "--target", "vulkan", "-o", str(a), env=env)
    assert r.returncode == 0, r.stderr
    r = _poot("compile", str(KERNEL), "--target", "vulkan", "-o", str(b), env=env, code=_NO_CODEGEN)
    assert r.returncode == 0, r.stderr
    assert a.read_bytes() == b.read_bytes()
    r = _poot("compile", str(KERNEL), "--target", "vulkan", "-o", str(b), "--option", "fp_contract=true",
              env=env, code=_NO_CODEGEN)
    assert r.returncode != 0 and b"codegen ran" in r.stderr  # other options: not in the cache


@pytest.mark.parametrize("name", ["vulkan", "rocm", "oracle"])
def test_dash_o_dash_writes_the_artifact_to_stdout_byte_for_byte(name, tmp_path):
    out = tmp_path / "k.bin"
    r = _poot("compile", str(KERNEL), "--target", name, "-o", str(out))
    assert r.returncode == 0, r.stderr
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(KERNEL), "--target", name, "-o", "-"],
                       capture_output=True, cwd=str(tmp_path))
    assert r.returncode == 0, r.stderr
    assert r.stdout == out.read_bytes() and len(r.stdout) > 100
    assert b"to stdout" in r.stderr and not (tmp_path / "-").exists()
    if name == "vulkan":
        assert r.stdout[:4] == b"\x03\x02\x23\x07"  # SPIR-V's magic, little-endian: binary, not text
    if name == "rocm":
        assert r.stdout[:4] == b"\x7fELF"


def test_dash_o_dash_writes_nothing_to_stdout_on_an_error(tmp_path):
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(KERNEL), "--target", "vulkan", "-o", "-",
                        "--option", "nope=1"], capture_output=True, cwd=str(tmp_path))
    assert r.returncode == 1 and r.stdout == b"" and b"poot: error:" in r.stderr


# --- .rs imports -------------------------------------------------------------------------------
def _rustc_or_skip():
    import shutil

    if shutil.which(knobs.rustc()) is None:
        pytest.skip("rustc is not on PATH")


def test_a_second_import_of_a_rust_source_runs_no_rustc_compile(disk, monkeypatch, tmp_path):
    _rustc_or_skip()
    from poot_core.exec import load
    from poot_core.pootc import driver

    src = tmp_path / "k.rs"
    src.write_bytes((ROOT / "examples" / "elementwise_add.rs").read_bytes())
    first = load.load_kernel(src)
    assert list(disk.glob("import/*.pkl"))
    pipeline.clear_memory()

    def no_rustc(*a, **k):
        raise AssertionError("rustc ran")

    monkeypatch.setattr(driver, "run_prints", no_rustc)
    monkeypatch.setattr(driver, "run_const_dump", no_rustc)
    again = load.load_kernel(src)
    assert again == first and again is not first
    src.write_text(src.read_text() + "\n// changed\n")  # another source: imported anew
    with pytest.raises(AssertionError, match="rustc ran"):
        load.load_kernel(src)


def test_a_second_poot_run_of_a_rust_source_in_a_fresh_process_runs_no_rustc_compile(tmp_path):
    _rustc_or_skip()
    import numpy as np

    env = {"POOT_CACHE_DIR": str(tmp_path / "cache"), "POOT_COMPILE_CACHE": "1"}
    src = tmp_path / "k.rs"
    src.write_bytes((ROOT / "examples" / "elementwise_add.rs").read_bytes())
    inp = tmp_path / "in.npz"
    a, b = np.arange(100, dtype=np.float32), np.ones(100, np.float32)
    np.savez(inp, a=a, b=b, out=np.zeros(100, np.float32))
    args = ["run", str(src), "--target", "oracle", "--threads", "100", "--inputs", str(inp)]
    r = _poot(*args, "--out", str(tmp_path / "o1.npz"), env=env)
    assert r.returncode == 0, r.stderr
    code = ("import sys, poot_core.pootc.driver as d\n"
            "def refuse(*a, **k): raise SystemExit('rustc ran')\n"
            "d.run_prints = d.run_const_dump = refuse\n"
            "from poot_core.cli import main\n"
            "sys.exit(main(sys.argv[1:]))\n")
    r = _poot(*args, "--out", str(tmp_path / "o2.npz"), env=env, code=code)
    assert r.returncode == 0, r.stderr
    with np.load(tmp_path / "o2.npz") as z:
        assert (z["out"] == a + b).all()


# --- the compile memo: the repeated call is one lookup, never a stale artifact ------------
def test_the_fingerprint_follows_every_switch_read(monkeypatch):
    monkeypatch.delenv("POOT_CHECK_RANGES", raising=False)
    knobs.check_ranges()
    fp = knobs.fingerprint()
    assert knobs.fingerprint() == fp
    monkeypatch.setenv("POOT_CHECK_RANGES", "0")
    assert knobs.fingerprint() != fp
    os.environ["POOT_CHECK_RANGES"] = "1"  # set behind monkeypatch's back, as a program would
    assert knobs.fingerprint() != fp
    monkeypatch.delenv("POOT_CHECK_RANGES")
    assert knobs.fingerprint() == fp
    knobs._get("POOT_TEST_NEVER_READ_BEFORE")
    assert len(knobs.fingerprint()) == len(fp) + 1, "a switch read later joins the fingerprint"


def test_the_compile_memo_follows_options_switches_and_the_body(kit, monkeypatch, codegens):
    """The same call is one lookup; a new options value (a dict changed in place too), a switch
    that changed and a new body object (of the same name) each reach the pipeline again, and a
    setting restored finds its artifact of before."""
    t = kit.FakeTarget(fn=kit.numpy_add)
    body = kit.add_body()
    opts = {"x": 1}
    a = pipeline.compile_cached(body, t, opts)
    assert pipeline.compile_cached(body, t, opts) is a and pipeline.compile_cached(body, t, {"x": 1}) is a
    assert t.compiles == 1
    opts["x"] = 2
    b = pipeline.compile_cached(body, t, opts)
    assert b is not a and b.meta == {"x": 2} and t.compiles == 2
    other = kit.add_body(checked=True)  # also named elementwise_add
    assert pipeline.compile_cached(other, t, opts).body is other and t.compiles == 3

    oracle = plugins.get_target("oracle")
    monkeypatch.delenv("POOT_CHECK_RANGES", raising=False)
    first = pipeline.compile_cached(body, oracle)
    n = len(codegens)
    assert pipeline.compile_cached(body, oracle) is first and len(codegens) == n
    monkeypatch.setenv("POOT_CHECK_RANGES", "0")
    assert pipeline.compile_cached(body, oracle) is not first and len(codegens) == n + 1
    monkeypatch.delenv("POOT_CHECK_RANGES")
    assert pipeline.compile_cached(body, oracle) is first and len(codegens) == n + 1, "from the memory cache"
