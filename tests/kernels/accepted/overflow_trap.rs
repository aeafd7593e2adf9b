// Overflow checks on: a u32 add that overflows traps at the marked line.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn overflow_trap(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < a.len() && i < out.len() {
        let x = a[i];
        out[i] = x + 1000; // TRAP: overflow
    }
}
