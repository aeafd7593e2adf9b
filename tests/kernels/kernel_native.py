"""Differential-testing harness: a kernel's Rust source compiled natively by rustc and run on the CPU.

The kernel file is compiled as the top of a generated binary crate against the host build of
`poot_kernel_intrinsics` (poot_core/pootc/rust/host/lib.rs, which re-exports the real
`#[kernel]` macro crate). The generated `main` reads each parameter from `p<i>.bin` (raw
little-endian elements), runs `host::run` (one OS thread per lane, workgroups one after
another) and writes every `&mut` parameter back. A panic in a lane is the trap: the binary
exits 3 and prints `POOT_FAULT file:line:col ...`. Binaries are cached by source hash under
the temp dir, so each harness is compiled once per machine until a source changes.
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

import numpy as np

from poot_core import knobs

ROOT = Path(__file__).resolve().parents[2]
RUST = ROOT / "poot_core" / "pootc" / "rust"
CACHE = Path(tempfile.gettempdir()) / "poot-kernels-native"
_RUST_TY = {"bool": "bool", "usize": "usize", "i32": "i32", "u32": "u32", "f32": "f32", "f64": "f64", "f16": "f16"}


@dataclass(frozen=True)
class NativeFault:
    """The native run trapped: a panic at line:col of the kernel source."""

    line: int
    col: int
    thread: int
    message: str


def _env() -> dict:
    env = dict(os.environ)
    env["RUSTC_BOOTSTRAP"] = "1"
    env.pop("RUSTFLAGS", None)
    return env


def _rustc(args: list[str]) -> None:
    for attempt in range(2):  # one retry: a linker killed under heavy machine load is not a test failure
        p = subprocess.run([knobs.rustc(), *args], capture_output=True, text=True, env=_env())
        if p.returncode == 0:
            return
    raise RuntimeError(f"rustc {' '.join(args)} failed:\n{p.stderr}")


def _sha(*parts: bytes | str) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p.encode() if isinstance(p, str) else p)
        h.update(b"\0")
    return h.hexdigest()[:20]


class Native:
    """Builds (once) the host crates, then one cached binary per (kernel source, checks)."""

    def __init__(self) -> None:
        self.version = subprocess.run([knobs.rustc(), "--version"], capture_output=True, text=True).stdout.strip()
        macros, host = (RUST / "macros" / "lib.rs").read_bytes(), (RUST / "host" / "lib.rs").read_bytes()
        self.libdir = CACHE / ("lib-" + _sha(self.version, macros, host))
        self._lock = threading.Lock()
        rlib = self.libdir / "libpoot_kernel_intrinsics.rlib"
        if not rlib.exists():
            CACHE.mkdir(parents=True, exist_ok=True)
            tmp = Path(tempfile.mkdtemp(dir=CACHE))
            _rustc(["--edition", "2021", "--crate-type", "proc-macro", "--crate-name", "poot_kernel_macros",
                    "--cap-lints", "allow", str(RUST / "macros" / "lib.rs"), "--out-dir", str(tmp)])
            macro = next(tmp.glob("libpoot_kernel_macros.*"))
            _rustc(["--edition", "2021", "--crate-type", "rlib", "--crate-name", "poot_kernel_intrinsics",
                    "--cap-lints", "allow", "-L", str(tmp), "--extern", f"poot_kernel_macros={macro}",
                    str(RUST / "host" / "lib.rs"), "--out-dir", str(tmp)])
            try:
                tmp.rename(self.libdir)
            except OSError:  # another process won the race
                pass
        self.rlib = self.libdir / "libpoot_kernel_intrinsics.rlib"

    def harness(self, source: Path, kernel: str, params: list[tuple[str, str, bool]]) -> str:
        """The generated crate: the kernel source, then a main over `params` (name, elem, mutable)."""
        lines = ["", "", "fn main() {",
                 "    use poot_kernel_intrinsics::host;",
                 "    let args: Vec<String> = std::env::args().collect();",
                 "    let dir = &args[1];",
                 "    let num = |k: usize| -> usize { args[k].parse().unwrap() };",
                 "    let (gx, gy, wgs) = (num(2), num(3), num(4));",
                 "    let arrays: Vec<(usize, usize)> = args[5].split(',').filter(|s| !s.is_empty()).map(|s| {",
                 "        let (a, b) = s.split_once(':').unwrap(); (a.parse().unwrap(), b.parse().unwrap()) }).collect();"]
        call = []
        for i, (_, elem, mut) in enumerate(params):
            ty = _RUST_TY[elem]
            lines.append(f"    let mut p{i}: Vec<{ty}> = host::read(&format!(\"{{}}/p{i}.bin\", dir));")
            lines.append(f"    let r{i} = host::Raw::of(&mut p{i});")
            call.append(f"r{i}.{'exclusive' if mut else 'shared'}()")
        lines.append(f"    host::run((gx, gy), wgs, &arrays, move || unsafe {{ __poot_kernel_{kernel}({', '.join(call)}); }});")
        for i, (_, _, mut) in enumerate(params):
            if mut:
                lines.append(f"    host::write(&format!(\"{{}}/p{i}.bin\", dir), &p{i});")
        lines.append("}")
        return source.read_text() + "\n".join(lines) + "\n"

    def build(self, source: Path, kernel: str, params: list[tuple[str, str, bool]], overflow_checks: bool) -> Path:
        text = self.harness(source, kernel, params)
        key = _sha(self.version, str(self.rlib), text, str(overflow_checks))
        exe = CACHE / "bin" / f"{kernel}-{key}"
        if exe.exists():
            return exe
        exe.parent.mkdir(parents=True, exist_ok=True)
        src = exe.with_suffix(".rs")
        src.write_text(text)
        tmp = exe.with_name(exe.name + f".tmp{os.getpid()}-{threading.get_ident()}")
        _rustc(["--edition", "2021", "--crate-type", "bin", "--cap-lints", "allow", "-C", "opt-level=0",
                "-C", f"overflow-checks={'on' if overflow_checks else 'off'}", "-C", "debug-assertions=off", "-C", "debuginfo=0",
                "-L", str(self.libdir), "--extern", f"poot_kernel_intrinsics={self.rlib}", "-o", str(tmp), str(src)])
        os.replace(tmp, exe)
        return exe

    def run(self, exe: Path, params: list[tuple[str, str, bool]], buffers: dict[str, np.ndarray],
            groups: tuple[int, int], wgs: int, wg_arrays: dict[int, int]) -> dict[str, np.ndarray] | NativeFault:
        """Run a built harness; the `&mut` buffers by name, or the fault."""
        with tempfile.TemporaryDirectory(prefix="poot-native-") as d:
            for i, (name, _, _) in enumerate(params):
                Path(d, f"p{i}.bin").write_bytes(np.ascontiguousarray(buffers[name]).astype(buffers[name].dtype.newbyteorder("<")).tobytes())
            arrays = ",".join(f"{k}:{v}" for k, v in sorted(wg_arrays.items()))
            p = subprocess.run([str(exe), d, str(groups[0]), str(groups[1]), str(wgs), arrays],
                               capture_output=True, text=True, timeout=120)
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
