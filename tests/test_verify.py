"""Body.verify: one test per error kind (kind and location), and bodies that must pass."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from poot_core.errors import PootError, VerifyError
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, UNIT, USIZE, Fragment, Ref, Slice
from poot_core.ir.verify import KINDS, verify
from poot_core.testing.fma_cases import mul_add_case
from poot_core.testing.random_bodies import random_body

C = N.Const
L = N.Local

PARAMS = (N.Param("a", F32), N.Param("cnt", U32, True), N.Param("out", F32, True), N.Param("h", F16),
          N.Param("hout", F16, True), N.Param("ro_u", U32))
A, CNT, OUT, H, HOUT, RO_U = range(6)
# locals: 0 usize, 1 f32, 2 u32, 3 bool, 4 i32, 5 f16, 6 frag a, 7 frag b, 8 frag acc f32, 9 f64,
# 10 unit, 11 &f32, 12 frag acc f16, 13 frag a 16x16x8, 14 frag b 16x16x8
LOCALS = tuple(N.LocalDecl(t) for t in (
    USIZE, F32, U32, BOOL, I32, F16, Fragment("a", F16), Fragment("b", F16), Fragment("acc", F32), F64, UNIT,
    Ref(F32), Fragment("acc", F16), Fragment("a", F16, (16, 16, 8)), Fragment("b", F16, (16, 16, 8))))
IDX, FV, UV, BV, IV, HV, FA, FB, FC, DV, UNITV, REFV, FCH, FA8, FB8 = range(15)
ZERO = C(USIZE, 0)
SIXTEEN = C(USIZE, 16)


def B(stmts=(), term=None) -> N.Block:
    return N.Block(tuple(stmts), N.Return() if term is None else term)


WG = (N.WgArray(0, 64),)


def body(*blocks, ws=64, wg=WG, params=PARAMS, locals_=LOCALS, name="k") -> N.Body:
    """Blocks given as N.Block or as a tuple of statements (then terminated by Return)."""
    bl = tuple(b if isinstance(b, N.Block) else B(b) for b in blocks)
    return N.Body(name, params, locals_, bl, ws, wg)


def fails(b: N.Body, kind: str, block: int, stmt: int, *words: str) -> VerifyError:
    with pytest.raises(VerifyError) as ei:
        b.verify()
    e = ei.value
    assert (e.kind, e.block, e.stmt, e.kernel) == (kind, block, stmt, b.name), str(e)
    msg = str(e)
    assert kind in msg and b.name in msg
    for w in words:
        assert w in msg, msg
    assert isinstance(e, PootError) and e.exit_code == 2
    return e


def assign(dest, rv):
    return N.Assign(dest, rv)


# --- bodies that must pass --------------------------------------------------------------------
def elementwise_add() -> N.Body:
    kb = Builder("elementwise_add")
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.add(kb.load(a, i), kb.load(b, i))))
    kb.ret()
    return kb.build()


def wg_reduce() -> N.Body:
    """The seed's LDS reduction: wg_write, barrier, lane 0 sums 64 slots."""
    kb = Builder("wg_reduce")
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, 64)
    lane = kb.local_index()
    kb.wg_write(0, lane, kb.load(a, lane, checked=True))
    kb.barrier()

    def lane0():
        acc = kb.var(F32, 0.0, "acc")
        kb.for_range(0, 64, lambda j: kb.set(acc, N.BinOp("add", acc, kb.wg_read(0, j))))
        kb.store(out, 0, acc, checked=True)
    kb.if_(kb.eq(lane, 0), lane0)
    kb.ret()
    return kb.build()


def wmma_body(cond: str = "warp0", kloop: int = 0, ws: int = 64, checked_lane_load: bool = False) -> N.Body:
    """C tile = A tile x B tile by one subgroup, selected by `cond`; with kloop > 0 the accumulator
    is carried over a K loop of that many steps."""
    kb = Builder(f"wmma_{cond}", ws)
    pa, pb, pc = kb.input("a", F16), kb.input("b", F16), kb.output("c", F32)
    lane = kb.local_index()
    grp = kb.group_index()
    if checked_lane_load:  # a bounds check on a lane-varying index: its trap path does not rejoin
        kb.load(pa, lane, checked=True)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
    conds = {
        "warp0": lambda: kb.eq(kb.div(lane, 32), 0),
        "warp1_shr": lambda: kb.eq(kb.bin("shr", lane, C(U32, 5)), 1),
        "warp_mask": lambda: kb.eq(kb.bin("and", lane, C(USIZE, ~31 & (2**64 - 1))), 32),
        "group": lambda: kb.lt(grp, 4),
        "lane_lt_16": lambda: kb.lt(lane, 16),
        "lane_mod": lambda: kb.eq(kb.rem(lane, 32), 0),
    }
    off = kb.mul(grp, 256)

    def tile():
        if kloop:
            kb.emit(N.WmmaFill(fc.id, C(F32, 0.0)))

            def step(k):
                ko = kb.add(off, kb.mul(k, 16))
                kb.emit(N.WmmaLoad(fa.id, pa, ko, SIXTEEN))
                kb.emit(N.WmmaLoad(fb.id, pb, ko, SIXTEEN, "col"))
                kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
            kb.for_range(0, kloop, step)
        else:
            kb.emit(N.WmmaLoad(fa.id, pa, off, SIXTEEN))
            kb.emit(N.WmmaLoad(fb.id, pb, off, SIXTEEN))
            kb.emit(N.WmmaLoad(fc.id, pc, off, SIXTEEN))
            kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
        kb.emit(N.WmmaStore(pc, off, SIXTEEN, fc.id))
    if cond == "none":
        tile()
    else:
        kb.if_(conds[cond](), tile)
    kb.ret()
    return kb.build()


