"""The fuzzer's runner: one generated file through rustc-native, pootc, the oracle and every target.

`Runner.run_unit(unit)` renders the file once, builds ONE native binary for all its kernels
(cached by source hash), imports it ONCE with pootc, then for each kernel draws its inputs,
runs the native binary, the oracle and each target, and judges every result against the
native one (the truth: rustc's semantics):

- outputs: equal under the execution contract on an IEEE target (`compare`: integers and bools
  exact, floats bit for bit with NaN matching any NaN, +0.0 == -0.0 only in bodies with max/min);
- faults: a native panic must be a KernelFault everywhere; on the oracle (and any target that
  names a thread) the first site's line, column and kind and the first (lowest linear) thread
  must be the native ones; a target that reports only a set of sites must include the native one.

A kernel pootc refuses (ImportFailed, with a diagnostic inside it) or that rustc refuses is
blanked out (its lines kept, so the others' lines do not move) and the file is imported again.
Every disagreement is a `Failure` with a signature (where, kind) that the reducer preserves.
"""
from __future__ import annotations

import functools
import hashlib
import re
import subprocess
import tempfile
import time
import traceback
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ...errors import CodegenError, ImportFailed, KernelFault, PootError, ToolchainError, VerifyError
from ...ir import nodes as N
from ...oracle.compare import compare
from ...target import IEEE, FloatLatitude, Grid
from ..native import Native, NativeBuildError, NativeFault
from .ast import Kernel, Unit
from .gen import make_inputs

DEFAULT_TARGETS = ("oracle", "vulkan", "wgpu")


@dataclass(frozen=True)
class Failure:
    """A kernel on which poot disagrees with rustc (or crashes): where, what kind, the detail."""

    kernel: Kernel
    unit: Unit  # the file it came from (consts, checks); `kernel` is one of its kernels
    where: str  # "import", "native", "oracle", a target name
    kind: str  # "refused", "crash", "mismatch", "missing-fault", "spurious-fault", "fault-site", "fault-thread", ...
    detail: str

    @property
    def signature(self) -> tuple[str, str, str]:
        """(where, kind, the message's shape): what a reduced kernel must still show."""
        shape = ""
        if self.kind in ("refused", "rustc-error", "crash", "verify"):
            first = self.detail.strip().splitlines()[0] if self.detail.strip() else ""
            first = re.sub(r"^\S+:\d+:\d+:\s*", "", first)
            shape = re.sub(r"`[^`]*`|\d+", "_", first)[:120]
        return (self.where, self.kind, shape)

    def one_line(self) -> str:
        d = self.detail.strip().splitlines()[0] if self.detail.strip() else ""
        return f"{self.kernel.name} [{self.where}/{self.kind}] {d[:300]}"


@dataclass
class Stats:
    """Counts over a run: kernels generated / imported / compared per target, faults, refusals."""

    units: int = 0
    kernels: int = 0
    imported: int = 0
    native_faults: int = 0
    runs: dict = field(default_factory=dict)  # target -> kernels compared
    refused: dict = field(default_factory=dict)  # target -> kernels the target refused (CodegenError)
    refusals: dict = field(default_factory=dict)  # (target, message shape) -> count
    flushed: dict = field(default_factory=dict)  # target -> kernels right only as if subnormal inputs were 0 (replay)
    failures: int = 0
    seconds: float = 0.0

    def add(self, other: "Stats") -> None:
        for f in ("units", "kernels", "imported", "native_faults", "failures", "seconds"):
            setattr(self, f, getattr(self, f) + getattr(other, f))
        for d in ("runs", "refused", "refusals", "flushed"):
            mine = getattr(self, d)
            for k, v in getattr(other, d).items():
                mine[k] = mine.get(k, 0) + v

    def line(self) -> str:
        runs = " ".join(f"{k}={v}" for k, v in sorted(self.runs.items()))
        ref = " ".join(f"{k}={v}" for k, v in sorted(self.refused.items()))
        per = self.seconds / self.kernels if self.kernels else 0
        fl = " ".join(f"{k}={v}" for k, v in sorted(self.flushed.items()))
        return (f"{self.units} files, {self.kernels} kernels ({self.imported} imported, {self.native_faults} native faults), "
                f"compared: {runs}; refused: {ref or 'none'}; {'right as if subnormal inputs were 0: ' + fl + '; ' if fl else ''}"
                f"{self.failures} failures; "
                f"{self.seconds:.0f} s ({per * 1000:.0f} ms/kernel)")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _kernel_of_line(spans: dict[str, tuple[int, int]], line: int) -> str | None:
    for name, (a, b) in spans.items():
        if a <= line <= b:
            return name
    return None


