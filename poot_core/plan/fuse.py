"""Fusion: a pure pass Graph -> Regions (one dispatch each) by a small rule table.

Modelled on IREE's FormDispatchRegions (producers fuse into the consumer's dispatch when the
consumer is their only user), tinygrad and Inductor (pointwise chains inline into the kernel that
reads them). Equations are visited from the last to the first; each one either joins the region
of its consumers or starts a region of its own (it is that region's *root*). The rules, by the
equation's primitive kind (graph.PRIMS):

- light (elementwise, index: reshape/transpose/slice/concat, constant): joins its consumers'
  region when every equation reading it is in that one region. In an anchor-free region a
  light equation that is also a graph output still joins (the region returns it too); in a
  region with an anchor it joins only when it is not a graph output, and only as a pure
  *prologue* (it feeds the anchor's inputs) or a pure *side input* of the epilogue (it feeds
  epilogue equations only), never both. A constant that is a graph output is its own region.
  Elementwise math computed pointwise on another anchor's result (a bias and GELU after a
  matmul) is not a contraction's prologue: a prologue runs once per tile that reads the value,
  an epilogue once, so it stays for the producing anchor to take as its epilogue.
- anchors (contraction, attention, gather, packed, reduce, row, select): a region holds at most one. An
  anchor joins its consumers' region (which then becomes its *epilogue*) when that region has
  no anchor yet, every equation reading the anchor is in it, the anchor is not a graph output,
  the region returns exactly one tensor, and every equation of the region that depends on the
  anchor is elementwise with the anchor's output shape (an epilogue is pointwise over the
  anchor's result; other operands may broadcast into it).
- dequantize into a matrix-vector product: a packed equation may also join a contraction's
  region as a prologue when every equation reading it is the matmul or an index map feeding
  it, and the matmul's other operand is a vector (the fused dequantize-matvec; IREE's
  FuseDequantizationMatmul). Such a region's op class is contraction, and it holds nothing
  else: no prologue on the vector and no epilogue (those become regions of their own), so the
  committed packed matvec kernels, which read packed rows and a plain vector, bind it. (With a
  prologue or an epilogue only a synthesized matmul with a dequantizing prologue could take it:
  in SmolLM2's decode that ran 17x slower than q4_1_matvec on the H200, 0.31 ms against 0.018.)

Cuts follow from these rules: a value read by several regions is *materialised* (it is the
output of the region computing it, and every reader reads it; nothing is recomputed, so every
equation is in exactly one region), an anchor whose output is read by several regions or is
returned keeps no epilogue, and a graph output is always a region output. Equations whose
outputs reach no graph output are dead and dropped. `fuse=False` gives one region per
(live) equation: the unfused program the property tests compare against.

Regions come in a valid execution order (by their root's position in the graph: a region reads
other regions' roots only, and a reader's root comes later). Each region's equations keep the
graph's order and carry their RegionDesc (region.make_region).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .graph import PRIMS, Eqn, Graph
from .region import Region, make_region

LIGHT = ("elementwise", "index", "constant")
ANCHORS = ("contraction", "attention", "gather", "packed", "reduce", "row", "select")


def kind(e: Eqn) -> str:
    return PRIMS[e.prim].kind


@dataclass
class _Group:
    root: int
    members: set[int] = field(default_factory=set)
    anchor: int | None = None
    role: dict[int, str] = field(default_factory=dict)  # member -> pro | anchor | epi | side (with an anchor)


def live_eqns(graph: Graph) -> list[int]:
    """Indices of the equations some graph output depends on (the others are dead)."""
    prod = graph.producers()
    need = [t.id for t in graph.outputs]
    live: set[int] = set()
    while need:
        i = prod.get(need.pop())
        if i is not None and i not in live:
            live.add(i)
            need.extend(t.id for t in graph.eqns[i].inputs)
    return sorted(live)


def regions(graph: Graph, *, fuse: bool = True) -> tuple[Region, ...]:
    """The regions of `graph` (verified first) in a valid execution order; see the module docs.
    Region.eqns index `graph.eqns`."""
    graph.verify()
    live = live_eqns(graph)
    g = Graph(graph.inputs, graph.outputs, tuple(graph.eqns[i] for i in live))  # dead code dropped
    groups = [(i,) for i in range(len(g.eqns))] if not fuse else _groups(g)
    return tuple(replace(r, eqns=tuple(live[j] for j in r.eqns))
                 for r in (make_region(g, m, f"r{k}") for k, m in enumerate(groups)))


def _groups(graph: Graph) -> list[tuple[int, ...]]:
    """The fused groups of a graph without dead code, ordered by their root."""
    consumers = graph.consumers()
    returned = {t.id for t in graph.outputs}
    group_of: dict[int, _Group] = {}
    groups: list[_Group] = []
    facts = _Facts(graph)
    for i in reversed(range(len(graph.eqns))):
        e = graph.eqns[i]
        readers = sorted({c for t in e.outputs for c in consumers.get(t.id, ())})
        targets = {id(group_of[c]): group_of[c] for c in readers}
        g = next(iter(targets.values())) if len(targets) == 1 else None
        if g is None or not _joins(graph, i, g, readers, returned, facts):
            g = _Group(root=i)
            groups.append(g)
            if kind(e) in ANCHORS:
                g.anchor = i
                g.role[i] = "anchor"
        g.members.add(i)
        group_of[i] = g
    return [tuple(sorted(g.members)) for g in sorted(groups, key=lambda g: g.root)]


def _joins(graph: Graph, i: int, g: _Group, readers: list[int], returned: set[str],
           facts: _Facts) -> bool:
    """Whether equation `i`, read only by equations `readers` of group `g`, joins `g` (and, if
    so, record its role there)."""
    e = graph.eqns[i]
    k = kind(e)
    is_out = any(t.id in returned for t in e.outputs)
    if k == "constant" and is_out:
        return False
    if k in LIGHT:
        if g.anchor is None:
            return True
        if is_out:
            return False
        w = facts.weights(g.anchor)
        if w is not None and i not in w:
            return False  # a dequantize-matvec takes no prologue on its vector
        if kind(graph.eqns[g.anchor]) == "contraction" and facts.after_anchor(i):
            return False  # the producing anchor's epilogue computes it once, a prologue per tile
        roles = {g.role[c] for c in readers}
        pro = bool(roles & {"pro", "anchor"})
        if pro and roles - {"pro", "anchor"}:
            return False  # feeds both the anchor and its epilogue: materialise it
        g.role[i] = "pro" if pro else "side"
        return True
    if is_out:
        return False
    if g.anchor is not None:
        return _dequant_into_matvec(graph, i, g, readers)
    if facts.weights(i) is not None:
        return False  # a dequantize-matvec takes no epilogue
    return _anchor_into_epilogue(graph, i, g, returned)


def _dequant_into_matvec(graph: Graph, i: int, g: _Group, readers: list[int]) -> bool:
    a = g.anchor
    assert a is not None
    mm = graph.eqns[a]
    if kind(graph.eqns[i]) != "packed" or kind(mm) != "contraction":
        return False
    if any(c != a and not (g.role[c] == "pro" and kind(graph.eqns[c]) == "index") for c in readers):
        return False
    if sorted(t.rank for t in mm.inputs) != [1, 2]:
        return False
    g.role[i] = "pro"
    return True


class _Facts:
    """What the rules ask of the graph beyond an equation's readers, memoised: `weights(a)` and
    `after_anchor(i)`."""

    def __init__(self, graph: Graph):
        self.graph, self.prod, self.consumers = graph, graph.producers(), graph.consumers()
        self.returned = {t.id for t in graph.outputs}
        self.memo: dict[int, set[int] | None] = {}
        self.chain = self._after_anchors()

    def weights(self, a: int) -> set[int] | None:
        """When equation `a` is a matrix-vector product whose matrix is a dequantize that fuses
        into it (through index maps read by nothing else): that dequantize, the index maps between
        it and the matmul and those on its packed input. Else None."""
        if a not in self.memo:
            self.memo[a] = self._find(a)
        return self.memo[a]

    def after_anchor(self, i: int) -> bool:
        """Whether elementwise math `i` computes, pointwise, on an anchor's result (through more
        such math), so that it can be that anchor's epilogue."""
        return i in self.chain

    def _after_anchors(self) -> set[int]:
        """Every equation `after_anchor` holds for, in one pass in graph order (producers first)."""
        out: set[int] = set()
        for i, e in enumerate(self.graph.eqns):
            if kind(e) != "elementwise" or e.prim == "cast":
                continue
            for t in e.inputs:
                j = self.prod.get(t.id)
                if j is not None and (j in out or kind(self.graph.eqns[j]) in ANCHORS
                                      and self.graph.eqns[j].outputs[0].shape == e.outputs[0].shape):
                    out.add(i)
                    break
        return out

    def _readers(self, m: int) -> set[int]:
        """The equations reading m's outputs, and -1 when one is a graph output."""
        outs = self.graph.eqns[m].outputs
        return {c for t in outs for c in self.consumers.get(t.id, ())} | ({-1} if any(t.id in self.returned for t in outs) else set())

    def _find(self, a: int) -> set[int] | None:
        eqns, prod = self.graph.eqns, self.prod
        mm = eqns[a]
        if kind(mm) != "contraction" or sorted(t.rank for t in mm.inputs) != [1, 2]:
            return None
        path: set[int] = set()
        j = prod.get(next(t for t in mm.inputs if t.rank == 2).id)
        while j is not None and kind(eqns[j]) == "index":
            path.add(j)
            j = prod.get(eqns[j].inputs[0].id)
        if j is None or kind(eqns[j]) != "packed":
            return None
        path.add(j)
        if any(not self._readers(m) <= path | {a} for m in path):
            return None  # the dequantized matrix is read elsewhere too (or returned): it is materialised
        q = prod.get(eqns[j].inputs[0].id)
        while q is not None and kind(eqns[q]) == "index" and self._readers(q) <= path:
            path.add(q)
            q = prod.get(eqns[q].inputs[0].id)
        return path


def _anchor_into_epilogue(graph: Graph, i: int, g: _Group, returned: set[str]) -> bool:
    e = graph.eqns[i]
    members = sorted(g.members)
    defined = {t.id: m for m in members for t in graph.eqns[m].outputs}
    outside = {t.id for m, q in enumerate(graph.eqns) if m not in g.members and m != i for t in q.inputs}
    external = [tid for tid in defined if tid in returned or tid in outside]
    if len(external) != 1:
        return False  # an anchor's region returns one tensor
    tainted = {t.id for t in e.outputs}
    epi: set[int] = set()
    for m in members:
        q = graph.eqns[m]
        if any(t.id in tainted for t in q.inputs):
            if kind(q) != "elementwise" or any(t.shape != e.outputs[0].shape for t in q.outputs):
                return False
            epi.add(m)
            tainted |= {t.id for t in q.outputs}
    g.anchor = i
    g.role = {m: ("epi" if m in epi else "side") for m in members}
    g.role[i] = "anchor"
    return True
