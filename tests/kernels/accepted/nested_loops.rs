// Nested for loops with break and continue.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn nested_loops(a: &[i32], out: &mut [i32]) {
    let i = thread_index();
    if i < out.len() {
        let mut acc = 0i32;
        for r in 0..4usize {
            for c in 0..6usize {
                let k = (i + r * 6 + c) % a.len();
                if a[k] < 0 {
                    continue;
                }
                if a[k] > 90 {
                    break;
                }
                acc = acc + a[k];
            }
        }
        out[i] = acc;
    }
}
