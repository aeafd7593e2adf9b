// Rejected: a workgroup array id that is not a literal.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wg_dynamic_array(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let id = i % 2;
    wg_write(id, 0, a[i]); // ERROR: literal
    out[i] = a[i];
}
