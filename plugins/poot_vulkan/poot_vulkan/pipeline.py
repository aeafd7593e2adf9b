"""The vulkan device's compute pipelines: one per SPIR-V module (shader module, descriptor-set
layout of the parameters and the meta buffer, pipeline layout), with the structures each dispatch
of it fills in."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from poot_core.errors import CodegenError
from poot_core.ir.nodes import Body

from .probe import TARGET


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


def build(vk, ffi, dev, body: Body, spv: bytes) -> Pipeline:
    """The pipeline of module `spv` for `body` (its parameters, then the meta buffer); CodegenError
    when the driver refuses the module."""
    n = len(body.params) + 1
    try:
        module = vk.vkCreateShaderModule(dev, vk.VkShaderModuleCreateInfo(codeSize=len(spv), pCode=spv), None)
        dsl = vk.vkCreateDescriptorSetLayout(dev, vk.VkDescriptorSetLayoutCreateInfo(
            bindingCount=n, pBindings=[vk.VkDescriptorSetLayoutBinding(
                binding=i, descriptorType=vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, descriptorCount=1,
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
    sets, infos = ffi.new("VkDescriptorSet[1]"), ffi.new(f"VkDescriptorBufferInfo[{n}]")
    # one write for all n bindings: they are consecutive and alike, so the update runs on
    # from binding 0 into the next ones (vkUpdateDescriptorSets' consecutive binding updates)
    writes = ffi.new("VkWriteDescriptorSet*", {
        "sType": vk.VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, "dstBinding": 0, "descriptorCount": n,
        "descriptorType": vk.VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, "pBufferInfo": infos})
    return Pipeline(pipe, layout, dsl, module, n, alloc, sets, infos, writes, [layouts])
