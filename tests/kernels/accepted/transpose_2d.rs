// 2-D groups: an 8x8-tile transpose staged through workgroup memory. dims = [rows, cols] of
// a; out is [cols, rows]. Launch groups (ceil(cols / 8), ceil(rows / 8)), 64 lanes.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn transpose_2d(a: &[f32], dims: &[usize], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    let lane = local_index();
    let rows = dims[0];
    let cols = dims[1];
    let r = group_index_y() * 8 + lane / 8;
    let c = group_index() * 8 + lane % 8;
    let mut v = 0.0f32;
    if r < rows && c < cols {
        v = a[r * cols + c];
    }
    wg_write(0, lane, v);
    workgroup_barrier();
    // lane now writes element (c', r') = tile[lane % 8][lane / 8]
    let tr = group_index_y() * 8 + lane % 8;
    let tc = group_index() * 8 + lane / 8;
    let t = wg_read(0, (lane % 8) * 8 + lane / 8);
    if tr < rows && tc < cols {
        out[tc * rows + tr] = t;
    }
}
