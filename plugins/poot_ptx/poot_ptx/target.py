"""The `ptx` Target: Body -> LLVM IR -> PTX for a chosen SM, run through the CUDA driver."""
from __future__ import annotations

from typing import Any

from poot_core.codegen.llvm import FP_CONTRACT, fp_contract_option
from poot_core.codegen.llvm.runtime import DriverTarget
from poot_core.hookspecs import hookimpl
from poot_core.ir.nodes import Body
from poot_core.target import DEVICE_TRAP, IEEE, Artifact, Capabilities

from . import codegen, driver


class PtxTarget(DriverTarget):
    """Compile options: sm ("sm_90" default, or the device's when one is present), trap_policy
    ("device-trap" default, or "error-word" for recoverable faults), math ("auto": libdevice
    for exp/ln/sin/cos; "poot": poot's own sequences), fp_contract (False default: every float
    op rounded once, as in Rust; True: ordinary mul+add may become an fma)."""

    name = "ptx"
    artifact = "ptx"
    trap_policy = DEVICE_TRAP
    stages = ("llvm", "ptx")
    driver, device_class = driver, "CudaDevice"
    options, arch_option, default_arch = ("sm", "trap_policy", "math", FP_CONTRACT), "sm", codegen.DEFAULT_SM
    # float_latitude: of the default build (IEEE: exact); an fp_contract=True artifact carries
    # its own (LLVM_GPU) in meta["float_latitude"]
    fallback = Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 65535), subgroup_size=32,  # sm_90
                            max_workgroup_memory=48 * 1024, wmma_shapes=(), float_latitude=IEEE)

    def _codegen(self, body: Body, arch: str, options: dict[str, Any]) -> Artifact:
        return codegen.compile_ptx(body, arch, options.get("trap_policy"), options.get("math") or "auto",
                                   fp_contract_option(options, self.name))

    @staticmethod
    def arch_of(device: str) -> str:
        return device.rsplit("(", 1)[1].rstrip(")") if "(sm_" in device else ""


@hookimpl
def poot_targets():
    return [PtxTarget()]
