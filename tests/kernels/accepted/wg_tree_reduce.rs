// A tree reduction: a barrier inside a while loop, two workgroup arrays (sum and max),
// WORKGROUP_SIZE = 128, one result pair per workgroup.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wg_tree_reduce(a: &[f32], sums: &mut [f32], maxs: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 128;
    let i = thread_index();
    let lane = local_index();
    let mut v = 0.0f32;
    let mut m = f32::NEG_INFINITY;
    if i < a.len() {
        v = a[i];
        m = a[i];
    }
    wg_write(0, lane, v);
    wg_write(1, lane, m);
    workgroup_barrier();
    let mut stride = WORKGROUP_SIZE / 2;
    while stride > 0 {
        if lane < stride {
            let s = wg_read(0, lane) + wg_read(0, lane + stride);
            let x = wg_read(1, lane).max(wg_read(1, lane + stride));
            wg_write(0, lane, s);
            wg_write(1, lane, x);
        }
        workgroup_barrier();
        stride = stride / 2;
    }
    let g = group_index();
    if lane == 0 && g < sums.len() && g < maxs.len() {
        sums[g] = wg_read(0, 0);
        maxs[g] = wg_read(1, 0);
    }
}
