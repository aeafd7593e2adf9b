// Rejected: unwrap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn unwrap_call(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let v = a[i];
    out[i] = Some(v).unwrap(); // ERROR: unwrap
}
