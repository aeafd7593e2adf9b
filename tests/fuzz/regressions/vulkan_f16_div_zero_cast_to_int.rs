#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k9(a1: &[f16], a0: &[u32], o0: &mut [i32], h: &mut [u32], a2: &[f64], a3: &[u32]) {
    const WORKGROUP_SIZE: usize = 128;
    let i = thread_index();
    let mut v2: f16 = 1.5f16;
    v2 = a1[0usize];
    v2 /= 0.0f16;
    if 6 * i + 2 < o0.len() {
        o0[6 * i + 2] = (v2 as i32);
    }
}
