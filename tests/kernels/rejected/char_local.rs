// Rejected: char.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn char_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let c = 'x'; // ERROR: char
    out[i] = a[i] + c as u32 as f32;
}
