"""Kernel IR nodes: operands, rvalues, statements, terminators, blocks and the Body.

All nodes are frozen, slotted dataclasses with tuple fields; passes build new nodes.
Slices are named by parameter index, locals by local index, blocks by position (bb0 is
the entry). Semantics are defined by the CPU oracle (`poot_core.oracle`) and summarised
in docs/execution-contract.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated

import numpy as np

from ..errors import IRError, Span
from .types import BOOL, F32, Fragment, Ref, Scalar, Slice, Ty

# --- operation vocabularies -------------------------------------------------------------
ARITH_OPS = ("add", "sub", "mul", "div", "rem")
BIT_OPS = ("and", "or", "xor", "shl", "shr")
CMP_OPS = ("eq", "ne", "lt", "le", "gt", "ge")
BINOPS = ARITH_OPS + BIT_OPS + CMP_OPS
UNOPS = ("neg", "not")
MATH_UNARY = ("sqrt", "abs", "floor", "ceil", "trunc", "round", "exp", "ln", "sin", "cos")
MATH_BINARY = ("max", "min")
MATH_TERNARY = ("mul_add",)  # f32 only: a * b + c rounded once (IEEE fusedMultiplyAdd)
MATH_FNS = MATH_UNARY + MATH_BINARY + MATH_TERNARY
OVERFLOW_OPS = ("add", "sub", "mul", "neg", "div", "rem", "shl", "shr")
NOWRAP_OPS = ("add", "sub", "mul", "shl")  # the integer BinOps that may carry `nowrap`
AXES = ("global", "local", "group", "group_y")
TRAP_KINDS = ("bounds", "overflow", "divide", "shift", "unreachable")
WMMA_LAYOUTS = ("row", "col")
# where a Wmma load or store reads or writes: a slice parameter or a workgroup array (the names of
# memory.PARAM and memory.WG)
WMMA_SPACES = ("param", "wg")
# bytes one AsyncCopy may move (count * element size): what cp.async copies in one instruction
ASYNC_COPY_BYTES = (4, 8, 16)
# subgroup operations (docs/subgroup.md): a ShuffleXor moves one 32-bit value between the lanes of
# the IR's 32-lane subgroup (lanes 32s .. 32s+31 of a workgroup, the subgroup Wmma uses)
SUBGROUP_LANES = 32
SHUFFLE_MASKS = range(1, SUBGROUP_LANES)  # a butterfly's lane mask: a constant 1 ..= 31


# --- local references held as raw ints ------------------------------------------------------
# A statement or terminator field that names a local by its index (not through a `Local`
# operand) is annotated with one of these, so `ir.walk` sees it: LocalDef for a local the node
# writes, LocalUse for one it reads. At run time and in `.kir.json` they are plain ints.
LOCAL_DEF, LOCAL_USE = "local-def", "local-use"
LocalDef = Annotated[int, LOCAL_DEF]
LocalUse = Annotated[int, LOCAL_USE]


# --- operands ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Local:
    """A read of local `id`."""

    id: int


@dataclass(frozen=True, slots=True)
class Const:
    """A scalar constant; floats are rounded to their type on construction.

    A float constant keeps its exact bit pattern (`bits()`), NaN payloads and signalling NaNs
    included; `value` is the Python float of those bits (an f32 signalling NaN reads as a quiet
    NaN there: converting it to a double quiets it), so whatever needs the exact constant reads
    `bits()`. `from_bits` keeps the bits it is given; `Const(ty, value)` takes the bits of `value`
    rounded to `ty`."""

    ty: Scalar
    value: bool | int | float
    _bits: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ty, v = self.ty, self.value
        if not isinstance(ty, Scalar):
            raise IRError(f"constant type must be a scalar, not {ty}")
        if ty == BOOL:
            if not isinstance(v, (bool, np.bool_)):
                raise IRError(f"bool constant must be True or False, not {v!r}")
            object.__setattr__(self, "value", bool(v))
        elif ty.is_int:
            if isinstance(v, (bool, float)) or not isinstance(v, (int, np.integer)):
                raise IRError(f"{ty} constant must be an int, not {v!r}")
            lo, hi = int_range(ty)
            if not lo <= int(v) <= hi:
                raise IRError(f"{ty} constant {v} is out of range [{lo}, {hi}]")
            object.__setattr__(self, "value", int(v))
        else:
            if not isinstance(v, (int, float, np.floating, np.integer)) or isinstance(v, bool):
                raise IRError(f"{ty} constant must be a number, not {v!r}")
            r = ty.np.type(v)
            object.__setattr__(self, "value", float(r))
            object.__setattr__(self, "_bits", int(np.array(r, dtype=ty.np).view(f"u{ty.bits // 8}")))
            return
        object.__setattr__(self, "_bits", int(self.value))

    def bits(self) -> int:
        """The constant's bit pattern (floats) or value (ints, bools)."""
        return self._bits

    @staticmethod
    def from_bits(ty: Scalar, bits: int) -> "Const":
        """The float constant of exactly these bits (a signalling NaN stays signalling)."""
        if not isinstance(ty, Scalar) or not ty.is_float:
            raise IRError("from_bits is for float constants")
        raw = np.array(bits, dtype=f"u{ty.bits // 8}")
        c = Const(ty, float(raw.view(ty.np)))
        object.__setattr__(c, "_bits", int(raw))
        return c

    def __eq__(self, other: object) -> bool:  # NaN constants compare by bits
        return isinstance(other, Const) and self.ty == other.ty and self.bits() == other.bits()

    def __hash__(self) -> int:
        return hash((self.ty, self.bits()))


