// Rejected: u8 (not in the type list).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn u8_slice(a: &[u8], out: &mut [f32]) { // ERROR: u8
    let i = thread_index();
    out[i] = a[i] as f32;
}
