"""Run LLVM on lowered IR: parse, verify, link the math library, internalize, O3, verify, emit.

`run_llvm` is what the worker process executes (see worker.py); it raises LLVMFailure with a
message on every error LLVM reports without dying. Everything here is pure llvmlite (`binding()`).
"""
from __future__ import annotations

import functools
import os
import threading

from ...errors import ToolchainError

_lock = threading.Lock()


def binding():
    """`llvmlite.binding`, or a ToolchainError saying what to install (llvmlite is a dependency of the
    LLVM plugins only: the core, the oracle and the SPIR-V targets run without it)."""
    try:
        import llvmlite.binding as llvm
    except ImportError:
        raise ToolchainError("is not installed; the LLVM backend (ptx, rocm targets) needs it: "
                             "pip install 'llvmlite>=0.50' (poot-ptx and poot-rocm depend on it)",
                             tool="llvmlite") from None
    return llvm


class LLVMFailure(Exception):
    """LLVM refused the module (parse, verifier, link): `stage` says where."""

    def __init__(self, stage: str, message: str):
        super().__init__(f"{stage}: {message}")
        self.stage, self.message = stage, message


@functools.cache
def _init() -> None:
    llvm = binding()

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


@functools.cache
def _nvptx_no_own_fusion() -> None:
    """Pin NVPTX's `-nvptx-fma-level` to 0 (once per process: a cl::opt takes one occurrence).
    At any other explicit level the backend fuses fmul+fadd into fma on its own, flags or not,
    and drops `.rn` from the mul/add it leaves (which lets ptxas fuse them too); at 0 only an
    instruction pair carrying `contract` (the fp_contract option) becomes an fma, and every
    remaining mul/add is emitted as mul.rn/add.rn, which ptxas never fuses. llvmlite's
    TargetOptions keep AllowFPOpFusion at Standard and no function asks for unsafe-fp-math,
    so this is also what the unset option does - pinned here so nothing else can turn it on."""
    llvm = binding()

    llvm.set_option("poot", "-nvptx-fma-level=0")


@functools.cache
def target_machine(triple: str, cpu: str, features: str = "", opt: int = 3):
    llvm = binding()

    _init()
    try:
        t = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise LLVMFailure("target", f"LLVM has no target for {triple}: {e}") from None
    return t.create_target_machine(cpu=cpu, features=features, opt=opt, reloc="pic", codemodel="default")


def datalayout(triple: str, cpu: str, features: str = "") -> str:
    return str(target_machine(triple, cpu, features).target_data)


@functools.cache
def _bitcode(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def _link_library(mod, path: str, triple: str, dl: str) -> None:
    llvm = binding()

    if not os.path.isfile(path):
        raise LLVMFailure("link", f"math library {path} does not exist")
    try:
        lib = llvm.parse_bitcode(_bitcode(path))
    except RuntimeError as e:
        raise LLVMFailure("link", f"cannot read {path}: {e}") from None
    lib.triple, lib.data_layout = triple, dl
    try:
        mod.link_in(lib)
    except RuntimeError as e:
        raise LLVMFailure("link", f"linking {path}: {e}") from None


def run_llvm(ir: str, triple: str, cpu: str, features: str, symbol: str, outputs: tuple[str, ...],
             library: str = "") -> dict[str, object]:
    """Return {"opt": optimized IR text, "asm": target assembly, "obj": object bytes} for the
    requested outputs. `library`: bitcode linked in when the module calls into it."""
    llvm = binding()

    with _lock:
        if triple.startswith("nvptx"):  # in the process that emits code (the worker), not the one lowering
            _nvptx_no_own_fusion()
        tm = target_machine(triple, cpu, features)
        try:
            mod = llvm.parse_assembly(ir)
        except RuntimeError as e:
            raise LLVMFailure("parse", str(e)) from None
        try:
            mod.verify()
        except RuntimeError as e:
            raise LLVMFailure("verify", str(e)) from None
        if library and any(f.is_declaration and f.name.startswith("__nv_") for f in mod.functions):
            _link_library(mod, library, triple, str(tm.target_data))
        for f in mod.functions:
            if not f.is_declaration and f.name != symbol:
                f.linkage = "internal"
        for g in mod.global_variables:
            if not g.is_declaration:
                g.linkage = "internal"
        pto = llvm.create_pipeline_tuning_options(speed_level=3)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
        try:
            mod.verify()
        except RuntimeError as e:
            raise LLVMFailure("verify after O3", str(e)) from None
        out: dict[str, object] = {}
        if "opt" in outputs:
            out["opt"] = str(mod)
        emits = [k for k in ("asm", "obj") if k in outputs]
        for k in emits:  # codegen changes the module it runs on: give each emission its own copy
            m = mod.clone() if len(emits) > 1 else mod
            out[k] = tm.emit_assembly(m) if k == "asm" else tm.emit_object(m)
        return out
