// The six f32 comparisons into a bool slice (NaN compares false, != true).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn compare_f32(a: &[f32], b: &[f32], out: &mut [bool]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        out[6 * i] = x == y;
        out[6 * i + 1] = x != y;
        out[6 * i + 2] = x < y;
        out[6 * i + 3] = x <= y;
        out[6 * i + 4] = x > y;
        out[6 * i + 5] = x >= y;
    }
}
