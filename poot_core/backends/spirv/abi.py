"""The binding contract between poot's SPIR-V modules and the wgpu / raw-Vulkan loaders.

Descriptor set 0. For a Body with P slice parameters:

* binding i (0 <= i < P): parameter i as a StorageBuffer block ``{ elem data[]; }``, decorated
  NonWritable for ``&[T]`` inputs. The buffer element (what the loader uploads, `host_dtype`):
  bool -> u32 (0/1; SPIR-V has no bool in buffers), usize -> u64 (Int64 capability),
  i32/u32/f32/f64 as themselves, f16 -> 16-bit storage (StorageBuffer16BitAccess + Float16;
  wgpu feature "shader-f16", Vulkan storageBuffer16BitAccess + shaderFloat16), so an f16 array
  is uploaded as-is (numpy float16, 2 bytes per element).
* binding P: the "meta" StorageBuffer of u32 words (read-write), see `meta_words`:
    word 0       the error word: a failed check at trap site s atomically ORs bit min(s, 31);
                 the loader uploads 0 and reads it back after the dispatch (`decode_error_word`);
    word 1, 2    logical workgroup counts X and Y;
    word 3       0, always (the loader uploads 0 and nothing writes it): the opaque zero of the
                 float barrier (`lower`, fp_barrier), which no compiler can fold away;
    word 4       the loop budget (iterations per thread; read at run time, so no driver can fold
                 it into its loop analysis; used by modules compiled with a loop budget);
    word 5+2i    low 32 bits of len(param i), word 6+2i the high 32 bits. `len()` is always
                 this count, never OpArrayLength (drivers pad buffers);
    then         the fault slots (`n_slots`), each the lowest linear thread index that faulted
                 there (atomic umin; the host uploads ~0 = none): slot s for trap site s
                 (0 <= s <= the body's largest site id), then two per structured loop k of the
                 module (`loop_slot`: the driver's loop limiter cut it; it passed the budget).
* dispatch: the loader dispatches `physical_dispatch(grid, maxComputeWorkGroupCount[0])`.
  Physical groups are (min(gx, L), ceil(gx / L), gy); the kernel computes logical group
  x = wg_id.y * num_workgroups.x + wg_id.x and y = wg_id.z, and a workgroup whose logical x
  is >= gx returns at once (whole workgroups, so barriers stay uniform). gy must fit the
  device's Z limit and ceil(gx / L) its Y limit (`physical_dispatch` checks against `max_yz`).
* traps: the thread that fails a check sets its site bit and carries on (robust buffer
  access makes the failing access harmless: out-of-bounds reads give 0, writes are dropped);
  a thread reports only its first fault, at one slot, with its linear index
  `(group_y * GX + group_x) * WORKGROUP_SIZE + lane`; so the slot holding the lowest index names
  the first faulting thread and its site exactly, whatever order lanes fault in (`decode_meta`;
  indices from SATURATED up are stored as SATURATED and the host does not name the thread).
  The host discards the dispatch's outputs when the error word or any slot is set.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ...errors import TrapSite, UsageError
from ...ir.nodes import Body
from ...ir.types import Scalar

DESCRIPTOR_SET = 0
META_ERROR = 0          # word index of the error word
META_GROUPS_X = 1
META_GROUPS_Y = 2
META_ZERO = 3           # always 0: the float barrier XORs float bits with it
META_BUDGET = 4
META_LEN_BASE = 5       # len(param i) at words META_LEN_BASE + 2i (low), + 2i + 1 (high)
LAST_SITE_BIT = 31      # in the error word, sites >= 31 share bit 31 (the slots are exact)
NO_FAULT = 0xFFFFFFFF   # a slot as uploaded
SATURATED = 0xFFFFFFFE  # linear thread indices >= this are stored as this
SPIRV_VERSION = (1, 3)

_HOST = {"bool": "uint32", "usize": "uint64", "i32": "int32", "u32": "uint32",
         "f32": "float32", "f64": "float64", "f16": "float16"}


def meta_binding(body: Body) -> int:
    """The binding number of the meta buffer: one past the last parameter."""
    return len(body.params)


def site_slots(body: Body) -> int:
    """Fault slots the body's trap sites take (one per site id up to the largest)."""
    sites = body.trap_sites()
    return max(sites) + 1 if sites else 0


def n_slots(body: Body, n_loops: int = 0) -> int:
    """All fault slots of a module with `n_loops` structured loops."""
    return site_slots(body) + 2 * n_loops


def loop_slot(body: Body, k: int, cut: bool) -> int:
    """The slot of structured loop k: limiter cut (`cut`) or past the loop budget."""
    return site_slots(body) + 2 * k + (0 if cut else 1)


def sites_base(n_params: int) -> int:
    """The first meta word of the fault slots."""
    return META_LEN_BASE + 2 * n_params


def meta_len(n_params: int, n_fault_slots: int = 0) -> int:
    """Number of u32 words in the meta buffer for a body with `n_params` parameters."""
    return META_LEN_BASE + 2 * n_params + n_fault_slots


def meta_words(lens: list[int], grid, n_fault_slots: int = 0, loop_budget: int = 0) -> np.ndarray:
    """The meta buffer's initial contents (uint32): error word 0, logical groups, the loop
    budget, lens, empty fault slots (`n_fault_slots`: `n_slots(body, loops)`)."""
    gx, gy = grid.groups
    words = np.zeros(meta_len(len(lens), n_fault_slots), dtype=np.uint32)
    words[META_GROUPS_X], words[META_GROUPS_Y] = gx, gy
    if not 0 <= int(loop_budget) < 2**31:
        raise UsageError(f"the loop budget must be in 0..2**31-1, not {loop_budget}")
    words[META_BUDGET] = int(loop_budget)
    for i, n in enumerate(lens):
        if not 0 <= int(n) < 2**64:
            raise UsageError(f"length of parameter {i} must be a u64, not {n}")
        words[META_LEN_BASE + 2 * i] = int(n) & 0xFFFFFFFF
        words[META_LEN_BASE + 2 * i + 1] = int(n) >> 32
    words[sites_base(len(lens)):] = NO_FAULT
    return words


