"""The vendor-neutral half of the LLVM GPU plugins' loaders (ptx, rocm): lost-device state, sticky
error codes, the module/function cache, argument values, launch/sync under both trap policies,
and the Target around the plugin's device module. Each plugin's device.py supplies only its vendor calls.

Device-trap policy: a trapping kernel makes the sync fail; the site record (mapped host memory,
written before the trap) is read back when still readable, the fault is raised as KernelFault
(naming "a faulting thread": lanes die before they all record) and the process-wide lost flag
makes every later use raise DeviceLost. Error-word policy: the kernel ORs its site bit into the
same words, keeps the lowest (thread, site) key and returns; the fault (exact first thread and
site, `decode_error_words`) is raised at sync, the device stays usable. A sync waits at most
POOT_SYNC_TIMEOUT_S (`wait_with_deadline`), then the device is lost.
"""
from __future__ import annotations

import abc
import ctypes
import functools
from dataclasses import dataclass, field, replace
from typing import Any, Literal, overload

import numpy as np

from ...errors import DeviceLost, DeviceOutOfMemory, DriverError, KernelFault, TargetUnavailable, TrapSite, UsageError
from ...ir.nodes import Body
from ...target import Artifact, Availability, Capabilities, Device, Grid, Stage, Target
from .lower import ERR_WORDS

ERR_INIT = (0, 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF)  # site bits / site+1, spare, u64 key (lowest first)
NO_KEY = 2**64 - 1


@overload
def decode_error_words(words, body: Body, target: str, trapped: Literal[True], message: str = "") -> KernelFault: ...
@overload
def decode_error_words(words, body: Body, target: str, trapped: bool = False,
                       message: str = "") -> KernelFault | None: ...
