"""The reusable half of a Device: buffer records, a size-class pool, the queue of dispatches and its
sync points, over the few primitives a driver implements (`BufferedDevice`).

A target's device subclasses BufferedDevice and implements `_allocate`, `_release`, `_write`,
`_read`, `_enqueue` and `_complete`; every check of the protocol (a buffer of another device, a
freed or poisoned buffer, a dtype or length mismatch, an aliased `&mut` buffer, a grid the device
cannot launch) runs here, once, before the driver sees anything.

Ordering: dispatches run in launch order, each seeing the writes of the ones before it (the
driver puts barriers between them). An upload to a buffer that a queued dispatch uses waits for
the queue first (a sync point) unless the driver orders writes after queued work itself
(`ordered_writes`); a freed buffer that a queued dispatch uses returns to the pool only after
the sync. A download is a sync point.
"""
from __future__ import annotations

import abc
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Callable

import numpy as np

from .errors import CapabilityError, DeviceLost, DeviceOutOfMemory, KernelFault, PoisonedBuffer, UsageError
from .ir.nodes import Body, Param
from .target import BUFFER_ALIGN, Artifact, Capabilities, Device, DeviceBuffer, Grid

SMALL_CLASS = 4096  # up to this many bytes a size class is every multiple of BUFFER_ALIGN


