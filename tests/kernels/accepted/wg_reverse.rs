// Workgroup memory and one barrier: reverse each workgroup's 64 elements.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wg_reverse(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let lane = local_index();
    let mut v = 0.0f32;
    if i < a.len() {
        v = a[i];
    }
    wg_write(0, lane, v);
    workgroup_barrier();
    let r = wg_read(0, 63 - lane);
    if i < out.len() {
        out[i] = r;
    }
}
