"""The vendor-neutral half of the LLVM GPU plugins' devices (ptx, rocm): the device protocol
(poot_core.runtime.BufferedDevice) over a vendor's driver calls, the error-word records, the
trap policies, lost-device state and the module/function cache (the Target half is target.py).
Each plugin's device.py supplies only its vendor calls (TrapDevice's abstract methods).

Memory and queue: a buffer is one driver allocation (cuMemAlloc / hipMalloc) from the size-class
pool; uploads, dispatches and read-backs are ordered on the device's one stream; a dispatch is one launch with its
arguments packed into the artifact's preallocated block. Each dispatch since the last sync owns
one slot of the error-word ring (ERR_WORDS u32 words of mapped pinned host memory, set to
ERR_INIT; the ring grows by whole chunks and is reused after every sync), so launching allocates
nothing. A sync records one event after the queued work, waits for it at most
POOT_SYNC_TIMEOUT_S (`wait_with_deadline`; then the device is lost) and reads every record.

Host copies go through one pinned (page-locked) staging buffer the device keeps (grown by powers
of two from STAGE_MIN to STAGE_CAP, never shrunk), so the DMA runs at the bus's speed instead of
through the driver's pageable bounce: an upload is one numpy copy into the next free part of it
and one async copy on the stream (no wait: the part is reused only after the stream was waited
for, at the next sync or read-back); a read-back is one async copy into it, a stream wait and one
numpy copy out, in STAGE_CAP chunks for larger buffers. An upload larger than STAGE_CAP goes in
chunks with a stream wait after each when nothing is queued; otherwise (dispatches queued, or
the pinned allocation refused) it takes the pageable path: an async copy whose source is kept
alive until the next sync.

The one-shot run (`run`, what `execute` from numpy arrays uses), with nothing queued: every
parameter in one block of device memory (the `&mut` ones first, each at a STAGE_ALIGN boundary),
the arrays copied into the staging buffer at the same offsets and over in one copy, the dispatch,
the `&mut` range copied back into the staging buffer behind it on the stream, then one sync for
all of it: a fault raises there and the staging buffer's contents are never read. Its layout and
the buffers of its block are kept per artifact, so a repeated run launches the buffers it checked
before. Anything else (dispatches queued, an array that is not C-contiguous of exactly the
parameter's dtype, more than STAGE_CAP, no pinned memory, no room for the one block) is the
protocol's run.

Error-word policy: a failing thread ORs its site bit into its dispatch's record, keeps the lowest
(thread, site) key and returns; the sync raises the fault of the first dispatch whose record is
set (exact first thread and site, `decode_error_words`) and the device stays usable. Device-trap
policy: a trapping kernel kills the device's context (a sticky error at the wait, or at any call
after it); the faulting dispatch is the first one whose record (written before the trap, read
back where the page is still readable) names a site, else the first of the batch; the device is
marked lost for the process, that fault is raised (naming "a faulting thread": lanes die before
they all record) and every later use, of the device or any of its buffers, raises DeviceLost.
"""
from __future__ import annotations

import abc
import ctypes
import time
from dataclasses import dataclass, replace
from collections.abc import Mapping
from typing import Any, Literal, overload

import numpy as np

from ... import knobs
from ...errors import DeviceLost, DeviceOutOfMemory, DriverError, KernelFault, PluginError, TrapSite
from ...ir.nodes import Body
from ...memo import IdMemo
from ...runtime import Arg, Block, BufferedDevice, check_reps
from ...target import ERROR_WORD, Artifact, Capabilities, DeviceBuffer, Grid
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


