// Rejected: an iterator adapter (enumerate).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn enumerate_loop(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let mut acc = 0.0f32;
    for (j, x) in a.into_iter().enumerate() { // ERROR: enumerate
        acc = acc + *x * j as f32;
    }
    out[i] = acc;
}
