"""The installed mlir-aie: which release it is (a `Dialect`), verifying a module with it, and the aiecc build.

Detection, first that answers: the `mlir_aie` option; mlir-aie's Python bindings (probed: the
AIEDevice enum, which ops and attributes the generated classes have); the date in an
`mlir-aie` wheel's version (0.0.1.YYYYMMDDHH+sha); otherwise the newest known release, with a
note saying why (aie-opt prints only a commit, which cannot be dated here). Verification: the
bindings (parse + verify in a context with the AIE dialects), then `aie-opt` (parse + verify)
before `aiecc`, so a mismatch is reported by the op it names. The build finds `aiecc` before
`aiecc.py` and takes its flags from `--help` (the C++ driver's --get-<name> selectors, or the
Python driver's --aie-generate-* flags).
"""
from __future__ import annotations

import datetime as dt
import importlib
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from poot_core.errors import ToolchainError, UsageError

from . import dialect as D

AIECC_NAMES = ("aiecc", "aiecc.py")  # the C++ driver first: aiecc.py is gone since 2026-07-21 (PR #3369)
AIE_OPT = "aie-opt"
WHEELS = ("mlir-aie", "mlir_aie", "mlir-aie-no-rtti")
BINDINGS = "the mlir-aie Python bindings"
XCLBIN, INSTS = "final.xclbin", "insts.bin"


def aiecc_path() -> str | None:
    """`aiecc` (C++ driver) or else `aiecc.py` on PATH."""
    for name in AIECC_NAMES:
        p = shutil.which(name)
        if p:
            return p
    return None


def aie_opt_path() -> str | None:
    return shutil.which(AIE_OPT)


# --- the Python bindings ---------------------------------------------------------------------
@dataclass(frozen=True)
class Bindings:
    """The modules of mlir-aie's Python package this plugin uses."""

    ir: Any  # aie.ir: Context, Location, Module
    aie: Any  # aie.dialects.aie
    aiex: Any  # aie.dialects.aiex
    libs: Any  # aie._mlir_libs: get_dialect_registry
    version: str


def _import(name: str) -> ModuleType:
    return importlib.import_module(name)


def bindings() -> Bindings | None:
    """mlir-aie's bindings when importable (any import failure: None)."""
    try:
        ir, aie, aiex, libs = (_import(m) for m in ("aie.ir", "aie.dialects.aie", "aie.dialects.aiex", "aie._mlir_libs"))
        version = str(getattr(_import("aie"), "__version__", "") or package_version() or "unknown version")
    except Exception:  # noqa: BLE001 - ImportError, or a broken install (missing shared library)
        return None
    return Bindings(ir, aie, aiex, libs, version)


def bindings_dialect(b: Bindings) -> D.Dialect:
    """The spellings the bindings' generated classes show (exact: no date needed)."""
    dev = b.aie.AIEDevice
    seq = getattr(b.aie, "RuntimeSequenceOp", None)
    applied = {
        "npu2_partitions": hasattr(dev, "npu2_1col"),
        "device_renumber": int(dev.npu2) == D.DEVICE_ENUMS["2025-06-18"]["npu2"],
        "device_symbol": hasattr(b.aie.DeviceOp, "sym_name"),
        "runtime_sequence_aie": seq is not None and getattr(seq, "OPERATION_NAME", "") == "aie.runtime_sequence",
        "dma_bd_operands": hasattr(b.aie.DMABDOp, "static_len"),
    }
    return D.Dialect(frozenset(k for k, v in applied.items() if v), f"{BINDINGS} ({b.version})")


def verify_with_bindings(b: Bindings, text: str, name: str) -> str:
    """Parse and verify `text` with mlir-aie's own dialects; returns the module as mlir-aie prints it."""
    try:
        with b.ir.Context() as ctx, b.ir.Location.unknown():
            ctx.append_dialect_registry(b.libs.get_dialect_registry())
            ctx.load_all_available_dialects()
            module = b.ir.Module.parse(text)
            if module.operation.verify() is False:  # older bindings return False, newer raise
                raise ValueError("the verifier failed")
            return str(module)
    except Exception as e:  # noqa: BLE001 - MLIRError carries the diagnostics
        raise ToolchainError(f"{BINDINGS} ({b.version}) reject the MLIR-AIE module of {name}: {_first_error(str(e))}",
                             tool=BINDINGS, output=str(e)[-4000:]) from None


