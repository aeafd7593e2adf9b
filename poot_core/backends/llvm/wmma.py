"""The Wmma statements (WmmaFill/Load/Mma/Store) in the LLVM lowering: NVVM wmma intrinsics (PTX)
and gfx11 WMMA (ROCm), chosen by TargetHooks.wmma; `check` refuses everything else before LLVM runs.

What both lowerings implement (the oracle's definition, poot_core/oracle/wmma.py): a fragment is a
16x16 tile held by one 32-lane subgroup (a warp on NVIDIA, a wave32 wave on gfx11: lanes
32s .. 32s+31 of the workgroup); A and B are f16, the accumulator f32 or f16. Element (r, c) of a
`row` tile at `offset` with leading dimension `stride` is element offset + r*stride + c of the
slice, of a `col` tile offset + c*stride + r. A fragment local that no statement has written yet
is zero (its storage is zeroed at kernel entry), like the oracle's.

PTX (WMMA_NVVM, sm_70+): llvm.nvvm.wmma.m16n16k16.{load.a,load.b,load.c,mma,store.d}.* with
explicit strides. NVIDIA's fragment layout is opaque and, for A and B, depends on the layout the
fragment was loaded with (the mma names both), so every A/B fragment local has one register
format: the layout of its loads when they agree, else `row`. wmma.load/store need the start
address 32-byte aligned and stride * element size a multiple of 32 bytes (PTX ISA, "Matrix
Storage for WMMA", Address Alignment) and a u32 stride; a tile that does not qualify at run time
(or a load whose layout differs from its fragment's format) takes the gather path: the subgroup
loads a constant 16x16 index tile (@poot.wmma.iota.*: element i holds i) with the same wmma.load
shape and layout, so each lane learns which element every one of its registers holds (v = lead *
16 + minor in the format's order) and reads or writes that element of the slice itself. The
conditions are subgroup-uniform (offset and stride are, by the verifier), so both paths run with
the whole warp.

ROCm (WMMA_GFX11, gfx11 in wave32): llvm.amdgcn.wmma.f32.16x16x16.f16 (v_wmma_f32_16x16x16_f16).
Its operands are ordinary registers with a fixed element ownership (AMD "RDNA3 Instruction Set
Architecture" reference guide, section 7.9 "Wave Matrix Multiply Accumulate (WMMA)"; AMD's
matrix instruction calculator prints the same mapping for --architecture rdna3), with l the lane
in the wave (llvm.amdgcn.mbcnt.lo):
  A (<16 x half>): slot k of lane l holds A[l % 16][k]; lanes 16-31 repeat lanes 0-15
  B (<16 x half>): slot k of lane l holds B[k][l % 16]; lanes 16-31 repeat lanes 0-15
  C, D (<8 x float>): slot v of lane l holds C[2v + l / 16][l % 16]
Loads and stores are per-lane element reads and writes at those coordinates (any offset, stride
and layout). An f16 accumulator is kept as f32 values that are f16 numbers: each mma's f32 result
is rounded to f16 (and widened again), loads widen, stores narrow (exact).
CDNA (gfx9: MFMA on 64-lane waves) and gfx10/gfx12 are refused (see poot_rocm.codegen).
"""
from __future__ import annotations

import abc
from typing import TYPE_CHECKING

import numpy as np

from ...errors import CapabilityError, CodegenError
from ...ir import nodes as N
from ...ir.types import F16, F32, Fragment, Scalar
from .types import float_lit, ll, mem, size

if TYPE_CHECKING:
    from .lower import _Lower

WMMA_NVVM = "nvvm"    # PTX: llvm.nvvm.wmma.m16n16k16.*
WMMA_GFX11 = "gfx11"  # AMDGPU gfx11 wave32: llvm.amdgcn.wmma.f32.16x16x16.f16
SHAPE = (16, 16, 16)
TILE = 16
SUBGROUP = 32

_H2 = "<2 x half>"
_NV_P = "m16n16k16"


def _role_letter(f: Fragment) -> str:
    return {"a": "a", "b": "b", "acc": "c"}[f.role]


def _dt(t: Scalar) -> str:
    return {F16: "f16", F32: "f32"}[t]


