"""Rust outside the accepted subset: one located `unsupported in kernel` diagnostic per construct."""
from __future__ import annotations

import pytest

from poot_core.errors import ImportFailed
from poot_core.pootc import import_file

K = "#[kernel]\npub fn k(a: &[f32], out: &mut [f32]) {\n"
# name -> (source after the `use` line, substring of the diagnostic, its line in the file)
CASES = {
    "struct": ("struct S { x: f32 }\n" + K + "    let s = S { x: a[0] };\n    out[0] = s.x;\n}\n", "struct `S`", 5),
    "tuple": (K + "    let t = (a[0], a[1]);\n    out[0] = t.0;\n}\n", "tuple", 4),
    "array": (K + "    let i = thread_index();\n    let arr = [1.0f32, 2.0, 3.0];\n    out[0] = arr[i];\n}\n",
              "array", 5),
    "enum": ("enum E { A, B }\n" + K + "    let e = if a[0] > 0.0 { E::A } else { E::B };\n"
             "    if let E::A = e { out[0] = 1.0; }\n}\n", "enum `E`", 5),
    "closure": (K + "    let f = |x: f32| x * 2.0;\n    out[0] = f(a[0]);\n}\n", "closure", 4),
    "vec": (K + "    let v = vec![1.0f32];\n    out[0] = v[0];\n}\n", "heap type", 4),
    "box": (K + "    let b = Box::new(a[0]);\n    out[0] = *b;\n}\n", "heap type", 4),
    "trait_object": ("trait T { fn f(&self) -> f32; }\nimpl T for f32 { fn f(&self) -> f32 { *self } }\n" + K
                     + "    let t: &dyn T = &a[0];\n    out[0] = t.f();\n}\n", "trait object", 6),
    "helper_call": ("fn helper(x: f32) -> f32 { x }\n" + K + "    out[0] = helper(a[0]);\n}\n", "call to `helper`", 5),
    "kernel_sqrt": ("fn sqrt(x: f32) -> f32 { x }\n" + K + "    out[0] = sqrt(a[0]);\n}\n", "call to `sqrt`", 5),
    "rev": (K + "    for j in (0..4).rev() { out[j] = a[j]; }\n}\n", ".rev()", 4),
    "step_by": (K + "    for j in (0..4).step_by(2) { out[j] = a[j]; }\n}\n", ".step_by()", 4),
    "unwrap": (K + "    out[0] = *a.get(0).unwrap();\n}\n", "get", 4),
    "expect": (K + "    out[0] = *a.first().expect(\"x\");\n}\n", "first", 4),
    "panic": (K + "    if a[0] > 1.0 { panic!(\"big\"); }\n    out[0] = a[0];\n}\n", "panic", 4),
    "recursion": (K + "    if a.len() > 100 { __poot_kernel_k(a, out); }\n}\n", "recursion", 4),
    "u8": (K + "    let x: u8 = 3;\n    out[0] = a[0] + x as f32;\n}\n", "`u8`", 5),
    "i64_local": (K + "    let x = a.len() as i64;\n    out[0] = x as f32;\n}\n", "`i64`", 4),
    "i64_param": ("#[kernel]\npub fn k(a: &[i64], out: &mut [f32]) {\n    out[0] = a[0] as f32;\n}\n", "i64", 3),
    "scalar_param": ("#[kernel]\npub fn k(a: f32, out: &mut [f32]) {\n    out[0] = a;\n}\n", "parameter `a: f32`", 3),
    "returns_value": ("#[kernel]\npub fn k(a: &[f32]) -> f32 {\n    a[0]\n}\n", "returning `f32`", 3),
    "generic": ("#[kernel]\npub fn k<T: Copy>(a: &[T], out: &mut [T]) {\n    out[0] = a[0];\n}\n", "generic", 3),
    "wg_array_id": (K + "    let i = thread_index();\n    wg_write(i, 0, a[0]);\n}\n", "non-literal workgroup array id", 5),
    "atomic_literal": ("#[kernel]\npub fn k(c: &mut [u32]) {\n    atomic_add(c, 0, 1);\n}\n", "literal index", 4),
    "string": (K + "    let s = \"hi\";\n    out[0] = s.len() as f32;\n}\n", "`str`", 5),
    "char": (K + "    let c = 'x';\n    out[0] = c as u32 as f32;\n}\n", "`char`", 5),
    "fn_pointer": ("fn h(x: f32) -> f32 { x }\n" + K + "    let f: fn(f32) -> f32 = h;\n    out[0] = f(a[0]);\n}\n",
                   "function pointer", 5),
    "exp2": (K + "    out[0] = a[0].exp2();\n}\n", "exp2", 4),
    "powi": (K + "    out[0] = a[0].powi(2);\n}\n", "powi", 4),
    "std_cmp_max": ("#[kernel]\npub fn k(a: &[u32], out: &mut [u32]) {\n    out[0] = std::cmp::max(a[0], a[1]);\n}\n",
                    "std::cmp::max", 4),
    "iter_sum": (K + "    out[0] = a.into_iter().sum();\n}\n", ".sum()", 4),
    "slice_iter_method": (K + "    for x in a.iter() { out[0] = *x; }\n}\n", "`.iter()`", 4),
    "enumerate": (K + "    for (j, x) in a.into_iter().enumerate() { out[j] = *x; }\n}\n", "enumerate", 4),
    "subslice": (K + "    let s = &a[1..3];\n    out[0] = s[0];\n}\n", "Index", 4),
    "i128": (K + "    let x = a[0] as f64 as i128;\n    out[0] = x as f32;\n}\n", "i128", 4),
    "private_array_loop": (K + "    let mut acc = [0.0f32; 4];\n    for j in 0..4 { acc[j] = a[j]; }\n    out[0] = acc[1];\n}\n",
                           "array", 4),
    "local_intrinsics_mod": ("mod poot_kernel_intrinsics { pub fn thread_index() -> usize { 0 } }\n"
                             "use crate::poot_kernel_intrinsics::thread_index;\n"
                             "pub fn __poot_kernel_k(a: &[f32], out: &mut [f32]) {\n    let i = thread_index();\n"
                             "    out[i] = a[i];\n}\n", "poot_kernel_intrinsics", 2),
    "shadow_f32": ("#[allow(non_camel_case_types)]\nmod core { }\n" + K + "    out[0] = a[0];\n}\n", "`core`", 3),
    "float_rem_method": (K + "    out[0] = a[0].rem_euclid(2.0);\n}\n", "rem_euclid", 4),
    "bad_wg_size": (K + "    const WORKGROUP_SIZE: usize = 0;\n    out[0] = a[0];\n}\n", "WORKGROUP_SIZE", 4),
    "option_local": (K + "    let o = if a.len() > 0 { Some(a[0]) } else { None };\n    if o.is_some() { out[0] = 1.0; }\n}\n",
                     "Option", 4),
}


