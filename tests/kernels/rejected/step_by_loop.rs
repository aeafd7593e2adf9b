// Rejected: .step_by() on a range.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn step_by_loop(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let mut acc = 0.0f32;
    for j in (0..a.len()).step_by(2) { // ERROR: step_by
        acc = acc + a[j];
    }
    out[i] = acc;
}
