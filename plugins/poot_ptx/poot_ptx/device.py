"""The CUDA calls of the ptx device on cuda-python (`cuda.bindings.driver`): probe, primary
context, module load (cuModuleLoadData, cached per PTX module), cuMemAlloc'd buffers, async
copies and cuLaunchKernel on one stream, an event per sync (the protocol, pool, queue and trap
policies are poot_core.backends.llvm.runtime.TrapDevice's).

Device-trap policy: a trapping kernel makes the sync fail (CUDA_ERROR_LAUNCH_FAILED, 719) and
poisons the context for the whole process, so the fault is raised as KernelFault and the
process-wide LOST flag makes every later use raise DeviceLost (restart the process). The site
records live in mapped pinned host memory (cuMemHostAlloc DEVICEMAP), written by the kernel
before `trap`, so they may still be readable after the fault: then the fault names file:line.
Error-word policy: the kernel ORs its site bit into the same words and returns; the fault is
raised at sync and the device stays usable.
"""
from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass

import numpy as np

from poot_core.backends.llvm import runtime
from poot_core.backends.llvm.runtime import DriverError, Kernel, TrapDevice, unpack
from poot_core.errors import CapabilityError, TargetUnavailable
from poot_core.target import DEVICE_TRAP, Artifact, Availability, Capabilities, Grid

_STATE = {"lost": ""}  # process-wide: why the CUDA context is dead ("" = alive)
# errors after which the context is unusable for the rest of the process
_STICKY = frozenset({700, 701, 702, 714, 715, 716, 717, 718, 719, 999})
_CURRENT: dict[int, object] = {}  # thread id -> the context a CudaDevice last made current on it


def lost_reason() -> str:
    return _STATE["lost"]


def mark_lost(why: str) -> None:
    runtime.mark_lost(_STATE, why)


def driver_module():
    """cuda.bindings.driver, or None when cuda-python is not installed."""
    try:
        from cuda.bindings import driver
        return driver
    except ImportError:
        try:
            from cuda import cuda as driver  # cuda-python < 12.6 layout
            return driver
        except ImportError:
            return None


def _has_libcuda() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
        return True
    except OSError:
        return False


@dataclass(eq=False)
class CudaError(DriverError):
    """A CUDA driver call failed."""

    target: str = "ptx"


def _name(cu, err) -> str:
    try:
        if isinstance(err, int) and hasattr(cu, "CUresult"):
            err = cu.CUresult(err)
        e, s = cu.cuGetErrorName(err)
        return s.decode() if isinstance(s, bytes) else str(s)
    except Exception:  # noqa: BLE001
        return getattr(err, "name", str(err))


def _ok(cu, call: str, ret):
    """Unpack a cuda-python (err, *values) tuple; CudaError unless CUDA_SUCCESS."""
    return unpack(call, ret, lambda err: _name(cu, err), CudaError)


def probe() -> Availability:
    """Never raises: whether a CUDA device is usable here, and why not."""
    try:
        if _STATE["lost"]:
            return Availability(False, f"the CUDA device is lost for this process ({_STATE['lost']}); restart it")
        cu = driver_module()
        if cu is None:
            return Availability(False, "no cuda-bindings module (pip install cuda-bindings)")
        if not _has_libcuda():
            return Availability(False, "no CUDA driver (libcuda.so.1 not found)")
        err, = cu.cuInit(0)
        if int(err) != 0:
            return Availability(False, f"no CUDA device (cuInit: {_name(cu, err)})")
        n = _ok(cu, "cuDeviceGetCount", cu.cuDeviceGetCount())
        if int(n) < 1:
            return Availability(False, "no CUDA device")
        dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(0))
        name = _ok(cu, "cuDeviceGetName", cu.cuDeviceGetName(256, dev))
        name = name.split(b"\0")[0].decode() if isinstance(name, bytes) else str(name)
        major, minor = compute_capability(cu, dev)
        return Availability(True, "", f"{name} (sm_{major}{minor})")
    except Exception as e:  # noqa: BLE001 - a probe never raises
        return Availability(False, f"CUDA probe failed: {e}")


def compute_capability(cu, dev) -> tuple[int, int]:
    A = cu.CUdevice_attribute
    return (int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))),
            int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))))


