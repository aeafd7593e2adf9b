// Wrapping u32 and i32 arithmetic: imported with overflow checks off, so + - * wrap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wrap_u32(a: &[u32], b: &[u32], s: &[i32], out: &mut [u32], outs: &mut [i32]) {
    let i = thread_index();
    if i < a.len() {
        out[i] = a[i] * b[i] + a[i] - b[i] * 2654435761;
        outs[i] = s[i] * 1103515245 + 12345 - s[i];
    }
}
