// Rejected: .rev() on a range.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn rev_loop(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let mut acc = 0.0f32;
    for j in (0..4).rev() { // ERROR: rev
        acc = acc * 2.0 + a[j];
    }
    out[i] = acc;
}
