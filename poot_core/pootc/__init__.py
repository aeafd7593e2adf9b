"""pootc: import Rust `#[kernel]` functions into Kernel IR through rustc's Stable MIR.

    from poot_core.pootc import import_file
    [kf] = import_file("kernels/probe/add.rs")      # -> [KirFile(body, producer)]

`import_file` runs rustc (driver.py), parses the prints (mir.py, spans.py), lowers every kernel
(lower.py, cfg.py), drops dominated bounds checks (passes/checks.py) and tidies the result
(cleanup.py). Rust outside the accepted subset raises ImportFailed with every located
diagnostic; a missing or untested rustc, or rustc's own errors, raise ToolchainError.
"""
from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from ..errors import ImportFailed, Span, UnsupportedInKernel, UsageError
from ..ir.kir import KirFile, Producer
from ..passes.checks import eliminate_dominated_checks
from . import cfg, cleanup, consts, driver, mir, spans
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


def _find_line(source: str, needle: str, diag_file: str) -> Span:
    for n, line in enumerate(source.splitlines(), 1):
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
            "`poot_kernel_intrinsics` and core types)", span=_find_line(source, f"{kind} {name}", path_s)))

    kernels = [f for f in fns if f.name.split("::")[-1].startswith(KERNEL_PREFIX)]
    by_name: dict[str, mir.Fn] = {}
    for f in kernels:
        short = f.name.split("::")[-1][len(KERNEL_PREFIX):]
        if short in by_name:
            diags.append(UnsupportedInKernel(f"two kernels named `{short}`", span=_find_line(source, short, path_s)))
        by_name[short] = f
    for hname, (generic, _) in hir.kernels.items():
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

    named = consts.scan(prints.hir)
    allocs = dict(re.findall(r"^(alloc\d+) \(static: ([\w:]+)", prints.mir, re.M))
    bodies = []
    for short, f in by_name.items():
        wg_size, wg_sizes = 64, {}
        for cname, key in _launch_consts(named, KERNEL_PREFIX + short).items():
            try:
                v = consts.lookup(named, key)
            except Exception:  # noqa: BLE001 - any failure to evaluate is a diagnostic
                v = None
            if v is None or not v.ty.is_int or v.value <= 0:
                diags.append(UnsupportedInKernel(
                    f"`const {cname}: usize = {named[key][1]};` (write a positive integer constant)",
                    span=_find_line(source, f"const {cname}", path_s)))
                continue
            if cname == "WORKGROUP_SIZE":
                wg_size = int(v.value)
            else:
                wg_sizes[int(cname[len("WG_ARRAY_"):])] = int(v.value)
        fsp = _fn_spans(fspans, f.name)
        L = Lowerer(f, short, fsp, path_s, local_paths, hir.items, wg_size, wg_sizes, named, rel)
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
    for b in bodies:
        b.verify()
    return [KirFile(b, producer) for b in bodies]


def import_kernel(path: str | Path, name: str, **opts) -> KirFile:
    """Import the one kernel `name` of a file."""
    return import_file(path, kernel=name, **opts)[0]


def _launch_consts(named: dict, fn_name: str) -> dict[str, str]:
    """WORKGROUP_SIZE / WG_ARRAY_<id> -> the const item that sets it: the kernel's own, else the file's."""
    out: dict[str, str] = {}
    for key in named:
        parts = key.split("::")
        name = parts[-1]
        if name != "WORKGROUP_SIZE" and not re.fullmatch(r"WG_ARRAY_\d+", name):
            continue
        if len(parts) >= 2 and parts[-2] == fn_name:
            out[name] = key
        elif len(parts) == 1:
            out.setdefault(name, key)
    return out


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
