"""The `ptx` Target: Body -> LLVM IR -> PTX for a chosen SM, run through the CUDA driver."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from poot_core.backends.llvm import LlvmOptions, fp_contract_option
from poot_core.backends.llvm.target import DriverTarget
from poot_core.hookspecs import hookimpl
from poot_core.options import option
from poot_core.target import DEVICE_TRAP, IEEE, Capabilities, Stage

from . import arch


@dataclass(frozen=True)
class PtxOptions(LlvmOptions):
    """The ptx target's compile options (trap_policy and fp_contract: LlvmOptions)."""

    target = "ptx"
    sm: str | None = option(None, f"the SM to compile for (none: the device's, else {arch.DEFAULT_SM})")
    math: str = option("auto", "auto: libdevice for exp/ln/sin/cos; poot: poot's own sequences",
                       arch.MATH_CHOICES)


class PtxTarget(DriverTarget):
    """Compile options: sm ("sm_90" default, or the device's when one is present), trap_policy
    ("device-trap" default, or "error-word" for recoverable faults), math ("auto": libdevice
    for exp/ln/sin/cos; "poot": poot's own sequences), fp_contract (False default: every float
    op rounded once, as in Rust; True: ordinary mul+add may become an fma)."""

    name = "ptx"
    artifact = "ptx"
    trap_policy = DEVICE_TRAP
    stages = ("llvm", "ptx")
    device_module, device_class = "poot_ptx.device", "CudaDevice"  # imported when the target is used
    Options, arch_option, default_arch = PtxOptions, "sm", arch.DEFAULT_SM
    # float_latitude: of the default build (IEEE: exact); an fp_contract=True artifact carries
    # its own (LLVM_GPU) in meta["float_latitude"]
    fallback = Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 65535), subgroup_size=32,  # sm_90
                            max_workgroup_memory=48 * 1024, wmma_shapes=arch.wmma_shapes(arch.DEFAULT_SM),
                            warpgroup_mma=arch.has_wgmma(arch.DEFAULT_SM), subgroup_shuffle=True,
                            float_latitude=IEEE, max_workgroup_memory_optin=arch.optin_shared_bytes(arch.DEFAULT_SM))

    def cache_salt(self) -> str:
        from poot_core import knobs
        return _libdevice((knobs.libdevice(), *knobs.cuda_homes()))  # which libdevice the math links

    def _stages(self, arch: str, options: dict[str, Any]) -> list[Stage]:
        from . import codegen
        return codegen.ptx_stages(arch, options.get("trap_policy"), options.get("math") or "auto",
                                  fp_contract_option(options, self.name))

    @staticmethod
    def arch_of(device: str) -> str:
        return device.rsplit("(", 1)[1].rstrip(")") if "(sm_" in device else ""


@functools.lru_cache(maxsize=8)
def _libdevice(where: tuple[str, ...]) -> str:
    """The libdevice found for these settings (looked up once per setting: a glob over sys.path)."""
    from . import codegen
    return codegen.find_libdevice() or ""


@hookimpl
def poot_targets():
    return [PtxTarget()]
