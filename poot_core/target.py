"""The contract between the core and a target plugin: Target, Device, and their records.

A plugin's `poot_targets()` hook returns Target objects. A Target declares its compile options
(`Options`, a frozen TargetOptions dataclass) and its compile stages (`add_stages(options)`: an
ordered list of (name, function), run by the core's one runner, poot_core.compile.run_stages; the
last stage yields the artifact's bytes), probes for a device without raising, reports
capabilities, and opens a Device that launches compiled kernels and syncs them. The executor
(poot_core.exec) is the only caller of Device; users go through it.

`guard` is the boundary between the core and plugin code: the registry passes every target it
accepts through it, so an exception other than a PootError escaping a plugin's method becomes a
PluginError naming the target, its distribution, the method and the exception.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

import numpy as np

from .errors import UsageError
from .ir.nodes import Body
from .options import TargetOptions, UndeclaredOptions

# trap policies: what a device does when a check fails (docs/architecture.md, "The plugin contract")
ERROR_WORD, DEVICE_TRAP, REFUSE, RAISE = "error-word", "device-trap", "refuse", "raise"
TRAP_POLICIES = (ERROR_WORD, DEVICE_TRAP, REFUSE, RAISE)


@dataclass(frozen=True)
class Availability:
    """A probe's answer: whether this target can run here, and why not."""

    available: bool
    reason: str = ""
    device: str = ""


@dataclass(frozen=True)
class FloatLatitude:
    """How far a target's float results may legitimately differ from the oracle's IEEE-exact ones
    (docs/execution-contract.md, "Target latitude"). Integers and `no_contract_add` stay exact.

    contraction: an ordinary float multiply feeding an add/sub may be fused into an FMA; granted
        only to a kernel compiled with `fp_contract=True` (`with_fp_contract`): by default every
        target rounds each float op once (Rust's semantics) and gets no contraction latitude.
    flush_subnormals: subnormal results (and inputs) may be flushed to zero (a device that
        cannot be asked to keep them).
    div_sqrt_ulps: float division and sqrt may be off by this many ulp (0: correctly rounded).
    trans_atol: exp/ln/sin/cos may also be off by this absolute amount (None: the contract's bound).
    """

    contraction: bool = False
    flush_subnormals: bool = False
    div_sqrt_ulps: float = 0
    trans_atol: float | None = None

    @property
    def is_ieee(self) -> bool:
        return self == IEEE

    def with_fp_contract(self, on: bool) -> "FloatLatitude":
        """This latitude for a kernel compiled with `fp_contract=on` (on: contraction allowed)."""
        return replace(self, contraction=self.contraction or bool(on))

    def describe(self) -> str:
        if self.is_ieee:
            return "IEEE (no latitude)"
        parts = (["contraction (fp_contract)"] if self.contraction else []) \
            + (["flushes subnormals"] if self.flush_subnormals else []) \
            + ([f"div/sqrt {self.div_sqrt_ulps:g} ulp"] if self.div_sqrt_ulps else []) \
            + ([f"transcendentals {self.trans_atol:g} abs"] if self.trans_atol is not None else [])
        return ", ".join(parts)


# the oracle, CPU implementations (lavapipe) and anything that keeps IEEE semantics per operation
IEEE = FloatLatitude()
# PTX and AMDGCN through LLVM built with fp_contract=True: ordinary mul+add may become an FMA
# (no_contract_add never does); the default build is exact (IEEE)
LLVM_GPU = FloatLatitude(contraction=True)
# a real GPU behind Vulkan: Vulkan's precision table ("Precision and Operation of SPIR-V
# Instructions"): OpFDiv 2.5 ulp, sqrt inherited from 1.0 / inversesqrt (2 ulp): 3 ulp for
# both (a stated bound, tighter than the strictly composed ~4.5); sin/cos 2^-11 absolute on
# [-pi, pi]; f32 subnormals flushed unless the shader declares DenormPreserve and the device
# offers it (the vulkan target then clears flush_subnormals; wgpu cannot pass the request
# through naga). No contraction: NoContraction (vulkan) and the opaque barrier (wgpu) keep
# every float op exact unless the kernel is compiled with fp_contract=True.
VULKAN_GPU = FloatLatitude(flush_subnormals=True, div_sqrt_ulps=3, trans_atol=2**-11)


