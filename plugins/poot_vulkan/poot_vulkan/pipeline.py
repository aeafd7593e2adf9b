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


def build(vk, ffi, dev, body: Body, spv: bytes) -> Pipeline:
    """The pipeline of module `spv` for `body` (its parameters, then the meta buffer); CodegenError
    when the driver refuses the module."""
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
        pipe = vk.vkCreateComputePipelines(dev, vk.VK_NULL_HANDLE, 1, [vk.VkComputePipelineCreateInfo(
            stage=stage, layout=layout)], None)[0]  # a cdata array of one
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
