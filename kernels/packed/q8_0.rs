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

/// out[i] = element i of the tensor; one thread per element (threads = out.len(), 256 lanes).
#[kernel]
pub fn q8_0_dequant(blocks: &[u32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
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

/// The f16 whose bit pattern is the low 16 bits of `$h` (a u32), widened to f32 exactly: normal
/// by rebiasing the exponent, zero and subnormal as `mant * 2^-24` (exact in f32), inf/NaN.
/// Small integers u < 2^23 become f32 as `f32::from_bits(0x4b00_0000 | u) - 2^23` (exactly u: the
/// bits are 2^23 + u), a logic op and a full-rate float subtract instead of a conversion, which
/// GPUs run at a quarter of the float rate.
macro_rules! f16_to_f32 {
    ($h:expr) => {{
        let h: u32 = $h;
        let e = (h >> 10) & 31;
        let mant = h & 1023;
        let mut d = f32::from_bits(((h >> 15) << 31) | ((e + 112) << 23) | (mant << 13));
        if e == 0 {
            d = (f32::from_bits(0x4b00_0000 | mant) - 8388608.0) * (1.0 / 16777216.0); // mant as f32
            if h >= 32768 {
                d = -d;
            }
        }
        if e == 31 {
            d = f32::from_bits(((h >> 15) << 31) | 0x7f80_0000 | (mant << 13));
        }
        d
    }};
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q8_0 blocks. Launch: groups (ceil(out.len() / 8), 1) of 256 lanes; a workgroup
/// takes 8 rows, one 32-lane subgroup (lanes 32r .. 32r + 32) per row. Within a row, lane s
/// takes part p = s % 4 (elements 8p .. 8p + 8) of blocks s / 4, s / 4 + 8, s / 4 + 16, ...:
/// the four lanes of a block read its words side by side and eight blocks lie side by side, so
/// a subgroup reads 272 consecutive bytes of W and 1 KB of x at a time (a lane's 8 x values
/// are consecutive and 32-byte aligned: two 16-byte loads). A step takes two of the lane's
/// blocks (b and b + 8), every load issued before any is used. Each element is dequantized
/// (`d * q`) and multiplied by x[j]; a lane adds its products in column order, block after
/// block; the row's 32 lane sums then meet in a tree in workgroup array 0 (slot l += slot
/// l + s, s = 16, ..., 1, within the row's 32 slots) and the row's lane 0 stores slot 0.
/// A block whose words or columns lie beyond w or x adds nothing.
/// The 32 bytes q start at byte base + 2 of the block: at a word boundary when base % 4 == 2,
/// else two bytes into a word, where q-word m is the high half of one word and the low half of
/// the next.
#[kernel]
pub fn q8_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 256;
    const BIAS: f32 = 8388736.0; // 2^23 + 128: a byte of q ^ 0x80 (q + 128) in 0x4b00_0000 | byte, less this, is q
    let lane = local_index();
    let sl = lane % 32;
    let row = group_index() * 8 + lane / 32;
    let p = sl % 4;
    let nb = x.len() / 32;
    let n = x.len();
    let mut acc = 0.0f32;
    if row < out.len() {
        let rb = row * nb;
        let mut b = sl / 4;
        loop {
            let ba = b;
            if ba >= nb {
                break;
            }
            // block ba: its scale word, the three words holding q-words 2p, 2p + 1, its 8 columns
            let base_a = (rb + ba) * 34;
            let sa = base_a / 4;
            let a0 = sa + 2 * p;
            let a1 = a0 + 1;
            let a2 = a0 + 2;
            let ja = ba * 32 + 8 * p; // a multiple of 8
            let ja1 = ja | 1;
            let ja2 = ja | 2;
            let ja3 = ja | 3;
            let ja4 = ja | 4;
            let ja5 = ja | 5;
            let ja6 = ja | 6;
            let ja7 = ja | 7;
            let ok_a = a2 < w.len() && ja7 < n;
            let mut swa = 0u32;
            let mut va0 = 0u32;
            let mut va1 = 0u32;
            let mut va2 = 0u32;
            let mut xa0 = 0.0f32;
            let mut xa1 = 0.0f32;
            let mut xa2 = 0.0f32;
            let mut xa3 = 0.0f32;
            let mut xa4 = 0.0f32;
            let mut xa5 = 0.0f32;
            let mut xa6 = 0.0f32;
            let mut xa7 = 0.0f32;
            if a2 < w.len() && sa < w.len() && a0 < w.len() && a1 < w.len() && ja7 < n && ja < n && ja1 < n
                && ja2 < n && ja3 < n && ja4 < n && ja5 < n && ja6 < n
            {
                swa = w[sa];
                va0 = w[a0];
                va1 = w[a1];
                va2 = w[a2];
                xa0 = x[ja];
                xa1 = x[ja1];
                xa2 = x[ja2];
                xa3 = x[ja3];
                xa4 = x[ja4];
                xa5 = x[ja5];
                xa6 = x[ja6];
                xa7 = x[ja7];
            }
            // block bb = ba + 8, the lane's next one
            let bb = ba + 8;
            let base_b = (rb + bb) * 34;
            let sb = base_b / 4;
            let b0 = sb + 2 * p;
            let b1 = b0 + 1;
            let b2 = b0 + 2;
            let jb = bb * 32 + 8 * p;
            let jb1 = jb | 1;
            let jb2 = jb | 2;
            let jb3 = jb | 3;
            let jb4 = jb | 4;
            let jb5 = jb | 5;
            let jb6 = jb | 6;
            let jb7 = jb | 7;
            let ok_b = bb < nb && b2 < w.len() && jb7 < n;
            let mut swb = 0u32;
            let mut vb0 = 0u32;
            let mut vb1 = 0u32;
            let mut vb2 = 0u32;
            let mut xb0 = 0.0f32;
            let mut xb1 = 0.0f32;
            let mut xb2 = 0.0f32;
            let mut xb3 = 0.0f32;
            let mut xb4 = 0.0f32;
            let mut xb5 = 0.0f32;
            let mut xb6 = 0.0f32;
            let mut xb7 = 0.0f32;
            if bb < nb && b2 < w.len() && sb < w.len() && b0 < w.len() && b1 < w.len() && jb7 < n && jb < n
                && jb1 < n && jb2 < n && jb3 < n && jb4 < n && jb5 < n && jb6 < n
            {
                swb = w[sb];
                vb0 = w[b0];
                vb1 = w[b1];
                vb2 = w[b2];
                xb0 = x[jb];
                xb1 = x[jb1];
                xb2 = x[jb2];
                xb3 = x[jb3];
                xb4 = x[jb4];
                xb5 = x[jb5];
                xb6 = x[jb6];
                xb7 = x[jb7];
            }
            if ok_a {
                let d = f16_to_f32!((swa >> (((base_a % 4) * 8) as u32)) & 0xffff);
                let mut qa = va1; // q bytes 8p .. 8p + 4, little-endian
                let mut qb = va2; // q bytes 8p + 4 .. 8p + 8
                if base_a % 4 == 0 {
                    qa = (va0 >> 16) | (va1 << 16);
                    qb = (va1 >> 16) | (va2 << 16);
                }
                // each byte q as f32: (q + 128) from the biased word, less the bias
                let ua = qa ^ 0x8080_8080;
                let ub = qb ^ 0x8080_8080;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ua & 255)) - BIAS) * xa0;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ua >> 8) & 255)) - BIAS) * xa1;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ua >> 16) & 255)) - BIAS) * xa2;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ua >> 24)) - BIAS) * xa3;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ub & 255)) - BIAS) * xa4;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ub >> 8) & 255)) - BIAS) * xa5;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ub >> 16) & 255)) - BIAS) * xa6;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ub >> 24)) - BIAS) * xa7;
            }
            if ok_b {
                let d = f16_to_f32!((swb >> (((base_b % 4) * 8) as u32)) & 0xffff);
                let mut qa = vb1;
                let mut qb = vb2;
                if base_b % 4 == 0 {
                    qa = (vb0 >> 16) | (vb1 << 16);
                    qb = (vb1 >> 16) | (vb2 << 16);
                }
                let ua = qa ^ 0x8080_8080;
                let ub = qb ^ 0x8080_8080;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ua & 255)) - BIAS) * xb0;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ua >> 8) & 255)) - BIAS) * xb1;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ua >> 16) & 255)) - BIAS) * xb2;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ua >> 24)) - BIAS) * xb3;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ub & 255)) - BIAS) * xb4;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ub >> 8) & 255)) - BIAS) * xb5;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | ((ub >> 16) & 255)) - BIAS) * xb6;
                acc = acc + d * (f32::from_bits(0x4b00_0000 | (ub >> 24)) - BIAS) * xb7;
            }
            b = ba + 16;
        }
    }
    if lane < WORKGROUP_SIZE {
        wg_write(0, lane, acc);
    }
    workgroup_barrier();
    let mut s = 16;
    while s > 0 {
        let o = lane + s;
        if sl < s && o < WORKGROUP_SIZE {
            wg_write(0, lane, wg_read(0, lane) + wg_read(0, o));
        }
        workgroup_barrier();
        s = s / 2;
    }
    if sl == 0 && row < out.len() {
        out[row] = wg_read(0, lane);
    }
}
