// int -> float (round to nearest even), int <-> int (truncate / sign- or zero-extend),
// f32 <-> f64.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn casts_int_float(s: &[i32], u: &[u32], z: &[usize], of: &mut [f32], od: &mut [f64], oi: &mut [u32], oz: &mut [usize]) {
    let i = thread_index();
    if i < s.len() {
        of[3 * i] = s[i] as f32;
        of[3 * i + 1] = z[i] as f32;
        of[3 * i + 2] = (u[i] as f64 * 1.1) as f32;
        od[i] = u[i] as f64 + s[i] as f64 + (z[i] as f32) as f64;
        oi[3 * i] = s[i] as u32;
        oi[3 * i + 1] = z[i] as u32;
        oi[3 * i + 2] = (u[i] as i32 >> 4) as u32;
        oz[2 * i] = s[i] as usize;
        oz[2 * i + 1] = u[i] as usize;
    }
}
