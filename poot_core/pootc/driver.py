"""The rustc driver: version pinning, the cached intrinsics crates, the three prints pootc reads
and the compile that evaluates named constants.

pootc runs rustc (RUSTC_BOOTSTRAP=1) on a kernel file three times, in parallel (~60 ms each):
`-Zunpretty=stable-mir` (the bodies), `-Zunpretty=mir -Zmir-include-spans=yes
-Ztrim-diagnostic-paths=no` (spans, joined by block and statement index; every local fn and
`const` item with its full def path; every callee's full path, which is how an intrinsic is
recognised whatever the spelling of its import) and `-Zunpretty=hir` (every kernel fn, generic
ones included, and where each `const` of a kernel body is declared). When a kernel names a
constant, a fourth run (`run_const_dump`, ~60 ms) compiles a generated copy of the file to LLVM
IR, where rustc's own evaluation of each constant is read (consts.py). The MIR optimization
level is pinned to 1: rustc's debug-build default, which removes storage markers and folds
`len()` into `PtrMetadata`, but runs none of the level-2 passes (jump threading, GVN, inlining)
that can duplicate blocks - a barrier among them - or reorder checks. Debug assertions are off:
in std they only add UB checks (raw-pointer alignment and null checks that cast pointers to
integers; kernel raw pointers always come from references, so they are aligned and non-null);
in a kernel they would turn on `debug_assert!` and `cfg(debug_assertions)`, which rustc removes
before MIR when they are off - so pootc finds and rejects those in the source instead of
dropping them silently (docs/kernels.md). Overflow checks are set explicitly either way.
"""
from __future__ import annotations

import functools
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .. import knobs
from ..errors import ToolchainError, ToolUnavailable

TESTED_VERSIONS = ("1.95.",)  # rustc version prefixes pootc has been tested with
MIR_OPT_LEVEL = 1
EDITION = "2021"
RUST_DIR = Path(__file__).parent / "rust"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["RUSTC_BOOTSTRAP"] = "1"
    env.pop("RUSTFLAGS", None)
    return env


def _run(args: list[str], what: str) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(args, capture_output=True, text=True, env=_env(), check=False)
    except FileNotFoundError:
        raise ToolUnavailable(
            f"cannot run {args[0]!r} ({what}): not found. Importing a Rust kernel needs rustc 1.95: install "
            "rustup, then `rustup toolchain install 1.95` (rustc lands in ~/.cargo/bin: put it on PATH), or point "
            "POOT_RUSTC at a rustc 1.95; .kir.json kernels need no rustc", tool="rustc") from None
    except PermissionError:
        raise ToolUnavailable(f"cannot run {args[0]!r} ({what}): permission denied; point POOT_RUSTC at an "
                              "executable rustc 1.95", tool="rustc") from None


@functools.cache
def _version(rustc: str) -> str:
    p = _run([rustc, "--version"], "rustc --version")
    out = p.stdout.strip()
    m = re.match(r"rustc (\d+\.\d+\.\d+\S*)", out)
    if p.returncode != 0 or not m:
        raise ToolchainError(f"{rustc!r} --version failed or printed something unexpected; "
                             "point POOT_RUSTC at a rustc 1.95", tool="rustc", output=(p.stdout + p.stderr).strip())
    return out


def rustc_version() -> str:
    """The full `rustc --version` line of the rustc pootc drives (POOT_RUSTC or `rustc`).

    Raises ToolUnavailable (a ToolchainError, exit 4) when rustc is missing or its version is not one
    pootc was tested with."""
    rustc = knobs.rustc()
    v = _version(rustc)
    num = v.split()[1]
    if not num.startswith(TESTED_VERSIONS):
        raise ToolUnavailable(
            f"untested rustc version {num} ({rustc}); pootc is tested with rustc "
            f"{', '.join(t + 'x' for t in TESTED_VERSIONS)} only - install one (`rustup toolchain install 1.95`) "
            "and point POOT_RUSTC at it",
            tool="rustc")
    return v


@dataclass(frozen=True)
class Crates:
    """The built `poot_kernel_macros` proc macro and `poot_kernel_intrinsics` rlib."""

    dir: Path
    intrinsics: Path
    macros: Path


def _source_hash() -> str:
    h = hashlib.sha256()
    for name in ("macros/lib.rs", "intrinsics/lib.rs"):
        h.update(name.encode() + b"\0" + (RUST_DIR / name).read_bytes() + b"\0")
    return h.hexdigest()[:16]


@functools.cache
def _build_crates(rustc: str, version: str, cache_root: str) -> Crates:
    key = hashlib.sha256(version.encode()).hexdigest()[:12] + "-" + _source_hash()
    final = Path(cache_root) / "pootc" / key
    crates = Crates(final, final / "libpoot_kernel_intrinsics.rlib", final / "libpoot_kernel_macros.so")
    if crates.intrinsics.exists() and crates.macros.exists():
        return crates
    final.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=key + ".", dir=final.parent))
    try:
        steps = [
            [rustc, "--edition", EDITION, "--crate-type", "proc-macro", "--crate-name", "poot_kernel_macros",
             "-C", "opt-level=0", "-o", str(tmp / crates.macros.name), str(RUST_DIR / "macros" / "lib.rs")],
            [rustc, "--edition", EDITION, "--crate-type", "rlib", "--crate-name", "poot_kernel_intrinsics",
             "--extern", f"poot_kernel_macros={tmp / crates.macros.name}",
             "-o", str(tmp / crates.intrinsics.name), str(RUST_DIR / "intrinsics" / "lib.rs")],
        ]
        for args in steps:
            p = _run(args, "building the poot intrinsics crates")
            if p.returncode != 0:
                raise ToolchainError("failed to build pootc's Rust crates (poot_kernel_macros, poot_kernel_intrinsics)",
                                     tool="rustc", output=p.stderr.strip())
        try:
            os.rename(tmp, final)
        except OSError:  # another process won the race; use its build
            if not (crates.intrinsics.exists() and crates.macros.exists()):
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return crates


