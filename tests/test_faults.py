"""Fault parity (docs/execution-contract.md section 6) on the oracle, vulkan, wgpu (lavapipe here)
and the LLVM host JIT: the same first thread, site and line whatever order lanes fault in; the
exact site past 32 sites; lavapipe's loop limiter detected, never a short result; loop budgets
and the oracle's step budget and launch guard, so a loop that never ends is a fault, not a hang."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import plugins
from poot_core.errors import LOOP_BUDGET_SITE, LOOP_LIMIT_SITE, KernelFault, LaunchTooLarge, Span
from poot_core.exec.executor import execute
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32, USIZE
from poot_core.target import Grid

SPIRV = ("vulkan", "wgpu")


def target_or_skip(name: str):
    try:
        t = plugins.get_target(name)
    except Exception as e:  # plugin not installed
        pytest.skip(f"{name} is not installed: {e}")
    a = t.probe()
    if not a.available:
        pytest.skip(f"{name} has no device here: {a.reason}")
    return t


def run(name, body, bufs, grid, **options):
    return execute(body, target_or_skip(name), grid, bufs, options=options or None)


def fault(name, body, bufs, grid, **options) -> KernelFault:
    with pytest.raises(KernelFault) as ei:
        run(name, body, bufs, grid, **options)
    return ei.value


# --- kernels ------------------------------------------------------------------------------------
def late_low_early_high(spin: int = 3000) -> N.Body:
    """Threads >= 600 fail at once (site 0, line 3); threads 50..63 spin first, then fail at
    site 1 (line 9): the high threads fault first in time, thread 50 is the first by index."""
    kb = Builder("late_low", 64)
    out = kb.output("out", U32)
    i = kb.thread_index()
    kb.check(kb.lt(i, N.Const(USIZE, 600)), "bounds", Span("late.rs", 3, 5))
    acc = kb.var(U32, 0, "acc")
    kb.for_range(0, spin, lambda k: kb.set(acc, kb.add(acc, kb.cast(k, U32))))
    kb.check(kb.un("not", kb.bin("and", kb.ge(i, N.Const(USIZE, 50)), kb.lt(i, N.Const(USIZE, 64)))),
             "overflow", Span("late.rs", 9, 13))
    kb.store(out, i, acc, checked=True, span=Span("late.rs", 10, 5))
    kb.ret()
    return kb.build()


def many_sites(n_sites: int = 45, failing: int = 40) -> N.Body:
    """`n_sites` checks `i < 1000 + k`, except check `failing`: `i < 100`."""
    kb = Builder("many_sites", 64)
    out = kb.output("out", U32)
    i = kb.thread_index()
    for k in range(n_sites):
        bound = 100 if k == failing else 1000 + k
        kb.check(kb.lt(i, N.Const(USIZE, bound)), "bounds", Span("many.rs", 10 + k, 9))
    kb.store(out, i, kb.cast(i, U32))
    kb.ret()
    return kb.build()


def counting(trips: tuple[int, ...]) -> N.Body:
    """out[i] = sum of the trip counts of sequential loops (one u32 counter per loop)."""
    kb = Builder("counting", 64)
    out = kb.output("out", U32)
    n = kb.input("n", U32)
    i = kb.thread_index()
    total = kb.var(U32, 0, "total")
    for j, _ in enumerate(trips):
        hi = kb.load(n, j)
        c = kb.var(U32, 0, f"c{j}")
        kb.while_(lambda: kb.lt(c, hi), lambda: kb.set(c, kb.add(c, N.Const(U32, 1))))
        kb.set(total, kb.add(total, c))
    kb.store(out, i, total)
    kb.ret()
    return kb.build()


def never_ending() -> N.Body:
    """`while x != 7 { x = x * 2 }` from x = 1 for thread 5 only (never 7): never ends."""
    kb = Builder("never_ending", 64)
    out = kb.output("out", U32)
    i = kb.thread_index()
    x = kb.var(U32, 1, "x")
    go = kb.eq(i, N.Const(USIZE, 5))

    def step():
        # never fails at run time (64-element out), and no analysis proves it (i = 5 under the guard
        # would prove `i != 9999`, and check elimination would leave the loop without a line to name)
        kb.check(kb.lt(i, kb.len(out)), "bounds", Span("never.rs", 4, 9))
        kb.set(x, kb.mul(x, N.Const(U32, 2)))
    kb.if_(go, lambda: kb.while_(lambda: kb.ne(x, N.Const(U32, 7)), step))
    kb.store(out, i, x)
    kb.ret()
    return kb.build()


# --- defect 8: the real site and the real first thread ------------------------------------------
@pytest.mark.parametrize("name", ("oracle", *SPIRV))
def test_first_thread_is_the_lowest_not_the_earliest(name):
    body = late_low_early_high()
    f = fault(name, body, {"out": np.zeros(700, np.uint32)}, Grid.threads(700, 64))
    assert f.sites[0].site == 1 and f.sites[0].span == Span("late.rs", 9, 13), str(f)
    assert f.thread == 50 and f.group == (0, 0) and f.exact, str(f)
    assert {s.site for s in f.sites} == {0, 1} and "and 1 other site failed" in str(f)


@pytest.mark.parametrize("name", ("oracle", *SPIRV))
def test_past_32_sites_only_the_failing_site_is_named(name):
    f = fault(name, many_sites(), {"out": np.zeros(256, np.uint32)}, Grid.threads(256, 64))
    assert [s.site for s in f.sites] == [40] and f.thread == 100, str(f)
    assert "many.rs:50:9" in str(f) and "other site" not in str(f) and len(str(f)) < 300


def test_llvm_host_error_word_is_exact_too():
    pytest.importorskip("llvmlite")
    from poot_core.backends.llvm.host import HostKernel
    from poot_core.backends.llvm.runtime import decode_error_words
    for body, n, want in ((late_low_early_high(50), 700, (1, 50, {0, 1})), (many_sites(), 256, (40, 100, {40}))):
        _, err = HostKernel(body).run({"out": np.zeros(n, np.uint32)}, Grid.threads(n, 64))
        f = decode_error_words(err, body, "host")
        assert (f.sites[0].site, f.thread, {s.site for s in f.sites}) == want, str(f)
        assert str(f.sites[0]) == str(fault("oracle", body, {"out": np.zeros(n, np.uint32)},
                                            Grid.threads(n, 64)).sites[0])


# --- defect 6: lavapipe's loop limiter ------------------------------------------------------------
def loop_limited(name) -> bool:
    from poot_core.backends.spirv.host import is_loop_limited
    return is_loop_limited(target_or_skip(name).probe().device)


@pytest.mark.parametrize("name", SPIRV)
@pytest.mark.parametrize("trips", [(70_000,), (40_000, 40_000)])
def test_loops_past_the_limiter_fault_never_short(name, trips):
    if not loop_limited(name):
        pytest.skip(f"{name}'s device has no loop limiter")
    body = counting(trips)
    bufs = {"out": np.zeros(64, np.uint32), "n": np.array(trips, np.uint32)}
    f = fault(name, body, bufs, Grid.threads(64, 64))
    assert f.sites[0].site == LOOP_LIMIT_SITE and "65535" in str(f) and f.thread == 0, str(f)
    # without the guard the driver silently returns a short count: the guard is what saves us
    got = run(name, body, bufs, Grid.threads(64, 64), loop_guard=False, loop_budget=0)["out"]
    assert (got < sum(trips)).all()


@pytest.mark.parametrize("name", SPIRV)
def test_a_loop_below_the_limit_passes(name):
    body = counting((60_000,))
    got = run(name, body, {"out": np.zeros(64, np.uint32), "n": np.array([60_000], np.uint32)}, Grid.threads(64, 64))
    assert (got["out"] == 60_000).all()


@pytest.mark.parametrize("name", SPIRV)
def test_never_ending_loop_faults_on_spirv(name):
    body = never_ending()
    opts = {} if loop_limited(name) else {"loop_budget": 100_000}
    f = fault(name, body, {"out": np.zeros(64, np.uint32)}, Grid.threads(64, 64), **opts)
    assert f.sites[0].site in (LOOP_LIMIT_SITE, LOOP_BUDGET_SITE) and f.thread == 5, str(f)
    assert f.sites[0].span == Span("never.rs", 4, 9), str(f)


@pytest.mark.parametrize("name", SPIRV)
def test_loop_budget_on_spirv(name):
    body = counting((5000,))
    bufs = {"out": np.zeros(64, np.uint32), "n": np.array([5000], np.uint32)}
    f = fault(name, body, bufs, Grid.threads(64, 64), loop_guard=False, loop_budget=1000)
    assert f.sites[0].site == LOOP_BUDGET_SITE and f.thread == 0 and "loop_budget" in str(f), str(f)
    assert (run(name, body, bufs, Grid.threads(64, 64), loop_guard=False, loop_budget=6000)["out"] == 5000).all()


# --- defect 9: the oracle never hangs ------------------------------------------------------------
def test_oracle_step_budget_ends_a_never_ending_loop(monkeypatch):
    monkeypatch.setenv("POOT_ORACLE_STEPS", "2000")
    f = fault("oracle", never_ending(), {"out": np.zeros(64, np.uint32)}, Grid.threads(64, 64))
    assert f.sites[0].site == LOOP_BUDGET_SITE and f.thread == 5 and "POOT_ORACLE_STEPS" in str(f), str(f)
    assert f.sites[0].span == Span("never.rs", 4, 9)  # the loop, named by its first check
    got = run("oracle", counting((1500,)), {"out": np.zeros(64, np.uint32), "n": np.array([1500], np.uint32)},
              Grid.threads(64, 64))
    assert (got["out"] == 1500).all()


def test_oracle_names_the_loop_line(monkeypatch):
    monkeypatch.setenv("POOT_ORACLE_STEPS", "100")
    f = fault("oracle", late_low_early_high(1000), {"out": np.zeros(64, np.uint32)}, Grid.threads(64, 64))
    assert f.sites[0].site == LOOP_BUDGET_SITE and f.thread == 0, str(f)


def test_oracle_refuses_a_launch_it_would_take_hours_on(monkeypatch):
    body = many_sites(2, 1)
    with pytest.raises(LaunchTooLarge, match="POOT_ORACLE_MAX_THREADS"):
        run("oracle", body, {"out": np.zeros(4, np.uint32)}, Grid.threads(10**11, 64))
    monkeypatch.setenv("POOT_ORACLE_MAX_THREADS", "100")
    with pytest.raises(LaunchTooLarge):
        run("oracle", body, {"out": np.zeros(4, np.uint32)}, Grid.threads(1000, 64))


def test_wgpu_wait_deadline_marks_the_device_lost(monkeypatch):
    """wgpu-native blocks inside map_async on lavapipe until the dispatch is done, so the
    deadline is driven here with a mapping that never resolves (what a hung GPU looks like)."""
    t = target_or_skip("wgpu")
    dev = t.open()

    class Never:
        _state = "pending"

    class Back:
        def map_async(self, mode):
            return Never()

    class Dev:
        def _poll(self, block):
            pass

    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.05")
    from poot_core.errors import DeviceLost
    with pytest.raises(DeviceLost, match="did not finish within 0.05 s"):
        dev._wait(Dev(), Back())
    with pytest.raises(DeviceLost):
        dev._alive()


@pytest.mark.parametrize("name", ["vulkan"])
def test_sync_timeout_marks_the_device_lost(name, monkeypatch):
    """A dispatch still running at the sync's deadline (POOT_SYNC_TIMEOUT_S) is a typed DeviceLost,
    and the device refuses later launches and every buffer; lavapipe's limiter ends every loop, so a slow kernel
    with a tiny deadline stands in for one that never ends."""
    t = target_or_skip(name)
    # lavapipe's limiter caps a thread at 65535 iterations; a GPU runs 60,000 in about 1 ms (the
    # H200 finished before a 1 ms deadline), so there each thread counts ten times further
    from poot_core.backends.spirv.host import is_loop_limited
    trips = 60_000 if is_loop_limited(t.probe().device) else 600_000
    body = counting((trips,))
    art = t.compile(body, loop_guard=False, loop_budget=0)
    dev = t.open()  # a private device: the executor's cached one stays usable
    n = 64 * 256
    out, trip = dev.alloc(4 * n, np.uint32), dev.alloc(4, np.uint32)
    dev.upload(trip, np.array([trips], np.uint32))
    bufs = {"out": out, "n": trip}
    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.001")
    dev.launch(art, bufs, Grid.threads(n, 64))
    from poot_core.errors import DeviceLost
    with pytest.raises(DeviceLost, match="did not finish within 0.001 s"):
        dev.sync()
    with pytest.raises(DeviceLost):
        dev.launch(art, bufs, Grid.threads(n, 64))
    with pytest.raises(DeviceLost):  # every buffer of a lost device
        dev.download(trip)


def test_a_data_race_through_the_oracle_target_is_a_kernel_fault_naming_the_oracle():
    """The race check runs behind `execute(..., "oracle")` too: DataRace (exit code 3), the
    outputs discarded, with both lanes named."""
    from poot_core.errors import DataRace
    kb = Builder("racy", 64)
    kb.wg_array(0, 64)
    out = kb.output("out", U32)
    lane = kb.local_index()
    kb.wg_write(0, lane, N.Const(F32, 1.0))
    v = kb.wg_read(0, kb.rem(kb.add(lane, N.Const(USIZE, 1)), N.Const(USIZE, 64)))  # no barrier
    kb.store(out, lane, kb.cast(v, U32), checked=True)
    kb.ret()
    with pytest.raises(DataRace) as ei:
        execute(kb.build(), "oracle", Grid((1, 1), 64), {"out": np.zeros(64, np.uint32)})
    e = ei.value
    assert isinstance(e, KernelFault) and e.exit_code == 3 and e.target == "oracle"
    assert "lane 1 writes it" in str(e) and "lane 0 reads it" in str(e) and e.sites[0].kind == "data-race"
