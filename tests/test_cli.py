"""The `poot` command line: targets list, run, compile, import; every exit code; atomic outputs."""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from poot_core import cli
from poot_core.errors import CapabilityError, CodegenError, ImportFailed, Span, UnsupportedInKernel
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32

POOT = Path(sys.executable).parent / "poot"


def poot(*args, env=None, cwd=None):
    cmd = [str(POOT)] if POOT.exists() else [sys.executable, "-m", "poot_core"]
    return subprocess.run(cmd + [str(a) for a in args], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=120)


@pytest.fixture
def add_files(tmp_path, kit):
    """add.kir.json, add_checked.kir.json and IN.npz (n = 300 random f32) in tmp_path."""
    n = 300
    kir.write(tmp_path / "add.kir.json", kit.add_body())
    kir.write(tmp_path / "add_checked.kir.json", kit.add_body(checked=True))
    a, b = kit.rng_f32(n, 1), kit.rng_f32(n, 2)
    np.savez(tmp_path / "in.npz", a=a, b=b, out=np.zeros(n, np.float32))
    np.savez(tmp_path / "short.npz", a=a[:250], b=b, out=np.zeros(n, np.float32))
    return tmp_path, a, b


def only_core(**extra) -> dict:
    """Env switches that disable every installed plugin but the oracle and the fixture (fast probes)."""
    import importlib.metadata as md

    names = sorted({ep.name for ep in md.entry_points(group="poot")} - {"oracle", "fixture"})
    return {"POOT_DISABLE_PLUGINS": ",".join(names), **extra} if names else extra


def run_main(*args) -> int:
    return cli.main([str(a) for a in args])


# --- targets list -------------------------------------------------------------------------
def test_targets_list_shows_the_third_party_plugin(fixture_site, kit):
    env = kit.env_with(fixture_site)
    r = poot("targets", "list", env=env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].split()[:3] == ["TARGET", "DISTRIBUTION", "VERSION"]
    row = next(line for line in lines if line.startswith("fixture "))
    assert row.split()[:6] == ["fixture", "poot-fixture-target", "0.0.1", "fixture-text", "raise", "yes"]
    assert any(line.startswith("oracle ") for line in lines)
    r = poot("targets", "list", "--json", env=kit.env_with(fixture_site, **only_core()))
    assert r.returncode == 0, r.stderr
    rows = {o["name"]: o for o in json.loads(r.stdout)}
    keys = {"name", "distribution", "version", "artifact", "trap_policy", "available", "reason", "device"}
    assert all(keys <= set(o) for o in rows.values())
    assert rows["fixture"]["distribution"] == "poot-fixture-target" and rows["fixture"]["available"] is True
    assert rows["oracle"]["distribution"] == "poot"
    r = poot("targets", "list", "--json", env=kit.env_with(fixture_site, **only_core(FIXTURE_TARGET_UNAVAILABLE="1")))
    fx = next(o for o in json.loads(r.stdout) if o["name"] == "fixture")
    assert fx["available"] is False and "FIXTURE_TARGET_UNAVAILABLE" in fx["reason"]


def test_duplicate_and_disabled_plugins_through_the_cli(fixture_site, kit):
    r = poot("targets", "list", env=kit.env_with(fixture_site, **only_core(FIXTURE_TARGET_NAME="oracle")))
    assert r.returncode == 0 and "Traceback" not in r.stderr  # listed as a broken row, not fatal
    row = next(line for line in r.stdout.splitlines() if line.startswith("oracle "))
    assert " BROKEN " in row and "registered twice" in row and "poot-fixture-target" in row, row
    off = ",".join([only_core().get("POOT_DISABLE_PLUGINS", ""), "fixture"]).strip(",")
    r = poot("targets", "list", "--json", env=kit.env_with(fixture_site, POOT_DISABLE_PLUGINS=off))
    assert r.returncode == 0 and "fixture" not in {o["name"] for o in json.loads(r.stdout)}


def test_python_m_entry_points(kit):
    for mod in ("poot_core", "poot_core.cli"):
        r = subprocess.run([sys.executable, "-m", mod, "targets", "list", "--json"], capture_output=True,
                           text=True, env=kit.env_with(**only_core()))
        assert r.returncode == 0, r.stderr
        assert "oracle" in {o["name"] for o in json.loads(r.stdout)}


