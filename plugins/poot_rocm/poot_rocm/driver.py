"""ROCm loader on hip-python (`hip.hip`): probe, module load (hipModuleLoadData, cached per code
object), launch with the packed 8-byte arguments, sync, error mapping, trap policies.

Device-trap policy: `llvm.trap` is `s_trap 2`; the queue goes to an error state (newer CLR
returns hipErrorLaunchFailure at the sync, older ROCm aborts the process - run trapping kernels
in a subprocess). The fault is raised as KernelFault with the site read from mapped host memory
when it is still readable, and the device is marked lost for the process (DeviceLost after).
Error-word policy: the kernel ORs its site bit into the same words and returns.
No AMD GPU was available while this was written: this path is untested on hardware.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from poot_core.codegen.llvm import ERR_WORDS
from poot_core.errors import DeviceLost, KernelFault, TargetUnavailable, TrapSite
from poot_core.target import Artifact, Availability, Capabilities, Device, Grid

_STATE = {"lost": ""}
_ERR_INIT = (0, 0xFFFFFFFF, 0xFFFFFFFF, 0)
_STICKY = {700, 701, 702, 709, 710, 714, 715, 716, 717, 718, 719, 999}


def mark_lost(why: str) -> None:
    _STATE["lost"] = why or "a kernel trapped"


def hip_module():
    try:
        from hip import hip
        return hip
    except ImportError:
        return None


class HipError(Exception):
    def __init__(self, call: str, code: int, name: str):
        super().__init__(f"{call} failed: {name} ({code})")
        self.call, self.code, self.name = call, code, name


def _name(hip, err) -> str:
    try:
        s = hip.hipGetErrorName(err)
        s = s[-1] if isinstance(s, tuple) else s
        return s.decode() if isinstance(s, bytes) else str(s)
    except Exception:  # noqa: BLE001
        return str(err)


def _ok(hip, call: str, ret):
    ret = ret if isinstance(ret, tuple) else (ret,)
    err, rest = ret[0], ret[1:]
    if int(err) != 0:
        raise HipError(call, int(err), _name(hip, err))
    return rest[0] if len(rest) == 1 else rest if rest else None


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
    return Capabilities(max_workgroup_size=int(p.maxThreadsPerBlock),
                        max_groups=(int(p.maxGridSize[0]), int(p.maxGridSize[1])), f16=True, f64=True,
                        int64=True, atomics=True, subgroup_size=int(p.warpSize), wmma_shapes=(),
                        max_workgroup_memory=int(p.sharedMemPerBlock))


@dataclass
class Pending:
    art: Artifact
    grid: Grid
    dbufs: dict[str, Any]
    host: dict[str, np.ndarray]
    err_host: Any
    keep: list = field(default_factory=list)


class HipDevice(Device):
    def __init__(self, ordinal: int = 0):
        self._alive()
        hip = self.hip = hip_module()
        if hip is None:
            raise TargetUnavailable(target="rocm", reason="no hip-python module")
        _ok(hip, "hipSetDevice", hip.hipSetDevice(ordinal))
        self.stream = _ok(hip, "hipStreamCreate", hip.hipStreamCreate())
        self.name = f"hip:{ordinal}"
        self._modules: dict[bytes, tuple[Any, dict[str, Any]]] = {}

    @staticmethod
    def _alive() -> None:
        if _STATE["lost"]:
            raise DeviceLost(target="rocm", message=f"an earlier kernel fault ({_STATE['lost']}) left the HIP "
                             "queue in an error state")

    def _call(self, call: str, ret):
        try:
            return _ok(self.hip, call, ret)
        except HipError as e:
            if e.code in _STICKY:
                mark_lost(f"{call}: {e.name}")
                raise DeviceLost(target="rocm", message=f"{call} failed with {e.name}") from None
            raise

    def function(self, art: Artifact):
        co = art.final
        if co not in self._modules:
            self._modules[co] = (self._call("hipModuleLoadData", self.hip.hipModuleLoadData(co)), {})
        mod, fns = self._modules[co]
        sym = art.meta["symbol"]
        if sym not in fns:
            fns[sym] = self._call("hipModuleGetFunction", self.hip.hipModuleGetFunction(mod, sym.encode()))
        return fns[sym]

    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> Pending:
        self._alive()
        hip, abi = self.hip, art.meta["abi"]
        fn = self.function(art)
        dbufs, host = {}, {}
        for p in art.body.params:
            a = np.ascontiguousarray(buffers[p.name])
            host[p.name] = a
            d = self._call("hipMalloc", hip.hipMalloc(max(a.nbytes, 16)))
            dbufs[p.name] = d
            if a.nbytes:
                self._call("hipMemcpy", hip.hipMemcpy(d, a.ctypes.data, a.nbytes, hip.hipMemcpyKind.hipMemcpyHostToDevice))
        err_host = self._call("hipHostMalloc", hip.hipHostMalloc(4 * ERR_WORDS, 0x2))  # hipHostMallocMapped
        words = (ctypes.c_uint32 * ERR_WORDS).from_address(int(err_host))
        for i, v in enumerate(_ERR_INIT[:ERR_WORDS]):
            words[i] = v
        err_dev = self._call("hipHostGetDevicePointer", hip.hipHostGetDevicePointer(err_host, 0))
        args = []
        for kind, name in abi.args:
            if kind == "ptr":
                args.append(ctypes.c_void_p(int(dbufs[name])))
            elif kind == "len":
                args.append(ctypes.c_uint64(host[name].size))
            else:
                args.append(ctypes.c_void_p(int(err_dev)))
        gx, gy = grid.groups
        self._call("hipModuleLaunchKernel", hip.hipModuleLaunchKernel(
            fn, gx, gy, 1, grid.workgroup_size, 1, 1, sharedMemBytes=0, stream=self.stream,
            kernelParams=None, extra=tuple(args)))
        return Pending(art, grid, dbufs, host, err_host, keep=args)

    def sync(self, p: Pending) -> dict[str, np.ndarray]:
        self._alive()
        hip, body = self.hip, p.art.body
        ret = hip.hipStreamSynchronize(self.stream)
        err = ret[0] if isinstance(ret, tuple) else ret
        known = body.trap_sites()
        if int(err) != 0:
            words = safe_read_words(int(p.err_host)) or (0,) * ERR_WORDS
            name = _name(hip, err)
            mark_lost(f"{body.name}: {name}")
            site = words[0] - 1
            sites = (_site(known[site]),) if site in known else ()
            thread = words[1] if sites and words[1] != 0xFFFFFFFF else None
            raise KernelFault(kernel=body.name, target="rocm", sites=sites, thread=thread,
                              group=(thread // body.workgroup_size, words[2]) if thread is not None else None,
                              message=f"HIP reported {name} at the sync; the device is lost for this process - "
                                      "restart it to use the GPU again")
        words = tuple(int(w) for w in (ctypes.c_uint32 * ERR_WORDS).from_address(int(p.err_host)))
        out = {}
        if words[0] == 0:
            for prm in body.params:
                if prm.mutable:
                    a = np.empty_like(p.host[prm.name])
                    if a.nbytes:
                        self._call("hipMemcpy", hip.hipMemcpy(a.ctypes.data, p.dbufs[prm.name], a.nbytes,
                                                              hip.hipMemcpyKind.hipMemcpyDeviceToHost))
                    out[prm.name] = a
        for d in p.dbufs.values():
            hip.hipFree(d)
        hip.hipHostFree(p.err_host)
        if words[0] != 0:
            sites = tuple(_site(t) for s, t in sorted(known.items()) if words[0] & (1 << min(s, 31)))
            thread = words[1] if words[1] != 0xFFFFFFFF else None
            raise KernelFault(kernel=body.name, target="rocm", sites=sites, thread=thread,
                              group=(thread // body.workgroup_size, words[2]) if thread is not None else None)
        return out

    def close(self) -> None:
        if _STATE["lost"]:
            return
        for mod, _ in self._modules.values():
            self.hip.hipModuleUnload(mod)
        self._modules.clear()


def safe_read_words(addr: int) -> tuple[int, ...] | None:
    """The site record after a fault, read through /proc/self/mem (None, not a segmentation
    fault, when the runtime unmapped the page)."""
    try:
        with open("/proc/self/mem", "rb", buffering=0) as f:
            f.seek(addr)
            raw = f.read(4 * ERR_WORDS)
    except (OSError, ValueError, OverflowError):
        return None
    return tuple(int(w) for w in np.frombuffer(raw, dtype=np.uint32)) if len(raw) == 4 * ERR_WORDS else None


def _site(t) -> TrapSite:
    return TrapSite(t.site, t.kind, t.span, t.message)
