"""Kernel IR Body -> LLVM IR text for one GPU target (its TargetHooks), plus the kernel's ABI.

Kernel ABI (every LLVM target): for each parameter in order a global-address-space pointer and
its element count as i64, then one pointer to ERR_WORDS u32 words of site record / error word:
  word 0  device-trap: site+1 of a failed check (volatile store, system fence, then llvm.trap);
          error-word: bit min(site, 31) atomically OR-ed in, and the thread returns
  word 1  spare (the host sets ~0)
  word 2-3 a u64 key, atomic umin (host sets ~0): group_y << 48 | global x << 16 | min(site, 0xFFFF),
          whose order is the linear thread order, so it holds the lowest faulting thread and its
          site exactly under error-word; under device-trap, the lowest of those that recorded
          before the trap stopped the device (other lanes may die first: not provably the first)
Under error-word the failing thread returns instead of carrying on: CUDA and ROCm have no robust
buffer access, so running past a failed bounds check could corrupt memory. The dispatch's
outputs are discarded anyway; a thread that has exited counts as arrived at later barriers on
NVIDIA and AMD hardware, so its workgroup does not hang.
Every Kernel IR scalar local is an alloca (SROA/mem2reg at O3 turn them into SSA values).
Indices come from the hooks' lane/group intrinsics; the workgroup size is the Body's constant
(every launch uses Body.workgroup_size, and the kernel carries it as reqntid / flat-work-group-size),
so thread_index() = group_x * WORKGROUP_SIZE + lane folds to one multiply-add.
Workgroup arrays start at zero in every workgroup: the entry block zeroes them (each lane its
strided slots, then a barrier) before bb0, or the host JIT's harness calls @poot.wg.zero
before each workgroup (hooks.wg_zero).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ...errors import CapabilityError, CodegenError
from ...ir import nodes as N
from ...ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from ...target import DEVICE_TRAP
from .. import wgmem
from . import mathlib, subgroup, wgmma, wmma
from .hooks import LLVM_TRAP_POLICIES, MATH_LIBDEVICE, WG_ZERO_CALL, WG_ZERO_FN, WG_ZERO_LANES, TargetHooks
from .ops import Ops
from .types import ll, mem, size

ERR_WORDS = 4


@dataclass(frozen=True)
class KernelABI:
    """How to call the compiled kernel: its symbol and the argument list, each 8 bytes."""

    symbol: str
    kernel: str
    args: tuple[tuple[str, str], ...]  # ("ptr"|"len", param name) ... ("err", "")
    trap_policy: str
    workgroup_size: int
    lds_bytes: int
    sites: tuple[int, ...]
    lds_read_bytes: int = 0  # of the arrays some wg_read reads (LLVM drops write-only arrays)
    # bytes of dynamic workgroup memory to launch with (0: the arrays are static globals); see
    # TargetHooks.dynamic_shared_above and wg_layout
    dynamic_shared_bytes: int = 0

    @property
    def kernarg_bytes(self) -> int:
        return 8 * len(self.args)


def symbol_name(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]", "_", name) or "kernel"
    return s if not s[0].isdigit() else "k_" + s


# the element types of workgroup arrays the LLVM lowerings lay out (f16 needs hooks.f16_arith, as
# any f16 does); an array is aligned to WG_ALIGN bytes: a 32-byte wmma tile start, a 16-byte cp.async
WG_ELEMS = (F16, F32, F64, I32, U32, USIZE)
WG_ALIGN = 32
# every llvm.nvvm.cp.async.* name visit_AsyncCopy/Commit/Wait can emit (cp-size 4, 8: .ca; 16: .cg)
CP_ASYNC_INTRINSICS = frozenset(
    {f"llvm.nvvm.cp.async.{'cg' if n == 16 else 'ca'}.shared.global.{n}{s}" for n in (4, 8, 16) for s in ("", ".s")}
    | {"llvm.nvvm.cp.async.commit.group", "llvm.nvvm.cp.async.wait.group", "llvm.nvvm.cp.async.wait.all"})


DYN_SHARED = "@poot_dyn_shared"  # the external dynamic workgroup array (PTX: .extern .shared .align 128 .b8 poot_dyn_shared[]; an external name is not mangled, so no dots)
DYN_ALIGN = 128


def wg_layout(body: N.Body) -> tuple[dict[int, int], int]:
    """(each workgroup array's byte offset, the total bytes) with every array WG_ALIGN-aligned, in
    declaration order: the layout of the dynamic array when the total is above
    hooks.dynamic_shared_above."""
    offs, at = {}, 0
    for w in body.wg_arrays:
        offs[w.id] = at
        at += -(-w.nbytes // WG_ALIGN) * WG_ALIGN
    return offs, at


def uses_dynamic_shared(body: N.Body, hooks: TargetHooks) -> bool:
    """Whether `body`'s workgroup arrays are laid out in the dynamic array on this target."""
    return bool(hooks.dynamic_shared_above) and wg_layout(body)[1] > hooks.dynamic_shared_above


def refuse_unsupported(body: N.Body, hooks: TargetHooks) -> None:
    """Typed refusals for what this lowering cannot express (before LLVM sees anything)."""
    wmma.check(body, hooks)  # an unused fragment local is harmless: it gets no storage
    wgmma.check(body, hooks)
    subgroup.check(body, hooks)
    wgmem.refuse(body, hooks.name, elems=WG_ELEMS, wmma_wg=True, async_copy=True)
    if F16 in body.scalar_types() and not hooks.f16_arith:
        raise CapabilityError(f"f16 needs {hooks.name} {hooks.cpu} f16 arithmetic; pick a newer chip",
                              target=hooks.name, kernel=body.name)


class _Lower(Ops):
    def __init__(self, body: N.Body, hooks: TargetHooks, policy: str):
        super().__init__(body, hooks)
        self.policy = policy
        self.pa = "ptr" if hooks.alloca_as == 0 else f"ptr addrspace({hooks.alloca_as})"
        self.pg = f"ptr addrspace({hooks.global_as})"
        self.ps = f"ptr addrspace({hooks.shared_as})"
        self.shared_trap_used = False
        self.wmma = wmma.emitter(self) if body.uses_wmma() else None
        self.wgmma = wgmma.WgmmaEmitter(self) if body.uses_wgmma() else None
        from ...passes.coarsen import aligned_accesses
        self.aligned = aligned_accesses(body)  # only a coarsened body has any (empty: align = element size)
        self.at = (0, 0)  # the (block, statement) being lowered
        # each array's base pointer: its own global, or a constant offset into the dynamic array
        self.dynamic = uses_dynamic_shared(body, hooks)
        offs = wg_layout(body)[0]
        self.wg_base = {w.id: (f"getelementptr inbounds (i8, {self.ps} {DYN_SHARED}, i64 {offs[w.id]})"
                               if offs[w.id] else DYN_SHARED) if self.dynamic else f"@poot.wg{w.id}"
                        for w in body.wg_arrays}

    # --- locals -----------------------------------------------------------------------------
    def local_ty(self, i: int) -> Scalar:
        if not 0 <= i < len(self.body.locals):
            raise CodegenError(f"local _{i} is not declared", target=self.h.name, kernel=self.body.name)
        t = self.body.locals[i].ty
        if not isinstance(t, Scalar):
            raise CodegenError(f"local _{i} has type {t}, which has no value in the LLVM lowering",
                               target=self.h.name, kernel=self.body.name)
        return t

    def read_local(self, i: int) -> str:
        t = self.local_ty(i)
        return self.emit(f"load {ll(t)}, {self.pa} %l{i}")

    def write_local(self, i: int, v: str) -> None:
        d = self.body.locals[i].ty
        if isinstance(d, Scalar):
            self.line(f"store {ll(d)} {v}, {self.pa} %l{i}")

    # --- memory -----------------------------------------------------------------------------
    def elem_ptr(self, s: int, index: N.Operand) -> tuple[str, Scalar]:
        p = self.body.params[s]
        i = self.index64(index)
        return self.emit(f"getelementptr inbounds {mem(p.elem)}, {self.pg} %p{s}, i64 {i}"), p.elem

    def align(self, index: N.Operand, t: Scalar) -> int:
        """The alignment of the access being lowered: the element size, or up to 16 bytes where
        its index is a proven multiple of elements (a coarsened body's `t*V`: passes.coarsen.
        aligned_accesses; buffers start on BUFFER_ALIGN = 256 bytes), so the load-store
        vectorizer may merge V accesses into one."""
        m = self.aligned.get(self.at, 1)
        a = size(t) * (m & -m)  # the largest power of two dividing the multiple
        return min(16, a) if a > size(t) else size(t)

    def load_param(self, s: int, index: N.Operand) -> tuple[str, Scalar]:
        ptr, t = self.elem_ptr(s, index)
        v = self.emit(f"load {mem(t)}, {self.pg} {ptr}, align {self.align(index, t)}")
        if t == BOOL:
            v = self.emit(f"icmp ne i8 {v}, 0")
        return v, t

    def to_mem(self, v: str, t: Scalar) -> str:
        return self.emit(f"zext i1 {v} to i8") if t == BOOL else v

    def wg_ptr(self, array: int, index: N.Operand) -> str:
        return self.wg_elem_ptr(array, self.index64(index))

    def wg_elem_ptr(self, array: int, i64: str) -> str:
        """A pointer to element `i64` (an i64 value) of workgroup array `array`."""
        w = self.body.wg_array(array)
        if w is None:
            raise CodegenError(f"workgroup array {array} is not declared", target=self.h.name, kernel=self.body.name)
        return self.emit(f"getelementptr inbounds [{w.size} x {mem(w.elem)}], {self.ps} {self.wg_base[array]}, i64 0, i64 {i64}")

    def wg_elem(self, array: int) -> Scalar:
        w = self.body.wg_array(array)
        if w is None:
            raise CodegenError(f"workgroup array {array} is not declared", target=self.h.name, kernel=self.body.name)
        return w.elem

    def len_of(self, s: int) -> str:
        return f"%n{s}"

    # --- statements -------------------------------------------------------------------------
    def visit_Assign(self, st: N.Assign) -> None:
        v, _ = self.visit(st.value, st.dest)
        self.write_local(st.dest, v)

    def visit_Store(self, st: N.Store) -> None:
        ptr, t = self.elem_ptr(st.slice, st.index)
        v = self.to_mem(self.value_as(st.value, t), t)
        self.line(f"store {mem(t)} {v}, {self.pg} {ptr}, align {self.align(st.index, t)}")

    def visit_WorkgroupLocalWrite(self, st: N.WorkgroupLocalWrite) -> None:
        t = self.wg_elem(st.array)
        ptr = self.wg_ptr(st.array, st.index)
        self.line(f"store {mem(t)} {self.value_as(st.value, t)}, {self.ps} {ptr}, align {size(t)}")

    def visit_VectorStore(self, st: N.VectorStore) -> None:
        ptr, t = self.elem_ptr(st.slice, st.index)
        n, vt = len(st.values), mem(t)
        vec = "poison"
        for k, o in enumerate(st.values):
            vec = self.emit(f"insertelement <{n} x {vt}> {vec}, {vt} {self.to_mem(self.value_as(o, t), t)}, i32 {k}")
        self.line(f"store <{n} x {vt}> {vec}, {self.pg} {ptr}, align {self.align(st.index, t)}")

    def visit_AtomicAdd(self, st: N.AtomicAdd) -> None:
        ptr, t = self.elem_ptr(st.slice, st.index)
        if t.is_float or t.bits != 32:
            raise CodegenError(f"atomic_add needs a u32 buffer, not [{t}]", target=self.h.name, kernel=self.body.name)
        scope = f' syncscope("{self.h.atomic_scope}")' if self.h.atomic_scope else ""
        old = self.emit(f"atomicrmw add {self.pg} {ptr}, i32 {self.value_as(st.value, t)}{scope} monotonic, align 4")
        if st.dest is not None:
            self.write_local(st.dest, old)

    # Wmma (poot_core/backends/llvm/wmma.py; refuse_unsupported has checked the hooks and fragments)
    def visit_WmmaFill(self, st: N.WmmaFill) -> None:
        self._wmma().visit_fill(st)

    def visit_WmmaLoad(self, st: N.WmmaLoad) -> None:
        self._wmma().visit_load(st)

    def visit_WmmaMma(self, st: N.WmmaMma) -> None:
        self._wmma().visit_mma(st)

    def visit_WmmaStore(self, st: N.WmmaStore) -> None:
        self._wmma().visit_store(st)

    # warpgroup MMA (poot_core/backends/llvm/wgmma.py; refuse_unsupported has checked the hooks)
    def visit_WgmmaMma(self, st: N.WgmmaMma) -> None:
        self._wgmma().visit_mma(st)

    def visit_WgmmaStore(self, st: N.WgmmaStore) -> None:
        self._wgmma().visit_store(st)

    def _wgmma(self) -> wgmma.WgmmaEmitter:
        if self.wgmma is None:
            raise self.fail("a Wgmma statement in a body without Wgmma statements")
        return self.wgmma

    # async copies: cp.async on NVPTX sm_80+ (hooks.cp_async), else a plain copy in the lane
    def visit_AsyncCopy(self, st: N.AsyncCopy) -> None:
        t, n = self.wg_elem(st.array), st.count
        dst = self.wg_ptr(st.array, st.dst_index)
        src, _ = self.elem_ptr(st.slice, st.src_index)
        valid = None
        if st.valid is not None:  # clamped to count: PTX leaves src-size > cp-size undefined
            v = self.index64(st.valid)
            valid = self.emit(f"select i1 {self.emit(f'icmp ult i64 {v}, {n}')}, i64 {v}, i64 {n}")
        if self.h.cp_async:
            nbytes = n * size(t)
            name = f"llvm.nvvm.cp.async.{'cg' if nbytes == 16 else 'ca'}.shared.global.{nbytes}"
            if valid is None:
                self.declare(f"declare void @{name}({self.ps}, {self.pg})")
                self.line(f"call void @{name}({self.ps} {dst}, {self.pg} {src})")
            else:
                nb = self.emit(f"trunc i64 {self.emit(f'mul i64 {valid}, {size(t)}')} to i32")
                self.declare(f"declare void @{name}.s({self.ps}, {self.pg}, i32)")
                self.line(f"call void @{name}.s({self.ps} {dst}, {self.pg} {src}, i32 {nb})")
            return
        self.async_labels = getattr(self, "async_labels", 0) + 1
        tag = f"ac{self.async_labels}"
        for j in range(n):
            sp = self.emit(f"getelementptr inbounds {mem(t)}, {self.pg} {src}, i64 {j}")
            dp = self.emit(f"getelementptr inbounds {mem(t)}, {self.ps} {dst}, i64 {j}")
            if valid is None:
                x = self.emit(f"load {mem(t)}, {self.pg} {sp}, align {size(t)}")
            else:  # the source element past `valid` is never read (it may lie past the slice)
                pre, ld, end = f"{tag}.{j}.pre", f"{tag}.{j}.ld", f"{tag}.{j}.end"
                self.line(f"br label %{pre}")
                self.line(f"{pre}:", indent=False)
                self.line(f"br i1 {self.emit(f'icmp ult i64 {j}, {valid}')}, label %{ld}, label %{end}")
                self.line(f"{ld}:", indent=False)
                y = self.emit(f"load {mem(t)}, {self.pg} {sp}, align {size(t)}")
                self.line(f"br label %{end}")
                self.line(f"{end}:", indent=False)
                x = self.emit(f"phi {mem(t)} [ {y}, %{ld} ], [ {_zero(t)}, %{pre} ]")
            self.line(f"store {mem(t)} {x}, {self.ps} {dp}, align {size(t)}")

    def visit_AsyncCommit(self, st: N.AsyncCommit) -> None:
        if self.h.cp_async:
            self.declare("declare void @llvm.nvvm.cp.async.commit.group()")
            self.line("call void @llvm.nvvm.cp.async.commit.group()")

    def visit_AsyncWait(self, st: N.AsyncWait) -> None:
        if not self.h.cp_async:
            return  # a plain copy is complete when it is made
        if st.pending == 0:
            self.declare("declare void @llvm.nvvm.cp.async.wait.all()")
            self.line("call void @llvm.nvvm.cp.async.wait.all()")
        else:
            self.declare("declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)")
            self.line(f"call void @llvm.nvvm.cp.async.wait.group(i32 {st.pending})")

    def _wmma(self) -> wmma.WmmaEmitter:
        if self.wmma is None:
            raise self.fail("a Wmma statement in a body without Wmma statements")
        return self.wmma

    # --- terminators ------------------------------------------------------------------------
    def index_reg(self, which: str) -> str:
        name = {"lane": self.h.lane_x, "group": self.h.group_x, "group_y": self.h.group_y}[which]
        self.declare(f"declare i32 @{name}() nounwind readnone")
        return self.emit(f"call i32 @{name}()")

    def global_x32(self) -> str:
        g = self.index_reg("group")
        lane = self.index_reg("lane")
        base = self.emit(f"mul i32 {g}, {self.body.workgroup_size}")
        return self.emit(f"add i32 {base}, {lane}")

    def visit_Goto(self, t: N.Goto) -> None:
        self.line(f"br label %bb{t.target}")

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall) -> None:
        if t.axis == "global":
            g = self.emit(f"zext i32 {self.index_reg('group')} to i64")
            lane = self.emit(f"zext i32 {self.index_reg('lane')} to i64")
            base = self.emit(f"mul nuw i64 {g}, {self.body.workgroup_size}")
            v = self.emit(f"add nuw i64 {base}, {lane}")
        else:
            reg = {"local": "lane", "group": "group", "group_y": "group_y"}[t.axis]
            v = self.emit(f"zext i32 {self.index_reg(reg)} to i64")
        d = self.local_ty(t.dest)
        if d != USIZE:
            v = self.emit(f"trunc i64 {v} to {ll(d)}")
        self.write_local(t.dest, v)
        self.line(f"br label %bb{t.target}")

    def visit_Barrier(self, t: N.Barrier) -> None:
        for d in self.h.barrier_decls:
            self.declare(d)
        for b in self.h.barrier:
            self.line(b)
        self.line(f"br label %bb{t.target}")

    def visit_Return(self, t: N.Return) -> None:
        self.line("ret void")

    def visit_SwitchInt(self, t: N.SwitchInt) -> None:
        v, ty = self.value(t.discr)
        if ty == BOOL and len(t.cases) == 1 and t.cases[0][0] in (0, 1):
            val, tgt = t.cases[0]
            yes, no = (f"%bb{tgt}", f"%bb{t.otherwise}") if val == 1 else (f"%bb{t.otherwise}", f"%bb{tgt}")
            self.line(f"br i1 {v}, label {yes}, label {no}")
            return
        seen, arms = set(), []
        for val, tgt in t.cases:
            c = self.int_lit(ty, val)
            if c not in seen:
                seen.add(c)
                arms.append(f"{ll(ty)} {c}, label %bb{tgt}")
        self.line(f"switch {ll(ty)} {v}, label %bb{t.otherwise} [ {' '.join(arms)} ]")

    def visit_Trap(self, t: N.Trap) -> None:
        err = "%err"
        key_ptr = self.emit(f"getelementptr inbounds i32, {self.pg} {err}, i64 2")
        tid, gy = self.global_x32(), self.index_reg("group_y")
        hi = self.emit(f"shl i64 {self.emit(f'zext i32 {gy} to i64')}, 48")
        mid = self.emit(f"shl i64 {self.emit(f'zext i32 {tid} to i64')}, 16")
        key = self.emit(f"or i64 {self.emit(f'or i64 {hi}, {mid}')}, {min(t.site, 0xFFFF)}")
        scope = f' syncscope("{self.h.atomic_scope}")' if self.h.atomic_scope else ""
        self.emit(f"atomicrmw umin {self.pg} {key_ptr}, i64 {key}{scope} monotonic, align 8")
        if self.policy == DEVICE_TRAP:
            self.line(f"store volatile i32 {t.site + 1}, {self.pg} {err}, align 4")
            if self.h.shared_trap:
                self.shared_trap_used = True
                self.line("br label %poot.trap")
                return
            self.trap_tail()
        else:
            bit = 1 << min(t.site, 31)
            self.emit(f"atomicrmw or {self.pg} {err}, i32 {self.int_lit_bits(bit, 32)}{scope} monotonic, align 4")
            self.line("ret void")

    def trap_tail(self) -> None:
        self.line(self.h.system_fence)
        self.declare("declare void @llvm.trap() cold noreturn nounwind")
        self.line("call void @llvm.trap()")
        self.line("unreachable")

    # --- workgroup arrays start at zero -------------------------------------------------------
    def zero_wg_arrays(self) -> list[str]:
        """Entry-block code (WG_ZERO_LANES) that zeroes every workgroup array before any user
        code: lane zeroes slots lane, lane + WORKGROUP_SIZE, ... (16-byte units of the array instead
        of slots when its size is a multiple of 16 bytes), then one workgroup barrier
        that every lane reaches (the launch has no surplus workgroups, and nothing has branched
        yet). Nothing without arrays, and nothing under WG_ZERO_CALL (wg_zero_function)."""
        b, h = self.body, self.h
        if h.wg_zero not in (WG_ZERO_LANES, WG_ZERO_CALL):
            raise CodegenError(f"hooks.wg_zero is {h.wg_zero!r}, not {WG_ZERO_LANES!r} or {WG_ZERO_CALL!r}",
                               target=h.name, kernel=b.name)
        if not b.wg_arrays or h.wg_zero != WG_ZERO_LANES:
            return []
        self.declare(f"declare i32 @{h.lane_x}() nounwind readnone")
        out = [f"  %wz.lane = call i32 @{h.lane_x}()"]
        prev = "entry"
        for w in b.wg_arrays:
            z = f"%wz{w.id}"
            # 16-byte stores where the array is whole 16-byte units (every array is 16-aligned)
            wide = w.nbytes % 16 == 0
            count = w.nbytes // 16 if wide else w.size
            ptr = (f"getelementptr inbounds <4 x i32>, {self.ps} {self.wg_base[w.id]}, i64 {z}.x" if wide else
                   f"getelementptr inbounds [{w.size} x {mem(w.elem)}], {self.ps} {self.wg_base[w.id]}, i64 0, i64 {z}.x")
            st = (f"store <4 x i32> zeroinitializer, {self.ps} {z}.p, align 16" if wide else
                  f"store {mem(w.elem)} {_zero(w.elem)}, {self.ps} {z}.p, align {size(w.elem)}")
            out += [f"  br label {z}.head", f"wz{w.id}.head:",
                    f"  {z}.i = phi i32 [ %wz.lane, %{prev} ], [ {z}.n, {z}.body ]",
                    f"  {z}.c = icmp ult i32 {z}.i, {count}",
                    f"  br i1 {z}.c, label {z}.body, label {z}.end", f"wz{w.id}.body:",
                    f"  {z}.x = zext i32 {z}.i to i64", f"  {z}.p = {ptr}", f"  {st}",
                    f"  {z}.n = add nuw i32 {z}.i, {b.workgroup_size}",
                    f"  br label {z}.head", f"wz{w.id}.end:"]
            prev = f"wz{w.id}.end"
        for d in h.barrier_decls:
            self.declare(d)
        return out + [f"  {ln}" for ln in h.barrier]

    # --- the module ---------------------------------------------------------------------------
    def function(self, sym: str) -> list[str]:
        b, h = self.body, self.h
        args = []
        for i, p in enumerate(b.params):
            ro = "" if p.mutable else " readonly"
            # every buffer starts on BUFFER_ALIGN (256) bytes: 16 lets LLVM prove the alignment of
            # accesses at multiples of 16 bytes (the load-store vectorizer's 128-bit loads)
            args.append(f"{self.pg} noalias{ro} align {max(16, size(p.elem))} %p{i}")
            args.append(f"i64 %n{i}")
        args.append(f"{self.pg} noalias align 4 %err")
        for k, blk in enumerate(b.blocks):
            self.line(f"bb{k}:", indent=False)
            for j, st in enumerate(blk.stmts):
                self.at = (k, j)
                self.visit(st)
            self.visit(blk.term)
        if self.shared_trap_used:
            self.line("poot.trap:", indent=False)
            self.trap_tail()
        entry = ["entry:"]
        for i, d in enumerate(b.locals):
            if isinstance(d.ty, Scalar):
                entry.append(f"  %l{i} = alloca {ll(d.ty)}, align {max(1, d.ty.bits // 8)}"
                             + (f", addrspace({h.alloca_as})" if h.alloca_as else ""))
        if self.wmma is not None:
            entry += self.wmma.entry()
        if self.wgmma is not None:
            entry += self.wgmma.entry()
        entry += self.zero_wg_arrays()
        entry.append("  br label %bb0")
        cc = f"{h.kernel_cc} " if h.kernel_cc else ""
        return [f"define {cc}void @{sym}({', '.join(args)}) #0 {{", *entry, *self.lines, "}"]


