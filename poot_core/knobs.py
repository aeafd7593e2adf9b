"""Every POOT_* environment switch, read in this one place."""
from __future__ import annotations

import os


def _get(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def disabled_plugins() -> frozenset[str]:
    """POOT_DISABLE_PLUGINS: comma-separated plugin (entry point) or target names to skip."""
    return frozenset(p.strip() for p in _get("POOT_DISABLE_PLUGINS").split(",") if p.strip())


def dump_dir() -> str:
    """POOT_DUMP_DIR: when set, codegen writes every stage of every kernel it compiles here."""
    return _get("POOT_DUMP_DIR")


def vulkan_device() -> str:
    """POOT_VULKAN_DEVICE: index or name substring of the Vulkan physical device to use."""
    return _get("POOT_VULKAN_DEVICE")


def gpu_suites() -> bool:
    """POOT_GPU=1: run the Vulkan/wgpu suites on a real GPU adapter instead of lavapipe."""
    return _get("POOT_GPU") == "1"


def cache_dir() -> str:
    """POOT_CACHE_DIR: where pootc caches built Rust crates (default ~/.cache/poot)."""
    return _get("POOT_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "poot")


def rustc() -> str:
    """POOT_RUSTC: the rustc pootc drives (default: `rustc` on PATH)."""
    return _get("POOT_RUSTC", "rustc")


def default_target() -> str:
    """POOT_TARGET: the target `poot run` and `poot_core.exec.kernel` use when none is named
    (default: the best available one, see poot_core.plugins.best_target)."""
    return _get("POOT_TARGET")


def wgpu_adapter() -> str:
    """POOT_WGPU_ADAPTER: index or name substring of the wgpu adapter to use."""
    return _get("POOT_WGPU_ADAPTER")


def llvm_inproc() -> bool:
    """POOT_LLVM_INPROC=1: run LLVM in this process instead of the crash-isolating worker (debugging)."""
    return _get("POOT_LLVM_INPROC") == "1"


def libdevice() -> str:
    """POOT_LIBDEVICE: path of NVIDIA's libdevice.10.bc for the PTX target (default: searched)."""
    return _get("POOT_LIBDEVICE")


def llvm_trap_policy() -> str:
    """POOT_LLVM_TRAPS: trap policy of the PTX/ROCm targets when compile() is not told
    (device-trap, the default, or error-word)."""
    return _get("POOT_LLVM_TRAPS")


def xdna_timeout_ms() -> int:
    """POOT_XDNA_TIMEOUT_MS: how long the XDNA loader waits for one NPU launch (default 10000 ms)."""
    try:
        return max(1, int(_get("POOT_XDNA_TIMEOUT_MS", "10000")))
    except ValueError:
        return 10000