@pytest.mark.parametrize("make", [elementwise_add, wg_reduce, lambda: wmma_body("warp0"),
                                  lambda: wmma_body("warp0", kloop=4), lambda: wmma_body("warp1_shr"),
                                  lambda: wmma_body("warp_mask"), lambda: wmma_body("group", kloop=2),
                                  lambda: wmma_body("none", ws=32),
                                  lambda: wmma_body("warp0", checked_lane_load=True), lambda: mul_add_case().build()],
                         ids=["elementwise_add", "wg_reduce", "wmma_warp0", "wmma_kloop_carried_acc",
                              "wmma_shr5", "wmma_mask", "wmma_group_kloop", "wmma_unconditional",
                              "wmma_after_lane_bounds_check", "mul_add"])
def test_valid_bodies_pass(make):
    b = make()
    assert verify(b) is None
    assert b.verify() is b


def test_random_generated_bodies_pass():
    for seed in range(60):
        random_body(seed).verify()
    for seed in range(20):
        random_body(1000 + seed, wmma=True).verify()


def test_verify_does_not_mutate():
    b = wmma_body("warp0", kloop=2)
    before = dataclasses.astuple(b)
    b.verify()
    assert dataclasses.astuple(b) == before


# --- body-level kinds ---------------------------------------------------------------------
def test_empty_body():
    fails(N.Body("k", (), (), ()), "EmptyBody", -1, -1, "entry block")


@pytest.mark.parametrize("ws", [0, -32, True])
def test_bad_workgroup_size(ws):
    fails(body((), ws=ws), "BadWorkgroupSize", -1, -1, "positive")


def test_wmma_needs_workgroup_multiple_of_32():
    fails(wmma_body("none", ws=48), "BadWorkgroupSize", -1, -1, "multiple of 32", "48")


def test_duplicate_param():
    fails(body((), params=(N.Param("x", F32), N.Param("x", F32, True))), "DuplicateParam", -1, -1, "'x'")


def test_bad_param_decl():
    fails(body((), params=(N.Param("x", "f32"),)), "BadParam", -1, -1)


@pytest.mark.parametrize("arrays,words", [((N.WgArray(0, 4), N.WgArray(0, 8)), "declared twice"),
                                          ((N.WgArray(1, 0),), "at least 1"),
                                          ((N.WgArray(0, 2**32),), "more than the 268,435,456")])
def test_bad_wg_array(arrays, words):
    fails(body((), wg=arrays), "BadWgArray", -1, -1, words)


def test_fragment_of_bool():
    fails(body((), locals_=(N.LocalDecl(Fragment("acc", BOOL)),)), "TypeMismatch", -1, -1, "numeric")


# --- out of range names ---------------------------------------------------------------------
@pytest.mark.parametrize("stmt,kind", [
    (assign(99, N.Use(ZERO)), "BadLocal"),
    (assign(IDX, N.Use(L(-1))), "BadLocal"),
    (assign(FV, N.Load(9, ZERO)), "BadParam"),
    (assign(IDX, N.Len(6)), "BadParam"),
    (N.Store(17, ZERO, C(F32, 1.0)), "BadParam"),
    (assign(FV, N.WgRead(3, ZERO)), "UnknownWgArray"),
    (N.WorkgroupLocalWrite(5, ZERO, C(F32, 0.0)), "UnknownWgArray"),
    (N.WmmaFill(40, C(F32, 0.0)), "BadLocal"),
])
def test_out_of_range_names(stmt, kind):
    fails(body((N.Assign(IDX, N.Use(ZERO)), stmt)), kind, 0, 1)


def test_bad_local_in_terminator():
    fails(body(B((), N.ThreadIndexCall(50, "local", 1)), ()), "BadLocal", 0, -1)


# --- unknown vocabularies ------------------------------------------------------------------
@pytest.mark.parametrize("stmt,kind", [
    (assign(FV, N.BinOp("pow", C(F32, 1.0), C(F32, 2.0))), "UnknownOp"),
    (assign(FV, N.UnOp("inv", C(F32, 1.0))), "UnknownOp"),
    (assign(BV, N.CheckOverflow("pow", C(U32, 1), C(U32, 2))), "UnknownOp"),
    (assign(FV, N.Math("tanh", (C(F32, 1.0),))), "UnknownFn"),
    (N.WmmaLoad(FA, H, ZERO, SIXTEEN, "diag"), "UnknownLayout"),
    (N.WmmaStore(OUT, ZERO, SIXTEEN, FC, "diag"), "UnknownLayout"),
    (N.Goto(0), "UnknownNode"),
    (N.Load(0, ZERO), "UnknownNode"),
    (assign(FV, N.Store(OUT, ZERO, C(F32, 1.0))), "UnknownNode"),
    (assign(FV, N.Use(3)), "UnknownNode"),
])
def test_unknown_names(stmt, kind):
    fails(body((stmt,)), kind, 0, 0)


