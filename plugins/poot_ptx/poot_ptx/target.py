"""The `ptx` Target: Body -> LLVM IR -> PTX for a chosen SM, run through the CUDA driver."""
from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from poot_core.errors import TargetUnavailable, UsageError
from poot_core.hookspecs import hookimpl
from poot_core.ir.nodes import Body
from poot_core.target import DEVICE_TRAP, LLVM_GPU, Artifact, Availability, Capabilities, Device, Target

from . import codegen, driver

_OPTIONS = ("sm", "trap_policy", "math")


class PtxTarget(Target):
    name = "ptx"
    artifact = "ptx"
    trap_policy = DEVICE_TRAP
    stages = ("llvm", "ptx")

    def compile(self, body: Body, **options: Any) -> Artifact:
        """Options: sm ("sm_90" default, or the device's when one is present), trap_policy
        ("device-trap" default, or "error-word" for recoverable faults), math ("auto": libdevice
        for exp/ln/sin/cos; "poot": poot's own sequences)."""
        bad = sorted(set(options) - set(_OPTIONS))
        if bad:
            raise UsageError(f"unknown ptx compile option(s) {bad}; the options are {list(_OPTIONS)}")
        _verify(body)
        sm = options.get("sm") or _device_sm() or codegen.DEFAULT_SM
        return codegen.compile_ptx(body, sm, options.get("trap_policy"), options.get("math") or "auto")

    def probe(self) -> Availability:
        return driver.probe()

    def capabilities(self) -> Capabilities:
        if self.probe().available:
            try:
                return replace(driver.device_capabilities(), float_latitude=LLVM_GPU)
            except Exception:  # noqa: BLE001 - fall back to the sm_90 figures
                pass
        return Capabilities(max_workgroup_size=1024, max_groups=(2**31 - 1, 65535), subgroup_size=32,
                            max_workgroup_memory=48 * 1024, wmma_shapes=(),
                            float_latitude=LLVM_GPU)  # ordinary mul+add may become an FMA, by design

    def open(self) -> Device:
        a = self.probe()
        if not a.available:
            raise TargetUnavailable(target=self.name, reason=a.reason)
        return driver.CudaDevice()


def _verify(body: Body) -> None:
    """Body.verify (typed VerifyError) before LLVM sees the body."""
    try:
        from poot_core.verify import verify
    except ImportError:  # the verifier is optional in a partial install
        return
    verify(body)


@functools.cache
def _device_sm() -> str:
    a = driver.probe()
    if a.available and "(sm_" in a.device:
        return a.device.rsplit("(", 1)[1].rstrip(")")
    return ""


@hookimpl
def poot_targets():
    return [PtxTarget()]
