"""Vector loads and stores for the SPIR-V lowering of a coarsened body: the V scalar accesses of
one straight-line run at `base + q*G + k` (k = 0..G-1) become one OpLoad/OpStore of a G-vector
through a second view of the same binding (a runtime array of vectors), with the Aligned memory
operand.

`base` is the coarsening prologue's `thread_index() * V` (passes.coarsen.base_offsets names
every local that holds `base + c`), so `base + q*G` is a multiple of G elements and the vector's
byte offset a multiple of its size (buffers start at offset 0 of an allocation aligned to at least
16 bytes). A run is a maximal sequence of consecutive structured Code items: straight-line code,
every statement of it executed when its first is, so the SSA values of one member dominate the
others. Per slice:
- a load group (every k of one q loaded in the run, of a `&[T]` slice - which no `&mut` buffer
  may alias, the runtimes refuse it - or of a `&mut [T]` slice with no store or atomic to it
  between the members) is one vector load where its first member is, each member taking its
  component;
- a store group (every k of one q stored, with no other access to the slice between the
  members) is one vector store where its last member is, of the values each member had at its
  own place.
Both views of a written slice are decorated Aliased (a scalar access after a vector one of the
same element must not be reordered before it). The elements a vector touches are exactly those
its members touch: in the coarsened fast path all are in bounds (its prologue checked every
access); a group of unchecked out-of-bounds accesses (undefined behaviour in Rust) may read or
write other elements of the buffer under robust buffer access, as a scalar one may not.
Element types of 2, 4 and 8 bytes (bool is stored as u32): G = 4 when V allows it and the
vector is at most 16 bytes, else 2."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ir import nodes as N
from ...ir.types import BOOL, USIZE, Scalar
from . import abi
from .module import Module

MEM_ALIGNED = 0x2  # the Aligned memory operand (its literal: the alignment in bytes)


def group_size(vector: int, storage_bytes: int) -> int:
    """G for a slice of `storage_bytes`-byte elements in a body coarsened by `vector` (0: none)."""
    if storage_bytes not in (2, 4, 8):
        return 0
    for g in (4, 2):
        if vector % g == 0 and g * storage_bytes <= 16:
            return g
    return 0


def _access(s: object) -> tuple[str, int, N.Operand] | None:
    """(kind, slice, index) of a statement that touches a slice: load, store or other."""
    if isinstance(s, N.Assign) and isinstance(s.value, N.Load):
        return "load", s.value.slice, s.value.index
    if isinstance(s, N.Store):
        return "store", s.slice, s.index
    if isinstance(s, (N.VectorStore, N.AtomicAdd)):
        return "other", s.slice, s.index
    return None


def plan(stmts: list, body: N.Body, vector: int, offsets: dict[int, int],
         sizes: dict[int, int]) -> dict[int, tuple[str, tuple[int, int], int]]:
    """position -> (kind, group, k) for the members of the groups of one run; the group key is
    (slice, q). `sizes`: slice -> its G (absent: never vectorized)."""
    events: dict[int, list[tuple[int, str, int | None]]] = {}
    for p, s in enumerate(stmts):
        acc = _access(s)
        if acc is None:
            continue
        kind, sl, idx = acc
        off = offsets.get(idx.id) if isinstance(idx, N.Local) and kind != "other" else None
        events.setdefault(sl, []).append((p, kind, off))
    out: dict[int, tuple[str, tuple[int, int], int]] = {}
    for sl, evs in events.items():
        g = sizes.get(sl, 0)
        if g < 2:
            continue
        readonly = not body.params[sl].mutable
        win: dict[tuple[int, int], int] = {}
        wkind = ""

        def close() -> None:
            for q in {q for q, _ in win}:
                ps = [win.get((q, k)) for k in range(g)]
                if all(x is not None for x in ps):
                    for k, x in enumerate(ps):
                        assert x is not None
                        out[x] = (wkind, (sl, q), k)
            win.clear()

        for p, kind, off in evs:
            if readonly and kind == "store":  # refused by the lowering's scalar store
                kind = "other"
            if off is None or kind == "other" or (win and kind != wkind):
                close()
                if off is None or kind == "other":
                    continue
            key = (off // g, off % g)
            if key in win:
                if kind == "load":  # a repeated load stays scalar (nothing wrote the element between)
                    continue
                close()  # a second store to an element: the order of the two matters
            wkind = kind
            win[key] = p
        close()
    return out


class Vectors:
    """Mixed into the lowering (which supplies op/val/ty/c/storage_ty/clamp_index/store_local/
    visit and the interface ids)."""

    body: N.Body
    m: Module
    bufs: list[tuple[int, int]]

    if TYPE_CHECKING:
        def ty(self, s: Scalar) -> int: ...
        def storage_ty(self, s: Scalar) -> int: ...
        def c(self, s: Scalar, v: object) -> int: ...
        def cu32(self, v: int) -> int: ...
        def op(self, name: str, rty: int, *args: int) -> int: ...
        def emit(self, name: str, *args: int) -> None: ...
        def val(self, o: N.Operand) -> int: ...
        def clamp_index(self, v: int, t: Scalar) -> int: ...
        def store_local(self, dest: int, v: int) -> None: ...
        def visit(self, node: Any, *args: Any) -> Any: ...

    def vector_setup(self, enabled: bool) -> None:
        """The analysis (passes.coarsen.base_offsets) and each slice's G; nothing when disabled
        or the body is not coarsened."""
        from ...passes.coarsen import base_offsets
        self.vec_views: dict[int, tuple[int, int, int]] = {}  # slice -> (view var, vector type, elem ptr)
        self.vec_sizes: dict[int, int] = {}
        self.vec_offsets: dict[int, int] = {}
        self.vec_vector = 1
        self.vector_groups = 0  # how many vector accesses were emitted (tests read it)
        if not enabled:
            return
        v, offsets = base_offsets(self.body)
        if v < 2:
            return
        self.vec_vector, self.vec_offsets = v, offsets
        for i, p in enumerate(self.body.params):
            sb = 4 if p.elem == BOOL else p.elem.bits // 8
            g = group_size(v, sb)
            if g:
                self.vec_sizes[i] = g

    def vector_view(self, i: int) -> tuple[int, int, int]:
        """(variable, vector type, pointer-to-vector type) of slice i's vector view: the same
        descriptor set and binding as its scalar variable."""
        if i not in self.vec_views:
            m, p, g = self.m, self.body.params[i], self.vec_sizes[i]
            elem = self.storage_ty(p.elem)
            sb = 4 if p.elem == BOOL else p.elem.bits // 8
            vty = m.vector(elem, g)
            st = m.block_struct(m.runtime_array(vty, g * sb), readonly=not p.mutable)
            var = m.global_var(m.pointer("StorageBuffer", st), "StorageBuffer")
            m.decorate(var, "DescriptorSet", abi.DESCRIPTOR_SET)
            m.decorate(var, "Binding", i)
            if not p.mutable:
                m.decorate(var, "NonWritable")
            else:  # both views of a written slice may reach one element
                m.decorate(var, "Aliased")
                m.decorate(self.bufs[i][0], "Aliased")
            m.name(var, f"{p.name}_v{g}")
            self.vec_views[i] = (var, vty, m.pointer("StorageBuffer", vty))
        return self.vec_views[i]

    def vector_ptr(self, i: int, index: N.Operand) -> tuple[int, int]:
        """(pointer to the vector holding element `index` of slice i, its alignment in bytes)."""
        var, _, pty = self.vector_view(i)
        p, g = self.body.params[i], self.vec_sizes[i]
        sb = 4 if p.elem == BOOL else p.elem.bits // 8
        shift = {2: 1, 4: 2}[g]
        q = self.op("ShiftRightLogical", self.ty(USIZE), self.val(index), self.c(USIZE, shift))
        return self.op("AccessChain", pty, var, self.cu32(0), self.clamp_index(q, USIZE)), g * sb

    def code_run(self, stmts: list) -> None:
        """Emit one straight-line run, its groups as vector accesses (module doc)."""
        acts = plan(stmts, self.body, self.vec_vector, self.vec_offsets, self.vec_sizes) if self.vec_sizes else {}
        if not acts:
            for s in stmts:
                self.visit(s)
            return
        members: dict[tuple[int, int], list[int]] = {}
        for p, (_, key, _) in sorted(acts.items()):
            members.setdefault(key, []).append(p)
        loaded: dict[tuple[int, int], int] = {}
        stored: dict[tuple[int, int], dict[int, int]] = {}
        for p, s in enumerate(stmts):
            if p not in acts:
                self.visit(s)
                continue
            kind, key, k = acts[p]
            sl = key[0]
            elem = self.body.params[sl].elem
            if kind == "load":
                assert isinstance(s, N.Assign) and isinstance(s.value, N.Load)
                if key not in loaded:
                    ptr, align = self.vector_ptr(sl, s.value.index)
                    loaded[key] = self.op("Load", self.vector_view(sl)[1], ptr, MEM_ALIGNED, align)
                    self.vector_groups += 1
                v = self.op("CompositeExtract", self.storage_ty(elem), loaded[key], k)
                if elem == BOOL:
                    v = self.op("INotEqual", self.m.bool(), v, self.cu32(0))
                self.store_local(s.dest, v)
            else:
                assert isinstance(s, N.Store)
                v = self.val(s.value)
                if elem == BOOL:
                    v = self.op("Select", self.storage_ty(elem), v, self.cu32(1), self.cu32(0))
                stored.setdefault(key, {})[k] = v
                if p == members[key][-1]:
                    ptr, align = self.vector_ptr(sl, s.index)
                    parts = [stored[key][j] for j in range(self.vec_sizes[sl])]
                    vec = self.op("CompositeConstruct", self.vector_view(sl)[1], *parts)
                    self.emit("Store", ptr, vec, MEM_ALIGNED, align)
                    self.vector_groups += 1
