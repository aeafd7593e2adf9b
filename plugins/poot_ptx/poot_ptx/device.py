"""CUDA loader on cuda-python (`cuda.bindings.driver`): probe, primary context, module load
(cuModuleLoadData, cached per PTX module), launch with packed arguments on a stream, events,
sync, and the trap policies.

Device-trap policy: a trapping kernel makes the next sync fail (CUDA_ERROR_LAUNCH_FAILED, 719)
and poisons the context for the whole process, so the fault is raised as KernelFault and the
process-wide LOST flag makes every later use raise DeviceLost (restart the process). The site
record lives in mapped pinned host memory (cuMemHostAlloc DEVICEMAP), written by the kernel
before `trap`, so it may still be readable after the fault: then the fault names file:line.
Error-word policy: the kernel ORs its site bit into the same words and returns; the fault is
raised at sync and the device stays usable.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass

import numpy as np

from poot_core.backends.llvm import runtime
from poot_core.backends.llvm.runtime import DriverError, Pending, TrapDevice, unpack
from poot_core.errors import TargetUnavailable
from poot_core.target import DEVICE_TRAP, Availability, Capabilities, Grid

_STATE = {"lost": ""}  # process-wide: why the CUDA context is dead ("" = alive)
# errors after which the context is unusable for the rest of the process
_STICKY = frozenset({700, 701, 702, 714, 715, 716, 717, 718, 719, 999})


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
        subgroup_size=attr("CU_DEVICE_ATTRIBUTE_WARP_SIZE"), wmma_shapes=(),
        max_workgroup_memory=attr("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"))


class CudaDevice(TrapDevice):
    """One CUDA device through its primary context; kernels cached per loaded PTX module."""

    target, api, state, sticky = "ptx", "CUDA", _STATE, _STICKY
    dead = "poisoned the CUDA context, and CUDA cannot recover it in this process"

    def __init__(self, ordinal: int = 0):
        self._alive()
        cu = self.cu = driver_module()
        if cu is None:
            raise TargetUnavailable(target="ptx", reason="no cuda-bindings module (pip install cuda-bindings)")
        _ok(cu, "cuInit", cu.cuInit(0))
        self.dev = _ok(cu, "cuDeviceGet", cu.cuDeviceGet(ordinal))
        self.ctx = _ok(cu, "cuDevicePrimaryCtxRetain", cu.cuDevicePrimaryCtxRetain(self.dev))
        _ok(cu, "cuCtxSetCurrent", cu.cuCtxSetCurrent(self.ctx))
        self.cc = compute_capability(cu, self.dev)
        self.name = f"cuda:{ordinal}"
        self.stream = _ok(cu, "cuStreamCreate", cu.cuStreamCreate(1))  # CU_STREAM_NON_BLOCKING
        super().__init__()

    # --- the CUDA calls behind TrapDevice ---------------------------------------------------
    def _ok(self, call: str, ret):
        return _ok(self.cu, call, ret)

    def _error_name(self, err) -> str:
        return _name(self.cu, err)

    def _enter(self) -> None:
        _ok(self.cu, "cuCtxSetCurrent", self.cu.cuCtxSetCurrent(self.ctx))

    def _load_module(self, ptx: bytes):
        image = np.frombuffer(ptx + b"\0", dtype=np.uint8)  # NUL-terminated PTX text
        return self._call("cuModuleLoadData", self.cu.cuModuleLoadData(image.ctypes.data))

    def _get_function(self, mod, sym: bytes):
        return self._call("cuModuleGetFunction", self.cu.cuModuleGetFunction(mod, sym))

    def _alloc(self, nbytes: int):
        return self._call("cuMemAlloc", self.cu.cuMemAlloc(nbytes))

    def _free(self, d) -> None:
        self.cu.cuMemFree(d)

    def _free_host(self, h) -> None:
        self.cu.cuMemFreeHost(h)

    def _copy_in(self, d, a: np.ndarray) -> None:
        self._call("cuMemcpyHtoDAsync", self.cu.cuMemcpyHtoDAsync(d, a.ctypes.data, a.nbytes, self.stream))

    def _copy_out(self, a: np.ndarray, d) -> None:
        self._call("cuMemcpyDtoHAsync", self.cu.cuMemcpyDtoHAsync(a.ctypes.data, d, a.nbytes, self.stream))

    def _host_alloc_mapped(self, nbytes: int) -> int:
        return int(self._call("cuMemHostAlloc", self.cu.cuMemHostAlloc(nbytes, 0x2)))  # DEVICEMAP

    def _device_pointer(self, err_host: int) -> int:
        return int(self._call("cuMemHostGetDevicePointer", self.cu.cuMemHostGetDevicePointer(err_host, 0)))

    def _submit(self, fn, grid: Grid, args: list[tuple[str, int]], p: Pending) -> None:
        cu = self.cu
        values = np.array([v for _, v in args], dtype=np.uint64)
        argv = np.array([values.ctypes.data + 8 * i for i in range(len(args))], dtype=np.uint64)
        p.start = self._call("cuEventCreate", cu.cuEventCreate(0))
        p.end = self._call("cuEventCreate", cu.cuEventCreate(0))
        self._call("cuEventRecord", cu.cuEventRecord(p.start, self.stream))
        gx, gy = grid.groups
        self._call("cuLaunchKernel", cu.cuLaunchKernel(fn, gx, gy, 1, grid.workgroup_size, 1, 1, 0, self.stream,
                                                       argv.ctypes.data, 0))
        # a fault of this kernel may already surface here (errors are reported by any later
        # call): keep it for sync, which reads the site record and raises the KernelFault
        late, = cu.cuEventRecord(p.end, self.stream)
        p.keep, p.late_error = [values, argv], int(late)

    def _wait(self, p: Pending) -> int:
        self.cu.cuCtxSetCurrent(self.ctx)
        if p.late_error:
            return p.late_error
        from poot_core.backends.llvm.runtime import wait_with_deadline
        return wait_with_deadline(lambda: self.cu.cuEventQuery(p.end), self.state, self.target,
                                  f"kernel {p.art.kernel!r}")

    def _fault_message(self, p: Pending, name: str) -> str:
        return (f"CUDA reported {name} at the sync ({p.art.meta.get('trap_policy', DEVICE_TRAP)} policy); the device "
                "is lost for this process - restart it to use the GPU again")

    def _after_wait(self, p: Pending) -> None:
        try:
            p.elapsed_ms = float(_ok(self.cu, "cuEventElapsedTime", self.cu.cuEventElapsedTime(p.start, p.end)))
        except CudaError:
            pass

    def _copies_done(self) -> None:
        self._call("cuStreamSynchronize", self.cu.cuStreamSynchronize(self.stream))

    def release(self, p: Pending) -> None:
        cu = self.cu
        for d in p.dbufs.values():
            cu.cuMemFree(d)
        cu.cuMemFreeHost(p.err_host)
        cu.cuEventDestroy(p.start)
        cu.cuEventDestroy(p.end)
        p.dbufs = {}

    def _unload(self, mod) -> None:
        self.cu.cuModuleUnload(mod)

    def _close_rest(self) -> None:
        self.cu.cuStreamDestroy(self.stream)
        self.cu.cuDevicePrimaryCtxRelease(self.dev)
