"""Raw Vulkan driver of the device protocol: one VkDevice and queue per physical device (every
optional feature it offers, robustBufferAccess on), device-local buffers with staging only where
heaps are split, one command buffer per batch of dispatches (compute->compute barriers between
them), descriptor sets from pools reset per batch, pipelines cached per module, meta records in
pooled arenas, one fence per batch. Staging: one upload buffer (host-coherent system memory) and
one read-back buffer (host-cached where the device offers it: the CPU reads uncached memory
slowly), each kept and grown by powers of two up to STAGE_CAP (larger copies go in chunks).
The one-shot `run` (execute from host arrays) where heaps are split and nothing is queued puts
its uploads, the dispatch and its downloads in one submission (the uploads in the batch's
prologue, the downloads after its compute-to-transfer barrier) - one fence wait instead of one
per copy."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.backends.spirv.coopmat import MatrixShape
from poot_core.backends.spirv.host import SpirvDevice, SpirvKernel, kernel_key
from poot_core.errors import CodegenError, DeviceLost, DeviceOutOfMemory, DriverError
from poot_core.ir.nodes import Body
from poot_core.runtime import Arg, check_reps
from poot_core.target import Artifact, DeviceBuffer, Grid

from .probe import COOP_EXTENSION, TARGET, PhysicalInfo, choose, import_vk

META_CHUNK = 64 * 1024  # bytes of one meta arena chunk (a batch takes as many as it needs; kept)
POOL_SETS = 256  # descriptor sets per descriptor pool (a batch takes as many pools as it needs; kept)
POOL_DESCRIPTORS = 8 * POOL_SETS
OUT_OF_POOL = (-1000069000, -12)  # VK_ERROR_OUT_OF_POOL_MEMORY, VK_ERROR_FRAGMENTED_POOL
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


@dataclass(eq=False)
class Pipeline:
    """A module's compute pipeline and the structures each dispatch of it fills in (made once)."""

    pipe: Any
    layout: Any
    dsl: Any
    module: Any
    n: int  # bindings: the parameters, then the meta buffer
    alloc: Any  # VkDescriptorSetAllocateInfo*
    sets: Any  # VkDescriptorSet[1]
    infos: Any  # VkDescriptorBufferInfo[n]
    writes: Any  # VkWriteDescriptorSet* (the n bindings in one write)
    keep: list = field(default_factory=list)  # cffi objects the above point into


@dataclass(eq=False)
class MetaChunk:
    """Part of the meta arena: the buffer shaders bind and, where heaps are split, its staging twin."""

    device: VkBuf
    host: VkBuf
    words: np.ndarray  # uint32 view of the host mapping
    used: int = 0  # bytes taken by this batch


