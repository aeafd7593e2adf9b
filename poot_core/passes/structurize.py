"""Structurization: a Body's unstructured CFG -> structured control flow for SPIR-V.

`structurize(body)` returns a `Structured`: a tree of Seq / Code / If / Loop / Break / Continue /
Ret / TrapNode nodes whose only exits are break/continue of the innermost loop and return, so
the SPIR-V emitter maps it 1:1 onto selection and loop constructs. `to_body` re-emits the tree
as an ordinary Body (used to prove the pass keeps the meaning, in the oracle).

Method: Ramsey's "Beyond Relooper" (dominator-tree placement of merge nodes into labelled
blocks, natural loops into loops) with loop exits placed after their loop, then a rewrite of
the multi-level jumps that SPIR-V lacks into one u32 "jump selector" local: a jump that leaves
several constructs sets the selector to its target's label and breaks; every construct it
leaves skips its remaining code while the selector is set, and the target clears it. Empty
return/trap blocks are duplicated at each use. Irreducible CFGs (never produced from Rust) are
refused with a CodegenError.

With `carry_on=True` (the SPIR-V error-word policy) a trap block entered from a two-way check
resumes at the check's other target after setting its bit (`TrapNode(resume=True)`); a trap
with no such continuation stays terminal. Small join blocks (at most SMALL_JOIN statements, ending
in a jump, dominating nothing) are duplicated into their predecessors, which removes most jump
selectors from && / || chains.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager
from dataclasses import dataclass, replace

from ..errors import CodegenError
from ..ir import nodes as N
from ..ir.cfg import dominates, immediate_dominators, natural_loop, predecessors, reverse_post_order
from ..ir.types import U32
from ..ir.walk import Visitor


# --- the structured tree -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Seq:
    items: tuple = ()


@dataclass(frozen=True, slots=True)
class Code:
    """Straight-line statements."""

    stmts: tuple


@dataclass(frozen=True, slots=True)
class Index:
    """`dest = <axis> index` (a ThreadIndexCall without its jump)."""

    dest: int
    axis: str


@dataclass(frozen=True, slots=True)
class Sync:
    """A workgroup barrier."""


@dataclass(frozen=True, slots=True)
class If:
    """`if discr == value { then } else { else_ }` (bool discr: value 1 is true)."""

    discr: N.Operand
    value: int
    then: Seq
    else_: Seq


@dataclass(frozen=True, slots=True)
class Loop:
    """`loop { body }`: falling off the end of the body goes round again."""

    body: Seq


@dataclass(frozen=True, slots=True)
class Break:
    """Leave the innermost Loop."""


@dataclass(frozen=True, slots=True)
class Continue:
    """Start the innermost Loop's next iteration."""


@dataclass(frozen=True, slots=True)
class Ret:
    """Return from the kernel."""


@dataclass(frozen=True, slots=True)
class TrapNode:
    """A failed check; `resume`: the thread carries on after it (else it is terminal)."""

    trap: N.Trap
    resume: bool = False


ITEMS = (Code, Index, Sync, If, Loop, Break, Continue, Ret, TrapNode)  # the node classes a Seq holds


@dataclass(frozen=True)
class Structured:
    """The structured form: `body` is the input Body plus any local the pass added (the jump
    selector `selector`, a u32, or None), `root` the tree."""

    body: N.Body
    root: Seq
    selector: int | None = None


class _Retry(Exception):
    """Internal: the aggressive loop-exit placement failed a scope check; use the plain one."""


# --- the CFG ------------------------------------------------------------------------------
SMALL_JOIN = 6  # statements a join block may hold and still be duplicated into its predecessors


