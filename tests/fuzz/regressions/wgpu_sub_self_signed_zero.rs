#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k9(a3: &[usize], a0: &[f32], a2: &[f32], o0: &mut [f64], a1: &[usize]) {
    const WORKGROUP_SIZE: usize = 2 * 8;
    let i = thread_index();
    let mut v4: f32 = 0.0f32;
    v4 = (v4).trunc();
    v4 -= v4;
    if 7 * i + 4 < o0.len() {
        o0[7 * i + 4] = (v4 as f64);
    }
}
