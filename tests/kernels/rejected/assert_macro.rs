// Rejected: assert! (a panic call).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn assert_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    assert!(i < a.len()); // ERROR: panic
    out[i] = a[i];
}
