// A read no guard covers: b is shorter than out, so b[i] traps past its end.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn bounds_trap(a: &[f32], b: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i] * b[i]; // TRAP: bounds
    }
}
