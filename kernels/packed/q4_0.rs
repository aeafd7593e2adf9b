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

/// The u32 at bit `$sh` (16 or 32) of the 64-bit word `$hi:$lo`: a q-word that starts two bytes
/// into `$lo` (16) or at `$hi` (32). One funnel shift on a GPU, whatever the block's alignment.
macro_rules! funnel {
    ($lo:expr, $hi:expr, $sh:expr) => {
        (((($hi as usize) << 32) | ($lo as usize)) >> $sh) as u32
    };
}

/// The 5 words of a block and, again, its first (the scale's), as locals named by the caller; the
/// caller's guard covers every index.
macro_rules! words {
    ($w:ident, $s:ident, $a0:ident, $a1:ident, $a2:ident, $a3:ident, $a4:ident;
     $vs:ident, $v0:ident, $v1:ident, $v2:ident, $v3:ident, $v4:ident) => {
        let $vs = $w[$s];
        let $v0 = $w[$a0];
        let $v1 = $w[$a1];
        let $v2 = $w[$a2];
        let $v3 = $w[$a3];
        let $v4 = $w[$a4];
    };
}

/// The nibble `$u & $mask` (one of bits 0..4, 4..8, ..., 16..20) as the f32 nibble - 8, exactly:
/// one integer op and one float subtract. With the exponent `$e` chosen for the nibble's place
/// (150, 146, 142, 138, 134: 0x4b00_0000, 0x4900_0000, ..., 0x4300_0000) the bits
/// `$e | ($u & $mask)` are the f32 2^k + nibble (k = 23, 19, 15, 11, 7), so less `$bias` = 2^k + 8
/// they are nibble - 8. The nibbles at bits 20..32 are taken from `$u >> 16` (at bit 23 one would
/// reach into the exponent). The `$e` are held in registers (q4_0_matvec), so the mask and the or
/// are one op (LLVM would make `(u >> 16) & 0xf` a bit-field extract: so bits 16..20 come from u).
macro_rules! nibble {
    ($u:expr, $mask:expr, $e:expr, $bias:expr) => {
        f32::from_bits(($u & $mask) | $e) - $bias
    };
}

