// Every scalar type in one body: f64 accumulation of f32 inputs, i32/u32/usize indices,
// a bool flag slice, and a usize loop counter with a while.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn mixed_types(a: &[f32], flags: &[bool], idx: &[i32], out: &mut [f64], count: &mut [usize]) {
    let i = thread_index();
    if i < out.len() {
        let mut acc = 0.0f64;
        let mut n = 0usize;
        let mut k = 0usize;
        while k < idx.len() {
            let j = (idx[k] as u32 as usize + i) % a.len();
            if flags[j] {
                acc = acc + a[j] as f64;
                n = n + 1;
            }
            k = k + 1;
        }
        out[i] = acc;
        count[i] = n;
    }
}
