// u32 + - * / % with overflow checks on (inputs keep every result in range).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn arith_u32(a: &[u32], b: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i] + 1;
        out[i] = (x + y) * 3 - y + x / y + x % y;
    }
}
