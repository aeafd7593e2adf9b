// Rejected: f32::to_bits (only from_bits is in the subset).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn to_bits_method(a: &[f32], out: &mut [u32]) {
    let i = thread_index();
    out[i] = a[i].to_bits(); // ERROR: to_bits
}
