"""Lower a kernel's parameters, terminators and calls, walking MIR blocks in reverse postorder.

Terminators: goto/return map directly; `switchInt` on a `for` loop's Option discriminant becomes
a bool switch without the `otherwise: unreachable` arm; `assert` becomes a SwitchInt to a Trap
(folded when the condition is a constant); `unreachable` becomes a Trap; calls are intrinsics,
float/int methods or iterator plumbing (`calls.classify`), everything else is rejected.
"""
from __future__ import annotations

import re

from ..errors import ImportFailed
from ..ir import nodes as N
from ..ir.types import BOOL, I32, USIZE, U32, F32
from . import calls, mir
from . import rtypes as RT
from .lower import TRAP_HEADS, Lowerer, Reject, trap_kind


SHUFFLES = {"shuffle_xor": F32, "shuffle_xor_u32": U32, "shuffle_xor_i32": I32}  # intrinsic -> value type
_ADAPTER_TY = re.compile(r"^(?:&mut |&)?(?:(?:std|core)::iter::)?(Rev|StepBy|Enumerate|Zip|Map|Filter|Skip|Take|Chain|Peekable|Cycle)<")


def successors(t) -> list[int]:
    if isinstance(t, mir.Goto):
        return [t.target]
    if isinstance(t, mir.SwitchInt):
        return [b for _, b in t.cases] + [t.otherwise]
    if isinstance(t, mir.Assert):
        return [t.target]
    if isinstance(t, mir.Call):
        return [t.target] if t.target is not None else []
    return []


def rpo(fn: mir.Fn) -> list[int]:
    seen, order = set(), []
    stack = [(0, iter(successors(fn.blocks[0].term)))]
    seen.add(0)
    while stack:
        b, it = stack[-1]
        nxt = next((s for s in it if s not in seen), None)
        if nxt is None:
            order.append(b)
            stack.pop()
        else:
            seen.add(nxt)
            stack.append((nxt, iter(successors(fn.blocks[nxt].term))))
    return order[::-1]


def lower(L: Lowerer) -> list:
    """Lower L.fn into L.out (IR blocks); diagnostics accumulate in L.diags."""
    fn = L.fn
    names = fn.param_names  # from the signature, never from a later shadowing `let`
    for local, text in fn.params:
        t = RT.classify(text, L.items)
        pname = names.get(local, f"arg{local}")
        if t.kind == "slice" and t.elem is not None and not text.startswith("*"):
            L.params.append(N.Param(pname, t.elem, t.mutable))
            L.sym[local] = ("slice", len(L.params) - 1)
        else:
            L.diag(f"parameter `{pname}: {text}` (kernel parameters are slices `&[T]` or `&mut [T]` of "
                   f"{', '.join(RT.ACCEPTED)})" if t.kind != "bad" or "slice element" not in t.what
                   else f"parameter `{pname}`: {t.what}", L.fspans.local(local) if L.fspans else None)
    if fn.ret.strip() != "()":
        L.diag(f"kernel returning `{fn.ret}` (kernels return nothing; write results to a `&mut` slice)",
               L.fspans.local(0) if L.fspans else None)
    for what, sp in L.debug_assertions():  # rustc removed them: only the source shows them
        L.diag(what, sp)
    # rejected local types, reported where the local is declared; a statement that touches a
    # poisoned local (a rejected type, or the result of a rejected statement) adds no diagnostic
    poisoned: set[int] = {local for local, _ in fn.params if local not in L.sym}
    bad_decl: set[int] = set(poisoned)
    params = {p for p, _ in fn.params}
    for local, text in sorted(fn.local_types.items()):
        if local == 0 or local in params:
            continue
        t = L.ty(local)
        decl_sp = L.fspans.local(local) if L.fspans else None
        if t.kind == "bad" and not _ADAPTER_TY.match(text.strip()) and decl_sp is not None \
                and decl_sp.file == L.rel_file:
            poisoned.add(local)
            bad_decl.add(local)
            _report(L, t.what, decl_sp, True)
    for b in rpo(fn):
        blk = fn.blocks[b]
        L.cur = b
        for i, s in enumerate(blk.stmts + [blk.term]):
            L.pos = (b, i if i < len(blk.stmts) else -1)
            L.span(*L.pos)  # keeps L.last_span current
            try:
                L.statement(s) if i < len(blk.stmts) else terminator(L, s)
            except Reject as e:
                L.failed = True
                dest = getattr(s, "place", None) or getattr(s, "dest", None)
                dloc = dest.local if isinstance(dest, mir.Place) else None
                inputs = mir.locals_in(s) - ({dloc} if dest is not None and not dest.proj else set())
                if not inputs & poisoned and dloc not in bad_decl:
                    own = L.fspans.at(*L.pos) if L.fspans else None
                    primary = own is not None and own.file == L.rel_file
                    _report(L, str(e), L.span(*L.pos) if primary else L.macro_site(), primary)
                if dloc is not None:
                    poisoned.add(dloc)
                if i == len(blk.stmts):
                    L.term(N.Return())
    for blk in L.out:
        if blk[1] is None:
            blk[1] = N.Return()  # unreachable MIR block; pruned later
    return L.out