def test_unknown_axis():
    fails(body(B((), N.ThreadIndexCall(IDX, "z", 1)), ()), "UnknownAxis", 0, -1, "'z'")


def test_unknown_terminator():
    fails(body(B((), N.Store(OUT, ZERO, C(F32, 1.0)))), "UnknownNode", 0, -1)


# --- type mismatches --------------------------------------------------------------------------
TYPE_CASES = [
    ("binop operands differ", assign(FV, N.BinOp("add", L(FV), C(F64, 1.0)))),
    ("arith on bool", assign(BV, N.BinOp("add", C(BOOL, True), C(BOOL, False)))),
    ("bit op on float", assign(FV, N.BinOp("xor", L(FV), L(FV)))),
    ("shift float", assign(FV, N.BinOp("shl", L(FV), C(U32, 1)))),
    ("shift by float", assign(UV, N.BinOp("shr", L(UV), C(F32, 1.0)))),
    ("cmp gives bool", assign(UV, N.BinOp("lt", L(UV), L(UV)))),
    ("cmp operands differ", assign(BV, N.BinOp("eq", L(UV), L(IV)))),
    ("arith result", assign(UV, N.BinOp("add", L(IV), L(IV)))),
    ("not on float", assign(FV, N.UnOp("not", L(FV)))),
    ("neg on bool", assign(BV, N.UnOp("neg", L(BV)))),
    ("overflow on float", assign(BV, N.CheckOverflow("add", L(FV), L(FV)))),
    ("overflow operands differ", assign(BV, N.CheckOverflow("mul", L(UV), L(IV)))),
    ("overflow gives bool", assign(UV, N.CheckOverflow("add", L(UV), L(UV)))),
    ("cast to bool", assign(BV, N.Cast(L(UV), BOOL))),
    ("bool to float", assign(FV, N.Cast(L(BV), F32))),
    ("cast result", assign(FV, N.Cast(L(UV), F64))),
    ("cast to non-scalar", assign(FV, N.Cast(L(UV), Slice(F32)))),
    ("float method on int", assign(UV, N.Math("sqrt", (L(UV),)))),
    ("max on bool", assign(BV, N.Math("max", (L(BV), L(BV))))),
    ("max mixed", assign(FV, N.Math("min", (L(FV), C(F64, 1.0))))),
    ("math arity", assign(FV, N.Math("sqrt", (L(FV), L(FV))))),
    ("math arity 2", assign(FV, N.Math("max", (L(FV),)))),
    ("mul_add arity", assign(FV, N.Math("mul_add", (L(FV), L(FV))))),
    ("mul_add f64", assign(DV, N.Math("mul_add", (L(DV), L(DV), L(DV))))),
    ("mul_add f16", assign(HV, N.Math("mul_add", (L(HV), L(HV), L(HV))))),
    ("mul_add mixed", assign(FV, N.Math("mul_add", (L(FV), L(FV), C(F64, 1.0))))),
    ("mul_add on ints", assign(UV, N.Math("mul_add", (L(UV), L(UV), L(UV))))),
    ("mul_add result", assign(DV, N.Math("mul_add", (L(FV), L(FV), L(FV))))),
    ("from_bits of i32", assign(FV, N.FromBits(L(IV)))),
    ("from_bits gives f32", assign(DV, N.FromBits(L(UV)))),
    ("no_contract_add f64", assign(DV, N.NoContractAdd(L(DV), L(DV)))),
    ("no_contract_add mixed", assign(FV, N.NoContractAdd(L(FV), L(HV)))),
    ("load index u32", assign(FV, N.Load(A, L(UV)))),
    ("load elem", assign(HV, N.Load(A, ZERO))),
    ("len gives usize", assign(UV, N.Len(A))),
    ("wg_read index i32", assign(FV, N.WgRead(0, L(IV)))),
    ("wg_read gives f32", assign(DV, N.WgRead(0, ZERO))),
    ("use type", assign(FV, N.Use(L(HV)))),
    ("assign to unit", assign(UNITV, N.Use(L(FV)))),
    ("operand of ref type", assign(FV, N.Use(L(REFV)))),
    ("store index", N.Store(OUT, L(UV), L(FV))),
    ("store value", N.Store(OUT, ZERO, L(DV))),
    ("wg_write value", N.WorkgroupLocalWrite(0, ZERO, L(HV))),
    ("wg_write index", N.WorkgroupLocalWrite(0, C(U32, 1), L(FV))),
    ("vector store value", N.VectorStore(OUT, ZERO, (L(FV), L(HV)))),
    ("vector store empty", N.VectorStore(OUT, ZERO, ())),
    ("vector store index", N.VectorStore(OUT, L(IV), (L(FV),))),
    ("atomic on f32", N.AtomicAdd(UV, OUT, ZERO, L(UV))),
    ("atomic value", N.AtomicAdd(UV, CNT, ZERO, L(IV))),
    ("atomic index", N.AtomicAdd(None, CNT, L(UV), L(UV))),
    ("atomic dest", N.AtomicAdd(IV, CNT, ZERO, L(UV))),
    ("wmma fill value", N.WmmaFill(FC, C(F16, 0.0))),
    ("wmma load offset", N.WmmaLoad(FA, H, L(UV), SIXTEEN)),
    ("wmma load stride", N.WmmaLoad(FA, H, ZERO, C(I32, 16))),
    ("wmma store offset", N.WmmaStore(OUT, C(U32, 0), SIXTEEN, FC)),
]


