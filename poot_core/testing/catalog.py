"""The kit's catalog of race-free Builder kernels that exercise every path of the LLVM lowering,
each a Case with input data (special values included) and a grid: the LLVM tests run them
through the host JIT against the oracle, the PTX/ROCm tests compile and validate them, the
conformance suite runs them on every target, and `pytest -m cuda` and the H200 benchmark run
them on a GPU. Repo files (assets, accepted Rust kernels) are read only from a root the caller
passes: the kit works from an installed wheel."""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Callable

import numpy as np

from ..errors import Span
from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, F64, I32, U32, USIZE, Scalar
from ..target import Grid
from .case import Case as _Case
from .fma_cases import mul_add_case
from .random_bodies import random_body
from .samples import atomic_counter, elementwise_add, map_body, wg_tree_reduce

N_ELEMS = 1000  # per buffer; not a multiple of the workgroup size on purpose


def Case(body: N.Body, make: Callable[[np.random.Generator], dict[str, np.ndarray]], grid: Grid,
         faults: bool = False, barrier: bool = False) -> _Case:
    """A catalog case: `faults`: these inputs fail a bounds check; `barrier`: needs real workgroups."""
    return _Case(body.name, body, make, grid, fault="bounds" if faults else None, barrier=barrier, source="catalog")


_SPECIAL_F = [0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999997, 1e-30, -1e30, np.inf, -np.inf, np.nan, 3.0, 7.0]


def floats(rng: np.random.Generator, t: Scalar, n: int = N_ELEMS, scale: float = 8.0) -> np.ndarray:
    a = (rng.standard_normal(n) * scale).astype(np.float64)
    a[: len(_SPECIAL_F)] = _SPECIAL_F
    big = rng.random(n) < 0.05
    a[big] *= 1e4
    with np.errstate(over="ignore"):  # 1e30 -> inf in f16 is intended
        return a.astype(t.np)


def ints(rng: np.random.Generator, t: Scalar, n: int = N_ELEMS) -> np.ndarray:
    info = np.iinfo(t.np)
    a = rng.integers(info.min, info.max, n, dtype=t.np, endpoint=True)
    small = rng.random(n) < 0.5
    a[small] = rng.integers(-40 if t.is_signed else 0, 40, int(small.sum())).astype(t.np)
    edge = [info.min, info.max, 0, 1, info.max - 1] + ([-1, info.min + 1] if t.is_signed else [2, 3])
    a[: len(edge)] = np.array(edge, dtype=t.np)
    return a


def values(rng: np.random.Generator, t: Scalar, n: int = N_ELEMS) -> np.ndarray:
    if t == BOOL:
        return rng.random(n) < 0.5
    return floats(rng, t, n) if t.is_float else ints(rng, t, n)


def _grid(n: int = N_ELEMS, wg: int = 64) -> Grid:
    return Grid.threads(n, wg)


def _inputs(ins: list[Scalar], outs: list[tuple[str, Scalar]], fix=None):
    def make(rng):
        d = {f"x{k}": values(rng, t) for k, t in enumerate(ins)}
        if fix:
            fix(d)
        d.update({n: np.zeros(N_ELEMS, t.np) for n, t in outs})
        return d
    return make


def int_ops(t: Scalar) -> _Case:
    arith = ["add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr"]
    cmps = ["eq", "ne", "lt", "le", "gt", "ge"]
    outs = [(f"o_{o}", t) for o in arith] + [(f"o_{c}", BOOL) for c in cmps] + \
           [("o_neg", t), ("o_not", t), ("o_max", t), ("o_min", t)] + \
           [(f"v_{o}", BOOL) for o in ("add", "sub", "mul", "neg", "div", "rem", "shl", "shr")]

    def fn(kb, x):
        a, b = x
        r = [kb.bin(o, a, b) for o in arith] + [kb.bin(c, a, b) for c in cmps]
        r += [kb.un("neg", a), kb.un("not", a), kb.math("max", a, b), kb.math("min", a, b)]
        r += [kb.overflows(o, a, b) for o in ("add", "sub", "mul", "neg", "div", "rem", "shl", "shr")]
        return r

    def fix(d):  # no zero divisor, no i32 MIN / -1: both undefined in the IR (Rust checks them first)
        a, b = d["x0"], d["x1"]
        b[b == 0] = 7
        if t.is_signed:
            b[(a == np.iinfo(t.np).min) & (b == -1)] = 7
    return Case(map_body(f"int_ops_{t}", [t, t], outs, fn), _inputs([t, t], outs, fix), _grid())


