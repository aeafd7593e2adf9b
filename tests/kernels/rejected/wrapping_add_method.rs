// Rejected: an integer method outside max/min (wrapping_add).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wrapping_add_method(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    out[i] = a[i].wrapping_add(7); // ERROR: wrapping_add
}
