"""Source spans and local item paths from rustc's `-Zunpretty=mir -Zmir-include-spans=yes` print,
and the kernel list, reserved items and intrinsics-crate aliases from `-Zunpretty=hir`.

The MIR print has the same blocks and statements, in the same order, as the stable-mir print,
each ending in `// scope N at FILE:L:C: L2:C2`, so spans are joined by (block, statement index);
the terminator's span is keyed by statement index -1. Run with `-Ztrim-diagnostic-paths=no`, it
prints every local function with its module path (`fn poot_kernel_intrinsics::thread_index() ->
usize {`), which is how pootc sees a local item that redeclares an intrinsic or a std path, and
every callee by its full path (stable-mir trims a uniquely named callee to `thread_index`, and
an `extern crate poot_kernel_intrinsics as p;` makes it `p::thread_index`): those full paths,
joined by block, are what calls.py classifies.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import Span

_SPAN = re.compile(r"// (?:scope \d+ at |in scope \d+ at |return place in scope \d+ at )(.+?):(\d+):(\d+): (\d+):(\d+)\s*$")
_FN = re.compile(r"^fn (.+?)\(")
_BB = re.compile(r"^bb(\d+): \{")
_LET = re.compile(r"^let (?:mut )?_(\d+):")
_DEBUG = re.compile(r"^debug (\w+) => _(\d+);")


@dataclass
class FnSpans:
    path: str
    fn_span: Span | None = None
    stmts: dict = field(default_factory=dict)  # (block, index or -1) -> Span
    locals: dict = field(default_factory=dict)  # local -> Span
    counts: dict = field(default_factory=dict)  # block -> number of statements
    callees: dict = field(default_factory=dict)  # block -> the full path of its terminator's callee

    def at(self, block: int, index: int) -> Span | None:
        return self.stmts.get((block, index)) or self.stmts.get((block, -1))

    def local(self, local: int) -> Span | None:
        return self.locals.get(local)


def _span(line: str) -> Span | None:
    m = _SPAN.search(line)
    if not m:
        return None
    f, l1, c1, l2, c2 = m.groups()
    return Span(f, int(l1), int(c1), int(l2), int(c2))


def parse_mir(text: str) -> dict[str, FnSpans]:
    """Spans per function, keyed by the function's full path as printed."""
    out: dict[str, FnSpans] = {}
    cur: FnSpans | None = None
    block = -1
    pending: list = []  # statement lines of the current block
    for raw in text.splitlines():
        if cur is None:
            m = _FN.match(raw)
            if m and raw.endswith("{"):
                cur = FnSpans(m.group(1))
                out[cur.path] = cur
                block = -1
            continue
        line = raw.strip()
        if raw == "}":
            cur = None
            continue
        if line.startswith("//") or not line:
            continue
        if block < 0 or not pending and line.startswith("bb"):
            m = _BB.match(line)
            if m:
                block = int(m.group(1))
                pending = []
                continue
            m = _LET.match(line)
            if m:
                cur.locals[int(m.group(1))] = _span(line)
                if cur.fn_span is None and int(m.group(1)) == 0:
                    cur.fn_span = _span(line)
                continue
            m = _DEBUG.match(line)
            if m:
                cur.locals.setdefault(int(m.group(2)), _span(line))
                continue
            continue
        if line == "}":
            # the last collected line is the terminator
            for i, (sp, _) in enumerate(pending[:-1]):
                cur.stmts[(block, i)] = sp
            if pending:
                cur.stmts[(block, -1)] = pending[-1][0]
                callee = _callee(pending[-1][1])
                if callee:
                    cur.callees[block] = callee
            cur.counts[block] = max(0, len(pending) - 1)
            pending = []
            block = -2
            continue
        pending.append((_span(line), line))
    return out


def _callee(line: str) -> str | None:
    """The callee path of a `_N = PATH(args) -> [...]` terminator line, else None."""
    body = re.sub(r";\s*//.*$", "", line).rstrip(";").strip()
    if " -> " not in body:
        return None
    from .mir import Call, parse_term  # the same reading of a call as the stable-mir print's
    t = parse_term(body)
    return t.callee if isinstance(t, Call) else None


def local_fn_paths(mir_text: str) -> set[str]:
    """Every local function's printed path (module path included)."""
    return {m.group(1) for m in (_FN.match(l) for l in mir_text.splitlines()) if m}


# --- HIR -----------------------------------------------------------------------------------
_HIR_FN = re.compile(r"\bfn (__poot_kernel_\w+)\s*(<[^(]*>)?\s*\(")
RESERVED = ("f16", "f32", "f64", "bool", "usize", "i32", "u32", "isize", "core", "std", "alloc",
            "poot_kernel_intrinsics", "poot_kernel_macros")
_RESERVED_ITEM = re.compile(r"^\s*(?:pub(?:\([^)]*\))? )?(struct|enum|union|mod|trait|type|fn) ("
                            + "|".join(RESERVED) + r")\b", re.M)
_EXTERN_CRATE = re.compile(r"^\s*(?:pub(?:\([^)]*\))? )?extern crate (\w+)(?: as (\w+))?;", re.M)
_SCOPE = re.compile(r"\b(mod|fn) (\w+)[^{;]*\{")


@dataclass
class HirInfo:
    kernels: dict  # kernel fn name -> generic: bool
    reserved_items: list  # (kind, name) of local items that shadow a primitive or a reserved crate
    items: dict  # local struct/enum/union name -> kind
    intrinsic_crate: set = field(default_factory=set)  # the paths that print the intrinsics crate


def parse_hir(text: str) -> HirInfo:
    kernels = {m.group(1): bool(m.group(2)) for m in _HIR_FN.finditer(text)}
    reserved = [(m.group(1), m.group(2)) for m in _RESERVED_ITEM.finditer(text)]
    # `extern crate X as Y;` declares Y: only a Y naming a reserved crate other than X shadows one
    reserved += [("extern crate", m.group(2)) for m in _EXTERN_CRATE.finditer(text)
                 if m.group(2) and m.group(2) != m.group(1) and m.group(2) in RESERVED]
    items = {m.group(2): m.group(1) for m in re.finditer(r"\b(struct|enum|union) (\w+)", text)}
    return HirInfo(kernels, reserved, items, _intrinsic_crate_paths(text))


def _intrinsic_crate_paths(text: str) -> set[str]:
    """How an untrimmed print names the intrinsics crate: `poot_kernel_intrinsics`, or the def
    path of an `extern crate poot_kernel_intrinsics as p;` item (`p`, `m::p`, `__poot_kernel_k::p`)."""
    scopes = []
    for m in _SCOPE.finditer(text):
        start = m.end() - 1
        depth, j = 0, start
        while j < len(text):
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            if depth == 0:
                break
            j += 1
        scopes.append((start, j, m.group(2)))
    out = {"poot_kernel_intrinsics"}
    for m in _EXTERN_CRATE.finditer(text):
        if m.group(1) == "poot_kernel_intrinsics":
            path = [name for a, b, name in scopes if a < m.start() < b]
            out.add("::".join(path + [m.group(2) or m.group(1)]))
    return out
