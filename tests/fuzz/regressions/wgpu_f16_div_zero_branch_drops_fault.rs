#![feature(f16)]
#![allow(arithmetic_overflow, unconditional_panic, unused)]
use poot_kernel_intrinsics::*;


#[kernel]
pub fn k27(o0: &mut [f32], o1: &mut [bool], a0: &[f32]) {
    const WORKGROUP_SIZE: usize = 16 * 8;
    let i = thread_index();
    let mut v3: usize = 2usize;
    let mut v4: f32 = (o1.len() as f32);
    let mut v5: bool = false;
    wg_write(0, local_index(), 0.0f32);
    workgroup_barrier();
    v5 = (1.0f16 > ((v4 as f16) / 0.0f16));
    if v5 {
    } else {
        v4 = a0[(thread_index() - v3)];
    }
}
