"""Raw Vulkan driver of the device protocol: one VkDevice and queue per physical device (every
optional feature it offers, robustBufferAccess on), dispatches recorded into batches (compute->
compute barriers between them) that are submitted without a wait and retired at the sync
(batch.py: POOT_VULKAN_SUBMIT, POOT_VULKAN_SPIN_US), device-local buffers with staging only where
heaps are split (memory.py), pipelines cached per module (pipeline.py), meta records from each
batch's own arena, descriptor sets cached per pipeline and buffers (descriptors.py). A launch
with the same buffers and grid as the last one of its pipeline reuses what that one prepared (its
meta words, groups and descriptor sets: `Prepared`). The one-shot `run` (execute from host
arrays) where heaps are split and nothing is queued puts its uploads, the dispatch and its
downloads in one submission (the uploads in the batch's prologue, the downloads after its
compute-to-transfer barrier) - one fence wait instead of one per copy."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.backends.spirv.coopmat import MatrixShape
from poot_core.backends.spirv import abi
from poot_core.backends.spirv.host import SpirvDevice, SpirvKernel, binding_range, kernel_key
from poot_core.errors import CapabilityError, DriverError
from poot_core.ir.nodes import Body
from poot_core.runtime import Arg, check_reps
from poot_core.target import Artifact, DeviceBuffer, Grid

from . import memory, pipeline
from .batch import META_CHUNK, MetaChunk, Slot, Submission  # noqa: F401 - re-exported
from .descriptors import MAX_SETS, POOL_DESCRIPTORS, POOL_SETS  # noqa: F401 - re-exported
from .memory import (OUT_OF_MEMORY, STAGE_CAP, STAGE_MIN, VkBuf, VkMemory, memory_type, readback_type,  # noqa: F401
                     bar_type, separate_heaps)
from .pipeline import Pipeline
from .probe import COOP_EXTENSION, PIPELINE_STATS_EXTENSION, TARGET, PhysicalInfo, choose, import_vk

SPIN_GPU_S = 1e-3  # POOT_VULKAN_SPIN_US unset: seconds a sync polls the fence on a GPU before it sleeps in the driver


class Prepared:
    """One launch as the device records it, kept as its pipeline's memo (`Pipeline.memo`) for the
    next launch with the same arguments: the kernel, the runtime's `args` list and the grid it was
    made for, its meta words and the bytes their record takes, the physical groups, the buffers
    and the ranges their descriptors bind, the buffers it reads and writes (the barriers), the
    descriptor set made for each meta chunk it has been recorded with, and the descriptor cache's
    generation it is valid in."""

    __slots__ = ("kernel", "args", "grid", "meta", "groups", "need", "bufs", "ranges", "read", "written",
                 "touched", "sets", "generation", "pipe", "layout", "gx", "gy", "gz")

    def __init__(self, kernel: SpirvKernel, args: list[Arg], grid: Grid | None, meta: np.ndarray,
                 groups: tuple[int, int, int], need: int, bufs: tuple, ranges: tuple, read: frozenset,
                 written: frozenset, generation: int):
        self.kernel, self.args, self.grid, self.meta, self.groups, self.need = kernel, args, grid, meta, groups, need
        self.bufs, self.ranges, self.read, self.written = bufs, ranges, read, written
        self.touched = read | written
        self.sets: dict[MetaChunk, Any] = {}
        self.generation = generation
        self.pipe, self.layout = kernel.pipeline.pipe, kernel.pipeline.layout
        self.gx, self.gy, self.gz = groups


class VulkanDevice(VkMemory, Submission, SpirvDevice):
    """A physical device behind the device protocol (one VkDevice and queue, kept for the process)."""

    target = TARGET

    def __init__(self, info: PhysicalInfo | None = None, staging: bool | None = None) -> None:
        submit, spin = knobs.vulkan_submit(), knobs.vulkan_spin_us()  # a bad switch fails before anything is made
        vk = self.vk = import_vk()
        self.ffi, self.lib = vk.ffi, vk.lib
        self.info = info or choose()
        self.name, self.caps = self.info.describe, self.info.caps
        self.staging = separate_heaps(vk, self.info.memory) if staging is None else bool(staging)
        self.meta_bar = self.staging and bar_type(vk, self.info.memory, ~0) is not None
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
        self.submits = 0  # queue submissions (batches of dispatches, copies through staging)
        self._pipelines: dict[str, Pipeline] = {}
        self._buffers: dict[int, VkBuf] = {}  # every buffer of the device, by id (released at close)
        self._types: dict[tuple[int, bool, bool], int] = {}
        self._staged: dict[bool, VkBuf] = {}  # the staging buffers (split heaps): read-back (True), upload
        # copies the next batch records (the one-shot `run`): (src, dst, bytes, src offset, dst offset)
        self._pending_up: list[tuple[VkBuf, VkBuf, int, int, int]] = []
        self._pending_down: list[tuple[VkBuf, VkBuf, int, int, int]] = []
        self.enabled = self._create_device()
        self._command_objects()
        super().__init__()  # the pool, the queue
        cpu = self.info.device_type == 4  # VK_PHYSICAL_DEVICE_TYPE_CPU: polling would take the core it runs on
        self._batches_init(submit == "launch", (0.0 if cpu else SPIN_GPU_S) if spin < 0 else spin * 1e-6)

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
        if knobs.vulkan_pipeline_stats() and info.has.get("pipeline_executable"):  # pipeline_statistics
            head = vk.VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR(pNext=head, pipelineExecutableInfo=vk.VK_TRUE)
            exts.append(PIPELINE_STATS_EXTENSION)
            on.add("pipeline_stats")
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
        """The command pool, the transfer command buffer and its fence, and the structures each
        submission fills in (the batches' own command buffers and fences: batch.py)."""
        vk, ffi = self.vk, self.ffi
        self.cmd_pool = vk.vkCreateCommandPool(self.dev, vk.VkCommandPoolCreateInfo(
            queueFamilyIndex=self.info.queue_family, flags=vk.VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT), None)
        cbs = vk.vkAllocateCommandBuffers(self.dev, vk.VkCommandBufferAllocateInfo(
            commandPool=self.cmd_pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY, commandBufferCount=1))
        self.xfer_cbs = ffi.new("VkCommandBuffer[1]", [cbs[0]])
        self.xfer_cb = cbs[0]
        self.xfer_fence = ffi.new("VkFence[1]", [vk.vkCreateFence(self.dev, vk.VkFenceCreateInfo(), None)])
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
        return {"vkAllocateMemory": self.vk_allocations, "descriptor pools": self._descriptors.pools_made,
                "descriptor sets": self._descriptors.allocations,
                "pipelines": self.pipeline_builds, "meta chunks": self.meta_chunks(), "submits": self.submits}

    def _pipeline(self, art: Artifact, body: Body, spv: bytes) -> Pipeline:
        key = kernel_key(spv)
        hit = self._pipelines.get(key)
        if hit is not None:
            return hit
        p = self._pipelines[key] = pipeline.build(self.vk, self.ffi, self.dev, body, spv,
                                                  statistics="pipeline_stats" in self.enabled)
        self.pipeline_builds += 1
        return p

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> Any:
        """SpirvDevice._enqueue through the pipeline's launch memo: a launch with the same `args`
        (the runtime hands out the same list while the buffers are the same) and grid as the last
        one of this pipeline dispatches the meta words and groups made for that one."""
        k = self.kernel(art)
        m = k.pipeline.memo
        if (m is not None and m.args is args and m.kernel is k and (m.grid is grid or m.grid == grid)
                and m.generation == self._descriptors.generation):
            return k, self._dispatch(k, args, m.meta, m.groups)
        mx = self._max_count()
        token = self._dispatch(k, args, k.meta(args, grid), abi.physical_dispatch(grid, mx[0], (mx[1], mx[2])))
        m = k.pipeline.memo
        if m is not None and m.args is args:
            m.grid = grid  # the memo _dispatch made, for this grid
        return k, token

    def _dispatch(self, kernel: SpirvKernel, args: list[Arg], meta: np.ndarray, groups: tuple[int, int, int]) -> Any:
        m = kernel.pipeline.memo
        if (m is None or m.meta is not meta or m.groups is not groups or m.args is not args or m.kernel is not kernel
                or m.generation != self._descriptors.generation):
            m = kernel.pipeline.memo = self._prepare(kernel, args, meta, groups)
        return self._record(m)

    def _prepare(self, kernel: SpirvKernel, args: list[Arg], meta: np.ndarray,
                 groups: tuple[int, int, int]) -> "Prepared":
        """What recording a dispatch of `kernel` on `args` needs (`Prepared`; its grid set by `_enqueue`)."""
        sizes = kernel.itemsizes
        bufs = tuple(a.handle for a in args)
        ranges = tuple(binding_range(a.count, sizes[i]) for i, a in enumerate(args))
        written = frozenset(a.handle for a in args if a.param.mutable)
        read = frozenset(bufs) - written
        need = -(-meta.nbytes // self.align) * self.align
        return Prepared(kernel, args, None, meta, groups, need, bufs, ranges, read, written,
                        self._descriptors.generation)

    def _record(self, m: "Prepared") -> Slot:
        """Record the dispatch `m` into the open batch (batch.py: appended to its list, its barrier
        decided); its meta record's slot."""
        b = self._batch or self._recording()
        chunk, offset, slot = self._meta_record(b, m.meta, m.need)
        sets = m.sets.get(chunk)
        if sets is None:
            p, meta = m.kernel.pipeline, chunk.device
            sets = m.sets[chunk] = self._descriptors.get(p, (p, meta, m.meta.nbytes, m.bufs, m.ranges), m.bufs,
                                                         m.ranges, meta, m.meta.nbytes, self._retire_sets)
        q = self._stamp
        if not b.cmds or q is not None or not b.wrote.isdisjoint(m.touched) or not b.read.isdisjoint(m.written):
            before = True
            b.read, b.wrote = m.read, m.written
        else:  # no buffer in common with the dispatches since the last barrier: none before it
            before = False
            b.read, b.wrote = b.read | m.read, b.wrote | m.written
        b.cmds.append((m.pipe, m.layout, sets, offset, m.gx, m.gy, m.gz, before, q))
        b.open = True
        if q is not None:
            b.keep = False
            self._stamp = q + 2
        if self.eager and not self._hold:
            self._recorded(b)
        return slot

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
        self._hold += 1  # one batch: the pool's queries are reset in it before the first timestamp
        try:
            for _ in range(reps):
                self.launch(art, buffers, grid)
        finally:
            self._stamp = None
            self._hold -= 1
        self.sync()
        ticks = self.ffi.new(f"uint64_t[{n}]")
        self._check("vkGetQueryPoolResults", lib.vkGetQueryPoolResults(
            self.dev, self._queries, 0, n, 8 * n, ticks, 8, vk.VK_QUERY_RESULT_64_BIT | vk.VK_QUERY_RESULT_WAIT_BIT))
        mask = (1 << self.timestamp_bits) - 1  # the counter wraps at its valid bits
        return [((ticks[2 * i + 1] - ticks[2 * i]) & mask) * self.timestamp_period * 1e-6 for i in range(reps)]

    def pipeline_statistics(self, art: Artifact) -> list[dict[str, Any]]:
        """The driver's statistics of `art`'s pipeline (VK_KHR_pipeline_executable_properties), one
        dict per executable: its name and description, then each statistic by the driver's name
        (NVIDIA's include the registers a thread uses). CapabilityError unless the device was
        opened under POOT_VULKAN_PIPELINE_STATS=1 and offers the extension."""
        if "pipeline_stats" not in self.enabled:
            why = ("open the device under POOT_VULKAN_PIPELINE_STATS=1" if self.info.has.get("pipeline_executable")
                   else f"{self.name} has no {PIPELINE_STATS_EXTENSION}")
            raise CapabilityError(target=TARGET, kernel=art.kernel, message=f"pipeline statistics are off: {why}")
        return pipeline.statistics(self.vk, self.dev, self.kernel(art).pipeline.pipe)

    # --- the one-shot run ------------------------------------------------------------------------
    def run(self, art: Artifact, arrays: Mapping[str, np.ndarray], grid: Grid) -> dict[str, np.ndarray]:
        """Device.run in one submission where heaps are split (module doc): every array written
        into the upload staging buffer (16-byte aligned offsets), copied to its device buffer by
        the batch's prologue; the `&mut` ones copied back into the read-back staging buffer after
        the dispatch, in the same command buffer. Anything else (direct memory, dispatches
        queued, more than STAGE_CAP either way) is the protocol's run."""
        body = self.body_of(art)
        if not self.staging or self._queue or self._batch is not None:
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
        if up > memory.STAGE_CAP or down > memory.STAGE_CAP:
            return super().run(art, arrays, grid)
        bufs: dict[str, DeviceBuffer] = {}
        self._hold += 1  # the launch only records: the copies join its batch
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
            self._hold -= 1
            self._pending_up, self._pending_down = [], []
            for b in bufs.values():
                self.free(b)

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
        if self._queries is not None:
            vk.vkDestroyQueryPool(self.dev, self._queries, None)
            self._queries, self._query_count = None, 0
        bufs = list(self._buffers.values()) + self._destroy_batches()
        for b in bufs + list(self._staged.values()):
            self._destroy(b)
        vk.vkDestroyFence(self.dev, self.xfer_fence[0], None)
        vk.vkDestroyCommandPool(self.dev, self.cmd_pool, None)
        vk.vkDestroyDevice(self.dev, None)
        self._pipelines.clear()
        self._buffers.clear()
        self._staged.clear()
        self.dev = None
        self.lost = "it was closed"
