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

/// The f16 whose bit pattern is `$h` (a u32 below 2^16), widened to f32 exactly in fewer ops than
/// f16_to_f32, through an f32 subnormal: the f16's exponent and mantissa bits moved to the f32's
/// places are the f32 f16 * 2^-112 (a normal f16 a normal f32, a subnormal f16 an f32 subnormal,
/// zero zero), so times 2^112 they are the f16, exactly; inf/NaN (exponent 31) get exponent 255
/// and the payload; the sign rides in the bits. Exact where subnormals are kept (the execution
/// contract: ptx, rocm, the oracle, vulkan with DenormPreserve); a device that flushes them reads a
/// subnormal scale as 0, within its declared latitude. q4_0_matvec (the GPUs' variant) uses it;
/// q4_0_matvec_nt keeps f16_to_f32.
macro_rules! f16_to_f32_mul {
    ($h:expr) => {{
        let h: u32 = $h;
        let a = h & 0x7fff;
        let s = (h & 0x8000) << 16;
        let mut d = f32::from_bits(s | (a << 13)) * f32::from_bits(0x7780_0000); // * 2^112
        if a >= 0x7c00 {
            d = f32::from_bits(s | ((a << 13) + 0x7000_0000));
        }
        d
    }};
}

/// `$a * $b + $c` rounded once (mul_add: an FMA on the GPUs; q4_0_matvec) or as a multiply then an
/// add (q8_0_matvec_nt: the NPU refuses mul_add, and a SPIR-V target computes it by a slow f64
/// emulation).
macro_rules! fused {
    ($a:expr, $b:expr, $c:expr) => {
        ($a).mul_add($b, $c)
    };
}
macro_rules! unfused {
    ($a:expr, $b:expr, $c:expr) => {
        $c + $a * $b
    };
}

/// The u32 at bit `$sh` (16 or 32) of the 64-bit word `$hi:$lo`: a q-word that starts two bytes
/// into `$lo` (16) or at `$hi` (32). One funnel shift on a GPU, whatever the block's alignment.
macro_rules! funnel {
    ($lo:expr, $hi:expr, $sh:expr) => {
        (((($hi as usize) << 32) | ($lo as usize)) >> $sh) as u32
    };
}

/// The 3 words of a lane's part of a block and the block's first word (the scale's), as locals
/// named by the caller; the caller's guard covers every index.
macro_rules! words {
    ($w:ident, $s:ident, $a0:ident, $a1:ident, $a2:ident; $vs:ident, $v0:ident, $v1:ident, $v2:ident) => {
        let $vs = $w[$s];
        let $v0 = $w[$a0];
        let $v1 = $w[$a1];
        let $v2 = $w[$a2];
    };
}

/// The nibble biases 2^k + 8 (nibble!).
const B0: f32 = 8388616.0; // 2^23 + 8
const B1: f32 = 524296.0; // 2^19 + 8
const B2: f32 = 32776.0; // 2^15 + 8
const B3: f32 = 2056.0; // 2^11 + 8
const B4: f32 = 136.0; // 2^7 + 8

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

/// A lane's half block added to `$acc`: `$madd!(d, p, $acc)` with p = q0 * x0, then p =
/// `$madd!(qk, xk, p)` for the lane's 16 elements in column order - the low nibbles of its 8 bytes
/// (`$x0` .. `$x7`), then their high nibbles (`$y0` .. `$y7`, 16 columns on) - from the scale word
/// `$vs` (widened by `$widen`) and the words `$v0` .. `$v2` (the q-words at bit `$sh` of a funnel,
/// 16 or 32; the scale at bit `$sh - 16` of `$vs`).
macro_rules! q4_half {
    ($madd:ident, $widen:ident; $acc:ident, $vs:ident, $v0:ident, $v1:ident, $v2:ident, $sh:ident,
     $e0:ident, $e1:ident, $e2:ident, $e3:ident, $e4:ident;
     $x0:ident, $x1:ident, $x2:ident, $x3:ident, $x4:ident, $x5:ident, $x6:ident, $x7:ident,
     $y0:ident, $y1:ident, $y2:ident, $y3:ident, $y4:ident, $y5:ident, $y6:ident, $y7:ident) => {{
        let u0 = funnel!($v0, $v1, $sh);
        let u1 = funnel!($v1, $v2, $sh);
        let h0 = u0 >> 16;
        let h1 = u1 >> 16;
        let mut p = nibble!(u0, 0xf, $e0, B0) * $x0;
        p = $madd!(nibble!(u0, 0xf00, $e2, B2), $x1, p);
        p = $madd!(nibble!(u0, 0xf0000, $e4, B4), $x2, p);
        p = $madd!(nibble!(h0, 0xf00, $e2, B2), $x3, p);
        p = $madd!(nibble!(u1, 0xf, $e0, B0), $x4, p);
        p = $madd!(nibble!(u1, 0xf00, $e2, B2), $x5, p);
        p = $madd!(nibble!(u1, 0xf0000, $e4, B4), $x6, p);
        p = $madd!(nibble!(h1, 0xf00, $e2, B2), $x7, p);
        p = $madd!(nibble!(u0, 0xf0, $e1, B1), $y0, p);
        p = $madd!(nibble!(u0, 0xf000, $e3, B3), $y1, p);
        p = $madd!(nibble!(h0, 0xf0, $e1, B1), $y2, p);
        p = $madd!(nibble!(h0, 0xf000, $e3, B3), $y3, p);
        p = $madd!(nibble!(u1, 0xf0, $e1, B1), $y4, p);
        p = $madd!(nibble!(u1, 0xf000, $e3, B3), $y5, p);
        p = $madd!(nibble!(h1, 0xf0, $e1, B1), $y6, p);
        p = $madd!(nibble!(h1, 0xf000, $e3, B3), $y7, p);
        $madd!($widen!(($vs >> (($sh - 16) as u32)) & 0xffff), p, $acc)
    }};
}

