"""Host side of the SPIR-V kernel ABI, shared by the wgpu and raw Vulkan plugins (numpy only).

The binding contract is `poot_core.backends.spirv.abi`: binding i holds slice parameter i in its
host dtype (bool widened to u32), binding P the "meta" words (error word, logical groups,
element counts). This module turns the caller's arrays into those buffers and back, reads the
SPIR-V module's capabilities (which device features it needs), decodes the error word into a
KernelFault, and gives both plugins one Target/Device skeleton so only the loader differs.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Any, Mapping

import numpy as np

from ...errors import CapabilityError, KernelFault, UsageError
from ...ir import nodes as N
from ...ir.types import BOOL, Scalar
from ...options import TargetOptions, option
from ...target import ERROR_WORD, Artifact, Capabilities, Device, Grid, Stage, StageContext, Target

# --- SPIR-V capabilities a module declares, and the device features they need -----------------
CAP_FLOAT16, CAP_FLOAT64, CAP_INT64, CAP_INT16 = 9, 10, 11, 22
CAP_INT64_ATOMICS = 12
CAP_STORAGE_16BIT, CAP_UNIFORM_STORAGE_16BIT = 4433, 4434
CAP_GROUP_NON_UNIFORM = frozenset({61, 62, 63, 64, 65, 66, 67, 68})
CAP_VULKAN_MEMORY_MODEL = 5345
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

    @staticmethod
    def of(spv: bytes) -> "Needs":
        c = module_capabilities(spv)
        return Needs(CAP_FLOAT16 in c, CAP_FLOAT64 in c, CAP_INT64 in c, CAP_INT16 in c,
                     bool({CAP_STORAGE_16BIT, CAP_UNIFORM_STORAGE_16BIT} & c), bool(CAP_GROUP_NON_UNIFORM & c),
                     CAP_INT64_ATOMICS in c, CAP_VULKAN_MEMORY_MODEL in c, bool(CAP_COOPERATIVE_MATRIX & c),
                     CAP_DENORM_PRESERVE in c)

    def names(self) -> tuple[str, ...]:
        return tuple(k for k, v in self.__dict__.items() if v)


# --- the ABI's host layout ----------------------------------------------------------------------
def _abi():
    from . import abi
    return abi


def host_dtype(elem: Scalar) -> np.dtype:
    """The numpy dtype a slice of `elem` has in its storage buffer (bool widened to u32)."""
    return np.dtype(_abi().host_dtype(elem))


@dataclass(frozen=True)
class HostLaunch:
    """One dispatch, host side: the buffers in device layout, meta words and physical groups."""

    kernel: str
    arrays: tuple[np.ndarray, ...]  # per parameter, host dtype, at least 4 bytes, 4-byte multiple
    lens: tuple[int, ...]
    meta: np.ndarray  # uint32 meta words, word 0 (the error word) zeroed
    dispatch: tuple[int, int, int]
    outputs: tuple[int, ...]  # indices of the &mut parameters
    nbytes: tuple[int, ...]  # meaningful bytes per parameter (before padding)


def _pad(raw: np.ndarray) -> np.ndarray:
    """The array's bytes padded with zeros to a nonzero multiple of 16 bytes (drivers round up)."""
    b = np.ascontiguousarray(raw).view(np.uint8).reshape(-1)
    size = max(16, -(-b.size // 16) * 16)
    if size == b.size:
        return b
    out = np.zeros(size, np.uint8)
    out[:b.size] = b
    return out


def check_buffers(body: N.Body, buffers: dict[str, np.ndarray]) -> list[np.ndarray]:
    """The arrays in parameter order; refuses missing/extra names and wrong dtypes (never converts)."""
    names = [p.name for p in body.params]
    missing = [n for n in names if n not in buffers]
    extra = sorted(set(buffers) - set(names))
    if missing or extra:
        raise UsageError(f"{body.name}: buffers do not match the parameters {names}: "
                         f"missing {missing}, unexpected {extra}")
    out = []
    for p in body.params:
        a = np.asarray(buffers[p.name])
        if a.dtype != p.elem.np:
            raise UsageError(f"{body.name}: parameter {p.name!r} is [{p.elem}] and needs numpy "
                             f"{p.elem.np}, not {a.dtype}; convert it explicitly")
        out.append(a.reshape(-1))
    return out


def prepare(body: N.Body, buffers: dict[str, np.ndarray], grid: Grid,
            max_count: tuple[int, int, int], loop_budget: int = 0, loops: int = 0) -> HostLaunch:
    """Host arrays in device layout + meta words + physical dispatch for one launch on a
    device whose maxComputeWorkGroupCount is `max_count` (`loop_budget`, `loops`: the
    artifact's budget and number of structured loops, for the fault slots)."""
    if grid.workgroup_size != body.workgroup_size:
        raise UsageError(f"{body.name}: the grid's workgroup size {grid.workgroup_size} differs "
                         f"from the kernel's WORKGROUP_SIZE {body.workgroup_size}")
    abi = _abi()
    arrays, lens, nbytes = [], [], []
    for p, a in zip(body.params, check_buffers(body, buffers)):
        dev = a.astype(np.uint32) if p.elem == BOOL else a.astype(host_dtype(p.elem), copy=False)
        nbytes.append(dev.nbytes)
        arrays.append(_pad(dev))
        lens.append(int(a.size))
    meta = np.asarray(abi.meta_words(tuple(lens), grid, abi.n_slots(body, loops), loop_budget), dtype=np.uint32).copy()
    meta[0] = 0
    x, y, z = abi.physical_dispatch(grid, max_count[0], (max_count[1], max_count[2]))
    dispatch = (int(x), int(y), int(z))
    outs = tuple(i for i, p in enumerate(body.params) if p.mutable)
    return HostLaunch(body.name, tuple(arrays), tuple(lens), meta, dispatch, outs, tuple(nbytes))


def finish(body: N.Body, launch: HostLaunch, raw: Mapping[int, bytes | np.ndarray]) -> dict[str, np.ndarray]:
    """The `&mut` parameters as the caller's dtypes, from their device bytes (new arrays)."""
    out = {}
    for i in launch.outputs:
        p = body.params[i]
        r = raw[i]
        data = np.frombuffer(r.tobytes() if isinstance(r, np.ndarray) else bytes(r), dtype=np.uint8)[:launch.nbytes[i]]
        dev = data.view(np.uint32 if p.elem == BOOL else host_dtype(p.elem))[:launch.lens[i]]
        out[p.name] = (dev != 0) if p.elem == BOOL else dev.astype(p.elem.np, copy=True)
    return out


def fault_for(meta, body: N.Body, target: str) -> KernelFault | None:
    """The KernelFault the dispatch's meta words mean, else None: the first faulting thread's
    site and thread exactly (the record), then every other site that failed (the site bits).
    A bare int is taken as the error word alone (sites only, no thread: an old-style loader)."""
    abi = _abi()
    if isinstance(meta, (int, np.integer)):
        if not meta:
            return None
        sites = tuple(abi.decode_error_word(int(meta), body))
        return KernelFault(kernel=body.name, target=target, sites=sites)
    f = abi.decode_meta(meta, body)
    if f.first is None:
        return None
    return KernelFault(kernel=body.name, target=target, sites=(f.first, *f.others), thread=f.thread,
                       group=f.group)


def faulted(meta) -> bool:
    """Whether the meta words read back say the dispatch faulted (then outputs are not read)."""
    abi = _abi()
    return bool(np.asarray(meta, dtype=np.uint32)[abi.META_ERROR])  # every report sets the error word


# --- body and device checks ---------------------------------------------------------------------
def refuse_body(body: N.Body, target: str) -> None:
    """CapabilityError for what this SPIR-V path cannot run: Wmma ops."""
    if body.uses_wmma():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "Wmma matrix ops are not supported on this target yet (SPIR-V cooperative matrices "
            "are not lowered; naga rejects CooperativeMatrixKHR); run the kernel on the ptx target"))


