"""Which family kernels' PTX the nowrap marks change: the PTX instruction count of each asset
compiled for ptx with the range passes on, with and without the marks (poot_core.passes.nowrap),
and for the `_nt` (trap-free) ones also with POOT_CHECK_RANGES=0 (their only difference from on is
the marks). Runs anywhere llvmlite does (no GPU): `python bench/nowrap_ptx.py [ASSET ...]`."""
from __future__ import annotations

import os
import re
import sys

from poot_core import plugins
from poot_core.compile import compile_body
from poot_core.ir import kir
from poot_core.passes import nowrap, range_checks
from poot_core.pootc import regen

_REAL = range_checks.mark_nowrap


def _unmarked(body, ranges=None, proven=None):
    return body, nowrap.Marked((), ())


def ptx_lines(name: str, marks: bool, ranges: bool = True) -> list[str]:
    """The PTX instructions of asset `name` (no directives, no labels)."""
    entry = next(e for e in regen.load_manifest() if e.name == name)
    range_checks.mark_nowrap = _REAL if marks else _unmarked  # type: ignore[assignment]
    os.environ["POOT_CHECK_RANGES"] = "1" if ranges else "0"
    try:
        art = compile_body(kir.read(entry.path()).body, plugins.get_target("ptx"))
    finally:
        range_checks.mark_nowrap = _REAL
        os.environ.pop("POOT_CHECK_RANGES", None)
    text = dict(art.stages)["ptx"]
    text = text.decode() if isinstance(text, bytes) else text
    return [ln.strip() for ln in text.splitlines() if re.match(r"\s+[a-z@]", ln) and not ln.strip().startswith(".")]


def main(names: list[str]) -> None:
    if not names:
        names = [e.name for e in regen.load_manifest() if e.source.startswith("kernels/")]
    print("| asset | PTX instructions with marks | without | changed | _nt with POOT_CHECK_RANGES=0 |")
    print("|---|---|---|---|---|")
    for name in names:
        on, off = ptx_lines(name, True), ptx_lines(name, False)
        nt = len(ptx_lines(name, True, ranges=False)) if name.endswith("_nt") else ""
        print(f"| {name} | {len(on)} | {len(off)} | {'yes' if on != off else 'no'} | {nt} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
