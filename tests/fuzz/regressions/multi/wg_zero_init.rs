// Workgroup arrays are zero at the start of every dispatch (the execution contract): `fill`
// leaves 7.0 and 9.0 in both arrays; `reads_unwritten` then reads slots of array 1 that no lane
// of its own dispatch writes, and must see 0.0 (found by the fuzzer: a rotated read of array 1
// after other kernels' dispatches saw inf and 3.2e31 on lavapipe's vulkan).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn fill(o: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_1: usize = 128;
    let i = thread_index();
    wg_write(0, local_index(), 5.0);
    wg_write(1, local_index(), 7.0);
    wg_write(1, local_index() + WORKGROUP_SIZE, 9.0);
    workgroup_barrier();
    if i < o.len() {
        o[i] = wg_read(1, local_index());
    }
}

#[kernel]
pub fn reads_unwritten(o: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_1: usize = 128;
    let i = thread_index();
    wg_write(0, local_index(), 1.0);
    wg_write(1, local_index() + WORKGROUP_SIZE, 1000.0);
    workgroup_barrier();
    if i < o.len() {
        o[i] = wg_read(1, local_index());
    }
}
