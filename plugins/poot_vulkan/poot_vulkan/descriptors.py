"""The vulkan device's descriptor sets, cached per (pipeline, buffers and their bound ranges, meta
chunk): a dispatch on the same buffers as an earlier one binds the set made for it then - no
vkAllocateDescriptorSets, no vkUpdateDescriptorSets - and addresses its own meta record with the
dynamic offset of the meta binding (pipeline.py). A set is written once, when it is made, and
never updated, so a command buffer that binds it stays valid while it lives.

A set goes when a buffer it points at is destroyed (`forget`, from memory.VkMemory._release) or
when the cache is full (MAX_SETS: the oldest made goes first); either way its key is dropped at
once, so no later dispatch binds it, and the set itself is freed when no batch recorded or in
flight may still bind it (the device's `_retire_sets`: at the retirement of the newest such
batch, else now). Every drop bumps `generation`, which the launch memos and the pre-recorded
command buffers (batch.py) are checked against."""
from __future__ import annotations

from typing import Any, Callable

POOL_SETS = 256  # descriptor sets per descriptor pool (as many pools as the cache needs; kept)
POOL_DESCRIPTORS = 8 * POOL_SETS  # storage-buffer descriptors per pool
MAX_SETS = 4096  # sets the cache keeps at most (the oldest made goes first)
OUT_OF_POOL = (-1000069000, 1000069000, -12)  # VK_ERROR_OUT_OF_POOL_MEMORY, VK_ERROR_FRAGMENTED_POOL


class Entry:
    """One cached descriptor set: the handle array binds take, the pool it came from, and the
    buffers it points at (to drop it from their indexes)."""

    __slots__ = ("sets", "pool", "key", "bufs")

    def __init__(self, sets: Any, pool: Any, key: tuple, bufs: tuple):
        self.sets, self.pool, self.key, self.bufs = sets, pool, key, bufs


class DescriptorCache:
    """Descriptor sets by key (module doc), from pools made with FREE_DESCRIPTOR_SET_BIT."""

    def __init__(self, vk: Any, ffi: Any, lib: Any, dev: Any, check: Callable[[str, int], None]):
        self.vk, self.ffi, self.lib, self.dev, self._check = vk, ffi, lib, dev, check
        self.sets: dict[tuple, Entry] = {}  # key -> entry, oldest first
        self.by_buf: dict[int, dict[tuple, None]] = {}  # id(VkBuf) -> keys of the sets that point at it
        self.pools: list[Any] = []
        self._pool = 0  # the pool tried first
        self.generation = 0  # bumped whenever a set is dropped
        self.allocations = 0  # vkAllocateDescriptorSets calls that made a set (tests, driver_objects)
        self.pools_made = 0

    def get(self, p: Any, key: tuple, bufs: tuple, ranges: tuple, meta: Any, meta_range: int,
            release: Callable[[list[Entry]], None]) -> Any:
        """The VkDescriptorSet[1] of pipeline `p` binding `bufs` (VkBufs, at offset 0, `ranges`
        bytes each) and the meta buffer `meta` (`meta_range` bytes from the dynamic offset); `key`
        names exactly that. Made and written on a miss (the oldest set dropped through `release`
        when the cache is full)."""
        e = self.sets.get(key)
        if e is not None:
            return e.sets
        if len(self.sets) >= MAX_SETS:
            release([self._drop(next(iter(self.sets)))])
        sets, pool = self._allocate(p)
        infos = p.infos
        for i, (b, r) in enumerate(zip(bufs, ranges)):
            info = infos[i]
            info.buffer, info.offset, info.range = b.buffer, 0, r
        info = infos[p.n - 1]
        info.buffer, info.offset, info.range = meta.buffer, 0, meta_range
        w = p.writes
        w[0].dstSet = w[1].dstSet = sets[0]
        if p.n > 1:
            self.lib.vkUpdateDescriptorSets(self.dev, 2, w, 0, self.ffi.NULL)
        else:  # no parameters: the meta buffer's write alone
            self.lib.vkUpdateDescriptorSets(self.dev, 1, w + 1, 0, self.ffi.NULL)
        e = self.sets[key] = Entry(sets, pool, key, (*bufs, meta))
        for b in e.bufs:
            self.by_buf.setdefault(id(b), {})[key] = None
        return sets

    def _allocate(self, p: Any) -> tuple[Any, Any]:
        """A new set of `p`'s layout: from the pool tried first, else the next ones, else a new pool."""
        sets = self.ffi.new("VkDescriptorSet[1]")
        r, n = 0, len(self.pools)
        for i in range(n + 1):
            if i == n:  # every pool is full (or fragmented): a new one
                self._new_pool()
                self._pool = n
            pool = self.pools[self._pool]
            p.alloc.descriptorPool = pool
            r = self.lib.vkAllocateDescriptorSets(self.dev, p.alloc, sets)
            if r == 0:
                self.allocations += 1
                return sets, pool
            if r not in OUT_OF_POOL:
                break
            self._pool = (self._pool + 1) % n if n else 0
        self._check("vkAllocateDescriptorSets", r)
        raise AssertionError("unreachable")

    def _new_pool(self) -> None:
        vk = self.vk
        self.pools.append(vk.vkCreateDescriptorPool(self.dev, vk.VkDescriptorPoolCreateInfo(
            flags=vk.VK_DESCRIPTOR_POOL_CREATE_FREE_DESCRIPTOR_SET_BIT, maxSets=POOL_SETS, poolSizeCount=2,
            pPoolSizes=[vk.VkDescriptorPoolSize(type=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                                descriptorCount=POOL_DESCRIPTORS),
                        vk.VkDescriptorPoolSize(type=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC,
                                                descriptorCount=POOL_SETS)]), None))
        self.pools_made += 1

    def _drop(self, key: tuple) -> Entry:
        """Take the set of `key` out of the cache (it is freed by whoever gets the entry)."""
        e = self.sets.pop(key)
        for b in e.bufs:
            keys = self.by_buf.get(id(b))
            if keys is not None:
                keys.pop(key, None)
                if not keys:
                    del self.by_buf[id(b)]
        self.generation += 1
        return e

    def forget(self, buf: Any) -> list[Entry]:
        """Drop every set that points at `buf` (about to be destroyed); the entries, to be freed."""
        keys = self.by_buf.get(id(buf))
        return [self._drop(k) for k in list(keys)] if keys else []

    def free(self, entries: list[Entry]) -> None:
        """Give the sets of `entries` back to their pools (no batch may bind them any more)."""
        for e in entries:
            self.lib.vkFreeDescriptorSets(self.dev, e.pool, 1, e.sets)

    def destroy(self) -> None:
        """Destroy every pool (with its sets)."""
        for pool in self.pools:
            self.vk.vkDestroyDescriptorPool(self.dev, pool, None)
        self.pools, self.sets, self.by_buf = [], {}, {}
        self.generation += 1
