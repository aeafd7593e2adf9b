"""The HIP loader's logic against a fake `hip.hip` whose "GPU" runs the Body through the host
JIT (no AMD GPU here): argument packing, copies, the error-word and device-trap policies and
lost-device handling. The real hip-python calls are untested on hardware."""
from __future__ import annotations

import ctypes
from types import SimpleNamespace

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import DeviceLost, KernelFault
from poot_rocm import device
from poot_rocm.target import RocmTarget

host = pytest.importorskip("poot_core.backends.llvm.host")


class FakeHip:
    def __init__(self):
        self.allocs, self.kernels, self.sticky = {}, {}, 0
        self.hipMemcpyKind = SimpleNamespace(hipMemcpyHostToDevice=1, hipMemcpyDeviceToHost=2)

    def _alloc(self, n):
        a = np.zeros(n, np.uint8)
        self.allocs[a.ctypes.data] = a
        return a.ctypes.data

    def hipGetDeviceCount(self): return (0, 1)
    def hipGetDeviceProperties(self, i): return (0, SimpleNamespace(gcnArchName=b"gfx942:sramecc+:xnack-",
                                                                   maxThreadsPerBlock=1024, maxGridSize=[2**31 - 1, 65535, 65535],
                                                                   warpSize=64, sharedMemPerBlock=65536))
    def hipGetErrorName(self, e): return (0, b"hipErrorOutOfMemory" if int(e) == 2 else b"hipErrorLaunchFailure")
    def hipSetDevice(self, i): return (0,)
    def hipStreamCreate(self): return (0, "stream")
    oom_above = None  # device memory left: a larger hipMalloc fails with hipErrorOutOfMemory (2)

    def hipMalloc(self, n):
        if self.oom_above is not None and n > self.oom_above:
            return (2, None)
        return (self.sticky, self._alloc(n))
    def hipHostMalloc(self, n, flags): return (self.sticky, self._alloc(n))
    def hipHostGetDevicePointer(self, p, flags): return (self.sticky, p)
    def hipFree(self, p):
        del self.allocs[int(p)]
        return (0,)
    def hipHostFree(self, p): return (0,)
    def hipModuleUnload(self, m): return (0,)

    def hipMemcpy(self, dst, src, n, kind):
        ctypes.memmove(int(dst), int(src), n)
        return (self.sticky,)

    def hipModuleLoadData(self, co): return (0, bytes(co))
    def hipModuleGetFunction(self, mod, name): return (0, self.kernels[mod])

    def hipModuleLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, sharedMemBytes, stream, kernelParams, extra):
        body, policy = fn
        hk = host.HostKernel(body)
        values = np.array([a.value or 0 for a in extra], dtype=np.uint64)
        assert len(values) == len(hk.abi.args)
        hk._fn(values.ctypes.data, gx, gy, bx)
        err = (ctypes.c_uint32 * 4).from_address(int(values[-1]))
        if policy == "device-trap" and err[0]:
            err[0] = (err[0] & -err[0]).bit_length()
            self.sticky = 719
        return (0,)

    def hipStreamSynchronize(self, s): return (self.sticky,)

    hang = False  # a kernel that never finishes: the stream stays not ready

    def hipStreamQuery(self, s): return (600 if self.hang else self.sticky,)


@pytest.fixture
def fake(monkeypatch):
    f = FakeHip()
    monkeypatch.setattr(device, "hip_module", lambda: f)
    monkeypatch.setitem(device._STATE, "lost", "")
    return f


def _compile(fake, body, policy):
    art = RocmTarget().compile(body, gfx="gfx942", trap_policy=policy)
    fake.kernels[art.final] = (body, policy)
    return art


def test_probe_and_capabilities(fake):
    a = device.probe()
    assert a.available and a.device == "gfx942"
    assert device.device_capabilities().subgroup_size == 64


def test_launch_and_sync_match_the_oracle(fake):
    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches

    dev = device.HipDevice()
    for case in [catalog.elementwise(), catalog.histogram(), catalog.groups_2d(), catalog.math_ops(catalog.F32)]:
        bufs = case.make(np.random.default_rng(1))
        got = dev.run(_compile(fake, case.body, "device-trap"), bufs, case.grid)
        assert_matches(got, oracle.run(case.body, bufs, case.grid), case.body)


def test_device_trap_then_lost(fake):
    case = catalog.bounds_trap()
    bufs = case.make(np.random.default_rng(2))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    with pytest.raises(KernelFault) as ei:
        dev.run(art, bufs, case.grid)
    assert [s.site for s in ei.value.sites] == [0] and ei.value.thread == 600
    with pytest.raises(DeviceLost, match="restart"):
        dev.launch(art, bufs, case.grid)
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


def test_a_kernel_that_never_finishes_becomes_device_lost(fake, monkeypatch):
    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.2")
    case = catalog.bounds_trap()
    bufs = dict(case.make(np.random.default_rng(4)))
    bufs["a"] = np.resize(bufs["a"], 1000)
    dev = device.HipDevice()
    art = _compile(fake, case.body, "error-word")
    p = dev.launch(art, bufs, case.grid)
    fake.hang = True
    with pytest.raises(DeviceLost, match="did not finish within 0.2 s"):
        dev.sync(p)


def test_out_of_device_memory_is_typed_with_the_bytes_asked_for(fake):
    """hipMalloc returning hipErrorOutOfMemory: a DeviceOutOfMemory naming the bytes asked for; the
    launch's earlier buffers are freed and the device stays usable."""
    from poot_core.errors import DeviceOutOfMemory, PootError

    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(5))
    dev = device.HipDevice()
    art = _compile(fake, case.body, "device-trap")
    big = dict(bufs, b=np.zeros(4096, bufs["b"].dtype))
    fake.oom_above = big["b"].nbytes - 1
    before = set(fake.allocs)
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.launch(art, big, case.grid)
    e = ei.value
    assert isinstance(e, device.DriverError) and isinstance(e, PootError)
    assert (e.target, e.call, e.code, e.name, e.nbytes, e.what) == (
        "rocm", "hipMalloc", 2, "hipErrorOutOfMemory", big["b"].nbytes, "parameter `b`")
    assert "hipMalloc of 16384 bytes for parameter `b`" in str(e)
    assert set(fake.allocs) == before and not device._STATE["lost"]
    np.testing.assert_array_equal(dev.run(art, bufs, case.grid)["out"], bufs["a"] + bufs["b"])
