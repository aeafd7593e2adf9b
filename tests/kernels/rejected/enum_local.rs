// Rejected: an enum value.
use poot_kernel_intrinsics::*;
pub enum Mode { Even, Odd }

#[kernel]
pub fn enum_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let m = if i % 2 == 0 { Mode::Even } else { Mode::Odd }; // ERROR: enum
    if let Mode::Even = m {
        out[i] = a[i];
    }
}
