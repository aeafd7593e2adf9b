// Rejected: powf (not among the accepted float methods).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn powf_method(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i].powf(2.0); // ERROR: powf
}
