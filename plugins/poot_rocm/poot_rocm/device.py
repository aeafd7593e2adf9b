"""The HIP calls of the rocm device on hip-python (`hip.hip`): probe, module load
(hipModuleLoadData, cached per code object), hipMalloc'd buffers, async copies and
hipModuleLaunchKernel (the packed 8-byte arguments) on one stream, error mapping (the protocol,
pool, queue and trap policies are poot_core.backends.llvm.runtime.TrapDevice's).

Device-trap policy: `llvm.trap` is `s_trap 2`; the queue goes to an error state (newer CLR
returns hipErrorLaunchFailure at the sync, older ROCm aborts the process - run trapping kernels
in a subprocess). The fault is raised as KernelFault with the site read from mapped host memory
when it is still readable, and the device is marked lost for the process (DeviceLost after).
Error-word policy: the kernel ORs its site bit into the same words and returns.
No AMD GPU was available while this was written: this path is untested on hardware.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass


from poot_core.backends.llvm import runtime
from poot_core.backends.llvm.runtime import DriverError, Kernel, TrapDevice, unpack
from poot_core.errors import TargetUnavailable, UsageError
from poot_core.target import Availability, Capabilities, Grid

_STATE = {"lost": ""}  # process-wide: why the HIP device is dead ("" = alive)
_STICKY = frozenset({700, 701, 702, 709, 710, 714, 715, 716, 717, 718, 719, 999})


def mark_lost(why: str) -> None:
    runtime.mark_lost(_STATE, why)


def hip_module():
    try:
        from hip import hip
        return hip
    except ImportError:
        return None


@dataclass(eq=False)
class HipError(DriverError):
    """A HIP runtime call failed."""

    target: str = "rocm"


def _name(hip, err) -> str:
    try:
        s = hip.hipGetErrorName(err)
        s = s[-1] if isinstance(s, tuple) else s
        return s.decode() if isinstance(s, bytes) else str(s)
    except Exception:  # noqa: BLE001
        return str(err)


def _ok(hip, call: str, ret):
    """Unpack a hip-python (err, *values) tuple (or a bare err); HipError unless hipSuccess."""
    return unpack(call, ret, lambda err: _name(hip, err), HipError)


def probe() -> Availability:
    """Never raises: whether a ROCm device is usable here, and why not."""
    try:
        if _STATE["lost"]:
            return Availability(False, f"the ROCm device is lost for this process ({_STATE['lost']}); restart it")
        hip = hip_module()
        if hip is None:
            return Availability(False, "no ROCm device: no hip-python module (pip install poot-rocm[hip] on a ROCm machine)")
        err, n = hip.hipGetDeviceCount()
        if int(err) != 0 or int(n) < 1:
            return Availability(False, f"no ROCm device ({_name(hip, err) if int(err) else 'none found'})")
        props = _ok(hip, "hipGetDeviceProperties", hip.hipGetDeviceProperties(0))
        arch = props.gcnArchName
        arch = arch.decode() if isinstance(arch, bytes) else str(arch)
        return Availability(True, "", arch.split(":")[0])
    except Exception as e:  # noqa: BLE001
        return Availability(False, f"no ROCm device (probe failed: {e})")


def device_capabilities(ordinal: int = 0) -> Capabilities:
    hip = hip_module()
    p = _ok(hip, "hipGetDeviceProperties", hip.hipGetDeviceProperties(ordinal))
    arch = p.gcnArchName.decode() if isinstance(p.gcnArchName, bytes) else str(p.gcnArchName)
    return Capabilities(max_workgroup_size=int(p.maxThreadsPerBlock),
                        max_groups=(int(p.maxGridSize[0]), int(p.maxGridSize[1])), f16=True, f64=True,
                        int64=True, atomics=True, subgroup_size=int(p.warpSize), wmma_shapes=_wmma_shapes(arch),
                        max_workgroup_memory=int(p.sharedMemPerBlock), subgroup_shuffle=_wave32(arch))


def _wave32(arch: str) -> bool:
    """Whether the rocm target lowers ShuffleXor for the device's chip (wave32: RDNA)."""
    from . import codegen
    try:
        return codegen.wave32(arch)
    except UsageError:
        return False


