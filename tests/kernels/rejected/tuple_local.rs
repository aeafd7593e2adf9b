// Rejected: a tuple value.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn tuple_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let t = (a[i], 2.0f32); // ERROR: tuple
        out[i] = t.0 * t.1;
    }
}
