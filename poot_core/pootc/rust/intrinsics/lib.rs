//! `poot_kernel_intrinsics`: the only functions a poot kernel may call (besides the float and
//! integer methods of core), and the `#[kernel]` attribute.
//!
//! pootc never runs these bodies: it recognizes a call by the callee's resolved declaration in
//! this crate and lowers it to a Kernel IR node. The stubs only have to type-check. The host
//! implementation used for differential testing lives in `../host/lib.rs`.
#![no_std]

pub use poot_kernel_macros::kernel;

/// The global dispatch index along X: group_index() * WORKGROUP_SIZE + local_index().
#[inline(never)]
pub fn thread_index() -> usize {
    0
}

/// The lane within its workgroup along X.
#[inline(never)]
pub fn local_index() -> usize {
    0
}

/// The workgroup index along X.
#[inline(never)]
pub fn group_index() -> usize {
    0
}

/// The workgroup index along Y.
#[inline(never)]
pub fn group_index_y() -> usize {
    0
}

/// Workgroup barrier: earlier workgroup-local writes are visible to every lane after it.
#[inline(never)]
pub fn workgroup_barrier() {}

/// Write f32 slot `i` of workgroup-local array `array` (a literal id).
#[inline(never)]
pub fn wg_write(array: usize, i: usize, v: f32) {
    let _ = (array, i, v);
}

/// Read f32 slot `i` of workgroup-local array `array` (a literal id).
#[inline(never)]
pub fn wg_read(array: usize, i: usize) -> f32 {
    let _ = (array, i);
    0.0
}

/// Atomic u32 add on `buffer[i]`; returns the old value.
#[inline(never)]
pub fn atomic_add(buffer: &mut [u32], i: usize, v: u32) -> u32 {
    let _ = (buffer, i, v);
    0
}

/// `a + b` that no backend may contract with a producing multiply into an FMA.
#[inline(never)]
pub fn no_contract_add(a: f32, b: f32) -> f32 {
    a + b
}

/// Subgroup butterfly shuffle: lane l of its 32-lane subgroup (lanes 32s .. 32s+31 of the
/// workgroup) gets lane `l ^ mask`'s `v`. `mask` is a literal 1 ..= 31. Every lane of the
/// subgroup must call it together (no branch that splits a subgroup around it) and the
/// workgroup size must be a multiple of 32. Also `shuffle_xor_u32`, `shuffle_xor_i32`.
#[inline(never)]
pub fn shuffle_xor(v: f32, mask: u32) -> f32 {
    let _ = mask;
    v
}

/// `shuffle_xor` for u32 values.
#[inline(never)]
pub fn shuffle_xor_u32(v: u32, mask: u32) -> u32 {
    let _ = mask;
    v
}

/// `shuffle_xor` for i32 values.
#[inline(never)]
pub fn shuffle_xor_i32(v: i32, mask: u32) -> i32 {
    let _ = mask;
    v
}
