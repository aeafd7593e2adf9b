// while: Collatz steps of u[i], capped at 200.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn while_loop(u: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i < u.len() {
        let mut x = u[i];
        let mut steps = 0u32;
        while x > 1 && steps < 200 {
            if x % 2 == 0 {
                x = x / 2;
            } else {
                x = 3 * x + 1;
            }
            steps = steps + 1;
        }
        out[i] = steps;
    }
}
