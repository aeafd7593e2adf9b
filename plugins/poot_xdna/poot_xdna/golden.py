"""Golden MLIR-AIE modules of the trap-free assets: `python -m poot_xdna.golden --write | --check`.

One file per manifest row with `trap_free = true` (the family `_nt` kernels and trap-free probe
kernels), compiled with the default options (capacity 1024, one tile, no aiecc build) for the
newest known mlir-aie release (dialect.CHANGES; mlir_aie=newest, whatever is installed), stored
under plugins/poot_xdna/tests/golden/<name>.aie.mlir. --check exits 1 and names every stale or
missing file; --write regenerates them (one code path for both modes).
"""
from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def trap_free_assets() -> list[tuple[str, Path]]:
    """(name, .kir.json path) of every manifest row marked trap_free."""
    rows = tomllib.loads((ROOT / "assets" / "manifest.toml").read_text())["asset"]
    return [(r["name"], ROOT / r["dest"] / f"{r['name']}.kir.json") for r in rows if r.get("trap_free")]


def render(path: Path) -> str:
    from poot_core.ir import kir

    from .codegen import Options, generate

    return generate(kir.read(path).body, Options(build=False, mlir_aie="newest")).module


def run(write: bool) -> list[str]:
    """Regenerate (write) or compare (check); returns the problems found (check) or files written."""
    problems = []
    want = {}
    for name, path in trap_free_assets():
        want[f"{name}.aie.mlir"] = render(path)
    if write:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        for old in GOLDEN.glob("*.aie.mlir"):
            if old.name not in want:
                old.unlink()
    for fname, text in sorted(want.items()):
        f = GOLDEN / fname
        if write:
            if not f.exists() or f.read_text() != text:
                f.write_text(text)
                problems.append(f"wrote {f.relative_to(ROOT)}")
        elif not f.exists():
            problems.append(f"missing {f.relative_to(ROOT)}")
        elif f.read_text() != text:
            problems.append(f"stale {f.relative_to(ROOT)}")
    if not write and GOLDEN.exists():
        problems += [f"unexpected {f.relative_to(ROOT)}" for f in GOLDEN.glob("*.aie.mlir") if f.name not in want]
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m poot_xdna.golden", description=__doc__.splitlines()[0])
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--write", action="store_true")
    g.add_argument("--check", action="store_true")
    a = ap.parse_args(argv)
    out = run(a.write)
    for line in out:
        print(line)
    if a.check and out:
        print("golden modules are stale: run python -m poot_xdna.golden --write and review the diff", file=sys.stderr)
        return 1
    if a.check:
        print(f"{len(trap_free_assets())} golden modules match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