# --- run ------------------------------------------------------------------------------------
def test_run_subprocess_ok_and_check(add_files, kit):
    d, a, b = add_files
    r = poot("run", d / "add.kir.json", "--threads", 300, "--inputs", d / "in.npz", "--out", d / "out.npz",
             "--check", env=kit.env_with())
    assert r.returncode == 0, r.stderr
    assert "elementwise_add on " in r.stdout
    with np.load(d / "out.npz") as z:
        assert z.files == ["out"]
        np.testing.assert_array_equal(z["out"], a + b)
    assert sorted(p.name for p in d.iterdir()) == ["add.kir.json", "add_checked.kir.json", "in.npz", "out.npz",
                                                   "short.npz"]  # no temp file left behind


def test_run_fault_exit_3_names_the_line_and_writes_nothing(add_files, kit):
    d, _, _ = add_files
    r = poot("run", d / "add_checked.kir.json", "--target", "oracle", "--threads", 300, "--inputs",
             d / "short.npz", "--out", d / "out.npz", env=kit.env_with())
    assert r.returncode == 3, r.stderr
    assert "kernels/probe/add.rs:4" in r.stderr and "Traceback" not in r.stderr
    assert not (d / "out.npz").exists()


def test_run_unavailable_exit_4(add_files, fixture_site, kit):
    d, _, _ = add_files
    r = poot("run", d / "add.kir.json", "--target", "fixture", "--threads", 300, "--inputs", d / "in.npz",
             "--out", d / "out.npz", env=kit.env_with(fixture_site, FIXTURE_TARGET_UNAVAILABLE="1"))
    assert r.returncode == 4, r.stderr
    assert "target 'fixture' is unavailable here: FIXTURE_TARGET_UNAVAILABLE=1 is set" in r.stderr
    assert not (d / "out.npz").exists()


def test_run_on_the_third_party_target(add_files, fixture_site, kit):
    d, a, b = add_files
    r = poot("run", d / "add.kir.json", "--target", "fixture", "--groups", "5", "--inputs", d / "in.npz",
             "--out", d / "o.npz", env=kit.env_with(fixture_site))
    assert r.returncode == 0, r.stderr
    with np.load(d / "o.npz") as z:
        np.testing.assert_array_equal(z["out"], a + b)


@pytest.mark.parametrize("case", ["dtype", "missing", "unknown", "no-grid", "bad-groups", "no-file", "bad-npz",
                                  "no-out-dir", "unknown-target"])
def test_run_bad_usage_exit_1(add_files, capsys, case, clean_registry):
    d, a, b = add_files
    args = [d / "add.kir.json", "--threads", 300, "--inputs", d / "in.npz", "--out", d / "out.npz"]
    expect = {"dtype": "b: &[f32] got an array of dtype float64, expected float32",
              "missing": "missing array for parameter(s) out: &mut [f32]",
              "unknown": "unknown parameter name(s) 'zz'", "no-grid": "one of the arguments --threads --groups",
              "bad-groups": "--groups takes GX or GX,GY", "no-file": "nope.kir.json: no such file",
              "bad-npz": "cannot read it as an .npz archive", "no-out-dir": "does not exist",
              "unknown-target": "no target named 'nope'"}[case]
    if case == "dtype":
        np.savez(d / "in.npz", a=a, b=b.astype(np.float64), out=np.zeros(300, np.float32))
    elif case == "missing":
        np.savez(d / "in.npz", a=a, b=b)
    elif case == "unknown":
        np.savez(d / "in.npz", a=a, b=b, out=np.zeros(300, np.float32), zz=a)
    elif case == "no-grid":
        args = [d / "add.kir.json", "--inputs", d / "in.npz", "--out", d / "out.npz"]
    elif case == "bad-groups":
        args[1:3] = ["--groups", "2,x"]
    elif case == "no-file":
        args[0] = d / "nope.kir.json"
    elif case == "bad-npz":
        (d / "in.npz").write_text("not a zip")
    elif case == "no-out-dir":
        args[-1] = d / "missing" / "out.npz"
    elif case == "unknown-target":
        args += ["--target", "nope"]
    rc = run_main("run", *args)  # argparse's refusals too return 1 (no SystemExit)
    assert rc == 1
    err = capsys.readouterr().err
    assert expect in err and "Traceback" not in err
    assert len([ln for ln in err.splitlines() if ln.startswith("poot: error: ")]) == 1, err
    assert not (d / "out.npz").exists()


