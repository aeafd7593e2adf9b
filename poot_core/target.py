"""The contract between the core and a target plugin: Target, Device, and their records.

A plugin's `poot_targets()` hook returns Target objects. A Target declares its compile options
(`Options`, a frozen TargetOptions dataclass), compiles a Body through named stages (`codegen`;
the last stage yields the artifact's bytes), probes for a device without raising, reports
capabilities, and opens a Device that launches compiled kernels and syncs them. The executor
(poot_core.exec) is the only caller of Device; users go through it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

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
    max_workgroup_memory: int = 48 * 1024
    float_latitude: FloatLatitude = IEEE


@dataclass(frozen=True)
class Grid:
    """Launch geometry: groups along X and Y, lanes per group (the Body's workgroup size)."""

    groups: tuple[int, int]
    workgroup_size: int

    @staticmethod
    def threads(n: int, workgroup_size: int) -> "Grid":
        if n < 1:
            raise UsageError(f"--threads must be at least 1, not {n}")
        return Grid((math.ceil(n / workgroup_size), 1), workgroup_size)

    @staticmethod
    def of_groups(gx: int, gy: int, workgroup_size: int) -> "Grid":
        if gx < 1 or gy < 1:
            raise UsageError(f"group counts must be at least 1, not {gx},{gy}")
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
    body: Body = field(repr=False, compare=False, default=None)  # the body it was made from
    meta: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def final(self) -> bytes:
        data = self.stages[-1][1]
        return data if isinstance(data, bytes) else data.encode()


class Device:
    """A live device. `launch` enqueues; `sync` waits and returns the `&mut` buffers by name,
    or raises KernelFault / DeviceLost. Outputs of a faulted dispatch are never returned."""

    name: str = ""

    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> Any:  # pragma: no cover
        raise NotImplementedError

    def sync(self, pending: Any) -> dict[str, np.ndarray]:  # pragma: no cover
        raise NotImplementedError

    def close(self) -> None:
        pass


class Target:
    """A compilation target. Subclasses set the class attributes and implement the methods."""

    name: str = ""
    artifact: str = ""  # what `poot compile` writes: "spirv", "ptx", "hsaco", "mlir", ...
    trap_policy: str = RAISE
    stages: tuple[str, ...] = ()
    distribution: str = ""  # filled in by the plugin registry
    version: str = ""
    Options: type[TargetOptions] = TargetOptions  # the compile options (none by default)
    eliminates_checks = True  # codegen receives the body with dominated checks removed (the core does it)

    def parse_options(self, raw: Any = None) -> TargetOptions:
        """`raw` (a dict, `KEY=VALUE` strings, an Options or None) as this target's Options, with
        the defaults that depend on the device or a knob resolved (so equal values mean equal
        code); UsageError for an unknown key or a bad value."""
        if self.undeclared_options():
            return UndeclaredOptions.parse(raw, self.name)
        return self.resolve_options(self.Options.parse(raw, self.name))

    def undeclared_options(self) -> bool:
        """Whether this target follows the older contract: it overrides `compile(body, **options)`
        and declares no `Options`/`codegen` (its options are passed through unchecked)."""
        cls = type(self)
        return cls.compile is not Target.compile and cls.codegen is Target.codegen

    def resolve_options(self, options: TargetOptions) -> TargetOptions:
        """Fill in defaults that depend on the environment (device, knobs); default: unchanged."""
        return options

    def cache_salt(self) -> str:
        """What else, besides the body and the resolved options, decides the code (e.g. device
        features the module requests); part of the compile cache's key."""
        return ""

    def compile(self, body: Body, **options: Any) -> Artifact:
        """The Artifact for `body` through the core pipeline (options parsed, body verified,
        checks eliminated, then `codegen`)."""
        from .compile import compile_body

        return compile_body(body, self, options)

    def codegen(self, body: Body, options: TargetOptions) -> Artifact:  # pragma: no cover
        """Check the body against this target, run every stage, return the Artifact."""
        raise NotImplementedError

    def probe(self) -> Availability:  # pragma: no cover
        """Never raises: whether a device is usable here, and why not."""
        raise NotImplementedError

    def capabilities(self) -> Capabilities:
        return Capabilities()

    def open(self) -> Device:  # pragma: no cover
        """A Device; raises TargetUnavailable when probe() says no."""
        raise NotImplementedError
