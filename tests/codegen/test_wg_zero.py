"""Workgroup arrays start at zero in every workgroup (docs/execution-contract.md): a slot no lane
of this workgroup writes reads 0.0, even after another dispatch (or, on the host JIT, another
workgroup of the same dispatch) wrote 7.0 to the same array - on every runnable target. And the
code that guarantees it: on SPIR-V, PTX and AMDGPU the zeroing stores and one workgroup barrier
come before the first user instruction; bodies without arrays get neither."""
from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest

from poot_core import plugins
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, U32
from poot_core.target import Grid
from poot_core.testing import samples

WG, GROUPS = 64, 4
N_OUT = WG * GROUPS
USER = 1000.0      # the first value user code writes to the array (0x447A0000)


def probe_body(wg: int = WG):
    """A workgroup whose `flag[group]` is set writes 7.0 to slots WG..2*WG of array 0 (its own
    lane's slot: no barrier needed, so the host JIT runs it); every lane writes 1000.0 to slot
    `lane`, then outputs slot lane + WG - 7.0 if its workgroup wrote it, else what the array
    started with."""
    kb = Builder("wg_zero_probe", wg)
    flag, out = kb.input("flag", U32), kb.output("out", F32)
    kb.wg_array(0, 2 * wg)
    i, lane, g = kb.thread_index(), kb.local_index(), kb.group_index()
    kb.wg_write(0, lane, USER)
    kb.if_(kb.ne(kb.load(flag, g, checked=True), kb.c(U32, 0)), lambda: kb.wg_write(0, kb.add(lane, wg), 7.0))
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.wg_read(0, kb.add(lane, wg))))
    kb.ret()
    return kb.build()


def _expect(flags):
    return np.repeat(np.where(np.asarray(flags) != 0, 7.0, 0.0), WG).astype(np.float32)


FLAG_ROUNDS = ((1, 1, 1, 1), (0, 0, 0, 0), (1, 0, 1, 0), (0, 1, 0, 1))  # 0-groups after 7.0-groups


@pytest.mark.parametrize("target", ["oracle", "vulkan", "wgpu", "ptx", "rocm"])
def test_unwritten_slot_reads_zero_after_a_dispatch_that_wrote_it(target):
    from poot_core.exec import execute

    if target != "oracle":
        a = plugins.get_target(target).probe()
        if not a.available:
            pytest.skip(f"{target}: {a.reason}")
    body = probe_body()
    grid = Grid((GROUPS, 1), WG)
    for _ in range(10):  # stale memory shows in most rounds on lavapipe, not in every one
        for flags in FLAG_ROUNDS:
            got = execute(body, target, grid, {"flag": np.array(flags, np.uint32),
                                               "out": np.full(N_OUT, -1, np.float32)})["out"]
            np.testing.assert_array_equal(got, _expect(flags), err_msg=f"{target}, flags {flags}")


def test_host_jit_zeroes_per_workgroup_and_per_dispatch():
    """The host JIT runs lanes one by one and its arrays are module globals: the harness zeroes
    them before each workgroup, so group 1 does not see group 0's 7.0, nor a run the last one's."""
    pytest.importorskip("llvmlite")
    from poot_core.backends.llvm.host import HostKernel

    k = HostKernel(probe_body())
    for flags in FLAG_ROUNDS * 2:
        outs, err = k.run({"flag": np.array(flags, np.uint32), "out": np.full(N_OUT, -1, np.float32)},
                          Grid((GROUPS, 1), WG))
        assert err[0] == 0
        np.testing.assert_array_equal(outs["out"], _expect(flags), err_msg=f"flags {flags}")
    assert "@poot.wg.zero" in k.ir and "barrier" not in k.ir.lower()


# --- structure -------------------------------------------------------------------------------
def test_spirv_zeroes_then_barrier_before_user_code():
    """After the surplus workgroups' return: a store of 0.0 through the array, then the one
    barrier, then the first user access (a `flag`/`out` buffer or the user's LDS store)."""
    from poot_core.backends.spirv import compile_spirv
    from poot_core.backends.spirv.dis import disassemble

    lines = [ln.strip() for ln in disassemble(compile_spirv(probe_body())).splitlines()]
    name = {m[2]: m[1] for m in (re.match(r'OpName (%\d+) "(\w+)"', ln) for ln in lines) if m}
    defs = {ln.split(" = ")[0]: ln.split(" = ")[1] for ln in lines if " = " in ln}
    fn = lines[next(k for k, ln in enumerate(lines) if " OpFunction " in ln):]

    def through(ln, var):  # a Store/Load whose pointer is an access chain into `var`
        ptr = ln.split()[1] if ln.startswith("OpStore") else ln.split()[-1]
        return defs.get(ptr, "").startswith("OpAccessChain") and defs[ptr].split()[2] == name[var]

    ret = fn.index("OpReturn")  # the surplus workgroups' early return comes first
    stores = [k for k, ln in enumerate(fn) if ln.startswith("OpStore") and through(ln, "lds0")]
    zero = fn[stores[0]].split()[2]
    assert _is_zero(defs, zero), f"the first LDS store stores {defs[zero]}"
    barriers = [k for k, ln in enumerate(fn) if ln.startswith("OpControlBarrier")]
    assert len(barriers) == 1  # the probe has no barrier of its own
    user = min(k for k, ln in enumerate(fn) if " = OpLoad " in ln and any(through(ln, b) for b in ("flag", "out")))
    assert ret < stores[0] < barriers[0] < min(user, stores[1])


