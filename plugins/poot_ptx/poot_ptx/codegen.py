"""PTX code generation: the NVPTX TargetHooks, libdevice lookup, and the stages Body -> LLVM IR -> PTX.

exp/ln/sin/cos (NVPTX cannot select llvm.sin/cos/exp/log: LLVM aborts) come from libdevice by
default (math="auto"), linked into the module, internalized, and trimmed to what is used by O3.
CUDA's documented bounds with ftz off: expf 2 ulp, logf 1 ulp, sinf/cosf 2 ulp; exp, log 1 ulp;
sin, cos 2 ulp (f16 goes through the f32 function and rounds once). math="poot" uses poot's own
f64 sequences instead (poot_core.backends.llvm.mathlib: <= 1 ulp f32/f16, <= 2 ulp f64).

Float `%` is never LLVM's `frem` (NVPTX expands it as x - trunc(x/y)*y: inexact, 0 for -0, inf
for inf % y): with libdevice it is __nv_fmodf / __nv_fmod (exact per CUDA's documentation),
otherwise mathlib's exact sequence. math="auto" links libdevice for it when libdevice is found
and falls back to the (equally exact) own sequence when it is not and nothing else needs it.

Floats are Rust's by default: no `contract`/fast-math flag on any instruction, the NVPTX backend's
own fusion pinned off (poot_core/backends/llvm/run.py), so the PTX has mul.rn/add.rn (which ptxas never fuses), no
fma for a mul+add, no `.ftz` (nvvm-reflect-ftz 0, IEEE denormal attributes) and correctly rounded
div.rn/sqrt.rn. fp_contract=True lets ordinary mul+add become fma.rn (no_contract_add never does).
"""
from __future__ import annotations

import glob
import os
import sys

from poot_core import knobs
from poot_core.backends.llvm import (LLVM_TRAP_POLICIES, MATH_LIBDEVICE, MATH_OWN, TargetHooks, fp_contract_option,
                                    lower_body, optimize_and_emit)
from poot_core.backends.llvm.wgmma import FENCE_PROXY_ASYNC
from poot_core.backends.llvm.lower import wg_layout
from poot_core.backends.llvm.subgroup import SHUFFLE_NVVM
from poot_core.backends.llvm.wmma import WMMA_NVVM
from poot_core.errors import CapabilityError, ToolchainError, UsageError
from poot_core.ir import nodes as N
from poot_core.target import DEVICE_TRAP, IEEE, LLVM_GPU, Stage, StageContext

from .arch import (CP_ASYNC_MIN_SM, DEFAULT_SM, KNOWN_SM, MATH_CHOICES, OPTIN_SHARED_BYTES,  # noqa: F401
                   STATIC_SHARED_BYTES, WGMMA_SM, WMMA_MIN_SM, WMMA_SHAPES, has_wgmma, optin_shared_bytes, parse_sm,
                   wmma_shapes)

TRANSCENDENTAL = ("exp", "ln", "sin", "cos")


def libdevice_candidates() -> list[str]:
    """Where libdevice.10.bc is looked for, in order."""
    out = []
    if knobs.libdevice():
        out.append(knobs.libdevice())
    for home in knobs.cuda_homes():
        if home:
            out.append(os.path.join(home, "nvvm", "libdevice", "libdevice.10.bc"))
    out.append("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc")
    out += sorted(glob.glob("/usr/local/cuda-*/nvvm/libdevice/libdevice.10.bc"), reverse=True)
    out += ["/opt/cuda/nvvm/libdevice/libdevice.10.bc", "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc"]
    for p in sys.path:  # the nvidia-cuda-nvcc wheels: nvidia/cuda_nvcc/nvvm/..., nvidia/cu13/nvvm/...
        out += sorted(glob.glob(os.path.join(p, "nvidia", "*", "nvvm", "libdevice", "libdevice.10.bc")))
    return out


def find_libdevice() -> str | None:
    return next((p for p in libdevice_candidates() if os.path.isfile(p)), None)


def uses_transcendental(body: N.Body) -> bool:
    return any(isinstance(s, N.Assign) and isinstance(s.value, N.Math) and s.value.fn in TRANSCENDENTAL
               for b in body.blocks for s in b.stmts)


