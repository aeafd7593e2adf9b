//! Row-major f32 matrix-vector product, out[r] = sum_j a[r * k + j] * x[j] with k = x.len().
//!
//! Launch: one workgroup of 256 lanes per row (groups (out.len(), 1)). Lane l accumulates
//! columns l, l + 256, l + 512, ... in that order (consecutive lanes read consecutive elements
//! of the row: coalesced); the 256 partial sums then meet in a tree in workgroup array 0
//! (slot l += slot l + s for s = 128, 64, ..., 1) and lane 0 stores slot 0. Every access is
//! guarded, so with overflow checks off the kernel holds no trap (the NPU variant); with checks
//! on, only `row * k` and the index increments can trap (an overflowing index).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn matvec(a: &[f32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    let lane = local_index();
    let row = group_index();
    let k = x.len();
    let base = row * k;
    let mut acc = 0.0f32;
    // four columns a lane per step, their four loads issued before any is used (memory-level
    // parallelism); the tail loop takes the rest one by one; the order of the columns a lane
    // visits is the same either way
    let mut j = lane;
    loop {
        let j0 = j; // immutable copies are what a guard covers
        let j1 = j0 + WORKGROUP_SIZE;
        let j2 = j1 + WORKGROUP_SIZE;
        let j3 = j2 + WORKGROUP_SIZE;
        let a0 = base + j0;
        let a1 = a0 + WORKGROUP_SIZE;
        let a2 = a1 + WORKGROUP_SIZE;
        let a3 = a2 + WORKGROUP_SIZE;
        if j3 < k && j0 < k && j1 < k && j2 < k && a0 < a.len() && a1 < a.len() && a2 < a.len() && a3 < a.len() {
            let p0 = a[a0] * x[j0];
            let p1 = a[a1] * x[j1];
            let p2 = a[a2] * x[j2];
            let p3 = a[a3] * x[j3];
            acc = acc + p0;
            acc = acc + p1;
            acc = acc + p2;
            acc = acc + p3;
        } else {
            break;
        }
        j = j0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let jj = j;
        let ai = base + jj;
        if jj < k && ai < a.len() {
            acc = acc + a[ai] * x[jj];
        } else {
            break;
        }
        j = jj + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, acc);
    }
    workgroup_barrier();
    let mut s = WORKGROUP_SIZE / 2;
    while s > 0 {
        let o = lane + s;
        if lane < s && o < WORKGROUP_SIZE {
            wg_write(0, lane, wg_read(0, lane) + wg_read(0, o));
        }
        workgroup_barrier();
        s = s / 2;
    }
    if lane == 0 && row < out.len() {
        out[row] = wg_read(0, 0);
    }
}
