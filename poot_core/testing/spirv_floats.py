"""The float-semantics device tests shared by the SPIR-V plugins (vulkan, wgpu): the reassociation and
contraction probes bit-exact by default, `fp_contract` as an opt-in, NaN in every comparison, `%` with
subnormal operands, no_contract_add, the fused multiply-add bit-exact, and `--check` on float-heavy kernels. Each plugin's
test_floats.py star-imports this (fixtures `target`, `device`, `device_is_cpu`)."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.errors import UsageError
from poot_core.ir.types import F16, F32, F64
from poot_core.oracle import run
from poot_core.oracle.compare import assert_matches
from poot_core.target import Grid
from poot_core.testing import samples
from poot_core.testing import spirv_float_probes as P

__all__ = ["dtypes", "test_float_probes_are_bit_exact_by_default", "test_fp_contract_lets_the_driver_rewrite",
           "test_fp_contract_option_is_typed", "test_rem_with_subnormal_and_special_operands",
           "test_no_contract_add_runs_unfused", "test_mul_add_is_fused_exactly", "test_matmul_tiled_is_a_fused_dot_product",
           "test_check_passes_on_float_heavy_kernels"]


def dtypes(target) -> tuple:
    caps = target.capabilities()
    return (F32,) + ((F64,) if caps.f64 else ()) + ((F16,) if caps.f16 else ())


@pytest.mark.parametrize("name", ["kahan_f64", "kahan_f32", "fuse_probe", "escape_time", "nan_compare_f32",
                                  "nan_compare_f64", "nan_compare_f16"])
def test_float_probes_are_bit_exact_by_default(target, device, name):
    """FAILS if the driver contracts or reassociates a float op, or mishandles NaN in a comparison
    (lavapipe before NoContraction/the barrier: Kahan f64 47/50 rows, escape-time 14 counts; wgpu's
    `!=` false for NaN in 13/49 pairs)."""
    probe = next((p for p in P.probes(dtypes(target)) if p.name == name), None)
    if probe is None:
        pytest.skip(f"{name}: the device lacks the float type")
    bad = P.run_probe(target, device, probe)
    assert not any(bad.values()), f"{name} on {device.name}: {bad} mismatches ({probe.shows})"


def test_fp_contract_lets_the_driver_rewrite(target, device, device_is_cpu):
    """The probes can fail: with fp_contract=True lavapipe (Mesa) reassociates Kahan's compensation.
    A GPU driver may or may not; there the test only checks that the option is accepted."""
    probe = next(p for p in P.probes(dtypes(target)) if p.name == "kahan_f32")
    bad = P.run_probe(target, device, probe, fp_contract=True)
    if device_is_cpu:
        assert bad["out"] > 0, "lavapipe kept Kahan exact under fp_contract: the probe proves nothing here"
    art = target.compile(probe.body, fp_contract=True)
    assert art.meta["fp_contract"] and art.meta["float_latitude"].contraction
    assert not target.compile(probe.body).meta["fp_contract"]


def test_fp_contract_option_is_typed(target):
    body = P.fuse_body()
    from poot_core.compile import compile_body
    assert compile_body(body, target, ["fp_contract=false"]).final == target.compile(body).final  # CLI text
    for bad in ("maybe", "false", 1):  # the Python API takes a bool only
        with pytest.raises(UsageError, match="fp_contract"):
            target.compile(body, fp_contract=bad)
    with pytest.raises(UsageError, match="fp_contract"):
        compile_body(body, target, ["fp_contract=maybe"])


def _rem_inputs(t) -> dict:
    fi = np.finfo(t.np)
    tiny, sub = fi.tiny, fi.smallest_subnormal
    vals = np.array([0.0, -0.0, sub, -sub, 3 * sub, tiny * 0.75, tiny, -tiny * 1.5, 1.0, -2.5, 7.0, 1e-3,
                     fi.max, -fi.max, np.inf, -np.inf, np.nan], t.np)
    a, b = (v.reshape(-1) for v in np.meshgrid(vals, vals, indexing="ij"))
    rng = np.random.default_rng(1)
    ra = (rng.uniform(-1, 1, 2000) * 10.0 ** rng.integers(-40 if t != F16 else -7, 30 if t != F16 else 4, 2000))
    rb = (rng.uniform(-1, 1, 2000) * 10.0 ** rng.integers(-40 if t != F16 else -7, 10 if t != F16 else 4, 2000))
    with np.errstate(over="ignore"):
        a = np.concatenate([a, ra.astype(t.np)])
        b = np.concatenate([b, rb.astype(t.np)])
    return {"x0": a, "x1": b, "out": np.zeros(len(a), t.np)}


@pytest.mark.parametrize("t", [F32, F64, F16], ids=str)
def test_rem_with_subnormal_and_special_operands(target, device, t):
    """`%` is exact (bit for bit, numpy's fmod and the oracle agree) with subnormal, zero, huge and
    non-finite operands: the lowering is integer arithmetic, so a flushing device gives the same
    (the H200's driver gave NaN for subnormal operands with the float lowering)."""
    if t not in dtypes(target):
        pytest.skip(f"the device lacks {t}")
    body = samples.map_kernel("rem", [t, t], t, lambda kb, xs: kb.rem(xs[0], xs[1]))
    bufs = _rem_inputs(t)
    grid = Grid.threads(len(bufs["x0"]), body.workgroup_size)
    got = device.run(target.compile(body), {k: v.copy() for k, v in bufs.items()}, grid)["out"]
    with np.errstate(all="ignore"):
        want = np.fmod(bufs["x0"], bufs["x1"])
    np.testing.assert_array_equal(run(body, bufs, grid)["out"], want)  # the oracle is Rust's %
    same = (got.view(f"u{t.np.itemsize}") == want.view(f"u{t.np.itemsize}")) | (np.isnan(got) & np.isnan(want))
    bad = np.flatnonzero(~same)
    assert not bad.size, [(bufs["x0"][i], bufs["x1"][i], got[i], want[i]) for i in bad[:8]]


def test_no_contract_add_runs_unfused(vc, target, device):
    """no_contract_add compiles on every SPIR-V target (wgpu too: the barrier survives naga) and
    gives mul-then-add's exact 0, with and without fp_contract."""
    c = vc.no_contract_body()
    bufs = vc.fma_inputs(4096)
    for opts in ({}, {"fp_contract": True}):
        got = device.run(target.compile(c, **opts), {k: v.copy() for k, v in bufs.items()},
                                        Grid.threads(4096, 64))
        assert not got["out"].any(), (opts, int(np.count_nonzero(got["out"])))


def test_mul_add_is_fused_exactly(target, device):
    """Math("mul_add") (emitted as an exact f64 computation: backends/spirv/values.mul_add_f32) equals
    a * b + c rounded once on the operands that tell one rounding from two (ties that double rounding
    gets wrong, subnormal ties, the overflow threshold, cancellation, specials), with and without
    fp_contract: bit for bit on an IEEE device (lavapipe), under the device's latitude elsewhere (a
    GPU that flushes subnormals); the same case's plain a * b + c stays two roundings by default (with
    fp_contract it may be fused: not compared)."""
    from poot_core.testing.fma_cases import mul_add_case
    if not target.capabilities().f64:
        pytest.skip(f"{device.name} has no f64: the kernel is refused (the refusal is tested apart)")
    case = mul_add_case()
    body, bufs = case.build(), case.make(np.random.default_rng(4))
    want = run(body, bufs, case.grid)
    exact = case.ref(bufs)["out_fma"]
    assert ((want["out_fma"].view(np.uint32) == exact.view(np.uint32)) | np.isnan(exact)).all()  # the oracle: exact
    lat = target.capabilities().float_latitude
    for opts in ({}, {"fp_contract": True}):
        art = target.compile(body, **opts)
        got = device.run(art, {k: v.copy() for k, v in bufs.items()}, case.grid)
        # under fp_contract the plain a * b + c may be fused, and then no tolerance holds where the
        # product alone overflows (a fused inf - inf is finite): only mul_add's output is compared
        names = ("out_fma",) if opts else tuple(want)
        assert_matches({k: got[k] for k in names}, {k: want[k] for k in names}, body,
                       latitude=art.meta.get("float_latitude", lat))
        if not lat.flush_subnormals:
            for name in ("out_fma",) if opts else ("out_fma", "out_two"):
                g, w = got[name], want[name]
                bad = np.flatnonzero(~((g.view(np.uint32) == w.view(np.uint32)) | (np.isnan(g) & np.isnan(w))))
                assert not bad.size, (name, opts, len(bad), [(g[i], w[i]) for i in bad[:6]])


def test_matmul_tiled_is_a_fused_dot_product(target, device):
    """The family's GPU matmul (assets/contraction/matmul_tiled: `acc = a.mul_add(b, acc)` per k) on
    2 x 2 blocks with edges in m, n and k: the oracle equals the sequential fused dot product bit
    for bit (and differs from the unfused one), the device equals the oracle (bit for bit on an IEEE
    device), and both are numpy's f64 matmul to within f32 accumulation."""
    from poot_core import family
    from poot_core.oracle.values import mul_add_f32
    if not target.capabilities().f64:
        pytest.skip(f"{device.name} has no f64: matmul_tiled (mul_add) is refused there")
    body = family.body("assets/contraction/matmul_tiled")
    m, n, k = 130, 150, 21
    rng = np.random.default_rng(7)
    a, b = rng.standard_normal((m, k)).astype(np.float32), rng.standard_normal((k, n)).astype(np.float32)
    bufs = dict(a=a.reshape(-1), b=b.reshape(-1), dims=np.array([m, n, k], np.uint64), out=np.zeros(m * n, np.float32))
    grid = Grid((-(-n // 128), -(-m // 128)), body.workgroup_size)
    fused, plain = np.zeros((m, n), np.float32), np.zeros((m, n), np.float32)
    for j in range(k):
        aj, bj = np.broadcast_arrays(a[:, j:j + 1], b[j:j + 1, :])
        fused, plain = mul_add_f32(aj, bj, fused), plain + aj * bj
    want = run(body, {x: v.copy() for x, v in bufs.items()}, grid)["out"]
    np.testing.assert_array_equal(want.view(np.uint32), fused.reshape(-1).view(np.uint32))
    assert (want != plain.reshape(-1)).sum() > m * n // 10
    got = device.run(target.compile(body), {x: v.copy() for x, v in bufs.items()}, grid)
    lat = target.capabilities().float_latitude
    assert_matches(got, {"out": want}, body, latitude=lat)
    if not lat.flush_subnormals:
        np.testing.assert_array_equal(got["out"].view(np.uint32), want.view(np.uint32))
    exact = (a.astype(np.float64) @ b.astype(np.float64)).reshape(-1)
    np.testing.assert_allclose(got["out"], exact, rtol=0, atol=1e-5 * float(np.abs(exact).max()))


def test_check_passes_on_float_heavy_kernels(target):
    """The user path, `execute(check=True)`, on Kahan sums, the escape-time loop (an integer derived
    from floats) and the fuse probe: the oracle and the target agree under the device's latitude."""
    from poot_core import plugins
    from poot_core.exec import execute
    if target.name not in plugins.targets():
        pytest.skip(f"the {target.name} plugin is not installed")
    for probe in P.probes(dtypes(target)):
        out = execute(probe.body, target.name, probe.grid, {k: v.copy() for k, v in probe.buffers.items()}, check=True)
        assert_matches(out, run(probe.body, probe.buffers, probe.grid), probe.body,
                       latitude=target.capabilities().float_latitude)
