"""Every error poot raises: one root, `PootError`, and a typed subclass per failure class.

Errors are dataclasses with fields; `str(err)` renders the message from the fields and says
what to do. The CLI maps each class to an exit code through `exit_code`.
"""
from __future__ import annotations

from dataclasses import dataclass

# CLI exit codes: 0 ok, 1 usage/input, 2 refused, 3 kernel fault, 4 unavailable; and two that no
# PootError carries: 70 an internal error (an exception that is not a PootError: a bug in poot or a
# plugin; BSD sysexits' EX_SOFTWARE), 130 interrupted (Ctrl-C, 128 + SIGINT).
EXIT_USAGE, EXIT_REFUSED, EXIT_FAULT, EXIT_UNAVAILABLE = 1, 2, 3, 4
EXIT_INTERNAL, EXIT_INTERRUPTED = 70, 130


@dataclass(frozen=True)
class Span:
    """A source location: file, 1-based line and column, optional end."""

    file: str
    line: int
    col: int
    end_line: int = 0
    end_col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass(eq=False)
class PootError(Exception):
    """Root of every poot error."""

    message: str = ""
    exit_code = EXIT_USAGE

    def __post_init__(self) -> None:
        Exception.__init__(self, str(self))

    def __str__(self) -> str:
        return self.message


@dataclass(eq=False)
class UsageError(PootError):
    """Bad command-line usage or bad input data (wrong dtype, aliasing, missing array)."""


@dataclass(eq=False)
class IRError(PootError):
    """A malformed IR node built in Python (bad constant, bad type)."""

    exit_code = 2


@dataclass(eq=False)
class KirFormatError(PootError):
    """A .kir.json file that cannot be read: malformed, unknown version, bad field."""

    file: str = ""
    path: str = "$"

    def __str__(self) -> str:
        return f"{self.file or '<kir>'}: at {self.path}: {self.message}"


@dataclass(eq=False)
class VerifyError(PootError):
    """Body.verify found an ill-formed body; `kind` names the rule, block/stmt the place."""

    exit_code = 2
    kind: str = ""
    kernel: str = ""
    block: int = -1
    stmt: int = -1  # -1 means the block's terminator

    def __str__(self) -> str:
        where = "body" if self.block < 0 else f"bb{self.block}" + (f"[{self.stmt}]" if self.stmt >= 0 else "[terminator]")
        return f"{self.kernel}: {where}: {self.kind}: {self.message}"


@dataclass(eq=False)
class UnsupportedInKernel(PootError):
    """pootc met Rust outside the accepted subset; one located diagnostic per construct."""

    exit_code = 2
    span: Span | None = None

    def __str__(self) -> str:
        loc = f"{self.span}: " if self.span else ""
        return f"{loc}unsupported in kernel: {self.message}"


@dataclass(eq=False)
class ImportFailed(PootError):
    """pootc refused a file; carries every diagnostic found."""

    exit_code = 2
    diagnostics: tuple = ()

    def __str__(self) -> str:
        return "\n".join(str(d) for d in self.diagnostics) or self.message


@dataclass(eq=False)
class ToolchainError(PootError):
    """A tool poot drives is missing, has an untested version, or failed (rustc, ld.lld, ...)."""

    exit_code = 2
    tool: str = ""
    output: str = ""

    def __str__(self) -> str:
        tail = f"\n{self.output}" if self.output else ""
        return f"{self.tool}: {self.message}{tail}"


@dataclass(eq=False)
class ToolUnavailable(ToolchainError):
    """A tool poot drives is not installed (or cannot be executed) here: nothing is wrong with the
    input, the machine lacks the tool; the message says how to install it."""

    exit_code = EXIT_UNAVAILABLE


@dataclass(eq=False)
class GraphError(PootError):
    """An ill-formed planner graph (poot_core.plan.graph): `eqn` is the equation's index (-1: the graph)."""

    exit_code = EXIT_REFUSED
    eqn: int = -1
    prim: str = ""


@dataclass(eq=False)
class GraphFormatError(GraphError):
    """A .graph.json file that cannot be read: malformed, unknown version, bad field, or a graph
    that does not verify; `path` is the JSON path of the first fault."""

    exit_code = EXIT_USAGE
    file: str = ""
    path: str = "$"

    def __str__(self) -> str:
        return f"{self.file or '<graph>'}: at {self.path}: {self.message}"


@dataclass(eq=False)
class OnnxImportError(PootError):
    """The importer cannot map an ONNX node: `index` and `node` name it (index -1: the model), `op_type` its op."""

    exit_code = EXIT_REFUSED
    node: str = ""
    index: int = -1
    op_type: str = ""

    def __str__(self) -> str:
        if self.index < 0:
            return self.message
        return f"node #{self.index} {self.node!r} ({self.op_type}): {self.message}"