def _report(L: Lowerer, what: str, sp, primary: bool) -> None:
    """Record a diagnostic; inside an assertion or panic macro, one naming the macro instead of
    the parts of its expansion (formatting arguments, tuples, `AssertKind`)."""
    site = L.panicking_macro(sp)
    if site is not None:
        name, sp = site
        L.diag(f"`{name}!` (assertions and panics have no lowering: a kernel traps only on its index, "
               "arithmetic, division and shift checks; guard the code with `if`)", sp)
    else:
        L.diag(what, sp, primary=primary)


def terminator(L: Lowerer, t) -> None:
    if isinstance(t, mir.Goto):
        L.term(N.Goto(t.target))
    elif isinstance(t, mir.Return):
        L.term(N.Return())
    elif isinstance(t, mir.Unreachable):
        L.term(L.trap_term("unreachable", TRAP_HEADS["unreachable"]))
    elif isinstance(t, mir.SwitchInt):
        switch(L, t)
    elif isinstance(t, mir.Assert):
        kind = trap_kind(t.msg)
        if kind is None:
            raise Reject(f"check `{t.msg}`")
        k = L.const_value(t.cond)
        if k is not None:
            if bool(k.value) == t.expected:
                L.term(N.Goto(t.target))
            else:
                L.term(L.trap_term(kind, TRAP_HEADS[kind]))
            return
        c = L.operand(t.cond)
        trap = L.trap(kind, TRAP_HEADS[kind])
        L.term(N.SwitchInt(c, ((0 if t.expected else 1, trap),), t.target))
    elif isinstance(t, mir.Call):
        call(L, t)
    elif isinstance(t, mir.Drop):
        raise Reject(f"a value with a destructor (`{L.fn.local_types.get(t.place.local, '?') if t.place else '?'}`)")
    else:
        raise Reject(f"`{getattr(t, 'text', t)}`")


def switch(L: Lowerer, t: mir.SwitchInt) -> None:
    s = L.sym_place(t.discr.place) if t.discr.place is not None else None
    if s and s[0] == "discr":
        has, fact = s[1]
        arms = dict(t.cases)
        if not set(arms) <= {0, 1} or not arms:
            raise Reject("a match on an Option")
        arms = {0: arms.get(0, t.otherwise), 1: arms.get(1, t.otherwise)}
        cond = N.Local(has)
        if fact is not None:  # re-state `item < bound` here so dominated-check elimination sees it
            n, bound = fact
            b = bound if isinstance(bound, N.Local) else L.tmp(USIZE, bound)
            cond = L.tmp(BOOL, N.BinOp("lt", n, b))
        L.term(N.SwitchInt(cond, ((0, arms[0]),), arms[1]))
        return
    k = L.const_value(t.discr)
    if k is not None:
        v = int(k.value)
        L.term(N.Goto(next((b for c, b in t.cases if c == v), t.otherwise)))
        return
    d = L.operand(t.discr)
    ty = L.op_ty(d)
    cases = []
    for v, b in t.cases:
        if ty.is_signed and v >= 1 << (ty.bits - 1):
            v -= 1 << ty.bits
        cases.append((v, b))
    L.term(N.SwitchInt(d, tuple(cases), t.otherwise))


