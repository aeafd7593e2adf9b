"""CFG analyses for structurization, on top of ir.cfg: natural loops, forward in-degrees, the
trap blocks that resume (carry-on policy) and the blocks to duplicate."""
from __future__ import annotations

from ..errors import CodegenError
from ..ir import cfg
from ..ir import nodes as N

SMALL_JOIN = 6  # statements a join block may hold and still be duplicated into its predecessors


class Cfg:
    """The analyses of one Body's CFG (unreachable blocks are ignored); raises CodegenError for
    jumps to missing blocks and for irreducible graphs."""

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
            preds = cfg.predecessors(succ)
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
        self.rpo_list = cfg.reverse_post_order(succ)
        self.rpo = {n: k for k, n in enumerate(self.rpo_list)}
        preds = cfg.predecessors(succ, self.rpo_list)
        self.preds = {n: preds[n] for n in self.rpo_list}
        self.idom = cfg.immediate_dominators(succ)
        # back edges, loops
        self.loop: dict[int, set[int]] = {}
        for n in self.rpo_list:
            for s in succ[n]:
                if self.rpo[s] <= self.rpo[n]:
                    if not cfg.dominates(self.idom, s, n):
                        raise CodegenError(target="structurize", kernel=body.name, message=(
                            f"the control-flow graph is irreducible (bb{n} -> bb{s} enters a loop "
                            "past its header); Rust never produces this, so the body is malformed"))
                    self.loop.setdefault(s, set()).update(self._natural_loop(s, n))
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

    def _natural_loop(self, head: int, latch: int) -> set[int]:
        body, work = {head, latch}, [latch]
        while work:
            n = work.pop()
            if n == head:
                continue
            for p in self.preds[n]:
                if p not in body:
                    body.add(p)
                    work.append(p)
        return body
