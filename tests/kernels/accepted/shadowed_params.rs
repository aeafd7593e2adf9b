// Bindings that shadow or alias a parameter (`let a = a[i] * 2.0;`, `let o = out;`) leave the
// parameters named as the signature names them.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn shadowed_params(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() && i < a.len() && i < b.len() {
        let a = a[i] * 2.0;
        let o = out;
        let b = b;
        let b = b[i] + a;
        o[i] = b;
    }
}
