// Rejected: core::hint::unreachable_unchecked (a call outside the intrinsics).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn unreachable_unchecked(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i >= out.len() {
        unsafe { core::hint::unreachable_unchecked() } // ERROR: unreachable_unchecked
    }
    out[i] = a[i];
}
