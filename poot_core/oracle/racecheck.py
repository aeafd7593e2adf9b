"""The oracle as a race sanitizer: shadow memory that finds races the lock-step run would hide.

Workgroup arrays (per workgroup, per barrier interval). A release of parked lanes lets every live
lane of the chunk past exactly one barrier (it happens only when no lane can run, so each live
lane is then parked), so two accesses of one workgroup are ordered by a barrier exactly when a
release lies between them: they race when they fall in one epoch (between two releases), come
from two lanes and one of them is a write. Each access is a word `seq | statement | lane` (seq
counts the chunk's workgroup-array statements, so words of the current epoch are those >= the
epoch's first word, and seq orders them). Per slot the check keeps the last write. A write is
checked at once against the epoch's earlier write (write-write; two lanes of one statement
included); reads are logged and checked when the epoch ends against its final write (a read by
another lane than the epoch's only writer is a race, whichever came first: write-read or
read-write by their seq). A long epoch folds its log into per-slot readers (the first one and one
other) that later writes of the epoch are checked against, so the log stays bounded. The check
follows the happens-before relation, not the oracle's schedule: the race is found whichever order
the lock-step run put the two accesses in. Optional (POOT_INITCHECK=1): a wg_read of a slot no
lane of its workgroup has written yet (the contract makes it read 0.0, so it is not an error by
itself).

Global buffers (per dispatch; a workgroup barrier orders only workgroup memory, so nothing orders
two threads' accesses to one element of a buffer): two threads storing to one element
(write-write) and, on a buffer the body applies atomic_add to, an atomic and a plain load or store
of one element by different threads. Not checked: a plain read of an element another thread
stores to, and matrix (Wmma) loads and stores.

Matrix tiles and async copies in workgroup memory (docs/matrix.md). A Wmma load or store of a
workgroup array is the whole subgroup's access: its words carry a lane value no lane has (MATRIX),
which conflicts with every access, so a tile read of a slot some lane (its own subgroup's included)
wrote in the same epoch is a race, and so are two tiles written to one slot. An AsyncCopy is in
flight from its issue to the AsyncWait of its lane that completes it: any access of a destination
slot in flight (the issuing lane's own included) and any store to a source element in flight is
an async-copy race; the copy is the lane's write at its issue and again at its completion.

The first conflict found ends the checks and the dispatch raises DataRace (UninitializedRead),
naming the memory, the index, both lanes and both statements: their source positions (pootc
records one on every memory access), block and statement, and the statement as text with the
kernel's local names.
"""
from __future__ import annotations

import numpy as np

from ..errors import DataRace, Span, TrapSite, UninitializedRead
from ..ir import nodes as N
from ..ir.memory import ATOMIC, WG, accesses, params_written
from ..ir.walk import Visitor

NONE = -1


# --- describing an access ----------------------------------------------------------------
def _name(body: N.Body, op: N.Operand) -> str:
    if isinstance(op, N.Const):
        return str(op.value)
    d = body.locals[op.id] if 0 <= op.id < len(body.locals) else None
    return d.name if d is not None and d.name else f"_{op.id}"


