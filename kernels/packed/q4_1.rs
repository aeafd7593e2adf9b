//! GGUF Q4_1 blocks: dequantize and dequantize-matvec.
//!
//! Packing (both packed kernels): the raw GGUF byte stream of the tensor - 20-byte blocks back to
//! back, rows back to back, each block an f16 scale `d`, an f16 minimum `m` (little-endian) then
//! 16 bytes of 4-bit q (element j < 16 in the low nibble of byte j, element j + 16 in its high
//! nibble) - viewed as little-endian u32 words (u8 is not a kernel type). A block is 5 words and
//! starts at a word: word 0 holds d (low half) and m (high half), words 1..5 the 16 q bytes.
//! The f16 values are read through their bit patterns and widened to f32 by integer arithmetic +
//! `f32::from_bits` (zero, subnormal, normal, inf/NaN). Element j of a block is `d * q[j] + m`.
//! Every access is guarded, so with overflow checks off the kernels hold no trap (the NPU variant).
use poot_kernel_intrinsics::*;

/// out[i] = element i of the tensor; one thread per element (threads = out.len(), 256 lanes).
#[kernel]
pub fn q4_1_dequant(blocks: &[u32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    let i = thread_index();
    if i < out.len() {
        let wb = (i / 32) * 5; // the block's first word
        let mut hw = 0u32;
        if wb < blocks.len() {
            hw = blocks[wb];
        }
        let hd = hw & 0xffff;
        let hm = hw >> 16;
        let d_sign = (hd >> 15) << 31;
        let d_e = (hd >> 10) & 31;
        let mut d_mant = hd & 1023;
        let mut d_bits = d_sign;
        if d_e == 31 {
            d_bits = d_sign | 0x7f80_0000 | (d_mant << 13);
        } else if d_e != 0 {
            d_bits = d_sign | ((d_e + 112) << 23) | (d_mant << 13);
        } else if d_mant != 0 {
            let mut ex = 113u32;
            while d_mant & 1024 == 0 {
                d_mant = d_mant << 1;
                ex = ex - 1;
            }
            d_bits = d_sign | (ex << 23) | ((d_mant & 1023) << 13);
        }
        let d = f32::from_bits(d_bits);
        let m_sign = (hm >> 15) << 31;
        let m_e = (hm >> 10) & 31;
        let mut m_mant = hm & 1023;
        let mut m_bits = m_sign;
        if m_e == 31 {
            m_bits = m_sign | 0x7f80_0000 | (m_mant << 13);
        } else if m_e != 0 {
            m_bits = m_sign | ((m_e + 112) << 23) | (m_mant << 13);
        } else if m_mant != 0 {
            let mut ex = 113u32;
            while m_mant & 1024 == 0 {
                m_mant = m_mant << 1;
                ex = ex - 1;
            }
            m_bits = m_sign | (ex << 23) | ((m_mant & 1023) << 13);
        }
        let m = f32::from_bits(m_bits);
        let jj = i % 16;
        let qwi = wb + 1 + jj / 4;
        let mut qw = 0u32;
        if qwi < blocks.len() {
            qw = blocks[qwi];
        }
        let byte = (qw >> (((jj % 4) * 8) as u32)) & 255;
        let mut nib = byte & 15;
        if i % 32 >= 16 {
            nib = byte >> 4;
        }
        let v = d * nib as f32 + m;
        out[i] = v;
    }
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q4_1 blocks. Launch: one workgroup of 256 lanes per row (groups (out.len(), 1)):
/// lane l takes blocks l, l + 256, ... of the row (consecutive lanes read consecutive 20-byte
/// blocks: coalesced), reads each block's 5 words once, dequantizes every element
/// (`d * nibble + m`, as GGUF does) and multiplies it by x[j]; within a block it accumulates
/// q-word by q-word (bytes 4m .. 4m + 4): their low nibbles (columns 4m .. 4m + 4), then their
/// high nibbles (columns 16 + 4m .. 16 + 4m + 4). The 256 partial sums meet in a tree in
/// workgroup array 0 (slot l += slot l + s, s = 128, ..., 1) and lane 0 stores slot 0.
#[kernel]
pub fn q4_1_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
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
        let wb = (rb + bb) * 5;
        let mut hw = 0u32;
        if wb < w.len() {
            hw = w[wb];
        }
        let hd = hw & 0xffff;
        let hm = hw >> 16;
        let d_sign = (hd >> 15) << 31;
        let d_e = (hd >> 10) & 31;
        let mut d_mant = hd & 1023;
        let mut d_bits = d_sign;
        if d_e == 31 {
            d_bits = d_sign | 0x7f80_0000 | (d_mant << 13);
        } else if d_e != 0 {
            d_bits = d_sign | ((d_e + 112) << 23) | (d_mant << 13);
        } else if d_mant != 0 {
            let mut ex = 113u32;
            while d_mant & 1024 == 0 {
                d_mant = d_mant << 1;
                ex = ex - 1;
            }
            d_bits = d_sign | (ex << 23) | ((d_mant & 1023) << 13);
        }
        let d = f32::from_bits(d_bits);
        let m_sign = (hm >> 15) << 31;
        let m_e = (hm >> 10) & 31;
        let mut m_mant = hm & 1023;
        let mut m_bits = m_sign;
        if m_e == 31 {
            m_bits = m_sign | 0x7f80_0000 | (m_mant << 13);
        } else if m_e != 0 {
            m_bits = m_sign | ((m_e + 112) << 23) | (m_mant << 13);
        } else if m_mant != 0 {
            let mut ex = 113u32;
            while m_mant & 1024 == 0 {
                m_mant = m_mant << 1;
                ex = ex - 1;
            }
            m_bits = m_sign | (ex << 23) | ((m_mant & 1023) << 13);
        }
        let m = f32::from_bits(m_bits);
        let xb = bb * 32;
        for k in 0..4 {
            let qi = wb + 1 + k;
            let mut qw = 0u32; // q bytes 4k .. 4k + 4, little-endian
            if qi < w.len() {
                qw = w[qi];
            }
            let j0 = xb + 4 * k;
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
                acc = acc + (d * (qw & 15) as f32 + m) * x[j0];
                acc = acc + (d * ((qw >> 8) & 15) as f32 + m) * x[j1];
                acc = acc + (d * ((qw >> 16) & 15) as f32 + m) * x[j2];
                acc = acc + (d * ((qw >> 24) & 15) as f32 + m) * x[j3];
                acc = acc + (d * ((qw >> 4) & 15) as f32 + m) * x[k0];
                acc = acc + (d * ((qw >> 12) & 15) as f32 + m) * x[k1];
                acc = acc + (d * ((qw >> 20) & 15) as f32 + m) * x[k2];
                acc = acc + (d * (qw >> 28) as f32 + m) * x[k3];
            }
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