def test_run_refused_exit_2_and_fault_on_a_fake_target(add_files, capsys, clean_registry, kit):
    d, _, _ = add_files
    kit.register_fake(kit.FakeTarget("refuser", compile_error=CodegenError("no f16 here", target="refuser",
                                                                           kernel="elementwise_add")))
    common = ["--threads", 300, "--inputs", d / "in.npz", "--out", d / "out.npz"]
    assert run_main("run", d / "add.kir.json", "--target", "refuser", *common) == 2
    assert "refuser: elementwise_add: no f16 here" in capsys.readouterr().err
    # the verifier refuses a store into an input slice
    kb = Builder("bad_store")
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.store(a, 0, kb.load(out, 0))
    kb.ret()
    kir.write(d / "bad.kir.json", kb.build())
    np.savez(d / "bad.npz", a=np.ones(1, np.float32), out=np.ones(1, np.float32))
    assert run_main("run", d / "bad.kir.json", "--target", "oracle", "--threads", 1, "--inputs", d / "bad.npz",
                    "--out", d / "out.npz") == 2
    assert "bad_store" in capsys.readouterr().err
    # a device fault on a fake target: exit 3, nothing written
    from poot_core.errors import KernelFault

    def fault(body, buffers, grid):
        raise KernelFault("", kernel=body.name, target="faulty")
    kit.register_fake(kit.FakeTarget("faulty", fn=fault))
    assert run_main("run", d / "add.kir.json", "--target", "faulty", *common) == 3
    assert not (d / "out.npz").exists()


def test_run_check_mismatch_writes_nothing(add_files, capsys, clean_registry, kit):
    d, _, _ = add_files
    kit.register_fake(kit.FakeTarget("wrong", fn=lambda body, bufs, grid: {"out": bufs["a"] - bufs["b"]}))
    rc = run_main("run", d / "add.kir.json", "--target", "wrong", "--threads", 300, "--inputs", d / "in.npz",
                  "--out", d / "out.npz", "--check")
    assert rc == 3 and "differ from the CPU oracle" in capsys.readouterr().err
    assert not (d / "out.npz").exists()
    kit.register_fake(kit.FakeTarget("right", fn=kit.numpy_add))
    assert run_main("run", d / "add.kir.json", "--target", "right", "--threads", 300, "--inputs", d / "in.npz",
                    "--out", d / "out.npz", "--check") == 0
    assert "matches the oracle" in capsys.readouterr().out


# --- compile ------------------------------------------------------------------------------
def test_compile_writes_the_final_artifact_whatever_the_extension(add_files, capsys, clean_registry, kit):
    d, _, _ = add_files
    t = kit.register_fake(kit.FakeTarget("fk"))
    assert run_main("compile", d / "add.kir.json", "--target", "fk", "-o", d / "k.weird", "--option", "opt=3",
                    "--option", "fast=true") == 0
    assert (d / "k.weird").read_bytes() == b"fake elementwise_add [('fast', True), ('opt', 3)]"
    assert t.opens == 0  # compiling needs no device
    kit.register_fake(kit.FakeTarget("nocap", compile_error=CapabilityError("no f64", target="nocap", kernel="k")))
    assert run_main("compile", d / "add.kir.json", "--target", "nocap", "-o", d / "k2.bin") == 2
    assert "no f64" in capsys.readouterr().err and not (d / "k2.bin").exists()
    assert run_main("compile", d / "add.kir.json", "--target", "fk", "-o", d / "k3", "--option", "novalue") == 1


# --- import -------------------------------------------------------------------------------
def test_import_writes_one_asset_per_kernel(tmp_path, monkeypatch, capsys, kit):
    import poot_core.pootc as pootc

    src = tmp_path / "k.rs"
    src.write_text("// kernels\n")
    prod = kir.Producer("kernels/probe/k.rs", "0" * 64, "rustc 1.95.0")
    monkeypatch.setattr(pootc, "import_file", lambda path, **kw: [kir.KirFile(kit.add_body("add"), prod),
                                                                   kir.KirFile(kit.add_body("__poot_kernel_mul"))],
                        raising=False)
    out = tmp_path / "assets"  # created by import
    assert run_main("import", src, "-o", out) == 0
    assert sorted(p.name for p in out.iterdir()) == ["add.kir.json", "mul.kir.json"]
    assert (out / "add.kir.json").read_text() == kir.dumps(kit.add_body("add"), prod)
    assert kir.read(out / "add.kir.json").producer == prod