class _Render(Visitor):
    """A memory statement (one the race check records) as Rust-like text with the kernel's local names."""

    def __init__(self, body: N.Body):
        self.body = body

    def n(self, op: N.Operand) -> str:
        return _name(self.body, op)

    def param(self, i: int) -> str:
        return self.body.params[i].name

    def visit_WorkgroupLocalWrite(self, s: N.WorkgroupLocalWrite) -> str:
        return f"wg_write({s.array}, {self.n(s.index)}, {self.n(s.value)})"

    def visit_Store(self, s: N.Store) -> str:
        return f"{self.param(s.slice)}[{self.n(s.index)}] = {self.n(s.value)}"

    def visit_VectorStore(self, s: N.VectorStore) -> str:
        return f"{self.param(s.slice)}[{self.n(s.index)}..+{len(s.values)}] = ({', '.join(self.n(v) for v in s.values)})"

    def visit_AtomicAdd(self, s: N.AtomicAdd) -> str:
        call = f"atomic_add({self.param(s.slice)}, {self.n(s.index)}, {self.n(s.value)})"
        return call if s.dest is None else f"{self.n(N.Local(s.dest))} = {call}"

    def visit_Assign(self, s: N.Assign) -> str:
        return f"{self.n(N.Local(s.dest))} = {self.visit(s.value)}"

    def visit_WgRead(self, v: N.WgRead) -> str:
        return f"wg_read({v.array}, {self.n(v.index)})"

    def visit_Load(self, v: N.Load) -> str:
        return f"{self.param(v.slice)}[{self.n(v.index)}]"

    def _tile(self, s: N.WmmaLoad | N.WmmaStore) -> str:
        where = f"wg {s.slice}" if s.space == "wg" else self.param(s.slice)
        return f"{where}, {self.n(s.offset)}, {self.n(s.stride)}, {s.layout}"

    def visit_WmmaLoad(self, s: N.WmmaLoad) -> str:
        return f"{self.n(N.Local(s.dest))} = wmma_load({self._tile(s)})"

    def visit_WmmaStore(self, s: N.WmmaStore) -> str:
        return f"wmma_store({self._tile(s)}, {self.n(N.Local(s.src))})"

    def visit_AsyncCopy(self, s: N.AsyncCopy) -> str:
        valid = "" if s.valid is None else f", valid {self.n(s.valid)}"
        return (f"async_copy(wg {s.array}, {self.n(s.dst_index)}, {self.param(s.slice)}, {self.n(s.src_index)}, "
                f"{s.count}{valid})")

    def visit_WgmmaMma(self, s: N.WgmmaMma) -> str:
        return (f"{self.n(N.Local(s.dest))} = wgmma(wg {s.a_array}, {self.n(s.a_offset)}, wg {s.b_array}, "
                f"{self.n(s.b_offset)}, {self.n(N.Local(s.c))})")


def render(body: N.Body, s: N.Stmt) -> str:
    """A memory statement as Rust-like text with the kernel's local names."""
    return _Render(body).visit(s)


class Sites:
    """Statement ids for the shadow arrays, and how to name each statement in a message."""

    def __init__(self, body: N.Body):
        self.body = body
        self.keys: list[tuple[int, int]] = []
        self.ids: dict[tuple[int, int], int] = {}

    def id(self, block: int, stmt: int) -> int:
        k = (block, stmt)
        i = self.ids.get(k)
        if i is None:
            i = self.ids[k] = len(self.keys)
            self.keys.append(k)
        return i

    def span(self, sid: int) -> Span | None:
        """Where the statement was written (pootc records it on every memory access)."""
        b, si = self.keys[sid]
        return getattr(self.body.blocks[b].stmts[si], "span", None)

    def where(self, sid: int) -> str:
        b, si = self.keys[sid]
        text = render(self.body, self.body.blocks[b].stmts[si])
        sp = self.span(sid)
        return (f"at {sp} (bb{b}[{si}] `{text}`)" if sp else f"at bb{b}[{si}] `{text}`")


# --- shadow state ---------------------------------------------------------------------------
class _WgShadow:
    """One workgroup array of every workgroup of a chunk: per slot the last write's word, and
    (only once an epoch's read log was folded) the epoch's first reader and one other reader."""

    __slots__ = ("w", "r1", "r2")

    def __init__(self, n: int):
        self.w = np.full(n, NONE, np.int64)  # NONE: never written (the init check)
        self.r1: np.ndarray | None = None
        self.r2: np.ndarray | None = None


class _ChunkRace:
    """A chunk's workgroup-array state: the shadows, this epoch's read log, the statement counter."""

    __slots__ = ("arrays", "log", "logged", "seq", "base", "folded", "inflight", "pending", "committed")

    def __init__(self, arrays: dict[int, _WgShadow], lanes: int):
        self.arrays = arrays
        self.inflight: dict[int, np.ndarray] = {}  # per array, per slot: async copies in flight into it
        self.pending: list[_Copy] = []  # async copies issued and not yet completed
        self.committed = np.zeros(lanes, np.int64)  # per lane: async-copy groups committed
        self.log: list[tuple[int, np.ndarray, np.ndarray]] = []  # (array, slots, words) of each read
        self.logged = 0  # elements in the log
        self.seq = 0  # workgroup-array statements executed in the chunk
        self.base = 0  # the current epoch's first word
        self.folded = False  # part of this epoch's reads are in the shadows' r1/r2


