"""Which calls a kernel may make: intrinsics, float/int methods and `for`-loop iterator plumbing,
each matched by the callee's resolved path as rustc prints it - never by the bare name.

Callee paths are the full (untrimmed) paths of the `-Zunpretty=mir -Ztrim-diagnostic-paths=no`
print, so an intrinsic is recognised whatever the spelling of the call (`use
poot_kernel_intrinsics::{thread_index}`, a full path, `use poot_kernel_intrinsics as pki`, `use
... as tid`): rustc prints `poot_kernel_intrinsics::thread_index` for each, or `p::thread_index`
under `extern crate poot_kernel_intrinsics as p;` (`resolve` maps that back). A path only counts
when no local item of the kernel's file has it (the same print lists every local function with
its module path), so a local `mod poot_kernel_intrinsics` or a kernel-authored `sqrt` or
`thread_index` is an ordinary call and is rejected.
"""
from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass

from ..ir.nodes import MATH_UNARY

INTRINSICS = ("thread_index", "local_index", "group_index", "group_index_y", "workgroup_barrier",
              "wg_write", "wg_read", "atomic_add", "no_contract_add", "shuffle_xor", "shuffle_xor_u32",
              "shuffle_xor_i32")
AXES = {"thread_index": "global", "local_index": "local", "group_index": "group", "group_index_y": "group_y"}


@dataclass(frozen=True)
class Callee:
    kind: str  # intrinsic math from_bits range_into_iter range_next range_incl_new slice_iter iter_into_iter iter_next reject
    name: str = ""  # intrinsic / math fn name, or the reason for "reject"
    ty: str = ""  # element type where the pattern has one


_FLOAT_METHOD = re.compile(r"^(?:(?:core|std)::)?(f16|f32|f64)::<impl (f16|f32|f64)>::(\w+)$")
_ORD = re.compile(r"^<(usize|i32|u32) as (?:(?:core|std)::cmp::)?Ord>::(max|min)$")
_INTO_ITER = re.compile(r"^<(?:std|core)::ops::Range(Inclusive)?<(\w+)> as (?:(?:core|std)::iter::)?IntoIterator>::into_iter$")
_NEXT = re.compile(r"^<(?:std|core)::ops::Range(Inclusive)?<(\w+)> as (?:(?:core|std)::iter::)?Iterator>::next$")
_INCL_NEW = re.compile(r"^(?:std|core)::ops::RangeInclusive::<(\w+)>::new$")
_SLICE_INTO = re.compile(r"^<&(?:'\w+ )?\[(\w+)\] as (?:(?:core|std)::iter::)?IntoIterator>::into_iter$")
_SLICE_ITER = re.compile(r"^(?:core|std)::slice::<impl \[(\w+)\]>::iter$")
_ITER_INTO = re.compile(r"^<(?:std|core)::slice::Iter<'_, (\w+)> as (?:(?:core|std)::iter::)?IntoIterator>::into_iter$")
_ITER_NEXT = re.compile(r"^<(?:std|core)::slice::Iter<'_, (\w+)> as (?:(?:core|std)::iter::)?Iterator>::next$")
# the fused multiply-add by its other spellings: the intrinsic (`core::intrinsics::fmaf32`, under
# #![feature(core_intrinsics)]) and core's unstable free function (`core::f32::math::mul_add`)
_FMA = re.compile(r"^(?:core|std)::(?:intrinsics::(fma|fmuladd)f(16|32|64|128)|(f16|f32|f64|f128)::math::mul_add)$")
_ADAPTER = re.compile(r"as (?:(?:core|std)::iter::)?Iterator>::(rev|step_by|map|filter|zip|enumerate|skip|take|chain|sum|fold|for_each)$")


def _mul_add(ty: str, what: str) -> Callee:
    """f32 `mul_add` (a * b + c rounded once: Math "mul_add"); other widths are rejected."""
    if ty == "f32":
        return Callee("math", "mul_add", "f32")
    return Callee("reject", f"`{what}` (the fused multiply-add is accepted for f32 only: `f32::mul_add`)")


