"""The lock-step SIMT interpreter: every lane of a chunk of workgroups runs one block at a time.

Each lane has a program counter (a block's rank in reverse post-order). A step picks the
lowest-ranked block that any runnable lane is at and executes its statements for all those
lanes at once with numpy. A Barrier parks lanes; when no lane is runnable, every parked lane
is released (each live lane of its workgroup has then arrived or returned). A Trap, and an
unchecked out-of-range access or integer division by zero, ends the lane and records a fault.
A lane that takes more loop back-edges (edges to a block of no higher rank) than the step budget
(POOT_ORACLE_STEPS) faults with a loop-budget site naming the loop, so a loop that never ends
ends the run instead of hanging it. With a RaceCheck (racecheck.py, on by default) every memory
access also updates shadow state, and each release of parked lanes ends a barrier epoch.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .. import knobs
from ..errors import LOOP_BUDGET_SITE, IRError, TrapSite
from ..ir import cfg
from ..ir import nodes as N
from ..ir.types import Fragment, Scalar
from ..ir.walk import RVALUE_CLASSES, STMT_CLASSES, TERM_CLASSES, Visitor
from . import asynccopy
from . import values as V
from . import wgmma, wmma

UNCHECKED_SITE = -1  # the site id of a fault no Trap of the body stands for


def block_ranks(body: N.Body) -> list[int]:
    """Rank of each block in a reverse post-order from bb0 (cases before `otherwise`, so a
    loop's exit ranks after its body); unreachable blocks rank last."""
    rpo = cfg.reverse_post_order(cfg.successors(body)) if body.blocks else []
    seen = set(rpo)
    order = rpo + [b for b in range(len(body.blocks)) if b not in seen]
    rank = [0] * len(body.blocks)
    for r, b in enumerate(order):
        rank[b] = r
    return rank


@dataclass
class Faults:
    """Every fault of a dispatch: the first faulting thread (lowest linear index) and all sites."""

    first: tuple | None = None  # (linear thread, TrapSite, global x, (gx, gy))
    sites: dict = field(default_factory=dict)  # (site, kind) -> TrapSite

    def add(self, lin: np.ndarray, gx: np.ndarray, gy: np.ndarray, lane: np.ndarray,
            site: TrapSite, wg: int) -> None:
        if lin.size == 0:
            return
        self.sites.setdefault((site.site, site.kind), site)
        j = int(np.argmin(lin))
        if self.first is None or int(lin[j]) < self.first[0]:
            x = int(gx[j]) * wg + int(lane[j])
            self.first = (int(lin[j]), site, x, (int(gx[j]), int(gy[j])))


class Chunk:
    """The state of a run of whole workgroups (linear group ids g0 .. g0+ngroups-1)."""

    def __init__(self, prog: "Program", g0: int, ngroups: int, gxn: int):
        body, wg = prog.body, prog.body.workgroup_size
        self.prog, self.n = prog, ngroups * wg
        grp = np.repeat(np.arange(g0, g0 + ngroups, dtype=np.uint64), wg)
        self.lane = np.tile(np.arange(wg, dtype=np.uint64), ngroups)
        self.gx, self.gy = grp % np.uint64(gxn), grp // np.uint64(gxn)
        self.lin = (grp * np.uint64(wg) + self.lane).astype(np.int64)
        self.grp_local = np.repeat(np.arange(ngroups, dtype=np.int64), wg)  # group within chunk
        sg_per_wg = -(-wg // 32)
        self.sg = self.grp_local * sg_per_wg + (self.lane // np.uint64(32)).astype(np.int64)
        wgp_per_wg = -(-wg // N.WARPGROUP)  # warpgroups (128 lanes): what a wacc fragment belongs to
        self.wgp = self.grp_local * wgp_per_wg + (self.lane // np.uint64(N.WARPGROUP)).astype(np.int64)
        self.locals: list = []
        self.frags: dict[int, np.ndarray] = {}
        for i, d in enumerate(body.locals):
            if isinstance(d.ty, Scalar):
                self.locals.append(np.zeros(self.n, d.ty.np))
            else:
                self.locals.append(None)
                if isinstance(d.ty, Fragment):
                    r, c = d.ty.rows_cols
                    holders = wgp_per_wg if d.ty.role == "wacc" else sg_per_wg
                    self.frags[i] = np.zeros((ngroups * holders, r, c), d.ty.dtype.np)
        self.wg = {w.id: np.zeros(ngroups * w.size, w.elem.np) for w in body.wg_arrays}
        # per warpgroup, the WgmmaMma statements a pending > 0 left running: (statement, [(array,
        # slots, values read)]) oldest first (oracle/wgmma.py checks their reads when they retire)
        self.inflight: dict[int, list] = {}
        self.pc = np.full(self.n, prog.rank[0], np.int32)
        self.edges = np.zeros(self.n, np.int64)  # loop back-edges each lane took (step budget)
        self.uniform: int | None = prog.rank[0]  # every lane's pc when they agree (pc is then stale)
        self.race = prog.race.chunk_state(ngroups) if prog.race is not None else None
        if self.race is not None:
            self.lane64 = self.lane.astype(np.int64)


class Program:
    """A body prepared for execution, plus the dispatch's buffers (shared by every chunk)."""

    def __init__(self, body: N.Body, bufs: list[np.ndarray], faults: Faults, race=None):
        self.body, self.bufs, self.faults = body, bufs, faults
        self.race = race  # a racecheck.RaceCheck, or None when the check is off
        self.rank = block_ranks(body)
        self.by_rank = [0] * len(body.blocks)
        for b, r in enumerate(self.rank):
            self.by_rank[r] = b
        self.nb = len(body.blocks)
        self.dead = 2 * self.nb
        self.consts: dict = {}
        self.wg_size = {w.id: w.size for w in body.wg_arrays}
        self.wg_elem = {w.id: w.elem for w in body.wg_arrays}
        self.budget = knobs.oracle_step_budget()
        self.back = {b for b, blk in enumerate(body.blocks)  # blocks with a loop back-edge
                     if any(self.rank[t] <= self.rank[b] for t in N.successors(blk.term))}
        self.loop_sites: dict[int, TrapSite] = {}

    def loop_site(self, block: int, header: int) -> TrapSite:
        """The loop-budget fault of the loop closed by `block` -> `header`, named by the line of
        the first check (lowest line) inside the loop."""
        site = self.loop_sites.get(block)
        if site is None:
            succ = cfg.successors(self.body)
            loop = cfg.natural_loop(cfg.predecessors(succ, sorted(cfg.reachable(succ))), header, block)
            spans = [term.span for b in loop for t in N.successors(self.body.blocks[b].term)
                     for term in (self.body.blocks[t].term,) if isinstance(term, N.Trap) and term.span is not None]
            span = min(spans, key=lambda sp: (sp.line, sp.col), default=None)
            where = f"the loop at bb{header}" + (f" (its first check is at {span})" if span else "")
            site = TrapSite(LOOP_BUDGET_SITE, "loop-budget", span,
                            f"a lane took more than {self.budget} loop back-edges in {where} (a loop that "
                            "never ends?); raise POOT_ORACLE_STEPS (0: no limit) if it is just long")
            self.loop_sites[block] = site
        return site

    def const(self, c: N.Const) -> np.ndarray:
        v = self.consts.get(id(c))  # by identity: the body keeps its constants alive
        if v is None:
            v = (np.array(c.bits(), dtype=f"u{c.ty.bits // 8}").view(c.ty.np) if c.ty.is_float
                 else np.array(c.value, dtype=c.ty.np))  # floats by bits: a signalling NaN stays one
            self.consts[id(c)] = v
        return v

    def release(self, ch: Chunk) -> None:
        """A barrier release (or the chunk's end): the race check's epoch ends."""
        if self.race is not None:
            self.race.end_epoch(ch)

    def finish(self, ch: Chunk) -> None:
        """The chunk's end: its last epoch ends, and copies no lane waited for are dropped."""
        self.release(ch)
        if self.race is not None:
            self.race.end_chunk(ch)

    def run_chunk(self, ch: Chunk) -> None:
        nb, dead = self.nb, self.dead
        with np.errstate(all="ignore"):
            while True:
                if ch.uniform is not None:  # all lanes at one block: no search, no gather
                    m = ch.uniform
                    if m >= dead:
                        return self.finish(ch)
                    if m >= nb:
                        ch.uniform = m - nb
                        self.release(ch)
                        continue
                    Step(self, ch, slice(None), self.by_rank[m]).run()
                    continue
                m = int(ch.pc.min())
                if m >= dead:
                    return self.finish(ch)
                if m >= nb:  # every live lane is parked at a barrier: release them all
                    ch.pc = np.where(ch.pc < dead, ch.pc - nb, ch.pc).astype(np.int32)
                    self.release(ch)
                    continue
                sel = np.flatnonzero(ch.pc == m)
                Step(self, ch, slice(None) if sel.size == ch.n else sel, self.by_rank[m]).run()


class Step(Visitor):
    """One block executed for the lanes `sel` of a chunk, on compact lane vectors: a Visitor with
    one visit method per statement, rvalue and terminator (operands are read by `val`), called
    through the per-position tables _STMT, _RVALUE and _TERM (built once: no lookup by name per node)."""

    def __init__(self, prog: Program, ch: Chunk, sel, block: int):
        self.p, self.ch, self.sel, self.bi = prog, ch, sel, block
        self.full = isinstance(sel, slice)
        self.k = ch.n if self.full else sel.size
        self.cache: dict[int, np.ndarray] = {}
        self.dirty: list[int] = []
        self.killed: np.ndarray | None = None

    # --- values ---------------------------------------------------------------------------
    def val(self, op: N.Operand) -> np.ndarray:
        if isinstance(op, N.Const):
            return self.p.const(op)
        v = self.cache.get(op.id)
        if v is None:
            arr = self.ch.locals[op.id]
            if arr is None:
                raise IRError(f"{self.p.body.name}: _{op.id} is not a scalar local and cannot be read")
            v = self.cache[op.id] = arr if self.full else arr[self.sel]
        return v

    def put(self, dest: int, v: np.ndarray) -> None:
        arr = self.ch.locals[dest]
        if arr is None:
            raise IRError(f"{self.p.body.name}: _{dest} is not a scalar local and cannot be assigned")
        v = np.asarray(v)
        if v.dtype != arr.dtype:
            v = v.astype(arr.dtype)
        if v.shape != (self.k,):
            v = np.broadcast_to(v, (self.k,)).copy()
        self.dirty.append(dest)
        self.cache[dest] = v

    def lanes(self, name: str) -> np.ndarray:
        a = getattr(self.ch, name)
        return a if self.full else a[self.sel]

    # --- faults ---------------------------------------------------------------------------
    def fault(self, bad: np.ndarray, site: TrapSite) -> None:
        """Lanes `bad` (a compact mask) fault: recorded now, ended at the terminator."""
        if self.killed is not None:
            bad = bad & ~self.killed
        if not bad.any():
            return
        f = lambda a: self.lanes(a)[bad]  # noqa: E731
        self.p.faults.add(f("lin"), f("gx"), f("gy"), f("lane"), site, self.p.body.workgroup_size)
        self.killed = bad if self.killed is None else (self.killed | bad)

    def unchecked(self, kind: str, stmt: int, what: str) -> TrapSite:
        return TrapSite(UNCHECKED_SITE, kind, None,
                        f"{what} at bb{self.bi}[{stmt}] with no check in the body")

    def live(self) -> np.ndarray | None:
        return None if self.killed is None else ~self.killed

    def index(self, op: N.Operand, length: int, kind_what: str, stmt: int) -> tuple[np.ndarray, np.ndarray]:
        """A checked usize index vector: (safe index as int64, in-range mask)."""
        raw = V.as_unsigned_u64(np.broadcast_to(self.val(op), (self.k,)))
        ok = raw < np.uint64(length)
        if ok.all():
            return raw.view(np.int64), ok  # every value < length < 2^63
        j = int(np.flatnonzero(~ok)[0])
        self.fault(~ok, self.unchecked("bounds", stmt, f"unchecked out-of-range {kind_what} index "
                                       f"{int(raw[j])} (length {length})"))
        return np.where(ok, raw, 0).astype(np.int64), ok

    # --- execution -------------------------------------------------------------------------
    def run(self) -> None:
        blk = self.p.body.blocks[self.bi]
        for si, s in enumerate(blk.stmts):
            (_STMT.get(type(s)) or self.unhandled(s))(self, s, si)
        self.terminate(blk.term)

    def rvalue(self, rv: N.Rvalue, si: int) -> np.ndarray:
        return (_RVALUE.get(type(rv)) or self.unhandled(rv))(self, rv, si)

    # statements (si: the statement's position in its block, for fault messages)
    def visit_Assign(self, s: N.Assign, si: int) -> None:
        self.put(s.dest, self.rvalue(s.value, si))

    def visit_Store(self, s: N.Store, si: int) -> None:
        self.store(si, s.slice, s.index, [s.value])

    def visit_VectorStore(self, s: N.VectorStore, si: int) -> None:
        self.store(si, s.slice, s.index, list(s.values))

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite, si: int) -> None:
        p = self.p
        size = self._wg_size(s.array)
        idx, ok = self.index(s.index, size, f"wg_write to array {s.array}", si)
        live = ok if self.killed is None else ok & ~self.killed
        flat = self.lanes("grp_local") * size + idx
        if p.race is not None:
            p.race.wg_write(self, s.array, flat, None if live.all() else live, si)
        v = np.broadcast_to(self.val(s.value), (self.k,)).astype(p.wg_elem[s.array].np, copy=False)
        self.ch.wg[s.array][flat[live]] = v[live]

    visit_WmmaFill, visit_WmmaLoad, visit_WmmaMma, visit_WmmaStore = wmma.fill, wmma.load, wmma.mma, wmma.store
    visit_WgmmaMma, visit_WgmmaStore = wgmma.mma, wgmma.store
    visit_AsyncCopy, visit_AsyncCommit, visit_AsyncWait = asynccopy.copy, asynccopy.commit, asynccopy.wait

    def _wg_size(self, array: int) -> int:
        size = self.p.wg_size.get(array)
        if size is None:
            raise IRError(f"{self.p.body.name}: workgroup-local array {array} is not declared in the body's wg_arrays")
        return size

    # rvalues: the value of every selected lane
    def visit_Use(self, rv: N.Use, si: int) -> np.ndarray:
        return np.array(self.val(rv.a))  # a copy: locals never share storage

    def visit_BinOp(self, rv: N.BinOp, si: int) -> np.ndarray:
        a, b = self.val(rv.a), self.val(rv.b)
        z = V.div_by_zero(rv.op, a, b)
        if z is not None and z.any():
            self.fault(np.broadcast_to(z, (self.k,)),
                       self.unchecked("divide", si, f"unchecked integer {rv.op} by zero"))
        if rv.nowrap and V.wraps(rv.op, a, b).any():
            raise IRError(f"{self.p.body.name}: bb{self.bi}[{si}]: {rv.op} marked nowrap wraps on some lane: the "
                          "range proof that set the flag is wrong (poot_core.passes.nowrap); report it, and set "
                          "POOT_CHECK_RANGES=0 to compile without the range passes meanwhile")
        return V.binop(rv.op, a, b)

    def visit_UnOp(self, rv: N.UnOp, si: int) -> np.ndarray:
        return V.unop(rv.op, self.val(rv.a))

    def visit_CheckOverflow(self, rv: N.CheckOverflow, si: int) -> np.ndarray:
        return V.check_overflow(rv.op, self.val(rv.a), self.val(rv.b))

    def visit_Cast(self, rv: N.Cast, si: int) -> np.ndarray:
        return V.cast(self.val(rv.a), rv.to)

    def visit_Math(self, rv: N.Math, si: int) -> np.ndarray:
        return V.math(rv.fn, [self.val(a) for a in rv.args])

    def visit_FromBits(self, rv: N.FromBits, si: int) -> np.ndarray:
        return V.from_bits(self.val(rv.a))

    def visit_NoContractAdd(self, rv: N.NoContractAdd, si: int) -> np.ndarray:
        return np.add(self.val(rv.a), self.val(rv.b), dtype=np.float32)

    def visit_Load(self, rv: N.Load, si: int) -> np.ndarray:
        buf = self.p.bufs[rv.slice]
        idx, ok = self.index(rv.index, buf.size, f"load of {self.p.body.params[rv.slice].name!r}", si)
        if self.p.race is not None and rv.slice in self.p.race.atomic_bufs:
            live = ok if self.killed is None else ok & ~self.killed
            self.p.race.load(self, rv.slice, idx, None if live.all() else live, si)
        return buf[idx] if buf.size else np.zeros(self.k, buf.dtype)

    def visit_Len(self, rv: N.Len, si: int) -> np.ndarray:
        return np.array(self.p.bufs[rv.slice].size, np.uint64)

    def visit_WgRead(self, rv: N.WgRead, si: int) -> np.ndarray:
        size = self._wg_size(rv.array)
        idx, ok = self.index(rv.index, size, f"wg_read of array {rv.array}", si)
        flat = self.lanes("grp_local") * size + idx
        if self.p.race is not None:
            live = ok if self.killed is None else ok & ~self.killed
            self.p.race.wg_read(self, rv.array, flat, None if live.all() else live, si)
        return self.ch.wg[rv.array][flat]

    def visit_ShuffleXor(self, rv: N.ShuffleXor, si: int) -> np.ndarray:
        """Lane l gets lane l ^ mask's value. The chunk's lanes are whole workgroups of a multiple of
        32 lanes (the verifier's rule), so position p ^ mask is lane l ^ mask of p's own subgroup; the
        verifier guarantees the whole subgroup is here. A lane that is not (it faulted earlier: the
        dispatch's outputs are discarded) gives the value its local last held."""
        if isinstance(rv.a, N.Const):
            return np.array(self.p.const(rv.a))
        v = np.broadcast_to(self.val(rv.a), (self.k,))
        if self.full:
            return v[np.arange(self.k) ^ rv.mask]
        whole = self.ch.locals[rv.a.id].copy()
        whole[self.sel] = v
        return whole[self.sel ^ rv.mask]

    def store(self, si: int, slot: int, index: N.Operand, vals: list) -> None:
        buf = self.p.bufs[slot]
        name = self.p.body.params[slot].name
        if not self.p.body.params[slot].mutable:
            raise IRError(f"{self.p.body.name}: bb{self.bi}[{si}]: store to input slice {name!r}")
        base = V.as_unsigned_u64(np.broadcast_to(self.val(index), (self.k,)))
        for j, vop in enumerate(vals):
            raw = base + np.uint64(j)
            ok = (raw < np.uint64(buf.size)) & (raw >= base)
            if not ok.all():
                bad = int(raw[np.flatnonzero(~ok)[0]])
                self.fault(~ok, self.unchecked("bounds", si, f"unchecked out-of-range store to {name!r} "
                                               f"index {bad} (length {buf.size})"))
            live = ok if self.killed is None else ok & ~self.killed
            if self.p.race is not None:
                self.p.race.store(self, slot, raw.astype(np.int64), None if live.all() else live, si)
            v = np.broadcast_to(self.val(vop), (self.k,))
            if v.dtype != buf.dtype:
                v = v.astype(buf.dtype)
            buf[raw[live].astype(np.int64)] = v[live]

    def visit_AtomicAdd(self, s: N.AtomicAdd, si: int) -> None:
        buf = self.p.bufs[s.slice]
        name = self.p.body.params[s.slice].name
        if not self.p.body.params[s.slice].mutable:
            raise IRError(f"{self.p.body.name}: bb{self.bi}[{si}]: atomic_add on input slice {name!r}")
        idx, ok = self.index(s.index, buf.size, f"atomic_add on {name!r}", si)
        live = ok if self.killed is None else ok & ~self.killed
        if self.p.race is not None:
            self.p.race.atomic(self, s.slice, idx, None if live.all() else live, si)
        v = V.as_unsigned_u64(np.broadcast_to(self.val(s.value), (self.k,)))
        ii, vv = idx[live], v[live] & np.uint64(0xFFFFFFFF)
        old = np.zeros(self.k, np.uint32)
        if ii.size:
            u = buf.view(np.uint32) if buf.dtype.itemsize == 4 else None
            if u is None:
                raise IRError(f"{self.p.body.name}: atomic_add needs a u32 buffer, {name!r} is {buf.dtype}")
            order = np.argsort(ii, kind="stable")  # serialized in lane order per address
            si_, sv = ii[order], vv[order]
            cs = np.cumsum(sv, dtype=np.uint64)
            excl = cs - sv
            start = np.empty(si_.size, bool)
            start[0], start[1:] = True, si_[1:] != si_[:-1]
            gid = np.cumsum(start) - 1
            excl = excl - excl[start][gid]
            base = u[si_].astype(np.uint64)
            olds = np.empty(si_.size, np.uint32)
            olds[:] = (base + excl) & np.uint64(0xFFFFFFFF)
            o = np.empty(ii.size, np.uint32)
            o[order] = olds
            old[live] = o
            end = np.append(start[1:], True)
            u[si_[end]] = ((base[end] + excl[end] + sv[end]) & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        if s.dest is not None:
            self.put(s.dest, old)

    # terminators: the lanes' next pc, one value for all or one per lane (then the pc is written back)
    def visit_Goto(self, t: N.Goto) -> int | np.ndarray:
        return self.p.rank[t.target]

    def visit_SwitchInt(self, t: N.SwitchInt) -> int | np.ndarray:
        rank = self.p.rank
        raw = self.val(t.discr)
        mask = 1 if raw.dtype == np.bool_ else (1 << (raw.dtype.itemsize * 8)) - 1
        if raw.ndim == 0:
            d = int(V.as_unsigned_u64(raw))
            return next((rank[tgt] for v, tgt in t.cases if int(v) & mask == d), rank[t.otherwise])
        ds = V.as_unsigned_u64(raw)
        new = np.full(self.k, rank[t.otherwise], np.int32)
        for v, tgt in reversed(t.cases):  # the first matching case wins
            new[ds == np.uint64(int(v) & mask)] = rank[tgt]
        return new

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall) -> int | np.ndarray:
        p = self.p
        if t.axis == "global":
            v = self.lanes("gx") * np.uint64(p.body.workgroup_size) + self.lanes("lane")
        elif t.axis in ("local", "group", "group_y"):
            v = self.lanes({"local": "lane", "group": "gx", "group_y": "gy"}[t.axis])
        else:
            raise IRError(f"{p.body.name}: unknown thread index axis {t.axis!r}")
        self.put(t.dest, v.astype(np.uint64))
        return p.rank[t.target]

    def visit_Barrier(self, t: N.Barrier) -> int | np.ndarray:
        return self.p.nb + self.p.rank[t.target]

    def visit_Return(self, t: N.Return) -> int | np.ndarray:
        return self.p.dead

    def visit_Trap(self, t: N.Trap) -> int | np.ndarray:
        self.fault(np.ones(self.k, bool), TrapSite(t.site, t.kind, t.span, t.message))
        return self.p.dead

    def terminate(self, t: N.Terminator) -> None:
        p, ch = self.p, self.ch
        new: int | np.ndarray = (_TERM.get(type(t)) or self.unhandled(t))(self, t)
        if p.budget and self.bi in p.back:
            self.count_back_edges(new)
        if self.killed is not None and self.killed.any():
            new = np.broadcast_to(np.int32(new), (self.k,)).copy() if isinstance(new, int) else new
            new[self.killed] = p.dead
        self.writeback()
        if not self.full:
            ch.pc[self.sel] = new
        elif isinstance(new, int):
            ch.uniform = new
        elif self.k and new.min() == new.max():
            ch.uniform = int(new[0])
        else:
            ch.uniform, ch.pc = None, new

    def count_back_edges(self, new: int | np.ndarray) -> None:
        """Count each lane's loop back-edges; lanes past the step budget fault (loop-budget)."""
        p, ch = self.p, self.ch
        own = p.rank[self.bi]
        back = np.broadcast_to(np.asarray(new) <= own, (self.k,))
        if not back.any():
            return
        if self.full:
            ch.edges += back
            cnt = ch.edges
        else:
            cnt = ch.edges[self.sel] + back
            ch.edges[self.sel] = cnt
        over = back & (cnt > p.budget)
        if over.any():
            hdr = next(t for t in N.successors(p.body.blocks[self.bi].term) if p.rank[t] <= own)
            self.fault(over, p.loop_site(self.bi, hdr))

    def writeback(self) -> None:
        ch = self.ch
        for d in dict.fromkeys(self.dirty):
            if self.full:
                ch.locals[d] = self.cache[d]
            else:
                ch.locals[d][self.sel] = self.cache[d]



# the dispatch tables of the hot loop, one per position (a statement where a terminator belongs is
# an unhandled node, as is a node class Step has no visit method for): built once, looked up by type
_STMT, _RVALUE, _TERM = (Step.methods(classes) for classes in (STMT_CLASSES, RVALUE_CLASSES, TERM_CLASSES))
