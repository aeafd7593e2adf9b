// Rejected: mul_add on f64 (the fused multiply-add is f32 only).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn mul_add_f64(a: &[f64], out: &mut [f64]) {
    let i = thread_index();
    out[i] = a[i].mul_add(2.0, 1.0); // ERROR: f32 only
}
