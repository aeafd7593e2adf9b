"""Run the core body on this CPU with Debian's MLIR 16 tools: the no-NPU check of what the core computes.

func text -> mlir-opt-16 (scf/cf/arith/math/memref/func -> LLVM dialect) -> mlir-cpu-runner-16
-dump-object-file (LLVM 16 JIT, object kept) -> ld.lld -shared -> ctypes. (MLIR 16 emits typed
pointers, which llvmlite's LLVM 22 no longer reads, hence the object file.) `run` then executes the
kernel like the NPU would: once per compute tile on its own copy of the `&mut` buffers, merged
with the loader's `merge_tiles`.
"""
from __future__ import annotations

import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile

import numpy as np

from poot_core.errors import ToolchainError
from poot_core.ir import nodes as N
from poot_core.ir.types import BOOL

from .layout import merge_tiles
from .module import FUNC

LLVM16 = "/usr/lib/llvm-16/bin"
PASSES = ["--convert-scf-to-cf", "--convert-math-to-llvm", "--convert-math-to-libm", "--arith-expand",
          "--convert-arith-to-llvm", "--convert-memref-to-llvm", "--convert-cf-to-llvm",
          "--convert-func-to-llvm", "--reconcile-unrealized-casts"]


def tool(name: str) -> str | None:
    """An MLIR 16 tool (mlir-opt, mlir-cpu-runner, mlir-translate) or ld.lld, or None."""
    for cand in (f"{name}-16", os.path.join(LLVM16, name), name):
        p = shutil.which(cand)
        if p:
            return p
    return None


def require_tool(name: str) -> str:
    """`tool(name)`, or ToolchainError when it is not installed."""
    path = tool(name)
    if path is None:
        raise ToolchainError(f"{name} (MLIR 16 tools, or lld) is not installed (Debian: mlir-16-tools, lld)", tool=name)
    return path


def missing_tools() -> list[str]:
    return [t for t in ("mlir-opt", "mlir-cpu-runner", "ld.lld") if tool(t) is None]


def _run(cmd: list[str], what: str) -> None:
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise ToolchainError(f"failed on the core body ({what})", tool=os.path.basename(cmd[0]),
                             output=(r.stdout + r.stderr)[-4000:])


