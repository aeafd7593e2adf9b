"""Host side of the SPIR-V kernel ABI, shared by the wgpu and raw Vulkan plugins (numpy only).

The binding contract is `poot_core.backends.spirv.abi`: binding i holds slice parameter i in its
host dtype (bool widened to u32), binding P the "meta" words (error word, logical groups,
element counts, fault slots). This module builds each dispatch's meta words from its buffers,
reads the SPIR-V module's capabilities (which device features it needs), decodes the meta words
read back into a KernelFault, and gives both plugins one Target and one Device (the device
protocol over `poot_core.runtime.BufferedDevice`) so only the loader's driver calls differ.
"""
from __future__ import annotations

import abc
import weakref
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ...errors import CapabilityError, KernelFault, UsageError
from ...ir import nodes as N
from ...ir.types import Scalar
from ...options import LaunchOptions, TargetOptions, option, resolve_launch
from ...runtime import Arg, BufferedDevice
from ...target import ERROR_WORD, Artifact, Grid, Stage, StageContext, Target
from . import abi
from .abi import META_LEN_BASE
from .coopmat import MatrixShape, refusal

# --- SPIR-V capabilities a module declares, and the device features they need -----------------
CAP_FLOAT16, CAP_FLOAT64, CAP_INT64, CAP_INT16 = 9, 10, 11, 22
CAP_INT64_ATOMICS = 12
CAP_STORAGE_16BIT, CAP_UNIFORM_STORAGE_16BIT = 4433, 4434
CAP_GROUP_NON_UNIFORM = frozenset({61, 62, 63, 64, 65, 66, 67, 68})
CAP_VULKAN_MEMORY_MODEL, CAP_VULKAN_MEMORY_MODEL_DEVICE_SCOPE = 5345, 5346
CAP_COOPERATIVE_MATRIX = frozenset({6022, 5357})  # KHR, NV
CAP_DENORM_PRESERVE = 4464  # SPV_KHR_float_controls (Vulkan 1.2 or VK_KHR_shader_float_controls)
OP_CAPABILITY, OP_FUNCTION = 17, 54
SPIRV_MAGIC = 0x07230203


def module_capabilities(spv: bytes) -> frozenset[int]:
    """Every OpCapability operand of a SPIR-V binary (which features the device must enable)."""
    words = np.frombuffer(spv, dtype="<u4")
    if len(words) < 5 or int(words[0]) != SPIRV_MAGIC:
        raise UsageError("not a SPIR-V module (bad magic number)")
    caps, i = set(), 5
    while i < len(words):
        w = int(words[i])
        count, op = w >> 16, w & 0xFFFF
        if count == 0:
            raise UsageError("malformed SPIR-V module (zero-length instruction)")
        if op == OP_CAPABILITY:
            caps.add(int(words[i + 1]))
        elif op == OP_FUNCTION:  # capabilities all precede the first function
            break
        i += count
    return frozenset(caps)


@dataclass(frozen=True)
class Needs:
    """The optional device features a module uses."""

    f16: bool = False
    f64: bool = False
    int64: bool = False
    int16: bool = False
    storage16: bool = False
    subgroup: bool = False
    int64_atomics: bool = False
    vulkan_memory_model: bool = False
    cooperative_matrix: bool = False
    float_controls: bool = False  # DenormPreserve execution modes
    vulkan_memory_model_device_scope: bool = False  # the Vulkan memory model at device scope (Wmma modules)

    @staticmethod
    def of(spv: bytes) -> "Needs":
        c = module_capabilities(spv)
        return Needs(CAP_FLOAT16 in c, CAP_FLOAT64 in c, CAP_INT64 in c, CAP_INT16 in c,
                     bool({CAP_STORAGE_16BIT, CAP_UNIFORM_STORAGE_16BIT} & c), bool(CAP_GROUP_NON_UNIFORM & c),
                     CAP_INT64_ATOMICS in c, CAP_VULKAN_MEMORY_MODEL in c, bool(CAP_COOPERATIVE_MATRIX & c),
                     CAP_DENORM_PRESERVE in c, CAP_VULKAN_MEMORY_MODEL_DEVICE_SCOPE in c)

    def names(self) -> tuple[str, ...]:
        return tuple(k for k, v in self.__dict__.items() if v)


