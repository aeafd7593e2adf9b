//! Top-1 sampling of temperature-scaled logits, given uniform randoms (the Gumbel-max rule).
//!
//! For row r of logits [rows, cols] (row-major, `shape` = [rows, cols] usize), uniforms u of
//! the same shape with every u in (0, 1), and t = temp[0]:
//!   t > 0:  out[r] = argmax_c ( logits[r, c] / t - ln(-ln(u[r, c])) )   (a sample from
//!           softmax(logits[r] / t): the Gumbel-max trick)
//!   t <= 0: out[r] = argmax_c logits[r, c]                              (greedy)
//! Ties go to the lowest column; scores must be NaN-free. Launch: one workgroup of 64 lanes per
//! row (groups (rows, 1)); array 0 holds partial best scores, array 1 their columns (f32,
//! exact below 2^24). Every access is guarded, so with overflow checks off it holds no trap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn top1_sample(logits: &[f32], u: &[f32], temp: &[f32], shape: &[usize], out: &mut [u32]) {
    const WORKGROUP_SIZE: usize = 64;
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
    let mut best = f32::NEG_INFINITY;
    let mut best_j = cols;
    let mut c = lane;
    while c < cols {
        let xi = row * cols + c;
        if xi < logits.len() && xi < u.len() {
            let mut score = logits[xi];
            if t > 0.0 {
                score = score / t - (-(u[xi].ln())).ln();
            }
            if best_j == cols || score > best {
                best = score;
                best_j = c;
            }
        }
        c = c + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, best);
        wg_write(1, lane, best_j as f32);
    }
    workgroup_barrier();
    if lane == 0 {
        let mut bv = f32::NEG_INFINITY;
        let mut bj = cols;
        for l in 0..WORKGROUP_SIZE {
            let v = wg_read(0, l);
            let j = wg_read(1, l) as usize;
            if j < cols && (bj == cols || v > bv || (v == bv && j < bj)) {
                bv = v;
                bj = j;
            }
        }
        if row < out.len() {
            out[row] = bj as u32;
        }
    }
}
