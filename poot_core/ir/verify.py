"""Body.verify: type rules, branch targets, slice mutability, matrix fragments, divergent
fragment participation and divergent barriers; raises VerifyError naming the rule (`kind`) and
the block/statement.

Pure checks, no mutation. Error kinds: EmptyBody, BadWorkgroupSize, BadParam, DuplicateParam,
BadWgArray, UnknownWgArray, BadLocal, UnknownNode, UnknownOp, UnknownFn, UnknownAxis,
UnknownLayout, TypeMismatch, WriteToInput, FragmentMismatch, FragmentAsScalar,
BadBranchTarget, BadTrapKind, DuplicateTrapSite, OutOfBounds (a constant index or tile past the end
of a workgroup array), Misaligned (a constant Wmma workgroup offset/stride or async-copy index off
its alignment, docs/matrix.md), BadAsyncCopy, BadShuffle (a ShuffleXor mask that is not a constant
1 ..= 31, docs/subgroup.md), DivergentFragmentParticipation, DivergentSubgroupOp (a ShuffleXor
reachable under a branch that can split a 32-lane subgroup),
DivergentBarrier (a workgroup_barrier() reachable under a branch whose condition may differ
between lanes of one workgroup: `uniformity.analyze_workgroup`).
"""
from __future__ import annotations

import typing

from ..errors import VerifyError

# the most slots a workgroup array may declare: 2^28 f32 slots (1 GiB) is far above any device's
# workgroup memory, and keeps every byte offset within the u32 the SPIR-V and PTX emitters use
MAX_WG_ARRAY_SLOTS = 1 << 28
from . import cfg
from . import nodes as N
from .types import BOOL, F16, F32, I32, U32, USIZE, Fragment, Scalar, Ty
from . import walk as W
from .memory import params_written
from .uniformity import SUBGROUP, U, Uniformity, analyze, analyze_warpgroup, analyze_workgroup

KINDS = ("EmptyBody", "BadWorkgroupSize", "BadParam", "DuplicateParam", "BadWgArray", "UnknownWgArray",
         "BadLocal", "UnknownNode", "UnknownOp", "UnknownFn", "UnknownAxis", "UnknownLayout",
         "TypeMismatch", "WriteToInput", "FragmentMismatch", "FragmentAsScalar", "BadBranchTarget",
         "BadTrapKind", "DuplicateTrapSite", "OutOfBounds", "Misaligned", "BadAsyncCopy", "BadShuffle",
         "DivergentFragmentParticipation", "DivergentSubgroupOp", "DivergentBarrier")
# the value types a ShuffleXor moves (32-bit: one register on every target)
SHUFFLE_TYPES = (F32, I32, U32)

# a Wmma tile in workgroup memory starts, and its rows (columns) are spaced, at multiples of this
# many bytes (Vulkan's cooperative-matrix rule for 16-wide tiles; docs/matrix.md)
WG_TILE_ALIGN = 16


