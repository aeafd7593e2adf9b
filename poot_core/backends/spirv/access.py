"""Memory access for the SPIR-V lowering: slice parameters (bool as u32, clamped 32-bit
indices), explicit lengths from the meta buffer, and workgroup (LDS) arrays with a spare slot
that out-of-range indices are clamped to."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import CodegenError
from ...ir import nodes as N
from ...ir.types import BOOL, I32, U32, USIZE, Scalar
from . import abi
from .module import Module


class Access:
    """Mixed into the lowering (which supplies op/val/ty/c/cu32/err and the interface ids)."""

    # set by the lowering (lower._Lower): the body, its module and the interface ids
    body: N.Body
    m: Module
    u32: int  # the u32 type
    p_u32: int  # StorageBuffer pointer to u32
    p_wg: int  # Workgroup pointer to f32
    meta: int  # the meta buffer variable
    bufs: list[tuple[int, int]]  # slice parameter i -> (variable, element pointer type)
    lens: dict[int, int]  # slice parameter i -> its length, loaded once in the prologue
    wg: dict[int, tuple[int, int]]  # workgroup array id -> (variable, size)
    wg_ty: dict[int, tuple[Scalar, int]]  # workgroup array id -> (element type, Workgroup pointer type)

    if TYPE_CHECKING:  # the lowering's methods these accesses call (lower._Lower defines them)
        def err(self, msg: str, cls: type[CodegenError] = CodegenError) -> CodegenError: ...
        def ty(self, s: Scalar) -> int: ...
        def storage_ty(self, s: Scalar) -> int: ...
        def c(self, s: Scalar, v: object) -> int: ...
        def cu32(self, v: int) -> int: ...
        def op(self, name: str, rty: int, *args: int) -> int: ...
        def emit(self, name: str, *args: int) -> None: ...
        def tyof(self, o: N.Operand) -> Scalar: ...
        def val(self, o: N.Operand) -> int: ...

    def param(self, i: int) -> N.Param:
        if not 0 <= i < len(self.body.params):
            raise self.err(f"slice parameter {i} does not exist")
        return self.body.params[i]

    def clamp_index(self, v: int, t: Scalar) -> int:
        """A u32 buffer index: 64-bit indices saturate at 2^32-1 (out of bounds: robust access
        drops it) rather than wrap onto an element in bounds."""
        if t == USIZE:
            u64, big = self.ty(USIZE), self.c(USIZE, 0xFFFFFFFF)
            small = self.op("ULessThan", self.m.bool(), v, big)
            return self.op("UConvert", self.u32, self.op("Select", u64, small, v, big))
        if t == I32:
            return self.op("Bitcast", self.u32, v)
        if t == U32:
            return v
        raise self.err(f"an index must be an integer, not {t}")

    def index(self, o: N.Operand) -> int:
        if isinstance(o, N.Const):
            return self.cu32(min(int(o.value) & 0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF))
        return self.clamp_index(self.val(o), self.tyof(o))

    def store_slice(self, i: int, idx: int, value: N.Operand) -> None:
        p = self.param(i)
        if not p.mutable:
            raise self.err(f"store to input slice {p.name!r}; only &mut slices can be written")
        var, pty = self.bufs[i]
        v = self.val(value)
        if p.elem == BOOL:
            v = self.op("Select", self.u32, v, self.cu32(1), self.cu32(0))
        self.emit("Store", self.op("AccessChain", pty, var, self.cu32(0), idx), v)

    def load_slice(self, i: int, o: N.Operand) -> int:
        p = self.param(i)
        var, pty = self.bufs[i]
        v = self.op("Load", self.storage_ty(p.elem), self.op("AccessChain", pty, var, self.cu32(0), self.index(o)))
        if p.elem == BOOL:
            v = self.op("INotEqual", self.m.bool(), v, self.cu32(0))
        return v

    def length(self, i: int) -> int:
        return self.lens[i] if i in self.lens else self._load_len(i)

    def _load_len(self, i: int) -> int:
        self.param(i)
        u64 = self.ty(USIZE)
        w = []
        for k in (0, 1):
            ptr = self.op("AccessChain", self.p_u32, self.meta, self.cu32(0), self.cu32(abi.META_LEN_BASE + 2 * i + k))
            w.append(self.op("UConvert", u64, self.op("Load", self.u32, ptr)))
        hi = self.op("ShiftLeftLogical", u64, w[1], self.c(USIZE, 32))
        return self.op("BitwiseOr", u64, w[0], hi)

    def wg_ptr(self, array: int, o: N.Operand) -> int:
        if array not in self.wg:
            raise self.err(f"workgroup array {array} is not declared (declared: {sorted(self.wg)})")
        var, size = self.wg[array]
        t = self.tyof(o)
        if isinstance(o, N.Const):
            idx = self.cu32(min(int(o.value) & 0xFFFFFFFFFFFFFFFF, size))
        else:
            v = self.val(o)
            if t == I32:
                v = self.op("Bitcast", self.u32, v)
                t = U32
            lim = self.c(t, size)
            v = self.op("Select", self.ty(t), self.op("ULessThan", self.m.bool(), v, lim), v, lim)
            idx = v if t == U32 else self.op("UConvert", self.u32, v)
        return self.op("AccessChain", self.wg_ty[array][1], var, idx)

    def wg_value(self, array: int, o: N.Operand) -> int:
        """The value `o` to store into workgroup array `array` (of the array's element type)."""
        elem = self.wg_ty[array][0]
        if self.tyof(o) != elem:
            raise self.err(f"workgroup array {array} holds {elem}, not {self.tyof(o)}")
        return self.val(o)
