"""rustc-native runs of kernel sources: the reference that differential tests and the fuzzer compare to.

A kernel file is compiled as the top of a generated binary crate against the host build of
`poot_kernel_intrinsics` (the package's `pootc/rust/host/lib.rs`, which re-exports the real
`#[kernel]` macro crate). The generated `main` reads each parameter from `p<i>.bin` (raw
little-endian elements), runs `host::run` (one OS thread per lane, workgroups one after
another) and writes every `&mut` parameter back. One binary may hold several kernels of the
file: `main` picks the one named on its command line. A panic in a lane is the trap: the lane
stops, and the binary exits 3 and prints `POOT_FAULT file:line:col thread T ...` for the lowest
faulting linear thread. Binaries are cached by source hash under the temp dir, so each harness
is compiled once per machine until a source changes.
"""
from __future__ import annotations

import hashlib
import os
import re
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from poot_core import knobs
from poot_core.pootc.driver import RUST_DIR

CACHE = Path(tempfile.gettempdir()) / "poot-kernels-native"
_RUST_TY = {"bool": "bool", "usize": "usize", "i32": "i32", "u32": "u32", "f32": "f32", "f64": "f64", "f16": "f16"}
# (name, element type name, mutable) per kernel parameter, in signature order
Params = Sequence[tuple[str, str, bool]]


@dataclass(frozen=True)
class NativeFault:
    """The native run trapped: a panic at line:col of the kernel source, in thread `thread`
    (the lowest faulting global x thread of the first faulting workgroup)."""

    line: int
    col: int
    thread: int
    message: str

    @property
    def kind(self) -> str:
        """The trap kind poot names the same check with (bounds, overflow, divide, shift)."""
        return panic_kind(self.message)


def panic_kind(message: str) -> str:
    """The poot trap kind of a Rust panic message."""
    m = message.lower()
    if "out of bounds" in m:
        return "bounds"
    if "divide by zero" in m or "divisor of zero" in m:
        return "divide"
    if "shift" in m:
        return "shift"
    if "overflow" in m:
        return "overflow"
    if "unreachable" in m:
        return "unreachable"
    return "panic"


class NativeBuildError(RuntimeError):
    """rustc refused a harness; `lines` are the kernel-source lines its errors point at."""

    def __init__(self, message: str, lines: frozenset[int] = frozenset()):
        super().__init__(message)
        self.lines = lines


def _env() -> dict:
    env = dict(os.environ)
    env["RUSTC_BOOTSTRAP"] = "1"
    env.pop("RUSTFLAGS", None)
    return env


def _rustc(args: list[str], source: Path | None = None) -> None:
    for _attempt in range(2):  # one retry: a linker killed under heavy machine load is not a test failure
        p = subprocess.run([knobs.rustc(), *args], capture_output=True, text=True, env=_env())
        if p.returncode == 0:
            return
        if "error:" in p.stderr and "linking with" not in p.stderr:
            break  # a real compile error: retrying cannot help
    lines: set[int] = set()
    if source is not None:
        for m in re.finditer(rf"--> {re.escape(str(source))}:(\d+):\d+", p.stderr):
            lines.add(int(m[1]))
    raise NativeBuildError(f"rustc {' '.join(args)} failed:\n{p.stderr}", frozenset(lines))


def _sha(*parts: bytes | str) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode() if isinstance(p, str) else p)
        h.update(b"\0")
    return h.hexdigest()[:20]


def _call_lines(kernel: str, params: Params, indent: str) -> list[str]:
    lines, call = [], []
    for i, (_, elem, mut) in enumerate(params):
        ty = _RUST_TY[elem]
        lines.append(f"{indent}let mut p{i}: Vec<{ty}> = host::read(&format!(\"{{}}/p{i}.bin\", dir));")
        lines.append(f"{indent}let r{i} = host::Raw::of(&mut p{i});")
        call.append(f"r{i}.{'exclusive' if mut else 'shared'}()")
    lines.append(f"{indent}host::run((gx, gy), wgs, &arrays, move || unsafe {{ __poot_kernel_{kernel}({', '.join(call)}); }});")
    for i, (_, _, mut) in enumerate(params):
        if mut:
            lines.append(f"{indent}host::write(&format!(\"{{}}/p{i}.bin\", dir), &p{i});")
    return lines


_MAIN_HEAD = ["", "", "fn main() {",
              "    use poot_kernel_intrinsics::host;",
              "    let args: Vec<String> = std::env::args().collect();",
              "    let dir = &args[1];",
              "    let num = |k: usize| -> usize { args[k].parse().unwrap() };",
              "    let (gx, gy, wgs) = (num(2), num(3), num(4));",
              "    let arrays: Vec<(usize, usize)> = args[5].split(',').filter(|s| !s.is_empty()).map(|s| {",
              "        let (a, b) = s.split_once(':').unwrap(); (a.parse().unwrap(), b.parse().unwrap()) }).collect();"]


def harness_text(source: str, kernels: Mapping[str, Params]) -> str:
    """The generated crate: the kernel source, then a `main` that runs the kernel named by its
    sixth argument (the only one when there is a single kernel)."""
    lines = list(_MAIN_HEAD)
    if len(kernels) == 1:
        [(name, params)] = kernels.items()
        lines += _call_lines(name, params, "    ")
    else:
        lines.append("    match args[6].as_str() {")
        for name, params in kernels.items():
            lines.append(f'        "{name}" => {{')
            lines += _call_lines(name, params, "            ")
            lines.append("        }")
        lines.append("        other => panic!(\"no kernel {}\", other),")
        lines.append("    }")
    lines.append("}")
    return source + "\n".join(lines) + "\n"


