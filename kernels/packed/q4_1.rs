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

/// The f16 whose bit pattern is `$h` (a u32 below 2^16), widened to f32 exactly without a loop and
/// without a subnormal f32 anywhere (a device that flushes subnormals computes the same): a normal
/// f16 by rebiasing its exponent (+112); zero and subnormal as (1 + m/1024) 2^-14 - 2^-14 =
/// m 2^-24 (exact: both operands lie in [2^-14, 2^-13)); inf/NaN as exponent 255 with the
/// payload; the sign last (-0 stays -0).
macro_rules! f16_to_f32 {
    ($h:expr) => {{
        let h: u32 = $h;
        let a = h & 0x7fff;
        let mut d = f32::from_bits((a << 13) + 0x3800_0000);
        if a < 0x400 {
            d = f32::from_bits((a << 13) + 0x3880_0000) - 6.103515625e-5;
        }
        if a >= 0x7c00 {
            d = f32::from_bits((a << 13) + 0x7000_0000);
        }
        if h >= 0x8000 {
            d = -d;
        }
        d
    }};
}

/// The 5 words of a block (word 0: d and m; words 1 .. 5: the q bytes) as locals named by the
/// caller; the caller's guard covers every index.
macro_rules! words {
    ($w:ident, $a0:ident, $a1:ident, $a2:ident, $a3:ident, $a4:ident;
     $v0:ident, $v1:ident, $v2:ident, $v3:ident, $v4:ident) => {
        let $v0 = $w[$a0];
        let $v1 = $w[$a1];
        let $v2 = $w[$a2];
        let $v3 = $w[$a3];
        let $v4 = $w[$a4];
    };
}

/// The nibble `$u & $mask` (one of bits 0..4, 4..8, ..., 16..20) as an f32, exactly: one integer
/// op and one float subtract. With the exponent `$e` chosen for the nibble's place (150, 146, 142,
/// 138, 134: 0x4b00_0000, 0x4900_0000, ..., 0x4300_0000) the bits `$e | ($u & $mask)` are the f32
/// 2^k + nibble (k = 23, 19, 15, 11, 7), so less `$bias` = 2^k they are the nibble. The nibbles
/// at bits 20..32 are taken from `$u >> 16` (at bit 23 one would reach into the exponent). The
/// `$e` are held in registers (q4_1_matvec), so the mask and the or are one op.
macro_rules! nibble {
    ($u:expr, $mask:expr, $e:expr, $bias:expr) => {
        f32::from_bits(($u & $mask) | $e) - $bias
    };
}

/// A block's x sum: s = x0 + x1 + ... + x31 in that order (one per step, shared by the lane's rows).
macro_rules! xsum {
    ($x0:ident, $x1:ident, $x2:ident, $x3:ident, $x4:ident, $x5:ident, $x6:ident, $x7:ident, $x8:ident, $x9:ident, $x10:ident, $x11:ident, $x12:ident, $x13:ident, $x14:ident, $x15:ident, $x16:ident, $x17:ident, $x18:ident, $x19:ident, $x20:ident, $x21:ident, $x22:ident, $x23:ident, $x24:ident, $x25:ident, $x26:ident, $x27:ident, $x28:ident, $x29:ident, $x30:ident, $x31:ident) => {{
        let mut s = $x0 + $x1;
        s = s + $x2; s = s + $x3; s = s + $x4; s = s + $x5; s = s + $x6; s = s + $x7;
        s = s + $x8; s = s + $x9; s = s + $x10; s = s + $x11; s = s + $x12; s = s + $x13;
        s = s + $x14; s = s + $x15; s = s + $x16; s = s + $x17; s = s + $x18; s = s + $x19;
        s = s + $x20; s = s + $x21; s = s + $x22; s = s + $x23; s = s + $x24; s = s + $x25;
        s = s + $x26; s = s + $x27; s = s + $x28; s = s + $x29; s = s + $x30; s = s + $x31;
        s
    }};
}

