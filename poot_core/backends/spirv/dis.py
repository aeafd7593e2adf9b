"""Disassembly and validation of SPIR-V modules through Debian's spirv-tools (dumps, tests)."""
from __future__ import annotations

import shutil
import struct
import subprocess
import tempfile

from ...errors import ToolchainError


def _bytes(words) -> bytes:
    if isinstance(words, (bytes, bytearray)):
        return bytes(words)
    w = list(words)
    return struct.pack(f"<{len(w)}I", *w)


def _run(tool: str, args: list[str], data: bytes) -> subprocess.CompletedProcess:
    exe = shutil.which(tool)
    if exe is None:
        raise ToolchainError(tool=tool, message="is not installed; install spirv-tools (apt-get install spirv-tools)")
    with tempfile.NamedTemporaryFile(suffix=".spv") as f:
        f.write(data)
        f.flush()
        return subprocess.run([exe, *args, f.name], capture_output=True, text=True)


def disassemble(words) -> str:
    """`spirv-dis` text of a module (bytes or u32 words); raises ToolchainError on failure."""
    r = _run("spirv-dis", ["--no-color", "--raw-id"], _bytes(words))
    if r.returncode:
        raise ToolchainError(tool="spirv-dis", message="could not disassemble the module", output=r.stderr)
    return r.stdout


def validate(words, env: str = "vulkan1.1") -> None:
    """Run `spirv-val --target-env env`; raises ToolchainError with its output on failure."""
    r = _run("spirv-val", ["--target-env", env], _bytes(words))
    if r.returncode:
        raise ToolchainError(tool="spirv-val", message=f"the module is invalid for {env}", output=r.stderr + r.stdout)
