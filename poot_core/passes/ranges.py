"""Integer range analysis over the Kernel IR: an interval per local at every block entry.

A forward abstract interpretation over the CFG (docs/kernels.md, "Check elimination with
arithmetic"). The state at a point is (a) an interval [lo, hi] of mathematical integers per
integer or bool local (a local without one ranges over its type) and (b) a few exact relations
that still hold there: `x == y` (a copy), `x == a + b` / `a - b` / `a * b` without wrap-around,
`c == (a < b)` (a comparison), `f == overflows(op, a, b)` (a CheckOverflow). A relation dies when
any local it names is assigned again.

Seeds: a type's natural range; constants; `len(s)` in [0, LEN_MAX] (every slice length is the
element count of an allocated array, below 2^63: numpy's sizes are int64, device buffers are
smaller still); `local_index()` < WORKGROUP_SIZE, `group_index()` / `group_index_y()` < GROUPS_MAX
and `thread_index()` < GROUPS_MAX * WORKGROUP_SIZE (every target counts the workgroups of an
axis in 32 bits: CUDA, HIP and Vulkan take u32 group counts; poot_core.runtime.check_grid refuses
more). Every read of `len(s)` is the same value: one pseudo-local per slice holds it.

Edges refine: the taken edge of a switch on a comparison assumes it (both operands narrowed), the
passing edge of an overflow check makes its BinOp exact, and a narrowed local narrows what it is an
exact copy, sum, difference or constant multiple of (and back), so `x3 < len` bounds x0 through
`x1 = x0 + W, x2 = x1 + W, x3 = x2 + W` and a loop counter through the index built from it. Loops
reach a fixpoint by widening at loop heads (a bound that still moves after a few visits goes to
the type's limit) followed by narrowing passes (the transfer applied again from the post-fixpoint,
which recovers the bounds the loop's own exit test gives an induction variable `i = i + c`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import cfg
from ..ir import nodes as N
from ..ir.types import BOOL, USIZE, Scalar
from ..ir.walk import Visitor, defs, uses

LEN_MAX = (1 << 63) - 1  # a slice length: an allocated array's element count (numpy sizes are int64)
GROUPS_MAX = (1 << 32) - 1  # workgroups per axis: 32-bit counts on every target (runtime.check_grid)
_WIDEN_AFTER = 3  # visits of a loop head before its moving bounds are widened
_NARROW_PASSES = 3
_DEPTH = 32  # how far a refinement follows relations

Interval = tuple[int, int]
Rel = tuple  # ("copy", y) | ("add"|"sub"|"mul", a, b, exact) | ("cmp", op, a, b) | ("ovf", op, a, b)
# a, b in a Rel: a local id (an int; negative ids are the pseudo-locals of len(s)) or ("c", value)


def len_local(slice_index: int) -> int:
    """The pseudo-local that holds len(slice) (never assigned: one value for the whole body)."""
    return -1 - slice_index


def type_range(ty: Scalar) -> Interval:
    if ty == BOOL:
        return (0, 1)
    return N.int_range(ty)


@dataclass(frozen=True)
class State:
    """Intervals (only those narrower than the local's type) and the relations that hold."""

    iv: dict[int, Interval]
    rel: dict[int, Rel]


class Ranges:
    """The analysis of one body: `entry[b]` (None: unreachable), `after(b)`, `edge(b, s)`."""

    def __init__(self, body: N.Body):
        self.body = body
        self.types: dict[int, Scalar] = {i: d.ty for i, d in enumerate(body.locals)
                                         if isinstance(d.ty, Scalar) and (d.ty.is_int or d.ty == BOOL)}
        self._full = {x: type_range(t) for x, t in self.types.items()}
        for s in range(len(body.params)):
            self.types[len_local(s)] = USIZE
            self._full[len_local(s)] = (0, LEN_MAX)
        self._eval = _Eval(self)
        self._names: dict[Rel, frozenset[int]] = {}  # the locals a relation names (asked millions of times)
        # the locals whose relation may name x: those with an assignment reading x (a relation is
        # made by the assignment of its local, from that assignment's operands)
        self._namers: dict[int, list[int]] = {}
        for blk in body.blocks:
            for stmt in blk.stmts:
                if isinstance(stmt, N.Assign) and stmt.dest in self.types:
                    v = stmt.value
                    read = set(uses(v)) | ({len_local(v.slice)} if isinstance(v, N.Len) else set())
                    for y in read:
                        got = self._namers.setdefault(y, [])
                        if stmt.dest not in got:
                            got.append(stmt.dest)
        self._namer_sets = {y: frozenset(ks) for y, ks in self._namers.items() if len(ks) > 1}
        self._after: dict[int, State | None] | None = None  # after(b), once the fixpoint is reached
        self.entry: list[State | None] = [None] * len(body.blocks)
        self._solve()
        self._after = {}

    def names(self, r: Rel) -> frozenset[int]:
        """The locals relation r names (its operands; a cmp's op is not one)."""
        got = self._names.get(r)
        if got is None:
            got = self._names[r] = frozenset(_names(r))
        return got

    # --- intervals of operands ------------------------------------------------------------
    def full(self, x: int) -> Interval:
        """What x can hold at all: its type's range (len(s): 0..LEN_MAX)."""
        return self._full[x]

    def get(self, st: State, x: int) -> Interval:
        return st.iv.get(x) or self.full(x)

    def of(self, st: State, op: N.Operand) -> Interval | None:
        """The interval of an operand (None: not an integer or bool)."""
        if isinstance(op, N.Const):
            if op.ty == BOOL:
                return (int(op.value), int(op.value))
            return (int(op.value), int(op.value)) if op.ty.is_int else None
        return self.get(st, op.id) if op.id in self.types else None

    # --- transfer -------------------------------------------------------------------------
    def after(self, b: int) -> State | None:
        """The state at the end of block b (before its terminator's own definition)."""
        memo = self._after
        if memo is not None and b in memo:
            return memo[b]
        st = self.entry[b]
        if st is not None:
            for s in self.body.blocks[b].stmts:
                st = self.step(st, s)
        if memo is not None:  # the entries are final: remember it
            memo[b] = st
        return st

    def states(self, b: int):
        """(statement, the state before it) for each statement of block b (nothing if unreachable)."""
        st = self.entry[b]
        if st is None:
            return
        for s in self.body.blocks[b].stmts:
            yield s, st
            st = self.step(st, s)

    def step(self, st: State, s: N.Stmt) -> State:
        if isinstance(s, N.Assign):
            got = self._eval.visit(s.value, st) if s.dest in self.types else None
            return self.assign(st, s.dest, *(got or (None, None)))
        out = st
        for d in defs(s):
            out = self.assign(out, d, None, None)
        return out

    def assign(self, st: State, x: int, iv: Interval | None, rel: Rel | None) -> State:
        """x := a value in iv with relation rel (both None: unknown); kills what named x."""
        iv_map = dict(st.iv)
        iv_map.pop(x, None)
        rel_map = dict(st.rel)
        rel_map.pop(x, None)
        for k in self._namers.get(x, ()):  # only these relations can name x
            r = rel_map.get(k)
            if r is not None and x in self.names(r):
                del rel_map[k]
        if x in self.types:
            if iv is not None and iv != self.full(x):
                iv_map[x] = iv
            if rel is not None and x not in self.names(rel):
                rel_map[x] = rel
        return State(iv_map, rel_map)

    def term_state(self, b: int) -> State | None:
        """After the block's terminator has defined its local (ThreadIndexCall)."""
        st = self.after(b)
        t = self.body.blocks[b].term
        if st is None or not isinstance(t, N.ThreadIndexCall):
            return st
        w = self.body.workgroup_size
        hi = {"local": w - 1, "group": GROUPS_MAX - 1, "group_y": GROUPS_MAX - 1,
              "global": GROUPS_MAX * w - 1}.get(t.axis)
        return self.assign(st, t.dest, None if hi is None else (0, hi), None)

    def edge(self, b: int, s: int, st: State | None = None) -> State | None:
        """The state on the edge b -> s (None: the edge is never taken)."""
        st = self.term_state(b) if st is None else st
        if st is None:
            return None
        t = self.body.blocks[b].term
        if not isinstance(t, N.SwitchInt):
            return st
        values = [v for v, tgt in t.cases if tgt == s]
        if s == t.otherwise:
            if values:  # a case and the otherwise edge go to the same block: nothing learnt
                return st
            return self._switch_not(st, t.discr, [v for v, _ in t.cases])
        if len(values) != 1:
            return st
        return self._switch_is(st, t.discr, values[0])

    def _switch_is(self, st: State, d: N.Operand, v: int) -> State | None:
        r = self.of(st, d)
        if r is None:
            return st
        if not r[0] <= v <= r[1]:
            return None
        if isinstance(d, N.Const):
            return st
        out = self.refine(st, d.id, (v, v))
        return out if out is None else self._implied(out, d.id, v)

    def _switch_not(self, st: State, d: N.Operand, vs: list[int]) -> State | None:
        r = self.of(st, d)
        if r is None:
            return st
        lo, hi = r
        changed = True
        while changed:  # shave excluded values off the ends
            changed = False
            if lo in vs and lo <= hi:
                lo, changed = lo + 1, True
            if hi in vs and lo <= hi:
                hi, changed = hi - 1, True
        if lo > hi:
            return None
        if isinstance(d, N.Const):
            return st
        out = self.refine(st, d.id, (lo, hi))
        if out is not None and lo == hi:
            out = self._implied(out, d.id, lo)
        return out

    def _implied(self, st: State, x: int, v: int) -> State | None:
        """x is known to be v: what its relation then says."""
        r = st.rel.get(x)
        if r is None:
            return st
        if r[0] == "cmp":
            _, op, a, b = r
            return self.assume(st, a, op if v else _NEG[op], b)
        if r[0] == "ovf" and v == 0:  # the check passed: the matching BinOp is exact
            _, op, a, b = r
            out: State | None = st
            for y, ry in st.rel.items():
                if out is not None and ry[0] == op and ry[1:3] == (a, b) and not ry[3]:
                    lo_hi = exact(op, self._iv(out, a), self._iv(out, b))
                    out = State(out.iv, {**out.rel, y: (op, a, b, True)})
                    if lo_hi is not None:
                        out = self.refine(out, y, lo_hi)
            return out
        return st

    # --- refinement -----------------------------------------------------------------------
    def _iv(self, st: State, a: int | tuple) -> Interval:
        return (a[1], a[1]) if isinstance(a, tuple) else self.get(st, a)

    def assume(self, st: State, a: int | tuple, op: str, b: int | tuple) -> State | None:
        """Narrow st by the fact `a op b` (None: it cannot hold)."""
        if op in ("gt", "ge"):
            return self.assume(st, b, "lt" if op == "gt" else "le", a)
        A, B = self._iv(st, a), self._iv(st, b)
        if op == "lt":
            na, nb = (A[0], min(A[1], B[1] - 1)), (max(B[0], A[0] + 1), B[1])
        elif op == "le":
            na, nb = (A[0], min(A[1], B[1])), (max(B[0], A[0]), B[1])
        elif op == "eq":
            na = nb = (max(A[0], B[0]), min(A[1], B[1]))
        elif op == "ne":
            na, nb = A, B
            if B[0] == B[1]:
                na = (A[0] + (A[0] == B[0]), A[1] - (A[1] == B[0]))
            if A[0] == A[1]:
                nb = (B[0] + (B[0] == A[0]), B[1] - (B[1] == A[0]))
        else:
            return st
        out: State | None = st
        for x, n in ((a, na), (b, nb)):
            if n[0] > n[1]:
                return None
            if out is not None and not isinstance(x, tuple):
                out = self.refine(out, x, n)
        return out

    def refine(self, st: State, x: int, n: Interval, depth: int = 0) -> State | None:
        """st with x narrowed to (its interval ∩ n), carried through the exact relations."""
        if x not in self.types:
            return st
        old = self.get(st, x)
        new = (max(old[0], n[0]), min(old[1], n[1]))
        if new[0] > new[1]:
            return None
        if new == old:
            return st
        out: State | None = State({**st.iv, x: new}, st.rel)
        if depth >= _DEPTH:
            return out
        # backward: what x is made of
        r = st.rel.get(x)
        if r is not None:
            out = self._back(out, r, new, depth + 1)
        # forward: what is made of x (only the relations of x's namers can be; in st's order)
        namers = self._namers.get(x, ())
        rel = st.rel
        if len(namers) > 1:
            namer_set = self._namer_sets[x]
            made = [y for y in rel if y in namer_set]
        else:
            made = [y for y in namers if y in rel]
        for y in made:
            ry = rel[y]
            if out is None:
                return None
            if x in self.names(ry) and ry[0] in ("copy", "add", "sub", "mul") and (ry[0] == "copy" or ry[3]):
                got = self._forward(out, ry)
                if got is not None:
                    out = self.refine(out, y, got, depth + 1)
        return out

    def _back(self, st: State | None, r: Rel, x: Interval, depth: int) -> State | None:
        if st is None:
            return None
        kind = r[0]
        if kind == "copy":
            return self.refine(st, r[1], x, depth)
        if kind not in ("add", "sub", "mul") or not r[3]:
            return st
        _, a, b, _ = r
        A, B = self._iv(st, a), self._iv(st, b)
        if kind == "add":
            na, nb = (x[0] - B[1], x[1] - B[0]), (x[0] - A[1], x[1] - A[0])
        elif kind == "sub":  # x = a - b
            na, nb = (x[0] + B[0], x[1] + B[1]), (A[0] - x[1], A[1] - x[0])
        else:  # x = a * b, a constant multiple only, positive
            na, nb = A, B
            if B[0] == B[1] and B[0] > 0:
                na = (-((-x[0]) // B[0]), x[1] // B[0])
            if A[0] == A[1] and A[0] > 0:
                nb = (-((-x[0]) // A[0]), x[1] // A[0])
        out: State | None = st
        for v, n in ((a, na), (b, nb)):
            if out is not None and not isinstance(v, tuple):
                out = self.refine(out, v, n, depth)
        return out

    def _forward(self, st: State, r: Rel) -> Interval | None:
        if r[0] == "copy":
            return self._iv(st, r[1])
        return exact(r[0], self._iv(st, r[1]), self._iv(st, r[2]))

    # --- the fixpoint ---------------------------------------------------------------------
    def _solve(self) -> None:
        body = self.body
        n = len(body.blocks)
        succ = cfg.successors(body)
        order = cfg.reverse_post_order(succ)
        rank = {b: k for k, b in enumerate(order)}
        preds = cfg.predecessors(succ, order)
        heads = {s for b in order for s in succ[b] if rank[s] <= rank[b]}
        entry = self.entry
        init = State({}, {})
        visits = [0] * n

        def incoming(b: int) -> State | None:
            if b == 0:
                got: list[State] = [init]
            else:
                got = []
            for p in preds[b]:
                if entry[p] is not None:
                    e = self.edge(p, b)
                    if e is not None:
                        got.append(e)
            return _join(got)

        changed = True
        while changed:
            changed = False
            for b in order:
                new = incoming(b)
                old = entry[b]
                if new is None or (old is not None and new == old):
                    continue
                if old is not None:
                    new = _join([old, new]) or new
                    visits[b] += 1
                    if b in heads and visits[b] >= _WIDEN_AFTER:
                        new = self._widen(old, new)
                if old is None or new != old:
                    entry[b] = new
                    changed = True
        for _ in range(_NARROW_PASSES):  # descending iterations from the post-fixpoint
            moved = False
            for b in order:
                cur = entry[b]
                if cur is None:
                    continue
                new = incoming(b)
                met = None if new is None else _meet(cur, new)
                if met != cur:
                    entry[b] = met
                    moved = True
            if not moved:
                break

    def _widen(self, old: State, new: State) -> State:
        iv = {}
        for x, (lo, hi) in new.iv.items():
            o = old.iv.get(x)
            if o is None:
                continue
            full = self.full(x)
            w = (lo if lo >= o[0] else full[0], hi if hi <= o[1] else full[1])
            if w != full:
                iv[x] = w
        return State(iv, new.rel)


_NEG = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "ne", "ne": "eq"}


def _names(r: Rel) -> set[int]:
    return {v for v in r[1:] if isinstance(v, int) and not isinstance(v, bool)} if r[0] != "cmp" else \
        {v for v in r[2:] if isinstance(v, int)}


def _join(states: list[State]) -> State | None:
    """The least state above all of `states` (None: no state), folded pair by pair (the hull of
    the intervals, the relations all agree on; both in the first state's order)."""
    if not states:
        return None
    out = states[0]
    for s in states[1:]:
        out = _join2(out, s)
    return out


def _join2(a: State, b: State) -> State:
    if a is b:
        return a
    biv = b.iv
    iv = {}
    for x, (lo, hi) in a.iv.items():
        o = biv.get(x)
        if o is not None:
            iv[x] = (lo if lo <= o[0] else o[0], hi if hi >= o[1] else o[1])
    brel = b.rel
    rel = {x: r for x, r in a.rel.items() if brel.get(x) == r}
    return State(iv, rel)


def _meet(a: State, b: State) -> State | None:
    """The intersection of two sound states (both over-approximate the same point)."""
    iv = dict(a.iv)
    for x, (lo, hi) in b.iv.items():
        o = iv.get(x)
        n = (lo, hi) if o is None else (max(lo, o[0]), min(hi, o[1]))
        if n[0] > n[1]:
            return None
        iv[x] = n
    return State(iv, {**a.rel, **{x: r for x, r in b.rel.items() if x not in a.rel}})


def exact(op: str, A: Interval, B: Interval) -> Interval | None:
    """The mathematical result interval of an add/sub/mul on A, B."""
    if op == "add":
        return (A[0] + B[0], A[1] + B[1])
    if op == "sub":
        return (A[0] - B[1], A[1] - B[0])
    if op == "mul":
        ps = (A[0] * B[0], A[0] * B[1], A[1] * B[0], A[1] * B[1])
        return (min(ps), max(ps))
    return None


def overflows(op: str, ty: Scalar, A: Interval, B: Interval) -> bool | None:
    """Whether CheckOverflow(op) on operands in A, B of type ty: True always, False never, None
    either (the oracle's definition, poot_core.oracle.values.check_overflow)."""
    lo, hi = N.int_range(ty)
    if op in ("shl", "shr"):  # the amount, read unsigned, against the width
        if B[0] >= 0 and B[1] < ty.bits:
            return False
        return True if B[0] >= ty.bits else None
    if op in ("div", "rem"):
        if not ty.is_signed:
            return False
        return False if A[0] > lo or not B[0] <= -1 <= B[1] else None
    if op == "neg":
        r = (-A[1], -A[0])
    else:
        got = exact(op, A, B)
        if got is None:
            return None
        r = got
    if lo <= r[0] and r[1] <= hi:
        return False
    if r[1] < lo or r[0] > hi:
        return True
    return None


class _Eval(Visitor):
    """(interval or None, relation or None) of an rvalue assigned to an integer/bool local."""

    def __init__(self, an: Ranges):
        self.an = an

    def _key(self, op: N.Operand) -> int | tuple | None:
        if isinstance(op, N.Const):
            return ("c", int(op.value)) if (op.ty.is_int or op.ty == BOOL) else None
        return op.id if op.id in self.an.types else None

    def visit_Use(self, v: N.Use, st: State):
        k = self._key(v.a)
        return self.an.of(st, v.a), (("copy", k) if isinstance(k, int) else None)

    def visit_Len(self, v: N.Len, st: State):
        x = len_local(v.slice)
        return self.an.get(st, x), ("copy", x)

    def visit_BinOp(self, v: N.BinOp, st: State):
        A, B = self.an.of(st, v.a), self.an.of(st, v.b)
        ka, kb = self._key(v.a), self._key(v.b)
        if v.op in N.CMP_OPS:
            rel = ("cmp", v.op, ka, kb) if ka is not None and kb is not None else None
            return _compare(v.op, A, B), rel
        if A is None or B is None:
            return None, None
        ty = v.a.ty if isinstance(v.a, N.Const) else self.an.types[v.a.id]
        if ty == BOOL:
            return (0, 1), None
        full = type_range(ty)
        if v.op in ("add", "sub", "mul"):
            r = exact(v.op, A, B)
            assert r is not None
            fits = full[0] <= r[0] and r[1] <= full[1]
            arith: Rel | None = (v.op, ka, kb, fits) if ka is not None and kb is not None else None
            return (r if fits else None), arith
        if v.op == "div" and A[0] >= 0 and B[0] >= 1:
            return (A[0] // B[1], A[1] // B[0]), None
        if v.op == "rem" and A[0] >= 0 and B[0] >= 1:
            return (0, min(A[1], B[1] - 1)), None
        if v.op == "and" and A[0] >= 0 and B[0] >= 0:
            return (0, min(A[1], B[1])), None
        if v.op == "shr" and (A[0] >= 0 or ty.is_signed) and B[0] == B[1] and 0 <= B[0] < ty.bits:
            # i32 shifts arithmetically, as Python's >> does on negative ints: monotonic either way
            return (A[0] >> B[0], A[1] >> B[0]), None
        if v.op == "shl" and A[0] >= 0 and B[0] == B[1] and 0 <= B[0] < ty.bits and (A[1] << B[0]) <= full[1]:
            return (A[0] << B[0], A[1] << B[0]), None
        return None, None

    def visit_CheckOverflow(self, v: N.CheckOverflow, st: State):
        A = self.an.of(st, v.a)
        B = self.an.of(st, v.b) if v.op != "neg" else (0, 0)
        ka, kb = self._key(v.a), self._key(v.b)
        rel = ("ovf", v.op, ka, kb) if ka is not None and kb is not None else None
        if A is None or B is None:
            return (0, 1), rel
        ty = v.a.ty if isinstance(v.a, N.Const) else self.an.types[v.a.id]
        o = overflows(v.op, ty, A, B)
        return ((0, 1) if o is None else (int(o), int(o))), rel

    def visit_Cast(self, v: N.Cast, st: State):
        A = self.an.of(st, v.a)
        if A is None or not (v.to.is_int or v.to == BOOL):
            return None, None
        full = type_range(v.to)
        return (A if full[0] <= A[0] and A[1] <= full[1] else None), None

    def visit_Math(self, v: N.Math, st: State):
        ivs = [self.an.of(st, a) for a in v.args]
        if v.fn in ("max", "min") and len(ivs) == 2 and ivs[0] is not None and ivs[1] is not None:
            (a0, a1), (b0, b1) = ivs[0], ivs[1]
            return ((max(a0, b0), max(a1, b1)) if v.fn == "max" else (min(a0, b0), min(a1, b1))), None
        return None, None

    def visit_UnOp(self, v: N.UnOp, st: State):
        A = self.an.of(st, v.a)
        if v.op == "not" and A is not None and isinstance(v.a, N.Local) and self.an.types[v.a.id] == BOOL:
            return (1 - A[1], 1 - A[0]), None
        return None, None

    def _unknown(self, v: object, st: State):
        return None, None

    visit_Load = visit_WgRead = visit_FromBits = visit_NoContractAdd = _unknown
    visit_ShuffleXor = _unknown  # another lane's value


def _compare(op: str, A: Interval | None, B: Interval | None) -> Interval:
    if A is None or B is None:
        return (0, 1)
    always = {"lt": A[1] < B[0], "le": A[1] <= B[0], "gt": A[0] > B[1], "ge": A[0] >= B[1],
              "eq": A[0] == A[1] == B[0] == B[1], "ne": A[1] < B[0] or B[1] < A[0]}[op]
    never = {"lt": A[0] >= B[1], "le": A[0] > B[1], "gt": A[1] <= B[0], "ge": A[1] < B[0],
             "eq": A[1] < B[0] or B[1] < A[0], "ne": A[0] == A[1] == B[0] == B[1]}[op]
    return (1, 1) if always else (0, 0) if never else (0, 1)