def rem_specials(t: Scalar) -> np.ndarray:
    """Operands that float % (fmod) gets wrong when done as x - trunc(x/y)*y: signed zeros,
    infinities, NaN, subnormals, the extremes of `t`, huge and tiny ratios (1e30 % 3, 3 % 1e-30),
    equal magnitudes (the zero result keeps x's sign) and negative operands."""
    fi = np.finfo(t.np)
    big, small = {16: (6.0e4, 1.0e-4), 32: (3e38, 1e-38), 64: (1e300, 1e-300)}[t.bits]
    sub = float(fi.smallest_subnormal)
    v = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 3.0, -3.0, 0.1, -7.5, float(fi.max), -float(fi.max),
         float(fi.tiny), sub, -3 * sub, 0.75 * float(fi.tiny), big, -big, small, 1e30, 1e-30]
    with np.errstate(over="ignore", under="ignore"):
        return np.array(v).astype(t.np)


def _cross_specials(t: Scalar, at: int = 16):
    """Input fix: x0[i], x1[i] run over every pair of rem_specials(t) from index `at`; x2 (the
    addend of o_nc) is 0 there so a fused multiply-add and a separate one agree exactly."""
    def fix(d):
        s = rem_specials(t)
        m = len(s) * len(s)
        d["x0"][at:at + m] = np.repeat(s, len(s))
        d["x1"][at:at + m] = np.tile(s, len(s))
        d["x2"][at:at + m] = 0
    return fix


