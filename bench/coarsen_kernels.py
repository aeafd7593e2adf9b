"""Write the streaming kernels the coarsening bench times as .kir.json (no rustc needed): copy
(out[i] = a[i]) and saxpy (out[i] = 2.5 * x[i] + y[i]), guarded like the seed's elementwise_add
(`if i < out.len()`, then Rust's bounds checks), at WORKGROUP_SIZE 64 like the shipped kernels.
Usage: python bench/coarsen_kernels.py DIR"""
import sys

from poot_core.ir import kir
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32


def copy():
    kb = Builder("copy", workgroup_size=64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(a, i, checked=True)))
    kb.ret()
    return kb.build()


def saxpy():
    kb = Builder("saxpy", workgroup_size=64)
    x, y, out = kb.input("x", F32), kb.input("y", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.mul(kb.c(F32, 2.5), kb.load(x, i, checked=True)),
                                                                      kb.load(y, i, checked=True))))
    kb.ret()
    return kb.build()


if __name__ == "__main__":
    for body in (copy(), saxpy()):
        kir.write(f"{sys.argv[1]}/{body.name}.kir.json", body.verify())
        print(f"wrote {sys.argv[1]}/{body.name}.kir.json")
