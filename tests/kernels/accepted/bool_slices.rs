// bool input and output slices, !, == and != on bools.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn bool_slices(p: &[bool], q: &[bool], out: &mut [bool]) {
    let i = thread_index();
    if i < p.len() {
        let x = p[i];
        let y = q[i];
        out[3 * i] = !x;
        out[3 * i + 1] = x == y;
        out[3 * i + 2] = x != !y;
    }
}
