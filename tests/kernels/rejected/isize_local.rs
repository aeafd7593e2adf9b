// Rejected: isize.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn isize_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let w = i as isize - 3; // ERROR: isize
    out[i] = a[i] + w as f32;
}
