"""Regions: the groups of equations fusion forms, and RegionDesc, the name-free view plan_eqn sees.

A region's RegionDesc holds its equations as a small Graph over canonical names (inputs `in0`,
`in1`, ... in first-use order, inner values `v0`, `v1`, ... in definition order, equation names
dropped), its op class and the layout of its inputs. Two regions that compute the same thing on
the same shapes have equal descs whatever their tensors and equations are called, so the planner
cannot choose by name and synthesized kernels are cached by desc.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import GraphError
from .graph import PRIMS, Eqn, Graph, Tensor

# the op class of a region: the kind of its anchor (the equation that is not a fused elementwise,
# index or constant one); a region of those kinds only is "elementwise" (or "index" when it has
# index maps only). A dequantize feeding a contraction is that contraction's prologue (the fused
# dequantize-matvec of plan/fuse.py): such a region is a contraction.
OP_CLASSES = ("elementwise", "index", "reduce", "row", "contraction", "attention", "gather", "packed", "select")
_ANCHOR_KINDS = ("reduce", "row", "contraction", "attention", "gather", "packed", "select")


@dataclass(frozen=True, slots=True)
class RegionDesc:
    """What plan_eqn sees: op class, the region's equations over canonical names, input layouts."""

    op_class: str
    graph: Graph
    layout: str = "row-major"  # every tensor is row-major and contiguous

    @property
    def anchor(self) -> Eqn | None:
        """The region's anchor equation (None for an elementwise or index region)."""
        if self.op_class not in _ANCHOR_KINDS:
            return None
        return next((e for e in self.graph.eqns if PRIMS[e.prim].kind == self.op_class), None)


@dataclass(frozen=True, slots=True)
class Region:
    """Equations `eqns` (indices into the graph, in order) fused into one dispatch."""

    name: str
    eqns: tuple[int, ...]
    inputs: tuple[Tensor, ...]  # graph tensors the region reads, in the order of desc.graph.inputs
    outputs: tuple[Tensor, ...]  # graph tensors it defines that are used outside it (or returned)
    desc: RegionDesc
    target: str | None = None  # where it runs in a multi-target program; None: the program's target


def op_class(eqns: tuple[Eqn, ...]) -> str:
    """The op class of a group of equations: its anchor's kind, else elementwise / index."""
    kinds = [PRIMS[e.prim].kind for e in eqns]
    anchors = [k for k in kinds if k in _ANCHOR_KINDS]
    if "contraction" in anchors:
        anchors = [k for k in anchors if k != "packed"]  # dequantize prologues of the contraction
    if len(anchors) > 1:
        raise GraphError(f"a region holds one anchor, not {len(anchors)} ({', '.join(anchors)})")
    if anchors:
        return anchors[0]
    return "index" if kinds and all(k == "index" for k in kinds) else "elementwise"


def make_region(graph: Graph, eqns: tuple[int, ...], name: str, target: str | None = None,
                keep: frozenset[str] = frozenset()) -> Region:
    """The Region of `graph.eqns[i] for i in eqns`: its inputs (defined outside it), its outputs
    (defined in it and read outside it, returned by the graph, or named in `keep`) and its desc."""
    group = tuple(graph.eqns[i] for i in eqns)
    inside = {i for i in eqns}
    defined = {t.id for e in group for t in e.outputs}
    used_outside = {t.id for i, e in enumerate(graph.eqns) if i not in inside for t in e.inputs}
    used_outside |= {t.id for t in graph.outputs} | set(keep)
    inputs: dict[str, Tensor] = {}
    for e in group:
        for t in e.inputs:
            if t.id not in defined:
                inputs.setdefault(t.id, t)
    outputs = tuple(t for e in group for t in e.outputs if t.id in used_outside)
    if not outputs:
        raise GraphError(f"region {name} defines nothing used outside it")
    return Region(name, tuple(eqns), tuple(inputs.values()), outputs,
                  describe(group, tuple(inputs.values()), outputs), target)


def describe(group: tuple[Eqn, ...], inputs: tuple[Tensor, ...], outputs: tuple[Tensor, ...]) -> RegionDesc:
    """The canonical RegionDesc of equations `group` reading `inputs` and returning `outputs`."""
    names = {t.id: f"in{k}" for k, t in enumerate(inputs)}
    for e in group:
        for t in e.outputs:
            names[t.id] = f"v{len(names) - len(inputs)}"

    def canon(t: Tensor) -> Tensor:
        return Tensor(names[t.id], t.dtype, t.shape)

    eqns = tuple(Eqn(e.prim, tuple(map(canon, e.inputs)), tuple(map(canon, e.outputs)), e.params) for e in group)
    g = Graph(tuple(map(canon, inputs)), tuple(map(canon, outputs)), eqns)
    return RegionDesc(op_class(group), g)