class Cfg:
    """The structurizer's view of one Body's CFG, on top of ir.cfg (unreachable blocks are
    ignored): natural loops, forward in-degrees, the trap blocks that resume (carry-on policy) and
    the blocks to duplicate; raises CodegenError for jumps to missing blocks and for irreducible
    graphs."""

    def __init__(self, body: N.Body, carry_on: bool):
        self.body = body
        blocks = body.blocks
        if not blocks:
            raise CodegenError(target="structurize", kernel=body.name, message="the body has no blocks")
        succ = [list(N.successors(b.term)) for b in blocks]
        for i, ss in enumerate(succ):
            for s in ss:
                if not 0 <= s < len(blocks):
                    raise CodegenError(target="structurize", kernel=body.name,
                                       message=f"bb{i} jumps to bb{s}, which does not exist; verify the body first")
        self.resume: dict[int, int] = {}
        if carry_on:
            preds = predecessors(succ)
            for i, b in enumerate(blocks):
                ps = preds[i]
                if isinstance(b.term, N.Trap) and len(ps) == 1 and ps[0] != i:
                    t = blocks[ps[0]].term
                    if isinstance(t, N.SwitchInt) and len(set(t.targets)) == 2:
                        other = next(x for x in t.targets if x != i)
                        if not isinstance(blocks[other].term, N.Trap):
                            self.resume[i] = other
                            succ[i] = [other]
        self.succ = succ
        self.rpo_list = reverse_post_order(succ)
        self.rpo = {n: k for k, n in enumerate(self.rpo_list)}
        preds = predecessors(succ, self.rpo_list)
        self.preds = {n: preds[n] for n in self.rpo_list}
        self.idom = immediate_dominators(succ)
        # back edges, loops
        self.loop: dict[int, set[int]] = {}
        for n in self.rpo_list:
            for s in succ[n]:
                if self.rpo[s] <= self.rpo[n]:
                    if not dominates(self.idom, s, n):
                        raise CodegenError(target="structurize", kernel=body.name, message=(
                            f"the control-flow graph is irreducible (bb{n} -> bb{s} enters a loop "
                            "past its header); Rust never produces this, so the body is malformed"))
                    self.loop.setdefault(s, set()).update(natural_loop(preds, s, n))
        self.fwd_in = {n: sum(1 for p in self.preds[n] if not self.is_back(p, n)) for n in self.rpo_list}
        # duplicated at every use instead of placed: empty return/trap blocks, and small join
        # blocks that end in a jump and dominate nothing (the `c = false` arm of a && chain)
        parents = {self.idom[n] for n in self.rpo_list if n != 0}
        self.trivial = {n for n in self.rpo_list if n != 0 and (
            (not blocks[n].stmts and (isinstance(blocks[n].term, N.Return)
                                      or (isinstance(blocks[n].term, N.Trap) and n not in self.resume)))
            or (isinstance(blocks[n].term, N.Goto) and len(blocks[n].stmts) <= SMALL_JOIN
                and self.fwd_in[n] >= 2 and n not in self.loop and n not in parents
                and not any(p in self.resume for p in self.preds[n])))}  # keep `if !ok { trap }; rest`

    def is_back(self, src: int, dst: int) -> bool:
        return self.rpo[dst] <= self.rpo[src]