def fragments(body: N.Body) -> dict[int, Fragment]:
    """The fragment locals some Wmma statement names (an unused fragment local gets no storage)."""
    out: dict[int, Fragment] = {}
    for b in body.blocks:
        for s in b.stmts:
            if isinstance(s, N.WMMA_STMTS):
                for name in ("dest", "a", "b", "c", "src"):
                    i = getattr(s, name, None)
                    if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(body.locals):
                        t = body.locals[i].ty
                        if isinstance(t, Fragment):
                            out[i] = t
    return out


def check(body: N.Body, hooks) -> None:
    """CapabilityError unless every Wmma statement of `body` has a lowering for `hooks` (before
    LLVM sees anything: asking LLVM for a matrix instruction the chip lacks aborts the process)."""
    if not body.uses_wmma():
        return
    if hooks.wmma not in (WMMA_NVVM, WMMA_GFX11):
        why = hooks.wmma_refusal or f"{hooks.name} {hooks.cpu} has no Wmma lowering"
        raise CapabilityError(f"matrix (Wmma) operations: {why}", target=hooks.name, kernel=body.name)
    for i, f in sorted(fragments(body).items()):
        ok = f.shape == SHAPE and (f.dtype == F16 if f.role in ("a", "b") else f.dtype in (F32, F16))
        if not ok:
            raise CapabilityError(
                f"fragment local _{i} is {f}; the {hooks.name} Wmma lowering takes 16x16x16 tiles with f16 A and B "
                "and an f32 or f16 accumulator only (frag<a,f16,16x16x16>, frag<b,f16,16x16x16>, "
                "frag<acc,f32|f16,16x16x16>): convert the data to f16 first, or run on the oracle",
                target=hooks.name, kernel=body.name)


def emitter(lo: "_Lower") -> "WmmaEmitter":
    kind = lo.h.wmma
    if kind == WMMA_NVVM:
        return Nvvm(lo)
    if kind == WMMA_GFX11:
        return Gfx11(lo)
    raise CodegenError(f"hooks.wmma is {kind!r}, not {WMMA_NVVM!r} or {WMMA_GFX11!r}", target=lo.h.name,
                       kernel=lo.body.name)


class WmmaEmitter(abc.ABC):
    """The four statements for one lowering; fragment local i lives in the alloca %f<i>."""

    def __init__(self, lo: "_Lower"):
        self.lo = lo
        self.frags = fragments(lo.body)
        self.labels = 0
        self.globals: dict[str, str] = {}  # name -> definition (module level)

    # --- what the lowering calls --------------------------------------------------------------
    def entry(self) -> list[str]:
        """Entry-block lines: one zeroed alloca per fragment local."""
        out = []
        sp = f", addrspace({self.lo.h.alloca_as})" if self.lo.h.alloca_as else ""
        for i, f in sorted(self.frags.items()):
            t = self.ty(f)
            out += [f"  %f{i} = alloca {t}, align 16{sp}", f"  store {t} zeroinitializer, {self.lo.pa} %f{i}, align 16"]
        return out

    def module_lines(self) -> list[str]:
        return [self.globals[k] for k in sorted(self.globals)]

    # --- helpers --------------------------------------------------------------------------------
    def frag(self, i: int) -> Fragment:
        f = self.frags.get(i)
        if f is None:
            raise self.lo.fail(f"local _{i} is not a fragment local used by a Wmma statement")
        return f

    @abc.abstractmethod
    def ty(self, f: Fragment) -> str:
        """The SSA type that holds fragment `f` (its alloca's type)."""

    @abc.abstractmethod
    def visit_fill(self, s: N.WmmaFill) -> None: ...  # noqa: E704

    @abc.abstractmethod
    def visit_load(self, s: N.WmmaLoad) -> None: ...  # noqa: E704

    @abc.abstractmethod
    def visit_mma(self, s: N.WmmaMma) -> None: ...  # noqa: E704

    @abc.abstractmethod
    def visit_store(self, s: N.WmmaStore) -> None: ...  # noqa: E704

    def read(self, i: int) -> str:
        return self.lo.emit(f"load {self.ty(self.frag(i))}, {self.lo.pa} %f{i}, align 16")

    def write(self, i: int, v: str) -> None:
        self.lo.line(f"store {self.ty(self.frag(i))} {v}, {self.lo.pa} %f{i}, align 16")

    def label(self, what: str) -> str:
        self.labels += 1
        return f"wm{self.labels}.{what}"

    def start(self, label: str) -> None:
        self.lo.line(f"{label}:", indent=False)

    def i64(self, op: N.Operand) -> str:
        return self.lo.index64(op)

    def mul(self, a: str, b: str) -> str:
        return self.lo.emit(f"mul i64 {a}, {b}")

    def add(self, a: str, b: str) -> str:
        return self.lo.emit(f"add i64 {a}, {b}")

    def elem_ptr(self, slice_: int, index: str) -> str:
        p = self.lo.body.params[slice_]
        return self.lo.emit(f"getelementptr inbounds {mem(p.elem)}, {self.lo.pg} %p{slice_}, i64 {index}")

    def tile_ptr(self, s: N.WmmaLoad | N.WmmaStore, index: str) -> str:
        """Element `index` of the tile's memory: the slice parameter, or (space "wg") the workgroup array."""
        if s.space == "wg":
            return self.lo.wg_elem_ptr(s.slice, index)
        return self.elem_ptr(s.slice, index)

    def pty(self, s: N.WmmaLoad | N.WmmaStore) -> str:
        """The pointer type of the tile's memory (global, or shared for a workgroup array)."""
        return self.lo.ps if s.space == "wg" else self.lo.pg

    def addrspace(self, s: N.WmmaLoad | N.WmmaStore) -> int:
        return self.lo.h.shared_as if s.space == "wg" else self.lo.h.global_as

    def address(self, off: str, stride: str, lead: str, minor: str) -> str:
        """off + lead * stride + minor."""
        return self.add(self.add(off, self.mul(lead, stride)), minor)


