// Rejected: expect.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn expect_call(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let v: Option<f32> = None;
    out[i] = v.expect("no value"); // ERROR: expect
}
