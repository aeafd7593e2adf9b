// Rejected: pointer arithmetic through a method call.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn ptr_add(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    let p = a.as_ptr(); // ERROR: as_ptr
    out[i] = unsafe { *p };
}
