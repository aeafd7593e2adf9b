// i32 bit operations: arithmetic shift right of negatives, !, & | ^, shift by a u32 amount.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn bitops_i32(a: &[i32], b: &[u32], out: &mut [i32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let s = b[i] % 31;
        out[i] = (x >> s) ^ (!x & 0x0f0f) | ((x << 3) & -256);
    }
}
