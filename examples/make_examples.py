"""Write (default) or check (--check) the committed example: elementwise_add.kir.json + inputs.

    .venv/bin/python examples/make_examples.py          # regenerate
    .venv/bin/python examples/make_examples.py --check  # exit 1 if a committed file is stale
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

import numpy as np

from poot_core.errors import Span
from poot_core.ir import kir
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32

HERE = Path(__file__).resolve().parent
SRC = "examples/elementwise_add.rs"
N = 10_000


def elementwise_add():
    """The seed's kernel as pootc lowers it: guard on out.len(), a bounds check per slice access."""
    kb = Builder("elementwise_add")
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()

    def then():
        x = kb.load(a, i, checked=True, span=Span(SRC, 10, 18))
        y = kb.load(b, i, checked=True, span=Span(SRC, 10, 25))
        kb.store(out, i, kb.add(x, y))
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    return kb.build()


def files() -> dict[str, bytes]:
    rng = np.random.default_rng(2024)
    buf = io.BytesIO()
    np.savez(buf, a=rng.standard_normal(N).astype(np.float32), b=rng.standard_normal(N).astype(np.float32),
             out=np.zeros(N, np.float32))
    return {"elementwise_add.kir.json": kir.dumps(elementwise_add()).encode(),
            "elementwise_add_inputs.npz": buf.getvalue()}


def main(argv: list[str]) -> int:
    stale = []
    for name, data in files().items():
        p = HERE / name
        if "--check" in argv:
            if not p.exists() or p.read_bytes() != data:
                stale.append(name)
        else:
            p.write_bytes(data)
    if stale:
        print(f"stale: {', '.join(stale)}; run examples/make_examples.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