class VulkanDevice(SpirvDevice):
    """A physical device behind the device protocol (one VkDevice and queue, kept for the process)."""

    target = TARGET

    def __init__(self, info: PhysicalInfo | None = None, staging: bool | None = None) -> None:
        vk = self.vk = import_vk()
        self.ffi, self.lib = vk.ffi, vk.lib
        self.info = info or choose()
        self.name, self.caps = self.info.describe, self.info.caps
        self.staging = separate_heaps(vk, self.info.memory) if staging is None else bool(staging)
        limits = vk.vkGetPhysicalDeviceProperties(self.info.handle).limits
        self.align = max(16, int(limits.minStorageBufferOffsetAlignment))
        # device timers: timestamp queries where the queue family writes them (timestampValidBits > 0)
        family = vk.vkGetPhysicalDeviceQueueFamilyProperties(self.info.handle)[self.info.queue_family]
        self.timestamp_bits = int(family.timestampValidBits)
        self.timestamp_period = float(limits.timestampPeriod)  # nanoseconds per tick
        self.timer = "vulkan-timestamps" if self.timestamp_bits else "host"
        self._queries: Any = None  # the timestamp query pool (made by time_dispatches)
        self._query_count = 0
        self._stamp: int | None = None  # the next query of the timed dispatches being recorded, else None
        self.pipeline_builds = 0  # pipelines built (the cache is per module)
        self.vk_allocations = 0  # vkAllocateMemory calls (buffers, staging, meta arena)
        self.descriptor_pools = 0  # descriptor pools created
        self.submits = 0  # queue submissions (batches of dispatches, copies through staging)
        self._pipelines: dict[str, Pipeline] = {}
        self._buffers: dict[int, VkBuf] = {}  # every buffer of the device, by id (released at close)
        self._types: dict[tuple[int, bool, bool], int] = {}
        self._chunks: list[MetaChunk] = []
        self._chunk = 0  # the chunk the batch writes now
        self._pools: list[Any] = []
        self._pool, self._sets_left, self._descs_left = -1, 0, 0
        self._open = False  # the batch command buffer is recording
        self._bound = None  # the pipeline bound last in it
        self._staged: dict[bool, VkBuf] = {}  # the staging buffers (split heaps): read-back (True), upload
        # copies the next batch records (the one-shot `run`): (src, dst, bytes, src offset, dst offset)
        self._pending_up: list[tuple[VkBuf, VkBuf, int, int, int]] = []
        self._pending_down: list[tuple[VkBuf, VkBuf, int, int, int]] = []
        self.enabled = self._create_device()
        self._command_objects()
        super().__init__()

    # --- the device and its fixed objects --------------------------------------------------------
    def _create_device(self) -> frozenset[str]:
        """One VkDevice with every optional feature the physical device offers that a module may
        need (so any pipeline can use any buffer); the enabled feature names."""
        vk, info = self.vk, self.info
        v12 = info.api_version >= (1, 2, 0)
        q12 = vk.VkPhysicalDeviceVulkan12Features() if v12 else None
        q11 = vk.VkPhysicalDeviceVulkan11Features(pNext=q12) if v12 else vk.VkPhysicalDevice16BitStorageFeatures()
        q2 = vk.VkPhysicalDeviceFeatures2(pNext=q11)
        vk.vkGetPhysicalDeviceFeatures2(info.handle, q2)
        b, on = q2.features, set()

        def offered(name: str, flag) -> bool:
            if flag:
                on.add(name)
            return bool(flag)
        base = vk.VkPhysicalDeviceFeatures(robustBufferAccess=offered("robust", b.robustBufferAccess),
                                           shaderFloat64=offered("f64", b.shaderFloat64),
                                           shaderInt64=offered("int64", b.shaderInt64),
                                           shaderInt16=offered("int16", b.shaderInt16))
        if v12 and q12 is not None:
            vmm = offered("vulkan_memory_model", q12.vulkanMemoryModel)
            offered("vulkan_memory_model_device_scope", vmm and q12.vulkanMemoryModelDeviceScope)
            f12 = vk.VkPhysicalDeviceVulkan12Features(
                shaderFloat16=offered("f16", q12.shaderFloat16),
                shaderBufferInt64Atomics=offered("int64_atomics", q12.shaderBufferInt64Atomics),
                vulkanMemoryModel=vmm, vulkanMemoryModelDeviceScope=vmm and bool(q12.vulkanMemoryModelDeviceScope))
            f11 = vk.VkPhysicalDeviceVulkan11Features(pNext=f12, storageBuffer16BitAccess=offered(
                "storage16", q11.storageBuffer16BitAccess))
        else:
            f11 = vk.VkPhysicalDevice16BitStorageFeatures(storageBuffer16BitAccess=offered(
                "storage16", q11.storageBuffer16BitAccess))
        head = f11
        # float controls (DenormPreserve) are core in Vulkan 1.2; before that, an extension
        exts = ["VK_KHR_shader_float_controls"] if info.has.get("float_controls") and not v12 else []
        if info.has.get("cooperative_matrix"):  # probe.cooperative_matrix: the shapes Wmma may use
            head = vk.VkPhysicalDeviceCooperativeMatrixFeaturesKHR(pNext=f11, cooperativeMatrix=vk.VK_TRUE)
            exts.append(COOP_EXTENSION)
            on.add("cooperative_matrix")
        f2 = vk.VkPhysicalDeviceFeatures2(pNext=head, features=base)
        qinfo = vk.VkDeviceQueueCreateInfo(queueFamilyIndex=info.queue_family, queueCount=1, pQueuePriorities=[1.0])
        try:
            self.dev = vk.vkCreateDevice(info.handle, vk.VkDeviceCreateInfo(
                pNext=f2, queueCreateInfoCount=1, pQueueCreateInfos=[qinfo], enabledExtensionCount=len(exts),
                ppEnabledExtensionNames=exts or None), None)
        except vk.VkError as e:
            raise DriverError(target=TARGET, call="vkCreateDevice", name=type(e).__name__,
                              message=f"on {info.describe}") from e
        self.queue = vk.vkGetDeviceQueue(self.dev, info.queue_family, 0)
        on |= {n for n in ("subgroup", "float_controls") if info.has.get(n)}
        return frozenset(on)

    def _command_objects(self) -> None:
        """The command pool, the batch's command buffers (prologue for split heaps, body), the
        transfer command buffer, their fences and the structures each sync fills in."""
        vk, ffi = self.vk, self.ffi
        self.cmd_pool = vk.vkCreateCommandPool(self.dev, vk.VkCommandPoolCreateInfo(
            queueFamilyIndex=self.info.queue_family, flags=vk.VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT), None)
        cbs = vk.vkAllocateCommandBuffers(self.dev, vk.VkCommandBufferAllocateInfo(
            commandPool=self.cmd_pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY, commandBufferCount=3))
        self.cbs = ffi.new("VkCommandBuffer[3]", [cbs[0], cbs[1], cbs[2]])  # [prologue, batch, transfer]
        self.cb, self.pre_cb, self.xfer_cb = cbs[1], cbs[0], cbs[2]
        self.fences = ffi.new("VkFence[2]", [vk.vkCreateFence(self.dev, vk.VkFenceCreateInfo(), None)
                                             for _ in range(2)])  # [batch, transfer]
        self.begin = ffi.new("VkCommandBufferBeginInfo*", {
            "sType": vk.VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
            "flags": vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT})
        self.submit = ffi.new("VkSubmitInfo*", {"sType": vk.VK_STRUCTURE_TYPE_SUBMIT_INFO})
        R, W = vk.VK_ACCESS_SHADER_READ_BIT, vk.VK_ACCESS_SHADER_WRITE_BIT
        TR, TW, HR = vk.VK_ACCESS_TRANSFER_READ_BIT, vk.VK_ACCESS_TRANSFER_WRITE_BIT, vk.VK_ACCESS_HOST_READ_BIT
        self.barriers = {  # (src access, dst access) of each memory barrier, by its use
            "compute": (W, R | W),  # between dispatches
            "compute_to_host": (W, HR),  # the batch's end, direct memory
            "compute_to_transfer": (W, TR), "transfer_to_host": (TW, HR),  # the batch's end, staging
            "transfer_to_compute": (TW, R | W),  # after the meta prologue
            "before_copy": (W | TW, TR | TW), "after_copy": (TW, R | W | TR | TW | HR)}  # an upload/download
        for key, (src, dst) in self.barriers.items():
            self.barriers[key] = ffi.new("VkMemoryBarrier*", {"sType": vk.VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                                              "srcAccessMask": src, "dstAccessMask": dst})
        self.copy = ffi.new("VkBufferCopy*")
        self.stages = {"compute": vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, "transfer": vk.VK_PIPELINE_STAGE_TRANSFER_BIT,
                       "host": vk.VK_PIPELINE_STAGE_HOST_BIT}
        self._compute, self._compute_barrier = self.stages["compute"], self.barriers["compute"]
        self._bind_compute = vk.VK_PIPELINE_BIND_POINT_COMPUTE

    # --- what the SPIR-V device asks of a loader -------------------------------------------------
    def _has(self) -> dict[str, bool]:
        return dict(self.info.has)

    def _max_count(self) -> tuple[int, int, int]:
        return self.info.max_count

    def _matrix(self) -> tuple[tuple[MatrixShape, ...], str]:
        return self.info.matrix, self.info.matrix_note

    def _subgroup(self) -> tuple[int, bool]:
        return self.info.caps.subgroup_size, bool(self.info.has.get("subgroup_shuffle"))

    def driver_objects(self) -> dict[str, int]:
        return {"vkAllocateMemory": self.vk_allocations, "descriptor pools": self.descriptor_pools,
                "pipelines": self.pipeline_builds, "meta chunks": len(self._chunks), "submits": self.submits}

    def _pipeline(self, art: Artifact, body: Body, spv: bytes) -> Pipeline:
        key = kernel_key(spv)
        hit = self._pipelines.get(key)
        if hit is not None:
            return hit
        vk, ffi, n = self.vk, self.ffi, len(body.params) + 1
        try:
            module = vk.vkCreateShaderModule(self.dev, vk.VkShaderModuleCreateInfo(codeSize=len(spv), pCode=spv), None)
            dsl = vk.vkCreateDescriptorSetLayout(self.dev, vk.VkDescriptorSetLayoutCreateInfo(
                bindingCount=n, pBindings=[vk.VkDescriptorSetLayoutBinding(
                    binding=i, descriptorType=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, descriptorCount=1,
                    stageFlags=vk.VK_SHADER_STAGE_COMPUTE_BIT) for i in range(n)]), None)
            layout = vk.vkCreatePipelineLayout(self.dev, vk.VkPipelineLayoutCreateInfo(
                setLayoutCount=1, pSetLayouts=[dsl]), None)
            stage = vk.VkPipelineShaderStageCreateInfo(stage=vk.VK_SHADER_STAGE_COMPUTE_BIT, module=module, pName="main")
            pipe = vk.vkCreateComputePipelines(self.dev, vk.VK_NULL_HANDLE, 1, [vk.VkComputePipelineCreateInfo(
                stage=stage, layout=layout)], None)[0]  # a cdata array of one
        except vk.VkError as e:
            raise CodegenError(target=TARGET, kernel=body.name,
                               message=f"the driver refused the SPIR-V module ({type(e).__name__})") from e
        layouts = ffi.new("VkDescriptorSetLayout[1]", [dsl])
        alloc = ffi.new("VkDescriptorSetAllocateInfo*", {
            "sType": vk.VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, "descriptorSetCount": 1, "pSetLayouts": layouts})
        sets, infos = ffi.new("VkDescriptorSet[1]"), ffi.new(f"VkDescriptorBufferInfo[{n}]")
        # one write for all n bindings: they are consecutive and alike, so the update runs on
        # from binding 0 into the next ones (vkUpdateDescriptorSets' consecutive binding updates)
        writes = ffi.new("VkWriteDescriptorSet*", {
            "sType": vk.VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, "dstBinding": 0, "descriptorCount": n,
            "descriptorType": vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, "pBufferInfo": infos})
        self.pipeline_builds += 1
        p = self._pipelines[key] = Pipeline(pipe, layout, dsl, module, n, alloc, sets, infos, writes, [layouts])
        return p

    def _dispatch(self, kernel: SpirvKernel, args: list[Arg], meta: np.ndarray, groups: tuple[int, int, int]) -> Any:
        lib, null, p = self.lib, self.ffi.NULL, kernel.pipeline
        chunk, offset, token = self._meta_record(meta)
        self._descriptor_set(p)
        infos, sizes = p.infos, kernel.itemsizes
        i = 0
        for a in args:  # offsets stay 0; the range is binding_range(count, itemsize)
            info = infos[i]
            info.buffer = a.handle.buffer
            nbytes = a.count * sizes[i]
            info.range = 16 if nbytes <= 16 else (nbytes + 15) & ~15
            i += 1
        info = infos[i]
        info.buffer, info.offset, info.range = chunk.device.buffer, offset, meta.nbytes
        p.writes.dstSet = p.sets[0]
        lib.vkUpdateDescriptorSets(self.dev, 1, p.writes, 0, null)
        cb, compute = self.cb, self._compute
        if not self._open:
            self._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(cb, self.begin))
            self._open = True
        # each dispatch sees the writes of the ones before it (this batch's and earlier batches')
        lib.vkCmdPipelineBarrier(cb, compute, compute, 0, 1, self._compute_barrier, 0, null, 0, null)
        if self._bound is not p.pipe:
            lib.vkCmdBindPipeline(cb, self._bind_compute, p.pipe)
            self._bound = p.pipe
        lib.vkCmdBindDescriptorSets(cb, self._bind_compute, p.layout, 0, 1, p.sets, 0, null)
        q = self._stamp
        if q is None:
            lib.vkCmdDispatch(cb, *groups)
            return token
        if q == 0:  # the first timed dispatch: the pool's queries are reset in the same batch first
            lib.vkCmdResetQueryPool(cb, self._queries, 0, self._query_count)
        # written when every command before it has finished its compute stage (the previous
        # dispatch), and when this dispatch has
        lib.vkCmdWriteTimestamp(cb, compute, self._queries, q)
        lib.vkCmdDispatch(cb, *groups)
        lib.vkCmdWriteTimestamp(cb, compute, self._queries, q + 1)
        self._stamp = q + 2
        return token

    def time_dispatches(self, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid,
                        reps: int) -> list[float]:
        """Milliseconds of each of `reps` dispatches by timestamp queries (`timer`
        "vulkan-timestamps"): a timestamp before and after each dispatch of one batch, read with
        vkGetQueryPoolResults after its sync and scaled by timestampPeriod; the host clock where
        the queue family has no timestamps."""
        if self.timer == "host":
            return super().time_dispatches(art, buffers, grid, reps)
        check_reps(reps)
        self.sync()
        vk, lib, n = self.vk, self.lib, 2 * reps
        if self._query_count < n:
            if self._queries is not None:
                vk.vkDestroyQueryPool(self.dev, self._queries, None)
                self._queries, self._query_count = None, 0
            self._queries = vk.vkCreateQueryPool(self.dev, vk.VkQueryPoolCreateInfo(
                queryType=vk.VK_QUERY_TYPE_TIMESTAMP, queryCount=n), None)
            self._query_count = n
        self._stamp = 0
        try:
            for _ in range(reps):
                self.launch(art, buffers, grid)
        finally:
            self._stamp = None
        self.sync()
        ticks = self.ffi.new(f"uint64_t[{n}]")
        self._check("vkGetQueryPoolResults", lib.vkGetQueryPoolResults(
            self.dev, self._queries, 0, n, 8 * n, ticks, 8, vk.VK_QUERY_RESULT_64_BIT | vk.VK_QUERY_RESULT_WAIT_BIT))
        mask = (1 << self.timestamp_bits) - 1  # the counter wraps at its valid bits
        return [((ticks[2 * i + 1] - ticks[2 * i]) & mask) * self.timestamp_period * 1e-6 for i in range(reps)]

    def _finish(self, tokens: list[Any]) -> list[np.ndarray]:
        """Close the batch (read-back barriers and, where heaps are split, the meta copies), submit
        it with one fence, wait (POOT_SYNC_TIMEOUT_S: past it the device is lost), reset the
        batch's pools; the meta words of each dispatch."""
        lib, ffi, st = self.lib, self.ffi, self.stages
        if not self._open:  # nothing recorded since the last batch
            if tokens:
                raise DriverError(target=TARGET, call="vkQueueSubmit", name="no batch",
                                  message=f"{len(tokens)} dispatches to wait for but none recorded (a loader bug)")
            return []
        used = [c for c in self._chunks if c.used]
        cb = self.cb
        if self.staging:
            pre = self.pre_cb
            self._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(pre, self.begin))
            for c in used:
                self._copy(pre, c.host, c.device, c.used)
            for cp in self._pending_up:
                self._copy(pre, *cp)
            lib.vkCmdPipelineBarrier(pre, st["transfer"], st["compute"], 0, 1, self.barriers["transfer_to_compute"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(pre))
            lib.vkCmdPipelineBarrier(cb, st["compute"], st["transfer"], 0, 1, self.barriers["compute_to_transfer"], 0,
                                     ffi.NULL, 0, ffi.NULL)
            for c in used:
                self._copy(cb, c.device, c.host, c.used)
            for cp in self._pending_down:
                self._copy(cb, *cp)
            lib.vkCmdPipelineBarrier(cb, st["transfer"], st["host"], 0, 1, self.barriers["transfer_to_host"], 0,
                                     ffi.NULL, 0, ffi.NULL)
        else:
            lib.vkCmdPipelineBarrier(cb, st["compute"], st["host"], 0, 1, self.barriers["compute_to_host"], 0,
                                     ffi.NULL, 0, ffi.NULL)
        self._open, self._bound = False, None
        self._pending_up, self._pending_down = [], []
        self._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cb))
        self.submit.commandBufferCount = 2 if self.staging else 1
        self.submit.pCommandBuffers = self.cbs if self.staging else self.cbs + 1
        self._run(self.fences + 0, "the batch of dispatches")
        for i in range(self._pool + 1):
            lib.vkResetDescriptorPool(self.dev, self._pools[i], 0)
        self._pool, self._sets_left, self._descs_left = -1, 0, 0
        for c in used:
            c.used = 0
        self._chunk = 0
        return [self._chunks[ci].words[w:w + n] for ci, w, n in tokens]

    # --- the one-shot run ------------------------------------------------------------------------
    def run(self, art: Artifact, arrays: Mapping[str, np.ndarray], grid: Grid) -> dict[str, np.ndarray]:
        """Device.run in one submission where heaps are split (module doc): every array written
        into the upload staging buffer (16-byte aligned offsets), copied to its device buffer by
        the batch's prologue; the `&mut` ones copied back into the read-back staging buffer after
        the dispatch, in the same command buffer. Anything else (direct memory, dispatches
        queued, more than STAGE_CAP either way) is the protocol's run."""
        body = self.body_of(art)
        if not self.staging or self._queue or self._open:
            return super().run(art, arrays, grid)
        flats, up, down = {}, 0, 0
        for p in body.params:
            a = arrays[p.name]
            if not isinstance(a, np.ndarray):
                return super().run(art, arrays, grid)  # its error
            flats[p.name] = np.ascontiguousarray(a).reshape(-1).astype(self.storage_dtype(a.dtype), copy=False).view(np.uint8)
            size = -(-flats[p.name].nbytes // 16) * 16
            up += size
            down += size if p.mutable else 0
        if up > STAGE_CAP or down > STAGE_CAP:
            return super().run(art, arrays, grid)
        bufs: dict[str, DeviceBuffer] = {}
        try:
            stage = self._staging(max(up, 1), read=False)
            assert stage.bytes is not None
            off = 0
            for p in body.params:
                a, flat = arrays[p.name], flats[p.name]
                b = bufs[p.name] = self.alloc(a.nbytes, a.dtype)
                if flat.nbytes:
                    stage.bytes[off:off + flat.nbytes] = flat
                    self._pending_up.append((stage, b.block.handle, flat.nbytes, off, 0))
                    off += -(-flat.nbytes // 16) * 16
            self._host_wrote(stage, off)
            self.launch(art, bufs, grid)
            back = self._staging(max(down, 1), read=True)
            assert back.bytes is not None
            where, off = {}, 0
            for p in body.params:
                n = flats[p.name].nbytes
                if p.mutable:
                    where[p.name] = (off, n)
                    if n:
                        self._pending_down.append((bufs[p.name].block.handle, back, n, 0, off))
                        off += -(-n // 16) * 16
            self.sync()  # a fault raises here: nothing is read back
            self._host_reads(back, off)
            out = {}
            for p in body.params:
                if p.mutable:
                    o, n = where[p.name]
                    a = arrays[p.name]
                    store = self.storage_dtype(a.dtype)
                    raw = back.bytes[o:o + n].copy().view(store)
                    v = (raw != 0) if a.dtype == np.bool_ and store != np.bool_ else raw.astype(a.dtype, copy=False)
                    out[p.name] = v.reshape(np.shape(a))
            return out
        finally:
            self._pending_up, self._pending_down = [], []
            for b in bufs.values():
                self.free(b)

    # --- buffers ------------------------------------------------------------------------------
    def _allocate(self, nbytes: int) -> VkBuf:
        buf = self._buffer(nbytes, host=not self.staging)
        self._buffers[id(buf)] = buf
        return buf

    def _release(self, handle: VkBuf) -> None:
        if self._buffers.pop(id(handle), None) is not None:
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

    def _buffer(self, size: int, host: bool, read: bool = False) -> VkBuf:
        """A buffer of `size` bytes with its own memory: host-visible and mapped (`host`; in system
        memory where heaps are split; `read`: the read-back staging type), else device-local.
        DeviceOutOfMemory when there is none."""
        vk = self.vk
        usage = (vk.VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | vk.VK_BUFFER_USAGE_TRANSFER_SRC_BIT
                 | vk.VK_BUFFER_USAGE_TRANSFER_DST_BIT)
        try:
            buf = vk.vkCreateBuffer(self.dev, vk.VkBufferCreateInfo(size=size, usage=usage,
                                                                    sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE), None)
        except (vk.VkErrorOutOfHostMemory, vk.VkErrorOutOfDeviceMemory) as e:
            raise self._oom("vkCreateBuffer", e, size) from None
        req = vk.vkGetBufferMemoryRequirements(self.dev, buf)
        idx = self._memory_type(int(req.memoryTypeBits), host, read)
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
        self.submit.commandBufferCount, self.submit.pCommandBuffers = 1, self.cbs + 2
        self._run(self.fences + 1, "a copy between host and device memory")

    def _copy(self, cb: Any, src: VkBuf, dst: VkBuf, nbytes: int, src_offset: int = 0, dst_offset: int = 0) -> None:
        self.copy.srcOffset, self.copy.dstOffset, self.copy.size = src_offset, dst_offset, nbytes
        self.lib.vkCmdCopyBuffer(cb, src.buffer, dst.buffer, 1, self.copy)

    # --- the batch's pooled objects ---------------------------------------------------------------
    def _meta_record(self, meta: np.ndarray) -> tuple[MetaChunk, int, tuple[int, int, int]]:
        """Room for one dispatch's meta words in the arena, filled in; (chunk, byte offset, token)."""
        need = -(-meta.nbytes // self.align) * self.align
        while True:
            if self._chunk == len(self._chunks):
                size = max(META_CHUNK, need)
                dev = self._buffer(size, host=not self.staging)
                host = self._buffer(size, host=True) if self.staging else dev
                assert host.bytes is not None
                self._chunks.append(MetaChunk(dev, host, host.bytes.view(np.uint32)))
            c = self._chunks[self._chunk]
            if c.used + need <= c.host.size:
                break
            self._chunk += 1
        offset = c.used
        w = offset // 4
        c.words[w:w + meta.size] = meta
        c.used += need
        return c, offset, (self._chunk, w, meta.size)

    def _descriptor_set(self, p: Pipeline) -> None:
        """A descriptor set of `p`'s layout into `p.sets[0]`, from the batch's pools."""
        for attempt in range(2):
            if self._sets_left < 1 or self._descs_left < p.n or attempt:
                self._next_pool()
            p.alloc.descriptorPool = self._pools[self._pool]
            r = self.lib.vkAllocateDescriptorSets(self.dev, p.alloc, p.sets)
            if r == 0:
                self._sets_left -= 1
                self._descs_left -= p.n
                return
            if r not in OUT_OF_POOL:
                break
        self._check("vkAllocateDescriptorSets", r)

    def _next_pool(self) -> None:
        vk = self.vk
        self._pool += 1
        if self._pool == len(self._pools):
            self._pools.append(vk.vkCreateDescriptorPool(self.dev, vk.VkDescriptorPoolCreateInfo(
                maxSets=POOL_SETS, poolSizeCount=1, pPoolSizes=[vk.VkDescriptorPoolSize(
                    type=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, descriptorCount=POOL_DESCRIPTORS)]), None))
            self.descriptor_pools += 1
        self._sets_left, self._descs_left = POOL_SETS, POOL_DESCRIPTORS

    # --- submission --------------------------------------------------------------------------
    def _run(self, fence: Any, what: str) -> None:
        """Submit `self.submit` with `fence` and wait for it (POOT_SYNC_TIMEOUT_S); a dispatch that
        does not finish in time, or a failed submit or wait, loses the device."""
        lib = self.lib
        r = lib.vkQueueSubmit(self.queue, 1, self.submit, fence[0])
        self.submits += 1
        if r != 0:
            self._lose(f"vkQueueSubmit of {what} failed ({self._name(r)})")
        timeout = knobs.sync_timeout_s()
        r = lib.vkWaitForFences(self.dev, 1, fence, self.vk.VK_TRUE, int(timeout * 1e9))
        if r == self.vk.VK_TIMEOUT:
            # a running dispatch cannot be cancelled: its buffers stay allocated, the device is lost
            self._lose(f"a dispatch did not finish within {timeout:g} s (POOT_SYNC_TIMEOUT_S; a kernel "
                       "that never ends?) and cannot be cancelled")
        if r != 0:
            self._lose(f"waiting for {what} failed ({self._name(r)})")
        lib.vkResetFences(self.dev, 1, fence)

    def _lose(self, why: str) -> None:
        self.lost = why
        raise DeviceLost(target=TARGET, message=why)

    def _name(self, code: int) -> str:
        e = self.vk.exception_codes.get(code)
        return e.__name__ if e is not None else f"VkResult {code}"

    def _check(self, call: str, r: int) -> None:
        if r != 0:
            raise DriverError(target=TARGET, call=call, code=int(r), name=self._name(r))

    def _close(self) -> None:
        vk = self.vk
        if getattr(self, "dev", None) is None:
            return
        vk.vkDeviceWaitIdle(self.dev)
        for p in self._pipelines.values():
            vk.vkDestroyPipeline(self.dev, p.pipe, None)
            vk.vkDestroyPipelineLayout(self.dev, p.layout, None)
            vk.vkDestroyDescriptorSetLayout(self.dev, p.dsl, None)
            vk.vkDestroyShaderModule(self.dev, p.module, None)
        for pool in self._pools:
            vk.vkDestroyDescriptorPool(self.dev, pool, None)
        if self._queries is not None:
            vk.vkDestroyQueryPool(self.dev, self._queries, None)
            self._queries, self._query_count = None, 0
        bufs = list(self._buffers.values()) + [b for c in self._chunks for b in {id(c.device): c.device,
                                                                             id(c.host): c.host}.values()]
        for b in bufs + list(self._staged.values()):
            self._destroy(b)
        for i in range(2):
            vk.vkDestroyFence(self.dev, self.fences[i], None)
        vk.vkDestroyCommandPool(self.dev, self.cmd_pool, None)
        vk.vkDestroyDevice(self.dev, None)
        self._pipelines.clear()
        self._buffers.clear()
        self._chunks.clear()
        self._pools.clear()
        self._staged.clear()
        self.dev = None
        self.lost = "it was closed"