def resolve(path: str, crate_paths: Set[str], local_paths: Set[str]) -> str:
    """A callee's full printed path with the intrinsics crate spelled `poot_kernel_intrinsics`:
    `p::thread_index` -> `poot_kernel_intrinsics::thread_index` when `p` is how the print names
    that crate (an `extern crate poot_kernel_intrinsics as p;`), unless a local fn has the path."""
    head, _, name = path.strip().rpartition("::")
    if head in crate_paths and path not in local_paths and re.fullmatch(r"\w+", name):
        return f"poot_kernel_intrinsics::{name}"
    return path


def classify(path: str, local_paths: Set[str]) -> Callee:
    """Classify a printed callee path; `local_paths` are the file's own function paths."""
    p = re.sub(r"::<[^<>]*(?:<[^<>]*>[^<>]*)*>$", "", path.strip())  # drop a trailing turbofish
    if path in local_paths or p in local_paths:
        short = p.split("::")[-1]
        if p.startswith(("poot_kernel_intrinsics::", "core::", "std::")):
            return Callee("reject", f"call to `{p}`, which this file declares itself (a local item redeclaring "
                                    "an intrinsic or a std path); call the real one")
        if short.startswith("__poot_kernel_"):
            return Callee("reject", f"call to kernel `{short[len('__poot_kernel_'):]}` (helper functions and "
                                    "recursion are not inlined)")
        return Callee("reject", f"call to `{p}` (helper functions are not inlined; only intrinsics and the "
                                "float/int methods may be called)")
    m = re.fullmatch(r"poot_kernel_intrinsics::(\w+)", p)
    if m and m.group(1) in INTRINSICS:
        return Callee("intrinsic", m.group(1))
    m = _FLOAT_METHOD.match(p)
    if m and m.group(1) == m.group(2):
        fn = m.group(3)
        if fn in MATH_UNARY or fn in ("max", "min"):
            return Callee("math", fn, m.group(1))
        if fn == "from_bits" and m.group(1) == "f32":
            return Callee("from_bits", fn, "f32")
        if fn == "mul_add":
            return _mul_add(m.group(1), f"{m.group(1)}::mul_add")
        return Callee("reject", f"method `{m.group(1)}::{fn}` (accepted float methods: "
                                f"{', '.join(MATH_UNARY)}, max, min, f32::mul_add, f32::from_bits)")
    m = _FMA.match(p)
    if m:
        if m.group(1) == "fmuladd":
            return Callee("reject", f"`{p}` (fmuladd lets the compiler round once or twice, so its result "
                                    "is not defined; write `a.mul_add(b, c)` for one rounding or `a * b + c` for two)")
        ty = f"f{m.group(2)}" if m.group(2) else m.group(3)
        return _mul_add(ty, p)
    m = _ORD.match(p)
    if m:
        return Callee("math", m.group(2), m.group(1))
    m = _INTO_ITER.match(p)
    if m:
        return Callee("range_into_iter", "incl" if m.group(1) else "", m.group(2))
    m = _NEXT.match(p)
    if m:
        return Callee("range_next", "incl" if m.group(1) else "", m.group(2))
    m = _INCL_NEW.match(p)
    if m:
        return Callee("range_incl_new", "", m.group(1))
    if _SLICE_ITER.match(p):  # the accepted subset has `for x in slice`, not the `.iter()` spelling
        return Callee("reject", "slice `.iter()` (write `for x in slice`)")
    for rx, kind in ((_SLICE_INTO, "slice_iter"), (_ITER_INTO, "iter_into_iter"), (_ITER_NEXT, "iter_next")):
        m = rx.match(p)
        if m:
            return Callee(kind, "", m.group(1))
    m = _ADAPTER.search(p)
    if m:
        what = {"rev": ".rev()", "step_by": ".step_by()"}.get(m.group(1), f"iterator adapter .{m.group(1)}()")
        return Callee("reject", f"{what} (loops are `while`, `for k in a..b`, `for k in a..=b` and `for x in slice`)")
    if re.search(r"\b(unwrap|expect)\b", p):
        return Callee("reject", f"{p.split('::')[-1]}() (`{p}`: unwrap and expect have no lowering)")
    if "panic" in p or p.startswith("Arguments::") or "::fmt::" in p:
        return Callee("reject", f"panic (`{p}`): panics, formatting and I/O have no lowering")
    return Callee("reject", f"call to `{p}` (only intrinsics and the float/int methods may be called)")
