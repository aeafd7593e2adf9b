"""The `wgpu` target: shared SPIR-V emitter, wgpu-py loader, error-word trap policy."""
from __future__ import annotations

from typing import Any

from poot_core.errors import CapabilityError, TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.ir import nodes as N
from poot_core.backends.spirv.host import SpirvTarget
from poot_core.target import Artifact, Availability, Capabilities

from .hazards import reload_after_store, uses_f16


class WgpuTarget(SpirvTarget):
    """SPIR-V for wgpu-py. naga drops NoContraction, so exact float ops (the default) and
    no_contract_add go through the emitter's opaque barrier, which naga passes on unchanged."""

    name = "wgpu"
    fp_barrier = True

    def codegen(self, body: N.Body, options: Any) -> Artifact:
        """Refused on a GPU adapter: f16 arithmetic (`uses_f16`), and a read of a `&mut` buffer after a write to it in the same
        thread. Through wgpu (naga) on the H200 such a read returned the value from before the
        write for the first 333 of 2664 threads, silently (the same SPIR-V on the vulkan target
        and on lavapipe is right)."""
        if not self.cpu_adapter():
            if uses_f16(body):
                raise CapabilityError(target=self.name, kernel=body.name, message=(
                    "the kernel computes in f16, which wgpu on a GPU cannot keep exact: naga drops "
                    "the SignedZeroInfNanPreserve and DenormPreserve requests, and NVIDIA's driver "
                    "then gives NaN where Rust gives an infinity (measured on an H200). Run it on "
                    "the vulkan target, which requests both, or compute in f32"))
            hit = reload_after_store(body)
            if hit is not None:
                raise CapabilityError(target=self.name, kernel=body.name, message=(
                    f"the kernel reads `{hit[0]}` after writing it in the same thread (bb{hit[1]}); "
                    "wgpu on a GPU can return the value from before the write. Keep the value in a "
                    "local instead of reading it back, or run on the vulkan target"))
        return super().codegen(body, options)

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
