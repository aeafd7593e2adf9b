"""Fusion (poot_core/plan/fuse.py): the rule table rule by rule, cuts, fuse=False, random DAGs, renaming."""
from __future__ import annotations

import random

import pytest

from poot_core.errors import GraphError
from poot_core.plan.fuse import live_eqns, regions
from poot_core.plan.graph import PRIMS, Eqn, Graph, Tensor, quant_words


class G:
    """A tiny graph builder: `g.op(prim, *inputs, **params)` appends an equation (output types by the rule)."""

    def __init__(self, **inputs: tuple[str, tuple[int, ...]]):
        self.inputs = [Tensor(k, dt, sh) for k, (dt, sh) in inputs.items()]
        self.eqns: list[Eqn] = []

    def __getitem__(self, k: str) -> Tensor:
        return next(t for t in self.inputs if t.id == k)

    def op(self, prim: str, *ins: Tensor, out: tuple[str, tuple[int, ...]] | None = None, **params) -> Tensor:
        probe = Eqn(prim, ins, (), params)
        if out is not None:  # constant: the rule checks the declared type
            dt, sh = out
        else:
            ((dt, sh),) = PRIMS[prim].rule(probe.inputs, probe.p, ())
        t = Tensor(f"t{len(self.eqns)}", dt, sh)
        self.eqns.append(Eqn(prim, ins, (t,), params, name=f"e{len(self.eqns)}"))
        return t

    def graph(self, *outputs: Tensor) -> Graph:
        return Graph(tuple(self.inputs), outputs, tuple(self.eqns)).verify()


def groups(g: Graph, **kw) -> list[tuple[str, tuple[int, ...]]]:
    rs = regions(g, **kw)
    check_invariants(g, rs)
    return [(r.desc.op_class, r.eqns) for r in rs]


def check_invariants(g: Graph, rs) -> None:
    """Valid order, each live equation exactly once, cross-region tensors are region outputs."""
    covered = sorted(i for r in rs for i in r.eqns)
    assert covered == live_eqns(g)
    available = {t.id for t in g.inputs}
    owner = {}
    for r in rs:
        assert list(r.eqns) == sorted(r.eqns)
        inside = {t.id for i in r.eqns for t in g.eqns[i].outputs}
        for t in r.inputs:
            assert t.id in available, f"{r.name} reads {t.id} before it is computed"
        for i in r.eqns:
            for t in g.eqns[i].inputs:
                assert t.id in inside or t.id in {x.id for x in r.inputs}
        available |= {t.id for t in r.outputs}
        for t in r.outputs:
            owner[t.id] = r.name
        assert r.desc.graph.verify() is not None
    for r in rs:
        for i in r.eqns:
            for t in g.eqns[i].inputs:
                p = next((q for q in rs if any(t.id in {o.id for o in g.eqns[j].outputs} for j in q.eqns)), None)
                if p is not None and p.name != r.name:
                    assert owner.get(t.id) == p.name, f"{t.id} crosses from {p.name} to {r.name} but is no output"
    for t in g.outputs:
        assert t.id in owner or t.id in {x.id for x in g.inputs}


def test_elementwise_chain_fuses_into_one_region():
    g = G(x=("f32", (4, 8)), b=("f32", (8,)))
    a = g.op("exp", g["x"])
    s = g.op("add", a, g["b"])
    t = g.op("tanh", s)
    assert groups(g.graph(t)) == [("elementwise", (0, 1, 2))]


def test_index_maps_and_scalar_constants_fuse_into_their_consumer():
    g = G(x=("f32", (4, 8)))
    r = g.op("transpose", g["x"], perm=(1, 0))
    c = g.op("constant", out=("f32", ()), value=2.0)
    m = g.op("mul", r, c)
    v = g.op("reshape", m, shape=(32,))
    assert groups(g.graph(v)) == [("elementwise", (0, 1, 2, 3))]


def test_index_only_region():
    g = G(x=("f32", (4, 8)))
    r = g.op("slice", g["x"], starts=(0, 2), stops=(4, 6))
    v = g.op("reshape", r, shape=(16,))
    assert groups(g.graph(v)) == [("index", (0, 1))]


def test_reduction_takes_its_elementwise_prologue_and_closes_the_region():
    g = G(x=("f32", (4, 8)))
    a = g.op("exp", g["x"])
    s = g.op("reduce_sum", a)
    n = g.op("neg", s)
    assert groups(g.graph(n)) == [("reduce", (0, 1, 2))]


