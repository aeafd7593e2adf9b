//! Row-major f32 matmul, out[m, n] = a[m, k] @ b[k, n]; `dims` holds [m, n, k] (usize). Every
//! access is guarded, so with overflow checks off a kernel holds no trap.
//!
//! Two kernels, one per variant (kernels/README.md):
//! - `matmul_tiled` (the GPUs', overflow checks on): a register-blocked SIMT GEMM. A workgroup
//!   of 256 lanes computes a 128 x 128 block of out, k in steps of 8 through workgroup arrays 0
//!   (the A tile, k-major, rows padded to 132 slots so the tile stores do not collide in banks)
//!   and 1 (the B tile); lane = 16 ty + tx holds an 8 x 8 micro-tile in 64 accumulators, rows
//!   bm + 4 ty + {0..4, 64..68} and columns bn + 4 tx + {0..4, 64..68} (two runs of 4: 16-byte
//!   workgroup loads without bank conflicts). Each step's tile is loaded into registers while
//!   the previous one is multiplied. Launch: groups (ceil(n / 128), ceil(m / 128)).
//! - `matmul_tiled_nt` (the NPU's, imported with overflow checks off): 8 x 8 tiles through
//!   workgroup arrays 0 (A) and 1 (B), 64 lanes, lane = ty * 8 + tx one output each (an AIE tile
//!   holds the per-lane state of 64 lanes of one accumulator, not of 256 of 64). Launch: groups
//!   (ceil(n / 8), ceil(m / 8)).
//!
//! Both accumulate each output in ascending k (zeros past the edges). `matmul_tiled` fuses each
//! step, `acc = a.mul_add(b, acc)` (a * b + acc rounded once: an FMA on the GPUs), so it equals a
//! sequential fused dot product bit for bit; `matmul_tiled_nt` keeps `acc + a * b` (two roundings:
//! the NPU has no exact fused multiply-add and refuses mul_add), a sequential f32 dot product.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn matmul_tiled(a: &[f32], b: &[f32], dims: &[usize], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    const WG_ARRAY_0: usize = 8 * 132; // the A tile, k-major: slot kk * 132 + r (rows padded to 132)
    const WG_ARRAY_1: usize = 8 * 128; // the B tile: slot kk * 128 + c
    let lane = local_index();
    let ty4 = (lane / 16) * 4;
    let tx4 = (lane % 16) * 4;
    let mut m = 0;
    let mut n = 0;
    let mut k = 0;
    if 2 < dims.len() {
        m = dims[0];
        n = dims[1];
        k = dims[2];
    }
    let bm = group_index_y() * 128;
    let bn = group_index() * 128;
    // the lane's share of a tile load: A rows lane / 8 + 32 i at column lane % 8, B row
    // 2 i + lane / 128 at column lane % 128 (i = 0..4)
    let la_r = lane / 8;
    let la_k = lane % 8;
    let lb_k = lane / 128;
    let lb_c = lane % 128;
    let tiles = (k + 7) / 8;
    let mut c00 = 0.0f32;
    let mut c01 = 0.0f32;
    let mut c02 = 0.0f32;
    let mut c03 = 0.0f32;
    let mut c04 = 0.0f32;
    let mut c05 = 0.0f32;
    let mut c06 = 0.0f32;
    let mut c07 = 0.0f32;
    let mut c10 = 0.0f32;
    let mut c11 = 0.0f32;
    let mut c12 = 0.0f32;
    let mut c13 = 0.0f32;
    let mut c14 = 0.0f32;
    let mut c15 = 0.0f32;
    let mut c16 = 0.0f32;
    let mut c17 = 0.0f32;
    let mut c20 = 0.0f32;
    let mut c21 = 0.0f32;
    let mut c22 = 0.0f32;
    let mut c23 = 0.0f32;
    let mut c24 = 0.0f32;
    let mut c25 = 0.0f32;
    let mut c26 = 0.0f32;
    let mut c27 = 0.0f32;
    let mut c30 = 0.0f32;
    let mut c31 = 0.0f32;
    let mut c32 = 0.0f32;
    let mut c33 = 0.0f32;
    let mut c34 = 0.0f32;
    let mut c35 = 0.0f32;
    let mut c36 = 0.0f32;
    let mut c37 = 0.0f32;
    let mut c40 = 0.0f32;
    let mut c41 = 0.0f32;
    let mut c42 = 0.0f32;
    let mut c43 = 0.0f32;
    let mut c44 = 0.0f32;
    let mut c45 = 0.0f32;
    let mut c46 = 0.0f32;
    let mut c47 = 0.0f32;
    let mut c50 = 0.0f32;
    let mut c51 = 0.0f32;
    let mut c52 = 0.0f32;
    let mut c53 = 0.0f32;
    let mut c54 = 0.0f32;
    let mut c55 = 0.0f32;
    let mut c56 = 0.0f32;
    let mut c57 = 0.0f32;
    let mut c60 = 0.0f32;
    let mut c61 = 0.0f32;
    let mut c62 = 0.0f32;
    let mut c63 = 0.0f32;
    let mut c64 = 0.0f32;
    let mut c65 = 0.0f32;
    let mut c66 = 0.0f32;
    let mut c67 = 0.0f32;
    let mut c70 = 0.0f32;
    let mut c71 = 0.0f32;
    let mut c72 = 0.0f32;
    let mut c73 = 0.0f32;
    let mut c74 = 0.0f32;
    let mut c75 = 0.0f32;
    let mut c76 = 0.0f32;
    let mut c77 = 0.0f32;
    // tile 0 into registers
    let mut pa0 = 0.0f32;
    let mut pb0 = 0.0f32;
    let mut pa1 = 0.0f32;
    let mut pb1 = 0.0f32;
    let mut pa2 = 0.0f32;
    let mut pb2 = 0.0f32;
    let mut pa3 = 0.0f32;
    let mut pb3 = 0.0f32;
    {
        let ar0 = bm + la_r + 0;
        let ak0 = 0 + la_k;
        if ar0 < m && ak0 < k {
            let ai = ar0 * k + ak0;
            if ai < a.len() {
                pa0 = a[ai];
            }
        }
        let bk0 = 0 + lb_k + 0;
        let bc0 = bn + lb_c;
        if bk0 < k && bc0 < n {
            let bi = bk0 * n + bc0;
            if bi < b.len() {
                pb0 = b[bi];
            }
        }
        let ar1 = bm + la_r + 32;
        let ak1 = 0 + la_k;
        if ar1 < m && ak1 < k {
            let ai = ar1 * k + ak1;
            if ai < a.len() {
                pa1 = a[ai];
            }
        }
        let bk1 = 0 + lb_k + 2;
        let bc1 = bn + lb_c;
        if bk1 < k && bc1 < n {
            let bi = bk1 * n + bc1;
            if bi < b.len() {
                pb1 = b[bi];
            }
        }
        let ar2 = bm + la_r + 64;
        let ak2 = 0 + la_k;
        if ar2 < m && ak2 < k {
            let ai = ar2 * k + ak2;
            if ai < a.len() {
                pa2 = a[ai];
            }
        }
        let bk2 = 0 + lb_k + 4;
        let bc2 = bn + lb_c;
        if bk2 < k && bc2 < n {
            let bi = bk2 * n + bc2;
            if bi < b.len() {
                pb2 = b[bi];
            }
        }
        let ar3 = bm + la_r + 96;
        let ak3 = 0 + la_k;
        if ar3 < m && ak3 < k {
            let ai = ar3 * k + ak3;
            if ai < a.len() {
                pa3 = a[ai];
            }
        }
        let bk3 = 0 + lb_k + 6;
        let bc3 = bn + lb_c;
        if bk3 < k && bc3 < n {
            let bi = bk3 * n + bc3;
            if bi < b.len() {
                pb3 = b[bi];
            }
        }
    }
    let mut t = 0;
    while t < tiles {
        // the registers to the tiles (every lane finished reading the previous ones)
        let sa0 = la_k * 132 + la_r + 0;
        let sb0 = (lb_k + 0) * 128 + lb_c;
        if sa0 < WG_ARRAY_0 && sb0 < WG_ARRAY_1 {
            wg_write(0, sa0, pa0);
            wg_write(1, sb0, pb0);
        }
        let sa1 = la_k * 132 + la_r + 32;
        let sb1 = (lb_k + 2) * 128 + lb_c;
        if sa1 < WG_ARRAY_0 && sb1 < WG_ARRAY_1 {
            wg_write(0, sa1, pa1);
            wg_write(1, sb1, pb1);
        }
        let sa2 = la_k * 132 + la_r + 64;
        let sb2 = (lb_k + 4) * 128 + lb_c;
        if sa2 < WG_ARRAY_0 && sb2 < WG_ARRAY_1 {
            wg_write(0, sa2, pa2);
            wg_write(1, sb2, pb2);
        }
        let sa3 = la_k * 132 + la_r + 96;
        let sb3 = (lb_k + 6) * 128 + lb_c;
        if sa3 < WG_ARRAY_0 && sb3 < WG_ARRAY_1 {
            wg_write(0, sa3, pa3);
            wg_write(1, sb3, pb3);
        }
        workgroup_barrier();
        // the next tile's loads, issued before this tile's products (zeros past the end)
        pa0 = 0.0f32;
        pb0 = 0.0f32;
        pa1 = 0.0f32;
        pb1 = 0.0f32;
        pa2 = 0.0f32;
        pb2 = 0.0f32;
        pa3 = 0.0f32;
        pb3 = 0.0f32;
        let k1 = (t + 1) * 8;
        let ar0 = bm + la_r + 0;
        let ak0 = k1 + la_k;
        if ar0 < m && ak0 < k {
            let ai = ar0 * k + ak0;
            if ai < a.len() {
                pa0 = a[ai];
            }
        }
        let bk0 = k1 + lb_k + 0;
        let bc0 = bn + lb_c;
        if bk0 < k && bc0 < n {
            let bi = bk0 * n + bc0;
            if bi < b.len() {
                pb0 = b[bi];
            }
        }
        let ar1 = bm + la_r + 32;
        let ak1 = k1 + la_k;
        if ar1 < m && ak1 < k {
            let ai = ar1 * k + ak1;
            if ai < a.len() {
                pa1 = a[ai];
            }
        }
        let bk1 = k1 + lb_k + 2;
        let bc1 = bn + lb_c;
        if bk1 < k && bc1 < n {
            let bi = bk1 * n + bc1;
            if bi < b.len() {
                pb1 = b[bi];
            }
        }
        let ar2 = bm + la_r + 64;
        let ak2 = k1 + la_k;
        if ar2 < m && ak2 < k {
            let ai = ar2 * k + ak2;
            if ai < a.len() {
                pa2 = a[ai];
            }
        }
        let bk2 = k1 + lb_k + 4;
        let bc2 = bn + lb_c;
        if bk2 < k && bc2 < n {
            let bi = bk2 * n + bc2;
            if bi < b.len() {
                pb2 = b[bi];
            }
        }
        let ar3 = bm + la_r + 96;
        let ak3 = k1 + la_k;
        if ar3 < m && ak3 < k {
            let ai = ar3 * k + ak3;
            if ai < a.len() {
                pa3 = a[ai];
            }
        }
        let bk3 = k1 + lb_k + 6;
        let bc3 = bn + lb_c;
        if bk3 < k && bc3 < n {
            let bi = bk3 * n + bc3;
            if bi < b.len() {
                pb3 = b[bi];
            }
        }
        for kk in 0..8 {
            let oa = kk * 132 + ty4;
            let ob = kk * 128 + tx4;
            let ia0 = oa + 0;
            let ia1 = oa + 1;
            let ia2 = oa + 2;
            let ia3 = oa + 3;
            let ia4 = oa + 64;
            let ia5 = oa + 65;
            let ia6 = oa + 66;
            let ia7 = oa + 67;
            let ib0 = ob + 0;
            let ib1 = ob + 1;
            let ib2 = ob + 2;
            let ib3 = ob + 3;
            let ib4 = ob + 64;
            let ib5 = ob + 65;
            let ib6 = ob + 66;
            let ib7 = ob + 67;
            if ia0 < WG_ARRAY_0 && ia1 < WG_ARRAY_0 && ia2 < WG_ARRAY_0 && ia3 < WG_ARRAY_0 && ia4 < WG_ARRAY_0 && ia5 < WG_ARRAY_0 && ia6 < WG_ARRAY_0 && ia7 < WG_ARRAY_0 && ib0 < WG_ARRAY_1 && ib1 < WG_ARRAY_1 && ib2 < WG_ARRAY_1 && ib3 < WG_ARRAY_1 && ib4 < WG_ARRAY_1 && ib5 < WG_ARRAY_1 && ib6 < WG_ARRAY_1 && ib7 < WG_ARRAY_1 {
                let a0 = wg_read(0, ia0);
                let a1 = wg_read(0, ia1);
                let a2 = wg_read(0, ia2);
                let a3 = wg_read(0, ia3);
                let a4 = wg_read(0, ia4);
                let a5 = wg_read(0, ia5);
                let a6 = wg_read(0, ia6);
                let a7 = wg_read(0, ia7);
                let b0 = wg_read(1, ib0);
                let b1 = wg_read(1, ib1);
                let b2 = wg_read(1, ib2);
                let b3 = wg_read(1, ib3);
                let b4 = wg_read(1, ib4);
                let b5 = wg_read(1, ib5);
                let b6 = wg_read(1, ib6);
                let b7 = wg_read(1, ib7);
                c00 = a0.mul_add(b0, c00);
                c01 = a0.mul_add(b1, c01);
                c02 = a0.mul_add(b2, c02);
                c03 = a0.mul_add(b3, c03);
                c04 = a0.mul_add(b4, c04);
                c05 = a0.mul_add(b5, c05);
                c06 = a0.mul_add(b6, c06);
                c07 = a0.mul_add(b7, c07);
                c10 = a1.mul_add(b0, c10);
                c11 = a1.mul_add(b1, c11);
                c12 = a1.mul_add(b2, c12);
                c13 = a1.mul_add(b3, c13);
                c14 = a1.mul_add(b4, c14);
                c15 = a1.mul_add(b5, c15);
                c16 = a1.mul_add(b6, c16);
                c17 = a1.mul_add(b7, c17);
                c20 = a2.mul_add(b0, c20);
                c21 = a2.mul_add(b1, c21);
                c22 = a2.mul_add(b2, c22);
                c23 = a2.mul_add(b3, c23);
                c24 = a2.mul_add(b4, c24);
                c25 = a2.mul_add(b5, c25);
                c26 = a2.mul_add(b6, c26);
                c27 = a2.mul_add(b7, c27);
                c30 = a3.mul_add(b0, c30);
                c31 = a3.mul_add(b1, c31);
                c32 = a3.mul_add(b2, c32);
                c33 = a3.mul_add(b3, c33);
                c34 = a3.mul_add(b4, c34);
                c35 = a3.mul_add(b5, c35);
                c36 = a3.mul_add(b6, c36);
                c37 = a3.mul_add(b7, c37);
                c40 = a4.mul_add(b0, c40);
                c41 = a4.mul_add(b1, c41);
                c42 = a4.mul_add(b2, c42);
                c43 = a4.mul_add(b3, c43);
                c44 = a4.mul_add(b4, c44);
                c45 = a4.mul_add(b5, c45);
                c46 = a4.mul_add(b6, c46);
                c47 = a4.mul_add(b7, c47);
                c50 = a5.mul_add(b0, c50);
                c51 = a5.mul_add(b1, c51);
                c52 = a5.mul_add(b2, c52);
                c53 = a5.mul_add(b3, c53);
                c54 = a5.mul_add(b4, c54);
                c55 = a5.mul_add(b5, c55);
                c56 = a5.mul_add(b6, c56);
                c57 = a5.mul_add(b7, c57);
                c60 = a6.mul_add(b0, c60);
                c61 = a6.mul_add(b1, c61);
                c62 = a6.mul_add(b2, c62);
                c63 = a6.mul_add(b3, c63);
                c64 = a6.mul_add(b4, c64);
                c65 = a6.mul_add(b5, c65);
                c66 = a6.mul_add(b6, c66);
                c67 = a6.mul_add(b7, c67);
                c70 = a7.mul_add(b0, c70);
                c71 = a7.mul_add(b1, c71);
                c72 = a7.mul_add(b2, c72);
                c73 = a7.mul_add(b3, c73);
                c74 = a7.mul_add(b4, c74);
                c75 = a7.mul_add(b5, c75);
                c76 = a7.mul_add(b6, c76);
                c77 = a7.mul_add(b7, c77);
            }
        }
        workgroup_barrier();
        t = t + 1;
    }
    // the 8 x 8 results: rows bm + ty4 + {0..4, 64..68}, columns bn + tx4 + {0..4, 64..68}
    let r0 = bm + ty4 + 0;
    let r1 = bm + ty4 + 1;
    let r2 = bm + ty4 + 2;
    let r3 = bm + ty4 + 3;
    let r4 = bm + ty4 + 64;
    let r5 = bm + ty4 + 65;
    let r6 = bm + ty4 + 66;
    let r7 = bm + ty4 + 67;
    let q0 = bn + tx4 + 0;
    let q1 = bn + tx4 + 1;
    let q2 = bn + tx4 + 2;
    let q3 = bn + tx4 + 3;
    let q4 = bn + tx4 + 64;
    let q5 = bn + tx4 + 65;
    let q6 = bn + tx4 + 66;
    let q7 = bn + tx4 + 67;
    if r0 < m {
        let o = r0 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c00;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c01;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c02;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c03;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c04;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c05;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c06;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c07;
            }
        }
    }
    if r1 < m {
        let o = r1 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c10;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c11;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c12;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c13;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c14;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c15;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c16;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c17;
            }
        }
    }
    if r2 < m {
        let o = r2 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c20;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c21;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c22;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c23;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c24;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c25;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c26;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c27;
            }
        }
    }
    if r3 < m {
        let o = r3 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c30;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c31;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c32;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c33;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c34;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c35;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c36;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c37;
            }
        }
    }
    if r4 < m {
        let o = r4 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c40;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c41;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c42;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c43;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c44;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c45;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c46;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c47;
            }
        }
    }
    if r5 < m {
        let o = r5 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c50;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c51;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c52;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c53;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c54;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c55;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c56;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c57;
            }
        }
    }
    if r6 < m {
        let o = r6 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c60;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c61;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c62;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c63;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c64;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c65;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c66;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c67;
            }
        }
    }
    if r7 < m {
        let o = r7 * n;
        if q0 < n {
            let oi = o + q0;
            if oi < out.len() {
                out[oi] = c70;
            }
        }
        if q1 < n {
            let oi = o + q1;
            if oi < out.len() {
                out[oi] = c71;
            }
        }
        if q2 < n {
            let oi = o + q2;
            if oi < out.len() {
                out[oi] = c72;
            }
        }
        if q3 < n {
            let oi = o + q3;
            if oi < out.len() {
                out[oi] = c73;
            }
        }
        if q4 < n {
            let oi = o + q4;
            if oi < out.len() {
                out[oi] = c74;
            }
        }
        if q5 < n {
            let oi = o + q5;
            if oi < out.len() {
                out[oi] = c75;
            }
        }
        if q6 < n {
            let oi = o + q6;
            if oi < out.len() {
                out[oi] = c76;
            }
        }
        if q7 < n {
            let oi = o + q7;
            if oi < out.len() {
                out[oi] = c77;
            }
        }
    }
}


#[kernel]
pub fn matmul_tiled_nt(a: &[f32], b: &[f32], dims: &[usize], out: &mut [f32]) {
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