# --- the ABI's host layout ----------------------------------------------------------------------
def host_dtype(elem: Scalar) -> np.dtype:
    """The numpy dtype a slice of `elem` has in its storage buffer (bool widened to u32)."""
    return np.dtype(abi.host_dtype(elem))


def binding_range(count: int, itemsize: int) -> int:
    """The bytes a parameter's descriptor binds: its elements rounded up to 16 bytes, at least 16
    (drivers round ranges up; robust buffer access then keeps a failed check's access inside it)."""
    return max(16, -(-count * itemsize // 16) * 16)


def fault_for(meta: np.ndarray, body: N.Body, target: str) -> KernelFault | None:
    """The KernelFault a dispatch's meta words read back mean, else None: the first faulting
    thread's site, thread and group exactly (the record), then every other site that failed."""
    f = abi.decode_meta(meta, body)
    if f.first is None:
        return None
    return KernelFault(kernel=body.name, target=target, sites=(f.first, *f.others), thread=f.thread,
                       group=f.group)


# --- body and device checks ---------------------------------------------------------------------
def refuse_body(body: N.Body, target: str) -> None:
    """CapabilityError for what a SPIR-V target that does not override `SpirvTarget.refuse` cannot
    run: Wmma ops (the vulkan target checks its device's cooperative-matrix shapes instead) and
    subgroup shuffles (the vulkan target checks its device's subgroups instead)."""
    if body.uses_subgroup_ops():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "subgroup operations (shuffle_xor) are not run on this target: its subgroup size is not known to "
            "be 32 lanes; run the kernel on vulkan (a device with 32-lane subgroups), ptx, rocm or the oracle"))
    if body.uses_wmma():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "Wmma matrix ops are not run on this target (its loader does not enable SPIR-V cooperative "
            "matrices); run the kernel on vulkan (a device that reports the shape), ptx or the oracle"))


def shuffle_refusal(body: N.Body, subgroup_size: int, shuffle: bool, device: str) -> str:
    """Why a device cannot run the body's subgroup shuffles (docs/subgroup.md), "" when it can (or
    the body has none): ShuffleXor is defined over 32-lane subgroups, so the device's subgroups must
    have exactly 32 lanes (requiring a size with VK_EXT_subgroup_size_control is not implemented)
    and offer shuffles in compute shaders."""
    if not body.uses_subgroup_ops():
        return ""
    if subgroup_size != N.SUBGROUP_LANES:
        return (f"shuffle_xor is defined over {N.SUBGROUP_LANES}-lane subgroups and {device}'s subgroups have "
                f"{subgroup_size} lanes (requiring a subgroup size with VK_EXT_subgroup_size_control is not "
                "implemented); run the kernel on ptx, rocm (a wave32 chip) or the oracle")
    if not shuffle:
        return (f"{device} offers no subgroup shuffles in compute shaders (VkPhysicalDeviceSubgroupProperties "
                "lacks VK_SUBGROUP_FEATURE_SHUFFLE_BIT or the compute stage); run the kernel on ptx, rocm or the oracle")
    return ""


def refuse_on_device(body: N.Body, spv: bytes, target: str, has: dict[str, bool],
                     matrix: "tuple[MatrixShape, ...]" = (), device: str = "this device", why_none: str = "") -> Needs:
    """CapabilityError when the device lacks a feature the module uses, or (a Wmma module) does not
    report the cooperative-matrix shapes the body needs (`matrix`; `why_none`: why it reports
    none); returns its Needs."""
    needs = Needs.of(spv)
    if needs.cooperative_matrix:
        why = refusal(body, matrix, device, why_none)
        if why:
            raise CapabilityError(target=target, kernel=body.name, message=why)
    lacking = [n for n in needs.names() if not has.get(n, False)]
    if lacking:
        why = (" (mul_add, the fused multiply-add, is computed exactly in f64 on SPIR-V targets: Vulkan's and "
               "WGSL's own fma may round twice)" if "f64" in lacking and body.uses_mul_add() else "")
        raise CapabilityError(target=target, kernel=body.name, message=(
            f"the device lacks {', '.join(lacking)} which the kernel needs{why}; pick another device or target"))
    return needs  # the workgroup size and memory are checked with the launch (runtime.check_grid)