def test_import_failure_exit_2_writes_nothing(tmp_path, monkeypatch, capsys):
    import poot_core.pootc as pootc

    src = tmp_path / "k.rs"
    src.write_text("// kernels\n")
    diag = UnsupportedInKernel("a call to `helper`", span=Span(str(src), 7, 5))

    def fail(path, **kw):
        raise ImportFailed(diagnostics=(diag,))
    monkeypatch.setattr(pootc, "import_file", fail, raising=False)
    assert run_main("import", src, "-o", tmp_path) == 2
    assert f"{src}:7:5: unsupported in kernel: a call to `helper`" in capsys.readouterr().err
    assert run_main("import", src, "-o", tmp_path / "new") == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["k.rs"]
    assert run_main("import", tmp_path / "none.rs") == 1


def test_committed_example_is_current_and_runs(tmp_path, kit):
    root = Path(__file__).resolve().parents[1]
    r = subprocess.run([sys.executable, "examples/make_examples.py", "--check"], cwd=root, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    r = poot("run", root / "examples/elementwise_add.kir.json", "--target", "oracle", "--threads", 10000,
             "--inputs", root / "examples/elementwise_add_inputs.npz", "--out", tmp_path / "o.npz", env=kit.env_with())
    assert r.returncode == 0, r.stderr
    with np.load(root / "examples/elementwise_add_inputs.npz") as i, np.load(tmp_path / "o.npz") as o:
        np.testing.assert_array_equal(o["out"], i["a"] + i["b"])


# --- with the real importer (rustc) ----------------------------------------------------------
BAD_RS = """use poot_kernel_intrinsics::*;

fn helper(x: f32) -> f32 { x * 2.0 }

#[kernel]
pub fn bad(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() && i < a.len() {
        out[i] = helper(a[i]);
    }
}
"""
MANY_RS = """use poot_kernel_intrinsics::*;

#[kernel]
pub fn first(out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() { out[i] = 1.0; }
}

#[kernel]
pub fn second(out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() { out[i] = 2.0; }
}
"""


def test_import_and_run_rust_sources_end_to_end(tmp_path, kit):
    root = Path(__file__).resolve().parents[1]
    r = poot("import", root / "examples/elementwise_add.rs", "-o", tmp_path / "a", env=kit.env_with())
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "a/elementwise_add.kir.json").read_bytes() == \
        (root / "examples/elementwise_add.kir.json").read_bytes()
    (tmp_path / "bad.rs").write_text(BAD_RS)
    r = poot("import", tmp_path / "bad.rs", "-o", tmp_path / "b", env=kit.env_with())
    assert r.returncode == 2 and f"{tmp_path / 'bad.rs'}:9:18: unsupported in kernel: call to `helper`" in r.stderr
    assert not (tmp_path / "b").exists()
    (tmp_path / "many.rs").write_text(MANY_RS)
    np.savez(tmp_path / "in.npz", out=np.zeros(100, np.float32))
    args = ["--target", "oracle", "--threads", 100, "--inputs", tmp_path / "in.npz", "--out", tmp_path / "o.npz"]
    r = poot("run", tmp_path / "many.rs", *args, env=kit.env_with())
    assert r.returncode == 1 and "several kernels (first, second); choose one with --kernel NAME" in r.stderr
    r = poot("run", tmp_path / "many.rs", "--kernel", "second", *args, env=kit.env_with())
    assert r.returncode == 0, r.stderr
    with np.load(tmp_path / "o.npz") as z:
        np.testing.assert_array_equal(z["out"], np.full(100, 2.0, np.float32))


