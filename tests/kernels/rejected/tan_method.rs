// Rejected: a float method outside the list (tan).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn tan_method(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i].tan(); // ERROR: tan
}
