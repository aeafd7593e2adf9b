"""A template poot target plugin: target `template`, which runs kernels on the CPU oracle.

Copy this distribution to start a target: replace `TemplateTarget.compile` with your code
generator (its stages become the artifact) and `TemplateDevice` with your driver. Keep the rules
it shows (docs/plugins.md): options are validated and a bad one is a UsageError naming the
valid ones; a fault is raised as KernelFault naming THIS target (not the oracle it delegates to);
a body the target cannot run is refused with a CapabilityError that names the target.
"""
from __future__ import annotations

from typing import Any

from poot_core.errors import CapabilityError, KernelFault, UsageError
from poot_core.hookspecs import hookimpl
from poot_core.ir import kir
from poot_core.target import RAISE, Artifact, Availability, Capabilities, Device, Grid, Target

NAME = "template"
OPTIONS: dict[str, Any] = {}  # name -> default; this template has none


class TemplateDevice(Device):
    """Runs each launch on the CPU oracle at `launch`; `sync` returns the outputs or raises the fault."""

    name = "template CPU (the poot oracle)"

    def launch(self, art: Artifact, buffers: dict, grid: Grid):
        from poot_core.oracle import run

        if art.target != NAME:
            raise UsageError(f"the {NAME} device runs {NAME} artifacts, not {art.target!r} ones")
        body = kir.loads(art.final.decode(), file=f"<{art.kernel}.kir.json>").body
        try:
            return run(body, buffers, grid), None
        except KernelFault as f:
            # A new fault naming this target: never edit the caught one's fields.
            return None, KernelFault(kernel=f.kernel, target=NAME, sites=f.sites, thread=f.thread,
                                     group=f.group, exact=f.exact)

    def sync(self, pending) -> dict:
        outputs, fault = pending
        if fault is not None:
            raise fault
        return outputs


class TemplateTarget(Target):
    """A target whose artifact is the body's canonical .kir.json; traps raise KernelFault."""

    name = NAME
    artifact = "kir"
    trap_policy = RAISE
    stages = ("kir",)

    def compile(self, body, **options: Any) -> Artifact:
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise UsageError(f"unknown option(s) {', '.join(unknown)} for target {NAME!r}; its options: "
                             f"{', '.join(OPTIONS) or 'none'}")
        if body.uses_wmma():
            raise CapabilityError(f"target {NAME!r} does not run Wmma (matrix tile) kernels; "
                                  "run this kernel on the oracle")
        return Artifact(target=NAME, kernel=body.name, stages=(("kir", kir.dumps(body)),), body=body)

    def probe(self) -> Availability:
        return Availability(True, "", TemplateDevice.name)

    def capabilities(self) -> Capabilities:
        return Capabilities(max_workgroup_size=1024)

    def open(self) -> TemplateDevice:
        return TemplateDevice()


@hookimpl
def poot_targets():
    return [TemplateTarget()]
