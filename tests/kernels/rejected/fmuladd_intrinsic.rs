// Rejected: core's fmuladd intrinsic, which may round once or twice (an undefined result).
#![feature(core_intrinsics)]
#![allow(internal_features)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn fmuladd_intrinsic(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = core::intrinsics::fmuladdf32(a[i], 2.0, 1.0); // ERROR: fmuladd
}
