"""Committed kernel assets: regenerate every .kir.json from its Rust source (--write) or check (--check).

One manifest table, `assets/manifest.toml`, lists every asset: its name (the file is
`<dest>/<name>.kir.json`), its Rust source, the kernel in that source, its destination folder
(any repo-relative folder: the planner's `assets/<family>` or a target plugin's own asset
folder) and its import options (`overflow_checks`; `trap_free = true` additionally requires
the imported body to hold no Trap, as the NPU needs). A family row may carry the planner
columns (op_class, layout, pattern, output, grid, and optionally consts, where, assumes,
flops: poot_core/plan/catalog.py); they are checked against the imported body (every pattern
binds exactly the kernel's parameters, every formula parses). Both modes run the same code path,
`drift()`: it imports every source, renders the canonical text and compares it with the
committed file, and lists every `*.kir.json` in a destination folder that no row names.
`--write` then fixes what `drift()` found; `--check` reports it and exits 1.

    python -m poot_core.pootc.regen --check      # CI: fails on any stale, missing or extra asset
    python -m poot_core.pootc.regen --write      # `just regen-kernel-assets`
"""
from __future__ import annotations

import argparse
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import PootError, UsageError
from ..ir import kir
from . import import_file

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "assets" / "manifest.toml"
SUFFIX = ".kir.json"
_FIELDS = {"name": str, "source": str, "kernel": str, "dest": str, "overflow_checks": bool, "trap_free": bool}
_REQUIRED = ("name", "source", "kernel", "dest", "overflow_checks")
_PLANNER = {"op_class": str, "layout": str, "pattern": list, "output": str, "consts": dict, "grid": str,
            "where": list, "assumes": list, "flops": str}  # = plan.catalog.PLANNER_FIELDS (a test checks)


@dataclass(frozen=True)
class Entry:
    """One manifest row."""

    name: str
    source: str  # repo-relative .rs
    kernel: str  # the kernel's name in the source (without __poot_kernel_)
    dest: str  # repo-relative destination folder
    overflow_checks: bool
    trap_free: bool = False
    # the row's planner columns as (key, value) pairs (values are TOML lists and tables, so they
    # take no part in hashing: an Entry is a dict key of the parallel import)
    planner: tuple = field(default=(), compare=False)

    def path(self, root: Path = ROOT) -> Path:
        return root / self.dest / f"{self.name}{SUFFIX}"


@dataclass(frozen=True)
class Drift:
    """One difference between the manifest's assets and the files on disk."""

    path: Path
    kind: str  # "stale" | "missing" | "extra"
    want: str | None  # the canonical text (None for an extra file, to be deleted)

    def __str__(self) -> str:
        what = {"stale": "differs from what its source regenerates",
                "missing": "is listed in the manifest but not committed",
                "extra": "is in a destination folder but no manifest row names it"}[self.kind]
        return f"{self.path}: {what}"


def load_manifest(path: Path = MANIFEST) -> list[Entry]:
    """Read and validate the manifest; raises UsageError naming the row and field."""
    try:
        doc = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise UsageError(f"{path}: cannot read the asset manifest: {e}") from None
    rows = doc.get("asset")
    if not isinstance(rows, list) or set(doc) - {"asset"}:
        raise UsageError(f"{path}: the manifest must hold only [[asset]] rows")
    entries: list[Entry] = []
    seen: set[tuple[Path, str]] = set()
    for i, row in enumerate(rows):
        where = f"{path}: [[asset]] #{i + 1}"
        missing = [f for f in _REQUIRED if f not in row]
        unknown = sorted(set(row) - set(_FIELDS) - set(_PLANNER))
        if missing or unknown:
            raise UsageError(f"{where}: missing field(s) {missing}, unknown field(s) {unknown}; "
                             f"a row has {list(_REQUIRED)}, optionally trap_free and the planner columns "
                             f"{list(_PLANNER)}")
        for k, v in row.items():
            want = _FIELDS.get(k) or _PLANNER[k]
            if not isinstance(v, want):
                raise UsageError(f"{where}: field {k!r} must be a {want.__name__}, not {v!r}")
        entry = Entry(**{k: v for k, v in row.items() if k in _FIELDS},
                      planner=tuple((k, v) for k, v in row.items() if k in _PLANNER))
        if entry.trap_free and entry.overflow_checks:
            raise UsageError(f"{where} ({entry.name}): trap_free needs overflow_checks = false")
        key = (Path(entry.dest), entry.name)
        if key in seen:
            raise UsageError(f"{where}: asset {entry.dest}/{entry.name}{SUFFIX} is listed twice")
        seen.add(key)
        entries.append(entry)
    return entries


def render(entry: Entry, root: Path = ROOT) -> str:
    """The canonical .kir.json text of one asset, imported from its source now."""
    files = import_file(root / entry.source, overflow_checks=entry.overflow_checks, kernel=entry.kernel)
    if len(files) != 1:
        raise UsageError(f"{entry.source}: expected exactly one kernel {entry.kernel!r}, the importer returned "
                         f"{[f.body.name for f in files]}; fix the manifest row {entry.name!r}")
    kf = files[0]
    if entry.planner:
        from ..plan.catalog import check_row

        check_row({"name": entry.name, "dest": entry.dest, **dict(entry.planner)}, kf.body)
    if entry.trap_free and kf.body.traps():
        sites = ", ".join(f"{t.kind} at {t.span}" for _, t in kf.body.traps())
        raise UsageError(f"{entry.name}: the manifest marks it trap_free but {entry.source} still imports with "
                         f"traps ({sites}); guard those accesses so a dominating check covers them")
    return kir.dumps(kf.body, kf.producer)


def drift(entries: list[Entry], root: Path = ROOT) -> list[Drift]:
    """Every stale, missing or extra asset: the one code path behind --check and --write."""
    out: list[Drift] = []
    for e in entries:
        want, path = render(e, root), e.path(root)
        if not path.exists():
            out.append(Drift(path, "missing", want))
        elif path.read_text() != want:
            out.append(Drift(path, "stale", want))
    listed = {e.path(root) for e in entries}
    for d in sorted({root / e.dest for e in entries}):
        for f in sorted(d.glob(f"*{SUFFIX}")) if d.is_dir() else ():
            if f not in listed:
                out.append(Drift(f, "extra", None))
    return out


def apply(found: list[Drift]) -> None:
    """Make the files match the manifest (write mode)."""
    for d in found:
        if d.want is None:
            d.path.unlink()
        else:
            d.path.parent.mkdir(parents=True, exist_ok=True)
            d.path.write_text(d.want)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m poot_core.pootc.regen", description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="report stale, missing or extra assets; exit 1 if any")
    mode.add_argument("--write", action="store_true", help="regenerate every asset and delete extra ones")
    ap.add_argument("--manifest", type=Path, default=MANIFEST, help="the manifest (default assets/manifest.toml)")
    args = ap.parse_args(argv)
    try:
        entries = load_manifest(args.manifest)
        found = drift(entries)
    except PootError as e:
        print(f"regen: {e}", file=sys.stderr)
        return e.exit_code or 1
    for d in found:
        print(f"{'fixed' if args.write else 'drift'}: {d}", file=sys.stderr)
    if args.write:
        apply(found)
        print(f"regen: {len(entries)} assets up to date ({len(found)} written or removed)")
        return 0
    if found:
        print("regen: run `just regen-kernel-assets` (or `python -m poot_core.pootc.regen --write`) and commit",
              file=sys.stderr)
        return 1
    print(f"regen: {len(entries)} assets up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
