"""Subgroup operations (ShuffleXor, docs/subgroup.md) in the LLVM lowering: NVVM's shfl.sync.bfly
(PTX) and AMDGPU's ds_bpermute in wave32 (gfx10, gfx11, gfx12); hooks.shuffle picks one, "" refuses
with hooks.shuffle_refusal (a CapabilityError before LLVM sees the kernel).

PTX: `llvm.nvvm.shfl.sync.bfly.{i32,f32}(i32 -1, value, i32 mask, i32 31)`, i.e. `shfl.sync.bfly.b32`
over the whole warp (membermask 0xffffffff, clamp 31: one 32-lane segment). AMDGPU: lane l reads
lane l ^ mask of its wave with `llvm.amdgcn.ds.bpermute(((mbcnt_lo(-1, 0)) ^ mask) << 2, bits)`;
a wave32 wave is one IR subgroup. f32 values move as their i32 bits on both (exact)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import CapabilityError
from ...ir import nodes as N
from ...ir.types import F32, Scalar

if TYPE_CHECKING:
    from .ops import Ops

SHUFFLE_NVVM = "nvvm"
SHUFFLE_AMDGCN = "amdgcn"
# every llvm.nvvm.* name the NVVM shuffle can emit (IntrinsicsNVVM.td: int_nvvm_shfl_sync_bfly_{i32,f32})
NVVM_SHUFFLE_INTRINSICS = frozenset({"llvm.nvvm.shfl.sync.bfly.i32", "llvm.nvvm.shfl.sync.bfly.f32"})


def check(body: N.Body, hooks) -> None:
    """CapabilityError unless `hooks` lower subgroup shuffles (before LLVM sees anything: a shuffle
    intrinsic the chip cannot select aborts LLVM)."""
    if body.uses_subgroup_ops() and hooks.shuffle not in (SHUFFLE_NVVM, SHUFFLE_AMDGCN):
        why = hooks.shuffle_refusal or f"{hooks.name} {hooks.cpu} has no 32-lane subgroup shuffle"
        raise CapabilityError(f"subgroup operations (shuffle_xor): {why}", target=hooks.name, kernel=body.name)


def shuffle_xor(ops: "Ops", rv: N.ShuffleXor) -> tuple[str, Scalar]:
    """(the value lane l ^ mask holds, its type) for lane l, in `ops`' function."""
    v, t = ops.value(rv.a)
    mask = int(rv.mask)
    if ops.h.shuffle == SHUFFLE_NVVM:
        lt, name = ("float", "llvm.nvvm.shfl.sync.bfly.f32") if t == F32 else ("i32", "llvm.nvvm.shfl.sync.bfly.i32")
        ops.declare(f"declare {lt} @{name}(i32, {lt}, i32, i32) convergent nounwind")
        return ops.emit(f"call {lt} @{name}(i32 -1, {lt} {v}, i32 {mask}, i32 31)"), t
    ops.declare("declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) nounwind")
    ops.declare("declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent nounwind")
    lane = ops.emit("call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)")
    addr = ops.emit(f"shl i32 {ops.emit(f'xor i32 {lane}, {mask}')}, 2")
    bits = ops.emit(f"bitcast float {v} to i32") if t == F32 else v
    got = ops.emit(f"call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {bits})")
    return (ops.emit(f"bitcast i32 {got} to float") if t == F32 else got), t


__all__ = ["SHUFFLE_NVVM", "SHUFFLE_AMDGCN", "NVVM_SHUFFLE_INTRINSICS", "check", "shuffle_xor"]
