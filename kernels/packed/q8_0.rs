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
/// subnormal scale as 0, within its declared latitude. q8_0_matvec (the GPUs' variant) uses it;
/// q8_0_matvec_nt keeps f16_to_f32.
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

/// `$a * $b + $c` rounded once (mul_add: an FMA on the GPUs; q8_0_matvec) or as a multiply then an
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

/// Byte 0 / 1 / 2 / 3 of the q-word `$u` as the f32 of its signed byte q, exactly: one integer
/// op and one float subtract each. The bits `0x4b00_0000 | (b ^ 0x80)` are the f32 2^23 + q + 128
/// (`b ^ 0x80` is q + 128 for the byte b of q), so less 2^23 + 128 they are q; byte 1 sits at bits
/// 8..16, where the exponent 142 makes the same bits 2^15 + q + 128; byte 2 is shifted there;
/// byte 3 is sign-extended by an arithmetic shift and added to 0x4b00_0080. `$k` is 0x4b00_0080
/// (bytes 0, 3) or 0x4700_8000 (1, 2), held in a register (q8_0_matvec): the mask and the xor are
/// then one op.
macro_rules! byte0 {
    ($u:expr, $k:expr) => {
        f32::from_bits(($u & 0xff) ^ $k) - 8388736.0
    };
}
macro_rules! byte1 {
    ($u:expr, $k:expr) => {
        f32::from_bits(($u & 0xff00) ^ $k) - 32896.0
    };
}
macro_rules! byte2 {
    ($u:expr, $k:expr) => {
        f32::from_bits((($u >> 8) & 0xff00) ^ $k) - 32896.0
    };
}
macro_rules! byte3 {
    ($u:expr, $k:expr) => {
        f32::from_bits(((($u as i32) >> 24) + 0x4b00_0080) as u32) - 8388736.0
    };
}


/// A lane's quarter block added to `$acc`: `$madd!(d, p, $acc)`, p = q0 * x0, then p =
/// `$madd!(qk, xk, p)` for k = 1 .. 7 in that order, from the scale word `$vs` (widened by
/// `$widen`) and the words `$v0` .. `$v2` (the q-words at bit `$sh` of a funnel, 16 or 32: the
/// scale then at bit `$sh - 16` of `$vs`; derived, not held, it saves a register a row).
macro_rules! q8_quarter {
    ($madd:ident, $widen:ident; $acc:ident, $vs:ident, $v0:ident, $v1:ident, $v2:ident, $sh:ident, $k0:ident, $k1:ident;
     $x0:ident, $x1:ident, $x2:ident, $x3:ident, $x4:ident, $x5:ident, $x6:ident, $x7:ident) => {{
        let u0 = funnel!($v0, $v1, $sh);
        let u1 = funnel!($v1, $v2, $sh);
        let mut p = byte0!(u0, $k0) * $x0;
        p = $madd!(byte1!(u0, $k1), $x1, p);
        p = $madd!(byte2!(u0, $k1), $x2, p);
        p = $madd!(byte3!(u0, $k0), $x3, p);
        p = $madd!(byte0!(u1, $k0), $x4, p);
        p = $madd!(byte1!(u1, $k1), $x5, p);
        p = $madd!(byte2!(u1, $k1), $x6, p);
        p = $madd!(byte3!(u1, $k0), $x7, p);
        $madd!($widen!(($vs >> (($sh - 16) as u32)) & 0xffff), p, $acc)
    }};
}

/// A row's first block of the lane (block s / 4): its first word (w.len() when the row or the
/// block lies beyond out or w: every guard then fails) and the bit of its first q byte in a
/// funnel (16 when the block starts at byte 0 of a word, 32 at byte 2).
macro_rules! row_start {
    ($r:expr, $nb:ident, $sl:ident, $wl:ident, $rows:expr, $ix:ty; $s0:ident, $sh:ident) => {
        let mut s0 = $wl;
        let mut sh = 16usize;
        let r = $r;
        if r < $rows {
            let o = (r * $nb + $sl / 4) * 34;
            let s = o / 4;
            if s < $wl {
                s0 = s;
            }
            sh = 16 + (o % 4) * 8;
        }
        let $s0 = s0 as $ix;
        let $sh = sh as $ix;
    };
}

