"""The kit's small hand-built reference bodies: elementwise maps, an LDS tree reduction, atomics, Wmma tiles.

Used by the oracle's and the targets' tests, the benchmarks and the kit's corpus and catalog
(whose elementwise kernels are `map_body`'s)."""
from __future__ import annotations

from typing import Callable

from ..errors import Span
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F16, F32, U32, USIZE, Scalar


def elementwise_add(ty: Scalar = F32, workgroup_size: int = 64) -> N.Body:
    """The seed's kernel: `if i < out.len() { out[i] = a[i] + b[i] }` (checked loads)."""
    kb = Builder("elementwise_add", workgroup_size)
    a, b, out = kb.input("a", ty), kb.input("b", ty), kb.output("out", ty)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(
        kb.load(a, i, checked=True, span=Span("add.rs", 5, 10)),
        kb.load(b, i, checked=True, span=Span("add.rs", 5, 17)))))
    kb.ret()
    return kb.build()


def map_body(name: str, ins: list[Scalar], outs: list[tuple[str, Scalar]],
             fn: Callable[[Builder, list[N.Local]], list], workgroup_size: int = 64) -> N.Body:
    """`out_k[i] = fn(x0[i], x1[i], ...)[k]` for every i < len(out_0); inputs x0, x1, ...; outputs
    named by `outs` ((name, type) each; fn returns one value per output)."""
    kb = Builder(name, workgroup_size)
    slots = [kb.input(f"x{k}", t) for k, t in enumerate(ins)]
    params = [kb.output(o, t) for o, t in outs]
    i = kb.thread_index()

    def then():
        vals = fn(kb, [kb.load(s, i) for s in slots])
        for p, v in zip(params, vals, strict=True):
            kb.store(p, i, v)
    kb.if_(kb.lt(i, kb.len(params[0])), then)
    kb.ret()
    return kb.build()


def map_kernel(name: str, ins: list[Scalar], out_ty: Scalar,
               fn: Callable[[Builder, list[N.Local]], N.Operand], workgroup_size: int = 64) -> N.Body:
    """`out[i] = fn(x0[i], x1[i], ...)` for every i < out.len(); inputs x0, x1, ...; output out."""
    return map_body(name, ins, [("out", out_ty)], lambda kb, xs: [fn(kb, xs)], workgroup_size)


def wg_tree_reduce(workgroup_size: int = 64) -> N.Body:
    """Per workgroup: LDS tree sum of a[g*W .. g*W+W] into out[g] (barrier per level)."""
    w = workgroup_size
    kb = Builder("wg_tree_reduce", w)
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, w)
    lane, g = kb.local_index(), kb.group_index()
    gi = kb.add(kb.mul(g, w), lane)
    kb.wg_write(0, lane, kb.load(a, gi, checked=True, span=Span("reduce.rs", 4, 20)))
    kb.barrier()
    s = kb.var(USIZE, w // 2, "s")

    def level():
        kb.if_(kb.lt(lane, s), lambda: kb.wg_write(
            0, lane, kb.add(kb.wg_read(0, lane), kb.wg_read(0, kb.add(lane, s)))))
        kb.barrier()
        kb.set(s, N.BinOp("shr", s, N.Const(USIZE, 1)))
    kb.while_(lambda: kb.gt(s, N.Const(USIZE, 0)), level)
    kb.if_(kb.eq(lane, N.Const(USIZE, 0)),
           lambda: kb.store(out, g, kb.wg_read(0, 0), checked=True, span=Span("reduce.rs", 12, 9)))
    kb.ret()
    return kb.build()


def tree_reduce_ref(a, w: int = 64):
    """numpy reference of wg_tree_reduce with the same f32 summation order."""
    import numpy as np
    x = a.reshape(-1, w).copy()
    s = w // 2
    while s > 0:
        x[:, :s] = x[:, :s] + x[:, s:2 * s]
        s //= 2
    return x[:, 0].astype(np.float32)


def atomic_counter(workgroup_size: int = 64) -> N.Body:
    """Every thread: old[i] = atomic_add(counter, 0, 1)."""
    kb = Builder("atomic_counter", workgroup_size)
    counter, old = kb.output("counter", U32), kb.output("old", U32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(old)), lambda: kb.store(old, i, kb.atomic_add(counter, N.Const(USIZE, 0), 1)))
    kb.ret()
    return kb.build()


def wmma_gemm(m: int, n: int, k: int, ab: Scalar = F16, acc: Scalar = F32, b_layout: str = "row") -> N.Body:
    """C[m,n] = A[m,k] @ B[k,n] (row-major; B col-major when b_layout="col"), one 16x16 tile per
    32-lane subgroup, two subgroups per workgroup, a K loop of 16-wide steps. Launch with
    groups = (m/16 * n/16 + 1) // 2."""
    kb = Builder("wmma_gemm", 64)
    a, b, c = kb.input("a", ab), kb.input("b", ab), kb.output("c", acc)
    fa, fb, fc = kb.fragment("a", ab), kb.fragment("b", ab), kb.fragment("acc", acc)
    lane, g = kb.local_index(), kb.group_index()
    tile = kb.add(kb.mul(g, 2), kb.div(lane, N.Const(USIZE, 32)))
    tiles_n = n // 16
    kb.if_(kb.lt(tile, N.Const(USIZE, (m // 16) * tiles_n)), lambda: _tile(kb, a, b, c, fa, fb, fc, tile,
                                                                       tiles_n, n, k, b_layout, acc))
    kb.ret()
    return kb.build()


def _tile(kb, a, b, c, fa, fb, fc, tile, tiles_n, n, k, b_layout, acc):
    tm, tn = kb.div(tile, N.Const(USIZE, tiles_n)), kb.rem(tile, N.Const(USIZE, tiles_n))
    kb.emit(N.WmmaFill(fc.id, N.Const(acc, 0.0)))
    row0 = kb.mul(tm, 16)
    col0 = kb.mul(tn, 16)

    def step(kk):
        a_off = kb.add(kb.mul(row0, k), kk)
        kb.emit(N.WmmaLoad(fa.id, a, a_off, N.Const(USIZE, k), "row"))
        if b_layout == "row":
            b_off, ld = kb.add(kb.mul(kk, n), col0), n
        else:
            b_off, ld = kb.add(kb.mul(col0, k), kk), k
        kb.emit(N.WmmaLoad(fb.id, b, b_off, N.Const(USIZE, ld), b_layout))
        kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
        kb.set(kk, kb.add(kk, N.Const(USIZE, 15)))  # + 1 by for_range: 16-wide steps
    kb.for_range(0, k, step)
    kb.emit(N.WmmaStore(c, kb.add(kb.mul(row0, n), col0), N.Const(USIZE, n), fc.id, "row"))