@pytest.mark.parametrize("stmt", [c[1] for c in TYPE_CASES], ids=[c[0] for c in TYPE_CASES])
def test_type_mismatch_statements(stmt):
    fails(body((N.Assign(IDX, N.Use(ZERO)), stmt)), "TypeMismatch", 0, 1)


@pytest.mark.parametrize("term", [
    N.SwitchInt(L(FV), ((0, 1),), 1),
    N.SwitchInt(L(BV), ((2, 1),), 1),
    N.SwitchInt(L(UV), ((-1, 1),), 1),
    N.ThreadIndexCall(UV, "global", 1),
], ids=["float discr", "bool case 2", "u32 case -1", "thread index into u32"])
def test_type_mismatch_terminators(term):
    fails(body(B((N.Assign(FV, N.Use(C(F32, 1.0))),), term), ()), "TypeMismatch", 0, -1)


def test_type_mismatch_in_later_block():
    b = body(B((), N.Goto(1)), B((), N.Goto(2)), (assign(UV, N.Use(L(FV))),))
    fails(b, "TypeMismatch", 2, 0, "u32", "f32")


def test_shifts_take_any_integer_amount():
    body((assign(UV, N.BinOp("shl", L(UV), L(IDX))), assign(IV, N.BinOp("shr", L(IV), C(U32, 3))),
          assign(BV, N.CheckOverflow("shl", L(UV), L(IV))))).verify()


# --- writes to inputs -------------------------------------------------------------------------
@pytest.mark.parametrize("stmt", [
    N.Store(A, ZERO, C(F32, 1.0)),
    N.VectorStore(A, ZERO, (C(F32, 1.0), C(F32, 2.0))),
    N.AtomicAdd(UV, RO_U, ZERO, C(U32, 1)),
    N.WmmaStore(H, ZERO, SIXTEEN, FCH),
], ids=["Store", "VectorStore", "AtomicAdd", "WmmaStore"])
def test_write_to_input(stmt):
    fails(body((N.Assign(FV, N.Use(C(F32, 0.0))), stmt)), "WriteToInput", 0, 1, "&mut")


# --- fragments ------------------------------------------------------------------------------
FRAG_CASES = [
    ("mma a is role b", N.WmmaMma(FC, FB, FB, FC)),
    ("mma b is role a", N.WmmaMma(FC, FA, FA, FC)),
    ("mma c is role a", N.WmmaMma(FC, FA, FB, FA)),
    ("mma dest is role b", N.WmmaMma(FB, FA, FB, FC)),
    ("mma shape", N.WmmaMma(FC, FA8, FB, FC)),
    ("mma a/b shape vs acc", N.WmmaMma(FC, FA8, FB8, FC)),
    ("mma c/dest dtype", N.WmmaMma(FCH, FA, FB, FC)),
    ("load elem vs dtype", N.WmmaLoad(FA, A, ZERO, SIXTEEN)),
    ("store elem vs dtype", N.WmmaStore(HOUT, ZERO, SIXTEEN, FC)),
    ("store src role a", N.WmmaStore(HOUT, ZERO, SIXTEEN, FA)),
]


@pytest.mark.parametrize("stmt", [c[1] for c in FRAG_CASES], ids=[c[0] for c in FRAG_CASES])
def test_fragment_mismatch(stmt):
    fails(body((N.Assign(IDX, N.Use(ZERO)), stmt), ws=32), "FragmentMismatch", 0, 1)


def test_mma_a_b_dtype_mismatch():
    locs = LOCALS + (N.LocalDecl(Fragment("b", F32)),)
    fails(body((N.WmmaMma(FC, FA, len(LOCALS), FC),), locals_=locs), "FragmentMismatch", 0, 0,
          "one dtype")


FRAG_SCALAR_CASES = [
    ("assign to fragment", assign(FC, N.Use(C(F32, 0.0)))),
    ("use a fragment", assign(FV, N.Use(L(FC)))),
    ("fragment in binop", assign(FV, N.BinOp("add", L(FV), L(FC)))),
    ("fragment as store value", N.Store(OUT, ZERO, L(FC))),
    ("fragment as index", N.Store(OUT, L(FA), L(FV))),
    ("fragment in math", assign(FV, N.Math("max", (L(FV), L(FC))))),
    ("fragment as atomic dest", N.AtomicAdd(FC, CNT, ZERO, C(U32, 1))),
    ("scalar to wmma fill", N.WmmaFill(FV, C(F32, 0.0))),
    ("scalar as mma operand", N.WmmaMma(FC, FA, FV, FC)),
    ("scalar to wmma store", N.WmmaStore(OUT, ZERO, SIXTEEN, FV)),
    ("scalar to wmma load", N.WmmaLoad(FV, A, ZERO, SIXTEEN)),
]


