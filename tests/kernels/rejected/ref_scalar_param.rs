// Rejected: a `&mut f32` parameter (not a slice).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn ref_scalar_param(a: &[f32], acc: &mut f32) { // ERROR: param
    let i = thread_index();
    *acc = *acc + a[i];
}
