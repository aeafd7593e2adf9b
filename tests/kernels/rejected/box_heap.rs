// Rejected: a Box (heap type).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn box_heap(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let b = Box::new(a[i]); // ERROR: Box
    out[i] = *b;
}
