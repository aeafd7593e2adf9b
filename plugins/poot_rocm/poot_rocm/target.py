"""The `rocm` Target: Body -> LLVM IR -> AMDGCN object -> HSA code object, run through HIP."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from poot_core.backends.llvm import LlvmOptions, fp_contract_option
from poot_core.backends.llvm.target import DriverTarget
from poot_core.hookspecs import hookimpl
from poot_core.options import option
from poot_core.target import DEVICE_TRAP, IEEE, Capabilities, Stage

from . import arch


@dataclass(frozen=True)
class RocmOptions(LlvmOptions):
    """The rocm target's compile options (trap_policy and fp_contract: LlvmOptions)."""

    target = "rocm"
    gfx: str | None = option(None, f"the GPU to compile for (none: the device's, else {arch.DEFAULT_GFX})")


class RocmTarget(DriverTarget):
    """Compile options: gfx ("gfx942" default, or the device's when one is present; gfx90a and
    gfx1100 are tested too), trap_policy ("device-trap" default, or "error-word"), fp_contract
    (False default: every float op rounded once, as in Rust; True: ordinary mul+add may fuse)."""

    name = "rocm"
    artifact = "hsaco"
    trap_policy = DEVICE_TRAP
    stages = ("llvm", "obj", "hsaco")
    device_module, device_class = "poot_rocm.device", "HipDevice"  # imported when the target is used
    Options, arch_option, default_arch = RocmOptions, "gfx", arch.DEFAULT_GFX
    # float_latitude: of the default build (IEEE: exact); an fp_contract=True artifact carries
    # its own (LLVM_GPU) in meta["float_latitude"]
    fallback = Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 65535), subgroup_size=64,
                            max_workgroup_memory=64 * 1024, wmma_shapes=arch.wmma_shapes(arch.DEFAULT_GFX),
                            subgroup_shuffle=arch.wave32(arch.DEFAULT_GFX),
                            float_latitude=IEEE)

    def _stages(self, arch: str, options: dict[str, Any]) -> list[Stage]:
        from . import codegen
        return codegen.hsaco_stages(arch, options.get("trap_policy"), fp_contract_option(options, self.name))

    @staticmethod
    def arch_of(device: str) -> str:
        return device if device.startswith("gfx") else ""


@hookimpl
def poot_targets():
    return [RocmTarget()]
