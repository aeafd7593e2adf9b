"""The vulkan device's memory: the memory-type choice (device-local buffers, upload and read-back
staging where heaps are split), buffers with their own memory (`VkBuf`), the two staging buffers,
and the copies between host and device memory (`VkMemory`, the BufferedDevice primitives
`_allocate/_release/_write/_read`, mixed into VulkanDevice)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from poot_core.errors import DeviceOutOfMemory, DriverError

from .probe import TARGET

OUT_OF_MEMORY = {-1: "VK_ERROR_OUT_OF_HOST_MEMORY", -2: "VK_ERROR_OUT_OF_DEVICE_MEMORY"}
STAGE_MIN = 1 << 16  # bytes of a staging buffer at first
STAGE_CAP = 64 << 20  # bytes of one at most (larger copies go through it in chunks of this size)

def separate_heaps(vk, mem) -> bool:
    """True when host-visible memory lives outside the device-local heap (a discrete GPU)."""
    local = {i for i in range(mem.memoryHeapCount) if mem.memoryHeaps[i].flags & vk.VK_MEMORY_HEAP_DEVICE_LOCAL_BIT}
    return any(mem.memoryTypes[i].propertyFlags & vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT
               and mem.memoryTypes[i].heapIndex not in local for i in range(mem.memoryTypeCount)) and bool(local)


def memory_type(vk, mem, bits: int, want: int, avoid: int = 0) -> int:
    """The first memory type allowed by `bits` with every flag of `want` (preferring none of `avoid`)."""
    ok = [i for i in range(mem.memoryTypeCount)
          if bits & (1 << i) and (mem.memoryTypes[i].propertyFlags & want) == want]
    if not ok:
        raise DriverError(target=TARGET, call="vkGetBufferMemoryRequirements", name="no memory type",
                          message=f"no memory type with flags {want:#x} for a buffer")
    return next((i for i in ok if not mem.memoryTypes[i].propertyFlags & avoid), ok[0])


def readback_type(vk, mem, bits: int) -> int:
    """The memory type of the read-back staging buffer: host-visible, outside the device-local heap
    where possible (not the small BAR window), then HOST_CACHED (the CPU's reads of uncached,
    write-combined memory are slow), then HOST_COHERENT; the lowest index among equals."""
    flags = [int(mem.memoryTypes[i].propertyFlags) for i in range(mem.memoryTypeCount)]
    ok = [i for i in range(mem.memoryTypeCount) if bits & (1 << i) and flags[i] & vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT]
    if not ok:
        raise DriverError(target=TARGET, call="vkGetBufferMemoryRequirements", name="no memory type",
                          message="no host-visible memory type for the read-back staging buffer")
    return min(ok, key=lambda i: (bool(flags[i] & vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT),
                                  not flags[i] & vk.VK_MEMORY_PROPERTY_HOST_CACHED_BIT,
                                  not flags[i] & vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, i))


def bar_type(vk, mem, bits: int) -> int | None:
    """A device-local memory type the host maps coherently (the BAR window of a discrete GPU), or
    None: where heaps are split, the meta words live there, written and read by the host in place."""
    want = (vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT
            | vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)
    return next((i for i in range(mem.memoryTypeCount)
                 if bits & (1 << i) and (mem.memoryTypes[i].propertyFlags & want) == want), None)


@dataclass(eq=False)
class VkBuf:
    """A VkBuffer with its own memory; `bytes` maps it (host-visible memory, mapped for its life;
    not `coherent`: flushed after the host writes it, invalidated before the host reads it)."""

    buffer: Any
    memory: Any
    size: int
    bytes: np.ndarray | None = None  # uint8 view of the mapping
    coherent: bool = True
    type_index: int = -1  # its memory type


class VkMemory:
    """Buffers, staging and host<->device copies of a VulkanDevice (which supplies `vk`, `dev`,
    `info`, `staging`, `pool`, `lib`, `ffi`, the transfer command buffer `xfer_cb` in
    `xfer_cbs`, its fence `xfer_fence`, `begin`, `submit`, `stages`, `barriers`, `copy`, `_descriptors`,
`_retire_sets`, `_run` and `_check`). A device buffer's cached descriptor sets are dropped before
it is destroyed."""

    vk: Any
    dev: Any
    info: Any
    staging: bool
    pool: Any
    lib: Any
    ffi: Any
    xfer_cb: Any
    xfer_cbs: Any  # VkCommandBuffer[1] holding xfer_cb
    xfer_fence: Any
    begin: Any
    submit: Any
    stages: dict[str, int]
    barriers: dict[str, Any]
    copy: Any
    vk_allocations: int
    _buffers: dict[int, "VkBuf"]
    _types: dict[tuple[int, bool, bool], int]
    _staged: dict[bool, "VkBuf"]

    _descriptors: Any  # descriptors.DescriptorCache (batch.Submission)
    _retire_sets: Callable[[list], None]  # free dropped descriptor sets when no batch binds them (batch.Submission)
    _run: Callable[[Any, str], None]  # submit `submit` with a fence and wait (batch.Submission)
    _check: Callable[[str, int], None]

    def _allocate(self, nbytes: int) -> VkBuf:
        buf = self._buffer(nbytes, host=not self.staging)
        self._buffers[id(buf)] = buf
        return buf

    def _release(self, handle: VkBuf) -> None:
        if self._buffers.pop(id(handle), None) is not None:
            # no cached descriptor set may point at a destroyed buffer (descriptors.py)
            self._retire_sets(self._descriptors.forget(handle))
            self._destroy(handle)

    def _write(self, handle: VkBuf, data: np.ndarray) -> None:
        n = data.size
        if not n:
            return
        if handle.bytes is not None:
            handle.bytes[:n] = data
            self._host_wrote(handle, n)
            return
        for off in range(0, n, STAGE_CAP):
            m = min(STAGE_CAP, n - off)
            stage = self._staging(m, read=False)
            assert stage.bytes is not None
            stage.bytes[:m] = data[off:off + m]
            self._host_wrote(stage, m)
            self._transfer(stage, handle, m, dst_offset=off)

    def _read(self, handle: VkBuf, nbytes: int) -> np.ndarray:
        if not nbytes:
            return np.zeros(0, np.uint8)
        if handle.bytes is not None:
            self._host_reads(handle, nbytes)
            return handle.bytes[:nbytes].copy()
        stage = self._staging(min(nbytes, STAGE_CAP), read=True)
        assert stage.bytes is not None
        if nbytes <= STAGE_CAP:
            self._transfer(handle, stage, nbytes)
            self._host_reads(stage, nbytes)
            return stage.bytes[:nbytes].copy()  # the one copy out of the mapping
        out = np.empty(nbytes, np.uint8)
        for off in range(0, nbytes, STAGE_CAP):
            m = min(STAGE_CAP, nbytes - off)
            self._transfer(handle, stage, m, src_offset=off)
            self._host_reads(stage, m)
            out[off:off + m] = stage.bytes[:m]
        return out

    def _host_wrote(self, b: VkBuf, nbytes: int) -> None:
        """Make the host's writes to a mapping visible to the device (non-coherent memory only)."""
        if not b.coherent:
            self.vk.vkFlushMappedMemoryRanges(self.dev, 1, [self._range(b)])

    def _host_reads(self, b: VkBuf, nbytes: int) -> None:
        """Make the device's writes to a mapping visible to the host (non-coherent memory only)."""
        if not b.coherent:
            self.vk.vkInvalidateMappedMemoryRanges(self.dev, 1, [self._range(b)])

    def _range(self, b: VkBuf) -> Any:
        # the whole mapping: it starts at 0 and a staging buffer's size is a power of two of at
        # least STAGE_MIN, so both ends are multiples of nonCoherentAtomSize
        return self.vk.VkMappedMemoryRange(memory=b.memory, offset=0, size=b.size)

    def _buffer(self, size: int, host: bool, read: bool = False, bar: bool = False) -> VkBuf:
        """A buffer of `size` bytes with its own memory: host-visible and mapped (`host`; in system
        memory where heaps are split; `read`: the read-back staging type; `bar`: device-local and
        mapped, the bar_type), else device-local. DeviceOutOfMemory when there is none."""
        vk = self.vk
        usage = (vk.VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | vk.VK_BUFFER_USAGE_TRANSFER_SRC_BIT
                 | vk.VK_BUFFER_USAGE_TRANSFER_DST_BIT)
        try:
            buf = vk.vkCreateBuffer(self.dev, vk.VkBufferCreateInfo(size=size, usage=usage,
                                                                    sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE), None)
        except (vk.VkErrorOutOfHostMemory, vk.VkErrorOutOfDeviceMemory) as e:
            raise self._oom("vkCreateBuffer", e, size) from None
        req = vk.vkGetBufferMemoryRequirements(self.dev, buf)
        found = bar_type(vk, self.info.memory, int(req.memoryTypeBits)) if bar else None
        if bar and found is None:
            vk.vkDestroyBuffer(self.dev, buf, None)
            raise DriverError(target=TARGET, call="vkGetBufferMemoryRequirements", name="no memory type",
                              message="no device-local host-visible memory type for a meta buffer")
        idx = found if found is not None else self._memory_type(int(req.memoryTypeBits), host, read)
        host = host or bar
        try:
            mem = vk.vkAllocateMemory(self.dev, vk.VkMemoryAllocateInfo(allocationSize=req.size, memoryTypeIndex=idx),
                                      None)
        except (vk.VkErrorOutOfHostMemory, vk.VkErrorOutOfDeviceMemory) as e:
            vk.vkDestroyBuffer(self.dev, buf, None)
            raise self._oom("vkAllocateMemory", e, size) from None
        self.vk_allocations += 1
        vk.vkBindBufferMemory(self.dev, buf, mem, 0)
        view = np.frombuffer(vk.vkMapMemory(self.dev, mem, 0, size, 0), np.uint8) if host else None
        flags = int(self.info.memory.memoryTypes[idx].propertyFlags)
        return VkBuf(buf, mem, size, view, bool(flags & vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT), idx)

    def _oom(self, call: str, e: Exception, size: int) -> DeviceOutOfMemory:
        code = -1 if isinstance(e, self.vk.VkErrorOutOfHostMemory) else -2
        return DeviceOutOfMemory(target=TARGET, call=call, code=code, name=OUT_OF_MEMORY[code], nbytes=size,
                                 what="a device buffer", in_use=self.pool.in_use)

    def _memory_type(self, bits: int, host: bool, read: bool = False) -> int:
        key = (bits, host, read)
        if key not in self._types:
            vk = self.vk
            if read:
                self._types[key] = readback_type(vk, self.info.memory, bits)
                return self._types[key]
            if host:  # staging lives in system memory (not the small BAR window); direct mode takes any
                want = vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                avoid = vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT if self.staging else 0
            else:
                want, avoid = vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT
            self._types[key] = memory_type(vk, self.info.memory, bits, want, avoid)
        return self._types[key]

    def _destroy(self, b: VkBuf) -> None:
        vk = self.vk
        if b.bytes is not None:
            vk.vkUnmapMemory(self.dev, b.memory)
            b.bytes = None
        vk.vkDestroyBuffer(self.dev, b.buffer, None)
        vk.vkFreeMemory(self.dev, b.memory, None)

    def _staging(self, nbytes: int, read: bool) -> VkBuf:
        """The read-back (`read`) or upload staging buffer, grown to at least `nbytes` (a power of
        two from STAGE_MIN; kept between copies)."""
        stage = self._staged.get(read)
        if stage is None or stage.size < nbytes:
            if stage is not None:
                self._destroy(self._staged.pop(read))
            stage = self._staged[read] = self._buffer(max(STAGE_MIN, 1 << (nbytes - 1).bit_length()), host=True,
                                                      read=read)
        return stage

    def _transfer(self, src: VkBuf, dst: VkBuf, nbytes: int, src_offset: int = 0, dst_offset: int = 0) -> None:
        """Copy `nbytes` from `src` to `dst` now, after all earlier work of the queue (its own
        command buffer and fence; the batch being recorded does not use either buffer)."""
        lib, ffi, st, cb = self.lib, self.ffi, self.stages, self.xfer_cb
        self._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(cb, self.begin))
        lib.vkCmdPipelineBarrier(cb, st["compute"] | st["transfer"], st["transfer"], 0, 1, self.barriers["before_copy"],
                                 0, ffi.NULL, 0, ffi.NULL)
        self._copy(cb, src, dst, nbytes, src_offset, dst_offset)
        lib.vkCmdPipelineBarrier(cb, st["transfer"], st["compute"] | st["transfer"] | st["host"], 0, 1,
                                 self.barriers["after_copy"], 0, ffi.NULL, 0, ffi.NULL)
        self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cb))
        self.submit.commandBufferCount, self.submit.pCommandBuffers = 1, self.xfer_cbs
        self._run(self.xfer_fence, "a copy between host and device memory")

    def _copy(self, cb: Any, src: VkBuf, dst: VkBuf, nbytes: int, src_offset: int = 0, dst_offset: int = 0) -> None:
        self.copy.srcOffset, self.copy.dstOffset, self.copy.size = src_offset, dst_offset, nbytes
        self.lib.vkCmdCopyBuffer(cb, src.buffer, dst.buffer, 1, self.copy)

