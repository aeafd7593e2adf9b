"""Wmma on SPIR-V: the lowering to SPV_KHR_cooperative_matrix (a mixin of the emitter) and the
cooperative-matrix shapes a Vulkan device reports, with the refusal for a body that needs another.

A fragment local is a Function variable of OpTypeCooperativeMatrixKHR (Subgroup scope, the
fragment's rows x cols, use MatrixA / MatrixB / MatrixAccumulator by its role); WmmaLoad and
WmmaStore are OpCooperativeMatrixLoadKHR / StoreKHR at the slice element `offset` with the
layout (RowMajorKHR / ColumnMajorKHR) and `stride` in elements, which is the IR's addressing
(`offset + r * stride + c`, column-major `offset + c * stride + r`); WmmaMma is
OpCooperativeMatrixMulAddKHR; WmmaFill is OpCompositeConstruct of the one value. The extension
requires the Vulkan memory model in a Shader module, so a Wmma module declares it (VulkanMemoryModel,
device scope for the fault record's atomics, SPV_KHR_vulkan_memory_model at SPIR-V 1.3) and its
workgroup-array accesses are non-private, made available / visible at workgroup scope, with
barriers that make them so (`lower`). Fragments start as zeros, as on the oracle. Float fragments only: the oracle's integer tile product is
not the wrapping one a device computes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from ...errors import CapabilityError, CodegenError
from ...ir import nodes as N
from ...ir.types import Fragment, Scalar
from .module import COOP_LAYOUT, COOP_USE, MODEL_VULKAN, Module

# VkComponentTypeKHR of each IR scalar a fragment may hold on a device (the float ones)
COMPONENT = {"f16": 0, "f32": 1, "f64": 2}
COMPONENT_NAME = {v: k for k, v in COMPONENT.items()}
SCOPE_SUBGROUP = 3  # VkScopeKHR: VK_SCOPE_SUBGROUP_KHR
SUBGROUP = 32  # the IR's fragments belong to 32-lane subgroups


@dataclass(frozen=True, order=True)
class MatrixShape:
    """One cooperative-matrix multiply a device reports (VkCooperativeMatrixPropertiesKHR with
    Subgroup scope, no saturating accumulation): M x N x K, A and B element types, C and result
    element types (IR scalar names)."""

    m: int
    n: int
    k: int
    a: str
    b: str
    c: str
    result: str

    def __str__(self) -> str:
        acc = self.c if self.c == self.result else f"{self.c} -> {self.result}"
        return f"{self.m}x{self.n}x{self.k} {self.a} x {self.b} -> {acc}"


def used_fragments(body: N.Body) -> set[int]:
    """The fragment locals some Wmma statement names (a declared but unused one is not lowered)."""
    out: set[int] = set()
    for blk in body.blocks:
        for s in blk.stmts:
            if isinstance(s, N.WmmaMma):
                out.update((s.dest, s.a, s.b, s.c))
            elif isinstance(s, (N.WmmaFill, N.WmmaLoad)):
                out.add(s.dest)
            elif isinstance(s, N.WmmaStore):
                out.add(s.src)
    return out


def _frag(body: N.Body, local: int) -> Fragment:
    ty = body.locals[local].ty
    assert isinstance(ty, Fragment)  # the verifier has checked every Wmma operand
    return ty


_ROLE_TYPE = {"a": "a", "b": "b", "acc": "c"}  # the MatrixShape field a fragment of each role must match


def _is(want: MatrixShape) -> Callable[[MatrixShape], bool]:
    return lambda x: x == want


def _holds(f: Fragment) -> Callable[[MatrixShape], bool]:
    return lambda x: (x.m, x.n, x.k) == f.shape and getattr(x, _ROLE_TYPE[f.role]) == f.dtype.name


def requirements(body: N.Body) -> list[tuple[str, Callable[[MatrixShape], bool]]]:
    """What the body's Wmma ops need of a device, each as (text, test of one reported shape):
    every WmmaMma its exact multiply, every other fragment a Wmma statement names a shape with its
    size and its role's element type (a declared but unused fragment needs nothing)."""
    reqs: dict[str, Callable[[MatrixShape], bool]] = {}
    in_mma: set[int] = set()
    for blk in body.blocks:
        for s in blk.stmts:
            if isinstance(s, N.WmmaMma):
                a, b, c, d = (_frag(body, x) for x in (s.a, s.b, s.c, s.dest))
                want = MatrixShape(*a.shape, a.dtype.name, b.dtype.name, c.dtype.name, d.dtype.name)
                reqs.setdefault(str(want), _is(want))
                in_mma.update((s.a, s.b, s.c, s.dest))
    for i in sorted(used_fragments(body) - in_mma):
        f = _frag(body, i)
        m, n, k = f.shape
        reqs.setdefault(f"a {m}x{n}x{k} {f.role} fragment of {f.dtype}", _holds(f))
    return list(reqs.items())