def test_readme_main_job_command_runs(tmp_path, kit):
    """The README's first quick-start command, after `scripts/setup.sh &&`, as written (best target):
    `poot embed`; and the kernel example documented below it."""
    import re
    import shlex

    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text()
    block = re.search(r"## Quick start.*?```sh\n(.*?)```", readme, re.S).group(1)
    first, second = block.strip().splitlines()
    assert first.startswith("bash scripts/setup.sh && .venv/bin/poot embed ") and second == "bash scripts/test.sh"
    args = shlex.split(first.split("&& ", 1)[1])[1:]
    r = poot(*args, env=kit.env_with(), cwd=root)
    assert r.returncode == 0, r.stderr
    assert "sentence-transformers/all-MiniLM-L6-v2 on " in r.stdout and "3 sentence(s), 384 dimensions" in r.stdout
    sim = [ln.split()[1:] for ln in r.stdout.splitlines() if re.match(r"\s+[0-2]: [+-]", ln)]
    assert len(sim) == 3 and float(sim[0][1]) > float(sim[0][2]) + 0.2  # guitar ~ music, not the stock market
    example = re.search(r"The kernel example:.*?```sh\n(.*?)```", readme, re.S).group(1).strip()
    assert example.startswith(".venv/bin/poot run examples/elementwise_add.kir.json ")
    args = shlex.split(example)[1:]
    args[args.index("--out") + 1] = str(tmp_path / "add_out.npz")
    r = poot(*args, env=kit.env_with(), cwd=root)
    assert r.returncode == 0, r.stderr
    assert "matches the oracle" in r.stdout or " on oracle:" in r.stdout
    assert (tmp_path / "add_out.npz").exists()


# --- bad input: one typed line, never a traceback (issue 10) ----------------------------------
def _one_error_line(capsys) -> tuple[str, str]:
    """The single `poot: error:` line of the captured stderr (asserting there is exactly one and no
    traceback), and stdout."""
    cap = capsys.readouterr()
    lines = [ln for ln in cap.err.splitlines() if ln.startswith("poot: error: ")]
    assert len(lines) == 1 and "Traceback" not in cap.err, cap.err
    return lines[0], cap.out


def _kir_doc(kit, **body) -> dict:
    doc = json.loads(kir.dumps(kit.add_body()))
    doc["body"].update(body)
    return doc


@pytest.mark.parametrize("case", ["deep", "ws0", "dup", "wg-huge", "not-utf8", "kernel-dir", "inputs-dir",
                                  "inputs-npy", "inputs-junk-member", "out-name-too-long", "threads-huge"])
def test_bad_inputs_get_one_typed_line(add_files, capsys, case, kit, clean_registry):
    """Each of these was a Python traceback (or a misleading message) before."""
    d, _, _ = add_files
    k, inputs, out, threads = d / "k.kir.json", d / "in.npz", d / "out.npz", "300"
    want_rc, words = {
        "deep": (1, "nests too deeply"), "ws0": (2, "BadWorkgroupSize"),
        "dup": (2, "DuplicateParam: parameter name 'a' is used twice"),
        "wg-huge": (2, "workgroup array 0 has 1,000,000,000,000 slots, more than the 268,435,456"),
        "not-utf8": (1, "not UTF-8 text"), "kernel-dir": (1, "is a directory, not a file"),
        "inputs-dir": (1, "is a directory, not a file (--inputs"), "inputs-npy": (1, "not an .npz archive"),
        "inputs-junk-member": (1, "member 'notes.txt' of the archive is not a numpy array"),
        "out-name-too-long": (1, "cannot write there: File name too long"),
        "threads-huge": (2, "a grid has fewer than 2^32 workgroups along each axis")}[case]
    k.write_text(kir.dumps(kit.add_body()))
    if case == "deep":
        k.write_text('{"kir_version": 1, "body": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif case == "ws0":
        k.write_text(json.dumps(_kir_doc(kit, workgroup_size=0)))
    elif case == "dup":
        doc = _kir_doc(kit)
        doc["body"]["params"][1]["name"] = "a"
        k.write_text(json.dumps(doc))
    elif case == "wg-huge":
        k.write_text(json.dumps(_kir_doc(kit, wg_arrays=[{"id": 0, "size": 10**12}])))
    elif case == "not-utf8":
        k.write_bytes(b'{"kir_version": 1, "body": "\xff"}')
    elif case == "kernel-dir":
        k = d / "adir.kir.json"
        k.mkdir()
    elif case == "inputs-dir":
        inputs = d / "adir.npz"
        inputs.mkdir()
    elif case == "inputs-npy":  # np.load gives an array, not an archive: it was a TypeError
        inputs = d / "one.npz"
        with open(inputs, "wb") as f:
            np.save(f, np.zeros(3, np.float32))
    elif case == "inputs-junk-member":  # a member that is not an .npy comes back as bytes
        import zipfile

        inputs = d / "junk.npz"
        with zipfile.ZipFile(d / "in.npz") as src, zipfile.ZipFile(inputs, "w") as z:
            for n in src.namelist():
                z.writestr(n, src.read(n))
            z.writestr("notes.txt", b"hello")
    elif case == "out-name-too-long":  # the file system refuses the name: it was an OSError traceback
        out = d / ("n" * 300 + ".npz")
    elif case == "threads-huge":  # float ceil overflowed: it was an OverflowError
        threads = "1" + "0" * 400
    before = {p: p.read_bytes() for p in d.iterdir() if p.is_file()}
    rc = run_main("run", k, "--target", "oracle", "--threads", threads, "--inputs", inputs, "--out", out)
    line, _ = _one_error_line(capsys)
    assert rc == want_rc and words in line, (rc, line)
    assert not (d / "out.npz").exists() and {p: p.read_bytes() for p in d.iterdir() if p.is_file()} == before


def test_workgroup_memory_is_checked_against_each_targets_limit(clean_registry, kit, capsys):
    """Before any allocation: the oracle's (Capabilities' default, 48 KiB) and a target's own."""
    from poot_core.errors import CapabilityError
    from poot_core.exec import execute
    from poot_core.target import Capabilities, Grid

    kb = Builder("wg_copy", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, 12288)  # 48 KiB: exactly the oracle's limit
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(a, i)))
    kb.ret()
    ok = kb.build()
    big = dataclasses.replace(ok, wg_arrays=(N.WgArray(0, 12288), N.WgArray(1, 1)))
    bufs = {"a": kit.rng_f32(64), "out": np.zeros(64, np.float32)}
    np.testing.assert_array_equal(execute(ok, "oracle", Grid.threads(64, 64), bufs)["out"], bufs["a"])
    with pytest.raises(CapabilityError, match=r"need 49,156 bytes .*array 0: 12,288 slots.*more than the 49,152 bytes"):
        execute(big, "oracle", Grid.threads(64, 64), bufs)

    class Small(kit.FakeTarget):
        def capabilities(self):
            return Capabilities(max_workgroup_memory=1024)
    t = kit.register_fake(Small("small", fn=lambda body, bufs, grid: {"out": bufs["a"]}))
    with pytest.raises(CapabilityError, match="more than the 1,024 bytes") as ei:
        execute(ok, "small", Grid.threads(64, 64), bufs)
    assert ei.value.target == "small" and t.launches == 0


