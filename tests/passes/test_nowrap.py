"""Wrap-free arithmetic (poot_core/passes/nowrap.py, BinOp.nowrap): a proven op carries the flag
and an unproven one does not; the verifier, .kir.json and the oracle's assertion; the LLVM lowering
states it (nuw / nsw) on family kernels, and ptxas takes the result; on random programs the
oracle's results and faults are the same with and without the flags (the oracle raises if a
flagged op ever wraps)."""
from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import tempfile

import numpy as np
import pytest
from range_programs import _random_ops, _random_program, adversarial_inputs, checked, outcome, same

from poot_core import oracle
from poot_core.errors import IRError, VerifyError
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F32, I32, U32, USIZE
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.passes.nowrap import fits, mark_nowrap, strip_nowrap
from poot_core.passes.range_checks import eliminate_range_checks, range_passes
from poot_core.pootc import regen
from poot_core.target import Grid


def _flagged(body: N.Body) -> list[N.BinOp]:
    return [s.value for b in body.blocks for s in b.stmts
            if isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.nowrap]


def _ops(body: N.Body, op: str) -> list[N.BinOp]:
    return [s.value for b in body.blocks for s in b.stmts
            if isinstance(s, N.Assign) and isinstance(s.value, N.BinOp) and s.value.op == op]


# --- what is marked ---------------------------------------------------------------------------
def _row_col(free: bool) -> N.Body:
    """idx = row * 64 + j under `row < 16` (row = group_index(), j = local_index()), checked as
    pootc imports it; with `free`, also an unchecked `a[i] + b[i]` of loaded u32 values."""
    kb = Builder("rowcol", 64)
    a, out = kb.input("a", U32), kb.output("out", U32)
    row, j = kb.group_index(), kb.local_index()

    def then():
        idx = checked(kb, "add", checked(kb, "mul", row, N.Const(USIZE, 64)), j)
        v = kb.load(a, idx, checked=True)
        kb.store(out, idx, kb.add(v, v) if free else v, checked=True)
    kb.if_(kb.lt(row, N.Const(USIZE, 16)), then)
    kb.ret()
    return eliminate_dominated_checks(kb.build())


def test_an_index_under_its_guards_is_marked_and_a_free_sum_is_not():
    """row * 64 and + j: their overflow checks are proven, so both ops are nowrap (the checked
    reason); v + v of a loaded u32 can wrap and stays plain."""
    body = _row_col(free=True)
    marked_body, m = mark_nowrap(body)
    marked_body.verify()
    assert len(m.checked) == 2 and m.unchecked == ()
    flagged = _flagged(marked_body)
    assert sorted(v.op for v in flagged) == ["add", "mul"]
    assert all(isinstance(v.a, N.Local) and marked_body.locals[v.a.id].ty == USIZE for v in flagged)
    (free,) = [v for v in _ops(marked_body, "add") if marked_body.locals[v.a.id].ty == U32]
    assert not free.nowrap
    clean, removed, m2 = range_passes(body)  # the pipeline's form: the same marks, the checks gone
    assert m2 == m and len(_flagged(clean)) == 2 and {r.kind for r in removed} == {"overflow"}


def test_unchecked_ops_are_marked_from_their_intervals():
    """Without overflow checks (a `_nt` kernel): row * 64 + j under `row < 16` is marked by the
    intervals, `(j * 4) << 3` too, and `j << 30` (u32: 63 << 30 wraps), `j - 1` (usize: 0 - 1 wraps),
    `k * k` of a free i32, are not."""
    kb = Builder("rowcol_nt", 64)
    a, out = kb.input("a", I32), kb.output("out", I32)
    row, j = kb.group_index(), kb.local_index()

    def then():
        idx = kb.add(kb.mul(row, N.Const(USIZE, 64)), j)
        ju = kb.cast(j, U32)
        kb.bin("shl", kb.mul(ju, N.Const(U32, 4)), N.Const(U32, 3))
        kb.bin("shl", ju, N.Const(U32, 30))
        kb.bin("sub", j, N.Const(USIZE, 1))
        k = kb.load(a, idx)
        kb.store(out, idx, kb.mul(k, k))
    kb.if_(kb.lt(row, N.Const(USIZE, 16)), then)
    kb.ret()
    body = kb.build()
    marked, m = mark_nowrap(body)
    marked.verify()
    assert m.checked == () and len(m.unchecked) == 4
    got = sorted((v.op, str(v.b.value) if isinstance(v.b, N.Const) else "local") for v in _flagged(marked))
    assert got == [("add", "local"), ("mul", "4"), ("mul", "64"), ("shl", "3")]
    assert not any(v.nowrap for v in _ops(marked, "sub"))
    assert not any(v.nowrap and marked.locals[v.a.id].ty == I32 for v in _ops(marked, "mul"))


