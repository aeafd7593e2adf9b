"""The xdna target's compile options (what the target module and the plugin registry need, without
the code generator; codegen.py re-exports them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from poot_core.errors import UsageError
from poot_core.options import TargetOptions, option

from . import layout as LY

TARGET = "xdna"


@dataclass(frozen=True)
class Options(TargetOptions):
    """The xdna target's compile options."""

    target = TARGET
    lens: Any = option(None, "elements reserved per parameter: name:count,name:count (or a dict)")
    capacity: int | None = option(None, f"elements for parameters lens does not name (none: {LY.DEFAULT_CAPACITY})")
    tiles: int = option(1, f"compute tiles, 1..{LY.MAX_TILES}")
    fifo_depth: int = option(1, "1 (one object per launch) or 2 (double buffering)", (1, 2))
    build: bool = option(True, "run aiecc when it is on PATH (false: the artifact is the MLIR-AIE module)")
    mlir_aie: str | None = option(None, "the mlir-aie release to write the module for: the date of its sources "
                                        "(YYYY-MM-DD) or 'newest' (none: detect the installed one)")
    peano: str | None = option(None, "Peano (llvm-aie) install dir for aiecc --peano (none: aiecc finds it: "
                                     "$PEANO_INSTALL_DIR, or next to aiecc)")

    def check(self) -> None:
        if not 1 <= self.tiles <= LY.MAX_TILES:
            self.refuse("tiles", f"one npu2 column has 1..{LY.MAX_TILES} compute tiles")
        if self.mlir_aie is not None:
            from . import toolchain as TC

            try:
                TC.detect(self.mlir_aie)
            except UsageError as e:
                self.refuse("mlir_aie", str(e))
