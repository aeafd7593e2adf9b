//! Row argmax: out[r] = the lowest column index of the largest value of row r of x.
//!
//! x is row-major [rows, cols] with `shape` = [rows, cols] (usize). Launch: one workgroup of 64
//! lanes per row (groups (rows, 1)); lane l scans columns l, l + 64, ... and the 64 partial
//! results meet in workgroup memory (array 0: values, array 1: column indices as f32, exact
//! below 2^24 columns). Rows must be NaN-free; ties go to the lowest index. Every access is
//! guarded, so with overflow checks off the kernel holds no trap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn row_argmax(x: &[f32], shape: &[usize], out: &mut [u32]) {
    const WORKGROUP_SIZE: usize = 64;
    let lane = local_index();
    let row = group_index();
    let mut cols = 0;
    if 1 < shape.len() {
        cols = shape[1];
    }
    let mut best = f32::NEG_INFINITY;
    let mut best_j = cols;
    let mut c = lane;
    while c < cols {
        let xi = row * cols + c;
        if xi < x.len() {
            let v = x[xi];
            if best_j == cols || v > best {
                best = v;
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
