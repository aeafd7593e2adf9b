#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k4(o0: &mut [i32], a0: &[f16], a1: &[usize], a2: &[f16], o1: &mut [usize]) {
    let i = thread_index();
    let mut v0: usize = 0x7usize;
    let mut v1: bool = true;
    v0 = (((-3i32) << (0x64u32 & 31u32)) as usize);
    v1 = ((0.0f64 / (a0[(v0 % a0.len())] as f64)) != (0.0f64 / (a0[(v0 % a0.len())] as f64)));
    if i < o0.len() {
        o0[i] = (v1 as i32);
    }
}
