#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k1(a1: &[usize], a2: &[usize], a3: &[u32], o0: &mut [f64], a0: &[f32]) {
    const WORKGROUP_SIZE: usize = 0x20;
    let i = thread_index();
    let mut v0: f32 = core::f32::consts::PI;
    v0 = (0.0f32 * a0[((i + 1) % a0.len())] - 0.0f32);
    if 3 * i + 0 < o0.len() {
        o0[3 * i + 0] = (v0 as f64);
    }
}