def wg_bytes(body: N.Body) -> int:
    return 4 * sum(w.size for w in body.wg_arrays)


def refuse_on_device(body: N.Body, spv: bytes, target: str, caps: Capabilities, has: dict[str, bool]) -> Needs:
    """CapabilityError when the device lacks something the module uses; returns its Needs."""
    needs = Needs.of(spv)
    if needs.cooperative_matrix:
        raise CapabilityError(target=target, kernel=body.name, message="cooperative matrices are not supported here")
    lacking = [n for n in needs.names() if not has.get(n, False)]
    if lacking:
        raise CapabilityError(target=target, kernel=body.name, message=(
            f"the device lacks {', '.join(lacking)} which the kernel needs; pick another device or target"))
    if body.workgroup_size > caps.max_workgroup_size:
        raise CapabilityError(target=target, kernel=body.name, message=(
            f"WORKGROUP_SIZE {body.workgroup_size} exceeds the device limit {caps.max_workgroup_size}"))
    if wg_bytes(body) > caps.max_workgroup_memory:
        raise CapabilityError(target=target, kernel=body.name, message=(
            f"workgroup arrays need {wg_bytes(body)} bytes, the device has {caps.max_workgroup_memory}"))
    return needs


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
    return hashlib.sha256(spv).hexdigest()


