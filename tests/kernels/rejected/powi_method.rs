// Rejected: powi.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn powi_method(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i].powi(3); // ERROR: powi
}
