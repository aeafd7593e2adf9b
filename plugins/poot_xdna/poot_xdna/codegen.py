"""XDNA codegen: the xdna stages: trap refusal, capability checks, the MLIR-AIE module (and the aiecc build when present).

Order: dominated bounds checks are eliminated; a body that can still reach a Trap is refused
with TrapRefused listing every site; f64, matrix fragments and (over several tiles) atomics are
refused with CapabilityError; the working set of a compute tile is checked against 64 KiB.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import warnings
from dataclasses import dataclass
from typing import Any

from poot_core.errors import CapabilityError, ToolchainError, TrapRefused, TrapSite
from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.ir.types import F64, Fragment
from poot_core.options import TargetOptions, option
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.target import Artifact, Stage, StageContext

from . import layout as LY
from .lower import Core
from .module import aie_text, func_text

TARGET = "xdna"
AIECC = "aiecc.py"


class BuildSkipped(UserWarning):
    """compile() wrote the MLIR-AIE module but could not build the xclbin (no aiecc.py)."""


@dataclass(frozen=True)
class Options(TargetOptions):
    """The xdna target's compile options."""

    target = TARGET
    lens: Any = option(None, "elements reserved per parameter: name:count,name:count (or a dict)")
    capacity: int | None = option(None, f"elements for parameters lens does not name (none: {LY.DEFAULT_CAPACITY})")
    tiles: int = option(1, f"compute tiles, 1..{LY.MAX_TILES}")
    fifo_depth: int = option(1, "1 (one object per launch) or 2 (double buffering)", (1, 2))
    build: bool = option(True, "run aiecc.py when it is on PATH (false: the artifact is the MLIR-AIE module)")

    def check(self) -> None:
        if not 1 <= self.tiles <= LY.MAX_TILES:
            self.refuse("tiles", f"one npu2 column has 1..{LY.MAX_TILES} compute tiles")


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
    if any(isinstance(d.ty, Fragment) for d in body.locals) or body.uses_wmma():
        refuse("the body uses matrix fragments (Wmma*); the XDNA target has no lowering for them")
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
    return Built(aie_text(c.body, c.core, c.layout, opts.fifo_depth, c.stack), func_text(c.body, c.core),
                 c.layout, c.working_set, c.core)


def aiecc_path() -> str | None:
    return shutil.which(AIECC)


def build_xclbin(module: str, name: str) -> tuple[bytes, bytes]:
    """Run aiecc.py on the module: (xclbin, instruction stream). ToolchainError with its output on failure."""
    exe = aiecc_path()
    if exe is None:
        raise ToolchainError(f"{AIECC} is not on PATH: install mlir-aie (with the Peano compiler) to build the "
                             "xclbin and instruction stream", tool=AIECC)
    with tempfile.TemporaryDirectory(prefix="poot-xdna-") as tmp:
        src = os.path.join(tmp, f"{name}.mlir")
        with open(src, "w") as f:
            f.write(module)
        cmd = [exe, "--no-aiesim", "--no-xchesscc", "--no-xbridge", "--aie-generate-xclbin",
               "--aie-generate-npu-insts", "--no-compile-host", "--xclbin-name=final.xclbin",
               "--npu-insts-name=insts.bin", src]
        try:
            r = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            raise ToolchainError("timed out after 600 s", tool=AIECC) from None
        if r.returncode != 0:
            raise ToolchainError(f"failed with exit code {r.returncode} on {name}", tool=AIECC,
                                 output=(r.stdout + r.stderr)[-4000:])
        with open(os.path.join(tmp, "final.xclbin"), "rb") as f:
            xclbin = f.read()
        with open(os.path.join(tmp, "insts.bin"), "rb") as f:
            insts = f.read()
    return xclbin, insts


def stages(opts: Options) -> list[Stage]:
    """The xdna target's stages for `opts`: `core-mlir` (the refusals, the layout and the core
    body as a function), `aie-mlir` (the MLIR-AIE module around the same core) and, when `build`
    is on and aiecc.py is on PATH, `xclbin` (aiecc.py's build; its instruction stream in
    meta["insts"]). meta: layout, working_set, options and build (what was built, or why not)."""
    builds = opts.build and aiecc_path() is not None

    def core_mlir(body: N.Body, ctx: StageContext) -> str:
        c = ctx.scratch["core"] = _core(body, opts, eliminate=False)
        ctx.meta.update({"layout": c.layout, "working_set": c.working_set, "options": opts})
        return func_text(c.body, c.core)

    def aie_mlir(func: str, ctx: StageContext) -> str:
        c = ctx.scratch["core"]
        module = aie_text(c.body, c.core, c.layout, opts.fifo_depth, c.stack)
        if not opts.build:
            ctx.meta["build"] = "not built: build=false"
        elif not builds:
            ctx.meta["build"] = (f"not built: {AIECC} (mlir-aie with the Peano compiler) is not on PATH, so there is "
                                 "no xclbin or instruction stream; the artifact is the MLIR-AIE module")
            warnings.warn(f"xdna: {ctx.kernel}: {ctx.meta['build']}", BuildSkipped)
        return module

    def xclbin(module: str, ctx: StageContext) -> bytes:
        data, insts = build_xclbin(module, ctx.kernel)
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
