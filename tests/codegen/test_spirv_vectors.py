"""Vector loads and stores of coarsened bodies in the SPIR-V lowering (backends/spirv/vector.py):
the grouping of one straight-line run, spirv-val on every coarsened body of the coarsening
tests and the kit corpus, and - on vulkan (lavapipe here) and wgpu - the coarsened, vectorized
dispatch giving the oracle's results and first fault at lengths around multiples of V * 256
(wgpu keeps scalar accesses: naga refuses a second variable on one binding; the coarsened
dispatch is checked there all the same)."""
from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from poot_core.compile import checks_eliminated
from poot_core.errors import KernelFault
from poot_core.exec import execute
from poot_core.exec.executor import compile_cached, resolve_target
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE
from poot_core.backends.spirv.lower import _lowered, compile_spirv
from poot_core.backends.spirv.vector import group_size, plan
from poot_core.passes import coarsen as C
from poot_core.target import Grid
from poot_core.testing import corpus
from tests.passes.test_coarsen import BODIES, inputs, seed_add

VAL = shutil.which("spirv-val")


def _ld(dest: int, sl: int, ix: int) -> N.Assign:
    return N.Assign(dest, N.Load(sl, N.Local(ix)))


def _st(sl: int, ix: int, v: int) -> N.Store:
    return N.Store(sl, N.Local(ix), N.Local(v))


def _body() -> N.Body:
    kb = Builder("k", 64)
    kb.input("a", F32)
    kb.output("out", F32)
    kb.ret()
    return kb.build()


def test_plan_groups_a_full_vector_and_leaves_the_rest_scalar():
    body = _body()
    offs = {10: 0, 11: 1, 12: 2, 13: 3, 14: 4}
    sizes = {0: 4, 1: 4}
    # loads of a (read-only) at 3, 2, 1, 0 with a store to out between: one group, first member first
    run = [_ld(20, 0, 13), _st(1, 13, 20), _ld(21, 0, 12), _st(1, 12, 21), _ld(22, 0, 11), _st(1, 11, 22),
           _ld(23, 0, 10), _st(1, 10, 23), _ld(24, 0, 14)]
    got = plan(run, body, 4, offs, sizes)
    assert {p: (k, key, lane) for p, (k, key, lane) in got.items() if k == "load"} == \
        {0: ("load", (0, 0), 3), 2: ("load", (0, 0), 2), 4: ("load", (0, 0), 1), 6: ("load", (0, 0), 0)}
    assert {p for p, a in got.items() if a[0] == "store"} == {1, 3, 5, 7}
    assert 8 not in got  # element 4 alone: no full vector
    # a load of out between its stores ends the store window: no store group
    run2 = [_st(1, 10, 20), _st(1, 11, 20), N.Assign(30, N.Load(1, N.Local(10))), _st(1, 12, 20), _st(1, 13, 20)]
    assert not [a for a in plan(run2, body, 4, offs, sizes).values() if a[0] == "store"]
    # a second store to one element ends the window (the order of the two matters)
    run3 = [_st(1, 10, 20), _st(1, 11, 20), _st(1, 10, 21), _st(1, 12, 20), _st(1, 13, 20)]
    assert not plan(run3, body, 4, offs, sizes)
    # an index not known as base + c (local 99) ends the window too
    run4 = [_st(1, 10, 20), _st(1, 11, 20), _st(1, 99, 21), _st(1, 12, 20), _st(1, 13, 20)]
    assert not plan(run4, body, 4, offs, sizes)
    assert group_size(4, 4) == 4 and group_size(2, 8) == 2 and group_size(8, 2) == 4 and group_size(16, 1) == 0


def _coarsened(body: N.Body) -> N.Body | None:
    clean = checks_eliminated(body)
    got = C.transform(clean, C.default_vector(clean), 256)
    return None if got is None or got[1].vector == 1 else got[0]


