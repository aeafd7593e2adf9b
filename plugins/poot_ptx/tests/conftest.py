"""PTX plugin tests: ptxas and CUDA device fixtures, and a fake CUDA driver (FakeCuda: the `fake`
fixture installs one) for the device's tests without a GPU."""
from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import tempfile
import time
from types import SimpleNamespace

import numpy as np
import pytest

OK, NOT_READY, LAUNCH_FAILED = 0, 600, 719


def _ptxas() -> str | None:
    for p in (shutil.which("ptxas"), "/usr/local/cuda/bin/ptxas", "/usr/local/bin/ptxas"):
        if p and os.path.exists(p):
            return p
    return None


@pytest.fixture(scope="session")
def ptxas():
    """run(ptx_text, arch) -> None; fails the test with ptxas's message when it rejects the PTX."""
    exe = _ptxas()
    if exe is None:
        pytest.skip("ptxas is not installed on this machine (CUDA toolkit)")

    def run(ptx: str, arch: str = "sm_90") -> None:
        with tempfile.TemporaryDirectory(prefix="poot-ptxas-") as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "w") as f:
                f.write(ptx)
            r = subprocess.run([exe, f"-arch={arch}", src, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True)
            assert r.returncode == 0, f"ptxas -arch={arch} rejected the PTX:\n{r.stderr}"
    return run


@pytest.fixture
def ptxas_v():
    """run(ptx_text, arch) -> ptxas -v's report (registers, spills, advisories); fails on a rejection."""
    exe = _ptxas()
    if exe is None:
        pytest.skip("ptxas is not installed on this machine (CUDA toolkit)")

    def run(ptx: str, arch: str = "sm_90a") -> str:
        with tempfile.TemporaryDirectory(prefix="poot-ptxas-") as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "w") as f:
                f.write(ptx)
            r = subprocess.run([exe, f"-arch={arch}", "-v", src, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True)
            assert r.returncode == 0, f"ptxas -arch={arch} rejected the PTX:\n{r.stderr}"
            return r.stderr + r.stdout
    return run


@pytest.fixture(scope="session")
def cuda_device():
    from poot_ptx import device

    a = device.probe()
    if not a.available:
        pytest.skip(f"no CUDA device here: {a.reason}")
    return a


class FakeCuda:
    """Enough of cuda.bindings.driver for poot_ptx.device; kernels run via the host JIT.

    The stream is a list of operations, run in order when the host waits (cuEventQuery,
    cuEventSynchronize, cuStreamSynchronize), as a GPU runs them after the calls returned; a
    device-trap kernel whose check fails makes the context sticky (719) and drops what was queued
    after it. `eager` runs every operation at its call instead (a fault then surfaces at the next
    call, as it does on a GPU whose kernel faulted before the host's next call)."""

    def __init__(self, eager: bool = False):
        self.eager = eager
        self.allocs: dict[int, np.ndarray] = {}
        self.kernels: dict[bytes, object] = {}  # PTX text -> (Body, policy) (registered by the test)
        self.jit: dict[int, object] = {}
        self.stream: list = []
        self.sticky = 0
        self.calls: list[str] = []
        self.stamps: dict[int, float] = {}  # id(event) -> perf_counter when the stream ran its record
        self.pinned: dict[int, int] = {}  # page-locked staging allocations: address -> bytes
        self.copies: list[tuple[str, bool, int]] = []  # ("HtoD" | "DtoH", host side page-locked, bytes)
        self.CUdevice_attribute = SimpleNamespace(**{n: n for n in (
            "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR", "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR",
            "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X",
            "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y", "CU_DEVICE_ATTRIBUTE_WARP_SIZE",
            "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK", "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN")})
        self.CUfunction_attribute = SimpleNamespace(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES="MAX_DYN_SHARED")
        self.optin = 232448  # the H200's MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
        self.func_attrs: dict = {}  # (function, attribute) -> value, from cuFuncSetAttribute
        self.launch_shmem: list[int] = []  # sharedMemBytes of each launch

    def __getattr__(self, name):  # every unlisted call succeeds (destroy/unload/ctx ...)
        if not name.startswith("cu"):
            raise AttributeError(name)

        def call(*a):
            self.calls.append(name)
            return (self.sticky,)
        return call

    def _r(self, *vals):
        return (self.sticky, *vals)

    def count(self, name: str) -> int:
        return self.calls.count(name)

    # --- the stream ------------------------------------------------------------------------
    def _queue(self, op) -> None:
        if self.eager:
            self._run(op)
        else:
            self.stream.append(op)

    def _run(self, op) -> None:
        if not self.sticky:
            op()

    def _drain(self) -> None:
        ops, self.stream = self.stream, []
        for op in ops:
            self._run(op)

    hang = False  # a kernel that never finishes: the stream stays not ready

    def cuEventRecord(self, ev, s):
        self.calls.append("cuEventRecord")
        self._queue(lambda: self.stamps.__setitem__(id(ev), time.perf_counter()))  # when the stream reaches it
        return (self.sticky,)

    def cuEventQuery(self, ev):
        self.calls.append("cuEventQuery")
        if self.hang:
            return (NOT_READY,)
        self._drain()
        return (self.sticky,)

    def cuEventSynchronize(self, ev):
        self._drain()
        return (self.sticky,)

    def cuStreamSynchronize(self, s):
        self.calls.append("cuStreamSynchronize")
        self._drain()
        return (self.sticky,)

    # --- device --------------------------------------------------------------------------
    def cuInit(self, flags): return (OK,)
    def cuDeviceGetCount(self): return (OK, 1)
    def cuDeviceGet(self, i): return (OK, i)
    def cuDeviceGetName(self, n, dev): return (OK, b"Fake H200\0")

    def cuGetErrorName(self, e):
        return (OK, {719: b"CUDA_ERROR_LAUNCH_FAILED", 2: b"CUDA_ERROR_OUT_OF_MEMORY"}.get(int(e), b"CUDA_ERROR_X"))

    def cuDeviceGetAttribute(self, attr, dev):
        return (OK, {"CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR": 9, "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR": 0,
                     "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK": 1024, "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X": 2**31 - 1,
                     "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y": 65535, "CU_DEVICE_ATTRIBUTE_WARP_SIZE": 32,
                     "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK": 49152,
                     "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN": self.optin}[attr])

    def cuFuncSetAttribute(self, fn, attr, value):
        self.calls.append("cuFuncSetAttribute")
        self.func_attrs[(fn[1], attr)] = value
        return (self.sticky,)

    def cuDevicePrimaryCtxRetain(self, dev): return self._r("ctx")
    def cuStreamCreate(self, flags): return self._r("stream")
    def cuEventCreate(self, flags): return self._r(object())
    def cuEventElapsedTime(self, a, b):
        self.calls.append("cuEventElapsedTime")
        return self._r(1e3 * (self.stamps[id(b)] - self.stamps[id(a)]))

    # --- memory --------------------------------------------------------------------------
    def _alloc(self, n):
        a = np.zeros(n, np.uint8)
        self.allocs[a.ctypes.data] = a
        return a.ctypes.data

    oom_above = None  # a larger cuMemAlloc fails with CUDA_ERROR_OUT_OF_MEMORY (2)
    capacity = None  # device bytes: a cuMemAlloc beyond them (with what is allocated) is out of memory
    host_oom = False  # cuMemHostAlloc fails with CUDA_ERROR_OUT_OF_MEMORY
    device_bytes = 0

    def cuMemAlloc(self, n):
        self.calls.append("cuMemAlloc")
        if self.oom_above is not None and n > self.oom_above:
            return (2, 0)
        if self.capacity is not None and self.device_bytes + n > self.capacity:
            return (2, 0)
        if self.sticky:
            return (self.sticky, 0)
        self.device_bytes += n
        return self._r(self._alloc(n))

    pinned_oom = False  # cuMemHostAlloc of (unmapped) page-locked staging fails with CUDA_ERROR_OUT_OF_MEMORY

    def cuMemHostAlloc(self, n, flags):
        assert flags in (0, 0x2), "error-word records are mapped (DEVICEMAP), staging is plain page-locked"
        if flags == 0:  # staging
            self.calls.append("cuMemHostAlloc(staging)")
            if self.pinned_oom:
                return (2, 0)
            p = self._alloc(n)
            self.pinned[p] = n
            return self._r(p)
        self.calls.append("cuMemHostAlloc")
        return (2, 0) if self.host_oom else self._r(self._alloc(n))

    def _is_pinned(self, h: int) -> bool:
        return any(p <= h < p + n for p, n in self.pinned.items())

    def cuMemFree(self, p):
        self.calls.append("cuMemFree")
        self.device_bytes -= self.allocs.pop(int(p)).size
        return (OK,)

    def cuMemFreeHost(self, p):
        self.calls.append("cuMemFreeHost")
        del self.allocs[int(p)]
        self.pinned.pop(int(p), None)
        return (OK,)

    def cuMemHostGetDevicePointer(self, p, flags): return self._r(p)

    def cuMemcpyHtoDAsync(self, d, h, n, s):
        self.calls.append("cuMemcpyHtoDAsync")
        self.copies.append(("HtoD", self._is_pinned(int(h)), n))
        if self._is_pinned(int(h)):  # page-locked memory: read when the copy runs
            self._queue(lambda: ctypes.memmove(int(d), int(h), n))
        else:
            staged = ctypes.string_at(int(h), n)  # pageable memory: staged at the call, as CUDA does
            self._queue(lambda: ctypes.memmove(int(d), staged, n))
        return self._r()

    def cuMemcpyDtoHAsync(self, h, d, n, s):
        self.calls.append("cuMemcpyDtoHAsync")
        self.copies.append(("DtoH", self._is_pinned(int(h)), n))
        self._queue(lambda: ctypes.memmove(int(h), int(d), n))
        return self._r()

    # --- kernels -------------------------------------------------------------------------
    def cuModuleLoadData(self, ptr):
        text = ctypes.string_at(int(ptr))
        return self._r(text)

    def cuModuleGetFunction(self, mod, name):
        return self._r((self.kernels[mod], name.decode()))

    def cuLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, shmem, stream, argv, extra):
        self.calls.append("cuLaunchKernel")
        self.launch_shmem.append(shmem)
        if self.sticky:
            return (self.sticky,)
        (body, policy), name = fn
        hk = self.jit.get(id(body))
        if hk is None:
            from poot_core.backends.llvm import host
            hk = self.jit[id(body)] = host.HostKernel(body)
        n = len(hk.abi.args)
        ptrs = np.ctypeslib.as_array((ctypes.c_uint64 * n).from_address(int(argv)))
        # the driver copies the argument values at the call (the caller may reuse its block)
        values = np.array([ctypes.c_uint64.from_address(int(p)).value for p in ptrs], dtype=np.uint64)
        assert bx == body.workgroup_size and gz == by == bz == 1
        for v in values[:-1:2]:
            assert any(p <= v < p + a.size for p, a in self.allocs.items()), \
                "a buffer argument is device memory"

        def run():
            hk._fn(values.ctypes.data, gx, gy, bx)
            err = (ctypes.c_uint32 * 4).from_address(int(values[-1]))
            if policy == "device-trap" and err[0]:
                bits = err[0]
                err[0] = (bits & -bits).bit_length()  # lowest site + 1, as the device build stores it
                self.sticky = LAUNCH_FAILED
        self._queue(run)
        return (OK,)