def wg_tile_align(elem: Scalar) -> int:
    """The element multiple a workgroup-memory Wmma offset and stride must be (8 for f16)."""
    return max(1, WG_TILE_ALIGN // (elem.bits // 8))


def tile_extent(rows: int, cols: int, stride: int, layout: str) -> int:
    """One past the highest element (relative to the offset) a rows x cols tile touches."""
    return ((rows - 1) * stride + cols) if layout == "row" else ((cols - 1) * stride + rows)


def _const_int(op: object) -> int | None:
    return int(op.value) if isinstance(op, N.Const) and op.ty.is_int else None


def verify(body: N.Body) -> None:
    """Raise VerifyError for the first ill-formed place of `body` (blocks in order); else None."""
    _Verifier(body).run()


class _Verifier(W.Visitor):
    """The checks of one body: a visit method per node class (operands give their type, rvalues
    the type they produce); a node in the wrong place (a terminator among the statements, an
    object that is no IR node) is an UnknownNode error, a node class of nodes.py with no method here
    an UnhandledNodeError."""

    def __init__(self, body: N.Body):
        self.body = body
        self.block, self.stmt = -1, -1

    def fail(self, kind: str, msg: str, block: int | None = None, stmt: int | None = None) -> typing.NoReturn:
        raise VerifyError(msg, kind=kind, kernel=self.body.name,
                          block=self.block if block is None else block,
                          stmt=self.stmt if stmt is None else stmt)

    # --- whole body -----------------------------------------------------------------------
    def run(self) -> None:
        b = self.body
        ws = b.workgroup_size
        if not isinstance(ws, int) or isinstance(ws, bool) or ws < 1:
            self.fail("BadWorkgroupSize", f"workgroup_size must be a positive integer, not {ws!r}")
        if not b.blocks:
            self.fail("EmptyBody", "the body has no blocks; it needs at least an entry block bb0")
        names = set()
        for i, p in enumerate(b.params):
            if not isinstance(p, N.Param) or not isinstance(p.elem, Scalar):
                self.fail("BadParam", f"parameter {i} must be a slice of a scalar type, not {p!r}")
            if p.name in names:
                self.fail("DuplicateParam", f"parameter name {p.name!r} is used twice; buffers are "
                          "passed by name, rename one")
            names.add(p.name)
        ids = set()
        for w in b.wg_arrays:
            if not isinstance(w, N.WgArray) or not isinstance(w.id, int) or not isinstance(w.size, int):
                self.fail("BadWgArray", f"workgroup array {w!r} must be a WgArray(id, size, elem) of integers")
            if not isinstance(w.elem, Scalar) or not (w.elem.is_int or w.elem.is_float):
                self.fail("BadWgArray", f"workgroup array {w.id} has element type {w.elem}; it must be a "
                          "numeric scalar (f16, f32, f64, i32, u32, usize)")
            if w.id in ids:
                self.fail("BadWgArray", f"workgroup array id {w.id} is declared twice")
            if w.size < 1:
                self.fail("BadWgArray", f"workgroup array {w.id} has size {w.size}; it needs at least 1 slot")
            if w.size > MAX_WG_ARRAY_SLOTS:
                self.fail("BadWgArray", f"workgroup array {w.id} has {w.size:,} slots, more than the "
                          f"{MAX_WG_ARRAY_SLOTS:,} (2^28, 1 GiB of f32) any workgroup can address; declare a smaller one")
            ids.add(w.id)
        for i, d in enumerate(b.locals):
            if isinstance(d.ty, Fragment) and not (d.ty.dtype.is_float or d.ty.dtype.is_int):
                self.fail("TypeMismatch", f"local _{i}: a fragment's dtype must be numeric, not {d.ty.dtype}")
        sites: dict[int, int] = {}
        for bi, blk in enumerate(b.blocks):
            self.block = bi
            if not isinstance(blk, N.Block):
                self.fail("UnknownNode", f"block {bi} is not a Block: {type(blk).__name__}", stmt=-1)
            for si, s in enumerate(blk.stmts):
                self.stmt = si
                self.statement(s)
            self.stmt = -1
            self.terminator(blk.term)
            if isinstance(blk.term, N.Trap):
                if blk.term.site in sites:
                    self.fail("DuplicateTrapSite", f"trap site {blk.term.site} is already used by "
                              f"bb{sites[blk.term.site]}; every trap needs its own site id")
                sites[blk.term.site] = bi
        if b.uses_wgmma():
            self.block = self.stmt = -1
            if ws % N.WARPGROUP:
                self.fail("BadWorkgroupSize", f"a body with warpgroup MMA (Wgmma) statements needs a workgroup "
                          f"size that is a multiple of {N.WARPGROUP} (whole warpgroups), not {ws}")
            self.warpgroup_divergence()
            self.wgmma_in_flight()
        if b.uses_wmma():
            self.block = self.stmt = -1
            if ws % SUBGROUP:
                self.fail("BadWorkgroupSize", f"a body with matrix (Wmma) ops needs a workgroup size that "
                          f"is a multiple of {SUBGROUP}, not {ws}")
            self.divergence()
        if b.uses_subgroup_ops():
            self.block = self.stmt = -1
            if ws % SUBGROUP:
                self.fail("BadWorkgroupSize", f"a body with subgroup operations (shuffle_xor) needs a workgroup size "
                          f"that is a multiple of {SUBGROUP} (whole 32-lane subgroups), not {ws}")
            self.subgroup_divergence()
        self.block = self.stmt = -1
        self.barriers()

    def barriers(self) -> None:
        """DivergentBarrier: every lane of a workgroup must reach the same barriers, so no barrier
        may sit under a branch (or loop exit) whose condition may differ between its lanes. A body
        in which no Return is reachable always faults and is not checked (the analysis joins
        divergent paths at Returns; with none, everything after a lane-varying check would count)."""
        bars = [bi for bi, blk in enumerate(self.body.blocks) if isinstance(blk.term, N.Barrier)]
        if not bars:
            return
        reach = cfg.reachable(cfg.successors(self.body))
        if not any(isinstance(self.body.blocks[b].term, N.Return) for b in reach):
            return  # every path faults (e.g. a shift that always overflows): the dispatch's outputs are discarded
        uni = analyze_workgroup(self.body)
        for bi in bars:
            if bi not in uni.divergent_blocks:
                continue
            branches = [b for b, region in uni.regions if bi in region] or sorted(uni.divergent_branches)
            more = f" (and {len(branches) - 1} more such branch{'es' if len(branches) > 2 else ''})" if len(branches) > 1 else ""
            self.fail("DivergentBarrier",
                      f"workgroup_barrier() is reachable under control that the lanes of one workgroup may take "
                      f"differently: {_explain_branch(self.body, uni, branches[0])}{more}; every lane of a workgroup "
                      "must reach the same barriers (a GPU may hang or skip the barrier): branch on "
                      "workgroup-uniform values only (constants, group_index(), len(), input slices read at such "
                      "indices) and put the barrier outside the branch", block=bi, stmt=-1)

    def divergence(self) -> None:
        uni = analyze(self.body)
        for bi, blk in enumerate(self.body.blocks):
            for si, s in enumerate(blk.stmts):
                if not isinstance(s, N.WMMA_STMTS):
                    continue
                self.block, self.stmt = bi, si
                if bi in uni.divergent_blocks:
                    self.fail("DivergentFragmentParticipation",
                              f"{type(s).__name__} is collective over a {SUBGROUP}-lane subgroup but is reachable "
                              f"under a branch that can split one (divergent branch(es) at "
                              f"{', '.join(f'bb{x}' for x in sorted(uni.divergent_branches))}); branch on "
                              "subgroup-uniform values only, e.g. `local_index() / 32 == 0` selects warp 0")
                for name in ("value", "offset", "stride"):
                    op = getattr(s, name, None)
                    if op is not None and not uni.operand_uniform(op):
                        self.fail("DivergentFragmentParticipation",
                                  f"{type(s).__name__}.{name} differs between lanes of a subgroup; a matrix op's "
                                  "scalar operands must be subgroup-uniform")

    def subgroup_divergence(self) -> None:
        """Every lane of a 32-lane subgroup executes each ShuffleXor together (docs/subgroup.md)."""
        uni = analyze(self.body)
        for bi, blk in enumerate(self.body.blocks):
            for si, s in enumerate(blk.stmts):
                if not (isinstance(s, N.Assign) and isinstance(s.value, N.ShuffleXor)) or bi not in uni.divergent_blocks:
                    continue
                self.block, self.stmt = bi, si
                self.fail("DivergentSubgroupOp",
                          f"shuffle_xor is collective over a {SUBGROUP}-lane subgroup (every lane must execute it, "
                          f"lane l reads lane l ^ mask) but is reachable under a branch that can split one (divergent "
                          f"branch(es) at {', '.join(f'bb{x}' for x in sorted(uni.divergent_branches))}); branch on "
                          "subgroup-uniform values only (e.g. `local_index() / 32 == 0` selects subgroup 0) and "
                          "select the values, not the shuffle")

    def warpgroup_divergence(self) -> None:
        """Every lane of a warpgroup reaches each Wgmma statement, with the same scalar operands."""
        uni = analyze_warpgroup(self.body)
        for bi, blk in enumerate(self.body.blocks):
            for si, s in enumerate(blk.stmts):
                if not isinstance(s, N.WGMMA_STMTS):
                    continue
                self.block, self.stmt = bi, si
                if bi in uni.divergent_blocks:
                    self.fail("DivergentFragmentParticipation",
                              f"{type(s).__name__} is collective over a {N.WARPGROUP}-lane warpgroup but is reachable "
                              f"under a branch that can split one (divergent branch(es) at "
                              f"{', '.join(f'bb{x}' for x in sorted(uni.divergent_branches))}); branch on "
                              "warpgroup-uniform values only, e.g. `local_index() / 128 == 0` selects warpgroup 0")
                for name in ("a_offset", "b_offset", "offset", "stride", "rows", "cols"):
                    op = getattr(s, name, None)
                    if op is not None and not uni.operand_uniform(op):
                        self.fail("DivergentFragmentParticipation",
                                  f"{type(s).__name__}.{name} differs between lanes of a warpgroup; a warpgroup "
                                  "MMA's scalar operands must be warpgroup-uniform")

    # --- operands -------------------------------------------------------------------------
    def local(self, i: object, what: str) -> Ty:
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(self.body.locals):
            self.fail("BadLocal", f"{what} names local {i!r}, but the body declares "
                      f"{len(self.body.locals)} locals (_0 .. _{len(self.body.locals) - 1})")
        return self.body.locals[i].ty

    def scalar_local(self, i: object, what: str) -> Scalar:
        ty = self.local(i, what)
        if isinstance(ty, Fragment):
            self.fail("FragmentAsScalar", f"{what} uses fragment local _{i} ({ty}) as a scalar; fragments are "
                      "only produced and consumed by Wmma ops")
        if not isinstance(ty, Scalar):
            self.fail("TypeMismatch", f"{what} uses local _{i} of type {ty} where a scalar is needed")
        return ty

    def operand(self, op: object, what: str) -> Scalar:
        if type(op) not in W.OPERAND_CLASSES:
            self.fail("UnknownNode", f"{what} must be an operand (Local or Const), not {type(op).__name__}")
        return self.visit(op, what)

    def visit_Const(self, op: N.Const, what: str) -> Scalar:
        return op.ty

    def visit_Local(self, op: N.Local, what: str) -> Scalar:
        return self.scalar_local(op.id, what)

    def expect(self, op: object, ty: Scalar, what: str) -> None:
        got = self.operand(op, what)
        if got != ty:
            self.fail("TypeMismatch", f"{what} must be {ty}, not {got}")

    def param(self, i: object, what: str) -> N.Param:
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(self.body.params):
            self.fail("BadParam", f"{what} names parameter {i!r}, but the kernel has {len(self.body.params)}")
        return self.body.params[i]

    def mut_param(self, i: object, what: str) -> N.Param:
        p = self.param(i, what)
        if not p.mutable:
            self.fail("WriteToInput", f"{what} writes parameter {p.name!r}, an input `&[{p.elem}]`; "
                      f"declare it `&mut [{p.elem}]` to write it")
        return p

    def wg(self, array: object, what: str) -> N.WgArray:
        w = self.body.wg_array(array) if isinstance(array, int) else None
        if w is None:
            known = ", ".join(str(w.id) for w in self.body.wg_arrays) or "none"
            self.fail("UnknownWgArray", f"{what} uses workgroup array {array!r}, which is not declared "
                      f"(declared: {known})")
        return w

    def fragment(self, i: object, what: str) -> Fragment:
        ty = self.local(i, what)
        if not isinstance(ty, Fragment):
            self.fail("FragmentAsScalar", f"{what} needs a fragment local, but _{i} is {ty}")
        if ty.role == "wacc":
            self.fail("FragmentMismatch", f"{what} names _{i} ({ty}), a warpgroup accumulator; only WgmmaMma "
                      "and WgmmaStore take one (Wmma fragments belong to one 32-lane subgroup)")
        return ty

    # --- warpgroup MMA (docs/matrix.md, "Warpgroup MMA") ----------------------------------------
    def wgmma_in_flight(self) -> None:
        """No WgmmaStore and no return where a WgmmaMma with pending > 0 may still be running
        (reached from one without a WgmmaMma with pending 0 in between, on some path)."""
        blocks = self.body.blocks
        succ = [N.successors(blk.term) for blk in blocks]
        entry = [False] * len(blocks)  # may a product be in flight at the block's start
        seen = [False] * len(blocks)
        work = [0] if blocks else []
        seen[:1] = [True] * min(1, len(blocks))
        while work:
            bi = work.pop()
            fly = entry[bi]
            for si, st in enumerate(blocks[bi].stmts):
                if isinstance(st, N.WgmmaMma):
                    fly = st.pending > 0
                elif isinstance(st, N.WgmmaStore) and fly:
                    self.block, self.stmt = bi, si
                    self.fail("WgmmaInFlight", "WgmmaStore reads a warpgroup accumulator while a WgmmaMma with "
                              "pending > 0 may still be running; end the chain with a WgmmaMma of pending 0 first")
            if isinstance(blocks[bi].term, N.Return) and fly:
                self.block, self.stmt = bi, -1
                self.fail("WgmmaInFlight", "the kernel returns while a WgmmaMma with pending > 0 may still be "
                          "running; end the chain with a WgmmaMma of pending 0")
            for t in succ[bi]:
                if 0 <= t < len(blocks) and (not seen[t] or (fly and not entry[t])):
                    seen[t] = True
                    entry[t] = entry[t] or fly
                    work.append(t)

    def wacc(self, i: object, what: str) -> Fragment:
        ty = self.local(i, what)
        if not isinstance(ty, Fragment) or ty.role != "wacc":
            self.fail("FragmentMismatch", f"{what} needs a warpgroup accumulator local "
                      f"(frag<wacc,f32,64xNx16>), but _{i} is {ty}")
        m, n, k = ty.shape
        if m != N.WGMMA_M or k % N.WGMMA_K or not N.WGMMA_K <= k <= 256 or n % 8 or not 8 <= n <= 256 or ty.dtype != F32:
            self.fail("FragmentMismatch", f"{what}: _{i} is {ty}; a warpgroup accumulator is "
                      f"frag<wacc,f32,{N.WGMMA_M}xNxK> with N a multiple of 8 from 8 to 256 and K (the depth of "
                      f"one WgmmaMma) a multiple of {N.WGMMA_K} from {N.WGMMA_K} to 256")
        return ty

    def wgmma_operand(self, array: object, lbo: object, sbo: object, what: str) -> None:
        self.wg(array, what)
        w = self.body.wg_array(typing.cast(int, array))
        assert w is not None
        if w.elem != F16:
            self.fail("TypeMismatch", f"{what} reads workgroup array {w.id} of {w.elem}; warpgroup MMA reads "
                      "f16 arrays (declare it WgArray(id, size, elem=F16))")
        for name, v in (("lbo", lbo), ("sbo", sbo)):
            if not isinstance(v, int) or isinstance(v, bool) or v <= 0 or v % 8 or v >= 1 << 17:
                self.fail("BadWgArray", f"{what} {name} is {v!r}; it must be a positive multiple of 8 elements "
                          "(16 bytes) below 2^17 (the descriptor's 14-bit field of 16-byte units)")

    def visit_WgmmaMma(self, s: N.WgmmaMma) -> None:
        d, c = self.wacc(s.dest, "WgmmaMma dest"), self.wacc(s.c, "WgmmaMma c")
        if d.shape != c.shape:
            self.fail("FragmentMismatch", f"WgmmaMma dest {d} and c {c} must have one shape")
        self.wgmma_operand(s.a_array, s.a_lbo, s.a_sbo, "WgmmaMma A")
        self.wgmma_operand(s.b_array, s.b_lbo, s.b_sbo, "WgmmaMma B")
        for what, major, ok in (("a_major", s.a_major, N.WGMMA_A_MAJORS), ("b_major", s.b_major, N.WGMMA_B_MAJORS)):
            if major not in ok:
                self.fail("UnknownLayout", f"WgmmaMma {what} is {major!r}; one of {', '.join(ok)}")
        self.expect(s.a_offset, USIZE, "WgmmaMma a_offset")
        self.expect(s.b_offset, USIZE, "WgmmaMma b_offset")
        p = s.pending
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= N.WGMMA_MAX_PENDING:
            self.fail("BadWgmmaPending", f"WgmmaMma pending is {p!r}; it must be an int from 0 to "
                      f"{N.WGMMA_MAX_PENDING} (wgmma.wait_group's immediate)")

    def visit_WgmmaStore(self, s: N.WgmmaStore) -> None:
        self.wacc(s.src, "WgmmaStore source")
        p = self.mut_param(s.slice, "WgmmaStore")
        if p.elem not in (F32, F16):
            self.fail("TypeMismatch", f"WgmmaStore writes an f32 accumulator into [{p.elem}] {p.name!r}; "
                      "the slice must be f32 or f16")
        for name in ("offset", "stride", "rows", "cols"):
            self.expect(getattr(s, name), USIZE, f"WgmmaStore {name}")

    # --- rvalues (each visit gives the rvalue's type) -------------------------------------------
    def rvalue(self, r: object) -> Scalar:
        if type(r) not in W.RVALUE_CLASSES:
            self.fail("UnknownNode", f"{type(r).__name__} is not an rvalue")
        return self.visit(r)

    def visit_Use(self, r: N.Use) -> Scalar:
        return self.operand(r.a, "Use")

    def visit_UnOp(self, r: N.UnOp) -> Scalar:
        if r.op not in N.UNOPS:
            self.fail("UnknownOp", f"unknown unary op {r.op!r}; one of {', '.join(N.UNOPS)}")
        a = self.operand(r.a, f"UnOp {r.op}")
        if r.op == "neg" and not (a.is_int or a.is_float):
            self.fail("TypeMismatch", f"neg needs an integer or float operand, not {a}")
        if r.op == "not" and not (a == BOOL or a.is_int):
            self.fail("TypeMismatch", f"not needs a bool or integer operand, not {a}")
        return a

    def visit_CheckOverflow(self, r: N.CheckOverflow) -> Scalar:
        if r.op not in N.OVERFLOW_OPS:
            self.fail("UnknownOp", f"unknown overflow check {r.op!r}; one of {', '.join(N.OVERFLOW_OPS)}")
        a, b = self.operand(r.a, "CheckOverflow a"), self.operand(r.b, "CheckOverflow b")
        if not a.is_int or not b.is_int or (r.op not in ("shl", "shr") and a != b):
            self.fail("TypeMismatch", f"overflow check {r.op} needs integer operands of one type "
                      f"(shifts: any integer amount), not {a} and {b}")
        return BOOL

    def visit_Cast(self, r: N.Cast) -> Scalar:
        a = self.operand(r.a, "Cast")
        if not isinstance(r.to, Scalar):
            self.fail("TypeMismatch", f"Cast target must be a scalar type, not {r.to}")
        if (r.to == BOOL and a != BOOL) or (a == BOOL and r.to.is_float):
            self.fail("TypeMismatch", f"`{a} as {r.to}` is not a Rust numeric cast")
        return r.to

    def visit_FromBits(self, r: N.FromBits) -> Scalar:
        self.expect(r.a, U32, "f32::from_bits operand")
        return F32

    def visit_NoContractAdd(self, r: N.NoContractAdd) -> Scalar:
        self.expect(r.a, F32, "no_contract_add a")
        self.expect(r.b, F32, "no_contract_add b")
        return F32

    def visit_Load(self, r: N.Load) -> Scalar:
        p = self.param(r.slice, "Load")
        self.expect(r.index, USIZE, "Load index")
        return p.elem

    def visit_Len(self, r: N.Len) -> Scalar:
        self.param(r.slice, "Len")
        return USIZE

    def visit_WgRead(self, r: N.WgRead) -> Scalar:
        w = self.wg(r.array, "wg_read")
        self.expect(r.index, USIZE, "wg_read index")
        return w.elem

    def visit_BinOp(self, r: N.BinOp) -> Scalar:
        if r.op not in N.BINOPS:
            self.fail("UnknownOp", f"unknown binary op {r.op!r}; one of {', '.join(N.BINOPS)}")
        a, b = self.operand(r.a, f"BinOp {r.op} a"), self.operand(r.b, f"BinOp {r.op} b")
        if not isinstance(r.nowrap, bool):
            self.fail("TypeMismatch", f"BinOp {r.op}: nowrap must be true or false, not {r.nowrap!r}")
        if r.nowrap and (r.op not in N.NOWRAP_OPS or not a.is_int):
            self.fail("TypeMismatch", f"BinOp {r.op} on {a} is marked nowrap; only integer "
                      f"{'/'.join(N.NOWRAP_OPS)} can be (the flag says the exact result fits the type: "
                      "poot_core.passes.nowrap sets it)")
        if r.op in ("shl", "shr"):
            if not a.is_int or not b.is_int:
                self.fail("TypeMismatch", f"{r.op} needs an integer value and an integer amount, not {a} and {b}")
            return a
        if a != b:
            self.fail("TypeMismatch", f"{r.op} needs operands of one type, not {a} and {b}")
        if r.op in N.CMP_OPS:
            return BOOL
        if r.op in N.ARITH_OPS and not (a.is_int or a.is_float):
            self.fail("TypeMismatch", f"{r.op} needs integer or float operands, not {a}")
        if r.op in ("and", "or", "xor") and not (a.is_int or a == BOOL):
            self.fail("TypeMismatch", f"{r.op} needs integer or bool operands, not {a}")
        return a

    def visit_Math(self, r: N.Math) -> Scalar:
        if r.fn not in N.MATH_FNS:
            self.fail("UnknownFn", f"unknown method {r.fn!r}; one of {', '.join(N.MATH_FNS)}")
        want = 1 if r.fn in N.MATH_UNARY else 2 if r.fn in N.MATH_BINARY else 3
        if not isinstance(r.args, tuple) or len(r.args) != want:
            n = len(r.args) if isinstance(r.args, tuple) else r.args
            self.fail("TypeMismatch", f"{r.fn} takes {want} argument(s), not {n}")
        tys = [self.operand(x, f"{r.fn} argument {i}") for i, x in enumerate(r.args)]
        if want == 3 and any(t != F32 for t in tys):
            self.fail("TypeMismatch", f"{r.fn} (the fused multiply-add) is f32 only; its arguments are "
                      f"{', '.join(map(str, tys))}")
        if want == 1 and not tys[0].is_float:
            self.fail("TypeMismatch", f"{r.fn} is a float method; its argument is {tys[0]}")
        if want == 2 and (tys[0] != tys[1] or not (tys[0].is_float or tys[0].is_int)):
            self.fail("TypeMismatch", f"{r.fn} needs two floats or two integers of one type, not "
                      f"{tys[0]} and {tys[1]}")
        return tys[0]

    def visit_ShuffleXor(self, r: N.ShuffleXor) -> Scalar:
        m = r.mask
        if not isinstance(m, int) or isinstance(m, bool) or m not in N.SHUFFLE_MASKS:
            self.fail("BadShuffle", f"shuffle_xor mask {m!r}: the mask is a constant 1 ..= {N.SUBGROUP_LANES - 1} "
                      f"(lane l reads lane l ^ mask of its {N.SUBGROUP_LANES}-lane subgroup)")
        t = self.operand(r.a, "shuffle_xor value")
        if t not in SHUFFLE_TYPES:
            self.fail("TypeMismatch", f"shuffle_xor moves {', '.join(map(str, SHUFFLE_TYPES))} values, not {t}; "
                      "cast the value (or move its halves) first")
        return t

    # --- statements -----------------------------------------------------------------------
    def statement(self, s: object) -> None:
        if type(s) not in W.STMT_CLASSES:
            self.fail("UnknownNode", f"{type(s).__name__} is not a statement")
        self.visit(s)

    def visit_Assign(self, s: N.Assign) -> None:
        dty = self.local(s.dest, "Assign destination")
        if isinstance(dty, Fragment):
            self.fail("FragmentAsScalar", f"Assign to fragment local _{s.dest} ({dty}); fragments are "
                      "written only by WmmaFill/WmmaLoad/WmmaMma")
        ty = self.rvalue(s.value)
        if dty != ty:
            self.fail("TypeMismatch", f"Assign: _{s.dest} is {dty} but {type(s.value).__name__} gives {ty}")

    def visit_Store(self, s: N.Store) -> None:
        p = self.mut_param(s.slice, "Store")
        self.expect(s.index, USIZE, "Store index")
        self.expect(s.value, p.elem, f"Store value (into {p.name!r})")

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite) -> None:
        w = self.wg(s.array, "wg_write")
        self.expect(s.index, USIZE, "wg_write index")
        self.expect(s.value, w.elem, f"wg_write value (workgroup array {w.id} is [{w.elem}])")

    def visit_VectorStore(self, s: N.VectorStore) -> None:
        p = self.mut_param(s.slice, "VectorStore")
        self.expect(s.index, USIZE, "VectorStore index")
        if not isinstance(s.values, tuple) or not s.values:
            self.fail("TypeMismatch", "VectorStore needs at least one value")
        for i, v in enumerate(s.values):
            self.expect(v, p.elem, f"VectorStore value {i} (into {p.name!r})")

    def visit_AtomicAdd(self, s: N.AtomicAdd) -> None:
        p = self.mut_param(s.slice, "atomic_add")
        if p.elem != U32:
            self.fail("TypeMismatch", f"atomic_add needs a &mut [u32] buffer; {p.name!r} is [{p.elem}]")
        self.expect(s.index, USIZE, "atomic_add index")
        self.expect(s.value, U32, "atomic_add value")
        if s.dest is not None:
            dty = self.scalar_local(s.dest, "atomic_add destination")
            if dty != U32:
                self.fail("TypeMismatch", f"atomic_add returns u32, but its destination _{s.dest} is {dty}")

    def visit_WmmaFill(self, s: N.WmmaFill) -> None:
        f = self.fragment(s.dest, "WmmaFill destination")
        self.expect(s.value, f.dtype, f"WmmaFill value (fragment {f})")

    def visit_WmmaLoad(self, s: N.WmmaLoad) -> None:
        f = self.fragment(s.dest, "WmmaLoad destination")
        self.layout(s.layout, "WmmaLoad")
        self.expect(s.offset, USIZE, "WmmaLoad offset")
        self.expect(s.stride, USIZE, "WmmaLoad stride")
        if self.space(s.space, "WmmaLoad") == "wg":
            self.wg_tile(s, f, "WmmaLoad")
            return
        p = self.param(s.slice, "WmmaLoad")
        if p.elem != f.dtype:
            self.fail("FragmentMismatch", f"WmmaLoad reads [{p.elem}] {p.name!r} into {f}; the slice "
                      "element type must be the fragment dtype")

    def space(self, space: str, what: str) -> str:
        if space not in N.WMMA_SPACES:
            self.fail("UnknownLayout", f"{what} space {space!r} is not one of {', '.join(N.WMMA_SPACES)}")
        return space

    def wg_tile(self, s: N.WmmaLoad | N.WmmaStore, f: Fragment, what: str) -> None:
        """A Wmma tile in workgroup array `s.slice`: element type, alignment and bounds (constants)."""
        w = self.wg(s.slice, what)
        if w.elem != f.dtype:
            self.fail("FragmentMismatch", f"{what} moves {f} {'out of' if what == 'WmmaLoad' else 'into'} workgroup "
                      f"array {w.id} of [{w.elem}]; the array's element type must be the fragment dtype")
        al = wg_tile_align(w.elem)
        off, stride = _const_int(s.offset), _const_int(s.stride)
        for name, v in (("offset", off), ("stride", stride)):
            if v is not None and v % al:
                self.fail("Misaligned", f"{what} {name} {v} into workgroup array {w.id} is not a multiple of {al} "
                          f"elements ({WG_TILE_ALIGN} bytes of {w.elem}); a workgroup-memory tile starts and "
                          f"strides at {WG_TILE_ALIGN}-byte multiples (docs/matrix.md)")
        if off is not None and stride is not None:
            rows, cols = f.rows_cols
            end = off + tile_extent(rows, cols, stride, s.layout)
            if end > w.size:
                self.fail("OutOfBounds", f"{what}: the {rows}x{cols} {s.layout}-major tile at offset {off}, stride "
                          f"{stride} reaches element {end - 1} of workgroup array {w.id}, which has {w.size} slots")

    def visit_WmmaMma(self, s: N.WmmaMma) -> None:
        fs = {k: self.fragment(getattr(s, k), f"WmmaMma {k}") for k in ("a", "b", "c", "dest")}
        for k, role in (("a", "a"), ("b", "b"), ("c", "acc"), ("dest", "acc")):
            if fs[k].role != role:
                self.fail("FragmentMismatch", f"WmmaMma {k} must be a role-{role} fragment, but "
                          f"_{getattr(s, k)} is {fs[k]}")
        shapes = {k: f.shape for k, f in fs.items()}
        if len(set(shapes.values())) != 1:
            self.fail("FragmentMismatch", "WmmaMma operands disagree on the tile shape (m x n x k): "
                      + ", ".join(f"{k}={fs[k]}" for k in fs))
        if fs["a"].dtype != fs["b"].dtype:
            self.fail("FragmentMismatch", f"WmmaMma a and b must have one dtype, not {fs['a'].dtype} "
                      f"and {fs['b'].dtype}")
        if fs["c"].dtype != fs["dest"].dtype:
            self.fail("FragmentMismatch", f"WmmaMma c and dest must have one dtype, not {fs['c'].dtype} "
                      f"and {fs['dest'].dtype}")

    def visit_WmmaStore(self, s: N.WmmaStore) -> None:
        f = self.fragment(s.src, "WmmaStore source")
        if f.role != "acc":
            self.fail("FragmentMismatch", f"WmmaStore stores accumulator fragments only, not {f}")
        self.layout(s.layout, "WmmaStore")
        self.expect(s.offset, USIZE, "WmmaStore offset")
        self.expect(s.stride, USIZE, "WmmaStore stride")
        if self.space(s.space, "WmmaStore") == "wg":
            self.wg_tile(s, f, "WmmaStore")
            return
        p = self.mut_param(s.slice, "WmmaStore")
        if p.elem != f.dtype:
            self.fail("FragmentMismatch", f"WmmaStore writes {f} into [{p.elem}] {p.name!r}; the slice "
                      "element type must be the fragment dtype")

    def visit_AsyncCopy(self, s: N.AsyncCopy) -> None:
        w = self.wg(s.array, "async_copy")
        p = self.param(s.slice, "async_copy")
        if p.elem != w.elem:
            self.fail("TypeMismatch", f"async_copy copies [{p.elem}] {p.name!r} into workgroup array {w.id} of "
                      f"[{w.elem}]; the element types must agree")
        n, esize = s.count, w.elem.bits // 8
        if not isinstance(n, int) or isinstance(n, bool) or n < 1 or n * esize not in N.ASYNC_COPY_BYTES:
            ok = ", ".join(str(b // esize) for b in N.ASYNC_COPY_BYTES if b % esize == 0 and b >= esize)
            self.fail("BadAsyncCopy", f"async_copy count {n!r}: an async copy moves 4, 8 or 16 bytes, i.e. "
                      f"{ok} elements of {w.elem}")
        self.expect(s.dst_index, USIZE, "async_copy destination index")
        self.expect(s.src_index, USIZE, "async_copy source index")
        if s.valid is not None:
            self.expect(s.valid, USIZE, "async_copy valid count")
            v = _const_int(s.valid)
            if v is not None and v > n:
                self.fail("BadAsyncCopy", f"async_copy valid count {v} exceeds its count {n}; valid is the number "
                          f"of in-bounds elements (0 ..= {n}), the rest are written 0")
        for name, op in (("destination", s.dst_index), ("source", s.src_index)):
            x = _const_int(op)
            if x is not None and x % n:
                self.fail("Misaligned", f"async_copy {name} index {x} is not a multiple of its count {n}; "
                          f"an async copy of {n * esize} bytes needs {n * esize}-byte aligned addresses")
        d = _const_int(s.dst_index)
        if d is not None and d + n > w.size:
            self.fail("OutOfBounds", f"async_copy writes elements {d} .. {d + n - 1} of workgroup array {w.id}, "
                      f"which has {w.size} slots")

    def visit_AsyncCommit(self, s: N.AsyncCommit) -> None:
        pass

    def visit_AsyncWait(self, s: N.AsyncWait) -> None:
        if not isinstance(s.pending, int) or isinstance(s.pending, bool) or s.pending < 0:
            self.fail("BadAsyncCopy", f"async_wait pending {s.pending!r} must be a non-negative integer "
                      "(the number of committed groups that may stay in flight)")

    def layout(self, layout: object, what: str) -> None:
        if layout not in N.WMMA_LAYOUTS:
            self.fail("UnknownLayout", f"{what} layout {layout!r} is not one of {', '.join(N.WMMA_LAYOUTS)}")

    # --- terminators ----------------------------------------------------------------------
    def target(self, t: object, what: str) -> None:
        n = len(self.body.blocks)
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < n:
            self.fail("BadBranchTarget", f"{what} jumps to bb{t}, but the body has blocks bb0 .. bb{n - 1}")

    def terminator(self, t: object) -> None:
        if type(t) not in W.TERM_CLASSES:
            self.fail("UnknownNode", f"{type(t).__name__} is not a terminator")
        self.visit(t)

    def visit_Goto(self, t: N.Goto) -> None:
        self.target(t.target, "Goto")

    def visit_SwitchInt(self, t: N.SwitchInt) -> None:
        ty = self.operand(t.discr, "SwitchInt discriminant")
        if not (ty == BOOL or ty.is_int):
            self.fail("TypeMismatch", f"SwitchInt needs a bool or integer discriminant, not {ty}")
        lo, hi = (0, 1) if ty == BOOL else N.int_range(ty)
        for value, tgt in t.cases:
            if not isinstance(value, int) or not lo <= value <= hi:
                self.fail("TypeMismatch", f"SwitchInt case {value!r} is not a value of {ty}")
            self.target(tgt, f"SwitchInt case {value}")
        self.target(t.otherwise, "SwitchInt otherwise")

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall) -> None:
        if t.axis not in N.AXES:
            self.fail("UnknownAxis", f"unknown thread index axis {t.axis!r}; one of {', '.join(N.AXES)}")
        ty = self.scalar_local(t.dest, f"{t.axis} index destination")
        if ty != USIZE:
            self.fail("TypeMismatch", f"thread indices are usize, but _{t.dest} is {ty}")
        self.target(t.target, "ThreadIndexCall")

    def visit_Barrier(self, t: N.Barrier) -> None:
        self.target(t.target, "Barrier")

    def visit_Return(self, t: N.Return) -> None:
        pass

    def visit_Trap(self, t: N.Trap) -> None:
        if t.kind not in N.TRAP_KINDS:
            self.fail("BadTrapKind", f"trap kind {t.kind!r} is not one of {', '.join(N.TRAP_KINDS)}")


# --- explaining a divergent branch ------------------------------------------------------------
_SYM = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!=", "and": "&", "or": "|", "xor": "^",
        "add": "+", "sub": "-", "mul": "*", "div": "/", "rem": "%", "shl": "<<", "shr": ">>"}


