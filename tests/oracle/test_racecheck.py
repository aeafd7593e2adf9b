"""The oracle as a race sanitizer: workgroup-array races between barriers, global write-write and
atomic/plain mixing, the opt-in uninitialised-read check, the knobs, and no false positives."""
from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from poot_core.errors import DataRace, KernelFault, UninitializedRead, UsageError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32, USIZE
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing import samples

ROOT = Path(__file__).resolve().parents[2]
RACY = Path(__file__).parent / "racy" / "wg_reduce_no_barrier.rs"
needs_rustc = pytest.mark.skipif(shutil.which("rustc") is None, reason="rustc is not installed")


def _race(body, bufs, grid, **kw) -> DataRace:
    with pytest.raises(DataRace) as ei:
        run(body, bufs, grid, **kw)
    return ei.value


def _without_barriers(body: N.Body) -> N.Body:
    blocks = tuple(N.Block(b.stmts, N.Goto(b.term.target)) if isinstance(b.term, N.Barrier) else b for b in body.blocks)
    return dataclasses.replace(body, blocks=blocks)


# --- the classic: wg_reduce with its barrier deleted ------------------------------------------
def test_wg_reduce_without_its_barrier_is_a_race_the_lock_step_run_hides():
    body = kir.read(ROOT / "assets" / "probe" / "wg_reduce.kir.json").body
    a = np.random.default_rng(3).standard_normal(64).astype(np.float32)
    bufs, g = {"a": a, "out": np.zeros(1, np.float32)}, Grid((1, 1), 64)
    want = run(body, bufs, g)["out"]  # with the barrier: clean
    assert abs(float(want[0]) - float(a.astype(np.float64).sum())) < 1e-4
    racy = _without_barriers(body)
    assert np.array_equal(run(racy, bufs, g, racecheck=False)["out"], want)  # the oracle alone hides it
    e = _race(racy, bufs, g)
    assert isinstance(e, KernelFault) and e.exit_code == 3 and e.kind == "write-read"
    assert (e.memory, e.index, e.group, e.thread) == ("workgroup array 0", 1, (0, 0), 0)
    msg = str(e)
    # both source lines (kernels/probe/wg_reduce.rs: line 8 writes `wg_write(0, lane, ...)`, line 12 reads)
    assert "lane 1 writes it at kernels/probe/wg_reduce.rs:8:5 (bb2[1] `wg_write(0, lane, _3)`)" in msg
    assert "lane 0 reads it at kernels/probe/wg_reduce.rs:12:38 (bb6[1] `_13 = wg_read(0, _8)`)" in msg
    assert "no workgroup_barrier() between them" in msg and "POOT_RACECHECK=0" in msg and "\n" not in msg


@needs_rustc
def test_rust_kernels_without_barriers_race_and_name_both_source_lines():
    from poot_core.pootc import import_file
    ks = {f.body.name: f.body for f in import_file(RACY)}
    lines = RACY.read_text().splitlines()
    line = next(i for i, t in enumerate(lines, 1) if "TREE-READ" in t)
    rng = np.random.default_rng(4)
    a = rng.standard_normal(64).astype(np.float32)
    b = ks["wg_reduce_no_barrier"]
    bufs = {"a": a, "out": np.zeros(1, np.float32)}
    assert abs(float(run(b, bufs, Grid((1, 1), 64), racecheck=False)["out"][0]) - float(a.astype(np.float64).sum())) < 1e-4
    e = _race(b, bufs, Grid((1, 1), 64))
    assert e.kind == "write-read" and "lane 1 writes" in str(e) and "lane 0 reads" in str(e)
    t = ks["tree_no_loop_barrier"]
    x = rng.standard_normal(256).astype(np.float32)
    tb = {"a": x, "sums": np.zeros(2, np.float32)}
    off = run(t, tb, Grid((2, 1), 128), racecheck=False)["sums"]
    assert np.allclose(off, x.reshape(2, 128).astype(np.float64).sum(1), atol=1e-4)  # right sums, by luck
    e = _race(t, tb, Grid((2, 1), 128))
    assert (e.kind, e.index, e.group) == ("write-read", 32, (0, 0))
    wline = next(i for i, t in enumerate(lines, 1) if "TREE-WRITE" in t)
    assert f"lane 32 writes it at {RACY.relative_to(ROOT)}:{wline}:" in str(e) and "`wg_write(0, lane, s)`" in str(e)
    assert f"lane 0 reads it at {RACY.relative_to(ROOT)}:{line}:" in str(e)  # both source lines


