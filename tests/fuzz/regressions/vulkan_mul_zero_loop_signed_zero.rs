#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
// poot: overflow-checks=off
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k10(o0: &mut [f16], a0: &[f16], a2: &[u32], o1: &mut [f32], a1: &[u32]) {
    const WORKGROUP_SIZE: usize = 128;
    let i = thread_index();
    let mut v2: f32 = (-2.5f32);
    let mut w1: usize = 0;
    while w1 < 3usize {
        w1 += 1;
        if 2 * i + 0 < o1.len() {
            o1[2 * i + 0] = v2;
        }
        v2 *= 0.0f32;
    }
}