# --- PTX ----------------------------------------------------------------------------------------
class Nvvm(WmmaEmitter):
    def __init__(self, lo: "_Lower"):
        super().__init__(lo)
        self.fmt = register_formats(lo.body)

    def members(self, f: Fragment) -> list[str]:
        """The intrinsics' struct members for fragment `f`."""
        if f.role in ("a", "b"):
            return [_H2] * 8
        return ["float"] * 8 if f.dtype == F32 else [_H2] * 4

    def ty(self, f: Fragment) -> str:
        return "{ " + ", ".join(self.members(f)) + " }"

    def slots(self, f: Fragment) -> list[tuple[int, int | None]]:
        """(member, lane of the <2 x half> or None) of every element a lane holds, in order."""
        return [(m, None) if t == "float" else (m, h) for m, t in enumerate(self.members(f))
                for h in ((None,) if t == "float" else (0, 1))]

    def layout_of(self, i: int, f: Fragment, op_layout: str) -> str:
        return op_layout if f.role == "acc" else self.fmt.get(i, "row")

    def load_name(self, f: Fragment, layout: str, addrspace: int = 1) -> str:
        return f"llvm.nvvm.wmma.{_NV_P}.load.{_role_letter(f)}.{layout}.stride.{_dt(f.dtype)}.p{addrspace}"

    def call_load(self, f: Fragment, layout: str, ptr: str, stride32: str, space: tuple[str, int] | None = None) -> str:
        """wmma.load of `ptr` (`space`: its pointer type and address space, default global)."""
        pty, asp = space or (self.lo.pg, 1)
        name = self.load_name(f, layout, asp)
        t = self.ty(f)
        self.lo.declare(f"declare {t} @{name}({pty}, i32)")
        return self.lo.emit(f"call {t} @{name}({pty} {ptr}, i32 {stride32})")

    def iota(self, t: Scalar) -> str:
        """@poot.wmma.iota.<t>: 256 elements, element i = i (exact in f16 and f32), 32-byte aligned."""
        name = f"poot.wmma.iota.{_dt(t)}"
        vals = ", ".join(f"{ll(t)} {float_lit(t, int(np.array(i, t.np).view(np.uint16 if t == F16 else np.uint32)))}"
                         for i in range(TILE * TILE))
        self.globals[name] = (f"@{name} = internal unnamed_addr addrspace({self.lo.h.global_as}) constant "
                              f"[{TILE * TILE} x {ll(t)}] [{vals}], align 32")
        return f"@{name}"

    def fast_ok(self, ptr: str, stride: str, elem: Scalar, pty: str | None = None) -> str:
        """Whether wmma.load/store may take this tile: start 32-byte aligned, stride * size a
        multiple of 32 bytes, stride < 2^31 (the instruction's stride is a u32)."""
        lo = self.lo
        pi = lo.emit(f"ptrtoint {pty or lo.pg} {ptr} to i64")
        a1 = lo.emit(f"icmp eq i64 {lo.emit(f'and i64 {pi}, 31')}, 0")
        sb = lo.emit(f"and i64 {self.mul(stride, str(size(elem)))}, 31")
        a2 = lo.emit(f"icmp eq i64 {sb}, 0")
        a3 = lo.emit(f"icmp ult i64 {stride}, 2147483648")
        return lo.emit(f"and i1 {lo.emit(f'and i1 {a1}, {a2}')}, {a3}")

    def elements(self, f: Fragment, v: str):
        """(slot, value) of struct value `v`, in `slots` order."""
        t = ll(f.dtype)
        for m, h in self.slots(f):
            x = self.lo.emit(f"extractvalue {self.ty(f)} {v}, {m}")
            yield (m, h), (x if h is None else self.lo.emit(f"extractelement {_H2} {x}, i32 {h}")), t

    def iota_coords(self, f: Fragment, layout: str) -> list[tuple[tuple[int, int | None], str, str]]:
        """Per slot: (slot, lead, minor) of the element it holds in `layout` order (v = lead*16 + minor)."""
        lo = self.lo
        ids = self.call_load(f, layout, self.iota(f.dtype), "16")
        out = []
        for slot, x, t in self.elements(f, ids):
            v = lo.emit(f"fptoui {t} {x} to i64")
            out.append((slot, lo.emit(f"lshr i64 {v}, 4"), lo.emit(f"and i64 {v}, 15")))
        return out

    def visit_fill(self, s: N.WmmaFill) -> None:
        f = self.frag(s.dest)
        x = self.lo.value_as(s.value, f.dtype)
        agg = "poison"
        pair = None
        if f.dtype == F16:
            pair = self.lo.emit(f"insertelement {_H2} poison, half {x}, i32 0")
            pair = self.lo.emit(f"insertelement {_H2} {pair}, half {x}, i32 1")
        for m, t in enumerate(self.members(f)):
            agg = self.lo.emit(f"insertvalue {self.ty(f)} {agg}, {t} {x if t == 'float' else pair}, {m}")
        self.write(s.dest, agg)

    def visit_load(self, s: N.WmmaLoad) -> None:
        lo, f = self.lo, self.frag(s.dest)
        fmt = self.layout_of(s.dest, f, s.layout)
        off, stride = self.i64(s.offset), self.i64(s.stride)
        slow, done = self.label("gather"), self.label("done")
        pty = self.pty(s)
        if fmt == s.layout:
            ptr = self.tile_ptr(s, off)
            fast = self.label("wmma")
            lo.line(f"br i1 {self.fast_ok(ptr, stride, f.dtype, pty)}, label %{fast}, label %{slow}")
            self.start(fast)
            self.write(s.dest, self.call_load(f, fmt, ptr, lo.emit(f"trunc i64 {stride} to i32"),
                                              (pty, self.addrspace(s))))
            lo.line(f"br label %{done}")
        else:
            lo.line(f"br label %{slow}")
        self.start(slow)
        same = fmt == s.layout
        agg = "poison"
        pairs: dict[int, str] = {}
        t = ll(f.dtype)
        for (m, h), lead, minor in self.iota_coords(f, fmt):
            addr = self.address(off, stride, lead, minor) if same else self.address(off, stride, minor, lead)
            x = lo.emit(f"load {t}, {pty} {self.tile_ptr(s, addr)}, align {size(f.dtype)}")
            if h is None:
                agg = lo.emit(f"insertvalue {self.ty(f)} {agg}, float {x}, {m}")
            else:
                pairs[m] = lo.emit(f"insertelement {_H2} {pairs.get(m, 'poison')}, half {x}, i32 {h}")
                if h == 1:
                    agg = lo.emit(f"insertvalue {self.ty(f)} {agg}, {_H2} {pairs[m]}, {m}")
        self.write(s.dest, agg)
        lo.line(f"br label %{done}")
        self.start(done)

    def mma_name(self, s: N.WmmaMma) -> str:
        fa, fb = self.fmt.get(s.a, "row"), self.fmt.get(s.b, "row")
        return f"llvm.nvvm.wmma.{_NV_P}.mma.{fa}.{fb}.{_dt(self.frag(s.dest).dtype)}.{_dt(self.frag(s.c).dtype)}"

    def visit_mma(self, s: N.WmmaMma) -> None:
        lo = self.lo
        args, tys = [], []
        for i in (s.a, s.b, s.c):
            f = self.frag(i)
            v = self.read(i)
            for m, t in enumerate(self.members(f)):
                args.append(f"{t} {lo.emit(f'extractvalue {self.ty(f)} {v}, {m}')}")
                tys.append(t)
        rt, name = self.ty(self.frag(s.dest)), self.mma_name(s)
        lo.declare(f"declare {rt} @{name}({', '.join(tys)})")
        self.write(s.dest, lo.emit(f"call {rt} @{name}({', '.join(args)})"))

    def store_name(self, f: Fragment, layout: str, addrspace: int = 1) -> str:
        return f"llvm.nvvm.wmma.{_NV_P}.store.d.{layout}.stride.{_dt(f.dtype)}.p{addrspace}"

    def visit_store(self, s: N.WmmaStore) -> None:
        lo, f = self.lo, self.frag(s.src)
        off, stride = self.i64(s.offset), self.i64(s.stride)
        pty = self.pty(s)
        ptr = self.tile_ptr(s, off)
        fast, slow, done = self.label("wmma"), self.label("scatter"), self.label("done")
        lo.line(f"br i1 {self.fast_ok(ptr, stride, f.dtype, pty)}, label %{fast}, label %{slow}")
        self.start(fast)
        v = self.read(s.src)
        parts = [f"{t} {lo.emit(f'extractvalue {self.ty(f)} {v}, {m}')}" for m, t in enumerate(self.members(f))]
        name = self.store_name(f, s.layout, self.addrspace(s))
        lo.declare(f"declare void @{name}({pty}, {', '.join(self.members(f))}, i32)")
        lo.line(f"call void @{name}({pty} {ptr}, {', '.join(parts)}, i32 {lo.emit(f'trunc i64 {stride} to i32')})")
        lo.line(f"br label %{done}")
        self.start(slow)
        v = self.read(s.src)
        vals = {slot: x for slot, x, _ in self.elements(f, v)}
        t = ll(f.dtype)
        for slot, lead, minor in self.iota_coords(f, s.layout):
            addr = self.address(off, stride, lead, minor)
            lo.line(f"store {t} {vals[slot]}, {pty} {self.tile_ptr(s, addr)}, align {size(f.dtype)}")
        lo.line(f"br label %{done}")
        self.start(done)


