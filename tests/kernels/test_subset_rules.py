"""Regressions for the accepted-subset rules: parameter names come from the fn signature (never
from a later shadowing or aliasing `let`), and constructs the subset does not lower are refused
by name where rustc would otherwise have removed them silently (debug assertions)."""
from __future__ import annotations

import json

import numpy as np
import pytest
from kernel_run import ROOT

from poot_core import cli
from poot_core.errors import ImportFailed
from poot_core.pootc import import_file, mir

ACCEPTED = ROOT / "tests" / "kernels" / "accepted"

# kernel file -> the names its signature gives, in order
SIGNATURES = {
    "shadowed_params": ["a", "b", "out"],  # `let a = a[i] * 2.0; let o = out; let b = b;`
    "reborrows": ["a", "out", "acc"],  # `let o = &mut *out; let b = &*a;` (rustc folds `b` into `a`)
}


@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_kir_json_parameters_are_named_by_the_signature(name, tmp_path, capsys):
    assert cli.main(["import", str(ACCEPTED / f"{name}.rs"), "-o", str(tmp_path)]) == 0
    doc = json.loads((tmp_path / f"{name}.kir.json").read_text())
    assert [p["name"] for p in doc["body"]["params"]] == SIGNATURES[name], json.dumps(doc["body"]["params"])


@pytest.mark.parametrize("form", ["kir", "rs"])
def test_poot_run_takes_an_npz_keyed_by_the_signature_names(form, tmp_path, capsys):
    src = ACCEPTED / "shadowed_params.rs"
    kernel = src
    if form == "kir":
        assert cli.main(["import", str(src), "-o", str(tmp_path)]) == 0
        kernel = tmp_path / "shadowed_params.kir.json"
    r = np.random.default_rng(7)
    a, b = r.standard_normal(100).astype(np.float32), r.standard_normal(100).astype(np.float32)
    np.savez(tmp_path / "in.npz", a=a, b=b, out=np.zeros(100, np.float32))
    rc = cli.main(["run", str(kernel), "--target", "oracle", "--threads", "100", "--inputs",
                   str(tmp_path / "in.npz"), "--out", str(tmp_path / "out.npz")])
    assert rc == 0, capsys.readouterr().err
    with np.load(tmp_path / "out.npz") as z:
        assert z.files == ["out"]
        np.testing.assert_array_equal(z["out"], b + a * np.float32(2))


def test_param_names_ignore_later_debug_lines_of_argument_locals():
    """rustc lists the arguments' debug lines first; a copy it folds into an argument local
    (`let o = out;`) adds a later line for that local, and an unnamed `_` argument has none."""
    fn = mir.Fn("k", [(1, "&[f32]"), (2, "&[f32]"), (3, "&mut [f32]")], "()", {}, [
        ("a", 1), ("out", 3), ("i", 4), ("a", 5), ("o", 3), ("b", 2)], [])
    assert fn.param_names == {1: "a", 3: "out"}  # _2 is the signature's `_`: `b` came from the body
    assert fn.debug_names[3] == "out" and fn.debug_names[5] == "a" and fn.debug_names[2] == "b"


KERNEL = """use poot_kernel_intrinsics::*;

fn helper(x: usize) -> usize {{
    debug_assert!(x > 0);
    x
}}

#[kernel]
pub fn k(a: &[f32], out: &mut [f32]) {{
    let i = thread_index();
{body}
}}
"""


def _import(tmp_path, body: str):
    path = tmp_path / "k.rs"
    path.write_text(KERNEL.format(body=body))
    return import_file(str(path))


def test_debug_assert_outside_the_kernel_or_in_a_comment_is_not_refused(tmp_path):
    [kf] = _import(tmp_path, "    // debug_assert!(i < a.len()); cfg!(debug_assertions)\n"
                             "    /* debug_assert_eq!(i, 0) */\n    if i < a.len() && i < out.len() { out[i] = a[i]; }")
    assert [p.name for p in kf.body.params] == ["a", "out"]


@pytest.mark.parametrize("stmt,what", [  # named on the statement's first line unless it says `+N`
    ("debug_assert!(i < a.len());", "`debug_assert!`"),
    ("debug_assert_ne!(i, 7, \"lane {} is special\", i);", "`debug_assert_ne!`"),
    ("debug_assert !(i < a.len());", "`debug_assert!`"),
    ("#[cfg(debug_assertions)]\n    { out[0] = 1.0; }", "`debug_assertions` cfg"),
    ("assert_ne!(i, 7);", "`assert_ne!`"),
    ("if i > a.len() { unreachable!(\"lane {}\", i) }", "`unreachable!`"),
    ("if i > a.len() { todo!() }", "`todo!`"),
    ("let mut z = i;\n    match z { ref mut v if *v > 3 => *v += 1, _ => {} }", "+1 `&&mut usize`"),
    ("let mut r = 0..a.len();\n    r = 1..a.len();\n    for k in r { out[k] = 1.0; }", "+1 `r` holds different iterators"),
])
def test_assertions_and_unfollowable_ranges_are_refused_by_name(tmp_path, stmt, what):
    with pytest.raises(ImportFailed) as e:
        _import(tmp_path, "    " + stmt + "\n    out[i] = a[i];")
    diags = [str(d) for d in e.value.diagnostics]
    line = 11
    if what.startswith("+"):
        off, what = what.split(" ", 1)
        line += int(off)
    assert any(f"k.rs:{line}:" in d and what in d for d in diags), diags


def test_a_for_loop_over_an_explicit_into_iter_is_a_for_loop(tmp_path):
    [kf] = _import(tmp_path, "    let mut s = 0.0f32;\n    for x in a.into_iter() { s += *x; }\n"
                             "    for k in (0..3usize).into_iter() { s += k as f32; }\n    if i < out.len() { out[i] = s; }")
    a = np.arange(5, dtype=np.float32)
    from poot_core import oracle
    from poot_core.target import Grid
    got = oracle.run(kf.body, {"a": a, "out": np.zeros(4, np.float32)}, Grid.threads(4, 64))
    np.testing.assert_array_equal(got["out"], np.full(4, a.sum() + 3, np.float32))