macro_rules! q8_0_matvec_body {
    ($madd:ident, $widen:ident, $ix:ty; $w:ident, $x:ident, $out:ident, $xl:ident, $wlen:ident) => {{
        let lane = local_index();
        let sl = lane % 32;
        let e = (sl % 4) as $ix;
        let row0 = group_index() * 8 + (lane / 32) * 4; // the subgroup's rows row0 .. row0 + 4
        let n = $xl as $ix;
        let wl = $wlen as $ix;
        let nb = n / 32;
        let cols = nb * 32;
        let nbu = $xl / 32;
        // 0x4b00_0080 and 0x4700_8000, the byte conversions' constants, plus z = 0 (n >> 63 is 0: a
        // length is below 2^63), which neither LLVM nor ptxas can tell: so the constants stay in
        // registers, and a byte's mask and xor are one LOP3 (with both as immediates they are two)
        let z = (($xl >> 63) as u32) * ($xl as u32);
        let k0 = 0x4b00_0080 + z;
        let k1 = 0x4700_8000 + z;
        row_start!(row0 + 0, nbu, sl, $wlen, $out.len(), $ix; s00, sh0);
        row_start!(row0 + 1, nbu, sl, $wlen, $out.len(), $ix; s10, sh1);
        row_start!(row0 + 2, nbu, sl, $wlen, $out.len(), $ix; s20, sh2);
        row_start!(row0 + 3, nbu, sl, $wlen, $out.len(), $ix; s30, sh3);
        let mut acc0 = 0.0f32;
        let mut acc1 = 0.0f32;
        let mut acc2 = 0.0f32;
        let mut acc3 = 0.0f32;
        let mut c = ((sl / 4) * 32 + 8 * (sl % 4)) as $ix; // the lane's first column (of its block, its quarter)
        loop {
            let j0 = c;
            if j0 >= cols {
                break;
            }
            let t = (j0 / 256) * 68; // words from the lane's first block of a row to this one
            let j1 = j0 | 1;
            let j2 = j0 | 2;
            let j3 = j0 | 3;
            let j4 = j0 | 4;
            let j5 = j0 | 5;
            let j6 = j0 | 6;
            let j7 = j0 | 7;
            let u0 = j0 as usize;
            let u1 = j1 as usize;
            let u2 = j2 as usize;
            let u3 = j3 as usize;
            let u4 = j4 as usize;
            let u5 = j5 as usize;
            let u6 = j6 as usize;
            let u7 = j7 as usize;
            if !(u7 < $xl && u0 < $xl && u1 < $xl && u2 < $xl && u3 < $xl && u4 < $xl && u5 < $xl && u6 < $xl) {
                break; // the lane's columns lie beyond x, so do its later blocks'
            }
            let x0 = $x[u0]; let x1 = $x[u1]; let x2 = $x[u2]; let x3 = $x[u3];
            let x4 = $x[u4]; let x5 = $x[u5]; let x6 = $x[u6]; let x7 = $x[u7];
            let s0 = s00 + t;
            let a00 = s0 + 2 * e;
            let a01 = a00 + 1;
            let a02 = a00 + 2;
            let s1 = s10 + t;
            let a10 = s1 + 2 * e;
            let a11 = a10 + 1;
            let a12 = a10 + 2;
            let s2 = s20 + t;
            let a20 = s2 + 2 * e;
            let a21 = a20 + 1;
            let a22 = a20 + 2;
            let s3 = s30 + t;
            let a30 = s3 + 2 * e;
            let a31 = a30 + 1;
            let a32 = a30 + 2;
            let i0s = s0 as usize;
            let i00 = a00 as usize;
            let i01 = a01 as usize;
            let i02 = a02 as usize;
            let i1s = s1 as usize;
            let i10 = a10 as usize;
            let i11 = a11 as usize;
            let i12 = a12 as usize;
            let i2s = s2 as usize;
            let i20 = a20 as usize;
            let i21 = a21 as usize;
            let i22 = a22 as usize;
            let i3s = s3 as usize;
            let i30 = a30 as usize;
            let i31 = a31 as usize;
            let i32 = a32 as usize;
            if i02 < $wlen && i0s < $wlen && i00 < $wlen && i01 < $wlen && i12 < $wlen && i1s < $wlen && i10 < $wlen && i11 < $wlen &&
                i22 < $wlen && i2s < $wlen && i20 < $wlen && i21 < $wlen && i32 < $wlen && i3s < $wlen && i30 < $wlen && i31 < $wlen {
                // every row's block is there (the common case): all loads, then the arithmetic
                words!($w, i0s, i00, i01, i02; v0s, v00, v01, v02);
                words!($w, i1s, i10, i11, i12; v1s, v10, v11, v12);
                words!($w, i2s, i20, i21, i22; v2s, v20, v21, v22);
                words!($w, i3s, i30, i31, i32; v3s, v30, v31, v32);
                acc0 = q8_quarter!($madd, $widen; acc0, v0s, v00, v01, v02, sh0, k0, k1; x0, x1, x2, x3, x4, x5, x6, x7);
                acc1 = q8_quarter!($madd, $widen; acc1, v1s, v10, v11, v12, sh1, k0, k1; x0, x1, x2, x3, x4, x5, x6, x7);
                acc2 = q8_quarter!($madd, $widen; acc2, v2s, v20, v21, v22, sh2, k0, k1; x0, x1, x2, x3, x4, x5, x6, x7);
                acc3 = q8_quarter!($madd, $widen; acc3, v3s, v30, v31, v32, sh3, k0, k1; x0, x1, x2, x3, x4, x5, x6, x7);
            } else {
                break; // some row's block lies beyond out or w: the rest a row at a time, below
            }
            c = j0 + 256;
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
                let t = (j0 / 256) * 68;
                let j1 = j0 | 1;
                let j2 = j0 | 2;
                let j3 = j0 | 3;
                let j4 = j0 | 4;
                let j5 = j0 | 5;
                let j6 = j0 | 6;
                let j7 = j0 | 7;
                let u0 = j0 as usize;
                let u1 = j1 as usize;
                let u2 = j2 as usize;
                let u3 = j3 as usize;
                let u4 = j4 as usize;
                let u5 = j5 as usize;
                let u6 = j6 as usize;
                let u7 = j7 as usize;
            let u0 = j0 as usize;
            let u1 = j1 as usize;
            let u2 = j2 as usize;
            let u3 = j3 as usize;
            let u4 = j4 as usize;
            let u5 = j5 as usize;
            let u6 = j6 as usize;
            let u7 = j7 as usize;
                if !(u7 < $xl && u0 < $xl && u1 < $xl && u2 < $xl && u3 < $xl && u4 < $xl && u5 < $xl && u6 < $xl) {
                    break; // the lane's columns lie beyond x, so do its later blocks'
                }
                let x0 = $x[u0]; let x1 = $x[u1]; let x2 = $x[u2]; let x3 = $x[u3];
                let x4 = $x[u4]; let x5 = $x[u5]; let x6 = $x[u6]; let x7 = $x[u7];
                let sr = sr0 + t;
                let ar0 = sr + 2 * e;
                let ar1 = ar0 + 1;
                let ar2 = ar0 + 2;
                let irs = sr as usize;
                let ir0 = ar0 as usize;
                let ir1 = ar1 as usize;
                let ir2 = ar2 as usize;
                if ir2 < $wlen && irs < $wlen && ir0 < $wlen && ir1 < $wlen {
                    words!($w, irs, ir0, ir1, ir2; vrs, vr0, vr1, vr2);
                    let mut a = acc0;
                    if r == 1 {
                        a = acc1;
                    } else if r == 2 {
                        a = acc2;
                    } else if r == 3 {
                        a = acc3;
                    }
                    a = q8_quarter!($madd, $widen; a, vrs, vr0, vr1, vr2, shr, k0, k1; x0, x1, x2, x3, x4, x5, x6, x7);
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
                c2 = j0 + 256;
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

/// Below this many elements of x and words of w, q8_0_matvec_body runs its index arithmetic in u32
/// (every index then provably fits: the range analysis sees the branch), above it in usize; the
/// same sums in the same order either way (tests/kernels/test_packed_index_paths.py runs the
/// usize path on the family cases by importing the source with this set to 0).
const U32_LIMIT: usize = 0x8000_0000;

/// out[r] = sum_j W[r, j] * x[j] for W of out.len() rows and x.len() columns (a multiple of 32)
/// stored as Q8_0 blocks. Launch: groups (ceil(out.len() / 8), 1) of 64 lanes; a workgroup takes
/// 8 rows, each 32-lane subgroup 4 of them (lanes 32v .. 32v + 32: rows 8g + 4v .. 8g + 4v + 4).
/// Lane s of a subgroup takes quarter e = s % 4 of block i = s / 4 of every 8 (blocks i, i + 8,
/// i + 16, ... of each of its 4 rows): the 8 q bytes 8e .. 8e + 8, columns 32b + 8e ..
/// 32b + 8e + 8. So its 8 x values, loaded once (two 16-byte loads), serve 4 rows, and its 3
/// words of each row's block (q-words 2e, 2e + 1, funnel-shifted out of words 2e .. 2e + 2 after
/// the block's first: a block starts at byte 0 or 2 of a word, fixed per lane and row, as the
/// 8-block step is 68 words) and the scale's word serve 8 elements. A subgroup's load of a row
/// reads 8 consecutive blocks (272 bytes; the 4 lanes of a block neighbouring words), its x load
/// 1 KB in 32-byte pieces. With 8 x values and 16 words live (not 16 and 24) the loop fits 64
/// registers on sm_90.
/// A step loads x and the 4 rows' words first, then per row: p = q0 * x0 + q1 * x1 + ... +
/// q7 * x7 in f32, in that order (q exact in f32), and acc = acc + d * p with d the block's
/// scale widened exactly; each `+ a * b` is fused (mul_add, one rounding) in q8_0_matvec and a
/// multiply then an add in q8_0_matvec_nt (one body, q8_0_matvec_body, for both). The loop runs
/// while all 4 rows have their block; from the
/// first step where one has not (a row beyond out, a short w) a tail finishes the rows one at a
/// time, block by block: the same sums in the same order. The 4 rows' 32 lane sums then meet in a
/// tree per row in workgroup array 0 (slot l += slot l + s, s = 16, ..., 1, within the row's 32
/// slots) and the subgroup's lane 0 stores the row. A block whose words or columns lie beyond w
/// or x adds nothing. With the scale factored out of each quarter block an element costs 1.25
/// integer ops (a funnel shift a q-word, one op a byte, two for byte 2: byte0..byte3), two float
/// ops in q8_0_matvec (q as f32, an FMA; three with a multiply and an add) and an eighth of the
/// scale's widening and d * p (the hot loop: 237 SASS instructions for 32 elements on sm_90 with u32 indices, 64
/// registers; 255 with usize, 293 before the FMA and f16_to_f32_mul). A finite
/// scale gives `matmul(dequantize(w), x)` up to rounding; an inf scale gives +-inf, or NaN when
/// p = 0; a NaN scale NaN - a row with either is not finite.
#[kernel]
pub fn q8_0_matvec(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 256; // 8 rows of 32 lane sums
    let xl = x.len();
    let wlen = w.len();
    if xl < U32_LIMIT && wlen < U32_LIMIT {
        q8_0_matvec_body!(fused, f16_to_f32_mul, u32; w, x, out, xl, wlen)
    } else {
        q8_0_matvec_body!(fused, f16_to_f32_mul, usize; w, x, out, xl, wlen)
    }
}

/// q8_0_matvec with a multiply then an add for each step and the scale widened by f16_to_f32 (no
/// f32 subnormal anywhere): the variant the NPU (no mul_add) and the SPIR-V targets (mul_add by
/// f64 emulation) run, and with overflow checks off the trap-free one.
#[kernel]
pub fn q8_0_matvec_nt(w: &[u32], x: &[f32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 64;
    const WG_ARRAY_0: usize = 256; // 8 rows of 32 lane sums
    let xl = x.len();
    let wlen = w.len();
    if xl < U32_LIMIT && wlen < U32_LIMIT {
        q8_0_matvec_body!(unfused, f16_to_f32, u32; w, x, out, xl, wlen)
    } else {
        q8_0_matvec_body!(unfused, f16_to_f32, usize; w, x, out, xl, wlen)
    }
}
