// Rejected: debug_assert! (pootc builds without debug assertions, so rustc would drop it).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn debug_assert_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    debug_assert!(i < a.len(), "thread {} past the input", i); // ERROR: `debug_assert!`
    out[i] = a[i];
}
