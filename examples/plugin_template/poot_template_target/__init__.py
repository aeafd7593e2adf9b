"""A template poot target plugin: target `template`, which runs kernels on the CPU oracle.

Copy this distribution to start a target: replace the stages of `TemplateTarget.add_stages` with
your code generator's (each named, each taking the previous one's output; the last one's output
is the artifact), `TemplateOptions` with your compile options and `TemplateDevice` with your
driver (a poot_core.runtime.BufferedDevice). Keep the rules it shows (docs/plugins.md): the core
parses and validates the options against `Options` (an unknown key or a bad value is a UsageError naming them), runs the stages on
a verified body with its dominated checks eliminated and writes each to POOT_DUMP_DIR; a fault
is raised as a KernelFault naming THIS target (not the oracle it delegates to); a body the target
cannot run is refused with a CapabilityError that names the target.
"""
from __future__ import annotations

from dataclasses import dataclass

from poot_core.errors import CapabilityError, KernelFault
from poot_core.hookspecs import hookimpl
from poot_core.ir import kir
from poot_core.options import TargetOptions, option
from poot_core.runtime import HostDevice
from poot_core.target import RAISE, Artifact, Availability, Capabilities, Grid, Stage, StageContext, Target

NAME = "template"


@dataclass(frozen=True)
class TemplateOptions(TargetOptions):
    """The template's compile options (`--option note=...`): each a typed field with its default."""

    target = NAME

    note: str = option("", "a free-text note recorded in the artifact's meta (an example option)")


class TemplateDevice(HostDevice):
    """Runs each dispatch on the CPU oracle when it is launched; the fault is raised at the next sync.

    HostDevice (poot_core.runtime) gives it the whole device protocol (buffers, pool, queue, sync
    points) over host memory; a driver for real hardware subclasses BufferedDevice instead and
    implements its primitives (_allocate, _release, _write, _read, _enqueue, _complete)."""

    target = NAME
    name = "template CPU (the poot oracle)"

    def dispatch(self, art: Artifact, arrays: dict, grid: Grid) -> dict:
        from poot_core.oracle import run

        body = kir.loads(art.final.decode(), file=f"<{art.kernel}.kir.json>").body
        try:
            return run(body, arrays, grid)
        except KernelFault as f:
            # A new fault naming this target: never edit the caught one's fields.
            raise KernelFault(kernel=f.kernel, target=NAME, sites=f.sites, thread=f.thread,
                              group=f.group, exact=f.exact) from None


class TemplateTarget(Target):
    """A target whose artifact is the body's canonical .kir.json; traps raise KernelFault."""

    name = NAME
    artifact = "kir"
    trap_policy = RAISE
    stages = ("kir",)  # the names add_stages gives (`poot targets list` shows them)
    Options = TemplateOptions

    def add_stages(self, options: TemplateOptions) -> list[Stage]:
        """The compile stages for these (parsed) options, in order: (name, function). The core runs
        them: the first function gets the body (verified, its dominated checks eliminated), each
        next one the previous one's output (a real target has several: e.g. llvm -> ptx); each
        returns bytes or text, and the last one's output is the artifact."""

        def kir_text(body, ctx: StageContext) -> str:
            if body.uses_wmma():
                raise CapabilityError(f"target {NAME!r} does not run Wmma (matrix tile) kernels; "
                                      "run this kernel on the oracle")
            ctx.meta["note"] = options.note  # the artifact's meta: what the device needs later
            return kir.dumps(body)

        return [("kir", kir_text)]

    def probe(self) -> Availability:
        return Availability(True, "", TemplateDevice.name)

    def capabilities(self) -> Capabilities:
        return Capabilities(max_workgroup_size=1024)

    def open(self) -> TemplateDevice:
        return TemplateDevice()


@hookimpl
def poot_targets():
    return [TemplateTarget()]
