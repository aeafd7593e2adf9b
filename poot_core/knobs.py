"""Every POOT_* environment switch, read in this one place."""
from __future__ import annotations

import os


_read: dict[str, None] = {}  # every switch read so far in this process, in first-read order
_keys: tuple = (None, ())  # (the os.environ they are keys of, the names in _read as its encoded keys)


def _get(name: str, default: str = "") -> str:
    if name not in _read:
        _read[name] = None
    return os.environ.get(name, default)


def fingerprint() -> tuple[object, ...]:
    """The current values of every switch read so far in this process (a memo of something
    computed from switches is still valid while this is unchanged: poot_core.compile, the
    executor). Read from os.environ's own dict of encoded names and values where it has one
    (CPython's `_data`: one dict lookup a switch instead of an encode and a decode each); the
    values are then bytes, compared only with other fingerprints."""
    global _keys
    env = os.environ
    data, encode = getattr(env, "_data", None), getattr(env, "encodekey", None)
    if type(data) is not dict or encode is None:
        return tuple(map(env.get, tuple(_read)))
    owner, keys = _keys
    if owner is not env or len(keys) != len(_read):
        keys = tuple(map(encode, tuple(_read)))
        _keys = (env, keys)
    return tuple(map(data.get, keys))


def disabled_plugins() -> frozenset[str]:
    """POOT_DISABLE_PLUGINS: comma-separated plugin (entry point) or target names to skip."""
    return frozenset(p.strip() for p in _get("POOT_DISABLE_PLUGINS").split(",") if p.strip())


def dump_dir() -> str:
    """POOT_DUMP_DIR: when set, codegen writes every stage of every kernel it compiles here."""
    return _get("POOT_DUMP_DIR")


def check_ranges() -> bool:
    """POOT_CHECK_RANGES=0: the compile pipeline skips check elimination with arithmetic (range
    analysis, poot_core/passes/range_checks.py; on by default) and the nowrap marks made from the
    same analysis (poot_core/passes/nowrap.py), and keeps only the dominated-check elimination.
    Part of every artifact's cache key."""
    return _get("POOT_CHECK_RANGES", "1") != "0"


def vulkan_device() -> str:
    """POOT_VULKAN_DEVICE: index or name substring of the Vulkan physical device to use."""
    return _get("POOT_VULKAN_DEVICE")


def vulkan_submit() -> str:
    """POOT_VULKAN_SUBMIT: when the vulkan device submits recorded dispatches. "sync" (default):
    every dispatch is recorded until the sync, which submits them as one batch; "launch": a launch
    submits its batch at once when no other batch is in flight (else the next launches record
    behind it), and nothing waits until a sync point. On the H200 (bench/results/
    2026-12-02-h200-launch.md) "launch" made a chain of 100 resident launches cost 0.104 ms a
    launch against "sync"'s 0.029, and one launch + sync 0.128 ms against 0.137."""
    raw = (_get("POOT_VULKAN_SUBMIT").strip() or "sync").lower()
    if raw not in ("launch", "sync"):
        from .errors import UsageError
        raise UsageError(f"POOT_VULKAN_SUBMIT={raw!r} must be launch or sync; unset it for the default (sync)")
    return raw


def vulkan_spin_us() -> int:
    """POOT_VULKAN_SPIN_US: microseconds a vulkan sync polls the batch's fence (vkGetFenceStatus)
    before it sleeps in vkWaitForFences; 0: no polling; unset (-1): 1000 on a GPU, 0 on a CPU
    device (lavapipe: polling would take the core its threads run on)."""
    return _int("POOT_VULKAN_SPIN_US", -1, lo=-1)


def vulkan_pipeline_stats() -> bool:
    """POOT_VULKAN_PIPELINE_STATS=1: a vulkan device opened under it asks the driver to keep each
    pipeline's statistics (VK_KHR_pipeline_executable_properties: registers, spills, instruction
    counts, as the driver names them), which VulkanDevice.pipeline_statistics reads."""
    return _get("POOT_VULKAN_PIPELINE_STATS") == "1"


def gpu_suites() -> bool:
    """POOT_GPU=1: run the Vulkan/wgpu suites on a real GPU adapter instead of lavapipe."""
    return _get("POOT_GPU") == "1"


def cache_dir() -> str:
    """POOT_CACHE_DIR: where pootc caches built Rust crates, and the compile cache its
    artifacts (default ~/.cache/poot)."""
    return _get("POOT_CACHE_DIR") or os.path.join(os.path.expanduser("~"), ".cache", "poot")


