"""Row-kernel graphs for the subgroup-shuffle variant of plan/synth_rows.py (docs/subgroup.md): a
sum, max, mean, softmax, layernorm, rmsnorm, argmax (ties and NaN) and sample per row length, with
random inputs, and the runner that plans one and runs it on a target against the oracle."""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..plan.binding import Plan
from ..plan.graph import Eqn, Graph, Tensor

# row lengths: one 32-lane workgroup (17, 32), 64 lanes (40), 128 (100), 256 (300, 1000)
LENGTHS = (17, 32, 40, 100, 300, 1000)
PRIMS = ("reduce_sum", "reduce_max", "reduce_mean", "softmax", "layernorm", "rmsnorm", "argmax", "sample")


def _t(name: str, shape: tuple[int, ...], dtype: str = "f32") -> Tensor:
    return Tensor(name, dtype, shape)


def graph(prim: str, rows: int, n: int) -> Graph:
    """The one-equation graph of `prim` over `rows` rows of n elements."""
    x = _t("x", (rows, n))
    if prim.startswith("reduce_"):
        y = _t("y", (rows, 1))
        return Graph((x,), (y,), (Eqn(prim, (x,), (y,), (("keepdims", True),)),))
    if prim in ("argmax", "sample"):
        y = _t("y", (rows,), "u32")
        if prim == "argmax":
            return Graph((x,), (y,), (Eqn("argmax", (x,), (y,)),))
        u = _t("u", (rows,))
        return Graph((x, u), (y,), (Eqn("sample", (x, u), (y,), (("temperature", 0.7),)),))
    y = _t("y", (rows, n))
    ins = {"softmax": (x,), "layernorm": (x, _t("g", (n,)), _t("b", (n,))), "rmsnorm": (x, _t("g", (n,)))}[prim]
    return Graph(ins, (y,), (Eqn(prim, ins, (y,), () if prim == "softmax" else (("eps", 1e-4),)),))


def arrays(prim: str, rows: int, n: int, rng: np.random.Generator) -> dict[str, np.ndarray]:
    """Random rows; argmax rows get ties (a repeated maximum), NaNs and an all-NaN row."""
    x = (rng.standard_normal((rows, n)) * 3).astype(np.float32)
    if prim == "argmax":
        x = np.round(x)  # many ties
        x[0, ::3] = np.nan
        if rows > 1:
            x[1, :] = np.nan
        if rows > 2:
            x[2, :] = 7.0  # every element the maximum: the lowest index wins
    elif prim in ("reduce_max", "reduce_sum"):
        x[0, rng.integers(0, n, 2)] = np.nan
    out = {"x": x}
    if prim in ("layernorm", "rmsnorm"):
        out["g"] = rng.standard_normal(n).astype(np.float32)
    if prim == "layernorm":
        out["b"] = rng.standard_normal(n).astype(np.float32)
    if prim == "sample":
        out["u"] = rng.uniform(0, 1, rows).astype(np.float32)
    return out


def cases(lengths: tuple[int, ...] = LENGTHS, rows: int = 5) -> list[tuple[str, Graph, Callable]]:
    """(name, graph, rng -> arrays) for every prim and row length."""
    return [(f"{p}_{rows}x{n}", graph(p, rows, n), (lambda rng, p=p, n=n: arrays(p, rows, n, rng)))
            for p in PRIMS for n in lengths]


def buffers(plan: Plan, g: Graph, arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The host arrays of every parameter of `plan` (a plan of all of g's equations)."""
    from .plans import buffers as plan_buffers

    return plan_buffers(plan, g.inputs, g.outputs, arrays)


def check_on(target, device, g: Graph, make: Callable, mode: str) -> tuple[Plan, dict[str, np.ndarray]]:
    """Plan g for `target` with POOT_SUBGROUP=`mode`, run the body on `device` and on the oracle,
    assert they match under the target's latitude and the plan's div/sqrt amplification; (the plan,
    the device's outputs)."""
    import os

    from .. import oracle
    from ..oracle.compare import assert_matches
    from ..plan.region import make_region
    from ..plan.synth import synthesize

    old = os.environ.get("POOT_SUBGROUP")
    os.environ["POOT_SUBGROUP"] = mode
    try:
        plan = synthesize(make_region(g, tuple(range(len(g.eqns))), "r0").desc, target.capabilities())
    finally:
        os.environ.pop("POOT_SUBGROUP") if old is None else os.environ.__setitem__("POOT_SUBGROUP", old)
    bufs = buffers(plan, g, make(np.random.default_rng(5)))
    want = oracle.run(plan.body, {k: v.copy() for k, v in bufs.items()}, plan.grid)
    got = device.run(target.compile(plan.body), {k: v.copy() for k, v in bufs.items()}, plan.grid)
    # the plan's stated div/sqrt amplification, as Program checks use it (the NVIDIA Vulkan driver's
    # div/sqrt are not correctly rounded, and a layernorm multiplies 1/sqrt into every element)
    assert_matches(got, want, plan.body, latitude=target.capabilities().float_latitude,
                   div_sqrt_rtol=plan.div_sqrt_rtol)
    return plan, got
