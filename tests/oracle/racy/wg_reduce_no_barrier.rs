// The seed's wg_reduce with its workgroup_barrier() deleted: lane 0 may read slots 1..64 before
// lanes 1..63 have written them. The oracle's lock-step run still returns the right sum; its
// race check must report the race (write-read) naming both lanes and both statements.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn wg_reduce_no_barrier(a: &[f32], out: &mut [f32]) {
    let lane = local_index();
    wg_write(0, lane, a[lane]); // RACE-WRITE
    if lane == 0 {
        let mut acc = 0.0f32;
        for j in 0..64 { acc = acc + wg_read(0, j); } // RACE-READ
        out[0] = acc;
    }
}

// A tree reduction whose loop lost its barrier: in round 2 lane 0 reads slot 32 (checked index
// `lane + stride`) that lane 32 wrote in round 1 with no barrier between the two.
#[kernel]
pub fn tree_no_loop_barrier(a: &[f32], sums: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 128;
    let lane = local_index();
    let i = thread_index();
    let mut v = 0.0f32;
    if i < a.len() {
        v = a[i];
    }
    wg_write(0, lane, v);
    workgroup_barrier();
    let mut stride = WORKGROUP_SIZE / 2;
    while stride > 0 {
        if lane < stride {
            let s = wg_read(0, lane) + wg_read(0, lane + stride); // TREE-READ
            wg_write(0, lane, s); // TREE-WRITE
        }
        stride = stride / 2;
    }
    let g = group_index();
    if lane == 0 && g < sums.len() {
        sums[g] = wg_read(0, 0);
    }
}
