// `for x in slice` is the accepted loop over a slice; the `.iter()` spelling is not in the subset.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn slice_iter_method(a: &[f32], out: &mut [f32]) {
    let mut s = 0.0f32;
    for x in a.iter() { // ERROR: `.iter()`
        s = s + *x;
    }
    out[0] = s;
}
