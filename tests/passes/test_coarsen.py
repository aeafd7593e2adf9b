"""Coarsening and relaunch (poot_core/passes/coarsen.py): the transformed body, launched as the
runtime launches it, gives the oracle's results and faults - the same first faulting virtual thread,
workgroup and site - for every length around multiples of V * workgroup; what must not be
transformed is left alone; the launch falls back to the plain artifact when extra threads could act."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from poot_core.compile import checks_eliminated, compile_cached
from poot_core.errors import KernelFault
from poot_core.exec import execute
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE
from poot_core.options import LaunchOptions, resolve_launch
from poot_core.oracle import run
from poot_core.oracle.target import OracleDevice, OracleTarget
from poot_core.passes import coarsen as C
from poot_core.target import Grid
from poot_core.testing import corpus

ROOT = __file__.rsplit("/tests/", 1)[0]


# --- bodies ---------------------------------------------------------------------------------
def rust_add(wg: int = 64, t=F32) -> N.Body:
    """The seed's add as pootc imports it: guard on out.len(), checked a[i], b[i] (with spans)."""
    kb = Builder("add", wg)
    a, b, out = kb.input("a", t), kb.input("b", t), kb.output("out", t)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.load(a, i, checked=True),
                                                                  kb.load(b, i, checked=True)), checked=True))
    kb.ret()
    return kb.build()


def unguarded_copy(wg: int = 64) -> N.Body:
    """out[i] = a[i] with Rust's checks and no guard: threads past the data trap."""
    kb = Builder("copy", wg)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, i, kb.load(a, i, checked=True), checked=True)
    kb.ret()
    return kb.build()


def stencil() -> N.Body:
    """out[i] = a[i] + a[i + 2] + a[0] (an offset, a broadcast), with an overflow check on a u32
    sum that traps on data (site per lane), guarded by i + 2 < a.len()."""
    kb = Builder("stencil", 64)
    a, u, out = kb.input("a", F32), kb.input("u", U32), kb.output("out", F32)
    i = kb.thread_index()
    j = kb.add(i, N.Const(USIZE, 2))

    def then():
        s = kb.add(kb.add(kb.load(a, i, checked=True), kb.load(a, j, checked=True)), kb.load(a, 0, checked=True))
        w = kb.load(u, i, checked=True)
        kb.check(kb.un("not", kb.overflows("add", w, w)), "overflow")
        kb.store(out, i, kb.add(s, kb.cast(kb.add(w, w), F32)), checked=True)
    kb.if_(kb.lt(j, kb.len(a)), then)
    kb.ret()
    return kb.build()


def counting() -> N.Body:
    """atomic_add(hits, i, a[i] % 8) under a guard (order-independent: the old value is unused)."""
    kb = Builder("count", 64)
    a, hits = kb.input("a", U32), kb.output("hits", U32)
    i = kb.thread_index()

    def then():
        kb.emit(N.AtomicAdd(None, hits, i, kb.rem(kb.load(a, i, checked=True), N.Const(U32, 8))))
    kb.if_(kb.lt(i, kb.len(a)), then)
    kb.ret()
    return kb.build()


def seed_add() -> N.Body:
    return kir.read(f"{ROOT}/examples/elementwise_add.kir.json").body


BODIES = {"seed_add": seed_add, "rust_add": rust_add, "add_f64": lambda: rust_add(t=F64),
          "add_f16": lambda: rust_add(t=F16), "add_i32_wg48": lambda: rust_add(48, I32), "unguarded": unguarded_copy,
          "stencil": stencil, "count": counting}


# --- running as the runtime does --------------------------------------------------------------
def outcome(body: N.Body, bufs: dict, grid: Grid, shape: C.LaunchShape | None = None):
    """The oracle's outputs, or its fault as (first site, thread, group, other sites)."""
    try:
        return ("ok", run(body, {k: v.copy() for k, v in bufs.items()}, grid))
    except KernelFault as f:
        if shape is not None:
            f = shape.virtual_fault(f)
        return ("fault", f.sites[0] if f.sites else None, f.thread, f.group, f.exact, set(f.sites[1:]))


def same(want, got) -> bool:
    if want[0] != got[0]:
        return False
    if want[0] == "ok":
        return all(np.array_equal(want[1][k], got[1][k], equal_nan=True) for k in want[1])
    # first site, thread and workgroup identical; the other failed sites a subset (a lane that
    # traps ends its physical thread, so later lanes of it never run)
    return want[1:5] == got[1:5] and got[5] <= want[5] | {want[1]}