def wait_with_deadline(query, state: dict, target: str, what) -> int:
    """Poll `query()` (a driver's event/stream query: 0 done, NOT_READY running, else an error
    code) until it is not NOT_READY or POOT_SYNC_TIMEOUT_S passes; then the device is marked lost
    and DeviceLost raised naming `what` (a string, or a function making it): a running kernel
    cannot be cancelled. Returns the final code. The first millisecond is spent polling (a short
    batch returns at once), then the naps double up to 1 ms (a long one returns within about a
    millisecond of its end; a thousand queries a second cost nothing)."""
    ret = query()
    code = int(ret[0] if isinstance(ret, tuple) else ret)
    if code != NOT_READY:
        return code
    start = time.monotonic()
    timeout = knobs.sync_timeout_s()
    deadline, spin, nap = start + timeout, start + 0.001, 0.00005
    while True:
        ret = query()
        code = int(ret[0] if isinstance(ret, tuple) else ret)
        if code != NOT_READY:
            return code
        now = time.monotonic()
        if now > deadline:
            why = (f"{what() if callable(what) else what} did not finish within {timeout:g} s "
                   "(POOT_SYNC_TIMEOUT_S; a kernel that never ends?) and cannot be cancelled")
            mark_lost(state, why)
            raise DeviceLost(target=target, message=why)
        if now > spin:
            time.sleep(nap)
            nap = min(2 * nap, 0.001)


def safe_read_words(addr: int, count: int = ERR_WORDS) -> tuple[int, ...] | None:
    """`count` u32 words at `addr` after a fault, read through /proc/self/mem so that a page the
    driver unmapped with the dead context gives None instead of a segmentation fault."""
    try:
        with open("/proc/self/mem", "rb", buffering=0) as f:
            f.seek(addr)
            raw = f.read(4 * count)
    except (OSError, ValueError, OverflowError):
        return None
    if len(raw) != 4 * count:
        return None
    return tuple(int(w) for w in np.frombuffer(raw, dtype=np.uint32))


def _site(t) -> TrapSite:
    return TrapSite(t.site, t.kind, t.span, t.message)


REC = 4 * ERR_WORDS  # bytes of one dispatch's error-word record
_INIT_REC = np.array(ERR_INIT[:ERR_WORDS], dtype=np.uint32).tobytes()
RING_SLOTS = 256  # records in the ring's first chunk (each later chunk doubles the ring)
STAGE_MIN = 1 << 20  # bytes of the pinned staging buffer at first
STAGE_CAP = 64 << 20  # bytes of it at most (larger copies go through it in chunks of this size)
STAGE_ALIGN = 256  # uploads queued in it start on this boundary


@dataclass(eq=False)
class Chunk:
    """`slots` error-word records in mapped pinned host memory: host and device addresses, the
    ring slot of its first record."""

    host: int
    dev: int
    start: int
    slots: int

    @property
    def end(self) -> int:
        return self.start + self.slots


_NO_CHUNK = Chunk(0, 0, 0, 0)


def _batch(tokens: list[tuple[int, "Kernel", int]]) -> str:
    """The dispatches of a sync's tokens, in words."""
    first, last = tokens[0], tokens[-1]
    return (f"dispatch #{first[2]} ({first[1].art.kernel!r})" if first is last else
            f"dispatches #{first[2]}..#{last[2]} ({len(tokens)} queued since the last sync)")


@dataclass(eq=False)
class Kernel:
    """A loaded kernel of one artifact and its argument block, preallocated once: `values` (one
    u64 per ABI argument, refilled at each launch: each parameter's pointer and element count in
    order, then the error-word record's pointer) and `argv` (a pointer to each value, the
    driver's kernelParams)."""

    art: Artifact
    body: Body
    fn: Any
    values: Any
    argv: Any
    shared_bytes: int = 0  # dynamic workgroup memory to launch with (the ABI's dynamic_shared_bytes)
    filled: Any = None  # the launch arguments (a list of Arg) whose pointers and lengths `values` holds

    @property
    def argv_addr(self) -> int:
        return ctypes.addressof(self.argv)