def int_range(ty: Scalar) -> tuple[int, int]:
    if ty.is_signed:
        return -(1 << (ty.bits - 1)), (1 << (ty.bits - 1)) - 1
    return 0, (1 << ty.bits) - 1


Operand = Local | Const


# --- rvalues (the right-hand side of Assign) -----------------------------------------------
# a field .kir.json writes only when it is not its default (so files written before the field
# existed stay valid and their canonical text does not change)
def _kir_default(value):
    return field(default=value, metadata={"kir": "default"})


@dataclass(frozen=True, slots=True)
class Use:
    """Copy an operand."""

    a: Operand


@dataclass(frozen=True, slots=True)
class BinOp:
    """Binary op. Integer add/sub/mul wrap; shifts mask the amount to the width; div/rem by
    zero (or i32 MIN / -1) is undefined and pootc always guards it with a check. Comparisons
    give bool. Float ops are IEEE in the operand type, never contracted into FMA by the oracle.

    `nowrap` (integer add/sub/mul/shl only; set by poot_core.passes.nowrap where the range
    analysis proves it): the exact result (shl: a * 2^b, the amount below the width) is always in
    the type's range, so the op never wraps. The value is the same as without the flag; a backend
    may state it (LLVM: nsw for a signed type, nuw for an unsigned one), and the oracle asserts it."""

    op: str
    a: Operand
    b: Operand
    nowrap: bool = _kir_default(False)


@dataclass(frozen=True, slots=True)
class UnOp:
    """`neg` (wrapping for ints) or `not` (logical for bool, bitwise for ints)."""

    op: str
    a: Operand


@dataclass(frozen=True, slots=True)
class CheckOverflow:
    """True when `op` on a, b overflows its integer type (shl/shr: amount >= width; div/rem:
    i32 MIN / -1); the operand of the check pootc imports from MIR's Checked* + assert."""

    op: str
    a: Operand
    b: Operand


@dataclass(frozen=True, slots=True)
class Cast:
    """Rust `as`: int<->int truncates/extends, float->int saturates (NaN -> 0), int->float and
    float->float round to nearest even, bool->int is 0/1."""

    a: Operand
    to: Scalar


@dataclass(frozen=True, slots=True)
class Math:
    """A float method (sqrt ... cos) or max/min on floats or ints, with Rust's semantics:
    round is half away from zero; max/min ignore a NaN operand. `mul_add` (f32 only, three
    arguments a, b, c: Rust's `a.mul_add(b, c)`) is the fused multiply-add: a * b + c computed
    exactly and rounded once to nearest even (IEEE 754 fusedMultiplyAdd), never two roundings; a
    target that cannot compute it exactly refuses the body."""

    fn: str
    args: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class FromBits:
    """`f32::from_bits(u32)`: reinterpret the bits."""

    a: Operand


@dataclass(frozen=True, slots=True)
class NoContractAdd:
    """`no_contract_add(a, b)`: an f32 add that no backend may fuse with a producing multiply."""

    a: Operand
    b: Operand


@dataclass(frozen=True, slots=True)
class Load:
    """`slice[index]` for the slice parameter number `slice` (the index is checked elsewhere)."""

    slice: int
    index: Operand


@dataclass(frozen=True, slots=True)
class Len:
    """`slice.len()`: the element count the caller passed (usize)."""

    slice: int


