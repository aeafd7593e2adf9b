// Integer comparisons (signed i32, unsigned u32 and usize) counted into a u32.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn compare_ints(a: &[i32], b: &[i32], u: &[u32], v: &[usize], out: &mut [u32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        let mut m = 0u32;
        if x < y { m = m | 1; }
        if x <= y { m = m | 2; }
        if x > y { m = m | 4; }
        if x >= y { m = m | 8; }
        if x == y { m = m | 16; }
        if x != y { m = m | 32; }
        if u[i] > 1000 { m = m | 64; }
        if v[i] <= 77 { m = m | 128; }
        out[i] = m;
    }
}
