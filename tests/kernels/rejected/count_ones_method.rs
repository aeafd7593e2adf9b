// Rejected: count_ones.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn count_ones_method(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    out[i] = a[i].count_ones(); // ERROR: count_ones
}
