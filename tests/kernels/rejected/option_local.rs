// Rejected: an Option (an enum).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn option_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let o: Option<f32> = if i < a.len() { Some(a[i]) } else { None }; // ERROR: Option
    if let Some(v) = o {
        out[i] = v;
    }
}