/// A lane's block: d * p, p = q0 * x0 + ... + q31 * x31 in that order (qj = nibble - 8 of element
/// j: the low nibbles of bytes 0..16, then their high nibbles), from the scale word `$vs` (the scale
/// at bit `$ss`) and the words `$v0` .. `$v4` (q-word m, bytes 4m .. 4m + 4, at bit `$sh` of
/// `$v(m+1):$vm`).
macro_rules! q4_block {
    ($vs:ident, $v0:ident, $v1:ident, $v2:ident, $v3:ident, $v4:ident, $sh:ident, $ss:ident,
     $e0:ident, $e1:ident, $e2:ident, $e3:ident, $e4:ident;
     $x0:ident, $x1:ident, $x2:ident, $x3:ident, $x4:ident, $x5:ident, $x6:ident, $x7:ident, $x8:ident, $x9:ident, $x10:ident, $x11:ident, $x12:ident, $x13:ident, $x14:ident, $x15:ident, $x16:ident, $x17:ident, $x18:ident, $x19:ident, $x20:ident, $x21:ident, $x22:ident, $x23:ident, $x24:ident, $x25:ident, $x26:ident, $x27:ident, $x28:ident, $x29:ident, $x30:ident, $x31:ident) => {{
        let u0 = funnel!($v0, $v1, $sh);
        let u1 = funnel!($v1, $v2, $sh);
        let u2 = funnel!($v2, $v3, $sh);
        let u3 = funnel!($v3, $v4, $sh);
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
        f16_to_f32!(($vs >> $ss) & 0xffff) * p
    }};
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q4_0 blocks. Launch: groups (ceil(out.len() / 8), 1) of 64 lanes; a workgroup takes
/// 8 rows, each 32-lane subgroup 4 of them (lanes 32v .. 32v + 32: rows 8g + 4v .. 8g + 4v + 4).
/// Lane s of a subgroup takes block i = s / 2 of every 16 (blocks i, i + 16, i + 32, ...) of 2 of
/// the 4 rows, 2h and 2h + 1 (h = s % 2), all 32 columns: the pair of lanes of a block loads the
/// same 32 x values (eight 16-byte loads), each lane for its 2 rows, and a block's 5 words (the
/// 18 bytes start at byte 0 or 2 of a word, fixed per lane and row, as the 16-block step is 72
/// words; q-word m, bytes 4m .. 4m + 4, funnel-shifted out of words m, m + 1) serve 32 elements
/// with one scale.
/// A step loads x and both rows' words first, then per row: p = q0 * x0 + q1 * x1 + ... +
/// q31 * x31 in f32, in that order (qj = nibble - 8, exact in f32), and acc = acc + d * p with d
/// the block's scale widened exactly (f16_to_f32). The loop runs while both rows have their
/// block; from the first step where one has not (a row beyond out, a short w) a tail finishes
/// the rows one at a time, block by block: the same sums in the same order. The 4 rows' sums then
/// meet in a tree per row in workgroup array 0 (32 slots a row, lane s at slot s, +0.0 from the
/// lanes of the other two rows; slot l += slot l + s, s = 16, ..., 1) and the subgroup's lane 0
/// stores the row. A block whose words or columns lie beyond w or x adds nothing. With the scale
/// factored out of each block an element costs 1.25 integer ops (a funnel shift and a shift a
/// q-word, one op a nibble: see nibble) and three float ops (q as f32, q * x, + p). A finite
/// scale gives `matmul(dequantize(w), x)` up to rounding; an inf scale gives +-inf, or NaN when
/// p = 0; a NaN scale NaN - a row with either is not finite.
#[kernel]
pub fn q4_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 256; // 8 rows of 32 lane sums
    const B0: f32 = 8388616.0; // 2^23 + 8
    const B1: f32 = 524296.0; // 2^19 + 8
    const B2: f32 = 32776.0; // 2^15 + 8
    const B3: f32 = 2056.0; // 2^11 + 8
    const B4: f32 = 136.0; // 2^7 + 8
    let lane = local_index();
    let sl = lane % 32;
    let h = sl % 2;
    let row0 = group_index() * 8 + (lane / 32) * 4; // the subgroup's rows row0 .. row0 + 4
    let n = x.len();
    let wl = w.len();
    let nb = n / 32;
    let cols = nb * 32;
    // the nibble exponents plus z = 0 (n >> 63 is 0: a length is below 2^63), which neither LLVM
    // nor ptxas can tell: so they stay in registers, and a nibble's mask and or are one LOP3
    // (with both as immediates they are two)
    let z = ((n >> 63) as u32) * (n as u32);
    let e0 = 0x4b00_0000 + z;
    let e1 = 0x4900_0000 + z;
    let e2 = 0x4700_0000 + z;
    let e3 = 0x4500_0000 + z;
    let e4 = 0x4300_0000 + z;
    // each of the lane's rows' first block (the lane's, block s / 2): its first word (w.len() when
    // the row or the block lies beyond out or w: every guard then fails), the bit of its first q
    // byte in a funnel (16 when the block starts at byte 0 of a word, 32 at byte 2) and of its
    // scale (0, 16)
    let mut s00 = wl;
    let mut sh0 = 16usize;
    let mut ss0 = 0u32;
    let r0 = row0 + 2 * h + 0;
    if r0 < out.len() {
        let o = (r0 * nb + sl / 2) * 18;
        let s = o / 4;
        if s < wl {
            s00 = s;
        }
        sh0 = 16 + (o % 4) * 8;
        ss0 = ((o % 4) * 8) as u32;
    }
    let mut s10 = wl;
    let mut sh1 = 16usize;
    let mut ss1 = 0u32;
    let r1 = row0 + 2 * h + 1;
    if r1 < out.len() {
        let o = (r1 * nb + sl / 2) * 18;
        let s = o / 4;
        if s < wl {
            s10 = s;
        }
        sh1 = 16 + (o % 4) * 8;
        ss1 = ((o % 4) * 8) as u32;
    }
    let mut acc0 = 0.0f32;
    let mut acc1 = 0.0f32;
    let mut c = (sl / 2) * 32; // the first column of the lane's block
    loop {
        let cj = c;
        if cj >= cols {
            break;
        }
        let t = (cj / 512) * 72; // words from the lane's first block of a row to this one
        let j0 = cj;
        let j1 = j0 | 1;
        let j2 = j0 | 2;
        let j3 = j0 | 3;
        let j4 = j0 | 4;
        let j5 = j0 | 5;
        let j6 = j0 | 6;
        let j7 = j0 | 7;
        let j8 = j0 | 8;
        let j9 = j0 | 9;
        let j10 = j0 | 10;
        let j11 = j0 | 11;
        let j12 = j0 | 12;
        let j13 = j0 | 13;
        let j14 = j0 | 14;
        let j15 = j0 | 15;
        let j16 = j0 | 16;
        let j17 = j0 | 17;
        let j18 = j0 | 18;
        let j19 = j0 | 19;
        let j20 = j0 | 20;
        let j21 = j0 | 21;
        let j22 = j0 | 22;
        let j23 = j0 | 23;
        let j24 = j0 | 24;
        let j25 = j0 | 25;
        let j26 = j0 | 26;
        let j27 = j0 | 27;
        let j28 = j0 | 28;
        let j29 = j0 | 29;
        let j30 = j0 | 30;
        let j31 = j0 | 31;
        if !(j31 < n && j0 < n && j1 < n && j2 < n && j3 < n && j4 < n && j5 < n && j6 < n && j7 < n &&
            j8 < n && j9 < n && j10 < n && j11 < n && j12 < n && j13 < n && j14 < n && j15 < n &&
            j16 < n && j17 < n && j18 < n && j19 < n && j20 < n && j21 < n && j22 < n && j23 < n &&
            j24 < n && j25 < n && j26 < n && j27 < n && j28 < n && j29 < n && j30 < n) {
            break; // the lane's columns lie beyond x, so do its later blocks'
        }
        let x0 = x[j0]; let x1 = x[j1]; let x2 = x[j2]; let x3 = x[j3];
        let x4 = x[j4]; let x5 = x[j5]; let x6 = x[j6]; let x7 = x[j7];
        let x8 = x[j8]; let x9 = x[j9]; let x10 = x[j10]; let x11 = x[j11];
        let x12 = x[j12]; let x13 = x[j13]; let x14 = x[j14]; let x15 = x[j15];
        let x16 = x[j16]; let x17 = x[j17]; let x18 = x[j18]; let x19 = x[j19];
        let x20 = x[j20]; let x21 = x[j21]; let x22 = x[j22]; let x23 = x[j23];
        let x24 = x[j24]; let x25 = x[j25]; let x26 = x[j26]; let x27 = x[j27];
        let x28 = x[j28]; let x29 = x[j29]; let x30 = x[j30]; let x31 = x[j31];
        let s0 = s00 + t;
        let a00 = s0;
        let a01 = a00 + 1;
        let a02 = a00 + 2;
        let a03 = a00 + 3;
        let a04 = a00 + 4;
        let s1 = s10 + t;
        let a10 = s1;
        let a11 = a10 + 1;
        let a12 = a10 + 2;
        let a13 = a10 + 3;
        let a14 = a10 + 4;
        if a04 < wl && s0 < wl && a00 < wl && a01 < wl && a02 < wl && a03 < wl && a14 < wl && s1 < wl &&
            a10 < wl && a11 < wl && a12 < wl && a13 < wl {
            // every row's block is there (the common case): all loads, then the arithmetic
            words!(w, s0, a00, a01, a02, a03, a04; v0s, v00, v01, v02, v03, v04);
            words!(w, s1, a10, a11, a12, a13, a14; v1s, v10, v11, v12, v13, v14);
            acc0 = acc0 + q4_block!(v0s, v00, v01, v02, v03, v04, sh0, ss0, e0, e1, e2, e3, e4;
                x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31);
            acc1 = acc1 + q4_block!(v1s, v10, v11, v12, v13, v14, sh1, ss1, e0, e1, e2, e3, e4;
                x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31);
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
        let mut shr = sh0;
        let mut ssr = ss0;
        if r == 1 {
            sr0 = s10;
            shr = sh1;
            ssr = ss1;
        }
        let mut c2 = cstop;
        loop {
            let cj = c2;
            if cj >= cols {
                break;
            }
            let t = (cj / 512) * 72;
            let j0 = cj;
            let j1 = j0 | 1;
            let j2 = j0 | 2;
            let j3 = j0 | 3;
            let j4 = j0 | 4;
            let j5 = j0 | 5;
            let j6 = j0 | 6;
            let j7 = j0 | 7;
            let j8 = j0 | 8;
            let j9 = j0 | 9;
            let j10 = j0 | 10;
            let j11 = j0 | 11;
            let j12 = j0 | 12;
            let j13 = j0 | 13;
            let j14 = j0 | 14;
            let j15 = j0 | 15;
            let j16 = j0 | 16;
            let j17 = j0 | 17;
            let j18 = j0 | 18;
            let j19 = j0 | 19;
            let j20 = j0 | 20;
            let j21 = j0 | 21;
            let j22 = j0 | 22;
            let j23 = j0 | 23;
            let j24 = j0 | 24;
            let j25 = j0 | 25;
            let j26 = j0 | 26;
            let j27 = j0 | 27;
            let j28 = j0 | 28;
            let j29 = j0 | 29;
            let j30 = j0 | 30;
            let j31 = j0 | 31;
            if !(j31 < n && j0 < n && j1 < n && j2 < n && j3 < n && j4 < n && j5 < n && j6 < n && j7 < n &&
                j8 < n && j9 < n && j10 < n && j11 < n && j12 < n && j13 < n && j14 < n && j15 < n &&
                j16 < n && j17 < n && j18 < n && j19 < n && j20 < n && j21 < n && j22 < n && j23 < n &&
                j24 < n && j25 < n && j26 < n && j27 < n && j28 < n && j29 < n && j30 < n) {
                break; // the lane's columns lie beyond x, so do its later blocks'
            }
            let x0 = x[j0]; let x1 = x[j1]; let x2 = x[j2]; let x3 = x[j3];
            let x4 = x[j4]; let x5 = x[j5]; let x6 = x[j6]; let x7 = x[j7];
            let x8 = x[j8]; let x9 = x[j9]; let x10 = x[j10]; let x11 = x[j11];
            let x12 = x[j12]; let x13 = x[j13]; let x14 = x[j14]; let x15 = x[j15];
            let x16 = x[j16]; let x17 = x[j17]; let x18 = x[j18]; let x19 = x[j19];
            let x20 = x[j20]; let x21 = x[j21]; let x22 = x[j22]; let x23 = x[j23];
            let x24 = x[j24]; let x25 = x[j25]; let x26 = x[j26]; let x27 = x[j27];
            let x28 = x[j28]; let x29 = x[j29]; let x30 = x[j30]; let x31 = x[j31];
            let sr = sr0 + t;
            let ar0 = sr;
            let ar1 = ar0 + 1;
            let ar2 = ar0 + 2;
            let ar3 = ar0 + 3;
            let ar4 = ar0 + 4;
            if ar4 < wl && sr < wl && ar0 < wl && ar1 < wl && ar2 < wl && ar3 < wl {
                words!(w, sr, ar0, ar1, ar2, ar3, ar4; vrs, vr0, vr1, vr2, vr3, vr4);
                let v = q4_block!(vrs, vr0, vr1, vr2, vr3, vr4, shr, ssr, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15,
                    x16, x17, x18, x19, x20, x21, x22, x23, x24, x25, x26, x27, x28, x29, x30, x31);
                if r == 0 {
                    acc0 = acc0 + v;
                } else if r == 1 {
                    acc1 = acc1 + v;
                }
            }
            c2 = cj + 512;
        }
    }
    // rows 2h, 2h + 1 are the lane's; the other two get +0.0 from it
    let mut p0 = 0.0f32;
    let mut p1 = 0.0f32;
    let mut p2 = 0.0f32;
    let mut p3 = 0.0f32;
    if h == 0 {
        p0 = acc0;
        p1 = acc1;
    } else {
        p2 = acc0;
        p3 = acc1;
    }
    // the row sums: row k of the subgroup in slots 32 (4v + k) .. + 32, lane s at slot s
    let i0 = (lane / 32) * 128 + sl;
    let i1 = i0 + 32;
    let i2 = i0 + 64;
    let i3 = i0 + 96;
    if i3 < WG_ARRAY_0 && i0 < WG_ARRAY_0 && i1 < WG_ARRAY_0 && i2 < WG_ARRAY_0 {
        wg_write(0, i0, p0);
        wg_write(0, i1, p1);
        wg_write(0, i2, p2);
        wg_write(0, i3, p3);
    }
    workgroup_barrier();
    let mut st = 16;
    while st > 0 {
        if sl < st {
            let o0 = i0 + st;
            let o1 = i1 + st;
            let o2 = i2 + st;
            let o3 = i3 + st;
            if o3 < WG_ARRAY_0 && o0 < WG_ARRAY_0 && o1 < WG_ARRAY_0 && o2 < WG_ARRAY_0 && i0 < WG_ARRAY_0
                && i1 < WG_ARRAY_0 && i2 < WG_ARRAY_0 && i3 < WG_ARRAY_0
            {
                wg_write(0, i0, wg_read(0, i0) + wg_read(0, o0));
                wg_write(0, i1, wg_read(0, i1) + wg_read(0, o1));
                wg_write(0, i2, wg_read(0, i2) + wg_read(0, o2));
                wg_write(0, i3, wg_read(0, i3) + wg_read(0, o3));
            }
        }
        workgroup_barrier();
        st = st / 2;
    }
    if sl == 0 {
        let q0 = row0;
        let q1 = row0 + 1;
        let q2 = row0 + 2;
        let q3 = row0 + 3;
        if q0 < out.len() && i0 < WG_ARRAY_0 {
            out[q0] = wg_read(0, i0);
        }
        if q1 < out.len() && i1 < WG_ARRAY_0 {
            out[q1] = wg_read(0, i1);
        }
        if q2 < out.len() && i2 < WG_ARRAY_0 {
            out[q2] = wg_read(0, i2);
        }
        if q3 < out.len() && i3 < WG_ARRAY_0 {
            out[q3] = wg_read(0, i3);
        }
    }
}