def _val(spv: bytes, tmp_path) -> None:
    f = tmp_path / "m.spv"
    f.write_bytes(spv)
    r = subprocess.run([VAL, "--target-env", "vulkan1.1", str(f)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr + r.stdout


@pytest.mark.skipif(VAL is None, reason="no spirv-val (SPIRV-Tools) on PATH")
def test_every_coarsened_body_validates_with_vectors(tmp_path):
    bodies = {k: f() for k, f in BODIES.items()} | {c.name: c.build() for c in corpus.builder_cases(n=64)}
    vectorized = 0
    for name, body in bodies.items():
        phys = _coarsened(body)
        if phys is None:
            continue
        _val(compile_spirv(phys, eliminate=False, vectors=True), tmp_path)
        n = _lowered(phys, vectors=True).vector_groups
        vectorized += n > 0
        assert _lowered(phys, vectors=False).vector_groups == 0
    assert vectorized >= 8, vectorized


def test_the_seed_add_gets_two_vector_loads_and_one_vector_store_in_its_fast_path():
    phys = _coarsened(seed_add())
    assert phys is not None
    low = _lowered(phys, vectors=True)
    assert low.vector_groups == 3  # a and b loaded, out stored, as vec4 (the tail stays scalar)
    assert _lowered(checks_eliminated(seed_add()), vectors=True).vector_groups == 0  # not coarsened: none


def _available(target: str) -> bool:
    try:
        return bool(resolve_target(target).probe().available)
    except Exception:
        return False


def _outcome(body: N.Body, target: str, bufs: dict, grid: Grid, options=None):
    try:
        r = execute(body, target, grid, {k: v.copy() for k, v in bufs.items()}, options=options)
        return ("ok", r)
    except KernelFault as f:
        return ("fault", f.sites[0].site if f.sites else None, f.thread)


def _same(want, got) -> bool:
    if want[0] != got[0]:
        return False
    if want[0] == "ok":
        return all(np.array_equal(want[1][k], got[1][k], equal_nan=True) for k in want[1])
    return want[1:] == got[1:]


def _dispatches(target: str, names: list[str], lengths) -> tuple[int, int]:
    if not _available(target):
        pytest.skip(f"no {target} device here")
    rng = np.random.default_rng(7)
    opts = {"coarsen": "on", "relaunch": 256}
    ran = vec = 0
    for name in names:
        body = BODIES[name]()
        art = compile_cached(body, resolve_target(target), opts)
        shape = art.meta.get("launch")
        if shape is None or shape.vector == 1:
            continue
        vec += _lowered(art.require_body(), vectors=True).vector_groups > 0
        assert resolve_target(target).vector_access == (target == "vulkan")
        v = shape.vector
        for n in lengths(v):
            for short in (0, v + 1):
                bufs = inputs(body, n, rng, short)
                grid = Grid.threads(len(bufs[body.params[-1].name]), body.workgroup_size)
                want = _outcome(body, "oracle", bufs, grid)
                got = _outcome(body, target, bufs, grid, opts)
                assert _same(want, got), (target, name, n, short, want[:3], got[:3])
                ran += 1
    return ran, vec


@pytest.mark.full
@pytest.mark.parametrize("target", ["vulkan", "wgpu"])
def test_vectorized_dispatches_match_the_oracle(target):
    """The coarsening tests' bodies (f32, f64, f16, i32, a stencil with an offset and a broadcast,
    atomics, an unguarded kernel that traps) coarsened by V at 256 lanes with vector accesses:
    results and first faulting thread and site as the oracle's, at lengths around V * 256."""
    ran, vec = _dispatches(target, sorted(BODIES), lambda v: sorted({1, v - 1, v + 1, 256 * v - 1, 256 * v, 256 * v + 3,
                                                                     3 * 256 * v + v + 1}))
    assert ran >= 50 and vec >= 5, (ran, vec)  # vec: bodies the vulkan target emits with vectors


def test_vectorized_dispatches_match_the_oracle_fast():
    """The default selection's version: the seed add, the stencil and the unguarded copy on vulkan
    (the stencil's data-dependent overflow check splits each lane's code: it stays scalar)."""
    ran, vec = _dispatches("vulkan", ["seed_add", "stencil", "unguarded"], lambda v: [v + 1, 256 * v + 3])
    assert ran == 12 and vec == 2, (ran, vec)


@pytest.mark.full
def test_the_kit_corpus_vectorized_matches_the_oracle_on_vulkan():
    if not _available("vulkan"):
        pytest.skip("no vulkan device here")
    rng = np.random.default_rng(9)
    opts = {"coarsen": "on", "relaunch": 256}
    tried = 0
    for case in corpus.builder_cases(n=64):
        body = case.build()
        if _coarsened(body) is None:
            continue
        base = case.make(rng)
        v = C.default_vector(checks_eliminated(body))
        for n in (v * 256 - 1, v * 256 + 3):
            bufs = {k: np.resize(a, n) for k, a in base.items()}
            grid = Grid.threads(n, body.workgroup_size)
            want = _outcome(body, "oracle", bufs, grid)
            got = _outcome(body, "vulkan", bufs, grid, opts)
            if want[0] == "ok" and got[0] == "ok":
                lat = resolve_target("vulkan").capabilities().float_latitude
                for k in want[1]:
                    w, g = want[1][k], got[1][k]
                    if w.dtype.kind == "f" and lat is not None:
                        assert np.allclose(w, g, equal_nan=True, rtol=1e-6, atol=0), (case.name, n, k)
                    else:
                        assert np.array_equal(w, g, equal_nan=True), (case.name, n, k)
            else:
                assert _same(want, got), (case.name, n, want[:3], got[:3])
        tried += 1
    assert tried >= 10


def test_an_unaligned_offset_is_not_vectorized():
    """out[i] = a[i + 1]: the loads sit at base + 1 .. base + 4, straddling two vectors of a: no
    load group (a vector covers base + 4q .. + 3 only); the store is one."""
    kb = Builder("shift", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    j = kb.add(i, N.Const(USIZE, 1))
    kb.if_(kb.lt(j, kb.len(a)), lambda: kb.store(out, i, kb.load(a, j, checked=True), checked=True))
    kb.ret()
    phys = _coarsened(kb.build())
    assert phys is not None
    low = _lowered(phys, vectors=True)
    loads = [w for w in low.m.fn if w and (w[0] & 0xFFFF) == 61 and len(w) == 6]  # OpLoad ... Aligned a
    assert low.vector_groups == 1 and not loads
