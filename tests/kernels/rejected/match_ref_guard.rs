// Rejected: a guard on a binding of a reference scrutinee (a reference to a reference).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn match_ref_guard(a: &[i32], out: &mut [i32]) {
    let i = thread_index();
    out[i] = match &a[i] {
        &0 => 1,
        r if *r < 0 => 2, // ERROR: `&&i32`
        _ => 3,
    };
}