def test_signed_ops_are_marked_when_their_exact_result_fits():
    """i32 `x - 100` and `x * -3` for x = (local_index() as i32) are nowrap (nsw), `x + MAX` is not."""
    kb = Builder("signed", 64)
    out = kb.output("out", I32)
    x = kb.cast(kb.local_index(), I32)
    d = kb.bin("sub", x, N.Const(I32, 100))
    p = kb.mul(x, N.Const(I32, -3))
    q = kb.add(x, N.Const(I32, 2**31 - 1))
    kb.store(out, N.Const(USIZE, 0), kb.bin("xor", kb.bin("xor", d, p), q), checked=True)
    kb.ret()
    marked, m = mark_nowrap(eliminate_dominated_checks(kb.build()))
    assert sorted(v.op for v in _flagged(marked)) == ["mul", "sub"]


def test_fits_is_exact_at_the_type_edges():
    assert fits("add", U32, (0, 2**31), (0, 2**31 - 1)) and not fits("add", U32, (0, 2**31), (0, 2**31))
    assert fits("sub", USIZE, (5, 9), (0, 5)) and not fits("sub", USIZE, (5, 9), (0, 6))
    assert fits("mul", I32, (-2**16, 0), (0, 2**15)) and not fits("mul", I32, (0, 2**16), (0, 2**15))
    assert fits("shl", I32, (-4, 3), (0, 28)) and not fits("shl", I32, (-4, 4), (0, 29))
    assert not fits("shl", U32, (0, 1), (0, 32)) and not fits("shl", U32, (0, 1), (-1, 3))


def test_a_pass_with_nothing_to_prove_returns_the_body_itself_and_strip_undoes_marks():
    kb = Builder("free", 64)
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True)
    kb.store(out, i, kb.add(v, v), checked=True)
    kb.ret()
    body = kb.build()
    assert mark_nowrap(body)[0] is body
    marked = mark_nowrap(_row_col(free=False))[0]
    assert _flagged(marked) and not _flagged(strip_nowrap(marked))
    assert strip_nowrap(body) is body


# --- the IR: verifier, .kir.json, oracle ------------------------------------------------------
def _one_op(op: str, ty, nowrap: bool, b=None) -> N.Body:
    kb = Builder("one", 8)
    a, out = kb.input("a", ty), kb.output("out", ty)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True)
    r = kb.var(ty, N.Const(ty, 0) if ty != F32 else N.Const(F32, 0.0))
    kb.set(r, N.BinOp(op, v, v if b is None else b, nowrap=nowrap))
    kb.store(out, i, r, checked=True)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("op,ty", [("add", F32), ("div", U32), ("shr", U32), ("and", U32), ("lt", U32)])
def test_the_verifier_refuses_nowrap_where_it_means_nothing(op, ty):
    kb = Builder("bad", 8)
    a = kb.input("a", ty)
    v = kb.load(a, kb.thread_index(), checked=True)
    r = kb.var(BOOL if op == "lt" else ty, N.Const(BOOL, False) if op == "lt" else N.Const(ty, 0))
    kb.set(r, N.BinOp(op, v, v, nowrap=True))
    kb.ret()
    with pytest.raises(VerifyError, match="marked nowrap"):
        kb.build().verify()


def test_kir_writes_nowrap_only_when_set_and_reads_it_back():
    marked = mark_nowrap(_row_col(free=False))[0]
    text = kir.dumps(marked)
    assert text.count('"nowrap": true') == len(_flagged(marked)) == 2 and '"nowrap": false' not in text
    back = kir.loads(text).body
    assert back == marked and kir.dumps(back) == text
    assert '"nowrap"' not in kir.dumps(strip_nowrap(marked))


