// Rejected: an integer method other than max/min (pow).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn int_pow_method(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    out[i] = a[i].pow(2); // ERROR: pow
}