def decode_error_words(words, body: Body, target: str, trapped: bool = False,
                       message: str = "") -> KernelFault | None:
    """The KernelFault the site record means (lowering.py's layout), None when nothing faulted.
    The key names the lowest faulting thread and its site; under a device trap (`trapped`) only
    the lowest of the lanes that recorded before the device stopped (`exact` False)."""
    words = tuple(int(w) for w in words)
    key = words[2] | words[3] << 32
    known = body.trap_sites()
    if not trapped and words[0] == 0 and key == NO_KEY:
        return None
    first, thread, group = None, None, None
    if key != NO_KEY:
        gy, x, site = key >> 48, (key >> 16) & 0xFFFFFFFF, key & 0xFFFF
        first = _site(known[site]) if site in known and site < 0xFFFF else None
        thread, group = x, (x // body.workgroup_size, gy)
    elif trapped and words[0] - 1 in known:
        first = _site(known[words[0] - 1])
    others = []
    if not trapped:
        for s, t in sorted(known.items()):
            if s < 31 and words[0] & (1 << s) and (first is None or s != first.site):
                others.append(_site(t))
        if words[0] & (1 << 31) and (first is None or first.site < 31):
            late = sorted(s for s in known if s >= 31)
            others.append(TrapSite(late[0] if late else 31, "bounds" if not late else known[late[0]].kind, None,
                                   f"at least one of sites {late[0] if late else 31}..{late[-1] if late else 31} "
                                   "(they share the error word's last bit)"))
    sites = ((first,) if first else ()) + tuple(others)
    return KernelFault(kernel=body.name, target=target, sites=sites, thread=thread, group=group,
                       exact=not trapped, message=message)


OUT_OF_MEMORY = frozenset({2})  # CUDA_ERROR_OUT_OF_MEMORY and hipErrorOutOfMemory


def unpack(call: str, ret, error_name, error: type[DriverError] = DriverError):
    """Unpack a python binding's (err, *values) return (or a bare err); `error` unless it is 0."""
    ret = ret if isinstance(ret, tuple) else (ret,)
    err, rest = ret[0], ret[1:]
    if int(err) != 0:
        raise error(call=call, code=int(err), name=error_name(err))
    return rest[0] if len(rest) == 1 else rest


def mark_lost(state: dict, why: str) -> None:
    state["lost"] = why or "a kernel trapped"


NOT_READY = 600  # CUDA_ERROR_NOT_READY and hipErrorNotReady


def wait_with_deadline(query, state: dict, target: str, what: str) -> int:
    """Poll `query()` (a driver's event/stream query: 0 done, NOT_READY running, else an error
    code) until it is not NOT_READY or POOT_SYNC_TIMEOUT_S passes; then the device is marked lost
    and DeviceLost raised (a running kernel cannot be cancelled). Returns the final code."""
    import time

    from ... import knobs
    timeout = knobs.sync_timeout_s()
    deadline, nap = time.monotonic() + timeout, 0.0001
    while True:
        ret = query()
        code = int(ret[0] if isinstance(ret, tuple) else ret)
        if code != NOT_READY:
            return code
        if time.monotonic() > deadline:
            why = (f"{what} did not finish within {timeout:g} s (POOT_SYNC_TIMEOUT_S; a kernel that never "
                   "ends?) and cannot be cancelled")
            mark_lost(state, why)
            raise DeviceLost(target=target, message=why)
        time.sleep(nap)
        nap = min(2 * nap, 0.05)


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


@dataclass
class Pending:
    art: Artifact
    grid: Grid
    dbufs: dict[str, Any]
    host: dict[str, np.ndarray]
    err_host: Any
    err_dev: Any = 0
    start: Any = None
    end: Any = None
    keep: list = field(default_factory=list)
    elapsed_ms: float = float("nan")
    late_error: int = 0


class TrapDevice(Device, metaclass=abc.ABCMeta):
    """launch/sync of a Body compiled by the LLVM backend, over a vendor's driver calls.

    A subclass sets `target`, `api` (the runtime's name in messages), `state` (its module's
    process-wide lost dict), `sticky` (error codes after which the device is dead), `dead` (why
    DeviceLost) and implements the vendor calls: `_ok`, `_error_name`, `_load_module`,
    `_get_function`, `_alloc`, `_free`, `_copy_in`, `_copy_out`, `_host_alloc_mapped`, `_free_host`,
    `_device_pointer`, `_submit`, `_wait`, `release`, `_unload` (and optionally `_enter`,
    `_after_wait`, `_copies_done`, `_close_rest`, `_fault_message`). An allocation that fails with
    an `oom` code is a DeviceOutOfMemory naming the bytes asked for; what the launch had allocated
    by then is freed.
    """

    target = ""
    api = ""
    state: dict = {"lost": ""}
    sticky: frozenset[int] = frozenset()
    oom: frozenset[int] = OUT_OF_MEMORY
    dead = "poisoned the device"

    def __init__(self) -> None:
        self._modules: dict[bytes, tuple[Any, dict[str, Any]]] = {}

    # --- lost-device handling ---------------------------------------------------------------
    def _alive(self) -> None:
        if self.state["lost"]:
            raise DeviceLost(target=self.target, message=f"an earlier kernel fault ({self.state['lost']}) {self.dead}")

    def _call(self, call: str, ret):
        try:
            return self._ok(call, ret)
        except DriverError as e:
            if e.code in self.sticky:
                mark_lost(self.state, f"{call}: {e.name}")
                raise DeviceLost(target=self.target, message=f"{call} failed with {e.name}") from None
            raise

    # --- modules ----------------------------------------------------------------------------
    def function(self, art: Artifact):
        """The kernel handle for `art` (module loaded once per distinct final artifact)."""
        image = art.final
        if image not in self._modules:
            self._modules[image] = (self._load_module(image), {})
        mod, fns = self._modules[image]
        sym = art.meta["symbol"]
        if sym not in fns:
            fns[sym] = self._get_function(mod, sym.encode())
        return fns[sym]

    # --- launch / sync ----------------------------------------------------------------------
    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> Pending:
        self._alive()
        if grid.groups[1] > 0xFFFF:  # the fault key holds group_y in 16 bits (CUDA's own limit)
            raise UsageError(f"{art.kernel}: {grid.groups[1]} groups in y is more than {self.target} "
                             "launches (65535); fold the launch into x")
        self._enter()
        fn = self.function(art)
        host = {p.name: np.ascontiguousarray(buffers[p.name]) for p in art.require_body().params}
        sizes = {name: max(a.nbytes, 16) for name, a in host.items()}
        total = sum(sizes.values()) + 4 * ERR_WORDS
        dbufs: dict[str, Any] = {}
        err_host = None
        try:
            for name, a in host.items():
                d = dbufs[name] = self._alloc_for(self._alloc, sizes[name], f"parameter `{name}`", total)
                if a.nbytes:
                    self._copy_in(d, a)
            err_host = self._alloc_for(self._host_alloc_mapped, 4 * ERR_WORDS,
                                       "the error words (mapped host memory)", total)
            words = (ctypes.c_uint32 * ERR_WORDS).from_address(int(err_host))
            for i, v in enumerate(ERR_INIT[:ERR_WORDS]):
                words[i] = v
            err_dev = self._device_pointer(err_host)
        except BaseException:
            for d in dbufs.values():  # nothing of a launch that could not start stays allocated
                self._free(d)
            if err_host is not None:
                self._free_host(err_host)
            raise
        args = [(kind, int(dbufs[name]) if kind == "ptr" else host[name].size if kind == "len" else int(err_dev))
                for kind, name in art.meta["abi"].args]
        p = Pending(art, grid, dbufs, host, err_host, err_dev)
        self._submit(fn, grid, args, p)
        return p

    def _alloc_for(self, alloc, nbytes: int, what: str, total: int):
        """`alloc(nbytes)`; a failure with an out-of-memory code is a DeviceOutOfMemory (a new error
        carrying the bytes asked for, `what` they were for and the launch's `total`)."""
        try:
            return alloc(nbytes)
        except DriverError as e:
            if e.code not in self.oom:
                raise
            raise DeviceOutOfMemory(call=e.call, code=e.code, name=e.name, target=self.target,
                                    nbytes=nbytes, what=what, total=total) from None

    def read_err(self, p: Pending) -> tuple[int, ...]:
        words = (ctypes.c_uint32 * ERR_WORDS).from_address(int(p.err_host))
        return tuple(int(w) for w in words)

    def run(self, art: Artifact, arrays, grid: Grid) -> dict[str, np.ndarray]:  # type: ignore[override]
        """The one-step program (transitional: until this device implements the buffer protocol)."""
        return self.sync(self.launch(art, dict(arrays), grid))  # type: ignore[arg-type]

    def sync(self, p: Pending) -> dict[str, np.ndarray]:
        self._alive()
        body = p.art.require_body()
        err = self._wait(p)
        if int(err) != 0:
            name = self._error_name(err)
            words = safe_read_words(int(p.err_host)) or ERR_INIT
            mark_lost(self.state, f"{body.name}: {name}")
            raise decode_error_words(words, body, self.target, trapped=True, message=self._fault_message(p, name))
        self._after_wait(p)
        words = self.read_err(p)
        out = {}
        if words[0] == 0 and (words[2], words[3]) == (0xFFFFFFFF, 0xFFFFFFFF):
            for prm in body.params:
                if prm.mutable:
                    a = np.empty_like(p.host[prm.name])
                    if a.nbytes:
                        self._copy_out(a, p.dbufs[prm.name])
                    out[prm.name] = a
            self._copies_done()
        self.release(p)
        fault = decode_error_words(words, body, self.target)
        if fault is not None:  # error-word policy: recoverable, outputs discarded
            raise fault
        return out

    def close(self) -> None:
        if self.state["lost"]:
            return
        for mod, _ in self._modules.values():
            self._unload(mod)
        self._modules.clear()
        self._close_rest()

    # --- the vendor calls (each subclass implements them) -----------------------------------
    @abc.abstractmethod
    def _ok(self, call: str, ret: Any) -> Any:
        """The values of a binding's (err, *values) return; DriverError unless err is 0."""

    @abc.abstractmethod
    def _error_name(self, err: Any) -> str:
        ...

    @abc.abstractmethod
    def _load_module(self, image: bytes) -> Any:
        ...

    @abc.abstractmethod
    def _get_function(self, mod: Any, sym: bytes) -> Any:
        ...

    @abc.abstractmethod
    def _alloc(self, nbytes: int) -> Any:
        ...

    @abc.abstractmethod
    def _free(self, d: Any) -> None:
        ...

    @abc.abstractmethod
    def _free_host(self, h: Any) -> None:
        ...

    @abc.abstractmethod
    def _copy_in(self, d: Any, a: np.ndarray) -> None:
        ...

    @abc.abstractmethod
    def _copy_out(self, a: np.ndarray, d: Any) -> None:
        ...

    @abc.abstractmethod
    def _host_alloc_mapped(self, nbytes: int) -> Any:
        """Host memory the device can write (the error words); its address as an int."""

    @abc.abstractmethod
    def _device_pointer(self, err_host: Any) -> Any:
        ...

    @abc.abstractmethod
    def _submit(self, fn: Any, grid: Grid, args: list[tuple[str, int]], p: Pending) -> None:
        ...

    @abc.abstractmethod
    def _wait(self, p: Pending) -> Any:
        """Wait for the launch; the runtime's error code (0: no error)."""

    @abc.abstractmethod
    def release(self, p: Pending) -> None:
        """Free what launch allocated for `p`."""

    @abc.abstractmethod
    def _unload(self, mod: Any) -> None:
        ...

    # --- optional vendor steps --------------------------------------------------------------
    def _enter(self) -> None:
        """Before a launch (make the device's context current)."""

    def _after_wait(self, p: Pending) -> None:
        """After a sync that did not fault (read timings)."""

    def _copies_done(self) -> None:
        """After the read-back copies were queued (wait for them)."""

    def _close_rest(self) -> None:
        """The rest of close() after the modules are unloaded."""

    def _fault_message(self, p: Pending, name: str) -> str:
        return (f"{self.api} reported {name} at the sync; the device is lost for this process - "
                "restart it to use the GPU again")


class DriverTarget(Target, metaclass=abc.ABCMeta):
    """A Target whose probe, capabilities and device come from the plugin's device module
    (`device_module`: probe(), device_capabilities(), `device_class`); a subclass sets the names, `Options` (with an
    `arch_option` field and `trap_policy`), `default_arch`, `fallback` capabilities,
    `arch_of(device)` and `_stages(arch, options)` (its `add_stages`)."""

    device_module: Any = None
    device_class = ""
    arch_option = ""
    default_arch = ""
    fallback: Capabilities = Capabilities()

    def resolve_options(self, options):
        """The architecture (the option, else the present device's, else `default_arch`) and the
        trap policy (the option, else POOT_LLVM_TRAPS, else device-trap) made concrete."""
        from ... import knobs
        from ...target import DEVICE_TRAP
        arch = getattr(options, self.arch_option) or _device_arch(type(self)) or self.default_arch
        policy = options.trap_policy or knobs.llvm_trap_policy() or DEVICE_TRAP
        return replace(options, **{self.arch_option: arch, "trap_policy": policy})

    def add_stages(self, options) -> list[Stage]:
        opts = options.as_dict()
        return self._stages(opts[self.arch_option], opts)

    @abc.abstractmethod
    def _stages(self, arch: str, options: dict[str, Any]) -> list[Stage]:
        """The stages for the architecture `arch` and the resolved `options`."""

    @staticmethod
    def arch_of(device: str) -> str:
        return ""

    def probe(self) -> Availability:
        return self.device_module.probe()

    def capabilities(self) -> Capabilities:
        if self.probe().available:
            try:
                return replace(self.device_module.device_capabilities(), float_latitude=self.fallback.float_latitude)
            except Exception:  # noqa: BLE001 - fall back to the default device's figures
                pass
        return self.fallback  # float_latitude: the default build's (IEEE); fp_contract artifacts carry theirs

    def open(self) -> Device:
        a = self.probe()
        if not a.available:
            raise TargetUnavailable(target=self.name, reason=a.reason)
        return getattr(self.device_module, self.device_class)()


@functools.cache
def _device_arch(cls: type[DriverTarget]) -> str:
    """The present device's architecture (once per process and target), "" without one."""
    a = cls.device_module.probe()
    return cls.arch_of(a.device) if a.available else ""
