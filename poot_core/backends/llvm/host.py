"""Run the shared LLVM lowering on the host CPU through llvmlite's JIT (tests, no GPU needed).

The same lowering as PTX/ROCm, with host hooks: index registers are functions that read
globals the harness sets, and every workgroup's lanes run one after another - so only bodies
without barriers are accepted. Workgroup arrays are module globals, so the harness zeroes them
(@poot.wg.zero, hooks.WG_ZERO_CALL) before each workgroup's first lane. Traps use the error-word policy (a device trap would kill the
process). Math uses poot's own sequences (mathlib), so they are tested here against numpy.
The JIT targets the host's own CPU and features (FMA included, where it has it), so a kernel
built with fp_contract=True really fuses here and a default build that did would be caught.
"""
from __future__ import annotations

import ctypes
import functools

import numpy as np

from ...errors import CapabilityError
from ...ir import nodes as N
from ...target import ERROR_WORD, Grid
from .run import binding
from .hooks import FMOD_FREM, FMOD_OWN, MATH_OWN, WG_ZERO_CALL, WG_ZERO_FN, TargetHooks
from .lower import ERR_WORDS, KernelABI, lower

_HARNESS_IDX = ("lane", "gx", "gy")
__all__ = ["HostKernel", "host_hooks", "FMOD_FREM", "FMOD_OWN"]


@functools.cache
def host_cpu() -> tuple[str, str]:
    """(cpu name, feature string) of this machine, as LLVM sees them."""
    llvm = binding()

    llvm.initialize_native_target()
    try:
        return llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()
    except RuntimeError:  # LLVM cannot read this CPU's features: generic code
        return "", ""


def host_has_fma() -> bool:
    return "+fma" in host_cpu()[1].split(",")


def _new_host_tm():
    llvm = binding()

    cpu, features = host_cpu()
    return llvm.Target.from_default_triple().create_target_machine(cpu=cpu, features=features, opt=3, jit=True)


@functools.cache
def _host_tm():
    llvm = binding()

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    try:  # f16 conversions are libgcc calls (__extendhfsf2, __truncdfhf2) on x86 hosts
        llvm.load_library_permanently("libgcc_s.so.1")
    except RuntimeError:
        pass
    return _new_host_tm()


def host_hooks(fmod: str = FMOD_FREM, fp_contract: bool = False) -> TargetHooks:
    """Host hooks; float % is LLVM's frem (libm fmod on the host) unless `fmod` is FMOD_OWN,
    which runs the GPU targets' exact sequence (mathlib) so the tests can check it here."""
    llvm = binding()

    cpu, features = host_cpu()
    return TargetHooks(name="host", triple=llvm.get_process_triple(), cpu=cpu, features=features, global_as=0,
                       shared_as=0, alloca_as=0, lane_x="poot.host.lane", group_x="poot.host.gx",
                       group_y="poot.host.gy", atomic_scope="", math=MATH_OWN, fmod=fmod, emit="jit",
                       fp_contract=fp_contract, wg_zero=WG_ZERO_CALL)


