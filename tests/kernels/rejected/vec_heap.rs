// Rejected: a Vec (heap type).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn vec_heap(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let v: Vec<f32> = Vec::new(); // ERROR: Vec
    out[i] = a[i] + v.len() as f32;
}
