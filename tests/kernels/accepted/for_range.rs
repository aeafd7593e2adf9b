// for k in a..b: out[i] = sum of a[j] for j in i..i + 8, clipped to the slice.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn for_range(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let mut acc = 0.0f32;
        for j in i..i + 8 {
            if j < a.len() {
                acc = acc + a[j];
            }
        }
        out[i] = acc;
    }
}
