"""Where the raw-Vulkan device copy's bandwidth goes: memory types, vkCmdCopyBuffer, copy kernels.

Prints (markdown) the device's memory heaps and types and the ones the vulkan plugin chose (device
buffers, upload staging, read-back staging), then the bandwidth of a copy of N f32 (default 2^28,
1 GiB each way), all timed with Vulkan timestamp queries, median of --reps after --warmup:
- vkCmdCopyBuffer between two device buffers (timestamps at the transfer stage around each copy);
- minimal hand-built SPIR-V copy shaders (no meta buffer, no 64-bit index math, no checks): one f32
  per thread and one vec4 per thread (Aligned 16) - what the driver and memory give a shader;
- poot's device copy kernel (`poot bench`'s reference, 256 lanes) and the seed's elementwise_add, each
  with the vulkan target's defaults (coarsen by 4, relaunch 256, vec4 accesses), vectors=false,
  coarsen=off, and coarsen=off relaunch=0.
Every copy is checked against the input after its runs. GB/s counts the bytes read plus written.
Run: python bench/vulkan_bw.py [--n 268435456] [--reps 25] (lavapipe here, the NVIDIA driver on the
H200: bench/h200_vulkan_bw.sh)."""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def flags_text(vk, f: int, kind: str) -> str:
    names = {"heap": [("DEVICE_LOCAL", vk.VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)],
             "type": [("DEVICE_LOCAL", vk.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT),
                      ("HOST_VISIBLE", vk.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT),
                      ("HOST_COHERENT", vk.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT),
                      ("HOST_CACHED", vk.VK_MEMORY_PROPERTY_HOST_CACHED_BIT)]}[kind]
    return "|".join(n for n, b in names if f & b) or "-"


