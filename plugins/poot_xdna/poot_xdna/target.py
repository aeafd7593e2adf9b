"""The `xdna` Target: Body -> (trap refusal) -> MLIR-AIE module for one npu2 column -> aiecc xclbin -> pyxrt."""
from __future__ import annotations

from typing import Any

from poot_core.errors import TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.target import REFUSE, Availability, Capabilities, Device, Stage, Target

from . import layout, options


class XdnaTarget(Target):
    name = "xdna"
    artifact = "aie-mlir"  # the xclbin when aiecc is on PATH
    trap_policy = REFUSE
    stages = ("core-mlir", "aie-mlir", "xclbin")

    Options = options.Options  # lens, capacity, tiles, fifo_depth, build, mlir_aie, peano

    def cache_salt(self) -> str:
        # with aiecc the artifact is the xclbin; the module's spellings follow the detected mlir-aie
        from . import codegen, toolchain  # the code generator: imported when the target is used
        return f"{codegen.aiecc_path() or ''}|{toolchain.detect().dialect.key}"

    def add_stages(self, options: Any) -> list[Stage]:
        from . import codegen
        return codegen.stages(options)

    def probe(self) -> Availability:
        try:
            from . import device
            return device.probe()
        except Exception as e:  # noqa: BLE001 - probe never raises
            return Availability(False, f"the XDNA probe failed: {type(e).__name__}: {e}")

    def capabilities(self) -> Capabilities:
        return Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 2**31 - 1), f16=True, f64=False,
                            int64=True, atomics=True, subgroup_size=1, wmma_shapes=(), fma=False,
                            max_workgroup_memory=layout.TILE_MEMORY)

    def open(self) -> Device:
        a = self.probe()
        if not a.available:
            raise TargetUnavailable(target=self.name, reason=a.reason)
        from . import device
        return device.XdnaDevice()


@hookimpl
def poot_targets():
    return [XdnaTarget()]
