// Float identities a driver may not apply: x - x, x * 0.0 - 0.0, trunc(x) - trunc(x) on 0, -0, NaN, inf.
use poot_kernel_intrinsics::*;
#[kernel]
pub fn sz(a: &[f32], o: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && 4 * i + 3 < o.len() {
        let mut v = a[i];
        v -= v;
        o[4 * i] = v;
        let w = a[i];
        o[4 * i + 1] = w - w;
        o[4 * i + 2] = a[i] * 0.0 - 0.0;
        o[4 * i + 3] = a[i].trunc() - a[i].trunc();
    }
}
