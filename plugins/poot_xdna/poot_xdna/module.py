"""Assemble MLIR text: the MLIR-AIE module for one npu2 column and the standalone CPU func.

AIE-dialect ops are written in MLIR's generic form (`"aie.tile"() {col = 0 : i32, row = 2 : i32}`),
which mlir-aie parses and which Debian's mlir-opt parses with --allow-unregistered-dialect; the
core body itself is upstream scf/cf/arith/math/memref (lower.py), shared line for line with the
standalone `func.func` the CPU tests run. Inherent attributes (operandSegmentSizes included) go in
the attribute dictionary `{...}`, which MLIR with properties (17+) still reads into the properties
and MLIR 16 can parse (`<{...}>` it cannot). The spellings that changed across mlir-aie releases
(device number, runtime_sequence's dialect, dma_bd's offset/len) come from a `dialect.Dialect`.
"""
from __future__ import annotations

from poot_core.ir import nodes as N

from .dialect import Dialect, newest
from .layout import Layout
from .lower import MEM_TY, Core

SHIM, MEM = (0, 0), (0, 1)
COMPUTE_ROW0 = 2
FUNC = "poot_core_body"


def _indent(text: str, pre: str) -> str:
    return "".join(pre + ln + "\n" if ln else "\n" for ln in text.splitlines())


def func_text(body: N.Body, core: Core) -> str:
    """A module with `func.func @poot_core_body(%p0.., %n0.., %gx, %gy, %tile, %ntiles)` running the core body
    (a fixed symbol: kernel names need not be MLIR identifiers)."""
    args = [f"%p{i}: memref<?x{MEM_TY[p.elem.name]}>" for i, p in enumerate(body.params)]
    args += [f"%n{i}: index" for i in range(len(body.params))]
    args += ["%gx: index", "%gy: index", "%tile: index", "%ntiles: index"]
    lines = [f"// {body.name}: the AIE core body as a CPU function (poot-xdna)",
             f"func.func @{FUNC}({', '.join(args)}) attributes {{llvm.emit_c_interface}} {{"]
    for s in core.scratch:
        lines.append(f"  %s_{s.name} = memref.alloca() : memref<{s.count}x{s.elem}>")
        lines.append(f"  %{s.name} = memref.cast %s_{s.name} : memref<{s.count}x{s.elem}> to memref<?x{s.elem}>")
    lines.append(core.decls.rstrip("\n"))
    lines.append(core.text.rstrip("\n"))
    lines += ["  return", "}", "func.func @main() {", "  return", "}"]
    return "\n".join(lines) + "\n"


def _fifo(name: str, producer: str, consumers: list[str], nbytes: int, depth: int) -> str:
    ops = ", ".join([producer, *consumers])
    arr = ", ".join("[]" for _ in consumers)
    return (f'"aie.objectfifo"({ops}) {{dimensionsFromStreamPerConsumer = #aie<bd_dim_layout_array_array[{arr}]>, '
            f'dimensionsToStream = #aie<bd_dim_layout_array[]>, disable_synchronization = false, '
            f'elemNumber = {depth} : i32, elemType = !aie.objectfifo<memref<{nbytes}xi8>>, plio = false, '
            f'sym_name = "{name}", via_DMA = false}} : ({", ".join("index" for _ in [producer, *consumers])}) -> ()')


def _acquire(var: str, fifo: str, port: int, nbytes: int) -> list[str]:
    sv = f"!aie.objectfifosubview<memref<{nbytes}xi8>>"
    return [f'%sv_{var} = "aie.objectfifo.acquire"() {{objFifo_name = @{fifo}, port = {port} : i32, size = 1 : i32}} : () -> {sv}',
            f'%{var} = "aie.objectfifo.subview.access"(%sv_{var}) {{index = 0 : i32}} : ({sv}) -> memref<{nbytes}xi8>']


def _dma_bd(buf: str, nbytes: int, dia: Dialect) -> str:
    """A whole-buffer transfer of `nbytes` (i8 elements) in the release's dma_bd form."""
    if dia.has("dma_bd_operands"):  # operands buffer, offset?, len?, sizes*, strides*: the constants are attributes
        attrs = f"operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = {nbytes} : i32, static_offset = 0 : i32"
    else:
        attrs = f"len = {nbytes} : i32, offset = 0 : i32"
    return f'"aie.dma_bd"({buf}) {{{attrs}}} : (memref<{nbytes}xi8>) -> ()'


