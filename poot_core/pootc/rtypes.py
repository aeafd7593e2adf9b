"""Rust types and constants as rustc's stable-mir print spells them, classified for the lowering.

`classify(text)` says what a local's type is: an accepted scalar, unit, one of the shapes the
lowering understands only inside its pattern (slice references, iterator and Option locals of a
`for` loop, the `(T, bool)` of a checked op, element references), or a rejected type with a
user-facing description. `parse_const` reads a printed constant into a Kernel IR Const.
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from ..errors import IRError
from ..ir import nodes as N
from ..ir.types import SCALARS, Scalar

ACCEPTED = ("bool", "usize", "i32", "u32", "f32", "f64", "f16")
_OTHER_PRIMS = ("u8", "u16", "u64", "u128", "i8", "i16", "i64", "i128", "isize", "char", "str", "f128")


@dataclass(frozen=True)
class T:
    """A classified type: `kind` plus the element scalar where it has one."""

    kind: str  # scalar unit never slice ref raw range range_incl slice_iter option checked isize bad
    elem: Scalar | None = None
    mutable: bool = False
    inner: "T | None" = None
    what: str = ""  # for kind "bad": the description used in the diagnostic


def _strip_lifetimes(t: str) -> str:
    return re.sub(r"'\w+\s*,?\s*", "", t).replace("<>", "").strip()


def classify(text: str, items: Mapping[str, str] | None = None) -> T:
    """Classify a printed type; `items` maps local struct/enum/union names to their kind."""
    t = _strip_lifetimes(text.strip())
    if t in ACCEPTED:
        return T("scalar", SCALARS[t])
    if t == "()":
        return T("unit")
    if t == "!":
        return T("never")
    if t == "isize":
        return T("isize")
    m = re.fullmatch(r"&(mut )?\[(\w+)\]", t) or re.fullmatch(r"\*(const|mut) \[(\w+)\]", t)
    if m:
        if m.group(2) in ACCEPTED:
            return T("slice", SCALARS[m.group(2)], mutable=m.group(1) in ("mut ", "mut"))
        return _bad_elem(m.group(2), t)
    m = re.fullmatch(r"(&(?:mut )?|\*const |\*mut )(.*)", t)
    if m:
        inner = classify(m.group(2), items)
        kind = "ref" if m.group(1).startswith("&") else "raw"
        if inner.kind == "bad":
            return inner
        return T(kind, inner.elem, mutable="mut" in m.group(1), inner=inner)
    m = re.fullmatch(r"(?:std|core)::ops::Range(Inclusive)?<(\w+)>", t)
    if m:
        if m.group(2) in ("usize", "i32", "u32"):
            return T("range_incl" if m.group(1) else "range", SCALARS[m.group(2)])
        return T("bad", what=f"a range over `{m.group(2)}` (use usize, i32 or u32)")
    m = re.fullmatch(r"(?:std|core)::slice::Iter<(\w+)>", t)
    if m and m.group(1) in ACCEPTED:
        return T("slice_iter", SCALARS[m.group(1)])
    m = re.fullmatch(r"(?:std::option::|core::option::)?Option<(.*)>", t)
    if m:
        inner = classify(m.group(1), items)
        if inner.kind in ("scalar", "ref"):
            return T("option", inner.elem, inner=inner)
        return T("bad", what=f"enum `{text}`")
    m = re.fullmatch(r"\((\w+), bool\)", t)
    if m and m.group(1) in ("usize", "i32", "u32"):
        return T("checked", SCALARS[m.group(1)])
    return T("bad", what=describe_bad(text, items or {}))


def _bad_elem(elem: str, text: str) -> T:
    return T("bad", what=f"slice element type `{elem}` in `{text}` (accepted: {', '.join(ACCEPTED)})")


def describe_bad(text: str, items: Mapping[str, str]) -> str:
    t = text.strip()
    if t in _OTHER_PRIMS:
        return f"type `{t}` (accepted scalar types: {', '.join(ACCEPTED)})"
    if "fmt::" in t or t.startswith("Arguments"):
        return f"formatting and I/O (`{t}`)"
    if "{closure@" in t or "{closure#" in t:
        return "closure"
    if "dyn " in t:
        return f"trait object `{t}`"
    if re.search(r"\b(Vec|Box|String|Rc|Arc|HashMap|BTreeMap|VecDeque)\b", t):
        return f"heap type `{t}`"
    if re.fullmatch(r"\[.*; .*\]", t):
        return f"array `{t}` (private arrays are not supported: use workgroup memory, wg_write/wg_read)"
    if t.startswith("(") and t.endswith(")"):
        return f"tuple `{t}`"
    if t.startswith("fn(") or t.startswith("fn ") or "{fn" in t:
        return f"function pointer `{t}`"
    if "&str" in t or t == "str":
        return "string"
    base = re.split(r"[<:]", t.split("::")[-1])[0] if "::" in t else re.split(r"<", t)[0]
    kind = items.get(base) or items.get(t)
    if kind:
        return f"{kind} `{t}`"
    if t.startswith("Option<") or t.startswith("Result<") or "::Option<" in t or "::Result<" in t:
        return f"enum `{t}`"
    return f"type `{t}`"


# --- constants ----------------------------------------------------------------------------
_NUM = re.compile(r"^(-?[0-9][0-9_]*(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)_?(usize|isize|i32|u32|u8|u16|u64|i8|i16|i64|u128|i128|f16|f32|f64)$")
_INF = re.compile(r"^([+-]Inf|NaN)_(f16|f32|f64)$")
_FLOAT_NAMED = re.compile(r"^(?:(?:core|std)::)?(f16|f32|f64)::(?:<impl f\d+>::)?(NAN|INFINITY|NEG_INFINITY|MAX|MIN|MIN_POSITIVE|EPSILON)$")
_INT_NAMED = re.compile(r"^(?:(?:core|std)::num::<impl (\w+)>|(\w+))::(MAX|MIN)$")
_FLOAT_CONSTS = {"PI": math.pi, "E": math.e, "TAU": math.tau, "LN_2": math.log(2), "LN_10": math.log(10),
                 "LOG2_E": math.log2(math.e), "LOG10_E": math.log10(math.e), "SQRT_2": math.sqrt(2),
                 "FRAC_1_SQRT_2": 1 / math.sqrt(2), "FRAC_PI_2": math.pi / 2, "FRAC_PI_3": math.pi / 3,
                 "FRAC_PI_4": math.pi / 4, "FRAC_PI_6": math.pi / 6, "FRAC_PI_8": math.pi / 8,
                 "FRAC_1_PI": 1 / math.pi, "FRAC_2_PI": 2 / math.pi, "FRAC_2_SQRT_PI": 2 / math.sqrt(math.pi),
                 "LOG2_10": math.log2(10), "LOG10_2": math.log10(2)}
_FLOAT_MATH = re.compile(r"^(?:core|std)::(f16|f32|f64)::consts::(\w+)$")


class ConstError(Exception):
    """A printed constant pootc cannot read; the message is the user-facing description."""


def parse_const(text: str) -> N.Const:
    t = text.strip()
    if t.startswith("const "):
        t = t[6:].strip()
    if t in ("true", "false"):
        return N.Const(SCALARS["bool"], t == "true")
    if t.startswith("'"):
        raise ConstError(f"type `char` (constant `{t}`)")
    if re.search(r"(^|::)(None|Some)$|Option::", t):
        raise ConstError("an `Option` (unwrap/expect/if let have no lowering)")
    m = _NUM.match(t)
    if m:
        num, ty = m.group(1).replace("_", ""), m.group(2)
        if ty not in ACCEPTED:
            raise ConstError(f"a constant of type `{ty}` (accepted scalar types: {', '.join(ACCEPTED)})")
        sc = SCALARS[ty]
        try:
            if sc.is_float:
                return N.Const(sc, float(num))
            return N.Const(sc, int(num))
        except (ValueError, IRError) as e:
            raise ConstError(f"constant `{t}` ({e})") from None
    m = _INF.match(t)
    if m:  # an evaluated infinity or NaN, as rustc prints one in a pattern: `+Inf_f32`, `NaN_f64`
        v = float("nan") if m.group(1) == "NaN" else float(m.group(1).replace("Inf", "inf"))
        return N.Const(SCALARS[m.group(2)], v)
    m = _FLOAT_NAMED.match(t)
    if m:
        sc = SCALARS[m.group(1)]
        fi = np.finfo(sc.np)
        v = {"NAN": float("nan"), "INFINITY": float("inf"), "NEG_INFINITY": float("-inf"), "MAX": float(fi.max),
             "MIN": float(fi.min), "MIN_POSITIVE": float(fi.tiny), "EPSILON": float(fi.eps)}[m.group(2)]
        return N.Const(sc, v)
    m = _FLOAT_MATH.match(t)
    if m and m.group(2) in _FLOAT_CONSTS:
        return N.Const(SCALARS[m.group(1)], _FLOAT_CONSTS[m.group(2)])
    m = _INT_NAMED.match(t)
    if m:
        ty = m.group(1) or m.group(2)
        if ty in ("usize", "i32", "u32"):
            sc = SCALARS[ty]
            lo, hi = N.int_range(sc)
            return N.Const(sc, hi if m.group(3) == "MAX" else lo)
        if ty in _OTHER_PRIMS:
            raise ConstError(f"a constant of type `{ty}` (accepted scalar types: {', '.join(ACCEPTED)})")
    raise ConstError(f"constant `{t}`")