def rem_operands(rng: np.random.Generator, t: Scalar, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(x, y) for float %: every pair of rem_specials first, then values over many magnitudes
    (ratios up to ~1e8 either way), then random bit patterns (any exponent, subnormals, NaNs)."""
    s = rem_specials(t)
    m = len(s) * len(s)
    x = rng.standard_normal(n) * 10.0 ** rng.uniform(-4, 4, n)
    y = rng.standard_normal(n) * 10.0 ** rng.uniform(-4, 4, n)
    with np.errstate(over="ignore", under="ignore"):
        x, y = x.astype(t.np), y.astype(t.np)
    ut = np.dtype(f"u{t.bits // 8}")
    k = m + (n - m) // 2
    x[k:] = rng.integers(0, 1 << t.bits, n - k, dtype=np.uint64).astype(ut).view(t.np)
    y[k + (n - k) // 2:] = rng.integers(0, 1 << t.bits, n - k - (n - k) // 2, dtype=np.uint64).astype(ut).view(t.np)
    x[:m], y[:m] = np.repeat(s, len(s)), np.tile(s, len(s))
    return x, y


def float_rem(t: Scalar, n: int = 4096) -> _Case:
    """o_rem[i] = x0[i] % x1[i] on rem_operands: the GPU oracle check of float % (fmod)."""
    body = map_body(f"float_rem_{t}", [t, t], [("o_rem", t)], lambda kb, x: [kb.rem(x[0], x[1])])

    def make(rng):
        x, y = rem_operands(rng, t, n)
        return {"x0": x, "x1": y, "o_rem": np.zeros(n, t.np)}
    return Case(body, make, _grid(n))


def float_ops(t: Scalar) -> _Case:
    arith = ["add", "sub", "mul", "div", "rem"]
    cmps = ["eq", "ne", "lt", "le", "gt", "ge"]
    outs = [(f"o_{o}", t) for o in arith] + [(f"o_{c}", BOOL) for c in cmps] + [("o_neg", t), ("o_nc", t)]

    def fn(kb, x):
        a, b, c = x
        r = [kb.bin(o, a, b) for o in arith] + [kb.bin(cc, a, b) for cc in cmps] + [kb.un("neg", a)]
        if t == F32:
            r.append(kb.no_contract_add(kb.mul(a, b), c))
        else:
            r.append(kb.add(kb.mul(a, b), c))
        return r
    return Case(map_body(f"float_ops_{t}", [t, t, t], outs, fn), _inputs([t, t, t], outs, _cross_specials(t)), _grid())


def math_ops(t: Scalar) -> _Case:
    un = ["sqrt", "abs", "floor", "ceil", "trunc", "round", "exp", "ln", "sin", "cos"]
    outs = [(f"o_{f}", t) for f in un] + [("o_max", t), ("o_min", t)]

    def fn(kb, x):
        a, b = x
        return [kb.math(f, a) for f in un] + [kb.math("max", a, b), kb.math("min", a, b)]
    return Case(map_body(f"math_{t}", [t, t], outs, fn), _inputs([t, t], outs), _grid())


CAST_TYPES = (USIZE, I32, U32, F32, F64, F16)


def casts(src: Scalar) -> _Case:
    outs = [(f"o_{d}", d) for d in CAST_TYPES if d != src]
    return Case(map_body(f"cast_from_{src}", [src], outs, lambda kb, x: [kb.cast(x[0], d) for _, d in outs]),
                _inputs([src], outs), _grid())


def bools() -> _Case:
    outs = [("o_and", BOOL), ("o_or", BOOL), ("o_xor", BOOL), ("o_not", BOOL), ("o_lt", BOOL), ("o_u32", U32),
            ("o_i32", I32)]

    def fn(kb, x):
        a, b = x
        return [kb.bin("and", a, b), kb.bin("or", a, b), kb.bin("xor", a, b), kb.un("not", a), kb.lt(a, b),
                kb.cast(a, U32), kb.cast(b, I32)]
    return Case(map_body("bool_ops", [BOOL, BOOL], outs, fn), _inputs([BOOL, BOOL], outs), _grid())


def from_bits() -> _Case:
    outs = [("o", F32)]
    return Case(map_body("from_bits", [U32], outs, lambda kb, x: [kb.from_bits(x[0])]), _inputs([U32], outs), _grid())


def vector_store(t: Scalar) -> _Case:
    kb = Builder(f"vector_store_{t}")
    a, b, out = kb.input("a", t), kb.input("b", t), kb.output("out", t)
    i = kb.thread_index()

    def then():
        j = kb.mul(i, kb.c(USIZE, 2))
        kb.emit(N.VectorStore(out, j, (kb.load(a, i), kb.load(b, i))))
    kb.if_(kb.lt(kb.mul(i, kb.c(USIZE, 2)), kb.len(out)), then)
    kb.ret()

    def make(rng):
        return {"a": values(rng, t), "b": values(rng, t), "out": np.zeros(2 * N_ELEMS, t.np)}
    return Case(kb.build(), make, _grid())


def histogram() -> _Case:
    """counts[a[i] % 16] += 1 with atomic_add (old value unused)."""
    kb = Builder("atomic_histogram")
    a, counts = kb.input("a", U32), kb.output("counts", U32)
    i = kb.thread_index()

    def then():
        k = kb.cast(kb.rem(kb.load(a, i), kb.c(U32, 16)), USIZE)
        kb.check(kb.lt(k, kb.len(counts)), "bounds", Span("hist.rs", 7, 9))
        kb.emit(N.AtomicAdd(None, counts, k, kb.c(U32, 1)))
    kb.if_(kb.lt(i, kb.len(a)), then)
    kb.ret()

    def make(rng):
        return {"a": ints(rng, U32), "counts": np.zeros(16, np.uint32)}
    return Case(kb.build(), make, _grid())


def lds_lane() -> _Case:
    """Each lane writes and reads back its own LDS slot (no barrier needed)."""
    kb = Builder("lds_lane")
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, 64)
    i, lane = kb.thread_index(), kb.local_index()

    def then():
        kb.wg_write(0, lane, kb.mul(kb.load(a, i), kb.c(F32, 2.0)))
        kb.store(out, i, kb.add(kb.wg_read(0, lane), kb.c(F32, 1.0)))
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    return Case(kb.build(), lambda rng: {"a": floats(rng, F32), "out": np.zeros(N_ELEMS, np.float32)}, _grid())


def groups_2d() -> _Case:
    """out[gy * nx + i] = i * 1000 + group * 10 + group_y over a 2-D dispatch."""
    kb = Builder("groups_2d", 32)
    out = kb.output("out", U32)
    i, g, gy = kb.thread_index(), kb.group_index(), kb.group_index_y()
    nx = kb.c(USIZE, 5 * 32)
    j = kb.add(kb.mul(gy, nx), i)
    v = kb.add(kb.add(kb.mul(kb.cast(i, U32), kb.c(U32, 1000)), kb.mul(kb.cast(g, U32), kb.c(U32, 10))),
               kb.cast(gy, U32))
    kb.store(out, j, v, checked=True, span=Span("groups.rs", 3, 5))
    kb.ret()
    return Case(kb.build(), lambda rng: {"out": np.zeros(5 * 32 * 3, np.uint32)}, Grid((5, 3), 32))


def loop_sum() -> _Case:
    """out[i] = sum of a[4i .. 4i+4] with a counted loop and checked loads."""
    kb = Builder("loop_sum")
    a, out = kb.input("a", F64), kb.output("out", F64)
    i = kb.thread_index()

    def then():
        acc = kb.var(F64, 0.0, "acc")
        base = kb.mul(i, kb.c(USIZE, 4))
        kb.for_range(0, 4, lambda k: kb.set(acc, N.BinOp("add", acc, kb.load(a, kb.add(base, k), checked=True,
                                                                             span=Span("sum.rs", 6, 13)))))
        kb.store(out, i, acc)
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    return Case(kb.build(), lambda rng: {"a": floats(rng, F64, 4 * N_ELEMS), "out": np.zeros(N_ELEMS, np.float64)},
                _grid())


def bounds_trap() -> _Case:
    """The seed's elementwise_add with `a` shorter than `out`: thread 600 fails the check on a[i]."""
    body = elementwise_add(F32)

    def make(rng):
        return {"a": floats(rng, F32, 600), "b": floats(rng, F32), "out": np.zeros(N_ELEMS, np.float32)}
    return Case(body, make, _grid(), faults=True)


def elementwise(t: Scalar = F32) -> _Case:
    return Case(elementwise_add(t), lambda rng: {"a": values(rng, t), "b": values(rng, t),
                                                 "out": np.zeros(N_ELEMS, t.np)}, _grid())


def tree_reduce() -> _Case:
    body = wg_tree_reduce(64)
    n = 64 * 8

    def make(rng):
        out = {}
        for p in body.params:
            out[p.name] = floats(rng, p.elem, n, 1.0) if not p.mutable else np.zeros(n // 64, p.elem.np)
        return out
    return Case(body, make, Grid((8, 1), 64), barrier=True)


def cases() -> list[_Case]:
    out = [int_ops(t) for t in (I32, U32, USIZE)] + [float_ops(t) for t in (F16, F32, F64)]
    out += [float_rem(t) for t in (F16, F32, F64)]
    out += [math_ops(t) for t in (F16, F32, F64)] + [mul_add_case()] + [casts(t) for t in CAST_TYPES]
    out += [bools(), from_bits(), vector_store(F32), vector_store(F16), vector_store(U32), histogram(), lds_lane(),
            groups_2d(), loop_sum(), elementwise(F32), elementwise(F16), bounds_trap(), tree_reduce()]
    return out


# --- every body the LLVM targets are validated on (PTX: ptxas; ROCm: ld.lld + ELF checks) -------
def sample_bodies() -> list[N.Body]:
    """The kit's hand-built reference bodies (samples; no Wmma: the SPIR-V targets refuse it, and the
    Wmma cases are wmma_cases.py's)."""
    return [elementwise_add(F32), elementwise_add(F16), wg_tree_reduce(64), wg_tree_reduce(256), atomic_counter()]


def asset_bodies(root: Path | str) -> list[tuple[str, N.Body]]:
    """Every `root`/assets/**/*.kir.json (a repo checkout's root), by root-relative path."""
    from ..ir import kir

    root = Path(root)
    return [(str(p.relative_to(root)), kir.read(p).body) for p in sorted((root / "assets").rglob("*.kir.json"))]


def accepted_sources(root: Path | str) -> list[str]:
    """`root`/tests/kernels/accepted/*.rs, root-relative (imported with pootc, which needs rustc)."""
    root = Path(root)
    return [str(p.relative_to(root)) for p in sorted((root / "tests" / "kernels" / "accepted").glob("*.rs"))]


@functools.cache
def import_accepted(root: str, rel: str) -> list[N.Body]:
    from ..pootc import import_file

    return [f.body for f in import_file(str(Path(root) / rel))]


def random_bodies(n: int = 8) -> list[N.Body]:
    """The kit's random valid bodies of seeds 0 .. n-1, without Wmma."""
    return [random_body(seed, wmma=False) for seed in range(n)]


def corpus(randoms: int = 8, root: Path | str | None = None) -> list[tuple[str, N.Body]]:
    """(id, body) of every Builder, sample, random body and (with a repo `root`) asset; not the
    pootc-imported ones."""
    out = [(f"catalog/{c.name}", c.build()) for c in cases()]
    out += [(f"sample/{b.name}/{b.workgroup_size}", b) for b in sample_bodies()]
    out += asset_bodies(root) if root is not None else []
    out += [(f"random/{i}", b) for i, b in enumerate(random_bodies(randoms))]
    seen: dict[str, int] = {}
    uniq = []
    for i, b in out:
        if b.uses_wmma():
            continue
        seen[i] = seen.get(i, 0) + 1
        uniq.append((i if seen[i] == 1 else f"{i}#{seen[i]}", b))
    return uniq