def _wmma_shapes(arch: str) -> tuple[tuple[int, int, int], ...]:
    """The Wmma shapes the rocm target lowers for the device's chip (gfx11 only); none for a name
    this LLVM does not know."""
    from . import codegen
    try:
        return codegen.wmma_shapes(arch)
    except UsageError:
        return ()


class HipDevice(TrapDevice):
    """One HIP device and one stream: buffers from hipMalloc (pooled), uploads and read-backs as
    hipMemcpyAsync on the stream through a pinned staging buffer (hipHostMalloc, TrapDevice's), dispatches as hipModuleLaunchKernel on it (the 8-byte arguments
    passed as `extra`); kernels cached per loaded code object."""

    target, api, state, sticky = "rocm", "HIP", _STATE, _STICKY
    dead = "left the HIP queue in an error state"
    copy_call, read_call, launch_call = "hipMemcpyAsync", "hipMemcpyAsync", "hipModuleLaunchKernel"

    def __init__(self, ordinal: int = 0):
        self._alive()
        hip = self.hip = hip_module()
        if hip is None:
            raise TargetUnavailable(target="rocm", reason="no hip-python module")
        _ok(hip, "hipSetDevice", hip.hipSetDevice(ordinal))
        self.caps = device_capabilities(ordinal)
        self.stream = _ok(hip, "hipStreamCreate", hip.hipStreamCreate())
        self.name = f"hip:{ordinal}"
        super().__init__()

    # --- the HIP calls behind TrapDevice ----------------------------------------------------
    def _ok(self, call: str, ret):
        return _ok(self.hip, call, ret)

    def _error_name(self, err) -> str:
        return _name(self.hip, err)

    def _load_module(self, co: bytes):
        return self._call("hipModuleLoadData", self.hip.hipModuleLoadData(co))

    def _get_function(self, mod, sym: bytes):
        return self._call("hipModuleGetFunction", self.hip.hipModuleGetFunction(mod, sym))

    def _unload(self, mod) -> None:
        self.hip.hipModuleUnload(mod)

    def _mem_alloc(self, nbytes: int) -> int:
        return int(self._call("hipMalloc", self.hip.hipMalloc(nbytes)))

    def _mem_free(self, d: int) -> None:
        self.hip.hipFree(d)

    def _copy_in(self, d: int, host: int, nbytes: int):
        return self.hip.hipMemcpyAsync(d, host, nbytes, self.hip.hipMemcpyKind.hipMemcpyHostToDevice, self.stream)

    def _copy_out(self, host: int, d: int, nbytes: int):
        return self.hip.hipMemcpyAsync(host, d, nbytes, self.hip.hipMemcpyKind.hipMemcpyDeviceToHost, self.stream)

    def _wait_stream(self) -> None:
        self._call("hipStreamSynchronize", self.hip.hipStreamSynchronize(self.stream))

    def _host_alloc_mapped(self, nbytes: int) -> int:
        return int(self._call("hipHostMalloc", self.hip.hipHostMalloc(nbytes, 0x2)))  # hipHostMallocMapped

    def _host_alloc_pinned(self, nbytes: int) -> int:
        return int(self._call("hipHostMalloc", self.hip.hipHostMalloc(nbytes, 0)))  # hipHostMallocDefault

    def _device_pointer(self, host: int) -> int:
        return int(self._call("hipHostGetDevicePointer", self.hip.hipHostGetDevicePointer(host, 0)))

    def _free_host(self, host: int) -> None:
        self.hip.hipHostFree(host)

    def _launch(self, k: Kernel, grid: Grid):
        packed = tuple(ctypes.c_uint64(v) if j % 2 else ctypes.c_void_p(v)  # pointer, length, ..., error words
                       for j, v in enumerate(k.values))
        (gx, gy), wg = grid.groups, grid.workgroup_size
        return self.hip.hipModuleLaunchKernel(k.fn, gx, gy, 1, wg, 1, 1, sharedMemBytes=0, stream=self.stream,
                                              kernelParams=None, extra=packed)

    def _poll(self):
        return self.hip.hipStreamQuery(self.stream)

    def _collect(self):
        return self.hip.hipStreamSynchronize(self.stream)  # done: collects any late error

    def _close_rest(self) -> None:
        self.hip.hipStreamDestroy(self.stream)