@dataclass(eq=False)
class PlanRefused(PootError):
    """No kernel fits a region on a target: `candidates` holds (candidate, why it did not fit) pairs."""

    exit_code = EXIT_REFUSED
    region: str = ""
    target: str = ""
    candidates: tuple = ()  # tuple[tuple[str, str], ...]

    def __str__(self) -> str:
        why = "; ".join(f"{c}: {r}" for c, r in self.candidates)
        return f"{self.target}: region {self.region}: {self.message}" + (f" (candidates: {why})" if why else "")


@dataclass(eq=False)
class CodegenError(PootError):
    """A target's code generator refused or failed on a body."""

    exit_code = 2
    target: str = ""
    kernel: str = ""

    def __str__(self) -> str:
        return f"{self.target}: {self.kernel}: {self.message}"


@dataclass(eq=False)
class CapabilityError(CodegenError):
    """The body needs something the target or device does not have (f64, Wmma, ...)."""


@dataclass(eq=False)
class TrapRefused(CodegenError):
    """A refuse-policy target (the NPU) met a body that can still trap; lists every site."""

    sites: tuple = ()  # tuple[TrapSite]


@dataclass(eq=False)
class PluginError(PootError):
    """A plugin is broken or a target name is registered twice."""


@dataclass(eq=False)
class TargetUnavailable(PootError):
    """The target is installed but cannot run here (no loader library, no device)."""

    exit_code = EXIT_UNAVAILABLE
    target: str = ""
    reason: str = ""

    def __str__(self) -> str:
        return f"target {self.target!r} is unavailable here: {self.reason}" + (
            f" ({self.message})" if self.message else "")


# site ids of faults that no check of the body stands for (TrapSite.site < 0)
UNCHECKED_SITE = -1   # an out-of-range access / division by zero with no check (oracle only)
LOOP_LIMIT_SITE = -2  # lavapipe's loop limiter ended a loop early (the result would be short)
LOOP_BUDGET_SITE = -3  # a lane took more loop back-edges than the budget (a loop that never ends?)


@dataclass(frozen=True)
class TrapSite:
    """One failed-check site of a kernel: id, kind and source span."""

    site: int
    kind: str
    span: Span | None = None
    message: str = ""

    def __str__(self) -> str:
        loc = str(self.span) if self.span else "<unknown location>"
        what = f"site {self.site} ({self.kind})" if self.site >= 0 else self.kind
        return f"{what} at {loc}" + (f": {self.message}" if self.message else "")


@dataclass(eq=False)
class KernelFault(PootError):
    """A dispatch hit a failed check; its outputs were discarded.

    `sites[0]` is where the first faulting thread (lowest linear index) failed, `thread` that
    thread's global x and `group` its (group_x, group_y); the other sites that failed follow.
    `exact` is False where the target cannot know that `thread` is the lowest one (a device trap
    stops lanes before they all record): the message then says "a faulting thread"."""

    exit_code = EXIT_FAULT
    kernel: str = ""
    target: str = ""
    sites: tuple = ()  # tuple[TrapSite]; empty when the target cannot tell which
    thread: int | None = None  # first faulting global thread (x), where known
    group: tuple | None = None
    exact: bool = True
    dispatch: int | None = None  # the device's launch index of the faulted dispatch, where known

    def __str__(self) -> str:
        where = str(self.sites[0]) if self.sites else "an unknown site"
        n = len(self.sites) - 1
        more = f" (and {n} other site{'s' if n > 1 else ''} failed)" if n > 0 else ""
        if self.thread is None:
            who = ""
        elif self.exact:
            who = f" in thread {self.thread}"
        else:
            who = (f" in a faulting thread ({self.thread}; lower threads may have faulted too, "
                   "the trap stopped them before they recorded)")
        grp = f" (workgroup {self.group})" if self.group is not None else ""
        extra = f": {self.message}" if self.message else ""
        what = "failed check at " if not self.sites or self.sites[0].site >= 0 else ""
        nth = f"dispatch #{self.dispatch}'s" if self.dispatch is not None else "the dispatch's"
        return (f"kernel fault in {self.kernel!r} on {self.target}{who}{grp}: {what}"
                f"{where}{more}{extra}; {nth} outputs were discarded")