def lower(body: N.Body, hooks: TargetHooks, datalayout: str, trap_policy: str = DEVICE_TRAP) -> tuple[str, KernelABI]:
    """The LLVM IR module text for `body` and the ABI to launch it with."""
    if trap_policy not in LLVM_TRAP_POLICIES:
        raise CodegenError(f"trap policy {trap_policy!r} is not one of {LLVM_TRAP_POLICIES}",
                           target=hooks.name, kernel=body.name)
    refuse_unsupported(body, hooks)
    if not body.blocks:
        raise CodegenError("the body has no blocks", target=hooks.name, kernel=body.name)
    lo = _Lower(body, hooks, trap_policy)
    sym = symbol_name(body.name)
    fn = lo.function(sym)
    out = [f'; kernel {body.name} for {hooks.name} {hooks.cpu}, traps: {trap_policy}, '
           f'fp_contract: {"on" if hooks.fp_contract else "off"}',
           f'target datalayout = "{datalayout}"', f'target triple = "{hooks.triple}"', ""]
    lds = sum(w.nbytes for w in body.wg_arrays)
    if lo.dynamic:
        out.append(f"{DYN_SHARED} = external addrspace({hooks.shared_as}) global [0 x i8], align {DYN_ALIGN}")
    else:
        for w in body.wg_arrays:
            out.append(f"@poot.wg{w.id} = internal addrspace({hooks.shared_as}) global [{w.size} x {mem(w.elem)}] undef, "
                       f"align {WG_ALIGN if w.elem != F32 or _tiles_or_copies(body) else 16}")  # 16: vector loads
    out += ["", *fn, ""]
    if lo.wmma is not None:
        out += [*lo.wmma.module_lines(), ""]
    if body.wg_arrays and hooks.wg_zero == WG_ZERO_CALL:
        out += wg_zero_function(body, hooks)
    defs, intr = mathlib.definitions(lo.own_math) if lo.own_math else ([], set())
    for name in sorted(intr):
        lo.declare(_INTRINSIC_DECLS[name])
    out += defs
    out += sorted(lo.decls)
    # IEEE denormals in and out (no ftz on NVPTX, IEEE denorm mode in the AMDGPU kernel descriptor)
    attrs = ['"denormal-fp-math"="ieee,ieee"', '"denormal-fp-math-f32"="ieee,ieee"', '"unsafe-fp-math"="false"',
             '"no-trapping-math"="true"', "nounwind", *hooks.attrs_for(body)]
    out.append(f"attributes #0 = {{ {' '.join(attrs)} }}")
    flags = list(hooks.module_flags)
    if flags:
        out.append(f"!llvm.module.flags = !{{{', '.join(f'!{i}' for i in range(len(flags)))}}}")
        for i, (beh, key, val) in enumerate(flags):
            out.append(f'!{i} = !{{i32 {beh}, !"{key}", {val}}}')
    abi = KernelABI(sym, body.name, tuple(a for i, p in enumerate(body.params) for a in (("ptr", p.name), ("len", p.name)))
                    + (("err", ""),), trap_policy, body.workgroup_size, lds, tuple(sorted(body.trap_sites())),
                    sum(w.nbytes for w in body.wg_arrays if w.id in _read_arrays(body)),
                    wg_layout(body)[1] if lo.dynamic else 0)
    return "\n".join(out) + "\n", abi


