#![feature(f16)]
// f16 slices, f16 arithmetic (each op rounded to f16), f16 <-> f32 casts.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn f16_ops(a: &[f16], b: &[f16], out: &mut [f16], wide: &mut [f32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        let r = x * y + x - y / (y * y + 1.0);
        out[i] = r;
        wide[i] = r as f32 + (x as f32) * 0.5;
        out[a.len() + i] = (wide[i] * 3.0) as f16;
    }
}
