// Rejected: expect.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn expect_call(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = Some(a[i]).expect("no value"); // ERROR: expect
}