# --- the shared Target / Device skeleton --------------------------------------------------------
@dataclass(frozen=True)
class SpirvOptions(TargetOptions):
    """The compile options of the SPIR-V targets (vulkan, wgpu)."""

    fp_contract: bool = option(False, "allow the driver to fuse and reassociate ordinary float ops "
                                      "(default: each rounded once, as in Rust)")
    loop_guard: bool | None = option(None, "end every loop after the driver's iteration limit with a fault "
                                           "(none: on where the device is lavapipe/llvmpipe, POOT_LOOP_GUARD)")
    loop_budget: int | None = option(None, "iterations per loop before a LoopBudget fault, 0 = off "
                                           "(none: POOT_LOOP_BUDGET, or 0 where the guard is on)")

    def check(self) -> None:
        from ... import knobs
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
        return replace(options, loop_guard=bool(guard), loop_budget=int(budget))

    def cache_salt(self) -> str:
        return repr((self.fp_barrier, self.denorm_preserve(), self.szinp_preserve()))

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
                                           szinp_preserve=self.szinp_preserve(), loop_guard=guard, loop_budget=budget)
        ctx.meta.update({"needs": Needs.of(spv).names(), "fp_contract": contract, "loops": n_loops,
                         "loop_guard": guard, "loop_budget": budget})
        if contract:  # this build's latitude (the executor's --check reads it); default: the device's
            ctx.meta["float_latitude"] = self.capabilities().float_latitude.with_fp_contract(True)
        return spv


class SpirvDevice(Device):
    """launch/sync over a loader's three primitives: `_max_count()`, `_submit(art, launch)` ->
    handle, `_collect(handle)` -> (raw output bytes by param index, the meta words read back;
    the loader skips reading outputs when `faulted(meta)`)."""

    target: str = ""

    def _submit(self, art: Artifact, launch: HostLaunch) -> Any:  # pragma: no cover
        raise NotImplementedError

    def _collect(self, handle: Any) -> tuple[dict[int, bytes], np.ndarray]:  # pragma: no cover
        raise NotImplementedError

    def _max_count(self) -> tuple[int, int, int]:  # pragma: no cover
        """The device's maxComputeWorkGroupCount (x, y, z)."""
        raise NotImplementedError

    def launch(self, art: Artifact, buffers: dict[str, np.ndarray], grid: Grid) -> Any:
        body = art.require_body()
        launch = prepare(body, buffers, grid, self._max_count(), int(art.meta.get("loop_budget", 0)),
                         int(art.meta.get("loops", 0)))
        return body, launch, self._submit(art, launch)

    def run(self, art: Artifact, arrays, grid: Grid) -> dict[str, np.ndarray]:  # type: ignore[override]
        """The one-step program (transitional: until this device implements the buffer protocol)."""
        return self.sync(self.launch(art, dict(arrays), grid))  # type: ignore[arg-type]

    def sync(self, pending: Any) -> dict[str, np.ndarray]:
        body, launch, handle = pending
        raw, meta = self._collect(handle)
        fault = fault_for(meta, body, self.target)
        if fault is not None:
            raise fault  # the outputs in `raw` are dropped here, never returned
        return finish(body, launch, raw)
