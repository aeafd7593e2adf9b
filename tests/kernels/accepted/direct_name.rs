// A kernel written directly in the reserved namespace (no attribute), with a 1-element scalar.
use poot_kernel_intrinsics::*;

pub fn __poot_kernel_direct_name(a: &[f32], alpha: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && i < out.len() {
        out[i] = out[i] + alpha[0] * a[i];
    }
}
