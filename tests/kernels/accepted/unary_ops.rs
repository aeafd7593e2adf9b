// Unary minus on f32, f64 and i32; ! on bool, u32 and i32.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn unary_ops(a: &[f32], d: &[f64], s: &[i32], u: &[u32], out: &mut [f32], o64: &mut [f64], oi: &mut [i32], ou: &mut [u32]) {
    let i = thread_index();
    if i < a.len() {
        out[i] = -a[i];
        o64[i] = -d[i];
        oi[i] = -s[i] + !s[i];
        let neg = !(u[i] > 5);
        ou[i] = !u[i] ^ neg as u32;
    }
}