def test_out_never_overwrites_an_input(add_files, capsys, tmp_path, monkeypatch, clean_registry):
    d, _, _ = add_files
    inputs = d / "in.npz"
    before = inputs.read_bytes()
    (d / "link.npz").symlink_to(inputs)
    os.link(inputs, d / "hard.npz")
    monkeypatch.chdir(d)
    for out in (inputs, "in.npz", f"../{d.name}/in.npz", d / "link.npz", d / "hard.npz"):
        rc = run_main("run", d / "add.kir.json", "--target", "oracle", "--threads", 300, "--inputs", inputs,
                      "--out", out)
        line, _ = _one_error_line(capsys)
        assert rc == 1 and "is the same file as --inputs" in line and "destroy" in line, line
        assert inputs.read_bytes() == before
    kernel = (d / "add.kir.json").read_bytes()
    rc = run_main("run", d / "add.kir.json", "--target", "oracle", "--threads", 300, "--inputs", inputs,
                  "--out", "add.kir.json")
    assert rc == 1 and "is the same file as the kernel" in _one_error_line(capsys)[0]
    rc = run_main("compile", "add.kir.json", "--target", "oracle", "-o", d / "add.kir.json")
    assert rc == 1 and "-o " in _one_error_line(capsys)[0]
    assert (d / "add.kir.json").read_bytes() == kernel


def test_import_never_overwrites_its_source(tmp_path, monkeypatch, capsys, kit):
    import poot_core.pootc as pootc

    src = tmp_path / "add.rs"
    src.write_text("// kernels\n")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "elementwise_add.kir.json").symlink_to(src)  # the output name links to the source
    monkeypatch.setattr(pootc, "import_file", lambda path, **kw: [kir.KirFile(kit.add_body())], raising=False)
    assert run_main("import", src, "-o", tmp_path / "out") == 1
    assert "the same file as the source" in _one_error_line(capsys)[0]
    assert src.read_text() == "// kernels\n"


