// Rejected: mul_add (an explicit FMA).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn mul_add_method(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i].mul_add(2.0, 1.0); // ERROR: mul_add
}