def test_committed_assets_read_back_byte_identical_and_unmarked():
    for e in regen.load_manifest():
        text = open(e.path()).read()
        assert '"nowrap"' not in text, e.name
        f = kir.loads(text, e.path())
        assert kir.dumps(f.body, f.producer) == text, e.name


def test_the_oracle_asserts_a_flagged_op_never_wraps():
    """A hand-flagged u32 a + a: fine on small values, an IRError (a wrong proof) when it wraps."""
    body = _one_op("add", U32, nowrap=True)
    body.verify()
    grid = Grid.threads(8, 8)
    small = oracle.run(body, {"a": np.arange(8, dtype=np.uint32), "out": np.zeros(8, np.uint32)}, grid)
    assert np.array_equal(small["out"], 2 * np.arange(8, dtype=np.uint32))
    big = np.full(8, 2**31, np.uint32)
    with pytest.raises(IRError, match="marked nowrap wraps"):
        oracle.run(body, {"a": big, "out": np.zeros(8, np.uint32)}, grid)
    shl = _one_op("shl", I32, nowrap=True, b=N.Const(U32, 4))
    shl.verify()
    ok = oracle.run(shl, {"a": np.arange(-4, 4, dtype=np.int32), "out": np.zeros(8, np.int32)}, grid)
    assert np.array_equal(ok["out"], np.arange(-4, 4, dtype=np.int32) * 16)
    with pytest.raises(IRError, match="marked nowrap wraps"):
        oracle.run(shl, {"a": np.full(8, 2**28, np.int32), "out": np.zeros(8, np.int32)}, grid)


# --- the safety net: random programs ----------------------------------------------------------
def _compare_flagged(seeds: range) -> tuple[int, int]:
    """Random checked u32 / i32 / usize programs (test_range_checks' generator) on small,
    near-the-edge and arbitrary inputs: the same outputs or faults with the flags (range_passes)
    and without (eliminate_range_checks alone) - the oracle raising if a flagged op wraps; returns
    (flagged ops, runs)."""
    flagged = runs = 0
    for seed in seeds:
        r = random.Random(seed)
        ty = (U32, I32, USIZE)[seed % 3]
        body = eliminate_dominated_checks(_random_program(_random_ops(r, r.randrange(1, 10)), ty))
        plain = eliminate_range_checks(body)[0]
        marked, _, m = range_passes(body)
        marked.verify()
        flagged += m.count
        assert strip_nowrap(marked) == plain
        for bufs, grid in adversarial_inputs(seed, ty):
            assert same(outcome(plain, bufs, grid), outcome(marked, bufs, grid)), (seed, bufs["src"])
            runs += 1
    return flagged, runs


def test_random_programs_compute_the_same_with_the_flags():
    flagged, runs = _compare_flagged(range(60))
    assert flagged >= 300 and runs == 360, (flagged, runs)


@pytest.mark.full
def test_many_random_programs_compute_the_same_with_the_flags():
    flagged, runs = _compare_flagged(range(60, 1060))
    assert flagged >= 2000, flagged


def test_random_bodies_compute_the_same_with_the_flags():
    """The kit's random bodies (every node kind, checks that trap on data)."""
    from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers

    flagged = 0
    for seed in range(30):
        body = eliminate_dominated_checks(random_body(seed, wmma=False))
        plain = eliminate_range_checks(body)[0]
        marked, _, m = range_passes(body)
        marked.verify()
        flagged += m.count
        bufs = random_buffers(body, 4 * MIN_LEN, np.random.default_rng(seed))
        grid = Grid.of_groups(2, 1, body.workgroup_size)
        want = outcome(plain, bufs, grid)
        if want[0] == "fault" and any(getattr(s, "kind", "") == "data-race" for s in want[1]):
            continue
        assert same(want, outcome(marked, bufs, grid)), seed
    assert flagged >= 60, flagged


# --- the LLVM lowering: nuw / nsw on family kernels, ptxas ---------------------------------------
def _ptx_of(name: str):
    pytest.importorskip("llvmlite")
    from poot_core import plugins
    from poot_core.compile import compile_body

    entry = next(e for e in regen.load_manifest() if e.name == name)
    art = compile_body(kir.read(entry.path()).body, plugins.get_target("ptx"))
    return dict(art.stages)


def _arith(text: str, flag: str) -> list[str]:
    return re.findall(rf"= (?:add|sub|mul|shl) {flag}(i\d+) [^\n]*", text)


