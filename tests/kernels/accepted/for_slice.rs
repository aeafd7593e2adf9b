// for x in slice (reads slice[counter] for *x): out[i] = sum_j w[j] * (i + j) as f32.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn for_slice(w: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let mut acc = 0.0f32;
        let mut j = 0usize;
        for x in w {
            acc = acc + *x * (i + j) as f32;
            j = j + 1;
        }
        out[i] = acc;
    }
}
