//! Top-1 sampling of temperature-scaled logits, given uniform randoms (the Gumbel-max rule).
//!
//! For row r of logits [rows, cols] (row-major, `shape` = [rows, cols] usize), uniforms u of
//! the same shape with every u in (0, 1), and t = temp[0]:
//!   t > 0:  out[r] = argmax_c ( logits[r, c] / t - ln(-ln(u[r, c])) )   (a sample from
//!           softmax(logits[r] / t): the Gumbel-max trick)
//!   t <= 0: out[r] = argmax_c logits[r, c]                              (greedy)
//! Ties go to the lowest column; scores must be NaN-free. Launch: one workgroup of W lanes
//! per row (groups (rows, 1)); lane l scans columns l, l + W, ...; the partial results meet
//! in a tree in workgroup memory (array 0: best scores, array 1: their columns as f32, exact
//! up to 2^24 columns). Every access is guarded, so with overflow checks off it holds no trap.
//! W = 1024 in the checked variant (GPUs), 256 in the trap-free `_nt` one (the NPU).
#![feature(cfg_overflow_checks)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn top1_sample(logits: &[f32], u: &[f32], temp: &[f32], shape: &[usize], out: &mut [u32]) {
    // 1024 lanes with checks (the GPUs' variant: one workgroup per row must fill the device at
    // small batches), 256 without (the NPU's: an AIE tile holds the per-lane state of 256)
    const WORKGROUP_SIZE: usize = if cfg!(overflow_checks) { 1024 } else { 256 };
    let lane = local_index();
    let row = group_index();
    let mut cols = 0;
    if 1 < shape.len() {
        cols = shape[1];
    }
    let mut t = 0.0f32;
    if 0 < temp.len() {
        t = temp[0];
    }
    let base = row * cols;
    let mut best = f32::NEG_INFINITY;
    let mut best_j = cols;
    let mut c = lane;
    loop {
        let cc = c;
        let xi = base + cc;
        if cc < cols && xi < logits.len() && xi < u.len() {
            let mut score = logits[xi];
            if t > 0.0 {
                score = score / t - (-(u[xi].ln())).ln();
            }
            if best_j == cols || score > best {
                best = score;
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
            if j < cols as f32 && (bj == cols as f32 || v > bv || (v == bv && j < bj)) {
                wg_write(0, lane, v);
                wg_write(1, lane, j);
            }
        }
        workgroup_barrier();
        s = s / 2;
    }
    if lane == 0 && row < out.len() {
        out[row] = wg_read(1, 0) as usize as u32;
    }
}