# kernel -> the lines (a regex each) its LLVM must hold with nuw: the family's index arithmetic
EXPECTED_NUW = {
    "row_argmax": [r"add nuw i64 %\S+, 1024"],  # c1 = c0 + W (the column steps)
    # the blocks' offsets and the 8-block step (usize) and the scale's widening (u32: f16_to_f32_mul's
    # inf/NaN exponent, f16_to_f32's rebias in the _nt variant)
    "q8_0_matvec": [r"mul nuw i64 %\S+, 32", r"mul nuw i64 %\S+, 68", r"add nuw i64 %\S+, 256",
                    r"add nuw i32 %\S+, 1879048192", r"shl nuw i32 "],
    "row_argmax_nt": [r"mul nuw i64 4, 256"],  # the four-column step (no checks: the intervals)
    "matmul_tiled_nt": [r"mul nuw i64 %\S+, 8"],
}


@pytest.mark.parametrize("name", sorted(EXPECTED_NUW))
def test_family_kernels_lower_with_nuw_and_ptxas_takes_them(name):
    stages = _ptx_of(name)
    ll = stages["llvm"]
    for want in EXPECTED_NUW[name]:
        assert re.search(want, ll), (name, want)
    assert not re.search(r"= (?:add|sub|mul|shl) nsw i64", ll)  # usize is unsigned: nuw only
    exe = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if not os.path.exists(exe):
        pytest.skip("ptxas is not installed on this machine (CUDA toolkit)")
    ptx = stages["ptx"]
    ptx = ptx.decode() if isinstance(ptx, bytes) else ptx
    with tempfile.TemporaryDirectory(prefix="poot-ptxas-") as d:
        src = os.path.join(d, "k.ptx")
        with open(src, "w") as f:
            f.write(ptx)
        sm = re.search(r"\.target (sm_\d+a?)", ptx)
        arch = sm.group(1) if sm else "sm_90"
        r = subprocess.run([exe, f"-arch={arch}", src, "-o", os.path.join(d, "k.cubin")], capture_output=True,
                           text=True)
        assert r.returncode == 0, r.stderr


def test_rocm_shares_the_lowering_and_states_the_marks(monkeypatch):
    """ROCm's LLVM (the same lowering, AMDGPU hooks) carries the marks of matvec_nt, and the marks
    are what changes its text: POOT_CHECK_RANGES=0 (the body is trap-free: nothing else differs)
    has none of them."""
    pytest.importorskip("llvmlite")
    from poot_core import plugins
    from poot_core.compile import compile_body

    entry = next(e for e in regen.load_manifest() if e.name == "matvec_nt")
    body = kir.read(entry.path()).body
    marked = mark_nowrap(eliminate_dominated_checks(body))[1].count
    ll = dict(compile_body(body, plugins.get_target("rocm")).stages)["llvm"]
    assert len(re.findall(r"= (?:add|sub|mul|shl) nuw i64", ll)) >= marked >= 5
    monkeypatch.setenv("POOT_CHECK_RANGES", "0")
    off = dict(compile_body(kir.read(entry.path()).body, plugins.get_target("rocm")).stages)["llvm"]
    assert not re.search(r"= (?:add|sub|mul|shl) nuw i64", off)
    assert re.sub(r"(= (?:add|sub|mul|shl)) nuw i64", r"\1 i64", ll) == off  # only the marks differ


def test_without_the_range_passes_no_op_is_flagged(monkeypatch):
    """POOT_CHECK_RANGES=0: no flags (the switch covers both range passes)."""
    monkeypatch.setenv("POOT_CHECK_RANGES", "0")
    ll = _ptx_of("row_argmax_nt")["llvm"]
    assert not re.search(r"mul nuw i64 4, 256", ll)


def test_the_pipeline_trusts_only_its_own_marks():
    """A body that arrives with a mark the analysis cannot prove (a hand-flagged u32 a + a) is
    compiled without it: the pipeline clears marks before proving them again."""
    pytest.importorskip("llvmlite")
    from poot_core import plugins
    from poot_core.compile import checks_eliminated, compile_body

    body = _one_op("add", U32, nowrap=True)
    assert not _flagged(checks_eliminated(body))
    ll = dict(compile_body(body, plugins.get_target("ptx")).stages)["llvm"]
    assert not re.search(r"= add nuw i32", ll)
