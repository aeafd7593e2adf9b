// Rejected: assert! with a custom message (a panic with formatting).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn assert_message(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    assert!(i < a.len(), "thread {} has no input", i); // ERROR: `assert!` (assertions and panics
    out[i] = a[i];
}