def _prelude(body: N.Body, lay: Layout, t: int) -> list[str]:
    """Bind the core body's names from the acquired FIFO objects of compute tile t."""
    ib, ob = lay.in_bytes, lay.out_bytes
    L = _acquire("raw_in", "in_l1", 1, ib) + _acquire("raw_out", f"out_c{t}", 0, ob)
    L.append(f"%hdr = memref.view %raw_in[%c0_p][] : memref<{ib}xi8> to memref<{lay.header_words}xi64>")
    names = ["gx", "gy"] + [f"n{i}" for i in range(len(body.params))]
    for k, nm in enumerate(names):
        L.append(f"%h_{nm} = memref.load %hdr[%c{k}_p] : memref<{lay.header_words}xi64>")
        L.append(f"%{nm} = arith.index_cast %h_{nm} : i64 to index")
    L.append(f"%tile = arith.constant {t} : index")
    L.append(f"%ntiles = arith.constant {lay.tiles} : index")
    for r in lay.inputs:
        mt = MEM_TY[r.elem]
        typed = f"memref<{r.capacity}x{mt}>"
        L.append(f"%o_in{r.param} = arith.constant {r.offset} : index")
        L.append(f"%v_in{r.param} = memref.view %raw_in[%o_in{r.param}][] : memref<{ib}xi8> to {typed}")
        if body.params[r.param].mutable:
            o = lay.region(r.name, out=True)
            L.append(f"%o_out{r.param} = arith.constant {o.offset} : index")
            L.append(f"%v_out{r.param} = memref.view %raw_out[%o_out{r.param}][] : memref<{ob}xi8> to {typed}")
            L.append(f"scf.for %ci = %c0_p to %n{r.param} step %c1_p {{  // initial contents of the in-out buffer")
            L.append(f"  %cv = memref.load %v_in{r.param}[%ci] : {typed}")
            L.append(f"  memref.store %cv, %v_out{r.param}[%ci] : {typed}")
            L.append("}")
            L.append(f"%p{r.param} = memref.cast %v_out{r.param} : {typed} to memref<?x{mt}>")
        else:
            L.append(f"%p{r.param} = memref.cast %v_in{r.param} : {typed} to memref<?x{mt}>")
    return L