@dataclass(eq=False)
class DataRace(KernelFault):
    """The oracle's race check (POOT_RACECHECK) saw two lanes access one element with nothing
    ordering the two accesses and at least one of them a write (or one an atomic_add and the other a
    plain access): the result would depend on the order a GPU happens to run them in.

    `kind` is write-write, write-read, read-write, atomic-plain or async-copy (a slot or source
    element touched while an async copy is in flight, docs/matrix.md); `memory` the workgroup array or
    parameter, `index` the element; `first` the earlier access (in the oracle's order) and `second`
    the later one, each naming its lane and its statement."""

    SITE = -4  # the TrapSite id of a race (no check of the body stands for it)
    kind: str = ""
    memory: str = ""
    index: int = -1
    first: str = ""
    second: str = ""
    between: str = ""
    hint: str = ""

    def _what(self) -> str:
        grp = f" of workgroup {self.group}" if self.memory.startswith("workgroup") and self.group else ""
        return f"{self.memory} index {self.index}{grp}: {self.first}, and {self.second}, {self.between}"

    def summary(self) -> str:
        """What raced, without the advice."""
        return f"a {self.kind} data race on {self._what()}"

    def __str__(self) -> str:
        return (f"data race ({self.kind}) in {self.kernel!r} on {self.target}: {self._what()}; {self.hint} "
                "(the oracle's race check; POOT_RACECHECK=0 turns it off); the dispatch's outputs were discarded")


@dataclass(eq=False)
class UninitializedRead(KernelFault):
    """The oracle's init check (POOT_INITCHECK=1) saw a wg_read of a workgroup-array slot that no
    lane of its workgroup had written: by the contract it reads 0.0, usually a missing wg_write."""

    SITE = -5
    memory: str = ""
    index: int = -1
    access: str = ""

    def _what(self) -> str:
        return (f"{self.memory} index {self.index} of workgroup {self.group}: {self.access}, and no lane of the "
                "workgroup has written it")

    def summary(self) -> str:
        return f"an uninitialised read of {self._what()}"

    def __str__(self) -> str:
        return (f"uninitialised read in {self.kernel!r} on {self.target}: {self._what()} (it reads 0.0, the "
                "contract's zero-initialisation); write it first, or unset POOT_INITCHECK if reading zeroes is "
                "meant; the dispatch's outputs were discarded")


@dataclass(eq=False)
class DeviceLost(PootError):
    """The device can no longer be used in this process (after a device trap); restart it."""

    exit_code = EXIT_FAULT
    target: str = ""

    def __str__(self) -> str:
        return (f"the {self.target} device is lost for this process{': ' + self.message if self.message else ''}; "
                "restart the process to use it again")


@dataclass(eq=False)
class LaunchTooLarge(UsageError):
    """A launch the CPU oracle would take very long to run (refused before it starts)."""


@dataclass(eq=False)
class CheckMismatch(PootError):
    """`--check`: a target's results differ from the CPU oracle's beyond the execution contract."""

    exit_code = EXIT_FAULT
    kernel: str = ""
    target: str = ""
    param: str = ""

    def __str__(self) -> str:
        return (f"{self.kernel} on {self.target}: output(s) {self.param} differ from the CPU oracle: "
                f"{self.message}; the results were discarded")


@dataclass(eq=False)
class DriverError(PootError):
    """A GPU driver call failed at run time: `call` returned `code` (`name`: the driver's own name for it)."""

    exit_code = EXIT_FAULT
    call: str = ""
    code: int = 0
    name: str = ""
    target: str = ""

    def __str__(self) -> str:
        who = f"{self.target}: " if self.target else ""
        extra = f"; {self.message}" if self.message else ""
        return f"{who}{self.call} failed: {self.name} ({self.code}){extra}"


@dataclass(eq=False)
class DeviceOutOfMemory(DriverError):
    """An allocation failed for lack of device (or mapped pinned host) memory; nothing already
    computed is lost and nothing of the failed request stays allocated. `nbytes`: what this
    allocation asked for, `what`: what it was for, `total`: what the whole request (a launch)
    asks for, `in_use`: the bytes this process's buffers hold on the device (-1: not known)."""

    nbytes: int = 0
    what: str = ""
    total: int = 0
    in_use: int = -1

    def __str__(self) -> str:
        call = f"{self.call} of " if self.call else "an allocation of "
        how = f" ({self.name}, {self.code})" if self.name else ""
        whole = f"; the launch needs {self.total} bytes in all" if self.total > self.nbytes else ""
        held = f"; this process's buffers hold {self.in_use} bytes of it" if self.in_use >= 0 else ""
        return (f"{self.target}: out of memory: {call}{self.nbytes} bytes for {self.what or 'a buffer'} failed"
                f"{how}{whole}{held}. Free device buffers, pass smaller arrays, free device memory (another "
                "process may hold it) or run on another target")


@dataclass(eq=False)
class PoisonedBuffer(PootError):
    """A device buffer written by a faulted dispatch (or by one queued after it) was read or passed
    to a launch: its contents are not the program's. Upload new contents to use it again."""

    exit_code = EXIT_FAULT
    target: str = ""
    why: str = ""

    def __str__(self) -> str:
        extra = f"; {self.message}" if self.message else ""
        return (f"this {self.target} buffer holds no valid data: {self.why}{extra}; upload new contents "
                "(or recompute it) before reading it or passing it to a kernel")
