"""The importer as explicit stages: read, run rustc, parse, select kernels, evaluate constants, lower, tidy, verify.

Each stage is a function of the previous stage's frozen result, so a stage can be run, tested
or replaced alone; `import_file` runs them in order. Diagnostics from every stage that can find
them (the HIR scan, kernel selection, constants, lowering) are gathered and raised together as
one ImportFailed, sorted by source position.
"""
from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Mapping

from ..errors import ImportFailed, Span, ToolchainError, UnsupportedInKernel, UsageError
from ..ir import nodes as N
from ..ir.kir import KirFile, Producer
from ..passes.checks import eliminate_dominated_checks
from . import calls, cfg, cleanup, consts, driver, mir, spans
from .lower import Lowerer

KERNEL_PREFIX = "__poot_kernel_"
DEFAULT_WORKGROUP_SIZE = 64
_PRAGMA = re.compile(r"^\s*//\s*poot:\s*overflow-checks\s*=\s*(on|off)\s*$")


# --- stage results ------------------------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """A kernel file as read: its bytes, text, repository-relative name and overflow setting."""

    path: str
    data: bytes
    text: str
    root: str
    rel: str
    overflow_checks: bool


@dataclass(frozen=True)
class Parsed:
    """rustc's prints of a Source, parsed."""

    source: Source
    prints: driver.Prints
    fns: tuple[mir.Fn, ...]
    fspans: Mapping[str, spans.FnSpans]
    local_paths: frozenset[str]
    hir: spans.HirInfo


@dataclass(frozen=True)
class Selected:
    """The kernels to import (short name -> parsed fn) and the diagnostics found so far."""

    parsed: Parsed
    kernels: Mapping[str, mir.Fn]
    diags: tuple[UnsupportedInKernel, ...]


@dataclass(frozen=True)
class LoweringInput:
    """Everything the lowering of one kernel reads: the whole input of `Lowerer`."""

    fn: mir.Fn
    name: str
    fspans: spans.FnSpans | None
    diag_file: str
    local_paths: frozenset[str]
    items: Mapping[str, str]
    workgroup_size: int
    wg_sizes: Mapping[int, int]
    named_consts: Mapping[str, object]
    rel_file: str
    allocs: Mapping[str, str]
    source_lines: tuple[str, ...]


# the IR passes every imported body goes through, in order (after lowering, before verifying)
BODY_STAGES: tuple[tuple[str, Callable[[N.Body], N.Body]], ...] = (
    ("prune", cleanup.prune),
    ("checks", eliminate_dominated_checks),
    ("simplify-switches", cleanup.simplify_switches),
    ("merge-blocks", cleanup.merge_blocks),
    ("dead-code", cleanup.dead_code),
)


# --- stages -------------------------------------------------------------------------------
def read(path: str | Path, overflow_checks: bool | None = None) -> Source:
    """Read the file; overflow_checks None means its `// poot: overflow-checks=` pragma, else on."""
    path_s = str(path)
    try:
        data = Path(path_s).read_bytes()
    except OSError as e:
        raise UsageError(f"cannot read kernel source {path_s}: {e.strerror}") from None
    text = data.decode("utf-8", errors="replace")
    if overflow_checks is None:
        pragma = overflow_pragma(text)
        overflow_checks = True if pragma is None else pragma
    root = repo_root(path_s)
    rel = os.path.relpath(Path(path_s).resolve(), root).replace(os.sep, "/")
    return Source(path_s, data, text, str(root), rel, overflow_checks)


def parse(src: Source) -> Parsed:
    """Run rustc's three prints (ToolchainError on rustc's own errors) and parse them."""
    prints = driver.run_prints(src.path, src.root, src.overflow_checks)
    return Parsed(src, prints, tuple(mir.parse(prints.stable_mir)), spans.parse_mir(prints.mir),
                  frozenset(spans.local_fn_paths(prints.mir)), spans.parse_hir(prints.hir))


