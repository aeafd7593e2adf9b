"""Random small planner graphs (elementwise, reductions, matmul, index maps) and random inputs.

`random_graph(seed)` returns a verified Graph and a dict of random input arrays for it: a few
f32 inputs, then a chain of equations each reading earlier tensors (new inputs are added where an
operand of a fitting shape is needed, e.g. a matmul's right side or a broadcast bias). Values stay
moderate (exp / ln / sqrt see bounded or positive operands) so results are finite and comparable.
"""
from __future__ import annotations

import numpy as np

from ..plan.graph import Eqn, Graph, Tensor

_UNARY = ("neg", "abs", "tanh", "erf", "sin", "cos")
_BINARY = ("add", "sub", "mul", "max", "min")


class _Builder:
    def __init__(self, rng: np.random.Generator):
        self.rng = rng
        self.inputs: list[Tensor] = []
        self.data: dict[str, np.ndarray] = {}
        self.eqns: list[Eqn] = []
        self.pool: list[Tensor] = []
        self.n = 0

    def input(self, shape: tuple[int, ...], positive: bool = False) -> Tensor:
        t = Tensor(f"in{len(self.inputs)}", "f32", shape)
        a = self.rng.standard_normal(shape).astype(np.float32)
        self.data[t.id] = np.abs(a) + np.float32(0.5) if positive else a
        self.inputs.append(t)
        self.pool.append(t)
        return t

    def eqn(self, prim: str, ins: tuple[Tensor, ...], dtype: str, out_shape: tuple[int, ...], **params: object) -> Tensor:
        out = Tensor(f"v{self.n}", dtype, out_shape)
        self.n += 1
        self.eqns.append(Eqn(prim, ins, (out,), tuple(params.items()), name=f"e{len(self.eqns)}"))
        if dtype == "f32":
            self.pool.append(out)
        return out

    def pick(self) -> Tensor:
        return self.pool[int(self.rng.integers(len(self.pool)))]

    def dims(self, rank: int) -> tuple[int, ...]:
        return tuple(int(d) for d in self.rng.integers(1, 6, rank))


def random_graph(seed: int, steps: int | None = None) -> tuple[Graph, dict[str, np.ndarray]]:
    """A random verified graph of `steps` equations (3..9 by default) and random inputs for it."""
    rng = np.random.default_rng(seed)
    b = _Builder(rng)
    b.input(b.dims(int(rng.integers(1, 4))))
    for _ in range(int(rng.integers(3, 10)) if steps is None else steps):
        x = b.pick()
        op = str(rng.choice(["unary", "binary", "bias", "scalar", "reduce", "matmul", "reshape", "transpose",
                             "softmax", "where", "exp", "sqrt"]))
        if op == "unary":
            b.eqn(str(rng.choice(_UNARY)), (x,), "f32", x.shape)
        elif op == "exp":
            b.eqn("exp", (b.eqn("tanh", (x,), "f32", x.shape),), "f32", x.shape)
        elif op == "sqrt":
            b.eqn("sqrt", (b.eqn("abs", (x,), "f32", x.shape),), "f32", x.shape)
        elif op in ("binary", "bias"):
            if op == "bias" and x.rank:  # broadcast a trailing-axes operand (some axes stretched from 1)
                k = int(rng.integers(0, x.rank + 1))
                y = b.input(tuple(d if rng.random() < 0.6 else 1 for d in x.shape[x.rank - k:]))
            else:
                same = [t for t in b.pool if t.shape == x.shape]
                y = same[int(rng.integers(len(same)))]
            a, c = (x, y) if rng.random() < 0.5 else (y, x)
            b.eqn(str(rng.choice(_BINARY)), (a, c), "f32", np.broadcast_shapes(a.shape, c.shape))
        elif op == "scalar":
            s = b.eqn("constant", (), "f32", (), value=float(np.round(rng.standard_normal(), 3)))
            b.eqn(str(rng.choice(("add", "mul", "sub"))), (x, s), "f32", x.shape)
        elif op == "reduce" and x.rank:
            keep = bool(rng.random() < 0.5)
            b.eqn(str(rng.choice(("reduce_sum", "reduce_max", "reduce_mean"))), (x,), "f32",
                  x.shape[:-1] + ((1,) if keep else ()), keepdims=keep)
        elif op == "softmax" and x.rank:
            b.eqn("softmax", (x,), "f32", x.shape)
        elif op == "matmul" and x.rank:
            n = int(rng.integers(1, 6))
            w = b.input((x.shape[-1], n))
            b.eqn("matmul", (x, w), "f32", x.shape[:-1] + (n,) if x.rank > 1 else (n,))
        elif op == "reshape":
            shape: tuple[int, ...] = (x.size,) if x.rank != 1 else (1, x.size)
            b.eqn("reshape", (x,), "f32", shape, shape=shape)
        elif op == "transpose" and x.rank > 1:
            perm = tuple(int(a) for a in rng.permutation(x.rank))
            b.eqn("transpose", (x,), "f32", tuple(x.shape[a] for a in perm), perm=perm)
        elif op == "where":
            zero = b.eqn("constant", (), "f32", (), value=0.0)
            cond = b.eqn("gt", (x, zero), "bool", x.shape)
            b.eqn("where", (cond, x, b.eqn("neg", (x,), "f32", x.shape)), "f32", x.shape)
        else:
            b.eqn("neg", (x,), "f32", x.shape)
    defined = [t for e in b.eqns for t in e.outputs if t.dtype == "f32"]
    outs = [defined[-1]] if defined else []
    if len(defined) > 2 and rng.random() < 0.5:
        outs.insert(0, defined[int(rng.integers(len(defined) - 1))])
    g = Graph(tuple(b.inputs), tuple(outs), tuple(b.eqns)).verify()
    return g, b.data
