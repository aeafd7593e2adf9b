"""Synthesized one-element-per-thread kernels: elementwise, index-map, gather and dequantize regions.

All four op classes are a value per output element with no reduction, so one body shape serves
them: parameters `in0..` (the region inputs, `binding.STORAGE` element types), `out0..` (the
region outputs), then any constant tables the expression needs (`const_v<k>`, const bindings).
Thread e computes element e of every output (plan/expr.py emits the value: broadcasting, index
maps, the gather's bounds check, the GGUF block decoding, the fused elementwise ops) and stores
it; an output smaller than the largest one is written by the threads below its size.

Grid: WORKGROUP (256) lanes per group where the target allows it (the fast size for streaming
kernels on the H200), else the target's largest. The groups run along X while caps.max_groups[0]
allows; beyond that along X and Y (element = (group_y * groups_x + group) * WORKGROUP + lane);
beyond the X * Y limit each thread loops over elements e, e + T, e + 2T, ... (T the threads of
the grid). A pure reshape region becomes a copy kernel (the program may alias the buffer instead).
"""
from __future__ import annotations

import functools

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import USIZE
from ..target import Capabilities, Grid
from .binding import Binding, Plan
from .expr import STORED, Expr, prune
from .graph import Tensor
from .region import RegionDesc
from .synth import Unfit, register

WORKGROUP = 256


def launch(n: int, caps: Capabilities) -> tuple[Grid, int]:
    """The grid for `n` elements and the elements each thread handles at most (1 unless the
    target's group limits are exhausted)."""
    wg = min(WORKGROUP, caps.max_workgroup_size)
    groups = max(1, -(-n // wg))
    gx_max, gy_max = caps.max_groups
    if groups <= gx_max:
        return Grid.of_groups(groups, 1, wg), 1
    if groups <= gx_max * gy_max:
        gy = -(-groups // gx_max)
        return Grid.of_groups(-(-groups // gy), gy, wg), 1
    return Grid.of_groups(gx_max, gy_max, wg), -(-n // (gx_max * gy_max * wg))


@register("elementwise", "index", "gather", "packed")
def synthesize_elementwise(desc: RegionDesc, caps: Capabilities) -> Plan:
    g = desc.graph
    if not caps.f16 and any(t.dtype == "f16" for t in g.tensors()):
        raise Unfit("the region has f16 tensors and the target has no f16 arithmetic")
    n = max(t.size for t in g.outputs)
    grid, per_thread = launch(n, caps)
    prims = "_".join(dict.fromkeys(e.prim for e in g.eqns))
    kb = Builder(f"{desc.op_class}_{prims}"[:64], grid.workgroup_size)
    ins = {k: kb.input(f"in{k}", STORED[t.dtype]) for k, t in enumerate(g.inputs)}
    outs = [kb.output(f"out{k}", STORED[t.dtype]) for k, t in enumerate(g.outputs)]
    ex = Expr(kb, g, ins)

    def element(e: N.Operand) -> None:
        """Every output's element e: the full-size ones share their values (CSE), a smaller one is
        written under `e < its size`, in a scope of its own."""
        def write(t: Tensor, p: int) -> None:
            ex.store(p, e, ex.value(t, ex.delinear(t.shape, e)))

        def guarded(t: Tensor, p: int) -> None:
            with ex.scope():
                write(t, p)
        pairs = list(zip(g.outputs, outs))
        for t, p in pairs:
            if t.size == n:
                write(t, p)
        for t, p in pairs:
            if 0 < t.size < n:
                kb.if_(kb.lt(e, N.Const(USIZE, t.size)), functools.partial(guarded, t, p))

    gx = grid.groups[0]
    if grid.groups[1] == 1:
        i = kb.thread_index()
    else:
        lane, grp, gy = kb.local_index(), kb.group_index(), kb.group_index_y()
        i = kb.add(kb.mul(kb.add(kb.mul(gy, N.Const(USIZE, gx)), grp), N.Const(USIZE, grid.workgroup_size)), lane)
    total = N.Const(USIZE, n)
    if per_thread == 1:
        kb.if_(kb.lt(i, total), lambda: element(i))
    else:
        e = kb.var(USIZE, i, "e")
        step = N.Const(USIZE, grid.total_threads)

        def body() -> None:
            with ex.scope():
                element(e)
            kb.set(e, N.BinOp("add", e, step))
        kb.while_(lambda: kb.lt(e, total), body)
    kb.ret()
    body_ = prune(kb.build())
    bindings = [Binding(f"in{k}", "input", k) for k in range(len(g.inputs))]
    bindings += [Binding(f"out{k}", "output", k) for k in range(len(g.outputs))]
    return Plan(body_, tuple(bindings + ex.const_bindings), grid, "synthesized", flops=ex.flops * n)
