// `if let`, `let ... else` and `while let` with integer and bool patterns (literals, `|`,
// ranges, `@` bindings): the same tests as a `match`.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn let_patterns(a: &[i32], p: &[bool], out: &mut [i32]) {
    let i = thread_index();
    if i >= a.len() || i >= p.len() || 2 * i + 1 >= out.len() {
        return;
    }
    let x = a[i];
    let mut r = 0i32;
    if let 0..=9 = x {
        r += 1;
    } else if let -5 | 20..30 = x {
        r += 2;
    }
    if let true = p[i] {
        r += 10;
    }
    if let v @ 40..=49 = x {
        r += v;
    }
    let mut k = x;
    while let -100..=99 = k {
        k += 17;
    }
    out[2 * i] = r;
    let 0..=1000 = x else {
        out[2 * i + 1] = -1;
        return;
    };
    out[2 * i + 1] = k;
}
