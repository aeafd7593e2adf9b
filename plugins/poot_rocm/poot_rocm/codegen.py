"""AMDGCN code generation: the AMDGPU TargetHooks, Body -> object (llvmlite) -> HSA code object
(Debian's ld.lld; code object version 4, which ld.lld 14 links), and its structural check.

Floats are Rust's by default: no `contract`/fast-math flag on any instruction, so a mul+add stays
v_mul + v_add (no v_fma/v_fmac/v_mad), f32 and f16/f64 denormals are preserved (IEEE denormal
attributes: the kernel descriptor's float_denorm_mode_32 and _16_64 are 3) and div/sqrt are
LLVM's correctly rounded expansions (v_div_scale/v_div_fmas/v_div_fixup; v_sqrt with its fma
correction steps). fp_contract=True lets ordinary mul+add become v_fma/v_fmac."""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from poot_core import knobs
from poot_core.backends.llvm import (LLVM_TRAP_POLICIES, MATH_OWN, KernelABI, TargetHooks, fp_contract_option,
                                    lower_body, optimize_and_emit)
from poot_core.backends.llvm.subgroup import SHUFFLE_AMDGCN
from poot_core.backends.llvm.wmma import WMMA_GFX11
from poot_core.errors import CodegenError, ToolchainError, UsageError
from poot_core.ir import nodes as N
from poot_core.target import DEVICE_TRAP, IEEE, LLVM_GPU, Stage, StageContext

from . import elf
from .arch import DEFAULT_GFX, KNOWN_GFX, TESTED_GFX, WMMA_SHAPES, parse_gfx, wave32, wmma_shapes  # noqa: F401


def wmma_refusal(gfx: str) -> str:
    """Why `gfx` gets no Wmma lowering (the CapabilityError's reason), "" for gfx11.

    CDNA (gfx9: gfx908/gfx90a/gfx942/gfx950) is refused rather than lowered onto half-waves: its
    matrix instructions (MFMA) are whole-wave operations on 64-lane waves, one tile spread over all
    64 lanes, while a Wmma fragment belongs to one 32-lane subgroup that may run without the other
    half of its wave (the verifier allows branches that are uniform per 32 lanes only), and a
    per-lane emulation would not use the matrix cores at all."""
    g = parse_gfx(gfx)
    if g.startswith("gfx11"):
        return ""
    if g in ("gfx908", "gfx90a", "gfx942", "gfx950"):
        return (f"{g} is a CDNA chip whose matrix cores (MFMA) work on whole 64-lane waves, and a Wmma "
                "fragment belongs to one 32-lane subgroup (which may run without the other half of its wave); "
                "poot lowers Wmma only for gfx11 (RDNA3 WMMA in wave32: compile with gfx=gfx1100), on ptx "
                "(sm_70+) and on the oracle")
    if g.startswith("gfx12"):
        return (f"{g} (RDNA4) has WMMA with another operand layout than gfx11's, which poot does not lower yet; "
                "compile with gfx=gfx1100, or run on ptx (sm_70+) or the oracle")
    return (f"{g} has no matrix (WMMA) instructions; compile with gfx=gfx1100, or run on ptx (sm_70+) or the oracle")


def shuffle_refusal(gfx: str) -> str:
    """Why `gfx` gets no ShuffleXor lowering (the CapabilityError's reason), "" on wave32 chips."""
    g = parse_gfx(gfx)
    if wave32(g):
        return ""
    return (f"{g} runs 64-lane waves, and shuffle_xor is defined over 32-lane subgroups (a wave64 ds_bpermute "
            "would mix two IR subgroups, and half a wave may run alone): compile for a wave32 chip "
            "(gfx=gfx1100, RDNA), or run on ptx or the oracle; the synthesized row kernels take their "
            "workgroup-memory path there")


def amdgpu_hooks(gfx: str = DEFAULT_GFX, fp_contract: bool = False) -> TargetHooks:
    gfx = parse_gfx(gfx)
    return TargetHooks(
        name="rocm", triple="amdgcn-amd-amdhsa", cpu=gfx, global_as=1, shared_as=3, alloca_as=5,
        kernel_cc="amdgpu_kernel",
        lane_x="llvm.amdgcn.workitem.id.x", group_x="llvm.amdgcn.workgroup.id.x",
        group_y="llvm.amdgcn.workgroup.id.y",
        barrier=('fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
                 'fence syncscope("workgroup") acquire'),
        barrier_decls=("declare void @llvm.amdgcn.s.barrier() convergent nounwind",),
        atomic_scope="agent", system_fence="fence seq_cst",
        kernel_attrs=('"amdgpu-implicitarg-num-bytes"="0"',),
        kernel_attrs_fn=lambda body: (f'"amdgpu-flat-work-group-size"="1,{body.workgroup_size}"',),
        module_flags=(("1", "amdhsa_code_object_version", "i32 400"),),
        math=MATH_OWN, emit="obj", f16_arith=True, shared_trap=True, fp_contract=fp_contract,
        wmma=WMMA_GFX11 if wmma_shapes(gfx) else "", wmma_refusal=wmma_refusal(gfx),
        shuffle=SHUFFLE_AMDGCN if wave32(gfx) else "", shuffle_refusal=shuffle_refusal(gfx))


