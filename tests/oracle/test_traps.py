"""Traps and faults: every check kind raises KernelFault naming the site, span and first thread."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import KernelFault, Span, TrapSite
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, I32, U32, USIZE
from poot_core.oracle import run
from poot_core.target import Grid
from poot_core.testing import samples


def _fault(body, bufs, grid, **kw) -> KernelFault:
    before = {k: v.copy() for k, v in bufs.items()}
    with pytest.raises(KernelFault) as ei:
        run(body, bufs, grid, **kw)
    for k in bufs:  # inputs (and the caller's copies of outputs) are never modified
        assert np.array_equal(bufs[k], before[k])
    f = ei.value
    assert f.kernel == body.name and f.target == "oracle"
    return f


def test_bounds_check_names_site_span_and_first_thread():
    body = samples.elementwise_add()
    a = np.ones(100, np.float32)
    b = np.ones(300, np.float32)
    f = _fault(body, {"a": a, "b": b, "out": np.zeros(300, np.float32)}, Grid.threads(300, 64))
    assert f.sites[0] == TrapSite(0, "bounds", Span("add.rs", 5, 10), "")
    assert f.thread == 100 and f.group == (1, 0)
    assert "add.rs:5:10" in str(f) and "thread 100" in str(f)


def test_second_site_and_first_thread_across_chunks_and_2d_groups():
    """Group (3, 0) is linear group 3 < group (1, 1) = 5: its thread is the first fault."""
    kb = Builder("two_sites", 32)
    kb.output("out", U32)
    gx, gy, lane = kb.group_index(), kb.group_index_y(), kb.local_index()
    bad_a = kb.bin("and", kb.eq(gx, N.Const(USIZE, 1)), kb.eq(gy, N.Const(USIZE, 1)))
    kb.check(kb.un("not", bad_a), "unreachable", Span("k.rs", 3, 1), "site a")
    bad_b = kb.bin("and", kb.eq(gx, N.Const(USIZE, 3)), kb.gt(lane, N.Const(USIZE, 4)))
    kb.check(kb.un("not", bad_b), "overflow", Span("k.rs", 4, 1), "site b")
    kb.ret()
    body = kb.build()
    for chunk in (32, 64, 1 << 20):
        f = _fault(body, {"out": np.zeros(4, np.uint32)}, Grid((4, 2), 32), max_chunk_lanes=chunk)
        assert f.sites[0].site == 1 and f.sites[0].span == Span("k.rs", 4, 1)
        assert {s.site for s in f.sites} == {0, 1}
        assert f.thread == 3 * 32 + 5 and f.group == (3, 0)


def _binop_check_body(op: str, kind: str, ty=I32):
    """out[i] = a[i] op b[i] guarded by the check rustc emits for op."""
    kb = Builder(f"checked_{op}", 64)
    a, b, out = kb.input("a", ty), kb.input("b", ty), kb.output("out", ty)
    i = kb.thread_index()
    span = Span("ops.rs", 7, 13)

    def then():
        x, y = kb.load(a, i), kb.load(b, i)
        if kind == "divide":
            kb.check(kb.ne(y, N.Const(ty, 0)), "divide", span, "attempt to divide by zero")
        else:
            kb.check(kb.un("not", kb.overflows(op, x, y)), kind, span, f"attempt to {op} with overflow")
        kb.store(out, i, kb.bin(op, x, y))
    kb.if_(kb.lt(i, kb.len(out)), then)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("op,kind,bad_a,bad_b", [
    ("add", "overflow", 2**31 - 1, 1), ("sub", "overflow", -2**31, 1), ("mul", "overflow", 2**16, 2**16),
    ("div", "divide", 5, 0), ("rem", "divide", 5, 0), ("div", "overflow", -2**31, -1),
    ("shl", "shift", 1, 32), ("shr", "shift", 1, -1)])
def test_checked_ops_trap_at_first_bad_thread(rr, op, kind, bad_a, bad_b):
    body = _binop_check_body(op, kind)
    n = 500
    a = rr.rng.integers(-1000, 1000, n).astype(np.int32)
    b = rr.rng.integers(1, 20, n).astype(np.int32)
    for j in (437, 123, 299):
        a[j], b[j] = bad_a, bad_b
    f = _fault(body, {"a": a, "b": b, "out": np.zeros(n, np.int32)}, Grid.threads(n, 64))
    assert f.sites == (TrapSite(0, kind, Span("ops.rs", 7, 13), f.sites[0].message),)
    assert f.thread == 123 and f.group == (1, 0)
    # without the bad lanes the same body runs and computes Rust's result
    a[[437, 123, 299]] = 3
    b[[437, 123, 299]] = 2
    got = run(body, {"a": a, "b": b, "out": np.zeros(n, np.int32)}, Grid.threads(n, 64))["out"]
    assert got.tolist() == [rr.rust_int_binop(op, int(x), int(y), I32) for x, y in zip(a, b)]


def test_unreachable_trap_in_a_branch():
    kb = Builder("unreach", 64)
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    kb.check(kb.lt(i, kb.len(a)), "bounds", Span("u.rs", 2, 5))
    v = kb.load(a, i)
    kb.if_(kb.eq(v, N.Const(U32, 7)), lambda: kb.term(N.Trap(9, "unreachable", Span("u.rs", 3, 9), "entered unreachable code")))
    kb.store(out, i, v, checked=True)
    kb.ret()
    a = np.arange(128, dtype=np.uint32) + 1
    f = _fault(kb.build(), {"a": a, "out": np.zeros(128, np.uint32)}, Grid.threads(128, 64))
    assert f.sites[0] == TrapSite(9, "unreachable", Span("u.rs", 3, 9), "entered unreachable code")
    assert f.thread == 6 and f.group == (0, 0)


def test_unchecked_out_of_range_access_is_a_typed_fault():
    kb = Builder("unchecked", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, i, kb.load(a, i))  # no checks at all
    kb.ret()
    f = _fault(kb.build(), {"a": np.ones(64, np.float32), "out": np.zeros(100, np.float32)}, Grid.threads(128, 64))
    assert f.sites[0].site == -1 and f.sites[0].kind == "bounds" and f.thread == 64
    assert "unchecked out-of-range load of 'a' index 64" in f.sites[0].message


def test_unchecked_wg_and_atomic_index_and_division_fault():
    kb = Builder("unchecked_wg", 32)
    kb.wg_array(0, 16)
    out = kb.output("out", F32)
    lane = kb.local_index()
    kb.wg_write(0, lane, N.Const(F32, 1.0))
    kb.ret()
    f = _fault(kb.build(), {"out": np.zeros(1, np.float32)}, Grid((1, 1), 32))
    assert f.thread == 16 and f.sites[0].kind == "bounds" and "wg_write" in f.sites[0].message

    kb = Builder("unchecked_div", 32)
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    kb.store(out, i, kb.div(N.Const(U32, 100), kb.load(a, i)))
    kb.ret()
    a = np.arange(32, dtype=np.uint32)[::-1].copy()
    f = _fault(kb.build(), {"a": a, "out": np.zeros(32, np.uint32)}, Grid((1, 1), 32))
    assert f.thread == 31 and f.sites[0].kind == "divide"


def test_fault_later_in_block_stops_the_lane():
    """A lane that faults does not perform the stores after the fault in its block."""
    kb = Builder("stop", 8)
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, i, N.Const(F32, 1.0))
    kb.store(out, N.Const(USIZE, 0), kb.load(a, i))  # lanes >= 4 fault here
    kb.ret()
    with pytest.raises(KernelFault) as ei:
        run(kb.build(), {"a": np.full(4, 5.0, np.float32), "out": np.zeros(8, np.float32)}, Grid((1, 1), 8))
    assert ei.value.thread == 4


def test_unchecked_matrix_tile_out_of_range_faults_its_subgroup():
    """Subgroup 1's tile (offset 256) runs past a 300-element slice; subgroup 0's does not."""
    from poot_core.ir.types import F16
    kb = Builder("tile_oob", 64)
    a, _c = kb.input("a", F16), kb.output("c", F32)
    fa = kb.fragment("a", F16)
    lane = kb.local_index()
    off = kb.mul(kb.div(lane, N.Const(USIZE, 32)), N.Const(USIZE, 256))
    kb.emit(N.WmmaLoad(fa.id, a, off, N.Const(USIZE, 16), "row"))
    kb.ret()
    f = _fault(kb.build(), {"a": np.zeros(300, np.float16), "c": np.zeros(1, np.float32)}, Grid((1, 1), 64))
    assert f.thread == 32 and f.sites[0].site == -1 and "matrix access to 'a'" in f.sites[0].message


def test_writes_to_input_slices_are_refused_and_never_touch_the_input():
    from poot_core.errors import IRError
    for emit in (lambda kb, a: kb.emit(N.Store(a, N.Const(USIZE, 0), N.Const(U32, 1))),
                 lambda kb, a: kb.emit(N.AtomicAdd(None, a, N.Const(USIZE, 0), N.Const(U32, 1)))):
        kb = Builder("bad_write", 32)
        a, _out = kb.input("a", U32), kb.output("out", U32)
        emit(kb, a)
        kb.ret()
        x = np.zeros(4, np.uint32)
        with pytest.raises(IRError, match="input slice 'a'"):
            run(kb.build(), {"a": x, "out": np.zeros(1, np.uint32)}, Grid((1, 1), 32))
        assert (x == 0).all()
