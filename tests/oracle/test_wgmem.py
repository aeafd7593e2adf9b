"""Typed workgroup arrays, Wmma from and to workgroup memory and async copies: the oracle against
numpy (the wgmem kit cases), the fault and race semantics of async copies and of tile accesses in
workgroup memory, the verifier's rules and the .kir.json codec."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np
import pytest

from poot_core.errors import DataRace, KernelFault, VerifyError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, I32, U32, USIZE, Fragment
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing import samples, wgmem_cases
from poot_core.testing.case import check_oracle, oracle_result

CASES = wgmem_cases.cases()
ROOT = Path(__file__).resolve().parents[2]


# --- the kit's cases against numpy ------------------------------------------------------------
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_oracle_matches_the_numpy_reference(case):
    body = case.build().verify()
    want, fault = oracle_result(case)
    assert fault is None, fault
    assert check_oracle(case, want, fault) is None
    nonzero = [k for k, v in want.items() if body.params[[p.name for p in body.params].index(k)].mutable]
    assert all(np.count_nonzero(want[k]) > want[k].size // 3 for k in nonzero)  # non-trivial outputs


def test_the_gemm_case_uses_every_new_node_and_its_edges_are_zero_filled():
    body = wgmem_cases.gemm_body(40, 48, 72)
    kinds = {type(s).__name__ for b in body.blocks for s in b.stmts}
    assert {"AsyncCopy", "AsyncCommit", "AsyncWait", "WmmaLoad", "WmmaStore"} <= kinds
    assert {w.elem for w in body.wg_arrays} == {F16, F32}
    assert all(s.space == "wg" for b in body.blocks for s in b.stmts if isinstance(s, (N.WmmaLoad, N.WmmaStore)))
    # an A whose rows past m would be read (were the zero fill missing) as huge values changes nothing
    case = wgmem_cases.gemm_case(40, 48, 72)
    bufs = case.make()
    ref = case.ref(bufs)["c"]
    got = run(body, bufs, case.launch(bufs))["c"]
    assert np.allclose(got, ref, rtol=1e-3, atol=1e-3)


def test_the_copy_reads_no_source_element_past_valid():
    """valid=0 copies at an index past the end of the source: no fault, the destination is zero."""
    kb = Builder("zero_fill", 32)
    src, out = kb.input("src", F32), kb.output("out", F32)
    arr = kb.wg_array(0, 128, F32)
    lane = kb.local_index()
    kb.wg_write(arr, kb.mul(lane, 4), 7.0)
    kb.barrier()
    kb.async_copy(arr, kb.mul(lane, 4), src, kb.add(kb.mul(lane, 4), 1 << 20), 4, 0)
    kb.async_wait()
    kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
    kb.ret()
    got = run(kb.build().verify(), {"src": np.ones(8, np.float32), "out": np.ones(32, np.float32)}, Grid((1, 1), 32))
    assert not got["out"].any()


# --- faults -------------------------------------------------------------------------------------
def _copy_body(dst, src_index, count=4, valid=None, size=128, elem=F32, wait=True) -> N.Body:
    kb = Builder("copy", 32)
    src, out = kb.input("src", elem), kb.output("out", elem)
    arr = kb.wg_array(0, size, elem)
    lane = kb.local_index()
    d = dst(kb, lane) if callable(dst) else dst
    s = src_index(kb, lane) if callable(src_index) else src_index
    kb.async_copy(arr, d, src, s, count, valid(kb, lane) if callable(valid) else valid)
    if wait:
        kb.async_wait()
    kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, count)))
    kb.ret()
    return kb.build()


def _fault(body, n=256):
    bufs = {"src": np.arange(n, dtype=np.float32), "out": np.zeros(32, np.float32)}
    with pytest.raises(KernelFault) as ei:
        run(body.verify(), bufs, Grid((1, 1), 32))
    return ei.value


@pytest.mark.parametrize("what, body, kind, text", [
    ("misaligned source", _copy_body(lambda kb, l: kb.mul(l, 4), lambda kb, l: kb.add(kb.mul(l, 4), kb.rem(l, 2))),
     "alignment", "must be multiples of 4"),
    ("misaligned destination", _copy_body(lambda kb, l: kb.add(kb.mul(l, 4), 2), lambda kb, l: kb.mul(l, 4)),
     "alignment", "misaligned async_copy"),
    ("destination past the array", _copy_body(lambda kb, l: kb.mul(l, 8), lambda kb, l: kb.mul(l, 4)),
     "bounds", "out-of-range async_copy"),
    ("source past the buffer", _copy_body(lambda kb, l: kb.mul(l, 4), lambda kb, l: kb.mul(l, 12)),
     "bounds", "source"),
    ("valid above count", _copy_body(lambda kb, l: kb.mul(l, 4), lambda kb, l: kb.mul(l, 4), valid=lambda kb, l: kb.add(l, 1)),
     "bounds", "exceeds the count 4"),
])
def test_bad_async_copies_fault(what, body, kind, text):
    e = _fault(body)
    site = next(iter(e.sites))
    assert site.kind == kind and text in site.message, (what, site)


def test_misaligned_or_out_of_range_wmma_tiles_in_workgroup_memory_fault():
    for off, stride, kind in ((4, 16, "alignment"), (0, 12, "alignment"), (272, 16, "bounds")):
        kb = Builder("tile", 32)
        out = kb.output("out", F16)
        arr = kb.wg_array(0, 512, F16)
        f = kb.fragment("a", F16)
        lane = kb.local_index()
        o = kb.var(USIZE, off)
        s = kb.var(USIZE, stride)
        kb.wmma_load(f, arr, o, s, wg=True)
        kb.store(out, lane, kb.wg_read(arr, 0))
        kb.ret()
        with pytest.raises(KernelFault) as ei:
            run(kb.build().verify(), {"out": np.zeros(32, np.float16)}, Grid((1, 1), 32))
        assert next(iter(ei.value.sites)).kind == kind


# --- races ------------------------------------------------------------------------------------
def _race(body, bufs, grid) -> DataRace:
    with pytest.raises(DataRace) as ei:
        run(body.verify(), bufs, grid)
    return ei.value


def _staged(after_copy, count=4, wg=64, src_mut=False) -> N.Body:
    """Lane l copies src[4l..] into slots 4l.. then runs `after_copy(kb, arr, lane, src)`."""
    kb = Builder("staged", wg)
    src = kb.output("src", F32) if src_mut else kb.input("src", F32)
    out = kb.output("out", F32)
    arr = kb.wg_array(0, wg * count, F32)
    lane = kb.local_index()
    kb.async_copy(arr, kb.mul(lane, count), src, kb.mul(lane, count), count)
    after_copy(kb, arr, lane, src, out)
    kb.ret()
    return kb.build()


def _bufs(wg=64, count=4):
    return {"src": np.arange(wg * count, dtype=np.float32), "out": np.zeros(wg * count, np.float32)}


G = Grid((1, 1), 64)


def _neighbour(kb, arr, lane, out):
    nb = kb.mul(kb.rem(kb.add(lane, 1), 64), 4)
    kb.store(out, lane, kb.wg_read(arr, nb))


def test_wait_then_barrier_then_another_lane_reads_is_clean():
    def after(kb, arr, lane, src, out):
        kb.async_wait()
        kb.barrier()
        _neighbour(kb, arr, lane, out)
    got = run(_staged(after).verify(), _bufs(), G)["out"]
    assert np.array_equal(got[:64], ((np.arange(64) + 1) % 64 * 4).astype(np.float32))


def test_reading_the_own_destination_before_the_wait_is_an_async_copy_race():
    def after(kb, arr, lane, src, out):
        kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
        kb.async_wait()
    e = _race(_staged(after), _bufs(), G)
    assert e.kind == "async-copy" and e.memory == "workgroup array 0"
    assert "lane 0 copies into it" in str(e) and "before lane 0's async_wait() completed the copy" in str(e)
    assert "async_copy(wg 0" in str(e)


def test_a_barrier_before_the_wait_does_not_publish_the_copy():
    def after(kb, arr, lane, src, out):
        kb.barrier()
        _neighbour(kb, arr, lane, out)
        kb.async_wait()
    assert _race(_staged(after), _bufs(), G).kind == "async-copy"


def test_another_lane_reading_after_the_wait_without_a_barrier_races():
    def after(kb, arr, lane, src, out):
        kb.async_wait()
        _neighbour(kb, arr, lane, out)
    e = _race(_staged(after), _bufs(), G)
    assert e.kind in ("write-read", "read-write") and "async_copy" in str(e)


def test_writing_the_own_destination_before_the_wait_races():
    def after(kb, arr, lane, src, out):
        kb.wg_write(arr, kb.mul(lane, 4), 1.0)
        kb.async_wait()
    assert _race(_staged(after), _bufs(), G).kind == "async-copy"


def test_storing_to_a_source_element_in_flight_races_and_after_the_wait_does_not():
    def racy(kb, arr, lane, src, out):
        kb.store(src, kb.mul(lane, 4), 0.0)
        kb.async_wait()
    e = _race(_staged(racy, src_mut=True), _bufs(), G)
    assert e.kind == "async-copy" and e.memory == "parameter 'src'" and "copies from it" in str(e)

    def fine(kb, arr, lane, src, out):
        kb.async_wait()
        kb.store(src, kb.mul(lane, 4), 0.0)
        kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
    got = run(_staged(fine, src_mut=True).verify(), _bufs(), G)
    assert np.array_equal(got["out"][:64], np.arange(64, dtype=np.float32) * 4) and not got["src"][::4].any()


def test_wait_pending_completes_only_the_older_groups():
    def body(read_second: bool) -> N.Body:
        kb = Builder("groups", 32)
        src, out = kb.input("src", F32), kb.output("out", F32)
        arr = kb.wg_array(0, 256, F32)
        lane = kb.local_index()
        kb.async_copy(arr, kb.mul(lane, 4), src, kb.mul(lane, 4), 4)
        kb.async_commit()
        kb.async_copy(arr, kb.add(kb.mul(lane, 4), 128), src, kb.add(kb.mul(lane, 4), 128), 4)
        kb.async_commit()
        kb.async_wait(1)  # the first group is complete, the second may not be
        kb.store(out, lane, kb.wg_read(arr, kb.add(kb.mul(lane, 4), 128 if read_second else 0)))
        kb.async_wait()
        kb.ret()
        return kb.build()
    bufs = {"src": np.arange(256, dtype=np.float32), "out": np.zeros(32, np.float32)}
    assert np.array_equal(run(body(False).verify(), bufs, Grid((1, 1), 32))["out"], np.arange(32) * 4.0)
    assert _race(body(True), bufs, Grid((1, 1), 32)).kind == "async-copy"


def test_copies_of_the_open_group_are_not_completed_by_wait_pending():
    kb = Builder("open", 32)
    src, out = kb.input("src", F32), kb.output("out", F32)
    arr = kb.wg_array(0, 128, F32)
    lane = kb.local_index()
    kb.async_copy(arr, kb.mul(lane, 4), src, kb.mul(lane, 4), 4)
    kb.async_wait(1)  # nothing committed: the copy is in the open group, still in flight
    kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
    kb.ret()
    assert _race(kb.build(), {"src": np.ones(128, np.float32), "out": np.zeros(32, np.float32)},
                 Grid((1, 1), 32)).kind == "async-copy"


def _tile_after_write(barrier: bool) -> N.Body:
    kb = Builder("tile_race", 32)
    out = kb.output("out", F32)
    arr = kb.wg_array(0, 256, F16)
    fa, fb, acc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
    lane = kb.local_index()
    for t in range(8):
        i = kb.add(kb.mul(lane, 8), t)
        kb.wg_write(arr, i, kb.cast(kb.cast(i, F32), F16))
    if barrier:
        kb.barrier()
    kb.wmma_load(fa, arr, 0, 16, wg=True)
    kb.wmma_fill(fb, 1.0)
    kb.wmma_fill(acc, 0.0)
    kb.wmma_mma(acc, fa, fb, acc)
    kb.wmma_store(out, 0, 16, acc)
    kb.ret()
    return kb.build()


def test_a_tile_load_needs_a_barrier_after_the_lanes_write_its_slots():
    bufs = {"out": np.zeros(256, np.float32)}
    got = run(_tile_after_write(True).verify(), bufs, Grid((1, 1), 32))["out"].reshape(16, 16)
    want = np.arange(256, dtype=np.float64).reshape(16, 16).astype(np.float16).astype(np.float64).sum(axis=1)
    assert np.array_equal(got, np.repeat(want[:, None], 16, axis=1).astype(np.float32))
    e = _race(_tile_after_write(False), bufs, Grid((1, 1), 32))
    assert e.kind in ("write-read", "read-write") and "a subgroup's matrix op" in str(e) and "wmma_load(wg 0" in str(e)


def test_two_subgroups_storing_overlapping_tiles_race():
    kb = Builder("tiles_overlap", 64)
    out = kb.output("out", F32)
    arr = kb.wg_array(0, 512, F32)
    acc = kb.fragment("acc", F32)
    kb.local_index()
    kb.wmma_fill(acc, 1.0)
    kb.wmma_store(arr, 0, 16, acc, wg=True)
    kb.barrier()
    kb.store(out, 0, kb.wg_read(arr, 0))
    kb.ret()
    e = _race(kb.build(), {"out": np.zeros(1, np.float32)}, Grid((1, 1), 64))
    assert e.kind == "write-write"


def test_race_check_off_copies_at_issue():
    def after(kb, arr, lane, src, out):
        kb.store(out, lane, kb.wg_read(arr, kb.mul(lane, 4)))
    got = run(_staged(after).verify(), _bufs(), G, racecheck=False)["out"]
    assert np.array_equal(got[:64], np.arange(64, dtype=np.float32) * 4)


# --- the verifier -------------------------------------------------------------------------------
def _vfail(body: N.Body) -> VerifyError:
    with pytest.raises(VerifyError) as ei:
        body.verify()
    return ei.value


def test_workgroup_arrays_are_typed():
    kb = Builder("typed", 1)
    out = kb.output("out", I32)
    arr = kb.wg_array(0, 32, I32)
    kb.wg_write(arr, 0, kb.c(I32, -3))
    kb.store(out, 0, kb.wg_read(arr, 0))
    kb.ret()
    body = kb.build().verify()
    assert run(body, {"out": np.zeros(1, np.int32)}, Grid((1, 1), 1))["out"][0] == -3
    bad = dataclasses.replace(body, wg_arrays=(N.WgArray(0, 32, F32),))
    assert _vfail(bad).kind == "TypeMismatch"
    from poot_core.ir.types import BOOL
    assert _vfail(dataclasses.replace(body, wg_arrays=(N.WgArray(0, 32, BOOL),))).kind == "BadWgArray"


@pytest.mark.parametrize("stmt, kind, text", [
    (N.AsyncCopy(0, N.Const(USIZE, 0), 0, N.Const(USIZE, 0), 3), "BadAsyncCopy", "4, 8 or 16 bytes, i.e. 1, 2, 4"),
    (N.AsyncCopy(0, N.Const(USIZE, 2), 0, N.Const(USIZE, 0), 4), "Misaligned", "destination index 2"),
    (N.AsyncCopy(0, N.Const(USIZE, 0), 0, N.Const(USIZE, 6), 4), "Misaligned", "source index 6"),
    (N.AsyncCopy(0, N.Const(USIZE, 64), 0, N.Const(USIZE, 0), 4), "OutOfBounds", "64 .. 67"),
    (N.AsyncCopy(0, N.Const(USIZE, 0), 0, N.Const(USIZE, 0), 4, N.Const(USIZE, 5)), "BadAsyncCopy", "exceeds"),
    (N.AsyncCopy(0, N.Const(USIZE, 0), 1, N.Const(USIZE, 0), 4), "TypeMismatch", "element types must agree"),
    (N.AsyncCopy(9, N.Const(USIZE, 0), 0, N.Const(USIZE, 0), 4), "UnknownWgArray", "9"),
    (N.AsyncCopy(0, N.Const(I32, 0), 0, N.Const(USIZE, 0), 4), "TypeMismatch", "destination index must be usize"),
    (N.AsyncWait(-1), "BadAsyncCopy", "non-negative"),
])
def test_async_copy_rules(stmt, kind, text):
    body = N.Body("k", (N.Param("src", F32), N.Param("h", F16, True)), (N.LocalDecl(USIZE),),
                  (N.Block((stmt,), N.Return()),), 32, (N.WgArray(0, 64, F32),))
    e = _vfail(body)
    assert e.kind == kind and text in str(e), str(e)


def _tile_body(stmt, arr_elem=F16, size=512) -> N.Body:
    return N.Body("k", (N.Param("out", F32, True),),
                  (N.LocalDecl(USIZE), N.LocalDecl(Fragment("a", F16, (16, 16, 16))),
                   N.LocalDecl(Fragment("acc", F32, (16, 16, 16)))),
                  (N.Block((stmt,), N.Return()),), 32, (N.WgArray(0, size, arr_elem),))


U = lambda v: N.Const(USIZE, v)  # noqa: E731


@pytest.mark.parametrize("stmt, elem, kind, text", [
    (N.WmmaLoad(1, 0, U(0), U(16), "row", "wg"), F32, "FragmentMismatch", "array's element type"),
    (N.WmmaLoad(1, 0, U(4), U(16), "row", "wg"), F16, "Misaligned", "offset 4"),
    (N.WmmaLoad(1, 0, U(0), U(20), "row", "wg"), F16, "Misaligned", "stride 20"),
    (N.WmmaLoad(1, 0, U(256), U(24), "col", "wg"), F16, "OutOfBounds", "reaches element 631"),
    (N.WmmaLoad(1, 3, U(0), U(16), "row", "wg"), F16, "UnknownWgArray", "3"),
    (N.WmmaLoad(1, 0, U(0), U(16), "row", "lds"), F16, "UnknownLayout", "space 'lds'"),
    (N.WmmaStore(0, U(0), U(16), 2, "row", "wg"), F16, "FragmentMismatch", "array's element type"),
    (N.WmmaStore(0, U(2), U(16), 2, "row", "wg"), F32, "Misaligned", "4 elements"),
])
def test_wmma_workgroup_tile_rules(stmt, elem, kind, text):
    e = _vfail(_tile_body(stmt, elem))
    assert e.kind == kind and text in str(e), str(e)


def test_wmma_workgroup_tiles_at_aligned_constants_verify():
    _tile_body(N.WmmaLoad(1, 0, U(256), U(16), "row", "wg")).verify()
    _tile_body(N.WmmaStore(0, U(128), U(16), 2, "col", "wg"), F32, size=384).verify()


# --- .kir.json ----------------------------------------------------------------------------------
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_kir_round_trip(case):
    body = case.build()
    text = kir.dumps(body)
    back = kir.loads(text).body
    assert back == body and kir.dumps(back) == text


def test_old_files_are_unchanged_and_new_fields_appear_only_when_used():
    old = json.loads(kir.dumps(samples.wmma_gemm(32, 32, 32)))
    assert all("space" not in s for b in old["body"]["blocks"] for s in b["stmts"])
    assets = sorted(ROOT.glob("assets/**/*.kir.json"))
    with_wg = 0
    for f in assets:  # every committed asset reads and writes back byte-identical
        kf = kir.read(f)
        assert kir.dumps(kf.body, kf.producer) == f.read_text(), f
        with_wg += bool(kf.body.wg_arrays)
    assert with_wg and all('"elem"' not in json.dumps(json.loads(f.read_text())["body"]["wg_arrays"]) for f in assets)
    doc = json.loads(kir.dumps(wgmem_cases.gemm_body(32, 32, 32)))
    assert [w.get("elem") for w in doc["body"]["wg_arrays"]] == ["f16", "f16", None]  # f32 is the default
    stmts = [s for b in doc["body"]["blocks"] for s in b["stmts"]]
    assert {s.get("space") for s in stmts if s["node"] in ("WmmaLoad", "WmmaStore")} == {"wg"}
    copy = next(s for s in stmts if s["node"] == "AsyncCopy")
    assert copy["count"] == 8 and "valid" in copy
    assert {s["node"] for s in stmts} >= {"AsyncCommit", "AsyncWait"}


def test_a_bad_elem_in_a_file_is_a_format_error():
    doc = json.loads(kir.dumps(wgmem_cases.reverse_body(F16)))
    doc["body"]["wg_arrays"][0]["elem"] = "f8"
    from poot_core.errors import KirFormatError
    with pytest.raises(KirFormatError, match=r"wg_arrays\[0\]\.elem"):
        kir.loads(json.dumps(doc))


def test_u32_arrays_and_async_copies_of_one_u32():
    case = wgmem_cases.async_case(U32, 1)
    want, fault = oracle_result(case)
    assert fault is None and check_oracle(case, want, fault) is None
