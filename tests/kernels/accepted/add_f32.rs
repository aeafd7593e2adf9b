// The seed's elementwise_add: out[i] is covered by the guard, a[i] and b[i] are not.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn add_f32(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i] + b[i];
    }
}
