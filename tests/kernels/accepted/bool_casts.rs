// bool as u32, i32, usize.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn bool_casts(a: &[f32], ou: &mut [u32], oi: &mut [i32], oz: &mut [usize]) {
    let i = thread_index();
    if i < a.len() {
        let pos = a[i] > 0.0;
        ou[i] = pos as u32;
        oi[i] = (a[i] < -0.5) as i32 - 1;
        oz[i] = (pos && a[i] < 0.5) as usize * 7;
    }
}