# --- workgroup arrays: each kind, both orders, and what is not a race -------------------------
def _one_group(build, wg=64, arrays=((0, 64),), **kw):
    kb = Builder("k", wg)
    for aid, size in arrays:
        kb.wg_array(aid, size)
    out = kb.output("out", F32)
    lane = kb.local_index()
    build(kb, lane, out)
    kb.ret()
    return kb.build(), {"out": np.zeros(wg * 4, np.float32)}


def _c(v):
    return N.Const(USIZE, v)


def test_two_lanes_writing_one_slot_in_one_statement_race():
    body, bufs = _one_group(lambda kb, lane, out: kb.wg_write(0, _c(0), N.Const(F32, 1.0)))
    e = _race(body, bufs, Grid((1, 1), 64))
    assert e.kind == "write-write" and e.index == 0 and "lane 63 writes" in str(e) and "lane 0 writes" in str(e)


def test_read_then_neighbour_write_is_a_read_write_race_and_write_then_read_a_write_read_race():
    def rw(kb, lane, out):  # lane l reads slot l+1, then writes slot l: lane l+1's write races lane l's read
        nxt = kb.rem(kb.add(lane, _c(1)), _c(64))
        v = kb.wg_read(0, nxt)
        kb.wg_write(0, lane, v)
    e = _race(*_one_group(rw), Grid((1, 1), 64))
    assert e.kind == "read-write" and e.index == 1 and "lane 0 reads" in str(e) and "lane 1 writes" in str(e)

    def wr(kb, lane, out):
        kb.wg_write(0, lane, N.Const(F32, 2.0))
        kb.store(out, lane, kb.wg_read(0, kb.rem(kb.add(lane, _c(1)), _c(64))))
    e = _race(*_one_group(wr), Grid((1, 1), 64))
    assert e.kind == "write-read" and e.index == 1 and "lane 1 writes" in str(e) and "lane 0 reads" in str(e)


@pytest.mark.parametrize("read_first", [True, False])
def test_found_whichever_access_the_lock_step_order_runs_first(read_first):
    """Lane 0 and lane 5 take different branches (different steps); the race is found both ways."""
    def build(kb, lane, out):
        def reader():
            kb.store(out, lane, kb.wg_read(0, _c(5)))

        def writer():
            kb.wg_write(0, _c(5), N.Const(F32, 1.0))
        first, second = (reader, writer) if read_first else (writer, reader)
        kb.if_(kb.eq(lane, _c(0 if read_first else 5)), first)
        kb.if_(kb.eq(lane, _c(5 if read_first else 0)), second)
    e = _race(*_one_group(build), Grid((1, 1), 64))
    assert e.kind == ("read-write" if read_first else "write-read") and e.index == 5
    assert "lane 0 reads it" in str(e) and "lane 5 writes it" in str(e)


def test_a_barrier_between_orders_the_accesses_and_each_lane_may_reuse_its_own_slot():
    def build(kb, lane, out):
        kb.wg_write(0, lane, kb.cast(lane, F32))
        kb.wg_write(0, lane, kb.add(kb.wg_read(0, lane), N.Const(F32, 1.0)))  # its own slot: no race
        kb.barrier()
        v = kb.wg_read(0, kb.rem(kb.add(lane, _c(1)), _c(64)))
        kb.store(out, lane, kb.add(v, kb.wg_read(0, _c(0))))  # everyone reads slot 0: reads do not race
        kb.barrier()
        kb.wg_write(0, lane, v)  # after the second barrier: no race with the reads
    body, bufs = _one_group(build)
    got = run(body, bufs, Grid((1, 1), 64))["out"][:64]
    assert np.array_equal(got, (np.arange(1, 65) % 64 + 1 + 1).astype(np.float32))


