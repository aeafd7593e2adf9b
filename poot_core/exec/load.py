"""Load a kernel Body from a file: a `.kir.json` asset or a Rust source imported by pootc."""
from __future__ import annotations

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


def load_kernel(path: str | Path, kernel: str | None = None) -> Body:
    """The Body in `path`: a `.kir.json` (read strictly) or a `.rs` (imported by pootc; a file with
    several kernels needs `kernel=NAME`). UsageError for a missing file or another extension;
    KirFormatError / ImportFailed for a bad file."""
    p = Path(path)
    if not p.is_file():
        raise UsageError(f"{path}: no such file")
    name = p.name
    if name.endswith(".rs"):
        from ..pootc import import_file

        files = import_file(str(p), kernel=kernel) if kernel is not None else import_file(str(p))
        return _pick([f.body for f in files], kernel, str(path))
    if name.endswith(".json"):
        return _pick([kir.read(p).body], kernel, str(path))
    raise UsageError(f"{path}: a kernel is a .kir.json file or a Rust .rs source, not {p.suffix or 'an extensionless file'}")
