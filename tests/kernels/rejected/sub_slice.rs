// Rejected: a sub-slice by range.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn sub_slice(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let s = &a[1..]; // ERROR: Range
    out[i] = s[0];
}