def register_formats(body: N.Body) -> dict[int, str]:
    """PTX: the register format of every A/B fragment local - the layout all its WmmaLoads use,
    else (loads in both layouts) `row`; a local never loaded is absent (`row`)."""
    seen: dict[int, set[str]] = {}
    for b in body.blocks:
        for s in b.stmts:
            if isinstance(s, N.WmmaLoad):
                t = body.locals[s.dest].ty
                if isinstance(t, Fragment) and t.role in ("a", "b"):
                    seen.setdefault(s.dest, set()).add(s.layout)
    return {i: (next(iter(ls)) if len(ls) == 1 else "row") for i, ls in seen.items()}


def nvvm_intrinsics() -> frozenset[str]:
    """Every llvm.nvvm.* name the PTX Wmma lowering can emit."""
    out = set()
    for lay in ("row", "col"):
        for sp in ("p1", "p3"):  # global (slices) and shared (workgroup arrays)
            out |= {f"llvm.nvvm.wmma.{_NV_P}.load.{r}.{lay}.stride.f16.{sp}" for r in ("a", "b")}
            out |= {f"llvm.nvvm.wmma.{_NV_P}.load.c.{lay}.stride.{d}.{sp}" for d in ("f16", "f32")}
            out |= {f"llvm.nvvm.wmma.{_NV_P}.store.d.{lay}.stride.{d}.{sp}" for d in ("f16", "f32")}
        out |= {f"llvm.nvvm.wmma.{_NV_P}.mma.{lay}.{lb}.{d}.{d}" for lb in ("row", "col") for d in ("f16", "f32")}
    return frozenset(out)