@pytest.mark.parametrize("chunk", [None, 64, 192])
def test_each_workgroup_has_its_own_slots_whatever_the_chunking(chunk):
    """Every group's lane 0 writes slot 0 and lane 1 reads it after a barrier: no race across
    groups; without the barrier every group races, found in each chunk layout."""
    def build(kb, lane, out):
        kb.if_(kb.eq(lane, _c(0)), lambda: kb.wg_write(0, _c(0), kb.cast(kb.group_index(), F32)))
        kb.barrier()
        kb.if_(kb.eq(lane, _c(1)), lambda: kb.store(out, kb.group_index(), kb.wg_read(0, _c(0))))
    body, _ = _one_group(build)
    kw = {} if chunk is None else {"max_chunk_lanes": chunk}
    got = run(body, {"out": np.zeros(8, np.float32)}, Grid((8, 1), 64), **kw)["out"]
    assert np.array_equal(got, np.arange(8, dtype=np.float32))
    e = _race(_without_barriers(body), {"out": np.zeros(8, np.float32)}, Grid((8, 1), 64), **kw)
    assert e.kind == "write-read" and e.group == (0, 0)


def test_shared_tree_reduction_samples_run_clean():
    for wg in (32, 64, 256):
        a = np.random.default_rng(wg).standard_normal(5 * wg).astype(np.float32)
        got = run(samples.wg_tree_reduce(wg), {"a": a, "out": np.zeros(5, np.float32)}, Grid((5, 1), wg))
        assert np.array_equal(got["out"], samples.tree_reduce_ref(a, wg))


def test_lanes_that_trap_first_do_not_take_part():
    """Lanes >= 1 fail a bounds check before writing slot 0: only lane 0 writes it."""
    kb = Builder("k", 64)
    kb.wg_array(0, 64)
    a, _out = kb.input("a", F32), kb.output("out", F32)
    lane = kb.local_index()
    kb.wg_write(0, _c(0), kb.load(a, lane, checked=True))
    kb.ret()
    with pytest.raises(KernelFault) as ei:
        run(kb.build(), {"a": np.ones(1, np.float32), "out": np.zeros(1, np.float32)}, Grid((1, 1), 64))
    assert not isinstance(ei.value, DataRace) and ei.value.sites[0].kind == "bounds"
    assert "race check" not in str(ei.value)


# --- global buffers ---------------------------------------------------------------------------
def _global(build, wg=32):
    kb = Builder("g", wg)
    out, h = kb.output("out", F32), kb.output("h", U32)
    build(kb, kb.thread_index(), out, h)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("chunk", [None, 32])
def test_two_threads_storing_one_element_race_across_workgroups_and_chunks(chunk):
    body = _global(lambda kb, i, out, h: kb.if_(kb.eq(kb.rem(i, _c(32)), _c(3)),
                                                lambda: kb.store(out, _c(0), kb.cast(i, F32))))
    kw = {} if chunk is None else {"max_chunk_lanes": chunk}
    e = _race(body, {"out": np.zeros(4, np.float32), "h": np.zeros(1, np.uint32)}, Grid((2, 1), 32), **kw)
    assert (e.kind, e.memory, e.index) == ("write-write", "parameter 'out'", 0)
    assert "thread 3 (workgroup (0, 0), lane 3) stores to it" in str(e)
    assert "thread 35 (workgroup (1, 0), lane 3) stores to it" in str(e)


def test_a_thread_storing_its_own_elements_twice_is_no_race_but_overlapping_vector_stores_are():
    def own(kb, i, out, h):
        kb.store(out, i, N.Const(F32, 1.0))
        kb.store(out, i, N.Const(F32, 2.0))
    got = run(_global(own), {"out": np.zeros(64, np.float32), "h": np.zeros(1, np.uint32)}, Grid((2, 1), 32))
    assert (got["out"] == 2.0).all()

    def vec(kb, i, out, h):
        kb.if_(kb.lt(i, _c(8)), lambda: kb.emit(N.VectorStore(out, i, (N.Const(F32, 1.0), N.Const(F32, 2.0)))))
    e = _race(_global(vec), {"out": np.zeros(64, np.float32), "h": np.zeros(1, np.uint32)}, Grid((1, 1), 32))
    assert e.kind == "write-write" and e.index == 1