def _harness(abi: KernelABI) -> str:
    lines = [f"@poot.h.{n} = global i32 0" for n in _HARNESS_IDX]
    for n in _HARNESS_IDX:
        lines += [f"define i32 @poot.host.{n}() {{", f"  %v = load i32, ptr @poot.h.{n}", "  ret i32 %v", "}"]
    params = ", ".join(("ptr" if k in ("ptr", "err") else "i64") for k, _ in abi.args)
    lines.append(f"declare void @{abi.symbol}({params})")
    zero = abi.lds_bytes > 0  # the module defines @poot.wg.zero (lower.wg_zero_function)
    if zero:
        lines.append(f"declare void @{WG_ZERO_FN}()")
    lines += ["define void @poot.run(ptr %args, i32 %gx, i32 %gy, i32 %wg) {", "entry:"]
    call_args = []
    for i, (k, _) in enumerate(abi.args):
        lines.append(f"  %q{i} = getelementptr i64, ptr %args, i64 {i}")
        lines.append(f"  %v{i} = load i64, ptr %q{i}")
        if k in ("ptr", "err"):
            lines.append(f"  %a{i} = inttoptr i64 %v{i} to ptr")
            call_args.append(f"ptr %a{i}")
        else:
            call_args.append(f"i64 %v{i}")
    lines += ["  br label %y", "y:", "  %iy = phi i32 [0, %entry], [%iy1, %yend]",
              "  store i32 %iy, ptr @poot.h.gy", "  br label %x",
              "x:", "  %ix = phi i32 [0, %y], [%ix1, %xend]", "  store i32 %ix, ptr @poot.h.gx",
              *([f"  call void @{WG_ZERO_FN}()"] if zero else []), "  br label %l",
              "l:", "  %il = phi i32 [0, %x], [%il1, %l]", "  store i32 %il, ptr @poot.h.lane",
              f"  call void @{abi.symbol}({', '.join(call_args)})",
              "  %il1 = add i32 %il, 1", "  %cl = icmp ult i32 %il1, %wg", "  br i1 %cl, label %l, label %xend",
              "xend:", "  %ix1 = add i32 %ix, 1", "  %cx = icmp ult i32 %ix1, %gx", "  br i1 %cx, label %x, label %yend",
              "yend:", "  %iy1 = add i32 %iy, 1", "  %cy = icmp ult i32 %iy1, %gy", "  br i1 %cy, label %y, label %done",
              "done:", "  ret void", "}"]
    return "\n".join(lines) + "\n"


class HostKernel:
    """A Body compiled for the host; `run(buffers, grid)` -> (&mut outputs by name, error words)."""

    def __init__(self, body: N.Body, optimize: bool = True, fmod: str = FMOD_FREM, fp_contract: bool = False):
        llvm = binding()

        if any(isinstance(b.term, N.Barrier) for b in body.blocks):
            raise CapabilityError("the host JIT runs lanes one after another and cannot run barriers",
                                  target="host", kernel=body.name)
        self.body = body
        tm = _host_tm()
        self.ir, self.abi = lower(body, host_hooks(fmod, fp_contract), str(tm.target_data), ERROR_WORD)
        mod = llvm.parse_assembly(self.ir)
        mod.verify()
        harness = llvm.parse_assembly(_harness(self.abi))
        harness.triple, harness.data_layout = mod.triple, mod.data_layout
        mod.link_in(harness)
        if optimize:
            pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(speed_level=3))
            pb.getModulePassManager().run(mod, pb)
            mod.verify()
        self.opt = str(mod)
        # the engine takes ownership of (and frees) its target machine: give it its own
        jit_tm = _new_host_tm()
        self.engine = llvm.create_mcjit_compiler(llvm.parse_assembly(""), jit_tm)
        self.engine.add_module(mod)
        self.engine.finalize_object()
        self.engine.run_static_constructors()
        addr = self.engine.get_function_address("poot.run")
        self._fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)(addr)

    def run(self, buffers: dict[str, np.ndarray], grid: Grid) -> tuple[dict[str, np.ndarray], np.ndarray]:
        arrays = {}
        for p in self.body.params:
            a = np.ascontiguousarray(buffers[p.name], dtype=p.elem.np).reshape(-1)
            arrays[p.name] = a.copy() if p.mutable else a
        from .runtime import ERR_INIT
        err = np.array(ERR_INIT[:ERR_WORDS], dtype=np.uint32)
        keep = [np.zeros(1, np.uint8)]  # non-null pointer for empty arrays
        args = []
        for kind, name in self.abi.args:
            if kind == "ptr":
                a = arrays[name]
                args.append(a.ctypes.data if a.size else keep[0].ctypes.data)
            elif kind == "len":
                args.append(arrays[name].size)
            else:
                args.append(err.ctypes.data)
        argv = np.array(args, dtype=np.uint64)
        gx, gy = grid.groups
        self._fn(argv.ctypes.data, gx, gy, self.body.workgroup_size)
        return {p.name: arrays[p.name] for p in self.body.params if p.mutable}, err
