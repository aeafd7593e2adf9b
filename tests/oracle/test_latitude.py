"""Target float latitude in the contract (poot_core.oracle.compare with FloatLatitude): which
outputs each relaxation reaches, and what it accepts; IEEE keeps the exact rules."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import CheckMismatch
from poot_core.exec.check import check_against_oracle
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64, U32
from poot_core.oracle import run
from poot_core.oracle.compare import CONTRACTION_RTOL, assert_matches, compare, contract_for
from poot_core.oracle.target import OracleTarget
from poot_core.target import IEEE, LLVM_GPU, VULKAN_GPU, Capabilities, FloatLatitude, Grid
from poot_core.testing.samples import map_kernel

RNG = np.random.default_rng(0)


def two_outputs(nc: bool) -> N.Body:
    """p = a*b; plain = p + c (contractible), nc = no_contract_add(p, c) (never), q = a + c."""
    kb = Builder("two")
    a, b, c = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32)
    o1, o2, o3 = kb.output("plain", F32), kb.output("nc", F32), kb.output("q", F32)
    i = kb.thread_index()

    def body():
        x, y, z = kb.load(a, i), kb.load(b, i), kb.load(c, i)
        p = kb.mul(x, y)
        if not nc:
            kb.store(o1, i, kb.add(p, z))
        kb.store(o2, i, kb.no_contract_add(p, z))
        kb.store(o3, i, kb.add(x, z))
    kb.if_(kb.lt(i, kb.len(o2)), body)
    kb.ret()
    return kb.build()


def dot(copy: bool = False) -> N.Body:
    """out[i] = sum_k a[i*K + k] * b[k]: a loop-carried accumulator (optionally through a copy)."""
    kb = Builder("dot")
    a, b, o = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    k_len = kb.len(b)

    def row():
        acc = kb.var(F32, 0.0)

        def step(k):
            p = kb.mul(kb.load(a, kb.add(kb.mul(i, k_len), k)), kb.load(b, k))
            if copy:
                p = kb.assign(N.Use(p), F32)
            kb.set(acc, N.BinOp("add", acc, p))
        kb.for_range(0, k_len, step)
        kb.store(o, i, acc)
    kb.if_(kb.lt(i, kb.len(o)), row)
    kb.ret()
    return kb.build()


def test_contraction_sources_reach_only_dependent_outputs():
    assert contract_for(two_outputs(nc=False), LLVM_GPU).contracted == {"plain"}
    assert contract_for(two_outputs(nc=True), LLVM_GPU).contracted == frozenset()  # no_contract_add stays exact
    assert contract_for(dot(), LLVM_GPU).contracted == {"out"}
    assert contract_for(dot(copy=True), LLVM_GPU).contracted == {"out"}
    # without the contraction latitude nothing is relaxed
    assert contract_for(dot(), IEEE).contracted == frozenset()
    # integer multiply-add is no float chain
    imad = map_kernel("imad", [U32, U32], U32, lambda kb, x: kb.add(kb.mul(x[0], x[1]), x[0]))
    assert contract_for(imad, LLVM_GPU).contracted == frozenset()
    # a negated product feeding a sub (fma(-a, b, c)) counts
    neg = map_kernel("neg", [F64, F64], F64, lambda kb, x: kb.sub(x[1], kb.un("neg", kb.mul(x[0], x[1]))))
    assert contract_for(neg, LLVM_GPU).contracted == {"out"}


def test_contraction_through_workgroup_memory_and_branches():
    kb = Builder("wg", 64)
    kb.wg_array(0, 64)
    a, o, _flag = kb.input("a", F32), kb.output("out", F32), kb.output("flag", U32)
    lane = kb.local_index()
    x = kb.load(a, lane, checked=True)
    kb.wg_write(0, lane, kb.add(kb.mul(x, x), x))
    kb.barrier()
    kb.store(o, lane, kb.wg_read(0, lane), checked=True)
    kb.ret()
    body = kb.build()
    assert contract_for(body, LLVM_GPU).contracted == {"out"}  # flag is never written from it

    # a branch on a contracted value makes every output dependent
    kb = Builder("br")
    a, o, other = kb.input("a", F32), kb.output("out", F32), kb.output("other", F32)
    i = kb.thread_index()
    x = kb.load(a, i, checked=True)
    kb.if_(kb.gt(kb.add(kb.mul(x, x), x), kb.c(F32, 1.0)), lambda: kb.store(other, i, x, checked=True))
    kb.ret()
    assert contract_for(kb.build(), LLVM_GPU).contracted == {"out", "other"}


def _fma_data(n=256):
    a = RNG.uniform(1, 2, n).astype(np.float32)
    b = RNG.uniform(1, 2, n).astype(np.float32)
    c = -(a * b)
    return {"a": a, "b": b, "c": c, "plain": np.zeros(n, np.float32), "nc": np.zeros(n, np.float32),
            "q": np.zeros(n, np.float32)}


def _fused(bufs):
    """What an FMA gives for a*b + c: the exact product, rounded once after the add."""
    return (bufs["a"].astype(np.float64) * bufs["b"] + bufs["c"]).astype(np.float32)


def test_contracted_output_accepted_on_a_contracting_target_only():
    body = two_outputs(nc=False)
    bufs = _fma_data()
    grid = Grid.threads(256, 64)
    want = run(body, {k: v.copy() for k, v in bufs.items()}, grid)
    assert not np.any(want["plain"])  # mul-then-add: exactly 0
    got = dict(want, plain=_fused(bufs))
    assert np.count_nonzero(got["plain"]) > 100
    # |residual| <= ulp(a*b)/2 <= 2^-22: within 2^-16 * max|want|? max|want| is 0 here, so no
    assert compare(got, want, body, latitude=LLVM_GPU)
    # with a scale (c = -(a*b) + 1) the residual is far inside the bound
    bufs2 = dict(bufs, c=(bufs["c"] + np.float32(1.0)).astype(np.float32))
    want2 = run(body, {k: v.copy() for k, v in bufs2.items()}, grid)
    got2 = dict(want2, plain=_fused(bufs2))
    assert np.any(got2["plain"] != want2["plain"])
    assert compare(got2, want2, body, latitude=LLVM_GPU) == []
    assert compare(got2, want2, body, latitude=VULKAN_GPU.with_fp_contract(True)) == []
    assert compare(got2, want2, body, latitude=VULKAN_GPU)  # the exact default: no contraction latitude
    bad = compare(got2, want2, body)  # IEEE: exact as before
    assert bad and all(m.name == "plain" and "contraction" not in m.why for m in bad)
    # beyond the bound: rejected, and the why names the relaxation
    far = dict(got2, plain=(want2["plain"] * np.float32(1 + 2**-10)).astype(np.float32))
    bad = compare(far, want2, body, latitude=LLVM_GPU)
    assert bad and "contraction" in bad[0].why and f"{CONTRACTION_RTOL[np.dtype(np.float32)]:g}" in bad[0].why
    # no_contract_add and the independent add stay exact on a contracting target
    for k in ("nc", "q"):
        off = dict(got2, **{k: np.nextafter(want2[k], np.float32(np.inf))})
        bad = compare(off, want2, body, latitude=LLVM_GPU)
        assert {m.name for m in bad} == {k} and bad[0].why == "contract: exact"


def test_accumulation_bound_covers_fma_order_but_not_a_wrong_sum():
    """K = 4096 terms: an FMA accumulation stays within 2^-16 * max|want|; dropping one term does not."""
    body = dot()
    n, k = 8, 4096
    a = RNG.standard_normal(n * k).astype(np.float32)
    b = RNG.standard_normal(k).astype(np.float32)
    bufs = {"a": a, "b": b, "out": np.zeros(n, np.float32)}
    want = run(body, dict(bufs), Grid.threads(n, 64))
    fused = np.zeros(n, np.float32)
    for j in range(k):
        fused = (fused.astype(np.float64) + a.reshape(n, k)[:, j].astype(np.float64) * b[j]).astype(np.float32)
    assert np.any(fused != want["out"])
    assert compare({"out": fused}, want, body, latitude=LLVM_GPU) == []
    wrong = (fused - a.reshape(n, k)[:, 7] * b[7]).astype(np.float32)
    assert compare({"out": wrong}, want, body, latitude=LLVM_GPU)


def test_flush_subnormals():
    body = map_kernel("abs", [F32], F32, lambda kb, x: kb.math("abs", x[0]))
    sub = np.array([1.4e-45, -3e-39, 1.0, 0.0], np.float32)
    want = {"out": np.abs(sub)}
    flushed = {"out": np.array([0.0, -0.0, 1.0, 0.0], np.float32)}
    assert [m.index for m in compare(flushed, want, body)] == [0, 1]  # IEEE: subnormals are kept
    assert compare(flushed, want, body, latitude=VULKAN_GPU) == []
    bad = compare({"out": np.array([0.0, 0.0, 0.0, 0.0], np.float32)}, want, body, latitude=VULKAN_GPU)
    assert [m.index for m in bad] == [2] and "flushes subnormals" in bad[0].why  # 1.0 is no subnormal
    f16 = {"out": np.array([2.0**-20, 1.0], np.float16)}
    assert compare({"out": np.zeros(2, np.float16) + np.array([0, 1], np.float16)}, f16, None,
                   latitude=FloatLatitude(flush_subnormals=True)) == []


@pytest.mark.parametrize("fn", ["div", "sqrt"])
def test_div_sqrt_ulps(fn):
    if fn == "div":
        body = map_kernel("d", [F32, F32], F32, lambda kb, x: kb.div(x[0], x[1]))
    else:
        body = map_kernel("s", [F32], F32, lambda kb, x: kb.math("sqrt", x[0]))
    w = RNG.uniform(0.5, 100, 64).astype(np.float32)
    want = {"out": w}
    three = {"out": (w.astype(np.float64) + 3 * np.spacing(w).astype(np.float64)).astype(np.float32)}
    four = {"out": (w.astype(np.float64) + 4 * np.spacing(w).astype(np.float64)).astype(np.float32)}
    assert compare(three, want, body, latitude=VULKAN_GPU) == []
    bad = compare(four, want, body, latitude=VULKAN_GPU)
    assert len(bad) > 0 and "3 ulp" in bad[0].why
    assert compare(three, want, body)  # IEEE: correctly rounded
    assert compare(three, want, body, latitude=LLVM_GPU)  # PTX div.rn / sqrt.rn: exact
    # an output that does not depend on the division stays exact
    two = map_kernel("add", [F32, F32], F32, lambda kb, x: kb.add(x[0], x[1]))
    assert compare(three, want, two, latitude=VULKAN_GPU)


def test_transcendental_atol():
    body = map_kernel("sin", [F32], F32, lambda kb, x: kb.math("sin", x[0]))
    w = RNG.uniform(-1, 1, 64).astype(np.float32)
    want = {"out": w}
    off = {"out": (w + np.float32(5e-5)).astype(np.float32)}  # the H200's Vulkan sin/cos error
    assert compare(off, want, body)  # the contract's 2^-19 bound
    assert compare(off, want, body, latitude=VULKAN_GPU) == []
    bad = compare({"out": (w + np.float32(1e-3)).astype(np.float32)}, want, body, latitude=VULKAN_GPU)
    assert len(bad) > 0 and "transcendental precision" in bad[0].why


def test_ieee_is_the_default_everywhere():
    assert Capabilities().float_latitude == IEEE and IEEE.is_ieee and not LLVM_GPU.is_ieee
    assert OracleTarget().capabilities().float_latitude == IEEE
    assert VULKAN_GPU.div_sqrt_ulps == 3 and VULKAN_GPU.trans_atol == 2**-11 and VULKAN_GPU.flush_subnormals
    assert LLVM_GPU == FloatLatitude(contraction=True)


def test_contraction_is_granted_only_to_fp_contract_builds():
    """Rust's float semantics are the default on every target: no profile a device reports by
    default grants contraction; `with_fp_contract(True)` (an fp_contract=True build) does."""
    assert not VULKAN_GPU.contraction and not IEEE.contraction
    assert VULKAN_GPU.with_fp_contract(False) == VULKAN_GPU
    loose = VULKAN_GPU.with_fp_contract(True)
    assert loose.contraction and loose.flush_subnormals and loose.div_sqrt_ulps == 3
    assert IEEE.with_fp_contract(True) == LLVM_GPU and "fp_contract" in loose.describe()
    body = dot()
    want = {"out": np.array([1.0, 2.0], np.float32)}
    got = {"out": np.array([1.0, np.nextafter(np.float32(2), np.float32(3))], np.float32)}
    assert compare(got, want, body, latitude=VULKAN_GPU)  # one ulp off a dot product: no latitude
    assert compare(got, want, body, latitude=loose) == []


def test_ieee_reasons_are_the_exact_ones():
    # an IEEE comparison is the exact one, byte for byte of the reasons
    body = dot()
    want = {"out": np.array([1.0, 2.0], np.float32)}
    got = {"out": np.array([1.0, np.nextafter(np.float32(2), np.float32(3))], np.float32)}
    assert compare(got, want, body) == compare(got, want, body, latitude=IEEE)
    assert compare(got, want, body)[0].why == "contract: exact"
    with pytest.raises(AssertionError, match="contraction"):
        assert_matches({"out": np.array([1.5, 2.0], np.float32)}, want, body, latitude=LLVM_GPU)


def test_check_against_oracle_uses_the_latitude():
    body = two_outputs(nc=False)
    bufs = _fma_data(64)
    bufs["c"] = (bufs["c"] + np.float32(1.0)).astype(np.float32)
    grid = Grid.threads(64, 64)
    want = run(body, {k: v.copy() for k, v in bufs.items()}, grid)
    got = dict(want, plain=_fused(bufs))
    check_against_oracle(body, "ptx", grid, bufs, got, LLVM_GPU)
    with pytest.raises(CheckMismatch):
        check_against_oracle(body, "ptx", grid, bufs, got)


def test_f16_and_f64_contraction_bounds():
    body = map_kernel("fma16", [F16, F16, F16], F16, lambda kb, x: kb.add(kb.mul(x[0], x[1]), x[2]))
    want = {"out": np.array([-73.9375, 26.75, 1.0], np.float16)}
    got = {"out": np.array([-74.0, 26.734375, 1.0], np.float16)}  # measured on the H200 (PTX)
    assert compare(got, want, body) and compare(got, want, body, latitude=LLVM_GPU) == []
    body64 = map_kernel("fma64", [F64, F64, F64], F64, lambda kb, x: kb.add(kb.mul(x[0], x[1]), x[2]))
    want = {"out": np.array([43.789162320264, 26.721224511344847])}
    got = {"out": np.array([43.78916232026399, 26.72122451134485])}
    assert compare(got, want, body64) and compare(got, want, body64, latitude=LLVM_GPU) == []
    assert compare({"out": want["out"] * (1 + 2**-40)}, want, body64, latitude=LLVM_GPU)


def _elementwise(name: str, elem, fn) -> N.Body:
    """out[i] = fn(kb, a[i]) as f32."""
    kb = Builder(name)
    a, o = kb.input("a", elem), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(o)), lambda: kb.store(o, i, fn(kb, kb.load(a, i))))
    kb.ret()
    return kb.build()


def test_an_add_feeding_a_multiply_is_contractible():
    """NVIDIA's Vulkan driver (H200) evaluates (1 + a) * 1.5 as fma(a, 1.5, 1.5): one rounding fewer."""
    body = _elementwise("scaled_sum", F32, lambda kb, x: kb.mul(kb.add(x, 1.0), 1.5))
    a = RNG.uniform(1, 4, 4096).astype(np.float32)
    want = run(body, {"a": a, "out": np.zeros(4096, np.float32)}, Grid.threads(4096, 64))
    fused = (a.astype(np.float64) * 1.5 + 1.5).astype(np.float32)  # one rounding
    assert (fused != want["out"]).any()  # the inputs do exercise the difference
    assert compare({"out": fused}, want, body)  # IEEE: exact
    assert compare({"out": fused}, want, body, latitude=VULKAN_GPU)  # the exact default
    assert not compare({"out": fused}, want, body, latitude=VULKAN_GPU.with_fp_contract(True))
    assert not compare({"out": fused}, want, body, latitude=LLVM_GPU)