LOOP_LIMITED = ("llvmpipe", "lavapipe")  # drivers whose loop limiter ends long loops silently


def is_loop_limited(device: str) -> bool:
    """Whether the device's driver stops loops after a fixed iteration count (Mesa's gallivm)."""
    d = device.lower()
    return any(n in d for n in LOOP_LIMITED)


def compile_spirv(body: N.Body, target: str = "spirv", **options: Any) -> bytes:
    """The shared emitter's binary for `body` (structurized first by the emitter); float and
    loop options as `poot_core.backends.spirv.lower.compile_spirv_loops` takes them."""
    from . import compile_spirv as emit
    return bytes(emit(body, target=target, **options))


def kernel_key(spv: bytes) -> str:
    import hashlib

    return hashlib.sha256(spv).hexdigest()


# --- the shared Target / Device skeleton --------------------------------------------------------
@dataclass(frozen=True)
class SpirvOptions(LaunchOptions):
    """The compile options of the SPIR-V targets (vulkan, wgpu; coarsen and relaunch: LaunchOptions)."""

    fp_contract: bool = option(False, "allow the driver to fuse and reassociate ordinary float ops "
                                      "(default: each rounded once, as in Rust)")
    loop_guard: bool | None = option(None, "end every loop after the driver's iteration limit with a fault "
                                           "(none: on where the device is lavapipe/llvmpipe, POOT_LOOP_GUARD)")
    loop_budget: int | None = option(None, "iterations per loop before a LoopBudget fault, 0 = off "
                                           "(none: POOT_LOOP_BUDGET, or 0 where the guard is on)")
    vectors: bool = option(True, "a coarsened kernel's consecutive accesses as vector loads and stores where "
                                 "the target can (vulkan; wgpu: never)")

    def check(self) -> None:
        from ... import knobs
        super().check()
        if self.loop_budget is not None and not 0 <= self.loop_budget <= knobs.MAX_LOOP_BUDGET:
            self.refuse("loop_budget", "it must be an int in 0..2**31-1 (0: off)")


def _spirv_options(options: TargetOptions, target: str) -> SpirvOptions:
    """`options` as the SpirvOptions they are (a SpirvTarget's `Options` is SpirvOptions or a subclass)."""
    if not isinstance(options, SpirvOptions):
        raise UsageError(f"{target}: the SPIR-V targets take SpirvOptions (or a subclass), not {type(options).__name__}")
    return options


