"""The `vulkan` target: shared SPIR-V emitter, raw Vulkan loader, error-word trap policy."""
from __future__ import annotations

from typing import Any

from poot_core.errors import CapabilityError, TargetUnavailable
from poot_core.hookspecs import hookimpl
from poot_core.backends.spirv.coopmat import refusal
from poot_core.backends.spirv.host import SpirvTarget, shuffle_refusal
from poot_core.ir import nodes as N
from poot_core.target import Availability, Capabilities


class VulkanTarget(SpirvTarget):
    """SPIR-V straight to the Vulkan driver: NoContraction reaches it (exact float ops by default,
    no_contract_add always), and DenormPreserve and SignedZeroInfNanPreserve are requested for
    every width the device offers (probe.float_controls). Wmma lowers to cooperative matrices
    (SPV_KHR_cooperative_matrix) where the chosen device reports every shape the body needs
    (probe.cooperative_matrix); elsewhere it is refused before anything is emitted."""

    name = "vulkan"

    def refuse(self, body: N.Body) -> None:
        """CapabilityError for Wmma ops the chosen device cannot run: a cooperative-matrix shape
        it does not report (the message names the shape and the device), or no device to ask; and
        for subgroup shuffles unless the device's subgroups have 32 lanes and shuffles."""
        if body.uses_subgroup_ops():
            self.refuse_shuffles(body)
        if not body.uses_wmma():
            return
        from .probe import choose
        try:
            info = choose()
        except TargetUnavailable as e:
            raise CapabilityError(target=self.name, kernel=body.name, message=(
                f"Wmma needs a device that reports its cooperative-matrix shape, and there is no Vulkan "
                f"device to ask ({e.reason}); run the kernel on ptx or the oracle")) from None
        why = refusal(body, info.matrix, info.describe, info.matrix_note)
        if why:
            raise CapabilityError(target=self.name, kernel=body.name, message=why)

    def refuse_shuffles(self, body: N.Body) -> None:
        """CapabilityError naming the device's subgroup size unless it is 32 with shuffles (or no device)."""
        from .probe import choose
        try:
            info = choose()
        except TargetUnavailable as e:
            raise CapabilityError(target=self.name, kernel=body.name, message=(
                f"shuffle_xor needs a device whose subgroups have 32 lanes, and there is no Vulkan device to ask "
                f"({e.reason}); run the kernel on ptx, rocm or the oracle")) from None
        why = shuffle_refusal(body, info.caps.subgroup_size, bool(info.has.get("subgroup_shuffle")), info.describe)
        if why:
            raise CapabilityError(target=self.name, kernel=body.name, message=why)

    def denorm_preserve(self) -> tuple[int, ...]:
        return self._offered("denorm_preserve")

    def launch_defaults(self) -> tuple[bool, int]:
        """Coarsening and relaunch at 256 lanes, on GPUs and on lavapipe alike (measured there:
        bench/results/2026-12-02-lavapipe-coarsen.md)."""
        return True, 256

    def szinp_preserve(self) -> tuple[int, ...]:
        return self._offered("szinp_preserve")

    def _offered(self, mode: str) -> tuple[int, ...]:
        """The float widths for which the chosen device honours `mode` (probe.float_controls)."""
        from .probe import choose
        try:
            has = choose().has
        except TargetUnavailable:
            return ()  # compiled without a device: no request (the device may then flush)
        return tuple(w for w in (16, 32, 64) if has.get(f"{mode}{w}"))

    def probe(self) -> Availability:
        try:
            from .probe import choose
            return Availability(True, device=choose().describe)
        except TargetUnavailable as e:
            return Availability(False, reason=e.reason)
        except Exception as e:  # never raise from a probe
            return Availability(False, reason=f"Vulkan probe failed: {type(e).__name__}: {e}")

    def capabilities(self) -> Capabilities:
        from .probe import choose
        try:
            return choose().caps
        except TargetUnavailable:
            return Capabilities()

    def open(self, **options: Any):
        from .device import VulkanDevice
        return VulkanDevice(staging=options.get("staging"))


@hookimpl
def poot_targets():
    return [VulkanTarget()]