def test_reduction_epilogue_needs_the_reduced_shape():
    g = G(x=("f32", (4, 8)))
    m = g.op("reduce_max", g["x"], keepdims=True)  # [4, 1]
    d = g.op("sub", g["x"], m)  # [4, 8]: not pointwise over the reduced result
    assert groups(g.graph(d)) == [("reduce", (0,)), ("elementwise", (1,))]


def test_reduction_takes_a_pointwise_epilogue_with_its_constant():
    g = G(x=("f32", (4, 8)))
    s = g.op("reduce_sum", g["x"])  # [4]
    c = g.op("constant", out=("f32", ()), value=0.125)
    o = g.op("sqrt", g.op("mul", s, c))
    assert groups(g.graph(o)) == [("reduce", (0, 1, 2, 3))]


def test_elementwise_between_two_anchors_is_the_second_ones_prologue():
    g = G(x=("f32", (4, 8)))
    s = g.op("reduce_sum", g["x"])  # [4]
    c = g.op("constant", out=("f32", ()), value=0.125)
    mean = g.op("mul", s, c)
    sm = g.op("softmax", mean)  # a second anchor: the chain fuses forward into it
    assert groups(g.graph(sm)) == [("reduce", (0,)), ("row", (1, 2, 3))]


def test_matmul_takes_a_weight_transpose_prologue_and_an_elementwise_epilogue():
    g = G(x=("f32", (4, 8)), w=("f32", (16, 8)), b=("f32", (16,)))
    wt = g.op("transpose", g["w"], perm=(1, 0))
    y = g.op("matmul", g["x"], wt)
    z = g.op("add", y, g["b"])
    o = g.op("tanh", z)
    assert groups(g.graph(o)) == [("contraction", (0, 1, 2, 3))]


def test_multi_use_anchor_output_is_cut():
    g = G(x=("f32", (4, 8)), w=("f32", (8, 3)))
    y = g.op("matmul", g["x"], g["w"])
    a = g.op("exp", y)
    b = g.op("tanh", y)
    assert groups(g.graph(a, b)) == [("contraction", (0,)), ("elementwise", (1,)), ("elementwise", (2,))]


def test_anchor_output_used_twice_inside_one_epilogue_fuses():
    g = G(x=("f32", (4, 8)), w=("f32", (8, 3)))
    y = g.op("matmul", g["x"], g["w"])
    s = g.op("tanh", y)
    o = g.op("mul", y, s)  # y used by two equations of one region
    assert groups(g.graph(o)) == [("contraction", (0, 1, 2))]


def test_returned_anchor_output_keeps_no_epilogue():
    g = G(x=("f32", (4, 8)), w=("f32", (8, 3)))
    y = g.op("matmul", g["x"], g["w"])
    o = g.op("exp", y)
    rs = regions(g.graph(y, o))
    check_invariants(g.graph(y, o), rs)
    assert [(r.eqns, [t.id for t in r.outputs]) for r in rs] == [((0,), [y.id]), ((1,), [o.id])]


def test_returned_elementwise_value_used_inside_stays_a_region_output():
    g = G(x=("f32", (5,)))
    a = g.op("exp", g["x"])
    b = g.op("neg", a)
    rs = regions(g.graph(a, b))
    assert [(r.eqns, [t.id for t in r.outputs]) for r in rs] == [((0, 1), [a.id, b.id])]


def test_returned_prologue_value_is_not_fused_into_an_anchor():
    g = G(x=("f32", (4, 8)))
    a = g.op("exp", g["x"])
    s = g.op("reduce_sum", a)
    assert groups(g.graph(a, s)) == [("elementwise", (0,)), ("reduce", (1,))]


def test_epilogue_region_returning_two_tensors_takes_no_anchor():
    g = G(x=("f32", (4, 8)), w=("f32", (8, 3)))
    y = g.op("matmul", g["x"], g["w"])
    z = g.op("exp", y)
    o = g.op("neg", z)
    assert groups(g.graph(z, o)) == [("contraction", (0,)), ("elementwise", (1, 2))]


def test_elementwise_value_read_by_several_regions_is_materialised():
    g = G(x=("f32", (4, 8)))
    a = g.op("exp", g.op("neg", g["x"]))
    s = g.op("reduce_sum", a)
    m = g.op("reduce_max", a)
    rs = regions(g.graph(s, m))
    check_invariants(g.graph(s, m), rs)
    assert [(r.desc.op_class, r.eqns) for r in rs] == [("elementwise", (0, 1)), ("reduce", (2,)), ("reduce", (3,))]
    assert [t.id for t in rs[0].outputs] == [a.id]


def test_value_feeding_both_anchor_and_epilogue_is_materialised():
    g = G(x=("f32", (4, 8)))
    t = g.op("exp", g["x"])
    s = g.op("softmax", t)
    o = g.op("mul", s, t)
    assert groups(g.graph(o)) == [("elementwise", (0,)), ("row", (1, 2))]