class _Copy:
    """The in-flight part of one AsyncCopy statement's execution: per lane (chunk lane index) its
    group, destination slots (flat, count per lane) and source elements (valid ones: `read`)."""

    __slots__ = ("array", "slot", "sid", "lanes", "gid", "flat", "sidx", "read")

    def __init__(self, array, slot, sid, lanes, gid, flat, sidx, read):
        self.array, self.slot, self.sid = array, slot, sid
        self.lanes, self.gid, self.flat, self.sidx, self.read = lanes, gid, flat, sidx, read

    def keep(self, m: np.ndarray) -> None:
        self.lanes, self.gid, self.flat, self.sidx, self.read = (
            self.lanes[m], self.gid[m], self.flat[m], self.sidx[m], self.read[m])


class _Writers:
    """Per buffer element: the thread that stored to it last and where (8 bytes an element)."""

    __slots__ = ("first", "fsite")

    def __init__(self, n: int, tdt):
        self.first = np.full(n, NONE, tdt)
        self.fsite = np.zeros(n, np.int32)


class _Accessors:
    """Per element: one thread that accessed it and one other (NONE when there is none)."""

    __slots__ = ("first", "fsite", "other", "osite")

    def __init__(self, n: int, tdt):
        self.first = np.full(n, NONE, tdt)
        self.fsite = np.zeros(n, np.int32)
        self.other = np.full(n, NONE, tdt)
        self.osite = np.zeros(n, np.int32)

    def conflict(self, f: np.ndarray, who: np.ndarray) -> tuple[int, int, int] | None:
        """(position, other thread, its site) of the first access in `f` by `who` that some other
        thread already made, or None."""
        a, o = self.first[f], self.other[f]
        bad = ((a >= 0) & (a != who)) | ((o >= 0) & (o != who))
        if not bad.any():
            return None
        j = int(np.argmax(bad))
        x = f[j]
        if self.first[x] >= 0 and self.first[x] != who[j]:
            return j, int(self.first[x]), int(self.fsite[x])
        return j, int(self.other[x]), int(self.osite[x])

    def record(self, f: np.ndarray, who: np.ndarray, sid: int) -> None:
        # reversed: where threads of one statement share an element, the lowest one is kept
        fresh = np.flatnonzero(self.first[f] < 0)[::-1]
        if fresh.size:
            self.first[f[fresh]] = who[fresh]
            self.fsite[f[fresh]] = sid
        cand = np.flatnonzero((self.first[f] != who) & (self.other[f] < 0))[::-1]
        if cand.size:
            self.other[f[cand]] = who[cand]
            self.osite[f[cand]] = sid


