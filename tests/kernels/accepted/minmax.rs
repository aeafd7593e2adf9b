// max/min on f32 (NaN ignored), f64, i32, u32 and usize.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn minmax(a: &[f32], b: &[f32], s: &[i32], u: &[u32], z: &[usize], of: &mut [f32], od: &mut [f64], oi: &mut [i32], ou: &mut [u32], oz: &mut [usize]) {
    let i = thread_index();
    if i < a.len() {
        of[2 * i] = a[i].max(b[i]);
        of[2 * i + 1] = a[i].min(b[i]);
        od[i] = (a[i] as f64).max(0.25).min(b[i] as f64);
        oi[i] = s[i].max(-3).min(s[i] / 2 + 1);
        ou[i] = u[i].max(10).min(900);
        oz[i] = z[i].min(z[i] / 3 + 5).max(i);
    }
}