def find_lld() -> str:
    for name in ("ld.lld", "ld.lld-14", "ld.lld-15", "ld.lld-16", "ld.lld-17", "ld.lld-18"):
        p = shutil.which(name)
        if p:
            return p
    raise ToolchainError("ld.lld was not found; install it (Debian/Ubuntu: apt-get install lld)", tool="ld.lld")


def link(obj: bytes, kernel: str) -> bytes:
    """ld.lld -shared: relocatable AMDGPU object -> HSA code object (.hsaco)."""
    lld = find_lld()
    with tempfile.TemporaryDirectory(prefix="poot-rocm-") as d:
        src, out = os.path.join(d, "k.o"), os.path.join(d, "k.hsaco")
        with open(src, "wb") as f:
            f.write(obj)
        r = subprocess.run([lld, "-shared", "--no-undefined", src, "-o", out], capture_output=True, text=True)
        if r.returncode != 0:
            raise ToolchainError(f"linking {kernel} failed (exit {r.returncode})", tool="ld.lld",
                                 output=(r.stderr or r.stdout).strip())
        with open(out, "rb") as f:
            return f.read()


def check_code_object(hsaco: bytes, abi: KernelABI, target: str = "rocm") -> dict:
    """Structural check of a linked code object against the kernel ABI; returns its metadata."""
    try:
        co = elf.read(hsaco)
        meta = elf.kernel_meta(co, abi.symbol)
    except (elf.ElfError, IndexError, ValueError, UnicodeDecodeError) as e:
        raise CodegenError(f"the linked code object is unreadable: {e}", target=target, kernel=abi.kernel) from None
    problems = []
    if co.e_type != elf.ET_DYN:
        problems.append(f"ELF type {co.e_type}, not DYN")
    if co.osabi != elf.ELFOSABI_AMDGPU_HSA:
        problems.append(f"OS/ABI {co.osabi}, not AMDGPU HSA")
    if f"{abi.symbol}.kd" not in co.symbols:
        problems.append(f"no kernel descriptor {abi.symbol}.kd")
    if meta.get(".kernarg_segment_size") != abi.kernarg_bytes:
        problems.append(f"kernarg size {meta.get('.kernarg_segment_size')} != {abi.kernarg_bytes}")
    lds = meta.get(".group_segment_fixed_size")
    if not isinstance(lds, int) or lds > abi.lds_bytes:
        # LLVM deletes arrays (or reads) that are dead, so less than the body declares is fine;
        # the tests check equality for kernels whose arrays are all live
        problems.append(f"LDS size {lds} exceeds the body's {abi.lds_bytes} bytes")
    if problems:
        raise CodegenError("the code object does not match the kernel: " + "; ".join(problems),
                           target=target, kernel=abi.kernel)
    return meta


def hsaco_stages(gfx: str = DEFAULT_GFX, trap_policy: str | None = None, fp_contract: bool = False) -> list[Stage]:
    """The rocm target's stages: `llvm` (Body -> LLVM IR), `obj` (O3 and the AMDGPU backend in the
    LLVM worker: a relocatable object; the optimized module is kept in meta["opt_llvm"]) and
    `hsaco` (linked by ld.lld, then checked against the kernel ABI: meta["kernel_meta"]).
    `fp_contract` as validated by poot_core.backends.llvm.fp_contract_option. The AMDGCN assembly
    is not a stage (it is not on the way to the code object, and emitting it would cost a second
    backend run per compile): `llvm-objdump -d --triple=amdgcn-amd-amdhsa --mcpu=<gfx>` of the
    obj or hsaco stage shows it."""
    policy = trap_policy or knobs.llvm_trap_policy() or DEVICE_TRAP
    if policy not in LLVM_TRAP_POLICIES:
        raise UsageError(f"trap_policy={policy!r}: the ROCm target offers {LLVM_TRAP_POLICIES}")
    hooks = amdgpu_hooks(gfx, fp_contract_option({"fp_contract": fp_contract}, "rocm"))

    def llvm(body: N.Body, ctx: StageContext) -> str:
        ir, abi = lower_body(body, hooks, policy)
        ctx.meta.update({"abi": abi, "gfx": hooks.cpu, "trap_policy": policy, "symbol": abi.symbol,
                         "fp_contract": hooks.fp_contract, "float_latitude": LLVM_GPU if hooks.fp_contract else IEEE})
        return ir

    def obj(ir: str, ctx: StageContext) -> bytes:
        got = optimize_and_emit(ir, hooks, ctx.meta["symbol"], ctx.kernel, ("obj",))
        ctx.meta["opt_llvm"] = got["opt"]
        return got.get("obj", b"")

    def hsaco(code: bytes, ctx: StageContext) -> bytes:
        linked = link(code, ctx.kernel)
        ctx.meta["kernel_meta"] = check_code_object(linked, ctx.meta["abi"])
        return linked

    return [("llvm", llvm), ("obj", obj), ("hsaco", hsaco)]
