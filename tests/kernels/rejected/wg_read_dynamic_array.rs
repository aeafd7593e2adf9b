// Rejected: wg_read with a computed array id.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wg_read_dynamic_array(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let id = a.len();
    out[i] = wg_read(id, 0); // ERROR: literal
}
