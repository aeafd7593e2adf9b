// Rejected: a kernel that returns a value.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn return_value(a: &[f32]) -> f32 { // ERROR: return
    let i = thread_index();
    a[i]
}
