// Rejected: abs on an integer (abs is a float method only).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn int_abs_method(a: &[i32], out: &mut [i32]) {
    let i = thread_index();
    out[i] = a[i].abs(); // ERROR: abs
}
