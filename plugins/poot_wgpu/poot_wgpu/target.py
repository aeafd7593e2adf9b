"""The `wgpu` target: shared SPIR-V emitter, wgpu-py loader, error-word trap policy."""
from __future__ import annotations

from typing import Any

from poot_core import knobs
from poot_core.errors import TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.spirv_host import SpirvTarget
from poot_core.target import Availability, Capabilities


class WgpuTarget(SpirvTarget):
    """SPIR-V for wgpu-py. no_contract_add is refused unless trusted (naga drops NoContraction):
    compile(body, trust_no_contract=True) or POOT_WGPU_TRUST_NO_CONTRACT=1."""

    name = "wgpu"
    options = ("trust_no_contract",)

    def no_contract_ok(self, options: dict) -> bool:
        v = options.get("trust_no_contract", knobs.wgpu_trust_no_contract())
        return v.strip().lower() not in ("", "0", "false", "no") if isinstance(v, str) else bool(v)

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