SEPARATE = ("local_intrinsics_mod", "shadow_f32")  # file-level items that cannot share a file


@pytest.fixture(scope="module")
def combined(tmp_path_factory):
    """Every other case as one kernel of one file (one rustc run): name -> (line offset, diagnostics)."""
    d = tmp_path_factory.mktemp("reject")
    path = d / "all.rs"
    lines, offsets = ["use poot_kernel_intrinsics::*;"], {}
    for name in sorted(CASES):
        if name in SEPARATE:
            continue
        src = CASES[name][0].replace("pub fn k", f"pub fn k_{name}").replace("__poot_kernel_k(", f"__poot_kernel_k_{name}(")
        offsets[name] = len(lines) - 1  # case line n is file line n + offset
        lines.extend(src.rstrip("\n").split("\n"))
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ImportFailed) as e:
        import_file(str(path))
    return str(path), offsets, [str(x) for x in e.value.diagnostics]


@pytest.mark.parametrize("name", sorted(CASES))
def test_rejected_construct(tmp_path, combined, name):
    src, what, line = CASES[name]
    if name in SEPARATE:
        path = tmp_path / f"{name}.rs"
        path.write_text("use poot_kernel_intrinsics::*;\n" + src)
        with pytest.raises(ImportFailed) as e:
            import_file(str(path))
        path, diags, line = str(path), [str(d) for d in e.value.diagnostics], line
        assert not list(tmp_path.glob("*.kir.json"))
    else:
        path, offsets, diags = combined
        line += offsets[name]
    assert diags, "a rejection carries diagnostics"
    assert all(d.startswith(f"{path}:") and ": unsupported in kernel: " in d for d in diags), diags
    assert any(f"{path}:{line}:" in d and what in d for d in diags), [d for d in diags if f":{line}:" in d]


def test_all_diagnostics_collected(tmp_path):
    path = tmp_path / "many.rs"
    path.write_text("use poot_kernel_intrinsics::*;\n" + K
                    + "    let t = (a[0], a[1]);\n    let x: u8 = 3;\n    out[0] = t.0 + x as f32 + a[0].exp2();\n}\n")
    with pytest.raises(ImportFailed) as e:
        import_file(str(path))
    text = str(e.value)
    assert ":4:" in text and "tuple" in text and "u8" in text and "exp2" in text
    assert len(e.value.diagnostics) >= 3


@pytest.mark.parametrize("head", ["#[kernel]\npub fn gen<T: Copy>(a: &[T], out: &mut [T]) {",
                                  "pub fn __poot_kernel_gen<T: Copy>(a: &[T], out: &mut [T]) {"])
def test_generic_kernel_is_located_in_either_form(tmp_path, head):
    """A generic kernel is named at its `fn`, whether written with #[kernel] or as __poot_kernel_<name>."""
    path = tmp_path / "gen.rs"
    path.write_text("use poot_kernel_intrinsics::*;\n\n" + head + "\n    let i = thread_index();\n"
                    "    if i < out.len() { out[i] = a[i]; }\n}\n")
    line = 3 + head.count("\n")
    with pytest.raises(ImportFailed) as e:
        import_file(str(path))
    assert any(f"{path}:{line}:" in str(d) and "generic kernel `gen`" in str(d) for d in e.value.diagnostics), \
        [str(d) for d in e.value.diagnostics]