class SpirvTarget(Target):
    """A SPIR-V target with the error-word trap policy; subclasses supply the loader.

    Compile options: `fp_contract` (bool, default False). Off, every float op is rounded once in
    its type with no fusion or reassociation (Rust's semantics; NoContraction on each, plus the
    opaque barrier where `fp_barrier` says the translator drops NoContraction; no float constant
    visible to the driver, so no identity fold; SignedZeroInfNanPreserve for the widths in
    `szinp_preserve()`); on, the driver may
    contract and reassociate ordinary float ops (no_contract_add stays unfused), and the
    comparison latitude grants contraction (docs/execution-contract.md, section 8)."""

    artifact = "spirv"
    trap_policy = ERROR_WORD
    stages = ("spirv",)

    Options = SpirvOptions
    fp_barrier = False  # NoContraction does not survive to the driver: add the opaque barrier
    vector_access = True  # a coarsened body's consecutive accesses as vector loads/stores (spirv.vector)

    def denorm_preserve(self) -> tuple[int, ...]:
        """Float widths whose subnormals the device can be asked to keep (DenormPreserve)."""
        return ()

    def szinp_preserve(self) -> tuple[int, ...]:
        """Float widths for which the device honours SignedZeroInfNanPreserve (no float identity
        that changes a NaN, inf or signed-zero result)."""
        return ()

    def device_name(self) -> str:
        """The probed device's name ("" without one); decides the loop guard's default."""
        a = self.probe()
        return a.device if a.available else ""

    def resolve_options(self, options: TargetOptions) -> SpirvOptions:
        """`loop_guard` (default: on where the device is lavapipe/llvmpipe, POOT_LOOP_GUARD) and
        `loop_budget` (default POOT_LOOP_BUDGET, or 0 = off where the guard is on) made concrete."""
        from ... import knobs
        options = _spirv_options(options, self.name)
        guard = options.loop_guard
        if guard is None:
            k = knobs.loop_guard()
            guard = k == "1" or (k == "auto" and is_loop_limited(self.device_name()))
        budget = options.loop_budget
        if budget is None:  # where the limiter is guarded it already ends every loop (65535 in all);
            # lavapipe also mis-runs barrier loops that hold the budget's early return (tested)
            budget = 0 if guard else knobs.loop_budget()
        coarsen, relaunch = self.launch_defaults()
        options = _spirv_options(resolve_launch(options, coarsen, relaunch), self.name)
        return replace(options, loop_guard=bool(guard), loop_budget=int(budget))

    def launch_defaults(self) -> tuple[bool, int]:
        """(coarsen by default, the workgroup size to relaunch at, 0: none) where the options say auto."""
        return False, 0

    def cache_salt(self) -> str:
        return repr((self.fp_barrier, self.denorm_preserve(), self.szinp_preserve(), self.vector_access))

    def add_stages(self, options: TargetOptions) -> list[Stage]:
        """One stage, `spirv`: the refusals (`refuse`), then the shared emitter on the clean body."""
        return [("spirv", self._emit)]

    def refuse(self, body: N.Body) -> None:
        """CapabilityError for what this target cannot run (Wmma ops), before anything is emitted."""
        refuse_body(body, self.name)

    def _emit(self, body: N.Body, ctx: StageContext) -> bytes:
        self.refuse(body)
        options = _spirv_options(ctx.options, self.name)
        contract, guard, budget = options.fp_contract, options.loop_guard, options.loop_budget
        if guard is None or budget is None:
            raise UsageError(f"{self.name}: codegen takes the options parse_options resolved (loop_guard and "
                             f"loop_budget set), not {options}")
        from .lower import compile_spirv_loops
        spv, n_loops = compile_spirv_loops(body, eliminate=False, target=self.name, fp_contract=contract, fp_barrier=self.fp_barrier,
                                           denorm_preserve=self.denorm_preserve(),
                                           szinp_preserve=self.szinp_preserve(), loop_guard=guard, loop_budget=budget,
                                           vectors=self.vector_access and options.vectors)
        ctx.meta.update({"needs": Needs.of(spv).names(), "fp_contract": contract, "loops": n_loops,
                         "loop_guard": guard, "loop_budget": budget})
        if contract:  # this build's latitude (the executor's --check reads it); default: the device's
            ctx.meta["float_latitude"] = self.capabilities().float_latitude.with_fp_contract(True)
        return spv


@dataclass(eq=False)
class SpirvKernel:
    """What a SPIR-V device keeps per artifact: its body, the meta words every dispatch of it starts
    from (error word 0, the loop budget, empty fault slots; groups and lengths filled in per
    dispatch), each parameter's storage element size, and the loader's pipeline."""

    art: "weakref.ref[Artifact]"
    body: N.Body
    template: np.ndarray  # uint32 meta words
    itemsizes: tuple[int, ...]
    pipeline: Any

    @staticmethod
    def of(art: Artifact, body: N.Body, pipeline: Any) -> "SpirvKernel":
        slots = abi.n_slots(body, int(art.meta.get("loops", 0)))
        template = abi.meta_words([0] * len(body.params), Grid((1, 1), body.workgroup_size), slots,
                                  int(art.meta.get("loop_budget", 0)))
        return SpirvKernel(weakref.ref(art), body, template, tuple(host_dtype(p.elem).itemsize for p in body.params),
                           pipeline)

    def meta(self, args: list[Arg], grid: Grid) -> np.ndarray:
        """This dispatch's meta words: the template with its logical groups and every `len()`."""
        words = self.template.copy()
        words[abi.META_GROUPS_X], words[abi.META_GROUPS_Y] = grid.groups
        w = META_LEN_BASE
        for a in args:
            words[w], words[w + 1] = a.count & 0xFFFFFFFF, a.count >> 32
            w += 2
        return words


