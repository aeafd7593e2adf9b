"""XDNA codegen: the xdna stages: trap refusal, capability checks, the MLIR-AIE module (and the aiecc build when present).

Order: dominated bounds checks are eliminated; a body that can still reach a Trap is refused
with TrapRefused listing every site; f64, the fused multiply-add (mul_add), matrix fragments and
(over several tiles) atomics are refused with CapabilityError; the working set of a compute tile is checked against 64 KiB.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

from poot_core.backends import wgmem
from poot_core.errors import CapabilityError, TrapRefused, TrapSite
from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.ir.types import F16, F32, F64, I32, U32, Fragment
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.target import Artifact, Stage, StageContext

from . import layout as LY
from . import toolchain as TC
from .dialect import Dialect
from .lower import Core
from .module import aie_text, func_text
from .options import TARGET, Options  # noqa: F401 - re-exported

AIECC = "aiecc / aiecc.py"
MUL_ADD_REFUSAL = (
    "the body uses mul_add, a fused multiply-add (a * b + c rounded once), which the XDNA target does "
    "not lower: the AIE2 core has no scalar FPU, so Peano would turn it into a call to a soft-float "
    "fmaf whose rounding nothing here has checked (one computed in f64, or as a multiply and an add, "
    "rounds twice), and the NPU must never differ from the oracle silently; run it on ptx, rocm, "
    "vulkan, wgpu or the oracle, or write `a * b + c` (two roundings) for the NPU")


class BuildSkipped(UserWarning):
    """compile() wrote the MLIR-AIE module but could not build the xclbin (no aiecc)."""


class DialectGuessed(UserWarning):
    """An mlir-aie toolchain is installed but nothing says which release: the module is written
    for the newest known one (the option mlir_aie names the release)."""


def parse_options(options: Any) -> Options:
    """The Options from a dict (or KEY=VALUE strings); UsageError for an unknown key or a bad value."""
    return Options.parse(options, TARGET)


def trap_free(body: N.Body, eliminate: bool = True) -> N.Body:
    """The body after dominated-check elimination (`eliminate=False`: the caller, the core
    pipeline, has run it); TrapRefused if a reachable Trap remains."""
    clean = eliminate_dominated_checks(body) if eliminate else body
    live = cfg.reachable(cfg.successors(clean))
    terms = [clean.blocks[i].term for i in live]
    traps = [t for t in terms if isinstance(t, N.Trap)]
    if traps:
        sites = tuple(TrapSite(t.site, t.kind, t.span, t.message) for t in sorted(traps, key=lambda t: t.site))
        lines = "\n".join(f"  - {s}" for s in sites)
        raise TrapRefused(
            f"the XDNA NPU refuses a kernel that can still trap (AIE cores have no exceptions: an out-of-range "
            f"access is silent corruption); {len(sites)} failed-check site(s) remain after check elimination:\n"
            f"{lines}\nmake each acceptable: guard every access with a condition that covers its check "
            f"(`if i < s.len() {{ ... s[i] ... }}` around the access), and import with overflow checks off "
            f"(pootc overflow_checks=False / the `_nt` asset variants) so integer arithmetic wraps instead of trapping",
            target=TARGET, kernel=body.name, sites=sites)
    return clean


def check_capabilities(body: N.Body, opts: Options) -> None:
    def refuse(msg: str):
        raise CapabilityError(msg, target=TARGET, kernel=body.name)

    if F64 in body.scalar_types():
        refuse("the body uses f64; AIE2 cores have no f64 arithmetic (use f32)")
    if body.uses_mul_add():
        refuse(MUL_ADD_REFUSAL)
    if body.uses_wgmma():
        refuse("the body uses warpgroup MMA (WgmmaMma/WgmmaStore), NVIDIA Hopper's wgmma: the XDNA target "
               "has no 128-lane warpgroup (its AIE core lowering runs a workgroup's lanes one after another); "
               "run it on ptx (sm_90) or the oracle")
    if any(isinstance(d.ty, Fragment) for d in body.locals) or body.uses_wmma():
        refuse("the body uses matrix fragments (Wmma*), which the XDNA target does not lower: its AIE core "
               "lowering runs a workgroup's lanes one after another on one core, so there is no 32-lane "
               "subgroup for a collective tile op to act on (and the AIE matrix unit is not used); run "
               "Wmma kernels on ptx (sm_70+), rocm (gfx11) or the oracle")
    if body.uses_subgroup_ops():
        refuse("the body uses subgroup operations (shuffle_xor), which the XDNA target does not lower: its AIE "
               "core lowering runs a workgroup's lanes one after another on one core, so there are no 32 lanes "
               "executing together to exchange values; run it on ptx, rocm (wave32), vulkan (32-lane subgroups) "
               "or the oracle")
    wgmem.refuse(body, TARGET, elems=(F16, F32, I32, U32))  # no async copies (and no Wmma) on the AIE core
    atomics = any(isinstance(s, N.AtomicAdd) for b in body.blocks for s in b.stmts)
    if atomics and opts.tiles > 1:
        refuse(f"atomic_add across {opts.tiles} compute tiles: AIE tiles share no memory an atomic could "
               "update (each holds its own copy of the buffer); compile with tiles=1, where the lanes of "
               "one core run one after another and the add is a plain read-modify-write")


@dataclass(frozen=True)
class Built:
    module: str
    func: str
    layout: LY.Layout
    working_set: LY.WorkingSet
    core: Core
    dialect: Dialect


@dataclass(frozen=True)
class _Core:
    """What the core-mlir stage decided and the aie-mlir stage builds on."""

    body: N.Body  # trap-free, capability-checked
    core: Core
    layout: LY.Layout
    working_set: LY.WorkingSet
    stack: int


def _core(body: N.Body, opts: Options, eliminate: bool = True) -> _Core:
    """The refusals (trap_free, check_capabilities), the core's lowering, the tile layout and the
    working-set check."""
    clean = trap_free(body, eliminate)
    check_capabilities(clean, opts)
    core = Core(clean, TARGET)
    caps = LY.capacities(clean, opts.lens, opts.capacity)
    lay = LY.make_layout(clean, caps, opts.tiles)
    stack = LY.stack_bytes()
    ws = LY.check_working_set(clean, lay, sum(s.nbytes for s in core.scratch), stack, opts.fifo_depth,
                              TARGET, core.barriers)
    return _Core(clean, core, lay, ws, stack)


def generate(body: N.Body, opts: Options, eliminate: bool = True) -> Built:
    c = _core(body, opts, eliminate)
    dia = TC.detect(opts.mlir_aie).dialect
    return Built(aie_text(c.body, c.core, c.layout, opts.fifo_depth, c.stack, dia), func_text(c.body, c.core),
                 c.layout, c.working_set, c.core, dia)


def aiecc_path() -> str | None:
    return TC.aiecc_path()


def build_xclbin(module: str, name: str, peano: str | None = None) -> tuple[bytes, bytes]:
    """aie-opt's verify, then aiecc: (xclbin, instruction stream) (toolchain.build_xclbin)."""
    return TC.build_xclbin(module, name, peano)


