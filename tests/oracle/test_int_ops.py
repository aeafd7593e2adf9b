"""Integer and bool operations on the oracle against pure-Python Rust semantics (edges included)."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.ir import nodes as N
from poot_core.ir.types import BOOL, I32, U32, USIZE

INT_TYS = [I32, U32, USIZE]
ARITH = ["add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr", "eq", "ne", "lt", "le", "gt", "ge"]


@pytest.mark.parametrize("ty", INT_TYS, ids=str)
@pytest.mark.parametrize("op", ARITH)
def test_int_binop(rr, ty, op):
    a, b = rr.int_pairs(ty, 300, rr.rng)
    if op in ("div", "rem"):
        b = np.where(b == 0, np.ones((), ty.np), b).astype(ty.np)  # x/0 is guarded by a check
    out_ty = BOOL if op in N.CMP_OPS else ty
    got = rr.run_map(lambda kb, x: kb.bin(op, x[0], x[1]), [a, b], [ty, ty], out_ty, f"{op}_{ty}")
    want = [rr.rust_int_binop(op, int(x), int(y), ty) for x, y in zip(a, b)]
    assert got.tolist() == want


@pytest.mark.parametrize("ty,amt", [(I32, U32), (U32, I32), (USIZE, U32), (I32, USIZE)], ids=str)
@pytest.mark.parametrize("op", ["shl", "shr"])
def test_shift_amount_of_another_type_is_masked(rr, ty, amt, op):
    a = rr.int_data(ty, 200, rr.rng)
    b = rr.int_data(amt, 200, rr.rng)
    b[:8] = np.array([0, 1, 31, 32, 33, 63, 64, 65], dtype=np.int64).astype(amt.np)
    got = rr.run_map(lambda kb, x: kb.assign(N.BinOp(op, x[0], x[1]), ty), [a, b], [ty, amt], ty)
    want = [rr.rust_int_binop(op, int(x), int(y), ty) for x, y in zip(a, b)]
    assert got.tolist() == want


@pytest.mark.parametrize("ty", INT_TYS, ids=str)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div", "rem", "shl", "shr"])
def test_check_overflow(rr, ty, op):
    a, b = rr.int_pairs(ty, 200, rr.rng)
    got = rr.run_map(lambda kb, x: kb.overflows(op, x[0], x[1]), [a, b], [ty, ty], BOOL)
    want = [rr.rust_overflows(op, int(x), int(y), ty) for x, y in zip(a, b)]
    assert got.tolist() == want
    assert any(want) or op in ("div", "rem")


def test_check_overflow_edges_named():
    """The cases the contract names: i32 MIN/-1, neg of MIN, shl/shr by >= width."""
    import numpy as np  # noqa: F811
    from poot_core.ir.builder import Builder
    from poot_core.oracle import run
    from poot_core.target import Grid
    kb = Builder("ovf", 1)
    out = kb.output("out", BOOL)
    cases = [("div", N.Const(I32, -2**31), N.Const(I32, -1), True), ("rem", N.Const(I32, -2**31), N.Const(I32, -1), True),
             ("div", N.Const(I32, -2**31), N.Const(I32, 1), False), ("neg", N.Const(I32, -2**31), N.Const(I32, 0), True),
             ("neg", N.Const(I32, 5), N.Const(I32, 0), False), ("shl", N.Const(U32, 1), N.Const(U32, 32), True),
             ("shr", N.Const(I32, 1), N.Const(I32, -1), True), ("shl", N.Const(USIZE, 1), N.Const(U32, 63), False),
             ("shl", N.Const(USIZE, 1), N.Const(U32, 64), True), ("mul", N.Const(USIZE, 2**32), N.Const(USIZE, 2**32), True),
             ("mul", N.Const(USIZE, 2**32 - 1), N.Const(USIZE, 2**32 + 1), False),
             ("mul", N.Const(USIZE, 3), N.Const(USIZE, 6148914691236517205), False),
             ("mul", N.Const(USIZE, 3), N.Const(USIZE, 6148914691236517206), True),
             ("add", N.Const(U32, 2**32 - 1), N.Const(U32, 1), True), ("sub", N.Const(U32, 0), N.Const(U32, 1), True)]
    for k, (op, a, b, _) in enumerate(cases):
        kb.store(out, k, kb.assign(N.CheckOverflow(op, a, b), BOOL))
    kb.ret()
    got = run(kb.build(), {"out": np.zeros(len(cases), bool)}, Grid((1, 1), 1))["out"]
    assert got.tolist() == [c[3] for c in cases]


@pytest.mark.parametrize("ty", INT_TYS, ids=str)
def test_neg_wraps_and_not_is_bitwise(rr, ty):
    a = np.concatenate([np.array(rr.int_edges(ty), dtype=np.int64 if ty.bits < 64 else np.uint64).astype(ty.np),
                        rr.int_data(ty, 100, rr.rng)])
    neg = rr.run_map(lambda kb, x: kb.un("neg", x[0]), [a], [ty], ty)
    inv = rr.run_map(lambda kb, x: kb.un("not", x[0]), [a], [ty], ty)
    assert neg.tolist() == [rr.wrap(-int(x), ty) for x in a]
    assert inv.tolist() == [rr.wrap(~int(x), ty) for x in a]


def test_bool_ops(rr):
    a = rr.rng.random(200) < 0.5
    b = rr.rng.random(200) < 0.5
    for op, f in [("and", np.logical_and), ("or", np.logical_or), ("xor", np.logical_xor),
                  ("eq", np.equal), ("ne", np.not_equal)]:
        got = rr.run_map(lambda kb, x: kb.bin(op, x[0], x[1]), [a, b], [BOOL, BOOL], BOOL)
        assert np.array_equal(got, f(a, b)), op
    got = rr.run_map(lambda kb, x: kb.un("not", x[0]), [a], [BOOL], BOOL)
    assert np.array_equal(got, ~a)


@pytest.mark.parametrize("ty", INT_TYS, ids=str)
def test_int_max_min(rr, ty):
    a, b = rr.int_pairs(ty, 100, rr.rng)
    mx = rr.run_map(lambda kb, x: kb.math("max", x[0], x[1]), [a, b], [ty, ty], ty)
    mn = rr.run_map(lambda kb, x: kb.math("min", x[0], x[1]), [a, b], [ty, ty], ty)
    assert mx.tolist() == [max(int(x), int(y)) for x, y in zip(a, b)]
    assert mn.tolist() == [min(int(x), int(y)) for x, y in zip(a, b)]
