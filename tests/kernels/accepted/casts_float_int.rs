// float -> int `as` casts saturate, NaN -> 0; f32 and f64 to i32, u32 and usize.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn casts_float_int(a: &[f32], d: &[f64], oi: &mut [i32], ou: &mut [u32], oz: &mut [usize]) {
    let i = thread_index();
    if i < a.len() {
        let x = a[i];
        let y = d[i];
        oi[2 * i] = x as i32;
        oi[2 * i + 1] = y as i32;
        ou[2 * i] = x as u32;
        ou[2 * i + 1] = y as u32;
        oz[2 * i] = x as usize;
        oz[2 * i + 1] = y as usize;
    }
}