def test_epilogue_side_inputs_fuse():
    g = G(x=("f32", (4, 8)), b=("f32", (8,)))
    s = g.op("softmax", g["x"])
    bb = g.op("exp", g["b"])  # after the anchor in program order, feeds only the epilogue
    o = g.op("add", s, bb)
    assert groups(g.graph(o)) == [("row", (0, 1, 2))]


def test_constants_used_by_one_region_belong_to_it_returned_or_shared_ones_are_regions():
    g = G(x=("f32", (3,)))
    c = g.op("constant", out=("f32", ()), value=1.5)
    a = g.op("add", g["x"], c)
    s = g.op("reduce_sum", g["x"])
    b = g.op("mul", s, c)  # c read by two regions
    k = g.op("constant", out=("f32", (2,)), value=(1.0, 2.0))  # returned
    assert groups(g.graph(a, b, k)) == [("elementwise", (0,)), ("elementwise", (1,)), ("reduce", (2, 3)),
                                        ("elementwise", (4,))]


def test_dequantize_fuses_into_a_matvec_but_not_into_a_matmul():
    g = G(w=("u32", (quant_words("q8_0", 16, 64),)), x=("f32", (64,)))
    d = g.op("dequantize", g["w"], format="q8_0", shape=(16, 64))
    y = g.op("matmul", d, g["x"])
    assert groups(g.graph(y)) == [("contraction", (0, 1))]
    g = G(w=("u32", (quant_words("q8_0", 16, 64),)), x=("f32", (64,)))
    d = g.op("dequantize", g["w"], format="q8_0", shape=(16, 64))
    y = g.op("matmul", g["x"], g.op("transpose", d, perm=(1, 0)))
    assert groups(g.graph(y)) == [("contraction", (0, 1, 2))]
    g = G(w=("u32", (quant_words("q8_0", 16, 64),)), x=("f32", (2, 64)))
    d = g.op("dequantize", g["w"], format="q8_0", shape=(16, 64))
    y = g.op("matmul", g["x"], g.op("transpose", d, perm=(1, 0)))
    assert groups(g.graph(y)) == [("packed", (0,)), ("contraction", (1, 2))]


def test_a_dequantize_matvec_takes_no_prologue_on_its_vector_and_no_epilogue():
    # silu(gate) * up feeding a packed matvec, then a residual add (SmolLM2's ffn_down): the
    # dequantize-matvec stays alone so the packed matvec kernels bind it
    g = G(w=("u32", (quant_words("q4_1", 16, 64),)), a=("f32", (64,)), b=("f32", (64,)), r=("f32", (16,)))
    h = g.op("mul", g.op("exp", g["a"]), g["b"])
    d = g.op("dequantize", g.op("reshape", g["w"], shape=(quant_words("q4_1", 16, 64),)), format="q4_1", shape=(16, 64))
    y = g.op("add", g.op("matmul", d, h), g["r"])
    assert groups(g.graph(y)) == [("elementwise", (0, 1)), ("contraction", (2, 3, 4)), ("elementwise", (5,))]
    # the same matmul over a dequantized matrix that something else reads too takes both
    g = G(w=("u32", (quant_words("q4_1", 16, 64),)), a=("f32", (64,)), r=("f32", (16,)))
    d = g.op("dequantize", g["w"], format="q4_1", shape=(16, 64))
    y = g.op("add", g.op("matmul", d, g.op("exp", g["a"])), g["r"])
    assert groups(g.graph(y, d)) == [("packed", (0,)), ("contraction", (1, 2, 3))]


def test_math_on_an_anchor_result_is_its_epilogue_not_the_next_matmuls_prologue():
    # BERT's FFN: (x @ w1 + b1) -> gelu -> @ w2: the bias and GELU are computed once, as the first
    # matmul's epilogue, not once per tile as the second one's prologue; an index map still is one
    g = G(x=("f32", (4, 8)), w1=("f32", (8, 16)), b=("f32", (16,)), w2=("f32", (6, 16)))
    h = g.op("tanh", g.op("add", g.op("matmul", g["x"], g["w1"]), g["b"]))
    y = g.op("matmul", h, g.op("transpose", g["w2"], perm=(1, 0)))
    assert groups(g.graph(y)) == [("contraction", (0, 1, 2)), ("contraction", (3, 4))]
    # math on a graph input still fuses into the matmul as its prologue
    g = G(x=("f32", (4, 8)), w=("f32", (8, 3)))
    assert groups(g.graph(g.op("matmul", g.op("exp", g["x"]), g["w"]))) == [("contraction", (0, 1))]


