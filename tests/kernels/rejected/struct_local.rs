// Rejected: a struct value in a kernel.
use poot_kernel_intrinsics::*;
pub struct Pair { x: f32, y: f32 }

#[kernel]
pub fn struct_local(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let p = Pair { x: a[i], y: 2.0 }; // ERROR: struct
        out[i] = p.x * p.y;
    }
}
