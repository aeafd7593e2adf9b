"""SPIR-V modules run for real on Mesa's lavapipe through wgpu-py (naga's SPIR-V front end),
compared with the CPU oracle: the binding ABI, error-word traps, LDS and barriers, atomics,
2-D groups, dispatch folding and Rust's float semantics. A tiny loader lives here; the real
one is the poot-wgpu plugin. With POOT_GPU=1 on a real GPU, results are compared under the
adapter's float latitude (VULKAN_GPU: contraction, subnormal flushing, div/sqrt ulps, coarser
sin/cos; docs/execution-contract.md "Target latitude"), and inputs avoid subnormals there."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from poot_core.backends.spirv import abi, compile_spirv
from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE
from poot_core.oracle import run as oracle_run
from poot_core.oracle.compare import assert_matches
from poot_core.target import IEEE, VULKAN_GPU, Grid
from poot_core.testing import samples
from poot_core.testing.random_bodies import MIN_LEN, random_body
from poot_core.testing.random_cfg import random_cfg_body

wgpu = pytest.importorskip("wgpu")
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")
LATITUDE = [IEEE]  # the adapter's float latitude, set by the dev fixture


def adapter_latitude(ad):
    """The adapter's float latitude as the wgpu plugin reports it (the same rule without it)."""
    try:
        from poot_wgpu.device import adapter_capabilities
        return adapter_capabilities(ad).float_latitude
    except ImportError:
        return IEEE if str(dict(ad.info).get("adapter_type", "")) == "CPU" else VULKAN_GPU


def no_subnormals(x: np.ndarray) -> np.ndarray:
    """`x` without subnormal elements when the adapter may flush them (an input flushed to 0 changes
    results beyond the output rule: sqrt(1e-45) is 3.7e-23, sqrt(0) is 0); unchanged otherwise."""
    if not LATITUDE[0].flush_subnormals:
        return x
    return x[~((x != 0) & (np.abs(x) < np.finfo(x.dtype).tiny))]


@pytest.fixture(scope="module")
def dev():
    try:
        ad = wgpu.gpu.request_adapter_sync(power_preference="high-performance")
    except Exception as e:  # pragma: no cover - no Vulkan ICD on this machine
        pytest.skip(f"no wgpu adapter (lavapipe not installed?): {e}")
    if ad is None:  # pragma: no cover
        pytest.skip("no wgpu adapter (install mesa-vulkan-drivers for lavapipe)")
    from poot_core import knobs
    info = dict(ad.info)
    print(f"wgpu adapter: {info.get('device')} ({info.get('adapter_type')}, {info.get('backend_type')})")
    if knobs.gpu_suites() and str(info.get("adapter_type", "")).lower() == "cpu":  # pragma: no cover
        pytest.fail(f"POOT_GPU=1 but the adapter is a CPU device: {info.get('device')}")
    LATITUDE[0] = adapter_latitude(ad)
    print(f"float latitude: {LATITUDE[0].describe()}")
    feats = [f for f in ("shader-f16", "shader-int64", "shader-f64") if f in ad.features]
    return ad.request_device_sync(required_features=feats)