def test_atomics_mixed_with_plain_accesses_race_but_atomics_alone_do_not():
    def load_after(kb, i, out, h):
        kb.atomic_add(h, _c(0), N.Const(U32, 1))
        kb.if_(kb.eq(i, _c(40)), lambda: kb.store(out, _c(0), kb.cast(kb.load(h, _c(0)), F32)))
    bufs = {"out": np.zeros(1, np.float32), "h": np.zeros(1, np.uint32)}
    e = _race(_global(load_after), bufs, Grid((2, 1), 32))
    assert (e.kind, e.memory, e.index) == ("atomic-plain", "parameter 'h'", 0)
    assert "thread 0 (workgroup (0, 0), lane 0) adds to it" in str(e) and "thread 40 (workgroup (1, 0), lane 8) reads" in str(e)

    def store_before(kb, i, out, h):
        kb.if_(kb.eq(i, _c(7)), lambda: kb.store(h, _c(0), N.Const(U32, 5)))
        kb.atomic_add(h, _c(0), N.Const(U32, 1))
    e = _race(_global(store_before), bufs, Grid((1, 1), 32))
    assert e.kind == "atomic-plain" and "thread 7 (workgroup (0, 0), lane 7) stores to it" in str(e)

    def own(kb, i, out, h):  # each thread adds to and then reads its own element
        kb.atomic_add(h, i, N.Const(U32, 3))
        kb.store(out, i, kb.cast(kb.load(h, i), F32))
    got = run(_global(own), {"out": np.zeros(64, np.float32), "h": np.zeros(64, np.uint32)}, Grid((2, 1), 32))
    assert (got["out"] == 3.0).all()
    n = 1000
    got = run(samples.atomic_counter(), {"counter": np.zeros(1, np.uint32), "old": np.zeros(n, np.uint32)},
              Grid.threads(n, 64))
    assert got["counter"][0] == n


# --- the init check ------------------------------------------------------------------------------
def _reads_unwritten():
    def build(kb, lane, out):
        kb.wg_write(1, kb.add(lane, _c(64)), N.Const(F32, 1000.0))
        kb.barrier()
        kb.store(out, lane, kb.wg_read(1, lane))
    return _one_group(build, arrays=((1, 128),))


def test_reading_a_never_written_slot_is_zero_by_the_contract_and_a_fault_only_with_the_init_check(monkeypatch):
    body, bufs = _reads_unwritten()
    assert (run(body, bufs, Grid((1, 1), 64))["out"][:64] == 0).all()
    with pytest.raises(UninitializedRead) as ei:
        run(body, bufs, Grid((1, 1), 64), initcheck=True)
    e = ei.value
    assert (e.memory, e.index, e.group, e.thread, e.exit_code) == ("workgroup array 1", 0, (0, 0), 0, 3)
    assert "lane 0 reads it at bb" in str(e) and "POOT_INITCHECK" in str(e)
    monkeypatch.setenv("POOT_INITCHECK", "1")
    with pytest.raises(UninitializedRead):
        run(body, bufs, Grid((1, 1), 64), racecheck=False)  # the init check alone
    written = _one_group(lambda kb, lane, out: (kb.wg_write(0, lane, N.Const(F32, 1.0)), kb.barrier(),
                                                 kb.store(out, lane, kb.wg_read(0, lane))))
    assert (run(*written, Grid((1, 1), 64))["out"][:64] == 1.0).all()


# --- knobs, precedence, the CLI and --check ------------------------------------------------------------
def test_the_knob_turns_the_check_off_and_refuses_a_bad_value(monkeypatch):
    body, bufs = _one_group(lambda kb, lane, out: kb.wg_write(0, _c(0), N.Const(F32, 1.0)))
    monkeypatch.setenv("POOT_RACECHECK", "0")
    run(body, bufs, Grid((1, 1), 64))
    assert isinstance(_race(body, bufs, Grid((1, 1), 64), racecheck=True), DataRace)  # the argument wins
    monkeypatch.setenv("POOT_RACECHECK", "maybe")
    with pytest.raises(UsageError, match="POOT_RACECHECK"):
        run(body, bufs, Grid((1, 1), 64))


def test_a_trap_wins_over_a_race_and_names_it():
    """A faulting dispatch's answer is its fault; the race is named in the message."""
    kb = Builder("both", 8)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, _c(0), kb.load(a, i, checked=True))  # lanes >= 4 trap; lanes 0..3 race on out[0]
    kb.ret()
    with pytest.raises(KernelFault) as ei:
        run(kb.build(), {"a": np.ones(4, np.float32), "out": np.zeros(8, np.float32)}, Grid((1, 1), 8))
    assert type(ei.value) is KernelFault and ei.value.thread == 4
    assert "the race check also found: a write-write data race on parameter 'out' index 0" in str(ei.value)


