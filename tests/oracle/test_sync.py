"""Barriers and workgroup-local memory, atomics, Wmma tiles, and chunking that must not change results."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, I32, U32, USIZE
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing import samples


@pytest.mark.parametrize("wg", [32, 64, 256])
@pytest.mark.parametrize("chunk", [None, 100])
def test_lds_tree_reduction(rr, wg, chunk):
    groups = 37
    a = rr.rng.standard_normal(groups * wg).astype(np.float32)
    kw = {} if chunk is None else {"max_chunk_lanes": chunk}
    got = run(samples.wg_tree_reduce(wg), {"a": a, "out": np.zeros(groups, np.float32)}, Grid((groups, 1), wg), **kw)
    assert np.array_equal(got["out"], samples.tree_reduce_ref(a, wg))


def test_barrier_makes_earlier_writes_visible_and_wg_memory_is_per_group(rr):
    """Lane l writes slot l, barrier, reads slot W-1-l: needs every write before any read; a
    second workgroup never sees the first one's slots; LDS starts zeroed."""
    w = 64
    kb = Builder("mirror", w)
    kb.wg_array(0, w)
    kb.wg_array(3, w)
    a, out, z = kb.input("a", F32), kb.output("out", F32), kb.output("zero", F32)
    i, lane = kb.thread_index(), kb.local_index()
    kb.store(z, i, kb.wg_read(3, lane), checked=True)
    kb.wg_write(0, lane, kb.load(a, i, checked=True))
    kb.barrier()
    kb.store(out, i, kb.wg_read(0, kb.sub(N.Const(USIZE, w - 1), lane)), checked=True)
    kb.ret()
    n = 5 * w
    a = rr.rng.standard_normal(n).astype(np.float32)
    got = run(kb.build(), {"a": a, "out": np.zeros(n, np.float32), "zero": np.ones(n, np.float32)}, Grid((5, 1), w))
    assert np.array_equal(got["out"], a.reshape(5, w)[:, ::-1].ravel())
    assert (got["zero"] == 0).all()


def test_barrier_waits_for_lanes_on_a_longer_path_and_ignores_returned_lanes():
    """Lanes 32.. return early; lanes < 32 loop a lane-dependent number of times before the
    barrier, then read a neighbour's slot."""
    kb = Builder("uneven", 64)
    kb.wg_array(0, 32)
    out = kb.output("out", U32)
    lane, g = kb.local_index(), kb.group_index()
    kb.if_(kb.ge(lane, N.Const(USIZE, 32)), lambda: kb.ret())
    acc = kb.var(F32, 0.0, "acc")
    kb.for_range(0, lane, lambda k: kb.set(acc, kb.add(acc, N.Const(F32, 1.0))))
    kb.wg_write(0, lane, acc)
    kb.barrier()
    nb = kb.rem(kb.add(lane, N.Const(USIZE, 1)), N.Const(USIZE, 32))
    kb.store(out, kb.add(kb.mul(g, N.Const(USIZE, 32)), lane), kb.cast(kb.wg_read(0, nb), U32), checked=True)
    kb.ret()
    got = run(kb.build(), {"out": np.zeros(96, np.uint32)}, Grid((3, 1), 64))["out"]
    assert got.tolist() == [(l + 1) % 32 for l in range(32)] * 3


@pytest.mark.parametrize("chunk", [None, 64 * 3])
def test_atomic_counter_is_exact_and_serialized_in_lane_order(chunk):
    n = 1000
    kw = {} if chunk is None else {"max_chunk_lanes": chunk}
    got = run(samples.atomic_counter(), {"counter": np.zeros(1, np.uint32), "old": np.zeros(n, np.uint32)},
              Grid.threads(n, 64), **kw)
    assert got["counter"].tolist() == [n]
    assert np.array_equal(got["old"], np.arange(n, dtype=np.uint32))


