//! Host (CPU) implementation of `poot_kernel_intrinsics`, for differential testing.
//!
//! A kernel source compiled natively against this crate runs as a host loop over workgroups:
//! `host::run` starts one OS thread per lane of a workgroup and walks the groups one after
//! another (y outer, x inner). The intrinsics read per-lane thread-locals; workgroup-local
//! arrays are shared by the lanes of the current workgroup and zeroed before each group;
//! `workgroup_barrier` waits for every live lane of the group (a lane that returned or trapped
//! no longer counts, as on the oracle); `atomic_add` is a real atomic; `shuffle_xor` exchanges
//! through one slot per lane between two waits on the lane's 32-lane subgroup's own barrier.
//! A failed check (a panic in a lane, e.g. a bounds or overflow check) is the trap: the lane
//! stops, its group finishes, and the lowest faulting lane of the first faulting group (the
//! lowest linear thread, groups running in linear order) is reported on stderr as
//! `POOT_FAULT <file>:<line>:<col> thread <global> group <x>,<y>: <message>`; the process then
//! exits with status 3.
//! Build: `RUSTC_BOOTSTRAP=1 rustc --edition 2021 --crate-type rlib
//! --crate-name poot_kernel_intrinsics --extern poot_kernel_macros=... lib.rs`.
#![feature(f16)]

pub use poot_kernel_macros::kernel;

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Barrier, Condvar, Mutex};

/// A barrier over the group's live lanes: a lane that leaves (returned or trapped) is no
/// longer waited for.
struct LaneBarrier {
    state: Mutex<(usize, usize, u64)>, // (live, arrived, generation)
    cv: Condvar,
}

impl LaneBarrier {
    fn new(live: usize) -> Self {
        LaneBarrier { state: Mutex::new((live, 0, 0)), cv: Condvar::new() }
    }
    fn reset(&self, live: usize) {
        *self.state.lock().unwrap_or_else(|e| e.into_inner()) = (live, 0, 0);
    }
    fn wait(&self) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        s.1 += 1;
        if s.1 >= s.0 {
            s.1 = 0;
            s.2 += 1;
            self.cv.notify_all();
            return;
        }
        let gen = s.2;
        while s.2 == gen {
            s = self.cv.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }
    fn leave(&self) {
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        s.0 -= 1;
        if s.1 > 0 && s.1 >= s.0 {
            s.1 = 0;
            s.2 += 1;
            self.cv.notify_all();
        }
    }
}

/// A lane's failed check: (local lane, file, line, col, message).
type Fault = (usize, String, u32, u32, String);

struct Workgroup {
    barrier: LaneBarrier,
    sync: Barrier,
    faults: Mutex<Vec<Fault>>,
    /// (array id, slots as f32 bit patterns)
    arrays: Vec<(usize, Vec<AtomicU32>)>,
    /// one barrier per 32-lane subgroup and one exchange slot per lane (shuffle_xor)
    subgroups: Vec<LaneBarrier>,
    exchange: Vec<AtomicU32>,
}

const SUBGROUP: usize = 32;

fn subgroup_lanes(wgs: usize, sg: usize) -> usize {
    SUBGROUP.min(wgs - sg * SUBGROUP)
}

#[derive(Clone, Copy, Default)]
struct Lane {
    global: usize,
    local: usize,
    gx: usize,
    gy: usize,
}

thread_local! {
    static LANE: Cell<Lane> = Cell::new(Lane::default());
    static WG: RefCell<Option<Arc<Workgroup>>> = const { RefCell::new(None) };
}

fn lane() -> Lane {
    LANE.with(|l| l.get())
}

fn with_wg<R>(f: impl FnOnce(&Workgroup) -> R) -> R {
    WG.with(|w| f(w.borrow().as_ref().expect("intrinsic called outside host::run")))
}

/// The global dispatch index along X: group_x * WORKGROUP_SIZE + lane.
pub fn thread_index() -> usize {
    lane().global
}

/// The lane within its workgroup along X.
pub fn local_index() -> usize {
    lane().local
}

/// The workgroup index along X.
pub fn group_index() -> usize {
    lane().gx
}

/// The workgroup index along Y.
pub fn group_index_y() -> usize {
    lane().gy
}

/// Every lane of the workgroup arrives before any continues.
pub fn workgroup_barrier() {
    with_wg(|w| {
        w.barrier.wait();
    });
}