def blank(text: str, spans: dict[str, tuple[int, int]], names: Iterable[str]) -> str:
    """The file with the lines of kernels `names` blanked (every other line keeps its number)."""
    lines = text.split("\n")
    for n in names:
        a, b = spans[n]
        for j in range(a - 1, b):
            lines[j] = ""
    return "\n".join(lines)


def params_of(k: Kernel) -> list[tuple[str, str, bool]]:
    return [(p.name, p.elem, p.mutable) for p in k.params]


def _site_of(f: KernelFault, native: NativeFault):
    for s in f.sites:
        if s.span is not None and s.span.line == native.line and s.span.col == native.col and s.kind == native.kind:
            return s
    return None


@functools.cache
def target_latitude(name: str) -> FloatLatitude:
    """The float latitude results of target `name` are compared under (the device's; IEEE for
    the oracle and for CPU implementations such as lavapipe)."""
    if name == "oracle":
        return IEEE
    from ... import plugins
    return plugins.get_target(name).capabilities().float_latitude


def judge(native, got, body: N.Body | None, where: str, latitude: FloatLatitude = IEEE) -> tuple[str, str] | None:
    """(kind, detail) when `got` (outputs or a KernelFault) disagrees with the native result,
    floats compared under the target's `latitude` (IEEE: bit for bit, NaN as NaN)."""
    if isinstance(native, NativeFault):
        if not isinstance(got, KernelFault):
            return "missing-fault", f"rustc panics at {native.line}:{native.col} in thread {native.thread} ({native.message}) but {where} returns outputs"
        first = got.sites[0] if got.sites else None
        exact = where == "oracle" or got.thread is not None
        if exact:
            if first is None or first.span is None or (first.span.line, first.span.col) != (native.line, native.col) \
                    or first.kind != native.kind:
                return "fault-site", f"rustc panics at {native.line}:{native.col} ({native.kind}: {native.message}); {where}: {got}"
            if got.thread != native.thread:
                return "fault-thread", f"first faulting thread: rustc {native.thread} ({native.line}:{native.col}), {where} {got.thread}: {got}"
        elif got.sites and _site_of(got, native) is None:
            return "fault-site", f"rustc panics at {native.line}:{native.col} ({native.kind}: {native.message}); {where} names other sites: {got}"
        return None
    if isinstance(got, KernelFault):
        return "spurious-fault", f"rustc runs to the end but {where} faults: {got}"
    bad = compare(got, native, body, latitude=latitude)
    if bad:
        return "mismatch", f"{len(bad)} element(s) differ from rustc, first: " + "; ".join(map(str, bad[:4]))
    return None


def cut_by_loop_limiter(got) -> bool:
    """Whether lavapipe's loop limiter cut some thread (detected and raised as a typed fault: the
    contract's answer to a loop past 65535 iterations there). A documented refusal, not a result
    to judge - even when rustc faults later in that loop, or another thread faults too."""
    return isinstance(got, KernelFault) and any(x.kind == "loop-limit" for x in got.sites)


