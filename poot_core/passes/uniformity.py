"""The uniformity analysis' old import path: it lives in poot_core.ir.uniformity (the verifier uses it)."""
from ..ir.uniformity import BOTTOM, D, LEVEL_NAMES, Q, SUBGROUP, U, UM, Uniformity, analyze

__all__ = ["BOTTOM", "D", "LEVEL_NAMES", "Q", "SUBGROUP", "U", "UM", "Uniformity", "analyze"]
