"""Kernel IR -> LLVM IR -> target code, shared by the PTX and ROCm plugins (llvmlite, O3)."""
from __future__ import annotations

import os
from dataclasses import dataclass

from ... import knobs
from ...ir.nodes import Body
from ...options import TargetOptions, option
from ...target import DEVICE_TRAP
from .hooks import FP_CONTRACT, FMOD_FREM, FMOD_OWN, MATH_LIBDEVICE, MATH_OWN, TargetHooks, fp_contract_option
from .lower import ERR_WORDS, LLVM_TRAP_POLICIES, KernelABI, lower, refuse_unsupported, symbol_name

__all__ = ["TargetHooks", "FP_CONTRACT", "fp_contract_option",
           "MATH_OWN", "MATH_LIBDEVICE", "FMOD_OWN", "FMOD_FREM", "KernelABI", "ERR_WORDS", "LLVM_TRAP_POLICIES",
           "LLVMResult", "compile_llvm", "lower_body", "lower", "refuse_unsupported", "symbol_name", "dump"]


@dataclass(frozen=True)
class LLVMResult:
    ir: str            # the lowered module, before optimization
    opt: str           # after O3
    asm: str           # target assembly (PTX, AMDGCN); "" when not requested
    obj: bytes         # relocatable object; b"" when not requested
    abi: KernelABI


@dataclass(frozen=True)
class LlvmOptions(TargetOptions):
    """The compile options every LLVM target (ptx, rocm) takes; each adds its own."""

    trap_policy: str | None = option(None, "device-trap, or error-word for recoverable faults "
                                           "(none: POOT_LLVM_TRAPS, else device-trap)", LLVM_TRAP_POLICIES)
    fp_contract: bool = option(False, "let an ordinary float mul+add become an fma "
                                      "(default: every float op rounded once, as in Rust)")


def lower_body(body: Body, hooks: TargetHooks, trap_policy: str = DEVICE_TRAP) -> tuple[str, KernelABI]:
    """Only the lowering (no LLVM run): LLVM IR text and the kernel ABI."""
    from .run import datalayout

    return lower(body, hooks, datalayout(hooks.triple, hooks.cpu, hooks.features), trap_policy)


def compile_llvm(body: Body, hooks: TargetHooks, trap_policy: str = DEVICE_TRAP,
                 outputs: tuple[str, ...] = ("asm",)) -> LLVMResult:
    """Lower, verify, optimize at O3 and emit `outputs` ("asm", "obj") in the LLVM worker."""
    from . import worker

    ir, abi = lower_body(body, hooks, trap_policy)
    lib = hooks.math_lib_path if hooks.math == MATH_LIBDEVICE else ""
    req = dict(ir=ir, triple=hooks.triple, cpu=hooks.cpu, features=hooks.features, symbol=abi.symbol,
               outputs=("opt", *outputs), library=lib)
    try:
        got = worker.run(req, hooks.name, body.name)
    except Exception:
        dump(body.name, {"ll": ir})
        raise
    res = LLVMResult(ir, got["opt"], got.get("asm", ""), got.get("obj", b""), abi)
    return res


def dump(kernel: str, files: dict[str, str | bytes]) -> None:
    """Write `files` (extension -> content) as <POOT_DUMP_DIR>/<kernel>.<ext> when the knob is set."""
    d = knobs.dump_dir()
    if not d:
        return
    os.makedirs(d, exist_ok=True)
    for ext, data in files.items():
        mode = "wb" if isinstance(data, bytes) else "w"
        with open(os.path.join(d, f"{symbol_name(kernel)}.{ext}"), mode) as f:
            f.write(data)
