"""pootc: import Rust `#[kernel]` functions into Kernel IR through rustc's Stable MIR.

    from poot_core.pootc import import_file
    [kf] = import_file("kernels/probe/add.rs")      # -> [KirFile(body, producer)]

`import_file` (importer.py) runs its stages in order: read the file, run rustc's prints
(driver.py) and parse them (mir.py, spans.py), select the kernels, have rustc evaluate the
constants they name (consts.py), lower every kernel (lower.py, cfg.py), tidy the bodies
(cleanup.py, with passes/checks.py dropping dominated bounds checks) and verify them. Rust
outside the accepted subset raises ImportFailed with every located diagnostic; a missing or
untested rustc, or rustc's own errors, raise ToolchainError.
"""
from __future__ import annotations

from .driver import rustc_version
from .importer import KERNEL_PREFIX, import_file, overflow_pragma, repo_root

__all__ = ["import_file", "import_kernel", "rustc_version", "repo_root", "overflow_pragma", "KERNEL_PREFIX"]


def import_kernel(path, name: str, **opts):
    """Import the one kernel `name` of a file."""
    return import_file(path, kernel=name, **opts)[0]
