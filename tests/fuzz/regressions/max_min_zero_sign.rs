#![feature(f16)]
// Rust leaves the sign of max(-0.0, +0.0) and min(-0.0, +0.0) open (lavapipe and rustc pick
// differently), so the fuzzer adds `+ 0.0` to every float max/min: -0.0 + 0.0 = +0.0 on every
// target, and 1 / that zero is +inf. A target that folds `x + 0.0` into `x` gives -inf for some.
use poot_kernel_intrinsics::*;
#[kernel]
pub fn mmz(a: &[f32], b: &[f32], h: &[f16], o: &mut [u32]) {
    let i = thread_index();
    if i < a.len() && i < b.len() && i < h.len() && 4 * i + 3 < o.len() {
        let hi = h[h.len() - 1 - i];
        o[4 * i] = (1.0 / (a[i].max(b[i]) + 0.0) > 0.0) as u32;
        o[4 * i + 1] = (1.0 / (a[i].min(b[i]) + 0.0) > 0.0) as u32;
        o[4 * i + 2] = (1.0 / (h[i].max(hi) + 0.0f16) > 0.0) as u32;
        o[4 * i + 3] = (1.0 / (h[i].min(hi) + 0.0f16) > 0.0) as u32;
    }
}
