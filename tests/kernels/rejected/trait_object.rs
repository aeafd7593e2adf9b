// Rejected: a trait object.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn trait_object(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let d: &dyn core::fmt::Debug = &a[i]; // ERROR: dyn
    let _ = d;
    out[i] = a[i];
}
