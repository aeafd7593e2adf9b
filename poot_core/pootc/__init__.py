"""pootc: import Rust `#[kernel]` functions into Kernel IR through rustc's Stable MIR.

    from poot_core.pootc import import_file
    [kf] = import_file("kernels/probe/add.rs")      # -> [KirFile(body, producer)]

`import_file` runs rustc (driver.py), parses the prints (mir.py, spans.py), has rustc evaluate
the constants the kernels name (consts.py), lowers every kernel
(lower.py, cfg.py), drops dominated bounds checks (passes/checks.py) and tidies the result
(cleanup.py). Rust outside the accepted subset raises ImportFailed with every located
diagnostic; a missing or untested rustc, or rustc's own errors, raise ToolchainError.
"""
from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from dataclasses import replace

from ..errors import ImportFailed, Span, ToolchainError, UnsupportedInKernel, UsageError
from ..ir import nodes as N
from ..ir.kir import KirFile, Producer
from ..passes.checks import eliminate_dominated_checks
from . import calls, cfg, cleanup, consts, driver, mir, spans
from .driver import rustc_version
from .lower import Lowerer

__all__ = ["import_file", "import_kernel", "rustc_version", "repo_root", "overflow_pragma"]

KERNEL_PREFIX = "__poot_kernel_"
_PRAGMA = re.compile(r"^\s*//\s*poot:\s*overflow-checks\s*=\s*(on|off)\s*$")


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


def import_file(path: str | Path, *, overflow_checks: bool | None = None, kernel: str | None = None) -> list[KirFile]:
    """Import every kernel of a Rust file (or only `kernel`); one KirFile per kernel, in file order.

    overflow_checks: None = the file's `// poot: overflow-checks=on|off` pragma, else on (a Rust
    debug build). Raises ImportFailed (with every diagnostic) or ToolchainError; writes nothing."""
    path_s = str(path)
    try:
        source_bytes = Path(path_s).read_bytes()
    except OSError as e:
        raise UsageError(f"cannot read kernel source {path_s}: {e.strerror}") from None
    source = source_bytes.decode("utf-8", errors="replace")
    if overflow_checks is None:
        pragma = overflow_pragma(source)
        overflow_checks = True if pragma is None else pragma
    root = repo_root(path_s)
    rel = os.path.relpath(Path(path_s).resolve(), root).replace(os.sep, "/")
    prints = driver.run_prints(path_s, str(root), overflow_checks)
    fns = mir.parse(prints.stable_mir)
    fspans = spans.parse_mir(prints.mir)
    local_paths = spans.local_fn_paths(prints.mir)
    hir = spans.parse_hir(prints.hir)

    diags: list[UnsupportedInKernel] = []
    for kind, name in hir.reserved_items:
        diags.append(UnsupportedInKernel(
            f"local {kind} `{name}` shadows a primitive type or a reserved crate (kernels use the real "
            "`poot_kernel_intrinsics` and core types)",
            span=_find_line(source, f" as {name}" if kind == "extern crate" else f"{kind} {name}", path_s)))

    kernels = [f for f in fns if f.name.split("::")[-1].startswith(KERNEL_PREFIX)]
    by_name: dict[str, mir.Fn] = {}
    for f in kernels:
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
        _resolve_callees(f, _fn_spans(fspans, f.name), hir.intrinsic_crate, local_paths)
    all_kernels = [h[len(KERNEL_PREFIX):] for h in hir.kernels]
    values = _constants(path_s, source, prints, by_name, fspans, all_kernels, overflow_checks, bool(diags))
    allocs = dict(re.findall(r"^(alloc\d+) \(static: ([\w:]+)", prints.mir, re.M))
    bodies = []
    for short, f in by_name.items():
        wg_size, wg_sizes = 64, {}
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
        fsp = _fn_spans(fspans, f.name)
        L = Lowerer(f, short, fsp, path_s, local_paths, hir.items, wg_size, wg_sizes, values[short], rel)
        L.allocs = allocs
        L.source_lines = source.splitlines()
        cfg.lower(L)
        if L.diags:
            diags.extend(L.diags)
            continue
        bodies.append(_finish(cfg.build(L)))
    if diags:
        diags.sort(key=lambda d: (d.span.line, d.span.col) if d.span else (0, 0))
        raise ImportFailed(diagnostics=tuple(diags))
    sha = hashlib.sha256(source_bytes).hexdigest()
    producer = Producer(rel, sha, prints.rustc, prints.flags, overflow_checks)
    from ..compile import verified
    for b in bodies:
        verified(b)  # Body.verify, remembered: the compile that follows does not verify it again
    return [KirFile(b, producer) for b in bodies]


def import_kernel(path: str | Path, name: str, **opts) -> KirFile:
    """Import the one kernel `name` of a file."""
    return import_file(path, kernel=name, **opts)[0]


def _resolve_callees(f: mir.Fn, fsp, crate_paths: set[str], local_paths: set[str]) -> None:
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


def _constants(path_s: str, source: str, prints, by_name: dict, fspans: dict, all_kernels: list[str],
               overflow_checks: bool, failing: bool) -> dict[str, dict]:
    """kernel -> {printed constant path, or `@WORKGROUP_SIZE` / `@WG_ARRAY_<id>`: its value as
    rustc evaluated it (a Const), or why it cannot be used (a diagnostic's text)}.

    rustc runs a fourth time only when a kernel names a constant (consts.py says how)."""
    items = consts.local_items(prints.mir)
    plans = []
    for short, f in by_name.items():
        fsp = _fn_spans(fspans, f.name)
        top, nested = consts.body_consts(prints.hir, KERNEL_PREFIX + short)
        plans.append(consts.plan(short, fsp.path if fsp else f.name, consts.used_paths(f), items, top, nested))
    values = {p.short: dict(p.refused) for p in plans}
    if not any(p.exprs for p in plans):
        return values
    direct = {k for k in all_kernels if re.search(rf"\bfn\s+{KERNEL_PREFIX}{re.escape(k)}\b", source)}
    text, syms = consts.dump_source(source, plans, all_kernels, direct)
    unnamed: dict[str, str] = {}
    for attempt in range(2):
        try:
            dumped = consts.read_ll(driver.run_const_dump(path_s, text, overflow_checks))
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


def _fn_spans(fspans: dict, name: str):
    short = name.split("::")[-1]
    for path, fs in fspans.items():
        if path.split("::")[-1] == short:
            return fs
    return None


def _finish(body):
    body = cleanup.prune(body)
    body = eliminate_dominated_checks(body)
    body = cleanup.simplify_switches(body)
    body = cleanup.merge_blocks(body)
    return cleanup.dead_code(body)
