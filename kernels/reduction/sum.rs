//! Row sums: out[r] = x[r * cols] + ... + x[r * cols + cols - 1] over x viewed as rows of
//! `cols` = shape[1] elements (f32), where a last, shorter row ends at x.len().
//!
//! Launch: one workgroup of W lanes per row (groups (rows, 1)); lane l adds columns
//! l, l + W, ... in that order (consecutive lanes read consecutive elements) and the W
//! partial sums meet in a tree in workgroup array 0 (slot l += slot l + s, s = W / 2, ..., 1).
//! The sum over the last axis of [rows, cols] is one launch with shape = [rows, cols]. The sum
//! of a whole array of n elements is this kernel launched twice: with shape = [p, c] and
//! p = ceil(n / c) groups into p partial sums, then on those with shape = [1, p] and one
//! group (c = 16384 keeps p at 16384 for n = 2^28). IEEE f32 additions: NaN and infinities
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
    let base = row * cols;
    let mut acc = 0.0f32;
    // four columns a lane per step, their four loads issued before any is used (memory-level
    // parallelism); the tail loop takes the rest one by one; the order of the columns a lane
    // visits is the same either way
    let mut c = lane;
    loop {
        let c0 = c;
        let c3 = c0 + 3 * WORKGROUP_SIZE;
        let x0 = base + c0;
        let x1 = x0 + WORKGROUP_SIZE;
        let x2 = x1 + WORKGROUP_SIZE;
        let x3 = x2 + WORKGROUP_SIZE;
        if c3 < cols && x0 < x.len() && x1 < x.len() && x2 < x.len() && x3 < x.len() {
            let v0 = x[x0];
            let v1 = x[x1];
            let v2 = x[x2];
            let v3 = x[x3];
            acc = acc + v0;
            acc = acc + v1;
            acc = acc + v2;
            acc = acc + v3;
        } else {
            break;
        }
        c = c0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let cc = c;
        let xi = base + cc;
        if cc < cols && xi < x.len() {
            acc = acc + x[xi];
        } else {
            break;
        }
        c = cc + WORKGROUP_SIZE;
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
