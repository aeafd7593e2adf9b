//! Trap probe: out[i] = a[i] * 2 for i < out.len(). The guard covers out[i] but not a[i], so a
//! bounds check stays in the body and a dispatch with a.len() < out.len() faults at line 10.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn unguarded_read(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let v = 2.0f32;
        out[i] = a[i] * v;
    }
}
