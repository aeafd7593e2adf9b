"""Hand-built Programs for the planner's program and executor tests: one region per equation,
each planned by a small Builder body, and a simulation of what every buffer holds."""
from __future__ import annotations

import random

from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32, USIZE
from poot_core.plan import compile as pc
from poot_core.plan.binding import Binding, Plan
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.program import Program
from poot_core.plan.region import make_region
from poot_core.target import Grid

SC = {"f32": F32, "u32": U32, "bool": U32}


def ew_plan(region, *, inplace: bool = False, scratch: int = 0, const: tuple = ()) -> Plan:
    """out = op(in0[, in1]) elementwise over equal shapes, for a one-equation region (bool as u32).
    `inplace`: in0 is `&mut` and also receives the result (no separate output parameter)."""
    e = region.desc.graph.eqns[0]
    n = region.outputs[0].size
    kb = Builder(f"ew_{e.prim}", 64)
    ins = [(kb.output if inplace and j == 0 else kb.input)(f"in{j}", SC[t.dtype]) for j, t in enumerate(region.inputs)]
    out = ins[0] if inplace else kb.output("out", SC[region.outputs[0].dtype])
    extra = []
    if scratch:
        extra.append(Binding("tmp", "scratch", dtype="float32", count=scratch))
        tmp = kb.output("tmp", F32)
    if const:
        extra.append(Binding("dims", "const", dtype="uint64", data=const))
        kb.input("dims", USIZE)
    i = kb.thread_index()

    def body():
        loaded = {f"in{j}": kb.load(p, i) for j, p in enumerate(ins)}
        v = [loaded[t.id] for t in e.inputs]  # the desc's canonical names: in0, in1, ...
        if e.prim == "reshape":
            r = v[0]
        elif e.prim == "neg":
            r = kb.un("neg", v[0])
        elif e.prim == "exp":
            r = kb.math("exp", v[0])
        elif e.prim == "max":
            r = kb.math("max", v[0], v[1])
        elif e.prim == "lt":
            r = kb.cast(kb.lt(v[0], v[1]), U32)
        elif e.prim == "where":
            r = kb.var(F32, 0.0)
            kb.if_(kb.ne(v[0], kb.c(U32, 0)), lambda: kb.set(r, v[1]), lambda: kb.set(r, v[2]))
        else:
            r = kb.bin(e.prim, v[0], v[1])
        if scratch:
            kb.if_(kb.lt(i, kb.len(tmp)), lambda: kb.store(tmp, i, kb.c(F32, 1.0)))
        kb.store(out, i, r)
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    binds = [Binding(f"in{j}", "input", j) for j in range(len(region.inputs))]
    binds += [] if inplace else [Binding("out", "output", 0)]
    if inplace:  # in0 is written: it is also output 0's binding
        binds = [Binding("in0", "output", 0)] + binds[1:]
    return Plan(kb.build(), tuple(binds + extra), Grid.threads(n, 64), "synthesized", flops=n)


def program_of(graph: Graph, target: str = "oracle", *, alias: bool = True, **kw) -> Program:
    regions = [make_region(graph, (i,), f"r{i}") for i in range(len(graph.eqns))]
    plans = [None if alias and pc.aliasable(r) else ew_plan(r, **kw) for r in regions]
    return pc.assemble(graph, target, regions, plans)


def chain(n_steps: int = 10, size: int = 256) -> Graph:
    x, w = Tensor("x", "f32", (size,)), Tensor("w", "f32", (size,))
    eqns, cur = [], x
    for k in range(n_steps):
        nxt = Tensor(f"t{k}", "f32", (size,))
        eqns.append(Eqn("add" if k % 2 else "mul", (cur, w), (nxt,), name=f"e{k}"))
        cur = nxt
    return Graph((x, w), (cur,), tuple(eqns))


def random_graph(seed: int, n: int = 14) -> Graph:
    """A random DAG of elementwise f32 equations over two inputs of one shape (some fan-out,
    some extra outputs, one graph input returned as is)."""
    rnd = random.Random(seed)
    size = rnd.choice([8, 64, 100])
    vals = [Tensor("a", "f32", (size,)), Tensor("b", "f32", (size,))]
    eqns = []
    for k in range(n):
        op = rnd.choice(["add", "sub", "mul", "max", "neg"])
        args = tuple(rnd.choice(vals[-4:] if rnd.random() < .7 else vals) for _ in range(1 if op == "neg" else 2))
        out = Tensor(f"v{k}", "f32", (size,))
        eqns.append(Eqn(op, args, (out,)))
        vals.append(out)
    read = {t.id for e in eqns for t in e.inputs}
    outs = [t for t in vals[2:] if t.id not in read or rnd.random() < .1] + [vals[0]]
    return Graph(tuple(vals[:2]), tuple(outs), tuple(eqns)).verify()


def simulate(prog: Program) -> None:
    """Assert the layout is sound: every step reads each input from a buffer that still holds it,
    writes only buffers of its own outputs, scratch or dying temporaries, never one buffer as a
    `&mut` and as another parameter, never a graph input; at the end every graph output's buffer
    holds it."""
    alias = {o: i for _, o, i in prog.aliases}

    def root(t: str) -> str:
        while t in alias:
            t = alias[t]
        return t
    holds: dict[int, str | None] = {}
    for t in prog.graph.inputs:
        holds[prog.buffer_of(t.id).id] = t.id
    for tid, _, b in prog.copies:
        if tid in {t.id for t in prog.graph.inputs}:
            holds[b] = tid
    for k, s in enumerate(prog.steps):
        for tr in prog.transfers:
            if tr.step == k:
                assert holds.get(tr.src) == tr.tensor
                holds[tr.dst] = tr.tensor
        muts = {q.name for q in s.plan.body.params if q.mutable}
        for a in s.args:
            b = s.plan.binding(a.param)
            assert prog.buffers[a.buffer].target == s.target
            if b.source == "input":
                assert holds.get(a.buffer) == root(s.region.inputs[b.index].id), (k, a)
            if a.param in muts:
                assert [o.param for o in s.args if o.buffer == a.buffer] == [a.param], (k, a)
                assert prog.buffers[a.buffer].kind != "input"
        for a in s.args:
            b = s.plan.binding(a.param)
            if a.param in muts:
                holds[a.buffer] = root(s.region.outputs[b.index].id) if b.source == "output" else None
            assert a.count <= prog.buffers[a.buffer].count
    for t in prog.graph.outputs:
        assert holds.get(prog.buffer_of(t.id).id) == root(t.id), t


def inplace_on(region) -> Plan:
    """in0 (&mut) := in0 op in1 and a separate output written too: writes its input in place."""
    p = ew_plan(region)
    kb = Builder("inplace", 64)
    a, b, out = kb.output("in0", F32), kb.input("in1", F32), kb.output("out", F32)
    i = kb.thread_index()

    def body():
        v = kb.add(kb.load(a, i), kb.load(b, i))
        kb.store(out, i, v)
        kb.store(a, i, v)
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    return Plan(kb.build(), p.bindings, p.grid, "synthesized")