def stages(opts: Options) -> list[Stage]:
    """The xdna target's stages for `opts`: `core-mlir` (the refusals, the layout and the core
    body as a function), `aie-mlir` (the MLIR-AIE module around the same core, in the spellings
    of the detected mlir-aie release, verified by mlir-aie's Python bindings when importable)
    and, when `build` is on and aiecc is on PATH, `xclbin` (aie-opt's verify, then aiecc; the
    instruction stream in meta["insts"]). meta: layout, working_set, options, dialect (which
    release and why), verified and build (what was built, or why not)."""
    builds = opts.build and aiecc_path() is not None

    def core_mlir(body: N.Body, ctx: StageContext) -> str:
        c = ctx.scratch["core"] = _core(body, opts, eliminate=False)
        ctx.meta.update({"layout": c.layout, "working_set": c.working_set, "options": opts})
        return func_text(c.body, c.core)

    def aie_mlir(func: str, ctx: StageContext) -> str:
        c = ctx.scratch["core"]
        det = TC.detect(opts.mlir_aie)
        module = aie_text(c.body, c.core, c.layout, opts.fifo_depth, c.stack, det.dialect)
        ctx.meta["dialect"] = f"{det.dialect.describe()} ({det.note})"
        b = TC.bindings()
        if b is not None:
            TC.verify_with_bindings(b, module, ctx.kernel)
            ctx.meta["verified"] = f"parsed and verified by {TC.BINDINGS} ({b.version})"
        else:
            ctx.meta["verified"] = f"not verified against mlir-aie here (no {TC.BINDINGS})" + (
                "; aie-opt verifies it before aiecc" if builds and TC.aie_opt_path() else "")
        if not opts.build:
            ctx.meta["build"] = "not built: build=false"
        elif not builds:
            ctx.meta["build"] = (f"not built: {AIECC} (mlir-aie with the Peano compiler) is not on PATH, so there is "
                                 "no xclbin or instruction stream; the artifact is the MLIR-AIE module, written for "
                                 f"{det.dialect.source} ({det.note})")
            warnings.warn(f"xdna: {ctx.kernel}: {ctx.meta['build']}", BuildSkipped)
        if builds and det.guessed:
            warnings.warn(f"xdna: {ctx.kernel}: {det.note}", DialectGuessed)
        return module

    def xclbin(module: str, ctx: StageContext) -> bytes:
        data, insts = build_xclbin(module, ctx.kernel, opts.peano)
        ctx.meta.update({"insts": insts, "build": f"built with {aiecc_path()}"})
        return data

    out: list[Stage] = [("core-mlir", core_mlir), ("aie-mlir", aie_mlir)]
    if builds:
        out.append(("xclbin", xclbin))
    return out


def compile_body(body: N.Body, opts: Options) -> Artifact:
    """The Artifact of a body the core pipeline has verified and check-eliminated, through the
    core runner (the device rebuilds an artifact with larger regions this way)."""
    from .target import XdnaTarget

    return XdnaTarget().codegen(body, opts)