@dataclass(frozen=True, slots=True)
class WgRead:
    """`wg_read(array, index)`: read slot `index` of workgroup-local array `array` (a value of the
    array's element type)."""

    array: int
    index: Operand


@dataclass(frozen=True, slots=True)
class ShuffleXor:
    """`shuffle_xor(value, mask)`: lane l of a 32-lane subgroup gets lane `l ^ mask`'s `value`
    (f32, i32 or u32; `mask` a constant 1 ..= 31, so the partner is in the same subgroup). Collective:
    every lane of the subgroup executes it together (uniform control flow within the subgroup, a
    workgroup size that is a multiple of 32). Data movement only, so exact on every target."""

    a: Operand
    mask: int


Rvalue = Use | BinOp | UnOp | CheckOverflow | Cast | Math | FromBits | NoContractAdd | Load | Len | WgRead | ShuffleXor


# --- statements -------------------------------------------------------------------------
# where a statement was written (pootc sets it on memory accesses, for the oracle's race reports):
# not part of the statement's meaning (ignored by ==), absent from .kir.json when None
def _source_span():
    return field(default=None, compare=False, metadata={"kir": "optional"})


@dataclass(frozen=True, slots=True)
class Assign:
    """`dest = value` for a scalar local."""

    dest: LocalDef
    value: Rvalue
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class Store:
    """`slice[index] = value` for a `&mut` slice parameter."""

    slice: int
    index: Operand
    value: Operand
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class WorkgroupLocalWrite:
    """`wg_write(array, index, value)`."""

    array: int
    index: Operand
    value: Operand
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class VectorStore:
    """Store `values` to slice[index], slice[index+1], ... in one access."""

    slice: int
    index: Operand
    values: tuple[Operand, ...]
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class AtomicAdd:
    """`dest = atomic_add(slice, index, value)`: u32 add, dest receives the old value
    (dest None when unused)."""

    dest: LocalDef | None
    slice: int
    index: Operand
    value: Operand
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class WmmaFill:
    """Set every element of fragment local `dest` to `value`."""

    dest: LocalDef
    value: Operand


@dataclass(frozen=True, slots=True)
class WmmaLoad:
    """Load fragment `dest` from element `offset` with leading dimension `stride` of slice
    parameter `slice` (`space` "param") or of workgroup array `slice` (`space` "wg": `slice` is
    the array's id; offset and stride in elements of the array, multiples of 16 bytes)."""

    dest: LocalDef
    slice: int
    offset: Operand
    stride: Operand
    layout: str = "row"
    space: str = _kir_default("param")


@dataclass(frozen=True, slots=True)
class WmmaMma:
    """`dest = a @ b + c` over one subgroup's fragments."""

    dest: LocalDef
    a: LocalUse
    b: LocalUse
    c: LocalUse


@dataclass(frozen=True, slots=True)
class WmmaStore:
    """Store accumulator fragment `src` to `offset` with leading dimension `stride` of slice
    parameter `slice` (`space` "param") or of workgroup array `slice` (`space` "wg")."""

    slice: int
    offset: Operand
    stride: Operand
    src: LocalUse
    layout: str = "row"
    space: str = _kir_default("param")


@dataclass(frozen=True, slots=True)
class AsyncCopy:
    """`async_copy(array, dst_index, slice, src_index, count, valid)`: start copying `count`
    consecutive elements of slice parameter `slice` from `src_index` to workgroup array `array`
    at `dst_index` (count * element size is 4, 8 or 16 bytes; both indices multiples of
    `count`). With `valid` (usize, 0 ..= count) only the first `valid` elements are read and the
    rest of the destination is written 0 (edge tiles). The copy is complete for this lane after
    its AsyncWait; other lanes see it after a barrier that follows that wait. Touching the
    destination, or writing the source, between the copy and its wait is a race."""

    array: int
    dst_index: Operand
    slice: int
    src_index: Operand
    count: int
    valid: Operand | None = field(default=None, metadata={"kir": "optional"})
    span: Span | None = _source_span()


@dataclass(frozen=True, slots=True)
class AsyncCommit:
    """Close this lane's open group of async copies (cp.async.commit_group)."""


@dataclass(frozen=True, slots=True)
class AsyncWait:
    """Wait until at most `pending` of this lane's committed async-copy groups are still in
    flight; `pending` 0 also completes the copies of the open (uncommitted) group, so
    `AsyncWait(0)` completes every copy the lane started (cp.async.wait_all)."""

    pending: int = 0