# --- placement + Ramsey translation into a labelled tree ----------------------------------
# W-tree items: ("code", stmts) ("index", dest, axis) ("sync",) ("trap", Trap, resume) ("ret",)
# ("if", discr, value, then, else) ("loop", label, items) ("block", label, items) ("br", label)
class _Translate(Visitor):
    """The W-tree of a Body: a Visitor over its terminators (statements are carried as they are)."""

    def __init__(self, cfg: Cfg, aggressive: bool):
        self.cfg = cfg
        self.follows: dict[int, list[int]] = {}
        self.merges: dict[int, list[int]] = {}
        self.labelled: set[int] = set()
        for y in cfg.rpo_list[1:]:
            if y in cfg.trivial:
                continue
            d = cfg.idom[y]
            host = None
            if aggressive:  # after the outermost loop that holds y's dominator but not y
                outer = [h for h, lp in cfg.loop.items() if d in lp and y not in lp]
                if outer:
                    host = max(outer, key=lambda h: len(cfg.loop[h]))
            elif d in cfg.loop and y not in cfg.loop[d]:
                host = d
            if host is not None:
                self.follows.setdefault(host, []).append(y)
                self.labelled.add(y)
            elif cfg.fwd_in[y] >= 2:
                self.merges.setdefault(d, []).append(y)
                self.labelled.add(y)

    def tree(self, x: int, ctx: tuple) -> list:
        cfg = self.cfg
        merges = sorted(self.merges.get(x, []), key=cfg.rpo.__getitem__)
        follows = sorted(self.follows.get(x, []), key=cfg.rpo.__getitem__)

        def nest(ys: list[int], ctx: tuple, inner) -> list:
            if not ys:
                return inner(ctx)
            y = ys[-1]
            return [("block", ("B", y), nest(ys[:-1], ctx + (("B", y),), inner))] + self.tree(y, ctx)

        def body(ctx: tuple) -> list:
            return nest(merges, ctx, lambda c: self.code(x, c))

        if x in cfg.loop:
            return nest(follows, ctx, lambda c: [("loop", ("L", x), body(c + (("L", x),)))])
        return body(ctx)

    def code(self, x: int, ctx: tuple) -> list:
        b = self.cfg.body.blocks[x]
        return ([("code", b.stmts)] if b.stmts else []) + self.visit(b.term, x, ctx)

    # terminators: the W-tree items after block x's statements
    def visit_Goto(self, t: N.Goto, x: int, ctx: tuple) -> list:
        return self.branch(x, t.target, ctx)

    def visit_ThreadIndexCall(self, t: N.ThreadIndexCall, x: int, ctx: tuple) -> list:
        return [("index", t.dest, t.axis)] + self.branch(x, t.target, ctx)

    def visit_Barrier(self, t: N.Barrier, x: int, ctx: tuple) -> list:
        return [("sync",)] + self.branch(x, t.target, ctx)

    def visit_Return(self, t: N.Return, x: int, ctx: tuple) -> list:
        return [("ret",)]

    def visit_Trap(self, t: N.Trap, x: int, ctx: tuple) -> list:
        if x in self.cfg.resume:
            return [("trap", t, True)] + self.branch(x, self.cfg.resume[x], ctx)
        return [("trap", t, False)]

    def visit_SwitchInt(self, t: N.SwitchInt, x: int, ctx: tuple) -> list:
        def chain(cases) -> list:
            if not cases:
                return self.branch(x, t.otherwise, ctx)
            (v, tgt), rest = cases[0], cases[1:]
            return [("if", t.discr, int(v), self.branch(x, tgt, ctx), chain(rest))]
        return chain(t.cases)

    def branch(self, src: int, dst: int, ctx: tuple) -> list:
        cfg = self.cfg
        if cfg.is_back(src, dst):
            if ("L", dst) not in ctx:
                raise _Retry()
            return [("br", ("L", dst))]
        if dst in cfg.trivial:
            return self.code(dst, ctx)
        if dst in self.labelled:
            if ("B", dst) not in ctx:
                raise _Retry()
            return [("br", ("B", dst))]
        if cfg.idom[dst] != src:
            raise _Retry()
        return self.tree(dst, ctx)


# --- multi-level jumps -> the jump selector ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class _SelBreak:
    """Placeholder: break the innermost loop on the way to `label` (resolved by that loop)."""

    label: tuple


