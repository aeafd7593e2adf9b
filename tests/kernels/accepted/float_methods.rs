// The exact float methods: sqrt abs floor ceil trunc round (half away from zero), on f32 and f64.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn float_methods(a: &[f32], d: &[f64], out: &mut [f32], o64: &mut [f64]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        out[6 * i] = x.abs().sqrt();
        out[6 * i + 1] = x.abs();
        out[6 * i + 2] = x.floor();
        out[6 * i + 3] = x.ceil();
        out[6 * i + 4] = x.trunc();
        out[6 * i + 5] = x.round();
        let y = d[i];
        o64[3 * i] = y.round();
        o64[3 * i + 1] = y.abs().sqrt() + y.floor();
        o64[3 * i + 2] = y.ceil() - y.trunc();
    }
}