def device_capabilities(ordinal: int = 0) -> Capabilities:
    """Capabilities read from the device's driver attributes."""
    cu = driver_module()
    _ok(cu, "cuInit", cu.cuInit(0))
    dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(ordinal))
    A = cu.CUdevice_attribute

    def attr(name: str) -> int:
        return int(_ok(cu, "cuDeviceGetAttribute", cu.cuDeviceGetAttribute(getattr(A, name), dev)))

    major, minor = compute_capability(cu, dev)
    return Capabilities(
        max_workgroup_size=attr("CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK"),
        max_groups=(attr("CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X"), attr("CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y")),
        f16=(major, minor) >= (5, 3), f64=True, int64=True, atomics=True,
        subgroup_size=attr("CU_DEVICE_ATTRIBUTE_WARP_SIZE"), wmma_shapes=_wmma_shapes(major, minor),
        warpgroup_mma=(major, minor) == (9, 0), subgroup_shuffle=attr("CU_DEVICE_ATTRIBUTE_WARP_SIZE") == 32,
        max_workgroup_memory=attr("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"),
        max_workgroup_memory_optin=attr("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN"))


def shared_bytes(art: Artifact) -> int:
    """The dynamic shared memory (bytes) `art`'s kernel is launched with (0: static arrays only)."""
    abi = art.meta.get("abi")
    return int(getattr(abi, "dynamic_shared_bytes", 0) or 0)


def _wmma_shapes(major: int, minor: int) -> tuple[tuple[int, int, int], ...]:
    """The Wmma shapes the ptx target lowers for a device of compute capability major.minor."""
    from . import codegen
    return codegen.WMMA_SHAPES if 10 * major + minor >= codegen.WMMA_MIN_SM else ()


