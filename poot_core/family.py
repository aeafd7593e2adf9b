"""The committed family assets (the planner's catalog): where they are, their manifest, their bodies.

The assets are `assets/manifest.toml` and the `.kir.json` files it lists, imported by pootc from
the Rust sources under `kernels/`. In a repository checkout `poot_core/assets` and
`poot_core/kernels` are links to the repo's `assets/` and `kernels/`; an installed wheel carries
real copies there (pyproject.toml's package-data), so the same paths work in both.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from .errors import UsageError
from .ir.nodes import Body

SUFFIX = ".kir.json"


def root() -> Path:
    """The folder holding `assets/` and `kernels/` (the manifest's paths are relative to it)."""
    here = Path(__file__).resolve().parent
    if (here / "assets" / "manifest.toml").is_file():
        return here
    up = here.parent  # a checkout whose links were not made (git with core.symlinks=false)
    if (up / "assets" / "manifest.toml").is_file():
        return up
    raise UsageError(f"the kernel assets are missing: no assets/manifest.toml under {here}; reinstall poot")


def manifest() -> list[dict]:
    """The manifest's rows (name, source, kernel, dest, overflow_checks[, trap_free], and for the
    family kernels the planner's columns: op_class, layout, pattern, output, grid[, consts, where,
    assumes, flops], read by poot_core/plan/catalog.py)."""
    return tomllib.loads((root() / "assets" / "manifest.toml").read_text())["asset"]


def paths() -> dict[str, Path]:
    """Every asset's `.kir.json`, by `<dest>/<name>` relative to the root (e.g. assets/probe/wg_reduce)."""
    base = root()
    return {f"{r['dest']}/{r['name']}": base / r["dest"] / f"{r['name']}{SUFFIX}" for r in manifest()}


def body(name: str) -> Body:
    """The Body of the asset `name` (`<dest>/<name>` or the bare name when it is unique)."""
    from .ir import kir

    ps = paths()
    if name not in ps:
        hits = [k for k in ps if k.rsplit("/", 1)[-1] == name]
        if len(hits) != 1:
            raise UsageError(f"no kernel asset named {name!r}" if not hits else
                             f"{name!r} names several assets ({', '.join(hits)}); give <dest>/<name>")
        name = hits[0]
    return kir.read(ps[name]).body