#[track_caller]
fn slot<R>(array: usize, i: usize, f: impl FnOnce(&AtomicU32) -> R) -> R {
    // the panic is raised here, not in the closure, so its location is the kernel's call
    let r = with_wg(|w| match w.arrays.iter().find(|(id, _)| *id == array) {
        Some((_, slots)) => match slots.get(i) {
            Some(s) => Ok(f(s)),
            None => Err(format!("workgroup array {} index out of bounds: the len is {} but the index is {}", array, slots.len(), i)),
        },
        None => Err(format!("workgroup array {} is not declared", array)),
    });
    match r {
        Ok(v) => v,
        Err(m) => panic!("{}", m),
    }
}

/// Write f32 slot `i` of workgroup-local array `array`.
#[track_caller]
pub fn wg_write(array: usize, i: usize, v: f32) {
    slot(array, i, |s| s.store(v.to_bits(), Ordering::SeqCst))
}

/// Read f32 slot `i` of workgroup-local array `array`.
#[track_caller]
pub fn wg_read(array: usize, i: usize) -> f32 {
    slot(array, i, |s| f32::from_bits(s.load(Ordering::SeqCst)))
}

/// Atomic u32 add on buffer[i]; returns the old value.
#[track_caller]
pub fn atomic_add(buffer: &mut [u32], i: usize, v: u32) -> u32 {
    let len = buffer.len();
    if i >= len {
        panic!("index out of bounds: the len is {} but the index is {}", len, i);
    }
    // SAFETY: the harness gives every lane a view of the same buffer; u32 and AtomicU32 share
    // size and alignment, and every concurrent access to this element goes through here.
    let cell = unsafe { &*(buffer.as_mut_ptr().add(i) as *const AtomicU32) };
    cell.fetch_add(v, Ordering::SeqCst)
}

/// Lane l of its 32-lane subgroup gets lane `l ^ mask`'s 32 bits: each lane leaves its bits in its
/// slot, the subgroup waits, reads the partner's slot, and waits again before any slot is reused.
#[track_caller]
fn shuffle_bits(bits: u32, mask: u32) -> u32 {
    let l = lane().local;
    if mask == 0 || mask as usize >= SUBGROUP {
        panic!("shuffle_xor mask {} is not 1 ..= 31", mask);
    }
    with_wg(|w| {
        let partner = l ^ mask as usize;
        let sg = &w.subgroups[l / SUBGROUP];
        w.exchange[l].store(bits, Ordering::SeqCst);
        sg.wait();
        let got = w.exchange.get(partner).map(|s| s.load(Ordering::SeqCst));
        sg.wait();
        got
    })
    .unwrap_or_else(|| panic!("shuffle_xor: lane {} ^ {} is past the workgroup (its size must be a multiple of 32)", l, mask))
}

/// Subgroup butterfly shuffle of an f32 (its bits move unchanged).
#[track_caller]
pub fn shuffle_xor(v: f32, mask: u32) -> f32 {
    f32::from_bits(shuffle_bits(v.to_bits(), mask))
}

/// Subgroup butterfly shuffle of a u32.
#[track_caller]
pub fn shuffle_xor_u32(v: u32, mask: u32) -> u32 {
    shuffle_bits(v, mask)
}

/// Subgroup butterfly shuffle of an i32.
#[track_caller]
pub fn shuffle_xor_i32(v: i32, mask: u32) -> i32 {
    shuffle_bits(v as u32, mask) as i32
}

/// `a + b`, never contracted (rustc never fuses a multiply and an add into an FMA).
pub fn no_contract_add(a: f32, b: f32) -> f32 {
    a + b
}

/// The harness side: launching, and moving buffers to and from files.
pub mod host {
    use super::*;