def uses_float_rem(body: N.Body) -> bool:
    """Whether `body` has a float `%` (BinOp rem whose operand is a float)."""
    floats = {i for i, d in enumerate(body.locals) if getattr(d.ty, "is_float", False)}
    for b in body.blocks:
        for s in b.stmts:
            v = s.value if isinstance(s, N.Assign) else None
            if isinstance(v, N.BinOp) and v.op == "rem":
                a = v.a
                if (isinstance(a, N.Const) and a.ty.is_float) or (isinstance(a, N.Local) and a.id in floats):
                    return True
    return False


SHFL_SYNC_PTX = 60  # shfl.sync: PTX ISA 6.0; LLVM's default ISA for chips before sm_70 is older


def nvptx_hooks(sm: str = DEFAULT_SM, math: str = MATH_OWN, libdevice: str = "",
                fp_contract: bool = False, wgmma: bool = False, shuffle: bool = False) -> TargetHooks:
    """The NVPTX hooks for `sm`; `wgmma` (the body has warpgroup MMA statements): on sm_90 the
    module is built for sm_90a with PTX ISA 8.0 (wgmma is arch-specific), and every workgroup
    barrier is preceded by fence.proxy.async.shared::cta (workgroup memory written by ordinary
    stores is then visible to the wgmma that reads it after the barrier). `shuffle` (the body has
    shuffle_xor): chips before sm_70 are built with PTX ISA 6.0, which shfl.sync needs."""
    sm = parse_sm(sm)
    lower_wgmma = wgmma and has_wgmma(sm)
    features = "+ptx80" if lower_wgmma else (f"+ptx{SHFL_SYNC_PTX}" if shuffle and int(sm[3:]) < 70 else "")
    bar = "call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"
    return TargetHooks(
        name="ptx", triple="nvptx64-nvidia-cuda", cpu=sm + "a" if lower_wgmma else sm,
        features=features, global_as=1, shared_as=3, alloca_as=0,
        kernel_cc="ptx_kernel",
        lane_x="llvm.nvvm.read.ptx.sreg.tid.x", group_x="llvm.nvvm.read.ptx.sreg.ctaid.x",
        group_y="llvm.nvvm.read.ptx.sreg.ctaid.y",
        barrier=(FENCE_PROXY_ASYNC, bar) if lower_wgmma else (bar,),
        barrier_decls=("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind",),
        atomic_scope="", system_fence="fence seq_cst",
        kernel_attrs_fn=lambda body: (f'"nvvm.reqntid"="{body.workgroup_size}"',),
        module_flags=(("4", "nvvm-reflect-ftz", "i32 0"),),
        math=math, math_lib_path=libdevice, emit="asm", f16_arith=int(sm[3:]) >= 53, fp_contract=fp_contract,
        wmma=WMMA_NVVM if wmma_shapes(sm) else "",
        wmma_refusal=f"{sm} has no tensor cores; wmma needs sm_{WMMA_MIN_SM} or newer (compile with sm=sm_70 or later)",
        wgmma=lower_wgmma,
        wgmma_refusal=f"{sm} has no wgmma; warpgroup MMA is NVIDIA Hopper's (sm_{WGMMA_SM}, built as sm_{WGMMA_SM}a): "
                      f"compile with sm=sm_{WGMMA_SM}, or use the Wmma statements (16x16x16 per subgroup) on this chip",
        cp_async=int(sm[3:]) >= CP_ASYNC_MIN_SM, shuffle=SHUFFLE_NVVM,
        dynamic_shared_above=STATIC_SHARED_BYTES if optin_shared_bytes(sm) > STATIC_SHARED_BYTES else 0)


