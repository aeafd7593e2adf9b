// for k in a..=b: out[i] = sum over k in 0..=n[i] of k * k, in u32.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn for_inclusive(n: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < n.len() {
        let mut acc = 0u32;
        for k in 0..=n[i] {
            acc = acc + k * k;
        }
        out[i] = acc;
    }
}
