// Rejected: a local fn shadowing an intrinsic.
use poot_kernel_intrinsics::*;
pub fn thread_index() -> usize { 0 }

#[kernel]
pub fn local_thread_index(a: &[f32], out: &mut [f32]) {
    let i = thread_index(); // ERROR: thread_index
    if i < out.len() {
        out[i] = a[i];
    }
}
