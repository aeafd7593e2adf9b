// Rejected: std atomics (a struct type).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn atomic_type(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let c = core::sync::atomic::AtomicU32::new(0); // ERROR: AtomicU32
    out[i] = a[i];
}
