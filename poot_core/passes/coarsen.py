"""Thread coarsening and workgroup relaunch on the Kernel IR, and the launch shape they need.

Coarsening (`coarsen(body, V)`): a kernel whose memory accesses are indexed by `thread_index()`
plus constants (or by constants), with no barrier, local_index/group_index, workgroup array, Wmma,
subgroup operation, loop, or atomic whose old value is read, runs V virtual threads per physical thread: physical
thread t executes the body for virtual threads t*V .. t*V+V-1 in order, each with its own copy
of the locals (so each starts as a fresh thread). Every comparison between an index `i + c` and
a lane-invariant bound `y` (a `len()`, a constant) is hoisted into one check per vector,
`t*V + V-1 + c < y`: when all hold, the V copies run with those comparisons folded (the guards
pass, the bounds checks are gone: straight-line code whose accesses at `t*V + k` the LLVM
load-store vectorizer merges, the base local `t*V` being marked so the LLVM lowering states
`align 16` for it); otherwise the V copies run unchanged (the scalar tail). Trap site s of lane k
becomes site s + k*S (S: one more than the body's highest site), so a fault names its lane: the
physical thread and site map back to the virtual thread and the original site
(`LaunchShape.virtual_fault`). A lane that traps ends its physical thread, as a trapping thread
ends; the first faulting virtual thread and its site are those of the uncoarsened run, the other
failed sites a subset of its.

Relaunch: a body without barriers, local_index/group_index/group_index_y, workgroup arrays,
Wmma or subgroup operations may run at another workgroup size (the target's best) - the global thread indices are the
same, only the workgroup shape differs.

The launch (`LaunchShape.physical_grid`): users keep passing the virtual grid (Grid.threads(N,
WORKGROUP_SIZE)); its T = groups_x * WORKGROUP_SIZE virtual threads per row run as
ceil(ceil(T / V) / W) physical workgroups of W lanes. When that covers more than T virtual
threads, the extra ones must be inert: the shape is used only if the body's every effect (store,
atomic, trap, load, division, loop) sits under a guard `i + c < bound` whose bound is at most T
at this launch (`guards`), else the launch runs the uncoarsened artifact at the declared size.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from ..errors import KernelFault
from ..ir import cfg
from ..ir import nodes as N
from ..ir.types import BOOL, USIZE, Scalar
from ..ir.walk import defs, map_locals, uses
from ..target import Grid
from .checks import _EdgeFact, _value_classes

BASE_NAME = "poot.coarsen.base"  # the local t*V (a name no Rust identifier can have)
VECTOR_BYTES = 16  # bytes per thread per access the default V aims at (one 128-bit access)
MAX_SITES = 0xFFFF  # the LLVM fault key keeps 16 bits of site
MAX_BLOCKS = 4096  # a coarsened body larger than this is not worth it (code size)
_FLIP = {"lt": ("lt", False), "gt": ("lt", True), "ge": ("ge", False), "le": ("ge", True)}
_PURE = (N.Use, N.BinOp, N.UnOp, N.CheckOverflow, N.Cast, N.Math, N.FromBits, N.NoContractAdd, N.Len)


@dataclass(frozen=True)
class LaunchShape:
    """How a transformed body is launched for a virtual grid, and how its faults map back.

    vector: V virtual threads per physical thread; declared: the body's WORKGROUP_SIZE (the grid
    users pass); workgroup_size: the physical one; guards: bounds ("len", slice) / ("const", K)
    such that no virtual thread at or past the bound has any effect; site_stride: S (lane k's
    site s is s + k*S); original and fallback_options: what the uncoarsened artifact is compiled
    from, for launches the shape cannot run exactly."""

    vector: int
    declared: int
    workgroup_size: int
    guards: tuple[tuple[str, int], ...] = ()
    site_stride: int = 1
    original: N.Body | None = field(default=None, repr=False, compare=False)
    fallback_options: Any = field(default=None, repr=False, compare=False)

    def physical_grid(self, grid: Grid, lens: Sequence[int]) -> Grid | None:
        """The physical grid for virtual `grid` with parameter lengths `lens` (in parameter order),
        or None when its extra virtual threads are not provably inert (run the fallback)."""
        gx, gy = grid.groups
        virtual = gx * self.declared
        physical = -(-virtual // self.vector)
        groups = -(-physical // self.workgroup_size)
        if groups * self.workgroup_size * self.vector != virtual and not any(
                (lens[b] if kind == "len" else b) <= virtual for kind, b in self.guards):
            return None
        return Grid((groups, gy), self.workgroup_size)

    def virtual_fault(self, f: KernelFault) -> KernelFault:
        """`f` (raised by the physical dispatch) naming the virtual thread, its workgroup at the
        declared size, and the original sites (the first one's lane says which virtual thread)."""
        v, s = self.vector, self.site_stride
        lane: int | None = 0
        sites = list(f.sites)
        if v > 1:
            lane = sites[0].site // s % v if sites and sites[0].site >= 0 else None
            sites = []
            for ts in f.sites:
                if ts.site >= 0:
                    ts = replace(ts, site=ts.site % s)
                if ts not in sites:
                    sites.append(ts)
        thread, group, exact = f.thread, f.group, f.exact
        if thread is not None:
            if lane is None:  # no site of the body (the oracle's unchecked access): the lane is unknown
                exact = False
            thread = thread * v + (lane or 0)
            group = (thread // self.declared, f.group[1] if f.group else 0)
        return replace(f, sites=tuple(sites), thread=thread, group=group, exact=exact)


# --- analyses ---------------------------------------------------------------------------------
def relaunchable(body: N.Body) -> bool:
    """No barrier, local_index/group_index/group_index_y, workgroup array, Wmma or subgroup
    operation (shuffle_xor: its lanes' subgroups are the workgroup's): the body cannot tell its
    workgroup size, so it may run at another one."""
    if body.wg_arrays or body.uses_wmma() or body.uses_subgroup_ops():
        return False
    for b in body.blocks:
        t = b.term
        if isinstance(t, N.Barrier) or (isinstance(t, N.ThreadIndexCall) and t.axis != "global"):
            return False
        for s in b.stmts:
            if isinstance(s, (N.WorkgroupLocalWrite,)) or (isinstance(s, N.Assign) and isinstance(s.value, N.WgRead)):
                return False
    return True


def _acyclic(body: N.Body) -> bool:
    succ = cfg.successors(body)
    state = [0] * len(body.blocks)  # 0 new, 1 on the stack, 2 done
    stack = [(0, iter(succ[0]))] if body.blocks else []
    state[0] = 1
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            state[b] = 2
            stack.pop()
        elif state[nxt] == 1:
            return False
        elif state[nxt] == 0:
            state[nxt] = 1
            stack.append((nxt, iter(succ[nxt])))
    return True


class _Facts:
    """What coarsening and relaunch need to know of one body: each local that is `thread_index() + c`
    (c >= 0) at every read, lane-invariant bounds (a `len()` or a usize constant), the facts
    `i + c < bound` that hold on guard edges, and the dominator tree."""

    def __init__(self, body: N.Body):
        self.body = body
        self.succ = cfg.successors(body)
        self.preds = cfg.predecessors(self.succ)
        self.idom = cfg.immediate_dominators(self.succ)
        self.classes = _value_classes(body)
        self.sites = body.trap_sites()
        self.defs: dict[int, list[tuple[int, int, object]]] = {}
        self.reads: dict[int, list[tuple[int, int]]] = {}
        for bi, b in enumerate(body.blocks):
            for si, x in enumerate(b.stmts + (b.term,)):
                for d in defs(x):
                    self.defs.setdefault(d, []).append((bi, si, x))
                for u in uses(x):
                    self.reads.setdefault(u, []).append((bi, si))
        self.index = self._index_exprs()

    def dominated(self, def_block: int, def_pos: int, use_block: int, use_pos: int) -> bool:
        """Whether the definition at (block, position) is executed before every arrival at the use
        (a terminator's definition counts only in the blocks its single-entry target dominates)."""
        if use_block not in self.idom or def_block not in self.idom:
            return False
        x = (self.body.blocks[def_block].stmts + (self.body.blocks[def_block].term,))[def_pos]
        if isinstance(x, N.ThreadIndexCall):  # defined on its edge to x.target
            return len(self.preds[x.target]) == 1 and cfg.dominates(self.idom, x.target, use_block)
        if def_block == use_block:
            return def_pos < use_pos
        return cfg.dominates(self.idom, def_block, use_block)

    def _index_exprs(self) -> dict[int, int]:
        """local -> c for each usize local whose one definition makes it thread_index() + c and
        is executed before every read of it."""
        out: dict[int, int] = {}
        changed = True
        while changed:
            changed = False
            for d, ds in self.defs.items():
                if d in out or len(ds) != 1 or self.body.locals[d].ty != USIZE:
                    continue
                bi, si, x = ds[0]
                c = None
                if isinstance(x, N.ThreadIndexCall) and x.axis == "global":
                    c = 0
                elif isinstance(x, N.Assign) and isinstance(x.value, N.Use) and isinstance(x.value.a, N.Local):
                    c = out.get(x.value.a.id)
                elif isinstance(x, N.Assign) and isinstance(x.value, N.BinOp) and x.value.op == "add":
                    for a, k in ((x.value.a, x.value.b), (x.value.b, x.value.a)):
                        if isinstance(a, N.Local) and a.id in out and isinstance(k, N.Const) and k.ty == USIZE:
                            c = out[a.id] + int(k.value)
                if c is None or c >= 2**32:  # small offsets: t*V + V-1 + c cannot wrap
                    continue
                if all(self.dominated(bi, si, ub, us) for ub, us in self.reads.get(d, []) if ub in self.idom):
                    out[d] = c
                    changed = True
        return out

    def bound_at(self, op: N.Operand, block: int, pos: int) -> tuple[str, int] | None:
        """("len", s) or ("const", K) when `op`, read at (block, pos), holds that lane-invariant
        value: a usize constant, or a local all of whose definitions agree on it, one of them
        executed before the read."""
        if isinstance(op, N.Const):
            return ("const", int(op.value)) if op.ty == USIZE else None
        k = self.classes.get(op.id)
        if k is None or k[0] not in ("len", "const") or self.body.locals[op.id].ty != USIZE:
            return None
        if not any(self.dominated(bi, si, block, pos) for bi, si, _ in self.defs.get(op.id, [])):
            return None
        return k

    def comparison(self, v: object, block: int, pos: int) -> tuple[int, tuple[str, int], bool] | None:
        """(c, bound, its value when i + c < bound) for an rvalue comparing an index with a bound."""
        if not isinstance(v, N.BinOp) or v.op not in _FLIP:
            return None
        base, swap = _FLIP[v.op]
        x, y = (v.b, v.a) if swap else (v.a, v.b)
        if not isinstance(x, N.Local) or x.id not in self.index:
            return None
        bnd = self.bound_at(y, block, pos)
        return None if bnd is None else (self.index[x.id], bnd, base == "lt")

    def edge_facts(self) -> list[tuple[int, tuple, tuple[str, int]]]:
        """(block where it holds, ("index", c) or ("const", K), bound) for each switch edge on
        which `x < bound` holds and whose target has that edge as its only way in (so the fact
        holds in every block the target dominates: indices and bounds are never reassigned)."""
        ef = _EdgeFact({}, self.body.workgroup_size)
        out = []
        for bi, b in enumerate(self.body.blocks):
            if not isinstance(b.term, N.SwitchInt) or bi not in self.idom:
                continue
            got = ef.visit(b.term, b)
            if got is None:
                continue
            (kx, ky), tgt = got
            if len(self.preds[tgt]) != 1:
                continue
            if kx[0] == "local" and kx[1] in self.index:
                x: tuple = ("index", self.index[kx[1]])
            elif kx[0] == "const":
                x = kx
            else:
                continue
            y = N.Local(ky[1]) if ky[0] == "local" else N.Const(USIZE, ky[1]) if ky[0] == "const" else None
            bnd = self.bound_at(y, bi, len(b.stmts)) if y is not None else None
            if bnd is not None:
                out.append((tgt, x, bnd))
        return out

    def guards(self) -> tuple[tuple[str, int], ...]:
        """The bounds B such that no thread at or past B has any effect: every block holding a
        store, atomic, load, division or trap, and every loop's back edge, lies under a guard edge
        `i + c < B` (c >= 0)."""
        effect = [bi for bi, b in enumerate(self.body.blocks) if bi in self.idom and
                  (isinstance(b.term, N.Trap) or not all(_inert(s) for s in b.stmts))]
        back = [u for u in self.idom for v in self.succ[u] if cfg.dominates(self.idom, v, u)]
        out: list[tuple[str, int]] = []
        for tgt, x, bnd in self.edge_facts():
            if x[0] == "index" and bnd not in out and \
                    all(cfg.dominates(self.idom, tgt, e) for e in effect + back):
                out.append(bnd)
        return tuple(out)

    def access_bounds(self) -> list[tuple[int, tuple[str, int]]] | None:
        """(c, ("len", s)) for each memory access at index `i + c` (its last element, for a vector
        store) of slice s - what the fast path must know in bounds - or None when an access is
        indexed by anything but an index or a constant."""
        out: list[tuple[int, tuple[str, int]]] = []
        for bi, b in enumerate(self.body.blocks):
            if bi not in self.idom:
                continue
            for s in b.stmts:
                acc = _access(s)
                if acc is None:
                    continue
                sl, idx, width = acc
                if isinstance(idx, N.Local):
                    if idx.id not in self.index:
                        return None
                    key = (self.index[idx.id] + width - 1, ("len", sl))
                    if key not in out:
                        out.append(key)
        return out


def _inert(s: N.Stmt) -> bool:
    """A statement that has no effect and cannot fault on any lane."""
    if not isinstance(s, N.Assign) or not isinstance(s.value, _PURE):
        return False
    v = s.value
    return not (isinstance(v, N.BinOp) and v.op in ("div", "rem"))


def _access(s: N.Stmt) -> tuple[int, N.Operand, int] | None:
    """(slice, index, elements) of a memory access statement."""
    if isinstance(s, N.Assign) and isinstance(s.value, N.Load):
        return s.value.slice, s.value.index, 1
    if isinstance(s, (N.Store, N.AtomicAdd)):
        return s.slice, s.index, 1
    if isinstance(s, N.VectorStore):
        return s.slice, s.index, len(s.values)
    return None


def default_vector(body: N.Body) -> int:
    """VECTOR_BYTES / the widest element the body accesses (bool counts 1 byte), at least 1."""
    sizes = set()
    for b in body.blocks:
        for s in b.stmts:
            acc = _access(s)
            if acc is not None:
                sizes.add(max(1, body.params[acc[0]].elem.bits // 8))
    return max(1, VECTOR_BYTES // max(sizes)) if sizes else 1


def coarsenable(body: N.Body, facts: _Facts | None = None) -> bool:
    """Whether `coarsen` may transform `body` (module doc)."""
    if not relaunchable(body) or not body.blocks or not _acyclic(body):
        return False
    for b in body.blocks:
        for s in b.stmts:
            if isinstance(s, N.AtomicAdd) and s.dest is not None:
                return False  # the old value depends on the order of the adds
    f = facts or _Facts(body)
    return f.access_bounds() is not None


# --- the transformation -----------------------------------------------------------------------
def coarsen(body: N.Body, vector: int) -> tuple[N.Body, int] | None:
    """(the coarsened body, site stride S), or None when `body` is not coarsenable by `vector`."""
    if vector < 2:
        return None
    f = _Facts(body)
    if not coarsenable(body, f):
        return None
    stride = max(f.sites, default=-1) + 1
    if stride * vector >= MAX_SITES:
        return None
    nb, nl = len(body.blocks), len(body.locals)
    # comparisons each fast copy folds, and the distinct checks of the prologue
    folded: dict[tuple[int, int], bool] = {}  # (block, stmt) -> truth
    checks: list[tuple[int, tuple[str, int]]] = []
    for bi, b in enumerate(body.blocks):
        for si, s in enumerate(b.stmts):
            if isinstance(s, N.Assign):
                got = f.comparison(s.value, bi, si)
                if got is not None:
                    c, bnd, truth = got
                    folded[(bi, si)] = truth
                    if (c, bnd) not in checks:
                        checks.append((c, bnd))
    for key in f.access_bounds() or ():  # unchecked accesses too: the fast path never leaves a slice
        if key not in checks:
            checks.append(key)
    fast = bool(checks)
    # the tail runs the lanes in order (the first lane that traps is the first faulting thread);
    # fast copies that cannot trap run them last to first: for a race-free kernel the order of
    # independent lanes is unobservable, and it keeps the fast path's last lane unlike the tail's,
    # which LLVM would otherwise sink into one shared block, splitting the straight-line code
    up = list(range(vector))
    orders = {0: up, 1: up if _fast_can_trap(body, folded) else up[::-1]}
    copies = 2 * vector if fast else vector
    if copies * (nb + 1) + len(checks) + 3 > MAX_BLOCKS:
        return None

    locals_ = [replace(d, name=f"{d.name}.{k}" if d.name else "") for k in range(vector) for d in body.locals]
    def new_local(ty: Scalar, name: str = "") -> int:
        locals_.append(N.LocalDecl(ty, name))
        return len(locals_) - 1
    t, base = new_local(USIZE, "poot.coarsen.t"), new_local(USIZE, BASE_NAME)
    lane_ix = [new_local(USIZE, f"poot.coarsen.v{k}") for k in range(vector)]

    # layout: 0 thread_index, 1.. prologue checks, then per copy an entry block + nb blocks, then the end
    first_copy = 1 + max(1, len(checks))
    per = nb + 1

    def off(path: int, k: int) -> int:  # path 0: the tail (unchanged copies), 1: the fast copies
        return first_copy + (path * vector + k) * per

    blocks: list[N.Block] = [N.Block((), N.ThreadIndexCall(t, "global", 1))]
    pro: list[N.Block] = []
    mul = N.Assign(base, N.BinOp("mul", N.Local(t), N.Const(USIZE, vector)))
    for j, (c, bnd) in enumerate(checks):
        last, lim, ok = new_local(USIZE), new_local(USIZE), new_local(BOOL)
        stmts: list[N.Stmt] = [mul] if j == 0 else []
        stmts.append(N.Assign(last, N.BinOp("add", N.Local(base), N.Const(USIZE, vector - 1 + c))))
        stmts.append(N.Assign(lim, N.Len(bnd[1]) if bnd[0] == "len" else N.Use(N.Const(USIZE, bnd[1]))))
        stmts.append(N.Assign(ok, N.BinOp("lt", N.Local(last), N.Local(lim))))
        nxt = 2 + j if j + 1 < len(checks) else off(1, orders[1][0])
        pro.append(N.Block(tuple(stmts), N.SwitchInt(N.Local(ok), ((0, off(0, 0)),), nxt)))
    if not checks:
        pro.append(N.Block((mul,), N.Goto(off(0, 0))))
    blocks += pro

    for path in ((0, 1) if fast else (0,)):
        seq = orders[path]
        for k in range(vector):  # blocks in place order; `seq` says which lane runs after which
            j = seq.index(k)
            o, shift = off(path, k), k * nl
            lane = N.Use(N.Local(base)) if k == 0 else N.BinOp("add", N.Local(base), N.Const(USIZE, k))
            blocks.append(N.Block((N.Assign(lane_ix[k], lane),), N.Goto(o + 1)))
            after = off(path, seq[j + 1]) if j + 1 < vector else None
            for bi, b in enumerate(body.blocks):
                stmts = [map_locals(s, lambda x: x + shift) for s in b.stmts]
                term = b.term
                if path == 1:
                    for si, s in enumerate(b.stmts):
                        if (bi, si) in folded:
                            assert isinstance(s, N.Assign)
                            stmts[si] = N.Assign(s.dest + shift, N.Use(N.Const(BOOL, folded[(bi, si)])))
                    if isinstance(term, N.Trap):  # the tail's copy of this block records the trap
                        blocks.append(N.Block((), N.Goto(off(0, k) + 1 + bi)))
                        continue
                    taken = _folded_switch(b, bi, folded)
                    if taken is not None:
                        term = N.Goto(taken)
                if isinstance(term, N.ThreadIndexCall):
                    d = term.dest + shift
                    ty = locals_[d].ty
                    val: N.Rvalue = N.Use(N.Local(lane_ix[k]))
                    if ty != USIZE and isinstance(ty, Scalar):
                        val = N.Cast(N.Local(lane_ix[k]), ty)
                    stmts.append(N.Assign(d, val))
                    new_term: N.Terminator = N.Goto(o + 1 + term.target)
                elif isinstance(term, N.Return):  # the last lane returns where it is (no shared exit
                    # block: LLVM would sink the fast and tail paths' common last lane into it)
                    new_term = N.Goto(after) if after is not None else N.Return()
                elif isinstance(term, N.Trap):
                    new_term = replace(term, site=term.site + k * stride)
                else:
                    new_term = map_locals(cfg.map_targets(term, lambda x: o + 1 + x), lambda x: x + shift)
                blocks.append(N.Block(tuple(stmts), new_term))
    out = replace(body, locals=tuple(locals_), blocks=tuple(blocks))
    return _prune(out), stride


def _fast_can_trap(body: N.Body, folded: dict[tuple[int, int], bool]) -> bool:
    """Whether a trap is reachable in a fast copy (the body with the folded switches taken)."""
    succ: list[tuple[int, ...]] = []
    for bi, b in enumerate(body.blocks):
        taken = _folded_switch(b, bi, folded)
        succ.append((taken,) if taken is not None else N.successors(b.term))
    return any(isinstance(body.blocks[b].term, N.Trap) for b in cfg.reachable(succ))


def _folded_switch(b: N.Block, bi: int, folded: dict[tuple[int, int], bool]) -> int | None:
    """The target a fast copy's switch takes when its operand is a comparison folded in this block
    (and not redefined after it), else None."""
    t = b.term
    if not isinstance(t, N.SwitchInt) or not isinstance(t.discr, N.Local):
        return None
    for si in range(len(b.stmts) - 1, -1, -1):
        if t.discr.id in defs(b.stmts[si]):
            if (bi, si) not in folded:
                return None
            v = int(folded[(bi, si)])
            return next((tgt for val, tgt in t.cases if val == v), t.otherwise)
    return None


def _prune(body: N.Body) -> N.Body:
    """`body` with only the blocks reachable from bb0, renumbered in order (trap sites kept)."""
    keep = sorted(cfg.reachable(cfg.successors(body)))
    new = {old: i for i, old in enumerate(keep)}
    return replace(body, blocks=tuple(N.Block(body.blocks[o].stmts, cfg.map_targets(body.blocks[o].term, new.__getitem__))
                                      for o in keep))


def transform(body: N.Body, vector: int, workgroup_size: int) -> tuple[N.Body, LaunchShape] | None:
    """`body` coarsened by `vector` (when coarsenable; 1: not) and relaunched at `workgroup_size`
    (when relaunchable; 0: the declared size), with its LaunchShape; None when neither applies."""
    if not relaunchable(body):
        return None
    out, v, stride = body, 1, 1
    got = coarsen(body, vector) if vector > 1 else None
    if got is not None:
        out, stride = got
        v = vector
    wgs = workgroup_size if workgroup_size > 0 else body.workgroup_size
    if v == 1 and wgs == body.workgroup_size:
        return None
    if wgs != out.workgroup_size:
        out = replace(out, workgroup_size=wgs)
    return out, LaunchShape(v, body.workgroup_size, wgs, _Facts(body).guards(), stride)


# --- what the LLVM lowering may state ----------------------------------------------------------
def aligned_accesses(body: N.Body) -> dict[tuple[int, int], int]:
    """(block, statement) -> m for each memory access of a coarsened body (one holding a
    BASE_NAME local) whose index is provably a multiple of m elements there: the base
    `thread_index() * V` of the prologue, copies of it and its sums with constants (m: the gcd of
    every definition's multiple; a read counts only where a definition dominates it, so the
    local holds one of those values). Empty for any other body: nothing is claimed for it."""
    if not any(d.name == BASE_NAME for d in body.locals) or not isinstance(body.blocks[0].term, N.ThreadIndexCall) \
            or body.blocks[0].term.axis != "global":
        return {}
    f = _Facts(body)
    tid = body.blocks[0].term.dest
    if len(f.defs.get(tid, ())) != 1:
        return {}

    def assigned(d: int, block: int, pos: int) -> bool:
        return any(f.dominated(bi, si, block, pos) for bi, si, _ in f.defs.get(d, ()))

    def multiple(v: object, block: int, pos: int, known: dict[int, int]) -> int | None:
        if isinstance(v, N.BinOp) and v.op == "mul" and v.a == N.Local(tid) and isinstance(v.b, N.Const) \
                and v.b.ty == USIZE and assigned(tid, block, pos):
            return int(v.b.value)
        if isinstance(v, N.Use) and isinstance(v.a, N.Local) and v.a.id in known and assigned(v.a.id, block, pos):
            return known[v.a.id]
        if isinstance(v, N.BinOp) and v.op == "add" and isinstance(v.a, N.Local) and v.a.id in known \
                and isinstance(v.b, N.Const) and v.b.ty == USIZE and assigned(v.a.id, block, pos):
            return math.gcd(known[v.a.id], int(v.b.value))
        return None

    known: dict[int, int] = {}
    changed = True
    while changed:
        changed = False
        for d, ds in f.defs.items():
            if d in known or body.locals[d].ty != USIZE or not all(isinstance(x, N.Assign) for _, _, x in ds):
                continue
            ms = [multiple(x.value, bi, si, known) for bi, si, x in ds if isinstance(x, N.Assign)]
            if all(m is not None for m in ms):
                m = math.gcd(*[m for m in ms if m is not None])
                if m >= 2:
                    known[d] = m
                    changed = True
    out: dict[tuple[int, int], int] = {}
    for bi, b in enumerate(body.blocks):
        for si, s in enumerate(b.stmts):
            acc = _access(s)
            if acc is not None and isinstance(acc[1], N.Local) and acc[1].id in known \
                    and assigned(acc[1].id, bi, si):
                out[(bi, si)] = known[acc[1].id]
    return out


def base_offsets(body: N.Body) -> tuple[int, dict[int, int]]:
    """(V, local -> c) for a coarsened body: each usize local that holds `base + c` wherever it
    is read, `base` being the prologue's `thread_index() * V` (BASE_NAME; so `base + c` is
    `c mod V` elements past a multiple of V): every definition of the local is a copy of such a
    local or its sum with a constant, all agreeing on c, and one of them executed before every
    read. (1, {}) for any other body: nothing is claimed for it. What the SPIR-V lowering groups
    into vector accesses (backends/spirv/vector.py)."""
    named = [i for i, d in enumerate(body.locals) if d.name == BASE_NAME]
    if len(named) != 1 or not body.blocks or not isinstance(body.blocks[0].term, N.ThreadIndexCall) \
            or body.blocks[0].term.axis != "global":
        return 1, {}
    f = _Facts(body)
    tid, base = body.blocks[0].term.dest, named[0]
    bd = f.defs.get(base, ())
    if len(f.defs.get(tid, ())) != 1 or len(bd) != 1 or not isinstance(bd[0][2], N.Assign):
        return 1, {}
    v = bd[0][2].value
    if not (isinstance(v, N.BinOp) and v.op == "mul" and v.a == N.Local(tid) and isinstance(v.b, N.Const)
            and v.b.ty == USIZE and int(v.b.value) >= 2):
        return 1, {}
    vector = int(v.b.value)

    def read_after_def(d: int) -> bool:
        return all(any(f.dominated(bi, si, ub, us) for bi, si, _ in f.defs.get(d, ()))
                   for ub, us in f.reads.get(d, []) if ub in f.idom)

    if not read_after_def(base) or not read_after_def(tid):
        return 1, {}

    def offset(x: object, known: dict[int, int]) -> int | None:
        if not isinstance(x, N.Assign):
            return None
        r = x.value
        if isinstance(r, N.Use) and isinstance(r.a, N.Local) and r.a.id in known:
            return known[r.a.id]
        if isinstance(r, N.BinOp) and r.op == "add" and isinstance(r.a, N.Local) and r.a.id in known \
                and isinstance(r.b, N.Const) and r.b.ty == USIZE and int(r.b.value) < 2**32:
            return known[r.a.id] + int(r.b.value)
        return None

    known: dict[int, int] = {base: 0}
    changed = True
    while changed:
        changed = False
        for d, ds in f.defs.items():
            if d in known or body.locals[d].ty != USIZE:
                continue
            cs = [offset(x, known) for _, _, x in ds]
            c = cs[0] if cs else None
            if c is not None and all(x == c for x in cs) and read_after_def(d):
                known[d] = c
                changed = True
    return vector, known


__all__ = ["LaunchShape", "transform", "coarsen", "coarsenable", "relaunchable", "default_vector",
           "aligned_accesses", "base_offsets", "BASE_NAME", "VECTOR_BYTES"]
