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
    word 4+2i    low 32 bits of len(param i), word 5+2i the high 32 bits. `len()` is always
                 this count, never OpArrayLength (drivers pad buffers).
* dispatch: the loader dispatches `physical_dispatch(grid, maxComputeWorkGroupCount[0])`.
  Physical groups are (min(gx, L), ceil(gx / L), gy); the kernel computes logical group
  x = wg_id.y * num_workgroups.x + wg_id.x and y = wg_id.z, and a workgroup whose logical x
  is >= gx returns at once (whole workgroups, so barriers stay uniform). gy must fit the
  device's Z limit and ceil(gx / L) its Y limit (`physical_dispatch` checks against `max_yz`).
* traps: the thread that fails a check sets its site bit and carries on (robust buffer
  access makes the failing access harmless: out-of-bounds reads give 0, writes are dropped);
  the executor discards the dispatch's outputs when the error word is non-zero.
"""
from __future__ import annotations

import math

import numpy as np

from ...errors import TrapSite, UsageError
from ...ir.nodes import Body
from ...ir.types import Scalar

DESCRIPTOR_SET = 0
META_ERROR = 0          # word index of the error word
META_GROUPS_X = 1
META_GROUPS_Y = 2
META_ZERO = 3           # always 0: the float barrier XORs float bits with it
META_LEN_BASE = 4       # len(param i) at words META_LEN_BASE + 2i (low), + 2i + 1 (high)
LAST_SITE_BIT = 31      # sites >= 31 share bit 31
SPIRV_VERSION = (1, 3)

_HOST = {"bool": "uint32", "usize": "uint64", "i32": "int32", "u32": "uint32",
         "f32": "float32", "f64": "float64", "f16": "float16"}


def meta_binding(body: Body) -> int:
    """The binding number of the meta buffer: one past the last parameter."""
    return len(body.params)


def meta_len(n_params: int) -> int:
    """Number of u32 words in the meta buffer for a body with `n_params` parameters."""
    return META_LEN_BASE + 2 * n_params


def meta_words(lens: list[int], grid) -> np.ndarray:
    """The meta buffer's initial contents (uint32): error word 0, logical groups, lens."""
    gx, gy = grid.groups
    words = np.zeros(meta_len(len(lens)), dtype=np.uint32)
    words[META_GROUPS_X], words[META_GROUPS_Y] = gx, gy
    for i, n in enumerate(lens):
        if not 0 <= int(n) < 2**64:
            raise UsageError(f"length of parameter {i} must be a u64, not {n}")
        words[META_LEN_BASE + 2 * i] = int(n) & 0xFFFFFFFF
        words[META_LEN_BASE + 2 * i + 1] = int(n) >> 32
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