/// A row's block's q-x sum: p = q0 * x0 + ... + q31 * x31 in that order (qj the nibble of element
/// j: the low nibbles of bytes 0..16, then their high nibbles), the q bytes 4m .. 4m + 4 in word
/// `$v(m+1)` (the block's words 1 .. 5, little-endian).
macro_rules! q4_1_p {
    ($v1:ident, $v2:ident, $v3:ident, $v4:ident,
     $e0:ident, $e1:ident, $e2:ident, $e3:ident, $e4:ident;
     $x0:ident, $x1:ident, $x2:ident, $x3:ident, $x4:ident, $x5:ident, $x6:ident, $x7:ident, $x8:ident, $x9:ident, $x10:ident, $x11:ident, $x12:ident, $x13:ident, $x14:ident, $x15:ident, $x16:ident, $x17:ident, $x18:ident, $x19:ident, $x20:ident, $x21:ident, $x22:ident, $x23:ident, $x24:ident, $x25:ident, $x26:ident, $x27:ident, $x28:ident, $x29:ident, $x30:ident, $x31:ident) => {{
        let u0 = $v1;
        let u1 = $v2;
        let u2 = $v3;
        let u3 = $v4;
        let h0 = u0 >> 16;
        let h1 = u1 >> 16;
        let h2 = u2 >> 16;
        let h3 = u3 >> 16;
        let mut p = nibble!(u0, 0xf, $e0, B0) * $x0;
        p = p + nibble!(u0, 0xf00, $e2, B2) * $x1;
        p = p + nibble!(u0, 0xf0000, $e4, B4) * $x2;
        p = p + nibble!(h0, 0xf00, $e2, B2) * $x3;
        p = p + nibble!(u1, 0xf, $e0, B0) * $x4;
        p = p + nibble!(u1, 0xf00, $e2, B2) * $x5;
        p = p + nibble!(u1, 0xf0000, $e4, B4) * $x6;
        p = p + nibble!(h1, 0xf00, $e2, B2) * $x7;
        p = p + nibble!(u2, 0xf, $e0, B0) * $x8;
        p = p + nibble!(u2, 0xf00, $e2, B2) * $x9;
        p = p + nibble!(u2, 0xf0000, $e4, B4) * $x10;
        p = p + nibble!(h2, 0xf00, $e2, B2) * $x11;
        p = p + nibble!(u3, 0xf, $e0, B0) * $x12;
        p = p + nibble!(u3, 0xf00, $e2, B2) * $x13;
        p = p + nibble!(u3, 0xf0000, $e4, B4) * $x14;
        p = p + nibble!(h3, 0xf00, $e2, B2) * $x15;
        p = p + nibble!(u0, 0xf0, $e1, B1) * $x16;
        p = p + nibble!(u0, 0xf000, $e3, B3) * $x17;
        p = p + nibble!(h0, 0xf0, $e1, B1) * $x18;
        p = p + nibble!(h0, 0xf000, $e3, B3) * $x19;
        p = p + nibble!(u1, 0xf0, $e1, B1) * $x20;
        p = p + nibble!(u1, 0xf000, $e3, B3) * $x21;
        p = p + nibble!(h1, 0xf0, $e1, B1) * $x22;
        p = p + nibble!(h1, 0xf000, $e3, B3) * $x23;
        p = p + nibble!(u2, 0xf0, $e1, B1) * $x24;
        p = p + nibble!(u2, 0xf000, $e3, B3) * $x25;
        p = p + nibble!(h2, 0xf0, $e1, B1) * $x26;
        p = p + nibble!(h2, 0xf000, $e3, B3) * $x27;
        p = p + nibble!(u3, 0xf0, $e1, B1) * $x28;
        p = p + nibble!(u3, 0xf000, $e3, B3) * $x29;
        p = p + nibble!(h3, 0xf0, $e1, B1) * $x30;
        p = p + nibble!(h3, 0xf000, $e3, B3) * $x31;
        p
    }};
}

/// A row's block, d * p + m * s: p the block's q-x sum (q4_1_p), s its x sum (xsum), d and m
/// the f16 halves of its word `$v0` (d low, m high), each widened exactly.
macro_rules! blk {
    ($v0:ident, $s:ident, $p:expr) => {
        f16_to_f32!($v0 & 0xffff) * $p + f16_to_f32!($v0 >> 16) * $s
    };
}

