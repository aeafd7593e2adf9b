// Rejected: u64.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn u64_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as u64; // ERROR: u64
    out[i] = a[i] + w as f32;
}
