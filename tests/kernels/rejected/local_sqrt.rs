// Rejected: a kernel-authored function named like a float method.
use poot_kernel_intrinsics::*;
pub fn sqrt(x: f32) -> f32 { x * 0.5 }

#[kernel]
pub fn local_sqrt(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = sqrt(a[i]); // ERROR: sqrt
    }
}
