#![allow(unused)]
// poot: overflow-checks=off
use poot_kernel_intrinsics::*;

// From fuzz seed 10000 (reduced by hand): through wgpu (naga drops NoContraction) lavapipe
// rewrote sqrt(x) * sqrt(x) as x, so v1 * v1 - v1 came out -0.1319660112501051 (= -(1.25 - v1))
// instead of rustc's -0.13196601125010532.
#[kernel]
pub fn k25(a0: &[f64], o0: &mut [f64]) {
    let i = thread_index();
    let v1: f64 = (1.25f64).sqrt();
    let w: f64 = a0[i % a0.len()].sqrt();
    if 2 * i + 1 < o0.len() {
        o0[2 * i] = -(v1 * v1 - v1);
        o0[2 * i + 1] = w * w - a0[i % a0.len()];
    }
}
