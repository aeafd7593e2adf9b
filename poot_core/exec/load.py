"""Load a kernel Body from a file: a `.kir.json` asset or a Rust source imported by pootc.

Imports of a `.rs` are cached like compiles (poot_core.compile): in memory per process and, with
POOT_COMPILE_CACHE=1, on disk under `$POOT_CACHE_DIR/compile/`, keyed by (source hash, the path
as given and repo-relative, overflow checks, kernel, rustc version, pootc flags, poot version), so
a second `poot run k.rs` runs no rustc compile (only `rustc --version`, once per process, for the key).
"""
from __future__ import annotations

import os
from pathlib import Path

from ..errors import UsageError
from ..ir import kir
from ..ir.nodes import Body

_PREFIX = "__poot_kernel_"


def _pick(bodies: list[Body], kernel: str | None, path: str) -> Body:
    names = [b.name for b in bodies]
    if kernel is not None:
        for b in bodies:
            if b.name == kernel or b.name == _PREFIX + kernel or _PREFIX + b.name == kernel:
                return b
        raise UsageError(f"{path}: no kernel named {kernel!r}; it holds {', '.join(names) or 'no kernel'}")
    if len(bodies) == 1:
        return bodies[0]
    if not bodies:
        raise UsageError(f"{path}: holds no #[kernel] fn")
    raise UsageError(f"{path} holds several kernels ({', '.join(names)}); choose one with --kernel NAME "
                     "(Python: kernel=NAME)")


def input_file(path: str | Path, what: str = "") -> Path:
    """`path` as a Path when it names a regular file; else a UsageError that says what it is instead
    (no such file, a directory, not a regular file). `what` is appended to the message (what the
    file should be)."""
    p = Path(path)
    hint = f" ({what})" if what else ""
    try:
        if p.is_file():
            return p
        exists, is_dir = p.exists(), p.is_dir()
    except OSError as e:  # e.g. a name too long for the file system
        raise UsageError(f"{path}: cannot use it: {e.strerror or e}{hint}") from None
    if is_dir:
        raise UsageError(f"{path}: is a directory, not a file{hint}")
    if exists:
        raise UsageError(f"{path}: not a regular file{hint}")
    raise UsageError(f"{path}: no such file{hint}")


def load_kernel(path: str | Path, kernel: str | None = None) -> Body:
    """The Body in `path`: a `.kir.json` (read strictly) or a `.rs` (imported by pootc; a file with
    several kernels needs `kernel=NAME`), verified (`Body.verify`, remembered: the compile that
    follows does not verify it again), so nothing downstream sees an ill-formed body. UsageError
    for a missing file, a directory or another extension; KirFormatError / ImportFailed for a bad
    file; VerifyError for an ill-formed body (a workgroup size < 1, two parameters of one name, ...)."""
    from ..compile import verified

    p = input_file(path, "a kernel is a .kir.json file or a Rust .rs source")
    name = p.name
    if name.endswith(".rs"):
        files = import_cached(str(p), kernel)
        body = _pick([f.body for f in files], kernel, str(path))
    elif name.endswith(".json"):
        body = _pick([kir.read(p).body], kernel, str(path))
    else:
        raise UsageError(f"{path}: a kernel is a .kir.json file or a Rust .rs source, not "
                         f"{p.suffix or 'an extensionless file'}")
    verified(body)
    return body


_imports: dict[tuple[str, ...], list] = {}


def import_key(path: str, kernel: str | None = None) -> tuple[str, ...]:
    """What decides `import_file(path, kernel=kernel)`'s result (ToolchainError without rustc)."""
    import hashlib

    from .. import __version__
    from ..pootc import driver, overflow_pragma, repo_root

    try:
        source = Path(path).read_bytes()
    except OSError as e:
        raise UsageError(f"cannot read kernel source {path}: {e.strerror}") from None
    pragma = overflow_pragma(source.decode("utf-8", errors="replace"))
    overflow = True if pragma is None else pragma
    rel = os.path.relpath(Path(path).resolve(), repo_root(path))
    return (hashlib.sha256(source).hexdigest(), path, "import", rel, str(kernel), driver.rustc_version(),
            " ".join(driver.flags(overflow)), __version__)  # key[2]: the disk cache's group


def import_cached(path: str, kernel: str | None = None) -> list:
    """`pootc.import_file(path[, kernel=kernel])`, cached by `import_key` (failures are not cached)."""
    from .. import compile_disk
    from ..pootc import import_file

    key = import_key(path, kernel)
    files = _imports.get(key)
    if files is None:
        files = compile_disk.load(key, list)
    if files is None:
        files = import_file(path, kernel=kernel) if kernel is not None else import_file(path)
        compile_disk.store(key, files)
    _imports[key] = files
    return files