class CudaDevice(TrapDevice):
    """One CUDA device through its primary context and one non-blocking stream: buffers from
    cuMemAlloc (pooled), uploads and read-backs as cuMemcpy*Async on the stream through a pinned
    staging buffer (cuMemHostAlloc, TrapDevice's), dispatches as
    cuLaunchKernel on it, one event recorded per sync; kernels cached per loaded PTX module."""

    target, api, state, sticky = "ptx", "CUDA", _STATE, _STICKY
    dead = "poisoned the CUDA context, and CUDA cannot recover it in this process"
    copy_call, read_call, launch_call, record_call = "cuMemcpyHtoDAsync", "cuMemcpyDtoHAsync", "cuLaunchKernel", \
        "cuEventRecord"
    timer = "cuda-events"  # time_dispatches: cuEventRecord around each launch, cuEventElapsedTime

    def __init__(self, ordinal: int = 0):
        self._alive()
        cu = self.cu = driver_module()
        if cu is None:
            raise TargetUnavailable(target="ptx", reason="no cuda-bindings module (pip install cuda-bindings)")
        _ok(cu, "cuInit", cu.cuInit(0))
        self.dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(ordinal))
        self.ctx = _ok(cu, "cuDevicePrimaryCtxRetain", cu.cuDevicePrimaryCtxRetain(self.dev))
        _ok(cu, "cuCtxSetCurrent", cu.cuCtxSetCurrent(self.ctx))
        _CURRENT[threading.get_ident()] = self.ctx
        self.cc = compute_capability(cu, self.dev)
        self.caps = device_capabilities(ordinal)
        self.name = f"cuda:{ordinal}"
        self.stream = _ok(cu, "cuStreamCreate", cu.cuStreamCreate(1))  # CU_STREAM_NON_BLOCKING
        self.done = _ok(cu, "cuEventCreate", cu.cuEventCreate(2))  # CU_EVENT_DISABLE_TIMING: the sync's event
        self._timing: list = []  # timing events (CU_EVENT_DEFAULT), made by time_dispatches
        super().__init__()

    # --- the CUDA calls behind TrapDevice ---------------------------------------------------
    def _ok(self, call: str, ret):
        return _ok(self.cu, call, ret)

    def _error_name(self, err) -> str:
        return _name(self.cu, err)

    def _enter(self) -> None:
        # the context is current per thread; set it where this thread last had another one (the
        # primary context is the one torch and cupy use too)
        if _CURRENT.get(threading.get_ident()) is not self.ctx:
            self._call("cuCtxSetCurrent", self.cu.cuCtxSetCurrent(self.ctx))
            _CURRENT[threading.get_ident()] = self.ctx

    def _load_module(self, ptx: bytes):
        image = np.frombuffer(ptx + b"\0", dtype=np.uint8)  # NUL-terminated PTX text
        return self._call("cuModuleLoadData", self.cu.cuModuleLoadData(image.ctypes.data))

    def _get_function(self, mod, sym: bytes):
        return self._call("cuModuleGetFunction", self.cu.cuModuleGetFunction(mod, sym))

    def _prepare(self, fn, art: Artifact) -> None:
        """Opt the kernel in to its dynamic shared memory (the ABI's dynamic_shared_bytes: arrays
        above the 48 KiB static limit) with cuFuncSetAttribute; CapabilityError above the device's
        MAX_SHARED_MEMORY_PER_BLOCK_OPTIN."""
        n = shared_bytes(art)
        if not n:
            return
        limit = self.caps.workgroup_memory_limit
        if n > limit:
            raise CapabilityError(f"the kernel's workgroup arrays need {n:,} bytes of dynamic shared memory; this "
                                  f"device ({self.name}, sm_{self.cc[0]}{self.cc[1]}) lets a block opt in to "
                                  f"{limit:,} (MAX_SHARED_MEMORY_PER_BLOCK_OPTIN): use smaller tiles or fewer stages",
                                  target="ptx", kernel=art.kernel)
        attr = self.cu.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
        self._call("cuFuncSetAttribute", self.cu.cuFuncSetAttribute(fn, attr, n))

    def _unload(self, mod) -> None:
        self.cu.cuModuleUnload(mod)

    def _mem_alloc(self, nbytes: int) -> int:
        return int(self._call("cuMemAlloc", self.cu.cuMemAlloc(nbytes)))

    def _mem_free(self, d: int) -> None:
        self.cu.cuMemFree(d)

    def _copy_in(self, d: int, host: int, nbytes: int):
        # from the pinned staging buffer the copy reads its source when it runs; from pageable
        # memory CUDA stages it first (TrapDevice keeps that source alive until the sync anyway)
        return self.cu.cuMemcpyHtoDAsync(d, host, nbytes, self.stream)

    def _copy_out(self, host: int, d: int, nbytes: int):
        return self.cu.cuMemcpyDtoHAsync(host, d, nbytes, self.stream)

    def _wait_stream(self) -> None:
        self._call("cuStreamSynchronize", self.cu.cuStreamSynchronize(self.stream))

    def _host_alloc_mapped(self, nbytes: int) -> int:
        return int(self._call("cuMemHostAlloc", self.cu.cuMemHostAlloc(nbytes, 0x2)))  # DEVICEMAP

    def _host_alloc_pinned(self, nbytes: int) -> int:
        return int(self._call("cuMemHostAlloc", self.cu.cuMemHostAlloc(nbytes, 0)))  # page-locked, not mapped

    def _device_pointer(self, host: int) -> int:
        return int(self._call("cuMemHostGetDevicePointer", self.cu.cuMemHostGetDevicePointer(host, 0)))

    def _free_host(self, host: int) -> None:
        self.cu.cuMemFreeHost(host)

    def _launch(self, k: Kernel, grid: Grid):
        (gx, gy), wg = grid.groups, grid.workgroup_size
        return self.cu.cuLaunchKernel(k.fn, gx, gy, 1, wg, 1, 1, k.shared_bytes, self.stream, k.argv_addr, 0)

    def _mark(self):
        return self.cu.cuEventRecord(self.done, self.stream)

    def _poll(self):
        return self.cu.cuEventQuery(self.done)

    def _timer_events(self, n: int) -> list:
        while len(self._timing) < n:
            self._timing.append(self._call("cuEventCreate", self.cu.cuEventCreate(0)))  # CU_EVENT_DEFAULT: timed
        return self._timing

    def _record(self, event):
        return self.cu.cuEventRecord(event, self.stream)

    def _elapsed_ms(self, start, end) -> float:
        return float(self._call("cuEventElapsedTime", self.cu.cuEventElapsedTime(start, end)))

    def _fault_message(self, name: str, art: Artifact) -> str:
        return (f"CUDA reported {name} at the sync ({art.meta.get('trap_policy', DEVICE_TRAP)} policy); the device "
                "is lost for this process - restart it to use the GPU again")

    def _close_rest(self) -> None:
        for ev in self._timing:
            self.cu.cuEventDestroy(ev)
        self._timing.clear()
        self.cu.cuEventDestroy(self.done)
        self.cu.cuStreamDestroy(self.stream)
        self.cu.cuDevicePrimaryCtxRelease(self.dev)
