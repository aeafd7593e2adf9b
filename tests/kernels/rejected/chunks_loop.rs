// Rejected: iterating slice chunks (an iterator type other than a range or a slice).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn chunks_loop(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    for c in a.chunks(2) { // ERROR: Chunks
        out[i] = c[0];
    }
}