def _nm(body: N.Body, op: N.Operand) -> str:
    if isinstance(op, N.Const):
        return str(op.value)
    name = body.locals[op.id].name
    return name or f"_{op.id}"


def _defs(body: N.Body) -> dict[int, list[tuple[int, object]]]:
    """local -> (block, what) for each of its definitions: the rvalue of an Assign, else the node."""
    out: dict[int, list[tuple[int, object]]] = {}
    for b, blk in enumerate(body.blocks):
        for x in blk.stmts + (blk.term,):
            for d in W.defs(x):
                out.setdefault(d, []).append((b, x.value if isinstance(x, N.Assign) else x))
    return out


def _root(body: N.Body, uni: Uniformity, local: int) -> str:
    """Why local `local` may differ between lanes: the first source of divergence behind it."""
    defs, seen, todo = _defs(body), set(), [local]
    written = params_written(s for blk in body.blocks for s in blk.stmts)
    fallback = "it depends on the lane"
    while todo:  # breadth first: the nearest source of divergence
        x = todo.pop(0)
        if x in seen:
            continue
        seen.add(x)
        nx = _nm(body, N.Local(x))
        if x not in defs:
            return f"{nx} is never assigned"
        for b, what in defs[x]:
            if isinstance(what, N.ThreadIndexCall) and what.axis in ("local", "global"):
                return f"{nx} is {'local_index()' if what.axis == 'local' else 'thread_index()'}"
            if isinstance(what, N.WgRead):
                return f"{nx} is read from workgroup array {what.array}"
            if isinstance(what, N.AtomicAdd):
                return f"{nx} is what atomic_add returns"
            if isinstance(what, N.Load) and what.slice in written:
                return f"{nx} is loaded from {body.params[what.slice].name!r}, which the kernel also writes"
            if b in uni.divergent_blocks and fallback.startswith("it"):
                fallback = f"{nx} is assigned under such a branch (bb{b})"
            todo += [u for u in W.uses(what) if uni.levels[u] > U]
    return fallback


def _explain_branch(body: N.Body, uni: Uniformity, b: int) -> str:
    """`the branch at bbB on `lane < stride` (lane is local_index()), whose body holds the check at F:L:C`."""
    t = body.blocks[b].term
    assert isinstance(t, N.SwitchInt)  # the branches the uniformity analysis reports
    d = t.discr
    cond = _nm(body, d)
    if isinstance(d, N.Local):
        for _, what in _defs(body).get(d.id, [])[:1]:
            if isinstance(what, N.BinOp) and what.op in _SYM:
                cond = f"{_nm(body, what.a)} {_SYM[what.op]} {_nm(body, what.b)}"
    why = _root(body, uni, d.id) if isinstance(d, N.Local) else "a constant"
    region = dict(uni.regions).get(b, frozenset())
    spans = [term.span for r in region for x in (r, *N.successors(body.blocks[r].term))
             for term in (body.blocks[x].term,) if isinstance(term, N.Trap) and term.span is not None]
    where = ""
    if spans:
        sp = min(spans, key=lambda s: (s.file, s.line, s.col))
        where = f", whose body holds the check at {sp}"
    return f"the branch at bb{b} on `{cond}` ({why}){where}"
