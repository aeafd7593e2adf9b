"""The vulkan device's compute pipelines: one per SPIR-V module (shader module, descriptor-set
layout of the parameters and the meta buffer, pipeline layout), with the structures a descriptor
set of it is written with. The meta binding (the last) is a STORAGE_BUFFER_DYNAMIC: each
dispatch's meta record is addressed by the dynamic offset it is bound with, so one descriptor set
serves every dispatch on the same buffers (descriptors.py) whatever its record's place."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from poot_core.errors import CodegenError
from poot_core.ir.nodes import Body

from .probe import TARGET


@dataclass(eq=False)
class Pipeline:
    """A module's compute pipeline and the structures a descriptor set of it is written with (made once)."""

    pipe: Any
    layout: Any
    dsl: Any
    module: Any
    n: int  # bindings: the parameters, then the meta buffer
    alloc: Any  # VkDescriptorSetAllocateInfo* (its pool filled in per allocation)
    infos: Any  # VkDescriptorBufferInfo[n]
    writes: Any  # VkWriteDescriptorSet[2]: the n - 1 parameters in one write, then the meta buffer
    keep: list = field(default_factory=list)  # cffi objects the above point into
    memo: Any = None  # the last launch prepared for it (device.Prepared), or None


def build(vk, ffi, dev, body: Body, spv: bytes, statistics: bool = False) -> Pipeline:
    """The pipeline of module `spv` for `body` (its parameters, then the meta buffer); CodegenError
    when the driver refuses the module. `statistics`: the driver keeps the pipeline's statistics
    and internal representations (the device enabled VK_KHR_pipeline_executable_properties)."""
    n = len(body.params) + 1
    SB, DYN = vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC
    try:
        module = vk.vkCreateShaderModule(dev, vk.VkShaderModuleCreateInfo(codeSize=len(spv), pCode=spv), None)
        dsl = vk.vkCreateDescriptorSetLayout(dev, vk.VkDescriptorSetLayoutCreateInfo(
            bindingCount=n, pBindings=[vk.VkDescriptorSetLayoutBinding(
                binding=i, descriptorType=SB if i < n - 1 else DYN, descriptorCount=1,
                stageFlags=vk.VK_SHADER_STAGE_COMPUTE_BIT) for i in range(n)]), None)
        layout = vk.vkCreatePipelineLayout(dev, vk.VkPipelineLayoutCreateInfo(
            setLayoutCount=1, pSetLayouts=[dsl]), None)
        stage = vk.VkPipelineShaderStageCreateInfo(stage=vk.VK_SHADER_STAGE_COMPUTE_BIT, module=module, pName="main")
        flags = (vk.VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR
                 | vk.VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR) if statistics else 0
        pipe = vk.vkCreateComputePipelines(dev, vk.VK_NULL_HANDLE, 1, [vk.VkComputePipelineCreateInfo(
            flags=flags, stage=stage, layout=layout)], None)[0]  # a cdata array of one
    except vk.VkError as e:
        raise CodegenError(target=TARGET, kernel=body.name,
                           message=f"the driver refused the SPIR-V module ({type(e).__name__})") from e
    layouts = ffi.new("VkDescriptorSetLayout[1]", [dsl])
    alloc = ffi.new("VkDescriptorSetAllocateInfo*", {
        "sType": vk.VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, "descriptorSetCount": 1, "pSetLayouts": layouts})
    infos = ffi.new(f"VkDescriptorBufferInfo[{n}]")
    # the parameters in one write: they are consecutive and alike, so the update runs on from
    # binding 0 into the next ones (vkUpdateDescriptorSets' consecutive binding updates); the
    # meta buffer, of another descriptor type, in a second
    writes = ffi.new("VkWriteDescriptorSet[2]", [
        {"sType": vk.VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, "dstBinding": 0, "descriptorCount": n - 1,
         "descriptorType": SB, "pBufferInfo": infos},
        {"sType": vk.VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, "dstBinding": n - 1, "descriptorCount": 1,
         "descriptorType": DYN, "pBufferInfo": infos + (n - 1)}])
    return Pipeline(pipe, layout, dsl, module, n, alloc, infos, writes, [layouts])


def _text(ffi, chars) -> str:
    return ffi.string(chars).decode(errors="replace")


def statistics(vk, dev, pipe) -> list[dict[str, Any]]:
    """Each executable of a pipeline built with `statistics`: {"name", "description", "stats":
    {statistic name: value}, "representations": {name: text}} (text representations only), through
    VK_KHR_pipeline_executable_properties called directly (each output structure's sType set, as
    the spec asks)."""
    ffi, lib = vk.ffi, vk.lib

    def proc(name: str):
        ptr = lib.vkGetDeviceProcAddr(dev, name.encode())
        if ptr == ffi.NULL:
            raise CodegenError(target=TARGET, message=f"the driver has no {name}")
        return ffi.cast(f"PFN_{name}", ptr)

    props_fn, stats_fn = proc("vkGetPipelineExecutablePropertiesKHR"), proc("vkGetPipelineExecutableStatisticsKHR")
    reps_fn = proc("vkGetPipelineExecutableInternalRepresentationsKHR")

    def listed(fn, info, ctype: str, stype: int) -> tuple[Any, int]:
        """(the array of `ctype` the query `fn` filled in, its length)."""
        count = ffi.new("uint32_t*")
        if fn(dev, info, count, ffi.NULL) != 0:
            raise CodegenError(target=TARGET, message=f"the driver's {ctype} query failed")
        out = ffi.new(f"{ctype}[]", max(1, count[0]))
        for k in range(count[0]):
            out[k].sType = stype
        if fn(dev, info, count, out) not in (0, vk.VK_INCOMPLETE):
            raise CodegenError(target=TARGET, message=f"the driver's {ctype} query failed")
        return out, count[0]

    pinfo = ffi.new("VkPipelineInfoKHR*", {"sType": vk.VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR, "pipeline": pipe})
    result = []
    execs, n = listed(props_fn, pinfo, "VkPipelineExecutablePropertiesKHR",
                      vk.VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR)
    for i in range(n):
        einfo = ffi.new("VkPipelineExecutableInfoKHR*", {
            "sType": vk.VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR, "pipeline": pipe, "executableIndex": i})
        stats = {}
        arr, m = listed(stats_fn, einfo, "VkPipelineExecutableStatisticKHR",
                        vk.VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR)
        for s in arr[0:m]:
            f = s.format
            v = (bool(s.value.b32) if f == vk.VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR
                 else int(s.value.i64) if f == vk.VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR
                 else int(s.value.u64) if f == vk.VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR
                 else float(s.value.f64))
            stats[_text(ffi, s.name)] = v
        # representations: the sizes first (pData NULL), then the texts into buffers of those sizes
        irs, m = listed(reps_fn, einfo, "VkPipelineExecutableInternalRepresentationKHR",
                        vk.VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR)
        keep = [ffi.new("char[]", max(1, int(irs[k].dataSize))) for k in range(m)]
        for k in range(m):
            irs[k].pData = keep[k]
        reps = {}
        if m and reps_fn(dev, einfo, ffi.new("uint32_t*", m), irs) in (0, vk.VK_INCOMPLETE):
            reps = {_text(ffi, irs[k].name): ffi.string(keep[k]).decode(errors="replace")
                    for k in range(m) if irs[k].isText}
        result.append({"name": _text(ffi, execs[i].name), "description": _text(ffi, execs[i].description), "stats": stats,
                       "representations": reps})
    return result
