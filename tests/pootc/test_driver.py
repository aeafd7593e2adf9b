"""The rustc driver: missing/untested rustc, rustc's own errors, repo-relative paths, spans, pragma."""
from __future__ import annotations

import os
import stat

import pytest

from poot_core.errors import ImportFailed, ToolchainError, UsageError
from poot_core.pootc import driver, import_file, import_kernel, overflow_pragma, rustc_version

ADD = """use poot_kernel_intrinsics::*;

#[kernel]
pub fn add(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() { out[i] = a[i] + 1.0; }
}
"""


def test_rustc_version_is_pinned():
    v = rustc_version()
    assert v.startswith("rustc 1.95.")


def test_missing_rustc(tmp_path, monkeypatch):
    (tmp_path / "k.rs").write_text(ADD)
    monkeypatch.setenv("POOT_RUSTC", "/nonexistent/rustc")
    with pytest.raises(ToolchainError) as e:
        import_file(str(tmp_path / "k.rs"))
    msg = str(e.value)
    assert "/nonexistent/rustc" in msg and "not found" in msg and "POOT_RUSTC" in msg


def test_untested_rustc_version(tmp_path, monkeypatch):
    fake = tmp_path / "rustc"
    fake.write_text("#!/bin/sh\necho 'rustc 1.70.0 (90c541806 2023-05-31)'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    (tmp_path / "k.rs").write_text(ADD)
    monkeypatch.setenv("POOT_RUSTC", str(fake))
    with pytest.raises(ToolchainError) as e:
        import_file(str(tmp_path / "k.rs"))
    assert "untested rustc version 1.70.0" in str(e.value) and "1.95" in str(e.value)


def test_rustc_errors_pass_through(tmp_path):
    p = tmp_path / "bad.rs"
    p.write_text("use poot_kernel_intrinsics::*;\n#[kernel]\npub fn k(a: &[f32], out: &mut [f32]) {\n"
                 "    let x: u32 = a[0];\n    out[0] = x;\n}\n")
    with pytest.raises(ToolchainError) as e:
        import_file(str(p))
    assert e.value.tool == "rustc"
    assert "error[E0308]: mismatched types" in e.value.output
    assert f"{p}:4:18" in e.value.output  # rustc's own location, the path as given


def test_repo_relative_source_and_spans(tmp_path):
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    src = repo / "kernels" / "fam" / "add.rs"
    src.parent.mkdir(parents=True)
    src.write_text(ADD)
    [kf] = import_file(str(src))
    assert kf.producer.source == "kernels/fam/add.rs"
    assert kf.producer.rustc == rustc_version()
    [(_, trap)] = kf.body.traps()
    assert (trap.span.file, trap.span.line, trap.span.col) == ("kernels/fam/add.rs", 6, 33)
    # the same file imported through a relative path and from elsewhere gives the same asset
    cwd = os.getcwd()
    try:
        os.chdir(src.parent)
        [kf2] = import_file("add.rs")
    finally:
        os.chdir(cwd)
    assert kf2 == kf


def test_diagnostics_show_the_path_given(tmp_path):
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    src = repo / "k.rs"
    src.write_text(ADD.replace("a[i] + 1.0", "a[i].exp2()"))
    with pytest.raises(ImportFailed) as e:
        import_file(str(src))
    assert str(e.value).startswith(f"{src}:6:33: unsupported in kernel: method `f32::exp2`")


def test_kernel_selection_and_multi_kernel_files(tmp_path):
    p = tmp_path / "two.rs"
    p.write_text(ADD + "\npub fn __poot_kernel_copy(a: &[f32], out: &mut [f32]) {\n"
                       "    let i = thread_index();\n    if i < a.len() && i < out.len() { out[i] = a[i]; }\n}\n"
                       "\nfn not_a_kernel() -> u8 { 3 }\n")
    kfs = import_file(str(p))
    assert [k.body.name for k in kfs] == ["add", "copy"]
    assert import_kernel(str(p), "copy").body.name == "copy"
    with pytest.raises(UsageError):
        import_file(str(p), kernel="nope")
    q = tmp_path / "none.rs"
    q.write_text("pub fn f() {}\n")
    with pytest.raises(UsageError):
        import_file(str(q))


def test_kernel_attribute_adds_pub_and_keeps_name(tmp_path):
    p = tmp_path / "private.rs"
    p.write_text(ADD.replace("pub fn add", "fn add"))
    [kf] = import_file(str(p))
    assert kf.body.name == "add"


def test_overflow_pragma_parsing():
    assert overflow_pragma("// poot: overflow-checks=off\nuse x;\n") is False
    assert overflow_pragma("#![feature(f16)]\n//! doc\n// poot: overflow-checks = on\n") is True
    assert overflow_pragma("use x;\n// poot: overflow-checks=off\n") is None


def test_crates_are_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("POOT_CACHE_DIR", str(tmp_path / "cache"))
    c = driver.crates()
    assert c.intrinsics.exists() and c.macros.exists()
    assert str(c.dir).startswith(str(tmp_path / "cache" / "pootc"))
    assert driver.crates() == c


def test_wg_consts_and_named_constants(tmp_path):
    import numpy as np
    from poot_core import oracle
    from poot_core.target import Grid
    p = tmp_path / "c.rs"
    p.write_text("use poot_kernel_intrinsics::*;\nconst SCALE: f32 = 0.5;\nconst TILE: usize = 4 * 2;\n"
                 "#[kernel]\npub fn c(a: &[f32], out: &mut [f32]) {\n    const WORKGROUP_SIZE: usize = TILE * 4;\n"
                 "    const K: i32 = -3;\n    let i = thread_index();\n"
                 "    if i < a.len() && i < out.len() { out[i] = a[i] * SCALE + (TILE as i32 + K) as f32; }\n}\n")
    [kf] = import_file(str(p))
    assert kf.body.workgroup_size == 32
    a = np.arange(40, dtype=np.float32)
    got = oracle.run(kf.body, {"a": a, "out": np.zeros(40, np.float32)}, Grid.threads(40, 32))
    np.testing.assert_array_equal(got["out"], a * np.float32(0.5) + np.float32(5))