def test_an_f16_chain_cast_to_f32_gets_the_f16_bound():
    """A contracted f16 chain carries f16-sized differences into an f32 output."""
    body = _elementwise("h_chain", F16, lambda kb, x: kb.cast(kb.add(kb.mul(x, x), x), F32))
    a = RNG.uniform(1, 2, 4096).astype(np.float16)
    want = run(body, {"a": a, "out": np.zeros(4096, np.float32)}, Grid.threads(4096, 64))
    x = a.astype(np.float64)
    fused = (x * x + x).astype(np.float16).astype(np.float32)  # the f16 FMA's single rounding
    assert (fused != want["out"]).any()
    assert not compare({"out": fused}, want, body, latitude=LLVM_GPU)
    off = want["out"].copy()
    off[7] *= 1 + 2.0 ** -6  # far beyond one f16 rounding
    assert compare({"out": off}, want, body, latitude=LLVM_GPU)


def test_div_sqrt_rtol_states_a_bodys_amplification_of_the_div_sqrt_latitude():
    """(x - m) / sqrt(v): a 3-ulp sqrt multiplied afterwards is off by more than 3 ulp of the
    output; the body's stated div_sqrt_rtol (x max|want|) accepts it, only under the latitude."""
    body = map_kernel("n", [F32, F32], F32, lambda kb, x: kb.mul(x[0], kb.div(kb.c(F32, 1.0), kb.math("sqrt", x[1]))))
    w = RNG.uniform(-3, 3, 64).astype(np.float32)
    want = {"out": w}
    off = {"out": (w.astype(np.float64) + 6 * np.spacing(np.abs(w)).astype(np.float64)).astype(np.float32)}
    assert compare(off, want, body, latitude=VULKAN_GPU)  # 6 ulp: more than the per-op latitude
    assert compare(off, want, body, latitude=VULKAN_GPU, div_sqrt_rtol=8 * 2.0**-23) == []
    assert compare(off, want, body, div_sqrt_rtol=8 * 2.0**-23)  # IEEE targets: no div/sqrt latitude to amplify
    far = {"out": (w + np.float32(1e-3)).astype(np.float32)}
    assert compare(far, want, body, latitude=VULKAN_GPU, div_sqrt_rtol=8 * 2.0**-23)