def test_the_cli_reports_a_race_in_one_line_with_exit_3(tmp_path):
    body = _without_barriers(kir.read(ROOT / "assets" / "probe" / "wg_reduce.kir.json").body)
    kir.write(tmp_path / "racy.kir.json", body)
    np.savez(tmp_path / "in.npz", a=np.ones(64, np.float32), out=np.zeros(1, np.float32))
    r = subprocess.run([sys.executable, "-m", "poot_core", "run", str(tmp_path / "racy.kir.json"), "--target", "oracle",
                        "--threads", "64", "--inputs", str(tmp_path / "in.npz"), "--out", str(tmp_path / "o.npz")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 3, r.stderr
    errs = [line for line in r.stderr.splitlines() if line.startswith("poot: error:")]
    assert len(errs) == 1 and "data race (write-read)" in errs[0] and "Traceback" not in r.stderr
    assert not (tmp_path / "o.npz").exists()


def test_check_against_a_gpu_target_reports_the_race():
    from poot_core import plugins
    from poot_core.exec import execute
    try:
        t = plugins.get_target("vulkan")
    except Exception as e:  # noqa: BLE001
        pytest.skip(f"no vulkan target: {e}")
    if not t.probe().available:
        pytest.skip(f"vulkan: {t.probe().reason}")
    body = _without_barriers(kir.read(ROOT / "assets" / "probe" / "wg_reduce.kir.json").body)
    bufs = {"a": np.ones(64, np.float32), "out": np.zeros(1, np.float32)}
    execute(body, "vulkan", Grid((1, 1), 64), bufs)  # the target alone says nothing
    with pytest.raises(DataRace):
        execute(body, "vulkan", Grid((1, 1), 64), bufs, check=True)


# --- random bodies: the check changes nothing but adding DataRace --------------------------------
def test_on_random_bodies_the_check_only_ever_adds_a_data_race():
    from poot_core.testing.random_bodies import MIN_LEN, random_body
    raced = same = 0
    for seed in range(80):
        body = random_body(seed, wmma=False)
        rng = np.random.default_rng(seed)
        bufs = {p.name: (rng.standard_normal(MIN_LEN * 4).astype(p.elem.np) if p.elem.is_float
                         else rng.integers(0, 2, MIN_LEN * 4).astype(p.elem.np)) for p in body.params}
        grid = Grid((2, 1), body.workgroup_size)

        def outcome(rc):
            try:
                return run(body, bufs, grid, racecheck=rc)
            except KernelFault as f:
                return f
        off, on = outcome(False), outcome(True)
        if isinstance(on, DataRace):
            raced += 1
            continue
        if isinstance(off, KernelFault):
            assert type(on) is type(off) and on.sites[0] == off.sites[0] and on.thread == off.thread, seed
        else:
            assert not isinstance(on, KernelFault), (seed, on)
            for k in off:
                assert np.array_equal(off[k].view(np.uint8), on[k].view(np.uint8)), (seed, k)
        same += 1
    assert raced >= 10 and same >= 10, (raced, same)


# --- exactness against a brute-force reference ---------------------------------------------------
@pytest.mark.parametrize("log_limit", [None, 1, 40], ids=["log", "fold-each-read", "fold-sometimes"])
def test_the_check_finds_a_race_exactly_when_a_brute_force_reference_does(log_limit, monkeypatch):
    """Random access patterns: statements that read or write slot table[lane] of one array, each
    taken by a random subset of lanes (a branch per statement: different steps), barriers at top
    level between some. The reference lists every access with its epoch (barriers before it); a
    race is two accesses of one slot in one epoch by different lanes, one a write. With a small
    log limit the epoch's reads are folded into per-slot readers as they come (the long-epoch path)."""
    import random

    from poot_core.oracle.racecheck import RaceCheck
    if log_limit is not None:
        monkeypatch.setattr(RaceCheck, "LOG_LIMIT", log_limit)
    r = random.Random(11)
    raced = clean = 0
    for _ in range(150):
        wg, slots = r.choice((4, 8, 32)), r.randint(1, 6)
        stmts = []
        for _ in range(r.randint(2, 6)):
            p = r.random()
            stmts.append((r.random() < 0.5, [r.randrange(slots) for _ in range(wg)],
                          [r.random() < p for _ in range(wg)], r.random() < 0.3))
        kb = Builder("pattern", wg)
        kb.wg_array(0, slots)
        out = kb.output("out", F32)
        tabs = [(kb.input(f"t{k}", USIZE), kb.input(f"m{k}", U32)) for k in range(len(stmts))]
        lane, gi = kb.local_index(), kb.thread_index()
        bufs = {"out": np.zeros(wg * 2, np.float32)}
        for k, ((write, idx, part, bar), (t, m)) in enumerate(zip(stmts, tabs)):
            bufs[f"t{k}"] = np.array(idx, np.uint64)
            bufs[f"m{k}"] = np.array(part, np.uint32)

            def access(write=write, t=t):
                i = kb.load(t, lane)
                if write:
                    kb.wg_write(0, i, N.Const(F32, 1.0))
                else:
                    kb.store(out, gi, kb.wg_read(0, i))  # each thread its own element
            kb.if_(kb.ne(kb.load(m, lane), N.Const(U32, 0)), access)
            if bar:
                kb.barrier()
        kb.ret()
        body = kb.build()
        seen: dict = {}
        race = False
        epoch = 0
        for write, idx, part, bar in stmts:
            for ln in range(wg):
                if part[ln]:
                    for other_lane, other_write in seen.get((epoch, idx[ln]), []):
                        race |= other_lane != ln and (write or other_write)
                    seen.setdefault((epoch, idx[ln]), []).append((ln, write))
            epoch += bar
        try:
            run(body, bufs, Grid((2, 1), wg))
            got = False
        except DataRace:
            got = True
        assert got == race, (wg, slots, stmts)
        raced += race
        clean += not race
    assert raced > 20 and clean > 20, (raced, clean)


def test_buffer_races_match_a_brute_force_reference():
    """Random stores to out[table[t]], and atomic_adds and plain loads or stores of h[table[t]],
    each by a random subset of threads of two workgroups, barriers between some: a race is two
    threads storing one element of out, or an atomic and a plain access of one element of h by
    two threads (barriers order neither)."""
    import random
    r = random.Random(5)
    raced = clean = 0
    for _ in range(150):
        wg, n = r.choice((4, 8)), r.randint(4, 48)
        threads = 2 * wg
        stmts = []
        for _ in range(r.randint(2, 4)):
            p = r.random() * 0.3
            stmts.append((r.choice(("store", "atomic", "hload", "hstore")), [r.randrange(n) for _ in range(threads)],
                          [r.random() < p for _ in range(threads)], r.random() < 0.3))
        kb = Builder("gpattern", wg)
        out, h, sink = kb.output("out", F32), kb.output("h", U32), kb.output("sink", U32)
        tabs = [(kb.input(f"t{k}", USIZE), kb.input(f"m{k}", U32)) for k in range(len(stmts))]
        gi = kb.thread_index()
        bufs = {"out": np.zeros(n, np.float32), "h": np.zeros(n, np.uint32), "sink": np.zeros(threads, np.uint32)}
        for k, ((what, idx, part, bar), (t, m)) in enumerate(zip(stmts, tabs)):
            bufs[f"t{k}"], bufs[f"m{k}"] = np.array(idx, np.uint64), np.array(part, np.uint32)

            def access(what=what, t=t):
                i = kb.load(t, gi)
                if what == "store":
                    kb.store(out, i, N.Const(F32, 1.0))
                elif what == "atomic":
                    kb.atomic_add(h, i, N.Const(U32, 1))
                elif what == "hload":
                    kb.store(sink, gi, kb.load(h, i))
                else:
                    kb.store(h, i, N.Const(U32, 7))
            kb.if_(kb.ne(kb.load(m, gi), N.Const(U32, 0)), access)
            if bar:
                kb.barrier()
        kb.ret()
        acc: dict = {}
        race = False
        for what, idx, part, _bar in stmts:
            for th in range(threads):
                if not part[th]:
                    continue
                key = ("out" if what == "store" else "h", idx[th])
                kind = {"store": "w", "atomic": "a", "hload": "p", "hstore": "pw"}[what]
                for o_th, o_kind in acc.get(key, []):
                    if o_th != th:
                        race |= (kind == "w" and o_kind == "w") or ("a" in (kind, o_kind) and (kind != o_kind)) \
                            or (kind == "pw" and o_kind == "pw")
                acc.setdefault(key, []).append((th, kind))
        try:
            run(kb.build(), bufs, Grid((2, 1), wg))
            got = False
        except DataRace:
            got = True
        assert got == race, (wg, n, stmts)
        raced += race
        clean += not race
    assert raced > 20 and clean > 20, (raced, clean)
