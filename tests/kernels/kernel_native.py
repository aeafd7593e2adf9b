"""The rustc-native harness, re-exported for the kernel tests (it lives in poot_core.testing.native)."""
from poot_core.testing.native import CACHE, Native, NativeBuildError, NativeFault, harness_text, panic_kind  # noqa: F401