# --- detection ---------------------------------------------------------------------------------
def package_version() -> str | None:
    for w in WHEELS:
        try:
            return importlib.metadata.version(w)
        except importlib.metadata.PackageNotFoundError:
            continue
    return None


def version_date(version: str) -> dt.date | None:
    """The source date in a date-stamped wheel version (0.0.1.2025061804+abc1234), else None."""
    m = re.match(r"^\d+\.\d+\.\d+\.(\d{8})\d{0,2}(?:[+.-]|$)", version)
    if not m:
        return None
    try:
        return dt.datetime.strptime(m.group(1), "%Y%m%d").date()
    except ValueError:
        return None


def aie_opt_version(path: str) -> str:
    """What `aie-opt --version` says (its first `aie-opt <commit>` line, else its first line)."""
    try:
        r = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unknown ({e})"
    lines = [ln.strip() for ln in (r.stdout + r.stderr).splitlines() if ln.strip()]
    return next((ln for ln in lines if ln.startswith("aie-opt")), lines[0] if lines else "unknown")


@dataclass(frozen=True)
class Detection:
    dialect: D.Dialect
    guessed: bool  # True: nothing said which release; the newest known is emitted
    note: str  # why (for the warning and meta["dialect"])


_CACHE: dict[tuple, Detection] = {}


def detect(given: str | None = None) -> Detection:
    """The spellings to emit: `given` (a date or 'newest'), else the installed mlir-aie's."""
    if given is not None:
        if str(given).strip().lower() == "newest":
            return Detection(D.newest("mlir_aie=newest"), False, "as asked (mlir_aie=newest)")
        day = D.parse_date(str(given))
        return Detection(D.for_date(day, f"mlir_aie={day}"), False, f"as asked (mlir_aie={day})")
    opt = aie_opt_path()
    key = (opt, _mtime(opt), aiecc_path(), _findable("aie"))
    if key not in _CACHE:
        _CACHE[key] = _detect(opt)
    return _CACHE[key]


def _findable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _mtime(path: str | None) -> float | None:
    try:
        return os.path.getmtime(path) if path else None
    except OSError:
        return None


def _detect(opt: str | None) -> Detection:
    b = bindings()
    if b is not None:
        d = bindings_dialect(b)
        return Detection(d, False, f"detected from {d.source}")
    version = package_version()
    if version:
        day = version_date(version)
        if day is not None:
            try:
                return Detection(D.for_date(day, f"mlir-aie {version}"), False, f"detected from the wheel version {version}")
            except UsageError as e:
                return Detection(D.newest(), True, f"{e}; emitting for the newest known mlir-aie ({D.NEWEST})")
    newest = f"emitting for the newest known mlir-aie ({D.NEWEST})"
    hint = "; pass the option mlir_aie=YYYY-MM-DD (the date of its sources) if it rejects the module"
    if version:
        return Detection(D.newest(), True, f"the mlir-aie wheel version {version} carries no date: {newest}{hint}")
    if opt:
        return Detection(D.newest(), True, f"{aie_opt_version(opt)} names a commit, not a date: {newest}{hint}")
    if aiecc_path():
        return Detection(D.newest(), True, f"{aiecc_path()} says no release: {newest}{hint}")
    return Detection(D.newest(), True, f"no mlir-aie is installed (no Python bindings, no aie-opt): {newest}")


# --- aie-opt and aiecc ---------------------------------------------------------------------------
def _first_error(output: str) -> str:
    for ln in output.splitlines():
        if "error:" in ln:
            return ln.split("error:", 1)[1].strip()
    lines = [ln for ln in output.splitlines() if ln.strip()]
    return lines[0].strip() if lines else "(no output)"


