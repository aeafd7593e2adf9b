"""Constants: MIR literals read exactly, named constants evaluated by rustc itself (CTFE).

Stable MIR prints a use of a named constant by its path (`__poot_kernel_k::M`, `m::X`,
`core::num::<impl u32>::MAX`), not its value. pootc never evaluates a constant expression
itself: it compiles a copy of the kernel file once more (`driver.run_const_dump`) in which one
`#[no_mangle] static` per named constant holds that constant's type name and bytes, and reads
them back from the LLVM IR. The statics of a kernel sit inside the kernel's body, where the
`#[kernel]` macro expands `crate::__poot_consts_NAME!()` under `--cfg poot_const_dump`, so
every constant is named in the kernel's own scope (kernel-local consts, shadowing and private
module items included) and means exactly what rustc says it means. Literals (`16777216f32`,
`0.100000001f32`, `-1_i32`) are parsed straight to their type, floats correctly rounded.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction


from ..ir import nodes as N
from ..ir.types import SCALARS
from . import mir

# every primitive the dump can name (the importer accepts a subset: rtypes.ACCEPTED)
_PRIMS = ("bool", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
          "f32", "f64")
_FEATURE_PRIMS = ("f16", "f128")  # only where the file enables `#![feature(f16)]` / `f128`
_FLOATS = {"f16": (11, -14, 15), "f32": (24, -126, 127), "f64": (53, -1022, 1023)}  # (mantissa bits, emin, emax)
_LITERAL = re.compile(r"^(-?)(?:([0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][+-]?[0-9]+)?)|(inf|NaN))_?"
                      r"(usize|isize|i8|i16|i32|i64|i128|u8|u16|u32|u64|u128|f16|f32|f64)$")
_BOUND = re.compile(r"^(usize|isize|i8|i16|i32|i64|i128|u8|u16|u32|u64|u128)::(MAX|MIN)$")
_PATH = re.compile(r"^(?:[A-Za-z_]\w*|<impl [^<>]+>)(?:::(?:[A-Za-z_]\w*|<impl [^<>]+>))*$")
_NUL = "\\0"  # a Rust byte-string NUL escape
LAUNCH = re.compile(r"^(WORKGROUP_SIZE|WG_ARRAY_\d+)$")


# --- literals ------------------------------------------------------------------------------
def round_float(q: Fraction, ty: str) -> float:
    """The exact rational `q` rounded once (to nearest, ties to even) to float type `ty`."""
    mant, emin, emax = _FLOATS[ty]
    if q == 0:
        return 0.0
    sign, a = (-1.0 if q < 0 else 1.0), abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()  # 2^e <= a < 2^(e+2)
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, emin)  # subnormals share the smallest exponent
    n = round(a / Fraction(2) ** (e - mant + 1))  # Fraction.__round__: ties to even
    if n == 1 << mant:
        n, e = n >> 1, e + 1
    if e > emax:
        return sign * float("inf")
    return sign * float(Fraction(n) * Fraction(2) ** (e - mant + 1))


def literal(text: str) -> N.Const | None:
    """A numeric literal as stable-mir prints it (`16777216f32`, `9.9999461E-41f32`, `-1_i32`,
    and `i32::MIN` / `u32::MAX`, rustc's print of an integer value at its type's bound), parsed
    exactly; None when `text` is not one or its type is not an accepted scalar."""
    m = _BOUND.match(text.strip())
    if m:
        if m.group(1) not in SCALARS or not SCALARS[m.group(1)].is_int:
            return None
        lo, hi = N.int_range(SCALARS[m.group(1)])
        return N.Const(SCALARS[m.group(1)], hi if m.group(2) == "MAX" else lo)
    m = _LITERAL.match(text.strip())
    if not m or m.group(4) not in SCALARS:
        return None
    neg, num, special, ty = m.group(1) == "-", (m.group(2) or "").replace("_", ""), m.group(3), m.group(4)
    sc = SCALARS[ty]
    if sc.is_int:
        if special or "." in num or "e" in num.lower():
            return None
        v = -int(num) if neg else int(num)
        lo, hi = N.int_range(sc)
        return N.Const(sc, v) if lo <= v <= hi else None
    if special:
        f = float("nan") if special == "NaN" else float("inf")
    else:
        f = round_float(Fraction(num), ty)
    return N.Const(sc, -f if neg else f)


def is_path(text: str) -> bool:
    """Whether a printed constant is a named constant's path (not a literal, not a bool)."""
    return bool(_PATH.match(text)) and text not in ("true", "false") and not _BOUND.match(text)


