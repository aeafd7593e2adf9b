"""The `rocm` Target: Body -> LLVM IR -> AMDGCN object -> HSA code object, run through HIP."""
from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from poot_core.errors import TargetUnavailable, UsageError
from poot_core.hookspecs import hookimpl
from poot_core.ir.nodes import Body
from poot_core.target import DEVICE_TRAP, LLVM_GPU, Artifact, Availability, Capabilities, Device, Target

from . import codegen, driver

_OPTIONS = ("gfx", "trap_policy")


class RocmTarget(Target):
    name = "rocm"
    artifact = "hsaco"
    trap_policy = DEVICE_TRAP
    stages = ("llvm", "obj", "hsaco")

    def compile(self, body: Body, **options: Any) -> Artifact:
        """Options: gfx ("gfx942" default, or the device's when one is present; gfx90a and
        gfx1100 are tested too), trap_policy ("device-trap" default, or "error-word")."""
        bad = sorted(set(options) - set(_OPTIONS))
        if bad:
            raise UsageError(f"unknown rocm compile option(s) {bad}; the options are {list(_OPTIONS)}")
        _verify(body)
        gfx = options.get("gfx") or _device_gfx() or codegen.DEFAULT_GFX
        return codegen.compile_hsaco(body, gfx, options.get("trap_policy"))

    def probe(self) -> Availability:
        return driver.probe()

    def capabilities(self) -> Capabilities:
        if self.probe().available:
            try:
                return replace(driver.device_capabilities(), float_latitude=LLVM_GPU)
            except Exception:  # noqa: BLE001
                pass
        return Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 65535), subgroup_size=64,
                            max_workgroup_memory=64 * 1024, wmma_shapes=(),
                            float_latitude=LLVM_GPU)  # ordinary mul+add may become an FMA, by design

    def open(self) -> Device:
        a = self.probe()
        if not a.available:
            raise TargetUnavailable(target=self.name, reason=a.reason)
        return driver.HipDevice()


def _verify(body: Body) -> None:
    """Body.verify (typed VerifyError) before LLVM sees the body."""
    try:
        from poot_core.verify import verify
    except ImportError:  # the verifier is optional in a partial install
        return
    verify(body)


@functools.cache
def _device_gfx() -> str:
    a = driver.probe()
    return a.device if a.available and a.device.startswith("gfx") else ""


@hookimpl
def poot_targets():
    return [RocmTarget()]
