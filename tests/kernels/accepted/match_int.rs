// `match` on integers and bools: literal (a negative one included), `|`, inclusive and
// exclusive range, guard, `@` binding, `ref mut` binding and `_` arms; an exhaustive match
// without `_`; a match on a reference; `matches!`.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn match_int(s: &[i32], u: &[u32], z: &[usize], p: &[bool], out: &mut [i32]) {
    let i = thread_index();
    if i >= s.len() || i >= u.len() || i >= z.len() || i >= p.len() || 4 * i + 3 >= out.len() {
        return;
    }
    let x = s[i];
    let a = match x {
        -1 => 100,
        0 => 101,
        1 | 2 | 7 => 102,
        3..=5 => 103,
        -9..-6 => 104,
        v @ 40..=60 if v % 2 == 0 => v * 3,
        v if v > 90 => v - 1000,
        i32::MIN..=-50 => 105,
        _ => x + 7,
    };
    let b = match u[i] {
        0 => 1,
        4_000_000_000..=u32::MAX => 2,
        1..=99 if p[i] => 3,
        1..=99 => 4,
        100 | 200 | 300 => 5,
        _ => 6,
    };
    let c = match z[i] {
        0 => 10,
        18_446_744_073_709_551_615 => 11,
        1_000_000_000_000..=1_000_000_000_010 => 12,
        n @ 1..=31 => (n * 2) as i32,
        _ => 13,
    };
    let d = match p[i] {
        true => 20,
        false => match x > 0 {
            false => 21,
            true => 22,
        },
    };
    let e = match &s[i] {
        &0 => 1,
        &r if r < 0 => 2,
        _ => 3,
    } + matches!(u[i], 1 | 5..=9 | 250) as i32 * 10;
    // exhaustive without `_` (rustc keeps an `unreachable` arm, a trap that never fires)
    let f = match u[i] % 3 {
        0 => 1,
        1 => 2,
        2 => 3,
        3..=u32::MAX => 4,
    };
    let mut g = x;
    match g {
        ref mut v => {
            if *v > 0 {
                *v = *v % 8;
            } else {
                *v = -1;
            }
        }
    }
    out[4 * i] = a;
    out[4 * i + 1] = b + c * 100;
    out[4 * i + 2] = d;
    out[4 * i + 3] = e + f * 100 + g * 1000;
}
