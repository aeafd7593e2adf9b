"""The executor: run Kernel IR bodies on a target with numpy or device arrays (checks, compile cache, faults)."""
from .arrays import DeviceArray, sync, to_device, zeros  # noqa: F401
from .executor import compile_cached, execute, resolve_target  # noqa: F401
from .load import load_kernel  # noqa: F401
from .wrapper import Kernel, kernel  # noqa: F401
