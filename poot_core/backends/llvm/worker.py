"""Run LLVM in a persistent child process so that an LLVM fatal error (which aborts the process
that hits it) becomes a typed CodegenError instead of a dead interpreter.

The parent sends pickled requests over the child's stdin and reads pickled replies from its
stdout; the child's stderr goes to a temporary file whose tail explains a crash. A crashed
child is replaced on the next request. POOT_LLVM_INPROC=1 runs LLVM in-process (debugging).
"""
from __future__ import annotations

import os
import pickle
import struct
import subprocess
import sys
import tempfile
import threading
from typing import IO

from ... import knobs
from ...errors import CodegenError

_HDR = struct.Struct("<Q")


def _send(f, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    f.write(_HDR.pack(len(data)) + data)
    f.flush()


def _recv(f):
    hdr = f.read(_HDR.size)
    if len(hdr) < _HDR.size:
        return None
    n = _HDR.unpack(hdr)[0]
    data = f.read(n)
    return pickle.loads(data) if len(data) == n else None


def serve() -> None:
    """The child's loop: one request in, one reply out, until stdin closes."""
    from .run import LLVMFailure, run_llvm

    inp, out = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # stray prints must not corrupt the reply stream
    while True:
        req = _recv(inp)
        if req is None:
            return
        try:
            _send(out, ("ok", run_llvm(**req)))
        except LLVMFailure as e:
            _send(out, ("llvm", (e.stage, e.message)))
        except Exception as e:  # noqa: BLE001 - reported to the parent, typed there
            _send(out, ("error", f"{type(e).__name__}: {e}"))


class _Child:
    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.err: IO[bytes] | None = None  # the child's stderr
        self.lock = threading.Lock()

    def _start(self) -> subprocess.Popen:
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, "-m", "poot_core.backends.llvm.worker"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err,
                                     env={**os.environ, "PYTHONFAULTHANDLER": "0",
                                          # the child imports poot_core the way this process does
                                          "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)})
        return self.proc

    def _crash_text(self) -> str:
        text = ""
        if self.err is not None:
            try:
                self.err.seek(0)
                text = self.err.read().decode(errors="replace").strip()
            except Exception:  # noqa: BLE001
                text = ""
        lines = [ln for ln in text.splitlines() if ln.strip()]
        fatal = [ln for ln in lines if "LLVM ERROR" in ln or "error" in ln.lower()]
        return "\n".join((fatal or lines)[-8:])

    def request(self, req: dict):
        with self.lock:
            proc = self.proc
            if proc is None or proc.poll() is not None:
                proc = self._start()
            try:
                _send(proc.stdin, req)
                reply = _recv(proc.stdout)
            except (BrokenPipeError, OSError):
                reply = None
            if reply is None:
                proc.wait()
                code, text = proc.returncode, self._crash_text()
                self.proc = None
                return ("crash", (code, text))
            return reply

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            if self.proc.stdin is not None:  # always a pipe (_start)
                self.proc.stdin.close()
            self.proc.wait(timeout=10)
        self.proc = None


_child = _Child()


def run(req: dict, target: str, kernel: str) -> dict:
    """Run `driver.run_llvm(**req)` isolated; LLVM problems become CodegenError."""
    from .run import LLVMFailure, run_llvm

    if knobs.llvm_inproc():
        try:
            return run_llvm(**req)
        except LLVMFailure as e:
            raise CodegenError(f"LLVM {e.stage} failed: {e.message}", target=target, kernel=kernel) from None
    kind, payload = _child.request(req)
    if kind == "ok":
        return payload
    if kind == "llvm":
        stage, msg = payload
        raise CodegenError(f"LLVM {stage} failed: {msg}", target=target, kernel=kernel)
    if kind == "crash":
        code, text = payload
        raise CodegenError(f"LLVM aborted (exit status {code}) while compiling; this is a poot codegen bug, "
                           f"please report it with the POOT_DUMP_DIR output:\n{text}", target=target, kernel=kernel)
    raise CodegenError(f"the LLVM worker failed: {payload}", target=target, kernel=kernel)


if __name__ == "__main__":
    serve()
