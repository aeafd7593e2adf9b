// Rejected: debug_assert_eq! (dropped by rustc without debug assertions).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn debug_assert_eq_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    debug_assert_eq!(a.len(), out.len()); // ERROR: `debug_assert_eq!`
    out[i] = a[i];
}
