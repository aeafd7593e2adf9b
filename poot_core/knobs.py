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
