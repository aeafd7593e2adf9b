// Rejected: assert_eq! (a panic through core::panicking::assert_failed).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn assert_eq_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    assert_eq!(a.len(), out.len()); // ERROR: `assert_eq!`
    out[i] = a[i];
}