# --- what a kernel names ---------------------------------------------------------------------
def used_paths(fn: mir.Fn) -> set[str]:
    """Every constant operand of a kernel that is a path (not a literal, not `true`/`false`)."""
    out: set[str] = set()
    for b in fn.blocks:
        for x in mir.nodes_in((b.stmts, b.term)):
            if isinstance(x, mir.Operand) and x.kind == "const":
                t = x.const.strip()
                if t.startswith("const "):
                    t = t[6:].strip()
                if is_path(t):
                    out.add(t)
    return out


_ITEM = re.compile(r"^const (.+?): (.+?) = ", re.M)


def local_items(mir_text: str) -> dict[str, list[str]]:
    """Every local `const` item of the `-Zunpretty=mir` print: def path -> its types (one per
    item: consts of nested blocks of one fn share their fn's path, so a path can repeat)."""
    out: dict[str, list[str]] = {}
    for m in _ITEM.finditer(mir_text):
        out.setdefault(m.group(1), []).append(m.group(2).strip())
    return out


_HIR_CONST = re.compile(r"\bconst (\w+): ")


def body_consts(hir: str, fn_name: str) -> tuple[set[str], set[str]]:
    """(names declared at the top level of fn `fn_name`'s body, names declared in its nested
    blocks), from the HIR print."""
    m = re.search(rf"\bfn {re.escape(fn_name)}\s*(<[^(]*>)?\s*\(", hir)
    if not m:
        return set(), set()
    start = hir.find("{", _close_paren(hir, m.end() - 1))
    top: set[str] = set()
    nested: set[str] = set()
    depth, i = 0, start
    while i < len(hir):
        ch = hir[i]
        if ch == '"':
            i = _skip_string(hir, i)
            continue
        if ch == "'" and re.match(r"'(\\.|[^\\'])'", hir[i:i + 4]):
            i = hir.index("'", i + 2) + 1
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                break
        elif ch == "c":
            c = _HIR_CONST.match(hir, i)
            if c and (i == 0 or not (hir[i - 1].isalnum() or hir[i - 1] == "_")):
                (top if depth == 1 else nested).add(c.group(1))
        i += 1
    return top, nested


def _close_paren(text: str, i: int) -> int:
    depth = 0
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return len(text)


def _skip_string(text: str, i: int) -> int:
    j = i + 1
    while j < len(text) and text[j] != '"':
        j += 2 if text[j] == "\\" else 1
    return j + 1


# --- naming each constant in the kernel's scope -------------------------------------------
@dataclass(frozen=True)
class Kernel:
    """One kernel's constants to evaluate: key -> Rust expression (in the kernel's body), and
    key -> the reason a constant cannot be read (a diagnostic)."""

    short: str
    exprs: dict
    refused: dict