def dispatch(dev, body, buffers, grid, max_x=None):
    """Upload per abi, dispatch (folded against max_x), read back; (outputs, error word)."""
    spv = compile_spirv(body)
    mod = dev.create_shader_module(code=spv)
    usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC
    bufs, lens = [], []
    for p in body.params:
        arr = abi.to_device(buffers[p.name].reshape(-1), p.elem)
        lens.append(arr.size)
        data = arr.tobytes()
        data += b"\0" * (-len(data) % 4 or (4 if not data else 0))
        bufs.append(dev.create_buffer_with_data(data=data, usage=usage))
    meta = dev.create_buffer_with_data(data=abi.meta_words(lens, grid).tobytes(), usage=usage)
    ro, rw = wgpu.BufferBindingType.read_only_storage, wgpu.BufferBindingType.storage
    entries = [{"binding": i, "visibility": wgpu.ShaderStage.COMPUTE, "buffer": {"type": rw if p.mutable else ro}}
               for i, p in enumerate(body.params)]
    entries.append({"binding": len(bufs), "visibility": wgpu.ShaderStage.COMPUTE, "buffer": {"type": rw}})
    bgl = dev.create_bind_group_layout(entries=entries)
    pipe = dev.create_compute_pipeline(layout=dev.create_pipeline_layout(bind_group_layouts=[bgl]),
                                       compute={"module": mod, "entry_point": "main"})
    bg = dev.create_bind_group(layout=bgl, entries=[
        {"binding": i, "resource": {"buffer": b, "offset": 0, "size": b.size}} for i, b in enumerate(bufs + [meta])])
    enc = dev.create_command_encoder()
    cp = enc.begin_compute_pass()
    cp.set_pipeline(pipe)
    cp.set_bind_group(0, bg)
    limit = dev.limits["max-compute-workgroups-per-dimension"]
    cp.dispatch_workgroups(*abi.physical_dispatch(grid, max_x or limit, (limit, limit)))
    cp.end()
    dev.queue.submit([enc.finish()])
    out = {}
    for i, p in enumerate(body.params):
        if p.mutable:
            raw = np.frombuffer(dev.queue.read_buffer(bufs[i]), dtype=np.uint8)
            n = buffers[p.name].size * abi.host_dtype(p.elem).itemsize
            out[p.name] = abi.from_device(raw[:n].copy(), p.elem).reshape(buffers[p.name].shape)
    return out, int(np.frombuffer(dev.queue.read_buffer(meta), dtype=np.uint32)[0])


def oracle(body, buffers, grid):
    try:
        return oracle_run(body, buffers, grid), None
    except KernelFault as e:
        return None, {s.site if hasattr(s, "site") else s for s in e.sites}


def check(dev, body, buffers, grid, **kw):
    """Same outputs as the oracle, or the same failed-check sites; returns the outputs."""
    want, wsites = oracle(body, buffers, grid)
    got, word = dispatch(dev, body, buffers, grid, **kw)
    gsites = {s.site for s in abi.decode_error_word(word, body)}
    if wsites is not None:
        assert gsites == wsites, f"sites {gsites} != oracle {wsites}"
        return None
    assert word == 0, f"spurious error word {word:#x}"
    assert_matches(got, want, body, latitude=LATITUDE[0])
    return got


def rand(elem, n, rng):
    if elem == BOOL:
        return rng.random(n) < 0.5
    if elem.is_float:
        return (rng.standard_normal(n) * 10).astype(elem.np)
    info = np.iinfo(elem.np)
    return rng.integers(0, min(info.max, 10**6), size=n, dtype=elem.np, endpoint=True)


# --- the ABI on real kernels -------------------------------------------------------------------
@pytest.mark.parametrize("elem", [F32, F16, F64, USIZE, I32, U32])
def test_elementwise_add(dev, elem):
    rng = np.random.default_rng(1)
    n = 1000
    body = samples.elementwise_add(elem)
    bufs = {"a": rand(elem, n, rng), "b": rand(elem, n, rng), "out": np.zeros(n, elem.np)}
    got = check(dev, body, bufs, Grid.threads(n, 64))
    assert got is not None


def test_bool_params(dev):
    body = samples.map_kernel("bools", [BOOL, BOOL], BOOL, lambda kb, xs: kb.bin("xor", xs[0], kb.un("not", xs[1])))
    rng = np.random.default_rng(2)
    n = 300
    check(dev, body, {"x0": rand(BOOL, n, rng), "x1": rand(BOOL, n, rng), "out": np.zeros(n, bool)}, Grid.threads(n, 64))


def test_fault_sets_the_site_bit_and_the_device_stays_usable(dev):
    body = samples.elementwise_add()
    n = 256
    a, b = np.ones(n, np.float32), np.ones(n, np.float32)
    _, word = dispatch(dev, body, {"a": a[:100], "b": b, "out": np.zeros(n, np.float32)}, Grid.threads(n, 64))
    assert [s.site for s in abi.decode_error_word(word, body)] == [0]
    assert str(abi.decode_error_word(word, body)[0].span) == "add.rs:5:10"
    got, word = dispatch(dev, body, {"a": a, "b": b, "out": np.zeros(n, np.float32)}, Grid.threads(n, 64))
    assert word == 0 and np.all(got["out"] == 2)


