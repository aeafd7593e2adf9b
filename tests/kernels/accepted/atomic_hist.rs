// atomic_add into a histogram, and the returned old values summed atomically (for n adds to
// one slot the old values sum to n (n - 1) / 2 whatever the order).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn atomic_hist(x: &[u32], hist: &mut [u32], olds: &mut [u32]) {
    let i = thread_index();
    if i < x.len() {
        let bin = (x[i] % 8) as usize;
        let old = atomic_add(hist, bin, 1);
        let slot = bin;
        atomic_add(olds, slot, old);
    }
}