class Runner:
    """Runs generated files on native, the oracle and `targets`; collects Stats and Failures."""

    def __init__(self, targets: Iterable[str] = DEFAULT_TARGETS, workdir: Path | None = None,
                 native: Native | None = None, log: Callable[[str], None] | None = None,
                 importer: Callable | None = None, native_timeout: float = 60):
        from ... import plugins

        self.native = native or Native()
        self.workdir = Path(workdir or Path(tempfile.gettempdir()) / "poot-fuzz")
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.log = log or (lambda s: None)
        self.native_timeout = native_timeout
        self.targets = []
        self.skipped: dict[str, str] = {}
        targets = list(targets)
        self.oracle = "oracle" in targets
        for t in targets:
            if t == "oracle":
                continue
            tgt = plugins.get_target(t)
            a = tgt.probe()
            if a.available:
                self.targets.append(t)
            else:
                self.skipped[t] = a.reason
        self.importer = importer  # for tests: a replacement for pootc.import_file (e.g. a broken pass)

    # ---------------------------------------------------------------- import and build
    def _import(self, path: Path):
        from ...pootc import import_file

        return (self.importer or import_file)(path)

    def prepare(self, unit: Unit):
        """Render, build natively and import `unit`. Returns (text, spans, exe, bodies, failures):
        `bodies` maps each imported kernel name to its Body; refused kernels are failures."""
        text, spans = unit.render()
        failures: list[Failure] = []
        by_name = {k.name: k for k in unit.kernels}
        live = dict(spans)
        exe = None
        for _ in range(len(unit.kernels) + 1):  # rustc: blank the kernels it refuses
            try:
                exe = self.native.build_text(text, {n: params_of(by_name[n]) for n in live}, unit.overflow_checks,
                                             stem=f"fuzz{len(live)}")
                break
            except NativeBuildError as e:
                refused = {n for n in (_kernel_of_line(spans, ln) for ln in e.lines) if n is not None and n in live}
                if not refused:
                    raise
                for n in refused:
                    failures.append(Failure(by_name[n], unit, "native", "rustc-error", str(e)[-3000:]))
                    del live[n]
                text = blank(text, spans, refused)
        if exe is None or not live:
            return text, spans, None, {}, failures
        bodies: dict[str, N.Body] = {}
        for _ in range(len(unit.kernels) + 1):
            path = self.workdir / f"u{_sha(text)}.rs"
            path.write_text(text)
            try:
                files = self._import(path)
                bodies = {f.body.name: f.body for f in files}
                break
            except ImportFailed as e:
                bad: dict[str, list[str]] = {}
                for d in e.diagnostics:
                    m = re.search(r"__poot_kernel_(\w+?)::", str(d))
                    who = m.group(1) if m and m.group(1) in live else (_kernel_of_line(spans, d.span.line) if d.span else None)
                    if who is None or who not in live:
                        who = next(iter(live))  # unlocated: charge the first kernel left (bisected below if wrong)
                    bad.setdefault(who, []).append(str(d))
                for n, ds in bad.items():
                    failures.append(Failure(by_name[n], unit, "import", "refused", "\n".join(ds)))
                    del live[n]
                text = blank(text, spans, bad)
                if not live:
                    break
            except Exception as e:  # an importer crash or a rustc refusal: find the kernel one by one
                return text, spans, exe, *self._import_each(unit, text, spans, live, by_name, e, failures)
        return text, spans, exe, bodies, failures

    def _import_each(self, unit, text, spans, live, by_name, first_error, failures):
        from ...pootc import import_file

        bodies = {}
        for n in list(live):
            t = blank(text, spans, [m for m in live if m != n])
            path = self.workdir / f"u{_sha(t)}.rs"
            path.write_text(t)
            try:
                [f] = (self.importer or import_file)(path)
                bodies[n] = f.body
            except ImportFailed as e:
                failures.append(Failure(by_name[n], unit, "import", "refused", str(e)))
            except Exception as e:  # noqa: BLE001 - every crash is a finding
                kind = "rustc-error" if isinstance(e, ToolchainError) else "crash"
                failures.append(Failure(by_name[n], unit, "import", kind, _describe(e)))
        return bodies, failures

    # ---------------------------------------------------------------- running
    def run_unit(self, unit: Unit, only: Iterable[str] | None = None) -> tuple[Stats, list[Failure]]:
        """Run every kernel of `unit` (or those named in `only`); the counts and the failures."""
        t0 = time.perf_counter()
        st = Stats(units=1, kernels=len(unit.kernels))
        text, spans, exe, bodies, failures = self.prepare(unit)
        st.imported = len(bodies)
        for k in unit.kernels:
            if k.name not in bodies or (only is not None and k.name not in only):
                continue
            fs = self.run_kernel(unit, k, bodies[k.name], exe, st)
            failures += fs
        st.failures = len(failures)
        st.seconds = time.perf_counter() - t0
        return st, failures

    def run_kernel(self, unit: Unit, k: Kernel, body: N.Body, exe: Path, st: Stats) -> list[Failure]:
        from ... import oracle
        from ...exec import execute

        fails: list[Failure] = []

        def fail(where, kind, detail):
            fails.append(Failure(k, unit, where, kind, detail))

        names = [p.name for p in body.params]
        if names != [p.name for p in k.params]:
            fail("import", "param-names", f"parameters imported as {names}, the fn signature says {[p.name for p in k.params]}")
            return fails
        if body.workgroup_size != k.wgs:
            fail("import", "workgroup-size", f"WORKGROUP_SIZE = {k.wgs_spelling} is {k.wgs} for rustc; pootc says {body.workgroup_size}")
            return fails
        bufs = make_inputs(k)
        grid = Grid((k.groups, 1), k.wgs)
        arrays = {w.id: w.size for w in body.wg_arrays}
        want_arrays = dict(k.wg_arrays) if k.wg_arrays else {}
        for aid, size in want_arrays.items():
            if arrays.get(aid) != size:
                fail("import", "wg-array-size", f"workgroup array {aid}: rustc's constant says {size} slots, pootc {arrays.get(aid)}")
                return fails
        try:
            native = self.native.run(exe, params_of(k), bufs, (k.groups, 1), k.wgs, want_arrays,
                                     kernel=k.name, timeout=self.native_timeout)
        except subprocess.TimeoutExpired:
            fail("native", "timeout", f"the native run took over {self.native_timeout} s (a generator bug)")
            return fails
        if isinstance(native, NativeFault):
            st.native_faults += 1
        got: dict[str, np.ndarray] | KernelFault | None = None  # outputs, or the fault raised
        try:
            if self.oracle:
                got = oracle.run(body, bufs, grid)
        except KernelFault as e:
            got = e
        except Exception as e:  # noqa: BLE001
            fail("oracle", "crash", _describe(e))
        if got is not None:
            st.runs["oracle"] = st.runs.get("oracle", 0) + 1
            bad = judge(native, got, body, "oracle")
            if bad:
                fail("oracle", *bad)
        for t in self.targets:
            try:
                got = execute(body, t, grid, bufs)
            except KernelFault as e:
                got = e
            except VerifyError as e:
                fail(t, "verify", str(e))
                continue
            except CodegenError as e:
                st.refused[t] = st.refused.get(t, 0) + 1
                why = re.sub(r"\d+", "N", str(e).split(";")[0])[:100]
                st.refusals[(t, why)] = st.refusals.get((t, why), 0) + 1
                continue
            except Exception as e:  # noqa: BLE001 - a crash or a lost device is a finding
                fail(t, "crash", _describe(e))
                continue
            if cut_by_loop_limiter(got):
                st.refused[t] = st.refused.get(t, 0) + 1
                st.refusals[(t, "loop-limit fault")] = st.refusals.get((t, "loop-limit fault"), 0) + 1
                continue
            st.runs[t] = st.runs.get(t, 0) + 1
            bad = judge(native, got, body, t, target_latitude(t))
            if bad:
                fail(t, *bad)
        return fails


def _describe(e: BaseException) -> str:
    if isinstance(e, PootError):
        return f"{type(e).__name__}: {e}"
    return f"{type(e).__name__}: {e}\n" + "".join(traceback.format_exception(e)[-6:])


def single_unit(f: Failure, kernel: Kernel | None = None) -> Unit:
    """The file of one failing kernel: its unit's checks and the file consts it uses (by name,
    directly or through another const), no other kernel."""
    k = kernel or f.kernel
    used = "\n".join(k.render())
    consts = list(f.unit.consts)
    keep: list = []
    for c in reversed(consts):
        if re.search(rf"\b{re.escape(c[0])}\b", used):
            keep.append(c)
            used += "\n" + c[2]
    return replace(f.unit, kernels=(k,), consts=tuple(reversed(keep)))
