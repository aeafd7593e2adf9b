//! Thread-index probe: out[4 i .. 4 i + 4] = [thread_index, local_index, group_index,
//! group_index_y] for global thread i (X); used by backends to check their launch geometry.
//! Every store is guarded, so with overflow checks off it holds no trap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn thread_probe(out: &mut [u32]) {
    let i = thread_index();
    let k = i * 4;
    if k < out.len() {
        out[k] = i as u32;
    }
    let k1 = k + 1;
    if k1 < out.len() {
        out[k1] = local_index() as u32;
    }
    let k2 = k + 2;
    if k2 < out.len() {
        out[k2] = group_index() as u32;
    }
    let k3 = k + 3;
    if k3 < out.len() {
        out[k3] = group_index_y() as u32;
    }
}
