// Rejected: code conditional on cfg!(debug_assertions), which a Rust debug build turns on.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn debug_assertions_cfg(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i];
    if cfg!(debug_assertions) { // ERROR: `debug_assertions` cfg
        out[i] = 0.0;
    }
}
