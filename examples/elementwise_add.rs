// The seed's example kernel. examples/elementwise_add.kir.json is its Kernel IR, built by
// examples/make_examples.py with the Builder the way pootc imports it (bounds-checked loads
// under the `i < out.len()` guard; spans point here). `poot import` regenerates it from this file.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn elementwise_add(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i] + b[i];
    }
}
