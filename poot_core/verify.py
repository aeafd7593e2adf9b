"""The verifier's old import path: it lives in poot_core.ir.verify (beside the IR it checks)."""
from .ir.verify import KINDS, verify

__all__ = ["KINDS", "verify"]