def wg_zero_function(body: N.Body, hooks: TargetHooks) -> list[str]:
    """@poot.wg.zero (WG_ZERO_CALL): memset every workgroup array to zero; the caller runs it
    before each workgroup's first lane."""
    p = "ptr" if hooks.shared_as == 0 else f"ptr addrspace({hooks.shared_as})"
    sfx = "p0" if hooks.shared_as == 0 else f"p{hooks.shared_as}"
    out = [f"define void @{WG_ZERO_FN}() {{", "entry:"]
    out += [f"  call void @llvm.memset.{sfx}.i64({p} @poot.wg{w.id}, i8 0, i64 {w.nbytes}, i1 false)"
            for w in body.wg_arrays]
    out += ["  ret void", "}", f"declare void @llvm.memset.{sfx}.i64({p}, i8, i64, i1)", ""]
    return out


def _zero(t: Scalar) -> str:
    """The zero literal of a workgroup array's element type."""
    return "0.0" if t.is_float else "0"


def _tiles_or_copies(body: N.Body) -> bool:
    """Whether Wmma tiles or async copies address the body's workgroup arrays (then every array is
    WG_ALIGN-aligned; an f32-only body without them keeps 16 bytes, for vector loads)."""
    return wgmem.uses_wmma_wg(body) or body.uses_async_copy()


