"""XDNA codegen: trap refusal, capability checks, then the MLIR-AIE module (and the aiecc build when present).

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

from poot_core import knobs
from poot_core.errors import CapabilityError, ToolchainError, TrapRefused, TrapSite
from poot_core.ir import cfg
from poot_core.ir import nodes as N
from poot_core.ir.types import F64, Fragment
from poot_core.options import TargetOptions, option
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.target import Artifact

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


def generate(body: N.Body, opts: Options, eliminate: bool = True) -> Built:
    clean = trap_free(body, eliminate)
    check_capabilities(clean, opts)
    core = Core(clean, TARGET)
    caps = LY.capacities(clean, opts.lens, opts.capacity)
    lay = LY.make_layout(clean, caps, opts.tiles)
    stack = LY.stack_bytes()
    ws = LY.check_working_set(clean, lay, sum(s.nbytes for s in core.scratch), stack, opts.fifo_depth,
                              TARGET, core.barriers)
    return Built(aie_text(clean, core, lay, opts.fifo_depth, stack), func_text(clean, core), lay, ws, core)


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


def compile_body(body: N.Body, opts: Options) -> Artifact:
    """The Artifact of a body the core pipeline has verified and check-eliminated."""
    b = generate(body, opts, eliminate=False)
    stages: list[tuple[str, Any]] = [("core-mlir", b.func), ("aie-mlir", b.module)]
    meta = {"layout": b.layout, "working_set": b.working_set, "options": opts}
    if opts.build and aiecc_path() is not None:
        xclbin, insts = build_xclbin(b.module, body.name)
        stages.append(("xclbin", xclbin))
        meta["insts"] = insts
        meta["build"] = f"built with {aiecc_path()}"
    elif opts.build:
        meta["build"] = (f"not built: {AIECC} (mlir-aie with the Peano compiler) is not on PATH, so there is no "
                         "xclbin or instruction stream; the artifact is the MLIR-AIE module")
        warnings.warn(f"xdna: {body.name}: {meta['build']}", BuildSkipped, stacklevel=2)
    else:
        meta["build"] = "not built: build=false"
    _dump(body.name, stages)
    return Artifact(TARGET, body.name, tuple(stages), body, meta)


def _dump(kernel: str, stages: list) -> None:
    """POOT_DUMP_DIR: write every stage as <dir>/<kernel>.<stage> (stage names are the extensions)."""
    d = knobs.dump_dir()
    if not d:
        return
    os.makedirs(d, exist_ok=True)
    safe = "".join(c if c.isalnum() or c in "_-" else "_" for c in kernel)
    for stage, data in stages:
        with open(os.path.join(d, f"{safe}.{stage}"), "wb" if isinstance(data, bytes) else "w") as f:
            f.write(data)
