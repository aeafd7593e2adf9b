// Rejected: a file's own macro that expands to debug_assert!, named where the kernel uses it.
use poot_kernel_intrinsics::*;

macro_rules! check_index {
    ($i:expr, $s:expr) => {
        debug_assert!($i < $s.len())
    };
}

#[kernel]
pub fn debug_assert_in_macro(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    check_index!(i, a); // ERROR: `check_index!`, a macro that uses `debug_assert`
    out[i] = a[i];
}
