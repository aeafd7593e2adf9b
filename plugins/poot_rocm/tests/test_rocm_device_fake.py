"""The HIP device's logic against a fake `hip.hip` (conftest.FakeHip) whose "GPU" runs the Body through the host JIT
(no AMD GPU here): the buffer protocol over hipMalloc, async copies and launches on one stream
(a real queue in the fake: its operations run when the host waits), argument packing, the
error-word ring, the pool, the error-word and device-trap policies and lost-device handling.
The real hip-python calls are untested on hardware."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import CapabilityError, DeviceLost, DeviceOutOfMemory, KernelFault, PoisonedBuffer, PootError
from poot_core.target import Grid
from poot_rocm import device
from poot_rocm.target import RocmTarget

pytest.importorskip("poot_core.backends.llvm.host")


def _compile(fake, body, policy):
    art = RocmTarget().compile(body, gfx="gfx942", trap_policy=policy)
    fake.kernels[art.final] = (art.require_body(), policy)
    return art


def _resident(dev, arrays):
    out = {}
    for name, a in arrays.items():
        out[name] = dev.alloc(a.nbytes, a.dtype)
        dev.upload(out[name], a)
    return out


def test_probe_and_capabilities(fake):
    a = device.probe()
    assert a.available and a.device == "gfx942"
    assert device.device_capabilities().subgroup_size == 64
    assert device.device_capabilities().wmma_shapes == (), "CDNA: Wmma is refused (MFMA is wave64)"
    assert device.HipDevice().caps.max_groups == (2**31 - 1, 65535), "y is bounded by the fault key's 16 bits"


def test_a_gfx11_device_reports_the_wmma_shape(fake, monkeypatch):
    from types import SimpleNamespace

    props = SimpleNamespace(gcnArchName=b"gfx1100", maxThreadsPerBlock=1024, maxGridSize=[2**31 - 1] * 3,
                            warpSize=32, sharedMemPerBlock=65536)
    monkeypatch.setattr(fake, "hipGetDeviceProperties", lambda i: (0, props))
    caps = device.device_capabilities()
    assert caps.wmma_shapes == ((16, 16, 16),) and caps.subgroup_size == 32
    props.gcnArchName = b"gfx9999"  # a chip this LLVM does not know: no shapes, no error
    assert device.device_capabilities().wmma_shapes == ()


def test_launch_and_sync_match_the_oracle(fake):
    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches

    dev = device.HipDevice()
    for case in [catalog.elementwise(), catalog.histogram(), catalog.groups_2d(), catalog.math_ops(catalog.F32)]:
        bufs = case.make(np.random.default_rng(1))
        got = dev.run(_compile(fake, case.body, "device-trap"), bufs, case.grid)
        assert_matches(got, oracle.run(case.body, bufs, case.grid), case.body)


def test_a_chain_of_queued_dispatches_on_resident_buffers_allocates_nothing(fake):
    case = catalog.elementwise()
    d = case.make(np.random.default_rng(6))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "error-word")
    x, y, b = _resident(dev, {"x": d["a"], "y": d["out"], "b": d["b"]}).values()
    dev.launch(art, {"a": x, "b": b, "out": y}, case.grid)
    dev.sync()
    before = list(fake.calls)
    want = d["a"].copy()
    for _ in range(10):
        dev.launch(art, {"a": x, "b": b, "out": y}, case.grid)
        dev.launch(art, {"a": y, "b": b, "out": x}, case.grid)
        want = want + d["b"] + d["b"]
    assert set(fake.calls[len(before):]) == {"hipModuleLaunchKernel"}, "launches only enqueue, allocating nothing"
    np.testing.assert_array_equal(dev.download(x), want)


def test_device_trap_in_a_batch_names_its_dispatch_then_everything_is_lost(fake):
    case = catalog.bounds_trap()
    d = case.make(np.random.default_rng(2))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, {"a": np.resize(d["a"], 1000).astype(np.float32), "b": d["b"], "short": d["a"]})
    outs = [dev.alloc(4000, np.float32) for _ in range(3)]
    idx = [dev.launch(art, {"a": r["short"] if i == 1 else r["a"], "b": r["b"], "out": outs[i]}, case.grid)
           for i in range(3)]
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    assert ei.value.dispatch == idx[1] and [s.site for s in ei.value.sites] == [0] and ei.value.thread == 600
    with pytest.raises(DeviceLost, match="restart"):
        dev.launch(art, {**r, "out": outs[0]}, case.grid)
    with pytest.raises(DeviceLost):
        dev.download(outs[0])
    assert "lost" in device.probe().reason


def test_error_word_is_recoverable(fake):
    case = catalog.bounds_trap()
    bufs = case.make(np.random.default_rng(3))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "error-word")
    with pytest.raises(KernelFault):
        dev.run(art, bufs, case.grid)
    ok = dict(bufs, a=np.resize(bufs["a"], 1000))
    np.testing.assert_array_equal(dev.run(art, ok, case.grid)["out"], ok["a"] + ok["b"])


def test_an_error_word_fault_poisons_its_outputs_and_later_ones(fake):
    case = catalog.bounds_trap()
    d = case.make(np.random.default_rng(7))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "error-word")
    a = np.resize(d["a"], 1000).astype(np.float32)
    r = _resident(dev, {"a": a, "b": d["b"], "short": d["a"]})
    outs = [dev.alloc(4000, np.float32) for _ in range(3)]
    idx = [dev.launch(art, {"a": r["short"] if i == 1 else r["a"], "b": r["b"], "out": outs[i]}, case.grid)
           for i in range(3)]
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    assert ei.value.dispatch == idx[1] and ei.value.exact
    np.testing.assert_array_equal(dev.download(outs[0]), a + d["b"])
    for o in outs[1:]:
        with pytest.raises(PoisonedBuffer):
            dev.download(o)
    dev.launch(art, {"a": r["a"], "b": r["b"], "out": outs[0]}, case.grid)  # still usable
    np.testing.assert_array_equal(dev.download(outs[0]), a + d["b"])


def test_a_kernel_that_never_finishes_becomes_device_lost(fake, monkeypatch):
    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.2")
    case = catalog.bounds_trap()
    bufs = dict(case.make(np.random.default_rng(4)))
    bufs["a"] = np.resize(bufs["a"], 1000)
    dev = device.HipDevice()
    art = _compile(fake, case.body, "error-word")
    r = _resident(dev, bufs)
    dev.launch(art, r, case.grid)
    fake.hang = True
    with pytest.raises(DeviceLost, match="did not finish within 0.2 s"):
        dev.sync()


def test_out_of_device_memory_is_typed_with_the_bytes_asked_for(fake):
    """hipMalloc returning hipErrorOutOfMemory: a DeviceOutOfMemory naming the bytes asked for and
    in use; the resident buffers keep their contents and the device stays usable."""
    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(5))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, bufs)
    dev.launch(art, r, case.grid)
    fake.oom_above = 8192
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.alloc(16384, np.float32)
    e = ei.value
    assert isinstance(e, device.DriverError) and isinstance(e, PootError)
    assert (e.target, e.call, e.code, e.name, e.nbytes, e.in_use) == (
        "rocm", "hipMalloc", 2, "hipErrorOutOfMemory", 16384, 3 * 4096)
    assert "hipMalloc of 16384 bytes for a device buffer" in str(e)
    assert not device._STATE["lost"]
    np.testing.assert_array_equal(dev.download(r["out"]), bufs["a"] + bufs["b"])
    np.testing.assert_array_equal(dev.run(art, bufs, case.grid)["out"], bufs["a"] + bufs["b"])


def test_a_grid_beyond_the_fault_keys_16_bits_of_y_is_refused(fake):
    case = catalog.elementwise()
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, case.make(np.random.default_rng(8)))
    with pytest.raises(CapabilityError, match="exceed the device's limit"):
        dev.launch(art, r, Grid((1, 70000), case.body.workgroup_size))


def test_close_releases_everything(fake):
    case = catalog.elementwise()
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    d = case.make(np.random.default_rng(9))
    np.testing.assert_array_equal(dev.run(art, d, case.grid)["out"], d["a"] + d["b"])
    dev.close()
    assert not fake.allocs and fake.calls.count("hipStreamDestroy") == 1
