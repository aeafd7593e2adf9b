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
vector is at most 16 bytes, else 2.

Async copies (any body, with the views on): a copy of 8 or 16 bytes in two or more elements with
no `valid` (or the constant count) is one aligned uvec2/uvec4 load through a third kind of view,
u32 vectors on the same binding, split into the elements by OpBitcast, with no branch
(`async_vector`): the IR makes a misaligned source index, a source past the slice's end and a
destination past the array's end unchecked faults, so a copy inside its contract reads and writes
exactly what the element-by-element copy (lower.async_scalar) does; outside it the vector index
saturates as a scalar one does and the destination is clamped into the array. A copy with a
run-time `valid` (edge tiles) stays element by element: a branch between the two forms in every
copy measured slower where the copies are unrolled (the synthesized GEMM)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...ir import nodes as N
from ...ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from . import abi
from .module import Module

MEM_ALIGNED = 0x2  # the Aligned memory operand (its literal: the alignment in bytes)
ASYNC_ELEMS = (F16, F32, I32, U32, F64, USIZE)  # async copies whose elements u32 words carry bit for bit


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
        def wg_access(self, load: bool) -> tuple[int, ...]: ...
        def ext(self, name: str, rty: int, *args: int) -> int: ...
        wg: dict[int, tuple[int, int]]
        wg_ty: dict[int, tuple[Scalar, int]]
        u32: int

    def vector_setup(self, enabled: bool) -> None:
        """The analysis (passes.coarsen.base_offsets) and each slice's G; nothing when disabled
        or the body is not coarsened."""
        from ...passes.coarsen import base_offsets
        self.vec_views: dict[tuple[int, Scalar, int], tuple[int, int, int]] = {}  # (slice, comp, g) -> view
        self.vec_aliased: set[int] = set()  # slices whose scalar variable is decorated Aliased
        self.vec_async = enabled  # async copies of 8 or 16 bytes as one vector load (async_vector)
        self.async_vectors = 0  # how many async copies got the vector load (tests read it)
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

    def vector_view(self, i: int, comp: Scalar | None = None, g: int | None = None) -> tuple[int, int, int]:
        """(variable, vector type, pointer-to-vector type) of a vector view of slice i: the same
        descriptor set and binding as its scalar variable, a runtime array of g-vectors of `comp`
        (by default the coarsened body's view: the slice's element, G its group size)."""
        p = self.body.params[i]
        comp = p.elem if comp is None else comp
        g = self.vec_sizes[i] if g is None else g
        key = (i, comp, g)
        if key not in self.vec_views:
            m = self.m
            elem = self.storage_ty(comp)
            sb = 4 if comp == BOOL else comp.bits // 8
            vty = m.vector(elem, g)
            st = m.block_struct(m.runtime_array(vty, g * sb), readonly=not p.mutable)
            var = m.global_var(m.pointer("StorageBuffer", st), "StorageBuffer")
            m.decorate(var, "DescriptorSet", abi.DESCRIPTOR_SET)
            m.decorate(var, "Binding", i)
            if not p.mutable:
                m.decorate(var, "NonWritable")
            else:  # every view of a written slice may reach one element
                m.decorate(var, "Aliased")
                if i not in self.vec_aliased:
                    m.decorate(self.bufs[i][0], "Aliased")
                    self.vec_aliased.add(i)
            m.name(var, f"{p.name}_v{g}" if comp == p.elem else f"{p.name}_{comp}x{g}")
            self.vec_views[key] = (var, vty, m.pointer("StorageBuffer", vty))
        return self.vec_views[key]

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

    # --- async copies ---------------------------------------------------------------------------
    def async_vector_ok(self, s: N.AsyncCopy) -> bool:
        """Whether copy `s` is one vector load (async_vector): vector views on (the vulkan target),
        no run-time `valid`, 8 or 16 bytes in two or more elements of the slice's own type, one
        whose bits u32 words carry exactly (bool has none), and room for the copy in the array."""
        if not self.vec_async or s.array not in self.wg_ty or not 0 <= s.slice < len(self.body.params):
            return False
        elem = self.wg_ty[s.array][0]
        if self.body.params[s.slice].elem != elem or elem not in ASYNC_ELEMS:
            return False
        n = s.count
        if n < 2 or n * (elem.bits // 8) not in (8, 16) or self.wg[s.array][1] < n:
            return False
        return s.valid is None or (isinstance(s.valid, N.Const) and int(s.valid.value) == n)

    def async_vector(self, s: N.AsyncCopy, src: int, dst: int) -> None:
        """Async copy `s` (source index `src`, destination `dst`: u64 value ids) as one aligned
        uvec2/uvec4 load through the slice's u32-vector view, without a branch (module doc): the
        vector index `src / count` saturates at 2^32 - 1 as a scalar index does, the destination
        is min(dst, size - count) rounded down to a multiple of the count; the words are split into the elements by OpBitcast (u32 ->
        f16vec2, -> f32/i32; a word pair -> f64/u64) and stored as the scalar copy stores them."""
        m, n = self.m, s.count
        elem, pty = self.wg_ty[s.array]
        var, size = self.wg[s.array]
        u64, u32 = self.ty(USIZE), self.u32
        esize = elem.bits // 8
        words = n * esize // 4
        view, vty, vpty = self.vector_view(s.slice, U32, words)
        q = self.op("ShiftRightLogical", u64, src, self.c(USIZE, n.bit_length() - 1))
        v = self.op("Load", vty, self.op("AccessChain", vpty, view, self.cu32(0), self.clamp_index(q, USIZE)),
                    MEM_ALIGNED, 4 * words)
        xs: list[int] = []
        ety = self.ty(elem)
        if esize == 2:
            pair = m.vector(ety, 2)
            for k in range(words):
                h = self.op("Bitcast", pair, self.op("CompositeExtract", u32, v, k))
                xs += [self.op("CompositeExtract", ety, h, 0), self.op("CompositeExtract", ety, h, 1)]
        elif esize == 4:
            for k in range(words):
                w = self.op("CompositeExtract", u32, v, k)
                xs.append(w if elem == U32 else self.op("Bitcast", ety, w))
        else:  # 8 bytes: each element a word pair, low word first (OpBitcast's order, little-endian)
            u32x2 = m.vector(u32, 2)
            for k in range(n):
                xs.append(self.op("Bitcast", ety, self.op("VectorShuffle", u32x2, v, v, 2 * k, 2 * k + 1)))
        # the destination rounded down to a multiple of the count, as the contract has it anyway:
        # the driver may then see the stores' alignment and merge them
        d64 = self.op("BitwiseAnd", u64, self.ext("UMin", u64, dst, self.c(USIZE, size - n)), self.c(USIZE, ~(n - 1) & (2**64 - 1)))
        d32 = self.op("UConvert", u32, d64)
        for j, x in enumerate(xs):
            di = self.op("IAdd", u32, d32, self.cu32(j)) if j else d32
            self.emit("Store", self.op("AccessChain", pty, var, di), x, *self.wg_access(load=False))
        self.async_vectors += 1
