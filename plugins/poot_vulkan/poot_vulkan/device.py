"""Raw Vulkan loader: logical devices per feature set (robustBufferAccess on), buffers and memory
(device-local + staging where heaps are separate), cached compute pipelines, dispatch, fences."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.errors import CodegenError, DeviceLost
from poot_core.backends.spirv.host import HostLaunch, Needs, SpirvDevice, faulted, kernel_key, refuse_on_device
from poot_core.target import Artifact

from .probe import TARGET, PhysicalInfo, choose, import_vk


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
        raise DeviceLost(target=TARGET, message=f"no memory type with flags {want:#x} for a buffer")
    return next((i for i in ok if not mem.memoryTypes[i].propertyFlags & avoid), ok[0])


@dataclass
class Logical:
    """One VkDevice with a feature set, its queue, command pool and pipeline cache."""

    device: Any
    queue: Any
    pool: Any
    features: frozenset
    pipelines: dict = field(default_factory=dict)


class VulkanDevice(SpirvDevice):
    """A physical device; a VkDevice per needed feature set; pipelines cached per kernel."""

    target = TARGET

    def __init__(self, info: PhysicalInfo | None = None, staging: bool | None = None):
        self.vk = import_vk()
        self.info = info or choose()
        self.name, self.caps = self.info.describe, self.info.caps
        self.staging = separate_heaps(self.vk, self.info.memory) if staging is None else staging
        self._logical: dict[frozenset, Logical] = {}
        self.pipeline_builds = 0
        self.lost = ""  # why the device can no longer be used (a dispatch that never finished)

    def _alive(self) -> None:
        if self.lost:
            raise DeviceLost(target=TARGET, message=self.lost)

    def _max_count(self) -> tuple[int, int, int]:
        return self.info.max_count

    # --- devices and pipelines --------------------------------------------------------------
    def _features(self, needs: Needs) -> frozenset:
        return frozenset(n for n in ("f16", "f64", "int64", "int16", "storage16", "int64_atomics",
                                     "vulkan_memory_model", "float_controls") if getattr(needs, n))

    def _device(self, needs: Needs) -> Logical:
        feats = self._features(needs)
        ld = self._logical.get(feats)
        if ld is not None:
            return ld
        vk, info = self.vk, self.info
        base = vk.VkPhysicalDeviceFeatures(robustBufferAccess=vk.VK_TRUE,
                                           shaderFloat64="f64" in feats, shaderInt64="int64" in feats,
                                           shaderInt16="int16" in feats)
        if info.api_version >= (1, 2, 0):
            f12 = vk.VkPhysicalDeviceVulkan12Features(shaderFloat16="f16" in feats,
                                                      shaderBufferInt64Atomics="int64_atomics" in feats,
                                                      vulkanMemoryModel="vulkan_memory_model" in feats,
                                                      vulkanMemoryModelDeviceScope="vulkan_memory_model" in feats)
            f11 = vk.VkPhysicalDeviceVulkan11Features(pNext=f12, storageBuffer16BitAccess="storage16" in feats)
        else:
            f11 = vk.VkPhysicalDevice16BitStorageFeatures(storageBuffer16BitAccess="storage16" in feats)
        f2 = vk.VkPhysicalDeviceFeatures2(pNext=f11, features=base)
        qinfo = vk.VkDeviceQueueCreateInfo(queueFamilyIndex=info.queue_family, queueCount=1, pQueuePriorities=[1.0])
        # float controls (DenormPreserve) are core in Vulkan 1.2; before that, an extension
        exts = ["VK_KHR_shader_float_controls"] if "float_controls" in feats and info.api_version < (1, 2, 0) else []
        dev = vk.vkCreateDevice(info.handle, vk.VkDeviceCreateInfo(
            pNext=f2, queueCreateInfoCount=1, pQueueCreateInfos=[qinfo], enabledExtensionCount=len(exts),
            ppEnabledExtensionNames=exts or None), None)
        queue = vk.vkGetDeviceQueue(dev, info.queue_family, 0)
        pool = vk.vkCreateCommandPool(dev, vk.VkCommandPoolCreateInfo(
            queueFamilyIndex=info.queue_family, flags=vk.VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT), None)
        ld = self._logical[feats] = Logical(dev, queue, pool, feats)
        return ld

    def _pipeline(self, ld: Logical, art: Artifact, spv: bytes):
        key = kernel_key(spv)
        hit = ld.pipelines.get(key)
        if hit is not None:
            return hit
        vk, n = self.vk, len(art.require_body().params) + 1
        try:
            module = vk.vkCreateShaderModule(ld.device, vk.VkShaderModuleCreateInfo(codeSize=len(spv), pCode=spv), None)
            dsl = vk.vkCreateDescriptorSetLayout(ld.device, vk.VkDescriptorSetLayoutCreateInfo(
                bindingCount=n, pBindings=[vk.VkDescriptorSetLayoutBinding(
                    binding=i, descriptorType=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, descriptorCount=1,
                    stageFlags=vk.VK_SHADER_STAGE_COMPUTE_BIT) for i in range(n)]), None)
            layout = vk.vkCreatePipelineLayout(ld.device, vk.VkPipelineLayoutCreateInfo(
                setLayoutCount=1, pSetLayouts=[dsl]), None)
            stage = vk.VkPipelineShaderStageCreateInfo(stage=vk.VK_SHADER_STAGE_COMPUTE_BIT, module=module, pName="main")
            pipe = vk.vkCreateComputePipelines(ld.device, vk.VK_NULL_HANDLE, 1, [vk.VkComputePipelineCreateInfo(
                stage=stage, layout=layout)], None)
        except vk.VkError as e:
            raise CodegenError(target=TARGET, kernel=art.require_body().name,
                               message=f"the driver refused the SPIR-V module ({type(e).__name__})") from e
        pipe = pipe[0]  # vkCreateComputePipelines returns a cdata array of one
        self.pipeline_builds += 1
        ld.pipelines[key] = (pipe, layout, dsl, module)
        return ld.pipelines[key]

    # --- buffers ------------------------------------------------------------------------------
    def _buffer(self, ld: Logical, size: int, usage: int, host: bool):
        vk = self.vk
        buf = vk.vkCreateBuffer(ld.device, vk.VkBufferCreateInfo(size=size, usage=usage,
                                                                 sharingMode=vk.VK_SHARING_MODE_EXCLUSIVE), None)
        req = vk.vkGetBufferMemoryRequirements(ld.device, buf)
        if host:  # staging lives in system memory (not the small BAR window); direct mode takes any
            want = vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
            idx = memory_type(vk, self.info.memory, req.memoryTypeBits, want,
                              avoid=vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT if self.staging else 0)
        else:
            idx = memory_type(vk, self.info.memory, req.memoryTypeBits, vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
                              avoid=vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT)
        mem = vk.vkAllocateMemory(ld.device, vk.VkMemoryAllocateInfo(allocationSize=req.size, memoryTypeIndex=idx), None)
        vk.vkBindBufferMemory(ld.device, buf, mem, 0)
        return buf, mem

    def _write(self, ld: Logical, mem, data: np.ndarray) -> None:
        view = self.vk.vkMapMemory(ld.device, mem, 0, data.nbytes, 0)
        np.frombuffer(view, dtype=np.uint8, count=data.nbytes)[:] = data.view(np.uint8).reshape(-1)
        self.vk.vkUnmapMemory(ld.device, mem)

    def _read(self, ld: Logical, mem, nbytes: int) -> bytes:
        view = self.vk.vkMapMemory(ld.device, mem, 0, nbytes, 0)
        out = bytes(np.frombuffer(view, dtype=np.uint8, count=nbytes))
        self.vk.vkUnmapMemory(ld.device, mem)
        return out

    # --- launch and sync ------------------------------------------------------------------------
    def _barrier(self, cb, src_stage, dst_stage, src_access, dst_access) -> None:
        vk = self.vk
        vk.vkCmdPipelineBarrier(cb, src_stage, dst_stage, 0, 1, [vk.VkMemoryBarrier(
            srcAccessMask=src_access, dstAccessMask=dst_access)], 0, None, 0, None)

    def _submit(self, art: Artifact, launch: HostLaunch) -> Any:
        self._alive()
        vk, spv = self.vk, art.final
        needs = refuse_on_device(art.require_body(), spv, TARGET, self.caps, self.info.has)
        ld = self._device(needs)
        pipe, layout, dsl, _ = self._pipeline(ld, art, spv)
        arrays = list(launch.arrays) + [launch.meta.view(np.uint8)]
        storage = vk.VK_BUFFER_USAGE_STORAGE_BUFFER_BIT
        xfer = vk.VK_BUFFER_USAGE_TRANSFER_SRC_BIT | vk.VK_BUFFER_USAGE_TRANSFER_DST_BIT
        owned, dev_bufs, host_mems = [], [], []
        padded = [max(16, -(-a.nbytes // 16) * 16) for a in arrays]
        for a, size in zip(arrays, padded):
            if self.staging:
                db, dm = self._buffer(ld, size, storage | xfer, host=False)
                sb, sm = self._buffer(ld, size, xfer, host=True)
                owned += [(db, dm), (sb, sm)]
                dev_bufs.append(db)
                host_mems.append((sb, sm))
            else:
                hb, hm = self._buffer(ld, size, storage | xfer, host=True)
                owned.append((hb, hm))
                dev_bufs.append(hb)
                host_mems.append((hb, hm))
            self._write(ld, host_mems[-1][1], a)
        dpool = vk.vkCreateDescriptorPool(ld.device, vk.VkDescriptorPoolCreateInfo(
            maxSets=1, poolSizeCount=1, pPoolSizes=[vk.VkDescriptorPoolSize(
                type=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, descriptorCount=len(arrays))]), None)
        dset = vk.vkAllocateDescriptorSets(ld.device, vk.VkDescriptorSetAllocateInfo(
            descriptorPool=dpool, descriptorSetCount=1, pSetLayouts=[dsl]))[0]
        vk.vkUpdateDescriptorSets(ld.device, len(arrays), [vk.VkWriteDescriptorSet(
            dstSet=dset, dstBinding=i, descriptorCount=1, descriptorType=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
            pBufferInfo=[vk.VkDescriptorBufferInfo(buffer=b, offset=0, range=padded[i])])
            for i, b in enumerate(dev_bufs)], 0, None)
        cb = vk.vkAllocateCommandBuffers(ld.device, vk.VkCommandBufferAllocateInfo(
            commandPool=ld.pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY, commandBufferCount=1))[0]
        vk.vkBeginCommandBuffer(cb, vk.VkCommandBufferBeginInfo(flags=vk.VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT))
        compute, transfer = vk.VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, vk.VK_PIPELINE_STAGE_TRANSFER_BIT
        shader_rw = vk.VK_ACCESS_SHADER_READ_BIT | vk.VK_ACCESS_SHADER_WRITE_BIT
        reads = [i for i in launch.outputs] + [len(arrays) - 1]
        if self.staging:
            for (sb, _), db, size in zip(host_mems, dev_bufs, padded):
                vk.vkCmdCopyBuffer(cb, sb, db, 1, [vk.VkBufferCopy(srcOffset=0, dstOffset=0, size=size)])
            self._barrier(cb, transfer, compute, vk.VK_ACCESS_TRANSFER_WRITE_BIT, shader_rw)
        vk.vkCmdBindPipeline(cb, vk.VK_PIPELINE_BIND_POINT_COMPUTE, pipe)
        vk.vkCmdBindDescriptorSets(cb, vk.VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1, [dset], 0, None)
        vk.vkCmdDispatch(cb, *launch.dispatch)
        if self.staging:
            self._barrier(cb, compute, transfer, vk.VK_ACCESS_SHADER_WRITE_BIT, vk.VK_ACCESS_TRANSFER_READ_BIT)
            for i in reads:
                vk.vkCmdCopyBuffer(cb, dev_bufs[i], host_mems[i][0], 1, [vk.VkBufferCopy(
                    srcOffset=0, dstOffset=0, size=padded[i])])
            self._barrier(cb, transfer, vk.VK_PIPELINE_STAGE_HOST_BIT, vk.VK_ACCESS_TRANSFER_WRITE_BIT,
                          vk.VK_ACCESS_HOST_READ_BIT)
        else:
            self._barrier(cb, compute, vk.VK_PIPELINE_STAGE_HOST_BIT, vk.VK_ACCESS_SHADER_WRITE_BIT,
                          vk.VK_ACCESS_HOST_READ_BIT)
        vk.vkEndCommandBuffer(cb)
        fence = vk.vkCreateFence(ld.device, vk.VkFenceCreateInfo(), None)
        try:
            vk.vkQueueSubmit(ld.queue, 1, [vk.VkSubmitInfo(commandBufferCount=1, pCommandBuffers=[cb])], fence)
        except vk.VkError as e:
            raise DeviceLost(target=TARGET, message=f"vkQueueSubmit failed ({type(e).__name__})") from e
        return ld, fence, cb, dpool, owned, host_mems, [a.nbytes for a in arrays], launch.outputs

    def _collect(self, handle: Any) -> tuple[dict[int, bytes], np.ndarray]:
        vk = self.vk
        ld, fence, cb, dpool, owned, host_mems, sizes, outputs = handle
        self._alive()
        timeout = knobs.sync_timeout_s()
        try:
            vk.vkWaitForFences(ld.device, 1, [fence], vk.VK_TRUE, int(timeout * 1e9))
        except vk.VkTimeout as e:
            # a running dispatch cannot be cancelled: its buffers stay allocated, the device is lost
            self.lost = (f"a dispatch did not finish within {timeout:g} s (POOT_SYNC_TIMEOUT_S; a kernel "
                         "that never ends?) and cannot be cancelled")
            raise DeviceLost(target=TARGET, message=self.lost) from e
        except vk.VkError as e:
            self.lost = f"waiting for the dispatch failed ({type(e).__name__})"
            raise DeviceLost(target=TARGET, message=self.lost) from e
        try:
            meta = np.frombuffer(self._read(ld, host_mems[-1][1], sizes[-1]), np.uint32).copy()
            raw = {} if faulted(meta) else {i: self._read(ld, host_mems[i][1], sizes[i]) for i in outputs}
        finally:
            vk.vkDestroyFence(ld.device, fence, None)
            vk.vkFreeCommandBuffers(ld.device, ld.pool, 1, [cb])
            vk.vkDestroyDescriptorPool(ld.device, dpool, None)
            for buf, mem in owned:
                vk.vkDestroyBuffer(ld.device, buf, None)
                vk.vkFreeMemory(ld.device, mem, None)
        return raw, meta

    def close(self) -> None:
        vk = self.vk
        if self.lost:  # a dispatch may still run: waiting for idle would hang; leave it to exit
            self._logical.clear()
            return
        for ld in self._logical.values():
            vk.vkDeviceWaitIdle(ld.device)
            for pipe, layout, dsl, module in ld.pipelines.values():
                vk.vkDestroyPipeline(ld.device, pipe, None)
                vk.vkDestroyPipelineLayout(ld.device, layout, None)
                vk.vkDestroyDescriptorSetLayout(ld.device, dsl, None)
                vk.vkDestroyShaderModule(ld.device, module, None)
            vk.vkDestroyCommandPool(ld.device, ld.pool, None)
            vk.vkDestroyDevice(ld.device, None)
        self._logical.clear()
