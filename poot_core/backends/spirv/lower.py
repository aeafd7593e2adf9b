"""Kernel IR -> SPIR-V 1.3 (Shader, GLCompute) for the wgpu and raw-Vulkan targets.

The Body is structurized (carry-on traps: the error-word policy) and emitted construct by
construct; locals are Function variables. Bindings, the meta buffer and dispatch folding follow
`abi`. Rust semantics are kept explicitly where SPIR-V leaves them open: float->int casts
saturate (NaN -> 0), round is half away from zero (no GLSL Round), max/min use NMax/NMin, shift
amounts are masked, integer divisors are made safe (a guarded check has already recorded the
fault), LDS indices are clamped to a spare slot.

Float semantics (docs/execution-contract.md, "Float semantics"): by default every float
arithmetic result (FAdd, FSub, FMul, FDiv, FRem, FNegate) carries NoContraction, so a driver
neither fuses nor reassociates it: each op is rounded once in its type, as in Rust. With
`fp_barrier` (the wgpu target: naga drops NoContraction) each such result (but FNegate) goes
instead through an opaque barrier, bitcast(bitcast(x) ^ zero) with `zero` read from the meta buffer at run
time, which no compiler can see through. `fp_contract=True` opts out of both, except for
no_contract_add's add and the multiplies feeding it. `denorm_preserve` (widths) adds the
DenormPreserve execution modes (SPV_KHR_float_controls) for devices that offer them,
`szinp_preserve` (widths) the SignedZeroInfNanPreserve ones (default builds only).
Float identities (x * 0.0 -> 0.0, x + 0.0 -> x, x / 0.0 -> undef, x - x -> 0.0): no driver sees a
float it could fold on - every float constant is its bits XORed with the run-time zero (once per
thread, in the entry block: `float_const`), integer -> float conversions go through the barrier,
and with `fp_barrier` the second operand of a float add/sub/mul/div/compare goes through it on a second zero so
no CSE makes both operands one value (docs/execution-contract.md, "Float identities").

Traps (the error-word policy): a failed check ORs its site bit into meta word 0, keeps its
linear thread index in the site's slot (atomic umin: `abi`, exact first thread and site), and
the thread carries on at the check's success target: the failing access is harmless under robust buffer
access (LDS indices are clamped here, divisors made safe), and every lane still reaches every
later barrier, so a fault cannot deadlock the workgroup. Only a thread's first failed check
reports (a Function-local flag), so the word names the same sites as the oracle, where a lane
stops at its first fault. A trap with no success target (`unreachable`) sets its bit and
returns; lanes that return before a barrier are tolerated by lavapipe and NVIDIA/AMD hardware
(tested on lavapipe) but are formally non-uniform in Vulkan. A thread that carries on after an
overflow may loop for long with a wrapped counter; the dispatch's outputs are discarded anyway.
Loop guards (compile options): `loop_guard` (on for lavapipe/llvmpipe) clears a per-loop flag on
entry and sets it on every exit edge; a thread that reaches the loop's merge without it was cut
by Mesa's loop limiter and reports LOOP_CUT. `loop_budget` > 0 counts each thread's iterations
of the kernel's loops (all together) and a thread past the budget (meta word META_BUDGET, read
at run time: a constant bound lets Mesa's loop analysis mis-compile the loop) reports
LOOP_BUDGET and returns, so a loop that never ends becomes a fault, not a hang. The emitter's
own bounded loops (float `%`) are guarded but not counted. `loop_sites(body)` names the loops.
Wmma statements become cooperative-matrix instructions (`coopmat`: SPV_KHR_cooperative_matrix,
with the Vulkan memory model it requires; the targets decide whether a device may run them).
f64 exp/ln/sin/cos use `f64math` (GLSL.std.450 has no 64-bit forms).
With `vectors` (the vulkan target), a coarsened body's accesses at `base + G*q .. + G-1` in one
straight-line run become one vector load or store (`vector`: a second variable on the binding).
"""
from __future__ import annotations

import contextlib
import dataclasses
import struct
from typing import Iterator, NoReturn

from ...errors import CapabilityError, CodegenError, TrapSite
from ...ir import nodes as N
from ...ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Fragment, Scalar
from ...ir.walk import UnhandledNodeError, Visitor, uses
from ...passes import structurize as S
from .. import wgmem
from . import abi
from .access import Access
from .coopmat import Matrix, used_fragments
from .values import Rvalues
from .vector import Vectors
from .module import BUILTIN, DENORM_PRESERVE, GLCOMPUTE, GLSL, LOCAL_SIZE, MEM_MAKE_POINTER_AVAILABLE, \
    MEM_MAKE_POINTER_VISIBLE, MEM_NON_PRIVATE_POINTER, SCOPE_DEVICE, SCOPE_WORKGROUP, SEM_ACQ_REL, \
    SEM_MAKE_AVAILABLE, SEM_MAKE_VISIBLE, SEM_WORKGROUP_MEMORY, SIGNED_ZERO_INF_NAN_PRESERVE, Module

TARGET = "spirv"
F64_ONLY_32 = ("exp", "ln", "sin", "cos")
FLOAT_ARITH = frozenset({"FAdd", "FSub", "FMul", "FDiv", "FRem", "FNegate"})  # NoContraction on each
DENORM_WIDTHS = (16, 32, 64)


# atomics the fault record uses (opcodes of the SPIR-V 1.3 unified spec)
_OP_ATOMIC_UMIN = 237


