// Rejected: recursion (a kernel calling itself).
use poot_kernel_intrinsics::*;

pub fn __poot_kernel_recursion(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() && out[i] < 10.0 {
        out[i] = out[i] + a[i];
        __poot_kernel_recursion(a, out); // ERROR: recursion
    }
}
