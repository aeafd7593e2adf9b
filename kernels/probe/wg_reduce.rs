//! The seed's wg_reduce, verbatim: lane l stores a[l] in slot l of workgroup array 0; after
//! the barrier lane 0 sums slots 0..64 into out[0]. Launch one workgroup of 64 lanes; a[l]
//! and out[0] are not guarded (a shorter `a` traps).
use poot_kernel_intrinsics::*;

pub fn __poot_kernel_wg_reduce(a: &[f32], out: &mut [f32]) {
    let lane = local_index();
    wg_write(0, lane, a[lane]); // array 0, slot `lane`
    workgroup_barrier();
    if lane == 0 {
        let mut acc = 0.0f32;
        for j in 0..64 { acc = acc + wg_read(0, j); }
        out[0] = acc;
    }
}