def plan(short: str, fn_path: str, used: set[str], items: dict[str, list[str]],
         top: set[str], nested: set[str]) -> Kernel:
    """Name every used constant and the kernel's WORKGROUP_SIZE / WG_ARRAY_<id> in its body.

    `fn_path` is the kernel's def path (`mm::__poot_kernel_k`); launch constants are keyed
    `@WORKGROUP_SIZE` / `@WG_ARRAY_<id>`: the kernel's own top-level one, else its module's,
    else the file's."""
    exprs, refused = {}, {}
    module = fn_path.rpartition("::")[0]
    for path in sorted(used):
        own = path.startswith(fn_path + "::") and "::" not in path[len(fn_path) + 2:]
        if own:
            name = path[len(fn_path) + 2:]
            if name in nested or name not in top:
                refused[path] = (f"constant `{name}` declared inside a nested block of the kernel (rustc names every "
                                 f"const of a kernel `{fn_path}::{name}`, so pootc cannot tell which one is meant): "
                                 "move the `const` to the kernel's top level or to file level")
                continue
            ty = (items.get(path) or ["?"])[0]
            if ty not in _PRIMS + _FEATURE_PRIMS:
                refused[path] = f"constant `{name}` of type `{ty}`"
                continue
            exprs[path] = name
        elif path in items:
            ty = items[path][0]
            if ty not in _PRIMS + _FEATURE_PRIMS:
                refused[path] = f"constant `{path}` of type `{ty}`"
                continue
            exprs[path] = "crate::" + path
        elif _is_std_const(path):
            exprs[path] = _extern_expr(path)
        elif re.fullmatch(r"[A-Z][A-Z0-9_]*", path.rpartition("::")[2]):
            refused[path] = (f"constant `{path}` (pootc reads the `const` items of the file, its modules and the "
                             "kernel's top level, and the constants of core; an associated constant of a local "
                             "type is not one of them: declare a `const`)")
    names = {p.rpartition("::")[2] for p in items if LAUNCH.match(p.rpartition("::")[2])}
    for name in sorted(names):
        own_path = f"{fn_path}::{name}"
        scopes = [own_path] + ([f"{module}::{name}"] if module else []) + [name]
        key = "@" + name
        if own_path in items and (name in nested or name not in top):
            refused[key] = (f"`const {name}` inside a nested block of the kernel: move it to the kernel's top "
                            "level (or to file level)")
            continue
        hit = next((s for s in scopes if s in items), None)
        if hit is None:
            continue
        ty = items[hit][0]
        if ty != "usize":
            refused[key] = f"`const {name}: {ty}` (declare it `const {name}: usize`, a positive integer)"
            continue
        exprs[key] = name if hit == own_path else "crate::" + hit
    return Kernel(short, exprs, refused)


def _is_std_const(path: str) -> bool:
    """`core::num::<impl u32>::MAX`, `std::f32::consts::PI`, `core::f32::EPSILON`: an associated or
    module constant of core/std (an UPPER_CASE name), not an enum variant such as `None`."""
    head, _, name = path.rpartition("::")
    if not re.fullmatch(r"[A-Z][A-Z0-9_]*", name) or not head:
        return False
    return bool(re.fullmatch(r"(?:.*::)?<impl (?:bool|[iuf](?:8|16|32|64|128|size))>", head)) \
        or head.split("::")[0] in ("core", "std", "alloc")


def _extern_expr(path: str) -> str:
    """A std / core path as printed -> an expression naming it: `core::num::<impl u32>::MAX`
    -> `<u32>::MAX`, `std::f32::consts::PI` -> `::std::f32::consts::PI`."""
    m = re.fullmatch(r"(?:.*::)?<impl ([^<>]+)>::(\w+)", path)
    if m:
        return f"<{m.group(1)}>::{m.group(2)}"
    if path.split("::")[0] in ("core", "std", "alloc"):
        return "::" + path
    return path


# --- the dump compile ------------------------------------------------------------------------
def _helpers(source: str) -> str:
    prims = list(_PRIMS) + [p for p in _FEATURE_PRIMS if re.search(rf"#!\[feature\([^)]*\b{p}\b", source)]
    impls = "\n".join(f"impl __PootTy for {p} {{ const NAME: [u8; 8] = *b\"{p + _NUL * (8 - len(p))}\"; }}"
                      for p in prims)
    return f"""
#[doc(hidden)]
pub trait __PootTy: Copy {{ const NAME: [u8; 8]; }}
{impls}
#[doc(hidden)]
#[repr(C)]
pub union __PootBits<T: Copy> {{ v: T, b: [u8; 16] }}
#[doc(hidden)]
pub const fn __poot_dump<T: __PootTy>(v: T) -> [u8; 24] {{
    let mut u = __PootBits::<T> {{ b: [0; 16] }};
    u.v = v;
    let b = unsafe {{ u.b }};
    let mut out = [0u8; 24];
    let mut i = 0;
    while i < 8 {{ out[i] = T::NAME[i]; i += 1; }}
    while i < 24 {{ out[i] = b[i - 8]; i += 1; }}
    out
}}
"""