# --- ROCm gfx11 ---------------------------------------------------------------------------------
GFX11_WMMA = "llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16"
GFX11_LANE = "llvm.amdgcn.mbcnt.lo"


def gfx11_coords(role: str, slot: int, lane_lo: int, lane_hi: int) -> tuple[int, int]:
    """(row, col) of the element slot `slot` of a lane holds, the lane given as lane % 16 and
    lane / 16 (the mapping of the module docstring; the emitter builds the same from IR values)."""
    if role == "a":
        return lane_lo, slot
    if role == "b":
        return slot, lane_lo
    return 2 * slot + lane_hi, lane_lo


class Gfx11(WmmaEmitter):
    def ty(self, f: Fragment) -> str:
        return "<16 x half>" if f.role in ("a", "b") else "<8 x float>"

    def nslots(self, f: Fragment) -> int:
        return 16 if f.role in ("a", "b") else 8

    def lane(self) -> tuple[str, str]:
        """(lane % 16, lane / 16) as i64 of this lane in its wave."""
        lo = self.lo
        lo.declare(f"declare i32 @{GFX11_LANE}(i32, i32)")
        ln = lo.emit(f"call i32 @{GFX11_LANE}(i32 -1, i32 0)")
        l64 = lo.emit(f"zext i32 {ln} to i64")
        return lo.emit(f"and i64 {l64}, 15"), lo.emit(f"lshr i64 {l64}, 4")

    def coords(self, f: Fragment, slot: int, lane_lo: str, lane_hi: str) -> tuple[str, str]:
        """gfx11_coords with IR values."""
        if f.role == "a":
            return lane_lo, str(slot)
        if f.role == "b":
            return str(slot), lane_lo
        return self.add(str(2 * slot), lane_hi), lane_lo

    def addr(self, f: Fragment, layout: str, off: str, stride: str, slot: int, lane: tuple[str, str]) -> str:
        r, c = self.coords(f, slot, *lane)
        return self.address(off, stride, r, c) if layout == "row" else self.address(off, stride, c, r)

    def visit_fill(self, s: N.WmmaFill) -> None:
        f = self.frag(s.dest)
        x = self.lo.value_as(s.value, f.dtype)
        if f.role == "acc" and f.dtype == F16:
            x = self.lo.emit(f"fpext half {x} to float")
        et = "half" if f.role in ("a", "b") else "float"
        v = self.lo.emit(f"insertelement {self.ty(f)} poison, {et} {x}, i32 0")
        self.write(s.dest, self.lo.emit(f"shufflevector {self.ty(f)} {v}, {self.ty(f)} poison, "
                                        f"<{self.nslots(f)} x i32> zeroinitializer"))

    def visit_load(self, s: N.WmmaLoad) -> None:
        lo, f = self.lo, self.frag(s.dest)
        off, stride, lane = self.i64(s.offset), self.i64(s.stride), self.lane()
        et = "half" if f.role in ("a", "b") else "float"
        v = "poison"
        for k in range(self.nslots(f)):
            p = self.tile_ptr(s, self.addr(f, s.layout, off, stride, k, lane))
            x = lo.emit(f"load {ll(f.dtype)}, {self.pty(s)} {p}, align {size(f.dtype)}")
            if et == "float" and f.dtype == F16:
                x = lo.emit(f"fpext half {x} to float")
            v = lo.emit(f"insertelement {self.ty(f)} {v}, {et} {x}, i32 {k}")
        self.write(s.dest, v)

    def visit_mma(self, s: N.WmmaMma) -> None:
        lo = self.lo
        a, b, c = self.read(s.a), self.read(s.b), self.read(s.c)
        lo.declare(f"declare <8 x float> @{GFX11_WMMA}(<16 x half>, <16 x half>, <8 x float>)")
        d = lo.emit(f"call <8 x float> @{GFX11_WMMA}(<16 x half> {a}, <16 x half> {b}, <8 x float> {c})")
        if self.frag(s.dest).dtype == F16:  # round each element once to f16
            d = lo.emit(f"fpext <8 x half> {lo.emit(f'fptrunc <8 x float> {d} to <8 x half>')} to <8 x float>")
        self.write(s.dest, d)

    def visit_store(self, s: N.WmmaStore) -> None:
        lo, f = self.lo, self.frag(s.src)
        off, stride, lane = self.i64(s.offset), self.i64(s.stride), self.lane()
        v = self.read(s.src)
        for k in range(8):
            x = lo.emit(f"extractelement <8 x float> {v}, i32 {k}")
            if f.dtype == F16:
                x = lo.emit(f"fptrunc float {x} to half")
            p = self.tile_ptr(s, self.addr(f, s.layout, off, stride, k, lane))
            lo.line(f"store {ll(f.dtype)} {x}, {self.pty(s)} {p}, align {size(f.dtype)}")


__all__ = ["WMMA_NVVM", "WMMA_GFX11", "SHAPE", "check", "emitter", "fragments", "register_formats",
           "nvvm_intrinsics", "gfx11_coords", "GFX11_WMMA", "GFX11_LANE"]