def test_trap_before_a_barrier_does_not_deadlock(dev):
    """Lanes whose check fails carry on (robust access), so every lane reaches the barrier."""
    kb = Builder("trap_barrier", 64)
    a, out = kb.input("a", F32), kb.output("out", F32)
    kb.wg_array(0, 64)
    lane, g = kb.local_index(), kb.group_index()
    gi = kb.add(kb.mul(g, 64), lane)
    kb.wg_write(0, lane, kb.load(a, gi, checked=True))
    kb.barrier()
    kb.store(out, gi, kb.wg_read(0, kb.sub(N.Const(USIZE, 63), lane)), checked=True)
    kb.ret()
    body = kb.build()
    bufs = {"a": np.arange(100, dtype=np.float32), "out": np.zeros(128, np.float32)}
    check(dev, body, bufs, Grid((2, 1), 64))  # lanes 100..127 fail site 0
    bufs["a"] = np.arange(128, dtype=np.float32)
    got = check(dev, body, bufs, Grid((2, 1), 64))
    assert got["out"][0] == 63


def test_lds_tree_reduce(dev):
    rng = np.random.default_rng(3)
    a = rng.standard_normal(64 * 8).astype(np.float32)
    got = check(dev, samples.wg_tree_reduce(64), {"a": a, "out": np.zeros(8, np.float32)}, Grid((8, 1), 64))
    assert np.array_equal(got["out"], samples.tree_reduce_ref(a, 64))


def test_atomics(dev):
    n = 500
    body = samples.atomic_counter()
    got, word = dispatch(dev, body, {"counter": np.zeros(1, np.uint32), "old": np.zeros(n, np.uint32)},
                         Grid.threads(n, 64))
    assert word == 0 and got["counter"][0] == n and sorted(got["old"]) == list(range(n))


def _groups_kernel():
    kb = Builder("groups2d", 4)
    out = kb.output("out", U32)
    g, gy, lane, gid = kb.group_index(), kb.group_index_y(), kb.local_index(), kb.thread_index()
    n = kb.len(out)
    k = kb.add(kb.mul(kb.add(kb.mul(gy, 1000), g), 4), lane)
    kb.if_(kb.lt(k, n), lambda: kb.store(out, k, kb.cast(kb.add(kb.mul(gid, 7), gy), U32)))
    kb.ret()
    return kb.build()


def test_two_dimensional_groups(dev):
    check(dev, _groups_kernel(), {"out": np.zeros(4 * 1000 * 3, np.uint32)}, Grid((5, 3), 4))


def test_folded_dispatch(dev):
    """X beyond the device limit folds into Y; surplus workgroups return (limit forced to 2)."""
    body = _groups_kernel()
    got = check(dev, body, {"out": np.zeros(4 * 1000 * 2, np.uint32)}, Grid((5, 2), 4), max_x=2)
    assert np.count_nonzero(got["out"]) == 5 * 2 * 4 - 1


def test_more_groups_than_the_limit(dev):
    kb = Builder("wide", 1)
    out = kb.output("out", U32)
    i = kb.thread_index()
    kb.store(out, i, kb.cast(i, U32), checked=True)
    kb.ret()
    n = 70000  # > 65535 workgroups of one lane
    got, word = dispatch(dev, kb.build(), {"out": np.zeros(n, np.uint32)}, Grid((n, 1), 1))
    assert word == 0 and np.array_equal(got["out"], np.arange(n, dtype=np.uint32))


# --- Rust float semantics ---------------------------------------------------------------------
EDGE = np.array([0.5, 2.5, -2.5, 0.49999997, -0.49999997, 1.5, -0.5, -0.0, 0.0, 3e9, -3e9, 1e20, -1e20,
                 np.inf, -np.inf, np.nan, 4294967295.0, 2147483647.0, -2147483648.0, 8388609.0, 1e-45, 7.5],
                dtype=np.float32)


