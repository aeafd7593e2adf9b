// `loop` with `break VALUE`, labelled loops left with `break 'outer` / `continue 'outer`
// (`while` and `for` ones too), and a labelled block left with `break 'blk VALUE`.
use poot_kernel_intrinsics::*;

#[kernel]
pub fn labelled_loops(a: &[u32], out: &mut [u32]) {
    let i = thread_index();
    if i >= a.len() || 3 * i + 2 >= out.len() {
        return;
    }
    let mut k = a[i];
    let mut rounds = 0u32;
    let r = 'outer: loop {
        rounds += 1;
        let mut j = 0u32;
        loop {
            if j > 3 {
                break;
            }
            j += 1;
            if k % 7 == 0 {
                break 'outer k;
            }
            if k % 11 == 5 {
                k += 2;
                continue 'outer;
            }
        }
        k += 1;
        if k > 1000 {
            break 'outer 99;
        }
    };
    let v = 'blk: {
        if r % 3 == 0 {
            break 'blk 1u32;
        }
        if r % 3 == 1 {
            break 'blk 2u32;
        }
        3u32
    };
    let mut hits = 0u32;
    'rows: for row in 0..6u32 {
        let mut col = 0u32;
        'cols: while col < 6 {
            col += 1;
            if (row * col + a[i]) % 5 == 0 {
                continue 'rows;
            }
            if (row + col + a[i]) % 13 == 0 {
                break 'rows;
            }
            if col == row {
                break 'cols;
            }
            hits += 1;
        }
    }
    out[3 * i] = r;
    out[3 * i + 1] = v * 1000 + rounds;
    out[3 * i + 2] = hits;
}