def compile_cache_dir() -> str:
    """POOT_COMPILE_CACHE=1: keep compiled artifacts on disk under $POOT_CACHE_DIR/compile (default
    off: artifacts are cached in memory per process only); "" when off."""
    return os.path.join(cache_dir(), "compile") if _get("POOT_COMPILE_CACHE") == "1" else ""


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


def _int(name: str, default: int, lo: int = 0) -> int:
    raw = _get(name).strip()
    if not raw:
        return default
    try:
        return max(lo, int(raw.replace("_", ""), 0))
    except ValueError:
        from .errors import UsageError
        raise UsageError(f"{name}={raw!r} is not an integer; unset it or give a number") from None


MAX_LOOP_BUDGET = 2**31 - 1  # lavapipe mis-compares a u32 budget >= 2**31 (tested)


def loop_budget() -> int:
    """POOT_LOOP_BUDGET: loop iterations one GPU thread may run (all its loops together) before
    the kernel stops it with a loop-budget fault instead of hanging; 0 turns the check off
    (default 2**30, at most MAX_LOOP_BUDGET). The `loop_budget` compile option overrides it per kernel."""
    return min(_int("POOT_LOOP_BUDGET", 1 << 30), MAX_LOOP_BUDGET)


def loop_guard() -> str:
    """POOT_LOOP_GUARD: detect a Vulkan driver's loop limiter (lavapipe stops loops after 65535
    iterations): "auto" (default: on for lavapipe/llvmpipe), "1" always, "0" never."""
    v = _get("POOT_LOOP_GUARD", "auto").strip().lower() or "auto"
    return {"1": "1", "on": "1", "true": "1", "0": "0", "off": "0", "false": "0"}.get(v, "auto")


def oracle_step_budget() -> int:
    """POOT_ORACLE_STEPS: loop back-edges one lane may take on the CPU oracle before the run ends
    with a loop-budget fault naming the loop (default 10**7; 0: no limit)."""
    return _int("POOT_ORACLE_STEPS", 10**7)


def oracle_max_threads() -> int:
    """POOT_ORACLE_MAX_THREADS: the largest launch (threads) the CPU oracle accepts; larger ones
    are refused before they start (default 2**26; 0: no limit)."""
    return _int("POOT_ORACLE_MAX_THREADS", 1 << 26)


def matmul_big_tiles() -> int | None:
    """POOT_MATMUL_BIG_TILES: the fewest 128 x 128 output tiles for which the synthesized SIMT
    matmul takes 128 x 128 tiles of 256 lanes rather than 64 x 64 of 64 (plan/synth_matmul.py
    BIG_TILES), for tuning sweeps; None when unset."""
    raw = _get("POOT_MATMUL_BIG_TILES").strip()
    return _int("POOT_MATMUL_BIG_TILES", 0, lo=1) if raw else None


def sync_timeout_s() -> float:
    """POOT_SYNC_TIMEOUT_S: seconds a GPU target waits for one dispatch at sync before it gives
    up and marks the device lost (a kernel that never ends; default 120)."""
    raw = _get("POOT_SYNC_TIMEOUT_S").strip()
    try:
        return max(0.001, float(raw)) if raw else 120.0
    except ValueError:
        from .errors import UsageError
        raise UsageError(f"POOT_SYNC_TIMEOUT_S={raw!r} is not a number of seconds") from None


# --- the environment poot adapts to (not poot switches: set by the session, read here only) -------
def xdg_runtime_dir() -> str:
    """XDG_RUNTIME_DIR: the session's runtime directory (where a Wayland display socket would be).
    Unset, or not an absolute path, on most headless machines, containers and CI runners: the
    Vulkan/wgpu targets then give the process a private one (poot_core.headless)."""
    return _get("XDG_RUNTIME_DIR")


def cuda_homes() -> tuple[str, str]:
    """CUDA_HOME and CUDA_PATH ("" when unset): where a CUDA toolkit is installed; the ptx target
    looks for libdevice under each (read here so that the compile memo sees them change)."""
    return _get("CUDA_HOME"), _get("CUDA_PATH")


# --- the command line's error reporting ------------------------------------------------------
def debug() -> bool:
    """POOT_DEBUG=1: an internal error (an exception that is not a PootError: a bug) shows its
    Python traceback instead of the one `poot: error: internal error: ...` line."""
    return _get("POOT_DEBUG").strip() == "1"


def cli_fuzz_scale() -> float:
    """POOT_CLI_FUZZ_SCALE: multiplies the example counts of tests/test_cli_fuzz.py (default 1:
    the CI budget, under a minute; e.g. 20 for a long local run)."""
    raw = _get("POOT_CLI_FUZZ_SCALE").strip()
    try:
        return max(0.01, float(raw)) if raw else 1.0
    except ValueError:
        from .errors import UsageError
        raise UsageError(f"POOT_CLI_FUZZ_SCALE={raw!r} is not a number") from None


