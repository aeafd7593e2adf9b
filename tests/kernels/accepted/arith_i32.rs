// i32 + - * / % with overflow checks on; / and % truncate toward zero; unary minus.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn arith_i32(a: &[i32], b: &[i32], out: &mut [i32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        let mut q = 0;
        let mut r = 0;
        if y != 0 {
            q = x / y;
            r = x % y;
        }
        out[4 * i] = x + y;
        out[4 * i + 1] = x - y * 3;
        out[4 * i + 2] = -q;
        out[4 * i + 3] = r * 2 - 7;
    }
}