def inputs(body: N.Body, n: int, rng: np.random.Generator, short: int = 0) -> dict:
    out = {}
    for k, p in enumerate(body.params):
        m = max(1, n - short) if (short and not p.mutable and k == 0) else n
        dt = p.elem.np
        if p.mutable:
            out[p.name] = np.zeros(m, dt)
        elif dt.kind == "f":
            out[p.name] = rng.standard_normal(m).astype(dt)
        elif dt.kind == "b":
            out[p.name] = rng.integers(0, 2, m).astype(bool)
        else:  # u32 sums overflow where a value is >= 2^31 (the stencil's trap)
            out[p.name] = rng.integers(0, 2**31 + 2**28 if body.name == "stencil" else 1000, m).astype(dt)
    return out


def lengths(v: int, w: int) -> list[int]:
    block = v * w
    return sorted({1, 2, v - 1, v, v + 1, block - 1, block, block + 1, 3 * block - 1, 3 * block + v + 1, 2 * block + 5} - {0})


@pytest.mark.parametrize("name", sorted(BODIES))
@pytest.mark.parametrize("relaunch", [0, 256])
def test_coarsened_runs_match_the_oracle_results_and_faults(name, relaunch):
    body = checks_eliminated(BODIES[name]())
    v = C.default_vector(body)
    got = C.transform(body, v, relaunch)
    assert got is not None, f"{name} should be coarsenable"
    phys, shape = got
    phys.verify()
    assert shape.vector == v > 1 and phys.workgroup_size == (relaunch or body.workgroup_size)
    rng = np.random.default_rng(sum(map(ord, name)) + relaunch)
    ran = faulted = 0
    for n in lengths(v, shape.workgroup_size):
        for short in (0, 1, v + 1):
            bufs = inputs(body, n, rng, short)
            out_len = len(bufs[body.params[-1].name])
            for threads in {out_len, n, max(1, n - 1), n + v}:
                grid = Grid.threads(threads, body.workgroup_size)
                want = outcome(body, bufs, grid)
                assert not (want[0] == "fault" and want[1] is not None and want[1].kind == "data-race")
                pg = shape.physical_grid(grid, [len(bufs[p.name]) for p in body.params])
                if pg is None:  # the runtime runs the plain artifact: only where extra threads could act
                    t = grid.groups[0] * body.workgroup_size
                    assert not any((len(bufs[body.params[b].name]) if k == "len" else b) <= t for k, b in shape.guards)
                    continue
                have = outcome(phys, bufs, pg, shape)
                assert same(want, have), (name, n, short, threads, pg, want[:5], have[:5])
                ran += 1
                faulted += want[0] == "fault"
    assert ran > 20 and (faulted > 0 or name in ("count",)), (ran, faulted)


def test_the_seed_add_coarsens_with_one_check_per_vector_and_guards_its_extra_threads():
    body = checks_eliminated(seed_add())
    phys, shape = C.transform(body, 4, 256)
    assert shape == C.LaunchShape(4, 64, 256, (("len", 2),), 2)  # guarded by out.len(); sites 0, 1
    assert sorted(phys.trap_sites()) == [0, 1, 2, 3, 4, 5, 6, 7]  # site s of lane k is s + 2k
    # 2^28 threads: 2^26 physical threads in 2^18 workgroups of 256
    assert shape.physical_grid(Grid.threads(1 << 28, 64), [1 << 28] * 3) == Grid((1 << 18, 1), 256)
    # 100 threads over 1000 elements: the extra virtual threads 100..1023 would write out[100..]
    assert shape.physical_grid(Grid.threads(100, 64), [1000] * 3) is None
    assert shape.physical_grid(Grid.threads(1000, 64), [1000] * 3) == Grid((1, 1), 256)
    assert C.aligned_accesses(phys) and not C.aligned_accesses(body)


def test_an_unguarded_kernel_relaunches_only_when_the_grid_is_exact():
    body = checks_eliminated(unguarded_copy())
    phys, shape = C.transform(body, 4, 256)
    assert shape.guards == ()
    assert shape.physical_grid(Grid.threads(1024, 64), [1024, 1024]) == Grid((1, 1), 256)
    assert shape.physical_grid(Grid.threads(960, 64), [960, 960]) is None  # 15 groups of 64: not 4*256
    got = C.transform(body, 1, 256)
    assert got is not None and got[1].vector == 1 and got[1].physical_grid(Grid.threads(960, 64), [960] * 2) is None