def _run(cmd: list[str], tool: str, cwd: str | None = None, timeout: int = 600) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise ToolchainError(f"timed out after {timeout} s", tool=tool) from None
    except OSError as e:
        raise ToolchainError(f"could not run {cmd[0]}: {e}", tool=tool) from None


def verify_with_aie_opt(path: str, src: str, name: str) -> None:
    """Parse and verify the module file with aie-opt; ToolchainError naming the op it rejects."""
    r = _run([path, src, "-o", os.devnull], AIE_OPT)
    if r.returncode != 0:
        out = r.stdout + r.stderr
        raise ToolchainError(f"rejects the MLIR-AIE module of {name}: {_first_error(out)} (the module's spellings "
                             "may be for another mlir-aie release: see the option mlir_aie)", tool=AIE_OPT,
                             output=out[-4000:])


def _has_flag(help_text: str, flag: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", help_text) is not None


def aiecc_flags(help_text: str, peano: str | None = None) -> list[str]:
    """The aiecc flags for an xclbin + instruction stream, for the driver whose --help this is."""
    if _has_flag(help_text, "--get-xclbin") or _has_flag(help_text, "--get"):
        flags = ["--get-xclbin", "--get-npu-insts"]  # C++ aiecc since PR #3364: Peano, no host, no aiesim by default
    elif _has_flag(help_text, "--aie-generate-xclbin"):
        flags = [f for f in ("--no-aiesim", "--no-xchesscc", "--no-xbridge") if _has_flag(help_text, f)]
        flags += ["--aie-generate-xclbin", "--aie-generate-npu-insts"]
        flags += ["--no-compile-host"] if _has_flag(help_text, "--no-compile-host") else []
    else:
        raise ToolchainError("its --help shows neither --get-xclbin (aiecc since 2026-07) nor --aie-generate-xclbin "
                             "(aiecc.py and aiecc before): cannot ask it for an xclbin", tool="aiecc")
    flags += [f"--xclbin-name={XCLBIN}", f"--npu-insts-name={INSTS}"]
    if peano:
        if not _has_flag(help_text, "--peano"):
            raise ToolchainError(f"peano={peano} was given but this aiecc has no --peano option", tool="aiecc")
        flags.append(f"--peano={peano}")
    return flags


def build_xclbin(module: str, name: str, peano: str | None = None) -> tuple[bytes, bytes]:
    """aie-opt's verify (when installed), then aiecc: (xclbin, instruction stream). ToolchainError on failure."""
    exe = aiecc_path()
    if exe is None:
        raise ToolchainError("aiecc (or aiecc.py) is not on PATH: install mlir-aie (with the Peano compiler) to build "
                             "the xclbin and instruction stream", tool="aiecc")
    tool = os.path.basename(exe)
    with tempfile.TemporaryDirectory(prefix="poot-xdna-") as tmp:
        src = os.path.join(tmp, f"{name}.mlir")
        with open(src, "w") as out:
            out.write(module)
        opt = aie_opt_path()
        if opt:
            verify_with_aie_opt(opt, src, name)
        helped = _run([exe, "--help"], tool, cwd=tmp, timeout=60)
        flags = aiecc_flags(helped.stdout + helped.stderr, peano)
        r = _run([exe, *flags, src], tool, cwd=tmp)
        if r.returncode != 0:
            raise ToolchainError(f"failed with exit code {r.returncode} on {name}", tool=tool,
                                 output=(r.stdout + r.stderr)[-4000:])
        missing = [f for f in (XCLBIN, INSTS) if not os.path.exists(os.path.join(tmp, f))]
        if missing:
            raise ToolchainError(f"exited 0 but wrote no {' or '.join(missing)} (files: {sorted(os.listdir(tmp))})",
                                 tool=tool, output=(r.stdout + r.stderr)[-4000:])
        with open(os.path.join(tmp, XCLBIN), "rb") as f:
            xclbin = f.read()
        with open(os.path.join(tmp, INSTS), "rb") as f:
            insts = f.read()
    return xclbin, insts
