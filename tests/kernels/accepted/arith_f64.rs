// f64 + - * / % and sqrt.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn arith_f64(a: &[f64], b: &[f64], out: &mut [f64]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = b[i];
        let s = (x * x + y * y).sqrt();
        out[i] = (x + y) * (x - y) / y + x % y + s;
    }
}
