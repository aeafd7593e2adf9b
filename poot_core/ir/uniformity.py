"""Uniformity analysis: which locals hold one value per 32-lane subgroup (or per workgroup), and
which blocks may run with only part of one (the basis of DivergentFragmentParticipation and, per
workgroup, of DivergentBarrier).

`analyze(body)` is the subgroup analysis described below; `analyze_workgroup(body)` is the same
analysis with the group being the whole workgroup (WORKGROUP_SIZE lanes instead of 32): there
`local_index()` and `thread_index()` are quotient-uniform for that size (so `thread_index() /
WORKGROUP_SIZE` is uniform), and the rules that rely on bit patterns (shifts, masks, wrapping
add/sub) apply only when the size is a power of two. A workgroup of one lane never diverges.

Model. Lanes form subgroups of 32 consecutive local indices (lanes 32j .. 32j+31 of a
workgroup); Wmma ops are collective over one such subgroup.
Each scalar local gets a level on a chain, joined over all of its definitions (the analysis is
flow-insensitive per local, which is sound for the IR's mutable, non-SSA locals):

  UM  uniform and a multiple of 32 (e.g. the constant 64, `group_index() * 64`)
  U   uniform: every lane of a subgroup holds the same value
  Q   quotient-uniform (usize/u32 only): value = 32*u + r with u uniform and 0 <= r < 32,
      e.g. `local_index()`, `thread_index()` when workgroup_size % 32 == 0, `q + UM`.
      So `q / 32`, `q / m` for any uniform multiple of 32 m, `q >> 5` (or more) and
      `q & m` (m a multiple of 32) are uniform: `local_index() / 32 == 0` selects warp 0.
  D   divergent (may differ between lanes of one subgroup)

Sources of divergence: local_index/thread_index (level Q, or D for thread_index when the
workgroup size is not a multiple of 32: then subgroups are not aligned on global indices),
wg_read, shuffle_xor and atomic_add results, loads with a non-uniform index, loads from a slice the body
writes (another lane may have stored to it), locals with no definition, and every value
derived from these other than by the Q rules above. group_index*, len() and constants are
uniform.

Control. A SwitchInt whose discriminant is not uniform is a divergent branch when it has two
or more distinct targets that can still reach a Return. Every block reachable from its
targets before its immediate post-dominator (computed with a virtual exit after every Return)
is divergent: part of the subgroup may be elsewhere. Lanes reconverge at the post-dominator.
Every local assigned in a divergent block is divergent everywhere (it differs after the merge
between lanes that took the branch and lanes that did not). The two steps feed each other and
are iterated to a fixed point.

Loops. A loop whose exit condition is divergent puts the whole loop (header included, via the
back edge) in the branch's region, so every block of the loop is divergent and so is every
local assigned in it (lanes leave after different trip counts: temporal divergence). The blocks
after the loop, from the exit branch's post-dominator on, are uniform again. A divergent
`break` makes the loop counter divergent, and with it the loop's exit condition, with the same
result. A divergent early `return` has the virtual exit as its post-dominator, so everything
after it is divergent.

Traps. A block that cannot reach a Return (a Trap, or a path that only leads to one) does not
rejoin: a lane that traps faults the whole dispatch, whose outputs are discarded. So a bounds
check on a lane-varying index does not make the code after it divergent; the trap path itself
is divergent when entered by a divergent branch or from a divergent block.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from . import cfg
from . import nodes as N
from .types import U32, USIZE, Scalar
from .memory import params_written
from .walk import Visitor, defs, operands

SUBGROUP = 32
BOTTOM, UM, U, Q, D = -1, 0, 1, 2, 3
LEVEL_NAMES = {BOTTOM: "undefined", UM: "uniform (multiple of 32)", U: "uniform", Q: "uniform / 32", D: "divergent"}
_UNSIGNED = (USIZE, U32)


@dataclass(frozen=True)
class Uniformity:
    """The analysis result: divergent blocks/locals, plus each local's level and the branches."""

    divergent_blocks: frozenset[int]
    divergent_locals: frozenset[int]  # scalar locals only
    levels: tuple[int, ...]  # per local: UM, U, Q or D (fragments and unused locals: D)
    divergent_branches: frozenset[int]  # blocks whose SwitchInt can split a subgroup
    regions: tuple[tuple[int, frozenset[int]], ...] = ()  # (branch block, the blocks it makes divergent)

    def local_uniform(self, local: int) -> bool:
        return self.levels[local] <= U

    def operand_uniform(self, op: N.Operand) -> bool:
        return isinstance(op, N.Const) or self.local_uniform(op.id)


def analyze(body: N.Body) -> Uniformity:
    """Run the subgroup analysis on a verified-shape body (targets and locals in range)."""
    return _UniformityAnalysis(body, SUBGROUP).run()


