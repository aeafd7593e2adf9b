// exp, ln, sin, cos on f32 and f64.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn transcendental(a: &[f32], d: &[f64], out: &mut [f32], o64: &mut [f64]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        out[4 * i] = x.exp();
        out[4 * i + 1] = x.abs().ln();
        out[4 * i + 2] = x.sin();
        out[4 * i + 3] = x.cos();
        let y = d[i];
        o64[i] = y.exp() + (y * y + 1.0).ln() + y.sin() * y.cos();
    }
}