class _Lower(Access, Vectors, Rvalues, Matrix, Visitor):
    """The emitter: a walk.Visitor over the structured items, statements (visit_<Stmt>; the Wmma
    ones in coopmat.Matrix), rvalues (values.Rvalues) and operands (visit_Local / visit_Const:
    their value ids)."""


    def __init__(self, st: S.Structured, *, fp_contract: bool = False, fp_barrier: bool = False,
                 denorm_preserve: tuple[int, ...] = (), szinp_preserve: tuple[int, ...] = (),
                 loop_guard: bool = False, loop_budget: int = 0, site_slots: int | None = None,
                 vectors: bool = False):
        self.st = st
        self.exact = not fp_contract  # NoContraction (and the barrier) on every float op
        self.barrier = fp_barrier
        self.nc_now = False  # inside a no_contract_add (or a product feeding one)
        self.zero: dict = {}  # (bits, second) -> id of the run-time zero (zero_of)
        self.fconsts: dict = {}  # (bits, bit pattern) -> id of the opaque float constant
        self.slot: list = []  # the entry block's hoisted instructions (hoist)
        self.body = body = st.body
        self.m = m = Module()
        m.cap("Shader")
        self.vmm = body.uses_wmma()  # the Vulkan memory model, which cooperative matrices require
        if self.vmm:
            self.cooperative_module()
        self.fn = m.fn
        self.u32 = m.int(32, False)
        self.locals = body.locals
        self.nc = _no_contract_feeders(body)
        self.loops: list[list] = []  # [merge, continue, broken, exited flag var or None]
        self.loop_guard, self.loop_budget = bool(loop_guard), int(loop_budget)
        self.site_slots = abi.site_slots(body) if site_slots is None else site_slots
        if not 0 <= self.loop_budget < 2**31:
            raise self.err(f"loop_budget must be 0 (off) or below 2**31, not {loop_budget}")
        self.loop_table: list[TrapSite] = []  # structured loop k -> where it is (abi.LOOP_*)
        self.user_loops: list[int] = []  # ids of the enclosing structured loops
        self._interface()
        self.vector_setup(vectors)
        self._float_controls(tuple(denorm_preserve))
        self.szinp = self._widths("szinp_preserve", szinp_preserve)

    def _widths(self, what: str, widths) -> tuple[int, ...]:
        widths = tuple(widths)
        bad = [w for w in widths if w not in DENORM_WIDTHS]
        if bad:
            raise self.err(f"{what} takes float widths {DENORM_WIDTHS}, not {bad}", CodegenError)
        return widths

    def _float_controls(self, widths: tuple[int, ...]) -> None:
        widths = self._widths("denorm_preserve", widths)
        if not widths:
            return
        self.m.cap("DenormPreserve")
        self.m.ext("SPV_KHR_float_controls")
        for w in sorted(set(widths)):
            self.m.modes.append(self.m.ins("ExecutionMode", self.main, DENORM_PRESERVE, w))

    def err(self, msg: str, cls: type[CodegenError] = CodegenError) -> CodegenError:
        return cls(target=TARGET, kernel=self.body.name, message=msg)

    def unhandled(self, node: object) -> NoReturn:
        raise UnhandledNodeError(node=type(node).__name__, visitor=f"the SPIR-V emitter (kernel {self.body.name})")

    # --- types and values -----------------------------------------------------------------
    def ty(self, s: Scalar) -> int:
        if s == BOOL:
            return self.m.bool()
        if s.is_float:
            return self.m.float(s.bits)
        return self.m.int(s.bits, s.is_signed)

    def storage_ty(self, s: Scalar) -> int:
        if s == BOOL:
            return self.u32
        if s.bits == 16:
            self.m.cap("StorageBuffer16BitAccess")
        return self.ty(s)

    def c(self, s: Scalar, v) -> int:
        if s == BOOL:
            return self.m.const_bool(bool(v))
        if s.is_float:
            return self.float_const(N.Const(s, v))
        return self.m.const_int(s.bits, s.is_signed, int(v))

    def float_const(self, k: N.Const) -> int:
        """A float constant the driver cannot see: its bits XORed with the run-time zero, once per
        thread in the entry block. A visible 0.0 / 1.0 / inf / NaN lets a driver fold x * 0.0 -> 0.0,
        x + 0.0 -> x, 0.0 / x -> 0.0, x / 0.0 -> undef (lavapipe's gallivm does, whatever the float
        controls say); naga also refuses non-finite literals. f16 is built from f32 (exact)."""
        key = (k.ty.bits, k.bits())
        if key not in self.fconsts:
            fty = self.ty(k.ty)
            if k.ty.bits == 16:
                self.fconsts[key] = self.hoist("FConvert", fty, self.float_const(N.Const(F32, k.value)))
            else:
                bits = k.ty.bits
                ity = self.m.int(bits, False)
                x = self.hoist("BitwiseXor", ity, self.m.const_int(bits, False, k.bits()), self.zero_of(bits))
                self.fconsts[key] = self.hoist("Bitcast", fty, x)
        return self.fconsts[key]

    def hoist(self, name: str, rty: int, *args: int) -> int:
        """An instruction in the entry block, right after the run-time zero's load (it dominates
        every use): per-thread values the rest of the function shares."""
        rid = self.m.id()
        self.slot.append(self.m.ins(name, rty, rid, *args))
        return rid

    def zero_of(self, bits: int, second: bool = False) -> int:
        """The run-time zero (meta word META_ZERO) as a `bits`-wide unsigned integer; `second`: a
        second zero (z + z) no optimizer can identify with the first."""
        key = (bits, second)
        if key not in self.zero:
            if bits == 64:
                self.zero[key] = self.hoist("UConvert", self.ty(USIZE), self.zero_of(32, second))
            else:  # second, 32 bits
                z = self.zero[(32, False)]
                self.zero[key] = self.hoist("IAdd", self.u32, z, z)
        return self.zero[key]

    def cu32(self, v: int) -> int:
        return self.m.const_int(32, False, v)

    def op(self, name: str, rty: int, *args: int) -> int:
        rid = self.m.id()
        self.fn.append(self.m.ins(name, rty, rid, *args))
        if name in FLOAT_ARITH and (self.exact or self.nc_now):
            if not self.barrier:  # naga drops (and warns about) the decoration: the barrier instead
                self.m.decorate(rid, "NoContraction")
            elif name != "FNegate":
                return self.opaque(rid, rty)
        return rid

    def opaque(self, v: int, fty: int, second: bool = False) -> int:
        """v unchanged, through bits XORed with a zero only known at run time: a compiler that
        drops NoContraction (naga) still cannot fuse or reassociate across it, nor fold on its
        value. `second` uses the second run-time zero, so the result is never CSE'd with
        opaque(v): x - opaque(x, second) is not `x - x` to the optimizer."""
        bits = self.m.float_bits(fty)
        if bits is None:
            raise self.err(f"opaque() of type id {fty}, which is not a float type")
        if bits == 16:  # through f32: both conversions are exact
            f32 = self.m.float(32)
            wide = self.opaque(self.op("FConvert", f32, v), f32, second)
            return self.op("FConvert", fty, wide)
        ity = self.m.int(bits, False)
        x = self.op("BitwiseXor", ity, self.op("Bitcast", ity, v), self.zero_of(bits, second))
        return self.op("Bitcast", fty, x)

    @contextlib.contextmanager
    def no_contract(self) -> Iterator[None]:
        """Emit float ops that must stay unfused whatever fp_contract says (no_contract_add)."""
        before, self.nc_now = self.nc_now, True
        try:
            yield
        finally:
            self.nc_now = before

    def ext(self, fn: str, rty: int, *args: int) -> int:
        return self.op("ExtInst", rty, self.m.glsl(), GLSL[fn], *args)

    def emit(self, name: str, *args: int) -> None:
        self.fn.append(self.m.ins(name, *args))

    def tyof(self, o: N.Operand) -> Scalar:
        if isinstance(o, N.Const):
            return o.ty
        if not isinstance(o, N.Local):
            return self.unhandled(o)
        t = self.locals[o.id].ty
        if not isinstance(t, Scalar):
            raise self.err(f"local _{o.id} has type {t}, which has no SPIR-V lowering; only scalar locals do")
        return t

    def val(self, o: N.Operand) -> int:
        return self.visit(o)

    def visit_Const(self, o: N.Const) -> int:  # a float by its bits: a signalling NaN stays signalling
        return self.float_const(o) if o.ty.is_float else self.c(o.ty, o.value)

    def visit_Local(self, o: N.Local) -> int:
        return self.op("Load", self.ty(self.tyof(o)), self.var[o.id])

    def store_local(self, dest: int, v: int) -> None:
        if dest not in self.var:
            raise self.err(f"assignment to local _{dest} of non-scalar type {self.locals[dest].ty}")
        self.emit("Store", self.var[dest], v)

    # --- module interface -----------------------------------------------------------------
    def _interface(self) -> None:
        m, body = self.m, self.body
        self.bufs = []
        for i, p in enumerate(body.params):
            elem = self.storage_ty(p.elem)
            size = 4 if p.elem == BOOL else p.elem.bits // 8
            st = m.block_struct(m.runtime_array(elem, size), readonly=not p.mutable)
            var = m.global_var(m.pointer("StorageBuffer", st), "StorageBuffer")
            m.decorate(var, "DescriptorSet", abi.DESCRIPTOR_SET)
            m.decorate(var, "Binding", i)
            if not p.mutable:  # naga reads the variable's decoration, drivers the member's
                m.decorate(var, "NonWritable")
            m.name(var, p.name)
            self.bufs.append((var, m.pointer("StorageBuffer", elem)))
        st = m.block_struct(m.runtime_array(self.u32, 4), readonly=False)
        self.meta = m.global_var(m.pointer("StorageBuffer", st), "StorageBuffer")
        m.decorate(self.meta, "DescriptorSet", abi.DESCRIPTOR_SET)
        m.decorate(self.meta, "Binding", abi.meta_binding(body))
        m.name(self.meta, "poot_meta")
        self.p_u32 = m.pointer("StorageBuffer", self.u32)
        uvec3 = m.vector(self.u32, 3)
        self.builtins = {}
        for name in ("WorkgroupId", "NumWorkgroups", "LocalInvocationId"):
            v = m.global_var(m.pointer("Input", uvec3), "Input")
            m.decorate(v, "BuiltIn", BUILTIN[name])
            self.builtins[name] = v
        self.wg = {}
        self.wg_ty: dict[int, tuple[Scalar, int]] = {}  # array id -> (element type, its Workgroup pointer type)
        f32 = m.float(32)
        tiles = any(isinstance(s, (N.WmmaLoad, N.WmmaStore)) and s.space == "wg" for b in body.blocks for s in b.stmts)
        for w in body.wg_arrays:  # one spare slot: clamped out-of-range indices land there
            v = m.global_var(m.pointer("Workgroup", m.array(self.ty(w.elem), _wg_slots(w, tiles))), "Workgroup")
            m.name(v, f"lds{w.id}")
            self.wg[w.id] = (v, w.size)
        self.p_wg = m.pointer("Workgroup", f32)  # (declared first: an f32-only module is what it always was)
        for w in body.wg_arrays:
            self.wg_ty[w.id] = (w.elem, m.pointer("Workgroup", self.ty(w.elem)))
        self.main = m.id()
        m.name(self.main, "main")
        iface = list(self.builtins.values())
        m.entry.append(m.ins("EntryPoint", GLCOMPUTE, self.main, *_str("main"), *iface))
        m.modes.append(m.ins("ExecutionMode", self.main, LOCAL_SIZE, body.workgroup_size, 1, 1))

    # --- function -------------------------------------------------------------------------
    def function(self) -> None:
        m = self.m
        void = m.void()
        self.emit("Function", void, self.main, 0, m.function_type(void))
        self.label(m.id())
        self.var = {}
        frags = used_fragments(self.body)  # a fragment no Wmma statement names gets no variable
        for i, d in enumerate(self.locals):
            if isinstance(d.ty, Scalar) or (isinstance(d.ty, Fragment) and i in frags):
                ty = self.ty(d.ty) if isinstance(d.ty, Scalar) else self.frag_ty(d.ty)
                self.var[i] = self.op("Variable", m.pointer("Function", ty), 7)
                if d.name:
                    m.name(self.var[i], d.name)
        self.faulted = self.op("Variable", m.pointer("Function", m.bool()), 7)
        m.name(self.faulted, "faulted")
        self.var_at = len(self.fn)  # temporaries (temp_var) are declared here, in the entry block
        self.prologue()
        self.zero_fragments()
        self.emit("Store", self.faulted, m.const_bool(False))
        if self.loop_budget:
            self.edges = self.temp_var(self.u32)
            self.emit("Store", self.edges, self.cu32(0))
            self.budget = self.op("Load", self.u32, self.meta_ptr(abi.META_BUDGET))
        if self.seq(self.st.root):
            self.emit("Return")
        self.emit("FunctionEnd")
        at = next(k for k, ins in enumerate(self.fn) if ins is self.slot)
        self.fn[at:at + 1] = self.slot
        self._signed_zero_inf_nan()

    def _signed_zero_inf_nan(self) -> None:
        """SignedZeroInfNanPreserve (SPV_KHR_float_controls) for every float width the module
        uses that the device honours (`szinp_preserve`): without it a driver may apply float
        identities (x * 0 -> 0, x + 0 -> x) that lose NaN, inf and -0.0. Not under fp_contract:
        Mesa then treats every float op as exact (measured on lavapipe: no reassociation left)."""
        if not self.exact:
            return
        widths = [w for w in self.m.float_widths() if w in self.szinp]
        if not widths:
            return
        self.m.cap("SignedZeroInfNanPreserve")
        self.m.ext("SPV_KHR_float_controls")
        for w in widths:
            self.m.modes.append(self.m.ins("ExecutionMode", self.main, SIGNED_ZERO_INF_NAN_PRESERVE, w))

    def label(self, lid: int) -> None:
        self.emit("Label", lid)

    def temp_var(self, ty: int) -> int:
        """A Function variable for values that live across an inline loop."""
        vid = self.m.id()
        self.fn.insert(self.var_at, self.m.ins("Variable", self.m.pointer("Function", ty), vid, 7))
        self.var_at += 1
        return vid

    def while_loop(self, cond, body) -> None:
        """Emit `while cond() { body() }` as a structured loop at the current point."""
        m = self.m
        k = self.new_loop("an inner loop of float `%`")
        exited = self.temp_var(m.bool()) if self.loop_guard else None
        head, check, blk, cont, merge = (m.id() for _ in range(5))
        if exited is not None:
            self.emit("Store", exited, m.const_bool(False))
        self.emit("Branch", head)
        self.label(head)
        self.emit("LoopMerge", merge, cont, 0)
        self.emit("Branch", check)
        self.label(check)
        c = cond()
        if exited is not None:  # set exactly when this is the exit edge
            self.emit("Store", exited, self.op("LogicalNot", m.bool(), c))
        self.emit("BranchConditional", c, blk, merge)
        self.label(blk)  # bounded (float exponent range): no budget count, which lavapipe mis-compiles here
        body()
        self.emit("Branch", cont)
        self.label(cont)
        self.back_edge(head, merge, exited)
        self.label(merge)
        self.check_exited(k, exited)

    def prologue(self) -> None:
        """Logical group ids from the folded dispatch; whole surplus workgroups return; the rest
        zero their workgroup arrays."""
        m, u32 = self.m, self.u32
        # the run-time zero (opaque constants, the float barrier), loaded once (the meta buffer
        # is writable, so no compiler knows it); hoisted instructions go right after it
        z = self.op("Load", u32, self.op("AccessChain", self.p_u32, self.meta, self.cu32(0),
                                         self.cu32(abi.META_ZERO)))
        self.zero[(32, False)] = z
        self.fn.append(self.slot)
        uvec3 = m.vector(u32, 3)
        wid = self.op("Load", uvec3, self.builtins["WorkgroupId"])
        nwg = self.op("Load", uvec3, self.builtins["NumWorkgroups"])
        lid = self.op("Load", uvec3, self.builtins["LocalInvocationId"])
        comp = lambda v, k: self.op("CompositeExtract", u32, v, k)  # noqa: E731
        gx = self.op("IAdd", u32, self.op("IMul", u32, comp(wid, 1), comp(nwg, 0)), comp(wid, 0))
        gy = comp(wid, 2)
        lane = comp(lid, 0)
        limit = self.op("Load", u32, self.op("AccessChain", self.p_u32, self.meta, self.cu32(0),
                                             self.cu32(abi.META_GROUPS_X)))
        surplus = self.op("UGreaterThanEqual", m.bool(), gx, limit)
        # false at run time (GX >= 1), unknown to the driver's compiler: the loop guard's second
        # way to a loop's merge, so no optimizer can prove a guarded loop left only by a break
        self.never = self.op("IEqual", m.bool(), limit, self.cu32(0))
        ret, go = m.id(), m.id()
        self.emit("SelectionMerge", go, 0)
        self.emit("BranchConditional", surplus, ret, go)
        self.label(ret)
        self.emit("Return")
        self.label(go)
        u64 = self.ty(USIZE)
        gx64 = self.op("UConvert", u64, gx)
        lane64 = self.op("UConvert", u64, lane)
        glob = self.op("IAdd", u64, self.op("IMul", u64, gx64, self.c(USIZE, self.body.workgroup_size)), lane64)
        gy64 = self.op("UConvert", u64, gy)
        self.axes = {"global": glob, "local": lane64, "group": gx64, "group_y": gy64}
        # the linear thread index (group_y * GX + group_x) * WORKGROUP_SIZE + lane: the fault
        # record keeps the lowest one that faults (the canonical "first faulting thread")
        row = self.op("IAdd", u64, self.op("IMul", u64, gy64, self.op("UConvert", u64, limit)), gx64)
        self.lin = self.op("IAdd", u64, self.op("IMul", u64, row, self.c(USIZE, self.body.workgroup_size)), lane64)
        # every len() the body takes, loaded once here (the meta buffer is writable, so a driver
        # could not hoist the loads out of loops itself)
        used = sorted({s.value.slice for b in self.body.blocks for s in b.stmts
                       if isinstance(s, N.Assign) and isinstance(s.value, N.Len)})
        self.lens = {i: self._load_len(i) for i in used}
        self.zero_wg_arrays(lane)

    def zero_wg_arrays(self, lane: int) -> None:
        """Workgroup arrays start at zero in every workgroup (docs/execution-contract.md): lane
        zeroes slots lane, lane + WORKGROUP_SIZE, ... of each array, then one workgroup barrier,
        before any user code. Uniform: surplus workgroups have returned as a whole. The loop runs
        at most (size / WORKGROUP_SIZE) + 1 times, far below lavapipe's loop limiter, so it needs
        no guard (and it takes no loop-site slot). The spare slot is not zeroed: only a clamped
        out-of-range index (a recorded fault) reaches it."""
        if not self.body.wg_arrays:
            return
        m, u32, wg = self.m, self.u32, self.body.workgroup_size
        i = self.temp_var(u32)
        for w in self.body.wg_arrays:
            var, size = self.wg[w.id]
            zero = self.c(w.elem, 0)
            self.emit("Store", i, lane)
            head, check, blk, cont, merge = (m.id() for _ in range(5))
            self.emit("Branch", head)
            self.label(head)
            self.emit("LoopMerge", merge, cont, 0)
            self.emit("Branch", check)
            self.label(check)
            k = self.op("Load", u32, i)
            self.emit("BranchConditional", self.op("ULessThan", m.bool(), k, self.cu32(size)), blk, merge)
            self.label(blk)
            self.emit("Store", self.op("AccessChain", self.wg_ty[w.id][1], var, k), zero, *self.wg_access(load=False))
            self.emit("Branch", cont)
            self.label(cont)
            self.emit("Store", i, self.op("IAdd", u32, self.op("Load", u32, i), self.cu32(wg)))
            self.emit("Branch", head)
            self.label(merge)
        self.workgroup_barrier()

    def workgroup_barrier(self) -> None:
        """OpControlBarrier at workgroup scope ordering workgroup memory (acquire-release); under
        the Vulkan memory model (`vmm`) it also makes the workgroup arrays' writes available and
        visible, which the GLSL450 model implies."""
        sem = SEM_ACQ_REL | SEM_WORKGROUP_MEMORY | (SEM_MAKE_AVAILABLE | SEM_MAKE_VISIBLE if self.vmm else 0)
        self.emit("ControlBarrier", self.cu32(SCOPE_WORKGROUP), self.cu32(SCOPE_WORKGROUP), self.cu32(sem))

    def wg_access(self, load: bool) -> tuple[int, ...]:
        """The memory operands of a workgroup-array load or store: none under GLSL450; under the
        Vulkan memory model a non-private access made visible (load) or available (store) at
        workgroup scope, so the barrier orders it for the other lanes (as glslang does for `shared`)."""
        if not self.vmm:
            return ()
        how = MEM_MAKE_POINTER_VISIBLE if load else MEM_MAKE_POINTER_AVAILABLE
        return (MEM_NON_PRIVATE_POINTER | how, self.cu32(SCOPE_WORKGROUP))

    # --- structured control flow ----------------------------------------------------------
    def seq(self, seq: S.Seq) -> bool:
        """Emit the items; True when control falls out of the end (the block is still open).
        Consecutive Code items are one straight-line run (`code_run`: its vector accesses)."""
        items, i = seq.items, 0
        while i < len(items):
            if isinstance(items[i], S.Code):
                j = i
                while j < len(items) and isinstance(items[j], S.Code):
                    j += 1
                self.code_run([s for it in items[i:j] for s in it.stmts])
                i = j
                continue
            if not self.visit(items[i]):
                return False
            i += 1
        return True

    # each structured item (passes.structurize) is a visit_<Item>: True when control falls out
    # of its end (the block is still open); the IR terminators reach the emitter only as these
    def visit_Code(self, it: S.Code) -> bool:
        for s in it.stmts:
            self.visit(s)
        return True

    def visit_Index(self, it: S.Index) -> bool:
        self.store_local(it.dest, self.axes[it.axis])
        return True

    def visit_Sync(self, it: S.Sync) -> bool:
        self.workgroup_barrier()
        return True

    def visit_If(self, it: S.If) -> bool:
        m = self.m
        then, else_ = it.then, it.else_
        if not then.items and not else_.items:
            return True
        t = self.tyof(it.discr)
        if t == BOOL:
            cond = self.val(it.discr)
            if it.value == 0:
                then, else_ = else_, then
            elif it.value != 1:
                then = S.Seq()
        else:
            cond = self.op("IEqual", m.bool(), self.val(it.discr), self.c(t, it.value))
        merge = m.id()
        tl = m.id() if then.items else merge
        el = m.id() if else_.items else merge
        self.emit("SelectionMerge", merge, 0)
        self.emit("BranchConditional", cond, tl, el)
        falls = False
        for lbl, arm in ((tl, then), (el, else_)):
            if lbl == merge:
                falls = True
                continue
            self.label(lbl)
            if self.seq(arm):
                self.emit("Branch", merge)
                falls = True
        self.label(merge)
        if not falls:
            self.emit("Unreachable")
        return falls

    def visit_Loop(self, it: S.Loop) -> bool:
        m = self.m
        k = self.new_loop(None, it)
        exited = self.temp_var(m.bool()) if self.loop_guard else None
        head, body, cont, merge = m.id(), m.id(), m.id(), m.id()
        if exited is not None:
            self.emit("Store", exited, m.const_bool(False))
        self.emit("Branch", head)
        self.label(head)
        self.emit("LoopMerge", merge, cont, 0)
        self.emit("Branch", body)
        self.label(body)
        self.count_iteration(k)
        self.loops.append([merge, cont, False, exited])
        self.user_loops.append(k)
        if self.seq(it.body):
            self.emit("Branch", cont)
        self.user_loops.pop()
        _, _, broken, _ = self.loops.pop()
        self.label(cont)
        self.back_edge(head, merge, exited)
        self.label(merge)
        if exited is not None:
            self.check_exited(k, exited)
            if not broken:  # reached only by the guard's never-taken exit
                self.emit("Return")
        elif not broken:
            self.emit("Unreachable")
        return broken

    def visit_Break(self, it: S.Break) -> bool:
        self.loops[-1][2] = True
        if self.loops[-1][3] is not None:
            self.emit("Store", self.loops[-1][3], self.m.const_bool(True))
        self.emit("Branch", self.loops[-1][0])
        return False

    def visit_Continue(self, it: S.Continue) -> bool:
        self.emit("Branch", self.loops[-1][1])
        return False

    def visit_Ret(self, it: S.Ret) -> bool:
        self.emit("Return")
        return False

    def visit_TrapNode(self, it: S.TrapNode) -> bool:
        self.report(it.trap.site, it.trap.site)  # slot = site id
        if it.resume:
            return True
        self.emit("Return")
        return False

    # --- faults -----------------------------------------------------------------------------
    def meta_ptr(self, word: int) -> int:
        return self.op("AccessChain", self.p_u32, self.meta, self.cu32(0), self.cu32(word))

    def atomic(self, opcode: int, rty: int | None, *args: int) -> int | None:
        """An atomic instruction the Module's opcode table lacks (raw opcode)."""
        if rty is None:
            self.fn.append([((len(args) + 1) << 16) | opcode, *(a & 0xFFFFFFFF for a in args)])
            return None
        rid = self.m.id()
        self.fn.append([((len(args) + 3) << 16) | opcode, rty, rid, *(a & 0xFFFFFFFF for a in args)])
        return rid

    def report(self, slot: int, site: int | None) -> None:
        """A thread's first fault (only the first reports, as on the oracle where the lane stops):
        the error word and the slot's lowest-thread word (`abi`: a trap site's or a loop's)."""
        m = self.m
        first, go = m.id(), m.id()
        already = self.op("Load", m.bool(), self.faulted)
        self.emit("SelectionMerge", go, 0)
        self.emit("BranchConditional", already, go, first)
        self.label(first)
        dev, relaxed = self.cu32(SCOPE_DEVICE), self.cu32(0)
        bit = abi.site_bit(site) if site is not None else 1 << abi.LAST_SITE_BIT
        self.op("AtomicOr", self.u32, self.meta_ptr(abi.META_ERROR), dev, relaxed, self.cu32(bit))
        self.record(slot)
        self.emit("Store", self.faulted, m.const_bool(True))
        self.emit("Branch", go)
        self.label(go)

    def record(self, slot: int) -> None:
        """Keep this thread's linear index in the slot's lowest-thread word (atomic umin). Each
        thread reports once, at one slot, so the slot holding the lowest index across all slots
        names the first faulting thread's site exactly, whatever order lanes fault in. Indices
        from 2**32 - 2 up saturate (the host then says it cannot name the thread)."""
        u32, u64 = self.u32, self.ty(USIZE)
        sat = self.ext("UMin", u64, self.lin, self.c(USIZE, abi.SATURATED))
        word = abi.sites_base(len(self.body.params)) + slot
        self.atomic(_OP_ATOMIC_UMIN, u32, self.meta_ptr(word), self.cu32(SCOPE_DEVICE), self.cu32(0),
                    self.op("UConvert", u32, sat))

    # --- loops --------------------------------------------------------------------------------
    def new_loop(self, what: str | None, loop: "S.Loop | None" = None) -> int:
        """Number the next structured loop and note where it is (for the host's message)."""
        k = len(self.loop_table)
        span = _first_span(loop.body) if loop is not None else None
        if span is None and self.user_loops:
            span = self.loop_table[self.user_loops[-1]].span
        if what is None:
            what = f"the loop whose first check is at {span}" if span else f"loop {k} (it has no check to name a line)"
        self.loop_table.append(TrapSite(k, "loop", span, what))
        return k

    def count_iteration(self, k: int) -> None:
        """With a loop budget: one more iteration of this thread; past the budget it reports
        LOOP_BUDGET (unless it faulted already) and returns - it never spins on."""
        if not self.loop_budget:
            return
        m = self.m
        n = self.op("IAdd", self.u32, self.op("Load", self.u32, self.edges), self.cu32(1))
        self.emit("Store", self.edges, n)
        over, stop, go = self.op("UGreaterThan", m.bool(), n, self.budget), m.id(), m.id()
        self.emit("SelectionMerge", go, 0)
        self.emit("BranchConditional", over, stop, go)
        self.label(stop)
        self.report(self.site_slots + 2 * k + 1, None)  # abi.loop_slot
        self.emit("Return")
        self.label(go)

    def back_edge(self, head: int, merge: int, exited: int | None) -> None:
        """The loop's back-edge; a guarded loop's also exits (never at run time) with the flag
        clear, so the flag at the merge is a real run-time value: Mesa's optimizer would fold a
        flag set only on break edges to true, and the limiter's cut would go unseen (tested)."""
        if exited is None:
            self.emit("Branch", head)
        else:
            self.emit("Store", exited, self.m.const_bool(False))
            self.emit("BranchConditional", self.never, merge, head)

    def check_exited(self, k: int, exited: int | None) -> None:
        """At a guarded loop's merge: a thread that arrived without taking an exit edge was cut
        by the driver's loop limiter; it reports LOOP_CUT and returns (its results are short)."""
        if exited is None:
            return
        m = self.m
        cut, stop, go = self.op("LogicalNot", m.bool(), self.op("Load", m.bool(), exited)), m.id(), m.id()
        self.emit("SelectionMerge", go, 0)
        self.emit("BranchConditional", cut, stop, go)
        self.label(stop)
        self.report(self.site_slots + 2 * k, None)  # abi.loop_slot
        self.emit("Return")
        self.label(go)

    # --- statements -----------------------------------------------------------------------
    def visit_Assign(self, s: N.Assign) -> None:
        t = self.locals[s.dest].ty
        if not isinstance(t, Scalar):
            raise self.err(f"assignment to local _{s.dest} of non-scalar type {t}")
        self.store_local(s.dest, self.visit(s.value, s.dest))

    def visit_Store(self, s: N.Store) -> None:
        self.store_slice(s.slice, self.index(s.index), s.value)

    def visit_VectorStore(self, s: N.VectorStore) -> None:
        base = self.val(s.index) if self.tyof(s.index) == USIZE else self.op("UConvert", self.ty(USIZE), self.val(s.index))
        for k, value in enumerate(s.values):
            i64 = self.op("IAdd", self.ty(USIZE), base, self.c(USIZE, k)) if k else base
            self.store_slice(s.slice, self.clamp_index(i64, USIZE), value)

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite) -> None:
        self.emit("Store", self.wg_ptr(s.array, s.index), self.wg_value(s.array, s.value), *self.wg_access(load=False))

    # async copies: a copy in the lane (core Vulkan has no asynchronous copy), one vector load where
    # the vector views are on and the copy has no run-time `valid` (vector.async_vector); commit and
    # wait have nothing to wait for
    def visit_AsyncCopy(self, s: N.AsyncCopy) -> None:
        src, dst = self.val(s.src_index), self.val(s.dst_index)
        if self.async_vector_ok(s):
            self.async_vector(s, src, dst)
            return
        valid = None if s.valid is None else self.val(s.valid)
        elem, pty = self.wg_ty[s.array]
        var, size = self.wg[s.array]
        u64, boolty = self.ty(USIZE), self.m.bool()
        bvar, bpty = self.bufs[s.slice]
        zero = self.c(elem, 0)
        for j in range(s.count):
            si = self.op("IAdd", u64, src, self.c(USIZE, j)) if j else src
            x = self.op("Load", self.storage_ty(elem), self.op("AccessChain", bpty, bvar, self.cu32(0),
                                                               self.clamp_index(si, USIZE)))
            if valid is not None:  # past `valid` the value is 0 (a robust, dropped read if out of range)
                x = self.op("Select", self.ty(elem), self.op("ULessThan", boolty, self.c(USIZE, j), valid), x, zero)
            di = self.op("IAdd", u64, dst, self.c(USIZE, j)) if j else dst
            lim = self.c(USIZE, size)
            di = self.op("UConvert", self.u32, self.op("Select", u64, self.op("ULessThan", boolty, di, lim), di, lim))
            self.emit("Store", self.op("AccessChain", pty, var, di), x, *self.wg_access(load=False))

    def visit_AsyncCommit(self, s: N.AsyncCommit) -> None:
        pass

    def visit_AsyncWait(self, s: N.AsyncWait) -> None:
        pass

    def _wgmma(self, s: object) -> None:
        raise self.err(f"{type(s).__name__} reached the SPIR-V emitter (compile_spirv refuses warpgroup MMA)")

    visit_WgmmaMma = visit_WgmmaStore = _wgmma

    def visit_AtomicAdd(self, s: N.AtomicAdd) -> None:
        p = self.param(s.slice)
        if p.elem != U32 or not p.mutable:
            raise self.err(f"atomic_add needs a &mut [u32] slice; parameter {p.name!r} is {p.ty}")
        var, pty = self.bufs[s.slice]
        ptr = self.op("AccessChain", pty, var, self.cu32(0), self.index(s.index))
        old = self.op("AtomicIAdd", self.u32, ptr, self.cu32(SCOPE_DEVICE), self.cu32(0), self.val(s.value))
        if s.dest is not None:
            self.store_local(s.dest, old)


