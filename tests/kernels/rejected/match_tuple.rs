// Rejected: a match on a tuple (tuples have no lowering; nest the matches).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn match_tuple(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    out[i] = match (a[i], i) { // ERROR: tuple
        (0, 0) => 1,
        (1, _) => 2,
        _ => 3,
    };
}
