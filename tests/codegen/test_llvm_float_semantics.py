"""Float semantics of the shared LLVM lowering: by default every float op is rounded once in its
type (Rust): no `contract` or other fast-math flag anywhere, before or after O3, and the host
JIT (which targets this CPU, FMA included) matches the oracle bit for bit on kernels that
contraction changes (mul+add, Kahan dot, escape-time loop), the oracle itself matching numpy
op by op. fp_contract=True is the opt-in: the flags appear, the host really fuses, and the
results differ. The option is validated and is part of the hooks' cache key."""
from __future__ import annotations

import re

import numpy as np
import pytest

from poot_core.backends.llvm import (FP_CONTRACT, MATH_OWN, TargetHooks, compile_llvm, float_probes,
                                     fp_contract_option, lower_body)
from poot_core.errors import UsageError
from poot_core.testing import catalog
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32

# the GPU hooks of test_llvm_lower (plugin-free)
NVPTX = TargetHooks(
    name="ptx", triple="nvptx64-nvidia-cuda", cpu="sm_90", kernel_cc="ptx_kernel",
    lane_x="llvm.nvvm.read.ptx.sreg.tid.x", group_x="llvm.nvvm.read.ptx.sreg.ctaid.x",
    group_y="llvm.nvvm.read.ptx.sreg.ctaid.y",
    barrier=("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)",),
    barrier_decls=("declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind",),
    math=MATH_OWN)
AMDGPU = TargetHooks(
    name="rocm", triple="amdgcn-amd-amdhsa", cpu="gfx942", alloca_as=5, kernel_cc="amdgpu_kernel",
    lane_x="llvm.amdgcn.workitem.id.x", group_x="llvm.amdgcn.workgroup.id.x", group_y="llvm.amdgcn.workgroup.id.y",
    barrier=('fence syncscope("workgroup") release', "call void @llvm.amdgcn.s.barrier()",
             'fence syncscope("workgroup") acquire'),
    barrier_decls=("declare void @llvm.amdgcn.s.barrier() convergent nounwind",), atomic_scope="agent",
    module_flags=(("1", "amdhsa_code_object_version", "i32 400"),), math=MATH_OWN, emit="obj", shared_trap=True)
HOOKS = {"nvptx": NVPTX, "amdgpu": AMDGPU}


def _no_contract_kernel():
    kb = Builder("nc")
    a, b, c, out = kb.input("a", F32), kb.input("b", F32), kb.input("c", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.no_contract_add(kb.mul(kb.load(a, i), kb.load(b, i)),
                                                                             kb.load(c, i))))
    kb.ret()
    return kb.build()

oracle = pytest.importorskip("poot_core.oracle")
host = pytest.importorskip("poot_core.backends.llvm.host")

FLAGS = re.compile(r"= (?:fadd|fsub|fmul|fdiv|frem|fneg|fcmp|call|select|phi|uitofp|sitofp|fptrunc|fpext)"
                   r"\b[^\n]*?\b(fast|contract|reassoc|nnan|ninf|nsz|arcp|afn)\b")
PROBES = float_probes.probes()
IDS = [p.body.name for p in PROBES]


def _with(hooks, **kw):
    return type(hooks)(**{**hooks.__dict__, **kw})


@pytest.mark.parametrize("hooks", HOOKS.values(), ids=HOOKS.keys())
def test_default_build_has_no_fast_math_flag_anywhere(hooks):
    bodies = [c.body for c in catalog.cases()] + [p.body for p in PROBES]
    for body in bodies:
        res = compile_llvm(body, hooks, outputs=())
        for text, stage in ((res.ir, "lowered"), (res.opt, "O3")):
            m = FLAGS.search(text)
            assert m is None, f"{body.name} ({stage}): {m.group(0) if m else ''}"
        assert "fp_contract: off" in res.ir


@pytest.mark.parametrize("hooks", HOOKS.values(), ids=HOOKS.keys())
def test_fp_contract_flags_ordinary_ops_but_never_no_contract_add(hooks):
    on = _with(hooks, fp_contract=True)
    ir = lower_body(float_probes.muladd(F32).body, on)[0]
    assert "fmul contract float" in ir and "fadd contract float" in ir and "fp_contract: on" in ir
    nc = lower_body(_no_contract_kernel(), on)[0]
    assert not re.search(r"\bcontract\b", nc.split("\n", 1)[1]), "no_contract_add and its multiply stay unflagged"
    assert on.key() != hooks.key(), "fp_contract must be part of the cache key"


@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_oracle_is_rust_semantics_op_by_op(probe):
    d = probe.make(np.random.default_rng(11))
    assert float_probes.differing(oracle.run(probe.body, d, probe.grid), probe.reference(d)) == 0


@pytest.mark.parametrize("probe", PROBES, ids=IDS)
def test_host_jit_default_is_bit_exact(probe):
    d = probe.make(np.random.default_rng(12))
    got, err = host.HostKernel(probe.body).run(d, probe.grid)
    assert err[0] == 0
    assert float_probes.differing(got, oracle.run(probe.body, d, probe.grid)) == 0


def test_host_jit_with_fp_contract_really_fuses():
    """The counter-test: on a CPU with FMA, fp_contract=True changes these results (so the
    bit-exact default above would catch a build that contracted)."""
    if not host.host_has_fma():
        pytest.skip(f"this CPU ({host.host_cpu()[0] or 'generic'}) has no FMA")
    changed = {}
    for probe in PROBES:
        d = probe.make(np.random.default_rng(12))
        got, err = host.HostKernel(probe.body, fp_contract=True).run(d, probe.grid)
        assert err[0] == 0
        changed[probe.body.name] = float_probes.differing(got, oracle.run(probe.body, d, probe.grid))
    for name in ("fp_muladd_f32", "fp_muladd_f64", "fp_kahan_dot_f32", "fp_kahan_dot_f64", "fp_escape_time_f32"):
        assert changed[name] > 0, changed


@pytest.mark.parametrize("value", [True, False])
def test_fp_contract_option_values(value):
    assert fp_contract_option({FP_CONTRACT: value}, "ptx") is value
    assert fp_contract_option({FP_CONTRACT: np.bool_(value)}, "ptx") is value
    assert fp_contract_option({}, "ptx") is False


@pytest.mark.parametrize("bad", [1, 0, "true", "on", None, 1.0])
def test_bad_fp_contract_value_is_a_typed_error_naming_the_option(bad):
    with pytest.raises(UsageError, match=r"fp_contract=.*true or false"):
        fp_contract_option({FP_CONTRACT: bad}, "rocm")
