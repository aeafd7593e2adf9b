// Rejected: a call to a kernel-authored helper (helpers are not inlined).
use poot_kernel_intrinsics::*;
pub fn twice(x: f32) -> f32 { x * 2.0 }

#[kernel]
pub fn helper_call(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = twice(a[i]); // ERROR: twice
    }
}
