#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
// poot: overflow-checks=off
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k12(a1: &[f16], o0: &mut [u32], o2: &mut [f16], a0: &[f16], o1: &mut [bool]) {
    let i = thread_index();
    let mut v3: f16 = 1.0_f16;
    for k0 in 1u32..2u32 {
        v3 /= 0.0f16;
    }
    if 3 * i + 2 < o2.len() {
        o2[3 * i + 2] = v3;
    }
}