def _is_zero(defs, v: str) -> bool:
    """A literal 0 or the emitter's opaque float constant: bitcast(0 ^ the run-time zero)."""
    d = defs.get(v, "")
    if re.fullmatch(r"OpConstant %\d+ 0", d):
        return True
    if d.startswith("OpBitcast"):
        x = defs.get(d.split()[2], "")
        return x.startswith("OpBitwiseXor") and any(re.fullmatch(r"OpConstant %\d+ 0", defs.get(o, ""))
                                                     for o in x.split()[2:])
    return False


def _before_barrier(asm: str, barrier: tuple[str, ...]) -> list[str]:
    """The instructions of the kernel before its first workgroup barrier."""
    lines = [ln.strip() for ln in asm.splitlines()]
    lines = [ln for ln in lines if ln and not ln.startswith(("//", ";", ".", "$")) and not ln.endswith(":")]
    for k, ln in enumerate(lines):
        if ln.startswith(barrier):
            return lines[:k]
    raise AssertionError("no workgroup barrier in:\n" + "\n".join(lines))


def _llvm_ir_entry(ir: str) -> str:
    return ir[ir.index("entry:"):ir.index("bb0:")]


# the zeroing stores in the LLVM IR: f32 slots one by one, or 16 bytes at a time for arrays of
# whole 16-byte units
ZERO_STORE = re.compile(r"store (float 0\.0|<4 x i32> zeroinitializer), ptr addrspace\(3\)")

# the user's values (1000.0, 7.0) as the assemblers print them
USER_BITS = ("0x447a0000", "1148846080", "0x40e00000", "1088421888")


def test_ptx_zeroes_then_barrier_before_user_code(tmp_path):
    """Before the first bar.sync: zeroing shared stores, and no user memory access or value."""
    pytest.importorskip("poot_ptx")
    from poot_ptx.target import PtxTarget

    st = dict(PtxTarget().compile(probe_body(), sm="sm_90").stages)
    entry = _llvm_ir_entry(st["llvm"])
    assert ZERO_STORE.search(entry) and "barrier" in entry
    pre = _before_barrier(st["ptx"], ("bar.sync", "barrier.sync"))
    shared = [ln for ln in pre if ln.startswith("st.shared")]
    assert shared and all(re.search(r",\s*(0|\{0, 0, 0, 0\});$", ln) for ln in shared), shared
    assert not [ln for ln in pre if ln.startswith(("ld.global", "ld.shared", "ld.volatile", "st.global", "atom", "red"))
                or any(b in ln.lower() for b in USER_BITS)], pre  # kernel-argument loads (ld.param) only
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas not installed")
    src = tmp_path / "k.ptx"
    src.write_text(st["ptx"])
    r = subprocess.run([ptxas, "-arch=sm_90", str(src), "-o", str(tmp_path / "k.cubin")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("wg", [64, 256])
def test_amdgpu_zeroes_then_barrier_before_user_code(wg):
    """The IR's entry zeroes and calls s.barrier for any size; a 64-lane workgroup is one wave64
    on gfx942, where the backend drops the barrier as a no-op, so the machine code is checked
    at 256 lanes (4 waves): before s_barrier only zeroing LDS stores, no user access or value."""
    pytest.importorskip("poot_rocm")
    from poot_core.backends.llvm import compile_llvm
    from poot_rocm.codegen import amdgpu_hooks

    res = compile_llvm(probe_body(wg), amdgpu_hooks("gfx942"), outputs=("asm",))
    entry = _llvm_ir_entry(res.ir)
    assert ZERO_STORE.search(entry) and "llvm.amdgcn.s.barrier" in entry
    if wg == 64:
        return
    pre = _before_barrier(res.asm, ("s_barrier",))
    assert any(ln.startswith(("ds_write", "ds_store")) for ln in pre), pre
    assert not [ln for ln in pre if ln.startswith(("ds_read", "ds_load", "global_", "buffer_", "flat_"))
                or (ln.startswith("s_load") and "s[0:1]" not in ln)], pre  # kernel-argument loads only
    # the backend may set up the user's 1000.0 early, in a register no LDS store before the
    # barrier stores: follow what each v_mov last put in a register
    held, bad = {}, []
    for ln in pre:
        m = re.match(r"v_mov_b32\w*\s+(v\d+),\s*(\S+)", ln)
        if m:
            held[m[1]] = m[2].lower()
        elif ln.startswith(("ds_write", "ds_store")):
            bad += [ln for r in re.findall(r"v\d+", ln.split(",", 1)[1]) if held.get(r) in USER_BITS]
    assert not bad, pre


def test_no_arrays_no_zeroing():
    from poot_core.backends.llvm import lower_body
    from poot_core.backends.spirv import compile_spirv
    from poot_core.backends.spirv.dis import disassemble
    from poot_ptx.codegen import nvptx_hooks

    body = samples.elementwise_add(F32)
    assert not body.wg_arrays
    assert "OpControlBarrier" not in disassemble(compile_spirv(body))
    ir, _ = lower_body(body, nvptx_hooks())
    assert "%wz" not in ir and "barrier" not in ir
