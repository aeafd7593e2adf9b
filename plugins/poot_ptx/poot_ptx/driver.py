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
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from poot_core.codegen.llvm import ERR_WORDS
from poot_core.errors import DeviceLost, KernelFault, TargetUnavailable, TrapSite
from poot_core.target import DEVICE_TRAP, Artifact, Availability, Capabilities, Device, Grid

_STATE = {"lost": ""}  # process-wide: why the CUDA context is dead ("" = alive)
_ERR_INIT = (0, 0xFFFFFFFF, 0xFFFFFFFF, 0)


def lost_reason() -> str:
    return _STATE["lost"]


def mark_lost(why: str) -> None:
    _STATE["lost"] = why or "a kernel trapped"


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


class CudaError(Exception):
    def __init__(self, call: str, code: int, name: str):
        super().__init__(f"{call} failed: {name} ({code})")
        self.call, self.code, self.name = call, code, name


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
    err, rest = ret[0], ret[1:]
    if int(err) != 0:
        raise CudaError(call, int(err), _name(cu, err))
    return rest[0] if len(rest) == 1 else rest


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


@dataclass
class Pending:
    art: Artifact
    grid: Grid
    dbufs: dict[str, int]
    host: dict[str, np.ndarray]
    err_host: int
    err_dev: int
    start: Any
    end: Any
    keep: list = field(default_factory=list)
    elapsed_ms: float = float("nan")
    late_error: int = 0


