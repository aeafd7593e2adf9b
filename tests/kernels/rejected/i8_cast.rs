// Rejected: i8.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn i8_cast(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = a[i] as i8; // ERROR: i8
    out[i] = w as f32;
}
