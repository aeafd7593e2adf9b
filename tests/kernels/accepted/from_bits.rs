// f32::from_bits reinterprets a u32 (a scale packed into a metadata buffer).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn from_bits(bits: &[u32], meta: &[u32], out: &mut [f32]) {
    let i = thread_index();
    if i < bits.len() && 0 < meta.len() {
        let scale = f32::from_bits(meta[0]);
        out[i] = f32::from_bits(bits[i]) * scale + f32::from_bits(0x3f80_0000);
    }
}
