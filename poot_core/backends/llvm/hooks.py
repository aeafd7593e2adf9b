"""TargetHooks: everything the shared LLVM lowering needs to know about one GPU target.

The NVPTX and AMDGPU targets differ only in these hooks (triple, datalayout-dependent address
spaces, index/barrier intrinsics, the kernel calling convention and attributes, and which math
library implements sin/cos/exp/ln and float %). The plugins build them; the lowering never looks at a name.
`wmma` names how matrix (Wmma) statements are lowered (poot_core/backends/llvm/wmma.py: WMMA_NVVM,
WMMA_GFX11), "" with `wmma_refusal` saying why this chip has none.
`fp_contract` is the one float-semantics switch (the compile option of the same name, see
`fp_contract_option`): off, every float op is rounded once in its type (Rust's semantics).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from ...errors import UsageError
from ...target import DEVICE_TRAP, ERROR_WORD

LLVM_TRAP_POLICIES = (DEVICE_TRAP, ERROR_WORD)  # the trap policies the LLVM targets lower

if TYPE_CHECKING:
    from ...ir.nodes import Body

FP_CONTRACT = "fp_contract"  # the compile option: bool, default False

# how transcendental math (sin, cos, exp, ln) is implemented
MATH_OWN = "poot"          # poot's own sequences (poot_core.backends.llvm.mathlib), any target
MATH_LIBDEVICE = "libdevice"  # NVIDIA libdevice __nv_* functions, linked and internalized

# how float `%` (fmod) is implemented when math is not libdevice (libdevice: __nv_fmod[f])
# how workgroup arrays start at zero in every workgroup (docs/execution-contract.md)
WG_ZERO_LANES = "lanes"    # kernel entry: each lane zeroes slots lane, lane + WORKGROUP_SIZE, ...,
                           # then one workgroup barrier, before any user code (every GPU target)
WG_ZERO_CALL = "call"      # the module defines @poot.wg.zero (memsets every array) and whoever runs
                           # the lanes calls it before each workgroup's first lane (the host JIT)
WG_ZERO_FN = "poot.wg.zero"

FMOD_OWN = "poot"          # mathlib's exact integer sequence (every GPU target)
FMOD_FREM = "frem"         # LLVM's `frem`: only where it is a libm fmod call (the host JIT).
                           # NVPTX and AMDGPU expand frem as x - trunc(x/y)*y: inexact, wrong
                           # signs and specials - never use it for a GPU target.


@dataclass(frozen=True)
class TargetHooks:
    name: str                      # "nvptx" / "amdgpu" (messages only)
    triple: str
    cpu: str                       # sm_90, gfx942, ...
    features: str = ""
    global_as: int = 1             # kernel buffers
    shared_as: int = 3             # workgroup-local arrays
    alloca_as: int = 0             # the datalayout's A<n>
    kernel_cc: str = ""            # calling convention keyword, e.g. ptx_kernel / amdgpu_kernel
    lane_x: str = ""               # () -> i32 intrinsic names
    group_x: str = ""
    group_y: str = ""
    barrier: tuple[str, ...] = ()  # IR lines (with no result) that form a workgroup barrier
    barrier_decls: tuple[str, ...] = ()
    atomic_scope: str = ""         # syncscope for atomics, "" = system
    system_fence: str = "fence seq_cst"  # before a device trap: make the site record visible
    kernel_attrs: tuple[str, ...] = ()   # extra "key"="value" function attributes for kernels
    kernel_attrs_fn: Callable[[Body], Iterable[str]] | None = None  # body -> extra attributes (workgroup size)
    module_flags: tuple[tuple[str, str, str], ...] = ()  # (behaviour, key, typed value)
    math: str = MATH_OWN
    math_lib_path: str = ""        # bitcode file to link when math == libdevice
    fmod: str = FMOD_OWN           # float % when math != libdevice (FMOD_OWN / FMOD_FREM)
    emit: str = "asm"              # "asm" (PTX text) or "obj" (ELF relocatable)
    f16_arith: bool = True
    # AMDGPU (LLVM 22, gfx11): two `llvm.trap` calls in one kernel can abort the MC encoder
    # ("Unsupported instruction"); with this set every trap site records itself and branches
    # to one shared trap block.
    shared_trap: bool = False
    # False (the default): no float instruction carries `contract` or any fast-math flag, so each
    # op is rounded once (Rust). True: ordinary float ops carry `contract` and the backend may fuse
    # a multiply into the add/sub that consumes it; no_contract_add and its operands never do.
    fp_contract: bool = False
    wg_zero: str = WG_ZERO_LANES   # WG_ZERO_LANES / WG_ZERO_CALL
    # how Wmma statements are lowered (wmma.WMMA_NVVM / wmma.WMMA_GFX11; derived from `cpu`, so
    # not part of key()); "" refuses them with a CapabilityError whose reason is `wmma_refusal`
    wmma: str = ""
    wmma_refusal: str = ""
    # whether warpgroup MMA (WgmmaMma/WgmmaStore, poot_core/backends/llvm/wgmma.py) is lowered: PTX
    # sm_90a only (cpu says so, hence not part of key()); False refuses with `wgmma_refusal`
    wgmma: bool = False
    wgmma_refusal: str = ""
    # AsyncCopy as cp.async (NVPTX sm_80+: llvm.nvvm.cp.async.*; derived from `cpu`); False: a
    # plain copy (loads and stores in the lane, in program order), commit and wait do nothing
    cp_async: bool = False
    # dynamic workgroup memory (PTX: one `.extern .shared` array sized at launch): when the arrays,
    # each WG_ALIGN-aligned, need more than this many bytes they are laid out at offsets of one
    # external array @poot_dyn_shared and the ABI's dynamic_shared_bytes says how many to launch with;
    # 0: never (every array its own static global)
    dynamic_shared_above: int = 0
    # how ShuffleXor is lowered (subgroup.SHUFFLE_NVVM / SHUFFLE_AMDGCN; derived from `cpu`, so not
    # part of key()); "" refuses it with a CapabilityError whose reason is `shuffle_refusal`
    shuffle: str = ""
    shuffle_refusal: str = ""
    extra: dict = field(default_factory=dict, compare=False)

    def attrs_for(self, body: Body) -> tuple[str, ...]:
        fn = self.kernel_attrs_fn
        return self.kernel_attrs + (tuple(fn(body)) if fn else ())

    def key(self) -> tuple:
        """What makes two hooks produce different code (cache key)."""
        return (self.name, self.triple, self.cpu, self.features, self.math, self.math_lib_path, self.fmod,
                self.emit, self.fp_contract, self.wg_zero, self.dynamic_shared_above)


def fp_contract_option(options: dict[str, Any], target: str) -> bool:
    """The `fp_contract` compile option's value (False when absent); UsageError for anything but
    a bool (the CLI's `--option fp_contract=true` arrives as True)."""
    v = options.get(FP_CONTRACT, False)
    if isinstance(v, bool) or (type(v).__module__ == "numpy" and type(v).__name__ in ("bool", "bool_")):
        return bool(v)
    raise UsageError(f"compile option {FP_CONTRACT}={v!r} for {target}: it takes true or false "
                     f"(default false: every float op rounded once, as in Rust; true lets an ordinary "
                     f"float multiply fuse into the add/sub that consumes it)")
