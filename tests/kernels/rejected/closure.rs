// Rejected: a closure.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn closure(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let f = |x: f32| x * 2.0; // ERROR: closure
    out[i] = f(a[i]);
}
