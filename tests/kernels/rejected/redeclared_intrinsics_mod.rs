// Rejected: a local module that redeclares the intrinsics crate's path.
mod poot_kernel_intrinsics { // ERROR: poot_kernel_intrinsics
    pub fn thread_index() -> usize { 0 }
}
use poot_kernel_intrinsics::thread_index;

pub fn __poot_kernel_redeclared_intrinsics_mod(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        out[i] = a[i];
    }
}