def hooks_for(body: N.Body, sm: str = DEFAULT_SM, math: str = "auto", fp_contract: bool = False) -> TargetHooks:
    """The hooks for compiling `body`: libdevice is needed (and looked up) only when the body
    calls exp/ln/sin/cos (or has a float % and math is "libdevice"); with math="auto" a float %
    alone uses libdevice when it is found, else mathlib's (equally exact) fmod."""
    if math not in MATH_CHOICES:
        raise UsageError(f"math={math!r} is not one of {MATH_CHOICES}")
    wg, sh = body.uses_wgmma(), body.uses_subgroup_ops()
    if math == MATH_OWN:
        return nvptx_hooks(sm, MATH_OWN, fp_contract=fp_contract, wgmma=wg, shuffle=sh)
    rem = uses_float_rem(body)
    if not (uses_transcendental(body) or rem):
        return nvptx_hooks(sm, MATH_OWN, fp_contract=fp_contract, wgmma=wg, shuffle=sh)
    path = find_libdevice()
    if path is None and math == "auto" and not uses_transcendental(body):
        return nvptx_hooks(sm, MATH_OWN, fp_contract=fp_contract, wgmma=wg, shuffle=sh)
    if path is None:
        raise ToolchainError("libdevice.10.bc (NVIDIA's math library) was not found; it is needed for "
                             "exp/ln/sin/cos (and float % with math='libdevice') on PTX. Install CUDA or "
                             "`pip install nvidia-cuda-nvcc`, set POOT_LIBDEVICE=/path/to/libdevice.10.bc, or "
                             "compile with math='poot' to use poot's own sequences", tool="libdevice",
                             output="looked in:\n" + "\n".join(libdevice_candidates()))
    return nvptx_hooks(sm, MATH_LIBDEVICE, path, fp_contract, wg, sh)


def check_shared_memory(body: N.Body, sm: str = DEFAULT_SM) -> None:
    """CapabilityError when the body's workgroup arrays (each padded to its alignment) exceed what
    a block of `sm` may have: up to 48 KiB they are static .shared arrays; above it they are laid
    out in one dynamic (`.extern .shared`) array, which the loader opts in to
    (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) up to the chip's limit (227 KiB on sm_90;
    the device's own MAX_SHARED_MEMORY_PER_BLOCK_OPTIN is checked again at load)."""
    need = wg_layout(body)[1]
    limit = optin_shared_bytes(sm)
    if need > limit:
        arrays = ", ".join(f"{w.id}: {w.size:,} x {w.elem}" for w in body.wg_arrays)
        raise CapabilityError(f"the workgroup arrays need {need:,} bytes of shared memory ({arrays}), more than the "
                              f"{limit:,} bytes a block of {parse_sm(sm)} may have (static .shared up to "
                              f"{STATIC_SHARED_BYTES:,}, dynamic above); use smaller tiles or fewer stages",
                              target="ptx", kernel=body.name)


def ptx_stages(sm: str = DEFAULT_SM, trap_policy: str | None = None, math: str = "auto",
               fp_contract: bool = False) -> list[Stage]:
    """The ptx target's stages: `llvm` (Body -> LLVM IR; the hooks, libdevice included, are chosen
    for the body) and `ptx` (O3 and the NVPTX backend in the LLVM worker; the optimized module is
    kept in meta["opt_llvm"]). `fp_contract` as validated by poot_core.backends.llvm.fp_contract_option."""
    policy = trap_policy or knobs.llvm_trap_policy() or DEVICE_TRAP
    if policy not in LLVM_TRAP_POLICIES:
        raise UsageError(f"trap_policy={policy!r}: the PTX target offers {LLVM_TRAP_POLICIES}")
    contract = fp_contract_option({"fp_contract": fp_contract}, "ptx")

    def llvm(body: N.Body, ctx: StageContext) -> str:
        check_shared_memory(body, sm)
        hooks = ctx.scratch["hooks"] = hooks_for(body, sm, math, contract)
        ir, abi = lower_body(body, hooks, policy)
        ctx.meta.update({"abi": abi, "sm": hooks.cpu, "trap_policy": policy, "math": hooks.math, "symbol": abi.symbol,
                         "fp_contract": hooks.fp_contract, "float_latitude": LLVM_GPU if hooks.fp_contract else IEEE})
        return ir

    def ptx(ir: str, ctx: StageContext) -> str:
        got = optimize_and_emit(ir, ctx.scratch["hooks"], ctx.meta["symbol"], ctx.kernel, ("asm",))
        ctx.meta["opt_llvm"] = got["opt"]
        return got.get("asm", "")

    return [("llvm", llvm), ("ptx", ptx)]
