"""The on-disk artifact cache (POOT_COMPILE_CACHE=1): one pickle per key, written atomically.

Entries live in `$POOT_CACHE_DIR/compile/<key[2]>/<sha256 of the key>.pkl` (key[2]: the target
name for a compile, `import` for a `.rs` import). A write goes to a temp
file in the same directory and is renamed into place, so a reader never sees half an entry; an
entry that cannot be read back as the Artifact of its key (truncated, corrupt, from another
version) is ignored, and the compile that follows rewrites it. Only the user's own cache directory
is read: pickles run code when loaded, so do not point POOT_CACHE_DIR at a directory others write.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from typing import TypeVar, overload

from . import knobs
from .target import Artifact

_T = TypeVar("_T")


def _path(key: tuple[str, ...]) -> str:
    d = knobs.compile_cache_dir()
    name = hashlib.sha256("\0".join(key).encode()).hexdigest()
    safe = ("".join(c if c.isalnum() or c in "_-" else "_" for c in key[2]) or "target")[-64:]
    return os.path.join(d, safe, f"{name}.pkl")


@overload
def load(key: tuple[str, ...]) -> Artifact | None: ...
@overload
def load(key: tuple[str, ...], kind: type[_T]) -> _T | None: ...
def load(key: tuple[str, ...], kind: type = Artifact) -> object | None:
    """The cached `kind` (an Artifact; a list of KirFiles for an import) for `key`, or None (cache
    off, no entry, or an unreadable one)."""
    if not knobs.compile_cache_dir():
        return None
    try:
        with open(_path(key), "rb") as f:
            stored_key, art = pickle.load(f)
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a corrupt or foreign entry is a miss; the next store rewrites it
        return None
    if stored_key != key or not isinstance(art, kind):
        return None
    return art


def store(key: tuple[str, ...], art: object) -> None:
    """Write `art` for `key` (temp file + rename); a failure to write only loses the cache entry."""
    if not knobs.compile_cache_dir():
        return
    path = _path(key)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = pickle.dumps((key, art), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - an artifact that does not pickle is simply not cached
        return
    import tempfile  # imported for a write only (a warm cache never writes)

    fd, tmp = tempfile.mkstemp(prefix=".entry.", suffix=".tmp", dir=os.path.dirname(path))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