@pytest.mark.parametrize("stmt", [c[1] for c in FRAG_SCALAR_CASES], ids=[c[0] for c in FRAG_SCALAR_CASES])
def test_fragment_as_scalar(stmt):
    fails(body((N.Assign(IDX, N.Use(ZERO)), stmt)), "FragmentAsScalar", 0, 1)


def test_fragment_as_switch_discr():
    fails(body(B((), N.SwitchInt(L(FA), ((0, 1),), 1)), ()), "FragmentAsScalar", 0, -1)


def test_fragment_as_thread_index_dest():
    fails(body(B((), N.ThreadIndexCall(FC, "local", 1)), ()), "FragmentAsScalar", 0, -1)


# --- control flow ---------------------------------------------------------------------------
@pytest.mark.parametrize("term", [N.Goto(2), N.SwitchInt(L(BV), ((0, 1),), 5), N.SwitchInt(L(BV), ((0, -1),), 1),
                                  N.ThreadIndexCall(IDX, "global", 2), N.Barrier(7)],
                         ids=["goto", "switch otherwise", "switch case", "thread index", "barrier"])
def test_bad_branch_target(term):
    fails(body(B((N.Assign(BV, N.Use(C(BOOL, True))),), term), ()), "BadBranchTarget", 0, -1, "bb0 .. bb1")


def test_bad_trap_kind():
    fails(body(B((), N.Goto(1)), B((), N.Trap(0, "oops"))), "BadTrapKind", 1, -1, "'oops'")


def test_duplicate_trap_site():
    b = body(B((), N.SwitchInt(L(BV), ((0, 1),), 2)), B((), N.Trap(3, "bounds")), B((), N.Trap(3, "overflow")))
    fails(b, "DuplicateTrapSite", 2, -1, "site 3", "bb1")


# --- divergent fragment participation ----------------------------------------------------------
@pytest.mark.parametrize("cond", ["lane_lt_16", "lane_mod"])
def test_wmma_under_lane_branch(cond):
    b = wmma_body(cond)
    blk = next(i for i, x in enumerate(b.blocks) if any(isinstance(s, N.WmmaLoad) for s in x.stmts))
    fails(b, "DivergentFragmentParticipation", blk, 0, "warp 0")


def test_wmma_after_divergent_early_return():
    kb = Builder("early_return", 64)
    pa, _pc = kb.input("a", F16), kb.output("c", F16)
    lane = kb.local_index()
    fa, fc = kb.fragment("a", F16), kb.fragment("acc", F16)
    kb.if_(kb.lt(lane, 8), lambda: kb.ret())
    kb.emit(N.WmmaFill(fc.id, C(F16, 0.0)))
    kb.emit(N.WmmaLoad(fa.id, pa, ZERO, SIXTEEN))
    kb.ret()
    b = kb.build()
    fails(b, "DivergentFragmentParticipation", kb.cur, 0)


def test_wmma_in_divergent_loop():
    kb = Builder("divergent_loop", 64)
    pc = kb.output("c", F32)
    lane = kb.local_index()
    fc = kb.fragment("acc", F32)
    kb.for_range(0, lane, lambda k: kb.emit(N.WmmaFill(fc.id, C(F32, 1.0))))
    kb.emit(N.WmmaStore(pc, ZERO, SIXTEEN, fc.id))  # after the loop: reconverged, fine
    kb.ret()
    b = kb.build()
    blk = next(i for i, x in enumerate(b.blocks) if any(isinstance(s, N.WmmaFill) for s in x.stmts))
    fails(b, "DivergentFragmentParticipation", blk, 0)


def test_wmma_with_lane_varying_offset():
    kb = Builder("lane_offset", 32)
    pa = kb.input("a", F16)
    lane = kb.local_index()
    fa = kb.fragment("a", F16)
    kb.emit(N.WmmaLoad(fa.id, pa, lane, SIXTEEN))
    kb.ret()
    fails(kb.build(), "DivergentFragmentParticipation", 1, 0, "offset")


def test_wmma_after_global_index_div_32_depends_on_workgroup_size():
    def make(ws):
        kb = Builder("gdiv", ws)
        pc = kb.output("c", F32)
        g = kb.thread_index()
        fc = kb.fragment("acc", F32)
        kb.if_(kb.eq(kb.div(g, 64), 0), lambda: kb.emit(N.WmmaFill(fc.id, C(F32, 0.0))))
        kb.emit(N.WmmaStore(pc, ZERO, SIXTEEN, fc.id))
        kb.ret()
        return kb.build()
    make(64).verify()
    make(96).verify()
    # thread_index() with 16 lanes per group is not aligned to subgroups (and 16 is refused first)
    fails(make(16), "BadWorkgroupSize", -1, -1)


# --- DivergentBarrier: every lane of a workgroup reaches the same barriers ---------------------------
def _bar_body(cond_of, ws=64, in_loop=False):
    """`if cond_of(kb, lane) { wg_write(0, lane, 1.0); barrier }`, then a read; with `in_loop`,
    the barrier sits in a while loop whose exit is the condition instead."""
    kb = Builder("bar", ws)
    kb.wg_array(0, max(ws, 1))
    a, out = kb.input("a", F32), kb.output("out", F32)
    lane = kb.local_index()

    def body():
        kb.wg_write(0, lane, C(F32, 1.0))
        kb.barrier()
    if in_loop:
        j = kb.var(USIZE, 0, "j")

        def step():
            body()
            kb.set(j, kb.add(j, C(USIZE, 1)))
        kb.while_(lambda: cond_of(kb, lane, a, j), step)
    else:
        kb.if_(cond_of(kb, lane, a, None), body)
    kb.store(out, lane, kb.wg_read(0, lane), checked=True)
    kb.ret()
    return kb.build()


