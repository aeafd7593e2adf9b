// mul_add: f32's fused multiply-add, a * b + c rounded once, by each spelling pootc accepts (the
// method, the associated function, core's intrinsic); next to it the same expression written
// plainly, which rounds twice.
#![feature(core_intrinsics)]
#![allow(internal_features)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn mul_add(a: &[f32], b: &[f32], c: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && i < b.len() && i < c.len() {
        let x = a[i];
        out[4 * i] = x.mul_add(b[i], c[i]);
        out[4 * i + 1] = f32::mul_add(x, b[i], c[i]);
        out[4 * i + 2] = unsafe { core::intrinsics::fmaf32(x, b[i], c[i]) };
        out[4 * i + 3] = x * b[i] + c[i];
    }
}
