//! Row-major f32 matrix-vector product, out[r] = sum_j a[r * k + j] * x[j] with k = x.len().
//!
//! Launch: one thread per row (threads = out.len()). Every access is guarded, so with overflow
//! checks off the kernel holds no trap (the NPU variant).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn matvec(a: &[f32], x: &[f32], out: &mut [f32]) {
    let r = thread_index();
    if r < out.len() {
        let k = x.len();
        let mut acc = 0.0f32;
        let mut j = 0;
        for xv in x {
            let ai = r * k + j;
            if ai < a.len() {
                acc = acc + a[ai] * *xv;
            }
            j = j + 1;
        }
        out[r] = acc;
    }
}