@pytest.mark.parametrize("fn", ["round", "floor", "ceil", "trunc", "abs", "sqrt"])
def test_float_methods_on_edge_values(dev, fn):
    body = samples.map_kernel(fn, [F32], F32, lambda kb, xs: kb.math(fn, xs[0]))
    x = no_subnormals(EDGE)  # 1e-45 only where the adapter keeps subnormals
    got = check(dev, body, {"x0": x, "out": np.zeros_like(x)}, Grid.threads(x.size, 64))
    if fn == "round":
        assert list(got["out"][:5]) == [1.0, 3.0, -3.0, 0.0, -0.0]


def test_max_min_ignore_nan(dev):
    x = np.array([np.nan, 1.0, np.nan, -2.0, 3.0], np.float32)
    y = np.array([1.0, np.nan, np.nan, 5.0, -3.0], np.float32)
    for fn in ("max", "min"):
        body = samples.map_kernel(fn, [F32, F32], F32, lambda kb, xs: kb.math(fn, xs[0], xs[1]))
        got = check(dev, body, {"x0": x, "x1": y, "out": np.zeros(5, np.float32)}, Grid.threads(5, 64))
        assert got["out"][0] == 1.0 and got["out"][1] == 1.0 and np.isnan(got["out"][2])


@pytest.mark.parametrize("to", [I32, U32, USIZE])
@pytest.mark.parametrize("src", [F32, F64, F16])
def test_saturating_float_to_int(dev, src, to):
    x = no_subnormals(EDGE.astype(src.np))
    body = samples.map_kernel("cast", [src], to, lambda kb, xs: kb.cast(xs[0], to))
    check(dev, body, {"x0": x, "out": np.zeros(x.size, to.np)}, Grid.threads(x.size, 64))


def test_int_casts_and_wrapping(dev):
    rng = np.random.default_rng(5)
    x = rng.integers(-2**31, 2**31, size=200, dtype=np.int64).astype(np.int32)
    for to in (U32, USIZE, F32, F64, F16):
        body = samples.map_kernel("icast", [I32], to, lambda kb, xs: kb.cast(xs[0], to))
        check(dev, body, {"x0": x, "out": np.zeros(x.size, to.np)}, Grid.threads(x.size, 64))
    body = samples.map_kernel("wrap", [I32, I32], I32, lambda kb, xs: kb.bin("shl", kb.mul(xs[0], xs[1]), xs[1]))
    check(dev, body, {"x0": x, "x1": x[::-1].copy(), "out": np.zeros(x.size, np.int32)}, Grid.threads(x.size, 64))


# --- random programs -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(40))
def test_random_bodies_single_thread(dev, seed):
    """Every node kind, one lane (random bodies race on shared slots across lanes)."""
    body = dataclasses.replace(random_body(seed, wmma=False), workgroup_size=1)
    try:
        compile_spirv(body)
    except Exception as e:
        pytest.skip(f"refused: {e}")
    rng = np.random.default_rng(seed)
    bufs = {p.name: rand(p.elem, MIN_LEN * 4, rng) for p in body.params}
    check(dev, body, bufs, Grid((1, 1), 1))


@pytest.mark.parametrize("seed", range(30))
def test_random_cfgs_many_threads(dev, seed):
    body = random_cfg_body(seed, traps=seed % 2 == 0)
    rng = np.random.default_rng(seed)
    bufs = {"data": rng.integers(0, 100, size=int(rng.integers(1, 300))).astype(np.uint32),
            "out": np.zeros(96, np.uint32)}
    check(dev, body, bufs, Grid((3, 1), 32))


@pytest.mark.parametrize("elem", [F32, F64, F16])
def test_float_rem_is_exact_fmod(dev, elem):
    rng = np.random.default_rng(7)
    x = np.concatenate([rng.standard_normal(200) * 10.0 ** rng.integers(-3, 8, 200), [1e30, -7.5, 0.0, -0.0, 5.0, np.inf, np.nan, 3.0]])
    y = np.concatenate([rng.standard_normal(200), [3e-7, 2.0, 1.0, 1.0, np.inf, 1.0, 1.0, 0.0]])
    x, y = x.astype(elem.np), y.astype(elem.np)
    body = samples.map_kernel("rem", [elem, elem], elem, lambda kb, xs: kb.rem(xs[0], xs[1]))
    got = check(dev, body, {"x0": x, "x1": y, "out": np.zeros(x.size, elem.np)}, Grid.threads(x.size, 64))
    assert np.array_equal(got["out"], np.fmod(x, y), equal_nan=True)


