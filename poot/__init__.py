"""poot: GPU and NPU kernels written once in Rust, run on every target - the public Python API.

    import numpy as np, poot
    add = poot.kernel("examples/elementwise_add.rs")    # a .rs, a .kir.json or a Body
    out = add(a, b, np.zeros_like(a), threads=len(a))   # on POOT_TARGET, else the best available
    x = poot.to_device(a); y = poot.zeros(a.shape, a.dtype)  # resident on the same target
    add(x, x, y, threads=len(a)); y.numpy()             # enqueued; numpy() syncs and reads back
    poot.targets(); poot.get_target("oracle")

    from poot import ops                                # tensor graphs, traced from numpy-like code
    g = poot.trace(lambda x, w: ops.tanh(x @ w))(np.zeros((4, 8), np.float32), np.zeros((8, 2), np.float32))
    # g: a poot_core.plan.graph.Graph (inputs x, w; one output), see docs/planner.md

The implementation lives in `poot_core`; this package re-exports what a user needs.
"""
from typing import Any

from poot_core import __version__, errors
from poot_core.errors import PootError
from poot_core.exec import DeviceArray, Kernel, execute, kernel, load_kernel, sync, to_device, zeros
from poot_core.plugins import best_target, get_target, targets
from poot_core.target import Grid

# the planner (ops, trace, compile) is imported on first use: `import poot` stays cheap for kernel calls
_LAZY = {"ops": ("poot_core.plan.ops", None), "compile": ("poot_core.plan.compile", "compile"),
         "trace": ("poot_core.plan.trace", "trace")}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'poot' has no attribute {name!r}")
    import importlib

    module, attr = _LAZY[name]
    value = importlib.import_module(module)
    value = value if attr is None else getattr(value, attr)
    globals()[name] = value  # the next lookup is an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))

__all__ = ["__version__", "errors", "PootError", "Kernel", "kernel", "execute", "load_kernel", "targets",
           "get_target", "best_target", "Grid", "DeviceArray", "to_device", "zeros", "sync", "trace", "ops",
           "compile"]
