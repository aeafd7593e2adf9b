// Rejected: a static item.
use poot_kernel_intrinsics::*;
static SCALE: f32 = 2.0;

#[kernel]
pub fn static_item(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    out[i] = a[i] * SCALE; // ERROR: static
}
