// usize shifts by u32 and usize amounts; imported with overflow checks off, so an amount past
// the width is masked to it (x << 70 == x << 6).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn shifts_usize(a: &[usize], b: &[u32], out: &mut [usize]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let s = b[i];
        out[i] = (x << s) ^ (x >> (s as usize + 3));
    }
}
