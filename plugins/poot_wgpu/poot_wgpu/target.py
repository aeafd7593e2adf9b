"""The `wgpu` target: shared SPIR-V emitter, wgpu-py loader, error-word trap policy."""
from __future__ import annotations

from typing import Any

from poot_core.errors import TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.spirv_host import SpirvTarget
from poot_core.target import Availability, Capabilities


class WgpuTarget(SpirvTarget):
    """SPIR-V for wgpu-py. naga drops NoContraction, so exact float ops (the default) and
    no_contract_add go through the emitter's opaque barrier, which naga passes on unchanged."""

    name = "wgpu"
    fp_barrier = True

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