class CudaDevice(Device):
    """One CUDA device through its primary context; kernels cached per loaded PTX module."""

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
        self._modules: dict[bytes, tuple[Any, dict[str, Any]]] = {}

    # --- lost-device handling ---------------------------------------------------------------
    @staticmethod
    def _alive() -> None:
        if _STATE["lost"]:
            raise DeviceLost(target="ptx", message=f"an earlier kernel fault ({_STATE['lost']}) poisoned the CUDA "
                             "context, and CUDA cannot recover it in this process")

    def _call(self, call: str, ret):
        try:
            return _ok(self.cu, call, ret)
        except CudaError as e:
            if e.code in _STICKY:
                mark_lost(f"{call}: {e.name}")
                raise DeviceLost(target="ptx", message=f"{call} failed with {e.name}") from None
            raise

    # --- modules ----------------------------------------------------------------------------
    def function(self, art: Artifact):
        """The CUfunction for `art` (module loaded once per distinct PTX)."""
        ptx = art.final
        if ptx not in self._modules:
            image = np.frombuffer(ptx + b"\0", dtype=np.uint8)  # NUL-terminated PTX text
            mod = self._call("cuModuleLoadData", self.cu.cuModuleLoadData(image.ctypes.data))
            self._modules[ptx] = (mod, {})
        mod, fns = self._modules[ptx]
        sym = art.meta["symbol"]
        if sym not in fns:
            fns[sym] = self._call("cuModuleGetFunction", self.cu.cuModuleGetFunction(mod, sym.encode()))
        return fns[sym]

    # --- launch / sync ----------------------------------------------------------------------
    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> Pending:
        self._alive()
        cu, abi = self.cu, art.meta["abi"]
        _ok(cu, "cuCtxSetCurrent", cu.cuCtxSetCurrent(self.ctx))
        fn = self.function(art)
        dbufs, host = {}, {}
        for p in art.body.params:
            a = np.ascontiguousarray(buffers[p.name])
            host[p.name] = a
            d = self._call("cuMemAlloc", cu.cuMemAlloc(max(a.nbytes, 16)))
            dbufs[p.name] = d
            if a.nbytes:
                self._call("cuMemcpyHtoDAsync", cu.cuMemcpyHtoDAsync(d, a.ctypes.data, a.nbytes, self.stream))
        err_host = int(self._call("cuMemHostAlloc", cu.cuMemHostAlloc(4 * ERR_WORDS, 0x2)))  # DEVICEMAP
        words = (ctypes.c_uint32 * ERR_WORDS).from_address(err_host)
        for i, v in enumerate(_ERR_INIT[:ERR_WORDS]):
            words[i] = v
        err_dev = int(self._call("cuMemHostGetDevicePointer", cu.cuMemHostGetDevicePointer(err_host, 0)))
        vals = []
        for kind, name in abi.args:
            vals.append(int(dbufs[name]) if kind == "ptr" else host[name].size if kind == "len" else err_dev)
        values = np.array(vals, dtype=np.uint64)
        argv = np.array([values.ctypes.data + 8 * i for i in range(len(vals))], dtype=np.uint64)
        start = self._call("cuEventCreate", cu.cuEventCreate(0))
        end = self._call("cuEventCreate", cu.cuEventCreate(0))
        self._call("cuEventRecord", cu.cuEventRecord(start, self.stream))
        gx, gy = grid.groups
        self._call("cuLaunchKernel", cu.cuLaunchKernel(fn, gx, gy, 1, grid.workgroup_size, 1, 1, 0, self.stream,
                                                       argv.ctypes.data, 0))
        # a fault of this kernel may already surface here (errors are reported by any later
        # call): keep it for sync, which reads the site record and raises the KernelFault
        late, = cu.cuEventRecord(end, self.stream)
        return Pending(art, grid, dbufs, host, err_host, err_dev, start, end, keep=[values, argv],
                       late_error=int(late))

    def read_err(self, p: Pending) -> tuple[int, ...]:
        words = (ctypes.c_uint32 * ERR_WORDS).from_address(p.err_host)
        return tuple(int(w) for w in words)

    def sync(self, p: Pending) -> dict[str, np.ndarray]:
        self._alive()
        cu, body = self.cu, p.art.body
        cu.cuCtxSetCurrent(self.ctx)
        err = p.late_error or int(cu.cuEventSynchronize(p.end)[0])
        if int(err) != 0:
            name = _name(cu, err)
            words = safe_read_words(p.err_host) or (0,) * ERR_WORDS
            mark_lost(f"{body.name}: {name}")
            site = words[0] - 1
            known = body.trap_sites()
            sites = (_site(known[site]),) if site in known else ()
            thread = words[1] if sites and words[1] != 0xFFFFFFFF else None
            group = (thread // body.workgroup_size, words[2]) if thread is not None else None
            raise KernelFault(kernel=body.name, target="ptx", sites=sites, thread=thread, group=group,
                              message=f"CUDA reported {name} at the sync ({p.art.meta.get('trap_policy', DEVICE_TRAP)} "
                                      "policy); the device is lost for this process - restart it to use the GPU again")
        try:
            p.elapsed_ms = float(_ok(cu, "cuEventElapsedTime", cu.cuEventElapsedTime(p.start, p.end)))
        except CudaError:
            pass
        words = self.read_err(p)
        out = {}
        if words[0] == 0:
            for prm in body.params:
                if prm.mutable:
                    a = np.empty_like(p.host[prm.name])
                    if a.nbytes:
                        self._call("cuMemcpyDtoHAsync", cu.cuMemcpyDtoHAsync(a.ctypes.data, p.dbufs[prm.name],
                                                                             a.nbytes, self.stream))
                    out[prm.name] = a
            self._call("cuStreamSynchronize", cu.cuStreamSynchronize(self.stream))
        self.release(p)
        if words[0] != 0:  # error-word policy: recoverable, outputs discarded
            known = body.trap_sites()
            sites = tuple(_site(t) for s, t in sorted(known.items()) if words[0] & (1 << min(s, 31)))
            thread = words[1] if words[1] != 0xFFFFFFFF else None
            group = (thread // body.workgroup_size, words[2]) if thread is not None else None
            raise KernelFault(kernel=body.name, target="ptx", sites=sites, thread=thread, group=group)
        return out

    def release(self, p: Pending) -> None:
        cu = self.cu
        for d in p.dbufs.values():
            cu.cuMemFree(d)
        cu.cuMemFreeHost(p.err_host)
        cu.cuEventDestroy(p.start)
        cu.cuEventDestroy(p.end)
        p.dbufs = {}

    def close(self) -> None:
        if _STATE["lost"]:
            return
        for mod, _ in self._modules.values():
            self.cu.cuModuleUnload(mod)
        self._modules.clear()
        self.cu.cuStreamDestroy(self.stream)
        self.cu.cuDevicePrimaryCtxRelease(self.dev)


def safe_read_words(addr: int) -> tuple[int, ...] | None:
    """The site record after a fault, read through /proc/self/mem so that a page the driver
    unmapped with the dead context gives None instead of a segmentation fault."""
    try:
        with open("/proc/self/mem", "rb", buffering=0) as f:
            f.seek(addr)
            raw = f.read(4 * ERR_WORDS)
    except (OSError, ValueError, OverflowError):
        return None
    if len(raw) != 4 * ERR_WORDS:
        return None
    return tuple(int(w) for w in np.frombuffer(raw, dtype=np.uint32))


def _site(t) -> TrapSite:
    return TrapSite(t.site, t.kind, t.span, t.message)


# errors after which the context is unusable for the rest of the process
_STICKY = {700, 701, 702, 714, 715, 716, 717, 718, 719, 999}