@pytest.mark.parametrize("fn", ["exp", "ln", "sin", "cos"])
@pytest.mark.parametrize("elem", [F32, F64])
def test_transcendentals_within_the_contract(dev, fn, elem):
    """f32 through GLSL.std.450; f64 through poot's own sequences (GLSL has none)."""
    rng = np.random.default_rng(11)
    x = np.concatenate([rng.uniform(-10, 10, 300), rng.uniform(-700, 700, 50), 10.0 ** rng.uniform(-300, 300, 50),
                        [0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 1e-310, 709.7, -745.0, 1e6, -3.0, 2.0 ** 20,
                         -2.0 ** 20 - 0.5, 1.7e308, -1.7e308, 6381956970095103.0 * 2.0 ** 797, 1e22, 5e15]])
    if fn == "ln":
        x = np.abs(x)
    if elem == F32:
        x = x[np.abs(x) < 80] if fn == "exp" else x[np.abs(x) < 1e4]
    x = no_subnormals(x.astype(elem.np))
    body = samples.map_kernel(fn, [elem], elem, lambda kb, xs: kb.math(fn, xs[0]))
    check(dev, body, {"x0": x, "out": np.zeros(x.size, elem.np)}, Grid.threads(x.size, 64))


def test_unreachable_trap_returns_and_other_lanes_pass_the_barrier(dev):
    """A trap without a success target returns; lavapipe lets the other lanes through the barrier."""
    kb = Builder("unreach_barrier", 64)
    out = kb.output("out", F32)
    kb.wg_array(0, 64)
    lane = kb.local_index()
    t, e = kb.new_block(), kb.new_block()
    kb.term(N.SwitchInt(kb.lt(lane, N.Const(USIZE, 40)), ((0, t),), e))
    kb.at(t)
    kb.term(N.Trap(0, "unreachable"))
    kb.at(e)
    kb.wg_write(0, lane, 1.0)
    kb.barrier()
    kb.store(out, lane, kb.wg_read(0, kb.sub(N.Const(USIZE, 63), lane)), checked=True)
    kb.ret()
    body = kb.build()
    got, word = dispatch(dev, body, {"out": np.zeros(64, np.float32)}, Grid((2, 1), 64))
    assert [s.site for s in abi.decode_error_word(word, body)] == [0]


def test_errors_name_the_target():
    from poot_core.errors import CapabilityError
    kb = Builder("int_tile", 32)  # integer matrix fragments: the emitter's CapabilityError
    acc = kb.fragment("acc", I32)
    kb.emit(N.WmmaFill(acc.id, N.Const(I32, 1)))
    kb.emit(N.WmmaStore(kb.output("out", I32), N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    with pytest.raises(CapabilityError, match="^wgpu: int_tile: Wmma fragments of i32"):
        compile_spirv(kb.build(), target="wgpu")


@pytest.mark.parametrize("src", [F64, F32])
def test_float_to_f16_rounds_once(dev, src):
    """f64 -> f16 must not round twice through f32 (values just past an f16 midpoint)."""
    rng = np.random.default_rng(5)
    base = rng.uniform(-60000, 60000, 1000).astype(np.float16).astype(np.float64)
    half_ulp = np.spacing(np.abs(base).astype(np.float16)).astype(np.float64) / 2
    x = np.concatenate([base + half_ulp + 1e-9, base + half_ulp - 1e-9, base + half_ulp,
                        [65519.99, 65520.0, 1e300, -1e300, 2.0 ** -25, 2.0 ** -25 + 2.0 ** -60, np.nan]]).astype(src.np)
    body = samples.map_kernel("to_f16", [src], F16, lambda kb, xs: kb.cast(xs[0], F16))
    check(dev, body, {"x0": x, "out": np.zeros(x.size, np.float16)}, Grid.threads(x.size, 64))
