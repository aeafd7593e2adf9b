// Rejected: standard-library I/O.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn println_io(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    println!("{}", i); // ERROR: fmt
    out[i] = a[i];
}