def _dest_local(L: Lowerer, t: mir.Call, want) -> int | None:
    if t.dest is None or t.dest.proj:
        raise Reject("a call result stored through a projection")
    tt = L.ty(t.dest.local)
    if tt.kind in ("unit", "never"):
        return None
    if tt.kind != "scalar" or (want is not None and tt.elem != want):
        raise Reject(f"call result of type `{L.fn.local_types.get(t.dest.local)}`")
    return L.ir_local(t.dest.local)


def _lit(L: Lowerer, op: mir.Operand, what: str) -> int:
    k = L.const_value(op) if op.kind == "const" else None
    if k is None or not k.ty.is_int:
        raise Reject(what)
    return int(k.value)


def call(L: Lowerer, t: mir.Call) -> None:
    c = calls.classify(t.callee, L.local_paths)
    if c.kind == "reject":
        raise Reject(c.name)
    if t.target is None:
        raise Reject(f"call to `{t.callee}` that never returns")
    a = t.args
    if c.kind == "intrinsic":
        n = c.name
        if n in calls.AXES:
            index = _dest_local(L, t, USIZE)
            if index is None:  # _dest_local: a usize local (a thread index is never unit)
                raise Reject(f"internal: `{t.callee}` with no result local")
            L.term(N.ThreadIndexCall(index, calls.AXES[n], t.target))
            return
        if n == "workgroup_barrier":
            L.term(N.Barrier(t.target))
            return
        if n in ("wg_write", "wg_read"):
            arr = _lit(L, a[0], f"{n} with a non-literal workgroup array id (write the id as a literal, "
                                "e.g. `wg_read(0, i)`)")
            size = L.wg_sizes.get(arr, L.workgroup_size)
            L.wg_used.add(arr)
            idx = L.operand(a[1])
            L.check_lt(idx, N.Const(USIZE, size), f"workgroup array {arr} index out of bounds (size {size})")
            if n == "wg_write":
                L.emit(N.WorkgroupLocalWrite(arr, idx, L.operand(a[2])))
            else:
                dest = _dest_local(L, t, F32)
                read = N.WgRead(arr, idx)
                if dest is None:
                    L.tmp(F32, read)
                else:
                    L.emit(N.Assign(dest, read))
        elif n == "atomic_add":
            p = L.slice_of(a[0])
            if not (L.params[p].mutable and L.params[p].elem == U32):
                raise Reject("atomic_add on a slice that is not a `&mut [u32]` parameter")
            if a[1].kind == "const":
                raise Reject("atomic_add with a literal index (the index must be a usize local)")
            idx = L.operand(a[1])
            L.check_lt(idx, N.Len(p), "atomic_add index out of bounds")
            L.emit(N.AtomicAdd(_dest_local(L, t, U32), p, idx, L.operand(a[2])))
        elif n in SHUFFLES:
            mask = _lit(L, a[1], f"{n} with a non-literal mask (write the mask as a literal 1 ..= 31, e.g. "
                                 f"`{n}(v, 16)`)")
            if not 0 < mask < N.SUBGROUP_LANES:
                raise Reject(f"{n} mask {mask}: the mask is a literal 1 ..= {N.SUBGROUP_LANES - 1}")
            ty = SHUFFLES[n]
            dest = _dest_local(L, t, ty)
            sh = N.ShuffleXor(L.operand(a[0]), mask)
            L.emit(N.Assign(dest, sh)) if dest is not None else L.tmp(ty, sh)
        elif n == "no_contract_add":
            dest = _dest_local(L, t, F32)
            add = N.NoContractAdd(L.operand(a[0]), L.operand(a[1]))
            L.emit(N.Assign(dest, add)) if dest is not None else L.tmp(F32, add)
        L.term(N.Goto(t.target))
        return
    if c.kind in ("math", "from_bits"):
        args = tuple(L.operand(x) for x in a)
        rv = N.Math(c.name, args) if c.kind == "math" else N.FromBits(args[0])
        dest = _dest_local(L, t, None)
        if dest is not None:
            L.emit(N.Assign(dest, rv))
        L.term(N.Goto(t.target))
        return
    iterator(L, c, t)
    L.term(N.Goto(t.target))


