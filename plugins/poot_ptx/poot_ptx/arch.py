"""The ptx target's architecture facts, without the code generator: the default SM, the SMs LLVM's
NVPTX knows, and which of them have tensor cores (Wmma) and warpgroup MMA (what the target module
and the plugin registry need; codegen.py re-exports them)."""
from __future__ import annotations

import re

from poot_core.backends.llvm.hooks import MATH_LIBDEVICE, MATH_OWN
from poot_core.errors import UsageError

DEFAULT_SM = "sm_90"
MATH_CHOICES = ("auto", MATH_LIBDEVICE, MATH_OWN)


KNOWN_SM = (50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 88, 89, 90, 100, 101, 103, 110, 120, 121)
WMMA_MIN_SM = 70  # wmma.m16n16k16 (tensor cores): Volta and newer
WMMA_SHAPES = ((16, 16, 16),)
CP_ASYNC_MIN_SM = 80  # cp.async (global -> shared): Ampere and newer; older chips copy with ld/st


def wmma_shapes(sm: str) -> tuple[tuple[int, int, int], ...]:
    """The Wmma tile shapes (m, n, k) the ptx target lowers for `sm` ('sm_90', ...)."""
    return WMMA_SHAPES if int(parse_sm(sm)[3:]) >= WMMA_MIN_SM else ()


WGMMA_SM = 90  # wgmma (warpgroup MMA): Hopper only, through the arch-specific sm_90a target


def has_wgmma(sm: str) -> bool:
    """Whether the ptx target lowers warpgroup MMA for `sm` (sm_90: the module is built as sm_90a)."""
    return int(parse_sm(sm)[3:]) == WGMMA_SM


def parse_sm(sm) -> str:
    """'sm_90', '90' or 90 -> 'sm_90'; UsageError for anything LLVM's NVPTX does not know."""
    m = re.fullmatch(r"(?:sm_)?(\d{2,3})a?", str(sm).strip())
    if not m or int(m.group(1)) not in KNOWN_SM:
        raise UsageError(f"sm={sm!r} is not an NVIDIA compute capability LLVM targets; pick one of "
                         + ", ".join(f"sm_{k}" for k in KNOWN_SM))
    return f"sm_{m.group(1)}"


STATIC_SHARED_BYTES = 48 * 1024  # static .shared per block without the dynamic opt-in (every sm)
# the most shared memory one block may opt in to (cudaFuncAttributeMaxDynamicSharedMemorySize),
# per compute capability (CUDA C Programming Guide, "Technical Specifications per Compute
# Capability"); sm_5x/6x have no opt-in above the static 48 KiB
OPTIN_SHARED_BYTES = {70: 96 * 1024, 72: 96 * 1024, 75: 64 * 1024, 80: 163 * 1024, 86: 99 * 1024, 87: 163 * 1024,
                      88: 99 * 1024, 89: 99 * 1024, 90: 227 * 1024, 100: 227 * 1024, 101: 227 * 1024,
                      103: 227 * 1024, 110: 227 * 1024, 120: 99 * 1024, 121: 99 * 1024}


def optin_shared_bytes(sm: str) -> int:
    """The shared memory a block of `sm` may have with the dynamic opt-in (48 KiB where there is none)."""
    return OPTIN_SHARED_BYTES.get(int(parse_sm(sm)[3:]), STATIC_SHARED_BYTES)