@dataclass(frozen=True)
class Capabilities:
    """What a target/device supports; probed from the device where there is one."""

    max_workgroup_size: int = 1024
    max_groups: tuple[int, int] = (2**31 - 1, 65535)
    f16: bool = True
    f64: bool = True
    int64: bool = True
    atomics: bool = True
    subgroup_size: int = 32
    wmma_shapes: tuple[tuple[int, int, int], ...] = ()
    # warpgroup MMA (WgmmaMma/WgmmaStore, docs/matrix.md): NVIDIA Hopper (sm_90) on ptx only
    warpgroup_mma: bool = False
    # subgroup shuffles (ShuffleXor over the IR's 32-lane subgroups, docs/subgroup.md): ptx, rocm on
    # wave32 chips, vulkan on a device whose subgroups have 32 lanes and shuffles; the oracle
    subgroup_shuffle: bool = False
    max_workgroup_memory: int = 48 * 1024
    float_latitude: FloatLatitude = IEEE
    # an exact f32 fused multiply-add (Math "mul_add", Rust's f32::mul_add): one instruction on ptx
    # and rocm, exact in the oracle; the SPIR-V targets compute it in f64 (their own Fma may round
    # twice), so a device without f64 has none; the NPU has none (docs/kernels.md, "mul_add")
    fma: bool = True
    # fma computed by emulation (the SPIR-V targets' sequence of seven f64 ops: exact, but dear where
    # f64 is slow): the planner binds no mul_add asset where fma is emulated
    fma_emulated: bool = False
    # workgroup memory a kernel may opt in to above max_workgroup_memory (PTX: dynamic shared
    # memory, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN; 0: none). The generic synthesizers size their
    # tiles by max_workgroup_memory; a body that asks for more is launched with the opt-in
    max_workgroup_memory_optin: int = 0

    @property
    def workgroup_memory_limit(self) -> int:
        """The most workgroup memory one workgroup may have, the opt-in included."""
        return max(self.max_workgroup_memory, self.max_workgroup_memory_optin)


def _positive(v: Any, what: str) -> int:
    """`v` as an int (a Python or numpy integer) when it is at least 1; UsageError otherwise."""
    try:
        i = operator.index(v)
    except TypeError:
        i = None
    if i is None or isinstance(v, bool) or i < 1:
        raise UsageError(f"a grid's {what} must be a positive integer, not {v!r}")
    return i


