// Rejected: i16.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn i16_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as i16; // ERROR: i16
    out[i] = a[i] + w as f32;
}