def test_gather_takes_an_epilogue():
    g = G(tab=("f32", (10, 4)), ids=("i32", (3,)))
    e = g.op("gather", g["tab"], g["ids"])
    o = g.op("mul", e, g.op("constant", out=("f32", ()), value=2.0))
    assert groups(g.graph(o)) == [("gather", (0, 1, 2))]


def test_anchor_chain_one_anchor_per_region():
    g = G(x=("f32", (4, 8)), w=("f32", (8, 8)))
    y = g.op("matmul", g["x"], g["w"])
    s = g.op("softmax", y)
    a = g.op("argmax", s)
    assert groups(g.graph(a)) == [("contraction", (0,)), ("row", (1,)), ("select", (2,))]


def test_fuse_false_is_one_region_per_equation_and_dead_code_is_dropped():
    g = G(x=("f32", (4, 8)))
    a = g.op("exp", g["x"])
    g.op("sqrt", a)  # dead
    s = g.op("reduce_sum", a)
    gr = g.graph(s)
    assert groups(gr, fuse=False) == [("elementwise", (0,)), ("reduce", (2,))]
    assert groups(gr) == [("reduce", (0, 2))]


def test_an_invalid_graph_is_refused():
    x = Tensor("x", "f32", (3,))
    with pytest.raises(GraphError, match="not defined"):
        regions(Graph((), (x,), (Eqn("exp", (x,), (Tensor("y", "f32", (3,)),)),)))


# --- random DAGs ------------------------------------------------------------------------------------
def random_graph(rng: random.Random) -> Graph:
    R, C = rng.choice([(2, 3), (4, 4), (3, 5)])
    g = G(x=("f32", (R, C)), y=("f32", (R, C)), w=("f32", (C, C)))
    pool: list[Tensor] = [g["x"], g["y"]]  # [R, C] values
    rows: list[Tensor] = []  # [R] values
    for _ in range(rng.randint(1, 14)):
        k = rng.random()
        a = rng.choice(pool)
        if k < 0.35:
            pool.append(g.op(rng.choice(["add", "mul", "max", "sub"]), a, rng.choice(pool)))
        elif k < 0.5:
            pool.append(g.op(rng.choice(["exp", "tanh", "neg", "abs"]), a))
        elif k < 0.6:
            pool.append(g.op("matmul", a, g["w"] if rng.random() < 0.5 else g.op("transpose", g["w"], perm=(1, 0))))
        elif k < 0.7:
            rows.append(g.op(rng.choice(["reduce_sum", "reduce_max"]), a))
        elif k < 0.75 and rows:
            rows.append(g.op("mul", rng.choice(rows), g.op("constant", out=("f32", ()), value=0.5)))
        elif k < 0.8:
            pool.append(g.op("softmax", a))
        elif k < 0.9:
            pool.append(g.op("reshape", g.op("reshape", a, shape=(R * C,)), shape=(R, C)))
        else:
            pool.append(g.op("add", a, g.op("constant", out=("f32", (C,)), value=tuple(range(C)))))
    cands = pool[2:] + rows
    outs = rng.sample(cands, rng.randint(1, min(3, len(cands)))) if cands else [g.op("exp", g["x"])]
    return g.graph(*outs)


@pytest.mark.parametrize("seed", range(60))
def test_random_dags_keep_a_valid_order_and_cover_every_equation_once(seed):
    g = random_graph(random.Random(seed))
    for fuse in (True, False):
        rs = regions(g, fuse=fuse)
        check_invariants(g, rs)
    assert len(regions(g)) <= len(regions(g, fuse=False))


def renamed(g: Graph, tag: str) -> Graph:
    m = {t.id: f"{tag}{k}" for k, t in enumerate(reversed(list(g.tensors())))}

    def rn(t: Tensor) -> Tensor:
        return Tensor(m[t.id], t.dtype, t.shape)
    eqns = tuple(Eqn(e.prim, tuple(map(rn, e.inputs)), tuple(map(rn, e.outputs)), e.params, name=f"{tag}_eq{i}")
                 for i, e in enumerate(g.eqns))
    return Graph(tuple(map(rn, g.inputs)), tuple(map(rn, g.outputs)), eqns)


@pytest.mark.parametrize("seed", range(20))
def test_renaming_tensors_and_equations_gives_the_same_regions(seed):
    g = random_graph(random.Random(1000 + seed))
    h = renamed(g, "zz")
    a, b = regions(g), regions(h)
    assert [(r.name, r.eqns, r.desc) for r in a] == [(r.name, r.eqns, r.desc) for r in b]