def test_atomic_histogram_and_wrapping(rr):
    kb = Builder("hist", 64)
    a, h = kb.input("a", U32), kb.output("h", U32)
    i = kb.thread_index()

    def then():
        bucket = kb.cast(kb.bin("and", kb.load(a, i), N.Const(U32, 15)), USIZE)
        kb.emit(N.AtomicAdd(None, h, bucket, N.Const(U32, 3)))
    kb.if_(kb.lt(i, kb.len(a)), then)
    kb.ret()
    a = rr.int_data(U32, 777, rr.rng)
    start = np.full(16, 2**32 - 10, np.uint32)
    got = run(kb.build(), {"a": a, "h": start}, Grid.threads(777, 64))["h"]
    want = ((np.bincount(a & 15, minlength=16).astype(np.uint64) * 3 + 2**32 - 10) % 2**32).astype(np.uint32)
    assert np.array_equal(got, want)
    assert (start == 2**32 - 10).all()


def test_2d_groups_thread_index_axes():
    gxn, gyn, w = 3, 4, 32
    kb = Builder("axes", w)
    outs = [kb.output(n, USIZE) for n in ("glob", "loc", "gx", "gy")]
    gl, lo, gx, gy = kb.thread_index(), kb.local_index(), kb.group_index(), kb.group_index_y()
    lin = kb.add(kb.mul(kb.add(kb.mul(gy, N.Const(USIZE, gxn)), gx), N.Const(USIZE, w)), lo)
    for o, v in zip(outs, (gl, lo, gx, gy)):
        kb.store(o, lin, v, checked=True)
    kb.ret()
    n = gxn * gyn * w
    got = run(kb.build(), {k: np.zeros(n, np.uint64) for k in ("glob", "loc", "gx", "gy")}, Grid((gxn, gyn), w))
    gy_, gx_, lane = np.meshgrid(np.arange(gyn), np.arange(gxn), np.arange(w), indexing="ij")
    assert np.array_equal(got["glob"], (gx_ * w + lane).ravel())  # X only, even in 2-D
    assert np.array_equal(got["loc"], lane.ravel())
    assert np.array_equal(got["gx"], gx_.ravel()) and np.array_equal(got["gy"], gy_.ravel())


