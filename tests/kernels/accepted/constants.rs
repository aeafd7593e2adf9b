// Literal forms: hex, underscores, typed suffixes, float exponents, f32/f64 consts.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn constants(a: &[f32], ou: &mut [u32], of: &mut [f32], od: &mut [f64]) {
    let i = thread_index();
    if i < a.len() {
        ou[i] = 0xff_u32 ^ 1_000_000u32 ^ (i as u32);
        of[2 * i] = a[i] * 1.5e-3 + 2.5e2f32;
        of[2 * i + 1] = a[i].max(f32::NEG_INFINITY).min(f32::MAX) + f32::EPSILON;
        od[i] = a[i] as f64 * 0.1f64 + 1e300;
    }
}
