"""Kernel IR -> SPIR-V for the wgpu and raw-Vulkan targets: binding ABI, module builder, lowering.

`abi` is the contract with the loaders; `compile_spirv(body)` returns a module's bytes.
"""
from . import abi  # noqa: F401


def compile_spirv(body, **options):
    """Structurize and lower `body` to a SPIR-V 1.3 module (bytes); see `lower.compile_spirv`."""
    from .lower import compile_spirv as _compile

    return _compile(body, **options)


def disassemble(words) -> str:
    """`spirv-dis` text of a module (bytes or a sequence of u32 words)."""
    from .dis import disassemble as _dis

    return _dis(words)