def _gemm(rr, m, n, k, ab, acc, layout):
    a = rr.rng.standard_normal((m, k)).astype(ab.np)
    b = rr.rng.standard_normal((k, n)).astype(ab.np)
    bb = b if layout == "row" else np.ascontiguousarray(b.T)
    groups = ((m // 16) * (n // 16) + 1) // 2
    got = run(samples.wmma_gemm(m, n, k, ab, acc, layout),
              {"a": a.ravel(), "b": bb.ravel(), "c": np.zeros(m * n, acc.np)}, Grid((groups, 1), 64))["c"]
    return a, b, got.reshape(m, n)


@pytest.mark.parametrize("layout", ["row", "col"])
def test_wmma_single_k_step_is_the_exact_tile_product_rounded_once(rr, layout):
    a, b, got = _gemm(rr, 48, 32, 16, F16, F32, layout)
    assert np.array_equal(got, (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32))


@pytest.mark.parametrize("ab,acc", [(F16, F32), (F16, F16), (F32, F32)], ids=str)
def test_wmma_k_loop_accumulates_in_the_acc_dtype(rr, ab, acc):
    m, n, k = 32, 48, 64
    a, b, got = _gemm(rr, m, n, k, ab, acc, "row")
    want = np.zeros((m, n), acc.np)
    for k0 in range(0, k, 16):
        want = (a[:, k0:k0 + 16].astype(np.float64) @ b[k0:k0 + 16].astype(np.float64) + want).astype(acc.np)
    assert np.array_equal(got, want)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    assert np.abs(got - ref).max() <= (1e-4 if acc == F32 else 0.1) * np.abs(ref).max()


def test_wmma_fill_and_store_col_layout():
    kb = Builder("fill", 32)
    c = kb.output("c", F32)
    fc = kb.fragment("acc", F32)
    kb.emit(N.WmmaFill(fc.id, N.Const(F32, 2.5)))
    kb.emit(N.WmmaStore(c, N.Const(USIZE, 3), N.Const(USIZE, 20), fc.id, "col"))
    kb.ret()
    got = run(kb.build(), {"c": np.zeros(3 + 20 * 16, np.float32)}, Grid((1, 1), 32))["c"]
    mask = np.zeros(3 + 20 * 16, bool)
    for col in range(16):
        mask[3 + col * 20: 3 + col * 20 + 16] = True
    assert (got[mask] == 2.5).all() and (got[~mask] == 0).all()


def test_switchint_multiway_and_negative_cases(rr):
    kb = Builder("switch", 64)
    a, out = kb.input("a", I32), kb.output("out", U32)
    i = kb.thread_index()
    kb.check(kb.lt(i, kb.len(a)), "bounds")
    v = kb.load(a, i)
    b1, b2, b3, done = kb.new_block(), kb.new_block(), kb.new_block(), kb.new_block()
    kb.term(N.SwitchInt(v, ((2**32 - 1, b1), (5, b2), (5, b3)), b3))  # -1 as its bit pattern
    for blk, val in ((b1, 10), (b2, 20), (b3, 30)):
        kb.at(blk)
        kb.store(out, i, N.Const(U32, val), checked=True)
        kb.goto(done)
    kb.at(done)
    kb.ret()
    a = np.resize(np.array([-1, 5, 0, 7, -1, 5, 2**31 - 1, -2**31], np.int32), 128)
    got = run(kb.build(), {"a": a, "out": np.zeros(128, np.uint32)}, Grid.threads(128, 64))["out"]
    assert got.tolist() == [{-1: 10, 5: 20}.get(int(x), 30) for x in a]


def test_vector_store_len_and_bool_params(rr):
    kb = Builder("vs", 64)
    a, f, out, n_out = kb.input("a", F32), kb.input("f", BOOL), \
        kb.output("out", F32), kb.output("n", U32)
    i = kb.thread_index()

    def then():
        x = kb.load(a, i)
        neg = kb.un("neg", x)
        pick = kb.assign(N.Use(x), F32)
        kb.if_(kb.load(f, i), lambda: kb.set(pick, N.Use(neg)))
        kb.emit(N.VectorStore(out, kb.mul(i, N.Const(USIZE, 2)), (x, pick)))
        kb.store(n_out, i, kb.cast(kb.len(a), U32))
    kb.if_(kb.lt(i, kb.len(a)), then)
    kb.ret()
    a = rr.rng.standard_normal(100).astype(np.float32)
    fl = rr.rng.random(100) < 0.5
    got = run(kb.build(), {"a": a, "f": fl, "out": np.zeros(200, np.float32), "n": np.zeros(100, np.uint32)},
              Grid.threads(100, 64))
    assert np.array_equal(got["out"][0::2], a) and np.array_equal(got["out"][1::2], np.where(fl, -a, a))
    assert (got["n"] == 100).all()


def test_loops_with_divergent_trip_counts(rr):
    """out[i] = sum(k for k in 0..a[i]) with per-lane trip counts up to 200."""
    kb = Builder("tri", 64)
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()

    def then():
        acc = kb.var(U32, 0, "acc")
        kb.for_range(N.Const(U32, 0), kb.load(a, i), lambda k: kb.set(acc, kb.add(acc, k)))
        kb.store(out, i, acc)
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    a = rr.rng.integers(0, 200, 300).astype(np.uint32)
    got = run(kb.build(), {"a": a, "out": np.zeros(300, np.uint32)}, Grid.threads(300, 64))["out"]
    assert got.tolist() == [x * (x - 1) // 2 for x in a.tolist()]
