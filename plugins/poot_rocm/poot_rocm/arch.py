"""The rocm target's architecture facts, without the code generator: the default chip, the chips
LLVM knows, and which lower Wmma (what the target module and the plugin registry need; codegen.py
re-exports them)."""
from __future__ import annotations

import re

from poot_core.errors import UsageError

DEFAULT_GFX = "gfx942"
TESTED_GFX = ("gfx942", "gfx90a", "gfx1100")


# chips LLVM 22 knows (an unknown name only draws a warning from LLVM and generic code)
KNOWN_GFX = frozenset("gfx900 gfx902 gfx904 gfx906 gfx908 gfx909 gfx90a gfx90c gfx942 gfx950 gfx1010 gfx1011 "
                      "gfx1012 gfx1030 gfx1031 gfx1032 gfx1033 gfx1034 gfx1035 gfx1036 gfx1100 gfx1101 gfx1102 "
                      "gfx1103 gfx1150 gfx1151 gfx1152 gfx1153 gfx1200 gfx1201".split())


def parse_gfx(gfx) -> str:
    g = str(gfx).strip().lower().split(":")[0]  # "gfx942:sramecc+:xnack-" -> gfx942
    if not re.fullmatch(r"gfx[0-9a-f]{3,4}", g):
        raise UsageError(f"gfx={gfx!r} is not an AMD GPU name like gfx942, gfx90a or gfx1100")
    if g not in KNOWN_GFX:
        raise UsageError(f"gfx={g} is not a chip this LLVM targets; pick one of {', '.join(sorted(KNOWN_GFX))}")
    return g


WMMA_SHAPES = ((16, 16, 16),)


def wmma_shapes(gfx: str) -> tuple[tuple[int, int, int], ...]:
    """The Wmma tile shapes (m, n, k) the rocm target lowers for `gfx`: gfx11 (RDNA3, wave32 WMMA) only."""
    return WMMA_SHAPES if parse_gfx(gfx).startswith("gfx11") else ()


def wave32(gfx: str) -> bool:
    """Whether `gfx` runs poot's kernels in 32-lane waves: RDNA (gfx10, gfx11, gfx12), which LLVM
    compiles for wave32 by default; GCN/CDNA (gfx9) waves have 64 lanes."""
    return parse_gfx(gfx).startswith("gfx1")
