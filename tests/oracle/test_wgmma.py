"""Warpgroup MMA (WgmmaMma / WgmmaStore) in the IR: the oracle against numpy (every case of
poot_core.testing.wgmma_cases: tiles with every layout knob, partial and f16 stores, the sm_90
GEMM body with edge tiles), faults on bad tiles, the verifier's rules and the .kir.json codec."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import KernelFault, VerifyError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, USIZE, Fragment
from poot_core.target import Grid
from poot_core.testing import wgmma_cases

CASES = wgmma_cases.cases()


def _check(case, seed=3):
    body = case.build().verify()
    bufs = case.make(np.random.default_rng(seed))
    want = case.ref({k: v.copy() for k, v in bufs.items()})
    got = oracle.run(body, bufs, case.launch(bufs, body))
    for k, r in want.items():
        scale = max(float(np.max(np.abs(r.astype(np.float64)))), 1e-30)
        err = float(np.max(np.abs(got[k].astype(np.float64) - r.astype(np.float64))))
        assert err <= case.rtol * scale, (case.name, k, err / scale)
    return body, bufs, got


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_oracle_matches_numpy(case):
    _check(case)


def test_untouched_outputs_keep_their_values():
    t = wgmma_cases.Tile(64, steps=2, a_lbo=72, a_sbo=296, b_sbo=256, a_off=8, b_off=16, rows=37, cols=61, out=F16)
    _, _, got = _check(wgmma_cases.tile_case(t))
    d = got["d"].reshape(2, 64, 64)
    assert np.all(d[:, 37:, :] == 7) and np.all(d[:, :, 61:] == 7) and not np.any(d[:, :37, :61] == 7)


def test_the_layout_is_not_row_major():
    """The case's reference is the core-matrix layout: reading the same slots row-major differs."""
    c = wgmma_cases.tile_case(wgmma_cases.Tile(128, steps=2, a_sbo=256, b_sbo=256))
    bufs = c.make(np.random.default_rng(0))
    got = oracle.run(c.build(), bufs, c.launch(bufs))["d"].reshape(2, 64, 128)[0]
    a = bufs["a"][:64 * 32].astype(np.float64).reshape(64, 32)
    bt = bufs["b"][:128 * 32].astype(np.float64).reshape(128, 32)
    assert np.max(np.abs(got - a @ bt.T)) > 1.0


def _single(ws=128, a_elem=F16, offset=None, lbo=64, branch=False, name="w"):
    kb = Builder(name, ws)
    d = kb.output("d", F32)
    kb.wg.append(N.WgArray(0, 4096, a_elem))
    kb.wg.append(N.WgArray(1, 4096, F16))
    acc = kb.local(Fragment("wacc", F32, (64, 64, 16)))
    lane = kb.local_index()
    off = offset(kb, lane) if offset else N.Const(USIZE, 0)

    def mma():
        kb.emit(N.WgmmaMma(acc.id, 0, off, 1, N.Const(USIZE, 0), acc.id, lbo, 128, 64, 128))
    if branch:
        kb.if_(kb.lt(lane, 64), mma)
    else:
        mma()
    kb.emit(N.WgmmaStore(d, N.Const(USIZE, 0), N.Const(USIZE, 64), acc.id, N.Const(USIZE, 64), N.Const(USIZE, 64)))
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("kw, kind, text", [
    (dict(ws=64), "BadWorkgroupSize", "multiple of 128"),
    (dict(ws=192), "BadWorkgroupSize", "multiple of 128"),
    (dict(a_elem=F32), "TypeMismatch", "f16 arrays"),
    (dict(lbo=12), "BadWgArray", "multiple of 8"),
    (dict(branch=True), "DivergentFragmentParticipation", "128-lane warpgroup"),
    (dict(offset=lambda kb, lane: kb.mul(kb.rem(lane, 2), 8)), "DivergentFragmentParticipation", "warpgroup-uniform"),
])
def test_verifier_rules(kw, kind, text):
    with pytest.raises(VerifyError) as e:
        _single(**kw).verify()
    assert e.value.kind == kind and text in str(e.value)