class _Flatten:
    """W-tree -> structured tree. conv returns (items, falls, pending, breaks): pending: selector
    labels possibly set when control falls out of the node; breaks: how it leaves the innermost
    loop (None: a plain break, a label: a _SelBreak towards that label)."""

    def __init__(self, selector: int):
        self.sel = selector
        self.ids: dict = {}
        self.used = False

    def lid(self, label) -> int:
        return self.ids.setdefault(label, len(self.ids) + 1)

    def set_sel(self, label) -> Code:
        self.used = True
        return Code((N.Assign(self.sel, N.Use(N.Const(U32, self.lid(label) if label else 0))),))

    def seq(self, items: list, ctx: tuple, kind: str, label) -> tuple:
        out, brks = [], set()
        for i, it in enumerate(items):
            last = i == len(items) - 1
            s, falls, pn, b = self.conv(it, ctx + ((kind, label, last),))
            out += s
            brks |= b
            if not falls:
                return out, False, set(), brks
            if pn and not last:
                rest, _, rpn, rb = self.seq(items[i + 1:], ctx, kind, label)
                if rest:
                    out.append(If(N.Local(self.sel), 0, Seq(tuple(rest)), Seq()))
                return out, True, pn | rpn, brks | rb
            if last:
                return out, True, pn, brks
        return out, True, set(), brks

    def resolve(self, items: list, keep: bool) -> tuple:
        """Replace this loop level's _SelBreaks: by a plain Break (keep=False: the jump is
        re-dispatched after the loop) or by selector-set + Break."""
        out: list = []
        for it in items:
            if isinstance(it, _SelBreak):
                out += [self.set_sel(it.label), Break()] if keep else [Break()]
            elif isinstance(it, If):
                out.append(If(it.discr, it.value, Seq(self.resolve(list(it.then.items), keep)),
                              Seq(self.resolve(list(it.else_.items), keep))))
            else:
                out.append(it)
        return tuple(out)

    def conv(self, it: tuple, ctx: tuple) -> tuple:
        tag = it[0]
        if tag == "code":
            return [Code(tuple(it[1]))], True, set(), set()
        if tag == "index":
            return [Index(it[1], it[2])], True, set(), set()
        if tag == "sync":
            return [Sync()], True, set(), set()
        if tag == "ret":
            return [Ret()], False, set(), set()
        if tag == "trap":
            return [TrapNode(it[1], it[2])], it[2], set(), set()
        if tag == "if":
            st, ft, pt, bt = self.seq(it[3], ctx, "if", None)
            se, fe, pe, be = self.seq(it[4], ctx, "if", None)
            return [If(it[1], it[2], Seq(tuple(st)), Seq(tuple(se)))], ft or fe, pt | pe, bt | be
        if tag == "block":
            label = it[1]
            s, falls, pn, brks = self.seq(it[2], ctx, "block", label)
            if label in pn:
                s.append(If(N.Local(self.sel), self.lid(label), Seq((self.set_sel(None),)), Seq()))
                pn = pn - {label}
            return s, falls, pn, brks
        if tag == "loop":
            label = it[1]
            s, falls, pn, brks = self.seq(it[2], ctx, "loop", label)
            if falls:
                if label in pn:
                    s.append(If(N.Local(self.sel), self.lid(label),
                                Seq((self.set_sel(None), Continue())), Seq((Break(),))))
                else:
                    s.append(Break())
                brks = brks | {None}
            targets = brks - {None}
            if len(targets) == 1 and None not in brks:  # every exit heads for one place
                (target,) = targets
                loop = Loop(Seq(self.resolve(s, keep=False)))
                after, falls2, pn2, b2 = self.conv(("br", target), ctx)
                return [loop] + after, falls2, (pn - {label}) | pn2, b2
            loop = Loop(Seq(self.resolve(s, keep=True)))
            return [loop], bool(brks), (pn - {label}) | targets, set()
        if tag == "br":
            label = it[1]
            j = max(k for k, f in enumerate(ctx) if f[1] == label and f[0] in ("block", "loop"))
            loops = [k for k in range(j + 1, len(ctx)) if ctx[k][0] == "loop"]
            if label[0] == "L":
                if not loops:
                    return [Continue()], False, set(), set()
                return [_SelBreak(label)], False, set(), {label}
            if not loops:
                if all(f[2] for f in ctx[j:]):
                    return [], True, set(), set()
                return [self.set_sel(label)], True, {label}, set()
            if all(f[2] for f in ctx[j:max(loops)]):
                return [Break()], False, set(), {None}
            return [_SelBreak(label)], False, set(), {label}
        raise AssertionError(tag)


def structurize(body: N.Body, carry_on: bool = False) -> Structured:
    """The structured form of `body` (a new Structured; `body` is not changed)."""
    with deep_recursion(len(body.blocks)):
        return _structurize(body, carry_on)


