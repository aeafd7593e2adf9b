"""Kernel IR -> LLVM IR -> target code, shared by the PTX and ROCm plugins (llvmlite, O3)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...ir.nodes import Body
from ...options import LaunchOptions, option
from ...target import DEVICE_TRAP
from .hooks import (FMOD_FREM, FMOD_OWN, FP_CONTRACT, LLVM_TRAP_POLICIES, MATH_LIBDEVICE, MATH_OWN, TargetHooks,
                    fp_contract_option)

if TYPE_CHECKING:
    from .lower import ERR_WORDS, KernelABI, lower, refuse_unsupported, symbol_name

__all__ = ["TargetHooks", "FP_CONTRACT", "fp_contract_option",
           "MATH_OWN", "MATH_LIBDEVICE", "FMOD_OWN", "FMOD_FREM", "KernelABI", "ERR_WORDS", "LLVM_TRAP_POLICIES",
           "LLVMResult", "compile_llvm", "lower_body", "optimize_and_emit", "lower", "refuse_unsupported", "symbol_name"]

# the lowering is imported on first use, not with the ptx/rocm target modules (the plugin registry)
_LOWER = ("ERR_WORDS", "KernelABI", "lower", "refuse_unsupported", "symbol_name")


def __getattr__(name: str) -> Any:
    if name not in _LOWER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    module = importlib.import_module(__name__ + ".lower")  # sets this package's `lower` to the module:
    for n in _LOWER:  # every name at once (`lower` the function, as before)
        globals()[n] = getattr(module, n)
    return globals()[name]


@dataclass(frozen=True)
class LLVMResult:
    ir: str            # the lowered module, before optimization
    opt: str           # after O3
    asm: str           # target assembly (PTX, AMDGCN); "" when not requested
    obj: bytes         # relocatable object; b"" when not requested
    abi: KernelABI


@dataclass(frozen=True)
class LlvmOptions(LaunchOptions):
    """The compile options every LLVM target (ptx, rocm) takes (coarsen and relaunch: LaunchOptions);
    each adds its own."""

    trap_policy: str | None = option(None, "device-trap, or error-word for recoverable faults "
                                           "(none: POOT_LLVM_TRAPS, else device-trap)", LLVM_TRAP_POLICIES)
    fp_contract: bool = option(False, "let an ordinary float mul+add become an fma "
                                      "(default: every float op rounded once, as in Rust)")


def lower_body(body: Body, hooks: TargetHooks, trap_policy: str = DEVICE_TRAP) -> tuple[str, KernelABI]:
    """Only the lowering (no LLVM run): LLVM IR text and the kernel ABI."""
    from .run import datalayout

    from .lower import lower

    return lower(body, hooks, datalayout(hooks.triple, hooks.cpu, hooks.features), trap_policy)


def compile_llvm(body: Body, hooks: TargetHooks, trap_policy: str = DEVICE_TRAP,
                 outputs: tuple[str, ...] = ("asm",)) -> LLVMResult:
    """Lower, verify, optimize at O3 and emit `outputs` ("asm", "obj") in the LLVM worker."""
    ir, abi = lower_body(body, hooks, trap_policy)
    got = optimize_and_emit(ir, hooks, abi.symbol, body.name, outputs)
    return LLVMResult(ir, got["opt"], got.get("asm", ""), got.get("obj", b""), abi)


def optimize_and_emit(ir: str, hooks: TargetHooks, symbol: str, kernel: str, outputs: tuple[str, ...]) -> dict[str, Any]:
    """The LLVM IR `ir` (of kernel `kernel`, entry `symbol`) verified, optimized at O3 and emitted
    in the LLVM worker: {"opt": the optimized module's text, and each of `outputs`: "asm" (text),
    "obj" (bytes)}. LLVM's failures are CodegenErrors naming the target."""
    from . import worker

    lib = hooks.math_lib_path if hooks.math == MATH_LIBDEVICE else ""
    req = dict(ir=ir, triple=hooks.triple, cpu=hooks.cpu, features=hooks.features, symbol=symbol,
               outputs=("opt", *outputs), library=lib)
    return worker.run(req, hooks.name, kernel)
