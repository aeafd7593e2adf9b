"""The vulkan device's submissions: batches of recorded dispatches, submitted without a wait, and
the waits that retire them (`Submission`, mixed into VulkanDevice).

A batch owns what its dispatches use until it is retired: its command buffers (a prologue for
the copies through staging, the body), its fence and its meta-arena chunks (the descriptor sets
are the device's, cached across batches: descriptors.py). Where heaps are split the meta arena
lives in device-local memory the host maps (the BAR window, memory.bar_type) when the device
offers it, so a batch of dispatches on resident buffers is one command buffer with no copies;
else the meta words go through staging twins. Under the default policy (POOT_VULKAN_SUBMIT=sync)
every dispatch is recorded until the sync (one submission per sync: on the H200 a chain of
launches costs a quarter of submitting each). Under POOT_VULKAN_SUBMIT=launch a launch records
its dispatch into the open batch and submits that batch at once when no other batch is in flight
(the GPU starts while Python goes on; a batch in flight that has finished, seen by
vkGetFenceStatus, is retired first), else the next launches record behind it until it has
finished or a sync comes: at most one batch runs while one records.

A launch appends its dispatch to the batch's list (pipeline, descriptor set, the dynamic offset of
its meta record, groups, whether a barrier goes before it); the body command buffer is recorded
from the list when the batch is submitted - unless it already holds exactly that list (the same
batch's last submission was the same dispatches, and no descriptor set has been dropped since:
`DescriptorCache.generation`), in which case it is submitted again as it is (it is recorded
without ONE_TIME_SUBMIT for that). A compute->compute barrier goes before the first dispatch of a
batch and before every later one that reads or writes a buffer an earlier dispatch since the last
barrier wrote, or writes one it read (by buffer, views and all); dispatches on unrelated buffers
run without one between them. Timed dispatches (time_dispatches) and batches with copies are
recorded each time.

A sync submits the open batch and waits for every batch in flight (spinning on vkGetFenceStatus
for POOT_VULKAN_SPIN_US first, then vkWaitForFences up to POOT_SYNC_TIMEOUT_S). A retired batch's
meta records are read for the sync that decodes its faults: the error word of each, and a copy
of the words of each that is set; faults are only ever raised at a sync, as before; a batch in
flight is never waited for at launch.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from poot_core import knobs
from poot_core.errors import DeviceLost, DriverError

from .descriptors import POOL_DESCRIPTORS, POOL_SETS, DescriptorCache, Entry  # noqa: F401 - re-exported
from .memory import VkBuf
from .probe import TARGET

META_CHUNK = 64 * 1024  # bytes of one meta arena chunk (a batch takes as many as it needs; kept)
BATCHES = 2  # batches made at open: one in flight, one recording (a sync may submit the second)
VK_NOT_READY, VK_TIMEOUT = 1, 2
FIRST_WAIT_NS = 1_000_000  # the first vkWaitForFences (POOT_SYNC_TIMEOUT_S is at least this: read only past it)
CLEAN = np.zeros(1, np.uint32)  # the meta words a retired dispatch whose error word is 0 reads as
CLEAN.setflags(write=False)


@dataclass(eq=False)
class MetaChunk:
    """Part of the meta arena: the buffer shaders bind and, where heaps are split, its staging twin."""

    device: VkBuf
    host: VkBuf
    words: np.ndarray  # uint32 view of the host mapping
    used: int = 0  # bytes taken by the batch that holds it


class Slot:
    """One dispatch's meta record (the token of `_dispatch`): where its words are in the batch's
    arena, and once the batch has been retired its words (CLEAN where the error word is 0)."""

    __slots__ = ("chunk", "word", "n", "words")

    def __init__(self, chunk: MetaChunk, word: int, n: int):
        self.chunk, self.word, self.n = chunk, word, n
        self.words: np.ndarray | None = None


@dataclass(eq=False)
class Batch:
    """Dispatches recorded into one command buffer and submitted with one fence."""

    cbs: Any  # VkCommandBuffer[2]: [prologue (split heaps), body]
    fence: Any  # VkFence[1]
    chunks: list[MetaChunk] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    chunk: int = 0  # the chunk it writes now
    open: bool = False  # it holds dispatches not yet submitted
    cmds: list = field(default_factory=list)  # the dispatches (module doc), as tuples
    recorded: list | None = None  # the dispatches its body command buffer holds, if it may be submitted again
    generation: int = -1  # the descriptor cache's generation when `recorded` was recorded
    keep: bool = True  # `cmds` may be kept recorded (no timestamps among them)
    read: frozenset = frozenset()  # buffers read since the last barrier
    wrote: frozenset = frozenset()  # buffers written since the last barrier
    dead: list[Entry] = field(default_factory=list)  # descriptor sets to free at its retirement


class Submission:
    """Batches, their submission and retirement, and the queue's waits (module doc). The device
    supplies `vk`, `lib`, `ffi`, `dev`, `queue`, `cmd_pool`, `staging`, `align`, `begin`,
    `submit`, `stages`, `barriers`, `_buffer`, `_copy`, `_pending_up`, `_pending_down`."""

    vk: Any
    lib: Any
    ffi: Any
    dev: Any
    queue: Any
    cmd_pool: Any
    staging: bool
    meta_bar: bool  # split heaps, and the meta arena in device-local host-visible memory (memory.bar_type)
    align: int
    begin: Any
    submit: Any
    stages: dict[str, int]
    barriers: dict[str, Any]
    submits: int
    lost: str
    _queries: Any
    _query_count: int
    _pending_up: list
    _pending_down: list
    _buffer: Callable[..., VkBuf]  # memory.VkMemory's
    _copy: Callable[..., None]

    def _batches_init(self, eager: bool, spin_s: float) -> None:
        vk, ffi = self.vk, self.ffi
        self.eager, self.spin_s = eager, spin_s
        self._hold = 0  # > 0: launches only record (the one-shot run, timed dispatches)
        self._batch: Batch | None = None  # the one recording
        self._flight: list[Batch] = []  # submitted, not yet retired (in submission order)
        self._all: list[Batch] = []
        self._descriptors = DescriptorCache(vk, ffi, self.lib, self.dev, self._check)
        self._meta_staged = self.staging and not self.meta_bar  # meta words copied in each batch
        self._dyn = ffi.new("uint32_t[1]")  # the dynamic offset of a bind
        # a body command buffer that may be submitted again (no ONE_TIME_SUBMIT)
        self._begin_again = ffi.new("VkCommandBufferBeginInfo*", {
            "sType": vk.VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, "flags": 0})
        self._spare = [self._new_batch() for _ in range(BATCHES)]
        for b in self._spare:  # each with its first chunk, so what a launch uses never grows with timing
            self._meta_chunk(b, META_CHUNK)

    # --- the batch a dispatch is recorded into ----------------------------------------------------
    def _new_batch(self) -> Batch:
        vk, ffi = self.vk, self.ffi
        cbs = vk.vkAllocateCommandBuffers(self.dev, vk.VkCommandBufferAllocateInfo(
            commandPool=self.cmd_pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY, commandBufferCount=2))
        b = Batch(ffi.new("VkCommandBuffer[2]", [cbs[0], cbs[1]]),
                  ffi.new("VkFence[1]", [vk.vkCreateFence(self.dev, vk.VkFenceCreateInfo(), None)]))
        self._all.append(b)
        return b

    def _recording(self) -> Batch:
        """The open batch (a spare one, or a new one, when none is open)."""
        b = self._batch
        if b is None:
            b = self._batch = self._spare.pop() if self._spare else self._new_batch()
        return b

    def _meta_chunk(self, b: Batch, size: int) -> MetaChunk:
        """A new chunk of `b`'s meta arena: one host-visible buffer, in the device-local heap where
        heaps are split and the device maps part of it (no copies in the batch); else, where heaps
        are split, a device-local buffer and its staging twin."""
        if not self.staging or self.meta_bar:
            dev = host = self._buffer(size, host=True, bar=self.staging)
        else:
            dev, host = self._buffer(size, host=False), self._buffer(size, host=True)
        assert host.bytes is not None
        c = MetaChunk(dev, host, host.bytes.view(np.uint32))
        b.chunks.append(c)
        return c

    def _meta_record(self, b: Batch, meta: np.ndarray, need: int) -> tuple[MetaChunk, int, Slot]:
        """Room for one dispatch's meta words (`need` bytes: their size rounded up to `align`) in
        `b`'s arena, filled in; (chunk, byte offset, slot)."""
        c = b.chunks[b.chunk] if b.chunk < len(b.chunks) else None
        while c is None or c.used + need > c.host.size:
            if c is not None:
                b.chunk += 1
            c = b.chunks[b.chunk] if b.chunk < len(b.chunks) else self._meta_chunk(b, max(META_CHUNK, need))
        offset = c.used
        w = offset >> 2
        c.words[w:w + meta.size] = meta
        c.used = offset + need
        slot = Slot(c, w, meta.size)
        b.slots.append(slot)
        return c, offset, slot

    def _retire_sets(self, entries: list[Entry]) -> None:
        """Free the descriptor sets of `entries` (dropped from the cache) once no batch may bind
        them: at the retirement of the batch recording, else of the last one in flight, else now
        (batches retire in submission order)."""
        if not entries:
            return
        b = self._batch if self._batch is not None else (self._flight[-1] if self._flight else None)
        if b is not None:
            b.dead += entries
        else:
            self._descriptors.free(entries)

    def meta_chunks(self) -> int:
        return sum(len(b.chunks) for b in self._all)

    # --- submission and retirement ------------------------------------------------------------------
    def _recorded(self, b: Batch) -> None:
        """After a dispatch was recorded into `b`: submit `b` now where the policy says so (module doc)."""
        if not self.eager or self._hold:
            return
        self._retire_finished()
        if not self._flight:
            self._submit_batch(b)

    def _record_dispatches(self, b: Batch, cb: Any, again: bool) -> None:
        """Begin `cb` (`again`: without ONE_TIME_SUBMIT) and record `b`'s dispatches into it."""
        lib, null, dyn = self.lib, self.ffi.NULL, self._dyn
        self._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(cb, self._begin_again if again else self.begin))
        compute, barrier, bind = self.stages["compute"], self.barriers["compute"], self.vk.VK_PIPELINE_BIND_POINT_COMPUTE
        bound = None
        for pipe, layout, sets, offset, gx, gy, gz, before, q in b.cmds:
            if before:  # this dispatch sees the writes of the ones before it (this batch's and earlier ones')
                lib.vkCmdPipelineBarrier(cb, compute, compute, 0, 1, barrier, 0, null, 0, null)
            if pipe is not bound:
                lib.vkCmdBindPipeline(cb, bind, pipe)
                bound = pipe
            dyn[0] = offset
            lib.vkCmdBindDescriptorSets(cb, bind, layout, 0, 1, sets, 1, dyn)
            if q is None:
                lib.vkCmdDispatch(cb, gx, gy, gz)
                continue
            if q == 0:  # the first timed dispatch: the pool's queries are reset in the same batch first
                lib.vkCmdResetQueryPool(cb, self._queries, 0, self._query_count)
            # written when every command before it has finished its compute stage (the previous
            # dispatch), and when this dispatch has
            lib.vkCmdWriteTimestamp(cb, compute, self._queries, q)
            lib.vkCmdDispatch(cb, gx, gy, gz)
            lib.vkCmdWriteTimestamp(cb, compute, self._queries, q + 1)

    def _submit_batch(self, b: Batch) -> None:
        """Close `b` (its dispatches recorded unless its body holds them already, the read-back
        barriers and, where heaps are split, the meta copies and the one-shot run's copies) and
        submit it with its fence, without waiting."""
        lib, ffi, st = self.lib, self.ffi, self.stages
        pre, cb = b.cbs[0], b.cbs[1]
        copied = [c for c in b.chunks if c.used] if self._meta_staged else ()  # meta words behind staging
        two = self.staging and bool(copied or self._pending_up or self._pending_down)  # a prologue, copies back
        generation = self._descriptors.generation
        if two:
            self._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(pre, self.begin))
            for c in copied:
                self._copy(pre, c.host, c.device, c.used)
            for cp in self._pending_up:
                self._copy(pre, *cp)
            lib.vkCmdPipelineBarrier(pre, st["transfer"], st["compute"], 0, 1, self.barriers["transfer_to_compute"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(pre))
            self._record_dispatches(b, cb, False)
            lib.vkCmdPipelineBarrier(cb, st["compute"], st["transfer"], 0, 1, self.barriers["compute_to_transfer"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            for c in copied:
                self._copy(cb, c.device, c.host, c.used)
            for cp in self._pending_down:
                self._copy(cb, *cp)
            lib.vkCmdPipelineBarrier(cb, st["transfer"], st["host"], 0, 1, self.barriers["transfer_to_host"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            b.recorded = None
            self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cb))
        elif not (b.keep and b.generation == generation and b.cmds == b.recorded):
            b.recorded = None  # until it has been recorded in full
            self._record_dispatches(b, cb, b.keep)
            lib.vkCmdPipelineBarrier(cb, st["compute"], st["host"], 0, 1, self.barriers["compute_to_host"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cb))
            if b.keep:
                b.recorded, b.generation = b.cmds, generation
        # else: its body holds these dispatches already; submitted again as it is
        b.open, b.cmds, b.keep = False, [], True
        self._pending_up, self._pending_down = [], []
        self._batch = None
        self.submit.commandBufferCount = 2 if two else 1
        self.submit.pCommandBuffers = b.cbs if two else b.cbs + 1
        r = lib.vkQueueSubmit(self.queue, 1, self.submit, b.fence[0])
        self.submits += 1
        if r != 0:
            self._lose(f"vkQueueSubmit of the batch of dispatches failed ({self._name(r)})")
        self._flight.append(b)

    def _retire_finished(self) -> None:
        """Retire the batches in flight that have finished (in order; none is waited for)."""
        while self._flight:
            r = self.lib.vkGetFenceStatus(self.dev, self._flight[0].fence[0])
            if r == VK_NOT_READY:
                return
            if r != 0:
                self._lose(f"vkGetFenceStatus of the batch of dispatches failed ({self._name(r)})")
            self._retire(self._flight.pop(0))

    def _retire(self, b: Batch) -> None:
        """`b` has finished: its meta records read for the sync (a copy of the words where the error
        word is set), its fence reset, the descriptor sets dropped while it could bind them freed,
        spare again."""
        for s in b.slots:
            w = s.chunk.words
            s.words = w[s.word:s.word + s.n].copy() if w[s.word] else CLEAN
        b.slots = []
        self.lib.vkResetFences(self.dev, 1, b.fence)
        if b.dead:
            self._descriptors.free(b.dead)
            b.dead = []
        for c in b.chunks:
            c.used = 0
        b.chunk = 0
        self._spare.append(b)

    def _finish(self, tokens: list[Any]) -> list[np.ndarray]:
        """Submit the open batch, wait for every batch in flight (POOT_SYNC_TIMEOUT_S each: past it
        the device is lost) and retire them; the meta words of each dispatch of `tokens`."""
        b = self._batch
        if b is not None and b.open:
            self._submit_batch(b)
        while self._flight:
            self._wait(self._flight[0].fence, "the batch of dispatches", reset=False)
            self._retire(self._flight.pop(0))
        out = []
        for s in tokens:
            if s.words is None:
                raise DriverError(target=TARGET, call="vkQueueSubmit", name="no batch",
                                  message="a dispatch to wait for was never submitted (a loader bug)")
            out.append(s.words)
        return out

    def _run(self, fence: Any, what: str) -> None:
        """Submit `self.submit` with `fence` and wait for it (a copy between host and device memory)."""
        r = self.lib.vkQueueSubmit(self.queue, 1, self.submit, fence[0])
        self.submits += 1
        if r != 0:
            self._lose(f"vkQueueSubmit of {what} failed ({self._name(r)})")
        self._wait(fence, what)

    def _wait(self, fence: Any, what: str, reset: bool = True) -> None:
        """Wait for `fence`: vkGetFenceStatus for up to `spin_s` (a short dispatch is seen done
        without the driver's sleep and wake-up), then vkWaitForFences up to POOT_SYNC_TIMEOUT_S
        (read only when the first millisecond of that wait has passed); a dispatch that does not
        finish in time, or a failed wait, loses the device."""
        lib = self.lib
        r = VK_NOT_READY
        if self.spin_s > 0:
            end = time.perf_counter() + self.spin_s
            while True:
                r = lib.vkGetFenceStatus(self.dev, fence[0])
                if r != VK_NOT_READY or time.perf_counter() > end:
                    break
        if r == VK_NOT_READY:
            r = lib.vkWaitForFences(self.dev, 1, fence, 1, FIRST_WAIT_NS)
            if r == VK_TIMEOUT:
                timeout = knobs.sync_timeout_s()
                r = lib.vkWaitForFences(self.dev, 1, fence, 1, max(0, int(timeout * 1e9) - FIRST_WAIT_NS))
                if r == VK_TIMEOUT:
                    # a running dispatch cannot be cancelled: its buffers stay allocated, the device is lost
                    self._lose(f"a dispatch did not finish within {timeout:g} s (POOT_SYNC_TIMEOUT_S; a kernel "
                               "that never ends?) and cannot be cancelled")
        if r != 0:
            self._lose(f"waiting for {what} failed ({self._name(r)})")
        if reset:
            lib.vkResetFences(self.dev, 1, fence)

    def _destroy_batches(self) -> list[VkBuf]:
        """Destroy every batch's fence and the descriptor cache's pools (the command pool frees the
        command buffers); the meta chunks' buffers, for the device to destroy."""
        vk, bufs = self.vk, []
        self._descriptors.destroy()
        for b in self._all:
            vk.vkDestroyFence(self.dev, b.fence[0], None)
            for c in b.chunks:
                bufs += [c.device] if c.device is c.host else [c.device, c.host]
        self._all, self._spare, self._flight, self._batch = [], [], [], None
        return bufs

    # --- errors -------------------------------------------------------------------------------------
    def _lose(self, why: str) -> None:
        self.lost = why
        raise DeviceLost(target=TARGET, message=why)

    def _name(self, code: int) -> str:
        e = self.vk.exception_codes.get(code)
        return e.__name__ if e is not None else f"VkResult {code}"

    def _check(self, call: str, r: int) -> None:
        if r != 0:
            raise DriverError(target=TARGET, call=call, code=int(r), name=self._name(r))