def analyze_warpgroup(body: N.Body) -> Uniformity:
    """The analysis with 128-lane groups (warpgroups, lanes 128w .. 128w+127): the basis of the
    warpgroup MMA statements' participation rule."""
    return _UniformityAnalysis(body, N.WARPGROUP).run()


def analyze_workgroup(body: N.Body) -> Uniformity:
    """Which locals are workgroup-uniform and which blocks may run with part of a workgroup."""
    if body.workgroup_size <= 1:  # one lane: nothing can diverge
        nloc = len(body.locals)
        return Uniformity(frozenset(), frozenset(), (U,) * nloc, frozenset(), ())
    return _UniformityAnalysis(body, body.workgroup_size).run()


# --- the analysis -------------------------------------------------------------------------
class _UniformityAnalysis(Visitor):
    """One run of the analysis; a Visitor over the nodes that write a local (their value's level)."""

    def __init__(self, body: N.Body, group: int):
        self.body = body
        self.group = group  # lanes per group: 32 (subgroups) or WORKGROUP_SIZE
        self.pow2 = group & (group - 1) == 0
        self.log2 = group.bit_length() - 1
        self.n = len(body.blocks)
        self.succ = cfg.successors(body)
        self.reach = cfg.reachable(self.succ)
        self.pred = cfg.predecessors(self.succ, sorted(self.reach))
        returns = {b for b in self.reach if isinstance(body.blocks[b].term, N.Return)}
        live = cfg.reachable(self.pred, returns) if returns else set()  # the blocks that can reach a Return
        self.live, self.returns = live, returns
        self.doomed = self.reach - live
        self.ipdom = cfg.immediate_post_dominators(self.succ, returns, live)
        self.written = params_written(s for b in self.reach for s in body.blocks[b].stmts)
        self.defs: list[tuple[int, int, object]] = []  # (block, dest, the node that writes it)
        for b in sorted(self.reach):
            blk = body.blocks[b]
            self.defs += [(b, d, x) for x in blk.stmts + (blk.term,) for d in defs(x)]

    def ty(self, local: int):
        return self.body.locals[local].ty

    def run(self) -> Uniformity:
        nloc = len(self.body.locals)
        levels = [BOTTOM] * nloc
        defined = {d for _, d, _ in self.defs}
        for i in range(nloc):
            if i not in defined:
                levels[i] = D
        div_blocks: set[int] = set()
        branches: set[int] = set()
        while True:
            self._levels(levels, div_blocks)
            new_blocks, branches = self._blocks(levels)
            if new_blocks == div_blocks:
                break
            div_blocks = new_blocks
        return Uniformity(frozenset(div_blocks),
                          frozenset(i for i in range(nloc) if levels[i] > U
                                    and isinstance(self.body.locals[i].ty, Scalar)), tuple(levels),
                          frozenset(branches), tuple(sorted(self.regions.items())))

    # locals ------------------------------------------------------------------------------
    def _levels(self, levels: list[int], div_blocks: set[int]) -> None:
        while True:
            changed = True
            while changed:
                changed = False
                for b, dest, what in self.defs:
                    lvl = D if b in div_blocks else self._def_level(what, levels)
                    if lvl == BOTTOM:
                        continue
                    dty = self.ty(dest)
                    if lvl == Q and dty not in _UNSIGNED:
                        lvl = D
                    if lvl == UM and not (isinstance(dty, Scalar) and dty.is_int):
                        lvl = U
                    new = max(levels[dest], lvl)
                    if new != levels[dest]:
                        levels[dest], changed = new, True
            stuck = [i for i, v in enumerate(levels) if v == BOTTOM]
            if not stuck:
                return
            for i in stuck:  # defined only from themselves: read before written
                levels[i] = D

    def _op(self, op: N.Operand, levels: list[int]) -> int:
        if isinstance(op, N.Const):
            return UM if op.ty.is_int and op.value % self.group == 0 else U
        return levels[op.id]

    # the level of the value a node writes to its destination (visit methods, one per node that
    # writes a local: an Assign's is its rvalue's)
    def _def_level(self, what: object, levels: list[int]) -> int:
        return self.visit(what, levels)

    def visit_Assign(self, s: N.Assign, levels: list[int]) -> int:
        return self.visit(s.value, levels)

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall, levels: list[int]) -> int:
        if t.axis == "local":
            return Q
        if t.axis == "global":
            return Q if self.body.workgroup_size % self.group == 0 else D
        return U

    def _divergent(self, x: object, levels: list[int]) -> int:
        return D

    # what another lane stored, an atomic's old value, and fragments (per subgroup, never a scalar)
    # a shuffle's result is another lane's value
    visit_AtomicAdd = visit_WgRead = visit_ShuffleXor = visit_WmmaFill = visit_WmmaLoad = visit_WmmaMma = _divergent
    visit_WgmmaMma = _divergent

    def visit_Len(self, r: N.Len, levels: list[int]) -> int:
        return U

    def visit_Load(self, r: N.Load, levels: list[int]) -> int:
        if r.slice in self.written:
            return D
        li = self._op(r.index, levels)
        return BOTTOM if li == BOTTOM else (U if li <= U else D)

    def visit_Use(self, r: N.Use, levels: list[int]) -> int:
        return self._op(r.a, levels)

    def visit_Cast(self, r: N.Cast, levels: list[int]) -> int:
        la = self._op(r.a, levels)
        if la == BOTTOM:
            return BOTTOM
        src = r.a.ty if isinstance(r.a, N.Const) else self.ty(r.a.id)
        if la == Q:  # truncation to u32 keeps 32*u + r only for a power-of-two group
            return Q if src in _UNSIGNED and r.to in _UNSIGNED and (self.pow2 or r.to == src) else D
        if la == UM and not self.pow2 and r.to != src:
            return U
        return la

    def _elementwise(self, r: object, levels: list[int]) -> int:
        """Uniform when every operand is (no multiple-of-32 or quotient structure survives)."""
        ls = [self._op(o, levels) for o in operands(r)]
        if BOTTOM in ls:
            return BOTTOM
        return U if max(ls, default=U) <= U else D

    visit_UnOp = visit_CheckOverflow = visit_Math = visit_FromBits = visit_NoContractAdd = _elementwise

    def visit_BinOp(self, r: N.BinOp, levels: list[int]) -> int:
        la, lb = self._op(r.a, levels), self._op(r.b, levels)
        if BOTTOM in (la, lb):
            return BOTTOM
        hi, op = max(la, lb), r.op
        amount = None
        if isinstance(r.b, N.Const) and r.b.ty.is_int:
            aty = r.a.ty if isinstance(r.a, N.Const) else self.ty(r.a.id)
            bits = aty.bits if isinstance(aty, Scalar) else 64
            amount = int(r.b.value) & (bits - 1)
        if op in N.CMP_OPS:
            return U if hi <= U else D
        if hi <= U:
            if not self.pow2:  # a wrapping result need not stay a multiple of a non-power-of-two
                return U
            if op in ("add", "sub"):
                return UM if la == lb == UM else U
            if op in ("mul", "and"):
                return UM if UM in (la, lb) else U
            if op == "shl":
                return UM if la == UM or (amount is not None and amount >= self.log2) else U
            return U
        if hi == D:
            return D
        # one side is Q, the other at most Q
        if op == "div" and la == Q and lb == UM:  # (g*u + r) / (g*k) == u / k, no wrap involved
            return U
        if not self.pow2:
            return D
        if op == "add" and {la, lb} == {Q, UM}:
            return Q
        if op == "sub" and la == Q and lb == UM:
            return Q
        if op == "shr" and la == Q and amount is not None and amount >= self.log2:
            return U
        if op == "and" and UM in (la, lb):
            return UM
        return D

    # blocks ------------------------------------------------------------------------------
    def _split(self, b: int, levels: list[int]) -> bool:
        """Does block b end in a branch that can split a subgroup (ignoring doomed targets)?"""
        t = self.body.blocks[b].term
        if not isinstance(t, N.SwitchInt) or self._op(t.discr, levels) <= U:
            return False
        return len([s for s in self.succ[b] if s in self.live]) >= 2

    def _blocks(self, levels: list[int]) -> tuple[set[int], set[int]]:
        out: set[int] = set()
        branches = {b for b in self.live if self._split(b, levels)}
        self.regions: dict[int, frozenset[int]] = {}
        for b in branches:
            stop = self.ipdom[b]
            todo = deque(s for s in self.succ[b] if s in self.live and s != stop)
            seen = set(todo)
            while todo:
                x = todo.popleft()
                for s in self.succ[x]:
                    if s in self.live and s != stop and s not in seen:
                        seen.add(s)
                        todo.append(s)
            self.regions[b] = frozenset(seen)
            out |= seen
        # doomed blocks: divergent when entered from a divergent block or a non-uniform branch
        todo = deque()
        for d in self.doomed:
            for p in self.pred[d]:
                t = self.body.blocks[p].term
                nonuni = isinstance(t, N.SwitchInt) and self._op(t.discr, levels) > U and len(self.succ[p]) >= 2
                if p in out or nonuni:
                    if d not in out:
                        out.add(d)
                        todo.append(d)
                    if nonuni and p in self.doomed:
                        branches.add(p)
        while todo:
            for s in self.succ[todo.popleft()]:
                if s in self.doomed and s not in out:
                    out.add(s)
                    todo.append(s)
        return out, branches
