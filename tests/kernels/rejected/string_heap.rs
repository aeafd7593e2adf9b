// Rejected: a String (heap type).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn string_heap(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let s = String::new(); // ERROR: String
    out[i] = a[i] + s.len() as f32;
}