def select(p: Parsed, kernel: str | None = None) -> Selected:
    """The kernels to lower (all, or only `kernel`), with the HIR's diagnostics: shadowed
    reserved names, duplicate and generic kernels. UsageError for a missing kernel."""
    source, path_s, hir = p.source.text, p.source.path, p.hir
    diags: list[UnsupportedInKernel] = []
    for kind, name in hir.reserved_items:
        diags.append(UnsupportedInKernel(
            f"local {kind} `{name}` shadows a primitive type or a reserved crate (kernels use the real "
            "`poot_kernel_intrinsics` and core types)",
            span=_find_line(source, f" as {name}" if kind == "extern crate" else f"{kind} {name}", path_s)))
    by_name: dict[str, mir.Fn] = {}
    for f in p.fns:
        if not f.name.split("::")[-1].startswith(KERNEL_PREFIX):
            continue
        short = f.name.split("::")[-1][len(KERNEL_PREFIX):]
        if short in by_name:
            diags.append(UnsupportedInKernel(f"two kernels named `{short}`", span=_find_line(source, short, path_s)))
        by_name[short] = f
    for hname, generic in hir.kernels.items():
        short = hname[len(KERNEL_PREFIX):]
        if (generic or short not in by_name) and kernel in (None, short):
            diags.append(UnsupportedInKernel(f"generic kernel `{short}` (kernels have concrete slice types)",
                                             span=_find_fn(source, (hname, short), path_s)))
    if kernel is not None:
        if kernel not in by_name:
            raise UsageError(f"{path_s} has no kernel named {kernel!r}; it has: {', '.join(by_name) or 'none'}")
        by_name = {kernel: by_name[kernel]}
    if not by_name and not diags:
        raise UsageError(f"{path_s} has no kernel: mark a function `#[kernel]` (use poot_kernel_intrinsics::*;)")
    for f in by_name.values():
        _resolve_callees(f, _fn_spans(p.fspans, f.name), hir.intrinsic_crate, p.local_paths)
    return Selected(p, by_name, tuple(diags))


def lowering_inputs(s: Selected) -> tuple[tuple[LoweringInput, ...], tuple[UnsupportedInKernel, ...]]:
    """Evaluate the constants the kernels name (rustc runs again only if one does) and build
    each kernel's frozen lowering input; a WORKGROUP_SIZE or workgroup array size that is not
    a positive integer constant is a diagnostic."""
    p = s.parsed
    source, path_s = p.source.text, p.source.path
    all_kernels = [h[len(KERNEL_PREFIX):] for h in p.hir.kernels]
    values = _constants(p, s.kernels, all_kernels, bool(s.diags))
    allocs = dict(re.findall(r"^(alloc\d+) \(static: ([\w:]+)", p.prints.mir, re.M))
    lines = tuple(source.splitlines())
    diags: list[UnsupportedInKernel] = []
    inputs = []
    for short, f in s.kernels.items():
        wg_size, wg_sizes = DEFAULT_WORKGROUP_SIZE, {}
        at = _find_fn(source, (KERNEL_PREFIX + short, short), path_s).line
        for key in sorted(k for k in values[short] if k.startswith("@")):
            name, v = key[1:], values[short][key]
            if not (isinstance(v, N.Const) and v.ty.is_int and v.value > 0):
                what = v if isinstance(v, str) else \
                    f"`const {name}: usize` is {v.value} (write a positive integer constant)"
                diags.append(UnsupportedInKernel(what, span=_find_line(source, f"const {name}", path_s, at)))
                continue
            if name == "WORKGROUP_SIZE":
                wg_size = int(v.value)
            else:
                wg_sizes[int(name[len("WG_ARRAY_"):])] = int(v.value)
        inputs.append(LoweringInput(f, short, _fn_spans(p.fspans, f.name), path_s, p.local_paths, p.hir.items,
                                    wg_size, wg_sizes, values[short], p.source.rel, allocs, lines))
    return tuple(inputs), tuple(diags)


def lower(inp: LoweringInput) -> N.Body | tuple[UnsupportedInKernel, ...]:
    """One kernel's Body as lowered (before any pass), or its diagnostics."""
    L = Lowerer(inp)
    cfg.lower(L)
    if L.diags:
        return tuple(L.diags)
    return cfg.build(L)


def tidy(body: N.Body) -> N.Body:
    """Run BODY_STAGES in order."""
    for _, stage in BODY_STAGES:
        body = stage(body)
    return body


def import_file(path: str | Path, *, overflow_checks: bool | None = None, kernel: str | None = None) -> list[KirFile]:
    """Import every kernel of a Rust file (or only `kernel`); one KirFile per kernel, in file order.

    overflow_checks: None = the file's `// poot: overflow-checks=on|off` pragma, else on (a Rust
    debug build). Raises ImportFailed (with every diagnostic) or ToolchainError; writes nothing."""
    from ..compile import verified

    src = read(path, overflow_checks)
    parsed = parse(src)
    selected = select(parsed, kernel)
    inputs, const_diags = lowering_inputs(selected)
    diags = [*selected.diags, *const_diags]
    bodies = []
    for inp in inputs:
        got = lower(inp)
        if isinstance(got, tuple):
            diags.extend(got)
        else:
            bodies.append(tidy(got))
    if diags:
        diags.sort(key=lambda d: (d.span.line, d.span.col) if d.span else (0, 0))
        raise ImportFailed(diagnostics=tuple(diags))
    producer = Producer(src.rel, hashlib.sha256(src.data).hexdigest(), parsed.prints.rustc, parsed.prints.flags,
                        src.overflow_checks)
    for b in bodies:
        verified(b)  # the verifier, remembered: the compile that follows does not verify it again
    return [KirFile(b, producer) for b in bodies]