class _Shot:
    """The one-shot run's layout of one artifact's parameters in one block: `order` lays out the
    `&mut` ones first (they come back in one copy); for the last array sizes, each parameter's
    offset, the block's bytes (`total`), the end of the last parameter (`up`: what goes over) and
    of the `&mut` range (`down`: what comes back); the buffers made in the block it last ran in
    (a run in the same block launches the same buffer objects, which the launch checked before)
    and the parameters' parts of the staging buffer."""

    __slots__ = ("names", "dtypes", "mutable", "order", "sizes", "offsets", "total", "up", "down", "block",
                 "bufs", "stage", "views")

    def __init__(self, body: Body):
        self.names = tuple(p.name for p in body.params)
        self.dtypes = tuple(p.elem.np for p in body.params)
        self.mutable = tuple(i for i, p in enumerate(body.params) if p.mutable)
        self.order = self.mutable + tuple(i for i, p in enumerate(body.params) if not p.mutable)
        self.sizes: tuple[int, ...] | None = None
        self.offsets: list[int] = []
        self.total = self.up = self.down = 0
        self.block: Block | None = None
        self.bufs: dict[str, DeviceBuffer] = {}
        self.stage: np.ndarray | None = None  # the staging buffer (its uint8 view) `views` are parts of
        self.views: list[np.ndarray] = []  # each parameter's part of it, as a flat array of its dtype

    def lay_out(self, sizes: tuple[int, ...]) -> None:
        offsets, off = [0] * len(sizes), 0
        for i in self.order:
            offsets[i] = off
            off += -(-sizes[i] // STAGE_ALIGN) * STAGE_ALIGN
        self.sizes, self.offsets, self.total = sizes, offsets, off
        self.up = max((o + n for o, n in zip(offsets, sizes)), default=0)
        self.down = max((offsets[i] + sizes[i] for i in self.mutable), default=0)
        self.block = self.stage = None

    def bind(self, dev: "TrapDevice", block: Block) -> None:
        """Buffers of the parameters at their offsets in `block`."""
        assert self.sizes is not None
        self.block = block
        self.bufs = {n: DeviceBuffer(dev, dt, size // dt.itemsize, Block(block.handle + off, size))
                     for n, dt, size, off in zip(self.names, self.dtypes, self.sizes, self.offsets)}

    def parts(self, stage: np.ndarray) -> list[np.ndarray]:
        """The parameters' parts of the staging buffer `stage` (a uint8 view of it)."""
        assert self.sizes is not None
        if self.stage is not stage:
            self.views = [stage[off:off + size].view(dt) for dt, size, off in zip(self.dtypes, self.sizes, self.offsets)]
            self.stage = stage
        return self.views


class TrapDevice(BufferedDevice):
    """The device protocol for a Body compiled by the LLVM backend, over a vendor's driver calls.

    A subclass sets `target`, `api` (the runtime's name in messages), `state` (its module's
    process-wide lost dict), `sticky` (error codes after which the device is dead), `dead` (why
    DeviceLost), `copy_call` and `launch_call` (the driver's names of the upload copy and the
    launch, for messages), `caps` (before calling this __init__) and implements the vendor calls: `_ok`,
    `_error_name`, `_load_module`, `_get_function`, `_unload`, `_mem_alloc`, `_mem_free`,
    `_copy_in`, `_copy_out`, `_wait_stream`, `_host_alloc_mapped`, `_host_alloc_pinned`,
    `_device_pointer`, `_free_host`, `_launch`, `_poll`, `_close_rest` (and optionally `_enter`,
    `_mark`, `_collect`, `_fault_message`). Calls that the stream orders (`_copy_in`, `_copy_out`,
    `_launch`, `_mark`) and the polls return the
    binding's raw return value: a sticky code there, with dispatches queued, is one of those
    dispatches' fault, which the next sync reports."""

    target = ""
    api = ""
    state: dict = {"lost": ""}
    sticky: frozenset[int] = frozenset()
    oom: frozenset[int] = OUT_OF_MEMORY
    dead = "poisoned the device"
    # uploads are async copies on the stream, after the dispatches queued before them; their sources
    # (a part of the pinned staging buffer, or the caller's array) are not reused until the stream
    # was waited for
    ordered_writes = True

    def __init__(self) -> None:
        caps = getattr(self, "caps", Capabilities())
        gx, gy = caps.max_groups  # the fault key holds group_y in 16 bits (CUDA's own limit)
        self.caps = replace(caps, max_groups=(gx, min(gy, 0xFFFF)))
        self._modules: dict[bytes, tuple[Any, dict[str, Any]]] = {}
        self._kernels: dict[int, Kernel] = {}  # by id(artifact) (the Kernel holds the artifact)
        self._shots: IdMemo[Artifact, _Shot] = IdMemo(lambda a: _Shot(self.body_of(a)), 256)  # by artifact
        self._chunks: list[Chunk] = []
        self._used = 0  # ring slots taken since the last sync
        self._chunk = 0  # the index of the chunk the next slot is in
        self._cur = _NO_CHUNK  # that chunk (none before the first launch)
        self._keep: list[np.ndarray] = []  # sources of the pageable uploads queued since the last sync
        self._stage = 0  # host address of the pinned staging buffer (0: none yet)
        self._stage_view = np.zeros(0, np.uint8)  # a uint8 view of it
        self._stage_used = 0  # bytes of it that uploads queued since the stream was last waited for read
        self._pin_refused = STAGE_CAP + 1  # the smallest staging size the driver refused (none: larger)
        super().__init__()

    # --- lost-device handling ---------------------------------------------------------------
    @property
    def lost(self) -> str:
        return self.state["lost"]

    @lost.setter
    def lost(self, why: str) -> None:
        if why:
            mark_lost(self.state, why)

    def _alive(self) -> None:
        if self.state["lost"]:
            raise DeviceLost(target=self.target, message=f"an earlier kernel fault ({self.state['lost']}) {self.dead}")

    def _call(self, call: str, ret):
        """The values of `ret`; DriverError unless it is a success; DeviceLost (and the device marked
        lost) for a sticky code."""
        try:
            return self._ok(call, ret)
        except DriverError as e:
            if e.code in self.sticky:
                raise self._lost_at(call, e.name) from None
            raise

    def _lost_at(self, call: str, name: str) -> DeviceLost:
        queued = self._queue
        more = (f" (one of dispatches #{queued[0].index}..#{queued[-1].index}, queued since the last sync, faulted; "
                "sync before other calls to see which)") if queued else ""
        mark_lost(self.state, f"{call}: {name}")
        return DeviceLost(target=self.target, message=f"{call} failed with {name}{more}")

    def _ordered(self, call: str, ret) -> None:
        """Check the raw return of a stream-ordered call: a sticky code while dispatches are queued
        means one of them faulted; it stays sticky, so the sync sees it and names that dispatch.
        Otherwise as `_call`."""
        code = int(ret[0] if isinstance(ret, tuple) else ret)
        if code and not (code in self.sticky and self._queue):
            self._call(call, ret)

    # --- modules ----------------------------------------------------------------------------
    def function(self, art: Artifact):
        """The kernel handle for `art` (module loaded once per distinct final artifact)."""
        image = art.final
        if image not in self._modules:
            self._modules[image] = (self._load_module(image), {})
        mod, fns = self._modules[image]
        sym = art.meta["symbol"]
        if sym not in fns:
            fn = self._get_function(mod, sym.encode())
            self._prepare(fn, art)
            fns[sym] = fn
        return fns[sym]

    def _prepare(self, fn: Any, art: Artifact) -> None:
        """Per-function setup after it is looked up (PTX: the dynamic shared memory opt-in); nothing here."""

    def kernel(self, art: Artifact) -> Kernel:
        """`art`'s Kernel: its function and its argument block, made once per artifact object."""
        k = self._kernels.get(id(art))
        if k is not None and k.art is art:
            return k
        self._enter()
        body = self.body_of(art)
        abi = tuple(art.meta["abi"].args)
        want = tuple(a for p in body.params for a in (("ptr", p.name), ("len", p.name))) + (("err", ""),)
        if abi != want:
            raise PluginError(f"the {self.target} artifact of {art.kernel} has the kernel arguments {list(abi)}; the "
                              f"LLVM backend's ABI is each parameter's pointer and length in order, then the error "
                              f"words ({list(want)}): the artifact was not made by this poot")
        values = (ctypes.c_uint64 * len(abi))()
        argv = (ctypes.c_void_p * len(abi))(*[ctypes.addressof(values) + 8 * i for i in range(len(abi))])
        if len(self._kernels) >= 4096:  # artifacts made anew for every launch: keep the cache bounded
            self._kernels.clear()
        shared = int(getattr(art.meta["abi"], "dynamic_shared_bytes", 0) or 0)
        k = self._kernels[id(art)] = Kernel(art, body, self.function(art), values, argv, shared)
        return k

    # --- the driver primitives of BufferedDevice --------------------------------------------
    def _allocate(self, nbytes: int) -> int:
        self._enter()
        try:
            return self._mem_alloc(nbytes)
        except DriverError as e:
            if e.code not in self.oom:
                raise
            raise DeviceOutOfMemory(call=e.call, code=e.code, name=e.name, target=self.target, nbytes=nbytes,
                                    what="a device buffer") from None

    def _release(self, handle: int) -> None:
        self._enter()
        self._mem_free(handle)

    def _write(self, handle: int, data: np.ndarray) -> None:
        n = data.nbytes
        if not n:
            return
        self._enter()
        if n <= STAGE_CAP:
            off = -(-self._stage_used // STAGE_ALIGN) * STAGE_ALIGN
            if off + n > self._stage_view.size and off and not self._queue:
                self._waited()  # only earlier uploads are on the stream: let them finish, reuse the buffer
                off = 0
            view = self._stage_view if off + n <= self._stage_view.size else self._staging(n) if not off else None
            if view is not None:
                view[off:off + n] = data
                self._ordered(self.copy_call, self._copy_in(handle, self._stage + off, n))
                self._stage_used = off + n
                return
        elif not self._queue:  # only copies are on the stream: chunks, each waited for
            self._waited()
            view = self._staging(STAGE_CAP)
            if view is not None:
                for off in range(0, n, STAGE_CAP):
                    m = min(STAGE_CAP, n - off)
                    view[:m] = data[off:off + m]
                    self._ordered(self.copy_call, self._copy_in(handle + off, self._stage, m))
                    self._waited()
                return
        self._ordered(self.copy_call, self._copy_in(handle, data.ctypes.data, n))  # pageable: kept until the sync
        self._keep.append(data)

    def _read(self, handle: int, nbytes: int) -> np.ndarray:
        if not nbytes:
            return np.empty(0, np.uint8)
        self._enter()
        m = min(nbytes, STAGE_CAP)
        if m > self._stage_view.size and self._stage_used:
            self._waited()  # the queued uploads still read the staging buffer: it may be replaced after them
        view = self._staging(m)
        if view is None:  # no pinned memory: straight into pageable memory
            out = np.empty(nbytes, np.uint8)
            self._call(self.read_call, self._copy_out(out.ctypes.data, handle, nbytes))
            self._waited()
            return out
        if nbytes <= m:  # after the uploads queued before it (the stream's order)
            self._call(self.read_call, self._copy_out(self._stage, handle, nbytes))
            self._waited()
            return view[:nbytes].copy()
        out = np.empty(nbytes, np.uint8)
        for off in range(0, nbytes, STAGE_CAP):
            m = min(STAGE_CAP, nbytes - off)
            self._call(self.read_call, self._copy_out(self._stage, handle + off, m))
            self._waited()
            out[off:off + m] = view[:m]
        return out

    def _waited(self) -> None:
        """Wait for the stream (called with no dispatch queued: only copies are on it); nothing
        queued reads the staging buffer or a kept upload source after it."""
        self._wait_stream()
        self._stage_used = 0
        self._keep.clear()

    def _staging(self, nbytes: int) -> np.ndarray | None:
        """The pinned staging buffer's view, grown to hold `nbytes` (at most STAGE_CAP; called with
        none of it in use); None where the driver refuses pinned memory of that size (the copy
        then takes the pageable path: a refusal never fails a copy)."""
        if nbytes <= self._stage_view.size:
            return self._stage_view
        size = min(STAGE_CAP, max(STAGE_MIN, 1 << (nbytes - 1).bit_length()))
        if size >= self._pin_refused:
            return None
        self._drop_staging()
        try:
            host = self._host_alloc_pinned(size)
        except DriverError:  # out of page-locked memory (or the driver cannot pin): pageable copies
            self._pin_refused = size
            return None
        self._stage = host
        self._stage_view = np.ctypeslib.as_array((ctypes.c_uint8 * size).from_address(host))
        return self._stage_view

    def _drop_staging(self) -> None:
        if self._stage:
            self._stage_view = np.zeros(0, np.uint8)
            self._free_host(self._stage)
            self._stage = 0

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> tuple[int, Kernel, int]:
        k = self._kernels.get(id(art))
        if k is None or k.art is not art:
            k = self.kernel(art)
        slot, c = self._used, self._cur
        if slot >= c.end:
            c = self._next_chunk()
        v = k.values
        if k.filled is not args:  # the argument block in place (the driver copies it at the launch call)
            j = 0
            for a in args:
                v[j] = a.handle
                v[j + 1] = a.count
                j += 2
            k.filled = args
        v[len(args) * 2] = c.dev + REC * (slot - c.start)
        self._enter()
        ret = self._launch(k, grid)
        if ret[0] if isinstance(ret, tuple) else ret:
            self._ordered(self.launch_call, ret)
        self._used = slot + 1
        return slot, k, index

    def _next_chunk(self) -> Chunk:
        """The chunk after the current one (a new one, as large as the ring so far, when there is
        none): only a batch longer than any before allocates."""
        if self._chunks and self._used < self._chunks[-1].end:
            self._chunk += 1
            self._cur = self._chunks[self._chunk]
            return self._cur
        slots = max(RING_SLOTS, self._chunks[-1].end if self._chunks else 0)
        self._enter()
        try:
            host = self._host_alloc_mapped(REC * slots)
        except DriverError as e:
            if e.code not in self.oom:
                raise
            raise DeviceOutOfMemory(call=e.call, code=e.code, name=e.name, target=self.target, nbytes=REC * slots,
                                    what="the error-word records of the queued dispatches (mapped pinned host "
                                    "memory); sync more often") from None
        ctypes.memmove(host, _INIT_REC * slots, REC * slots)
        c = Chunk(host, self._device_pointer(host), self._chunks[-1].end if self._chunks else 0, slots)
        self._chunks.append(c)
        self._chunk, self._cur = len(self._chunks) - 1, c
        return c

    def _complete(self, tokens: list[Any]) -> list[KernelFault | None]:
        self._enter()
        ret = self._mark()
        code = int(ret[0] if isinstance(ret, tuple) else ret)
        if not code:
            code = wait_with_deadline(self._poll, self.state, self.target, lambda: _batch(tokens))
        if not code:
            ret = self._collect()
            code = int(ret[0] if isinstance(ret, tuple) else ret)
        if code:
            return self._trapped(tokens, code)
        self._keep.clear()
        self._stage_used = 0
        faults: list[KernelFault | None] = [None] * len(tokens)
        dirty = self._dirty(self._used)
        if dirty:
            at = {t[0]: i for i, t in enumerate(tokens)}
            for slot, words in dirty:
                i = at.get(slot)
                if i is not None:
                    faults[i] = decode_error_words(words, tokens[i][1].body, self.target)
                ctypes.memmove(self._host_addr(slot), _INIT_REC, REC)
        self._used, self._chunk, self._cur = 0, 0, self._chunks[0]
        return faults

    def _host_addr(self, slot: int) -> int:
        c = next(c for c in self._chunks if c.start <= slot < c.end)
        return c.host + REC * (slot - c.start)

    def _dirty(self, used: int) -> list[tuple[int, tuple[int, ...]]]:
        """(slot, words) of every record below `used` that a dispatch wrote (one bytes comparison
        per chunk when none did)."""
        out = []
        for c in self._chunks:
            if c.start >= used:
                break
            m = min(used, c.end) - c.start
            raw = ctypes.string_at(c.host, REC * m)
            if raw != _INIT_REC * m:
                recs = np.frombuffer(raw, np.uint32).reshape(m, ERR_WORDS)
                for j in np.nonzero((recs != np.frombuffer(_INIT_REC, np.uint32)).any(axis=1))[0]:
                    out.append((c.start + int(j), tuple(int(w) for w in recs[j])))
        return out

    def _trapped(self, tokens: list[Any], code: int) -> list[KernelFault | None]:
        """The device died at a sticky `code`: the fault of the dispatch whose record names a site
        (read back where still readable), else of the batch's first; the device is marked lost."""
        name = self._error_name(code)
        records: dict[int, tuple[int, ...]] = {}
        for c in self._chunks:
            if c.start < self._used:
                m = min(self._used, c.end) - c.start
                words = safe_read_words(c.host, ERR_WORDS * m) or ()
                for j in range(len(words) // ERR_WORDS):
                    records[c.start + j] = words[ERR_WORDS * j:ERR_WORDS * (j + 1)]
        init = ERR_INIT[:ERR_WORDS]
        hit = next((i for i, t in enumerate(tokens) if records.get(t[0], init) != init), None)
        faults: list[KernelFault | None] = [None] * len(tokens)
        i = 0 if hit is None else hit
        slot, k, index = tokens[i]
        note = "" if hit is not None or len(tokens) == 1 else (
            f"; no dispatch recorded a check site before the device stopped, so the fault is in one of dispatches "
            f"#{tokens[0][2]}..#{tokens[-1][2]} (the first is named)")
        mark_lost(self.state, f"dispatch #{index} ({k.body.name}): {name}")
        words = records.get(slot, init)
        exact = k.art.meta.get("trap_policy") == ERROR_WORD and words != init
        msg = self._fault_message(name, k.art) + note
        faults[i] = decode_error_words(words, k.body, self.target, message=msg) if exact else \
            decode_error_words(words, k.body, self.target, trapped=True, message=msg)
        return faults

    # --- the one-shot run -------------------------------------------------------------------
    def run(self, art: Artifact, arrays: Mapping[str, np.ndarray], grid: Grid) -> dict[str, np.ndarray]:
        """Device.run as one round trip (module doc, "The one-shot run"); the protocol's run
        where that does not apply."""
        if self._queue or self.lost or not isinstance(arrays, Mapping):
            return super().run(art, arrays, grid)
        if not isinstance(art, Artifact) or art.target != self.target:
            return super().run(art, arrays, grid)  # its error
        shot = self._shots(art)
        arrs, sizes = [], []
        for name, dt in zip(shot.names, shot.dtypes):
            a = arrays.get(name)
            if type(a) is not np.ndarray or a.dtype != dt or not a.flags.c_contiguous:
                return super().run(art, arrays, grid)  # which converts what it may, or raises its error
            arrs.append(a)
            sizes.append(a.nbytes)
        if tuple(sizes) != shot.sizes:
            shot.lay_out(tuple(sizes))
        if not 0 < shot.up <= STAGE_CAP:
            return super().run(art, arrays, grid)
        if self._stage_used:
            self._waited()  # nothing is queued: only uploads read the staging buffer, and they are done then
        stage = self._staging(shot.up)
        if stage is None:
            return super().run(art, arrays, grid)
        views = shot.parts(stage)
        try:
            block = self.pool.take(shot.total)
        except DeviceOutOfMemory:  # the parameters' own buffers may still fit where one block does not
            return super().run(art, arrays, grid)
        cls = type(self)  # launch and sync below, as this run's own steps (the plugin boundary is the run)
        try:
            if shot.block is not block:
                shot.bind(self, block)
            for a, v in zip(arrs, views):
                v[...] = a if a.ndim == 1 else a.reshape(-1)
            self._enter()
            self._ordered(self.copy_call, self._copy_in(block.handle, self._stage, shot.up))
            self._stage_used = shot.up
            for b in shot.bufs.values():
                b.poisoned = ""  # new contents, as an upload's
            cls.launch(self, art, shot.bufs, grid)
            if shot.down:
                self._ordered(self.read_call, self._copy_out(self._stage, block.handle, shot.down))
            cls.sync(self)  # a fault raises here, before anything is read from the staging buffer
            return {shot.names[i]: views[i].copy() if arrs[i].ndim == 1 else views[i].reshape(arrs[i].shape).copy()
                    for i in shot.mutable}
        finally:
            if self._queue:  # launched but not synced (a copy call failed): the block waits for the sync
                self._deferred.append(block)
            elif not self.lost:
                self.pool.give(block)

    # --- device timers ----------------------------------------------------------------------
    def time_dispatches(self, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid,
                        reps: int) -> list[float]:
        """Milliseconds of each of `reps` dispatches, by the driver's timing events where the
        subclass has them (`timer` not "host"): an event recorded on the stream before and after
        each launch, all launched back to back, one sync, then the elapsed time of each pair."""
        if self.timer == "host":
            return super().time_dispatches(art, buffers, grid, reps)
        check_reps(reps)
        self.sync()
        self._enter()
        events = self._timer_events(2 * reps)
        for i in range(reps):
            self._ordered(self.record_call, self._record(events[2 * i]))
            self.launch(art, buffers, grid)
            self._ordered(self.record_call, self._record(events[2 * i + 1]))
        self.sync()
        self._enter()
        return [self._elapsed_ms(events[2 * i], events[2 * i + 1]) for i in range(reps)]

    record_call = "the timing event's record"

    def _timer_events(self, n: int) -> list[Any]:
        """At least `n` timing events (made once, grown when more are needed)."""
        raise NotImplementedError

    def _record(self, event: Any) -> Any:
        """Record `event` on the stream after the work queued so far; the raw return."""
        raise NotImplementedError

    def _elapsed_ms(self, start: Any, end: Any) -> float:
        """Milliseconds between two recorded events that have completed."""
        raise NotImplementedError

    def _close(self) -> None:
        self._enter()
        for mod, _ in self._modules.values():
            self._unload(mod)
        self._modules.clear()
        self._kernels.clear()
        for c in self._chunks:
            self._free_host(c.host)
        self._chunks.clear()
        self._drop_staging()
        self._cur = _NO_CHUNK
        self._close_rest()

    # --- the vendor calls (each subclass implements them) -----------------------------------
    copy_call = "the copy to the device"  # the vendor's names for the stream-ordered calls
    read_call = "the copy from the device"
    launch_call = "the kernel launch"

    @abc.abstractmethod
    def _ok(self, call: str, ret: Any) -> Any:
        """The values of a binding's (err, *values) return; DriverError unless err is 0."""

    @abc.abstractmethod
    def _error_name(self, err: Any) -> str:
        """The driver's name for an error code."""

    @abc.abstractmethod
    def _load_module(self, image: bytes) -> Any:
        """The loaded module of a final artifact (PTX text, a code object)."""

    @abc.abstractmethod
    def _get_function(self, mod: Any, sym: bytes) -> Any:
        """The kernel `sym` of a loaded module."""

    @abc.abstractmethod
    def _unload(self, mod: Any) -> None:
        """Unload a module (at close)."""

    @abc.abstractmethod
    def _mem_alloc(self, nbytes: int) -> int:
        """Device memory of `nbytes`, its address; DriverError (code in `oom` when out of memory)."""

    @abc.abstractmethod
    def _mem_free(self, d: int) -> None:
        """Free device memory (errors ignored)."""

    @abc.abstractmethod
    def _copy_in(self, d: int, host: int, nbytes: int) -> Any:
        """Queue a copy of `nbytes` at host address `host` (kept unchanged by the caller until the
        stream was waited for) to device address `d` on the stream; the binding's raw return."""

    @abc.abstractmethod
    def _copy_out(self, host: int, d: int, nbytes: int) -> Any:
        """Queue a copy of `nbytes` at device address `d` to host address `host` on the stream;
        the binding's raw return."""

    @abc.abstractmethod
    def _wait_stream(self) -> None:
        """Wait for everything queued on the stream (called when only copies are on it);
        DriverError (DeviceLost for a sticky code) on failure."""

    @abc.abstractmethod
    def _host_alloc_mapped(self, nbytes: int) -> int:
        """Pinned host memory the device can write (error-word records), its host address."""

    @abc.abstractmethod
    def _host_alloc_pinned(self, nbytes: int) -> int:
        """Page-locked host memory for the copies' staging (not mapped), its address; DriverError
        when the driver refuses it."""

    @abc.abstractmethod
    def _device_pointer(self, host: int) -> int:
        """The device's address of mapped host memory."""

    @abc.abstractmethod
    def _free_host(self, host: int) -> None:
        """Free pinned host memory (mapped or not)."""

    @abc.abstractmethod
    def _launch(self, k: Kernel, grid: Grid) -> Any:
        """Queue `k` on the stream over `grid` with the values in `k.values`; the raw return."""

    @abc.abstractmethod
    def _poll(self) -> Any:
        """Whether the work queued before the last `_mark` has finished: the raw return of an event
        or stream query (0 done, NOT_READY running, else an error)."""

    @abc.abstractmethod
    def _close_rest(self) -> None:
        """The rest of close() after the modules and the records are freed (stream, context)."""

    # --- optional vendor steps --------------------------------------------------------------
    def _enter(self) -> None:
        """Before a driver call (make the device's context current)."""

    def _mark(self) -> Any:
        """At a sync, after the queued work (record the batch's event); the raw return."""
        return 0

    def _collect(self) -> Any:
        """After `_poll` said done (collect a late error); the raw return."""
        return 0

    def _fault_message(self, name: str, art: Artifact) -> str:
        return (f"{self.api} reported {name} at the sync; the device is lost for this process - "
                "restart it to use the GPU again")