# --- warpgroup MMA (docs/matrix.md, "Warpgroup MMA"): collective over a 128-lane warpgroup -------
# lanes 128w .. 128w+127 of a workgroup; A and B are read from f16 workgroup arrays in the IR's
# core-matrix layout, the accumulator is a frag<wacc, f32, 64xNx16> local (zero until written)
WGMMA_M, WGMMA_K, WARPGROUP = 64, 16, 128
WGMMA_A_MAJORS, WGMMA_B_MAJORS = ("k", "m"), ("k", "n")  # which index runs along a core matrix's 16-byte rows


@dataclass(frozen=True, slots=True)
class WgmmaMma:
    """`dest = A @ B + c` over one warpgroup: A is 64 x K and B K x N ((64, N, K): the fragments'
    shape; K a multiple of 16, one wgmma per 16), both read from f16 workgroup arrays in a
    core-matrix layout (docs/matrix.md, "Warpgroup MMA"). With (i, k) the element's (m or n, k):

    - major "k" (the default): slot `offset + (i // 8) * sbo + (k // 8) * lbo + (i % 8) * 8 + k % 8`
      (core matrices of 8 rows of i, each row 8 consecutive k);
    - major "m" (A) / "n" (B): slot `offset + (i // 8) * sbo + (k // 8) * lbo + (k % 8) * 8 + i % 8`
      (core matrices of 8 rows of k, each row 8 consecutive m or n).

    lbo is the distance in elements between core matrices along k, sbo along m or n (multiples of
    8). Offsets are usize, warpgroup-uniform, multiples of 8. The product is exact, rounded once
    to the accumulator's f32.

    `pending` (0 .. WGMMA_MAX_PENDING) lets the hardware finish the product later: at most that
    many of the warpgroup's WgmmaMma statements (this one included) may still be running when the
    statement ends (PTX: wgmma.wait_group pending), so the next k-step's products are issued
    before this one's are waited for. The result is the same as with 0 as long as (the oracle
    checks both) the workgroup memory such a statement read is not changed before a later WgmmaMma
    with a smaller `pending` retires it, and its accumulator is read by nothing but later WgmmaMma
    statements chaining on it until a WgmmaMma with pending 0 (the verifier: no WgmmaStore or
    return while one may be in flight)."""

    dest: LocalDef
    a_array: int
    a_offset: Operand
    b_array: int
    b_offset: Operand
    c: LocalUse
    a_lbo: int = 64
    a_sbo: int = 128
    b_lbo: int = 64
    b_sbo: int = 128
    a_major: str = "k"
    b_major: str = "k"
    pending: int = 0


WGMMA_MAX_PENDING = 7  # wgmma.wait_group's immediate


@dataclass(frozen=True, slots=True)
class WgmmaStore:
    """Store the elements (r, c) with r < `rows` and c < `cols` of warpgroup accumulator `src` to
    slice parameter `slice` at `offset + r * stride + c` (rounded to the slice's element type:
    f32 or f16); the others are not written (edge tiles). rows, cols, offset, stride: usize,
    warpgroup-uniform."""

    slice: int
    offset: Operand
    stride: Operand
    src: LocalUse
    rows: Operand
    cols: Operand
    span: Span | None = _source_span()


Stmt = (Assign | Store | WorkgroupLocalWrite | VectorStore | AtomicAdd | WmmaFill | WmmaLoad | WmmaMma | WmmaStore
        | AsyncCopy | AsyncCommit | AsyncWait | WgmmaMma | WgmmaStore)
WMMA_STMTS = (WmmaFill, WmmaLoad, WmmaMma, WmmaStore)
ASYNC_STMTS = (AsyncCopy, AsyncCommit, AsyncWait)
WGMMA_STMTS = (WgmmaMma, WgmmaStore)


# --- terminators ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Goto:
    target: int


@dataclass(frozen=True, slots=True)
class SwitchInt:
    """Jump to the target of the first case equal to `discr` (bool: False=0, True=1), else
    `otherwise`."""

    discr: Operand
    cases: tuple[tuple[int, int], ...]
    otherwise: int

    @property
    def targets(self) -> tuple[int, ...]:
        return tuple(t for _, t in self.cases) + (self.otherwise,)


@dataclass(frozen=True, slots=True)
class ThreadIndexCall:
    """`dest = thread_index()` (axis global), local_index, group_index or group_index_y."""

    dest: LocalDef
    axis: str
    target: int


@dataclass(frozen=True, slots=True)
class Barrier:
    """`workgroup_barrier()`: every lane of the workgroup arrives before any continues."""

    target: int


