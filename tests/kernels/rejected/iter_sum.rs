// Rejected: iterator methods (sum).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn iter_sum(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let s: f32 = a.into_iter().sum(); // ERROR: sum
    out[i] = s;
}
