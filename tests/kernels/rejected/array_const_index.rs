// Rejected: a private array (even with constant indices).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn array_const_index(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let w = [1.0f32, 2.0, 3.0]; // ERROR: array
        out[i] = a[i] * w[1];
    }
}