/// The column indices j0 .. j31 of a block from its first column `$c` (a multiple of 32), and the
/// loop's break when any lies beyond x (the lane's later blocks' do too).
macro_rules! cols {
    ($c:ident, $n:ident; $j0:ident, $j1:ident, $j2:ident, $j3:ident, $j4:ident, $j5:ident, $j6:ident, $j7:ident, $j8:ident, $j9:ident, $j10:ident, $j11:ident, $j12:ident, $j13:ident, $j14:ident, $j15:ident, $j16:ident, $j17:ident, $j18:ident, $j19:ident, $j20:ident, $j21:ident, $j22:ident, $j23:ident, $j24:ident, $j25:ident, $j26:ident, $j27:ident, $j28:ident, $j29:ident, $j30:ident, $j31:ident) => {
        let $j0 = $c;
        let $j1 = $j0 | 1;
        let $j2 = $j0 | 2;
        let $j3 = $j0 | 3;
        let $j4 = $j0 | 4;
        let $j5 = $j0 | 5;
        let $j6 = $j0 | 6;
        let $j7 = $j0 | 7;
        let $j8 = $j0 | 8;
        let $j9 = $j0 | 9;
        let $j10 = $j0 | 10;
        let $j11 = $j0 | 11;
        let $j12 = $j0 | 12;
        let $j13 = $j0 | 13;
        let $j14 = $j0 | 14;
        let $j15 = $j0 | 15;
        let $j16 = $j0 | 16;
        let $j17 = $j0 | 17;
        let $j18 = $j0 | 18;
        let $j19 = $j0 | 19;
        let $j20 = $j0 | 20;
        let $j21 = $j0 | 21;
        let $j22 = $j0 | 22;
        let $j23 = $j0 | 23;
        let $j24 = $j0 | 24;
        let $j25 = $j0 | 25;
        let $j26 = $j0 | 26;
        let $j27 = $j0 | 27;
        let $j28 = $j0 | 28;
        let $j29 = $j0 | 29;
        let $j30 = $j0 | 30;
        let $j31 = $j0 | 31;
        if !($j31 < $n && $j0 < $n && $j1 < $n && $j2 < $n && $j3 < $n && $j4 < $n && $j5 < $n && $j6 < $n &&
            $j7 < $n && $j8 < $n && $j9 < $n && $j10 < $n && $j11 < $n && $j12 < $n && $j13 < $n && $j14 < $n &&
            $j15 < $n && $j16 < $n && $j17 < $n && $j18 < $n && $j19 < $n && $j20 < $n && $j21 < $n &&
            $j22 < $n && $j23 < $n && $j24 < $n && $j25 < $n && $j26 < $n && $j27 < $n && $j28 < $n &&
            $j29 < $n && $j30 < $n) {
            break; // the lane's columns lie beyond x, so do its later blocks'
        }
    };
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q4_1 blocks. Launch: groups (ceil(out.len() / 8), 1) of 64 lanes; a workgroup takes
/// 8 rows, 8g .. 8g + 8, and a step 16 blocks of each. Lane 32v + 4i + k (v the 32-lane subgroup,
/// i in 0..8, k in 0..4) takes block b = 8v + i of every 16 (b, b + 16, b + 32, ...) of rows 2k and
/// 2k + 1, all 32 columns: the 4 lanes of a block load the same 32 x values (eight 16-byte loads),
/// each lane for its 2 rows, and a block's 5 words (a block is 5 words and starts at a word: word
/// 0 holds d and m, q-word m, bytes 4m .. 4m + 4, is word m + 1 - nothing to shift into place)
/// serve 32 elements with one d and one m. So a subgroup's x load touches 8 blocks of x (8
/// 128-byte lines for 8 rows) and its word load 8 consecutive blocks of each of 4 rows, and the
/// two subgroups split each row's blocks: 2 x 4 rows' worth of lanes to one block of x, and two
/// subgroups to 8 rows (a [16384, 16384] launch is 32 warps an SM).
/// A step loads x and both rows' words first, then s = x0 + x1 + ... + x31 once for the two rows,
/// then per row: p = q0 * x0 + q1 * x1 + ... + q31 * x31 in f32, in that order (qj the nibble,
/// exact in f32), and acc = acc + (d * p + m * s) with d and m the block's f16 scale and minimum
/// widened exactly (f16_to_f32): sum_j (d qj + m) xj with d and m factored out of the block. The
/// loop runs while both rows have their block; from the first step where one has not (a row
/// beyond out, a short w) a tail finishes the rows one at a time, block by block: the same sums in
/// the same order. Each row's 16 lane sums then meet in a tree in workgroup array 0 (row k in
/// slots 16k .. 16k + 16, the lane of block b of every 16 at slot b; slot l += slot l + s, s = 8,
/// 4, 2, 1) and the lanes of slot 0 store the rows. A block whose words or columns lie beyond w or
/// x adds nothing. An element costs one integer op a nibble and a shift a q-word, and three float
/// ops (q as f32, q * x, + p); a step adds 31 float adds (s, for 2 rows) and a row-block the two
/// scale widenings and d * p + m * s. Finite d and m give `matmul(dequantize(w), x)` up to
/// rounding (the factored form rounds p, s, d * p and m * s, not each d q + m and its product);
/// an inf d or m gives +-inf, or NaN where it meets p = 0 or s = 0 or the other one's opposite
/// infinity; a NaN NaN - a row with either is not finite.
#[kernel]
pub fn q4_1_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 128; // 8 rows of 16 lane sums
    const B0: f32 = 8388608.0; // 2^23
    const B1: f32 = 524288.0; // 2^19
    const B2: f32 = 32768.0; // 2^15
    const B3: f32 = 2048.0; // 2^11
    const B4: f32 = 128.0; // 2^7
    let lane = local_index();
    let sl = lane % 32;
    let k = sl % 4; // the lane's rows are 2k, 2k + 1
    let bi = sl / 4 + (lane / 32) * 8; // b: the lane's block of every 16
    let row0 = group_index() * 8; // the workgroup's rows row0 .. row0 + 8
    let n = x.len();
    let wl = w.len();
    let nb = n / 32;
    let cols = nb * 32;
    // the nibble exponents plus z = 0 (n >> 63 is 0: a length is below 2^63), which neither LLVM
    // nor ptxas can tell: so they stay in registers, and a nibble's mask and or are one LOP3
    let z = ((n >> 63) as u32) * (n as u32);
    let e0 = 0x4b00_0000 + z;
    let e1 = 0x4900_0000 + z;
    let e2 = 0x4700_0000 + z;
    let e3 = 0x4500_0000 + z;
    let e4 = 0x4300_0000 + z;
    // each of the lane's rows' first block (block b): its first word, or w.len() when the row or
    // the block lies beyond out or w (every guard then fails)
    let mut s00 = wl;
    let r0 = row0 + 2 * k + 0;
    if r0 < out.len() {
        let s = (r0 * nb + bi) * 5;
        if s < wl {
            s00 = s;
        }
    }
    let mut s10 = wl;
    let r1 = row0 + 2 * k + 1;
    if r1 < out.len() {
        let s = (r1 * nb + bi) * 5;
        if s < wl {
            s10 = s;
        }
    }
    let mut acc0 = 0.0f32;
    let mut acc1 = 0.0f32;
    let mut c = bi * 32; // the first column of the lane's block b
    loop {
        let cj = c;
        if cj >= cols {
            break;
        }
        let t = (cj / 512) * 80; // words from the lane's first block of a row to this one
        cols!(cj, n; j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15,
            j16, j17, j18, j19, j20, j21, j22, j23, j24, j25, j26, j27, j28, j29, j30, j31);
        let x0 = x[j0]; let x1 = x[j1]; let x2 = x[j2]; let x3 = x[j3];
        let x4 = x[j4]; let x5 = x[j5]; let x6 = x[j6]; let x7 = x[j7];
        let x8 = x[j8]; let x9 = x[j9]; let x10 = x[j10]; let x11 = x[j11];
        let x12 = x[j12]; let x13 = x[j13]; let x14 = x[j14]; let x15 = x[j15];
        let x16 = x[j16]; let x17 = x[j17]; let x18 = x[j18]; let x19 = x[j19];
        let x20 = x[j20]; let x21 = x[j21]; let x22 = x[j22]; let x23 = x[j23];
        let x24 = x[j24]; let x25 = x[j25]; let x26 = x[j26]; let x27 = x[j27];
        let x28 = x[j28]; let x29 = x[j29]; let x30 = x[j30]; let x31 = x[j31];
        let a00 = s00 + t;
        let a01 = a00 + 1;
        let a02 = a00 + 2;
        let a03 = a00 + 3;
        let a04 = a00 + 4;
        let a10 = s10 + t;
        let a11 = a10 + 1;
        let a12 = a10 + 2;
        let a13 = a10 + 3;
        let a14 = a10 + 4;
        if a04 < wl && a00 < wl && a01 < wl && a02 < wl && a03 < wl && a14 < wl && a10 < wl && a11 < wl &&
            a12 < wl && a13 < wl {
            // both rows' blocks are there (the common case): all loads, then the arithmetic
            words!(w, a00, a01, a02, a03, a04; v00, v01, v02, v03, v04);
            words!(w, a10, a11, a12, a13, a14; v10, v11, v12, v13, v14);
            let s = xsum!(x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31);
            acc0 = acc0 + blk!(v00, s, q4_1_p!(v01, v02, v03, v04, e0, e1, e2, e3, e4;
                x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31));
            acc1 = acc1 + blk!(v10, s, q4_1_p!(v11, v12, v13, v14, e0, e1, e2, e3, e4;
                x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31));
        } else {
            break; // some row's block lies beyond out or w: the rest a row at a time, below
        }
        c = cj + 512;
    }
    // the steps from c on (where a row's block lies beyond out or w: the last workgroup's rows
    // beyond out, a short w), a row at a time, each block guarded: the same sums in the same order
    let cstop = c;
    for r in 0..2 {
        let mut sr0 = s00;
        if r == 1 {
            sr0 = s10;
        }
        let mut c2 = cstop;
        loop {
            let cj = c2;
            if cj >= cols {
                break;
            }
            let t = (cj / 512) * 80;
            cols!(cj, n; j0, j1, j2, j3, j4, j5, j6, j7, j8, j9, j10, j11, j12, j13, j14, j15,
                j16, j17, j18, j19, j20, j21, j22, j23, j24, j25, j26, j27, j28, j29, j30, j31);
            let x0 = x[j0]; let x1 = x[j1]; let x2 = x[j2]; let x3 = x[j3];
            let x4 = x[j4]; let x5 = x[j5]; let x6 = x[j6]; let x7 = x[j7];
            let x8 = x[j8]; let x9 = x[j9]; let x10 = x[j10]; let x11 = x[j11];
            let x12 = x[j12]; let x13 = x[j13]; let x14 = x[j14]; let x15 = x[j15];
            let x16 = x[j16]; let x17 = x[j17]; let x18 = x[j18]; let x19 = x[j19];
            let x20 = x[j20]; let x21 = x[j21]; let x22 = x[j22]; let x23 = x[j23];
            let x24 = x[j24]; let x25 = x[j25]; let x26 = x[j26]; let x27 = x[j27];
            let x28 = x[j28]; let x29 = x[j29]; let x30 = x[j30]; let x31 = x[j31];
            let ar0 = sr0 + t;
            let ar1 = ar0 + 1;
            let ar2 = ar0 + 2;
            let ar3 = ar0 + 3;
            let ar4 = ar0 + 4;
            if ar4 < wl && ar0 < wl && ar1 < wl && ar2 < wl && ar3 < wl {
                words!(w, ar0, ar1, ar2, ar3, ar4; vr0, vr1, vr2, vr3, vr4);
                let s = xsum!(x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                    x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31);
                let v = blk!(vr0, s, q4_1_p!(vr1, vr2, vr3, vr4, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                    x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31));
                if r == 0 {
                    acc0 = acc0 + v;
                } else if r == 1 {
                    acc1 = acc1 + v;
                }
            }
            c2 = cj + 512;
        }
    }
    // row q in slots 16q .. 16q + 16, the lane of block b of every 16 at slot b
    let i0 = (2 * k) * 16 + bi;
    let i1 = i0 + 16;
    if i1 < WG_ARRAY_0 && i0 < WG_ARRAY_0 {
        wg_write(0, i0, acc0);
        wg_write(0, i1, acc1);
    }
    workgroup_barrier();
    let mut st = 8;
    while st > 0 {
        if bi < st {
            let o0 = i0 + st;
            let o1 = i1 + st;
            if o1 < WG_ARRAY_0 && o0 < WG_ARRAY_0 && i0 < WG_ARRAY_0 && i1 < WG_ARRAY_0 {
                wg_write(0, i0, wg_read(0, i0) + wg_read(0, o0));
                wg_write(0, i1, wg_read(0, i1) + wg_read(0, o1));
            }
        }
        workgroup_barrier();
        st = st / 2;
    }
    if bi == 0 {
        if r0 < out.len() && i0 < WG_ARRAY_0 {
            out[r0] = wg_read(0, i0);
        }
        if r1 < out.len() && i1 < WG_ARRAY_0 {
            out[r1] = wg_read(0, i1);
        }
    }
}
