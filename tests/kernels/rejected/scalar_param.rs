// Rejected: a kernel parameter that is not a slice.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn scalar_param(a: &[f32], alpha: f32, out: &mut [f32]) { // ERROR: param
    let i = thread_index();
    out[i] = a[i] * alpha;
}
