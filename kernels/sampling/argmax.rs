//! Row argmax: out[r] = the lowest column index of the largest value of row r of x; NaN never
//! wins, and a row of NaN only gives 0 (the `argmax` primitive's definition).
//!
//! x is row-major [rows, cols] with `shape` = [rows, cols] (usize). Launch: one workgroup of
//! W lanes per row (groups (rows, 1)); lane l scans columns l, l + W, ... (consecutive
//! lanes read consecutive elements) keeping its first best non-NaN value, and the W partial
//! results meet in a tree in workgroup memory (array 0: values, array 1: column indices as
//! f32, exact up to 2^24 columns; slot l takes slot l + s when that one is better or equal and
//! lower, for s = W / 2, ..., 1). Every access is guarded, so with overflow checks off the
//! kernel holds no trap; with checks on, only index arithmetic can trap (overflow).
//! W = 1024 in the checked variant (GPUs), 256 in the trap-free `_nt` one (the NPU).
#![feature(cfg_overflow_checks)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn row_argmax(x: &[f32], shape: &[usize], out: &mut [u32]) {
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
    let mut best = f32::NEG_INFINITY;
    let mut best_i = end; // end: no column yet
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
            if v0 == v0 && (best_i == end || v0 > best) {
                best = v0;
                best_i = i0;
            }
            if v1 == v1 && (best_i == end || v1 > best) {
                best = v1;
                best_i = i1;
            }
            if v2 == v2 && (best_i == end || v2 > best) {
                best = v2;
                best_i = i2;
            }
            if v3 == v3 && (best_i == end || v3 > best) {
                best = v3;
                best_i = i3;
            }
        } else {
            break;
        }
        i = i0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let ii = i;
        if ii < end && ii < x.len() {
            let v = x[ii];
            // v == v: NaN is never taken
            if v == v && (best_i == end || v > best) {
                best = v;
                best_i = ii;
            }
        } else {
            break;
        }
        i = ii + WORKGROUP_SIZE;
    }
    // the column (cols where the lane found nothing): every i a lane visits is at least base
    let best_j = best_i - base;
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, best);
        wg_write(1, lane, best_j as f32);
    }
    workgroup_barrier();
    let mut s = WORKGROUP_SIZE / 2;
    while s > 0 {
        let o = lane + s;
        if lane < s && o < WORKGROUP_SIZE {
            let bv = wg_read(0, lane);
            let bj = wg_read(1, lane);
            let v = wg_read(0, o);
            let j = wg_read(1, o);
            // (the index slots hold cols where a lane found nothing; j < bj then decides ties)
            if j < cols as f32 && (bj == cols as f32 || v > bv || (v == bv && j < bj)) {
                wg_write(0, lane, v);
                wg_write(1, lane, j);
            }
        }
        workgroup_barrier();
        s = s / 2;
    }
    if lane == 0 && row < out.len() {
        let mut bj = wg_read(1, 0) as usize;
        if bj >= cols {
            bj = 0; // a row of NaN only
        }
        out[row] = bj as u32;
    }
}