@dataclass(frozen=True)
class Grid:
    """Launch geometry: groups along X and Y, lanes per group (the Body's workgroup size)."""

    groups: tuple[int, int]
    workgroup_size: int

    def __post_init__(self):
        gx, gy = self.groups
        object.__setattr__(self, "groups", (_positive(gx, "group count along X"), _positive(gy, "group count along Y")))
        object.__setattr__(self, "workgroup_size", _positive(self.workgroup_size, "workgroup size"))

    @staticmethod
    def threads(n: int, workgroup_size: int) -> "Grid":
        """ceil(n / workgroup_size) workgroups along X (integer arithmetic: exact for any n)."""
        n = _positive(n, "thread count (--threads)")
        wgs = _positive(workgroup_size, "workgroup size")
        return Grid((-(-n // wgs), 1), wgs)

    @staticmethod
    def of_groups(gx: int, gy: int, workgroup_size: int) -> "Grid":
        return Grid((gx, gy), workgroup_size)

    @property
    def total_threads(self) -> int:
        return self.groups[0] * self.groups[1] * self.workgroup_size


@dataclass(frozen=True)
class Artifact:
    """A compiled kernel: the output of every codegen stage, the last one being `final`."""

    target: str
    kernel: str
    stages: tuple[tuple[str, Any], ...]  # (stage name, bytes | str) in order
    body: Body | None = field(repr=False, compare=False, default=None)  # the body it was made from
    meta: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def require_body(self) -> Body:
        """The Body this artifact was compiled from (a device that reads the parameters needs it)."""
        if self.body is None:
            raise UsageError(f"the {self.target} artifact of {self.kernel} carries no Body (it was rebuilt from its "
                             "bytes), and this target's device needs one: compile the kernel again")
        return self.body

    @property
    def final(self) -> bytes:
        data = self.stages[-1][1]
        return data if isinstance(data, bytes) else data.encode()


@dataclass
class StageContext:
    """What the stages of one compile share (Target.add_stages): the target's name, the body the
    first stage received, the resolved options, `meta` (the stages fill it in; it becomes the
    Artifact's meta: what the device or the comparison needs, e.g. needs, loops, float_latitude)
    and `scratch` (what a later stage needs from an earlier one that the artifact does not keep)."""

    target: str
    body: Body
    options: TargetOptions
    meta: dict[str, Any] = field(default_factory=dict)
    scratch: dict[str, Any] = field(default_factory=dict)

    @property
    def kernel(self) -> str:
        return self.body.name


# one compile stage: (name, function(previous stage's output, ctx) -> this stage's bytes or text);
# the first function receives the Body
Stage = tuple[str, Callable[[Any, StageContext], bytes | str]]


BUFFER_ALIGN = 256  # every device buffer starts on (and is sized in) multiples of this many bytes


@dataclass(eq=False)
class DeviceBuffer:
    """`count` elements of `dtype` in one device's memory (what `Device.alloc` returns).

    `block` is the device's own record of the memory (a pool block); `view(n)` is a buffer of the
    first `n` elements of the same memory, which a launch passes with `len() == n`. A buffer is
    live until `Device.free`; its contents are unreadable (`poisoned`, the reason) after a faulted
    dispatch wrote it, until the next upload."""

    device: "Device" = field(repr=False)
    dtype: np.dtype
    count: int
    block: Any = field(repr=False, default=None)
    base: "DeviceBuffer | None" = field(repr=False, default=None)  # the buffer a view shows
    freed: bool = False
    poisoned: str = ""

    @property
    def root(self) -> "DeviceBuffer":
        return self.base if self.base is not None else self

    @property
    def nbytes(self) -> int:
        return self.count * self.dtype.itemsize

    def view(self, count: int) -> "DeviceBuffer":
        """The first `count` elements of this buffer (0 < count <= len)."""
        if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or not 0 < count <= self.count:
            raise UsageError(f"a view of a device buffer of {self.count} elements must have 1..{self.count} "
                             f"elements, not {count!r}")
        return DeviceBuffer(self.device, self.dtype, int(count), self.block, self.root)

    def __len__(self) -> int:
        return self.count


class Device:
    """A live device: buffers in its memory and a queue of dispatches (tinygrad's Allocator and
    Program, IREE's HAL buffers and command buffers are the models).

    alloc(nbytes, dtype) -> DeviceBuffer; free(buf); upload(buf, array); download(buf) -> array
        (a sync point: it waits for the queued dispatches first);
    launch(art, {param name: DeviceBuffer}, grid) -> the dispatch's index: enqueues and returns at
        once; `len()` of a parameter is its buffer's element count;
    sync(): waits for everything queued, reads the fault record of every dispatch since the last
        sync and raises the first fault (a KernelFault naming its dispatch index); the `&mut`
        buffers of a faulted dispatch (and of the dispatches queued after it) are poisoned, so
        nothing computed by or from a faulted dispatch is ever read back. An error-word device stays
        usable after a fault; a device-trap device is lost (DeviceLost from then on, for every
        buffer of it).

    `run(art, arrays, grid)` is the one-step program over these (upload, launch, sync, download)
    that `poot_core.exec.execute` uses. `poot_core.runtime.BufferedDevice` implements the protocol
    over a driver's primitives (allocate, write, read, enqueue, complete); targets subclass it."""

    name: str = ""
    target: str = ""

    def alloc(self, nbytes: int, dtype: Any) -> DeviceBuffer:  # pragma: no cover
        raise NotImplementedError

    def free(self, buf: DeviceBuffer) -> None:  # pragma: no cover
        raise NotImplementedError

    def upload(self, buf: DeviceBuffer, array: np.ndarray) -> None:  # pragma: no cover
        raise NotImplementedError

    def download(self, buf: DeviceBuffer) -> np.ndarray:  # pragma: no cover
        raise NotImplementedError

    def launch(self, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid) -> int:  # pragma: no cover
        raise NotImplementedError

    def sync(self) -> None:  # pragma: no cover
        raise NotImplementedError

    timer = "host"  # what `time_dispatches` measures with: "host" (perf_counter), or the device's own timer

    def close(self) -> None:
        pass

    def time_dispatches(self, art: Artifact, buffers: Mapping[str, DeviceBuffer], grid: Grid,
                        reps: int) -> list[float]:
        """Milliseconds of each of `reps` dispatches of `art` on resident `buffers`: by default the
        host clock around each launch and its sync (`timer` "host"); a device with its own timer
        (CUDA events, Vulkan timestamps) overrides it and sets `timer`. A fault is raised as at
        any sync."""
        from .runtime import host_times

        return host_times(self, art, buffers, grid, reps)

    def body_of(self, art: Artifact) -> Body:
        """The Body `art` was compiled from (its parameters); a device that can rebuild it from the
        artifact's bytes (the oracle) overrides this."""
        return art.require_body()

    def run(self, art: Artifact, arrays: Mapping[str, np.ndarray], grid: Grid) -> dict[str, np.ndarray]:
        """One dispatch from host arrays (one C-contiguous numpy array of the parameter's dtype per
        parameter): upload, launch, sync, download the `&mut` ones (new arrays in the shapes given).
        The buffers are freed (back to the pool) whatever happens; a fault propagates with nothing
        read back."""
        body = self.body_of(art)
        bufs: dict[str, DeviceBuffer] = {}
        try:
            for p in body.params:
                a = arrays[p.name]
                b = bufs[p.name] = self.alloc(a.nbytes, a.dtype)
                self.upload(b, a)
            self.launch(art, bufs, grid)
            self.sync()
            return {p.name: self.download(bufs[p.name]).reshape(np.shape(arrays[p.name]))
                    for p in body.params if p.mutable}
        finally:
            for b in bufs.values():
                self.free(b)


class Target:
    """A compilation target. Subclasses set the class attributes and implement the methods."""

    name: str = ""
    artifact: str = ""  # what `poot compile` writes: "spirv", "ptx", "hsaco", "mlir", ...
    trap_policy: str = RAISE
    stages: tuple[str, ...] = ()  # the names `add_stages` gives, in order (`poot targets list` shows them)
    distribution: str = ""  # filled in by the plugin registry
    version: str = ""
    Options: type[TargetOptions] = TargetOptions  # the compile options (none by default)
    eliminates_checks = True  # the stages receive the body with dominated checks removed (the core does it)

    def parse_options(self, raw: Any = None) -> TargetOptions:
        """`raw` (a dict, `KEY=VALUE` strings, an Options or None) as this target's Options, with
        the defaults that depend on the device or a knob resolved (so equal values mean equal
        code); UsageError for an unknown key or a bad value."""
        if self.undeclared_options():
            return UndeclaredOptions.parse(raw, self.name)
        return self.resolve_options(self.Options.parse(raw, self.name))

    def undeclared_options(self) -> bool:
        """Whether this target follows the older contract: it overrides `compile(body, **options)`
        and declares no `Options`/`add_stages`/`codegen` (its options are passed through unchecked)."""
        cls = type(self)
        return cls.compile is not Target.compile and cls.codegen is Target.codegen and cls.add_stages is Target.add_stages

    def resolve_options(self, options: TargetOptions) -> TargetOptions:
        """Fill in defaults that depend on the environment (device, knobs); default: unchanged."""
        return options

    def cache_salt(self) -> str:
        """What else, besides the body and the resolved options, decides the code (e.g. device
        features the module requests); part of the compile cache's key."""
        return ""

    def compile(self, body: Body, **options: Any) -> Artifact:
        """The Artifact for `body` through the core pipeline (options parsed, body verified,
        checks eliminated, then `codegen`: the stages)."""
        from .compile import compile_body

        return compile_body(body, self, options)

    def add_stages(self, options: TargetOptions) -> list[Stage]:
        """This target's compile stages for `options` (parsed and resolved), in order: (name,
        function) pairs. The core runner calls the first function with the body (verified, its
        dominated checks eliminated) and each next one with the previous one's output, every one
        with the compile's StageContext: `function(src, ctx) -> bytes | str`. A stage checks what
        it must (a refusal is a typed PootError), may write `ctx.meta`, and returns its output;
        the last one's is the artifact `poot compile` writes. Names: letters, digits, `_`, `-`, `.`."""
        raise NotImplementedError

    def codegen(self, body: Body, options: TargetOptions) -> Artifact:
        """The Artifact of `add_stages(options)` run on `body` by the core runner
        (poot_core.compile.run_stages). A target written before stages overrides this instead and
        returns `Artifact(self.name, body.name, ((name, bytes_or_text), ...), body, meta)` itself."""
        from .compile import run_stages

        return run_stages(self, body, options)

    def probe(self) -> Availability:  # pragma: no cover
        """Never raises: whether a device is usable here, and why not."""
        raise NotImplementedError

    def capabilities(self) -> Capabilities:
        return Capabilities()

    def open(self) -> Device:  # pragma: no cover
        """A Device; raises TargetUnavailable when probe() says no."""
        raise NotImplementedError


# --- the boundary between the core and plugin code ------------------------------------------------
# Every call the core makes into a registered target (and into the Device it opens) goes through
# `guard`: a PootError the plugin raises on purpose (KernelFault, CodegenError, TargetUnavailable,
# DriverError, ...) passes unchanged; any other exception becomes one PluginError naming the
# target, its plugin and distribution, the method and the exception.
TARGET_CALLS = {"parse_options": "parse_options(raw)", "resolve_options": "resolve_options(options)",
                "cache_salt": "cache_salt()", "compile": "compile(body, **options)",
                "codegen": "codegen(body, options)", "probe": "probe()", "capabilities": "capabilities()",
                "open": "open()"}
DEVICE_CALLS = {"alloc": "alloc(nbytes, dtype)", "free": "free(buf)", "upload": "upload(buf, array)",
                "download": "download(buf)", "launch": "launch(art, buffers, grid)", "sync": "sync()",
                "run": "run(art, arrays, grid)", "time_dispatches": "time_dispatches(art, buffers, grid, reps)",
                "close": "close()"}
# what a Target / Device must define itself (the base class's version raises NotImplementedError)
_MUST_DEFINE = {"codegen": "Target.add_stages(options) (or Target.codegen(body, options), or the older "
                           "Target.compile(body, **options))",
                "probe": "Target.probe()", "open": "Target.open()",
                "alloc": "Device.alloc(nbytes, dtype)", "free": "Device.free(buf)",
                "upload": "Device.upload(buf, array)", "download": "Device.download(buf)",
                "launch": "Device.launch(art, buffers, grid)", "sync": "Device.sync()"}


@dataclass(frozen=True)
class PluginOrigin:
    """Where a registered target came from: its plugin (entry point) and distribution."""

    plugin: str
    distribution: str = ""
    version: str = ""

    def describe(self) -> str:
        dist = f"distribution {self.distribution or '<none>'} {self.version}".rstrip()
        return f"plugin {self.plugin!r}, {dist}"


def _one_line(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= 400 else text[:397] + "..."


def plugin_failure(target_name: str, origin: PluginOrigin, method: str, e: Exception, cls: type, kind: type) -> Exception:
    """The PluginError for exception `e` escaping `method` of a plugin's object of class `cls`
    (`kind`: Target or Device)."""
    from .errors import PluginError

    who = f"target {target_name!r} ({origin.describe()})"
    fix = f"report it to the authors of {origin.distribution or 'the plugin'}, or set POOT_DISABLE_PLUGINS={origin.plugin}"
    own = ("codegen", "add_stages") if method == "codegen" else (method,)  # either defines the stages
    if isinstance(e, NotImplementedError) and method in _MUST_DEFINE and \
            all(getattr(cls, m, None) is getattr(kind, m, None) for m in own):
        return PluginError(f"{who} does not implement {_MUST_DEFINE[method]}, which every poot target must "
                           f"define (docs/plugins.md); the plugin is incomplete: {fix}")
    where = TARGET_CALLS[method] if kind is Target else "its device's " + DEVICE_CALLS[method]
    return PluginError(f"{who} failed in {where} with {type(e).__name__}: {_one_line(e)}; a target must report "
                       f"failures as poot's typed errors, so this is a bug in the plugin: {fix}")


def _guarded(obj: Any, target_name: str, origin: PluginOrigin, method: str, kind: type):
    """`obj.method`, wrapped. The method is looked up on the class at each call (so a method patched
    on the class later is the one called), unless `obj` had its own attribute of that name."""
    from .errors import PootError

    own = obj.__dict__.get(method)

    def call(*args, **kwargs):
        fn = own if own is not None else getattr(type(obj), method).__get__(obj, type(obj))
        try:
            out = fn(*args, **kwargs)
        except PootError:
            raise
        except Exception as e:
            raise plugin_failure(target_name, origin, method, e, type(obj), kind) from e
        if method == "open" and isinstance(out, Device):
            guard_device(out, target_name, origin)
        return out

    call.__name__ = method
    return call


def guard(target: Target, origin: PluginOrigin) -> Target:
    """`target` with every method the core calls (TARGET_CALLS) wrapped at the plugin boundary, and
    the Device its `open()` returns likewise (DEVICE_CALLS). The object stays the same (its class,
    identity and attributes); done once per target, by the registry."""
    if target.__dict__.get("_poot_guarded"):
        return target
    for m in TARGET_CALLS:
        object.__setattr__(target, m, _guarded(target, target.name, origin, m, Target))
    object.__setattr__(target, "_poot_guarded", True)
    return target


def guard_device(dev: Device, target_name: str, origin: PluginOrigin) -> Device:
    """`dev` with every protocol method (DEVICE_CALLS) wrapped like guard() wraps its target."""
    if getattr(dev, "__dict__", {}).get("_poot_guarded"):
        return dev
    try:
        for m in DEVICE_CALLS:
            object.__setattr__(dev, m, _guarded(dev, target_name, origin, m, Device))
        object.__setattr__(dev, "_poot_guarded", True)
    except AttributeError:  # a Device with __slots__: left as it is (its errors pass unchanged)
        pass
    return dev