@pytest.fixture
def fake_cuda():
    """The FakeCuda class (a test that needs a second driver, or an eager one, makes its own)."""
    return FakeCuda


@pytest.fixture
def fake(monkeypatch):
    """A FakeCuda installed as poot_ptx.device's driver, the process's lost flag cleared."""
    from poot_ptx import device

    f = FakeCuda()
    monkeypatch.setattr(device, "driver_module", lambda: f)
    monkeypatch.setattr(device, "_has_libcuda", lambda: True)
    monkeypatch.setitem(device._STATE, "lost", "")
    return f


@pytest.fixture(scope="module")
def fake_ptx_target():
    """The registered ptx target over a FakeCuda for a whole module (every kernel the target
    compiles meanwhile is registered with the fake), for the protocol suite without a GPU."""
    from poot_core import plugins
    from poot_ptx import device

    f = FakeCuda()
    mp = pytest.MonkeyPatch()
    mp.setattr(device, "driver_module", lambda: f)
    mp.setattr(device, "_has_libcuda", lambda: True)
    mp.setitem(device._STATE, "lost", "")
    register_compiled(mp, f)
    yield plugins.get_target("ptx")
    mp.undo()


def register_compiled(mp: pytest.MonkeyPatch, f: "FakeCuda") -> None:
    """Every kernel the ptx target compiles while `mp` holds is registered with the fake `f`."""
    from poot_ptx.target import PtxTarget

    codegen = PtxTarget.codegen

    def registering(self, body, options):
        art = codegen(self, body, options)
        f.kernels[art.final] = (body, art.meta["trap_policy"])
        return art
    mp.setattr(PtxTarget, "codegen", registering)


@pytest.fixture
def fresh_fake_ptx(fake, monkeypatch):
    """A fresh ptx Target over the fake driver (its own device and compile memory); every kernel
    it compiles is registered with the fake."""
    from poot_core.exec.executor import forget_device
    from poot_ptx.target import PtxTarget

    register_compiled(monkeypatch, fake)
    t = PtxTarget()
    yield t
    forget_device(t)