# --- the oracle as a sanitizer --------------------------------------------------------------
def _switch(name: str, default: bool) -> bool:
    raw = _get(name).strip().lower()
    if not raw:
        return default
    if raw in ("1", "on", "true", "yes"):
        return True
    if raw in ("0", "off", "false", "no"):
        return False
    from .errors import UsageError
    raise UsageError(f"{name}={raw!r} is neither 1 nor 0; unset it or give 1 (on) or 0 (off)")


def oracle_racecheck() -> bool:
    """POOT_RACECHECK: the CPU oracle (and so `--check`) faults with DataRace on a data race: two
    lanes of a workgroup accessing one workgroup-array slot between two barriers, one of them
    writing; two threads storing to one buffer element; atomic_add mixed with plain accesses of
    one element (default 1; 0 turns the check off)."""
    return _switch("POOT_RACECHECK", True)


def oracle_initcheck() -> bool:
    """POOT_INITCHECK=1: the CPU oracle also faults with UninitializedRead on a wg_read of a slot
    no lane of its workgroup has written (default 0: by the contract such a slot reads 0.0)."""
    return _switch("POOT_INITCHECK", False)


def gemm_mainloop() -> str:
    """POOT_GEMM_MAINLOOP=auto|wmma|wgmma: the tensor-core GEMM's main loop (plan/synth_gemm.py).
    `auto` (the default) lets synth_gemm.mainloop choose from the target's Capabilities and the
    shape (today that is the Wmma loop everywhere: synth_gemm.AUTO_WGMMA is off until the H200
    sweep, bench/h200_gemm_sweep.sh, shows the wgmma loop faster); `wmma` the 16x16x16 Wmma loop
    everywhere; `wgmma` the Hopper warpgroup-MMA loop for a plain f16 GEMM where the target has
    warpgroup MMA (ptx on sm_90), the Wmma loop elsewhere."""
    raw = (_get("POOT_GEMM_MAINLOOP").strip() or "auto").lower()
    if raw not in ("auto", "wmma", "wgmma"):
        from .errors import UsageError
        raise UsageError(f"POOT_GEMM_MAINLOOP={raw!r} must be auto, wmma or wgmma; unset it for the default (auto)")
    return raw


def gemm_sm90_tile() -> str:
    """POOT_GEMM_SM90_TILE=WGS,BN,BK,STAGES,PENDING[,GROUP_M]: the pipelined wgmma GEMM's tile
    (plan/synth_gemm_sm90.Sm90Tile: warpgroups of 64 rows, block width, K per stage, shared-memory
    stages, deferred wgmma waits, grouped tile order) instead of synth_gemm's default, for the H200
    sweep (bench/gemm_sweep_h200.py); "" when unset. Validated by Sm90Tile.parse."""
    return _get("POOT_GEMM_SM90_TILE").strip()

def subgroup_mode() -> str:
    """POOT_SUBGROUP=auto|0|1: the synthesized row kernels' reductions (plan/synth_rows.py,
    docs/subgroup.md). `auto` (the default) does the last five tree steps with subgroup shuffles
    where the target reports Capabilities.subgroup_shuffle; `0` always the workgroup-memory tree;
    `1` the shuffle variant, and no row kernel (Unfit) on a target without shuffles."""
    raw = (_get("POOT_SUBGROUP").strip() or "auto").lower()
    if raw not in ("auto", "0", "1"):
        from .errors import UsageError
        raise UsageError(f"POOT_SUBGROUP={raw!r} must be auto, 0 or 1; unset it for the default (auto)")
    return raw


def gemm_tile() -> tuple[int, ...] | None:
    """POOT_GEMM_TILE=WM,WN,FM,FN,BK,STAGES: the tensor-core GEMM's block tiling (warps along M
    and N, 16x16 accumulators per warp along M and N, K per stage, stages; plan/synth_gemm.py)
    instead of the one it chooses, for tuning sweeps (bench/gemm_h200.py --tiles); None when unset."""
    raw = _get("POOT_GEMM_TILE").strip()
    if not raw:
        return None
    try:
        vals = tuple(int(x) for x in raw.split(","))
    except ValueError:
        vals = ()
    if len(vals) != 6 or min(vals) < 1 or vals[4] % 16:
        from .errors import UsageError
        raise UsageError(f"POOT_GEMM_TILE={raw!r} must be six positive integers WM,WN,FM,FN,BK,STAGES "
                         "(BK a multiple of 16), e.g. 2,2,4,4,32,2; unset it for the default")
    return vals