def size_class(nbytes: int) -> int:
    """The pool's size class for `nbytes`: a multiple of BUFFER_ALIGN (at least one); above
    SMALL_CLASS, eight classes per power of two (at most 12.5% unused)."""
    n = max(BUFFER_ALIGN, -(-nbytes // BUFFER_ALIGN) * BUFFER_ALIGN)
    if n <= SMALL_CLASS:
        return n
    step = 1 << (n.bit_length() - 4)
    return -(-n // step) * step


@dataclass(eq=False)
class Block:
    """One allocation of device memory: the driver's handle, its size class, and how many queued
    (not yet synced) dispatches use it."""

    handle: Any
    capacity: int
    users: int = 0


class Pool:
    """Free blocks by size class, reused before the driver allocates (tinygrad's LRU allocator).
    An allocation the driver refuses for lack of memory is retried once after the cached blocks
    are released; then it is a DeviceOutOfMemory naming the bytes asked for and in use."""

    def __init__(self, allocate: Callable[[int], Any], release: Callable[[Any], None]):
        self._allocate, self._release = allocate, release
        self.free: dict[int, list[Block]] = {}
        self.in_use = 0  # bytes of blocks held by live buffers (or by queued dispatches)
        self.cached = 0  # bytes of free blocks kept for reuse
        self.allocations = 0  # driver allocations so far (a repeated dispatch must not add any)

    def take(self, nbytes: int) -> Block:
        cap = size_class(nbytes)
        spare = self.free.get(cap)
        if spare:
            block = spare.pop()
            self.cached -= cap
        else:
            block = Block(self._new(cap, nbytes), cap)
        self.in_use += cap
        return block

    def _new(self, cap: int, nbytes: int) -> Any:
        try:
            handle = self._allocate(cap)
        except DeviceOutOfMemory as e:
            if not self.cached:
                raise replace(e, nbytes=nbytes, in_use=self.in_use) from None
            self.trim()
            try:
                handle = self._allocate(cap)
            except DeviceOutOfMemory as again:
                raise replace(again, nbytes=nbytes, in_use=self.in_use) from None
        self.allocations += 1
        return handle

    def give(self, block: Block) -> None:
        self.in_use -= block.capacity
        self.free.setdefault(block.capacity, []).append(block)
        self.cached += block.capacity

    def trim(self) -> None:
        """Release every cached free block to the driver."""
        for blocks in self.free.values():
            for b in blocks:
                self._release(b.handle)
        self.free.clear()
        self.cached = 0


class Arg:
    """One parameter of a dispatch as the driver receives it: its buffer's memory and length."""

    __slots__ = ("param", "handle", "count", "capacity")

    def __init__(self, param: Param, handle: Any, count: int, capacity: int):
        self.param, self.handle = param, handle
        self.count = count  # the parameter's len()
        self.capacity = capacity  # bytes of the block


class Queued:
    """A dispatch launched and not yet synced."""

    __slots__ = ("index", "art", "token", "written", "blocks")

    def __init__(self, index: int, art: Artifact, token: Any, written: tuple[DeviceBuffer, ...],
                 blocks: tuple[Block, ...]):
        self.index, self.art, self.token, self.written, self.blocks = index, art, token, written, blocks


class _Plan:
    """A launched artifact's parameters as launches check them, and the last grid checked for it."""

    __slots__ = ("art", "body", "names", "dtypes", "mutable", "outputs", "grid", "last", "shape", "declared",
                 "physical", "fallback")

    def __init__(self, art: Artifact, body: Body):
        self.art, self.body = art, body
        # a coarsened or relaunched artifact (poot_core.passes.coarsen): launches pass the virtual
        # grid, checked against the body at its declared workgroup size; `physical` is the last
        # (virtual grid, lengths, physical grid) it was launched with
        self.shape = art.meta.get("launch") if isinstance(art.meta, Mapping) else None
        self.declared = body if self.shape is None else replace(body, workgroup_size=self.shape.declared)
        self.physical: tuple | None = None
        self.fallback: Artifact | None = None  # the plain artifact, once a launch needed it
        self.names = tuple(p.name for p in body.params)
        self.dtypes = tuple(p.elem.np for p in body.params)
        self.mutable = tuple(i for i, p in enumerate(body.params) if p.mutable)
        self.outputs = tuple(self.names[i] for i in self.mutable)
        self.grid: Grid | None = None
        self.last: _Checked | None = None  # the buffers of the last launch, as they were checked


class _Checked:
    """The buffers of a launch once they passed the checks, and what the launch derived from them:
    a launch with the very same buffer objects (none freed or poisoned since) reuses it."""

    __slots__ = ("bufs", "roots", "args", "lens", "blocks", "written")

    def __init__(self, bufs: tuple[DeviceBuffer, ...], roots: tuple[DeviceBuffer, ...], args: list[Arg],
                 blocks: tuple[Block, ...], written: tuple[DeviceBuffer, ...]):
        self.bufs, self.roots, self.args, self.blocks, self.written = bufs, roots, args, blocks, written
        self.lens = tuple(a.count for a in args)  # the parameters' len()


def _same_buffers(buffers: Mapping[str, DeviceBuffer], names: tuple[str, ...], last: _Checked) -> bool:
    """Whether `buffers` names exactly the buffer objects `last` checked, none of them freed or
    poisoned since (a buffer's dtype, length and memory never change while it lives)."""
    if type(buffers) is not dict or len(buffers) != len(names):
        return False
    for n, b in zip(names, last.bufs):
        if buffers.get(n) is not b:
            return False
    for r in last.roots:
        if r.freed or r.poisoned:
            return False
    return True


def check_workgroup_memory(body: Body, target: str, limit: int) -> None:
    """CapabilityError when `body`'s workgroup arrays need more bytes than `limit`, naming the
    largest arrays, before anything is allocated."""
    need = body.wg_bytes()
    if need <= limit:
        return
    big = sorted(body.wg_arrays, key=lambda w: -w.nbytes)
    shown = ", ".join(f"array {w.id}: {w.size:,} slots = {w.nbytes:,} bytes" for w in big[:3])
    more = f" and {len(big) - 3} more" if len(big) > 3 else ""
    raise CapabilityError(f"its workgroup arrays need {need:,} bytes ({shown}{more}), more than the "
                          f"{limit:,} bytes of workgroup memory a workgroup has on this target; declare "
                          "smaller arrays (const WG_ARRAY_<id>: usize = N)", target=target, kernel=body.name)


def check_grid(body: Body, target: str, caps: Capabilities, grid: Grid) -> None:
    """UsageError / CapabilityError unless `grid` launches `body` within the device's limits."""
    if not isinstance(grid, Grid):
        raise UsageError(f"grid must be a poot_core.target.Grid, not {type(grid).__name__} "
                         "(use Grid.threads(n, body.workgroup_size) or Grid.of_groups(gx, gy, body.workgroup_size))")
    if grid.workgroup_size != body.workgroup_size:
        raise UsageError(f"{body.name}: the grid's workgroup size {grid.workgroup_size} differs from the kernel's "
                         f"WORKGROUP_SIZE {body.workgroup_size}")
    check_workgroup_memory(body, target, caps.workgroup_memory_limit)
    if body.workgroup_size > caps.max_workgroup_size:
        raise CapabilityError(f"workgroup size {body.workgroup_size} exceeds the device's limit "
                              f"{caps.max_workgroup_size}", target=target, kernel=body.name)
    (gx, gy), (mx, my) = grid.groups, caps.max_groups
    if gx >= 2**32 or gy >= 2**32:  # every target counts groups in 32 bits; the range analysis relies on it
        raise CapabilityError(f"{gx}x{gy} workgroups: a grid has fewer than 2^32 workgroups along each axis "
                              "(launch fewer threads per dispatch)", target=target, kernel=body.name)
    if gx > mx or gy > my:
        raise CapabilityError(f"{gx}x{gy} workgroups exceed the device's limit {mx}x{my}", target=target,
                              kernel=body.name)


def _dtype(dtype: Any) -> np.dtype:
    try:
        dt = np.dtype(dtype)
    except TypeError:
        raise UsageError(f"alloc needs a numpy dtype, not {dtype!r}") from None
    if dt.kind not in "biuf" or not dt.isnative:
        raise UsageError(f"a device buffer holds bool, integer or float elements in native byte order, not {dt}")
    return dt


def _nbytes(nbytes: Any, dt: np.dtype) -> int:
    if isinstance(nbytes, bool) or not isinstance(nbytes, (int, np.integer)) or nbytes < 0:
        raise UsageError(f"alloc needs a byte count (an int >= 0), not {nbytes!r}")
    if nbytes % dt.itemsize:
        raise UsageError(f"alloc of {nbytes} bytes of {dt}: the size must be a multiple of {dt.itemsize} bytes")
    return int(nbytes)


class BufferedDevice(Device, metaclass=abc.ABCMeta):
    """The Device protocol over a driver's primitives (module doc). A subclass sets `target`, `name`,
    `caps` (its Capabilities) and implements the abstract methods; `lost` (why the device can no
    longer be used, "" while it can) is set by the driver where a failure kills it."""

    ordered_writes = False  # the driver orders `_write` after already queued dispatches

    def __init__(self) -> None:
        self.pool = Pool(self._allocate, self._release)
        self._queue: list[Queued] = []
        self._deferred: list[Block] = []  # freed blocks a queued dispatch still uses
        self._plans: dict[int, _Plan] = {}  # by id(artifact) (the plan holds the artifact)
        self.launches = 0  # dispatch indices handed out so far
        self.lost = getattr(self, "lost", "")
        if not hasattr(self, "caps"):
            self.caps = Capabilities()

    # --- what a driver implements -------------------------------------------------------------
    @abc.abstractmethod
    def _allocate(self, nbytes: int) -> Any:
        """Device memory of `nbytes` (a size class); DeviceOutOfMemory when there is none."""

    @abc.abstractmethod
    def _release(self, handle: Any) -> None:
        """Give `handle`'s memory back to the driver."""

    @abc.abstractmethod
    def _write(self, handle: Any, data: np.ndarray) -> None:
        """Copy `data` (flat uint8, at most the block's capacity) to the start of `handle`."""

    @abc.abstractmethod
    def _read(self, handle: Any, nbytes: int) -> np.ndarray:
        """The first `nbytes` of `handle` as a new flat uint8 array that nothing else refers to
        (download hands out a view of it; called with nothing queued)."""

    @abc.abstractmethod
    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> Any:
        """Queue one dispatch of `art` (after every dispatch queued before it) and return a token."""

    @abc.abstractmethod
    def _complete(self, tokens: list[Any]) -> list[KernelFault | None]:
        """Wait for the queued dispatches (their tokens, in launch order) and return each one's
        fault or None. A driver whose device dies of a fault sets `lost` and returns the fault
        in its place; one that cannot finish (a timeout) sets `lost` and raises DeviceLost."""

    def storage_dtype(self, dtype: np.dtype) -> np.dtype:
        """How elements of `dtype` are stored on this device (SPIR-V: bool as u32)."""
        return dtype

    def _close(self) -> None:
        """Release the driver's own objects (modules, queues, contexts) at close."""

    # --- the protocol -------------------------------------------------------------------------
    def _alive(self) -> None:
        if self.lost:
            raise DeviceLost(target=self.target, message=self.lost)

    def _live(self, buf: Any, what: str = "buffer") -> DeviceBuffer:
        if not isinstance(buf, DeviceBuffer):
            raise UsageError(f"{what} must be a DeviceBuffer of this {self.target} device, not {type(buf).__name__}")
        if buf.device is not self:
            raise UsageError(f"{what} is a buffer of another device ({buf.device.target or 'unknown'}: "
                             f"{buf.device.name}), not of this {self.target} device ({self.name}); "
                             "download it and upload it here")
        if buf.root.freed:
            raise UsageError(f"{what} was freed; allocate a new buffer")
        return buf

    def alloc(self, nbytes: int, dtype: Any) -> DeviceBuffer:
        self._alive()
        dt = _dtype(dtype)
        count = _nbytes(nbytes, dt) // dt.itemsize
        block = self.pool.take(count * self.storage_dtype(dt).itemsize)
        return DeviceBuffer(self, dt, count, block)

    def free(self, buf: DeviceBuffer) -> None:
        if isinstance(buf, DeviceBuffer) and buf.device is self and buf.base is not None:
            raise UsageError("free the buffer itself, not a view of it")
        self._live(buf)
        buf.freed = True
        if self.lost:
            return
        if buf.block.users:
            self._deferred.append(buf.block)
        else:
            self.pool.give(buf.block)

    def upload(self, buf: DeviceBuffer, array: np.ndarray) -> None:
        self._alive()
        self._live(buf)
        if not isinstance(array, np.ndarray):
            raise UsageError(f"upload needs a numpy array, not {type(array).__name__}")
        if array.dtype != buf.dtype or array.size != buf.count:
            raise UsageError(f"upload of {array.size} x {array.dtype} into a buffer of {buf.count} x {buf.dtype}: "
                             "give an array of exactly the buffer's dtype and length")
        if buf.block.users and not self.ordered_writes:
            self.sync()
        flat = np.ascontiguousarray(array).reshape(-1)
        store = self.storage_dtype(buf.dtype)
        self._write(buf.block.handle, flat.astype(store, copy=False).view(np.uint8))
        if buf.count == buf.root.count:
            buf.root.poisoned = ""

    def download(self, buf: DeviceBuffer) -> np.ndarray:
        self._alive()
        self._live(buf)
        self.sync()
        if buf.root.poisoned:
            raise PoisonedBuffer(target=self.target, why=buf.root.poisoned)
        store = self.storage_dtype(buf.dtype)
        raw = self._read(buf.block.handle, buf.count * store.itemsize)
        out = raw.view(store)  # `_read` made `raw` anew for this call: no second copy where the dtype is stored as is
        return (out != 0) if buf.dtype == np.bool_ and store != np.bool_ else out.astype(buf.dtype, copy=False)

    def launch(self, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid) -> int:
        if self.lost:
            self._alive()
        plan = self._plans.get(id(art))
        if plan is None or plan.art is not art:
            plan = self._plan(art)
        if grid is not plan.grid and grid != plan.grid:  # checked once per artifact and grid
            check_grid(plan.declared, self.target, self.caps, grid)
            plan.grid = grid
        last = plan.last
        if last is None or not _same_buffers(buffers, plan.names, last):
            args = self._args(plan, buffers)
            bufs = tuple(buffers[n] for n in plan.names)
            blocks = tuple({id(b.block): b.block for b in bufs}.values())
            written = tuple(bufs[i].root for i in plan.mutable)
            last = plan.last = _Checked(bufs, tuple(b.root for b in bufs), args, blocks, written)
        args, blocks, written = last.args, last.blocks, last.written  # the checks of the last launch hold
        if plan.shape is not None:  # the virtual grid as the physical one, exactly once: here
            lens = last.lens
            phys = plan.physical
            if phys is None or (phys[0] is not grid and phys[0] != grid) or phys[1] != lens:
                got = plan.shape.physical_grid(grid, lens)
                if got is not None:
                    try:
                        check_grid(plan.body, self.target, self.caps, got)
                    except CapabilityError:  # beyond this device's limits (workgroup size, groups)
                        got = None
                phys = plan.physical = (grid, lens, got)
            if phys[2] is None:  # extra virtual threads would not be inert: the uncoarsened kernel
                if plan.fallback is None:
                    from .compile import fallback_artifact

                    plan.fallback = fallback_artifact(art)
                return self.launch(plan.fallback, buffers, grid)
            grid = phys[2]
        index = self.launches
        token = self._enqueue(art, args, grid, index)
        self.launches += 1
        for blk in blocks:
            blk.users += 1
        self._queue.append(Queued(index, art, token, written, blocks))
        return index

    def _plan(self, art: Artifact) -> "_Plan":
        """What a launch of `art` checks its buffers against (kept per artifact)."""
        if not isinstance(art, Artifact) or art.target != self.target:
            what = f"a {art.target} artifact" if isinstance(art, Artifact) else type(art).__name__
            raise UsageError(f"the {self.target} device launches {self.target} artifacts, not {what}")
        plan = _Plan(art, self.body_of(art))
        if len(self._plans) >= 256:
            self._plans.pop(next(iter(self._plans)))
        self._plans[id(art)] = plan
        return plan

    def _args(self, plan: "_Plan", buffers: Mapping[str, DeviceBuffer]) -> list[Arg]:
        """The launch's buffers checked against the parameters (once, here)."""
        body = plan.body
        try:
            bufs = [buffers[name] for name in plan.names]
        except (KeyError, TypeError):
            bufs = []
        if len(bufs) != len(plan.names) or len(buffers) != len(plan.names):
            if not isinstance(buffers, Mapping):
                raise UsageError(f"launch needs a mapping of parameter name to DeviceBuffer, not "
                                 f"{type(buffers).__name__}") from None
            missing = [n for n in plan.names if n not in buffers]
            extra = sorted(set(buffers) - set(plan.names))
            raise UsageError(f"{body.name}: the buffers do not match the parameters {list(plan.names)}: missing "
                             f"{missing}, unexpected {extra}") from None
        args = []
        for p, dt, b in zip(body.params, plan.dtypes, bufs):
            if type(b) is not DeviceBuffer or b.device is not self or b.root.freed:
                self._live(b, f"{body.name}: parameter {p.name!r}")
            if b.dtype != dt:
                raise UsageError(f"{body.name}: parameter {p.name!r} is [{p.elem}] and needs a buffer of "
                                 f"{dt}, not {b.dtype}; poot never converts silently")
            if b.root.poisoned:
                raise PoisonedBuffer(target=self.target, why=b.root.poisoned,
                                     message=f"it was passed as {p.name!r} of {body.name}")
            args.append(Arg(p, b.block.handle, b.count, b.block.capacity))
        for i in plan.mutable:
            blk = bufs[i].block
            for j, q in enumerate(bufs):
                if j != i and q.block is blk:
                    raise UsageError(f"{body.name}: output {plan.names[i]!r} is the same device memory as "
                                     f"{plan.names[j]!r}; an &mut buffer must not alias any other buffer")
        return args

    def sync(self) -> None:
        self._alive()
        queue, self._queue = self._queue, []
        if not queue:
            return
        try:
            faults = self._complete([q.token for q in queue])
        finally:
            for q in queue:
                for blk in q.blocks:
                    blk.users -= 1
            if self._deferred and not self.lost:
                keep = [blk for blk in self._deferred if blk.users]
                for blk in self._deferred:
                    if not blk.users:
                        self.pool.give(blk)
                self._deferred = keep
        first: KernelFault | None = None
        origin = why = ""
        for q, f in zip(queue, faults):
            if f is not None and first is None:
                shape = q.art.meta.get("launch") if isinstance(q.art.meta, Mapping) else None
                if shape is not None:  # the physical thread and site as the virtual ones
                    f = shape.virtual_fault(f)
                first = f if f.dispatch is not None else replace(f, dispatch=q.index)
                origin = f"dispatch #{q.index} ({q.art.kernel}) faulted"
                why = f"it was written by {origin}"
            elif first is not None:
                why = f"it was written by dispatch #{q.index} ({q.art.kernel}), queued after {origin}"
            if first is not None:
                for b in q.written:
                    b.poisoned = why
        if first is not None:
            raise first

    def close(self) -> None:
        """Wait for the queue (its faults are dropped: nothing is read back), release the pool and
        the driver's objects. A lost device releases nothing (a dispatch may still run)."""
        if self.lost:
            self._queue.clear()
            return
        if self._queue:
            try:
                self.sync()
            except KernelFault:
                pass
        self.pool.trim()
        self._close()


def host_times(dev: Device, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid, reps: int) -> list[float]:
    """Milliseconds of each of `reps` dispatches on `dev` by the host clock: perf_counter around
    each launch and its sync (so each figure includes the launch and sync overhead)."""
    check_reps(reps)
    dev.sync()
    out = []
    for _ in range(reps):
        t0 = time.perf_counter()
        dev.launch(art, buffers, grid)
        dev.sync()
        out.append(1e3 * (time.perf_counter() - t0))
    return out


def check_reps(reps: object) -> int:
    """`reps` when it is an int >= 1; UsageError otherwise."""
    if isinstance(reps, bool) or not isinstance(reps, int) or reps < 1:
        raise UsageError(f"time_dispatches needs reps >= 1 (an int), not {reps!r}")
    return reps


class HostMemory:
    """BufferedDevice's memory primitives over host memory: a buffer is a numpy byte array (the
    host devices, and the XDNA device, whose NPU reads packed copies of them)."""

    def _allocate(self, nbytes: int) -> np.ndarray:
        return np.zeros(nbytes, np.uint8)

    def _release(self, handle: np.ndarray) -> None:
        pass

    def _write(self, handle: np.ndarray, data: np.ndarray) -> None:
        handle[:data.size] = data

    def _read(self, handle: np.ndarray, nbytes: int) -> np.ndarray:
        return handle[:nbytes].copy()


class HostDevice(HostMemory, BufferedDevice):
    """A device whose memory is host memory and whose dispatches are Python calls (the oracle, the
    plugin template, test targets): a dispatch runs when it is launched, in launch order, and its
    fault is raised at the next sync. A subclass implements `dispatch`."""

    ordered_writes = True  # a dispatch has finished when launch returns

    @abc.abstractmethod
    def dispatch(self, art: Artifact, arrays: dict[str, np.ndarray], grid: Grid) -> Mapping[str, np.ndarray]:
        """Run `art` over `arrays` (flat views of the buffers, the inputs read-only) and return every
        `&mut` parameter's new contents by name, or raise KernelFault."""

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> KernelFault | None:
        views = {}
        for a in args:
            dt = a.param.elem.np
            v = a.handle[:a.count * dt.itemsize].view(dt)
            if not a.param.mutable:
                v = v.view()
                v.flags.writeable = False
            views[a.param.name] = v
        try:
            outs = self.dispatch(art, views, grid)
        except KernelFault as f:
            return f
        self._check_outputs(art, args, outs)
        for a in args:
            if a.param.mutable:
                views[a.param.name][:] = outs[a.param.name].reshape(-1)
        return None

    def _check_outputs(self, art: Artifact, args: list[Arg], outs: Any) -> None:
        """PluginError unless `dispatch` returned exactly the `&mut` parameters, each an array of its
        dtype and length (a target bug, not user error)."""
        from .errors import PluginError

        want = [a for a in args if a.param.mutable]
        names = sorted(outs) if isinstance(outs, Mapping) else type(outs).__name__
        if not isinstance(outs, Mapping) or set(outs) != {a.param.name for a in want}:
            raise PluginError(f"target {self.target!r} returned arrays {names} for {art.kernel}; expected exactly "
                              f"the &mut parameters {[a.param.name for a in want]}")
        for a in want:
            r = outs[a.param.name]
            if not isinstance(r, np.ndarray) or r.dtype != a.param.elem.np or r.size != a.count:
                raise PluginError(f"target {self.target!r} returned a bad array for {a.param.name} of {art.kernel}: "
                                  f"{getattr(r, 'dtype', type(r).__name__)} x {getattr(r, 'size', '?')}, expected "
                                  f"{a.param.elem.np} x {a.count}")

    def _complete(self, tokens: list[Any]) -> list[KernelFault | None]:
        return list(tokens)
