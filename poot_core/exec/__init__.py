"""The executor: run Kernel IR bodies on a target with numpy arrays (checks, compile cache, faults)."""
from .executor import compile_cached, execute, resolve_target  # noqa: F401
from .load import load_kernel  # noqa: F401
from .wrapper import Kernel, kernel  # noqa: F401
