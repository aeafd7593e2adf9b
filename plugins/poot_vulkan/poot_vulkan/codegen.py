"""Code generation of the `vulkan` target: the shared SPIR-V emitter, nothing of its own.

`SpirvTarget`'s one stage, `spirv` (poot_core.backends.spirv.host), runs `compile_spirv_loops` on the verified,
check-eliminated body; VulkanTarget only chooses the float-control requests (DenormPreserve,
SignedZeroInfNanPreserve for every width the device offers: probe.float_controls). NoContraction
reaches the Vulkan driver, so no opaque float barrier is added (`fp_barrier = False`).
"""
from poot_core.backends.spirv import compile_spirv, disassemble  # noqa: F401 - the emitter this target uses
from poot_core.backends.spirv.lower import compile_spirv_loops  # noqa: F401

EMITTER = "poot_core.backends.spirv"
