//! Atomic counter: counter[flags[i]] += 1 for every thread i < flags.len() whose flag names a
//! counter slot (flags[i] < counter.len()); counter is in-out, so it accumulates. Guarded, so
//! with overflow checks off it holds no trap.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn atomic_count(flags: &[u32], counter: &mut [u32]) {
    let i = thread_index();
    if i < flags.len() {
        let slot = flags[i] as usize;
        if slot < counter.len() {
            atomic_add(counter, slot, 1);
        }
    }
}
