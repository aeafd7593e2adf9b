"""The Target half shared by the LLVM GPU plugins (ptx, rocm): a target whose probe, capabilities and
device come from the plugin's device module, and whose options resolve the architecture and the
trap policy from the present device and POOT_LLVM_TRAPS."""
from __future__ import annotations

import abc
import functools
from dataclasses import replace
from typing import Any

from ...errors import TargetUnavailable
from ...target import Availability, Capabilities, Device, Stage, Target


BEST_WORKGROUP_SIZE = 256  # what kernels that cannot tell their workgroup size run at (coarsen.py)


class DriverTarget(Target, metaclass=abc.ABCMeta):
    """A Target whose probe, capabilities and device come from the plugin's device module
    (`device_module`: probe(), device_capabilities(), `device_class`; the module or its dotted name,
    imported when the target is first used, not with the registry); a subclass sets the names, `Options` (with an
    `arch_option` field and `trap_policy`), `default_arch`, `fallback` capabilities,
    `arch_of(device)` and `_stages(arch, options)` (its `add_stages`)."""

    device_module: Any = None
    device_class = ""
    arch_option = ""
    default_arch = ""
    fallback: Capabilities = Capabilities()

    def resolve_options(self, options):
        """The architecture (the option, else the present device's, else `default_arch`), the
        trap policy (the option, else POOT_LLVM_TRAPS, else device-trap) and the launch shape
        (coarsen on, relaunch at BEST_WORKGROUP_SIZE) made concrete."""
        from ... import knobs
        from ...target import DEVICE_TRAP
        from ...options import resolve_launch
        arch = getattr(options, self.arch_option) or _device_arch(type(self)) or self.default_arch
        policy = options.trap_policy or knobs.llvm_trap_policy() or DEVICE_TRAP
        options = resolve_launch(options, True, BEST_WORKGROUP_SIZE)
        return replace(options, **{self.arch_option: arch, "trap_policy": policy})

    def add_stages(self, options) -> list[Stage]:
        opts = options.as_dict()
        return self._stages(opts[self.arch_option], opts)

    @abc.abstractmethod
    def _stages(self, arch: str, options: dict[str, Any]) -> list[Stage]:
        """The stages for the architecture `arch` and the resolved `options`."""

    @staticmethod
    def arch_of(device: str) -> str:
        return ""

    def _driver(self) -> Any:
        """The plugin's device module (imported on first use where `device_module` names it)."""
        return _module(self.device_module)

    def probe(self) -> Availability:
        return self._driver().probe()

    def capabilities(self) -> Capabilities:
        if self.probe().available:
            try:
                return replace(self._driver().device_capabilities(), float_latitude=self.fallback.float_latitude)
            except Exception:  # noqa: BLE001 - fall back to the default device's figures
                pass
        return self.fallback  # float_latitude: the default build's (IEEE); fp_contract artifacts carry theirs

    def open(self) -> Device:
        a = self.probe()
        if not a.available:
            raise TargetUnavailable(target=self.name, reason=a.reason)
        return getattr(self._driver(), self.device_class)()


@functools.cache
def _device_arch(cls: type[DriverTarget]) -> str:
    """The present device's architecture (once per process and target), "" without one."""
    a = _module(cls.device_module).probe()
    return cls.arch_of(a.device) if a.available else ""


def _module(m: Any) -> Any:
    if isinstance(m, str):
        import importlib

        return importlib.import_module(m)
    return m