@contextmanager
def deep_recursion(n_blocks: int):
    """The placement recurses along chains of joins (one level per check in a long kernel)."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 1000 + 12 * n_blocks))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def _structurize(body: N.Body, carry_on: bool) -> Structured:
    cfg = Cfg(body, carry_on)
    try:
        w = _Translate(cfg, aggressive=True).tree(0, ())
    except _Retry:
        try:
            w = _Translate(cfg, aggressive=False).tree(0, ())
        except _Retry:  # pragma: no cover - Ramsey's placement is complete for reducible CFGs
            raise CodegenError(target="structurize", kernel=body.name,
                               message="internal error: a jump target is out of scope; report this body")
    sel = len(body.locals)
    fl = _Flatten(sel)
    items, _, _, _ = fl.seq(w, (), "root", None)
    if not fl.used:
        return Structured(body, Seq(tuple(items)), None)
    init = Code((N.Assign(sel, N.Use(N.Const(U32, 0))),))
    new_body = replace(body, locals=body.locals + (N.LocalDecl(U32, "jump_selector"),))
    return Structured(new_body, Seq((init, *items)), sel)


# --- re-emission as a Body ----------------------------------------------------------------
class _ToBody(Visitor):
    """Re-emits a structured tree as blocks: a visit per tree item, given the block control is in
    and the enclosing loops' (head, exit) blocks, returns the block control falls out into (None:
    it does not fall through)."""

    def __init__(self, name: str):
        self.name = name
        self.blocks: list[list] = [[[], None]]

    def new(self) -> int:
        self.blocks.append([[], None])
        return len(self.blocks) - 1

    def term(self, b: int, t: N.Terminator) -> None:
        self.blocks[b][1] = t

    def emit(self, seq: Seq, cur: int, loops: list) -> int | None:
        for it in seq.items:
            nxt = self.visit(it, cur, loops)
            if nxt is None:
                return None
            cur = nxt
        return cur

    def visit_Code(self, it: Code, cur: int, loops: list) -> int | None:
        self.blocks[cur][0].extend(it.stmts)
        return cur

    def visit_Index(self, it: Index, cur: int, loops: list) -> int | None:
        nb = self.new()
        self.term(cur, N.ThreadIndexCall(it.dest, it.axis, nb))
        return nb

    def visit_Sync(self, it: Sync, cur: int, loops: list) -> int | None:
        nb = self.new()
        self.term(cur, N.Barrier(nb))
        return nb

    def visit_If(self, it: If, cur: int, loops: list) -> int | None:
        tb, eb, mb = self.new(), self.new(), self.new()
        self.term(cur, N.SwitchInt(it.discr, ((it.value, tb),), eb))
        ends = [self.emit(it.then, tb, loops), self.emit(it.else_, eb, loops)]
        for e in ends:
            if e is not None:
                self.term(e, N.Goto(mb))
        if all(e is None for e in ends):
            self.term(mb, N.Return())  # unreachable
            return None
        return mb

    def visit_Loop(self, it: Loop, cur: int, loops: list) -> int | None:
        head, exit_ = self.new(), self.new()
        self.term(cur, N.Goto(head))
        end = self.emit(it.body, head, loops + [(head, exit_)])
        if end is not None:
            self.term(end, N.Goto(head))
        return exit_

    def visit_Break(self, it: Break, cur: int, loops: list) -> int | None:
        self.term(cur, N.Goto(loops[-1][1]))
        return None

    def visit_Continue(self, it: Continue, cur: int, loops: list) -> int | None:
        self.term(cur, N.Goto(loops[-1][0]))
        return None

    def visit_Ret(self, it: Ret, cur: int, loops: list) -> int | None:
        self.term(cur, N.Return())
        return None

    def visit_TrapNode(self, it: TrapNode, cur: int, loops: list) -> int | None:
        if it.resume:
            raise CodegenError(target="structurize", kernel=self.name,
                               message="a resuming trap has no Body form; structurize with carry_on=False")
        self.term(cur, it.trap)
        return None


def to_body(s: Structured) -> N.Body:
    """The structured tree as an ordinary Body (resuming traps cannot be expressed there)."""
    tb = _ToBody(s.body.name)
    end = tb.emit(s.root, 0, [])
    if end is not None:
        tb.term(end, N.Return())
    for b in tb.blocks:  # blocks only reachable after a loop that never exits
        if b[1] is None:
            b[1] = N.Return()
    return replace(s.body, blocks=tuple(N.Block(tuple(st), t) for st, t in tb.blocks))


def walk(seq: Seq):
    """Every node of the tree, depth first."""
    for it in seq.items:
        yield it
        if isinstance(it, If):
            yield from walk(it.then)
            yield from walk(it.else_)
        elif isinstance(it, Loop):
            yield from walk(it.body)
