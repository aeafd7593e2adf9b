// u32 & | ^ << >> and bitwise !.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn bitops_u32(a: &[u32], b: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        let sh = y & 31;
        out[i] = ((x & y) | (x ^ 0xdead_beef)) ^ (x << sh) ^ (y >> (x % 32)) ^ !x;
    }
}
