//! Row softmax: out[r, c] = exp(x[r, c] - max_r) / sum_c' exp(x[r, c'] - max_r).
//!
//! x and out are row-major [rows, cols] with `shape` = [rows, cols] (usize). Launch: one
//! workgroup of 64 lanes per row (groups (rows, 1)). Lane l reduces columns l, l + 64, ...;
//! lane 0 combines the 64 partials in lane order. Workgroup arrays: 0 = partial maxima,
//! 1 = [row max, row sum], 2 = partial sums. Every access is guarded, so with overflow checks
//! off the kernel holds no trap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn row_softmax(x: &[f32], shape: &[usize], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    let lane = local_index();
    let row = group_index();
    let mut cols = 0;
    if 1 < shape.len() {
        cols = shape[1];
    }
    let mut m = f32::NEG_INFINITY;
    let mut c = lane;
    while c < cols {
        let xi = row * cols + c;
        if xi < x.len() {
            m = m.max(x[xi]);
        }
        c = c + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, m);
    }
    workgroup_barrier();
    if lane == 0 {
        let mut mm = f32::NEG_INFINITY;
        for l in 0..WORKGROUP_SIZE {
            mm = mm.max(wg_read(0, l));
        }
        wg_write(1, 0, mm);
    }
    workgroup_barrier();
    let rm = wg_read(1, 0);
    let mut s = 0.0f32;
    c = lane;
    while c < cols {
        let xi = row * cols + c;
        if xi < x.len() {
            s = s + (x[xi] - rm).exp();
        }
        c = c + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(2, lane, s);
    }
    workgroup_barrier();
    if lane == 0 {
        let mut total = 0.0f32;
        for l in 0..WORKGROUP_SIZE {
            total = total + wg_read(2, l);
        }
        wg_write(1, 1, total);
    }
    workgroup_barrier();
    let total = wg_read(1, 1);
    c = lane;
    while c < cols {
        let xi = row * cols + c;
        if xi < x.len() && xi < out.len() {
            out[xi] = (x[xi] - rm).exp() / total;
        }
        c = c + WORKGROUP_SIZE;
    }
}
