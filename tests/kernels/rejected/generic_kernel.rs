// Rejected: a generic kernel (kernels have concrete slice element types).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn generic_kernel<T: Copy>(a: &[T], out: &mut [T]) { // ERROR: generic
    let i = thread_index();
    out[i] = a[i];
}
