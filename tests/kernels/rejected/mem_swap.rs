// Rejected: a std function call (mem::swap).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn mem_swap(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let mut x = a[i];
    let mut y = 1.0f32;
    core::mem::swap(&mut x, &mut y); // ERROR: swap
    out[i] = x + y;
}
