"""Hash every compiled artifact of every committed kernel, per target, to prove a change to the IR
layer (here: Const keeping float bits) leaves every code generator's output byte-identical.

    .venv/bin/python bench/oracle_artifact_hashes.py > /tmp/after.txt     # on the branch
    (cd /work/main && .venv/bin/python <this file> > /tmp/before.txt)     # on main
    diff /tmp/before.txt /tmp/after.txt && echo identical

Kernels: every committed .kir.json (assets/, examples/, tests/) and every kernel pootc imports from
tests/kernels/accepted/*.rs and tests/fuzz/regressions/**/*.rs (needs rustc; skipped without it).
Targets: oracle (the canonical .kir.json), vulkan, wgpu, ptx, rocm, xdna, each with its default
options; every stage of the artifact is hashed. A body a target refuses prints its error class
(the refusal must be the same on both sides). One line per (kernel, target, stage); the last line
counts them.
"""
from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ("oracle", "vulkan", "wgpu", "ptx", "rocm", "xdna")


def bodies():
    from poot_core.ir import kir

    files = subprocess.run(["git", "ls-files", "*.kir.json"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    for f in sorted(files):
        yield f, kir.read(ROOT / f).body
    try:
        from poot_core.pootc import import_file
    except ImportError:
        return
    rs = sorted((ROOT / "tests" / "kernels" / "accepted").glob("*.rs"))
    rs += sorted((ROOT / "tests" / "fuzz" / "regressions").rglob("*.rs"))
    for p in rs:
        rel = str(p.relative_to(ROOT))
        try:
            kfs = import_file(str(p))
        except Exception as e:  # noqa: BLE001 - a refusal is part of the record
            yield rel, type(e).__name__
            continue
        for kf in kfs:
            yield f"{rel}::{kf.body.name}", kf.body


def main() -> int:
    from poot_core import plugins

    n = 0
    targets = []
    for t in TARGETS:
        try:
            targets.append(plugins.get_target(t))
        except Exception as e:  # noqa: BLE001
            print(f"# target {t}: {type(e).__name__}", file=sys.stderr)
    for name, body in bodies():
        if isinstance(body, str):
            print(f"{name}\timport\t{body}")
            continue
        for t in targets:
            try:
                art = t.compile(body)
            except Exception as e:  # noqa: BLE001
                print(f"{name}\t{t.name}\trefused {type(e).__name__}")
                continue
            for stage, data in art.stages:
                raw = data if isinstance(data, bytes) else str(data).encode()
                print(f"{name}\t{t.name}\t{stage}\t{hashlib.sha256(raw).hexdigest()}")
                n += 1
    print(f"# {n} artifact stages hashed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
