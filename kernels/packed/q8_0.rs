//! GGUF Q8_0 blocks: dequantize and dequantize-matvec.
//!
//! Packing (both packed kernels): the raw GGUF byte stream of the tensor - 34-byte blocks back to
//! back, rows back to back, each block an f16 scale `d` (little-endian) then 32 signed bytes q -
//! zero-padded to a multiple of 4 bytes and viewed as little-endian u32 words (u8 is not a kernel type). Byte
//! `o` is `(w[o / 4] >> ((o % 4) * 8)) & 0xff`. The scale is read through its bit pattern and
//! widened to f32 by integer arithmetic + `f32::from_bits` (zero, subnormal, normal, inf/NaN).
//! Element j of a block is `d * q[j]`.
//! Every access is guarded, so with overflow checks off the kernels hold no trap (the NPU variant).
use poot_kernel_intrinsics::*;

/// out[i] = element i of the tensor; one thread per element (threads = out.len()).
#[kernel]
pub fn q8_0_dequant(blocks: &[u32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let base = (i / 32) * 34;
        // The block's f16 scale: bytes [base, base+1] (base is even, so both lie in one
        // word), converted from its bit pattern to f32 by integer arithmetic.
        let sw = base / 4;
        let mut sword = 0u32;
        if sw < blocks.len() {
            sword = blocks[sw];
        }
        let h = (sword >> (((base % 4) * 8) as u32)) & 0xffff;
        let sign = (h >> 15) << 31;
        let e = (h >> 10) & 31;
        let mut mant = h & 1023;
        let mut bits = sign;
        if e == 31 {
            bits = sign | 0x7f80_0000 | (mant << 13);
        } else if e != 0 {
            bits = sign | ((e + 112) << 23) | (mant << 13);
        } else if mant != 0 {
            let mut ex = 113u32;
            while mant & 1024 == 0 {
                mant = mant << 1;
                ex = ex - 1;
            }
            bits = sign | (ex << 23) | ((mant & 1023) << 13);
        }
        let d = f32::from_bits(bits);
        let o = base + 2 + i % 32;
        let qwi = o / 4;
        let mut qw = 0u32;
        if qwi < blocks.len() {
            qw = blocks[qwi];
        }
        let byte = (qw >> (((o % 4) * 8) as u32)) & 255;
        let q = byte as i32 - ((byte & 128) as i32) * 2;
        let v = d * q as f32;
        out[i] = v;
    }
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q8_0 blocks; one thread per row (threads = out.len()). Each element is dequantized
/// (`d * q`) and then multiplied by x[j], accumulated in f32 in column order.
#[kernel]
pub fn q8_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    let r = thread_index();
    if r < out.len() {
        let nb = x.len() / 32;
        let mut acc = 0.0f32;
        for b in 0..nb {
            let base = (r * nb + b) * 34;
            // The block's f16 scale: bytes [base, base+1] (base is even, so both lie in one
            // word), converted from its bit pattern to f32 by integer arithmetic.
            let sw = base / 4;
            let mut sword = 0u32;
            if sw < w.len() {
                sword = w[sw];
            }
            let h = (sword >> (((base % 4) * 8) as u32)) & 0xffff;
            let sign = (h >> 15) << 31;
            let e = (h >> 10) & 31;
            let mut mant = h & 1023;
            let mut bits = sign;
            if e == 31 {
                bits = sign | 0x7f80_0000 | (mant << 13);
            } else if e != 0 {
                bits = sign | ((e + 112) << 23) | (mant << 13);
            } else if mant != 0 {
                let mut ex = 113u32;
                while mant & 1024 == 0 {
                    mant = mant << 1;
                    ex = ex - 1;
                }
                bits = sign | (ex << 23) | ((mant & 1023) << 13);
            }
            let d = f32::from_bits(bits);
            for j in 0..32 {
                let o = base + 2 + j;
                let qwi = o / 4;
                let mut qw = 0u32;
                if qwi < w.len() {
                    qw = w[qwi];
                }
                let byte = (qw >> (((o % 4) * 8) as u32)) & 255;
                let q = byte as i32 - ((byte & 128) as i32) * 2;
                let v = d * q as f32;
                let xi = b * 32 + j;
                if xi < x.len() {
                    acc = acc + v * x[xi];
                }
            }
        }
        out[r] = acc;
    }
}
