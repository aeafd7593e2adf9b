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
    let base = row * cols;
    let mut best = f32::NEG_INFINITY;
    let mut best_j = cols; // cols: no column yet
    // four columns a lane per step, their four loads issued before any is used (memory-level
    // parallelism); the tail loop takes the rest one by one; the order of the columns a lane
    // visits is the same either way
    let mut c = lane;
    loop {
        let c0 = c;
        let c1 = c0 + WORKGROUP_SIZE;
        let c2 = c1 + WORKGROUP_SIZE;
        let c3 = c2 + WORKGROUP_SIZE;
        let x0 = base + c0;
        let x1 = x0 + WORKGROUP_SIZE;
        let x2 = x1 + WORKGROUP_SIZE;
        let x3 = x2 + WORKGROUP_SIZE;
        if c3 < cols && x0 < x.len() && x1 < x.len() && x2 < x.len() && x3 < x.len() {
            let v0 = x[x0];
            let v1 = x[x1];
            let v2 = x[x2];
            let v3 = x[x3];
            if v0 == v0 && (best_j == cols || v0 > best) {
                best = v0;
                best_j = c0;
            }
            if v1 == v1 && (best_j == cols || v1 > best) {
                best = v1;
                best_j = c1;
            }
            if v2 == v2 && (best_j == cols || v2 > best) {
                best = v2;
                best_j = c2;
            }
            if v3 == v3 && (best_j == cols || v3 > best) {
                best = v3;
                best_j = c3;
            }
        } else {
            break;
        }
        c = c0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let cc = c;
        let xi = base + cc;
        if cc < cols && xi < x.len() {
            let v = x[xi];
            // v == v: NaN is never taken
            if v == v && (best_j == cols || v > best) {
                best = v;
                best_j = cc;
            }
        } else {
            break;
        }
        c = cc + WORKGROUP_SIZE;
    }
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