def _read_arrays(body: N.Body) -> set[int]:
    return ({s.value.array for b in body.blocks for s in b.stmts if isinstance(s, N.Assign) and isinstance(s.value, N.WgRead)}
            | {s.slice for b in body.blocks for s in b.stmts if isinstance(s, N.WmmaLoad) and s.space == "wg"})


_INTRINSIC_DECLS = {
    "llvm.fma.f64": "declare double @llvm.fma.f64(double, double, double)",
    "llvm.rint.f64": "declare double @llvm.rint.f64(double)",
    "llvm.floor.f64": "declare double @llvm.floor.f64(double)",
    "llvm.fabs.f64": "declare double @llvm.fabs.f64(double)",
    "llvm.fptosi.sat.i32.f64": "declare i32 @llvm.fptosi.sat.i32.f64(double)",
    "llvm.ctlz.i32": "declare i32 @llvm.ctlz.i32(i32, i1)",
    "llvm.ctlz.i64": "declare i64 @llvm.ctlz.i64(i64, i1)",
}

__all__ = ["DYN_SHARED", "wg_layout", "uses_dynamic_shared", "CP_ASYNC_INTRINSICS", "WG_ELEMS", "lower", "KernelABI", "ERR_WORDS", "symbol_name", "refuse_unsupported", "MATH_LIBDEVICE", "wg_zero_function"]
