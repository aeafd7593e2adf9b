// Rejected: panic!.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn panic_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i >= out.len() {
        panic!("thread out of range"); // ERROR: panic
    }
    out[i] = a[i];
}
