// thread_index, local_index, group_index, group_index_y with WORKGROUP_SIZE = 32 on a 2-D
// launch: row gy of out holds every X thread's ids packed into one u32.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn index_intrinsics(width: &[usize], out: &mut [u32]) {
    const WORKGROUP_SIZE: usize = 32;
    let g = thread_index();
    let l = local_index();
    let gx = group_index();
    let gy = group_index_y();
    let w = width[0];
    let k = gy * w + g;
    if g < w && k < out.len() {
        out[k] = ((gy as u32) << 24) | ((gx as u32) << 16) | ((l as u32) << 8) | (g as u32 & 255)
            ^ (WORKGROUP_SIZE as u32);
    }
}
