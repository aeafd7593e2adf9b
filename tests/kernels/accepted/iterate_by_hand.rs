// A range or a slice iterator advanced by `.next()` written by hand, its `Option` taken apart
// by `match`, `if let`, `let ... else`, `while let` and `matches!` (the same state a `for` keeps).
use poot_kernel_intrinsics::*;

#[kernel]
pub fn iterate_by_hand(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i >= a.len() || i >= out.len() {
        return;
    }
    let n = a[i] % 7;
    let mut r = 0..n;
    let mut s = 0u32;
    match r.next() {
        Some(k) => s += k + 1,
        None => s += 50,
    }
    if let Some(1) = r.next() {
        s += 1000;
    }
    if matches!(r.next(), Some(_)) {
        s += 3;
    }
    let mut q = 2..=n;
    while let Some(k) = q.next() {
        s += k * 10;
    }
    if let Some(k) = q.next() {
        s += k * 100_000; // never: an exhausted range stays exhausted
    }
    let mut it = a.into_iter();
    if let Some(&v) = it.next() {
        s += v % 5;
    }
    let Some(w) = it.next() else {
        out[i] = s;
        return;
    };
    out[i] = s + *w % 3;
}
