//! Row softmax: out[r, c] = exp(x[r, c] - max_r) / sum_c' exp(x[r, c'] - max_r).
//!
//! x and out are row-major [rows, cols] with `shape` = [rows, cols] (usize). Launch: one
//! workgroup of W lanes per row (groups (rows, 1)). Two passes over the row: the first keeps,
//! per lane, an online maximum m and the sum s of exp(x - m) over columns l, l + W, ...
//! (rescaling s when m grows); the W (m, s) pairs meet in a tree in workgroup memory
//! (array 0: m, array 1: s; slot l merges slot l + s for s = W / 2, ..., 1:
//! M = max(m1, m2), S = s1 exp(m1 - M) + s2 exp(m2 - M)); the second writes exp(x - M) / S.
//! The row max ignores NaN and a NaN or +inf in the row makes the whole row NaN, as the
//! definition does (exp(NaN - M) and exp(inf - inf) enter the sum). Every access is guarded,
//! so with overflow checks off the kernel holds no trap.
//! W = 1024 in the checked variant (GPUs), 256 in the trap-free `_nt` one (the NPU).
#![feature(cfg_overflow_checks)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn row_softmax(x: &[f32], shape: &[usize], out: &mut [f32]) {
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
    let start = (base + lane).min(x.len());
    let mut m = f32::NEG_INFINITY;
    let mut s = 0.0f32;
    // four columns a lane per step, their four loads issued before any is used (memory-level
    // parallelism); the tail loop takes the rest one by one; the order of the columns a lane
    // visits is the same either way
    let mut i = start;
    loop {
        let x0 = i;
        let x1 = x0 + WORKGROUP_SIZE;
        let x2 = x1 + WORKGROUP_SIZE;
        let x3 = x2 + WORKGROUP_SIZE;
        if x3 < end && x0 < x.len() && x1 < x.len() && x2 < x.len() && x3 < x.len() {
            let v0 = x[x0];
            let v1 = x[x1];
            let v2 = x[x2];
            let v3 = x[x3];
            // the tail loop's update (below, with its comments), for each of the four
            if v0 > m {
                s = s * (m - v0).exp() + ((v0 - v0) + 1.0);
                m = v0;
            } else if m > f32::NEG_INFINITY || v0 != v0 {
                s = s + (v0 - m).exp();
            }
            if v1 > m {
                s = s * (m - v1).exp() + ((v1 - v1) + 1.0);
                m = v1;
            } else if m > f32::NEG_INFINITY || v1 != v1 {
                s = s + (v1 - m).exp();
            }
            if v2 > m {
                s = s * (m - v2).exp() + ((v2 - v2) + 1.0);
                m = v2;
            } else if m > f32::NEG_INFINITY || v2 != v2 {
                s = s + (v2 - m).exp();
            }
            if v3 > m {
                s = s * (m - v3).exp() + ((v3 - v3) + 1.0);
                m = v3;
            } else if m > f32::NEG_INFINITY || v3 != v3 {
                s = s + (v3 - m).exp();
            }
        } else {
            break;
        }
        i = x0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let xi = i;
        if xi < end && xi < x.len() {
            let v = x[xi];
            if v > m {
                // (v - v) + 1 is 1, or NaN for v = +inf: exp(inf - inf) of the definition
                s = s * (m - v).exp() + ((v - v) + 1.0);
                m = v;
            } else if m > f32::NEG_INFINITY || v != v {
                s = s + (v - m).exp();
            }
            // (v = m = -inf adds exp(-inf - M) = 0 for any finite row max M, and a row whose
            // max is -inf is NaN in the second pass)
        } else {
            break;
        }
        i = xi + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, m);
        wg_write(1, lane, s);
    }
    workgroup_barrier();
    let mut st = WORKGROUP_SIZE / 2;
    while st > 0 {
        let o = lane + st;
        if lane < st && o < WORKGROUP_SIZE {
            let m1 = wg_read(0, lane);
            let s1 = wg_read(1, lane);
            let m2 = wg_read(0, o);
            let s2 = wg_read(1, o);
            let mm = m1.max(m2);
            let mut t1 = s1;
            if m1 != mm {
                t1 = s1 * (m1 - mm).exp();
            }
            let mut t2 = s2;
            if m2 != mm {
                t2 = s2 * (m2 - mm).exp();
            }
            wg_write(0, lane, mm);
            wg_write(1, lane, t1 + t2);
        }
        workgroup_barrier();
        st = st / 2;
    }
    let rm = wg_read(0, 0);
    let total = wg_read(1, 0);
    i = start;
    loop {
        let x0 = i;
        let x1 = x0 + WORKGROUP_SIZE;
        let x2 = x1 + WORKGROUP_SIZE;
        let x3 = x2 + WORKGROUP_SIZE;
        if x3 < end && x0 < x.len() && x1 < x.len() && x2 < x.len() && x3 < x.len() && x0 < out.len()
            && x1 < out.len() && x2 < out.len() && x3 < out.len()
        {
            let v0 = x[x0];
            let v1 = x[x1];
            let v2 = x[x2];
            let v3 = x[x3];
            out[x0] = (v0 - rm).exp() / total;
            out[x1] = (v1 - rm).exp() / total;
            out[x2] = (v2 - rm).exp() / total;
            out[x3] = (v3 - rm).exp() / total;
        } else {
            break;
        }
        i = x0 + 4 * WORKGROUP_SIZE;
    }
    loop {
        let xi = i;
        if xi < end && xi < x.len() && xi < out.len() {
            out[xi] = (x[xi] - rm).exp() / total;
        } else {
            break;
        }
        i = xi + WORKGROUP_SIZE;
    }
}
