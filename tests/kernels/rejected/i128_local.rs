// Rejected: i128.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn i128_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as i128; // ERROR: i128
    out[i] = a[i] + w as f32;
}
