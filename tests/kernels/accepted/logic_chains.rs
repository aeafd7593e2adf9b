// && and || chains (short-circuit) over bools and comparisons.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn logic_chains(p: &[bool], a: &[i32], out: &mut [u32]) {
    let i = thread_index();
    if i < p.len() && i < a.len() && i < out.len() {
        let x = a[i];
        let c1 = p[i] && x > 0 && x < 50;
        let c2 = !p[i] || x == 7 || x < -20;
        let c3 = (c1 || x % 3 == 0) && (c2 || x % 5 == 0);
        out[i] = c1 as u32 + 2 * c2 as u32 + 4 * c3 as u32;
    }
}