def iterator(L: Lowerer, c: calls.Callee, t: mir.Call) -> None:
    """`for` loop plumbing (also written by hand: `while let Some(k) = r.next()`): into_iter /
    new / next become counted-loop state updates."""
    if t.dest is None or t.dest.proj:
        raise Reject(f"`{t.callee}`")
    a = t.args
    arg_sym = L.sym_place(a[0].place) if a and a[0].place is not None else None
    if c.kind in ("range_into_iter", "iter_into_iter"):
        if arg_sym is None:
            raise Reject(f"`{t.callee}` on a value pootc cannot follow")
        L.set_sym(t.dest.local, arg_sym)
        return
    if c.kind == "range_incl_new":
        ty = L.ty(t.dest.local).elem
        lo, hi = L.operand(a[0]), L.operand(a[1])
        s, e, x = L.state_locals(t.dest.local, "rincl", ((ty, "start"), (ty, "end"), (BOOL, "exhausted")))
        L.emit(N.Assign(s, N.Use(lo)))
        L.emit(N.Assign(e, N.Use(hi)))
        L.emit(N.Assign(x, N.Use(N.Const(BOOL, False))))
        L.set_sym(t.dest.local, ("rincl", s, e, x, ty))
        return
    if c.kind == "slice_iter":
        p = L.slice_of(a[0])
        [k] = L.state_locals(t.dest.local, "siter", ((USIZE, "counter"),)) if \
            L.sym.get(t.dest.local, ("",))[0] != "siter" or L.sym[t.dest.local][1] == p else [None]
        if k is None:
            raise Reject("a `for` loop over different slices on different paths")
        if L.sym.get(t.dest.local, ("",))[0] == "siter":
            k = L.sym[t.dest.local][2]
        L.emit(N.Assign(k, N.Use(N.Const(USIZE, 0))))
        L.set_sym(t.dest.local, ("siter", p, k))
        return
    if c.kind == "range_next" and arg_sym and arg_sym[0] == "range":
        _, s, e, ty = arg_sym
        n = L.tmp(ty, N.Use(N.Local(s)))
        has = L.tmp(BOOL, N.BinOp("lt", n, N.Local(e)))
        inc = L.tmp(ty, N.Cast(has, ty))
        L.emit(N.Assign(s, N.BinOp("add", N.Local(s), inc)))
        L.set_sym(t.dest.local, ("opt", has.id, ("scalar", n.id), (n, N.Local(e))))
        return
    if c.kind == "range_next" and arg_sym and arg_sym[0] == "rincl":
        _, s, e, x, ty = arg_sym
        S, E, X = N.Local(s), N.Local(e), N.Local(x)
        live = L.tmp(BOOL, N.UnOp("not", X))
        le = L.tmp(BOOL, N.BinOp("le", S, E))
        has = L.tmp(BOOL, N.BinOp("and", live, le))
        n = L.tmp(ty, N.Use(S))
        lt = L.tmp(BOOL, N.BinOp("lt", S, E))
        step = L.tmp(BOOL, N.BinOp("and", has, lt))
        L.emit(N.Assign(s, N.BinOp("add", S, L.tmp(ty, N.Cast(step, ty)))))
        last = L.tmp(BOOL, N.BinOp("and", has, L.tmp(BOOL, N.UnOp("not", lt))))
        L.emit(N.Assign(x, N.BinOp("or", X, last)))
        L.set_sym(t.dest.local, ("opt", has.id, ("scalar", n.id), None))
        return
    if c.kind == "iter_next" and arg_sym and arg_sym[0] == "siter":
        _, p, k = arg_sym
        K = N.Local(k)
        n = L.tmp(USIZE, N.Use(K))
        has = L.tmp(BOOL, N.BinOp("lt", n, L.tmp(USIZE, N.Len(p))))
        L.emit(N.Assign(k, N.BinOp("add", K, L.tmp(USIZE, N.Cast(has, USIZE)))))
        L.set_sym(t.dest.local, ("opt", has.id, ("slot", p, n), (n, N.Len(p))))
        return
    raise Reject(f"`{t.callee}` outside a `for` loop")


def build(L: Lowerer) -> N.Body:
    if L.diags or L.failed:
        raise ImportFailed(diagnostics=tuple(L.diags))
    wg = tuple(N.WgArray(i, L.wg_sizes.get(i, L.workgroup_size)) for i in sorted(L.wg_used))
    blocks = tuple(N.Block(tuple(s), term) for s, term in L.out)
    return N.Body(L.name, tuple(L.params), tuple(L.locals), blocks, L.workgroup_size, wg)
