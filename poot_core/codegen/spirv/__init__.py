"""Old import path of the SPIR-V backend, kept for code outside the repo: use `poot_core.backends.spirv`.

This name and every `poot_core.codegen.spirv.<module>` are the very module objects of the new path.
"""
import importlib
import pkgutil
import sys

from ...backends import spirv as _new

for _m in pkgutil.iter_modules(_new.__path__):
    sys.modules[f"{__name__}.{_m.name}"] = importlib.import_module(f"{_new.__name__}.{_m.name}")
sys.modules[__name__] = _new