def memory_report(dev, n_bytes: int) -> str:
    vk, mem = dev.vk, dev.info.memory
    probe = dev.alloc(n_bytes, np.dtype(np.float32))
    dev.upload(probe, np.zeros(n_bytes // 4, np.float32))
    dev.download(probe)  # makes both staging buffers (where heaps are split)
    chosen = {"device buffers": probe.block.handle.type_index}
    for read, what in ((False, "upload staging"), (True, "read-back staging")):
        st = dev._staged.get(read)
        chosen[what] = st.type_index if st is not None else -1
    dev.free(probe)
    lines = [f"device: {dev.name}; split heaps (staging): {dev.staging}; timestamp period "
             f"{dev.timestamp_period} ns, {dev.timestamp_bits} valid bits", "",
             "| heap | size GiB | flags |", "|---|---|---|"]
    for i in range(mem.memoryHeapCount):
        h = mem.memoryHeaps[i]
        lines.append(f"| {i} | {h.size / 2**30:.1f} | {flags_text(vk, int(h.flags), 'heap')} |")
    lines += ["", "| type | heap | flags | chosen for |", "|---|---|---|---|"]
    for i in range(mem.memoryTypeCount):
        t = mem.memoryTypes[i]
        use = ", ".join(k for k, v in chosen.items() if v == i) or ""
        lines.append(f"| {i} | {t.heapIndex} | {flags_text(vk, int(t.propertyFlags), 'type')} | {use} |")
    return "\n".join(lines)


def time_copy_buffer(dev, src, dst, nbytes: int, reps: int, warmup: int) -> list[float]:
    """ms of each of `reps` vkCmdCopyBuffer src -> dst in one command buffer (timestamps at the
    transfer stage, a transfer barrier between copies)."""
    vk, lib, ffi = dev.vk, dev.lib, dev.ffi
    n = 2 * reps
    pool = vk.vkCreateQueryPool(dev.dev, vk.VkQueryPoolCreateInfo(queryType=vk.VK_QUERY_TYPE_TIMESTAMP,
                                                                  queryCount=n), None)
    tr = dev.stages["transfer"]
    bar = ffi.new("VkMemoryBarrier*", {"sType": vk.VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                                       "srcAccessMask": vk.VK_ACCESS_TRANSFER_WRITE_BIT,
                                       "dstAccessMask": vk.VK_ACCESS_TRANSFER_READ_BIT | vk.VK_ACCESS_TRANSFER_WRITE_BIT})
    try:
        for timed in (False, True):
            dev.sync()
            cb = dev.xfer_cb
            dev._check("vkBeginCommandBuffer", lib.vkBeginCommandBuffer(cb, dev.begin))
            if timed:
                lib.vkCmdResetQueryPool(cb, pool, 0, n)
            for r in range(reps if timed else warmup):
                lib.vkCmdPipelineBarrier(cb, tr, tr, 0, 1, bar, 0, ffi.NULL, 0, ffi.NULL)
                if timed:
                    lib.vkCmdWriteTimestamp(cb, tr, pool, 2 * r)
                dev._copy(cb, src, dst, nbytes)
                if timed:
                    lib.vkCmdWriteTimestamp(cb, tr, pool, 2 * r + 1)
            dev._check("vkEndCommandBuffer", lib.vkEndCommandBuffer(cb))
            dev.submit.commandBufferCount, dev.submit.pCommandBuffers = 1, dev.xfer_cbs
            dev._run(dev.xfer_fence, "the timed buffer copies")
        ticks = ffi.new(f"uint64_t[{n}]")
        dev._check("vkGetQueryPoolResults", lib.vkGetQueryPoolResults(
            dev.dev, pool, 0, n, 8 * n, ticks, 8, vk.VK_QUERY_RESULT_64_BIT | vk.VK_QUERY_RESULT_WAIT_BIT))
    finally:
        vk.vkDestroyQueryPool(dev.dev, pool, None)
    mask = (1 << dev.timestamp_bits) - 1
    return [((ticks[2 * i + 1] - ticks[2 * i]) & mask) * dev.timestamp_period * 1e-6 for i in range(reps)]


def raw_copy_spirv(n: int, vec: int) -> bytes:
    """A minimal GLCompute copy: binding 0 (read-only) -> binding 1, `vec` f32 per thread (1 or 4,
    256 lanes, `gid < n / vec` with n baked in; the group index is y * groups_x + x, as the
    runtime folds a dispatch past the device's x limit), no meta buffer, no 64-bit math, no checks."""
    from poot_core.backends.spirv.module import BUILTIN, GLCOMPUTE, LOCAL_SIZE, Module
    from poot_core.backends.spirv.vector import MEM_ALIGNED

    m = Module()
    m.cap("Shader")
    f32, u32 = m.float(32), m.int(32, False)
    elem = m.vector(f32, vec) if vec > 1 else f32
    pel = m.pointer("StorageBuffer", elem)
    bufs = []
    for binding, ro in ((0, True), (1, False)):
        st = m.block_struct(m.runtime_array(elem, 4 * vec), readonly=ro)
        v = m.global_var(m.pointer("StorageBuffer", st), "StorageBuffer")
        m.decorate(v, "DescriptorSet", 0)
        m.decorate(v, "Binding", binding)
        bufs.append(v)
    uvec3 = m.vector(u32, 3)
    wid = m.global_var(m.pointer("Input", uvec3), "Input")
    m.decorate(wid, "BuiltIn", BUILTIN["WorkgroupId"])
    lid = m.global_var(m.pointer("Input", uvec3), "Input")
    m.decorate(lid, "BuiltIn", BUILTIN["LocalInvocationId"])
    nwg = m.global_var(m.pointer("Input", uvec3), "Input")  # the dispatch may be folded into y (abi)
    m.decorate(nwg, "BuiltIn", BUILTIN["NumWorkgroups"])
    main = m.id()
    name = b"main\0\0\0\0"
    m.entry.append(m.ins("EntryPoint", GLCOMPUTE, main, *np.frombuffer(name, "<u4").tolist(), wid, lid, nwg))
    m.modes.append(m.ins("ExecutionMode", main, LOCAL_SIZE, 256, 1, 1))
    void = m.void()
    fn = m.fn

    def op(name: str, rty: int, *args: int) -> int:
        r = m.id()
        fn.append(m.ins(name, rty, r, *args))
        return r
    fn.append(m.ins("Function", void, main, 0, m.function_type(void)))
    fn.append(m.ins("Label", m.id()))
    wv = op("Load", uvec3, wid)
    w = op("IAdd", u32, op("IMul", u32, op("CompositeExtract", u32, wv, 1),
                           op("CompositeExtract", u32, op("Load", uvec3, nwg), 0)), op("CompositeExtract", u32, wv, 0))
    lx = op("CompositeExtract", u32, op("Load", uvec3, lid), 0)
    gid = op("IAdd", u32, op("IMul", u32, w, m.const_int(32, False, 256)), lx)
    ok = op("ULessThan", m.bool(), gid, m.const_int(32, False, n // vec))
    then, merge = m.id(), m.id()
    fn.append(m.ins("SelectionMerge", merge, 0))
    fn.append(m.ins("BranchConditional", ok, then, merge))
    fn.append(m.ins("Label", then))
    zero = m.const_int(32, False, 0)
    mem = (MEM_ALIGNED, 16) if vec == 4 else ()
    x = op("Load", elem, op("AccessChain", pel, bufs[0], zero, gid), *mem)
    fn.append(m.ins("Store", op("AccessChain", pel, bufs[1], zero, gid), x, *mem))
    fn.append(m.ins("Branch", merge))
    fn.append(m.ins("Label", merge))
    fn.append(m.ins("Return"))
    fn.append(m.ins("FunctionEnd"))
    return m.to_bytes((1, 3))


def raw_artifact(body, spv: bytes):
    """An Artifact of `spv` for `body`'s parameters (the device binds them, then the meta buffer the
    raw shader ignores)."""
    from poot_core.target import Artifact
    return Artifact("vulkan", body.name, (("spirv", spv),), body, {"loops": 0, "loop_budget": 0})


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1 << 28, help="f32 elements per buffer (default 2^28)")
    ap.add_argument("--reps", type=int, default=25)
    ap.add_argument("--warmup", type=int, default=3)
    args = ap.parse_args()
    from poot_core.bench import copy_body
    from poot_core.exec.executor import compile_cached, device_for, resolve_target
    from poot_core.ir import kir
    from poot_core.target import Grid

    target = resolve_target("vulkan")
    if not target.probe().available:
        print(f"vulkan: not available ({target.probe().reason})")
        return 0
    dev = device_for(target)
    n, reps, warm = args.n, args.reps, args.warmup
    nbytes = 4 * n
    print(memory_report(dev, nbytes))
    rng = np.random.default_rng(1)
    a = rng.standard_normal(n).astype(np.float32)
    rows: list[tuple[str, str, list[float], int, bool]] = []
    src, dst = dev.alloc(nbytes, a.dtype), dev.alloc(nbytes, a.dtype)
    dev.upload(src, a)

    def checked_out() -> bool:
        ok = bool(np.array_equal(dev.download(dst), a))
        dev.upload(dst, np.zeros(n, np.float32))
        return ok

    t = time_copy_buffer(dev, src.block.handle, dst.block.handle, nbytes, reps, warm)
    rows.append(("vkCmdCopyBuffer", "device -> device", t, 2 * nbytes, checked_out()))
    body = copy_body()
    bufs = {"a": src, "out": dst}
    for vec in (1, 4):
        art = raw_artifact(body, raw_copy_spirv(n, vec))
        grid = Grid((-(-n // vec // 256), 1), 256)
        for _ in range(warm):
            dev.launch(art, bufs, grid)
        t = dev.time_dispatches(art, bufs, grid, reps)
        rows.append((f"raw SPIR-V copy, {'vec4' if vec == 4 else 'f32'} per thread", "256 lanes", t, 2 * nbytes,
                     checked_out()))
    variants = [("default", None), ("vectors=false", {"vectors": False}), ("coarsen=off", {"coarsen": "off"}),
                ("coarsen=off relaunch=0", {"coarsen": "off", "relaunch": 0})]
    for opts_name, opts in variants:
        art = compile_cached(body, target, opts)
        grid = Grid.threads(n, body.workgroup_size)
        for _ in range(warm):
            dev.launch(art, bufs, grid)
        t = dev.time_dispatches(art, bufs, grid, reps)
        shape = art.meta.get("launch")
        rows.append(("poot device_copy kernel", f"{opts_name} (V={shape.vector if shape else 1}, "
                     f"{shape.workgroup_size if shape else body.workgroup_size} lanes)", t, 2 * nbytes, checked_out()))
    add = kir.read(ROOT / "examples" / "elementwise_add.kir.json").body
    b = dev.alloc(nbytes, a.dtype)
    dev.upload(b, a)
    abufs = {"a": src, "b": b, "out": dst}
    for opts_name, opts in variants:
        art = compile_cached(add, target, opts)
        grid = Grid.threads(n, add.workgroup_size)
        for _ in range(warm):
            dev.launch(art, abufs, grid)
        t = dev.time_dispatches(art, abufs, grid, reps)
        ok = bool(np.array_equal(dev.download(dst), a + a))
        dev.upload(dst, np.zeros(n, np.float32))
        rows.append(("elementwise_add (seed, 64 lanes declared)", opts_name, t, 3 * nbytes, ok))
    for x in (src, dst, b):
        dev.free(x)
    ref = statistics.median(rows[0][2])
    print(f"\n{n} f32 per buffer; median of {reps} after {warm} warm-up; timer: {dev.timer}\n")
    print("| what | variant | ms | GB/s | of vkCmdCopyBuffer | min ms | max ms | correct |")
    print("|---|---|---|---|---|---|---|---|")
    for what, variant, t, moved, ok in rows:
        ms = statistics.median(t)
        print(f"| {what} | {variant} | {ms:.4g} | {moved / ms / 1e6:.4g} | {100 * ref / ms * moved / rows[0][3]:.3g}% | "
              f"{min(t):.4g} | {max(t):.4g} | {'yes' if ok else 'NO'} |")
    return 0 if all(r[4] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
