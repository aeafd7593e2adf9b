// Rejected: unreachable!() (a panic call).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn unreachable_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if a[i] > 1.0e30 {
        unreachable!(); // ERROR: panic
    }
    out[i] = a[i];
}