def _barrier_block(b: N.Body) -> int:
    return next(i for i, blk in enumerate(b.blocks) if isinstance(blk.term, N.Barrier))


def test_barrier_under_a_lane_dependent_branch_names_the_branch_and_its_condition():
    b = _bar_body(lambda kb, lane, a, j: kb.lt(lane, C(USIZE, 3)))
    branch = next(i for i, blk in enumerate(b.blocks) if isinstance(blk.term, N.SwitchInt))
    fails(b, "DivergentBarrier", _barrier_block(b), -1, f"the branch at bb{branch} on `local < 3` (local is local_index())",
          "every lane of a workgroup must reach the same barriers")


def test_barrier_under_a_uniform_branch_passes():
    uniform = [
        lambda kb, lane, a, j: kb.lt(kb.group_index(), C(USIZE, 3)),            # the workgroup's id
        lambda kb, lane, a, j: kb.gt(kb.len(a), C(USIZE, 5)),                   # a length
        lambda kb, lane, a, j: kb.gt(kb.load(a, C(USIZE, 0)), C(F32, 0.0)),     # an input read at a uniform index
        lambda kb, lane, a, j: kb.eq(kb.div(kb.thread_index(), C(USIZE, 64)), C(USIZE, 1)),  # = group_index()
        lambda kb, lane, a, j: kb.eq(kb.div(lane, C(USIZE, 64)), C(USIZE, 0)),  # always true for 64 lanes
        lambda kb, lane, a, j: C(BOOL, True),
    ]
    for cond in uniform:
        _bar_body(cond).verify()
    _bar_body(lambda kb, lane, a, j: kb.lt(j, kb.len(a)), in_loop=True).verify()  # a uniform trip count
    _bar_body(lambda kb, lane, a, j: kb.eq(kb.div(kb.thread_index(), C(USIZE, 48)), C(USIZE, 1)), ws=48).verify()
    _bar_body(lambda kb, lane, a, j: kb.lt(lane, C(USIZE, 3)), ws=1).verify()  # one lane never diverges


def test_subgroup_uniform_is_not_workgroup_uniform():
    """`local_index() / 32 == 0` selects a whole subgroup (fine for Wmma) but half a workgroup."""
    b = _bar_body(lambda kb, lane, a, j: kb.eq(kb.div(lane, C(USIZE, 32)), C(USIZE, 0)))
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "(local is local_index())")
    b = _bar_body(lambda kb, lane, a, j: kb.lt(kb.bin("shr", kb.thread_index(), C(U32, 5)), C(USIZE, 2)))
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "thread_index()")
    _bar_body(lambda kb, lane, a, j: kb.lt(kb.bin("shr", kb.thread_index(), C(U32, 6)), C(USIZE, 2))).verify()
    b = _bar_body(lambda kb, lane, a, j: kb.eq(kb.div(kb.thread_index(), C(USIZE, 32)), C(USIZE, 1)), ws=48)
    fails(b, "DivergentBarrier", _barrier_block(b), -1)


def test_barrier_in_a_loop_with_a_lane_dependent_trip_count_or_after_a_divergent_return_fails():
    b = _bar_body(lambda kb, lane, a, j: kb.lt(j, lane), in_loop=True)
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "(local is local_index())")
    kb = Builder("early", 64)
    kb.wg_array(0, 64)
    out = kb.output("out", F32)
    lane = kb.local_index()
    kb.if_(kb.ge(lane, C(USIZE, 32)), lambda: kb.ret())
    kb.wg_write(0, lane, C(F32, 1.0))
    kb.barrier()
    kb.store(out, lane, kb.wg_read(0, lane), checked=True)
    kb.ret()
    b = kb.build()
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "`local >= 32`")


def test_barrier_under_a_branch_on_shared_or_written_data_fails():
    b = _bar_body(lambda kb, lane, a, j: kb.gt(kb.wg_read(0, C(USIZE, 0)), C(F32, 0.0)))
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "is read from workgroup array 0")
    b = _bar_body(lambda kb, lane, a, j: kb.gt(kb.load(kb.params.index(next(p for p in kb.params if p.name == "out")),
                                                       C(USIZE, 0)), C(F32, 0.0)))
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "loaded from 'out', which the kernel also writes")


def test_divergent_barrier_message_points_at_a_check_in_the_branch():
    from poot_core.errors import Span
    kb = Builder("spanned", 64)
    kb.wg_array(0, 64)
    a, _out = kb.input("a", F32), kb.output("out", F32)
    lane = kb.local_index()

    def body():
        kb.wg_write(0, lane, kb.load(a, lane, checked=True, span=Span("k.rs", 7, 12)))
        kb.barrier()
    kb.if_(kb.lt(lane, C(USIZE, 3)), body)
    kb.ret()
    b = kb.build()
    fails(b, "DivergentBarrier", _barrier_block(b), -1, "whose body holds the check at k.rs:7:12")


