"""The `wgpu` target: shared SPIR-V emitter, wgpu-py loader, error-word trap policy."""
from __future__ import annotations

from typing import Any

from poot_core.errors import TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.ir import nodes as N
from poot_core.backends.spirv.host import SpirvTarget
from poot_core.target import Availability, Capabilities



class WgpuTarget(SpirvTarget):
    """SPIR-V for wgpu-py. naga drops NoContraction, so exact float ops (the default) and
    no_contract_add go through the emitter's opaque barrier, which naga passes on unchanged."""

    name = "wgpu"
    fp_barrier = True
    vector_access = False  # naga refuses two variables on one binding (the vector view) and memory operands on OpLoad

    def refuse(self, body: N.Body) -> None:
        """Wmma first (codegen.refuse_wmma: naga has no cooperative matrices); on a GPU adapter,
        what naga cannot keep exact (codegen.refuse_on_gpu: f16 arithmetic, a read of a `&mut`
        buffer after a write to it); then the SPIR-V refusals."""
        from . import codegen  # naga's refusals: imported with the first compile, not with the registry
        codegen.refuse_wmma(body, self.name)
        codegen.refuse_shuffle(body, self.name)
        if not self.cpu_adapter():
            codegen.refuse_on_gpu(body, self.name)
        super().refuse(body)

    def cpu_adapter(self) -> bool:
        """Whether the adapter wgpu would use is a CPU implementation (lavapipe/llvmpipe)."""
        from .device import choose_adapter
        try:
            return str(choose_adapter().info.get("adapter_type", "")) == "CPU"
        except TargetUnavailable:
            return True  # no adapter: nothing runs, so nothing to refuse here

    def probe(self) -> Availability:
        try:
            from .device import adapter_name, choose_adapter
            return Availability(True, device=adapter_name(choose_adapter()))
        except TargetUnavailable as e:
            return Availability(False, reason=e.reason)
        except Exception as e:  # never raise from a probe
            return Availability(False, reason=f"wgpu adapter probe failed: {type(e).__name__}: {e}")

    def capabilities(self) -> Capabilities:
        from .device import adapter_capabilities, choose_adapter
        try:
            return adapter_capabilities(choose_adapter())
        except TargetUnavailable:
            return Capabilities()

    def open(self, **options: Any):
        from .device import WgpuDevice
        return WgpuDevice()


@hookimpl
def poot_targets():
    return [WgpuTarget()]