def dump_source(source: str, kernels: list[Kernel], all_kernels: list[str],
                direct: set[str]) -> tuple[str, dict[str, tuple[str, str, int]]]:
    """The copy of the kernel file rustc compiles to evaluate the constants, and symbol -> (kernel, key, line).

    `all_kernels`: every kernel's short name (each needs its `__poot_consts_NAME` macro, empty or
    not); `direct`: kernels written as `fn __poot_kernel_NAME` (no macro put the invocation in:
    it is inserted after the body's `{`)."""
    text = source
    for short in sorted(direct):
        at = _body_start(text, "__poot_kernel_" + short)
        if at is not None:
            text = text[:at] + f" crate::__poot_consts_{short}!();" + text[at:]
    by_short = {k.short: k for k in kernels}
    syms: dict[str, tuple[str, str, int]] = {}  # symbol -> (kernel, key, the static's line in the copy)
    head = text.rstrip("\n") + "\n" + _helpers(source)
    out = head.splitlines()
    for n, short in enumerate(sorted(set(all_kernels))):
        k = by_short.get(short)
        out += ["#[doc(hidden)]", "#[macro_export]", f"macro_rules! __poot_consts_{short} {{ () => {{"]
        for j, (key, expr) in enumerate(sorted(k.exprs.items()) if k else []):
            sym = f"__POOT_C_{n}_{j}"
            syms[sym] = (short, key, len(out) + 1)  # (kernel, key, the static's line in the copy)
            out.append(f"    #[no_mangle] static {sym}: [u8; 24] = crate::__poot_dump({expr});")
        out.append("} }")
    return "\n".join(out) + "\n", syms


def failed_statics(stderr: str, file_name: str, syms: dict) -> dict[str, str] | None:
    """When every error rustc reports in the dump is on a generated static's line (a constant the
    kernel names that this copy cannot name, e.g. through a private module), symbol -> rustc's
    message; None when an error lies elsewhere (rustc's own error about the user's code)."""
    by_line = {line: sym for sym, (_, _, line) in syms.items()}
    out: dict[str, str] = {}
    msg = ""
    for raw in stderr.splitlines():
        if raw.startswith("error"):
            msg = raw
            if raw.startswith("error: aborting") or raw.startswith("error: could not compile"):
                continue
        m = re.search(rf"--> .*?{re.escape(file_name)}:(\d+):\d+", raw)
        if m and msg:
            sym = by_line.get(int(m.group(1)))
            if sym is None:
                return None
            out[sym] = msg
            msg = ""
    return out or None


def _body_start(text: str, fn_name: str) -> int | None:
    """The offset just after the `{` opening the body of `fn fn_name` (comments skipped)."""
    m = re.search(rf"\bfn\s+{re.escape(fn_name)}\b", text)
    if not m:
        return None
    depth, i = 0, m.end()
    while i < len(text):
        if text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                return None
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i)
            if i < 0:
                return None
            i += 2
            continue
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "{" and depth == 0:
            return i + 1
        i += 1
    return None


_LL = re.compile(r'^@"?(__POOT_C_\d+_\d+)"? = [^\n]*?constant \[24 x i8\] c"((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"', re.M)


def read_ll(ll: str) -> dict[str, tuple[str, bytes]]:
    """symbol -> (type name, 16 value bytes, little-endian) from the dump's LLVM IR."""
    out = {}
    for m in _LL.finditer(ll):
        raw = re.sub(rb"\\([0-9A-Fa-f]{2})", lambda x: bytes([int(x.group(1), 16)]), m.group(2).encode("latin-1"))
        if len(raw) != 24:
            continue
        out[m.group(1)] = (raw[:8].rstrip(b"\0").decode("ascii", "replace"), raw[8:])
    return out


def value(ty: str, raw: bytes, what: str) -> N.Const | str:
    """The Kernel IR constant of a dumped value, or the reason it is not one."""
    sc = SCALARS.get(ty)
    if sc is None or ty not in ("bool", "usize", "i32", "u32", "f32", "f64", "f16"):
        return f"{what} of type `{ty}` (accepted scalar types: bool, usize, i32, u32, f32, f64, f16)"
    if ty == "bool":
        return N.Const(sc, raw[0] != 0)
    size = sc.bits // 8
    if sc.is_float:  # by its bits: a signalling NaN stays signalling (a float conversion quiets it)
        return N.Const.from_bits(sc, int.from_bytes(raw[:size], "little"))
    return N.Const(sc, int.from_bytes(raw[:size], "little", signed=sc.is_signed))
