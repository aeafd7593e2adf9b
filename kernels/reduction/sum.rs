//! Row sums: out[r] = x[r * cols] + ... + x[r * cols + cols - 1] over x viewed as rows of
//! `cols` = shape[1] elements (f32), where a last, shorter row ends at x.len().
//!
//! Launch: one workgroup of W lanes per row (groups (rows, 1)); lane l adds columns
//! l, l + W, ... in that order (consecutive lanes read consecutive elements) and the W
//! partial sums meet in a tree in workgroup array 0 (slot l += slot l + s, s = W / 2, ..., 1).
//! The sum over the last axis of [rows, cols] is one launch with shape = [rows, cols]. The sum
//! of a whole array of n elements is this kernel launched twice: with shape = [p, c] and
//! p = ceil(n / c) groups into p partial sums, then on those with shape = [1, p] and one
//! group (c = 65536: 64 columns a lane at 1024 lanes, p = 4096 for n = 2^28). IEEE f32 additions: NaN and infinities
//! propagate as in any sum. Every access is guarded, so with overflow checks off the kernel
//! holds no trap. W = 1024 in the checked variant (GPUs), 256 in the trap-free `_nt` one (the NPU).
#![feature(cfg_overflow_checks)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn sum(x: &[f32], shape: &[usize], out: &mut [f32]) {
    // 1024 lanes with checks (the GPUs' variant: one workgroup per row must fill the device at
    // small batches), 256 without (the NPU's: an AIE tile holds the per-lane state of 256)
    const WORKGROUP_SIZE: usize = if cfg!(overflow_checks) { 1024 } else { 256 };
    let lane = local_index();
    let row = group_index();
    let mut cols = 0;
    if 1 < shape.len() {
        cols = shape[1];
    }
    // the lane walks the flat index i = base + column (one counter: the range analysis then
    // proves every index add below cannot overflow - i starts at most x.len() and a step
    // follows a guard i3 < x.len(), so i stays below x.len() + W); `end` is the row's end
    let base = row * cols;
    let end = base + cols;
    let mut i = (base + lane).min(x.len());
    let mut acc = 0.0f32;
    // four columns a lane per step, their four loads issued before any is used (memory-level
    // parallelism); the tail loop takes the rest one by one; the order of the columns a lane
    // visits is the same either way
    loop {
        let i0 = i;
        let i1 = i0 + WORKGROUP_SIZE;
        let i2 = i1 + WORKGROUP_SIZE;
        let i3 = i2 + WORKGROUP_SIZE;
        if i3 < end && i0 < x.len() && i1 < x.len() && i2 < x.len() && i3 < x.len() {
            let v0 = x[i0];
            let v1 = x[i1];
            let v2 = x[i2];
            let v3 = x[i3];
            acc = acc + v0;
            acc = acc + v1;
            acc = acc + v2;
            acc = acc + v3;
        } else {
            break;
        }
        i = i0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let ii = i;
        if ii < end && ii < x.len() {
            acc = acc + x[ii];
        } else {
            break;
        }
        i = ii + WORKGROUP_SIZE;
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
