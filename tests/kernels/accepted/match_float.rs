// `match` on f32, f64 and f16: a float pattern compares with `==`, a range pattern with `<=` / `<`,
// so `0.0` matches `-0.0` and NaN matches only `_` or a binding.
#![feature(f16)]
use poot_kernel_intrinsics::*;

#[kernel]
pub fn match_float(a: &[f32], d: &[f64], h: &[f16], out: &mut [u32]) {
    let i = thread_index();
    if i >= a.len() || i >= d.len() || i >= h.len() || 3 * i + 2 >= out.len() {
        return;
    }
    out[3 * i] = match a[i] {
        0.0 => 1,
        1.0 | 2.0 => 2,
        0.25..=0.75 => 3,
        -3.0..-1.5 => 4,
        f32::INFINITY => 5,
        f32::NEG_INFINITY..=-100.0 => 6,
        x if x > 50.0 => 7,
        _ => 8,
    };
    out[3 * i + 1] = match d[i] {
        -0.0 => 11,
        0.5..1.5 => 12,
        x @ 1.5..=10.0 if x < 9.0 => 13,
        _ => 14,
    };
    out[3 * i + 2] = match h[i] {
        0.0 => 21,
        0.5..=1.0 => 22,
        _ => 23,
    };
}
