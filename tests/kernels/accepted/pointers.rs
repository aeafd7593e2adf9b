// References and raw pointers to scalars: a `*const f32` from a slice element read through
// unsafe `*`, a `&mut` to a local written through, and a `*mut` to a local.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn pointers(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && i < out.len() {
        let p: *const f32 = &a[i];
        let mut acc = 1.0f32;
        let r = &mut acc;
        *r = *r + unsafe { *p };
        let mut b = 0.5f32;
        let q: *mut f32 = &mut b;
        unsafe { *q = *q * 3.0; }
        out[i] = acc * b;
    }
}