def test_warpgroup_uniform_offsets_and_branches_verify():
    _single(offset=lambda kb, lane: kb.mul(kb.div(lane, 128), 8)).verify()
    _single(ws=256, offset=lambda kb, lane: kb.mul(kb.div(lane, 128), 1024)).verify()


def test_wmma_statements_refuse_a_warpgroup_accumulator():
    kb = Builder("mix", 128)
    d = kb.output("d", F32)
    acc = kb.local(Fragment("wacc", F32, (64, 64, 16)))
    kb.emit(N.WmmaStore(d, N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    with pytest.raises(VerifyError) as e:
        kb.build().verify()
    assert e.value.kind == "FragmentMismatch" and "warpgroup accumulator" in str(e.value)


@pytest.mark.parametrize("shape", [(64, 12, 16), (64, 264, 16), (32, 64, 16), (64, 64, 8)])
def test_bad_accumulator_shapes(shape):
    kb = Builder("shape", 128)
    d = kb.output("d", F32)
    acc = kb.local(Fragment("wacc", F32, shape))
    kb.emit(N.WgmmaStore(d, N.Const(USIZE, 0), N.Const(USIZE, 64), acc.id, N.Const(USIZE, 1), N.Const(USIZE, 1)))
    kb.ret()
    with pytest.raises(VerifyError) as e:
        kb.build().verify()
    assert e.value.kind == "FragmentMismatch"


def test_misaligned_and_out_of_range_tiles_fault():
    for off, what in ((4, "multiple of 8"), (4096 - 512, "inside the array")):
        body = _single(offset=lambda kb, lane, off=off: N.Const(USIZE, off)).verify()
        with pytest.raises(KernelFault) as e:
            oracle.run(body, {"d": np.zeros(64 * 64, np.float32)}, Grid((1, 1), 128))
        assert what in str(e.value)


def test_store_out_of_range_faults():
    body = _single().verify()
    with pytest.raises(KernelFault) as e:
        oracle.run(body, {"d": np.zeros(64 * 64 - 1, np.float32)}, Grid((1, 1), 128))
    assert "WgmmaStore" in str(e.value)


@pytest.mark.parametrize("case", CASES[:2] + CASES[-2:-1], ids=lambda c: c.name)
def test_kir_round_trip(case):
    body = case.build()
    text = kir.dumps(body)
    assert '"WgmmaMma"' in text and '"WgmmaStore"' in text and "frag<wacc,f32,64x" in text
    back = kir.loads(text).body
    assert back == body and kir.dumps(back) == text


def test_a_tile_read_racing_a_write_is_reported():
    """Lanes write array 0, and the warpgroup's WgmmaMma reads it with no barrier between: a race."""
    from poot_core.errors import DataRace
    kb = Builder("race", 128)
    a, d = kb.input("a", F16), kb.output("d", F32)
    kb.wg.append(N.WgArray(0, 1024, F16))
    kb.wg.append(N.WgArray(1, 1024, F16))
    acc = kb.local(Fragment("wacc", F32, (64, 64, 16)))
    lane = kb.local_index()
    for j in range(8):
        idx = kb.add(lane, 128 * j)
        kb.emit(N.WorkgroupLocalWrite(0, idx, kb.load(a, idx)))
    kb.emit(N.WgmmaMma(acc.id, 0, N.Const(USIZE, 0), 1, N.Const(USIZE, 0), acc.id, 64, 128, 64, 128))
    kb.emit(N.WgmmaStore(d, N.Const(USIZE, 0), N.Const(USIZE, 64), acc.id, N.Const(USIZE, 64), N.Const(USIZE, 64)))
    kb.ret()
    body = kb.build().verify()
    bufs = {"a": np.ones(1024, np.float16), "d": np.zeros(4096, np.float32)}
    with pytest.raises(DataRace) as e:
        oracle.run(body, bufs, Grid((1, 1), 128), racecheck=True)
    assert "wgmma" in str(e.value)


def test_the_chooser_picks_the_async_loop_where_copies_fit():
    from poot_core.plan.synth_gemm_sm90 import gemm_sm90, sm90_unfit
    from poot_core.target import Capabilities
    body, grid = gemm_sm90(256, 136, 96)
    assert body.uses_async_copy() and grid == (2, 2)
    body, _ = gemm_sm90(256, 130, 96)  # N not a multiple of 8: the register-pipelined loop
    assert not body.uses_async_copy() and body.uses_wgmma()
    assert sm90_unfit(Capabilities(warpgroup_mma=True)) is None
    assert "no warpgroup MMA" in sm90_unfit(Capabilities())


# --- deferred waits (WgmmaMma.pending) -------------------------------------------------------------
def _chain(pendings, write_between=False, store=True, name="chain"):
    """One warpgroup: array 0/1 filled from a/b, then one WgmmaMma per entry of `pendings` on the
    same accumulator (each reading 16 more of k), optionally a lane write to array 0 after the
    first (after a barrier), then WgmmaStore."""
    kb = Builder(name, 128)
    a, b, d = kb.input("a", F16), kb.input("b", F16), kb.output("d", F32)
    kb.wg.append(N.WgArray(0, 4096, F16))
    kb.wg.append(N.WgArray(1, 4096, F16))
    acc = kb.local(Fragment("wacc", F32, (64, 64, 16)))
    lane = kb.local_index()
    for j in range(32):
        idx = kb.add(lane, 128 * j)
        kb.emit(N.WorkgroupLocalWrite(0, idx, kb.load(a, idx)))
        kb.emit(N.WorkgroupLocalWrite(1, idx, kb.load(b, idx)))
    kb.barrier()
    for i, p in enumerate(pendings):
        kb.emit(N.WgmmaMma(acc.id, 0, N.Const(USIZE, 1024 * i), 1, N.Const(USIZE, 1024 * i), acc.id, 64, 128, 64, 128,
                           pending=p))
        if write_between and i == 0:  # after a barrier: no race between lanes, only with the hardware
            kb.barrier()
            kb.emit(N.WorkgroupLocalWrite(0, lane, N.Const(F16, 5.0)))
    if store:
        kb.emit(N.WgmmaStore(d, N.Const(USIZE, 0), N.Const(USIZE, 64), acc.id, N.Const(USIZE, 64), N.Const(USIZE, 64)))
    kb.ret()
    return kb.build()


def _chain_bufs():
    rng = np.random.default_rng(4)
    return {"a": rng.uniform(-1, 1, 4096).astype(np.float16), "b": rng.uniform(-1, 1, 4096).astype(np.float16),
            "d": np.zeros(4096, np.float32)}


def test_deferred_waits_give_the_eager_result():
    eager = oracle.run(_chain([0, 0, 0]).verify(), _chain_bufs(), Grid((1, 1), 128))["d"]
    for ps in ([1, 1, 0], [2, 1, 0], [1, 2, 0]):
        got = oracle.run(_chain(ps).verify(), _chain_bufs(), Grid((1, 1), 128))["d"]
        assert np.array_equal(got, eager), ps
    assert np.any(eager != 0)


def test_overwriting_an_operand_in_flight_is_an_error_and_after_the_wait_is_not():
    from poot_core.errors import IRError
    with pytest.raises(IRError, match="written while the WgmmaMma that reads it was still in flight"):
        oracle.run(_chain([1, 0], write_between=True).verify(), _chain_bufs(), Grid((1, 1), 128))
    oracle.run(_chain([0, 0], write_between=True).verify(), _chain_bufs(), Grid((1, 1), 128))


@pytest.mark.parametrize("ps, store, text", [
    ([1], True, "WgmmaStore reads a warpgroup accumulator while"),
    ([0, 1], False, "returns while a WgmmaMma with pending > 0"),
])
def test_the_verifier_refuses_reading_or_returning_in_flight(ps, store, text):
    with pytest.raises(VerifyError) as e:
        _chain(ps, store=store).verify()
    assert e.value.kind == "WgmmaInFlight" and text in str(e.value)


@pytest.mark.parametrize("p", [-1, 8, True])
def test_pending_range(p):
    with pytest.raises(VerifyError) as e:
        _chain([p, 0]).verify()
    assert e.value.kind == "BadWgmmaPending"


def test_pending_round_trips_through_kir():
    body = _chain([1, 0]).verify()
    text = kir.dumps(body)
    back = kir.loads(text).body
    assert back == body and '"pending": 1' in text and [s.pending for b in back.blocks for s in b.stmts if isinstance(s, N.WgmmaMma)] == [1, 0]


def test_the_pipelined_gemm_refills_a_stage_only_after_its_product_retired():
    """With pending 1 a stage is refilled stages - 2 steps ahead; refilling it stages - 1 ahead (what
    pending 0 allows) overwrites operands of a product still in flight: the oracle says so."""
    from poot_core.errors import IRError
    from poot_core.plan.synth_gemm_sm90 import Sm90Tile, gemm_sm90_pipe_body, grid_of_tile

    class Eager(Sm90Tile):  # the pending-0 refill distance with pending 1: a race on real hardware
        @property
        def prefetch(self) -> int:
            return self.stages - 1

    m, n, k = 128, 64, 256
    rng = np.random.default_rng(1)
    bufs = {"a": rng.uniform(-1, 1, m * k).astype(np.float16), "b": rng.uniform(-1, 1, k * n).astype(np.float16),
            "c": np.zeros(m * n, np.float32)}
    t = Eager(2, 64, 32, 3, 1)
    grid = Grid(grid_of_tile(m, n, t), t.lanes)
    with pytest.raises(IRError, match="still in flight"):
        oracle.run(gemm_sm90_pipe_body(m, n, k, F32, t).verify(), dict(bufs), grid)
    good = Sm90Tile(2, 64, 32, 3, 1)
    got = oracle.run(gemm_sm90_pipe_body(m, n, k, F32, good).verify(), dict(bufs), grid)["c"]
    want = bufs["a"].astype(np.float64).reshape(m, k) @ bufs["b"].astype(np.float64).reshape(k, n)
    assert np.max(np.abs(got.reshape(m, n) - want)) < 1e-4


def test_sm90_tile_parse_and_unfit():
    from poot_core.plan.synth_gemm_sm90 import Sm90Tile, pipe_unfit
    from poot_core.target import Capabilities
    t = Sm90Tile.parse("2,256,64,4,1")
    assert (t.bm, t.lanes, t.prefetch, t.wg_bytes) == (128, 256, 2, 196608)
    for bad in ("2,256,64,2,1", "5,256,64,4,1", "2,260,64,4,1", "2,256,24,4,1", "2,256,64,4", "2,256,64,4,2"):
        with pytest.raises(ValueError):
            Sm90Tile.parse(bad)
    caps = Capabilities(warpgroup_mma=True, max_workgroup_memory_optin=227 * 1024)
    assert pipe_unfit(4096, 4096, 4096, caps, t) is None
    w = Sm90Tile.parse("2,192,64,4,1,1,2")
    assert (w.bm, w.bn, w.mw, w.lanes, w.wg_bytes, w.spec) == (256, 192, 2, 256, 229376, "2,192,64,4,1,1,2")
    assert Sm90Tile.parse(t.spec) == t and Sm90Tile.parse("2,256,64,4,1,8").spec == "2,256,64,4,1,8"
    with pytest.raises(ValueError, match="mw=2"):
        Sm90Tile.parse("2,256,64,4,1,1,2")  # 256 accumulator registers per lane
    assert "196,608 bytes" in pipe_unfit(4096, 4096, 4096, Capabilities(warpgroup_mma=True), t)
    assert "multiples of 8" in pipe_unfit(4096, 4095, 4096, caps, t)


@pytest.mark.parametrize("p", wgmma_cases.PIPES, ids=lambda p: f"{p[0]}x{p[1]}x{p[2]}_{p[3]}")
def test_the_pipelined_gemm_is_race_free(p):
    """The race check (barriers, async copies, the warpgroup's tile reads) finds nothing in the
    pipelined bodies: every refill follows the barrier after the last read of its slot."""
    c = wgmma_cases.pipe_case(*p)
    body = c.build()
    bufs = c.make(np.random.default_rng(0))
    oracle.run(body, bufs, c.launch(bufs, body), racecheck=True)