# --- helpers ------------------------------------------------------------------------------
def repo_root(path: str | Path) -> Path:
    """The repository a source belongs to: the nearest parent with `.git` (else its directory)."""
    p = Path(path).resolve().parent
    for d in (p, *p.parents):
        if (d / ".git").exists():
            return d
    return p


def overflow_pragma(text: str) -> bool | None:
    """`// poot: overflow-checks=off` (or `=on`) among the file's leading comment lines."""
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        if not (s.startswith("//") or s.startswith("#![")):
            break
        m = _PRAGMA.match(s)
        if m:
            return m.group(1) == "on"
    return None


def _find_line(source: str, needle: str, diag_file: str, start: int = 0) -> Span:
    """Where `needle` is first written at or after line `start` (else anywhere)."""
    lines = source.splitlines()
    for n, line in [(n, lines[n - 1]) for n in range(max(start, 1), len(lines) + 1)] + list(enumerate(lines, 1)):
        c = line.find(needle)
        if c >= 0:
            return Span(diag_file, n, c + 1)
    return Span(diag_file, 0, 0)


def _find_fn(source: str, names: tuple[str, ...], diag_file: str) -> Span:
    """Where `fn NAME` is written, for the first of `names` found (a kernel written as
    `pub fn __poot_kernel_NAME` or as `#[kernel] fn NAME`)."""
    for name in names:
        for n, line in enumerate(source.splitlines(), 1):
            m = re.search(rf"\bfn\s+{re.escape(name)}\b", line)
            if m:
                return Span(diag_file, n, m.start() + 1)
    return Span(diag_file, 0, 0)


def _resolve_callees(f: mir.Fn, fsp, crate_paths: set[str], local_paths: frozenset[str]) -> None:
    """Give every call of `f` its callee's full path from the untrimmed MIR print (joined by
    block), the intrinsics crate spelled `poot_kernel_intrinsics` (calls.resolve)."""
    if fsp is None:
        return
    for n, b in enumerate(f.blocks):
        full = fsp.callees.get(n)
        if isinstance(b.term, mir.Call) and full and _last(full) == _last(b.term.callee):
            b.term = replace(b.term, callee=calls.resolve(full, crate_paths, local_paths))


def _last(path: str) -> str:
    return re.sub(r"::<.*>$", "", path.strip()).rpartition("::")[2]


def _constants(p: Parsed, by_name: Mapping[str, mir.Fn], all_kernels: list[str], failing: bool) -> dict[str, dict]:
    """kernel -> {printed constant path, or `@WORKGROUP_SIZE` / `@WG_ARRAY_<id>`: its value as
    rustc evaluated it (a Const), or why it cannot be used (a diagnostic's text)}.

    rustc runs a fourth time only when a kernel names a constant (consts.py says how)."""
    source, path_s, prints = p.source.text, p.source.path, p.prints
    items = consts.local_items(prints.mir)
    plans = []
    for short, f in by_name.items():
        fsp = _fn_spans(p.fspans, f.name)
        top, nested = consts.body_consts(prints.hir, KERNEL_PREFIX + short)
        plans.append(consts.plan(short, fsp.path if fsp else f.name, consts.used_paths(f), items, top, nested))
    values = {pl.short: dict(pl.refused) for pl in plans}
    if not any(pl.exprs for pl in plans):
        return values
    direct = {k for k in all_kernels if re.search(rf"\bfn\s+{KERNEL_PREFIX}{re.escape(k)}\b", source)}
    text, syms = consts.dump_source(source, plans, all_kernels, direct)
    unnamed: dict[str, str] = {}
    for attempt in range(2):
        try:
            dumped = consts.read_ll(driver.run_const_dump(path_s, text, p.source.overflow_checks))
            break
        except ToolchainError as e:
            bad = consts.failed_statics(e.output, Path(path_s).name, syms) if attempt == 0 else None
            if bad is None:
                if not failing:
                    raise
                dumped = {}  # the file is rejected anyway: its diagnostics say why
                break
            unnamed = bad  # retry without the statics rustc could not compile
            lines = text.splitlines()
            for sym in bad:
                lines[syms[sym][2] - 1] = ""
            text = "\n".join(lines) + "\n"
    for sym, (short, key, _) in syms.items():
        what = f"`const {key[1:]}`" if key.startswith("@") else f"constant `{key}`"
        if sym in dumped:
            values[short][key] = consts.value(*dumped[sym], what)
        elif sym in unnamed:
            values[short][key] = f"{what}, which the kernel's scope cannot name (rustc: {unnamed[sym]})"
        else:
            values[short][key] = f"{what} (rustc's value of it could not be read)"
    return values


def _fn_spans(fspans: Mapping[str, spans.FnSpans], name: str) -> spans.FnSpans | None:
    short = name.split("::")[-1]
    for path, fs in fspans.items():
        if path.split("::")[-1] == short:
            return fs
    return None
