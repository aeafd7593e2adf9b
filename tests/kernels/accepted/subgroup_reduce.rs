// Subgroup butterflies: every lane combines its 32-lane subgroup's values with shuffle_xor
// (masks 16, 8, 4, 2, 1): an f32 sum and max, a u32 xor-fold; lane 0 of each subgroup writes
// them. WORKGROUP_SIZE = 64 (two subgroups); the shuffles sit outside every lane-varying branch.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn subgroup_reduce(a: &[f32], u: &[u32], sums: &mut [f32], maxs: &mut [f32], folds: &mut [u32], swap: &mut [i32]) {
    const WORKGROUP_SIZE: usize = 64;
    let i = thread_index();
    let mut s = 0.0f32;
    let mut w = 0u32;
    if i < a.len() && i < u.len() {
        s = a[i];
        w = u[i];
    }
    let mut m = s;
    let mut mask = 16u32;
    s = s + shuffle_xor(s, 16);
    m = m.max(shuffle_xor(m, 16));
    w = w ^ shuffle_xor_u32(w, 16);
    s = s + shuffle_xor(s, 8);
    m = m.max(shuffle_xor(m, 8));
    w = w ^ shuffle_xor_u32(w, 8);
    s = s + shuffle_xor(s, 4);
    m = m.max(shuffle_xor(m, 4));
    w = w ^ shuffle_xor_u32(w, 4);
    s = s + shuffle_xor(s, 2);
    m = m.max(shuffle_xor(m, 2));
    w = w ^ shuffle_xor_u32(w, 2);
    s = s + shuffle_xor(s, 1);
    m = m.max(shuffle_xor(m, 1));
    w = w ^ shuffle_xor_u32(w, 1);
    mask = mask + 1;
    let lane = local_index();
    let t = shuffle_xor_i32(lane as i32, 31);
    if i < swap.len() {
        swap[i] = t + mask as i32;
    }
    if lane % 32 == 0 && i / 32 < sums.len() && i / 32 < maxs.len() && i / 32 < folds.len() {
        sums[i / 32] = s;
        maxs[i / 32] = m;
        folds[i / 32] = w;
    }
}