def refusal(body: N.Body, shapes: tuple[MatrixShape, ...], device: str, why_none: str = "") -> str | None:
    """Why `device` (which reports `shapes`; `why_none`: why it reports none) cannot run the
    body's Wmma ops, or None when it can."""
    if not body.uses_wmma():
        return None
    bad = [f for i in sorted(used_fragments(body)) if (f := _frag(body, i)).dtype.name not in COMPONENT]
    if bad:
        return (f"Wmma fragments of {bad[0].dtype} have no cooperative-matrix lowering here (float "
                "fragments only: f16, f32, f64); run the kernel on the oracle")
    missing = [text for text, ok in requirements(body) if not any(ok(s) for s in shapes)]
    if not missing:
        return None
    offered = "; ".join(str(s) for s in shapes) if shapes else f"none{f' ({why_none})' if why_none else ''}"
    return (f"Wmma needs {', '.join(missing)} (subgroup scope, {SUBGROUP}-lane subgroups), which {device} "
            f"does not report as a cooperative-matrix shape (it reports: {offered}); run the kernel on "
            "a device that does (vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR), on ptx or on the oracle")


def alignment(f: Fragment, layout: str) -> int:
    """The element multiple a tile's offset and stride must be (Vulkan: the pointer and the stride
    aligned to the lesser of 16 bytes and a row's (row-major) or column's (column-major) bytes)."""
    rows, cols = f.rows_cols
    size = f.dtype.bits // 8
    return max(1, min(16, (cols if layout == "row" else rows) * size) // size)


def check_alignment(low, s: "N.WmmaLoad | N.WmmaStore", f: Fragment) -> None:
    """CapabilityError for a constant offset or stride the device may not load or store a tile at
    (`alignment`); a run-time one is the kernel's to keep aligned (docs/matrix.md)."""
    align = alignment(f, s.layout)
    for what, op in (("offset", s.offset), ("stride", s.stride)):
        if isinstance(op, N.Const) and int(op.value) % align:
            raise low.err(f"{type(s).__name__} {what} {int(op.value)} is not a multiple of {align} elements "
                          f"({f.dtype} {s.layout}-major tile): a cooperative-matrix load or store needs its "
                          "pointer and stride aligned to 16 bytes (or a whole row/column); align the tile "
                          "or run the kernel on the oracle", CapabilityError)


class Matrix:
    """The Wmma statements of the SPIR-V emitter (mixed into lower._Lower)."""

    if TYPE_CHECKING:  # the lowering's state and methods these statements use (lower._Lower defines them)
        body: N.Body
        m: Module
        var: dict[int, int]
        bufs: list[tuple[int, int]]

        def err(self, msg: str, cls: type[CodegenError] = CodegenError) -> CodegenError: ...
        def ty(self, s: Scalar) -> int: ...
        def c(self, s: Scalar, v: object) -> int: ...
        def cu32(self, v: int) -> int: ...
        def op(self, name: str, rty: int, *args: int) -> int: ...
        def emit(self, name: str, *args: int) -> None: ...
        def val(self, o: N.Operand) -> int: ...
        def index(self, o: N.Operand) -> int: ...
        def wg_ptr(self, array: int, o: N.Operand) -> int: ...
        def wg_access(self, load: bool) -> tuple[int, ...]: ...

    def cooperative_module(self) -> None:
        """The capabilities, extensions and memory model of a module with cooperative matrices."""
        m = self.m
        for cap in ("CooperativeMatrixKHR", "VulkanMemoryModel", "VulkanMemoryModelDeviceScope"):
            m.cap(cap)
        m.ext("SPV_KHR_cooperative_matrix")
        m.ext("SPV_KHR_vulkan_memory_model")
        m.memory_model = MODEL_VULKAN

    def frag_ty(self, f: Fragment) -> int:
        """The OpTypeCooperativeMatrixKHR of fragment type `f`."""
        if f.dtype.name not in COMPONENT:
            raise self.err(f"Wmma fragments of {f.dtype} have no cooperative-matrix lowering (float fragments "
                           "only: f16, f32, f64); run the kernel on the oracle", CapabilityError)
        rows, cols = f.rows_cols
        return self.m.cooperative_matrix(self.ty(f.dtype), rows, cols, COOP_USE[f.role])

    def frag_var(self, i: int) -> tuple[int, int]:
        """(the Function variable, the matrix type) of fragment local `i`."""
        return self.var[i], self.frag_ty(_frag(self.body, i))

    def tile_ptr(self, s: "N.WmmaLoad | N.WmmaStore", f: Fragment) -> int:
        """A pointer to element `offset` of the statement's slice (a 32-bit index, saturated) or
        workgroup array (space "wg": clamped to its spare slot), after the alignment check
        (`check_alignment`)."""
        check_alignment(self, s, f)
        if s.space == "wg":
            return self.wg_ptr(s.slice, s.offset)
        var, pty = self.bufs[s.slice]
        return self.op("AccessChain", pty, var, self.cu32(0), self.index(s.offset))

    def tile_access(self, s: "N.WmmaLoad | N.WmmaStore") -> tuple[int, ...]:
        """The memory operands of a tile in workgroup memory (made visible / available at workgroup
        scope under the Vulkan memory model, as other workgroup accesses are); none for a slice."""
        return self.wg_access(load=isinstance(s, N.WmmaLoad)) if s.space == "wg" else ()

    def zero_fragments(self) -> None:
        """Every fragment variable starts as zeros, as on the oracle (a Function variable starts
        undefined): a fill from the opaque 0 (lower.float_const), after the prologue."""
        for i in sorted(used_fragments(self.body)):
            var, fty = self.frag_var(i)
            zero = self.c(_frag(self.body, i).dtype, 0.0)
            self.emit("Store", var, self.op("CompositeConstruct", fty, zero))

    def visit_WmmaFill(self, s: N.WmmaFill) -> None:
        var, fty = self.frag_var(s.dest)
        self.emit("Store", var, self.op("CompositeConstruct", fty, self.val(s.value)))

    def visit_WmmaLoad(self, s: N.WmmaLoad) -> None:
        var, fty = self.frag_var(s.dest)
        ptr = self.tile_ptr(s, _frag(self.body, s.dest))
        v = self.op("CooperativeMatrixLoadKHR", fty, ptr, self.cu32(COOP_LAYOUT[s.layout]), self.index(s.stride),
                    *self.tile_access(s))
        self.emit("Store", var, v)

    def visit_WmmaMma(self, s: N.WmmaMma) -> None:
        var, fty = self.frag_var(s.dest)
        a, b, c = (self.op("Load", t, v) for v, t in (self.frag_var(x) for x in (s.a, s.b, s.c)))
        self.emit("Store", var, self.op("CooperativeMatrixMulAddKHR", fty, a, b, c))

    def visit_WmmaStore(self, s: N.WmmaStore) -> None:
        if s.space == "param" and not self.body.params[s.slice].mutable:
            raise self.err(f"WmmaStore to input slice {self.body.params[s.slice].name!r}")
        var, fty = self.frag_var(s.src)
        ptr = self.tile_ptr(s, _frag(self.body, s.src))
        self.emit("CooperativeMatrixStoreKHR", ptr, self.op("Load", fty, var), self.cu32(COOP_LAYOUT[s.layout]),
                  self.index(s.stride), *self.tile_access(s))
