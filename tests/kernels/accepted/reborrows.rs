// Reborrows of slice parameters (`&mut *out`, `&*a`, a `&mut [T]` as `&[T]`) and of element
// references (`&mut *p`, `&*q`): each names the same memory as what it borrows.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn reborrows(a: &[f32], out: &mut [f32], acc: &mut [f32]) {
    let i = thread_index();
    let o = &mut *out;
    let b = &*a;
    if i < o.len() && i < b.len() && i < acc.len() {
        let p = &mut o[i];
        let q = &mut *p;
        *q = b[i] * 2.0;
        let s = &*q;
        let t = *s + 1.0;
        let view: &[f32] = &*o;
        let w = &mut acc[i];
        *w += view[i] * t;
    }
}
