"""ROCm plugin tests: a fake hip-python (FakeHip: the `fake` fixture installs one) for the HIP
device's tests without an AMD GPU."""
from __future__ import annotations

import ctypes
from types import SimpleNamespace

import numpy as np
import pytest

NOT_READY, LAUNCH_FAILURE = 600, 719


class FakeHip:
    """hip-python's calls as the device makes them; the stream is a list of operations run in
    order at hipStreamQuery / hipStreamSynchronize (a device-trap kernel whose check fails makes
    the queue's error sticky and drops what follows it)."""

    def __init__(self):
        self.allocs, self.kernels, self.jit, self.stream, self.sticky = {}, {}, {}, [], 0
        self.calls: list[str] = []
        self.pinned: dict[int, int] = {}  # pinned staging allocations: address -> bytes
        self.copies: list[tuple[str, bool, int]] = []  # ("HtoD" | "DtoH", host side pinned, bytes)
        self.hipMemcpyKind = SimpleNamespace(hipMemcpyHostToDevice=1, hipMemcpyDeviceToHost=2)

    def _alloc(self, n):
        a = np.zeros(n, np.uint8)
        self.allocs[a.ctypes.data] = a
        return a.ctypes.data

    def _drain(self):
        ops, self.stream = self.stream, []
        for op in ops:
            if not self.sticky:
                op()

    def hipGetDeviceCount(self): return (0, 1)

    def hipGetDeviceProperties(self, i):  # an MI300X reports 2^31-1 groups along y: the fault key holds 16 bits
        return (0, SimpleNamespace(gcnArchName=b"gfx942:sramecc+:xnack-", maxThreadsPerBlock=1024,
                                   maxGridSize=[2**31 - 1, 2**31 - 1, 2**31 - 1], warpSize=64, sharedMemPerBlock=65536))

    def hipGetErrorName(self, e): return (0, b"hipErrorOutOfMemory" if int(e) == 2 else b"hipErrorLaunchFailure")
    def hipSetDevice(self, i): return (0,)
    def hipStreamCreate(self): return (0, "stream")

    def hipStreamDestroy(self, s):
        self.calls.append("hipStreamDestroy")
        return (0,)
    oom_above = None  # device memory left: a larger hipMalloc fails with hipErrorOutOfMemory (2)

    def hipMalloc(self, n):
        self.calls.append("hipMalloc")
        if self.oom_above is not None and n > self.oom_above:
            return (2, None)
        return (self.sticky, self._alloc(n))

    pinned_oom = False  # hipHostMalloc of (unmapped) pinned staging fails with hipErrorOutOfMemory

    def hipHostMalloc(self, n, flags):
        assert flags in (0, 0x2), "error-word records are mapped, staging is plain pinned memory"
        if flags == 0:
            self.calls.append("hipHostMalloc(staging)")
            if self.pinned_oom:
                return (2, None)
            p = self._alloc(n)
            self.pinned[p] = n
            return (self.sticky, p)
        self.calls.append("hipHostMalloc")
        return (self.sticky, self._alloc(n))

    def hipHostGetDevicePointer(self, p, flags): return (self.sticky, p)

    def hipFree(self, p):
        del self.allocs[int(p)]
        return (0,)

    def hipHostFree(self, p):
        self.calls.append("hipHostFree")
        del self.allocs[int(p)]
        self.pinned.pop(int(p), None)
        return (0,)

    def hipModuleUnload(self, m): return (0,)

    def hipMemcpyAsync(self, dst, src, n, kind, stream):
        self.calls.append("hipMemcpyAsync")
        host = int(src if kind == 1 else dst)
        pinned = any(p <= host < p + m for p, m in self.pinned.items())
        self.copies.append(("HtoD" if kind == 1 else "DtoH", pinned, n))
        if kind == 1 and not pinned:
            staged = ctypes.string_at(int(src), n)  # pageable: staged at the call; pinned: read when it runs
            self.stream.append(lambda: ctypes.memmove(int(dst), staged, n))
        else:
            self.stream.append(lambda: ctypes.memmove(int(dst), int(src), n))
        return (self.sticky,)

    def hipModuleLoadData(self, co): return (0, bytes(co))
    def hipModuleGetFunction(self, mod, name): return (0, self.kernels[mod])

    def hipModuleLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, sharedMemBytes, stream, kernelParams, extra):
        self.calls.append("hipModuleLaunchKernel")
        if self.sticky:
            return (self.sticky,)
        body, policy = fn
        hk = self.jit.get(id(body))
        if hk is None:
            from poot_core.backends.llvm import host
            hk = self.jit[id(body)] = host.HostKernel(body)
        values = np.array([a.value or 0 for a in extra], dtype=np.uint64)  # copied at the call
        assert len(values) == len(hk.abi.args) and kernelParams is None
        assert [type(a) for a in extra] == [ctypes.c_void_p, ctypes.c_uint64] * (len(values) // 2) + [ctypes.c_void_p]

        def run():
            hk._fn(values.ctypes.data, gx, gy, bx)
            err = (ctypes.c_uint32 * 4).from_address(int(values[-1]))
            if policy == "device-trap" and err[0]:
                err[0] = (err[0] & -err[0]).bit_length()
                self.sticky = LAUNCH_FAILURE
        self.stream.append(run)
        return (0,)

    def hipStreamSynchronize(self, s):
        self.calls.append("hipStreamSynchronize")
        self._drain()
        return (self.sticky,)

    hang = False  # a kernel that never finishes: the stream stays not ready

    def hipStreamQuery(self, s):
        self.calls.append("hipStreamQuery")
        if self.hang:
            return (NOT_READY,)
        self._drain()
        return (self.sticky,)


@pytest.fixture
def fake(monkeypatch):
    """A FakeHip installed as poot_rocm.device's hip module, the process's lost flag cleared."""
    from poot_rocm import device

    f = FakeHip()
    monkeypatch.setattr(device, "hip_module", lambda: f)
    monkeypatch.setitem(device._STATE, "lost", "")
    return f


@pytest.fixture(scope="module")
def fake_rocm_target():
    """The registered rocm target over a FakeHip for a whole module (every kernel the target
    compiles meanwhile is registered with the fake), for the protocol suite without a GPU."""
    from poot_core import plugins
    from poot_rocm import device
    from poot_rocm.target import RocmTarget

    f = FakeHip()
    mp = pytest.MonkeyPatch()
    mp.setattr(device, "hip_module", lambda: f)
    mp.setitem(device._STATE, "lost", "")
    codegen = RocmTarget.codegen

    def registering(self, body, options):
        art = codegen(self, body, options)
        f.kernels[art.final] = (body, art.meta["trap_policy"])
        return art
    mp.setattr(RocmTarget, "codegen", registering)
    yield plugins.get_target("rocm")
    mp.undo()
