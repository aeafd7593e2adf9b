//! GGUF Q4_0 blocks: dequantize and dequantize-matvec.
//!
//! Packing (both packed kernels): the raw GGUF byte stream of the tensor - 18-byte blocks back to
//! back, rows back to back, each block an f16 scale `d` (little-endian) then 16 bytes of 4-bit q
//! (element j < 16 in the low nibble of byte j, element j + 16 in its high nibble) -
//! zero-padded to a multiple of 4 bytes and viewed as little-endian u32 words (u8 is not a kernel type). Byte
//! `o` is `(w[o / 4] >> ((o % 4) * 8)) & 0xff`. The scale is read through its bit pattern and
//! widened to f32 by integer arithmetic + `f32::from_bits` (zero, subnormal, normal, inf/NaN).
//! Element j of a block is `d * (q[j] - 8)`.
//! Every access is guarded, so with overflow checks off the kernels hold no trap (the NPU variant).
use poot_kernel_intrinsics::*;

/// out[i] = element i of the tensor; one thread per element (threads = out.len(), 256 lanes).
#[kernel]
pub fn q4_0_dequant(blocks: &[u32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    let i = thread_index();
    if i < out.len() {
        let base = (i / 32) * 18;
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
        let jj = i % 16;
        let o = base + 2 + jj;
        let qwi = o / 4;
        let mut qw = 0u32;
        if qwi < blocks.len() {
            qw = blocks[qwi];
        }
        let byte = (qw >> (((o % 4) * 8) as u32)) & 255;
        let mut nib = byte & 15;
        if i % 32 >= 16 {
            nib = byte >> 4;
        }
        let q = nib as i32 - 8;
        let v = d * q as f32;
        out[i] = v;
    }
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q4_0 blocks. Launch: one workgroup of 256 lanes per row (groups (out.len(), 1)):
/// lane l takes blocks l, l + 256, ... of the row (consecutive lanes read consecutive 18-byte
/// blocks: coalesced), reads each block's 5 words once, dequantizes every element
/// (`d * (nibble - 8)`) and multiplies it by x[j]; within a block it accumulates q-word by
/// q-word (bytes 4m .. 4m + 4): their low nibbles (columns 4m .. 4m + 4), then their high
/// nibbles (columns 16 + 4m .. 16 + 4m + 4). The 256 partial sums meet in a tree in workgroup
/// array 0 (slot l += slot l + s, s = 128, ..., 1) and lane 0 stores slot 0. The 16 bytes q
/// start at byte base + 2 of the block: at a word boundary when base % 4 == 2, else two bytes
/// into a word, where q-word m is the high half of one word and the low half of the next.
#[kernel]
pub fn q4_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    let lane = local_index();
    let row = group_index();
    let nb = x.len() / 32;
    let rb = row * nb;
    let mut acc = 0.0f32;
    let mut b = lane;
    loop {
        let bb = b;
        if bb >= nb {
            break;
        }
        let base = (rb + bb) * 18;
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
        let q0 = (base + 2) / 4; // the word holding q[0]
        let split = (base + 2) % 4 != 0; // q[0] is byte 2 of word q0
        let mut lo = 0u32;
        if q0 < w.len() {
            lo = w[q0];
        }
        let xb = bb * 32;
        for m in 0..4 {
            let hi_i = q0 + m + 1;
            let mut hi = 0u32;
            if hi_i < w.len() {
                hi = w[hi_i];
            }
            let mut qw = lo; // q bytes 4m .. 4m + 4, little-endian
            if split {
                qw = (lo >> 16) | (hi << 16);
            }
            let j0 = xb + 4 * m;
            let j1 = j0 + 1;
            let j2 = j0 + 2;
            let j3 = j0 + 3;
            let k0 = j0 + 16;
            let k1 = j0 + 17;
            let k2 = j0 + 18;
            let k3 = j0 + 19;
            if j0 < x.len() && j1 < x.len() && j2 < x.len() && j3 < x.len() && k0 < x.len() && k1 < x.len()
                && k2 < x.len() && k3 < x.len()
            {
                // nibble - 8 in f32 (exact)
                acc = acc + d * ((qw & 15) as f32 - 8.0) * x[j0];
                acc = acc + d * (((qw >> 8) & 15) as f32 - 8.0) * x[j1];
                acc = acc + d * (((qw >> 16) & 15) as f32 - 8.0) * x[j2];
                acc = acc + d * (((qw >> 24) & 15) as f32 - 8.0) * x[j3];
                acc = acc + d * (((qw >> 4) & 15) as f32 - 8.0) * x[k0];
                acc = acc + d * (((qw >> 12) & 15) as f32 - 8.0) * x[k1];
                acc = acc + d * (((qw >> 20) & 15) as f32 - 8.0) * x[k2];
                acc = acc + d * ((qw >> 28) as f32 - 8.0) * x[k3];
            }
            lo = hi;
        }
        b = bb + WORKGROUP_SIZE;
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, acc);
    }
    workgroup_barrier();
    let mut s = WORKGROUP_SIZE / 2;
    while s > 0 {
        let o = lane + s;
        if lane < s && o < WORKGROUP_SIZE {
            wg_write(0, lane, wg_read(0, lane) + wg_read(0, o));
        }
        workgroup_barrier();
        s = s / 2;
    }
    if lane == 0 && row < out.len() {
        out[row] = wg_read(0, 0);
    }
}