    /// Run `kernel` over `groups` workgroups of `wgs` lanes with the given workgroup-local
    /// arrays (id, slots). One OS thread per lane; workgroups run one after another.
    pub fn run<F: Fn() + Sync>(groups: (usize, usize), wgs: usize, arrays: &[(usize, usize)], kernel: F) {
        std::panic::set_hook(Box::new(|info| {
            let l = lane();
            let (file, line, col) = info
                .location()
                .map(|p| (p.file().to_string(), p.line(), p.column()))
                .unwrap_or_default();
            let msg = info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            let recorded = WG.with(|w| match w.borrow().as_ref() {
                Some(wg) => {
                    wg.faults.lock().unwrap_or_else(|e| e.into_inner()).push((l.local, file.clone(), line, col, msg.clone()));
                    true
                }
                None => false,
            });
            if !recorded {
                eprintln!("POOT_FAULT {}:{}:{} thread {} group {},{}: {}", file, line, col, l.global, l.gx, l.gy, msg);
                std::process::exit(3);
            }
        }));
        let wg = Arc::new(Workgroup {
            barrier: LaneBarrier::new(wgs),
            sync: Barrier::new(wgs),
            faults: Mutex::new(Vec::new()),
            arrays: arrays
                .iter()
                .map(|&(id, n)| (id, (0..n).map(|_| AtomicU32::new(0)).collect()))
                .collect(),
            subgroups: (0..wgs.div_ceil(SUBGROUP)).map(|sg| LaneBarrier::new(subgroup_lanes(wgs, sg))).collect(),
            exchange: (0..wgs).map(|_| AtomicU32::new(0)).collect(),
        });
        let kernel = &kernel;
        std::thread::scope(|s| {
            for local in 0..wgs {
                let wg = wg.clone();
                std::thread::Builder::new()
                    .stack_size(1 << 20)
                    .spawn_scoped(s, move || {
                        WG.with(|w| *w.borrow_mut() = Some(wg.clone()));
                        for gy in 0..groups.1 {
                            for gx in 0..groups.0 {
                                if local == 0 {
                                    for (_, slots) in &wg.arrays {
                                        for s in slots {
                                            s.store(0, Ordering::SeqCst);
                                        }
                                    }
                                    wg.barrier.reset(wgs);
                                    for (sg, b) in wg.subgroups.iter().enumerate() {
                                        b.reset(subgroup_lanes(wgs, sg));
                                    }
                                }
                                wg.sync.wait();
                                LANE.with(|l| l.set(Lane { global: gx * wgs + local, local, gx, gy }));
                                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(kernel));
                                wg.barrier.leave();
                                wg.subgroups[local / SUBGROUP].leave();
                                wg.sync.wait();
                                if local == 0 {
                                    let faults = wg.faults.lock().unwrap_or_else(|e| e.into_inner());
                                    if let Some((l, file, line, col, msg)) = faults.iter().min_by_key(|f| f.0) {
                                        eprintln!("POOT_FAULT {}:{}:{} thread {} group {},{}: {}", file, line, col, gx * wgs + l, gx, gy, msg);
                                        std::process::exit(3);
                                    }
                                }
                                wg.sync.wait();
                            }
                        }
                    })
                    .expect("cannot spawn a lane thread");
            }
        });
    }

    /// An element type a kernel buffer can hold, read and written little-endian.
    pub trait Elem: Copy {
        const SIZE: usize;
        fn from_le(b: &[u8]) -> Self;
        fn put_le(self, out: &mut Vec<u8>);
    }

    macro_rules! elem_num {
        ($($t:ty),*) => {$(
            impl Elem for $t {
                const SIZE: usize = std::mem::size_of::<$t>();
                fn from_le(b: &[u8]) -> Self { <$t>::from_le_bytes(b.try_into().unwrap()) }
                fn put_le(self, out: &mut Vec<u8>) { out.extend_from_slice(&self.to_le_bytes()) }
            }
        )*};
    }
    elem_num!(u32, i32, u64, usize, f32, f64);

    impl Elem for f16 {
        const SIZE: usize = 2;
        fn from_le(b: &[u8]) -> Self {
            f16::from_bits(u16::from_le_bytes(b.try_into().unwrap()))
        }
        fn put_le(self, out: &mut Vec<u8>) {
            out.extend_from_slice(&self.to_bits().to_le_bytes())
        }
    }

    impl Elem for bool {
        const SIZE: usize = 1;
        fn from_le(b: &[u8]) -> Self {
            b[0] != 0
        }
        fn put_le(self, out: &mut Vec<u8>) {
            out.push(self as u8)
        }
    }

    /// Read a buffer file of raw little-endian elements.
    pub fn read<T: Elem>(path: &str) -> Vec<T> {
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {}", path, e));
        bytes.chunks_exact(T::SIZE).map(T::from_le).collect()
    }

    /// Write a buffer as raw little-endian elements.
    pub fn write<T: Elem>(path: &str, data: &[T]) {
        let mut out = Vec::with_capacity(data.len() * T::SIZE);
        for &x in data {
            x.put_le(&mut out);
        }
        std::fs::write(path, out).unwrap_or_else(|e| panic!("cannot write {}: {}", path, e));
    }

    /// A raw view of a buffer that every lane thread may turn back into a slice.
    #[derive(Clone, Copy)]
    pub struct Raw<T>(pub *mut T, pub usize);
    unsafe impl<T> Sync for Raw<T> {}
    unsafe impl<T> Send for Raw<T> {}

    impl<T> Raw<T> {
        pub fn of(v: &mut Vec<T>) -> Self {
            Raw(v.as_mut_ptr(), v.len())
        }
        /// SAFETY: lanes of a kernel share buffers as a GPU's threads do.
        pub unsafe fn shared(self) -> &'static [T] {
            std::slice::from_raw_parts(self.0, self.1)
        }
        pub unsafe fn exclusive(self) -> &'static mut [T] {
            std::slice::from_raw_parts_mut(self.0, self.1)
        }
    }
}
