#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k6(a0: &[f32], o0: &mut [bool], o1: &mut [f16]) {
    let i = thread_index();
    let mut v1: f16 = 2.0f16;
    if i < a0.len() {
        v1 = (a0[i] as f16);
    }
    v1 = (v1 - v1);
    if i < o1.len() {
        o1[i] = v1;
    }
}