def test_a_lane_dependent_check_before_a_barrier_is_not_divergence():
    """A bounds check on `lane` traps (the dispatch faults) or falls through: it does not split the
    workgroup, so the barrier after it stays legal."""
    kb = Builder("checked", 64)
    kb.wg_array(0, 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    lane = kb.local_index()
    kb.wg_write(0, lane, kb.load(a, lane, checked=True))
    kb.barrier()
    kb.store(out, lane, kb.wg_read(0, kb.rem(kb.add(lane, C(USIZE, 1)), C(USIZE, 64))), checked=True)
    kb.ret()
    kb.build().verify()


def test_every_committed_kernel_and_sample_verifies_under_the_barrier_rule():
    from poot_core.ir import kir
    from poot_core.testing import samples
    from poot_core.testing.random_cfg import random_cfg_body
    root = Path(__file__).resolve().parents[1]
    files = sorted(root.glob("assets/**/*.kir.json")) + sorted(root.glob("examples/*.kir.json"))
    assert len(files) >= 20
    bars = 0
    for f in files:
        body = kir.read(f).body
        body.verify()
        bars += any(isinstance(blk.term, N.Barrier) for blk in body.blocks)
    assert bars >= 9
    for wg in (32, 64, 256):
        samples.wg_tree_reduce(wg).verify()
    for seed in range(40):
        random_cfg_body(seed, barriers=True).verify()


def test_random_bodies_keep_barriers_workgroup_uniform():
    n = 0
    for seed in range(300):
        body = random_body(seed)
        body.verify()
        n += any(isinstance(blk.term, N.Barrier) for blk in body.blocks)
    assert n > 50


@pytest.mark.skipif(__import__("shutil").which("rustc") is None, reason="rustc is not installed")
def test_a_rust_barrier_under_a_lane_branch_is_refused_at_import_with_the_line(tmp_path):
    from poot_core.pootc import import_file
    src = tmp_path / "div_barrier.rs"
    src.write_text("use poot_kernel_intrinsics::*;\n\n#[kernel]\npub fn div_barrier(a: &[f32], out: &mut [f32]) {\n"
                   "    let lane = local_index();\n    if lane < 32 {\n        wg_write(0, lane, a[lane]);\n"
                   "        workgroup_barrier();\n    }\n    out[lane] = wg_read(0, lane);\n}\n")
    with pytest.raises(VerifyError) as ei:
        import_file(src)
    assert ei.value.kind == "DivergentBarrier"
    assert "on `lane < 32` (lane is local_index()), whose body holds the check at " in str(ei.value)
    assert "div_barrier.rs:7:" in str(ei.value)  # the a[lane] inside the branch
    uniform = src.read_text().replace("if lane < 32", "if group_index() < 32")
    src.write_text(uniform)
    [kf] = import_file(src)
    kf.body.verify()


# --- workgroup memory: typed arrays, Wmma tiles in workgroup arrays, async copies ---------------
HWG = (N.WgArray(0, 64), N.WgArray(1, 512, F16))


def test_a_constant_workgroup_tile_past_the_array_is_out_of_bounds():
    fails(body((N.WmmaLoad(FA, 1, C(USIZE, 256), C(USIZE, 24), "row", "wg"),), wg=HWG), "OutOfBounds", 0, 0,
          "reaches element 631 of workgroup array 1, which has 512 slots")


def test_a_constant_workgroup_tile_offset_off_16_bytes_is_misaligned():
    fails(body((N.WmmaLoad(FA, 1, C(USIZE, 4), SIXTEEN, "row", "wg"),), wg=HWG), "Misaligned", 0, 0,
          "offset 4 into workgroup array 1 is not a multiple of 8 elements (16 bytes of f16)")


def test_an_async_copy_of_a_size_no_instruction_moves_is_a_bad_async_copy():
    fails(body((N.AsyncCopy(1, ZERO, H, ZERO, 16),), wg=HWG), "BadAsyncCopy", 0, 0,
          "moves 4, 8 or 16 bytes, i.e. 2, 4, 8 elements of f16")


def test_a_typed_wg_write_takes_the_array_element_type():
    fails(body((N.WorkgroupLocalWrite(1, ZERO, C(F32, 1.0)),), wg=HWG), "TypeMismatch", 0, 0,
          "wg_write value (workgroup array 1 is [f16]) must be f16, not f32")
    body((N.WorkgroupLocalWrite(1, ZERO, C(F16, 1.0)), N.Assign(HV, N.WgRead(1, ZERO))), wg=HWG).verify()


# --- subgroup shuffles (docs/subgroup.md) -------------------------------------------------------
def _shuffle_body(ws=64, mask=16, ty=F32, guard=None):
    kb = Builder("shuffle", ws)
    x, out = kb.input("x", ty), kb.output("out", ty)
    i = kb.thread_index()
    v = kb.var(ty, kb.load(x, i))
    if guard is None:
        kb.set(v, kb.shuffle_xor(v, mask))
    else:
        kb.if_(guard(kb, kb.local_index()), lambda: kb.set(v, kb.shuffle_xor(v, mask)))
    kb.store(out, i, v)
    kb.ret()
    return kb, kb.build()


def _shuffle_at(b):
    return next((bi, si) for bi, x in enumerate(b.blocks) for si, s in enumerate(x.stmts)
                if isinstance(s, N.Assign) and isinstance(s.value, N.ShuffleXor))


@pytest.mark.parametrize("mask", [0, 32, -1, True, 1.0])
def test_a_shuffle_mask_is_a_constant_1_to_31(mask):
    kb, b = _shuffle_body(mask=1)
    bi, si = _shuffle_at(b)
    blocks = list(b.blocks)
    stmts = list(blocks[bi].stmts)
    stmts[si] = N.Assign(stmts[si].dest, N.ShuffleXor(stmts[si].value.a, mask))
    blocks[bi] = N.Block(tuple(stmts), blocks[bi].term)
    fails(dataclasses.replace(b, blocks=tuple(blocks)), "BadShuffle", bi, si, "1 ..= 31")
    for ok in (1, 16, 31):
        _shuffle_body(mask=ok)[1].verify()


@pytest.mark.parametrize("ty", [F64, F16, USIZE, BOOL])
def test_a_shuffle_moves_32_bit_values(ty):
    kb, b = _shuffle_body(ty=ty)
    bi, si = _shuffle_at(b)
    fails(b, "TypeMismatch", bi, si, "shuffle_xor moves f32, i32, u32")
    for ok in (F32, I32, U32):
        _shuffle_body(ty=ok)[1].verify()


@pytest.mark.parametrize("ws", [16, 48, 100])
def test_a_shuffle_needs_whole_subgroups(ws):
    fails(_shuffle_body(ws=ws)[1], "BadWorkgroupSize", -1, -1, "multiple of 32", f"not {ws}")


@pytest.mark.parametrize("cond", [lambda kb, lane: kb.lt(lane, 16), lambda kb, lane: kb.eq(kb.rem(lane, 2), 0)])
def test_a_shuffle_under_a_branch_that_splits_a_subgroup_is_refused(cond):
    kb, b = _shuffle_body(guard=cond)
    bi, si = _shuffle_at(b)
    fails(b, "DivergentSubgroupOp", bi, si, "32-lane subgroup", "local_index() / 32")


def test_a_shuffle_under_a_subgroup_uniform_branch_is_accepted():
    _shuffle_body(guard=lambda kb, lane: kb.eq(kb.div(lane, 32), 1))[1].verify()
    _shuffle_body(guard=lambda kb, lane: kb.lt(kb.div(lane, 32), 1), ws=128)[1].verify()


def test_a_shuffle_after_a_divergent_loop_is_accepted_and_inside_one_refused():
    kb = Builder("loop", 64)
    out = kb.output("out", F32)
    lane = kb.local_index()
    v = kb.var(F32, 0.0)
    kb.for_range(0, lane, lambda k: kb.set(v, kb.add(v, 1.0)))
    kb.set(v, kb.shuffle_xor(v, 1))  # after the loop: reconverged
    kb.store(out, kb.thread_index(), v)
    kb.ret()
    kb.build().verify()
    kb = Builder("loop_in", 64)
    out = kb.output("out", F32)
    lane = kb.local_index()
    v = kb.var(F32, 0.0)
    kb.for_range(0, lane, lambda k: kb.set(v, kb.shuffle_xor(v, 1)))
    kb.store(out, kb.thread_index(), v)
    kb.ret()
    b = kb.build()
    bi, si = _shuffle_at(b)
    fails(b, "DivergentSubgroupOp", bi, si)


def test_every_kind_has_a_test():
    src = Path(__file__).read_text()
    missing = [k for k in KINDS if f'"{k}"' not in src.split("def test_every_kind_has_a_test")[0]]
    assert not missing


def test_verify_error_str_names_kernel_block_and_kind():
    e = VerifyError("bad", kind="TypeMismatch", kernel="k", block=3, stmt=1)
    assert str(e) == "k: bb3[1]: TypeMismatch: bad"
    assert str(VerifyError("bad", kind="BadBranchTarget", kernel="k", block=2, stmt=-1)) == \
        "k: bb2[terminator]: BadBranchTarget: bad"


def test_body_level_errors_say_body():
    e = fails(body((), ws=0), "BadWorkgroupSize", -1, -1)
    assert str(e).startswith("k: body: BadWorkgroupSize: ")


def test_old_import_paths_re_export_the_ir_modules():
    """The verifier and the uniformity analysis live in poot_core.ir; the old paths still import."""
    import poot_core.passes.uniformity as old_un
    import poot_core.verify as old_verify
    from poot_core.ir import uniformity

    assert old_verify.verify is verify and old_verify.KINDS is KINDS
    assert old_un.analyze is uniformity.analyze and old_un.SUBGROUP == uniformity.SUBGROUP


def test_the_ir_package_imports_nothing_above_it():
    """poot_core.ir depends only on poot_core.errors (no passes/ or oracle/ imports): no circle."""
    import ast
    from pathlib import Path

    import poot_core.ir

    for path in Path(poot_core.ir.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level >= 2:
                assert node.module == "errors", f"{path.name} imports ..{node.module}"
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                assert not node.module.startswith("poot_core"), f"{path.name} imports {node.module}"
