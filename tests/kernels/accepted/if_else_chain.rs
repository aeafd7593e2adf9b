// if / else if / else chains, an if used as an expression.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn if_else_chain(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = if x < -1.0 {
            -1.0
        } else if x < 0.0 {
            x * x
        } else if x < 1.0 {
            x
        } else {
            2.0 - 1.0 / x
        };
        out[i] = if y > 0.5 { y * 2.0 } else { y };
    }
}
