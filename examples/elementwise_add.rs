// The seed's example kernel. examples/elementwise_add.kir.json is its Kernel IR, imported by
// pootc (examples/make_examples.py; `poot import examples/elementwise_add.rs` does the same).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn elementwise_add(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i] + b[i];
    }
}
