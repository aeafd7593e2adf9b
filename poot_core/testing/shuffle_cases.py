"""The kit's subgroup-shuffle cases (docs/subgroup.md): one butterfly `shuffle_xor` per mask and
value type, a butterfly sum and max over the 32 lanes, and a shuffle under a subgroup-uniform branch;
each with a numpy reference (a shuffle moves bits, so every target must match it exactly)."""
from __future__ import annotations

import numpy as np

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F32, I32, U32, USIZE, Scalar
from ..target import Grid
from .case import Case

SUB = N.SUBGROUP_LANES
TYPES = (F32, I32, U32)


def _rand(rng: np.random.Generator, elem: Scalar, n: int) -> np.ndarray:
    if elem == F32:  # every bit pattern but signalling NaNs (a device may quiet one on a move)
        bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
        nan = (bits & 0x7F800000) == 0x7F800000
        bits = np.where(nan & ((bits & 0x007FFFFF) != 0), bits | 0x00400000, bits).astype(np.uint32)
        return bits.view(np.float32)
    if elem == I32:
        return rng.integers(-2**31, 2**31, n, dtype=np.int64).astype(np.int32)
    return rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)


def xor_ref(x: np.ndarray, mask: int) -> np.ndarray:
    """Lane l takes lane l ^ mask (lanes numbered within each 32-lane run of the array)."""
    return x[np.arange(x.size) ^ mask]


def shuffle_body(elem: Scalar, mask: int, wg: int = 64) -> N.Body:
    """out[i] = shuffle_xor(x[i], mask) with i = thread_index() (no guard: the launch covers x)."""
    kb = Builder(f"shuffle_xor_{elem}_m{mask}_w{wg}", wg)
    x, out = kb.input("x", elem), kb.output("out", elem)
    i = kb.thread_index()
    kb.store(out, i, kb.shuffle_xor(kb.load(x, i), mask))
    kb.ret()
    return kb.build()


def shuffle_case(elem: Scalar, mask: int, wg: int = 64, groups: int = 3) -> Case:
    n = groups * wg

    def inputs(rng):
        return {"x": _rand(rng, elem, n), "out": np.zeros(n, elem.np)}

    def ref(b):
        return {"out": xor_ref(b["x"], mask)}
    return Case(f"shuffle/xor_{elem}_m{mask}_w{wg}", lambda: shuffle_body(elem, mask, wg), inputs,
                Grid((groups, 1), wg), ref=ref)


def butterfly_body(fn: str, wg: int = 64) -> N.Body:
    """Lane l of each subgroup combines the subgroup's x with masks 16, 8, 4, 2, 1 (v = f(v,
    shuffle_xor(v, s))); out[i] = the lane's result. fn: "add" (f32), "max" (f32), "iadd" (u32)."""
    elem = U32 if fn == "iadd" else F32
    kb = Builder(f"butterfly_{fn}_w{wg}", wg)
    x, out = kb.input("x", elem), kb.output("out", elem)
    i = kb.thread_index()
    v = kb.var(elem, kb.load(x, i))
    s = SUB // 2
    while s:
        o = kb.shuffle_xor(v, s)
        kb.set(v, kb.math("max", v, o) if fn == "max" else kb.add(v, o))
        s //= 2
    kb.store(out, i, v)
    kb.ret()
    return kb.build()


def butterfly_ref(fn: str, x: np.ndarray) -> np.ndarray:
    """The butterfly in numpy, in the kernel's order (lane l: f(v_l, v_{l^s}))."""
    v = x.copy()
    s = SUB // 2
    with np.errstate(all="ignore"):
        while s:
            o = v[np.arange(v.size) ^ s]
            v = np.fmax(v, o) if fn == "max" else (v + o).astype(v.dtype)
            s //= 2
    return v


def butterfly_case(fn: str, wg: int = 64, groups: int = 2) -> Case:
    n = groups * wg
    elem = U32 if fn == "iadd" else F32

    def inputs(rng):
        if elem == F32:
            x = rng.standard_normal(n).astype(np.float32) * np.float32(100)
            x[rng.integers(0, n, 3)] = np.nan  # max ignores NaN, add propagates it
        else:
            x = _rand(rng, U32, n)
        return {"x": x, "out": np.zeros(n, elem.np)}

    def ref(b):
        return {"out": butterfly_ref(fn, b["x"])}
    return Case(f"shuffle/butterfly_{fn}_w{wg}", lambda: butterfly_body(fn, wg), inputs, Grid((groups, 1), wg),
                ref=ref)


def uniform_branch_body(wg: int = 128) -> N.Body:
    """Only subgroup 1 of each workgroup (`local_index() / 32 == 1`) shuffles (mask 5); the others
    copy: a branch that is uniform per subgroup."""
    kb = Builder(f"shuffle_uniform_branch_w{wg}", wg)
    x, out = kb.input("x", U32), kb.output("out", U32)
    i, lane = kb.thread_index(), kb.local_index()
    v = kb.var(U32, kb.load(x, i))
    kb.if_(kb.eq(kb.div(lane, SUB), N.Const(USIZE, 1)), lambda: kb.set(v, kb.shuffle_xor(v, 5)))
    kb.store(out, i, v)
    kb.ret()
    return kb.build()


def uniform_branch_case(wg: int = 128, groups: int = 2) -> Case:
    n = groups * wg

    def inputs(rng):
        return {"x": _rand(rng, U32, n), "out": np.zeros(n, np.uint32)}

    def ref(b):
        x = b["x"]
        sh = xor_ref(x, 5)
        sg1 = (np.arange(n) % wg) // SUB == 1
        return {"out": np.where(sg1, sh, x)}
    return Case(f"shuffle/uniform_branch_w{wg}", lambda: uniform_branch_body(wg), inputs, Grid((groups, 1), wg),
                ref=ref)


def cases() -> list[Case]:
    """Every mask for each value type (64 lanes), 32- and 256-lane workgroups, the butterflies, the branch."""
    out = [shuffle_case(t, m) for t in TYPES for m in N.SHUFFLE_MASKS]
    out += [shuffle_case(F32, 16, wg=32, groups=4), shuffle_case(U32, 7, wg=256, groups=2)]
    out += [butterfly_case(fn) for fn in ("add", "max", "iadd")] + [butterfly_case("add", wg=256)]
    out.append(uniform_branch_case())
    return out


def small_cases() -> list[Case]:
    """A few of `cases()` for the slower paths (a toolchain per case): masks 1, 16 and 31 per type."""
    out = [shuffle_case(t, m) for t in TYPES for m in (1, 16, 31)]
    out += [butterfly_case(fn) for fn in ("add", "max", "iadd")] + [uniform_branch_case()]
    return out