def crates() -> Crates:
    """Build (once per rustc version and source hash, cached under knobs.cache_dir()) the crates."""
    version = rustc_version()
    return _build_crates(knobs.rustc(), version, knobs.cache_dir())


@dataclass(frozen=True)
class Prints:
    """rustc's three prints of one kernel file."""

    stable_mir: str
    mir: str
    hir: str
    flags: tuple[str, ...]
    rustc: str


def flags(overflow_checks: bool) -> tuple[str, ...]:
    """The pootc flags recorded in assets (no machine-specific paths)."""
    return (f"--edition={EDITION}", "--crate-type=lib", f"-Zmir-opt-level={MIR_OPT_LEVEL}",
            "-Cdebug-assertions=off", f"-Coverflow-checks={'on' if overflow_checks else 'off'}")


def run_prints(path: str, root: str, overflow_checks: bool) -> Prints:
    """Run rustc's three prints on `path`; `root` is remapped away so spans are repo-relative.

    rustc's own errors raise ToolchainError carrying rustc's diagnostics unchanged."""
    version = rustc_version()
    c = crates()
    rustc = knobs.rustc()
    fl = flags(overflow_checks)
    base = [rustc, "--edition", EDITION, "--crate-type", "lib", "--crate-name", "poot_kernel_source",
            f"-Zmir-opt-level={MIR_OPT_LEVEL}", "-C", "debug-assertions=off",
            "-C", f"overflow-checks={'on' if overflow_checks else 'off'}",
            "--extern", f"poot_kernel_intrinsics={c.intrinsics}", "-L", f"dependency={c.dir}",
            ]
    remap = f"--remap-path-prefix={str(Path(root).resolve()).rstrip(os.sep)}{os.sep}="
    jobs = {
        "stable_mir": base + ["-Zunpretty=stable-mir", path],
        "mir": base + ["-Zunpretty=mir", "-Zmir-include-spans=yes", "-Ztrim-diagnostic-paths=no", remap,
                       str(Path(path).resolve())],
        "hir": base + ["-Zunpretty=hir", path],
    }
    with ThreadPoolExecutor(len(jobs)) as ex:
        futs = {k: ex.submit(_run, v, "importing a kernel") for k, v in jobs.items()}
        res = {k: f.result() for k, f in futs.items()}
    p = res["stable_mir"]
    if p.returncode != 0:
        raise ToolchainError(f"rustc rejected {path} (its diagnostics follow unchanged)",
                             tool="rustc", output=p.stderr.rstrip())
    for k in ("mir", "hir"):
        if res[k].returncode != 0:
            raise ToolchainError(f"rustc -Zunpretty={k} failed on {path}", tool="rustc",
                                 output=res[k].stderr.rstrip())
    return Prints(p.stdout, res["mir"].stdout, res["hir"].stdout, fl, version)


def run_const_dump(path: str, text: str, overflow_checks: bool) -> str:
    """Compile `text` (consts.dump_source's copy of the kernel file `path`) with `--cfg
    poot_const_dump` to LLVM IR at opt-level 0 and return the IR. The copy is written beside
    nothing: a temp dir remapped to `path`'s directory, so rustc's diagnostics (a constant rustc
    cannot evaluate) name the user's file. Raises ToolchainError with rustc's output."""
    c = crates()
    rustc = knobs.rustc()
    src = Path(path).resolve()
    with tempfile.TemporaryDirectory(prefix="poot-consts-") as d:
        copy, ll = Path(d) / src.name, Path(d) / "consts.ll"
        copy.write_text(text)
        args = [rustc, "--edition", EDITION, "--crate-type", "lib", "--crate-name", "poot_kernel_source",
                f"-Zmir-opt-level={MIR_OPT_LEVEL}", "-C", "debug-assertions=off",
                "-C", f"overflow-checks={'on' if overflow_checks else 'off'}", "-C", "opt-level=0",
                "-C", "codegen-units=1", "--cap-lints", "allow", "--cfg", "poot_const_dump",
                "--extern", f"poot_kernel_intrinsics={c.intrinsics}", "-L", f"dependency={c.dir}",
                f"--remap-path-prefix={d}={src.parent}", "--emit=llvm-ir", "-o", str(ll), str(copy)]
        p = _run(args, "evaluating the kernel's constants")
        if p.returncode != 0 or not ll.exists():
            raise ToolchainError(f"rustc could not evaluate the constants {path} names (its diagnostics follow "
                                 "unchanged)", tool="rustc", output=p.stderr.rstrip())
        return ll.read_text(errors="replace")