def aie_text(body: N.Body, core: Core, lay: Layout, depth: int, stack: int, dia: Dialect | None = None) -> str:
    """The MLIR-AIE module for one npu2 column (shim, memory tile, `lay.tiles` compute tiles) in the
    spellings of `dia` (default: the newest known mlir-aie)."""
    dia = dia or newest()
    T = lay.tiles
    ib, ob = lay.in_bytes, lay.out_bytes
    comp = [f"%t_c{t}" for t in range(T)]
    out = [f"// {body.name}: poot-xdna MLIR-AIE module for {dia.device_name} (one column, {T} compute tile(s)), generic op form",
           f"// spellings: {dia.describe()}",
           "// parameters: " + ", ".join(
               f"{p.name}: &{'mut ' if p.mutable else ''}[{p.elem}] x{r.capacity} @in+{r.offset}"
               + (f"/out+{lay.region(p.name, True).offset}" if p.mutable else "")
               for p, r in zip(body.params, lay.inputs)),
           "module {", '  "aie.device"() ({']
    d = []
    d.append(f'%t_shim = "aie.tile"() {{col = {SHIM[0]} : i32, row = {SHIM[1]} : i32}} : () -> index')
    d.append(f'%t_mem = "aie.tile"() {{col = {MEM[0]} : i32, row = {MEM[1]} : i32}} : () -> index')
    for t in range(T):
        d.append(f'%t_c{t} = "aie.tile"() {{col = 0 : i32, row = {COMPUTE_ROW0 + t} : i32}} : () -> index')
    d.append("// input: shim -> memory tile -> every compute tile (one FIFO, broadcast)")
    d.append(_fifo("in_l2", "%t_shim", ["%t_mem"], ib, depth))
    d.append(_fifo("in_l1", "%t_mem", comp, ib, depth))
    d.append('"aie.objectfifo.link"() {dst_offsets = [], fifoIns = [@in_l2], fifoOuts = [@in_l1], src_offsets = []} : () -> ()')
    d.append("// output: each compute tile -> memory tile (joined, tile t at t * out bytes) -> shim")
    for t in range(T):
        d.append(_fifo(f"out_c{t}", comp[t], ["%t_mem"], ob, depth))
    d.append(_fifo("out_l2", "%t_mem", ["%t_shim"], T * ob, depth))
    offs = ", ".join(str(t * ob) for t in range(T)) if T > 1 else ""
    d.append(f'"aie.objectfifo.link"() {{dst_offsets = [], fifoIns = [{", ".join(f"@out_c{t}" for t in range(T))}], '
             f'fifoOuts = [@out_l2], src_offsets = [{offs}]}} : () -> ()')
    for t in range(T):
        for s in core.scratch:
            d.append(f'%b_{s.name}_c{t} = "aie.buffer"(%t_c{t}) {{sym_name = "{s.name}_c{t}"}} : (index) -> memref<{s.count}x{s.elem}>')
    for t in range(T):
        d.append(f"// compute tile {t}: workgroups {t}, {t} + {T}, ... of every launch")
        d.append(f'%core_c{t} = "aie.core"(%t_c{t}) ({{')
        c = ["%c0_p = arith.constant 0 : index", "%c1_p = arith.constant 1 : index",
             "%cmax_p = arith.constant 9223372036854775807 : index"]
        c += [f"%c{k}_p = arith.constant {k} : index" for k in range(2, lay.header_words)]
        for s in core.scratch:
            c.append(f"%{s.name} = memref.cast %b_{s.name}_c{t} : memref<{s.count}x{s.elem}> to memref<?x{s.elem}>")
        c += [x[2:] for x in core.decls.rstrip("\n").split("\n")]
        c.append("scf.for %launch = %c0_p to %cmax_p step %c1_p {  // one iteration per launch")
        inner = ["  " + x for x in _prelude(body, lay, t)]
        inner += core.text.rstrip("\n").split("\n")
        inner.append('  "aie.objectfifo.release"() {objFifo_name = @in_l1, port = 1 : i32, size = 1 : i32} : () -> ()')
        inner.append(f'  "aie.objectfifo.release"() {{objFifo_name = @out_c{t}, port = 0 : i32, size = 1 : i32}} : () -> ()')
        c += inner
        c.append("}")
        c.append('"aie.end"() : () -> ()')
        d += ["  " + x for x in c]
        d.append(f"}}) {{stack_size = {stack} : i32}} : (index) -> index")
    d.append("// runtime sequence: the host's packed input and output buffer objects")
    d.append(f'"{dia.runtime_sequence}"() ({{')
    d.append(f"^bb0(%a_in: memref<{ib}xi8>, %a_out: memref<{T * ob}xi8>):")
    seq = [
        '%task_out = "aiex.dma_configure_task_for"() ({',
        "  " + _dma_bd("%a_out", T * ob, dia),
        '  "aie.end"() : () -> ()',
        "}) {alloc = @out_l2, issue_token = true} : () -> index",
        '%task_in = "aiex.dma_configure_task_for"() ({',
        "  " + _dma_bd("%a_in", ib, dia),
        '  "aie.end"() : () -> ()',
        "}) {alloc = @in_l2} : () -> index",
        '"aiex.dma_start_task"(%task_in) : (index) -> ()',
        '"aiex.dma_start_task"(%task_out) : (index) -> ()',
        '"aiex.dma_await_task"(%task_out) : (index) -> ()',
        '"aiex.dma_free_task"(%task_in) : (index) -> ()',
    ]
    d += ["  " + x for x in seq]
    d.append('}) {sym_name = "sequence"} : () -> ()')
    d.append('"aie.end"() : () -> ()')
    out += ["    " + x for x in d]
    sym = ', sym_name = "main"' if dia.has("device_symbol") else ""
    out.append(f"  }}) {{device = {dia.device_value} : i32{sym}}} : () -> ()  // {dia.device_name}")
    out.append("}")
    return "\n".join(out) + "\n"