class SpirvDevice(BufferedDevice):
    """The device protocol (poot_core.runtime.BufferedDevice) for poot's SPIR-V modules: bool is
    stored as u32, every dispatch gets its meta words (error word, logical groups, each
    parameter's `len()` from its buffer or view, fault slots) and its fault is decoded from them
    at the sync (site, first thread and group). A loader (wgpu, raw Vulkan) adds the driver:
    BufferedDevice's `_allocate/_release/_write/_read`, and

    `_has()` the optional features it enabled (Needs names), `_max_count()` its
    maxComputeWorkGroupCount, `_pipeline(art, body, spv)` a pipeline (cached per module),
    `_dispatch(kernel, args, meta, groups)` record one dispatch of the physical `groups` with
    `meta` as its meta buffer and return a token, `_finish(tokens)` submit and wait for the
    dispatches recorded since the last call and return each one's meta words read back."""

    target: str = ""

    def __init__(self) -> None:
        self._kernels: dict[int, SpirvKernel] = {}
        super().__init__()

    def storage_dtype(self, dtype: np.dtype) -> np.dtype:
        return np.dtype(np.uint32) if dtype == np.bool_ else dtype

    @abc.abstractmethod
    def _has(self) -> dict[str, bool]:
        """Needs field name -> whether the device has it enabled."""

    def _matrix(self) -> tuple[tuple[MatrixShape, ...], str]:
        """The cooperative-matrix shapes the device runs (Subgroup scope, 32-lane subgroups) and,
        when there are none, why; a loader that enables cooperative matrices overrides it."""
        return (), "its loader does not enable cooperative matrices"

    def _subgroup(self) -> tuple[int, bool]:
        """(the device's subgroup size, whether it offers subgroup shuffles in compute shaders); a
        loader that knows them overrides it (0: unknown, so shuffles are refused)."""
        return 0, False

    @abc.abstractmethod
    def _max_count(self) -> tuple[int, int, int]:
        """The device's maxComputeWorkGroupCount (x, y, z)."""

    @abc.abstractmethod
    def _pipeline(self, art: Artifact, body: N.Body, spv: bytes) -> Any:
        """The loader's compute pipeline for `spv` (built once per module)."""

    @abc.abstractmethod
    def _dispatch(self, kernel: SpirvKernel, args: list[Arg], meta: np.ndarray, groups: tuple[int, int, int]) -> Any:
        """Record one dispatch after the ones before it; a token for `_finish`."""

    @abc.abstractmethod
    def _finish(self, tokens: list[Any]) -> list[np.ndarray]:
        """Run and wait for the recorded dispatches; their meta words (uint32) in token order."""

    def driver_objects(self) -> dict[str, int]:
        """How many driver objects of each kind the loader has created so far, and its queue
        submissions ("submits"): a repeated dispatch adds submissions only."""
        return {"submits": 0}

    def kernel(self, art: Artifact) -> SpirvKernel:
        """`art`'s SpirvKernel (cached while the artifact object lives: the meta template depends on
        its loop budget, which equal modules may differ in); CapabilityError when the device lacks
        a feature the module needs."""
        hit = self._kernels.get(id(art))
        if hit is not None and hit.art() is art:
            return hit
        body, spv = art.require_body(), art.final
        shapes, why_none = self._matrix() if body.uses_wmma() else ((), "")
        if body.uses_subgroup_ops():  # an artifact compiled elsewhere: no driver sees a shuffle it cannot run
            size, shuffle = self._subgroup()
            why = shuffle_refusal(body, size, shuffle, getattr(self, "name", "") or self.target)
            if why:
                raise CapabilityError(target=self.target, kernel=body.name, message=why)
        refuse_on_device(body, spv, self.target, self._has(), shapes, getattr(self, "name", "") or self.target, why_none)
        k = self._kernels[id(art)] = SpirvKernel.of(art, body, self._pipeline(art, body, spv))
        weakref.finalize(art, self._kernels.pop, id(art), None)  # the entry goes with the artifact
        return k

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> Any:
        k = self.kernel(art)
        mx = self._max_count()
        groups = abi.physical_dispatch(grid, mx[0], (mx[1], mx[2]))
        return k, self._dispatch(k, args, k.meta(args, grid), groups)

    def _complete(self, tokens: list[Any]) -> list[KernelFault | None]:
        metas = self._finish([t for _, t in tokens])
        # every report sets the error word (word 0): only a dispatch with it set is decoded
        return [fault_for(np.array(m, np.uint32), k.body, self.target) if m[0] else None
                for (k, _), m in zip(tokens, metas)]
