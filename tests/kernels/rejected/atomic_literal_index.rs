// Rejected: atomic_add with a literal index.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn atomic_literal_index(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < a.len() {
        atomic_add(out, 0, a[i]); // ERROR: atomic_add
    }
}