/// A row's first block of the lane (block s / 2): its first word (w.len() when the row or the
/// block lies beyond out or w: every guard then fails) and the bit of its first q byte in a
/// funnel (16 when the block starts at byte 0 of a word, 32 at byte 2).
macro_rules! row_start {
    ($r:expr, $nb:ident, $sl:ident, $wl:ident, $rows:expr; $s0:ident, $sh:ident) => {
        let mut $s0 = $wl;
        let mut $sh = 16usize;
        let r = $r;
        if r < $rows {
            let o = (r * $nb + $sl / 2) * 18;
            let s = o / 4;
            if s < $wl {
                $s0 = s;
            }
            $sh = 16 + (o % 4) * 8;
        }
    };
}

macro_rules! q4_0_matvec_body {
    ($madd:ident, $widen:ident; $w:ident, $x:ident, $out:ident) => {{
        let lane = local_index();
        let sl = lane % 32;
        let h = sl % 2;
        let row0 = group_index() * 8 + (lane / 32) * 4; // the subgroup's rows row0 .. row0 + 4
        let n = $x.len();
        let wl = $w.len();
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
        row_start!(row0 + 0, nb, sl, wl, $out.len(); s00, sh0);
        row_start!(row0 + 1, nb, sl, wl, $out.len(); s10, sh1);
        row_start!(row0 + 2, nb, sl, wl, $out.len(); s20, sh2);
        row_start!(row0 + 3, nb, sl, wl, $out.len(); s30, sh3);
        let mut acc0 = 0.0f32;
        let mut acc1 = 0.0f32;
        let mut acc2 = 0.0f32;
        let mut acc3 = 0.0f32;
        let mut c = (sl / 2) * 32 + 8 * h; // the lane's first column (of its block, its half)
        loop {
            let j0 = c;
            if j0 >= cols {
                break;
            }
            let t = (j0 / 512) * 72; // words from the lane's first block of a row to this one
            let j1 = j0 + 1;
            let j2 = j0 + 2;
            let j3 = j0 + 3;
            let j4 = j0 + 4;
            let j5 = j0 + 5;
            let j6 = j0 + 6;
            let j7 = j0 + 7;
            let j16 = j0 + 16;
            let j17 = j0 + 17;
            let j18 = j0 + 18;
            let j19 = j0 + 19;
            let j20 = j0 + 20;
            let j21 = j0 + 21;
            let j22 = j0 + 22;
            let j23 = j0 + 23;
            if !(j23 < n && j0 < n && j1 < n && j2 < n && j3 < n && j4 < n && j5 < n && j6 < n && j7 < n
                && j16 < n && j17 < n && j18 < n && j19 < n && j20 < n && j21 < n && j22 < n) {
                break; // the lane's columns lie beyond x, so do its later blocks'
            }
            let x0 = $x[j0]; let x1 = $x[j1]; let x2 = $x[j2]; let x3 = $x[j3];
            let x4 = $x[j4]; let x5 = $x[j5]; let x6 = $x[j6]; let x7 = $x[j7];
            let y0 = $x[j16]; let y1 = $x[j17]; let y2 = $x[j18]; let y3 = $x[j19];
            let y4 = $x[j20]; let y5 = $x[j21]; let y6 = $x[j22]; let y7 = $x[j23];
            let s0 = s00 + t;
            let a00 = s0 + 2 * h;
            let a01 = a00 + 1;
            let a02 = a00 + 2;
            let s1 = s10 + t;
            let a10 = s1 + 2 * h;
            let a11 = a10 + 1;
            let a12 = a10 + 2;
            let s2 = s20 + t;
            let a20 = s2 + 2 * h;
            let a21 = a20 + 1;
            let a22 = a20 + 2;
            let s3 = s30 + t;
            let a30 = s3 + 2 * h;
            let a31 = a30 + 1;
            let a32 = a30 + 2;
            if a02 < wl && s0 < wl && a00 < wl && a01 < wl && a12 < wl && s1 < wl && a10 < wl && a11 < wl &&
                a22 < wl && s2 < wl && a20 < wl && a21 < wl && a32 < wl && s3 < wl && a30 < wl && a31 < wl {
                // every row's block is there (the common case): all loads, then the arithmetic
                words!($w, s0, a00, a01, a02; v0s, v00, v01, v02);
                words!($w, s1, a10, a11, a12; v1s, v10, v11, v12);
                words!($w, s2, a20, a21, a22; v2s, v20, v21, v22);
                words!($w, s3, a30, a31, a32; v3s, v30, v31, v32);
                acc0 = q4_half!($madd, $widen; acc0, v0s, v00, v01, v02, sh0, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, y0, y1, y2, y3, y4, y5, y6, y7);
                acc1 = q4_half!($madd, $widen; acc1, v1s, v10, v11, v12, sh1, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, y0, y1, y2, y3, y4, y5, y6, y7);
                acc2 = q4_half!($madd, $widen; acc2, v2s, v20, v21, v22, sh2, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, y0, y1, y2, y3, y4, y5, y6, y7);
                acc3 = q4_half!($madd, $widen; acc3, v3s, v30, v31, v32, sh3, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, y0, y1, y2, y3, y4, y5, y6, y7);
            } else {
                break; // some row's block lies beyond out or w: the rest a row at a time, below
            }
            c = j0 + 512;
        }
        // the steps from c on (where a row's block lies beyond out or w: the last workgroup's rows
        // beyond out, a short w), a row at a time, each block guarded: the same sums in the same order
        let cstop = c;
        for r in 0..4 {
            let mut sr0 = s00;
            let mut shr = sh0;
            if r == 1 {
                sr0 = s10;
                shr = sh1;
            } else if r == 2 {
                sr0 = s20;
                shr = sh2;
            } else if r == 3 {
                sr0 = s30;
                shr = sh3;
            }
            let mut c2 = cstop;
            loop {
                let j0 = c2;
                if j0 >= cols {
                    break;
                }
                let t = (j0 / 512) * 72;
                let j1 = j0 + 1;
                let j2 = j0 + 2;
                let j3 = j0 + 3;
                let j4 = j0 + 4;
                let j5 = j0 + 5;
                let j6 = j0 + 6;
                let j7 = j0 + 7;
                let j16 = j0 + 16;
                let j17 = j0 + 17;
                let j18 = j0 + 18;
                let j19 = j0 + 19;
                let j20 = j0 + 20;
                let j21 = j0 + 21;
                let j22 = j0 + 22;
                let j23 = j0 + 23;
            let j16 = j0 + 16;
            let j17 = j0 + 17;
            let j18 = j0 + 18;
            let j19 = j0 + 19;
            let j20 = j0 + 20;
            let j21 = j0 + 21;
            let j22 = j0 + 22;
            let j23 = j0 + 23;
                if !(j23 < n && j0 < n && j1 < n && j2 < n && j3 < n && j4 < n && j5 < n && j6 < n && j7 < n
                && j16 < n && j17 < n && j18 < n && j19 < n && j20 < n && j21 < n && j22 < n) {
                    break; // the lane's columns lie beyond x, so do its later blocks'
                }
                let x0 = $x[j0]; let x1 = $x[j1]; let x2 = $x[j2]; let x3 = $x[j3];
                let x4 = $x[j4]; let x5 = $x[j5]; let x6 = $x[j6]; let x7 = $x[j7];
                let y0 = $x[j16]; let y1 = $x[j17]; let y2 = $x[j18]; let y3 = $x[j19];
                let y4 = $x[j20]; let y5 = $x[j21]; let y6 = $x[j22]; let y7 = $x[j23];
            let y0 = $x[j16]; let y1 = $x[j17]; let y2 = $x[j18]; let y3 = $x[j19];
            let y4 = $x[j20]; let y5 = $x[j21]; let y6 = $x[j22]; let y7 = $x[j23];
                let sr = sr0 + t;
                let ar0 = sr + 2 * h;
                let ar1 = ar0 + 1;
                let ar2 = ar0 + 2;
                if ar2 < wl && sr < wl && ar0 < wl && ar1 < wl {
                    words!($w, sr, ar0, ar1, ar2; vrs, vr0, vr1, vr2);
                    let mut a = acc0;
                    if r == 1 {
                        a = acc1;
                    } else if r == 2 {
                        a = acc2;
                    } else if r == 3 {
                        a = acc3;
                    }
                    a = q4_half!($madd, $widen; a, vrs, vr0, vr1, vr2, shr, e0, e1, e2, e3, e4;
                    x0, x1, x2, x3, x4, x5, x6, x7, y0, y1, y2, y3, y4, y5, y6, y7);
                    if r == 0 {
                        acc0 = a;
                    } else if r == 1 {
                        acc1 = a;
                    } else if r == 2 {
                        acc2 = a;
                    } else if r == 3 {
                        acc3 = a;
                    }
                }
                c2 = j0 + 512;
            }
        }
        let p0 = acc0;
        let p1 = acc1;
        let p2 = acc2;
        let p3 = acc3;
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
            if q0 < $out.len() && i0 < WG_ARRAY_0 {
                $out[q0] = wg_read(0, i0);
            }
            if q1 < $out.len() && i1 < WG_ARRAY_0 {
                $out[q1] = wg_read(0, i1);
            }
            if q2 < $out.len() && i2 < WG_ARRAY_0 {
                $out[q2] = wg_read(0, i2);
            }
            if q3 < $out.len() && i3 < WG_ARRAY_0 {
                $out[q3] = wg_read(0, i3);
            }
        }
    }};
}

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q4_0 blocks. Launch: groups (ceil(out.len() / 8), 1) of 64 lanes; a workgroup takes
/// 8 rows, each 32-lane subgroup 4 of them (lanes 32v .. 32v + 32: rows 8g + 4v .. 8g + 4v + 4).
/// Lane s of a subgroup takes half h = s % 2 of block i = s / 2 of every 16 (blocks i, i + 16,
/// i + 32, ... of each of its 4 rows): q bytes 8h .. 8h + 8, so the 16 elements of columns
/// 32b + 8h .. + 8 (low nibbles) and 32b + 16 + 8h .. + 8 (high nibbles). Its 16 x values (four
/// 16-byte loads) serve 4 rows, and its 3 words of each row's block (q-words 2h, 2h + 1,
/// funnel-shifted out of words 2h .. 2h + 2 after the block's first: a block starts at byte 0 or 2
/// of a word, fixed per lane and row, as the 16-block step is 72 words) and the scale's word serve
/// 16 elements. So a subgroup's step (16 blocks of 4 rows) takes four x loads and 16 word loads a
/// lane, where two rows of whole blocks a lane took eight x loads and 12 word loads for as many
/// elements: the L1 traffic that bound the old layout (each warp-wide 16-byte x load touches 16
/// lines) is halved for x.
/// A step loads x and the 4 rows' words first, then per row: p = q0 * x0, then `+ qk * xk` for the
/// lane's 16 elements in column order (qk = nibble - 8, exact in f32), and acc = acc + d * p with
/// d the block's scale widened exactly; each `+ a * b` is fused (mul_add, one rounding) in
/// q4_0_matvec and a multiply then an add in q4_0_matvec_nt (one body, q4_0_matvec_body, for
/// both). The loop runs while all 4 rows have their block; from the first step where one has not
/// (a row beyond out, a short w) a tail finishes the rows one at a time, block by block: the same
/// sums in the same order. The 4 rows' 32 lane sums then meet in a tree per row in workgroup
/// array 0 (slot l += slot l + s, s = 16, ..., 1, within the row's 32 slots) and the subgroup's
/// lane 0 stores the row. A block whose words or columns lie beyond w or x adds nothing. An
/// element costs about 1.25 integer ops (a funnel shift and a shift an eighth of a q-word, one op
/// a nibble: see nibble) and two float ops in q4_0_matvec (the subtract of nibble, an FMA). A
/// finite scale gives `matmul(dequantize(w), x)` up to rounding; an inf scale gives +-inf, or NaN
/// when p = 0; a NaN scale NaN - a row with either is not finite.
#[kernel]
pub fn q4_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 256; // 8 rows of 32 lane sums
    q4_0_matvec_body!(fused, f16_to_f32_mul; w, x, out)
}

/// q4_0_matvec with a multiply then an add for each step and the scale widened by f16_to_f32 (no
/// f32 subnormal anywhere): the variant the NPU (no mul_add) and the SPIR-V targets (mul_add by
/// f64 emulation) run, and with overflow checks off the trap-free one.
#[kernel]
pub fn q4_0_matvec_nt(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 256; // 8 rows of 32 lane sums
    q4_0_matvec_body!(unfused, f16_to_f32; w, x, out)
}
