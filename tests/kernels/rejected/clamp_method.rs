// Rejected: clamp.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn clamp_method(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i].clamp(0.0, 1.0); // ERROR: clamp
}
