//! Row-major f32 matmul, out[m, n] = a[m, k] @ b[k, n], tiled 8x8 through workgroup memory.
//!
//! Launch: groups (ceil(n / 8), ceil(m / 8)); group x is the tile column, group y the tile row;
//! 64 lanes, lane = ty * 8 + tx. `dims` holds [m, n, k] (usize). Every access is guarded, so
//! with overflow checks off the kernel holds no trap (the NPU variant).
//! Workgroup arrays: 0 = the A tile (64 slots), 1 = the B tile (64 slots).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn matmul_tiled(a: &[f32], b: &[f32], dims: &[usize], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    let lane = local_index();
    let tx = lane % 8;
    let ty = lane / 8;
    let mut m = 0;
    let mut n = 0;
    let mut k = 0;
    let nd = dims.len();
    if 2 < nd {
        m = dims[0];
        n = dims[1];
        k = dims[2];
    }
    let row = group_index_y() * 8 + ty;
    let col = group_index() * 8 + tx;
    let tiles = (k + 7) / 8;
    let mut acc = 0.0f32;
    let mut t = 0;
    while t < tiles {
        let ka = t * 8 + tx;
        let mut av = 0.0f32;
        if row < m && ka < k {
            let ai = row * k + ka;
            if ai < a.len() {
                av = a[ai];
            }
        }
        let kb = t * 8 + ty;
        let mut bv = 0.0f32;
        if kb < k && col < n {
            let bi = kb * n + col;
            if bi < b.len() {
                bv = b[bi];
            }
        }
        if lane < WORKGROUP_SIZE {
            wg_write(0, lane, av);
            wg_write(1, lane, bv);
        }
        workgroup_barrier();
        for kk in 0..8 {
            let ia = ty * 8 + kk;
            let ib = kk * 8 + tx;
            if ia < 64 && ib < 64 {
                acc = acc + wg_read(0, ia) * wg_read(1, ib);
            }
        }
        workgroup_barrier();
        t = t + 1;
    }
    if row < m && col < n {
        let oi = row * n + col;
        if oi < out.len() {
            out[oi] = acc;
        }
    }
}
