// Shared references to slice elements and to locals, read through `*`.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn references(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && i < out.len() {
        let r = &a[i];
        let k = 3.0f32;
        let rk = &k;
        out[i] = *r * *rk + *r;
    }
}
