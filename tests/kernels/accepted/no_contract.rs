// no_contract_add: a * b + c with the add kept apart from the multiply.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn no_contract(a: &[f32], b: &[f32], c: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = no_contract_add(a[i] * b[i], c[i]);
    }
}
