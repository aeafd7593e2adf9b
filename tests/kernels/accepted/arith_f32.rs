// f32 + - * / % (rem is fmod) and unary minus.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn arith_f32(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let n = a.len();
    if i < n && i < b.len() && 5 * i + 4 < out.len() {
        let x = a[i];
        let y = b[i];
        out[5 * i] = x + y;
        out[5 * i + 1] = x - y;
        out[5 * i + 2] = x * y;
        out[5 * i + 3] = x / y;
        out[5 * i + 4] = -(x % y);
    }
}