def physical_dispatch(grid, max_x: int, max_yz: tuple[int, int] = (65535, 65535)) -> tuple[int, int, int]:
    """The vkCmdDispatch / dispatch_workgroups counts for `grid` on a device whose
    maxComputeWorkGroupCount is (max_x, *max_yz): X folded into Y beyond max_x, Y in Z."""
    gx, gy = grid.groups
    if gx < 1 or gy < 1 or gx >= 2**32:
        raise UsageError(f"group counts must be in 1..2**32-1, not {gx},{gy}")
    fold = math.ceil(gx / max_x)
    if fold > max_yz[0] or gy > max_yz[1]:
        raise UsageError(f"grid {gx}x{gy} does not fit the device's group limits "
                         f"({max_x}, {max_yz[0]}, {max_yz[1]}); split the launch")
    return (min(gx, max_x), fold, gy)


def site_bit(site: int) -> int:
    """The error-word bit a failed check at `site` sets."""
    return 1 << min(site, LAST_SITE_BIT)


def decode_error_word(word: int, body: Body) -> tuple[TrapSite, ...]:
    """Every trap site of `body` whose bit is set in `word` (bit 31: site 31 and all later)."""
    word = int(word)
    out = []
    for site, trap in sorted(body.trap_sites().items()):
        if word & site_bit(site):
            out.append(TrapSite(site, trap.kind, trap.span, trap.message))
    return tuple(out)


@dataclass(frozen=True)
class MetaFault:
    """What a dispatch's meta words say: the first fault (its site, linear thread, global x,
    group) and every other site that failed; `first` is None when nothing faulted."""

    first: TrapSite | None
    thread: int | None
    group: tuple[int, int] | None
    others: tuple[TrapSite, ...]


def decode_meta(words, body: Body, loops: "tuple[TrapSite, ...] | None" = None) -> MetaFault:
    """Decode the meta words after a dispatch (`loops`: `lower.loop_sites(body)`, needed only
    when a loop slot is set): the slot with the lowest thread is the first fault."""
    words = np.asarray(words, dtype=np.uint32)
    known = body.trap_sites()
    base, ns = sites_base(len(body.params)), site_slots(body)
    slots = words[base:].astype(np.uint64)
    hit = [int(j) for j in np.flatnonzero(slots != NO_FAULT)]
    if not hit:
        if int(words[META_ERROR]):  # the slots were not there (an old-style loader) or not written
            sites = decode_error_word(int(words[META_ERROR]), body)
            return MetaFault(sites[0] if sites else TrapSite(-1, "unknown", None, "the error word is set "
                             "but no fault slot is"), None, None, tuple(sites[1:]))
        return MetaFault(None, None, None, ())
    failed = []
    for j in hit:
        if j < ns:
            t = known.get(j)
            site = TrapSite(j, t.kind, t.span, t.message) if t else TrapSite(j, "unknown")
        else:
            if loops is None:
                from .lower import loop_sites
                loops = loop_sites(body)
            k, cut = divmod(j - ns, 2)[0], (j - ns) % 2 == 0
            loop = loops[k] if k < len(loops) else TrapSite(k, "loop", None, f"loop {k}")
            site = _loop_fault(loop, cut)
        failed.append((int(slots[j]), j, site))
    failed.sort(key=lambda f: (f[0], f[1]))
    lin, _, first = failed[0]
    thread = group = None
    if lin < SATURATED:
        wg, gxn = body.workgroup_size, max(1, int(words[META_GROUPS_X]))
        g, lane = divmod(lin, wg)
        gy, gx = divmod(g, gxn)
        thread, group = gx * wg + lane, (gx, gy)
    others = tuple(sorted((f[2] for f in failed[1:]), key=lambda s: (s.site < 0, s.site)))
    return MetaFault(first, thread, group, others)


def _loop_fault(loop: TrapSite, cut: bool) -> TrapSite:
    from ...errors import LOOP_BUDGET_SITE, LOOP_LIMIT_SITE
    if cut:
        return TrapSite(LOOP_LIMIT_SITE, "loop-limit", loop.span,
                        f"lavapipe stopped {loop.message} after its 65535-iteration limit (Mesa's loop "
                        "limiter, counted over all loops of a thread); the result would have been short - "
                        "run this kernel on a GPU target or the oracle")
    return TrapSite(LOOP_BUDGET_SITE, "loop-budget", loop.span,
                    f"a thread passed the loop budget in {loop.message} (a loop that never ends?); "
                    "raise it with the loop_budget compile option or POOT_LOOP_BUDGET")


def host_dtype(elem: Scalar) -> np.dtype:
    """The element dtype of parameter buffers as the loader uploads them (bool -> uint32)."""
    return np.dtype(_HOST[elem.name])


def to_device(arr: np.ndarray, elem: Scalar) -> np.ndarray:
    """The array as the buffer holds it (bool widened to u32), C-contiguous."""
    return np.ascontiguousarray(np.asarray(arr).astype(host_dtype(elem), copy=False))


def from_device(raw: np.ndarray, elem: Scalar) -> np.ndarray:
    """A downloaded buffer back as the parameter's numpy dtype (u32 narrowed to bool)."""
    raw = np.asarray(raw).view(host_dtype(elem))
    return raw != 0 if elem.name == "bool" else raw.astype(elem.np, copy=True)
