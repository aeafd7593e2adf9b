// Rejected: a private array with a dynamic index (use workgroup memory).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn array_dynamic_index(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let mut w = [0.0f32; 4]; // ERROR: array
    w[i % 4] = a[i];
    out[i] = w[0];
}
