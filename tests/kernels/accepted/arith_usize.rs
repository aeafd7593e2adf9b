// usize arithmetic on usize slices (64-bit).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn arith_usize(a: &[usize], b: &[usize], out: &mut [usize]) {
    let i = thread_index();
    if i < out.len() {
        let x = a[i];
        let y = b[i] | 1;
        out[i] = x * 1000003 + (x / y) * 7 + x % y - y / 2 + i;
    }
}