def _barrier_body():
    kb = Builder("bar", 64)
    out = kb.output("out", F32)
    i = kb.thread_index()
    kb.barrier()
    kb.store(out, i, 1.0, checked=True)
    kb.ret()
    return kb.build()


def _local_body():
    kb = Builder("lane", 64)
    out = kb.output("out", U32)
    i = kb.thread_index()
    kb.store(out, i, kb.cast(kb.local_index(), U32), checked=True)
    kb.ret()
    return kb.build()


def _gather_body():
    kb = Builder("gather", 64)
    idx, a, out = kb.input("idx", USIZE), kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, i, kb.load(a, kb.load(idx, i, checked=True), checked=True), checked=True)
    kb.ret()
    return kb.build()


def _loop_body():
    kb = Builder("loop", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    acc = kb.var(F32, 0.0)
    kb.for_range(0, 4, lambda k: kb.set(acc, kb.add(acc, kb.load(a, i, checked=True))))
    kb.store(out, i, acc, checked=True)
    kb.ret()
    return kb.build()


def _atomic_old_body():
    kb = Builder("ticket", 64)
    c, out = kb.output("c", U32), kb.output("out", U32)
    i = kb.thread_index()
    kb.store(out, i, kb.atomic_add(c, 0, 1), checked=True)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("make, relaunch", [(_barrier_body, False), (_local_body, False), (_gather_body, True),
                                            (_loop_body, True), (_atomic_old_body, True)])
def test_what_may_not_be_coarsened_is_left_alone(make, relaunch):
    body = checks_eliminated(make())
    assert C.coarsen(body, 4) is None
    got = C.transform(body, 4, 256)
    if relaunch:  # no barrier, local/group index or workgroup memory: it still runs at 256 lanes
        assert got is not None and got[1].vector == 1 and got[0].workgroup_size == 256
        assert got[0].blocks == body.blocks
    else:
        assert got is None


def test_the_kit_corpus_coarsened_matches_the_oracle():
    """Every elementwise body of the kit's builder corpus is coarsenable; each matches the oracle
    at lengths around multiples of V * 256 (results or faults)."""
    rng = np.random.default_rng(5)
    tried = 0
    for case in corpus.builder_cases(n=64):
        body = checks_eliminated(case.build())
        v = C.default_vector(body)
        got = C.transform(body, v, 256)
        if got is None or got[1].vector == 1:
            continue
        phys, shape = got
        tried += 1
        base = case.make(rng)
        for n in (v * 256 - 1, v * 256 + 3):
            bufs = {k: np.resize(a, n) for k, a in base.items()}
            grid = Grid.threads(n, body.workgroup_size)
            pg = shape.physical_grid(grid, [len(bufs[p.name]) for p in body.params])
            assert pg is not None
            assert same(outcome(body, bufs, grid), outcome(phys, bufs, pg, shape)), (case.name, n)
    assert tried >= 10


def test_catalog_kernels_relaunched_and_coarsened_match_the_oracle():
    """The kit's catalog (loops, casts, math, overflow checks, atomics, 2-D grids...): every kernel
    that may run at another workgroup size matches the oracle at 256 lanes, coarsened where it
    qualifies, on the catalog's own inputs and grid - or the launch falls back."""
    from poot_core.testing import catalog

    tried = coarsened = 0
    for case in catalog.cases():
        body = checks_eliminated(case.build())
        got = C.transform(body, C.default_vector(body), 256)
        if got is None:
            continue
        phys, shape = got
        bufs = case.make(np.random.default_rng(11))
        grid = case.launch(bufs, case.build())
        pg = shape.physical_grid(grid, [np.asarray(bufs[p.name]).size for p in body.params])
        if pg is None:
            continue
        flat = {k: np.ascontiguousarray(v).reshape(-1) for k, v in bufs.items()}
        want = outcome(body, flat, grid)
        if want[0] == "fault" and want[1] is not None and want[1].kind == "data-race":
            continue
        assert same(want, outcome(phys, flat, pg, shape)), case.name
        tried += 1
        coarsened += shape.vector > 1
    assert tried >= 10 and coarsened >= 3, (tried, coarsened)


# --- through the pipeline and the runtime ------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class _Opts(LaunchOptions):
    target = "coarse-oracle"


class _Device(OracleDevice):
    target = "coarse-oracle"


class CoarseOracle(OracleTarget):
    """The oracle with the GPU targets' launch options (checks eliminated, coarsened, relaunched)."""

    name = "coarse-oracle"
    Options = _Opts
    eliminates_checks = True

    def resolve_options(self, options):
        return resolve_launch(options, True, 256)

    def open(self):
        return _Device()


def test_the_runtime_launches_the_virtual_grid_and_names_the_virtual_thread():
    t = CoarseOracle()
    body = seed_add()
    art = compile_cached(body, t)
    assert art.meta["launch"].vector == 4 and art.require_body().workgroup_size == 256
    rng = np.random.default_rng(3)
    for n in (1, 257, 1024, 5000):
        bufs = {"a": rng.standard_normal(n).astype(np.float32), "b": rng.standard_normal(n).astype(np.float32),
                "out": np.zeros(n, np.float32)}
        grid = Grid.threads(n, 64)
        assert np.array_equal(execute(body, t, grid, bufs)["out"], bufs["a"] + bufs["b"])
        if n // 2 + 1 >= n:
            continue
        short = dict(bufs, b=bufs["b"][: n // 2 + 1])  # b[i] fails first at thread n // 2 + 1
        with pytest.raises(KernelFault) as want:
            execute(body, "oracle", grid, short)
        with pytest.raises(KernelFault) as got:
            execute(body, t, grid, short)
        assert (got.value.thread, got.value.group, got.value.sites[0]) == \
            (want.value.thread, want.value.group, want.value.sites[0]) == (n // 2 + 1, ((n // 2 + 1) // 64, 0),
                                                                             want.value.sites[0])


def test_a_launch_whose_extra_threads_could_act_runs_the_plain_artifact():
    t = CoarseOracle()
    body = seed_add()
    n, data = 100, 1000  # 100 threads (two workgroups of 64: 128 run) over 1000 elements
    bufs = {k: np.arange(data, dtype=np.float32) for k in ("a", "b")} | {"out": np.zeros(data, np.float32)}
    got = execute(body, t, Grid.threads(n, 64), bufs)["out"]
    assert np.array_equal(got, execute(body, "oracle", Grid.threads(n, 64), bufs)["out"])
    assert got[127] == 254 and got[128] == 0


def test_with_the_option_off_nothing_changes():
    t = CoarseOracle()
    body = seed_add()
    art = compile_cached(body, t, {"coarsen": "off", "relaunch": 0})
    assert "launch" not in art.meta and art.require_body() == checks_eliminated(body)
    only = compile_cached(body, t, {"coarsen": "off"})
    assert only.meta["launch"].vector == 1 and only.require_body().workgroup_size == 256
    four = compile_cached(body, t, {"coarsen": "2", "relaunch": 0})
    assert four.meta["launch"].vector == 2 and four.require_body().workgroup_size == 64


def test_llvm_states_align_16_only_at_the_coarsened_base():
    from poot_core.backends.llvm import lower_body
    from poot_core.backends.llvm.host import host_hooks

    body = checks_eliminated(seed_add())
    phys, _ = C.transform(body, 4, 256)
    plain, _ = lower_body(body, host_hooks())
    coarse, _ = lower_body(phys, host_hooks())
    # (the buffer parameters themselves are `noalias align 16`: count the accesses, not the signature)
    plain, coarse = ("\n".join(ln for ln in t.splitlines() if not ln.startswith("define")) for t in (plain, coarse))
    assert "align 16" not in plain
    # lane 0's two loads and one store (fast path and tail) at t*4: 16 bytes; lane 2's at 8
    assert coarse.count("align 16") == 6 and coarse.count(", align 8") >= 6


def test_bool_and_vector_choice():
    assert C.default_vector(checks_eliminated(rust_add(t=F64))) == 2
    assert C.default_vector(checks_eliminated(rust_add(t=F16))) == 8
    kb = Builder("flags", 64)
    a, out = kb.input("a", BOOL), kb.output("out", BOOL)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.un("not", kb.load(a, i, checked=True))))
    kb.ret()
    assert C.default_vector(kb.build()) == 16