def _str(s: str) -> list[int]:
    b = s.encode() + b"\0"
    b += b"\0" * (-len(b) % 4)
    return list(struct.unpack(f"<{len(b) // 4}I", b))


def _no_contract_feeders(body: N.Body) -> set[int]:
    """Locals whose value reaches a no_contract_add operand (through plain copies)."""
    assigns = [s for b in body.blocks for s in b.stmts if isinstance(s, N.Assign)]
    out = {u for s in assigns if isinstance(s.value, N.NoContractAdd) for u in uses(s.value)}
    changed = True
    while changed:
        changed = False
        for s in assigns:
            if s.dest in out and isinstance(s.value, N.Use) and not out.issuperset(uses(s.value)):
                out.update(uses(s.value))
                changed = True
    return out


def _first_span(seq: S.Seq):
    """The span of the first check (in emission order) inside a structured subtree."""
    for it in seq.items:
        if isinstance(it, S.TrapNode) and it.trap.span is not None:
            return it.trap.span
        for sub in ((it.body,) if isinstance(it, S.Loop) else (it.then, it.else_) if isinstance(it, S.If) else ()):
            sp = _first_span(sub)
            if sp is not None:
                return sp
    return None


def _wg_slots(w: N.WgArray, tiles: bool) -> int:
    """The slots a workgroup array is declared with: its size and one spare slot; in a body with
    Wmma tiles in workgroup memory rounded up to whole 16 bytes, so that every array of the module
    (laid out one after another by the driver) starts 16-byte aligned, as a cooperative-matrix
    load or store requires (an array of 1025 f16 would leave the next one 2-byte aligned)."""
    slots = w.size + 1
    if not tiles:
        return slots
    per = 16 // (w.elem.bits // 8) if w.elem.bits <= 128 else 1
    return -(-slots // per) * per


WG_ELEMS = (F16, F32, F64, I32, U32, USIZE)  # workgroup array element types (f16 declares Float16)


def _lowered(body: N.Body, **options) -> _Lower:
    """The emitter run over `body` (options: `_Lower`'s float and loop options, site_slots)."""
    wgmem.refuse(body, TARGET, elems=WG_ELEMS, wmma_wg=True, async_copy=True)
    low = _Lower(S.structurize(body, carry_on=True), **options)
    with S.deep_recursion(len(body.blocks)):
        low.function()
    return low


def lower(body: N.Body, **options) -> bytes:
    """Structurize `body` (carry-on traps) and emit its SPIR-V module (options: `_Lower`)."""
    return _lower_counted(body, **options)[0]


def _lower_counted(body: N.Body, **options) -> tuple[bytes, int]:
    low = _lowered(body, **options)
    return low.m.to_bytes(abi.SPIRV_VERSION), len(low.loop_table)


def loop_sites(body: N.Body, eliminate: bool = True) -> tuple[TrapSite, ...]:
    """Structured loop k of the module `compile_spirv(body, eliminate=...)` emits -> a TrapSite
    naming it (the span of its first check); the numbering does not depend on the options."""
    if eliminate:
        from ...passes.checks import eliminate_dominated_checks
        body = eliminate_dominated_checks(body)
    return tuple(_lowered(body).loop_table)


def compile_spirv(body: N.Body, *, eliminate: bool = True, target: str = TARGET, **options) -> bytes:
    """The SPIR-V module for `body` (see compile_spirv_loops)."""
    return compile_spirv_loops(body, eliminate=eliminate, target=target, **options)[0]


def compile_spirv_loops(body: N.Body, *, eliminate: bool = True, target: str = TARGET,
                        fp_contract: bool = False, fp_barrier: bool = False,
                        denorm_preserve: tuple[int, ...] = (), szinp_preserve: tuple[int, ...] = (),
                        loop_guard: bool = False, loop_budget: int = 0, vectors: bool = False) -> tuple[bytes, int]:
    """The SPIR-V module for `body` and its structured-loop count: dominated checks removed,
    structurized, emitted. Errors name `target` (pass the plugin's target name). Float options:
    `fp_contract` (allow fusion and reassociation of ordinary float ops; default off: Rust's
    semantics), `fp_barrier` (keep the default through a translator that drops NoContraction),
    `denorm_preserve` (float widths whose subnormals the device is asked to keep); loop options:
    `loop_guard`, `loop_budget` (module doc); `vectors`: a coarsened body's consecutive accesses
    as vector loads and stores (`vector`)."""
    if body.uses_wgmma():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "warpgroup MMA (WgmmaMma/WgmmaStore) is NVIDIA Hopper's wgmma, which SPIR-V cannot express "
            "(cooperative matrices belong to one subgroup); use the Wmma statements (16x16x16 per subgroup) "
            "on this target, or run the kernel on ptx (sm_90) or the oracle"))
    wgmem.refuse(body, target, elems=WG_ELEMS, wmma_wg=True, async_copy=True)
    slots = abi.site_slots(body)  # of the body the host decodes with, before elimination
    if eliminate:
        from ...passes.checks import eliminate_dominated_checks
        body = eliminate_dominated_checks(body)
    try:
        spv, n_loops = _lower_counted(body, site_slots=slots, fp_contract=bool(fp_contract),
                                      fp_barrier=bool(fp_barrier), denorm_preserve=tuple(denorm_preserve),
                                      szinp_preserve=tuple(szinp_preserve), loop_guard=loop_guard, loop_budget=loop_budget,
                                      vectors=bool(vectors))
    except CodegenError as e:
        if target != TARGET and e.target in (TARGET, "structurize"):  # a new error naming the plugin's target
            raise dataclasses.replace(e, target=target) from None
        raise
    return spv, n_loops