@dataclass(frozen=True, slots=True)
class Return:
    pass


@dataclass(frozen=True, slots=True)
class Trap:
    """A failed check: `site` is unique in the body, `kind` one of TRAP_KINDS."""

    site: int
    kind: str
    span: Span | None = None
    message: str = ""


Terminator = Goto | SwitchInt | ThreadIndexCall | Barrier | Return | Trap


def successors(term: Terminator) -> tuple[int, ...]:
    """Block indices control can pass to from `term`."""
    if isinstance(term, SwitchInt):
        return term.targets
    if isinstance(term, (Goto, ThreadIndexCall, Barrier)):
        return (term.target,)
    if isinstance(term, (Return, Trap)):
        return ()
    raise IRError(f"successors: {type(term).__name__} is not a Kernel IR terminator; a new terminator "
                  "must say here where control goes")


# --- containers -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Block:
    stmts: tuple[Stmt, ...]
    term: Terminator


@dataclass(frozen=True, slots=True)
class Param:
    """A kernel parameter: `&[elem]` (input) or `&mut [elem]` (in-out)."""

    name: str
    elem: Scalar
    mutable: bool = False

    @property
    def ty(self) -> Ref:
        return Ref(Slice(self.elem), self.mutable)


@dataclass(frozen=True, slots=True)
class LocalDecl:
    ty: Ty
    name: str = ""


@dataclass(frozen=True, slots=True)
class WgArray:
    """A workgroup-local array of `size` slots of scalar `elem` (f32 unless said), named by its
    literal id; every slot starts at zero."""

    id: int
    size: int
    elem: Scalar = _kir_default(F32)

    @property
    def nbytes(self) -> int:
        return self.size * (self.elem.bits // 8 if self.elem.bits >= 8 else 1)


@dataclass(frozen=True, slots=True)
class Body:
    """One kernel: parameters, locals, blocks (bb0 is the entry), launch shape, LDS arrays."""

    name: str
    params: tuple[Param, ...]
    locals: tuple[LocalDecl, ...]
    blocks: tuple[Block, ...]
    workgroup_size: int = 64
    wg_arrays: tuple[WgArray, ...] = ()

    def verify(self) -> "Body":
        """Check the body; raises VerifyError with the location. Returns self."""
        from .verify import verify  # imported here: the verifier imports this module

        verify(self)
        return self

    def traps(self) -> tuple[tuple[int, Trap], ...]:
        """(block index, Trap) for every trap terminator."""
        return tuple((i, b.term) for i, b in enumerate(self.blocks) if isinstance(b.term, Trap))

    def trap_sites(self) -> dict[int, Trap]:
        return {t.site: t for _, t in self.traps()}

    def wg_array(self, array_id: int) -> WgArray | None:
        return next((w for w in self.wg_arrays if w.id == array_id), None)

    def uses_wmma(self) -> bool:
        return any(isinstance(s, WMMA_STMTS) for b in self.blocks for s in b.stmts)

    def uses_wgmma(self) -> bool:
        """Whether the body has warpgroup MMA statements (WgmmaMma / WgmmaStore)."""
        return any(isinstance(s, WGMMA_STMTS) for b in self.blocks for s in b.stmts)

    def uses_subgroup_ops(self) -> bool:
        """Whether the body has subgroup operations (ShuffleXor)."""
        return any(isinstance(s, Assign) and isinstance(s.value, ShuffleXor) for b in self.blocks for s in b.stmts)

    def uses_mul_add(self) -> bool:
        """Whether the body has a fused multiply-add (Math "mul_add")."""
        return any(isinstance(s, Assign) and isinstance(s.value, Math) and s.value.fn == "mul_add"
                   for b in self.blocks for s in b.stmts)

    def uses_async_copy(self) -> bool:
        return any(isinstance(s, ASYNC_STMTS) for b in self.blocks for s in b.stmts)

    def wg_bytes(self) -> int:
        """The workgroup memory the body's arrays declare, in bytes (before any target's padding)."""
        return sum(w.nbytes for w in self.wg_arrays)

    def scalar_types(self) -> set[Scalar]:
        """Every scalar type the body touches (params, locals, fragment dtypes, constants)."""
        out: set[Scalar] = {p.elem for p in self.params} | {w.elem for w in self.wg_arrays}
        for d in self.locals:
            if isinstance(d.ty, Scalar):
                out.add(d.ty)
            elif isinstance(d.ty, Fragment):
                out.add(d.ty.dtype)
        return out