def parse_check(text: str, unregistered: bool = True) -> None:
    """Parse (and verify) MLIR text with mlir-opt-16; ToolchainError with its diagnostics if it fails."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        _run([require_tool("mlir-opt"), *(["--allow-unregistered-dialect"] if unregistered else []), f.name, "-o", os.devnull],
             "parse")
    finally:
        os.unlink(f.name)


def lowered_llvm(func_text: str) -> str:
    """The standalone core-body module lowered to the LLVM dialect (the passes `build` runs)."""
    with tempfile.TemporaryDirectory(prefix="poot-xdna-llvm-") as tmp:
        src, out = os.path.join(tmp, "f.mlir"), os.path.join(tmp, "f.llvm.mlir")
        with open(src, "w") as f:
            f.write(func_text)
        _run([require_tool("mlir-opt"), src, *PASSES, "-o", out], "mlir-opt lowering")
        with open(out) as f:
            return f.read()


# Builtins Peano's (llvm-aie) compiler-rt for aie2 lacks: a 32-bit core would call them for
# f32/f64 -> 64-bit integer conversions and for 128-bit multiplies.
PEANO_MISSING = ("__fixunssfdi", "__fixsfdi", "__fixunsdfdi", "__fixdfdi", "__multi3")
_UNSAFE = re.compile(r"llvm\.fpto[su]i .*: f(16|32|64) to i64|\bi128\b")


def peano_unsafe(llvm_text: str) -> list[str]:
    """The lines of LLVM-dialect text that need a builtin of PEANO_MISSING on a 32-bit target:
    float -> i64 conversions and anything 128-bit."""
    return [ln.strip() for ln in llvm_text.splitlines() if _UNSAFE.search(ln)]


_LIBS: dict[str, ctypes.CDLL] = {}


def build(func_text: str, workdir: str | None = None) -> ctypes.CDLL:
    """Lower and JIT-compile the standalone core-body module; returns the loaded shared object."""
    key = hashlib.sha256(func_text.encode()).hexdigest()[:20]
    if key in _LIBS:
        return _LIBS[key]
    missing = missing_tools()
    if missing:
        raise ToolchainError(f"cannot run the core body on the CPU without {missing} (Debian: mlir-16-tools, lld)",
                             tool=missing[0])
    tmp = workdir or tempfile.mkdtemp(prefix="poot-xdna-cpu-")
    try:
        src, llvm, obj, so = (os.path.join(tmp, f"{key}.{x}") for x in ("mlir", "llvm.mlir", "o", "so"))
        with open(src, "w") as f:
            f.write(func_text)
        _run([require_tool("mlir-opt"), src, *PASSES, "-o", llvm], "mlir-opt lowering")
        _run([require_tool("mlir-cpu-runner"), llvm, "-e", "main", "-entry-point-result=void", "-O2",
              "-dump-object-file", f"-object-filename={obj}"], "mlir-cpu-runner JIT")
        _run([require_tool("ld.lld"), "-shared", "-z", "notext", obj, "-o", so], "ld.lld")
        lib = ctypes.CDLL(so)  # mapped: the files can go
    finally:
        if workdir is None:
            shutil.rmtree(tmp, ignore_errors=True)
    _LIBS[key] = lib
    return lib


class _Memref1D(ctypes.Structure):
    _fields_ = [("alloc", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64),
                ("size", ctypes.c_int64), ("stride", ctypes.c_int64)]


def _storage(p: N.Param, a: np.ndarray) -> np.ndarray:
    a = np.ascontiguousarray(a).reshape(-1)
    return a.view(np.uint8).copy() if p.elem == BOOL else a.copy()


def call(lib: ctypes.CDLL, body: N.Body, arrays: list[np.ndarray], lens: list[int],
         groups: tuple[int, int], tile: int, ntiles: int) -> None:
    """Call `_mlir_ciface_poot_core_body` on storage arrays (modified in place)."""
    fn = getattr(lib, f"_mlir_ciface_{FUNC}")
    descs = []
    for a in arrays:
        if a.size == 0:
            a = np.zeros(1, a.dtype)  # a valid pointer; the kernel sees len 0
        descs.append((_Memref1D(a.ctypes.data, a.ctypes.data, 0, a.size, 1), a))
    args: list[object] = [ctypes.byref(d) for d, _ in descs]
    args += [ctypes.c_int64(n) for n in lens]
    args += [ctypes.c_int64(groups[0]), ctypes.c_int64(groups[1]), ctypes.c_int64(tile), ctypes.c_int64(ntiles)]
    fn.restype = None
    fn(*args)


def run(func_text: str, body: N.Body, buffers: dict[str, np.ndarray], groups: tuple[int, int],
        tiles: int = 1) -> dict[str, np.ndarray]:
    """Run the core body like the NPU: per tile on fresh copies, then merged. Returns the &mut arrays."""
    lib = build(func_text)
    lens = [int(buffers[p.name].size) for p in body.params]
    initial = {p.name: np.ascontiguousarray(buffers[p.name]).reshape(-1) for p in body.params if p.mutable}
    per_tile = []
    for t in range(tiles):
        arrays = [_storage(p, buffers[p.name]) for p in body.params]
        call(lib, body, arrays, lens, groups, t, tiles)
        per_tile.append({p.name: (arrays[i].view(np.bool_) if p.elem == BOOL else arrays[i])
                         for i, p in enumerate(body.params) if p.mutable})
    merged = merge_tiles(initial, per_tile)
    return {k: v.reshape(buffers[k].shape) for k, v in merged.items()}
