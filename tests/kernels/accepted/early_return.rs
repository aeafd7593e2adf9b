// Early returns: threads past the end return first; negative inputs return after a store.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn early_return(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i >= out.len() {
        return;
    }
    let x = a[i];
    if x < 0.0 {
        out[i] = 0.0;
        return;
    }
    out[i] = x * 10.0;
}
