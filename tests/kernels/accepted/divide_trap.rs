// Integer division by a zero divisor traps (always, with or without overflow checks).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn divide_trap(a: &[i32], b: &[i32], out: &mut [i32]) {
    let i = thread_index();
    if i < a.len() && i < b.len() && i < out.len() {
        out[i] = a[i] / b[i]; // TRAP: divide
    }
}
