"""Write (default) or check (--check) the committed example the main job runs:
elementwise_add.kir.json (imported by pootc from elementwise_add.rs through the same code path as
the committed assets, `poot_core.pootc.regen.render`) and its inputs.

    .venv/bin/python examples/make_examples.py          # regenerate
    .venv/bin/python examples/make_examples.py --check  # exit 1 if a committed file is stale
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

import numpy as np

from poot_core.pootc import regen

HERE = Path(__file__).resolve().parent
N = 10_000


def files() -> dict[str, bytes]:
    entry = regen.Entry(name="elementwise_add", source="examples/elementwise_add.rs", kernel="elementwise_add",
                        dest="examples", overflow_checks=True)
    rng = np.random.default_rng(2024)
    buf = io.BytesIO()
    np.savez(buf, a=rng.standard_normal(N).astype(np.float32), b=rng.standard_normal(N).astype(np.float32),
             out=np.zeros(N, np.float32))
    return {"elementwise_add.kir.json": regen.render(entry).encode(), "elementwise_add_inputs.npz": buf.getvalue()}


def same(name: str, old: bytes, new: bytes) -> bool:
    """Byte equality, except an .npz compares its arrays (names, dtypes, shapes and bits): the zip
    container's bytes differ between Python builds for the same arrays."""
    if not name.endswith(".npz"):
        return old == new
    a, b = np.load(io.BytesIO(old)), np.load(io.BytesIO(new))
    return sorted(a.files) == sorted(b.files) and all(
        a[k].dtype == b[k].dtype and a[k].shape == b[k].shape and a[k].tobytes() == b[k].tobytes() for k in a.files)


def main(argv: list[str]) -> int:
    stale = []
    for name, data in files().items():
        p = HERE / name
        if "--check" in argv:
            if not p.exists() or not same(name, p.read_bytes(), data):
                stale.append(name)
        else:
            p.write_bytes(data)
    if stale:
        print(f"stale: {', '.join(stale)}; run examples/make_examples.py",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