class Native:
    """Builds (once) the host crates, then one cached binary per (kernel source, kernels, checks)."""

    def __init__(self, cache: Path | None = None) -> None:
        self.cache = Path(cache) if cache is not None else CACHE
        self.version = subprocess.run([knobs.rustc(), "--version"], capture_output=True, text=True).stdout.strip()
        macros, host = (RUST_DIR / "macros" / "lib.rs").read_bytes(), (RUST_DIR / "host" / "lib.rs").read_bytes()
        self.libdir = self.cache / ("lib-" + _sha(self.version, macros, host))
        rlib = self.libdir / "libpoot_kernel_intrinsics.rlib"
        if not rlib.exists():
            self.cache.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(dir=self.cache))
            _rustc(["--edition", "2021", "--crate-type", "proc-macro", "--crate-name", "poot_kernel_macros",
                    "--cap-lints", "allow", str(RUST_DIR / "macros" / "lib.rs"), "--out-dir", str(tmp)])
            macro = next(tmp.glob("libpoot_kernel_macros.*"))
            _rustc(["--edition", "2021", "--crate-type", "rlib", "--crate-name", "poot_kernel_intrinsics",
                    "--cap-lints", "allow", "-L", str(tmp), "--extern", f"poot_kernel_macros={macro}",
                    str(RUST_DIR / "host" / "lib.rs"), "--out-dir", str(tmp)])
            try:
                tmp.rename(self.libdir)
            except OSError:  # another process won the race
                pass
        self.rlib = self.libdir / "libpoot_kernel_intrinsics.rlib"

    # -- one kernel (the differential tests' interface) --
    def harness(self, source: Path, kernel: str, params: Params) -> str:
        """The generated crate for one kernel of `source`."""
        return harness_text(Path(source).read_text(), {kernel: params})

    def build(self, source: Path, kernel: str, params: Params, overflow_checks: bool) -> Path:
        """The cached binary running `kernel` of the file `source`."""
        return self.build_text(Path(source).read_text(), {kernel: params}, overflow_checks, stem=kernel)

    # -- many kernels of one source text (the fuzzer's) --
    def build_text(self, source: str, kernels: Mapping[str, Params], overflow_checks: bool, *, stem: str = "kernels") -> Path:
        """The cached binary for the kernels of `source` (text); run one with `run(..., kernel=name)`.
        Raises NativeBuildError (with the source lines rustc complained about)."""
        text = harness_text(source, kernels)
        key = _sha(self.version, str(self.rlib), text, str(overflow_checks))
        exe = self.cache / "bin" / f"{stem}-{key}"
        if exe.exists():
            return exe
        exe.parent.mkdir(parents=True, exist_ok=True)
        src = exe.with_suffix(".rs")
        src.write_text(text)
        tmp = exe.with_name(exe.name + f".tmp{os.getpid()}-{threading.get_ident()}")
        _rustc(["--edition", "2021", "--crate-type", "bin", "--cap-lints", "allow", "-C", "opt-level=0",
                "-C", f"overflow-checks={'on' if overflow_checks else 'off'}", "-C", "debug-assertions=off", "-C", "debuginfo=0",
                "-L", str(self.libdir), "--extern", f"poot_kernel_intrinsics={self.rlib}", "-o", str(tmp), str(src)], source=src)
        os.replace(tmp, exe)
        return exe

    def run(self, exe: Path, params: Params, buffers: Mapping[str, np.ndarray],
            groups: tuple[int, int], wgs: int, wg_arrays: Mapping[int, int], *, kernel: str = "",
            timeout: float = 120) -> dict[str, np.ndarray] | NativeFault:
        """Run a built harness (kernel `kernel` of a many-kernel one); the `&mut` buffers by name,
        or the fault. A run past `timeout` seconds raises subprocess.TimeoutExpired."""
        with tempfile.TemporaryDirectory(prefix="poot-native-") as d:
            for i, (name, _, _) in enumerate(params):
                a = np.ascontiguousarray(buffers[name])
                Path(d, f"p{i}.bin").write_bytes(a.astype(a.dtype.newbyteorder("<")).tobytes())
            arrays = ",".join(f"{k}:{v}" for k, v in sorted(wg_arrays.items()))
            p = subprocess.run([str(exe), d, str(groups[0]), str(groups[1]), str(wgs), arrays, kernel],
                               capture_output=True, text=True, timeout=timeout)
            if p.returncode == 3:
                m = re.search(r"POOT_FAULT .*?:(\d+):(\d+) thread (\d+) group \S+: (.*)", p.stderr)
                if not m:
                    raise RuntimeError(f"unparsable fault from {exe.name}:\n{p.stderr}")
                return NativeFault(int(m[1]), int(m[2]), int(m[3]), m[4])
            if p.returncode != 0:
                raise RuntimeError(f"{exe.name} exited {p.returncode}:\n{p.stderr}")
            out = {}
            for i, (name, _, mut) in enumerate(params):
                if mut:
                    raw = Path(d, f"p{i}.bin").read_bytes()
                    out[name] = np.frombuffer(raw, dtype=buffers[name].dtype).reshape(buffers[name].shape).copy()
            return out


def params_of(body) -> list[tuple[str, str, bool]]:
    """A Kernel IR body's parameters as the harness takes them."""
    return [(p.name, p.elem.name, p.mutable) for p in body.params]


__all__ = ["Native", "NativeFault", "NativeBuildError", "harness_text", "panic_kind", "params_of", "CACHE"]
