"""Old import path of the LLVM backend, kept for code outside the repo: use `poot_core.backends.llvm`.

Every name of `poot_core.backends.llvm` is re-exported here, and every `poot_core.codegen.llvm.<module>`
is the very module object of the new path (so classes such as DriverError stay one class).
"""
import importlib
import pkgutil
import sys

from ...backends import llvm as _new
from ...backends.llvm import *  # noqa: F401,F403
from ...backends.llvm import __all__  # noqa: F401

for _m in pkgutil.iter_modules(_new.__path__):
    globals()[_m.name] = sys.modules[f"{__name__}.{_m.name}"] = importlib.import_module(f"{_new.__name__}.{_m.name}")
