// Rejected: char.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn char_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i] + 'x' as u32 as f32; // ERROR: 'x'
}
