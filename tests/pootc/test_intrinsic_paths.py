"""Intrinsics are recognised by the callee's resolved declaration, whatever the spelling of the
import (issue 17, defect 3): each spelling runs on the oracle and natively (rustc against the host
intrinsics crate) on the same inputs and must match; local redeclarations are still rejected."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import ImportFailed
from poot_core.pootc import import_file
from poot_core.target import Grid

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernels"))
from kernel_native import Native  # noqa: E402

NAMES = ("thread_index", "local_index", "group_index", "wg_write", "wg_read", "workgroup_barrier", "atomic_add")
BODY = """
{attr}
pub fn spell(a: &[f32], out: &mut [f32], hist: &mut [u32]) {{
    {inner}let i = {thread_index}();
    let l = {local_index}();
    {wg_write}(0, l, a[i % a.len()]);
    {workgroup_barrier}();
    if i < out.len() {{
        out[i] = {wg_read}(0, (l + 1) % 64) * 2.0 + {group_index}() as f32;
        let j = i % hist.len();
        {atomic_add}(hist, j, 1 + l as u32);
    }}
}}
"""
# name -> (file prelude, attribute, spelling of each intrinsic, a statement first in the body)
SPELLINGS = {
    "explicit_use": ("use poot_kernel_intrinsics::{kernel, thread_index, local_index, group_index, wg_write, wg_read,"
                     " workgroup_barrier, atomic_add};", "#[kernel]", {}, ""),
    "full_paths": ("", "#[poot_kernel_intrinsics::kernel]", {n: f"poot_kernel_intrinsics::{n}" for n in NAMES}, ""),
    "absolute_paths": ("", "#[::poot_kernel_intrinsics::kernel]", {n: f"::poot_kernel_intrinsics::{n}" for n in NAMES}, ""),
    "crate_alias": ("use poot_kernel_intrinsics as pki;", "#[pki::kernel]", {n: f"pki::{n}" for n in NAMES}, ""),
    "use_as": ("use poot_kernel_intrinsics::{kernel as k, thread_index as tid, local_index as lid, group_index as gid,"
               " wg_write as ww, wg_read as wr, workgroup_barrier as bar, atomic_add as add};", "#[k]",
               dict(zip(NAMES, ("tid", "lid", "gid", "ww", "wr", "bar", "add"))), ""),
    "extern_crate_as": ("extern crate poot_kernel_intrinsics as p;", "#[p::kernel]", {n: f"p::{n}" for n in NAMES}, ""),
    "extern_crate_in_module": ("mod m { pub extern crate poot_kernel_intrinsics as q; }", "#[m::q::kernel]",
                               {n: f"m::q::{n}" for n in NAMES}, ""),
    "extern_crate_in_body": ("", "#[poot_kernel_intrinsics::kernel]", {n: f"z::{n}" for n in NAMES},
                             "extern crate poot_kernel_intrinsics as z;\n    "),
    "mixed_with_local_module": ("mod p { pub fn thread_index() -> usize { 7 } }\nuse poot_kernel_intrinsics as pki;\n"
                                "use poot_kernel_intrinsics::*;", "#[kernel]", {"thread_index": "pki::thread_index"}, ""),
}


def _source(name: str) -> str:
    prelude, attr, spell, inner = SPELLINGS[name]
    names = {n: spell.get(n, n) for n in NAMES}
    return prelude + "\n" + BODY.format(attr=attr, inner=inner, **names)


@pytest.fixture(scope="module")
def native():
    return Native()


@pytest.mark.parametrize("name", sorted(SPELLINGS))
def test_intrinsic_spelling_matches_rustc(tmp_path, native, name):
    path = tmp_path / f"{name}.rs"
    path.write_text(_source(name))
    [kf] = import_file(path)
    body = kf.body
    n = 100
    r = np.random.default_rng(3)
    bufs = {"a": r.standard_normal(n).astype(np.float32), "out": np.zeros(n, np.float32),
            "hist": np.zeros(7, np.uint32)}
    params = [(p.name, p.elem.name, p.mutable) for p in body.params]
    exe = native.build(path, "spell", params, True)
    g = Grid.threads(n, body.workgroup_size)
    got = native.run(exe, params, {k: v.copy() for k, v in bufs.items()}, g.groups, body.workgroup_size,
                     {w.id: w.size for w in body.wg_arrays})
    want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, g)
    np.testing.assert_array_equal(got["out"].view(np.uint32), want["out"].view(np.uint32))
    np.testing.assert_array_equal(got["hist"], want["hist"])
    assert want["hist"].sum() > 0 and np.count_nonzero(want["out"]) > n // 2


@pytest.mark.parametrize("src, what, line", [
    # a local fn named like the intrinsic, under a glob import: the local one is called
    ("use poot_kernel_intrinsics::*;\nfn thread_index() -> usize { 0 }\n#[kernel]\npub fn k(out: &mut [f32]) {\n"
     "    out[thread_index()] = 1.0;\n}\n", "call to `thread_index`", 5),
    # a local module named like the crate an alias points past
    ("mod p { pub fn thread_index() -> usize { 7 } }\nuse poot_kernel_intrinsics::*;\n#[kernel]\n"
     "pub fn k(out: &mut [f32]) {\n    out[p::thread_index()] = 1.0;\n}\n", "call to `p::thread_index`", 5),
    # a fn of the kernel body named like the intrinsic
    ("use poot_kernel_intrinsics::*;\n#[kernel]\npub fn k(out: &mut [f32]) {\n"
     "    fn thread_index() -> usize { 0 }\n    out[thread_index()] = 1.0;\n}\n", "thread_index", 5),
    # a local module named poot_kernel_intrinsics
    ("mod poot_kernel_intrinsics { pub fn thread_index() -> usize { 0 } }\n"
     "pub fn __poot_kernel_k(out: &mut [f32]) {\n    out[crate::poot_kernel_intrinsics::thread_index()] = 1.0;\n}\n",
     "poot_kernel_intrinsics", 1),
    # another crate renamed to the intrinsics crate's name
    ("extern crate core as poot_kernel_intrinsics;\npub fn __poot_kernel_k(out: &mut [f32]) {\n    out[0] = 1.0;\n}\n",
     "poot_kernel_intrinsics", 1),
])
def test_local_redeclarations_are_rejected(tmp_path, src, what, line):
    path = tmp_path / "local.rs"
    path.write_text(src)
    with pytest.raises(ImportFailed) as e:
        import_file(path)
    diags = [str(d) for d in e.value.diagnostics]
    assert any(f"{path}:{line}:" in d and what in d for d in diags), diags