def test_a_missing_rustc_is_unavailable_exit_4_and_says_how_to_install(tmp_path, monkeypatch, capsys):
    src = tmp_path / "k.rs"
    src.write_text(BAD_RS)
    np.savez(tmp_path / "in.npz", a=np.zeros(4, np.float32), out=np.zeros(4, np.float32))
    monkeypatch.setenv("POOT_RUSTC", str(tmp_path / "no-rustc"))
    for args in (["import", src, "-o", tmp_path / "o"],
                 ["run", src, "--target", "oracle", "--threads", 4, "--inputs", tmp_path / "in.npz",
                  "--out", tmp_path / "out.npz"]):
        assert run_main(*args) == 4
        line, _ = _one_error_line(capsys)
        assert "not found" in line and "rustup toolchain install 1.95" in line and "POOT_RUSTC" in line, line
    assert not (tmp_path / "o").exists() and not (tmp_path / "out.npz").exists()


def test_check_on_the_oracle_says_it_compares_nothing(add_files, capsys):
    d, a, b = add_files
    assert run_main("run", d / "add.kir.json", "--target", "oracle", "--threads", 300, "--inputs", d / "in.npz",
                    "--out", d / "out.npz", "--check") == 0
    out = capsys.readouterr().out
    assert "--check compared nothing: the target is the oracle itself" in out and "matches the oracle" not in out
    with np.load(d / "out.npz") as z:
        np.testing.assert_array_equal(z["out"], a + b)


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_written_files_honour_the_umask(add_files, umask, monkeypatch, capsys, kit, clean_registry):
    """mkstemp's 0600 leaked into every output; now 0666 & ~umask, as any Unix tool (and a file
    replaced keeps its mode)."""
    import stat

    import poot_core.pootc as pootc

    d, _, _ = add_files
    monkeypatch.setattr(pootc, "import_file", lambda path, **kw: [kir.KirFile(kit.add_body())], raising=False)
    (d / "k.rs").write_text("// kernels\n")
    old = os.umask(umask)
    try:
        assert run_main("run", d / "add.kir.json", "--target", "oracle", "--threads", 300, "--inputs", d / "in.npz",
                        "--out", d / "out.npz") == 0
        assert run_main("compile", d / "add.kir.json", "--target", "oracle", "-o", d / "k.bin") == 0
        assert run_main("import", d / "k.rs", "-o", d / "imp") == 0
        for p in (d / "out.npz", d / "k.bin", d / "imp" / "elementwise_add.kir.json"):
            assert stat.S_IMODE(p.stat().st_mode) == 0o666 & ~umask, (p, oct(p.stat().st_mode))
        (d / "k.bin").chmod(0o640)
        assert run_main("compile", d / "add.kir.json", "--target", "oracle", "-o", d / "k.bin") == 0
        assert stat.S_IMODE((d / "k.bin").stat().st_mode) == 0o640
    finally:
        os.umask(old)


# --- the last line of defence -----------------------------------------------------------------
def test_an_internal_error_is_one_line_exit_70_unless_poot_debug(add_files, monkeypatch, capsys):
    d, _, _ = add_files

    def boom(args):
        raise RuntimeError("boom\nsecond line")
    monkeypatch.setattr(cli, "cmd_compile", boom)
    monkeypatch.delenv("POOT_DEBUG", raising=False)
    args = ("compile", d / "add.kir.json", "--target", "oracle", "-o", d / "k.bin")
    assert run_main(*args) == 70
    line, _ = _one_error_line(capsys)
    assert line.startswith("poot: error: internal error: RuntimeError: boom;") and "please report" in line
    assert "POOT_DEBUG=1" in line
    monkeypatch.setenv("POOT_DEBUG", "1")
    with pytest.raises(RuntimeError, match="boom"):
        run_main(*args)


def test_ctrl_c_exits_130_without_a_word(add_files, monkeypatch, capsys):
    d, _, _ = add_files

    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "cmd_run", interrupted)
    assert run_main("run", d / "add.kir.json", "--threads", 1, "--inputs", d / "in.npz", "--out", d / "o.npz") == 130
    cap = capsys.readouterr()
    assert cap.err == "" and cap.out == ""


def test_help_version_and_usage_errors_return_their_code(capsys):
    assert cli.main(["--help"]) == 0 and "exit codes" in capsys.readouterr().out
    assert cli.main(["--version"]) == 0
    assert cli.main(["run"]) == 1
    line, _ = _one_error_line(capsys)
    assert "required" in line and "poot run --help" in line
