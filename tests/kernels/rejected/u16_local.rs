// Rejected: u16.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn u16_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as u16; // ERROR: u16
    out[i] = a[i] + w as f32;
}