class RaceCheck:
    """The shadow state of one dispatch (global buffers) and its hooks for the lock-step machine;
    the chunk's workgroup-array state lives on the chunk (`chunk_state`)."""

    def __init__(self, body: N.Body, bufs: list[np.ndarray], gxn: int, total_threads: int, *,
                 races: bool = True, initcheck: bool = False):
        self.body, self.bufs, self.gxn = body, bufs, gxn
        self.races, self.initcheck = races, initcheck
        self.wgs = body.workgroup_size
        self.wg_size = {w.id: w.size for w in body.wg_arrays}
        # workgroup access words: epoch | wg statement | lane
        self.wg_keys = [(b, si) for b, blk in enumerate(body.blocks) for si, st in enumerate(blk.stmts)
                        if any(a.space == WG for a in accesses(st))]
        self.wg_sid = {k: i for i, k in enumerate(self.wg_keys)}
        self.bits = self.wgs.bit_length() + 1  # lanes 0 .. wgs-1 and MATRIX (= wgs) fit, NONE's bits are not MATRIX
        self.lane_mask = (1 << self.bits) - 1
        self.matrix = self.wgs  # the lane value of a subgroup's tile access: it conflicts with every access
        sbits = max(1, len(self.wg_keys).bit_length())
        self.site_mask = (1 << sbits) - 1
        self.word_bits = self.bits + sbits
        self.sites = Sites(body)
        self.atomic_bufs = {a.id for blk in body.blocks for s in blk.stmts for a in accesses(s) if a.kind == ATOMIC}
        self.tdt = np.int32 if total_threads < 2**31 else np.int64  # linear thread ids
        self.writers: dict[int, _Writers] = {}  # plain stores, per buffer
        self.plain: dict[int, _Accessors] = {}    # plain loads and stores of atomic buffers
        self.atomics: dict[int, _Accessors] = {}
        self.found: DataRace | UninitializedRead | None = None
        copies = [s for blk in body.blocks for s in blk.stmts if isinstance(s, N.AsyncCopy)]
        written = params_written(s for blk in body.blocks for s in blk.stmts)
        # buffers an async copy reads and the body writes: per element, the copies in flight from it
        self.src_inflight = {s.slice: np.zeros(bufs[s.slice].size, np.int32) for s in copies if s.slice in written}

    def _found(self, err) -> None:
        """Keep the first finding; the checks stop there (the dispatch runs on, so that a trap,
        the contract's answer for a faulting dispatch, still wins)."""
        if self.found is None:
            self.found = err
        self.races = self.initcheck = False

    SHADOW_BYTES = 8  # per workgroup-array slot (_WgShadow.w), for the chunk size

    LOG_LIMIT = 1 << 22  # logged read elements before the log is folded into the shadows

    def chunk_state(self, ngroups: int) -> _ChunkRace:
        return _ChunkRace({w.id: _WgShadow(ngroups * w.size) for w in self.body.wg_arrays}, ngroups * self.wgs)

    # --- naming lanes ------------------------------------------------------------------------
    def _thread(self, lin: int) -> str:
        g, lane = divmod(lin, self.wgs)
        gx, gy = g % self.gxn, g // self.gxn
        return f"thread {gx * self.wgs + lane} (workgroup ({gx}, {gy}), lane {lane})"

    def _group_of_flat(self, ch, flat: int, size: int) -> tuple[int, int]:
        first_lane = (flat // size) * self.wgs  # the group's first lane in the chunk
        return int(ch.gx[first_lane]), int(ch.gy[first_lane])

    # --- workgroup arrays ----------------------------------------------------------------------
    def _wg_race(self, ch, kind: str, array: int, flat: int, first: tuple[int, int, str],
                 second: tuple[int, int, str]) -> DataRace:
        size = self.wg_size[array]
        grp = self._group_of_flat(ch, flat, size)
        (l1, s1, v1), (l2, s2, v2) = first, second
        sites = self.sites
        a = f"{self._lane(l1)} {v1} it {sites.where(s1)}"
        b = f"{self._lane(l2)} {v2} it {sites.where(s2)}"
        return DataRace(kernel=self.body.name, target="oracle", kind=kind, memory=f"workgroup array {array}",
                        index=flat % size, group=grp, thread=grp[0] * self.wgs + (l2 if l2 < self.wgs else 0),
                        first=a, second=b, between="with no workgroup_barrier() between them",
                        hint="put a workgroup_barrier() between the two accesses, in control flow every lane "
                             "of the workgroup takes",
                        sites=(TrapSite(DataRace.SITE, "data-race", sites.span(s2), f"{kind} race"),))

    def _lane(self, lane: int) -> str:
        return "a subgroup's matrix op" if lane == self.matrix else f"lane {lane}"

    def _words(self, step, flat: np.ndarray, mask: np.ndarray | None, si: int):
        """(slots, access words) of the live lanes at this statement (which takes the next seq)."""
        cr = step.ch.race
        lane = step.lanes("lane64")
        if mask is not None:
            flat, lane = flat[mask], lane[mask]
        word = (cr.seq << self.word_bits) | (self.wg_sid[(step.bi, si)] << self.bits)
        cr.seq += 1
        return flat, lane + word

    def _who(self, word) -> tuple[int, int]:
        """(lane, Sites id) of an access word."""
        w = int(word)
        return w & self.lane_mask, self.sites.id(*self.wg_keys[(w >> self.bits) & self.site_mask])

    def _other_lane(self, words: np.ndarray, me: np.ndarray) -> np.ndarray:
        """Whether two access words are of different lanes (a matrix access differs from every one)."""
        mat = np.int64(self.matrix)
        return (((words ^ me) & self.lane_mask) != 0) | ((words & self.lane_mask) == mat) | ((me & self.lane_mask) == mat)

    def wg_read(self, step, array: int, flat: np.ndarray, mask: np.ndarray | None, si: int) -> None:
        if not (self.races or self.initcheck):
            return
        f, me = self._words(step, flat, mask, si)
        self._read(step.ch, array, f, me)

    def _read(self, ch, array: int, f: np.ndarray, me: np.ndarray) -> None:
        cr = ch.race
        if f.size == 0 or self._inflight_hit(ch, array, f, me, "reads"):
            return
        if self.initcheck:
            never = cr.arrays[array].w[f] < 0
            if never.any():
                j = int(np.argmax(never))
                x = int(f[j])
                grp = self._group_of_flat(ch, x, self.wg_size[array])
                lane, sid = self._who(me[j])
                return self._found(UninitializedRead(
                    kernel=self.body.name, target="oracle", memory=f"workgroup array {array}",
                    index=x % self.wg_size[array], group=grp, thread=grp[0] * self.wgs + (lane if lane < self.wgs else 0),
                    access=f"{self._lane(lane)} reads it {self.sites.where(sid)}",
                    sites=(TrapSite(UninitializedRead.SITE, "uninitialized-read", self.sites.span(sid),
                                    "read of a slot never written"),)))
        if self.races:
            cr.log.append((array, f, me))
            cr.logged += f.size
            if cr.logged > self.LOG_LIMIT:
                self._fold(ch)

    def wg_write(self, step, array: int, flat: np.ndarray, mask: np.ndarray | None, si: int) -> None:
        if not (self.races or self.initcheck):
            return
        f, me = self._words(step, flat, mask, si)
        self._write(step.ch, array, f, me)

    def _write(self, ch, array: int, f: np.ndarray, me: np.ndarray) -> None:
        cr = ch.race
        sh = cr.arrays[array]
        if f.size == 0 or self._inflight_hit(ch, array, f, me, "writes"):
            return
        if not self.races:  # the init check needs only the writes
            sh.w[f] = me
            return
        ww = sh.w[f]
        hit = (ww >= cr.base) & self._other_lane(ww, me)
        if hit.any():
            j = int(np.argmax(hit))
            return self._found(self._wg_race(ch, "write-write", array, int(f[j]),
                                             (*self._who(ww[j]), "writes"), (*self._who(me[j]), "writes")))
        if cr.folded and sh.r1 is not None:  # reads of this epoch already folded into the shadow
            r1 = sh.r1[f]
            cur = r1 >= cr.base
            if cur.any():
                r2 = sh.r2[f]
                h1 = cur & self._other_lane(r1, me)
                hit = h1 | ((r2 >= cr.base) & self._other_lane(r2, me))
                if hit.any():
                    j = int(np.argmax(hit))
                    rd = r1[j] if h1[j] else r2[j]
                    return self._found(self._wg_race(ch, "read-write", array, int(f[j]),
                                                     (*self._who(rd), "reads"), (*self._who(me[j]), "writes")))
        sh.w[f] = me
        back = sh.w[f]
        dup = back != me  # two lanes of this statement wrote one slot
        if dup.any():
            j = int(np.argmax(dup))
            return self._found(self._wg_race(ch, "write-write", array, int(f[j]),
                                             (*self._who(back[j]), "writes"), (*self._who(me[j]), "writes")))

    def _check_log(self, ch) -> bool:
        """Check this epoch's logged reads against its writes so far; True when a race was found."""
        cr = ch.race
        for array, f, me in cr.log:
            ww = cr.arrays[array].w[f]
            hit = (ww >= cr.base) & self._other_lane(ww, me)
            if hit.any():
                j = int(np.argmax(hit))
                write, read = (*self._who(ww[j]), "writes"), (*self._who(me[j]), "reads")
                if int(ww[j]) < int(me[j]):  # seq order: the write came first
                    self._found(self._wg_race(ch, "write-read", array, int(f[j]), write, read))
                else:
                    self._found(self._wg_race(ch, "read-write", array, int(f[j]), read, write))
                return True
        return False

    def _fold(self, ch) -> None:
        """Turn the read log into per-slot readers of this epoch (the first one, one other)."""
        cr = ch.race
        if self._check_log(ch):
            return
        for array, f, me in cr.log:
            sh = cr.arrays[array]
            if sh.r1 is None:
                sh.r1, sh.r2 = np.full(sh.w.size, NONE, np.int64), np.full(sh.w.size, NONE, np.int64)
            r = sh.r1[f]
            fresh = np.flatnonzero(r < cr.base)
            if fresh.size:  # the epoch's first reader; reversed: of lanes of one statement, the lowest
                rev = fresh[::-1]
                sh.r1[f[rev]] = me[rev]
                r[fresh] = sh.r1[f[fresh]]
            other = np.flatnonzero(self._other_lane(r, me))
            if other.size:
                fo = f[other]
                need = np.flatnonzero(sh.r2[fo] < cr.base)[::-1]
                if need.size:
                    sh.r2[fo[need]] = me[other][need]
        cr.log.clear()
        cr.logged = 0
        cr.folded = True

    # --- matrix tiles and async copies in workgroup memory --------------------------------------
    def wmma_wg(self, step, array: int, flat: np.ndarray, write: bool, si: int) -> None:
        """A Wmma load (store) of the tiles `flat` (slots, one row of tiles per subgroup)."""
        if not (self.races or self.initcheck) or flat.size == 0:
            return
        cr = step.ch.race
        f = flat.reshape(-1)
        word = (cr.seq << self.word_bits) | (self.wg_sid[(step.bi, si)] << self.bits) | self.matrix
        cr.seq += 1
        me = np.full(f.size, word, np.int64)
        if not write:
            return self._read(step.ch, array, f, me)
        if self.races:
            u, cnt = np.unique(f, return_counts=True)
            if (cnt > 1).any():  # two subgroups' tiles share a slot
                x = int(u[np.argmax(cnt > 1)])
                who = self._who(word)
                return self._found(self._wg_race(step.ch, "write-write", array, x, (*who, "writes"), (*who, "writes")))
        self._write(step.ch, array, f, me)

    def _copy_of(self, ch, array: int, x: int) -> tuple[int, int]:
        """(lane, Sites id) of the in-flight copy into slot `x` of `array`."""
        for c in ch.race.pending:
            if c.array == array:
                hit = np.flatnonzero((c.flat == x).any(axis=1))
                if hit.size:
                    return int(ch.lane[c.lanes[hit[0]]]), self.sites.id(*self.wg_keys[c.sid])
        return 0, 0  # pragma: no cover - the counters and the records agree

    def _inflight_hit(self, ch, array: int, f: np.ndarray, me: np.ndarray, verb: str) -> bool:
        """An access of slots an async copy is still writing: a race (True when found)."""
        cnt = ch.race.inflight.get(array)
        if not self.races or cnt is None:
            return False
        busy = cnt[f] > 0
        if not busy.any():
            return False
        j = int(np.argmax(busy))
        lane, sid = self._copy_of(ch, array, int(f[j]))
        l2, s2 = self._who(me[j])
        size = self.wg_size[array]
        grp = self._group_of_flat(ch, int(f[j]), size)
        self._found(DataRace(
            kernel=self.body.name, target="oracle", kind="async-copy", memory=f"workgroup array {array}",
            index=int(f[j]) % size, group=grp, thread=grp[0] * self.wgs + (l2 if l2 < self.wgs else 0),
            first=f"lane {lane} copies into it {self.sites.where(sid)}",
            second=f"{self._lane(l2)} {verb} it {self.sites.where(s2)}",
            between=f"before lane {lane}'s async_wait() completed the copy",
            hint="complete the copy with async_wait() in the copying lane, then a workgroup_barrier() before other "
                 "lanes touch the slots; the issuing lane itself may touch them only after its wait",
            sites=(TrapSite(DataRace.SITE, "data-race", self.sites.span(s2), "async-copy race"),)))
        return True

    def async_copy(self, step, s: N.AsyncCopy, lanes: np.ndarray, flat: np.ndarray, sidx: np.ndarray,
                   read: np.ndarray, si: int) -> None:
        """The copy of the compact lanes `lanes` starts: slots `flat`, source elements `sidx` (where `read`)."""
        if not self.races:
            return
        ch, cr = step.ch, step.ch.race
        word = (cr.seq << self.word_bits) | (self.wg_sid[(step.bi, si)] << self.bits)
        cr.seq += 1
        me = np.repeat(step.lanes("lane64")[lanes] + word, flat.shape[1])
        f = flat.reshape(-1)
        self._write(ch, s.array, f, me)
        if not self.races:
            return
        cnt = cr.inflight.get(s.array)
        if cnt is None:
            cnt = cr.inflight[s.array] = np.zeros(cr.arrays[s.array].w.size, np.int32)
        np.add.at(cnt, f, 1)
        src = self.src_inflight.get(s.slice)
        if src is not None:
            np.add.at(src, sidx[read], 1)
        chl = (np.arange(ch.n) if step.full else step.sel)[lanes]
        cr.pending.append(_Copy(s.array, s.slice, self.wg_sid[(step.bi, si)], chl, cr.committed[chl].copy(),
                                flat, sidx, read))

    def async_commit(self, step) -> None:
        if not self.races:
            return
        cr, live = step.ch.race, step.live()
        chl = np.arange(step.ch.n) if step.full else step.sel
        cr.committed[chl if live is None else chl[live]] += 1

    def async_wait(self, step, pending: int, si: int) -> None:
        """The live lanes of `step` wait: their copies of groups older than the `pending` newest
        committed ones (all of them for 0) complete, as those lanes' writes now."""
        if not self.races:
            return
        ch, cr = step.ch, step.ch.race
        if not cr.pending:
            return
        live = step.live()
        chl = np.arange(ch.n) if step.full else step.sel
        here = np.zeros(ch.n, bool)
        here[chl if live is None else chl[live]] = True
        limit = cr.committed - pending if pending else cr.committed + 1
        seq = cr.seq
        cr.seq += 1
        left = []
        for c in cr.pending:
            done = here[c.lanes] & (c.gid < limit[c.lanes])
            if done.any():
                f = c.flat[done].reshape(-1)
                np.subtract.at(cr.inflight[c.array], f, 1)
                src = self.src_inflight.get(c.slot)
                if src is not None:
                    np.subtract.at(src, c.sidx[done][c.read[done]], 1)
                word = (seq << self.word_bits) | (c.sid << self.bits)
                me = np.repeat(ch.lane64[c.lanes[done]] + word, c.flat.shape[1])
                c.keep(~done)
                self._write(ch, c.array, f, me)
                if not self.races:
                    return
            if c.lanes.size:
                left.append(c)
        cr.pending = left

    def global_write(self, step, slot: int, idx: np.ndarray, si: int) -> None:
        """A store to elements `idx` of buffer `slot`: a race when an async copy in flight reads one."""
        src = self.src_inflight.get(slot)
        if not self.races or src is None or idx.size == 0:
            return
        busy = src[idx] > 0
        if not busy.any():
            return
        x = int(idx[np.argmax(busy)])
        lane, sid, gx = 0, 0, (0, 0)
        for c in step.ch.race.pending:
            hit = np.flatnonzero(((c.sidx == x) & c.read).any(axis=1)) if c.slot == slot else np.zeros(0, np.int64)
            if hit.size:
                cl = int(c.lanes[hit[0]])
                lane, sid, gx = int(step.ch.lane[cl]), c.sid, (int(step.ch.gx[cl]), int(step.ch.gy[cl]))
                break
        s2 = self.sites.id(step.bi, si)
        self._found(DataRace(
            kernel=self.body.name, target="oracle", kind="async-copy",
            memory=f"parameter {self.body.params[slot].name!r}", index=x, group=gx, thread=gx[0] * self.wgs + lane,
            first=f"lane {lane} of workgroup {gx} copies from it {self.sites.where(self.sites.id(*self.wg_keys[sid]))}",
            second=f"a store writes it {self.sites.where(s2)}",
            between="before that lane's async_wait() completed the copy",
            hint="do not write a buffer element an async copy reads until the copying lane has waited for it",
            sites=(TrapSite(DataRace.SITE, "data-race", self.sites.span(s2), "async-copy race"),)))

    def end_chunk(self, ch) -> None:
        """The chunk's end: copies no lane waited for no longer hold their source elements."""
        for c in ch.race.pending:
            src = self.src_inflight.get(c.slot)
            if src is not None:
                np.subtract.at(src, c.sidx[c.read], 1)
        ch.race.pending = []

    def end_epoch(self, ch) -> None:
        """A barrier release (or the chunk's end): check the epoch's reads, start the next epoch."""
        cr = ch.race
        if self.races and cr.log:
            self._check_log(ch)
        cr.log.clear()
        cr.logged = 0
        cr.folded = False
        cr.base = cr.seq << self.word_bits

    # --- global buffers -------------------------------------------------------------------------
    def _global_race(self, slot: int, kind: str, index: int, first: tuple[int, int, str],
                     second: tuple[int, int, str], hint: str) -> DataRace:
        (t1, s1, v1), (t2, s2, v2) = first, second
        g, lane = divmod(t2, self.wgs)
        gx, gy = g % self.gxn, g // self.gxn
        return DataRace(kernel=self.body.name, target="oracle", kind=kind,
                        memory=f"parameter {self.body.params[slot].name!r}", index=index,
                        group=(gx, gy), thread=gx * self.wgs + lane,
                        first=f"{self._thread(t1)} {v1} it {self.sites.where(s1)}",
                        second=f"{self._thread(t2)} {v2} it {self.sites.where(s2)}",
                        between="and nothing orders two threads' accesses to a buffer element (a workgroup "
                                "barrier orders only workgroup memory)", hint=hint,
                        sites=(TrapSite(DataRace.SITE, "data-race", self.sites.span(s2), f"{kind} race"),))

    def store(self, step, slot: int, idx: np.ndarray, mask: np.ndarray | None, si: int) -> None:
        """A plain store of the live lanes `mask` to elements `idx` of buffer `slot`."""
        if not self.races:
            return
        got = self._accesses(step, idx, mask, si)
        if got is None:
            return
        sid, f, who = got
        if slot in self.src_inflight:
            self.global_write(step, slot, f, si)
            if not self.races:
                return
        n = self.bufs[slot].size
        if slot in self.atomic_bufs:
            acc = self.atomics.get(slot)
            hit = acc.conflict(f, who) if acc is not None else None
            if hit is not None:
                j, t, s = hit
                return self._found(self._global_race(slot, "atomic-plain", int(f[j]), (t, s, "adds to"), (int(who[j]), sid, "stores to"),
                                        "do not mix atomic_add and plain accesses of one element in a dispatch"))
            self.plain.setdefault(slot, _Accessors(n, self.tdt)).record(f, who, sid)
        w = self.writers.get(slot)
        if w is None:
            w = self.writers[slot] = _Writers(n, self.tdt)
        prev = w.first[f]
        hit = (prev >= 0) & (prev != who)
        if hit.any():
            j = int(np.argmax(hit))
            x = int(f[j])
            return self._found(self._global_race(slot, "write-write", x, (int(prev[j]), int(w.fsite[x]), "stores to"),
                                    (int(who[j]), sid, "stores to"),
                                    "give each thread its own elements, or use atomic_add"))
        w.first[f] = who
        w.fsite[f] = sid
        back = w.first[f]
        dup = back != who
        if dup.any():
            j = int(np.argmax(dup))
            x = int(f[j])
            return self._found(self._global_race(slot, "write-write", x, (int(back[j]), sid, "stores to"),
                                    (int(who[j]), sid, "stores to"),
                                    "give each thread its own elements, or use atomic_add"))

    def _accesses(self, step, idx: np.ndarray, mask: np.ndarray | None, si: int):
        """(statement id, element indices, linear thread ids) of the lanes `mask` selects, or None."""
        lin = step.lanes("lin")
        f, who = (idx, lin) if mask is None else (idx[mask], lin[mask])
        return None if f.size == 0 else (self.sites.id(step.bi, si), f, who)

    def load(self, step, slot: int, idx: np.ndarray, mask: np.ndarray | None, si: int) -> None:
        """A plain load; checked only on buffers the body applies atomic_add to."""
        if slot not in self.atomic_bufs or not self.races:
            return
        got = self._accesses(step, idx, mask, si)
        if got is None:
            return
        sid, f, who = got
        acc = self.atomics.get(slot)
        hit = acc.conflict(f, who) if acc is not None else None
        if hit is not None:
            j, t, s = hit
            return self._found(self._global_race(slot, "atomic-plain", int(f[j]), (t, s, "adds to"), (int(who[j]), sid, "reads"),
                                    "read the result in a later dispatch, or use the value atomic_add returns"))
        self.plain.setdefault(slot, _Accessors(self.bufs[slot].size, self.tdt)).record(f, who, sid)

    def atomic(self, step, slot: int, idx: np.ndarray, mask: np.ndarray | None, si: int) -> None:
        if not self.races:
            return
        got = self._accesses(step, idx, mask, si)
        if got is None:
            return
        sid, f, who = got
        if slot in self.src_inflight:
            self.global_write(step, slot, f, si)
            if not self.races:
                return
        pl = self.plain.get(slot)
        hit = pl.conflict(f, who) if pl is not None else None
        if hit is not None:
            j, t, s = hit
            s_stmt = self.body.blocks[self.sites.keys[s][0]].stmts[self.sites.keys[s][1]]
            verb = "stores to" if any(a.writes for a in accesses(s_stmt)) else "reads"
            return self._found(self._global_race(slot, "atomic-plain", int(f[j]), (t, s, verb), (int(who[j]), sid, "adds to"),
                                    "do not mix atomic_add and plain accesses of one element in a dispatch"))
        self.atomics.setdefault(slot, _Accessors(self.bufs[slot].size, self.tdt)).record(f, who, sid)
