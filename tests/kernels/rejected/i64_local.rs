// Rejected: i64.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn i64_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as i64 * 3; // ERROR: i64
    out[i] = a[i] + w as f32;
}
