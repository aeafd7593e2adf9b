"""Quiet Vulkan start-up on headless machines: a private XDG_RUNTIME_DIR where the session has none.

Mesa's device-select Vulkan layer (`VK_LAYER_MESA_device_select`, installed with
mesa-vulkan-drivers, an implicit layer of every Vulkan instance) asks Wayland for the display's
default GPU whenever an instance that enabled a Wayland surface extension enumerates its devices:
wgpu-native's does (the vulkan target's enables no surface extension and stays quiet). libwayland prints
`error: XDG_RUNTIME_DIR is invalid or not set in the environment.` on stderr when that variable
is unset or not an absolute path - on every headless machine, container and CI runner, several
times per command, `poot targets list` included. The message is not poot's and nothing is wrong.

The XDG Base Directory specification's answer to a missing runtime directory is a replacement
"with similar capabilities": `ensure_runtime_dir()` creates one for this process (a fresh 0700
directory under the temp dir, removed at exit) and sets XDG_RUNTIME_DIR to it; the wgpu target
calls it before wgpu-native creates its instance. It does nothing when the session has a valid one (an absolute path, as
libwayland requires). The layer still runs and still finds no display (there is no socket in the
new directory), so device choice is unchanged; no output is filtered and no layer is disabled.
Child processes (rustc, the LLVM worker) inherit the variable, which is harmless.
"""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import threading

from . import knobs

_lock = threading.Lock()
_made: list[str] = []


def ensure_runtime_dir() -> str:
    """XDG_RUNTIME_DIR as it is when valid (an absolute path); else a private 0700 directory made
    for this process (once), which XDG_RUNTIME_DIR then names."""
    current = knobs.xdg_runtime_dir()
    if current.startswith("/"):
        return current
    with _lock:
        if not _made:
            d = tempfile.mkdtemp(prefix="poot-xdg-runtime-")  # mode 0700, owned by this user
            _made.append(d)
            atexit.register(shutil.rmtree, d, True)
        os.environ["XDG_RUNTIME_DIR"] = _made[0]
        return _made[0]
