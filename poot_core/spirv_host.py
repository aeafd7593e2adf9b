"""Old import path of the SPIR-V host skeleton, kept for code outside the repo: use `poot_core.backends.spirv.host`.

`poot_core.spirv_host` is the very module object of the new path.
"""
import sys

from .backends.spirv import host as _host

sys.modules[__name__] = _host
